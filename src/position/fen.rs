//! FEN, X-FEN and Shredder-FEN: reading (tolerant of missing clocks) and writing (X-FEN).

use super::rules::Variant;
use super::setup::{PositionError, Setup};
use super::{CastlingMode, Position};
use crate::core::{Bitboard, CastlingRights, CastlingSide, Color, File, Piece, Rank, Role, Square};
use std::fmt;

#[cfg(test)]
pub const STARTPOS_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// What is wrong with a FEN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    Empty,
    Board(String),
    Turn(String),
    Castling(String),
    EnPassant(String),
    Halfmoves(String),
    Fullmoves(String),
    Checks(String),
    TrailingFields,
    Position(PositionError),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Empty => f.write_str("empty FEN"),
            FenError::Board(why) => write!(f, "invalid board: {why}"),
            FenError::Turn(s) => write!(f, "invalid side to move '{s}' (expected w or b)"),
            FenError::Castling(s) => write!(f, "invalid castling rights '{s}'"),
            FenError::EnPassant(s) => write!(f, "invalid en-passant square '{s}'"),
            FenError::Halfmoves(s) => write!(f, "invalid halfmove clock '{s}'"),
            FenError::Fullmoves(s) => write!(f, "invalid fullmove number '{s}'"),
            FenError::Checks(s) => write!(f, "invalid three-check counters '{s}'"),
            FenError::TrailingFields => f.write_str("unexpected fields after the move number"),
            FenError::Position(e) => write!(f, "illegal position: {e}"),
        }
    }
}

impl std::error::Error for FenError {}

impl From<PositionError> for FenError {
    fn from(e: PositionError) -> FenError {
        FenError::Position(e)
    }
}

/// The board field split into the 64 squares, the squares of promoted pieces (`~`), and the
/// crazyhouse pockets when the field carries them (`[QNp]` after the board, or a ninth rank).
type ParsedBoard = ([Option<Piece>; 64], Bitboard, Option<[[u8; 5]; 2]>);

/// Parses the piece placement field.
fn parse_board(text: &str) -> Result<ParsedBoard, FenError> {
    let (placement, pocket_text) = if let Some(inner) = text.strip_suffix(']') {
        let open = inner
            .find('[')
            .ok_or_else(|| FenError::Board("']' without '['".into()))?;
        (&inner[..open], Some(&inner[open + 1..]))
    } else if text.matches('/').count() == 8 {
        let cut = text.rfind('/').unwrap_or(text.len());
        (&text[..cut], Some(&text[cut + 1..]))
    } else {
        (text, None)
    };
    let pockets = pocket_text.map(parse_pockets).transpose()?;

    let mut board = [None; 64];
    let mut promoted = Bitboard::EMPTY;
    let ranks: Vec<&str> = placement.split('/').collect();
    if ranks.len() != 8 {
        return Err(FenError::Board(format!(
            "expected 8 ranks, found {}",
            ranks.len()
        )));
    }
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = 7 - i as u32;
        let mut file = 0u32;
        let mut last: Option<Square> = None;
        for c in rank_text.chars() {
            if let Some(d) = c.to_digit(10) {
                if d == 0 || d > 8 {
                    return Err(FenError::Board(format!("bad empty-square count '{c}'")));
                }
                file += d;
                last = None;
            } else if c == '~' {
                let sq = last.ok_or_else(|| FenError::Board("'~' not after a piece".into()))?;
                promoted = promoted.with(sq);
                last = None;
            } else if let Some(piece) = Piece::from_char(c) {
                if file >= 8 {
                    return Err(FenError::Board(format!(
                        "rank {} has more than 8 squares",
                        rank + 1
                    )));
                }
                let sq = Square::from_index(rank * 8 + file);
                board[sq.index()] = Some(piece);
                last = Some(sq);
                file += 1;
            } else {
                return Err(FenError::Board(format!("unexpected character '{c}'")));
            }
            if file > 8 {
                return Err(FenError::Board(format!(
                    "rank {} has more than 8 squares",
                    rank + 1
                )));
            }
        }
        if file != 8 {
            return Err(FenError::Board(format!(
                "rank {} has {} squares, not 8",
                rank + 1,
                file
            )));
        }
    }
    Ok((board, promoted, pockets))
}

/// Crazyhouse pockets: upper case for White, lower case for Black, `-` or nothing for empty.
fn parse_pockets(text: &str) -> Result<[[u8; 5]; 2], FenError> {
    let mut pockets = [[0u8; 5]; 2];
    for c in text.chars().filter(|&c| c != '-') {
        let piece = Piece::from_char(c)
            .filter(|p| p.role != Role::King)
            .ok_or_else(|| FenError::Board(format!("unexpected pocket piece '{c}'")))?;
        let count = &mut pockets[piece.color.index()][piece.role.index()];
        *count = count
            .checked_add(1)
            .filter(|&n| n <= 64)
            .ok_or_else(|| FenError::Board("too many pieces in a pocket".into()))?;
    }
    Ok(pockets)
}

/// Three-check counters: `3+3` (checks still to give, python-chess) or `+0+0` (checks given,
/// lichess). Returns the remaining checks.
fn parse_checks(text: &str, lichess: bool) -> Result<[u8; 2], FenError> {
    let err = || FenError::Checks(text.to_string());
    let body = if lichess {
        text.strip_prefix('+').ok_or_else(err)?
    } else {
        text
    };
    let (w, b) = body.split_once('+').ok_or_else(err)?;
    let w: u8 = w.parse().map_err(|_| err())?;
    let b: u8 = b.parse().map_err(|_| err())?;
    if w > 3 || b > 3 {
        return Err(err());
    }
    Ok(if lichess { [3 - w, 3 - b] } else { [w, b] })
}

/// Reads castling rights: `KQkq` (X-FEN: the outermost rook on that side), Shredder file
/// letters `HAha`, or `-`.
fn parse_castling(text: &str, board: &[Option<Piece>; 64]) -> Result<CastlingRights, FenError> {
    let mut rights = CastlingRights::NONE;
    if text == "-" {
        return Ok(rights);
    }
    let err = || FenError::Castling(text.to_string());
    for c in text.chars() {
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let back = Rank::FIRST.relative(color);
        let king = File::all()
            .map(|f| Square::from_coords(f, back))
            .find(|sq| board[sq.index()] == Some(Piece::new(color, Role::King)));
        let is_rook = |f: File| {
            board[Square::from_coords(f, back).index()] == Some(Piece::new(color, Role::Rook))
        };
        let (side, rook_file) = match c.to_ascii_lowercase() {
            'k' => {
                // Outermost rook on the king side; none means the right is dropped later.
                let kf = king.map(|k| k.file().index()).unwrap_or(4);
                let f = (kf + 1..8)
                    .rev()
                    .filter_map(|i| File::new(i as u8))
                    .find(|&f| is_rook(f));
                (CastlingSide::King, f.or(File::new(7)))
            }
            'q' => {
                let kf = king.map(|k| k.file().index()).unwrap_or(4);
                let f = (0..kf)
                    .filter_map(|i| File::new(i as u8))
                    .find(|&f| is_rook(f));
                (CastlingSide::Queen, f.or(File::new(0)))
            }
            l @ 'a'..='h' => {
                let f = File::from_char(l).ok_or_else(err)?;
                let side = match king {
                    Some(k) if f < k.file() => CastlingSide::Queen,
                    _ => CastlingSide::King,
                };
                (side, Some(f))
            }
            _ => return Err(err()),
        };
        let rook = rook_file.map(|f| Square::from_coords(f, back));
        if rights.has(color, side) {
            return Err(err());
        }
        rights.set(color, side, rook);
    }
    Ok(rights)
}

impl Setup {
    /// Parses a FEN (or EPD's first four fields). Halfmove clock and move number may be missing.
    pub fn from_fen(fen: &str) -> Result<Setup, FenError> {
        let mut parts: Vec<&str> = fen.split_whitespace().collect();
        // Three-check counters, in either notation, come out before the common fields.
        let mut remaining_checks = None;
        if parts.len() >= 7 && parts[6].starts_with('+') {
            remaining_checks = Some(parse_checks(parts.remove(6), true)?);
        } else if parts.len() >= 5 && parts[4].contains('+') {
            remaining_checks = Some(parse_checks(parts.remove(4), false)?);
        }
        let mut fields = parts.into_iter();
        let board_text = fields.next().ok_or(FenError::Empty)?;
        let (board, promoted, pockets) = parse_board(board_text)?;
        let turn = match fields.next() {
            None => Color::White,
            Some(t) => {
                let mut cs = t.chars();
                match (cs.next().and_then(Color::from_char), cs.next()) {
                    (Some(c), None) => c,
                    _ => return Err(FenError::Turn(t.to_string())),
                }
            }
        };
        let castling = match fields.next() {
            None => CastlingRights::NONE,
            Some(c) => parse_castling(c, &board)?,
        };
        let ep_square = match fields.next() {
            None | Some("-") => None,
            Some(e) => {
                let sq: Square = e.parse().map_err(|_| FenError::EnPassant(e.to_string()))?;
                if sq.rank() != Rank::THIRD && sq.rank() != Rank::SIXTH {
                    return Err(FenError::EnPassant(e.to_string()));
                }
                Some(sq)
            }
        };
        let halfmoves = match fields.next() {
            None => 0,
            Some(h) => h
                .parse::<u32>()
                .map_err(|_| FenError::Halfmoves(h.to_string()))?,
        };
        let fullmoves = match fields.next() {
            None => 1,
            Some(n) => n
                .parse::<u32>()
                .map_err(|_| FenError::Fullmoves(n.to_string()))?,
        };
        if fields.next().is_some() {
            return Err(FenError::TrailingFields);
        }
        Ok(Setup {
            board,
            turn,
            castling,
            ep_square,
            halfmoves,
            fullmoves,
            pockets,
            promoted,
            remaining_checks,
        })
    }
}

impl Position {
    /// Parses and validates a FEN of standard chess.
    pub fn from_fen(fen: &str, mode: CastlingMode) -> Result<Position, FenError> {
        Position::from_fen_variant(fen, mode)
    }
}

impl<V: Variant> Position<V> {
    /// Parses and validates a FEN of the variant `V` (pockets and check counters included).
    pub fn from_fen_variant(fen: &str, mode: CastlingMode) -> Result<Position<V>, FenError> {
        Ok(Setup::from_fen(fen)?.into_position(mode)?)
    }

    /// The board field of the FEN (crazyhouse: promoted pieces marked `~`, pockets appended).
    pub fn board_fen(&self) -> String {
        let setup = Setup::from_position(self);
        let mut s = String::with_capacity(72);
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                let sq = Square::from_index(rank * 8 + file);
                match self.piece_at(sq) {
                    Some(p) => {
                        if empty > 0 {
                            s.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        s.push(p.char());
                        if setup.promoted.contains(sq) {
                            s.push('~');
                        }
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                s.push(char::from(b'0' + empty));
            }
            if rank > 0 {
                s.push('/');
            }
        }
        if let Some(pockets) = setup.pockets {
            s.push('[');
            for (color, pocket) in Color::ALL.into_iter().zip(pockets) {
                for role in [
                    Role::Queen,
                    Role::Rook,
                    Role::Bishop,
                    Role::Knight,
                    Role::Pawn,
                ] {
                    for _ in 0..pocket[role.index()] {
                        s.push(Piece::new(color, role).char());
                    }
                }
            }
            s.push(']');
        }
        s
    }

    /// Castling field: `KQkq` where the right's rook is the outermost on its side, the rook's file
    /// letter otherwise (X-FEN), `-` for none.
    pub fn castling_fen(&self) -> String {
        let mut s = String::new();
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                let Some(rook) = self.castling.rook(color, side) else {
                    continue;
                };
                let rooks =
                    self.pieces(color, Role::Rook) & crate::core::Bitboard::rank(rook.rank());
                let outermost = match side {
                    CastlingSide::King => rooks.last() == Some(rook),
                    CastlingSide::Queen => rooks.first() == Some(rook),
                };
                let c = if outermost {
                    match side {
                        CastlingSide::King => 'k',
                        CastlingSide::Queen => 'q',
                    }
                } else {
                    rook.file().char()
                };
                s.push(if color.is_white() {
                    c.to_ascii_uppercase()
                } else {
                    c
                });
            }
        }
        if s.is_empty() {
            s.push('-');
        }
        s
    }

    /// The en-passant square as FEN writes it: only when an en-passant capture is legal (as
    /// python-chess's default), so that FENs of equal positions are equal.
    fn ep_fen(&self) -> String {
        match self.ep_square {
            Some(ep) if self.legal_moves().iter().any(|m| m.is_en_passant()) => ep.to_string(),
            _ => "-".to_string(),
        }
    }

    /// Full FEN (X-FEN castling; three-check counters after the en-passant field).
    pub fn fen(&self) -> String {
        format!("{} {} {}", self.epd(), self.halfmoves, self.fullmoves)
    }

    /// EPD's four fields (five in three-check: the counters).
    pub fn epd(&self) -> String {
        let mut epd = format!(
            "{} {} {} {}",
            self.board_fen(),
            self.turn.char(),
            self.castling_fen(),
            self.ep_fen()
        );
        if let Some([w, b]) = Setup::from_position(self).remaining_checks {
            epd.push_str(&format!(" {w}+{b}"));
        }
        epd
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn startpos_round_trips() {
        let pos = Position::startpos();
        assert_eq!(pos.fen(), STARTPOS_FEN);
        assert_eq!(pos.key(), 0x463b96181691fc9c);
    }

    #[test]
    fn tolerant_of_missing_clocks() {
        let pos = Position::from_fen("8/8/8/8/8/8/8/K6k w -", CastlingMode::Standard).unwrap();
        assert_eq!(pos.fen(), "8/8/8/8/8/8/8/K6k w - - 0 1");
    }

    #[test]
    fn errors_name_the_problem() {
        let cases = [
            ("", FenError::Empty),
            (
                "8/8/8/8/8/8/8 w - - 0 1",
                FenError::Board("expected 8 ranks, found 7".into()),
            ),
            (
                "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                FenError::Board("bad empty-square count '9'".into()),
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
                FenError::Turn("x".into()),
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkz - 0 1",
                FenError::Castling("KQkz".into()),
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e5 0 1",
                FenError::EnPassant("e5".into()),
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1",
                FenError::Halfmoves("x".into()),
            ),
            (
                "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                FenError::Position(PositionError::MissingKing(Color::Black)),
            ),
            (
                "4k3/8/8/8/8/8/8/4K2P w - - 0 1",
                FenError::Position(PositionError::PawnsOnBackRank),
            ),
            (
                "4k3/4Q3/8/8/8/8/8/4K3 w - - 0 1",
                FenError::Position(PositionError::OppositeCheck),
            ),
        ];
        for (fen, err) in cases {
            assert_eq!(
                Position::from_fen(fen, CastlingMode::Standard).unwrap_err(),
                err,
                "{fen}"
            );
        }
    }

    #[test]
    fn shredder_and_xfen_castling() {
        let pos = Position::from_fen(
            "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1",
            CastlingMode::Chess960,
        )
        .unwrap();
        assert_eq!(
            pos.castling().rook(Color::White, CastlingSide::King),
            Some(Square::G1)
        );
        assert_eq!(
            pos.castling().rook(Color::Black, CastlingSide::Queen),
            Some(Square::B8)
        );
        assert_eq!(pos.castling_fen(), "KQkq");
        let inner = Position::from_fen(
            "r1r1k2r/8/8/8/8/8/8/R1R1K2R w KCkc - 0 1",
            CastlingMode::Chess960,
        )
        .unwrap();
        assert_eq!(inner.castling_fen(), "KCkc");
    }
}

//! `Position`: a validated chess position (board, side to move, castling rights, en passant,
//! clocks) with its Polyglot Zobrist key and the pieces giving check, kept up to date by `play`.
//!
//! `Position<V>` is generic over the variant's rules (`rules`); `Position` alone means
//! standard chess.
//!
//! Invariants: every `Position` passed validation (`Setup::into_position`); in variants with a
//! royal king each side has one king and the side not to move is not in check; `ep_square` is
//! set only when a pawn of the side to move stands ready to capture there (the Polyglot rule, so
//! keys match book keys); `key` equals `zobrist::compute(self)`.

mod fen;
mod game_end;
mod kind;
mod make;
mod move_sink;
mod movegen;
mod outcome;
mod polyglot_random;
pub mod rules;
mod see;
mod setup;
mod validation;
pub mod zobrist;

use crate::attacks;
use crate::core::{Bitboard, ByColor, ByRole, CastlingRights, Color, Move, Piece, Role, Square};
use crate::weights::Pair;
use arrayvec::ArrayVec;

pub use fen::FenError;
pub use game_end::repetitions;
pub use move_sink::{GenKind, MoveSink};
pub use movegen::{emit_kind, CastlingCheck, MoveCounter};
pub use outcome::{Outcome, Termination};
pub use rules::{Standard, Variant, VariantState};
pub use setup::{PositionError, Setup};

/// The squares from which each kind of piece of the side to move would check the enemy king,
/// and its pieces whose leaving uncovers a slider's line to that king.
#[derive(Clone, Debug)]
pub struct CheckSquares {
    king: Square,
    direct: [Bitboard; 6],
    discoverers: Bitboard,
    /// Decide by playing the move (atomic explosions).
    play: bool,
}

/// Moves of a position. Standard chess needs at most 218; crazyhouse drops can bring a
/// position to several hundred (five roles onto up to 62 empty squares, plus moves), and
/// pseudo-legal lists of the other variants stay far below that.
pub const MAX_MOVES: usize = 512;
pub type MoveList = ArrayVec<Move, MAX_MOVES>;

/// How castling moves are written in UCI: `e1g1` (standard) or king-takes-rook `e1h1` (Chess960).
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default, Hash)]
pub enum CastlingMode {
    #[default]
    Standard,
    Chess960,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Position<V: Variant = Standard> {
    by_color: ByColor<Bitboard>,
    by_role: ByRole<Bitboard>,
    board: [Option<Role>; 64],
    turn: Color,
    castling: CastlingRights,
    ep_square: Option<Square>,
    halfmoves: u32,
    fullmoves: u32,
    key: u64,
    checkers: Bitboard,
    mode: CastlingMode,
    /// The variant's own state (pockets, check counters); `()` in standard chess.
    state: V::State,
    /// Material and piece-square score of the pieces on the board, White's view, kept up to
    /// date by `put` and `remove` (the variant's `weights::WeightSet::psqt`).
    psq: Pair,
}

impl Position {
    /// The standard starting position.
    pub fn startpos() -> Position {
        Position::new(CastlingMode::Standard)
    }
}

impl<V: Variant> Position<V> {
    /// The variant's starting position.
    pub fn new(mode: CastlingMode) -> Position<V> {
        Position::from_fen_variant(V::KIND.start_fen(), mode)
            .unwrap_or_else(|e| unreachable!("the start position of {} is valid: {e}", V::KIND))
    }

    /// The material and piece-square score of the board, White's view (middlegame, endgame).
    #[inline]
    pub fn psq(&self) -> Pair {
        self.psq
    }

    /// The variant's extra state (pockets, check counters).
    #[inline]
    pub fn state(&self) -> &V::State {
        &self.state
    }

    /// The key books use: the board, castling, en passant and side to move, without the
    /// variant's extra state (cutechess and lichess-bot hash variant positions this way).
    #[inline]
    pub fn polyglot_key(&self) -> u64 {
        self.key ^ self.state.key()
    }

    #[inline]
    pub fn turn(&self) -> Color {
        self.turn
    }

    #[inline]
    pub fn us(&self) -> Bitboard {
        self.by_color[self.turn]
    }

    #[inline]
    pub fn them(&self) -> Bitboard {
        self.by_color[!self.turn]
    }

    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.by_color.0[0] | self.by_color.0[1]
    }

    #[inline]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color]
    }

    #[inline]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role]
    }

    #[inline]
    pub fn pieces(&self, color: Color, role: Role) -> Bitboard {
        self.by_color[color] & self.by_role[role]
    }

    #[inline]
    pub fn role_at(&self, sq: Square) -> Option<Role> {
        self.board[sq.index()]
    }

    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let role = self.board[sq.index()]?;
        let color = if self.by_color[Color::White].contains(sq) {
            Color::White
        } else {
            Color::Black
        };
        Some(Piece { color, role })
    }

    /// Every valid position of the variant has exactly one king per side: a royal king that
    /// can neither be missing (horde's White) nor explode (atomic). `king` relies on it.
    pub(crate) const ONE_KING_EACH: bool = V::ROYAL_KING && !V::HORDE && !V::EXPLOSIONS;

    /// The king of `color`, in variants where it is royal and present (one exists by invariant
    /// in standard chess; see `king_of` for the others).
    #[inline]
    pub fn king(&self, color: Color) -> Square {
        let kings = self.pieces(color, Role::King);
        debug_assert!(!Self::ONE_KING_EACH || kings.count() == 1);
        // Branch-free lowest square (A1 when there is none): this is on the move generator's
        // hot path.
        Square::from_index(kings.0.trailing_zeros() & 63)
    }

    /// A king of `color`, if it has one (horde's White, an exploded atomic king, antichess).
    #[inline]
    pub fn king_of(&self, color: Color) -> Option<Square> {
        self.pieces(color, Role::King).first()
    }

    #[inline]
    pub fn castling(&self) -> &CastlingRights {
        &self.castling
    }

    #[inline]
    pub fn castling_mode(&self) -> CastlingMode {
        self.mode
    }

    pub fn set_castling_mode(&mut self, mode: CastlingMode) {
        self.mode = mode;
    }

    /// The en-passant square, normalised: only when a pawn of the side to move is beside the pawn
    /// that just advanced two squares (the capture may still be illegal because of a pin).
    #[inline]
    pub fn ep_square(&self) -> Option<Square> {
        self.ep_square
    }

    #[inline]
    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }

    #[inline]
    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }

    /// The Zobrist key, identical to the Polyglot book key.
    #[inline]
    pub fn key(&self) -> u64 {
        self.key
    }

    /// Pieces giving check to the side to move.
    #[inline]
    pub fn checkers(&self) -> Bitboard {
        self.checkers
    }

    #[inline]
    pub fn is_check(&self) -> bool {
        self.checkers.any()
    }

    /// Whether the legal move `m` checks the opponent's king, without playing it: the moved
    /// (or promoted, or dropped) piece attacks the king from its new square, or leaving its
    /// square opens a line from one of our sliders. Castling, en passant and every atomic move
    /// (an explosion can clear any line) are played instead; exact in every variant.
    pub fn gives_check(&self, m: Move) -> bool {
        // A king that is not royal is never in check (antichess).
        if !V::ROYAL_KING {
            return false;
        }
        let Some(king) = self.king_of(!self.turn) else {
            return false;
        };
        if V::EXPLOSIONS || m.is_castle() || m.is_en_passant() {
            let mut after = self.clone();
            after.play_unchecked(m);
            return after.is_check();
        }
        let us = self.turn;
        let occ = if m.is_drop() {
            self.occupied() | Bitboard::from(m.to())
        } else {
            (self.occupied() - Bitboard::from(m.from())) | Bitboard::from(m.to())
        };
        let role = m.promotion_role().unwrap_or_else(|| self.moved_role(m));
        if attacks::attacks(us, role, m.to(), occ).contains(king) {
            return true;
        }
        // A discovered check: the piece leaves a line from the king that one of our sliders
        // stands on (its own lines were tested above).
        if m.is_drop() || attacks::aligned(king, m.from(), m.to()) {
            return false;
        }
        let line = attacks::line(king, m.from());
        let queens = self.pieces(us, Role::Queen);
        if line.is_empty() {
            false
        } else if attacks::rook_attacks(king, Bitboard::EMPTY).contains(m.from()) {
            let straight = self.pieces(us, Role::Rook) | queens;
            (attacks::rook_attacks(king, occ) & straight & line).any()
        } else {
            let diagonal = self.pieces(us, Role::Bishop) | queens;
            (attacks::bishop_attacks(king, occ) & diagonal & line).any()
        }
    }

    /// What decides whether a move of the side to move checks: computed once, then
    /// `gives_check_with` answers for each move in a few instructions.
    pub fn check_squares(&self) -> CheckSquares {
        let us = self.turn;
        let king = self.king_of(!us).filter(|_| V::ROYAL_KING);
        let Some(king) = king.filter(|_| !V::EXPLOSIONS) else {
            return CheckSquares {
                king: Square::A1,
                direct: [Bitboard::EMPTY; 6],
                discoverers: Bitboard::EMPTY,
                // No king to check (antichess, horde's White), or explosions: no shortcut.
                play: king.is_some(),
            };
        };
        let occ = self.occupied();
        let bishop = attacks::bishop_attacks(king, occ);
        let rook = attacks::rook_attacks(king, occ);
        let queens = self.pieces(us, Role::Queen);
        let snipers = (attacks::rook_attacks(king, Bitboard::EMPTY)
            & (self.pieces(us, Role::Rook) | queens))
            | (attacks::bishop_attacks(king, Bitboard::EMPTY)
                & (self.pieces(us, Role::Bishop) | queens));
        let mut discoverers = Bitboard::EMPTY;
        for sniper in snipers {
            let blockers = attacks::between(king, sniper) & occ;
            if blockers.count() == 1 && (blockers & self.us()).any() {
                discoverers |= blockers;
            }
        }
        CheckSquares {
            king,
            direct: [
                attacks::pawn_attacks(!us, king),
                attacks::knight_attacks(king),
                bishop,
                rook,
                bishop | rook,
                Bitboard::EMPTY,
            ],
            discoverers,
            play: false,
        }
    }

    /// `gives_check(m)` with what `check_squares()` computed for this position.
    #[inline]
    pub fn gives_check_with(&self, squares: &CheckSquares, m: Move) -> bool {
        if squares.play || m.is_promotion() || m.is_castle() || m.is_en_passant() {
            return self.gives_check(m);
        }
        squares.direct[self.moved_role(m).index()].contains(m.to())
            || (!m.is_drop()
                && squares.discoverers.contains(m.from())
                && !attacks::aligned(squares.king, m.from(), m.to()))
    }

    /// Every square attacked by `pieces` (all of colour `color`, which orients their pawns),
    /// on the present board.
    pub fn attacks_of(&self, color: Color, pieces: Bitboard) -> Bitboard {
        let occ = self.occupied();
        pieces.into_iter().fold(Bitboard::EMPTY, |acc, sq| {
            let role = self.role_at(sq).unwrap_or(Role::Pawn);
            acc | attacks::attacks(color, role, sq, occ)
        })
    }

    /// All pieces of both colours attacking `sq` given occupancy `occ`.
    #[inline]
    pub fn attackers_to(&self, sq: Square, occ: Bitboard) -> Bitboard {
        let rooks = self.by_role[Role::Rook] | self.by_role[Role::Queen];
        let bishops = self.by_role[Role::Bishop] | self.by_role[Role::Queen];
        (attacks::rook_attacks(sq, occ) & rooks)
            | (attacks::bishop_attacks(sq, occ) & bishops)
            | (attacks::knight_attacks(sq) & self.by_role[Role::Knight])
            | (attacks::king_attacks(sq) & self.by_role[Role::King])
            | (attacks::pawn_attacks(Color::White, sq) & self.pieces(Color::Black, Role::Pawn))
            | (attacks::pawn_attacks(Color::Black, sq) & self.pieces(Color::White, Role::Pawn))
    }

    /// `sq` is attacked by a piece of `by` given occupancy `occ`.
    #[inline]
    pub fn is_attacked(&self, sq: Square, by: Color, occ: Bitboard) -> bool {
        let them = self.by_color[by];
        let rooks = (self.by_role[Role::Rook] | self.by_role[Role::Queen]) & them;
        let bishops = (self.by_role[Role::Bishop] | self.by_role[Role::Queen]) & them;
        (attacks::knight_attacks(sq) & self.by_role[Role::Knight] & them).any()
            || (attacks::pawn_attacks(!by, sq) & self.by_role[Role::Pawn] & them).any()
            || (attacks::king_attacks(sq) & self.by_role[Role::King] & them).any()
            || (attacks::rook_attacks(sq, occ) & rooks).any()
            || (attacks::bishop_attacks(sq, occ) & bishops).any()
    }

    /// Enemy sliders that would attack `king` through exactly one piece, and those pieces.
    /// Returns `(blockers, pinners)`: blockers of either colour that shield `king` of `color`.
    #[inline]
    pub fn slider_blockers(&self, color: Color) -> Bitboard {
        let king = self.king(color);
        let them = self.by_color[!color];
        let occ = self.occupied();
        let snipers = ((attacks::rook_attacks(king, Bitboard::EMPTY)
            & (self.by_role[Role::Rook] | self.by_role[Role::Queen]))
            | (attacks::bishop_attacks(king, Bitboard::EMPTY)
                & (self.by_role[Role::Bishop] | self.by_role[Role::Queen])))
            & them;
        let mut blockers = Bitboard::EMPTY;
        for sniper in snipers {
            let b = attacks::between(king, sniper) & occ;
            if b.any() && !b.more_than_one() {
                blockers |= b;
            }
        }
        blockers
    }

    /// The position with colours swapped and the board mirrored vertically (for symmetry tests).
    pub fn mirrored(&self) -> Position<V> {
        let mut setup = Setup::from_position(self);
        setup = setup.mirrored();
        setup
            .into_position(self.mode)
            .unwrap_or_else(|_| unreachable!("mirroring keeps a position valid"))
    }

    /// Count of non-king, non-pawn material for game phase and null-move guards.
    #[inline]
    pub fn has_non_pawn_material(&self, color: Color) -> bool {
        (self.by_color[color] - self.by_role[Role::Pawn] - self.by_role[Role::King]).any()
    }

    /// Legal moves.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        V::generate(self, GenKind::All, &mut list);
        list
    }

    /// Legal captures and queen promotions (the moves quiescence search looks at).
    pub fn noisy_moves(&self, list: &mut MoveList) {
        V::generate(self, GenKind::Noisy, list);
    }

    /// Legal moves that are not `noisy_moves` (quiet moves, under-promotions, castling, drops).
    pub fn quiet_moves(&self, list: &mut MoveList) {
        V::generate(self, GenKind::Quiet, list);
    }

    /// Is `m` a legal move here? Guards moves from the transposition table, killers and
    /// counter-moves, which may come from another position.
    #[inline]
    pub fn is_legal(&self, m: Move) -> bool {
        V::is_legal(self, m)
    }

    /// Is the move a capture (including en passant; castling is not)?
    #[inline]
    pub fn is_capture(&self, m: Move) -> bool {
        m.is_en_passant() || (!m.is_castle() && !m.is_drop() && self.them().contains(m.to()))
    }

    /// The role of the piece that makes the move (the dropped piece for a drop, the king for
    /// castling).
    #[inline]
    pub fn moved_role(&self, m: Move) -> Role {
        match m.kind() {
            crate::core::MoveKind::Drop(role) => role,
            _ => self.role_at(m.from()).unwrap_or(Role::King),
        }
    }

    /// The role of the piece a move captures, if any.
    #[inline]
    pub fn captured_role(&self, m: Move) -> Option<Role> {
        if m.is_en_passant() {
            Some(Role::Pawn)
        } else if m.is_castle() || m.is_drop() {
            None
        } else {
            self.role_at(m.to())
        }
    }

    /// Perft: the number of leaf nodes of the legal move tree `depth` plies deep.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if depth == 1 {
            return self.count_legal_moves();
        }
        let mut moves = MoveList::new();
        V::generate(self, GenKind::All, &mut moves);
        let mut nodes = 0;
        for &m in &moves {
            let mut child = self.clone();
            child.play_unchecked(m);
            nodes += child.perft(depth - 1);
        }
        nodes
    }

    /// Perft divided by root move: each legal move with the leaf count below it (`depth` plies
    /// in all, the move included). Empty at depth 0.
    pub fn divide(&self, depth: u32) -> Vec<(Move, u64)> {
        if depth == 0 {
            return Vec::new();
        }
        self.legal_moves()
            .iter()
            .map(|&m| {
                let mut child = self.clone();
                child.play_unchecked(m);
                (m, child.perft(depth - 1))
            })
            .collect()
    }
}

impl<V: Variant> Default for Position<V> {
    fn default() -> Position<V> {
        Position::new(CastlingMode::Standard)
    }
}

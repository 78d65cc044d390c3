//! Horde: White has a horde of pawns and no king; pawns on the first rank may advance two
//! squares. Black wins by capturing every white piece; White wins by checkmate. Insufficient
//! material follows python-chess, which follows the analysis of
//! stevepapazis/horde-insufficient-material-tests.
//!
//! The evaluation's knowledge of the variant (`Variant::eval_terms`) closes the file: small
//! hand-set weights, proven in games against Fairy-Stockfish rather than tuned.

use super::{standard, EvalBasis, Variant, VariantKind};
use crate::attacks;
use crate::core::{Bitboard, Color, File, Role};
use crate::position::{Outcome, Position, PositionError, Termination};
use crate::weights::params::NUM_PARAMS;
use crate::weights::psqt::{self, Psqt};
use crate::weights::{self, Pair};

#[derive(Copy, Clone, Default, Debug, PartialEq, Eq, Hash)]
pub struct Horde;

impl Variant for Horde {
    const KIND: VariantKind = VariantKind::Horde;
    type State = ();
    const HORDE: bool = true;
    const HAS_VARIANT_END: bool = true;
    const EVAL_BASIS: EvalBasis = EvalBasis::ChessUnscaled;
    /// The chess weights the variant was measured with (`weights::VARIANT_CHESS`).
    const WEIGHTS: &'static [Pair; NUM_PARAMS] = &weights::VARIANT_CHESS;
    const PSQT: &'static Psqt = &psqt::VARIANT_CHESS_PSQT;

    /// Black has one king; White has none (up to 36 pieces); no white pawn on the eighth rank
    /// and no black pawn on the first.
    fn validate(pos: &Position<Self>) -> Result<(), PositionError> {
        standard::validate_kings(pos, [false, true])?;
        if pos.pieces(Color::White, Role::King).any() {
            return Err(PositionError::TooManyKings(Color::White));
        }
        if pos.by_color(Color::White).count() > 36 {
            return Err(PositionError::TooManyPieces(Color::White));
        }
        if pos.by_color(Color::Black).count() > 16 {
            return Err(PositionError::TooManyPieces(Color::Black));
        }
        standard::validate_pawns(pos, Bitboard::RANK_8)?;
        if (pos.pieces(Color::Black, Role::Pawn) & Bitboard::RANK_1).any() {
            return Err(PositionError::PawnsOnBackRank);
        }
        standard::validate_opposite_check(pos)
    }

    #[inline]
    fn variant_outcome(pos: &Position<Self>, _no_legal_moves: bool) -> Option<Outcome> {
        let us = pos.turn();
        match (pos.us().any(), pos.them().any()) {
            (true, true) => None,
            (false, false) => Some(Outcome {
                winner: None,
                termination: Termination::VariantDraw,
            }),
            (false, true) => Some(Outcome {
                winner: Some(!us),
                termination: Termination::VariantLoss,
            }),
            (true, false) => Some(Outcome {
                winner: Some(us),
                termination: Termination::VariantWin,
            }),
        }
    }

    fn has_insufficient_material(pos: &Position<Self>, color: Color) -> bool {
        // The side with the king can always win by capturing the horde.
        color == Color::White && horde_cannot_mate(pos)
    }

    /// The variant's evaluation terms (White's view), at the end of this file.
    fn eval_terms(pos: &Position<Self>) -> i32 {
        horde_terms(pos)
    }
}

/// Whether the horde (White) can no longer checkmate the black king, by the material of both
/// sides (python-chess's `HordeBoard.has_insufficient_material(WHITE)`). The conditions keep
/// python-chess's `not (...)` form so the two can be compared clause by clause.
#[allow(clippy::nonminimal_bool)]
fn horde_cannot_mate(pos: &Position<Horde>) -> bool {
    let white = pos.by_color(Color::White);
    let count = |bb: Bitboard| bb.count() as i32;
    let queens = count(white & pos.by_role(Role::Queen));
    let pawns = count(white & pos.by_role(Role::Pawn));
    let rooks = count(white & pos.by_role(Role::Rook));
    let bishops = count(white & pos.by_role(Role::Bishop));
    let knights = count(white & pos.by_role(Role::Knight));

    // Two bishops on one colour already cover every square of that colour around a king.
    let horde_dark = count(Bitboard::DARK_SQUARES & white & pos.by_role(Role::Bishop));
    let horde_light = count(Bitboard::LIGHT_SQUARES & white & pos.by_role(Role::Bishop));
    // The colour of the horde's bishops when it has bishops of one colour only ("light" if any).
    let bishops_on_light = horde_light >= 1;
    let horde_num = pawns + knights + rooks + queens + horde_dark.min(2) + horde_light.min(2);

    let black = pos.by_color(Color::Black);
    let b_pawns = count(black & pos.by_role(Role::Pawn));
    let b_bishops = count(black & pos.by_role(Role::Bishop));
    let b_knights = count(black & pos.by_role(Role::Knight));
    let b_rooks = count(black & pos.by_role(Role::Rook));
    let b_queens = count(black & pos.by_role(Role::Queen));
    let b_dark = count(Bitboard::DARK_SQUARES & black & pos.by_role(Role::Bishop));
    let b_light = count(Bitboard::LIGHT_SQUARES & black & pos.by_role(Role::Bishop));
    let b_num = count(black);

    // Black bishops on the other colour than the horde's bishops, and on the same colour.
    let b_opposite_bishops = if bishops_on_light { b_dark } else { b_light };
    let b_same_bishops = if bishops_on_light { b_light } else { b_dark };
    let horde_bishop_pair = horde_light >= 1 && horde_dark >= 1;
    let black_bishop_pair = b_light >= 1 && b_dark >= 1;

    if horde_num == 0 {
        return true;
    }
    if horde_num >= 4 {
        return false;
    }
    if (pawns >= 1 || queens >= 1) && horde_num >= 2 {
        return false;
    }
    if rooks >= 1
        && horde_num >= 2
        && !(horde_num == 2 && rooks == 1 && bishops == 1 && b_num - b_same_bishops == 1)
    {
        return false;
    }

    match horde_num {
        1 => {
            if b_num == 1 {
                // A lone piece cannot mate a lone king.
                true
            } else if queens == 1 {
                !(b_pawns >= 1 || b_rooks >= 1 || b_light >= 2 || b_dark >= 2)
            } else if pawns == 1 {
                // Whatever the pawn promotes to must be able to mate.
                let Some(pawn) = (pos.by_role(Role::Pawn) & white).first() else {
                    return true;
                };
                [Role::Queen, Role::Knight].into_iter().all(|role| {
                    let mut setup = crate::position::Setup::from_position(pos);
                    setup.board[pawn.index()] = Some(crate::core::Piece::new(Color::White, role));
                    match setup.into_position::<Horde>(pos.castling_mode()) {
                        Ok(promoted) => horde_cannot_mate(&promoted),
                        Err(_) => true,
                    }
                })
            } else if rooks == 1 {
                !(b_pawns >= 2
                    || (b_rooks >= 1 && b_pawns >= 1)
                    || (b_rooks >= 1 && b_knights >= 1)
                    || (b_pawns >= 1 && b_knights >= 1))
            } else if bishops == 1 {
                !(b_opposite_bishops >= 2
                    || (b_opposite_bishops >= 1 && b_pawns >= 1)
                    || b_pawns >= 2)
            } else if knights == 1 {
                !(b_num >= 4
                    && (b_knights >= 2
                        || b_pawns >= 2
                        || (b_rooks >= 1 && b_knights >= 1)
                        || (b_rooks >= 1 && b_bishops >= 1)
                        || (b_knights >= 1 && b_bishops >= 1)
                        || (b_rooks >= 1 && b_pawns >= 1)
                        || (b_knights >= 1 && b_pawns >= 1)
                        || (b_bishops >= 1 && b_pawns >= 1)
                        || (black_bishop_pair && b_pawns >= 1))
                    && (b_dark < 2 || b_num - b_dark >= 3)
                    && (b_light < 2 || b_num - b_light >= 3))
            } else {
                true
            }
        }
        2 => {
            if b_num == 1 {
                true
            } else if knights == 2 {
                !(b_pawns + b_bishops + b_knights >= 1)
            } else if horde_bishop_pair {
                !(b_pawns >= 1 || b_bishops >= 1 || (b_knights >= 1 && b_rooks + b_queens >= 1))
            } else if bishops >= 1 && knights >= 1 {
                !(b_pawns >= 1 || b_opposite_bishops >= 1 || b_num - b_same_bishops >= 3)
            } else {
                !((b_pawns >= 1 && b_opposite_bishops >= 1)
                    || (b_pawns >= 1 && b_knights >= 1)
                    || (b_opposite_bishops >= 1 && b_knights >= 1)
                    || b_opposite_bishops >= 2
                    || b_knights >= 2
                    || b_pawns >= 2)
            }
        }
        3 => {
            if (knights == 2 && bishops == 1) || knights == 3 || horde_bishop_pair {
                false
            } else {
                b_num == 1
            }
        }
        _ => true,
    }
}

/// Horde: the pawn mass is worth more than its pawns one by one (they shelter each other and
/// Black must win every one of them), so each pawn of the kingless side counts extra.
const HORDE_PAWN: i32 = 21;

/// A horde pawn's worth grows with each pawn that defends it or stands beside it, and with
/// how far it has come: by rank (the horde's first to seventh), for each such neighbour, when
/// no enemy pawn stands ahead on its file, and when one does (it can only advance by a capture).
/// An advanced, connected chain that nothing blocks is how the horde breaks through; a wall of
/// rammed pawns on the first ranks is not.
const HORDE_CONNECTED: [[i32; 8]; 2] = [[2, 5, 8, 16, 24, 40, 56, 0], [0, 2, 2, 4, 12, 20, 24, 0]];

/// Pawns on a file with few pawns beside it, per pawn, divided by one plus the product of the
/// neighbouring files' pawn counts: an edge file or a thin column is picked off by Black's pieces
/// without the mass's cover.
const HORDE_THIN_FILE: i32 = 18;

/// Black's way through the wall: the fewest pawns (of both sides) on any file, or a black piece
/// already attacking the horde's first rank. The fewer, the more the horde's pawns are worth to
/// Black as prey: this much per white pawn over one plus the distance squared, half without a
/// queen to do the eating.
const HORDE_BREAKTHROUGH: i32 = 18;

/// A black piece no white pawn can ever attack (no white pawn on its own or a neighbouring file
/// below it) stands behind or beside the horde's front: from there it eats pawns that cannot
/// strike back, the queen fastest. In games against Fairy-Stockfish a queen let in behind the
/// pawns, often for a rook, ate a dozen of them. By kind: knight, bishop, rook, queen.
const HORDE_RAIDER: [i32; 4] = [30, 30, 50, 90];
/// Per square behind the front (out of every pawn's reach) that a black piece attacks: the
/// way in, before a piece goes through it.
const HORDE_REAR_ACCESS: i32 = 6;
/// A white pawn that no pawn defends and a black piece or pawn attacks: Black's next meal.
const HORDE_LOOSE_PAWN: i32 = 15;

fn horde_terms(pos: &Position<Horde>) -> i32 {
    horde_mass(pos) - black_raiders(pos)
}

/// The horde's pawns (White's, by the rules) as a mass: their number, their chains by rank, and
/// the thin files where they stand alone.
fn horde_mass(pos: &Position<Horde>) -> i32 {
    let pawns = pos.pieces(Color::White, Role::Pawn);
    // The squares with a black pawn ahead on their file.
    let opposed_squares = pos.pieces(Color::Black, Role::Pawn).south().fill_south();
    let mut score = HORDE_PAWN * pawns.count() as i32;
    for sq in pawns {
        let square = Bitboard::from_square(sq);
        let neighbours =
            (square.pawn_attacks(Color::Black) | square.east() | square.west()) & pawns;
        if neighbours.any() {
            let opposed = opposed_squares.contains(sq) as usize;
            score += HORDE_CONNECTED[opposed][sq.rank().index()] * neighbours.count() as i32;
        }
    }
    // Pawns per file, with an empty file either side of the board.
    let mut on_file = [0; 10];
    for (count, file) in on_file[1..9].iter_mut().zip(File::all()) {
        *count = pawns_on_file(pawns, file);
    }
    for file in 1..9 {
        if on_file[file] > 0 {
            score -= HORDE_THIN_FILE * on_file[file] / (1 + on_file[file - 1] * on_file[file + 1]);
        }
    }
    score
}

/// How near Black is to breaking through the horde (see `HORDE_BREAKTHROUGH`), for Black,
/// given every square Black attacks and those its queens attack.
fn black_breakthrough(
    pos: &Position<Horde>,
    black_attacks: Bitboard,
    queen_attacks: Bitboard,
) -> i32 {
    let distance = if (black_attacks & Bitboard::RANK_1).any() {
        if (queen_attacks & Bitboard::RANK_1).any() {
            0
        } else {
            1
        }
    } else {
        let all_pawns = pos.by_role(Role::Pawn);
        File::all()
            .map(|file| pawns_on_file(all_pawns, file))
            .min()
            .unwrap_or(0)
    };
    let prey = pos.pieces(Color::White, Role::Pawn).count() as i32;
    let has_queen = pos.pieces(Color::Black, Role::Queen).any();
    HORDE_BREAKTHROUGH * prey / (1 + distance * distance) / if has_queen { 1 } else { 2 }
}

fn pawns_on_file(pawns: Bitboard, file: File) -> i32 {
    (pawns & Bitboard::file(file)).count() as i32
}

/// Black's pieces behind the horde's front, their ways in, the loose pawns Black attacks and
/// its way through the wall, in centipawns for Black. The horde is White by the rules (`validate`).
fn black_raiders(pos: &Position<Horde>) -> i32 {
    let white_pawns = pos.pieces(Color::White, Role::Pawn);
    let white_pawn_attacks = white_pawns.pawn_attacks(Color::White);
    // Every square a white pawn attacks now or after advancing: the attacks filled northward.
    let rear = !white_pawn_attacks.fill_north();
    let black = pos.by_color(Color::Black);
    let occ = pos.occupied();
    let mut score = 0;
    let mut queen_attacks = Bitboard::EMPTY;
    let mut black_attacks = pos
        .pieces(Color::Black, Role::Pawn)
        .pawn_attacks(Color::Black)
        | pos
            .king_of(Color::Black)
            .map_or(Bitboard::EMPTY, attacks::king_attacks);
    for (kind, role) in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen]
        .into_iter()
        .enumerate()
    {
        for sq in pos.pieces(Color::Black, role) {
            let att = attacks::attacks(Color::Black, role, sq, occ);
            black_attacks |= att;
            if role == Role::Queen {
                queen_attacks |= att;
            }
            if rear.contains(sq) {
                score += HORDE_RAIDER[kind];
            }
            score += HORDE_REAR_ACCESS * (att & (rear - black)).count() as i32;
        }
    }
    let loose = (white_pawns - white_pawn_attacks) & black_attacks;
    score
        + HORDE_LOOSE_PAWN * loose.count() as i32
        + black_breakthrough(pos, black_attacks, queen_attacks)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::CastlingMode;

    fn horde(fen: &str) -> Position<Horde> {
        Position::from_fen_variant(fen, CastlingMode::Standard).expect("a valid horde FEN")
    }

    /// The same eight pawns count for more as an advanced chain that no pawn blocks than as
    /// the same chain two ranks back, and the blocked chain for less than the free one.
    #[test]
    fn an_advanced_free_chain_outweighs_a_blocked_one_behind() {
        let advanced = horde_mass(&horde("4k3/8/PPPPPPPP/8/8/8/8/8 b - - 0 1"));
        let behind = horde_mass(&horde("4k3/8/8/8/PPPPPPPP/8/8/8 b - - 0 1"));
        let blocked = horde_mass(&horde("4k3/pppppppp/PPPPPPPP/8/8/8/8/8 b - - 0 1"));
        assert!(advanced - behind >= 8 * 2 * 20, "{advanced} {behind}");
        assert!(advanced > blocked, "{advanced} {blocked}");
    }

    /// Pawns alone on the a-file are weaker than the same pawns on a file between two others.
    #[test]
    fn a_lone_edge_file_is_thin() {
        let edge = horde_mass(&horde("4k3/8/8/8/P7/P7/P7/8 b - - 0 1"));
        let middle = horde_mass(&horde("4k3/8/8/8/3P4/2PPP3/8/8 b - - 0 1"));
        assert!(middle - edge > 2 * HORDE_THIN_FILE, "{middle} {edge}");
    }

    /// A file with no pawn at all lets Black's queen through: the same horde is worth more to
    /// Black with a gap in its wall than without, and more with the queen than without it.
    #[test]
    fn a_gap_in_the_wall_helps_black() {
        // No black piece reaches the first rank here: the gap is the fewest pawns on a file.
        let breakthrough =
            |fen: &str| black_breakthrough(&horde(fen), Bitboard::EMPTY, Bitboard::EMPTY);
        let closed = breakthrough("rnbqkbnr/pppppppp/8/8/PPPPPPPP/PPPPPPPP/8/8 w kq - 0 1");
        let gap = breakthrough("rnbqkbnr/ppp1pppp/8/8/PPP1PPPP/PPP1PPPP/8/8 w kq - 0 1");
        let gap_no_queen = breakthrough("rnb1kbnr/ppp1pppp/8/8/PPP1PPPP/PPP1PPPP/8/8 w kq - 0 1");
        assert!(gap > closed + 5 * HORDE_BREAKTHROUGH, "{gap} {closed}");
        assert!(gap > gap_no_queen, "{gap} {gap_no_queen}");
    }
}

//! Horde's evaluation: the chess terms with the weights the variant was measured with, and the
//! horde as a mass against Black's raiders, small hand-set weights proven in games against
//! Fairy-Stockfish rather than tuned.

use super::{EvalBasis, VariantEval};
use crate::attacks;
use crate::core::{Bitboard, Color, File, Role};
use crate::position::Position;
use crate::variant::Horde;
use crate::weights::params::NUM_PARAMS;
use crate::weights::{self, Pair};

impl VariantEval for Horde {
    const BASIS: EvalBasis = EvalBasis::ChessUnscaled;
    /// The chess terms' weights fitted on this variant's positions (`src/weights/horde.rs`).
    const WEIGHTS: &'static [Pair; NUM_PARAMS] = &weights::HORDE;

    fn own_terms(pos: &Position<Self>) -> i32 {
        horde_terms(pos)
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

/// The horde's space: per square of its pawns or up to two squares behind one that no black
/// piece attacks, this many 128ths of a centipawn times the square of the horde's pieces but
/// one, scaled by Black's material as a middlegame term. Room behind the pawns is where they
/// regroup and defend each other; it counts most while the horde is large.
const HORDE_SPACE: i32 = 5;
/// The space at the start (36 pawns, every square of them free, Black's army half the phase),
/// taken off so that the start stays level: the term speaks of what the horde keeps or loses.
const HORDE_SPACE_AT_START: i32 = 36 * 35 * 35 * HORDE_SPACE / 128 * 12 / 24;

fn horde_terms(pos: &Position<Horde>) -> i32 {
    let (raiders, black_attacks) = black_raiders(pos);
    horde_mass(pos) + horde_space(pos, black_attacks) - HORDE_SPACE_AT_START - raiders
}

/// The horde's room behind its pawns that Black does not attack (see `HORDE_SPACE`).
fn horde_space(pos: &Position<Horde>, black_attacks: Bitboard) -> i32 {
    let pawns = pos.pieces(Color::White, Role::Pawn);
    let behind = pawns | pawns.south() | pawns.south().south();
    let room = (behind - black_attacks).count() as i32;
    let weight = pos.by_color(Color::White).count() as i32 - 1;
    room * weight * weight * HORDE_SPACE / 128 * crate::eval::phase(pos) / crate::eval::MAX_PHASE
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
/// its way through the wall, in centipawns for Black, and every square Black attacks. The horde
/// is White by the rules (`validate`).
fn black_raiders(pos: &Position<Horde>) -> (i32, Bitboard) {
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
    let score = score
        + HORDE_LOOSE_PAWN * loose.count() as i32
        + black_breakthrough(pos, black_attacks, queen_attacks);
    (score, black_attacks)
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

    /// The horde's space counts the squares of and behind its pawns that Black does not
    /// attack, more for a bigger horde: the same chain has less room with Black's pieces
    /// attacking behind it, and a horde missing pawns has less room per square.
    #[test]
    fn the_horde_has_room_behind_its_pawns() {
        let pos =
            horde("rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPP2PPP w kq - 0 1");
        let free = horde_space(&pos, Bitboard::EMPTY);
        // The 34 pawns' squares, and d1 and e1 behind d2 and e2; ranks 4 and 5 hold 12 of them.
        let room = 36;
        let weight = pos.by_color(Color::White).count() as i32 - 1;
        // Black's army alone is half the phase.
        assert_eq!(free, room * weight * weight * HORDE_SPACE / 128 / 2);
        let attacked = horde_space(&pos, Bitboard(0xffff << 24));
        assert_eq!(
            attacked,
            (room - 12) * weight * weight * HORDE_SPACE / 128 / 2
        );
        let fewer = horde("rnbqkbnr/pppppppp/8/8/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPP2PPP w kq - 0 1");
        assert!(horde_space(&fewer, Bitboard::EMPTY) < free);
        let start = Position::<Horde>::new(CastlingMode::Standard);
        assert_eq!(horde_space(&start, Bitboard::EMPTY), HORDE_SPACE_AT_START);
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

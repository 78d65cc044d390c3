//! Horde's evaluation: the chess terms, and the horde as a mass against Black's raiders, rows
//! of horde's own layout (`HORDE_LAYOUT`) fitted beside the chess terms; both in horde's set
//! (`src/weights/sets/horde.rs`, written by `ferrum tune --variant horde`).

use super::{EvalBasis, VariantEval};
use crate::attacks;
use crate::core::{Bitboard, Color, File, Role};
use crate::eval::terms::Tracer;
use crate::position::Position;
use crate::variant::{Horde, Variant};
use crate::weights::layout::{assemble, term, Term};
use crate::weights::params::NUM_PARAMS;
use crate::weights::Pair;

crate::layout! {
    /// Horde's own terms: the horde (White, by the rules) as a mass, then Black's raiders.
    pub HORDE_LAYOUT, HORDE_PARAMS;
    /// Per horde pawn: the mass is worth more than its pawns one by one (they shelter each
    /// other and Black must win every one of them).
    HORDE_PAWN = term("horde_pawn", &[], "horde"),
    /// Per pawn that defends a horde pawn or stands beside it, by the pawn's rank (the horde's
    /// first to eighth), when no enemy pawn stands ahead on its file: an advanced chain that
    /// nothing blocks is how the horde breaks through.
    CONNECTED = term("horde_connected", &[8], "horde"),
    /// The same when an enemy pawn stands ahead on its file (it can only advance by a capture):
    /// a wall of rammed pawns on the first ranks is worth less.
    CONNECTED_OPPOSED = term("horde_connected_opposed", &[8], "horde"),
    /// Per pawn on a file, by the product of the neighbouring files' pawn counts (0, 1, 2, 3-4,
    /// 5 or more): a thin column or an edge file is picked off without the mass's cover.
    THIN_FILE = term("horde_thin_file", &[5], "horde"),
    /// The horde's space: the squares of its pawns and up to two behind one that no black
    /// piece attacks, times the square of its pieces but one, a middlegame term, in 128ths of
    /// a centipawn. Room behind the pawns is where they regroup; it counts most while the horde
    /// is large.
    SPACE = term("horde_space", &[], "horde"),
    /// A constant for the horde: the level the terms above are measured from (the space at the
    /// start, to begin with).
    HORDE_LEVEL = term("horde_level", &[], "horde"),
    /// Per black piece that no white pawn can ever attack (none on its own or a neighbouring
    /// file below it), by kind (knight, bishop, rook, queen): from behind the front it eats
    /// pawns that cannot strike back.
    RAIDER = term("raider", &[4], "raiders"),
    /// Per square behind the front that a black piece attacks: the way in.
    REAR_ACCESS = term("rear_access", &[], "raiders"),
    /// Per white pawn that no pawn defends and Black attacks: Black's next meal.
    LOOSE_PAWN = term("loose_pawn", &[], "raiders"),
    /// Per white pawn, by how near Black is to breaking through (0: a black queen attacks the
    /// horde's first rank; 1: another piece does; else the fewest pawns on any file, 5 or
    /// more in the last), with a black queen on the board: the fewer, the more the pawns are
    /// Black's prey.
    BREAKTHROUGH = term("breakthrough", &[6], "raiders"),
    /// The same without a black queen to do the eating.
    BREAKTHROUGH_NO_QUEEN = term("breakthrough_no_queen", &[6], "raiders"),
}

/// The own layout's weights, from the variant's set (`weights::for_variant`).
static HORDE_WEIGHTS: [Pair; HORDE_PARAMS] = assemble(
    HORDE_LAYOUT,
    [Pair::new(0, 0); HORDE_PARAMS],
    crate::weights::for_variant(<Horde as Variant>::KIND).own,
);

impl VariantEval for Horde {
    const BASIS: EvalBasis = EvalBasis::ChessUnscaled;
    const OWN_LAYOUT: &'static [Term] = HORDE_LAYOUT;
    const OWN_WEIGHTS: &'static [Pair] = &HORDE_WEIGHTS;

    fn trace_own_terms<T: Tracer>(pos: &Position<Self>, tracer: &mut T) {
        let black_attacks = trace_raiders(pos, tracer);
        trace_mass(pos, tracer);
        trace_space(pos, black_attacks, tracer);
    }
}

/// The index of own weight `index` (`HORDE_LAYOUT`, `ROW.at(..)`) in the tuner's feature
/// vector, after the chess terms.
#[inline]
fn own(index: usize) -> usize {
    NUM_PARAMS + index
}

/// The horde's room behind its pawns that Black does not attack (`SPACE`), and its level.
fn trace_space<T: Tracer>(pos: &Position<Horde>, black_attacks: Bitboard, tracer: &mut T) {
    tracer.add(
        Color::White,
        own(SPACE.at([])),
        space_count(pos, black_attacks),
    );
    tracer.add(Color::White, own(HORDE_LEVEL.at([])), 1);
}

/// `SPACE`'s count: free squares times the horde's pieces but one, squared, by the phase.
fn space_count(pos: &Position<Horde>, black_attacks: Bitboard) -> i32 {
    let pawns = pos.pieces(Color::White, Role::Pawn);
    let behind = pawns | pawns.south() | pawns.south().south();
    let room = (behind - black_attacks).count() as i32;
    let weight = pos.by_color(Color::White).count() as i32 - 1;
    room * weight * weight * crate::eval::phase(pos) / crate::eval::MAX_PHASE / 128
}

/// The horde's pawns as a mass: their number, their chains by rank, and the thin files where
/// they stand alone.
fn trace_mass<T: Tracer>(pos: &Position<Horde>, tracer: &mut T) {
    let pawns = pos.pieces(Color::White, Role::Pawn);
    // The squares with a black pawn ahead on their file.
    let opposed_squares = pos.pieces(Color::Black, Role::Pawn).south().fill_south();
    tracer.add(Color::White, own(HORDE_PAWN.at([])), pawns.count() as i32);
    for sq in pawns {
        let square = Bitboard::from_square(sq);
        let neighbours =
            (square.pawn_attacks(Color::Black) | square.east() | square.west()) & pawns;
        if neighbours.any() {
            let row = match opposed_squares.contains(sq) {
                true => CONNECTED_OPPOSED,
                false => CONNECTED,
            };
            tracer.add(
                Color::White,
                own(row.at([sq.rank().index()])),
                neighbours.count() as i32,
            );
        }
    }
    // Pawns per file, with an empty file either side of the board.
    let mut on_file = [0; 10];
    for (count, file) in on_file[1..9].iter_mut().zip(File::all()) {
        *count = pawns_on_file(pawns, file);
    }
    for file in 1..9 {
        if on_file[file] > 0 {
            let bucket = match on_file[file - 1] * on_file[file + 1] {
                product @ 0..=2 => product as usize,
                3 | 4 => 3,
                _ => 4,
            };
            tracer.add(Color::White, own(THIN_FILE.at([bucket])), on_file[file]);
        }
    }
}

/// How near Black is to breaking through the horde (`BREAKTHROUGH`), given every square Black
/// attacks and those its queens attack: the bucket of the row.
fn breakthrough_distance(
    pos: &Position<Horde>,
    black_attacks: Bitboard,
    queen_attacks: Bitboard,
) -> usize {
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
    (distance as usize).min(5)
}

fn pawns_on_file(pawns: Bitboard, file: File) -> i32 {
    (pawns & Bitboard::file(file)).count() as i32
}

/// Black's pieces behind the horde's front, their ways in, the loose pawns Black attacks and
/// its way through the wall, for Black; returns every square Black attacks.
fn trace_raiders<T: Tracer>(pos: &Position<Horde>, tracer: &mut T) -> Bitboard {
    let white_pawns = pos.pieces(Color::White, Role::Pawn);
    let white_pawn_attacks = white_pawns.pawn_attacks(Color::White);
    // Every square a white pawn attacks now or after advancing: the attacks filled northward.
    let rear = !white_pawn_attacks.fill_north();
    let black = pos.by_color(Color::Black);
    let occ = pos.occupied();
    let mut queen_attacks = Bitboard::EMPTY;
    let mut black_attacks = pos
        .pieces(Color::Black, Role::Pawn)
        .pawn_attacks(Color::Black)
        | pos
            .king_of(Color::Black)
            .map_or(Bitboard::EMPTY, attacks::king_attacks);
    let mut rear_access = 0;
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
                tracer.add(Color::Black, own(RAIDER.at([kind])), 1);
            }
            rear_access += (att & (rear - black)).count() as i32;
        }
    }
    tracer.add(Color::Black, own(REAR_ACCESS.at([])), rear_access);
    let loose = (white_pawns - white_pawn_attacks) & black_attacks;
    tracer.add(Color::Black, own(LOOSE_PAWN.at([])), loose.count() as i32);
    let row = match pos.pieces(Color::Black, Role::Queen).any() {
        true => BREAKTHROUGH,
        false => BREAKTHROUGH_NO_QUEEN,
    };
    let distance = breakthrough_distance(pos, black_attacks, queen_attacks);
    tracer.add(
        Color::Black,
        own(row.at([distance])),
        white_pawns.count() as i32,
    );
    black_attacks
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::CastlingMode;

    fn horde(fen: &str) -> Position<Horde> {
        Position::from_fen_variant(fen, CastlingMode::Standard).expect("a valid horde FEN")
    }

    /// The pawn mass's rows at the weights in use, White's view.
    fn mass(fen: &str) -> i32 {
        crate::eval::variants::own_sum::<Horde>(|sum| trace_mass(&horde(fen), sum))
    }

    /// The same eight pawns count for more as an advanced chain that no pawn blocks than as
    /// the same chain two ranks back, and the blocked chain for less than the free one.
    #[test]
    fn an_advanced_free_chain_outweighs_a_blocked_one_behind() {
        let advanced = mass("4k3/8/PPPPPPPP/8/8/8/8/8 b - - 0 1");
        let behind = mass("4k3/8/8/8/PPPPPPPP/8/8/8 b - - 0 1");
        let blocked = mass("4k3/pppppppp/PPPPPPPP/8/8/8/8/8 b - - 0 1");
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
        // Black's army alone is half the phase.
        assert_eq!(2 * crate::eval::phase(&pos), crate::eval::MAX_PHASE);
        // The 34 pawns' squares, and d1 and e1 behind d2 and e2; ranks 4 and 5 hold 12 of them.
        let room = 36;
        let weight = pos.by_color(Color::White).count() as i32 - 1;
        assert_eq!(
            space_count(&pos, Bitboard::EMPTY),
            room * weight * weight / 2 / 128
        );
        assert_eq!(
            space_count(&pos, Bitboard(0xffff << 24)),
            (room - 12) * weight * weight / 2 / 128
        );
        let fewer = horde("rnbqkbnr/pppppppp/8/8/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPP2PPP w kq - 0 1");
        assert!(space_count(&fewer, Bitboard::EMPTY) < space_count(&pos, Bitboard::EMPTY));
    }

    /// Pawns alone on the a-file are weaker than the same pawns on a file between two others.
    #[test]
    fn a_lone_edge_file_is_thin() {
        let edge = mass("4k3/8/8/8/P7/P7/P7/8 b - - 0 1");
        let middle = mass("4k3/8/8/8/3P4/2PPP3/8/8 b - - 0 1");
        assert!(middle - edge > 2 * 18, "{middle} {edge}");
    }

    /// How near Black is to breaking through: a file with no pawn at all lets Black's queen
    /// to the horde's first rank (distance 0), a closed wall is as far as its thinnest file;
    /// the row is counted once per white pawn, with or without Black's queen.
    #[test]
    fn a_gap_in_the_wall_lets_black_through() {
        /// The breakthrough row a position traces, and its count.
        struct Row(Option<(usize, i32)>);
        impl Tracer for Row {
            fn add(&mut self, color: Color, index: usize, count: i32) {
                let row = index - NUM_PARAMS;
                let rows = BREAKTHROUGH.start..BREAKTHROUGH_NO_QUEEN.end();
                if color == Color::Black && rows.contains(&row) && count > 0 {
                    self.0 = Some((row, count));
                }
            }
        }
        let row = |fen: &str| {
            let mut row = Row(None);
            trace_raiders(&horde(fen), &mut row);
            row.0
        };
        // Three pawns on every file: no black piece reaches the first rank.
        let closed = row("rnbqkbnr/pppppppp/8/8/PPPPPPPP/PPPPPPPP/8/8 w kq - 0 1");
        assert_eq!(closed, Some((BREAKTHROUGH.at([3]), 16)));
        let gap = row("rnbqkbnr/ppp1pppp/8/8/PPP1PPPP/PPP1PPPP/8/8 w kq - 0 1");
        assert_eq!(gap, Some((BREAKTHROUGH.at([0]), 14)));
        // Without the queen, the bishop on c8 is no way down the d-file: the gap is the
        // file's zero pawns.
        let gap_no_queen = row("rnb1kbnr/ppp1pppp/8/8/PPP1PPPP/PPP1PPPP/8/8 w kq - 0 1");
        assert_eq!(gap_no_queen, Some((BREAKTHROUGH_NO_QUEEN.at([0]), 14)));
    }
}

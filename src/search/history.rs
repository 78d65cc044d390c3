//! History heuristics: which quiet moves caused cutoffs before, by side/from/to (butterfly),
//! by the previous move (counter-move), and by the moves one and two plies back (continuation);
//! and how far the static evaluation of a pawn structure tends to miss the search's result
//! (correction history).

use super::params::param;
use crate::core::{Bitboard, Color, Move, Piece, Square};
use crate::variant::Variant;

/// Bound of history values; updates use "gravity" so values stay within it.
pub const HISTORY_MAX: i32 = 16_384;

/// A piece on a square: the key of continuation histories.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PieceTo {
    pub piece: Piece,
    pub to: Square,
}

impl PieceTo {
    #[inline]
    fn index(self) -> usize {
        (self.piece.color.index() * 6 + self.piece.role.index()) * 64 + self.to.index()
    }
}

const PIECE_TO: usize = 12 * 64;

pub struct Histories {
    butterfly: Box<[[[i16; 64]; 64]; 2]>,
    counter: Box<[Option<Move>; PIECE_TO]>,
    /// `continuation[prev piece-to][piece-to]`.
    continuation: Vec<[i16; PIECE_TO]>,
    capture: Box<[[[i16; 6]; 64]; 12]>,
}

#[inline]
fn gravity(entry: &mut i16, bonus: i32) {
    let e = *entry as i32;
    let b = bonus.clamp(-HISTORY_MAX, HISTORY_MAX);
    *entry = (e + b - e * b.abs() / HISTORY_MAX) as i16;
}

impl Histories {
    pub fn new() -> Histories {
        Histories {
            butterfly: Box::new([[[0; 64]; 64]; 2]),
            counter: Box::new([None; PIECE_TO]),
            continuation: vec![[0; PIECE_TO]; PIECE_TO],
            capture: Box::new([[[0; 6]; 64]; 12]),
        }
    }

    pub fn clear(&mut self) {
        *self = Histories::new();
    }

    #[inline]
    pub fn butterfly(&self, color: Color, m: Move) -> i32 {
        self.butterfly[color.index()][m.from().index()][m.to().index()] as i32
    }

    #[inline]
    pub fn continuation(&self, prev: Option<PieceTo>, cur: PieceTo) -> i32 {
        prev.map_or(0, |p| self.continuation[p.index()][cur.index()] as i32)
    }

    /// A quiet move's history: butterfly and the continuations of the moves one and two plies
    /// back.
    #[inline]
    pub fn quiet(&self, color: Color, m: Move, cur: PieceTo, prev: [Option<PieceTo>; 2]) -> i32 {
        self.butterfly(color, m) + self.continuation(prev[0], cur) + self.continuation(prev[1], cur)
    }

    #[inline]
    pub fn counter(&self, prev: Option<PieceTo>) -> Option<Move> {
        prev.and_then(|p| self.counter[p.index()])
    }

    #[inline]
    pub fn capture(&self, attacker: Piece, to: Square, victim: crate::core::Role) -> i32 {
        self.capture[attacker.color.index() * 6 + attacker.role.index()][to.index()][victim.index()]
            as i32
    }

    pub fn update_capture(
        &mut self,
        attacker: Piece,
        to: Square,
        victim: crate::core::Role,
        bonus: i32,
    ) {
        gravity(
            &mut self.capture[attacker.color.index() * 6 + attacker.role.index()][to.index()]
                [victim.index()],
            bonus,
        );
    }

    /// Rewards `best` (a quiet move that failed high) and punishes the quiets tried before it.
    pub fn update_quiets(
        &mut self,
        color: Color,
        best: (Move, PieceTo),
        tried: &[(Move, PieceTo)],
        prev: [Option<PieceTo>; 2],
        bonus: i32,
    ) {
        let mut apply = |m: Move, pt: PieceTo, b: i32| {
            gravity(
                &mut self.butterfly[color.index()][m.from().index()][m.to().index()],
                b,
            );
            for p in prev.into_iter().flatten() {
                gravity(&mut self.continuation[p.index()][pt.index()], b);
            }
        };
        apply(best.0, best.1, bonus);
        for &(m, pt) in tried {
            if m != best.0 {
                apply(m, pt, -bonus);
            }
        }
        if let Some(p) = prev[0] {
            self.counter[p.index()] = Some(best.0);
        }
    }
}

/// Static-eval correction by side to move and pawn structure: a running, depth-weighted average
/// of `search result - static eval` over the nodes whose result bounds it on the informative
/// side. Pawn structures the evaluation misjudges (a blocked attack, a weak king shelter it
/// does not see) are misjudged in every position that shares them, so the average carries over.
/// Entries are in 1/`CORRECTION_GRAIN` centipawns and stay within `CORRECTION_MAX` centipawns.
pub struct CorrectionHistory {
    table: Vec<[i32; CORRECTION_SIZE]>,
}

const CORRECTION_BITS: u32 = 14;
const CORRECTION_SIZE: usize = 1 << CORRECTION_BITS;
const CORRECTION_GRAIN: i32 = 256;
/// Weights are out of this much: an entry moves at most `CORRECTION_WEIGHT_MAX / 256` of the
/// way to a new sample.
const CORRECTION_WEIGHT_SCALE: i32 = 256;

impl CorrectionHistory {
    pub fn new() -> CorrectionHistory {
        CorrectionHistory {
            table: vec![[0; CORRECTION_SIZE]; 2],
        }
    }

    /// The table index of a pawn structure (both sides' pawns, so no key is needed).
    #[inline]
    pub fn pawn_index(white: Bitboard, black: Bitboard) -> usize {
        let mixed = (white.0 ^ black.0.rotate_left(32)).wrapping_mul(0xD6E8_FEB8_6659_FD93);
        (mixed >> (64 - CORRECTION_BITS)) as usize
    }

    /// The correction to add to a static evaluation, in centipawns.
    #[inline]
    pub fn get(&self, color: Color, pawns: usize) -> i32 {
        self.table[color.index()][pawns] / CORRECTION_GRAIN
    }

    /// Moves the entry towards `diff` (search result minus raw static eval), more for deeper
    /// searches.
    pub fn update<V: Variant>(&mut self, color: Color, pawns: usize, diff: i32, depth: i32) {
        let max = param!(V, CORRECTION_MAX);
        let weight = (depth + 1).clamp(1, param!(V, CORRECTION_WEIGHT_MAX));
        let entry = &mut self.table[color.index()][pawns];
        // Both terms are within `max * GRAIN` (at most 128 * 256), so the sum fits an i32.
        let target = diff.clamp(-max, max) * CORRECTION_GRAIN;
        let moved = (*entry * (CORRECTION_WEIGHT_SCALE - weight) + target * weight)
            / CORRECTION_WEIGHT_SCALE;
        *entry = moved.clamp(-max * CORRECTION_GRAIN, max * CORRECTION_GRAIN);
    }
}

impl Default for CorrectionHistory {
    fn default() -> Self {
        CorrectionHistory::new()
    }
}

impl Default for Histories {
    fn default() -> Self {
        Histories::new()
    }
}

/// The history bonus for a cutoff at `depth`.
#[inline]
pub fn bonus<V: Variant>(depth: i32) -> i32 {
    (depth * depth * param!(V, HISTORY_BONUS_QUADRATIC) + depth * param!(V, HISTORY_BONUS_LINEAR))
        .min(param!(V, HISTORY_BONUS_MAX))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::params::CORRECTION_MAX;
    use crate::variant::Standard;

    #[test]
    fn the_two_plies_back_fill_disjoint_rows_of_continuation() {
        // The move one ply back is the opponent's piece and two plies back our own, so one
        // table keyed by colored piece-to keeps the two apart: a separate follow-up table
        // would change nothing (measured: same bench, same games).
        let mut h = Histories::new();
        let reply = PieceTo {
            piece: Piece::new(Color::Black, crate::core::Role::Pawn),
            to: Square::E5,
        };
        let own = PieceTo {
            piece: Piece::new(Color::White, crate::core::Role::Pawn),
            to: Square::E4,
        };
        let best = Move::normal(Square::G1, Square::F3);
        let cur = PieceTo {
            piece: Piece::new(Color::White, crate::core::Role::Knight),
            to: Square::F3,
        };
        h.update_quiets(Color::White, (best, cur), &[], [Some(reply), None], 800);
        assert!(h.continuation(Some(reply), cur) > 0);
        assert_eq!(h.continuation(Some(own), cur), 0);
        h.update_quiets(Color::White, (best, cur), &[], [None, Some(own)], -800);
        assert!(h.continuation(Some(own), cur) < 0);
        assert!(
            h.continuation(Some(reply), cur) > 0,
            "the ply-1 row is untouched"
        );
    }

    #[test]
    fn correction_follows_samples_within_its_bound() {
        let mut c = CorrectionHistory::new();
        let i = CorrectionHistory::pawn_index(Bitboard(0xff00), Bitboard(0xff << 48));
        for _ in 0..2_000 {
            c.update::<Standard>(Color::White, i, 10_000, 30);
        }
        let high = c.get(Color::White, i);
        assert!(
            (CORRECTION_MAX - 1..=CORRECTION_MAX).contains(&high),
            "{high}"
        );
        assert_eq!(c.get(Color::Black, i), 0, "each side has its own entry");
        for _ in 0..2_000 {
            c.update::<Standard>(Color::White, i, -25, 30);
        }
        let settled = c.get(Color::White, i);
        assert!((-25..=-23).contains(&settled), "{settled}");
        // A shallow sample moves an entry less than a deep one.
        let (mut a, mut b) = (CorrectionHistory::new(), CorrectionHistory::new());
        a.update::<Standard>(Color::Black, i, 64, 1);
        b.update::<Standard>(Color::Black, i, 64, 12);
        assert!(a.get(Color::Black, i) < b.get(Color::Black, i));
    }
}

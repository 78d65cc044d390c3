//! History heuristics: which quiet moves caused cutoffs before, by side/from/to (butterfly),
//! by the previous move (counter-move), and by the moves one and two plies back (continuation).

use super::params::param;
use crate::core::{Color, Move, Piece, Square};

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

impl Default for Histories {
    fn default() -> Self {
        Histories::new()
    }
}

/// The history bonus for a cutoff at `depth`.
#[inline]
pub fn bonus(depth: i32) -> i32 {
    (depth * depth * param!(HISTORY_BONUS_QUADRATIC) + depth * param!(HISTORY_BONUS_LINEAR))
        .min(param!(HISTORY_BONUS_MAX))
}

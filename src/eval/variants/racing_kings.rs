//! Racing kings' evaluation: the chess terms fitted on its games, and the race itself with
//! small hand-set weights, proven in games against Fairy-Stockfish rather than tuned.

use super::{side_difference, EvalBasis, VariantEval};
use crate::attacks;
use crate::core::{Bitboard, Color};
use crate::position::Position;
use crate::variant::RacingKings;
use crate::weights::params::NUM_PARAMS;
use crate::weights::{self, Pair};

impl VariantEval for RacingKings {
    const BASIS: EvalBasis = EvalBasis::Chess;
    /// The chess terms' weights fitted on this variant's games (`src/weights/racing_kings.rs`).
    const WEIGHTS: &'static [Pair; NUM_PARAMS] = &weights::RACING_KINGS;

    fn own_terms(pos: &Position<Self>) -> i32 {
        side_difference(pos, race_terms)
    }
}

/// Racing kings: every rank the king has advanced, more for the ranks near the goal, and a
/// free way to the next rank.
fn race_terms(pos: &Position<RacingKings>, color: Color) -> i32 {
    let Some(king) = pos.king_of(color) else {
        return 0;
    };
    const BY_RANK: [i32; 8] = [0, 60, 130, 210, 300, 420, 580, 800];
    let rank = king.rank().index();
    let ahead = attacks::king_attacks(king)
        & Bitboard((!0u64).checked_shl(8 * (rank as u32 + 1)).unwrap_or(0));
    let free = ahead
        .into_iter()
        .filter(|&sq| {
            !pos.by_color(color).contains(sq)
                && !pos.is_attacked(sq, !color, pos.occupied().without(king))
        })
        .count() as i32;
    BY_RANK[rank] + 25 * free
}

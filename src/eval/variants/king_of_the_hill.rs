//! King of the hill's evaluation: small hand-set weights, proven in games against
//! Fairy-Stockfish rather than tuned.

use super::{side_difference, EvalBasis, VariantEval};
use crate::core::{Bitboard, Color};
use crate::position::Position;
use crate::variant::KingOfTheHill;
use crate::weights::params::NUM_PARAMS;
use crate::weights::{self, Pair};

impl VariantEval for KingOfTheHill {
    const BASIS: EvalBasis = EvalBasis::ChessUnscaled;
    /// The chess terms' weights fitted on this variant's positions
    /// (`src/weights/king_of_the_hill.rs`).
    const WEIGHTS: &'static [Pair; NUM_PARAMS] = &weights::KING_OF_THE_HILL;

    fn own_terms(pos: &Position<Self>) -> i32 {
        side_difference(pos, hill_terms)
    }
}

/// King of the hill: the king's way to each hill square, as a distance that grows with the
/// enemy pieces covering the square and with an own piece standing on it; near squares count
/// with the inverse square of that distance, so one free step to the hill dominates.
fn hill_terms(pos: &Position<KingOfTheHill>, color: Color) -> i32 {
    const HILL_WEIGHT: i32 = 600;
    let Some(king) = pos.king_of(color) else {
        return 0;
    };
    let occ = pos.occupied().without(king);
    let enemies = pos.by_color(!color);
    Bitboard::CENTER
        .into_iter()
        .map(|sq| {
            let steps = king.distance(sq) as i32;
            let covered = (pos.attackers_to(sq, occ) & enemies).count() as i32;
            let blocked = pos.by_color(color).contains(sq) as i32;
            let way = (steps + covered + blocked).max(1);
            HILL_WEIGHT / (way * way)
        })
        .sum()
}

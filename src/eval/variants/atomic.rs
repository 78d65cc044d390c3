//! Atomic's evaluation: the chess terms fitted on its games, and the blasts with small
//! hand-set weights, proven in games against Fairy-Stockfish rather than tuned.

use super::{side_difference, EvalBasis, VariantEval};
use crate::attacks;
use crate::core::{Color, Role};
use crate::position::Position;
use crate::variant::Atomic;
use crate::weights::params::NUM_PARAMS;
use crate::weights::{self, Pair};

impl VariantEval for Atomic {
    const BASIS: EvalBasis = EvalBasis::ChessUnscaled;
    /// The chess terms' weights fitted on this variant's games (`src/weights/atomic.rs`).
    const WEIGHTS: &'static [Pair; NUM_PARAMS] = &weights::ATOMIC;

    fn own_terms(pos: &Position<Self>) -> i32 {
        side_difference(pos, blast_terms)
    }
}

/// Atomic: pieces next to the enemy king threaten to blow it up; our own pieces next to our
/// king are a liability once the enemy can capture them; and an enemy piece beside the enemy
/// king that one of our pieces attacks is a threat to win at once (the capture explodes the
/// king with it).
fn blast_terms(pos: &Position<Atomic>, color: Color) -> i32 {
    const BLAST_THREAT: [i32; 3] = [0, 120, 300];
    let (Some(ours), Some(theirs)) = (pos.king_of(color), pos.king_of(!color)) else {
        return 0;
    };
    let ring = attacks::king_attacks(theirs);
    let near_theirs = (ring & pos.by_color(!color)).count() as i32;
    let near_ours = (attacks::king_attacks(ours) & pos.by_color(color)).count() as i32;
    // Adjacent kings cannot be blown up by each other's captures nearby: a safe haven.
    let touching = attacks::king_attacks(ours).contains(theirs) as i32;
    // Kings never capture in atomic, so only our other pieces threaten.
    let targets = ring & pos.by_color(!color);
    let threats = if touching == 0 && targets.any() {
        let attackers = pos.by_color(color) - pos.by_role(Role::King);
        (pos.attacks_of(color, attackers) & targets).count() as usize
    } else {
        0
    };
    -15 * near_ours + 5 * near_theirs + 40 * touching + BLAST_THREAT[threats.min(2)]
}

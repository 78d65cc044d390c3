//! Three-check's evaluation: weights fitted to Fairy-Stockfish's scores of positions from
//! ferrum's games against it (`bench/variants/three_check_fit.py`). The standard terms use
//! chess's weights with the king's safety at its middlegame weight in every phase
//! (`weights::THREE_CHECK`).

use super::king_attack::next_move_checks;
use super::{side_difference, EvalBasis, VariantEval};
use crate::core::Color;
use crate::position::Position;
use crate::variant::ThreeCheck;
use crate::weights::params::NUM_PARAMS;
use crate::weights::{self, Pair};

impl VariantEval for ThreeCheck {
    const BASIS: EvalBasis = EvalBasis::ChessUnscaled;
    const WEIGHTS: &'static [Pair; NUM_PARAMS] = &weights::THREE_CHECK;

    fn own_terms(pos: &Position<Self>) -> i32 {
        side_difference(pos, check_terms)
    }
}

/// Three-check: each check given brings the win nearer (the third ends the game, so it has no
/// weight); the checks a side could give next move count by whether the landing square is
/// defended, and the pieces aimed at the enemy king's zone count, each by the checks already
/// given. With one check left, a defended check ends the game as surely as a safe one.
///
/// Fitted, per checks given, to Fairy-Stockfish 11.1's depth-10 scores of 16,884 positions in
/// two rounds: positions from ferrum's games against it and its self-play, then the positions of
/// 100 games the first round's weights played (`bench/variants/three_check_fit.py`, README
/// "Variants"). +27 =1 -72 (27.5%) against it at 10s+0.1s over 100 games; 14.8% before.
fn check_terms(pos: &Position<ThreeCheck>, color: Color) -> i32 {
    const GIVEN: [i32; 3] = [0, 140, 836];
    const SAFE_CHECK: [i32; 3] = [88, 176, 477];
    const DEFENDED_CHECK: [i32; 3] = [32, 81, 477];
    const ZONE_ATTACKER: [i32; 3] = [150, 95, 248];
    let given = 3usize
        .saturating_sub(pos.state().0[color.index()] as usize)
        .min(2);
    let checks = next_move_checks(pos, color, |_| false);
    GIVEN[given]
        + SAFE_CHECK[given] * checks.safe.min(4)
        + DEFENDED_CHECK[given] * checks.defended.min(4)
        + ZONE_ATTACKER[given] * checks.zone_attackers
}

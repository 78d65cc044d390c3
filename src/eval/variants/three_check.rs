//! Three-check's evaluation: the chess terms, and the checks, rows of three-check's own layout
//! (`CHECK_LAYOUT`) fitted beside the chess terms; both in its set
//! (`src/weights/sets/three_check.rs`, written by `ferrum tune --variant 3check`).

use super::king_attack::next_move_checks;
use super::{EvalBasis, VariantEval};
use crate::core::Color;
use crate::eval::terms::Tracer;
use crate::position::Position;
use crate::variant::{ThreeCheck, Variant};
use crate::weights::layout::{assemble, term, Term};
use crate::weights::params::NUM_PARAMS;
use crate::weights::Pair;

crate::layout! {
    /// Three-check's own terms, each by the checks the side has given (0, 1, 2): the third
    /// ends the game, so it has no row.
    pub CHECK_LAYOUT, CHECK_PARAMS;
    /// Each check given brings the win nearer.
    CHECKS_GIVEN = term("checks_given", &[3], "checks"),
    /// Per check next move whose landing square the defender does not attack (at most 4).
    SAFE_CHECKS = term("safe_checks", &[3], "checks"),
    /// Per check next move onto a defended square (at most 4).
    DEFENDED_CHECKS = term("defended_checks", &[3], "checks"),
    /// Per piece attacking the enemy king's zone.
    ZONE_ATTACKERS = term("zone_attackers", &[3], "checks"),
}

/// The own layout's weights, from the variant's set (`weights::for_variant`).
static CHECK_WEIGHTS: [Pair; CHECK_PARAMS] = assemble(
    CHECK_LAYOUT,
    [Pair::new(0, 0); CHECK_PARAMS],
    crate::weights::for_variant(<ThreeCheck as Variant>::KIND).own,
);

impl VariantEval for ThreeCheck {
    const BASIS: EvalBasis = EvalBasis::ChessUnscaled;
    const OWN_LAYOUT: &'static [Term] = CHECK_LAYOUT;
    const OWN_WEIGHTS: &'static [Pair] = &CHECK_WEIGHTS;

    fn trace_own_terms<T: Tracer>(pos: &Position<Self>, tracer: &mut T) {
        trace_checks(pos, Color::White, tracer);
        trace_checks(pos, Color::Black, tracer);
    }
}

/// Three-check: each check given brings the win nearer (the third ends the game, so it has no
/// weight); the checks a side could give next move count by whether the landing square is
/// defended, and the pieces aimed at the enemy king's zone count, each by the checks already
/// given. With one check left, a defended check ends the game as surely as a safe one.
///
/// Fitted per checks given, with the chess terms (bench/fits.md, "Three-check").
fn trace_checks<T: Tracer>(pos: &Position<ThreeCheck>, color: Color, tracer: &mut T) {
    let given = 3usize
        .saturating_sub(pos.state().0[color.index()] as usize)
        .min(2);
    let checks = next_move_checks(pos, color, |_| false);
    let row = |term: Term| NUM_PARAMS + term.at([given]);
    tracer.add(color, row(CHECKS_GIVEN), 1);
    tracer.add(color, row(SAFE_CHECKS), checks.safe.min(4));
    tracer.add(color, row(DEFENDED_CHECKS), checks.defended.min(4));
    tracer.add(color, row(ZONE_ATTACKERS), checks.zone_attackers);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The weights are the fitted ones of three-check's set, untapered.
    #[test]
    fn the_fitted_constants_are_the_layouts_weights() {
        let mg: Vec<i32> = CHECK_WEIGHTS.iter().map(|p| p.mg).collect();
        assert_eq!(mg, [-103, 135, 908, 51, 84, 147, -19, 21, 75, 3, 9, -14]);
        assert!(CHECK_WEIGHTS.iter().all(|p| p.mg == p.eg));
    }
}

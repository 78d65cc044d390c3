//! The antichess family's evaluation: its own terms alone (the chess terms reward what the
//! family wants to lose), small hand-set weights proven in games against Fairy-Stockfish rather
//! than tuned.

use super::{EvalBasis, VariantEval};
use crate::core::{Color, Role};
use crate::position::Position;
use crate::variant::{Antichess, Giveaway, Suicide, Variant};

/// The three share their evaluation.
macro_rules! antichess_eval {
    ($($name:ident),*) => {
        $(
            impl VariantEval for $name {
                const BASIS: EvalBasis = EvalBasis::OwnTermsOnly;

                fn own_terms(pos: &Position<Self>) -> i32 {
                    reversed_material(pos)
                }
            }
        )*
    };
}

antichess_eval!(Giveaway, Antichess, Suicide);

/// The antichess family: losing pieces is the goal, so material counts the other way; fewer
/// moves mean fewer chances to be forced into bad captures.
fn reversed_material<V: Variant>(pos: &Position<V>) -> i32 {
    const VALUE: [i32; 6] = [45, 60, 70, 60, 55, 60];
    let material = |color: Color| -> i32 {
        Role::ALL
            .into_iter()
            .map(|role| pos.pieces(color, role).count() as i32 * VALUE[role.index()])
            .sum()
    };
    material(Color::Black) - material(Color::White)
}

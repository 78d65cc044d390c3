//! The evaluation's knowledge of each variant, apart from its rules: `VariantEval` says which
//! of the chess terms a variant keeps (`EvalBasis`) and what it adds of its own. The rules
//! trait (`Variant`) knows nothing of evaluation; the weights of both come from the variant's
//! set (`weights::for_variant`). Each variant's evaluation is one file here.

pub mod antichess;
pub mod atomic;
pub mod crazyhouse;
pub mod horde;
pub mod king_attack;
pub mod king_of_the_hill;
pub mod racing_kings;
pub mod standard;
pub mod three_check;

use super::terms::Tracer;
use crate::core::Color;
use crate::position::Position;
use crate::variant::Variant;
use crate::weights::layout::Term;
use crate::weights::params::NUM_PARAMS;
use crate::weights::Pair;

/// Which of the standard evaluation's terms hold in a variant.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum EvalBasis {
    /// The standard terms, chess endgame scaling (drawish material) included, plus the
    /// variant's own.
    Chess,
    /// The standard terms without the chess endgame scaling, plus the variant's own.
    ChessUnscaled,
    /// The variant's own terms alone: the antichess family, where losing material is the goal.
    OwnTermsOnly,
}

/// A variant's evaluation: what the search, the tuner and the `eval` command need beyond the
/// rules. Every variant type implements it, one file each in this module.
pub trait VariantEval: Variant {
    /// What the evaluation starts from. No default: each variant says, with its own layout.
    const BASIS: EvalBasis;

    /// The rows of the variant's own layout (`layout!`): its terms, linear in their weights,
    /// which the tuner fits beside the chess terms (or, `EvalBasis::OwnTermsOnly`, alone).
    /// Every own term of every variant is a row here; the evaluation adds their traced sum
    /// (`traced_own_terms`), so the tuner's features are the whole evaluation.
    const OWN_LAYOUT: &'static [Term] = &[];
    /// The weights of `OWN_LAYOUT`, untapered (middlegame = endgame): like every own term they
    /// are added after the taper and the endgame scale.
    const OWN_WEIGHTS: &'static [Pair] = &[];

    /// Traces the rows of `OWN_LAYOUT` for both sides, each at `NUM_PARAMS` + its index, so
    /// the tuner's feature vector holds them after the chess terms.
    #[inline]
    fn trace_own_terms<T: Tracer>(_pos: &Position<Self>, _tracer: &mut T) {}
}

/// Sums the variant's own layout (`VariantEval::trace_own_terms`) with its weights.
struct OwnSum<V> {
    score: [i32; 2],
    variant: std::marker::PhantomData<V>,
}

impl<V: VariantEval> Tracer for OwnSum<V> {
    #[inline]
    fn add(&mut self, color: Color, index: usize, count: i32) {
        self.score[color.index()] += V::OWN_WEIGHTS[index - NUM_PARAMS].mg * count;
    }
}

/// What `trace` adds of the own layout, at the weights in use, White's view: White's sum
/// minus Black's.
#[inline]
fn own_sum<V: VariantEval>(trace: impl FnOnce(&mut OwnSum<V>)) -> i32 {
    let mut sum = OwnSum::<V> {
        score: [0; 2],
        variant: std::marker::PhantomData,
    };
    trace(&mut sum);
    sum.score[0] - sum.score[1]
}

/// The variant's own terms at the weights in use, in centipawns from White's view (White's
/// sum minus Black's), added unscaled to the standard terms or (`EvalBasis::OwnTermsOnly`)
/// used alone.
#[inline]
pub fn traced_own_terms<V: VariantEval>(pos: &Position<V>) -> i32 {
    own_sum::<V>(|sum| V::trace_own_terms(pos, sum))
}

/// White's view of a term computed for each side: White's value minus Black's.
#[inline]
pub fn side_difference<V: Variant>(pos: &Position<V>, term: fn(&Position<V>, Color) -> i32) -> i32 {
    term(pos, Color::White) - term(pos, Color::Black)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each variant's own weights fill its own layout, untapered.
    #[test]
    fn own_weights_fill_the_own_layout() {
        macro_rules! check_own {
            (() $($kind:ident => $module:ident::$rules:ident { $($field:tt)* },)*) => {
                $({
                    type V = crate::variant::$rules;
                    let count = crate::weights::layout::count(V::OWN_LAYOUT);
                    assert_eq!(V::OWN_WEIGHTS.len(), count, "{}", stringify!($kind));
                    assert!(V::OWN_WEIGHTS.iter().all(|p| p.mg == p.eg));
                })*
            };
        }
        crate::for_each_variant!(check_own!());
    }

    /// Each variant's own weights are its own set's (`weights::for_variant` of its kind), row
    /// by row, rows its set leaves out at zero: a variant sharing an evaluation reads its own
    /// arm of the match.
    #[test]
    fn own_weights_are_the_variants_set() {
        macro_rules! check_set {
            (() $($kind:ident => $module:ident::$rules:ident { $($field:tt)* },)*) => {
                $({
                    type V = crate::variant::$rules;
                    let mut expected = vec![Pair::new(0, 0); V::OWN_WEIGHTS.len()];
                    for (name, w) in crate::weights::for_variant(V::KIND).own {
                        crate::weights::layout::place(V::OWN_LAYOUT, &mut expected, name, w);
                    }
                    assert_eq!(V::OWN_WEIGHTS, &expected[..], "{}", stringify!($kind));
                })*
            };
        }
        crate::for_each_variant!(check_set!());
    }
}

//! King of the Hill: standard chess, and a king reaching d4, e4, d5 or e5 wins at once.
//!
//! The evaluation's knowledge of the variant (`Variant::eval_terms`) closes the file: small
//! hand-set weights, proven in games against Fairy-Stockfish rather than tuned.

use super::{side_difference, EvalBasis, Variant, VariantKind};
use crate::attacks;
use crate::core::{Bitboard, Color, Move, Role};
use crate::position::{Outcome, Position, Termination};
use crate::weights::params::NUM_PARAMS;
use crate::weights::psqt::{self, Psqt};
use crate::weights::{self, Pair};

#[derive(Copy, Clone, Default, Debug, PartialEq, Eq, Hash)]
pub struct KingOfTheHill;

impl Variant for KingOfTheHill {
    const KIND: VariantKind = VariantKind::KingOfTheHill;
    type State = ();
    const HAS_VARIANT_END: bool = true;
    const EVAL_BASIS: EvalBasis = EvalBasis::ChessUnscaled;
    /// The chess weights the variant was measured with (`weights::VARIANT_CHESS`).
    const WEIGHTS: &'static [Pair; NUM_PARAMS] = &weights::VARIANT_CHESS;
    const PSQT: &'static Psqt = &psqt::VARIANT_CHESS_PSQT;
    const TACTICAL_QUIETS: bool = true;

    /// A king step onto the hill wins at once.
    #[inline]
    fn is_tactical_quiet(pos: &Position<Self>, m: Move) -> bool {
        Bitboard::CENTER.contains(m.to()) && pos.moved_role(m) == Role::King
    }

    #[inline]
    fn may_have_tactical_quiet(pos: &Position<Self>) -> bool {
        pos.king_of(pos.turn())
            .is_some_and(|k| (attacks::king_attacks(k) & Bitboard::CENTER).any())
    }

    #[inline]
    fn variant_outcome(pos: &Position<Self>, _no_legal_moves: bool) -> Option<Outcome> {
        let on_hill = pos.by_role(Role::King) & Bitboard::CENTER;
        if on_hill.is_empty() {
            return None;
        }
        let us = pos.turn();
        if (on_hill & pos.by_color(!us)).any() {
            return Some(Outcome {
                winner: Some(!us),
                termination: Termination::VariantLoss,
            });
        }
        Some(Outcome {
            winner: Some(us),
            termination: Termination::VariantWin,
        })
    }

    /// Any king can walk to the hill.
    fn has_insufficient_material(_pos: &Position<Self>, _color: Color) -> bool {
        false
    }

    /// The variant's evaluation terms (White's view), at the end of this file.
    fn eval_terms(pos: &Position<Self>) -> i32 {
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

//! King of the Hill: standard chess, and a king reaching d4, e4, d5 or e5 wins at once.

use super::{Variant, VariantKind};
use crate::core::{Bitboard, Color, Role};
use crate::position::{Outcome, Position, Termination};

#[derive(Copy, Clone, Default, Debug, PartialEq, Eq, Hash)]
pub struct KingOfTheHill;

impl Variant for KingOfTheHill {
    const KIND: VariantKind = VariantKind::KingOfTheHill;
    type State = ();
    const HAS_VARIANT_END: bool = true;

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
}

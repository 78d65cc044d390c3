//! King of the Hill: standard chess, and a king reaching d4, e4, d5 or e5 wins at once.
//!
//! Its evaluation is in `eval::variants::king_of_the_hill`.

use super::{Variant, VariantKind};
use crate::attacks;
use crate::core::{Bitboard, Color, Move, Role};
use crate::position::{Outcome, Position, Termination};

#[derive(Copy, Clone, Default, Debug, PartialEq, Eq, Hash)]
pub struct KingOfTheHill;

impl Variant for KingOfTheHill {
    const KIND: VariantKind = VariantKind::KingOfTheHill;
    type State = ();
    const HAS_VARIANT_END: bool = true;
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

    /// Checked directly: the game is not over, and the move is legal as in chess.
    #[inline]
    fn is_legal(pos: &Position<Self>, m: Move) -> bool {
        Self::variant_outcome(pos, false).is_none() && pos.is_legal_while_playing(m)
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
}

//! Three-check: standard chess, and the side that gives check for the third time wins. The
//! checks still to give are part of the position (FEN `3+3` after the en-passant field, or
//! lichess's checks-given `+0+0` after the move number). Its evaluation is in
//! `eval::variants::three_check`.

use super::{Variant, VariantKind, VariantState};
use crate::core::{Color, Move, Role};
use crate::position::zobrist::extra_keys;
use crate::position::{Outcome, Position, PositionError, Setup, Termination};

#[derive(Copy, Clone, Default, Debug, PartialEq, Eq, Hash)]
pub struct ThreeCheck;

/// Checks each side (White, Black) still has to give to win.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RemainingChecks(pub [u8; 2]);

impl Default for RemainingChecks {
    fn default() -> RemainingChecks {
        RemainingChecks([3, 3])
    }
}

/// Key of "colour c has n checks left" (n = 0..=3).
static CHECK_KEYS: [u64; 8] = extra_keys(0x3c4e_c4ec_3c4e_c4ec);

impl VariantState for RemainingChecks {
    fn from_setup(setup: &Setup) -> Result<RemainingChecks, PositionError> {
        if setup.pockets.is_some() {
            return Err(PositionError::Variant("pockets outside crazyhouse"));
        }
        Ok(RemainingChecks(setup.remaining_checks.unwrap_or([3, 3])))
    }

    fn to_setup(&self, setup: &mut Setup) {
        setup.remaining_checks = Some(self.0);
    }

    #[inline]
    fn key(&self) -> u64 {
        CHECK_KEYS[self.0[0].min(3) as usize] ^ CHECK_KEYS[4 + self.0[1].min(3) as usize]
    }

    fn mirrored(&self) -> RemainingChecks {
        RemainingChecks([self.0[1], self.0[0]])
    }

    #[inline]
    fn count_check(&mut self, color: Color) {
        let left = &mut self.0[color.index()];
        *left = left.saturating_sub(1);
    }
}

impl Variant for ThreeCheck {
    const KIND: VariantKind = VariantKind::ThreeCheck;
    type State = RemainingChecks;
    const COUNTS_CHECKS: bool = true;
    const HAS_VARIANT_END: bool = true;
    const TACTICAL_QUIETS: bool = true;
    /// Checks in quiescence at its first two plies only (our check and their counter-check):
    /// past them every check chain is searched by the main search's check extension instead,
    /// and a search to depth 14 takes a quarter fewer nodes.
    const QS_TACTICAL_QUIET_PLIES: i32 = 2;

    /// Every check spends one of the three: a quiet check is as forcing as a capture.
    #[inline]
    fn is_tactical_quiet(pos: &Position<Self>, m: Move) -> bool {
        pos.gives_check(m)
    }

    /// Checked directly: the game is not over, and the move is legal as in chess.
    #[inline]
    fn is_legal(pos: &Position<Self>, m: Move) -> bool {
        Self::variant_outcome(pos, false).is_none() && pos.is_legal_while_playing(m)
    }

    #[inline]
    fn variant_outcome(pos: &Position<Self>, _no_legal_moves: bool) -> Option<Outcome> {
        let us = pos.turn();
        let ours = pos.state().0[us.index()];
        let theirs = pos.state().0[(!us).index()];
        match (ours, theirs) {
            (0, 0) => Some(Outcome {
                winner: None,
                termination: Termination::VariantDraw,
            }),
            (_, 0) => Some(Outcome {
                winner: Some(!us),
                termination: Termination::VariantLoss,
            }),
            (0, _) => Some(Outcome {
                winner: Some(us),
                termination: Termination::VariantWin,
            }),
            _ => None,
        }
    }

    /// Any piece besides the king can give check.
    fn has_insufficient_material(pos: &Position<Self>, color: Color) -> bool {
        (pos.by_color(color) - pos.by_role(Role::King)).is_empty()
    }
}

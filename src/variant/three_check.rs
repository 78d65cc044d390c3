//! Three-check: standard chess, and the side that gives check for the third time wins. The
//! checks still to give are part of the position (FEN `3+3` after the en-passant field, or
//! lichess's checks-given `+0+0` after the move number).
//!
//! The evaluation's knowledge of the variant (`Variant::eval_terms`) closes the file: small
//! hand-set weights, proven in games against Fairy-Stockfish rather than tuned.

use super::{side_difference, EvalBasis, Variant, VariantKind, VariantState};
use crate::attacks;
use crate::core::{Color, Role};
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
    const EVAL_BASIS: EvalBasis = EvalBasis::ChessUnscaled;

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

    /// The variant's evaluation terms (White's view), at the end of this file.
    fn eval_terms(pos: &Position<Self>) -> i32 {
        side_difference(pos, check_terms)
    }
}

/// Three-check: each check given brings the win nearer; the last one is decisive.
fn check_terms(pos: &Position<ThreeCheck>, color: Color) -> i32 {
    let remaining = pos.state().0;
    const GIVEN: [i32; 4] = [0, 120, 360, 1000];
    let given = 3usize.saturating_sub(remaining[color.index()] as usize);
    // Attackers near the enemy king turn into checks.
    let pressure = pos.king_of(!color).map_or(0, |king| {
        let zone = attacks::king_attacks(king).with(king);
        let occ = pos.occupied();
        pos.by_color(color)
            .into_iter()
            .filter(|&sq| {
                let role = pos.role_at(sq).unwrap_or(Role::Pawn);
                (attacks::attacks(color, role, sq, occ) & zone).any()
            })
            .count() as i32
    });
    GIVEN[given.min(3)] + 12 * pressure
}

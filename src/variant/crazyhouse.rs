//! Crazyhouse: a captured piece joins the captor's pocket and may later be dropped on any
//! empty square instead of a move (pawns not on the first or last rank). A promoted piece
//! goes back to the pocket as a pawn. No 50- or 75-move rule.
//!
//! Its evaluation is in `eval::variants::crazyhouse`.

use super::{standard, Variant, VariantKind, VariantState};
use crate::core::{Bitboard, Color, Role, Square};
use crate::position::zobrist::extra_keys;
use crate::position::{Position, PositionError, Setup};

#[derive(Copy, Clone, Default, Debug, PartialEq, Eq, Hash)]
pub struct Crazyhouse;

/// The pockets (per colour: pawns, knights, bishops, rooks, queens) and the squares of the
/// pieces that came from a promotion.
#[derive(Copy, Clone, Default, Debug, PartialEq, Eq, Hash)]
pub struct Pockets {
    pub counts: [[u8; 5]; 2],
    pub promoted: Bitboard,
}

/// Pocket keys: colour x role x count (0..=32; more cannot happen with 32 pieces).
static POCKET_KEYS: [u64; 2 * 5 * 33] = extra_keys(0x2a2a_7063_6b74_2a2a);
/// Promoted-piece keys, one per square.
static PROMOTED_KEYS: [u64; 64] = extra_keys(0x7072_6f6d_6f74_6564);

impl VariantState for Pockets {
    fn from_setup(setup: &Setup) -> Result<Pockets, PositionError> {
        if setup.remaining_checks.is_some() {
            return Err(PositionError::Variant("check counters outside three-check"));
        }
        let counts = setup.pockets.unwrap_or_default();
        let in_pockets: u32 = counts.iter().flatten().map(|&n| n as u32).sum();
        if in_pockets > 32 {
            return Err(PositionError::Variant("more than 32 pieces in the pockets"));
        }
        Ok(Pockets {
            counts,
            promoted: setup.promoted,
        })
    }

    fn to_setup(&self, setup: &mut Setup) {
        setup.pockets = Some(self.counts);
        setup.promoted = self.promoted;
    }

    fn key(&self) -> u64 {
        let mut key = 0;
        for (c, pocket) in self.counts.iter().enumerate() {
            for (r, &n) in pocket.iter().enumerate() {
                key ^= POCKET_KEYS[(c * 5 + r) * 33 + n.min(32) as usize];
            }
        }
        for sq in self.promoted {
            key ^= PROMOTED_KEYS[sq.index()];
        }
        key
    }

    fn mirrored(&self) -> Pockets {
        Pockets {
            counts: [self.counts[1], self.counts[0]],
            promoted: self.promoted.flip_vertical(),
        }
    }

    #[inline]
    fn pocket_count(&self, color: Color, role: Role) -> u8 {
        self.counts[color.index()]
            .get(role.index())
            .copied()
            .unwrap_or(0)
    }

    #[inline]
    fn take_from_pocket(&mut self, color: Color, role: Role) {
        if let Some(n) = self.counts[color.index()].get_mut(role.index()) {
            *n = n.saturating_sub(1);
        }
    }

    #[inline]
    fn add_to_pocket(&mut self, color: Color, role: Role, was_promoted: bool) {
        let role = if was_promoted { Role::Pawn } else { role };
        if let Some(n) = self.counts[color.index()].get_mut(role.index()) {
            *n = n.saturating_add(1);
        }
    }

    #[inline]
    fn is_promoted(&self, sq: Square) -> bool {
        self.promoted.contains(sq)
    }

    #[inline]
    fn move_piece(&mut self, from: Square, to: Square, promotion: bool) {
        let carried = self.promoted.contains(from) || promotion;
        self.promoted = self.promoted.without(from).without(to);
        if carried {
            self.promoted = self.promoted.with(to);
        }
    }

    #[inline]
    fn forget_square(&mut self, sq: Square) {
        self.promoted = self.promoted.without(sq);
    }
}

impl Variant for Crazyhouse {
    const KIND: VariantKind = VariantKind::Crazyhouse;
    type State = Pockets;
    const DROPS: bool = true;
    const MOVE_RULES: bool = false;

    /// As standard chess, but drops allow more than 16 pieces of a colour on the board.
    fn validate(pos: &Position<Self>) -> Result<(), PositionError> {
        standard::validate_kings(pos, [true, true])?;
        let on_board = pos.occupied().count();
        let in_pockets: u32 = pos.state().counts.iter().flatten().map(|&n| n as u32).sum();
        if on_board + in_pockets > 32 {
            return Err(PositionError::Variant(
                "more than 32 pieces on board and in pockets",
            ));
        }
        standard::validate_pawns(pos, Bitboard::BACKRANKS)?;
        standard::validate_opposite_check(pos)
    }

    /// python-chess: at most three units left, counting pockets, none of them a pawn, rook,
    /// queen or promoted piece.
    fn has_insufficient_material(pos: &Position<Self>, _color: Color) -> bool {
        let pockets = &pos.state().counts;
        let in_pockets: u32 = pockets.iter().flatten().map(|&n| n as u32).sum();
        let heavy_in_pocket = pockets
            .iter()
            .any(|p| p[Role::Pawn.index()] + p[Role::Rook.index()] + p[Role::Queen.index()] > 0);
        pos.occupied().count() + in_pockets <= 3
            && pos.state().promoted.is_empty()
            && (pos.by_role(Role::Pawn) | pos.by_role(Role::Rook) | pos.by_role(Role::Queen))
                .is_empty()
            && !heavy_in_pocket
    }
}

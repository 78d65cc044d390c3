//! The rules trait of the position, next to it: `Variant` (associated constants that switch the
//! shared code paths, hooks that replace whole rules), the extra state a variant keeps
//! (`VariantState`), and standard chess, the rules every variant starts from, with the
//! validation shared by variants with a royal king. The other variants implement the trait in
//! the `variant` module, one file each; the list of them is `for_each_variant!`
//! (`core/variant_kind.rs`).

use super::{GenKind, MoveSink, Outcome, Position, PositionError, Setup};
use crate::core::{Bitboard, Color, Move, Role, Square, VariantKind};
use std::fmt;
use std::hash::Hash;

/// Extra state a variant keeps in its positions (pockets, check counters); `()` for most.
pub trait VariantState: Copy + Default + fmt::Debug + PartialEq + Eq + Hash + Send + Sync {
    /// Takes the extra state from a setup; a setup that carries state the variant does not
    /// know (pockets outside Crazyhouse, check counters outside Three-check) is refused.
    fn from_setup(setup: &Setup) -> Result<Self, PositionError>;
    /// Writes the state back into a setup.
    fn to_setup(&self, setup: &mut Setup);
    /// The state's share of the position key (zero for no state): not part of the Polyglot
    /// key, which books and GUIs compute from the board alone.
    fn key(&self) -> u64;
    /// The state with colours swapped.
    fn mirrored(&self) -> Self;

    /// Crazyhouse: pieces of `role` in `color`'s pocket.
    #[inline]
    fn pocket_count(&self, _color: Color, _role: Role) -> u8 {
        0
    }
    /// Crazyhouse: a piece of `role` leaves `color`'s pocket (a drop).
    #[inline]
    fn take_from_pocket(&mut self, _color: Color, _role: Role) {}
    /// Crazyhouse: `color` captured a piece of `role` (a promoted piece returns as a pawn).
    #[inline]
    fn add_to_pocket(&mut self, _color: Color, _role: Role, _was_promoted: bool) {}
    /// Crazyhouse: does the piece on `sq` come from a promotion?
    #[inline]
    fn is_promoted(&self, _sq: Square) -> bool {
        false
    }
    /// Crazyhouse: a piece moved from `from` to `to` (`promotion`: it promoted on the way).
    #[inline]
    fn move_piece(&mut self, _from: Square, _to: Square, _promotion: bool) {}
    /// Crazyhouse: whatever stood on `sq` left the board (castling rook and king).
    #[inline]
    fn forget_square(&mut self, _sq: Square) {}
    /// Three-check: `color` gave check.
    #[inline]
    fn count_check(&mut self, _color: Color) {}
}

impl VariantState for () {
    fn from_setup(setup: &Setup) -> Result<(), PositionError> {
        if setup.pockets.is_some() {
            return Err(PositionError::Variant("pockets outside crazyhouse"));
        }
        if setup.remaining_checks.is_some() {
            return Err(PositionError::Variant("check counters outside three-check"));
        }
        Ok(())
    }
    fn to_setup(&self, _setup: &mut Setup) {}
    #[inline]
    fn key(&self) -> u64 {
        0
    }
    fn mirrored(&self) {}
}

/// The rules of a variant. Associated constants switch the shared code paths (make, the
/// standard generator, search); hooks replace whole rules where a variant differs. Standard
/// chess overrides nothing. What the evaluation knows of a variant is apart, in
/// `eval::VariantEval`, as shakmaty's `Position` trait is rules only.
pub trait Variant:
    Copy + Clone + Default + fmt::Debug + PartialEq + Eq + Hash + Send + Sync + 'static
{
    const KIND: VariantKind;
    type State: VariantState;

    /// The king is royal: it can be in check and must not be left attacked. False for the
    /// antichess family, where the king is an ordinary piece.
    const ROYAL_KING: bool = true;
    /// A capture explodes the capturing piece and every non-pawn around it (atomic).
    const EXPLOSIONS: bool = false;
    /// Captured pieces go to the captor's pocket and may be dropped (crazyhouse).
    const DROPS: bool = false;
    /// Pawns may also promote to a king (antichess family).
    const KING_PROMOTIONS: bool = false;
    /// White plays without a king and its first-rank pawns may advance two squares (horde).
    const HORDE: bool = false;
    /// Giving check is remembered in the state (three-check).
    const COUNTS_CHECKS: bool = false;
    /// The 50- and 75-move rules apply (not in crazyhouse).
    const MOVE_RULES: bool = true;
    /// The game may end by the variant's own rules before any move is generated (an exploded
    /// king, a king on the hill or the eighth rank, a third check, a side without pieces).
    const HAS_VARIANT_END: bool = false;
    /// Static exchange evaluation (`Position::see_ge`) measures what a move wins or loses:
    /// the standard exchange, a drop's, atomic's blast. False for the antichess family, where
    /// material is there to be lost and captures are compulsory.
    const EXCHANGE_EVALUATION: bool = true;
    /// A side that can capture must capture (the antichess family): the move generator, the
    /// search (such a node is answered like one in check) and the tablebase probe follow it.
    const CAPTURES_COMPULSORY: bool = false;

    /// The variant has quiet moves the search must treat like captures
    /// (`is_tactical_quiet`): searched in quiescence, never pruned or reduced as quiet moves.
    const TACTICAL_QUIETS: bool = false;

    /// The quiescence plies in which the tactical quiet moves are searched beside the captures
    /// (from the first, the horizon's): past them quiescence searches captures only.
    const QS_TACTICAL_QUIET_PLIES: i32 = i32::MAX;

    /// A quiet move that changes the game like a capture: a check in three-check, a king
    /// step onto the hill, a king reaching the eighth rank in racing kings. Asked only when
    /// `TACTICAL_QUIETS` is set.
    #[inline]
    fn is_tactical_quiet(_pos: &Position<Self>, _m: Move) -> bool {
        false
    }

    /// Whether the side to move may have a tactical quiet move at all: a cheap test that
    /// spares quiescence generating every quiet move only to find none.
    #[inline]
    fn may_have_tactical_quiet(_pos: &Position<Self>) -> bool {
        Self::TACTICAL_QUIETS
    }

    /// Rules of the position beyond the common ones (which only check piece counts).
    fn validate(pos: &Position<Self>) -> Result<(), PositionError> {
        validate_royal_kings(pos)
    }

    /// Legal moves of the kind asked for, into `sink`. No moves once the game is over by
    /// the variant's rules (python-chess's `generate_legal_moves`).
    #[inline(always)]
    fn generate<S: MoveSink>(pos: &Position<Self>, kind: GenKind, sink: &mut S) {
        pos.generate_royal(kind, sink);
    }

    /// Is `m` (any 16-bit pattern, e.g. from the transposition table) legal here?
    #[inline]
    fn is_legal(pos: &Position<Self>, m: Move) -> bool {
        pos.is_legal_royal(m)
    }

    /// Pieces giving check to the side to move after a move (or at setup).
    #[inline(always)]
    fn checkers(pos: &Position<Self>) -> Bitboard {
        pos.royal_checkers()
    }

    /// The game's end by the variant's own rules: python-chess's `is_variant_loss`,
    /// `is_variant_win`, `is_variant_draw` in that order. `no_legal_moves` tells whether the
    /// side to move has no legal move, for the variants where that decides (antichess).
    #[inline]
    fn variant_outcome(_pos: &Position<Self>, _no_legal_moves: bool) -> Option<Outcome> {
        None
    }

    /// python-chess's `has_insufficient_material(color)` for this variant.
    fn has_insufficient_material(pos: &Position<Self>, color: Color) -> bool {
        pos.standard_insufficient_material(color)
    }
}

#[derive(Copy, Clone, Default, Debug, PartialEq, Eq, Hash)]
pub struct Standard;

impl Variant for Standard {
    const KIND: VariantKind = VariantKind::Standard;
    type State = ();
}

/// One king per side, at most 16 pieces per side, no pawns on the back ranks, the side not to
/// move not in check.
pub fn validate_royal_kings<V: Variant>(pos: &Position<V>) -> Result<(), PositionError> {
    validate_kings(pos, [true, true])?;
    validate_piece_counts(pos, 16)?;
    validate_pawns(pos, Bitboard::BACKRANKS)?;
    validate_opposite_check(pos)
}

/// Exactly one king for each colour marked in `required` (at most one for the others).
pub fn validate_kings<V: Variant>(
    pos: &Position<V>,
    required: [bool; 2],
) -> Result<(), PositionError> {
    for color in Color::ALL {
        let kings = pos.pieces(color, Role::King).count();
        if kings == 0 && required[color.index()] {
            return Err(PositionError::MissingKing(color));
        }
        if kings > 1 {
            return Err(PositionError::TooManyKings(color));
        }
    }
    Ok(())
}

pub fn validate_piece_counts<V: Variant>(pos: &Position<V>, max: u32) -> Result<(), PositionError> {
    for color in Color::ALL {
        if pos.by_color(color).count() > max {
            return Err(PositionError::TooManyPieces(color));
        }
    }
    Ok(())
}

/// No pawn on the squares of `forbidden`.
pub fn validate_pawns<V: Variant>(
    pos: &Position<V>,
    forbidden: Bitboard,
) -> Result<(), PositionError> {
    if (pos.by_role(Role::Pawn) & forbidden).any() {
        return Err(PositionError::PawnsOnBackRank);
    }
    Ok(())
}

/// The side that just moved may not have left its king attacked.
pub fn validate_opposite_check<V: Variant>(pos: &Position<V>) -> Result<(), PositionError> {
    let them = !pos.turn();
    if let Some(king) = pos.king_of(them) {
        if pos.is_attacked(king, pos.turn(), pos.occupied()) {
            return Err(PositionError::OppositeCheck);
        }
    }
    Ok(())
}

//! Standard chess (and Chess960, which is standard chess with `CastlingMode::Chess960`): the
//! rules every other variant starts from, and the validation shared by variants with a royal
//! king.

use super::{Variant, VariantKind};
use crate::core::{Bitboard, Color, Role};
use crate::position::{Position, PositionError};

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

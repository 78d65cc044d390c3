//! King of the Hill: standard chess, and a king reaching d4, e4, d5 or e5 wins at once.
//!
//! The evaluation's knowledge of the variant (`Variant::eval_terms`) closes the file: small
//! hand-set weights, proven in games against Fairy-Stockfish rather than tuned.

use super::{side_difference, EvalBasis, Variant, VariantKind};
use crate::attacks;
use crate::core::{Bitboard, Color, Move, Role, Square};
use crate::position::{Outcome, Position, Termination};

#[derive(Copy, Clone, Default, Debug, PartialEq, Eq, Hash)]
pub struct KingOfTheHill;

impl Variant for KingOfTheHill {
    const KIND: VariantKind = VariantKind::KingOfTheHill;
    type State = ();
    const HAS_VARIANT_END: bool = true;
    const EVAL_BASIS: EvalBasis = EvalBasis::ChessUnscaled;
    const TACTICAL_QUIETS: bool = true;

    /// A king step onto the hill wins at once.
    #[inline]
    fn is_tactical_quiet(pos: &Position<Self>, m: Move) -> bool {
        Bitboard::CENTER.contains(m.to()) && pos.moved_role(m) == Role::King
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

/// Chebyshev distance from `sq` to the nearest of d4, e4, d5, e5.
fn hill_distance(sq: Square) -> u32 {
    let f = sq.file().index() as i32;
    let r = sq.rank().index() as i32;
    let df = if f < 3 { 3 - f } else { (f - 4).max(0) };
    let dr = if r < 3 { 3 - r } else { (r - 4).max(0) };
    df.max(dr) as u32
}

/// King of the hill: a king near the centre threatens to win outright.
fn hill_terms(pos: &Position<KingOfTheHill>, color: Color) -> i32 {
    let Some(king) = pos.king_of(color) else {
        return 0;
    };
    const BONUS: [i32; 5] = [0, 220, 90, 35, 0];
    let d = hill_distance(king) as usize;
    // A hill square next to the king that the enemy does not cover is a threat to win now.
    let reachable = attacks::king_attacks(king) & (Bitboard::CENTER - pos.by_color(color));
    let open_path = Iterator::any(&mut reachable.into_iter(), |sq| {
        !pos.is_attacked(sq, !color, pos.occupied().without(king))
    });
    BONUS[d.min(4)] + if open_path { 250 } else { 0 }
}

//! Racing kings' evaluation: the chess terms, and the race itself, rows of racing kings' own
//! layout (`RACE_LAYOUT`); both in its set (`src/weights/sets/racing_kings.rs`, written by
//! `ferrum tune --variant racingkings`).

use super::{EvalBasis, VariantEval};
use crate::attacks;
use crate::core::{Bitboard, Color};
use crate::eval::terms::Tracer;
use crate::position::Position;
use crate::variant::{RacingKings, Variant};
use crate::weights::layout::{assemble, term, Term};
use crate::weights::params::NUM_PARAMS;
use crate::weights::Pair;

crate::layout! {
    /// Racing kings' own terms, for each side.
    pub RACE_LAYOUT, RACE_PARAMS;
    /// By the king's rank (first to eighth): every rank advanced, more near the goal.
    RACE_RANK = term("race_rank", &[8], "race").monotone(),
    /// Per square of the next rank beside or ahead of the king that it could step to: not
    /// its own piece's, not attacked.
    RACE_FREE = term("race_free", &[], "race"),
}

/// The own layout's weights, from the variant's set (`weights::for_variant`).
static RACE_WEIGHTS: [Pair; RACE_PARAMS] = assemble(
    RACE_LAYOUT,
    [Pair::new(0, 0); RACE_PARAMS],
    crate::weights::for_variant(<RacingKings as Variant>::KIND).own,
);

impl VariantEval for RacingKings {
    const BASIS: EvalBasis = EvalBasis::Chess;
    const OWN_LAYOUT: &'static [Term] = RACE_LAYOUT;
    const OWN_WEIGHTS: &'static [Pair] = &RACE_WEIGHTS;

    fn trace_own_terms<T: Tracer>(pos: &Position<Self>, tracer: &mut T) {
        trace_race(pos, Color::White, tracer);
        trace_race(pos, Color::Black, tracer);
    }
}

/// Racing kings: every rank the king has advanced, more for the ranks near the goal, and a
/// free way to the next rank.
fn trace_race<T: Tracer>(pos: &Position<RacingKings>, color: Color, tracer: &mut T) {
    let Some(king) = pos.king_of(color) else {
        return;
    };
    let rank = king.rank().index();
    let ahead = attacks::king_attacks(king)
        & Bitboard((!0u64).checked_shl(8 * (rank as u32 + 1)).unwrap_or(0));
    let free = ahead
        .into_iter()
        .filter(|&sq| {
            !pos.by_color(color).contains(sq)
                && !pos.is_attacked(sq, !color, pos.occupied().without(king))
        })
        .count() as i32;
    tracer.add(color, NUM_PARAMS + RACE_RANK.at([rank]), 1);
    tracer.add(color, NUM_PARAMS + RACE_FREE.at([]), free);
}

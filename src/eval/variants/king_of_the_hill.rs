//! King of the hill's evaluation: the chess terms, and the king's way to the hill, a row of
//! king of the hill's own layout (`HILL_LAYOUT`); both in its set
//! (`src/weights/sets/king_of_the_hill.rs`, written by `ferrum tune --variant kingofthehill`).

use super::{EvalBasis, VariantEval};
use crate::core::{Bitboard, Color};
use crate::eval::terms::Tracer;
use crate::position::Position;
use crate::variant::{KingOfTheHill, Variant};
use crate::weights::layout::{assemble, term, Term};
use crate::weights::params::NUM_PARAMS;
use crate::weights::Pair;

/// The longest way to a hill square told apart (`HILL_WAY`'s first row: this or longer; the
/// hand-set weight is 0 from here on).
const LONGEST_WAY: usize = 25;

crate::layout! {
    /// King of the hill's own terms, for each side.
    pub HILL_LAYOUT, HILL_PARAMS;
    /// Per hill square, by how near it is to the king: the way's length (steps, plus the
    /// enemy pieces covering the square, plus one for an own piece standing on it), the last
    /// row one step, the first `LONGEST_WAY` or more. Nearer is never worse.
    HILL_WAY = term("hill_way", &[LONGEST_WAY], "hill").monotone(),
}

/// The own layout's weights, from the variant's set (`weights::for_variant`).
static HILL_WEIGHTS: [Pair; HILL_PARAMS] = assemble(
    HILL_LAYOUT,
    [Pair::new(0, 0); HILL_PARAMS],
    crate::weights::for_variant(<KingOfTheHill as Variant>::KIND).own,
);

impl VariantEval for KingOfTheHill {
    const BASIS: EvalBasis = EvalBasis::ChessUnscaled;
    const OWN_LAYOUT: &'static [Term] = HILL_LAYOUT;
    const OWN_WEIGHTS: &'static [Pair] = &HILL_WEIGHTS;

    fn trace_own_terms<T: Tracer>(pos: &Position<Self>, tracer: &mut T) {
        trace_hill(pos, Color::White, tracer);
        trace_hill(pos, Color::Black, tracer);
    }
}

/// King of the hill: the king's way to each hill square, a distance that grows with the enemy
/// pieces covering the square and with an own piece standing on it; one free step to the hill
/// counts most.
fn trace_hill<T: Tracer>(pos: &Position<KingOfTheHill>, color: Color, tracer: &mut T) {
    let Some(king) = pos.king_of(color) else {
        return;
    };
    let occ = pos.occupied().without(king);
    let enemies = pos.by_color(!color);
    for sq in Bitboard::CENTER {
        let steps = king.distance(sq) as usize;
        let covered = (pos.attackers_to(sq, occ) & enemies).count() as usize;
        let blocked = pos.by_color(color).contains(sq) as usize;
        let way = (steps + covered + blocked).clamp(1, LONGEST_WAY);
        tracer.add(color, NUM_PARAMS + HILL_WAY.at([LONGEST_WAY - way]), 1);
    }
}

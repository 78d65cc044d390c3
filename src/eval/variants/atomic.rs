//! Atomic's evaluation: the chess terms, and the blasts, rows of atomic's own layout
//! (`BLAST_LAYOUT`) fitted beside the chess terms; both in atomic's set
//! (`src/weights/sets/atomic.rs`, written by `ferrum tune --variant atomic`).

use super::{EvalBasis, VariantEval};
use crate::attacks;
use crate::core::{Color, Role};
use crate::eval::terms::Tracer;
use crate::position::Position;
use crate::variant::{Atomic, Variant};
use crate::weights::layout::{assemble, term, Term};
use crate::weights::params::NUM_PARAMS;
use crate::weights::Pair;

crate::layout! {
    /// Atomic's own terms (`blast_terms`).
    pub BLAST_LAYOUT, BLAST_PARAMS;
    /// Per own piece next to our king: a liability once the enemy can capture it.
    NEAR_OUR_KING = term("near_our_king", &[], "blasts"),
    /// Per enemy piece next to the enemy king: a capture there explodes the king.
    NEAR_THEIR_KING = term("near_their_king", &[], "blasts"),
    /// The kings touch: neither can be blown up by the other's captures nearby.
    TOUCHING_KINGS = term("touching_kings", &[], "blasts"),
    /// By the number (0, 1, 2 or more) of enemy pieces beside the enemy king that our pieces
    /// attack.
    BLAST_THREAT = term("blast_threat", &[3], "blasts"),
}

/// The own layout's weights, from the variant's set (`weights::for_variant`).
static BLAST_WEIGHTS: [Pair; BLAST_PARAMS] = assemble(
    BLAST_LAYOUT,
    [Pair::new(0, 0); BLAST_PARAMS],
    crate::weights::for_variant(<Atomic as Variant>::KIND).own,
);

impl VariantEval for Atomic {
    const BASIS: EvalBasis = EvalBasis::ChessUnscaled;
    const OWN_LAYOUT: &'static [Term] = BLAST_LAYOUT;
    const OWN_WEIGHTS: &'static [Pair] = &BLAST_WEIGHTS;

    fn trace_own_terms<T: Tracer>(pos: &Position<Self>, tracer: &mut T) {
        blast_terms(pos, Color::White, tracer);
        blast_terms(pos, Color::Black, tracer);
    }
}

/// Atomic: pieces next to the enemy king threaten to blow it up; our own pieces next to our
/// king are a liability once the enemy can capture them; and an enemy piece beside the enemy
/// king that one of our pieces attacks is a threat to win at once (the capture explodes the
/// king with it).
fn blast_terms<T: Tracer>(pos: &Position<Atomic>, color: Color, tracer: &mut T) {
    let (Some(ours), Some(theirs)) = (pos.king_of(color), pos.king_of(!color)) else {
        return;
    };
    let ring = attacks::king_attacks(theirs);
    let near_theirs = (ring & pos.by_color(!color)).count() as i32;
    let near_ours = (attacks::king_attacks(ours) & pos.by_color(color)).count() as i32;
    // Adjacent kings cannot be blown up by each other's captures nearby: a safe haven.
    let touching = attacks::king_attacks(ours).contains(theirs) as i32;
    // Kings never capture in atomic, so only our other pieces threaten.
    let targets = ring & pos.by_color(!color);
    let threats = if touching == 0 && targets.any() {
        let attackers = pos.by_color(color) - pos.by_role(Role::King);
        (pos.attacks_of(color, attackers) & targets).count() as usize
    } else {
        0
    };
    tracer.add(color, NUM_PARAMS + NEAR_OUR_KING.at([]), near_ours);
    tracer.add(color, NUM_PARAMS + NEAR_THEIR_KING.at([]), near_theirs);
    tracer.add(color, NUM_PARAMS + TOUCHING_KINGS.at([]), touching);
    tracer.add(color, NUM_PARAMS + BLAST_THREAT.at([threats.min(2)]), 1);
}

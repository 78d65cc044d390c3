//! Crazyhouse's evaluation: the chess terms, and the pockets and the attack they make, rows of
//! crazyhouse's own layout (`HAND_LAYOUT`) fitted beside the chess terms; both in crazyhouse's
//! set (`src/weights/sets/crazyhouse.rs`, written by `ferrum tune --variant crazyhouse`).

use super::king_attack::next_move_checks;
use super::{EvalBasis, VariantEval};
use crate::attacks;
use crate::core::{Color, Role};
use crate::eval::terms::Tracer;
use crate::position::Position;
use crate::variant::{Crazyhouse, Variant};
use crate::weights::layout::{assemble, term, Term};
use crate::weights::params::NUM_PARAMS;
use crate::weights::Pair;

/// The attack units counted, at most (`ATTACK`'s last row).
const MAX_UNITS: usize = 30;

crate::layout! {
    /// Crazyhouse's own terms, for each side.
    pub HAND_LAYOUT, HAND_PARAMS;
    /// Per piece in hand, by role (pawn to queen): material that can appear on any square.
    IN_HAND = term("in_hand", &[5], "pockets"),
    /// By the attack units against the enemy king (0 to 30, `attack_units`): the attack grows
    /// faster than its parts, since a king falls to a mating net of drops, not to one
    /// attacker.
    ATTACK = term("attack", &[MAX_UNITS + 1], "pockets").monotone(),
}

/// The own layout's weights, from the variant's set (`weights::for_variant`).
static HAND_WEIGHTS: [Pair; HAND_PARAMS] = assemble(
    HAND_LAYOUT,
    [Pair::new(0, 0); HAND_PARAMS],
    crate::weights::for_variant(<Crazyhouse as Variant>::KIND).own,
);

impl VariantEval for Crazyhouse {
    const BASIS: EvalBasis = EvalBasis::ChessUnscaled;
    const OWN_LAYOUT: &'static [Term] = HAND_LAYOUT;
    const OWN_WEIGHTS: &'static [Pair] = &HAND_WEIGHTS;

    fn trace_own_terms<T: Tracer>(pos: &Position<Self>, tracer: &mut T) {
        trace_hand(pos, Color::White, tracer);
        trace_hand(pos, Color::Black, tracer);
    }
}

const HAND_ROLES: [Role; 5] = [
    Role::Pawn,
    Role::Knight,
    Role::Bishop,
    Role::Rook,
    Role::Queen,
];

/// Crazyhouse: pieces in hand are material, and the attack on the enemy king is counted as
/// units, by their number: safe checks by move or drop, pieces aimed at the king's zone, pieces
/// in hand, and empty squares beside the king.
fn trace_hand<T: Tracer>(pos: &Position<Crazyhouse>, color: Color, tracer: &mut T) {
    for (i, role) in HAND_ROLES.into_iter().enumerate() {
        tracer.add(
            color,
            NUM_PARAMS + IN_HAND.at([i]),
            pos.pocket_count(color, role) as i32,
        );
    }
    tracer.add(color, NUM_PARAMS + ATTACK.at([attack_units(pos, color)]), 1);
}

/// The attack units of `color` against the enemy king, at most `MAX_UNITS`.
fn attack_units(pos: &Position<Crazyhouse>, color: Color) -> usize {
    /// Attack units per piece in hand, by role.
    const HAND_UNITS: [i32; 5] = [1, 2, 2, 2, 4];
    const SAFE_CHECK_UNITS: i32 = 3;
    const DEFENDED_CHECK_UNITS: i32 = 1;
    const ZONE_ATTACKER_UNITS: i32 = 2;
    const OPEN_RING_UNITS: i32 = 1;
    let hand_units: i32 = HAND_ROLES
        .into_iter()
        .map(|role| pos.pocket_count(color, role) as i32 * HAND_UNITS[role.index()])
        .sum();
    let open_ring = pos.king_of(!color).map_or(0, |king| {
        (attacks::king_attacks(king) - pos.occupied()).count() as i32
    });
    let checks = next_move_checks(pos, color, |role| pos.pocket_count(color, role) > 0);
    let units = SAFE_CHECK_UNITS * checks.safe.min(6)
        + DEFENDED_CHECK_UNITS * checks.defended.min(6)
        + ZONE_ATTACKER_UNITS * checks.zone_attackers
        + hand_units.min(8)
        + OPEN_RING_UNITS * open_ring;
    (units.max(0) as usize).min(MAX_UNITS)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The weights in use: the pieces in hand by role, and the attack non-decreasing in its
    /// units (the shape `tune --monotone` keeps).
    #[test]
    fn hand_weights_have_their_shape() {
        let attack = &HAND_WEIGHTS[ATTACK.range()];
        assert!(attack.windows(2).all(|w| w[0].mg <= w[1].mg), "{attack:?}");
        let in_hand = &HAND_WEIGHTS[IN_HAND.range()];
        assert!(in_hand[0].mg < in_hand[4].mg, "{in_hand:?}");
    }
}

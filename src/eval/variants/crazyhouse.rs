//! Crazyhouse's evaluation: the chess terms fitted on its games, and the pockets and the attack
//! they make with small hand-set weights, proven in games against Fairy-Stockfish rather than
//! tuned.

use super::king_attack::next_move_checks;
use super::{side_difference, EvalBasis, VariantEval};
use crate::attacks;
use crate::core::{Color, Role};
use crate::position::Position;
use crate::variant::Crazyhouse;
use crate::weights::params::NUM_PARAMS;
use crate::weights::{self, Pair};

impl VariantEval for Crazyhouse {
    const BASIS: EvalBasis = EvalBasis::ChessUnscaled;
    /// Fitted on crazyhouse games (`src/weights/crazyhouse.rs`).
    const WEIGHTS: &'static [Pair; NUM_PARAMS] = &weights::CRAZYHOUSE;

    fn own_terms(pos: &Position<Self>) -> i32 {
        side_difference(pos, hand_terms)
    }
}

/// Crazyhouse: pieces in hand are material, and the attack on the enemy king grows faster than
/// its parts (a king falls to a mating net of drops, not to one attacker): safe checks by move
/// or drop, pieces aimed at the king's zone, pieces in hand, and empty squares beside the king
/// add up to attack units, counted by their square.
fn hand_terms(pos: &Position<Crazyhouse>, color: Color) -> i32 {
    const HAND_ROLES: [Role; 5] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
    ];
    const IN_HAND: [i32; 5] = [110, 300, 320, 460, 880];
    /// Attack units per piece in hand, by role.
    const HAND_UNITS: [i32; 5] = [1, 2, 2, 2, 4];
    const SAFE_CHECK_UNITS: i32 = 3;
    const DEFENDED_CHECK_UNITS: i32 = 1;
    const ZONE_ATTACKER_UNITS: i32 = 2;
    const OPEN_RING_UNITS: i32 = 1;
    const MAX_UNITS: i32 = 30;
    let hand: i32 = HAND_ROLES
        .into_iter()
        .map(|role| pos.pocket_count(color, role) as i32 * IN_HAND[role.index()])
        .sum();
    let hand_units: i32 = HAND_ROLES
        .into_iter()
        .map(|role| pos.pocket_count(color, role) as i32 * HAND_UNITS[role.index()])
        .sum();
    let open_ring = pos.king_of(!color).map_or(0, |king| {
        (attacks::king_attacks(king) - pos.occupied()).count() as i32
    });
    let checks = next_move_checks(pos, color, |role| pos.pocket_count(color, role) > 0);
    let units = (SAFE_CHECK_UNITS * checks.safe.min(6)
        + DEFENDED_CHECK_UNITS * checks.defended.min(6)
        + ZONE_ATTACKER_UNITS * checks.zone_attackers
        + hand_units.min(8)
        + OPEN_RING_UNITS * open_ring)
        .min(MAX_UNITS);
    hand + units * units
}

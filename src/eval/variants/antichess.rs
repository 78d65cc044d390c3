//! The antichess family's evaluation: its own terms alone (the chess terms reward what the
//! family wants to lose), small hand-set weights proven in games against Fairy-Stockfish rather
//! than tuned: material counted the other way, and the forcing play that decides these games
//! (captures we may be made to take, offers that make the opponent take).

use super::{EvalBasis, VariantEval};
use crate::core::{Bitboard, Color, Role};
use crate::position::Position;
use crate::variant::{Antichess, Giveaway, Suicide, Variant};

/// The three share their evaluation.
macro_rules! antichess_eval {
    ($($name:ident),*) => {
        $(
            impl VariantEval for $name {
                const BASIS: EvalBasis = EvalBasis::OwnTermsOnly;

                fn own_terms(pos: &Position<Self>) -> i32 {
                    reversed_material(pos) + forcing(pos)
                }
            }
        )*
    };
}

antichess_eval!(Giveaway, Antichess, Suicide);

/// The antichess family: losing pieces is the goal, so material counts the other way; fewer
/// moves mean fewer chances to be forced into bad captures.
fn reversed_material<V: Variant>(pos: &Position<V>) -> i32 {
    const VALUE: [i32; 6] = [45, 60, 70, 60, 55, 60];
    let material = |color: Color| -> i32 {
        Role::ALL
            .into_iter()
            .map(|role| pos.pieces(color, role).count() as i32 * VALUE[role.index()])
            .sum()
    };
    material(Color::Black) - material(Color::White)
}

/// Each enemy piece `color` attacks: a capture it may be bound to make, on the opponent's terms.
const TARGET: i32 = -50;
/// Each empty square a piece of `color` can step to that the opponent attacks: an offer that
/// forces a capture, the way these games are won.
const OFFER: i32 = 100;

/// The forcing play, White's less Black's (Fairy-Stockfish's antichess terms, in this
/// evaluation's units): targets a side may be forced to take, and offers it can make. Each
/// side's attacks are mapped once: its pieces' for its own terms, all of them for the other's.
fn forcing<V: Variant>(pos: &Position<V>) -> i32 {
    let attacks = |color: Color| {
        let pawns = pos.pieces(color, Role::Pawn);
        (
            pos.attacks_of(color, pos.by_color(color) - pawns),
            pos.attacks_of(color, pawns),
        )
    };
    let white = attacks(Color::White);
    let black = attacks(Color::Black);
    side_forcing(pos, Color::White, white, black.0 | black.1)
        - side_forcing(pos, Color::Black, black, white.0 | white.1)
}

/// `color`'s forcing play, from its pieces' and pawns' attacks and the enemy's attacks.
fn side_forcing<V: Variant>(
    pos: &Position<V>,
    color: Color,
    (piece_attacks, pawn_attacks): (Bitboard, Bitboard),
    their_attacks: Bitboard,
) -> i32 {
    let theirs = pos.by_color(!color);
    let empty = !pos.occupied();
    let pawns = pos.pieces(color, Role::Pawn);
    let targets = ((piece_attacks | pawn_attacks) & theirs).count() as i32;
    let steps = (piece_attacks | pawns.forward(color)) & empty;
    let offers = (steps & their_attacks).count() as i32;
    TARGET * targets + OFFER * offers
}

//! The antichess family's evaluation: its own terms alone (the chess terms reward what the
//! family wants to lose), rows of one layout the three games share (`ANTICHESS_LAYOUT`), whose
//! weights are those of its set (`src/weights/sets/antichess.rs`, written by `ferrum tune
//! --variant antichess`): material counted the other way, and the forcing play that decides
//! these games (captures we may be made to take, offers that make the opponent take).

use super::{EvalBasis, VariantEval};
use crate::core::{Bitboard, Color, Role, VariantKind};
use crate::eval::terms::Tracer;
use crate::position::Position;
use crate::variant::{Antichess, Giveaway, Suicide, Variant};
use crate::weights::layout::{assemble, term, Term};
use crate::weights::params::NUM_PARAMS;
use crate::weights::Pair;

crate::layout! {
    /// The antichess family's own terms, for each side.
    pub ANTICHESS_LAYOUT, ANTICHESS_PARAMS;
    /// Each piece by role (pawn to king): losing pieces is the goal, so these are negative.
    MATERIAL = term("antichess_material", &[6], "material"),
    /// Each enemy piece attacked, by its role: a capture we may be bound to make, on the
    /// opponent's terms.
    TARGET = term("target", &[6], "forcing"),
    /// Each empty square a piece can step to that the opponent attacks: an offer that forces
    /// a capture, the way these games are won.
    OFFER = term("offer", &[], "forcing"),
    /// A side down to one to six pieces, by their number: near the goal.
    FEW_PIECES = term("few_pieces", &[6], "material"),
}

/// The own layout's weights of `kind`'s set (`weights::for_variant`): each of the three reads
/// its own arm, so that one of them given a set of its own plays it.
const fn own_weights(kind: VariantKind) -> [Pair; ANTICHESS_PARAMS] {
    assemble(
        ANTICHESS_LAYOUT,
        [Pair::new(0, 0); ANTICHESS_PARAMS],
        crate::weights::for_variant(kind).own,
    )
}

/// The three share their evaluation; each reads its own set.
macro_rules! antichess_eval {
    ($($name:ident),*) => {
        $(
            impl VariantEval for $name {
                const BASIS: EvalBasis = EvalBasis::OwnTermsOnly;
                const OWN_LAYOUT: &'static [Term] = ANTICHESS_LAYOUT;
                const OWN_WEIGHTS: &'static [Pair] = &own_weights(<$name as Variant>::KIND);


                fn trace_own_terms<T: Tracer>(pos: &Position<Self>, tracer: &mut T) {
                    trace_antichess(pos, tracer);
                }
            }
        )*
    };
}

antichess_eval!(Giveaway, Antichess, Suicide);

/// Both sides' rows. Each side's attacks are mapped once: its pieces' and pawns' apart, as a
/// pawn offers by its push, not by its attacks.
fn trace_antichess<V: Variant, T: Tracer>(pos: &Position<V>, tracer: &mut T) {
    let attacks = |color: Color| {
        let pawns = pos.pieces(color, Role::Pawn);
        (
            pos.attacks_of(color, pos.by_color(color) - pawns),
            pos.attacks_of(color, pawns),
        )
    };
    let white = attacks(Color::White);
    let black = attacks(Color::Black);
    trace_side(pos, Color::White, white, black.0 | black.1, tracer);
    trace_side(pos, Color::Black, black, white.0 | white.1, tracer);
}

/// `color`'s rows, from its pieces' and pawns' attacks and the enemy's attacks.
fn trace_side<V: Variant, T: Tracer>(
    pos: &Position<V>,
    color: Color,
    (piece_attacks, pawn_attacks): (Bitboard, Bitboard),
    their_attacks: Bitboard,
    tracer: &mut T,
) {
    let attacks = piece_attacks | pawn_attacks;
    for role in Role::ALL {
        let ours = pos.pieces(color, role).count() as i32;
        tracer.add(color, NUM_PARAMS + MATERIAL.at([role.index()]), ours);
        let attacked = (attacks & pos.pieces(!color, role)).count() as i32;
        tracer.add(color, NUM_PARAMS + TARGET.at([role.index()]), attacked);
    }
    let empty = !pos.occupied();
    let steps = (piece_attacks | pos.pieces(color, Role::Pawn).forward(color)) & empty;
    tracer.add(
        color,
        NUM_PARAMS + OFFER.at([]),
        (steps & their_attacks).count() as i32,
    );
    let pieces = pos.by_color(color).count() as usize;
    if (1..=6).contains(&pieces) {
        tracer.add(color, NUM_PARAMS + FEW_PIECES.at([pieces - 1]), 1);
    }
}

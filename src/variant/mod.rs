//! Chess variants as a type parameter. `Position<V: Variant>` is generic over the rules, so move
//! generation, make, search and evaluation are compiled once per variant and every
//! `if V::SOMETHING` branch vanishes from standard chess. The runtime choice (`UCI_Variant`,
//! XBoard `variant`, a PGN `Variant` tag) is made once at the boundary, through `AnyPosition`.
//!
//! Each variant lives in its own file and overrides only the hooks whose rules differ; the
//! rules are python-chess's `chess.variant` boards (which are lichess's). Chess960 is not a
//! variant but data (`CastlingMode`) and combines with every variant. The list of variants is
//! written once, `for_each_variant!` (in `crate::core`); the re-exports below and
//! `AnyPosition` are made from it.

pub mod antichess;
pub mod any;
pub mod atomic;
pub mod chess960;
pub mod crazyhouse;
pub mod horde;
pub mod king_of_the_hill;
pub mod racing_kings;
pub mod three_check;

pub use any::AnyPosition;
pub use crazyhouse::Pockets;
pub use three_check::RemainingChecks;

pub use crate::core::VariantKind;
pub use crate::position::rules::{Variant, VariantState};

/// Each variant's rules type, re-exported here under its own name (`variant::Atomic`).
macro_rules! reexport_rules {
    (() $($kind:ident => $module:ident::$rules:ident { $($field:tt)* },)*) => {
        $(pub use $module::$rules;)*
    };
}

crate::for_each_variant!(reexport_rules!());

/// Standard chess and the validation helpers the variants share (defined with the rules, in
/// `crate::position::rules`).
pub mod standard {
    pub use crate::position::rules::{
        validate_kings, validate_opposite_check, validate_pawns, validate_piece_counts,
        validate_royal_kings, Standard,
    };
}

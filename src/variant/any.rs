//! `AnyPosition`: a position of whichever variant the user chose, for the code at the
//! boundary (protocols, engine control, PGN, tournaments) that picks the variant at run time.
//! Each call dispatches once to the monomorphised `Position<V>`; nothing inside search or move
//! generation ever sees this enum.

use super::{Standard, Variant, VariantKind};
use crate::core::{Color, Move};
use crate::notation::{IllegalMoveError, SanError};
use crate::position::{CastlingMode, FenError, MoveList, Outcome, Position};

/// Makes `AnyPosition` from the list of variants (`for_each_variant!`), with a `From` for each
/// typed position and a compile-time check that each row's rules type has the row's kind.
macro_rules! any_position {
    (() $($kind:ident => $module:ident::$rules:ident { $($field:tt)* },)*) => {
        /// A position of any variant: one case per row of the list, named as its kind.
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub enum AnyPosition {
            $($kind(Position<super::$module::$rules>),)*
        }

        $(
            impl From<Position<super::$module::$rules>> for AnyPosition {
                fn from(pos: Position<super::$module::$rules>) -> AnyPosition {
                    AnyPosition::$kind(pos)
                }
            }

            const _: () = assert!(
                matches!(<super::$module::$rules as Variant>::KIND, VariantKind::$kind),
                concat!("the rules type of ", stringify!($kind), " has another KIND"),
            );
        )*
    };
}

crate::for_each_variant!(any_position!());

/// Runs `$body` with `$pos` bound to the typed position inside an `AnyPosition` (by value,
/// reference or mutable reference, as `$value` is). The body is compiled once per variant.
#[macro_export]
macro_rules! with_position {
    ($value:expr, $pos:ident => $body:expr) => {
        $crate::for_each_variant!($crate::__with_position_arms!(($value), $pos, ($body)))
    };
}

/// `with_position!`'s match, one arm per row of the list.
#[doc(hidden)]
#[macro_export]
macro_rules! __with_position_arms {
    (
        (($value:expr), $pos:ident, ($body:expr))
        $($kind:ident => $module:ident::$rules:ident { $($field:tt)* },)*
    ) => {
        match $value {
            $($crate::variant::AnyPosition::$kind($pos) => $body,)*
        }
    };
}

/// Runs `$body` with the type alias `$v` naming the rules of `$kind` (a `VariantKind`).
#[macro_export]
macro_rules! with_variant {
    ($kind:expr, $v:ident => $body:expr) => {
        $crate::for_each_variant!($crate::__with_variant_arms!(($kind), $v, ($body)))
    };
}

/// `with_variant!`'s match, one arm per row of the list.
#[doc(hidden)]
#[macro_export]
macro_rules! __with_variant_arms {
    (
        (($kind:expr), $v:ident, ($body:expr))
        $($name:ident => $module:ident::$rules:ident { $($field:tt)* },)*
    ) => {
        match $kind {
            $($crate::variant::VariantKind::$name => {
                type $v = $crate::variant::$module::$rules;
                $body
            })*
        }
    };
}

impl Default for AnyPosition {
    fn default() -> AnyPosition {
        AnyPosition::Standard(Position::startpos())
    }
}

impl AnyPosition {
    /// The starting position of a variant.
    pub fn new(kind: VariantKind, mode: CastlingMode) -> AnyPosition {
        with_variant!(kind, V => AnyPosition::from(Position::<V>::new(mode)))
    }

    /// A position of the variant from a FEN.
    pub fn from_fen(
        kind: VariantKind,
        fen: &str,
        mode: CastlingMode,
    ) -> Result<AnyPosition, FenError> {
        with_variant!(kind, V => Position::<V>::from_fen_variant(fen, mode).map(AnyPosition::from))
    }

    pub fn kind(&self) -> VariantKind {
        with_position!(self, pos => position_kind(pos))
    }

    pub fn fen(&self) -> String {
        with_position!(self, pos => pos.fen())
    }

    pub fn epd(&self) -> String {
        with_position!(self, pos => pos.epd())
    }

    /// The full key (transposition table).
    pub fn key(&self) -> u64 {
        with_position!(self, pos => pos.key())
    }

    /// The key repetitions compare (`Position::repetition_key`: en passant only when legal).
    pub fn repetition_key(&self) -> u64 {
        with_position!(self, pos => pos.repetition_key())
    }

    /// The Polyglot book key (board, castling, en passant, side to move).
    pub fn polyglot_key(&self) -> u64 {
        with_position!(self, pos => pos.polyglot_key())
    }

    pub fn turn(&self) -> Color {
        with_position!(self, pos => pos.turn())
    }

    pub fn fullmoves(&self) -> u32 {
        with_position!(self, pos => pos.fullmoves())
    }

    pub fn halfmoves(&self) -> u32 {
        with_position!(self, pos => pos.halfmoves())
    }

    pub fn is_check(&self) -> bool {
        with_position!(self, pos => pos.is_check())
    }

    pub fn castling_mode(&self) -> CastlingMode {
        with_position!(self, pos => pos.castling_mode())
    }

    pub fn set_castling_mode(&mut self, mode: CastlingMode) {
        with_position!(self, pos => pos.set_castling_mode(mode))
    }

    pub fn legal_moves(&self) -> MoveList {
        with_position!(self, pos => pos.legal_moves())
    }

    pub fn is_legal(&self, m: Move) -> bool {
        with_position!(self, pos => pos.is_legal(m))
    }

    /// Plays a legal move.
    pub fn play_unchecked(&mut self, m: Move) {
        with_position!(self, pos => pos.play_unchecked(m))
    }

    pub fn parse_uci(&self, text: &str) -> Result<Move, IllegalMoveError> {
        with_position!(self, pos => pos.parse_uci(text))
    }

    pub fn uci(&self, m: Move) -> String {
        with_position!(self, pos => pos.uci(m))
    }

    pub fn parse_san(&self, text: &str) -> Result<Move, SanError> {
        with_position!(self, pos => pos.parse_san(text))
    }

    pub fn san(&self, m: Move) -> String {
        with_position!(self, pos => pos.san(m))
    }

    pub fn variation_san(&self, moves: &[Move]) -> String {
        with_position!(self, pos => pos.variation_san(moves))
    }

    pub fn outcome(&self) -> Option<Outcome> {
        with_position!(self, pos => pos.outcome())
    }

    pub fn outcome_with_history(&self, history: &[u64], claim_draw: bool) -> Option<Outcome> {
        with_position!(self, pos => pos.outcome_with_history(history, claim_draw))
    }

    pub fn perft(&self, depth: u32) -> u64 {
        with_position!(self, pos => pos.perft(depth))
    }

    /// The incremental material and piece-square score (White's view).
    pub fn psq(&self) -> crate::weights::Pair {
        with_position!(self, pos => pos.psq())
    }

    /// The standard-chess position, if this is one.
    pub fn as_standard(&self) -> Option<&Position<Standard>> {
        match self {
            AnyPosition::Standard(pos) => Some(pos),
            _ => None,
        }
    }
}

fn position_kind<V: Variant>(_pos: &Position<V>) -> VariantKind {
    V::KIND
}

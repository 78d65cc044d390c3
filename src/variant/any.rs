//! `AnyPosition`: a position of whichever variant the user chose, for the code at the
//! boundary (protocols, engine control, PGN, tournaments) that picks the variant at run time.
//! Each call dispatches once to the monomorphised `Position<V>`; nothing inside search or move
//! generation ever sees this enum.

use super::{
    Antichess, Atomic, Crazyhouse, Giveaway, Horde, KingOfTheHill, RacingKings, Standard, Suicide,
    ThreeCheck, VariantKind,
};
use crate::core::{Color, Move};
use crate::notation::{IllegalMoveError, SanError};
use crate::position::{CastlingMode, FenError, MoveList, Outcome, Position};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnyPosition {
    Standard(Position<Standard>),
    Antichess(Position<Antichess>),
    Giveaway(Position<Giveaway>),
    Suicide(Position<Suicide>),
    Atomic(Position<Atomic>),
    KingOfTheHill(Position<KingOfTheHill>),
    RacingKings(Position<RacingKings>),
    Horde(Position<Horde>),
    ThreeCheck(Position<ThreeCheck>),
    Crazyhouse(Position<Crazyhouse>),
}

/// Runs `$body` with `$pos` bound to the typed position inside an `AnyPosition` (by value,
/// reference or mutable reference, as `$value` is). The body is compiled once per variant.
#[macro_export]
macro_rules! with_position {
    ($value:expr, $pos:ident => $body:expr) => {
        match $value {
            $crate::variant::AnyPosition::Standard($pos) => $body,
            $crate::variant::AnyPosition::Antichess($pos) => $body,
            $crate::variant::AnyPosition::Giveaway($pos) => $body,
            $crate::variant::AnyPosition::Suicide($pos) => $body,
            $crate::variant::AnyPosition::Atomic($pos) => $body,
            $crate::variant::AnyPosition::KingOfTheHill($pos) => $body,
            $crate::variant::AnyPosition::RacingKings($pos) => $body,
            $crate::variant::AnyPosition::Horde($pos) => $body,
            $crate::variant::AnyPosition::ThreeCheck($pos) => $body,
            $crate::variant::AnyPosition::Crazyhouse($pos) => $body,
        }
    };
}

/// Runs `$body` with the type alias `$v` naming the rules of `$kind` (a `VariantKind`).
#[macro_export]
macro_rules! with_variant {
    ($kind:expr, $v:ident => $body:expr) => {
        match $kind {
            $crate::variant::VariantKind::Standard => {
                type $v = $crate::variant::Standard;
                $body
            }
            $crate::variant::VariantKind::Antichess => {
                type $v = $crate::variant::Antichess;
                $body
            }
            $crate::variant::VariantKind::Giveaway => {
                type $v = $crate::variant::Giveaway;
                $body
            }
            $crate::variant::VariantKind::Suicide => {
                type $v = $crate::variant::Suicide;
                $body
            }
            $crate::variant::VariantKind::Atomic => {
                type $v = $crate::variant::Atomic;
                $body
            }
            $crate::variant::VariantKind::KingOfTheHill => {
                type $v = $crate::variant::KingOfTheHill;
                $body
            }
            $crate::variant::VariantKind::RacingKings => {
                type $v = $crate::variant::RacingKings;
                $body
            }
            $crate::variant::VariantKind::Horde => {
                type $v = $crate::variant::Horde;
                $body
            }
            $crate::variant::VariantKind::ThreeCheck => {
                type $v = $crate::variant::ThreeCheck;
                $body
            }
            $crate::variant::VariantKind::Crazyhouse => {
                type $v = $crate::variant::Crazyhouse;
                $body
            }
        }
    };
}

macro_rules! from_typed {
    ($($name:ident),*) => {
        $(impl From<Position<$name>> for AnyPosition {
            fn from(pos: Position<$name>) -> AnyPosition {
                AnyPosition::$name(pos)
            }
        })*
    };
}
from_typed!(
    Standard,
    Antichess,
    Giveaway,
    Suicide,
    Atomic,
    KingOfTheHill,
    RacingKings,
    Horde,
    ThreeCheck,
    Crazyhouse
);

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

    /// The full key (transposition table, repetitions).
    pub fn key(&self) -> u64 {
        with_position!(self, pos => pos.key())
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

fn position_kind<V: super::Variant>(_pos: &Position<V>) -> VariantKind {
    V::KIND
}

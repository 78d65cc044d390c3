//! How a game ended: plain values, apart from the rules that decide it (`game_end.rs`),
//! because the rules trait (`Variant::variant_outcome`) names them.

use crate::core::Color;
use std::fmt;

/// Why a game ended.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash)]
pub enum Termination {
    Checkmate,
    Stalemate,
    InsufficientMaterial,
    SeventyFiveMoves,
    FivefoldRepetition,
    FiftyMoves,
    ThreefoldRepetition,
    /// A variant's own win condition (explosion, hill, eighth rank, third check, ...).
    VariantWin,
    VariantLoss,
    VariantDraw,
}

impl fmt::Display for Termination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Termination::Checkmate => "checkmate",
            Termination::Stalemate => "stalemate",
            Termination::InsufficientMaterial => "insufficient material",
            Termination::SeventyFiveMoves => "75-move rule",
            Termination::FivefoldRepetition => "fivefold repetition",
            Termination::FiftyMoves => "50-move rule",
            Termination::ThreefoldRepetition => "threefold repetition",
            Termination::VariantWin => "variant win",
            Termination::VariantLoss => "variant loss",
            Termination::VariantDraw => "variant draw",
        })
    }
}

/// The result of a finished game: the winner (None for a draw) and why.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash)]
pub struct Outcome {
    pub winner: Option<Color>,
    pub termination: Termination,
}

impl Outcome {
    /// `1-0`, `0-1` or `1/2-1/2`.
    pub fn result(&self) -> &'static str {
        match self.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }
}

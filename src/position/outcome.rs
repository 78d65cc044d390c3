//! Game end by the rules of the position alone: checkmate, stalemate, insufficient material,
//! 75-move rule. Repetition needs the game history and lives in `game`.

use super::Position;
use crate::core::{Bitboard, Color, Role};
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

impl Position {
    pub fn is_checkmate(&self) -> bool {
        self.is_check() && self.legal_moves().is_empty()
    }

    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && self.legal_moves().is_empty()
    }

    /// python-chess's `has_insufficient_material(color)`: `color` cannot possibly mate.
    pub fn has_insufficient_material(&self, color: Color) -> bool {
        let ours = self.by_color(color);
        let heavy = self.by_role(Role::Pawn) | self.by_role(Role::Rook) | self.by_role(Role::Queen);
        if (ours & heavy).any() {
            return false;
        }
        if (ours & self.by_role(Role::Knight)).any() {
            // A lone knight mates only with help from enemy pieces other than a queen.
            let helpers =
                self.by_color(!color) - self.by_role(Role::King) - self.by_role(Role::Queen);
            return ours.count() <= 2 && helpers.is_empty();
        }
        if (ours & self.by_role(Role::Bishop)).any() {
            let bishops = self.by_role(Role::Bishop);
            let same_color = (bishops & Bitboard::DARK_SQUARES).is_empty()
                || (bishops & Bitboard::LIGHT_SQUARES).is_empty();
            return same_color
                && self.by_role(Role::Pawn).is_empty()
                && self.by_role(Role::Knight).is_empty();
        }
        true
    }

    pub fn is_insufficient_material(&self) -> bool {
        self.has_insufficient_material(Color::White) && self.has_insufficient_material(Color::Black)
    }

    /// The outcome by checkmate, stalemate, insufficient material or the 75-move rule, without
    /// looking at history.
    pub fn outcome(&self) -> Option<Outcome> {
        let no_moves = self.legal_moves().is_empty();
        if no_moves && self.is_check() {
            return Some(Outcome {
                winner: Some(!self.turn()),
                termination: Termination::Checkmate,
            });
        }
        if no_moves {
            return Some(Outcome {
                winner: None,
                termination: Termination::Stalemate,
            });
        }
        if self.is_insufficient_material() {
            return Some(Outcome {
                winner: None,
                termination: Termination::InsufficientMaterial,
            });
        }
        if self.halfmoves() >= 150 {
            return Some(Outcome {
                winner: None,
                termination: Termination::SeventyFiveMoves,
            });
        }
        None
    }
}

//! Game end by the rules of the position alone: checkmate, stalemate, insufficient material,
//! 75-move rule. Repetition needs the game history and lives in `game`. The values these
//! rules give, `Outcome` and `Termination`, are in `outcome.rs`.

use super::outcome::{Outcome, Termination};
use super::rules::Variant;
use super::{zobrist, Position};
use crate::attacks;
use crate::core::{Bitboard, Color, Move, Role};

impl<V: Variant> Position<V> {
    pub fn is_checkmate(&self) -> bool {
        self.is_check() && self.legal_moves().is_empty()
    }

    /// No legal move, not in check, and the game not over by the variant's rules.
    pub fn is_stalemate(&self) -> bool {
        !self.is_check()
            && V::variant_outcome(self, false).is_none()
            && self.legal_moves().is_empty()
    }

    /// python-chess's `has_insufficient_material(color)`: `color` cannot possibly win.
    pub fn has_insufficient_material(&self, color: Color) -> bool {
        V::has_insufficient_material(self, color)
    }

    /// The standard-chess rule of `has_insufficient_material`.
    pub fn standard_insufficient_material(&self, color: Color) -> bool {
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

    /// The outcome without looking at history, in python-chess's order: the variant's own end,
    /// checkmate, insufficient material, stalemate (no legal move), the 75-move rule.
    pub fn outcome(&self) -> Option<Outcome> {
        let no_moves = self.legal_moves().is_empty();
        if let Some(o) = V::variant_outcome(self, no_moves) {
            return Some(o);
        }
        if no_moves && self.is_check() {
            return Some(Outcome {
                winner: Some(!self.turn()),
                termination: Termination::Checkmate,
            });
        }
        if self.is_insufficient_material() {
            return Some(Outcome {
                winner: None,
                termination: Termination::InsufficientMaterial,
            });
        }
        if no_moves {
            return Some(Outcome {
                winner: None,
                termination: Termination::Stalemate,
            });
        }
        if V::MOVE_RULES && self.halfmoves() >= 150 {
            return Some(Outcome {
                winner: None,
                termination: Termination::SeventyFiveMoves,
            });
        }
        None
    }
}

/// How often the current position occurred, counting itself: `history` holds the repetition
/// keys (`Position::repetition_key`) of the earlier positions of the game, oldest first. Only
/// positions since the last irreversible move can repeat (in crazyhouse, where pieces return,
/// all of them may).
pub fn repetitions<V: Variant>(pos: &Position<V>, history: &[u64]) -> usize {
    let reach = if V::DROPS {
        history.len()
    } else {
        (pos.halfmoves() as usize).min(history.len())
    };
    let key = pos.repetition_key();
    1 + history[history.len() - reach..]
        .iter()
        .filter(|&&k| k == key)
        .count()
}

impl<V: Variant> Position<V> {
    /// The key that repetitions compare: python-chess's transposition key, which counts the
    /// en-passant square only when an en-passant capture is legal. `key()` counts it whenever a
    /// pawn of the side to move stands beside the pawn that advanced two squares (the Polyglot
    /// rule, which the book and the hash table read), so after a double push beside a pinned
    /// pawn the two differ, and the position the push made repeats later without the square.
    /// Every history of positions that is checked for repetitions holds these keys.
    #[inline]
    pub fn repetition_key(&self) -> u64 {
        match self.ep_square {
            Some(ep) if !self.has_legal_en_passant() => self.key ^ zobrist::ep_key(ep),
            _ => self.key,
        }
    }

    /// Whether an en-passant capture is legal here (python-chess's `has_legal_en_passant`).
    pub fn has_legal_en_passant(&self) -> bool {
        let Some(ep) = self.ep_square else {
            return false;
        };
        for from in attacks::pawn_attacks(!self.turn, ep) & self.pieces(self.turn, Role::Pawn) {
            if self.is_legal(Move::en_passant(from, ep)) {
                return true;
            }
        }
        false
    }
}

impl<V: Variant> Position<V> {
    /// The outcome with the game's history, as python-chess's `Board.outcome(claim_draw=...)`:
    /// the variant's end, checkmate, insufficient material, stalemate, 75-move rule and
    /// fivefold repetition always; with `claim_draw` also the 50-move rule and threefold
    /// repetition.
    pub fn outcome_with_history(&self, history: &[u64], claim_draw: bool) -> Option<Outcome> {
        if let Some(o) = self.outcome() {
            return Some(o);
        }
        let reps = repetitions(self, history);
        if reps >= 5 {
            return Some(Outcome {
                winner: None,
                termination: Termination::FivefoldRepetition,
            });
        }
        if claim_draw {
            if V::MOVE_RULES && self.halfmoves() >= 100 {
                return Some(Outcome {
                    winner: None,
                    termination: Termination::FiftyMoves,
                });
            }
            if reps >= 3 {
                return Some(Outcome {
                    winner: None,
                    termination: Termination::ThreefoldRepetition,
                });
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::CastlingMode;

    fn play(moves: &[&str]) -> (Position, Vec<u64>) {
        let mut pos = Position::startpos();
        let mut history = Vec::new();
        for m in moves {
            let mv = pos.parse_uci(m).unwrap();
            history.push(pos.repetition_key());
            pos.play_unchecked(mv);
        }
        (pos, history)
    }

    #[test]
    fn repetition_rules() {
        let shuffle = ["g1f3", "g8f6", "f3g1", "f6g8"];
        let moves: Vec<&str> = shuffle.iter().cycle().take(8).copied().collect();
        let (pos, history) = play(&moves);
        assert_eq!(repetitions(&pos, &history), 3);
        assert_eq!(pos.outcome_with_history(&history, false), None);
        assert_eq!(
            pos.outcome_with_history(&history, true)
                .unwrap()
                .termination,
            Termination::ThreefoldRepetition
        );
        let moves: Vec<&str> = shuffle.iter().cycle().take(16).copied().collect();
        let (pos, history) = play(&moves);
        assert_eq!(
            pos.outcome_with_history(&history, false)
                .unwrap()
                .termination,
            Termination::FivefoldRepetition
        );
    }

    #[test]
    fn the_repetition_key_counts_en_passant_only_when_it_is_legal() {
        let after_push = |fen: &str| {
            let mut pos = Position::from_fen(fen, CastlingMode::Standard).unwrap();
            pos.play_unchecked(pos.parse_uci("e2e4").unwrap());
            pos
        };
        // d4 is pinned by the bishop on b2: the square stays in the Polyglot key only.
        let pinned = after_push("1n6/8/8/4k3/3p4/8/1B2P3/6NK w - - 0 1");
        assert!(pinned.ep_square().is_some() && !pinned.has_legal_en_passant());
        let without = Position::from_fen(
            "1n6/8/8/4k3/3pP3/8/1B6/6NK b - - 0 1",
            CastlingMode::Standard,
        )
        .unwrap();
        assert_ne!(pinned.key(), without.key());
        assert_eq!(pinned.repetition_key(), without.repetition_key());
        // Unpinned, it may take: both keys hold the square.
        let free = after_push("1n6/8/8/4k3/3p4/8/4P3/6NK w - - 0 1");
        assert!(free.has_legal_en_passant());
        assert_eq!(free.repetition_key(), free.key());
        assert_eq!(without.repetition_key(), without.key());
    }

    #[test]
    fn move_rules_and_material() {
        let p = |fen: &str| Position::from_fen(fen, CastlingMode::Standard).unwrap();
        let fifty = p("4k3/8/8/8/8/8/8/R3K3 w - - 100 80");
        assert_eq!(fifty.outcome(), None);
        assert_eq!(
            fifty.outcome_with_history(&[], true).unwrap().termination,
            Termination::FiftyMoves
        );
        let seventy_five = p("4k3/8/8/8/8/8/8/R3K3 w - - 150 120");
        assert_eq!(
            seventy_five.outcome().unwrap().termination,
            Termination::SeventyFiveMoves
        );
        // Checkmate takes precedence over the 75-move rule.
        let mate = p("R3k3/8/4K3/8/8/8/8/8 b - - 150 120");
        assert_eq!(
            mate.outcome().unwrap(),
            Outcome {
                winner: Some(Color::White),
                termination: Termination::Checkmate
            }
        );
        assert_eq!(
            p("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")
                .outcome()
                .unwrap()
                .termination,
            Termination::Stalemate
        );
        // python-chess semantics of insufficient material.
        assert!(p("8/8/4k3/8/8/3NK3/8/8 w - - 0 1").is_insufficient_material());
        assert!(
            p("8/8/4k3/8/8/3BK3/8/5b2 w - - 0 1").is_insufficient_material(),
            "same-coloured bishops"
        );
        assert!(
            !p("8/8/4k3/8/8/3BK3/8/4b3 w - - 0 1").is_insufficient_material(),
            "opposite bishops can mate"
        );
        assert!(
            !p("8/8/4k3/8/8/2NNK3/8/8 w - - 0 1").is_insufficient_material(),
            "KNN has mating positions"
        );
        assert!(!p("8/8/4k3/8/8/3NK3/8/7q w - - 0 1").has_insufficient_material(Color::Black));
        assert!(p("8/8/4k3/8/8/3NK3/8/7q w - - 0 1").has_insufficient_material(Color::White));
        assert!(
            !p("8/8/4k3/8/8/3NK3/8/7r w - - 0 1").has_insufficient_material(Color::White),
            "KN v KR helpmate"
        );
    }
}

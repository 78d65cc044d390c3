//! `AnyGame`: a `PzGame` of whichever variant was chosen at run time, for the code that picks
//! the variant from outside (the Python module's `Board` and environments). As `AnyPosition`
//! does for positions, each call dispatches once to the game of the typed position.

use super::action::{action_count, action_to_move, legal_mask_into, move_to_action};
use super::observation::{channels, PzGame};
use crate::core::{Color, Move};
use crate::position::{MoveList, Outcome};
use crate::variant::{AnyPosition, VariantKind};

/// Makes `AnyGame` from the list of variants (`for_each_variant!`).
macro_rules! any_game {
    (() $($kind:ident => $module:ident::$rules:ident { $($field:tt)* },)*) => {
        /// A PettingZoo game of any variant: one case per row of the list, named as its kind.
        #[derive(Clone, Debug)]
        pub enum AnyGame {
            $($kind(PzGame<crate::variant::$module::$rules>),)*
        }

        impl AnyGame {
            /// A game starting at `root` (its board not in the history planes, as
            /// `env.reset()` starts one).
            pub fn new(root: AnyPosition) -> AnyGame {
                match root {
                    $(AnyPosition::$kind(pos) => AnyGame::$kind(PzGame::new(pos)),)*
                }
            }
        }
    };
}

crate::for_each_variant!(any_game!());

/// Runs `$body` with `$game` bound to the typed `PzGame` inside an `AnyGame` (by value,
/// reference or mutable reference, as `$value` is).
#[macro_export]
macro_rules! with_game {
    ($value:expr, $game:ident => $body:expr) => {
        $crate::for_each_variant!($crate::__with_game_arms!(($value), $game, ($body)))
    };
}

/// `with_game!`'s match, one arm per row of the list.
#[doc(hidden)]
#[macro_export]
macro_rules! __with_game_arms {
    (
        (($value:expr), $game:ident, ($body:expr))
        $($kind:ident => $module:ident::$rules:ident { $($field:tt)* },)*
    ) => {
        match $value {
            $($crate::learn::AnyGame::$kind($game) => $body,)*
        }
    };
}

impl AnyGame {
    pub fn kind(&self) -> VariantKind {
        self.position().kind()
    }

    /// The current position (a copy).
    pub fn position(&self) -> AnyPosition {
        with_game!(self, g => AnyPosition::from(g.position().clone()))
    }

    /// The position the game started from (a copy).
    pub fn root(&self) -> AnyPosition {
        with_game!(self, g => AnyPosition::from(g.root().clone()))
    }

    /// The position before each move (copies), oldest first.
    pub fn previous_positions(&self) -> Vec<AnyPosition> {
        with_game!(self, g => g
            .previous_positions()
            .iter()
            .map(|p| AnyPosition::from(p.clone()))
            .collect())
    }

    pub fn fen(&self) -> String {
        with_game!(self, g => g.position().fen())
    }

    pub fn turn(&self) -> Color {
        with_game!(self, g => g.position().turn())
    }

    pub fn ply(&self) -> usize {
        with_game!(self, g => g.ply())
    }

    pub fn legal_moves(&self) -> MoveList {
        with_game!(self, g => g.position().legal_moves())
    }

    /// Plays a legal move (check it first: `legal_moves`, `parse_uci`, `parse_san`).
    pub fn play(&mut self, m: Move) {
        with_game!(self, g => g.play(m))
    }

    /// Takes the last move back; `false` when there is none.
    pub fn pop(&mut self) -> bool {
        with_game!(self, g => g.pop())
    }

    pub fn uci(&self, m: Move) -> String {
        with_game!(self, g => g.position().uci(m))
    }

    pub fn san(&self, m: Move) -> String {
        with_game!(self, g => g.position().san(m))
    }

    /// The legal move a UCI text stands for, or why not.
    pub fn parse_uci(&self, text: &str) -> Result<Move, String> {
        with_game!(self, g => g.position().parse_uci(text).map_err(|e| e.to_string()))
    }

    /// The legal move a SAN text stands for, or why not.
    pub fn parse_san(&self, text: &str) -> Result<Move, String> {
        with_game!(self, g => g.position().parse_san(text).map_err(|e| e.to_string()))
    }

    /// python-chess's `outcome(claim_draw=...)` of the game (`PzGame::outcome_claiming`).
    pub fn outcome(&self, claim_draw: bool) -> Option<Outcome> {
        with_game!(self, g => g.outcome_claiming(claim_draw))
    }

    /// python-chess's `can_claim_draw` (50-move rule or threefold repetition, now or by one
    /// move).
    pub fn can_claim_draw(&self) -> bool {
        with_game!(self, g => g.can_claim_draw())
    }

    /// How often the current position occurred, itself included.
    pub fn repetitions(&self) -> usize {
        with_game!(self, g => g.repetitions())
    }

    pub fn perft(&self, depth: u32) -> u64 {
        with_game!(self, g => g.position().perft(depth))
    }

    /// Size of the action space (and of the mask).
    pub fn action_count(&self) -> usize {
        action_count(self.kind())
    }

    /// Channels of an observation with `history` earlier boards.
    pub fn channels(&self, history: usize) -> usize {
        channels(self.kind(), history)
    }

    /// `observer`'s observation into a zeroed buffer of `64 * channels(history)` values.
    pub fn observation_into<T: From<bool>>(&self, observer: Color, history: usize, out: &mut [T]) {
        with_game!(self, g => g.observation_into(observer, history, out))
    }

    /// The legal-action mask into a zeroed buffer of `action_count` values.
    pub fn legal_mask_into<T: From<bool>>(&self, out: &mut [T]) {
        with_game!(self, g => legal_mask_into(g.position(), out))
    }

    /// The action index of a legal move.
    pub fn move_to_action(&self, m: Move) -> usize {
        with_game!(self, g => move_to_action(g.position(), m))
    }

    /// The legal move an action stands for, if any.
    pub fn action_to_move(&self, action: usize) -> Option<Move> {
        with_game!(self, g => action_to_move(g.position(), action))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::CastlingMode;

    #[test]
    fn a_game_of_any_variant_plays_pops_and_encodes() {
        let mut game = AnyGame::new(AnyPosition::new(
            VariantKind::Crazyhouse,
            CastlingMode::Standard,
        ));
        assert_eq!(game.kind(), VariantKind::Crazyhouse);
        assert_eq!(game.action_count(), super::super::EXTENDED_ACTIONS);
        let start = game.fen();
        for text in ["e2e4", "d7d5", "e4d5", "g8f6"] {
            let m = game.parse_uci(text).unwrap();
            game.play(m);
        }
        // White holds a pawn in hand: its drops are actions past PettingZoo's 4672.
        let drop = game.parse_uci("P@e6").unwrap();
        assert!(game.move_to_action(drop) >= super::super::ACTIONS);
        assert_eq!(game.ply(), 4);
        assert!(game.pop() && game.pop() && game.pop() && game.pop());
        assert!(!game.pop());
        assert_eq!(game.fen(), start);
        assert_eq!(game.root().fen(), start);
        assert!(game.parse_uci("e2e5").is_err());
        let mut obs = vec![0; 64 * game.channels(7)];
        game.observation_into(Color::White, 7, &mut obs);
        assert_eq!(obs.iter().filter(|&&b| b == 1).count(), 5 * 64 + 1);
    }
}

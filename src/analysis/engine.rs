//! The engine that evaluates a game's positions: ferrum in-process, or another program over UCI
//! or XBoard, through the tournament's players (`tournament::player`), so that every engine
//! `ferrum tournament` can run can analyse.
//!
//! Each position is searched on its own with the same limit (depth, nodes or time). UCI engines
//! and ferrum get the game's moves since its start (or since its last null move, which no
//! protocol can send), so they see repetitions; their hash is kept through a game and cleared
//! between games. XBoard engines play each search as a move of their own, so every position
//! starts a fresh game on their side (`new`, `setboard` or the moves).

use super::judge::Score;
use crate::core::Move;
use crate::tournament::config::{EngineSpec, Protocol, TimeControl, Timeouts};
use crate::tournament::player::{self, GameStart, Player, PlayerError, ThinkRequest};
use crate::variant::AnyPosition;
use std::time::Duration;

/// An engine's verdict on one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// From White's point of view.
    pub score: Score,
    pub depth: u32,
    /// The engine's move and its line (starting with it).
    pub best: Move,
    pub pv: Vec<Move>,
}

/// A running engine ready to evaluate positions.
pub struct Analyser {
    player: Box<dyn Player>,
    /// XBoard: a new game on the engine's side for every position.
    fresh_game_per_position: bool,
    tc: TimeControl,
}

/// Options that make ferrum analyse rather than play: no book moves instead of a search.
const IN_PROCESS_OPTIONS: [(&str, &str); 2] = [("OwnBook", "false"), ("UCI_AnalyseMode", "true")];

impl Analyser {
    /// Starts the engine of `spec` (ferrum in-process when it has no command).
    pub fn start(
        spec: &EngineSpec,
        tc: &TimeControl,
        timeouts: Timeouts,
    ) -> Result<Analyser, PlayerError> {
        let mut spec = spec.clone();
        if spec.is_in_process() {
            for (name, value) in IN_PROCESS_OPTIONS {
                if !spec
                    .options
                    .iter()
                    .any(|(n, _)| n.eq_ignore_ascii_case(name))
                {
                    spec.options.push((name.to_string(), value.to_string()));
                }
            }
        }
        let fresh_game_per_position = spec.command.is_some() && spec.protocol == Protocol::Xboard;
        Ok(Analyser {
            player: player::create(&spec, timeouts)?,
            fresh_game_per_position,
            tc: tc.clone(),
        })
    }

    pub fn name(&self) -> &str {
        self.player.name()
    }

    /// Prepares a game from `start` (variant, Chess960, a cleared hash).
    pub fn new_game(&mut self, start: &AnyPosition) -> Result<(), PlayerError> {
        if self.fresh_game_per_position {
            return Ok(());
        }
        let game = GameStart {
            start,
            tc: &self.tc,
            opponent: "analysis",
        };
        self.player.start_game(&game)
    }

    /// Searches `pos`, reached from `root` by `moves` (no null move among them).
    pub fn evaluate(
        &mut self,
        root: &AnyPosition,
        moves: &[Move],
        pos: &AnyPosition,
    ) -> Result<Verdict, PlayerError> {
        if self.fresh_game_per_position {
            let game = GameStart {
                start: root,
                tc: &self.tc,
                opponent: "analysis",
            };
            self.player.start_game(&game)?;
        }
        let request = ThinkRequest {
            start: root,
            moves,
            pos,
            tc: &self.tc,
            own_ms: None,
            opp_ms: None,
            own_inc_ms: 0,
            opp_inc_ms: 0,
            moves_to_go: None,
            // A fixed time per move: stopped a second after it if the engine overruns.
            limit: self
                .tc
                .movetime_ms
                .map(|ms| Duration::from_millis(ms) + Duration::from_secs(1)),
        };
        let reply = self.player.think(&request)?;
        let eval = reply.eval.ok_or_else(|| {
            PlayerError::Crashed(format!(
                "no evaluation came with the move {} in {}",
                pos.uci(reply.mv),
                pos.fen()
            ))
        })?;
        let pv = if reply.pv.first() == Some(&reply.mv) {
            reply.pv
        } else {
            vec![reply.mv]
        };
        Ok(Verdict {
            score: Score::from_side(pos.turn(), eval.score),
            depth: eval.depth,
            best: reply.mv,
            pv,
        })
    }

    /// A crashed or stalled engine cannot go on.
    pub fn is_alive(&mut self) -> bool {
        self.player.is_alive()
    }

    pub fn quit(&mut self) {
        self.player.quit();
    }
}

impl Drop for Analyser {
    fn drop(&mut self) {
        self.player.quit();
    }
}

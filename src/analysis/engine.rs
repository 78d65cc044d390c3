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
use crate::position::Termination;
use crate::tournament::config::{EngineSpec, Protocol, TimeControl, Timeouts};
use crate::tournament::player::{self, GameStart, Player, PlayerError, ThinkRequest};
use crate::variant::AnyPosition;
use std::time::Duration;

/// The game is over in `pos` (no search possible): its value for White, `None` when the side to
/// move has won (a value `[%eval]` cannot write).
pub fn terminal_score(pos: &AnyPosition) -> Option<Option<Score>> {
    let over = match pos.outcome() {
        Some(o) => matches!(
            o.termination,
            Termination::Checkmate
                | Termination::Stalemate
                | Termination::VariantWin
                | Termination::VariantLoss
                | Termination::VariantDraw
        )
        .then_some(o),
        None => None,
    };
    let over = match over {
        Some(o) => o,
        None if pos.legal_moves().is_empty() => return Some(Some(Score::Cp(0))),
        None => return None,
    };
    Some(match over.winner {
        None => Some(Score::Cp(0)),
        Some(w) if w == pos.turn() => None,
        Some(winner) => Some(Score::Mate { winner, moves: 0 }),
    })
}

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

/// How many moves without a score an engine may answer before its silence is an error.
const FALLBACK_PLIES: usize = 8;

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

    /// Searches `pos`, reached from `root` by `moves` (no null move among them). An engine that
    /// answers without a score (a forced move, or a move of its own book, as XBoard engines
    /// do) is asked about the position after its move, up to `FALLBACK_PLIES` deep, and that
    /// value counts for this position.
    pub fn evaluate(
        &mut self,
        root: &AnyPosition,
        moves: &[Move],
        pos: &AnyPosition,
    ) -> Result<Verdict, PlayerError> {
        let mut line: Vec<Move> = moves.to_vec();
        let mut here = pos.clone();
        let mut forced: Vec<Move> = Vec::new();
        loop {
            let (mv, eval, pv) = self.search(root, &line, &here)?;
            if let Some(eval) = eval {
                let score = Score::from_side(here.turn(), eval.score);
                let pv = if pv.first() == Some(&mv) {
                    pv
                } else {
                    vec![mv]
                };
                let best = *forced.first().unwrap_or(&mv);
                forced.extend(pv);
                return Ok(Verdict {
                    score,
                    depth: eval.depth,
                    best,
                    pv: forced,
                });
            }
            let mut next = here.clone();
            next.play_unchecked(mv);
            forced.push(mv);
            if let Some(Some(score)) = terminal_score(&next) {
                // The silent moves end the game: its value is known (a mate so many moves on).
                let score = match score {
                    Score::Mate { winner, .. } => Score::Mate {
                        winner,
                        moves: forced.len().div_ceil(2) as u32,
                    },
                    draw => draw,
                };
                return Ok(Verdict {
                    score,
                    depth: 1,
                    best: forced[0],
                    pv: forced,
                });
            }
            if forced.len() > FALLBACK_PLIES || next.legal_moves().is_empty() {
                return Err(PlayerError::Crashed(format!(
                    "no evaluation came with the move {} in {}",
                    here.uci(mv),
                    here.fen()
                )));
            }
            line.push(mv);
            here = next;
        }
    }

    /// One search: the engine's move, its score (for the side to move) and its line.
    fn search(
        &mut self,
        root: &AnyPosition,
        moves: &[Move],
        pos: &AnyPosition,
    ) -> Result<(Move, Option<crate::tournament::player::Eval>, Vec<Move>), PlayerError> {
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
        Ok((reply.mv, reply.eval, reply.pv))
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Color;
    use crate::position::CastlingMode;
    use crate::variant::VariantKind;

    fn fen(kind: VariantKind, text: &str) -> AnyPosition {
        AnyPosition::from_fen(kind, text, CastlingMode::Standard).unwrap()
    }

    #[test]
    fn finished_games_have_known_values() {
        assert_eq!(terminal_score(&AnyPosition::default()), None);
        // Fool's mate: White is mated.
        let mated = fen(
            VariantKind::Standard,
            "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
        );
        assert_eq!(
            terminal_score(&mated),
            Some(Some(Score::Mate {
                winner: Color::Black,
                moves: 0
            }))
        );
        let stalemate = fen(VariantKind::Standard, "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        assert_eq!(terminal_score(&stalemate), Some(Some(Score::Cp(0))));
        // Antichess: the side to move has no pieces left and has won; [%eval] cannot say so.
        let won = fen(VariantKind::Antichess, "8/8/8/8/8/8/8/7q w - - 0 1");
        assert_eq!(terminal_score(&won), Some(None));
    }
}

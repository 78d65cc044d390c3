//! ferrum in-process: an `Engine` per player, options applied by name as UCI would, search
//! events collected from the sink. No process, no protocol text.

use super::{Eval, GameStart, Player, PlayerError, Reply, Score, ThinkRequest};
use crate::engine::options::{OptionError, OptionId};
use crate::engine::Engine;
use crate::game::GameResult;
use crate::position::CastlingMode;
use crate::search::{Limits, ScoreReport, SearchEvent};
use crate::tournament::config::{EngineSpec, Timeouts};
use crate::tt::Bound;
use crossbeam_channel::RecvTimeoutError;
use std::sync::Arc;
use std::time::Instant;

pub struct FerrumPlayer {
    name: String,
    engine: Engine,
    timeouts: Timeouts,
}

impl FerrumPlayer {
    pub fn new(spec: &EngineSpec, timeouts: Timeouts) -> Result<FerrumPlayer, PlayerError> {
        if spec.ponder {
            return Err(PlayerError::Start(
                "ponder is supported for external UCI engines only".into(),
            ));
        }
        let mut engine = Engine::new();
        for (name, value) in &spec.options {
            engine
                .set_option(name, value)
                .map_err(|e| PlayerError::Start(e.to_string()))?;
        }
        Ok(FerrumPlayer {
            name: spec.name.clone(),
            engine,
            timeouts,
        })
    }
}

impl Player for FerrumPlayer {
    fn name(&self) -> &str {
        &self.name
    }

    fn start_game(&mut self, game: &GameStart) -> Result<(), PlayerError> {
        let unsupported = |e: OptionError| PlayerError::Unsupported(e.to_string());
        self.engine
            .set_option_by_id(OptionId::Variant, game.start.kind().uci_name())
            .map_err(unsupported)?;
        let chess960 = game.start.castling_mode() == CastlingMode::Chess960;
        self.engine
            .set_option_by_id(OptionId::Chess960, if chess960 { "true" } else { "false" })
            .map_err(unsupported)?;
        self.engine.new_game();
        Ok(())
    }

    fn think(&mut self, req: &ThinkRequest) -> Result<Reply, PlayerError> {
        let mut replay = req.start.clone();
        let mut texts = Vec::with_capacity(req.moves.len());
        for &m in req.moves {
            texts.push(replay.uci(m));
            replay.play_unchecked(m);
        }
        let refs: Vec<&str> = texts.iter().map(String::as_str).collect();
        let fen = req.start.fen();
        self.engine
            .set_position(Some(&fen), &refs)
            .map_err(|e| PlayerError::Unsupported(e.to_string()))?;
        let limits = Limits {
            time_ms: req.own_ms,
            inc_ms: req.own_inc_ms as i64,
            movestogo: req.moves_to_go,
            depth: req.tc.depth.map(|d| d as i32),
            nodes: req.tc.nodes,
            movetime_ms: req.tc.movetime_ms.map(|ms| ms as i64),
            ..Limits::default()
        };
        let (tx, rx) = crossbeam_channel::unbounded();
        let sink = Arc::new(move |event: SearchEvent| {
            let _ = tx.send(event);
        });
        let started = Instant::now();
        self.engine.go(limits, sink);
        let mut eval = None;
        // Where every line is a bound (a mate whose line could not be completed is shown as
        // one), the last bound is the engine's word on its move.
        let mut bound_eval = None;
        let mut pv = Vec::new();
        let mut book = false;
        let mut stopped = false;
        let deadline = req.limit.map(|l| started + l);
        loop {
            let wait = if stopped {
                Some(Instant::now() + self.timeouts.stall)
            } else {
                deadline
            };
            let event = match wait {
                Some(d) => rx.recv_deadline(d),
                None => rx.recv().map_err(|_| RecvTimeoutError::Disconnected),
            };
            match event {
                Ok(SearchEvent::Info(info)) if info.multipv <= 1 => {
                    let score = match info.score_report() {
                        ScoreReport::Cp(cp) => Score::Cp(cp),
                        ScoreReport::Mate(n) => Score::Mate(n),
                    };
                    let seen = Eval {
                        score,
                        depth: info.depth.max(0) as u32,
                    };
                    if info.bound == Bound::Exact {
                        eval = Some(seen);
                        pv = info.pv;
                    } else {
                        bound_eval = Some(seen);
                    }
                }
                Ok(SearchEvent::BookMove { .. }) => book = true,
                Ok(SearchEvent::BestMove { best, .. }) => {
                    let elapsed = started.elapsed();
                    self.engine.wait();
                    let mv = best.ok_or_else(|| PlayerError::IllegalMove("(none)".into()))?;
                    if !req.pos.is_legal(mv) {
                        return Err(PlayerError::IllegalMove(req.pos.uci(mv)));
                    }
                    return Ok(Reply {
                        mv,
                        eval: eval.or(bound_eval),
                        elapsed,
                        book,
                        pv,
                    });
                }
                Ok(_) => {}
                Err(RecvTimeoutError::Timeout) if !stopped => {
                    self.engine.stop();
                    stopped = true;
                }
                Err(RecvTimeoutError::Timeout) => {
                    self.engine.stop();
                    return Err(PlayerError::Stalled(format!(
                        "no move {} ms after stop",
                        self.timeouts.stall.as_millis()
                    )));
                }
                Err(RecvTimeoutError::Disconnected) => {
                    self.engine.wait();
                    return Err(PlayerError::Crashed(
                        "the search ended without a move".into(),
                    ));
                }
            }
        }
    }

    fn end_game(&mut self, _result: GameResult, _reason: &str) {
        self.engine.abort();
    }

    fn is_alive(&mut self) -> bool {
        true
    }

    fn quit(&mut self) {
        self.engine.abort();
    }
}

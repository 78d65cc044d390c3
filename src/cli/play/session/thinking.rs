//! The engine's side of the sitting: starting its searches (moves and hints) on the engine's
//! thread, the live "thinking" line, and what to do with the answer (play it, resign, or
//! show it as a hint).

use super::{Pace, Purpose, Search, Session};
use crate::cli::play::game::{clock_face, GameEnd};
use ferrum::core::{Color, Move};
use ferrum::engine::policy;
use ferrum::search::{Limits, ScoreReport, SearchEvent};
use std::sync::Arc;
use std::time::{Duration, Instant};

impl Session {
    pub(super) fn go(&mut self, purpose: Purpose, limits: Limits) {
        self.next_id += 1;
        let id = self.next_id;
        let uci = self.game.uci_moves();
        let refs: Vec<&str> = uci.iter().map(String::as_str).collect();
        let fen = self.game.start.fen();
        if let Err(e) = self.engine.set_position(Some(&fen), &refs) {
            // Cannot happen for a game of legal moves; said rather than hidden.
            self.screen.say(&format!("error: {e}"));
            return;
        }
        let tx = self.events.clone();
        let sink = Arc::new(move |event: SearchEvent| {
            let _ = tx.send((id, event));
        });
        self.search = Some(Search {
            id,
            purpose,
            root: self.game.pos.clone(),
            info: None,
            shown: Instant::now(),
            book: false,
        });
        self.engine.go(limits, sink);
    }

    pub(super) fn start_engine_move(&mut self) {
        let engine = !self.human;
        let limits = match (self.opts.pace, &mut self.clocks) {
            (Pace::Clock(spec), Some(clocks)) => {
                clocks.start(engine);
                Limits {
                    time_ms: Some(clocks.left_now(engine)),
                    inc_ms: spec.inc_ms as i64,
                    movestogo: clocks.moves_to_go(engine),
                    ..Limits::default()
                }
            }
            (Pace::MoveTime(ms), _) => Limits {
                movetime_ms: Some(ms as i64),
                ..Limits::default()
            },
            (Pace::Depth(d), _) => Limits::depth(d as i32),
            (Pace::Clock(_), None) => Limits::depth(1),
        };
        self.go(Purpose::Move, limits);
        if self.opts.style.ansi {
            self.screen.live("ferrum is thinking ...", terminal_width());
        } else if self.opts.interactive {
            // No live line without cursor codes: one line now, the summary with the move.
            self.screen.say("ferrum is thinking ...");
        }
    }

    /// Stops a running search and forgets it (its last events are ignored by id).
    pub(super) fn cancel_search(&mut self) {
        if self.search.take().is_some() {
            self.engine.abort();
        }
    }

    pub fn on_event(&mut self, id: u64, event: SearchEvent) {
        let Some(search) = &mut self.search else {
            return;
        };
        if search.id != id {
            return;
        }
        match event {
            SearchEvent::Info(info) => {
                if info.multipv <= 1 {
                    search.info = Some(info);
                    if search.shown.elapsed() >= Duration::from_millis(100) {
                        search.shown = Instant::now();
                        self.show_thinking();
                    }
                }
            }
            SearchEvent::BookMove { .. } => search.book = true,
            SearchEvent::Message(text) => self.notes.push(text),
            SearchEvent::BestMove { best, .. } => {
                let Some(search) = self.search.take() else {
                    return;
                };
                self.engine.wait();
                match search.purpose {
                    Purpose::Hint => self.hint_found(&search, best),
                    Purpose::Move => self.engine_moves(&search, best),
                }
                self.drain_queue();
                self.prompt_if_waiting();
            }
            SearchEvent::CurrMove { .. } => {}
        }
    }

    /// The live "thinking" line: depth, score, best line in SAN, and the clocks.
    pub(super) fn show_thinking(&mut self) {
        let Some(search) = &self.search else {
            return;
        };
        let who = match search.purpose {
            Purpose::Move => "ferrum is thinking",
            Purpose::Hint => "looking for a hint",
        };
        let mut text = format!("{who} ... {}", summary(search));
        if let Some(c) = &self.clocks {
            let engine = !self.human;
            text = format!("[{}] {text}", clock_face(c.left_now(engine)));
        }
        if text != self.shown_live || !self.screen.is_live() {
            self.screen.live(&text, terminal_width());
            self.shown_live = text;
        }
    }

    pub(super) fn hint_found(&mut self, search: &Search, best: Option<Move>) {
        match best.filter(|&m| search.root.is_legal(m)) {
            Some(m) if search.root == self.game.pos => {
                let detail = if search.book {
                    "book move".to_string()
                } else {
                    summary(search)
                };
                self.screen
                    .say(&format!("Hint: {} ({detail})", search.root.san(m)));
            }
            _ => self.screen.say("No hint: the position changed."),
        }
    }

    pub(super) fn engine_moves(&mut self, search: &Search, best: Option<Move>) {
        let engine = !self.human;
        if let Some(c) = &mut self.clocks {
            c.stop(true);
            if c.left_ms(engine) < 0 {
                self.end(GameEnd::loss(engine, "loses on time", "time forfeit"));
                return;
            }
        }
        let Some(m) = best.filter(|&m| self.game.pos.is_legal(m)) else {
            // No legal move means the game was over; anything else is a bug, said plainly.
            self.screen
                .say("error: ferrum found no legal move; the game is adjourned");
            return;
        };
        if let Some(info) = &search.info {
            if info.bound == ferrum::tt::Bound::Exact {
                self.last_score = Some(info.score);
            }
        }
        self.hopeless = match self.last_score {
            Some(s) if s <= policy::RESIGN_SCORE => self.hopeless + 1,
            _ => 0,
        };
        if self.hopeless >= policy::RESIGN_MOVES {
            self.end(GameEnd::loss(engine, "resigns", "normal"));
            return;
        }
        let text = self.game.play(m);
        let detail = if search.book {
            "book move".to_string()
        } else {
            summary(search)
        };
        self.notes
            .push(format!("ferrum played {text}   ({detail})"));
        self.after_move();
    }
}

/// `depth 9  score +0.35  Nf3 Nc6 Bb5` from the search's last report.
fn summary(search: &Search) -> String {
    let Some(info) = &search.info else {
        return "depth 0".to_string();
    };
    let score = match info.score_report() {
        ScoreReport::Cp(cp) => {
            // From White's point of view, as boards are read.
            let cp = if search.root.turn() == Color::White {
                cp
            } else {
                -cp
            };
            format!("{:+.2}", cp as f64 / 100.0)
        }
        ScoreReport::Mate(n) => {
            let white_mates = (n > 0) == (search.root.turn() == Color::White);
            format!(
                "mate in {} for {}",
                n.abs(),
                if white_mates { "White" } else { "Black" }
            )
        }
    };
    let line = search.root.variation_san(&info.pv[..info.pv.len().min(6)]);
    format!("depth {}  score {score}  {line}", info.depth)
}

fn terminal_width() -> usize {
    std::env::var("COLUMNS")
        .ok()
        .and_then(|c| c.parse().ok())
        .filter(|&w: &usize| w >= 20)
        .unwrap_or(80)
}

//! XBoard / CECP v2 (the Chess Engine Communication Protocol of xboard, WinBoard, Cute Chess
//! and PyChess) on the same `Engine` as UCI.
//!
//! - `command`: GUI lines parsed into typed commands (pure, no position);
//! - `format`: features, options, thinking lines, moves, result claims as text (pure);
//! - `clock`: `level`/`st`/`sd`/`nps`/`time`/`otim` turned into protocol-neutral `Limits`;
//! - `variants`: the XBoard variant names ferrum plays;
//! - `policy` (shared with `ferrum play`, in `engine`): when to offer or accept a draw and when
//!   to resign;
//! - `session`: the game state (force / playing a colour / analysing / pondering) and the
//!   command handlers.
//!
//! One loop owns the session and waits on two channels: lines from the stdin thread and events
//! from the search, each tagged with the id of the search that sent it.

pub mod clock;
pub mod command;
pub mod format;
pub use crate::engine::policy;
pub mod session;
pub mod variants;

use super::io::{Line, Output};
use crossbeam_channel::{select, unbounded, Receiver};
pub use session::Session;

/// The XBoard loop. `first` is the command that selected XBoard (`xboard`).
pub fn run(first: Line, input: Receiver<Line>, out: Output) -> i32 {
    let (events_tx, events) = unbounded();
    let mut session = Session::new(out, events_tx);
    session.handle_received(&first.text, first.received);
    while !session.finished() {
        select! {
            recv(input) -> line => match line {
                Ok(line) => session.handle_received(&line.text, line.received),
                // EOF means quit.
                Err(_) => break,
            },
            recv(events) -> event => {
                if let Ok((id, event)) = event {
                    session.on_event(id, event);
                }
            }
        }
    }
    session.shutdown();
    0
}

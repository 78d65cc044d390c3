//! The XBoard command loop: input lines go to a real `Session` (engine included), and the
//! search events it starts are fed back as the protocol loop would. When the engine is thinking
//! on its move after a line, `?` asks for the move at once; it must come within 10 s (else the
//! session hangs: a crash here). Pondering and analysis run on in the background until a later
//! line abandons them. Lines setting `memory`, `cores`, tablebase paths or file options, and `hint`
//! (a 300 ms search each time) are skipped.
#![no_main]

use crossbeam_channel::{unbounded, Receiver, RecvTimeoutError};
use ferrum::engine::options::REGISTRY;
use ferrum::protocol::xboard::command::{parse, Command};
use ferrum::protocol::xboard::format::option_name_matches;
use ferrum::protocol::xboard::session::TaggedEvent;
use ferrum::protocol::xboard::Session;
use ferrum_fuzz::{is_heavy_option, lines, Captured};
use libfuzzer_sys::fuzz_target;
use std::time::{Duration, Instant};

fn skipped(cmd: &Command) -> bool {
    match cmd {
        Command::Memory(_) | Command::Cores(_) | Command::EgtPath { .. } | Command::Hint => true,
        Command::Option { name, .. } => REGISTRY
            .iter()
            .any(|o| is_heavy_option(o.id) && option_name_matches(o.spec.name, name)),
        _ => false,
    }
}

/// Feeds the session the events that are there; when it thinks on its move, `?` and the events
/// up to the move.
fn settle(session: &mut Session, events: &Receiver<TaggedEvent>) {
    while let Ok((id, ev)) = events.try_recv() {
        session.on_event(id, ev);
    }
    if !session.is_thinking() {
        return;
    }
    session.handle_line("?");
    let deadline = Instant::now() + Duration::from_secs(10);
    while session.is_thinking() {
        let left = deadline.saturating_duration_since(Instant::now());
        match events.recv_timeout(left) {
            Ok((id, ev)) => session.on_event(id, ev),
            Err(RecvTimeoutError::Timeout) => panic!("no move 10 s after '?'"),
            Err(RecvTimeoutError::Disconnected) => panic!("event channel closed while thinking"),
        }
    }
    while let Ok((id, ev)) = events.try_recv() {
        session.on_event(id, ev);
    }
}

fuzz_target!(|data: &[u8]| {
    let captured = Captured::default();
    let (tx, events) = unbounded();
    let mut session = Session::new(captured.output(), tx);
    for line in lines(data).into_iter().take(64) {
        if skipped(&parse(&line)) {
            continue;
        }
        session.handle_line(&line);
        settle(&mut session, &events);
        if session.finished() {
            break;
        }
    }
    session.shutdown();
    let _ = captured.take_lines();
});

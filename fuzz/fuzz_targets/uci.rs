//! The UCI command loop: input lines go to `protocol::uci::handle` with a real `Engine`, as
//! the stdin thread would deliver them. Each search is told to stop right after the line that
//! started it (so no input searches long), which also exercises commands arriving while a
//! search winds down. Checked: every `go` answers exactly one `bestmove`, in order; the move is
//! legal in the position the search started from (`(none)` only when there is none) and the
//! ponder move is legal after it. Lines setting `Hash`, `Threads` or file paths, `bench`, and
//! `go perft` deeper than 3 are skipped (see `is_heavy_option`).
#![no_main]

use ferrum::engine::options::OptionId;
use ferrum::engine::Engine;
use ferrum::protocol::uci::{handle, parse, Command};
use ferrum::variant::AnyPosition;
use ferrum_fuzz::{is_heavy_option, lines, Captured};
use libfuzzer_sys::fuzz_target;

fn skipped(cmd: &Command) -> bool {
    match cmd {
        Command::SetOption { name, .. } => OptionId::find(name).is_some_and(is_heavy_option),
        Command::Bench(_) => true,
        Command::Go(p) => p.perft.is_some_and(|d| d > 3),
        _ => false,
    }
}

fuzz_target!(|data: &[u8]| {
    let captured = Captured::default();
    let out = captured.output();
    let mut engine = Engine::new();
    // The positions each search started from, in order.
    let mut searched: Vec<AnyPosition> = Vec::new();
    for line in lines(data).into_iter().take(64) {
        let cmd = parse(&line);
        if skipped(&cmd) {
            continue;
        }
        let before = engine.position().clone();
        let go = matches!(&cmd, Command::Go(p) if p.perft.is_none());
        let keep_going = handle(&mut engine, &line, &out);
        if go {
            searched.push(before);
        }
        engine.stop();
        if !keep_going {
            break;
        }
    }
    engine.abort();
    let answers: Vec<String> = captured
        .take_lines()
        .into_iter()
        .filter(|l| l.starts_with("bestmove"))
        .collect();
    assert_eq!(answers.len(), searched.len(), "not one bestmove per go: {answers:?}");
    for (answer, pos) in answers.iter().zip(&searched) {
        let words: Vec<&str> = answer.split_whitespace().collect();
        let best = words.get(1).copied().unwrap_or("");
        if best == "(none)" {
            assert!(pos.legal_moves().is_empty(), "'{answer}' with legal moves in {}", pos.fen());
            continue;
        }
        let m = pos
            .parse_uci(best)
            .unwrap_or_else(|_| panic!("'{answer}' not legal in {}", pos.fen()));
        if let (Some(&"ponder"), Some(p)) = (words.get(2), words.get(3)) {
            let mut after = pos.clone();
            after.play_unchecked(m);
            assert!(after.parse_uci(p).is_ok(), "ponder move of '{answer}' illegal in {}", after.fen());
        }
    }
});

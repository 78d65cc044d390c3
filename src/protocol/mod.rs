//! Protocol front ends. One thread reads stdin and sends lines over a channel; the protocol loop
//! owns the `Engine`. The first command picks the protocol: `uci` (or anything else) for UCI,
//! `xboard` for XBoard.

pub mod io;
pub mod uci;
pub mod xboard;

use io::{spawn_input, Output};

/// Runs the protocol loop on stdin/stdout until `quit` or EOF; returns the exit code.
pub fn run_stdio() -> i32 {
    let input = spawn_input();
    let out = Output::stdout();
    // Skip blank lines before the first command.
    let first = loop {
        match input.recv() {
            Ok(line) if line.trim().is_empty() => continue,
            Ok(line) => break line,
            Err(_) => return 0,
        }
    };
    if first.trim() == "xboard" {
        xboard::run(first, input, out)
    } else {
        uci::run(first, input, out)
    }
}

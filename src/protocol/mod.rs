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

/// Runs protocol commands given as program arguments, one argument a line, and stops as at EOF:
/// OpenBench's client starts `ferrum "genfens N seed S book None" "quit"`.
pub fn run_lines(lines: Vec<String>) -> i32 {
    let (tx, input) = crossbeam_channel::unbounded();
    for line in lines {
        // The receiver is alive until `run` returns below, so a send cannot fail here.
        let _ = tx.send(line);
    }
    drop(tx);
    let Ok(first) = input.recv() else {
        return 0;
    };
    let out = Output::stdout();
    if first.trim() == "xboard" {
        xboard::run(first, input, out)
    } else {
        uci::run(first, input, out)
    }
}

/// Protocol commands that, as a program's first argument, mean "run these lines" rather than a
/// subcommand (`bench` and `perft` are subcommands of their own).
pub const ARGUMENT_COMMANDS: [&str; 9] = [
    "genfens",
    "spsa",
    "uci",
    "xboard",
    "position",
    "go",
    "setoption",
    "isready",
    "ucinewgame",
];

//! Protocol front ends. One thread reads stdin and sends lines over a channel; the protocol loop
//! owns the `Engine`. The first command picks the protocol: `uci` (or anything else) for UCI,
//! `xboard` for XBoard.

pub mod io;
pub mod uci;
pub mod xboard;

use io::{spawn_input, Line, Output};

/// Runs the protocol loop on stdin/stdout until `quit` or EOF; returns the exit code.
pub fn run_stdio() -> i32 {
    let input = spawn_input();
    let out = Output::stdout();
    // Skip blank lines before the first command.
    let first = loop {
        match input.recv() {
            Ok(line) if line.text.trim().is_empty() => continue,
            Ok(line) => break line,
            Err(_) => return 0,
        }
    };
    run_protocol(first, input, out)
}

/// Runs protocol commands given as program arguments, one argument a line; then, unless one of
/// them was `quit`, goes on with stdin. OpenBench's client starts
/// `ferrum "genfens N seed S book None" "quit"`; a GUI configured with `ferrum xboard` gets the
/// protocol it named and the engine stays for its commands.
pub fn run_lines(lines: Vec<String>) -> i32 {
    let (tx, input) = crossbeam_channel::unbounded();
    let quits = lines.iter().any(|l| l.trim() == "quit");
    for line in lines {
        // The receiver is alive until `run` returns below, so a send cannot fail here.
        let _ = tx.send(Line::now(line));
    }
    if quits {
        drop(tx);
    } else {
        let stdin = spawn_input();
        // Forwards stdin after the arguments; ends with stdin (EOF) or with the protocol loop.
        let _ = std::thread::Builder::new()
            .name("stdin-forward".into())
            .spawn(move || {
                for line in stdin {
                    if tx.send(line).is_err() {
                        break;
                    }
                }
            });
    }
    let Ok(first) = input.recv() else {
        return 0;
    };
    let out = Output::stdout();
    run_protocol(first, input, out)
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

/// The protocol loop the first command picks: `xboard` for XBoard, anything else UCI.
fn run_protocol(first: Line, input: crossbeam_channel::Receiver<Line>, out: Output) -> i32 {
    if first.text.trim() == "xboard" {
        xboard::run(first, input, out)
    } else {
        uci::run(first, input, out)
    }
}

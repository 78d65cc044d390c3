//! ferrum under the real XBoard GUI (Debian's `xboard` 4.9 on a virtual X server from
//! `xvfb-run`): two-machine matches against itself with pondering, in Fischer random and
//! crazyhouse, and analysis mode. Each run's `-debug` log is read for what XBoard
//! would show as a fault (an `Error` or `Illegal move` from ferrum, a feature XBoard rejected, a
//! move XBoard refused), and each match's result is read from the PGN XBoard saved. `make test`
//! installs `xboard`, `xvfb` and `xauth`; the runs take turns, one XBoard at a time. (A match
//! against Fairy-Max was left out: under load Fairy-Max sometimes never answered its first move.)

use crate::common::{desktop_turn, installed, ScratchDir};
use std::path::Path;
use std::process::Command;

const FERRUM: &str = env!("CARGO_BIN_EXE_ferrum");

fn scratch_dir(name: &str) -> ScratchDir {
    ScratchDir::new(&format!("xboard-{name}"))
}

/// What one XBoard run left behind.
struct Run {
    pgn: String,
    debug: String,
}

/// Runs `xboard ARGS` with a debug log on a free virtual display, for at most `seconds`
/// (XBoard ends by itself after a match; analysis runs until the limit).
fn xboard(name: &str, args: &[&str], seconds: u32) -> Run {
    // One XBoard at a time, and not beside PyChess: two engines pondering already fill the
    // machine's two cores.
    let _turn = desktop_turn();
    let xvfb_run = installed("xvfb-run", "xvfb");
    installed("xauth", "xauth");
    let xboard = installed("/usr/games/xboard", "xboard");
    let dir = scratch_dir(name);
    let limit = seconds.to_string();
    // `xvfb-run -a` picks a free display; two starting at once can pick the same one, and the
    // loser fails to start its X server: then it is tried again.
    for attempt in 1..=3 {
        let out = Command::new(xvfb_run)
            .args([
                "-a",
                "-s",
                "-screen 0 1280x1024x24",
                "timeout",
                "-s",
                "TERM",
            ])
            .arg(&limit)
            .arg(xboard)
            .args(args)
            .args([
                "-debug",
                "-nameOfDebugFile",
                "xboard.debug",
                "-saveSettingsOnExit",
                "false",
                "-popupExitMessage",
                "false",
                "-soundProgram",
                "true",
                "-sgf",
                "games.pgn",
            ])
            .current_dir(&dir)
            .output()
            .expect("start xvfb-run");
        let stderr = String::from_utf8_lossy(&out.stderr);
        if dir.join("xboard.debug").exists() || attempt == 3 {
            // 124: the time limit ended the run (analysis); XBoard's own exit status says
            // nothing about the engines, which the log and the PGN do.
            println!("xboard run {name}: {}", out.status);
            break;
        }
        eprintln!("xboard did not start ({}): {stderr}", out.status);
        std::thread::sleep(std::time::Duration::from_secs(2));
    }
    let read = |p: &Path| std::fs::read_to_string(p).unwrap_or_default();
    Run {
        pgn: read(&dir.join("games.pgn")),
        debug: read(&dir.join("xboard.debug")),
    }
}

/// Lines of XBoard's log that show a protocol fault of a ferrum instance (the first engine, and
/// the second when it is ferrum too): an `Error` or refused move it sent, a feature XBoard
/// rejected, and XBoard's own complaints about an illegal move.
fn faults(debug: &str, second_is_ferrum: bool) -> Vec<&str> {
    let ours = |l: &str, dir: char| {
        l.contains(&format!("{dir}first : "))
            || (second_is_ferrum && l.contains(&format!("{dir}second: ")))
    };
    let engine_io = |l: &str| {
        ["<first : ", ">first : ", "<second: ", ">second: "]
            .iter()
            .any(|p| l.contains(p))
    };
    debug
        .lines()
        .filter(|l| {
            (ours(l, '<') && (l.contains(": Error") || l.contains(": Illegal move")))
                || (ours(l, '>') && l.contains(": rejected "))
                || (!engine_io(l) && l.to_lowercase().contains("illegal move"))
        })
        .collect()
}

fn results(pgn: &str) -> Vec<&str> {
    pgn.lines().filter(|l| l.starts_with("[Result ")).collect()
}

/// A two-game match (colours swapped) that finished with a result each and no fault.
fn check_match(run: &Run, second_is_ferrum: bool) {
    println!("{}", run.pgn);
    let results = results(&run.pgn);
    if results.len() != 2 {
        let lines: Vec<&str> = run.debug.lines().collect();
        let tail = lines[lines.len().saturating_sub(60)..].join("\n");
        panic!(
            "two finished games expected: {}\nend of XBoard's log:\n{tail}",
            run.pgn
        );
    }
    assert!(results.iter().all(|r| !r.contains('*')), "{results:?}");
    let faults = faults(&run.debug, second_is_ferrum);
    assert!(faults.is_empty(), "{faults:?}");
    assert!(run.debug.contains("<first : move "), "ferrum moved");
}

fn match_args<'a>(second: &'a str, tc: &'a str, extra: &[&'a str]) -> Vec<&'a str> {
    // XBoard calls the flag itself (`-autoCallFlag`): an engine that stops answering loses on
    // time instead of holding the match until the run's time limit.
    let mut args = vec![
        "-fcp",
        FERRUM,
        "-scp",
        second,
        "-mg",
        "2",
        "-tc",
        tc,
        "-inc",
        "0.1",
        "-autoCallFlag",
        "true",
    ];
    args.extend_from_slice(extra);
    args
}

#[test]
fn match_against_itself_with_pondering() {
    let run = xboard("ponder", &match_args(FERRUM, "0:10", &["-ponder"]), 400);
    check_match(&run, true);
    assert!(run.debug.contains("<first : # ponder "), "ferrum pondered");
    // Thinking output in the classic four fields (what XBoard and PyChess both read).
    assert!(
        run.debug.lines().any(|l| {
            let Some(text) = l.split("<first : ").nth(1) else {
                return false;
            };
            let fields: Vec<&str> = text.split(' ').collect();
            fields.len() > 4
                && fields[..4].iter().all(|f| f.parse::<i64>().is_ok())
                && fields[4].parse::<i64>().is_err()
        }),
        "thinking lines"
    );
}

#[test]
fn fischer_random_match_against_itself() {
    let run = xboard(
        "frc",
        &match_args(FERRUM, "0:10", &["-variant", "fischerandom"]),
        400,
    );
    check_match(&run, true);
    assert!(
        run.pgn.contains("[Variant \"fischerandom\"]"),
        "{}",
        run.pgn
    );
}

#[test]
fn crazyhouse_match_against_itself() {
    let run = xboard(
        "zh",
        &match_args(FERRUM, "0:10", &["-variant", "crazyhouse"]),
        400,
    );
    check_match(&run, true);
    assert!(run.pgn.contains("[Variant \"crazyhouse\"]"), "{}", run.pgn);
    assert!(run.debug.contains('@'), "some piece was dropped");
}

#[test]
fn analysis_mode() {
    // XBoard starts in analysis on a loaded position, asks for `.` status every few seconds,
    // and quits when the time limit ends the run. A mate in one is proven at once: the
    // analysis prints a handful of lines and then stays quiet (it went to depth 127 before).
    let dir = scratch_dir("analysis-fen");
    let fen = dir.join("mate.fen");
    std::fs::write(&fen, "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1\n").unwrap();
    let fen = fen.to_string_lossy().to_string();
    let run = xboard(
        "analysis",
        &["-fcp", FERRUM, "-initialMode", "Analysis", "-lpf", &fen],
        8,
    );
    let faults = faults(&run.debug, false);
    assert!(faults.is_empty(), "{faults:?}");
    assert!(run.debug.contains(">first : analyze"), "{}", run.debug);
    let thinking: Vec<&str> = run
        .debug
        .lines()
        .filter(|l| l.contains("<first : ") && l.contains("Ra8#"))
        .collect();
    assert!(!thinking.is_empty(), "{}", run.debug);
    assert!(thinking.len() <= 16, "{thinking:?}");
    assert!(run.debug.contains("<first : stat01: "), "answers `.`");
}

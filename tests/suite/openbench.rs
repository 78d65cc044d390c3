//! OpenBench readiness: the worker builds with `make -j EXE=<path>` and runs `<path> bench`,
//! reading `<nodes> nodes <nps> nps` from the last line; the node count must be the same in
//! every run (OpenBench's "Non-Deterministic Benches" check).

use std::process::Command;

use crate::common::ScratchDir;

/// The last line of `bench`, parsed the way OpenBench's Client/bench.py does (non-alphanumeric
/// characters become spaces, then `N nodes` and `M nps`).
fn nodes_and_nps(output: &str) -> (u64, u64) {
    let last = output.lines().last().expect("bench printed nothing");
    let words: Vec<String> = last
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { ' ' })
        .collect::<String>()
        .split_whitespace()
        .map(str::to_string)
        .collect();
    assert_eq!(words.len(), 4, "last line: {last}");
    assert_eq!(
        (words[1].as_str(), words[3].as_str()),
        ("nodes", "nps"),
        "{last}"
    );
    (
        words[0].parse().expect("nodes"),
        words[2].parse().expect("nps"),
    )
}

fn bench(exe: &str) -> (u64, u64) {
    let out = Command::new(exe).arg("bench").output().expect("run bench");
    assert!(out.status.success(), "bench failed");
    nodes_and_nps(&String::from_utf8_lossy(&out.stdout))
}

#[test]
fn bench_last_line_is_deterministic_and_parses_as_openbench_reads_it() {
    let exe = env!("CARGO_BIN_EXE_ferrum");
    let (nodes, nps) = bench(exe);
    assert!(nodes > 100_000 && nps > 0);
    let (again, _) = bench(exe);
    assert_eq!(nodes, again, "bench node count differs between runs");
}

#[test]
#[ignore = "builds the release binary through make: run in release (CI does)"]
fn make_with_exe_builds_the_binary_openbench_runs() {
    let dir = ScratchDir::new("openbench");
    let exe = dir.join("ferrum-ob");
    let status = Command::new("make")
        .arg("-j")
        .arg(format!("EXE={}", exe.display()))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .status()
        .expect("make must be installed");
    assert!(status.success(), "make EXE=... failed");
    let (nodes, _) = bench(exe.to_str().expect("utf-8 path"));
    assert_eq!(nodes, bench(env!("CARGO_BIN_EXE_ferrum")).0);
}

/// The FENs of `genfens`, read as OpenBench's Client/genfens.py reads them: every stdout line
/// starting `info string genfens `, the text after `genfens `.
fn genfens(command: &str) -> (Vec<String>, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_ferrum"))
        .args([command, "quit"])
        .output()
        .expect("run genfens");
    assert!(out.status.success(), "genfens exit status {:?}", out.status);
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    let fens = stdout
        .lines()
        .filter(|l| l.starts_with("info string genfens "))
        .map(|l| {
            l.split_once("genfens ")
                .map_or("", |x| x.1)
                .trim_end()
                .to_string()
        })
        .collect();
    (fens, stdout)
}

/// python-chess checks every FEN: valid, not over, and in the six fields OpenBench's
/// `convert_fen_to_epd` splits (`fen.split()[4:]` must be the two clocks).
fn check_with_python_chess(fens: &[String], chess960: bool, variant: &str) {
    let script = format!(
        r#"
import sys, chess, chess.variant
cls = chess.variant.find_variant("{variant}")
for line in sys.stdin.read().splitlines():
    halfmove, fullmove = line.split()[4:]
    epd = " ".join(line.split()[:4]) + " hmvc %d; fmvn %d;" % (int(halfmove), int(fullmove))
    board = cls(line, chess960={chess960})
    assert board.is_valid(), ("invalid", line, board.status())
    assert not board.is_game_over(), ("over", line)
    assert board.fen() == line or {chess960}, ("fen differs", line, board.fen())
"#,
        chess960 = if chess960 { "True" } else { "False" }
    );
    let mut child = Command::new("python3")
        .args(["-c", &script])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("python3 with python-chess (`make test` installs them)");
    {
        use std::io::Write;
        let mut stdin = child.stdin.take().expect("stdin");
        stdin
            .write_all(fens.join("\n").as_bytes())
            .expect("write FENs");
    }
    let out = child.wait_with_output().expect("python3");
    assert!(
        out.status.success(),
        "python-chess rejected a genfens FEN: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn genfens_as_the_openbench_client_calls_it() {
    let (fens, stdout) = genfens("genfens 24 seed 1234567 book None");
    assert_eq!(fens.len(), 24, "{stdout}");
    let distinct: std::collections::HashSet<&String> = fens.iter().collect();
    assert_eq!(distinct.len(), 24);
    check_with_python_chess(&fens, false, "chess");
    // The same seed gives the same positions, another seed others (the client gives each
    // thread its own seed).
    assert_eq!(genfens("genfens 24 seed 1234567 book None").0, fens);
    let other = genfens("genfens 24 seed 1234568 book None").0;
    assert_eq!(other.len(), 24);
    assert_ne!(other, fens);
}

#[test]
fn genfens_from_books_chess960_and_variants() {
    let dir = ScratchDir::new("genfens-it");
    // A book in OpenBench's EPD form (operations after the four fields).
    let book = dir.join("small.epd");
    std::fs::write(
        &book,
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - hmvc 0; fmvn 2;\n\
         rnbqkb1r/pppppppp/5n2/8/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - hmvc 1; fmvn 2;\n\
         r1bqkbnr/pppppppp/2n5/8/2P5/8/PP1PPPPP/RNBQKBNR w KQkq - hmvc 1; fmvn 2;\n",
    )
    .expect("book");
    let (fens, stdout) = genfens(&format!("genfens 10 seed 5 book {}", book.display()));
    assert_eq!(fens.len(), 10, "{stdout}");
    check_with_python_chess(&fens, false, "chess");
    // Two random plies after a book line at move 2: move 3, White to move.
    assert!(
        fens.iter().all(|f| f.ends_with(" 3") && f.contains(" w ")),
        "{fens:?}"
    );
    // A DFRC book by name (OpenBench's rule: FRC or 960 in the name means Chess960 castling).
    let frc = dir.join("DFRC_small.epd");
    std::fs::write(
        &frc,
        "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/NRBBKQRN w GBge - 0 1\n\
         nrkbbrqn/pppppppp/8/8/8/8/PPPPPPPP/QRKNRBBN w FBeb - 0 1\n",
    )
    .expect("frc book");
    let (fens, stdout) = genfens(&format!("genfens 6 seed 8 book {} plies 4", frc.display()));
    assert_eq!(fens.len(), 6, "{stdout}");
    check_with_python_chess(&fens, true, "chess");
    // Generated Chess960 and double Chess960 starts, and a variant.
    for (extra, chess960, variant) in [
        ("frc", true, "chess"),
        ("dfrc", true, "chess"),
        ("variant atomic", false, "atomic"),
        ("variant crazyhouse", false, "crazyhouse"),
    ] {
        let (fens, stdout) = genfens(&format!("genfens 8 seed 3 book None {extra}"));
        assert_eq!(fens.len(), 8, "{extra}: {stdout}");
        check_with_python_chess(&fens, chess960, variant);
    }
    // Bad input: a clear error line, no FEN, a clean exit.
    for bad in [
        "genfens ten seed 1 book None",
        "genfens 3 seed 1 book /nonexistent/book.epd",
        "genfens 3 seed 1 book None frobnicate",
    ] {
        let (fens, stdout) = genfens(bad);
        assert!(fens.is_empty(), "{bad}: {stdout}");
        assert!(
            stdout.contains("info string error: genfens"),
            "{bad}: {stdout}"
        );
    }
}

/// Commands as arguments without `quit`: they run first, then stdin is read as usual (a GUI
/// configured with `ferrum xboard` or `ferrum uci`).
#[test]
fn argument_commands_then_stdin() {
    use crate::common::engine_proc::EngineProc;
    use std::time::Duration;
    let wait = Duration::from_secs(20);
    let mut e = EngineProc::start(&["uci", "setoption name MultiPV value 2"]);
    e.expect_prefix("uciok", wait);
    e.send("position startpos");
    e.send("go depth 4");
    let lines = e.collect_until(|l| l.starts_with("bestmove "), wait);
    assert!(
        lines.iter().any(|l| l.contains(" multipv 2 ")),
        "{:?}",
        e.transcript
    );
    e.send("isready");
    e.expect_prefix("readyok", wait);
    e.send("quit");
    assert_eq!(e.wait_exit(wait), Some(0));
    // With `quit` among the arguments stdin is not read: the engine ends at once.
    let out = Command::new(env!("CARGO_BIN_EXE_ferrum"))
        .args(["isready", "quit"])
        .stdin(std::process::Stdio::piped())
        .output()
        .expect("ferrum runs");
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "readyok");
    // XBoard named as the argument: the XBoard protocol, then stdin.
    let mut e = EngineProc::start(&["xboard"]);
    e.send("protover 2");
    e.expect(|l| l.contains("done=1"), wait);
    e.send("quit");
    assert_eq!(e.wait_exit(wait), Some(0));
}

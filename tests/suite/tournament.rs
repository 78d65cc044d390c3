//! `ferrum selfplay`, `ferrum tournament` and `ferrum svg` through the binary, checked with
//! python-chess (tests/python/tournament_check.py, svg_check.py) and scripted engines
//! (tests/python/fake_engine.py). `ferrum svg`'s board is rendered by Debian's Chromium. The
//! gauntlet against Debian engines (toga2, phalanx) is `#[ignore]`d: the README's test command
//! (`make test`) installs them and runs it with `--include-ignored`.

use ferrum::game::pgn::read_games;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use crate::common::{installed, ScratchDir};

fn ferrum() -> Command {
    Command::new(env!("CARGO_BIN_EXE_ferrum"))
}

fn python(script: &str) -> Command {
    let mut c = Command::new("python3");
    c.arg(format!(
        "{}/tests/python/{script}",
        env!("CARGO_MANIFEST_DIR")
    ));
    c
}

fn fake() -> String {
    format!("{}/tests/python/fake_engine.py", env!("CARGO_MANIFEST_DIR"))
}

fn temp_dir(name: &str) -> ScratchDir {
    ScratchDir::new(&format!("tournament-{name}"))
}

fn text(out: &Output) -> (String, String) {
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn check_pgn(pgn: &Path, games: usize, base: &str, inc: &str, require_eval: bool) -> String {
    let mut cmd = python("tournament_check.py");
    cmd.arg(pgn).arg(games.to_string()).arg(base).arg(inc);
    if require_eval {
        cmd.arg("--require-eval");
    }
    let out = cmd
        .output()
        .expect("python3 with python-chess (`make test` installs them)");
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stdout}\n{stderr}");
    stdout
}

/// The README's example: 40 games at 1s+0.01s, two at a time, PGN and SVG.
#[test]
fn selfplay_40_games_read_by_python_chess() {
    let dir = temp_dir("selfplay");
    let pgn = dir.join("selfplay.pgn");
    let svg = dir.join("svg");
    let out = ferrum()
        .args([
            "selfplay",
            "--games",
            "40",
            "--tc",
            "1+0.01",
            "--concurrency",
            "2",
        ])
        .arg("--pgn")
        .arg(&pgn)
        .arg("--svg")
        .arg(&svg)
        .output()
        .unwrap();
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stdout}\n{stderr}");
    // Progress (stderr is not a terminal: a line per game) and the final table.
    assert_eq!(stderr.matches("Finished game ").count(), 40, "{stderr}");
    assert!(stderr.contains("ferrum-1 vs ferrum-2  W "), "{stderr}");
    assert!(
        stdout.contains("40 games of 40 played; time control 1+0.01"),
        "{stdout}"
    );
    assert!(stdout.contains("Elo ± 95%"), "{stdout}");
    let summary = check_pgn(&pgn, 40, "1", "0.01", true);
    println!("{summary}");
    assert!(summary.starts_with("games 40 "), "{summary}");
    // Our own reader agrees; every game of a pair shares nothing but the players.
    let games: Vec<_> = read_games(&std::fs::read_to_string(&pgn).unwrap())
        .into_iter()
        .map(Result::unwrap)
        .collect();
    assert_eq!(games.len(), 40);
    let mut rounds: Vec<usize> = games
        .iter()
        .map(|g| g.tag("Round").unwrap().parse().unwrap())
        .collect();
    rounds.sort();
    assert_eq!(rounds, (1..=40).collect::<Vec<_>>());
    for g in &games {
        assert_eq!(g.tag("TimeControl"), Some("1+0.01"));
        assert_eq!(g.tag("Event"), Some("ferrum selfplay"));
        let n: usize = g.tag("Round").unwrap().parse().unwrap();
        let (w, b) = if n % 2 == 1 {
            ("ferrum-1", "ferrum-2")
        } else {
            ("ferrum-2", "ferrum-1")
        };
        assert_eq!((g.tag("White"), g.tag("Black")), (Some(w), Some(b)));
    }
    // Two SVG files per game, well formed.
    let files: Vec<PathBuf> = std::fs::read_dir(&svg)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(files.len(), 80);
    let out = python("svg_check.py").args(&files).output().unwrap();
    let (o, e) = text(&out);
    assert!(out.status.success(), "{o}\n{e}");
    assert!(o.contains("well-formed: 80 files"), "{o}");
}

/// Crashes, stalls, illegal moves, time losses and resignations end games with the right
/// result and reason; a crashed engine is restarted and the tournament goes on.
#[test]
fn failures_end_games_and_the_tournament_goes_on() {
    let dir = temp_dir("failures");
    let pgn = dir.join("f.pgn");
    let f = fake();
    let out = ferrum()
        .env("FAKE_MARKER", dir.join("crashed-once"))
        .args([
            "tournament",
            "--format",
            "gauntlet",
            "--engine",
            "name=ferrum",
        ])
        .args([
            "--engine",
            "name=crasher",
            "cmd=python3",
            &format!("arg={f}"),
            "arg=uci-crash",
            "arg=4",
        ])
        .args([
            "--engine",
            "name=staller",
            &format!("cmd=python3 {f} uci-stall"),
        ])
        .args([
            "--engine",
            "name=illegal",
            &format!("cmd=python3 {f} uci-illegal"),
        ])
        .args([
            "--engine",
            "name=slow",
            &format!("cmd=python3 {f} uci-slow 1300"),
        ])
        .args([
            "--engine",
            "name=resigner",
            "proto=xboard",
            &format!("cmd=python3 {f} xboard-resign 2"),
        ])
        .args([
            "--engine",
            "name=xb",
            "proto=xboard",
            &format!("cmd=python3 {f} xboard"),
        ])
        .args([
            "--games",
            "2",
            "--tc",
            "1+0.01",
            "--concurrency",
            "2",
            "--stall-timeout",
            "1",
            "--quiet",
        ])
        .arg("--pgn")
        .arg(&pgn)
        .output()
        .unwrap();
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stdout}\n{stderr}");
    assert!(
        stderr.is_empty() || !stderr.contains("Finished game"),
        "--quiet: {stderr}"
    );
    assert!(stdout.contains("12 games of 12 played"), "{stdout}");
    check_pgn(&pgn, 12, "1", "0.01", false);
    let games: Vec<_> = read_games(&std::fs::read_to_string(&pgn).unwrap())
        .into_iter()
        .map(Result::unwrap)
        .collect();
    let of = |name: &str| -> Vec<&ferrum::game::Game> {
        games
            .iter()
            .filter(|g| g.tag("White") == Some(name) || g.tag("Black") == Some(name))
            .collect()
    };
    let reason = |g: &ferrum::game::Game| -> String {
        g.moves
            .last()
            .and_then(|m| m.comment.clone())
            .or(g.comment.clone())
            .unwrap_or_default()
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    let loses = |g: &ferrum::game::Game, name: &str| {
        let white = g.tag("White") == Some(name);
        g.tag("Result") == Some(if white { "0-1" } else { "1-0" })
    };
    // The crasher crashes once (4th go of its first game), then plays on after a restart.
    let crasher = of("crasher");
    assert_eq!(crasher.len(), 2);
    let crashed: Vec<_> = crasher
        .iter()
        .filter(|g| reason(g).contains("disconnects"))
        .collect();
    assert_eq!(
        crashed.len(),
        1,
        "{:?}",
        crasher.iter().map(|g| reason(g)).collect::<Vec<_>>()
    );
    assert!(loses(crashed[0], "crasher"));
    assert_eq!(crashed[0].tag("Termination"), Some("abandoned"));
    assert!(crasher
        .iter()
        .any(|g| !reason(g).contains("disconnects") && g.moves.len() > 8));
    for g in of("staller") {
        assert!(
            loses(g, "staller") && reason(g).contains("connection stalls"),
            "{}",
            reason(g)
        );
    }
    for g in of("illegal") {
        assert!(
            loses(g, "illegal") && reason(g).contains("makes an illegal move: e"),
            "{}",
            reason(g)
        );
        assert_eq!(g.tag("Termination"), Some("rules infraction"));
    }
    for g in of("slow") {
        assert!(
            loses(g, "slow") && reason(g).contains("loses on time"),
            "{}",
            reason(g)
        );
        assert_eq!(g.tag("Termination"), Some("time forfeit"));
    }
    for g in of("resigner") {
        assert!(
            loses(g, "resigner") && reason(g).contains("resigns"),
            "{}",
            reason(g)
        );
    }
    assert!(stdout.contains("crasher lost by crash 1"), "{stdout}");
    assert!(
        stdout.contains("staller lost by stalled connection 2"),
        "{stdout}"
    );
    assert!(stdout.contains("Standings:"), "{stdout}");
}

/// The SPRT stops a one-sided match early, and --json reports every game and the result.
#[test]
fn sprt_stops_a_decided_match_and_json_reports_it() {
    let f = fake();
    let out = ferrum()
        .args([
            "tournament",
            "--engine",
            "name=ferrum",
            "--engine",
            "name=first",
            &format!("cmd=python3 {f} uci"),
        ])
        .args([
            "--games", "200", "--tc", "depth=2", "--json", "--sprt", "elo0=0", "elo1=100",
        ])
        .output()
        .unwrap();
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stdout}\n{stderr}");
    let lines: Vec<&str> = stdout.lines().collect();
    let games = lines
        .iter()
        .filter(|l| l.starts_with("{\"type\":\"game\""))
        .count();
    let report = lines.last().unwrap();
    assert!(report.starts_with("{\"type\":\"report\""), "{report}");
    assert!(report.contains("\"sprt\":\"H1\""), "{report}");
    assert!(report.contains(&format!("\"games\":{games},")), "{report}");
    assert!((4..40).contains(&games), "{games} games");
    assert!(report.contains("\"engine\":\"ferrum\",\"opponent\":\"first\""));
}

/// Variants and Chess960 starts through the whole chain, PGN read back by python-chess.
#[test]
fn variant_and_chess960_selfplay() {
    for (variant, games) in [("chess960", 4), ("crazyhouse", 2), ("3check", 2)] {
        let dir = temp_dir(variant);
        let pgn = dir.join("v.pgn");
        let out = ferrum()
            .args([
                "selfplay",
                "--variant",
                variant,
                "--games",
                &games.to_string(),
            ])
            .args([
                "--tc",
                "depth=3",
                "--concurrency",
                "2",
                "--seed",
                "5",
                "--quiet",
                "--maxmoves",
                "60",
            ])
            .arg("--pgn")
            .arg(&pgn)
            .output()
            .unwrap();
        let (stdout, stderr) = text(&out);
        assert!(out.status.success(), "{variant}: {stdout}\n{stderr}");
        let written = std::fs::read_to_string(&pgn).unwrap();
        let expected_tag = match variant {
            "chess960" => "[Variant \"Chess960\"]",
            "crazyhouse" => "[Variant \"Crazyhouse\"]",
            _ => "[Variant \"Three-check\"]",
        };
        assert_eq!(written.matches(expected_tag).count(), games, "{written}");
        let out = python("pgn_dump.py").arg(&pgn).output().unwrap();
        let (o, e) = text(&out);
        assert!(out.status.success(), "{variant}: {o}\n{e}");
        assert_eq!(o.lines().count(), games, "{o}");
        assert!(o.lines().all(|l| l.starts_with(variant)), "{variant}: {o}");
    }
}

/// `ferrum svg` writes one well-formed diagram; Debian's Chromium renders it.
#[test]
fn svg_command_draws_a_board() {
    let dir = temp_dir("svg");
    let out = ferrum()
        .args([
            "svg",
            "--fen",
            "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4",
        ])
        .args(["--lastmove", "h5f7", "--arrows", "c4f7,Rd8h4"])
        .output()
        .unwrap();
    let (svg, stderr) = text(&out);
    assert!(out.status.success(), "{stderr}");
    assert!(
        svg.contains("fill=\"url(#check)\""),
        "the king in check is marked"
    );
    assert_eq!(svg.matches("<polygon ").count(), 2);
    let board = dir.join("board.svg");
    std::fs::write(&board, &svg).unwrap();
    let chromium = installed("/usr/bin/chromium", "chromium");
    let out = python("svg_check.py")
        .args(["--render", chromium])
        .arg(&board)
        .output()
        .unwrap();
    let (o, e) = text(&out);
    assert!(out.status.success(), "{o}\n{e}");
    assert!(o.contains("rendered 400x400"), "{o}");
    let bad = ferrum()
        .args(["svg", "--fen", "not a fen"])
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(2));
    let bad = ferrum().args(["svg", "--arrows", "e2e9"]).output().unwrap();
    assert_eq!(bad.status.code(), Some(2));
}

/// The XBoard client's handshake: an engine that sends no `done` at all is warned about after
/// 2 s and told to send `feature done=0` first; one that sent `done=0` but never `done=1` is
/// warned about after the startup timeout, without that hint; one that sends `done=1` (after
/// `done=0`) is not warned about, nor one that says nothing for 3 s (it is still starting: the
/// client waits on). Each then plays its game with the features it sent.
#[test]
fn xboard_handshake_warns_an_engine_without_done() {
    let f = fake();
    let out = ferrum()
        .args([
            "tournament",
            "--format",
            "gauntlet",
            "--engine",
            "name=ferrum",
        ])
        .args(["--engine", "name=nodone", "proto=xboard"])
        .arg(format!("cmd=python3 {f} xboard-nodone"))
        .args(["--engine", "name=done0", "proto=xboard"])
        .arg(format!("cmd=python3 {f} xboard-done0"))
        .args(["--engine", "name=done1", "proto=xboard"])
        .arg(format!("cmd=python3 {f} xboard"))
        .args(["--engine", "name=silent", "proto=xboard"])
        .arg(format!("cmd=python3 {f} xboard-silent 3000"))
        .args(["--games", "1", "--tc", "depth=2", "--maxmoves", "20"])
        .args(["--startup-timeout", "6", "--quiet"])
        .output()
        .unwrap();
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stdout}\n{stderr}");
    assert!(stdout.contains("4 games of 4 played"), "{stdout}");
    // The silent one was waited for: it got its features, so its moves were understood.
    assert!(!stdout.to_lowercase().contains("illegal"), "{stdout}");
    let warnings: Vec<&str> = stderr
        .lines()
        .filter(|l| l.contains("no `feature done=1`"))
        .collect();
    let of = |name: &str| -> Vec<&str> {
        warnings
            .iter()
            .copied()
            .filter(|l| l.contains(&format!("{name}: no `feature done=1`")))
            .collect()
    };
    let hint = "(an engine that starts slowly should send `feature done=0` first)";
    let nodone = of("nodone");
    assert_eq!(nodone.len(), 1, "{stderr}");
    assert!(nodone[0].contains("within 2 s"), "{stderr}");
    assert!(nodone[0].contains(hint), "{stderr}");
    let done0 = of("done0");
    assert_eq!(done0.len(), 1, "{stderr}");
    assert!(done0[0].contains("within 6 s"), "{stderr}");
    assert!(!done0[0].contains(hint), "{stderr}");
    assert_eq!(
        warnings.len(),
        2,
        "neither done1 nor the silent one is warned about: {stderr}"
    );
}

/// Ctrl-C: the games in progress are dropped, every finished one is in the PGN, the report
/// is printed and the exit code is 130.
#[test]
fn interrupt_keeps_finished_games() {
    let dir = temp_dir("interrupt");
    let pgn = dir.join("i.pgn");
    let child = ferrum()
        .args([
            "selfplay",
            "--games",
            "200",
            "--tc",
            "depth=3",
            "--concurrency",
            "2",
        ])
        .arg("--pgn")
        .arg(&pgn)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let start = std::time::Instant::now();
    while std::fs::read_to_string(&pgn).map_or(0, |t| t.matches("[Event ").count()) < 2 {
        assert!(start.elapsed().as_secs() < 120, "no games written");
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let status = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    let out = child.wait_with_output().unwrap();
    let (stdout, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(130), "{stdout}\n{stderr}");
    assert!(stdout.contains("(interrupted)"), "{stdout}");
    let played: usize = stdout
        .split(" games of 200 played")
        .next()
        .and_then(|s| s.trim().rsplit(' ').next())
        .and_then(|n| n.parse().ok())
        .expect("games played in the report");
    assert!((2..200).contains(&played), "{stdout}");
    check_pgn(&pgn, played, "0", "0", false);
}

/// A gauntlet against Debian engines (UCI toga2, XBoard phalanx), with a toga2 that is killed
/// mid-game once. Not in the default suite: needs Debian's toga2 and phalanx, which the README's
/// test command (`make test`) installs before it runs the suite with `--include-ignored`.
#[test]
#[ignore = "needs Debian's toga2 and phalanx: make test installs them and runs it"]
fn gauntlet_against_debian_engines() {
    let toga = installed("/usr/games/toga2", "toga2");
    let phalanx = installed("/usr/games/phalanx", "phalanx");
    let dir = temp_dir("debian");
    let pgn = dir.join("g.pgn");
    let f = fake();
    let out = ferrum()
        .env("FAKE_MARKER", dir.join("killed-once"))
        .args([
            "tournament",
            "--format",
            "gauntlet",
            "--engine",
            "name=ferrum",
        ])
        .args([
            "--engine",
            "name=toga2",
            &format!("cmd={toga}"),
            "proto=uci",
            "option.Hash=16",
        ])
        .args([
            "--engine",
            "name=phalanx",
            &format!("cmd={phalanx}"),
            "proto=xboard",
        ])
        .args([
            "--engine",
            "name=toga2-killed",
            "proto=uci",
            &format!("cmd=python3 {f} proxy-crash 6 {toga}"),
        ])
        .args(["--games", "2", "--tc", "2+0.05", "--concurrency", "2"])
        .args([
            "--draw",
            "movenumber=60",
            "movecount=10",
            "score=5",
            "--resign",
            "movecount=4",
            "score=800",
        ])
        .arg("--pgn")
        .arg(&pgn)
        .output()
        .unwrap();
    let (stdout, stderr) = text(&out);
    println!("{stdout}");
    assert!(out.status.success(), "{stdout}\n{stderr}");
    assert!(stdout.contains("6 games of 6 played"), "{stdout}");
    check_pgn(&pgn, 6, "2", "0.05", false);
    let games: Vec<_> = read_games(&std::fs::read_to_string(&pgn).unwrap())
        .into_iter()
        .map(Result::unwrap)
        .collect();
    let killed: Vec<_> = games
        .iter()
        .filter(|g| {
            g.moves
                .last()
                .and_then(|m| m.comment.as_deref())
                .is_some_and(|c| c.contains("disconnects"))
        })
        .collect();
    assert_eq!(killed.len(), 1, "one game lost by the killed engine");
    let g = killed[0];
    let white = g.tag("White") == Some("toga2-killed");
    assert_eq!(g.tag("Result"), Some(if white { "0-1" } else { "1-0" }));
    assert!(g.moves.len() >= 8, "killed mid-game");
    for name in ["toga2", "phalanx"] {
        let played = games
            .iter()
            .filter(|g| g.tag("White") == Some(name) || g.tag("Black") == Some(name))
            .count();
        assert_eq!(played, 2, "{name}");
    }
    assert!(stdout.contains("toga2-killed lost by crash 1"), "{stdout}");
}

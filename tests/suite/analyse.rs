//! `ferrum analyse` through the binary: the verdicts, accuracies and average centipawn losses it
//! writes equal an independent python-chess implementation of lichess's formulas on 61 real
//! games (tests/python/analyse_check.py), the annotated PGN reads back in python-chess, the
//! report page renders in Debian's Chromium with its graph and boards (pixels checked), the SVG
//! files are valid, other engines (Stockfish over UCI, Phalanx over XBoard) analyse too, and bad
//! input (a truncated file, an illegal move, an unreadable tag, an empty file, a binary file, a
//! missing engine) is reported with the game and line while every good game is still written.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

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

fn data(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(path)
}

fn text(out: &Output) -> (String, String) {
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The games of the reference check: python-chess's fixtures (tests/data/pgn, 22 games: a
/// Deep Blue match, Chess960, Crazyhouse, antichess, a null move, UCI move text, two header-only
/// games) and tests/data/analyse (39: ten famous games, 24 engine games of various strength with
/// clocks, five variant games).
fn reference_files() -> Vec<PathBuf> {
    let mut files = Vec::new();
    for dir in ["pgn", "analyse"] {
        let mut found: Vec<PathBuf> = std::fs::read_dir(data(dir))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "pgn"))
            .collect();
        found.sort();
        files.extend(found);
    }
    files
}

fn check_against_reference(pgn: &Path, json: &Path, games: usize) -> String {
    let out = python("analyse_check.py")
        .arg(pgn)
        .arg(json)
        .args(["--games", &games.to_string()])
        .output()
        .expect("python3 with python-chess (`make test` installs them)");
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stdout}\n{stderr}");
    stdout
}

/// The judgement is right: on 61 games the NAGs, accuracies, ACPL and counts ferrum writes are
/// the ones the python reference computes from the same [%eval] values.
#[test]
fn verdicts_equal_the_python_reference_on_61_games() {
    let dir = ScratchDir::new("analyse-reference");
    let (pgn, json) = (dir.join("a.pgn"), dir.join("a.json"));
    let out = ferrum()
        .arg("analyse")
        .args(reference_files())
        .args(["--nodes", "4000", "--jobs", "2", "--quiet"])
        .arg("--out")
        .arg(&pgn)
        .arg("--json")
        .arg(&json)
        .output()
        .unwrap();
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stdout}\n{stderr}");
    assert!(stdout.is_empty(), "the PGN goes to --out: {stdout}");
    let report = check_against_reference(&pgn, &json, 61);
    assert!(report.contains("ok: 61 games"), "{report}");
    for variant in [
        "Chess960 4",
        "Crazyhouse 2",
        "Antichess 2",
        "Atomic 1",
        "Horde 1",
        "King of the Hill 1",
        "Racing Kings 1",
        "Three-check 1",
    ] {
        assert!(report.contains(variant), "{variant}: {report}");
    }
    // Enough verdicts for the comparison to mean something.
    let verdicts: usize = report
        .split(" verdicts")
        .next()
        .and_then(|s| s.rsplit(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap();
    assert!(verdicts > 300, "{report}");
    let written = std::fs::read_to_string(&pgn).unwrap();
    assert!(
        written.contains("[Opening \"Italian Game: Evans Gambit"),
        "the opening is named"
    );
    assert!(written.contains("Book move."), "book moves are marked");
    assert!(written.contains("TB: "), "tablebase positions are marked");
    assert!(written.contains("[%clk 0:00:0"), "clocks are kept");
}

/// The page opens in Chromium and shows the graph and the boards; the SVG files are valid.
#[test]
fn html_page_and_svg_pictures() {
    let chromium = installed("/usr/bin/chromium", "chromium");
    let dir = ScratchDir::new("analyse-html");
    let famous = std::fs::read_to_string(data("analyse/famous.pgn")).unwrap();
    // The Opera game (a blunder and an inaccuracy or two) and the Immortal game.
    let two: Vec<&str> = famous.split("\n[Event ").take(2).collect();
    let input = dir.join("two.pgn");
    std::fs::write(&input, two.join("\n[Event ")).unwrap();
    let (page, svg) = (dir.join("two.html"), dir.join("svg"));
    let out = ferrum()
        .arg("analyse")
        .arg(&input)
        .args(["--nodes", "20000", "--quiet"])
        .arg("--html")
        .arg(&page)
        .arg("--svg")
        .arg(&svg)
        .output()
        .unwrap();
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stderr}");
    assert_eq!(stdout.matches("[Event ").count(), 2);
    let html = std::fs::read_to_string(&page).unwrap();
    // Self-contained: no stylesheet, script, image or font loaded from anywhere.
    for outside in ["<link", "src=\"", "url(http", "@import"] {
        assert!(!html.contains(outside), "{outside} in the page");
    }
    let shot = dir.join("shot.png");
    let out = python("analyse_page_check.py")
        .arg(chromium)
        .arg(&page)
        .arg(&shot)
        .output()
        .unwrap();
    let (o, e) = text(&out);
    assert!(out.status.success(), "{o}\n{e}");
    let mut pictures: Vec<PathBuf> = std::fs::read_dir(&svg)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    pictures.sort();
    let graphs: Vec<&PathBuf> = pictures
        .iter()
        .filter(|p| p.to_string_lossy().ends_with("-graph.svg"))
        .collect();
    assert_eq!(graphs.len(), 2, "{pictures:?}");
    let blunders: Vec<&PathBuf> = pictures
        .iter()
        .filter(|p| p.to_string_lossy().ends_with("-blunder.svg"))
        .collect();
    assert!(!blunders.is_empty(), "{pictures:?}");
    // Well-formed SVG with a viewBox; the graph has its two areas.
    let out = Command::new("python3")
        .arg("-c")
        .arg(
            "import sys, xml.etree.ElementTree as ET\n\
             for p in sys.argv[1:]:\n\
             \x20   r = ET.parse(p).getroot()\n\
             \x20   assert r.tag == '{http://www.w3.org/2000/svg}svg' and 'viewBox' in r.attrib, p\n\
             \x20   fills = {e.get('fill') for e in r.iter()}\n\
             \x20   assert '#f3efe2' in fills and '#3b3a36' in fills, (p, fills)\n\
             print('graphs ok')",
        )
        .args(&graphs)
        .output()
        .unwrap();
    let (o, e) = text(&out);
    assert!(out.status.success(), "{o}\n{e}");
    // The blunder boards: well-formed, with pieces (their pixels are the page's check above).
    let out = python("svg_check.py").args(&blunders).output().unwrap();
    let (o, e) = text(&out);
    assert!(out.status.success(), "{o}\n{e}");
}

/// Bad input: each case reported with the game and line; the good games are still written.
#[test]
fn bad_input_is_reported_and_good_games_written() {
    let dir = ScratchDir::new("analyse-bad");
    let good = "[Event \"good\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n\
                1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n\n";
    let illegal = "[Event \"illegal\"]\n[Result \"*\"]\n\n1. e4 e5 2. Ke3 *\n\n";
    let bad_tag = "[Event \"bad tag\"]\n[Date 2024.01.01]\n[Result \"*\"]\n\n1. d4 d5 *\n\n";
    let truncated = "[Event \"truncated\"]\n[Result \"*\"]\n\n1. e4 c5 2. Nf3 d6 3. d4 cx";
    let file = dir.join("mixed.pgn");
    std::fs::write(&file, format!("{good}{illegal}{bad_tag}{good}{truncated}")).unwrap();
    let out = ferrum()
        .arg("analyse")
        .arg(&file)
        .args(["--depth", "3", "--quiet"])
        .output()
        .unwrap();
    let (stdout, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(
        stderr.contains("game 2 (line 11): cannot play 2. Ke3"),
        "{stderr}"
    );
    assert!(
        stderr.contains("game 3 (line 14): unreadable tag skipped: [Date 2024.01.01]"),
        "{stderr}"
    );
    assert!(
        stderr.contains("game 5 (line 29): cannot play 3... cx"),
        "{stderr}"
    );
    // Games 1, 3 and 4 are written, annotated.
    assert_eq!(stdout.matches("[Event ").count(), 3, "{stdout}");
    assert_eq!(stdout.matches("[WhiteAccuracy ").count(), 3, "{stdout}");
    assert!(stdout.contains("[Event \"bad tag\"]"), "{stdout}");

    // An empty file, a binary file: nothing to analyse, exit code 1, nothing written.
    let empty = dir.join("empty.pgn");
    std::fs::write(&empty, "").unwrap();
    let binary = dir.join("binary.pgn");
    let bytes: Vec<u8> = (0..4096u32).map(|i| (i * 7 % 256) as u8).collect();
    std::fs::write(&binary, bytes).unwrap();
    for (path, message) in [
        (&empty, "no games found"),
        (&binary, "not a PGN file (binary data)"),
    ] {
        let out = ferrum().arg("analyse").arg(path).output().unwrap();
        let (stdout, stderr) = text(&out);
        assert_eq!(out.status.code(), Some(1), "{stderr}");
        assert!(stderr.contains(message), "{stderr}");
        assert!(stderr.contains(&*path.to_string_lossy()), "{stderr}");
        assert!(stdout.is_empty(), "{stdout}");
    }
    // A bad file beside a good one: the good one is analysed.
    let good_file = dir.join("good.pgn");
    std::fs::write(&good_file, good).unwrap();
    let out = ferrum()
        .arg("analyse")
        .arg(&binary)
        .arg(&good_file)
        .args(["--depth", "3"])
        .output()
        .unwrap();
    let (stdout, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(stderr.contains("binary data"), "{stderr}");
    assert_eq!(stdout.matches("[WhiteAccuracy ").count(), 1, "{stdout}");

    // A missing engine: a clear message, exit code 1, nothing written.
    let out = ferrum()
        .arg("analyse")
        .arg(&good_file)
        .args(["--engine", "cmd=/no/such/engine", "proto=uci"])
        .output()
        .unwrap();
    let (stdout, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("cannot start the engine") && stderr.contains("/no/such/engine"),
        "{stderr}"
    );
    assert!(stdout.is_empty(), "{stdout}");
    // Usage errors: exit code 2.
    let out = ferrum()
        .arg("analyse")
        .arg(&good_file)
        .args(["--engine", "bogus"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}

/// Other engines through the tournament's clients: Stockfish (UCI) and Phalanx (XBoard).
#[test]
fn stockfish_and_phalanx_analyse_too() {
    let stockfish = installed("/usr/games/stockfish", "stockfish");
    let phalanx = installed("/usr/games/phalanx", "phalanx");
    let dir = ScratchDir::new("analyse-engines");
    let famous = std::fs::read_to_string(data("analyse/famous.pgn")).unwrap();
    let games: Vec<&str> = famous.split("\n[Event ").collect();
    // Réti - Tartakower (11 moves) and Legall's mate.
    let input = dir.join("short.pgn");
    std::fs::write(&input, format!("[Event {}\n[Event {}", games[5], games[6])).unwrap();
    for (engine, proto, limit) in [(stockfish, "uci", "8"), (phalanx, "xboard", "4")] {
        let (pgn, json) = (
            dir.join(format!("{proto}.pgn")),
            dir.join(format!("{proto}.json")),
        );
        let out = ferrum()
            .arg("analyse")
            .arg(&input)
            .args([
                "--engine",
                &format!("cmd={engine}"),
                &format!("proto={proto}"),
            ])
            .args(["--depth", limit, "--quiet"])
            .arg("--out")
            .arg(&pgn)
            .arg("--json")
            .arg(&json)
            .output()
            .unwrap();
        let (_, stderr) = text(&out);
        assert!(out.status.success(), "{proto}: {stderr}");
        let written = std::fs::read_to_string(&pgn).unwrap();
        let name = Path::new(engine).file_name().unwrap().to_string_lossy();
        assert!(
            written.contains(&format!(
                "[Annotator \"ferrum analyse ({name}, depth {limit})\"]"
            )),
            "{written}"
        );
        let report = check_against_reference(&pgn, &json, 2);
        assert!(report.contains("ok: 2 games"), "{report}");
    }
}

/// Ctrl-C: the games done are in the file (a valid PGN), the exit code is 130.
#[test]
fn interrupt_leaves_the_games_done() {
    let dir = ScratchDir::new("analyse-interrupt");
    let pgn = dir.join("i.pgn");
    let child = ferrum()
        .arg("analyse")
        .arg(data("analyse/toga-phalanx.pgn"))
        .args(["--nodes", "30000", "--quiet"])
        .arg("--out")
        .arg(&pgn)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    while std::fs::read_to_string(&pgn).map_or(0, |t| t.matches("[Event ").count()) < 1 {
        assert!(
            start.elapsed() < Duration::from_secs(300),
            "no game written"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    let status = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    let out = child.wait_with_output().unwrap();
    let (_, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(130), "{stderr}");
    assert!(stderr.contains("interrupted"), "{stderr}");
    let written = std::fs::read_to_string(&pgn).unwrap();
    let games = written.matches("[Event ").count();
    assert!((1..12).contains(&games), "{games} games");
    assert_eq!(
        written.matches("[WhiteAccuracy ").count(),
        games,
        "only whole games"
    );
    let out = python("pgn_dump.py").arg(&pgn).output().unwrap();
    let (o, e) = text(&out);
    assert!(out.status.success(), "{o}\n{e}");
    assert_eq!(o.lines().count(), games, "{o}");
}

/// The progress bar shows on a terminal (here a pseudo-terminal from `script`) and not in a pipe.
#[test]
fn progress_bar_on_a_terminal_only() {
    let dir = ScratchDir::new("analyse-progress");
    let out_file = dir.join("o.pgn");
    let command = format!(
        "{} analyse {} --depth 4 --out {}",
        env!("CARGO_BIN_EXE_ferrum"),
        data("analyse/famous.pgn").display(),
        out_file.display()
    );
    let out = Command::new(installed("script", "bsdutils"))
        .args(["-qec", &command, "/dev/null"])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stdout}\n{stderr}");
    assert!(stdout.contains("positions"), "no progress bar: {stdout}");
    assert!(stdout.contains("games"), "{stdout}");
    let piped = ferrum()
        .arg("analyse")
        .arg(data("analyse/famous.pgn"))
        .args(["--depth", "2", "--out"])
        .arg(dir.join("p.pgn"))
        .output()
        .unwrap();
    let (_, stderr) = text(&piped);
    assert!(piped.status.success());
    assert!(!stderr.contains("positions"), "a bar in a pipe: {stderr}");
}

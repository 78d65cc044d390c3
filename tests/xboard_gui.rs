//! ferrum under the real XBoard GUI (Debian's `xboard` on a virtual X server), in two-machine
//! match mode against Fairy-Max, and against itself in Fischer random and crazyhouse. Needs
//! `Xvfb`, `xboard` and `fairymax` (in /usr/games), which CI does not have: runs only when
//! `FERRUM_XBOARD_GUI` is set, one match at a time (about two minutes each):
//!
//!     FERRUM_XBOARD_GUI=1 cargo test --release --test xboard_gui -- --test-threads=1 --nocapture

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

struct Killed(Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn scratch_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ferrum-xboard-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch directory");
    dir
}

/// Whether the GUI tests were asked for (see the module comment).
fn wanted() -> bool {
    let on = std::env::var_os("FERRUM_XBOARD_GUI").is_some();
    if !on {
        eprintln!("skipped: set FERRUM_XBOARD_GUI=1 to play matches under xboard (needs Xvfb, xboard, fairymax)");
    }
    on
}

/// Runs an xboard match on a private virtual display; returns the PGN and xboard's debug log.
fn xboard_match(name: &str, display: u32, extra: &[&str]) -> (String, String) {
    let dir = scratch_dir(name);
    let _xvfb = Killed(
        Command::new("Xvfb")
            .args([
                &format!(":{display}"),
                "-screen",
                "0",
                "1280x1024x24",
                "-nolisten",
                "tcp",
            ])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("Xvfb must be installed"),
    );
    std::thread::sleep(Duration::from_secs(1));
    let pgn = dir.join("match.pgn");
    let ferrum = env!("CARGO_BIN_EXE_ferrum");
    let mut args: Vec<String> = [
        "-noChessProgram",
        "false",
        "-fcp",
        ferrum,
        "-tc",
        "0:20",
        "-inc",
        "0.2",
        "-mg",
        "2",
        "-sgf",
        pgn.to_str().unwrap(),
        "-popupExitMessage",
        "false",
        "-saveSettingsOnExit",
        "false",
        "-ponder",
        "-debug",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    args.extend(extra.iter().map(|s| s.to_string()));
    let path = format!("{}:/usr/games", std::env::var("PATH").unwrap_or_default());
    let mut xboard = Killed(
        Command::new("xboard")
            .args(&args)
            .current_dir(&dir)
            .env("DISPLAY", format!(":{display}"))
            .env("PATH", &path)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("xboard must be installed (/usr/games)"),
    );
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(600) {
        if let Ok(Some(_)) = xboard.0.try_wait() {
            break;
        }
        std::thread::sleep(Duration::from_millis(500));
    }
    let read = |p: &Path| std::fs::read_to_string(p).unwrap_or_default();
    let logs = (read(&pgn), read(&dir.join("xboard.debug")));
    let _ = std::fs::remove_dir_all(&dir);
    logs
}

/// Lines ferrum (the first engine) sent that XBoard would treat as errors.
fn ferrum_errors(debug: &str) -> Vec<&str> {
    debug
        .lines()
        .filter(|l| l.contains("<first : Error") || l.contains("<first : Illegal move"))
        .collect()
}

fn results(pgn: &str) -> Vec<&str> {
    pgn.lines().filter(|l| l.starts_with("[Result ")).collect()
}

#[test]
fn two_machine_match_against_fairymax() {
    if !wanted() {
        return;
    }
    let (pgn, debug) = xboard_match("fairymax", 91, &["-scp", "fairymax"]);
    println!("{pgn}");
    let results = results(&pgn);
    assert_eq!(results.len(), 2, "two finished games: {pgn}");
    assert!(results.iter().all(|r| !r.contains('*')), "{results:?}");
    assert!(
        ferrum_errors(&debug).is_empty(),
        "{:?}",
        ferrum_errors(&debug)
    );
    assert!(debug.contains("<first : move "), "ferrum moved");
    assert!(debug.contains("<first : # ponder "), "ferrum pondered");
    assert!(!pgn.contains("illegal"), "{pgn}");
}

#[test]
fn fischer_random_match_against_itself() {
    if !wanted() {
        return;
    }
    let ferrum = env!("CARGO_BIN_EXE_ferrum");
    let (pgn, debug) = xboard_match("frc", 92, &["-variant", "fischerandom", "-scp", ferrum]);
    println!("{pgn}");
    let results = results(&pgn);
    assert_eq!(results.len(), 2, "two finished games: {pgn}");
    assert!(pgn.contains("[Variant \"fischerandom\"]"), "{pgn}");
    assert!(
        ferrum_errors(&debug).is_empty(),
        "{:?}",
        ferrum_errors(&debug)
    );
    assert!(
        !debug.contains("<second: Error") && !debug.contains("<second: Illegal"),
        "second instance refused something"
    );
}

#[test]
fn crazyhouse_match_against_itself() {
    if !wanted() {
        return;
    }
    let ferrum = env!("CARGO_BIN_EXE_ferrum");
    let (pgn, debug) = xboard_match("zh", 93, &["-variant", "crazyhouse", "-scp", ferrum]);
    println!("{pgn}");
    let results = results(&pgn);
    assert_eq!(results.len(), 2, "two finished games: {pgn}");
    assert!(pgn.contains("[Variant \"crazyhouse\"]"), "{pgn}");
    assert!(debug.contains("@"), "some piece was dropped");
    assert!(
        ferrum_errors(&debug).is_empty(),
        "{:?}",
        ferrum_errors(&debug)
    );
    assert!(
        !debug.contains("<second: Error") && !debug.contains("<second: Illegal"),
        "second instance refused something"
    );
}

//! `ferrum play` end to end: whole games typed into a real terminal (tmux) in standard chess
//! and crazyhouse, and scripted through a pipe (three-check, playing Black, draw offers,
//! resignation, strength levels, a new game, locales). Every PGN written is read back by
//! python-chess with every move checked legal. Short forced lines and small depths keep the
//! games the same on every machine; the terminal is polled for text, never slept on.

use std::io::{Read, Write};
use std::path::Path;

use crate::common::{installed, ScratchDir};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_ferrum");
const WAIT: Duration = Duration::from_secs(90);

fn scratch(name: &str) -> ScratchDir {
    ScratchDir::new(&format!("play-{name}"))
}

/// python-chess's reading of a PGN file: per game, Result tag, Termination tag, variant, SAN
/// moves, final state (`checkmate`, `variant-end`, `over`, `ongoing`), python-chess's result.
fn python_games(pgn: &Path) -> Vec<Vec<String>> {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/python/play_check.py");
    let out = Command::new("python3")
        .arg(script)
        .arg(pgn)
        .output()
        .expect("python3 with python-chess (`make test` installs them)");
    assert!(
        out.status.success(),
        "python-chess refused {}: {}\n{}",
        pgn.display(),
        String::from_utf8_lossy(&out.stderr),
        std::fs::read_to_string(pgn).unwrap_or_default()
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| l.split('\t').map(str::to_string).collect())
        .collect()
}

/// Runs `ferrum play ARGS` with `input` on a pipe; returns (exit code, stdout, stderr).
fn play_piped(args: &[&str], input: &str, env: &[(&str, &str)]) -> (i32, String, String) {
    let mut cmd = Command::new(BIN);
    cmd.arg("play")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .env_remove("LC_ALL")
        .env_remove("LC_CTYPE");
    for (k, v) in env {
        cmd.env(k, v);
    }
    let mut child = cmd.spawn().unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let mut stderr = child.stderr.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut s = String::new();
        stdout.read_to_string(&mut s).unwrap();
        s
    });
    let err_reader = std::thread::spawn(move || {
        let mut s = String::new();
        stderr.read_to_string(&mut s).unwrap();
        s
    });
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if start.elapsed() > WAIT {
            let _ = child.kill();
            panic!("ferrum play did not finish in {WAIT:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    (
        status.code().unwrap_or(-1),
        reader.join().unwrap(),
        err_reader.join().unwrap(),
    )
}

#[test]
fn piped_three_check_game_is_plain_text_and_saved() {
    let dir = scratch("3check");
    let pgn = dir.join("game.pgn");
    // White has given two checks; the third wins.
    let fen = "rnbqkbnr/ppp2ppp/8/3pp3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1+3 0 3";
    let script = "help\nflip\npgn\ndraw\nBb6\nfen\nh3\nundo\nbb5\n";
    let (code, out, err) = play_piped(
        &[
            "--variant",
            "3check",
            "--fen",
            fen,
            "--depth",
            "3",
            "--pgn",
            pgn.to_str().unwrap(),
        ],
        script,
        &[("LANG", "C.UTF-8")],
    );
    assert_eq!(code, 0, "{out}\n{err}");
    assert!(!out.contains('\x1b'), "no ANSI codes on a pipe:\n{out}");
    assert!(out.contains("White (you)   checks given: 2 of 3"), "{out}");
    assert!(
        out.contains("'Bb6' is not a legal move here. Legal moves: "),
        "{out}"
    );
    assert!(out.contains(&format!("{fen}\n")), "fen command:\n{out}");
    assert!(out.contains("You played 3. h3"), "{out}");
    assert!(out.contains("ferrum played 3... "), "{out}");
    assert!(out.contains("Took back 2 moves."), "{out}");
    assert!(out.contains("You played 3. Bb5#"), "{out}");
    assert!(
        out.contains("Game over: White wins by the third check. Result 1-0."),
        "{out}"
    );
    assert!(out.contains("White (you)   checks given: 3 of 3"), "{out}");
    assert!(
        out.contains(&format!("PGN saved to {}", pgn.display())),
        "{out}"
    );
    let text = std::fs::read_to_string(&pgn).unwrap();
    for tag in [
        "[Event \"ferrum play\"]",
        "[Round \"1\"]",
        "[Black \"ferrum\"]",
        "[Result \"1-0\"]",
        "[Variant \"Three-check\"]",
        "[SetUp \"1\"]",
        "[TimeControl \"-\"]",
        "[Termination \"normal\"]",
    ] {
        assert!(text.contains(tag), "{tag} missing:\n{text}");
    }
    assert!(text.contains("[Date \"20"), "{text}");
    assert_eq!(
        python_games(&pgn),
        vec![vec![
            "1-0",
            "normal",
            "3check",
            "Bb5#",
            "variant-end",
            "1-0"
        ]]
    );
}

#[test]
fn piped_games_as_black_with_draw_level_new_and_resign() {
    let dir = scratch("black");
    let pgn = dir.join("games.pgn");
    // Knight against knight: dead drawn, so ferrum accepts a draw (engine::policy).
    let fen = "8/8/4k3/8/8/3NK3/8/6n1 w - - 0 1";
    let script = "draw\nlevel 99\nlevel 2000\nnew\nresign\n";
    let (code, out, err) = play_piped(
        &[
            "--color",
            "black",
            "--fen",
            fen,
            "--depth",
            "2",
            "--ascii",
            "--pgn",
            pgn.to_str().unwrap(),
        ],
        script,
        &[],
    );
    assert_eq!(code, 0, "{out}\n{err}");
    // Black at the bottom: rank 1 on top, files from h to a.
    let first_board: Vec<&str> = out.lines().take(14).collect();
    assert_eq!(first_board[0], "  White (ferrum)", "{out}");
    assert!(first_board[2].starts_with(" 1 |"), "{out}");
    assert_eq!(first_board[11], "     h  g  f  e  d  c  b  a ", "{out}");
    assert!(out.contains("ferrum played 1. "), "{out}");
    assert!(
        out.contains("Game over: draw agreed. Result 1/2-1/2."),
        "{out}"
    );
    assert!(out.contains("UCI_Elo"), "level 99 is refused:\n{out}");
    assert!(out.contains("ferrum plays at about 2000 Elo."), "{out}");
    assert!(out.contains("New game: you play Black."), "{out}");
    assert!(
        out.contains("Game over: Black resigns. Result 1-0."),
        "{out}"
    );
    let text = std::fs::read_to_string(&pgn).unwrap();
    assert!(text.contains("[White \"ferrum (Elo 2000)\"]"), "{text}");
    assert!(text.contains("[Round \"2\"]"), "{text}");
    let games = python_games(&pgn);
    assert_eq!(games.len(), 2, "{text}");
    assert_eq!(games[0][0], "1/2-1/2");
    assert_eq!(games[0][1], "normal");
    assert_eq!(games[0][3].split(' ').count(), 1, "ferrum's one move");
    assert_eq!(games[1][0], "1-0");
    assert_eq!(games[1][3].split(' ').count(), 1, "ferrum's one move");
}

#[test]
fn locale_picks_pieces_and_bad_arguments_are_refused() {
    let fen = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
    let dir = scratch("locale");
    let pgn = dir.join("x.pgn");
    let args = ["--fen", fen, "--depth", "1", "--pgn", pgn.to_str().unwrap()];
    let (_, out, _) = play_piped(&args, "quit\n", &[("LANG", "C")]);
    assert!(out.contains(" 1 | .  .  .  .  K  .  .  . |"), "{out}");
    let (_, out, _) = play_piped(&args, "quit\n", &[("LANG", "en_US.UTF-8")]);
    assert!(
        out.contains(" 1 | \u{b7}  \u{b7}  \u{b7}  \u{b7}  \u{2654}"),
        "{out}"
    );
    // Nothing was played: no file.
    assert!(!pgn.exists());
    for (bad, message) in [
        (vec!["--variant", "shogi"], "unknown variant 'shogi'"),
        (vec!["--fen", "8/8/8 w - - 0 1"], "invalid FEN"),
        (vec!["--tc", "fast"], "error:"),
        (vec!["--elo", "5"], "UCI_Elo"),
    ] {
        let (code, _, err) = play_piped(&bad, "", &[]);
        assert_eq!(code, 2, "{bad:?}: {err}");
        assert!(err.contains(message), "{bad:?}: {err}");
    }
}

/// A tmux server of our own (its own socket) running one `ferrum play` in a 100x50 pane.
struct Tmux {
    socket: String,
}

impl Tmux {
    fn start(name: &str, dir: &Path, args: &[&str]) -> Tmux {
        let socket = format!("ferrum-play-{name}-{}", std::process::id());
        let quoted: Vec<String> = args.iter().map(|a| format!("'{a}'")).collect();
        let shell = format!(
            "cd '{}' && LANG=C.UTF-8 '{BIN}' play {}; echo EXIT=$?; sleep 600",
            dir.display(),
            quoted.join(" ")
        );
        let status = Command::new(installed("tmux", "tmux"))
            .args(["-L", &socket, "-f", "/dev/null", "new-session", "-d"])
            .args(["-x", "100", "-y", "50", &shell])
            .env_remove("TMUX")
            .status()
            .expect("start tmux");
        assert!(status.success());
        Tmux { socket }
    }

    fn pane(&self) -> String {
        let out = Command::new("tmux")
            .args(["-L", &self.socket, "capture-pane", "-p", "-J"])
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// Polls the pane until it shows `text`; returns the pane.
    fn wait_for(&self, text: &str) -> String {
        let start = Instant::now();
        loop {
            let pane = self.pane();
            if pane.contains(text) {
                return pane;
            }
            if start.elapsed() > WAIT {
                panic!("the terminal never showed {text:?}; it shows:\n{pane}");
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Presses keys by tmux's names (`C-c`).
    fn keys(&self, keys: &str) {
        let status = Command::new("tmux")
            .args(["-L", &self.socket, "send-keys", keys])
            .status()
            .unwrap();
        assert!(status.success());
    }

    /// Types a line and presses Enter.
    fn type_line(&self, text: &str) {
        let status = Command::new("tmux")
            .args(["-L", &self.socket, "send-keys", "-l", text])
            .status()
            .unwrap();
        assert!(status.success());
        let status = Command::new("tmux")
            .args(["-L", &self.socket, "send-keys", "Enter"])
            .status()
            .unwrap();
        assert!(status.success());
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = Command::new("tmux")
            .args(["-L", &self.socket, "kill-server"])
            .status();
    }
}

#[test]
fn terminal_game_of_standard_chess_to_mate() {
    let dir = scratch("tty-chess");
    // Back-rank mate in two; Black's only answer to Re8+ is Rxe8.
    let fen = "3r2k1/5ppp/8/8/8/8/4R3/4R1K1 w - - 0 1";
    let t = Tmux::start(
        "chess",
        &dir,
        &["--fen", fen, "--depth", "3", "--pgn", "game.pgn"],
    );
    let pane = t.wait_for("Your move>");
    assert!(pane.contains("White to move (you)"), "{pane}");
    assert!(
        pane.contains("\u{2654}") && pane.contains("\u{265A}"),
        "{pane}"
    );
    assert!(pane.contains(" a  b  c  d  e  f  g  h"), "{pane}");
    t.type_line("Kh3");
    t.wait_for("'Kh3' is not a legal move here. Legal moves: Kf1 Kf2");
    t.type_line("hint");
    t.wait_for("Hint: Re8+");
    t.type_line("Kf1");
    t.wait_for("ferrum played 1... ");
    let pane = t.wait_for("Your move>");
    assert!(pane.contains("moves: 1. Kf1 "), "board redrawn:\n{pane}");
    t.type_line("undo");
    let pane = t.wait_for("Took back 2 moves.");
    assert!(pane.contains("moves: (none yet)"), "{pane}");
    // Lower case and no check sign: still Re8+.
    t.type_line("re8");
    t.wait_for("ferrum played 1... Rxe8");
    t.type_line("Rxe8#");
    // "PGN saved" is printed after "Game over": wait for the later line.
    let pane = t.wait_for("PGN saved to game.pgn");
    assert!(
        pane.contains("Game over: White wins by checkmate. Result 1-0."),
        "{pane}"
    );
    t.type_line("quit");
    t.wait_for("EXIT=0");
    assert_eq!(
        python_games(&dir.join("game.pgn")),
        vec![vec![
            "1-0",
            "normal",
            "chess",
            "Re8+ Rxe8 Rxe8#",
            "checkmate",
            "1-0"
        ]]
    );
}

#[test]
fn terminal_game_of_crazyhouse_mated_by_a_drop() {
    let dir = scratch("tty-zh");
    // Black holds a rook: after a careless move it drops it on the back rank with mate.
    let fen = "k7/8/8/8/8/8/P4PPP/6K1[r] w - - 0 1";
    let t = Tmux::start(
        "zh",
        &dir,
        &[
            "--variant",
            "crazyhouse",
            "--fen",
            fen,
            "--depth",
            "3",
            "--pgn",
            "zh.pgn",
        ],
    );
    let pane = t.wait_for("Your move>");
    assert!(pane.contains("Black (ferrum)   pocket: \u{265C}"), "{pane}");
    assert!(pane.contains("White (you)   pocket: empty"), "{pane}");
    t.type_line("P@e4");
    t.wait_for("'P@e4' is not a legal move here.");
    t.type_line("hint");
    t.wait_for("Hint: ");
    t.type_line("h3");
    t.wait_for("ferrum played 1... ");
    t.wait_for("Your move>");
    t.type_line("undo");
    t.wait_for("Took back 2 moves.");
    t.type_line("a3");
    // "PGN saved" is printed after "Game over": wait for the later line.
    let pane = t.wait_for("PGN saved to zh.pgn");
    assert!(pane.contains("ferrum played 1... R@"), "{pane}");
    assert!(
        pane.contains("Game over: Black wins by checkmate. Result 0-1."),
        "{pane}"
    );
    t.type_line("quit");
    t.wait_for("EXIT=0");
    let games = python_games(&dir.join("zh.pgn"));
    assert_eq!(games.len(), 1);
    let g = &games[0];
    assert_eq!(
        (g[0].as_str(), g[1].as_str(), g[2].as_str(), g[4].as_str()),
        ("0-1", "normal", "crazyhouse", "checkmate")
    );
    assert!(g[3].starts_with("a3 R@") && g[3].ends_with('#'), "{g:?}");
}

#[test]
fn ctrl_c_while_ferrum_thinks_keeps_the_game_and_the_terminal_clean() {
    let dir = scratch("tty-ctrlc");
    // Out of the book, with a minute to think: Ctrl-C comes in the middle of the search.
    let fen = "r2q1rk1/pp2bppp/2n1pn2/3p4/3P4/2NBPN2/PP3PPP/R2Q1RK1 w - - 0 10";
    let t = Tmux::start(
        "ctrlc",
        &dir,
        &["--fen", fen, "--movetime", "60", "--pgn", "cut.pgn"],
    );
    t.wait_for("Your move>");
    t.type_line("a3");
    t.wait_for("ferrum is thinking ... depth");
    let asked = Instant::now();
    t.keys("C-c");
    let pane = t.wait_for("EXIT=130");
    assert!(
        asked.elapsed() < Duration::from_secs(30),
        "Ctrl-C must not wait for the search"
    );
    assert!(pane.contains("Interrupted."), "{pane}");
    assert!(pane.contains("PGN saved to cut.pgn"), "{pane}");
    // The live line was wiped and the shell's next output starts on a clean line.
    assert!(pane.lines().any(|l| l == "EXIT=130"), "{pane}");
    assert_eq!(
        python_games(&dir.join("cut.pgn")),
        vec![vec!["*", "unterminated", "chess", "a3", "ongoing", "*"]]
    );
}

#[test]
fn terminal_clock_runs_out_for_the_human() {
    let dir = scratch("tty-flag");
    let t = Tmux::start("flag", &dir, &["--tc", "2+0", "--pgn", "flag.pgn"]);
    let pane = t.wait_for("Your move>");
    assert!(pane.contains("White (you)   clock 0:02.0"), "{pane}");
    // "PGN saved" is printed after "Game over": wait for the later line.
    let pane = t.wait_for("PGN saved to flag.pgn");
    assert!(
        pane.contains("Game over: White loses on time. Result 0-1."),
        "{pane}"
    );
    t.type_line("quit");
    t.wait_for("EXIT=0");
    let text = std::fs::read_to_string(dir.join("flag.pgn")).unwrap();
    assert!(text.contains("[TimeControl \"2\"]"), "{text}");
    assert_eq!(
        python_games(&dir.join("flag.pgn")),
        vec![vec!["0-1", "time forfeit", "chess", "", "ongoing", "*"]]
    );
}

//! ferrum's AlphaZero/PettingZoo encoding against PettingZoo's own `chess_v6` environment
//! (`pettingzoo[classic]` 1.27.0 and NumPy, installed by `make test`): 200 games, every step's
//! observation, legal-action mask and game end compared (tests/python/pettingzoo_check.py).

use crate::common::python_check;

#[test]
fn observations_masks_and_game_ends_equal_the_env_over_200_games() {
    python_check::run("pettingzoo_check.py", "games");
}

/// `ferrum datagen --format pettingzoo` files read by `numpy.load`: shapes, dtypes, legal best
/// actions, policies over legal actions summing to 1 (tests/python/pettingzoo_npz.py).
fn npz(check: &str) {
    python_check::run("pettingzoo_npz.py", check);
}

#[test]
fn datagen_npz_loads_in_numpy_with_documented_arrays() {
    npz("chess");
}

#[test]
fn datagen_npz_of_crazyhouse_has_pocket_planes_and_drop_actions() {
    npz("crazyhouse");
}

#[test]
fn datagen_npz_game_replays_identically_in_pettingzoo() {
    npz("replay");
}

/// The README's example: ferrum, through python-chess's UCI client and `ferrum encode`, plays
/// Black inside PettingZoo's env against a random mover and wins every game.
#[test]
fn ferrum_plays_inside_pettingzoo_as_an_opponent() {
    python_check::run("pettingzoo_opponent.py", "check");
}

#[test]
fn datagen_npz_of_three_check_and_antichess_has_their_planes_and_actions() {
    npz("3check");
    npz("antichess");
}

/// `ferrum encode` on bad input: a clear error and exit code 2; in batch mode an error line and
/// the next line still answered.
#[test]
fn encode_reports_bad_input_and_batch_mode_keeps_going() {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let exe = env!("CARGO_BIN_EXE_ferrum");
    for args in [
        &["encode", "--fen", "not a fen"][..],
        &["encode", "--moves", "e2e5"],
        &["encode", "--history", "64"],
        &["encode", "--variant", "nope"],
    ] {
        let out = Command::new(exe).args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(String::from_utf8_lossy(&out.stderr).starts_with("error: "));
    }
    let mut child = Command::new(exe)
        .args(["encode", "--batch", "--history", "0"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"startpos moves e2e4 zz\nstartpos moves g1f3\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2);
    assert!(
        lines[0].starts_with("{\"error\":\"illegal move 'zz'"),
        "{}",
        lines[0]
    );
    // Black to move after g1f3, 7 + 13 channels; g8f6 is action 3563 (PettingZoo's number).
    assert!(lines[1].contains("\"turn\":\"b\""));
    assert!(lines[1].contains("\"channels\":20"));
    assert!(lines[1].contains(",3563,") || lines[1].contains("[3563,"));
}

/// Games from FENs (a pinned en-passant pawn, promotions, the 50-move boundary) against the
/// env's own step/observe code over `chess_utils`, which `env.reset()` cannot start there.
#[test]
fn observations_from_fens_equal_the_env_code() {
    python_check::run("pettingzoo_check.py", "fens");
}

//! ferrum driven by python-chess's `chess.engine` UCI client (installed by `make test`).

use crate::common::python_check;

fn check(name: &str) {
    python_check::run("uci_client.py", name);
}

/// The clock the python clients' games keep allows a move to end no more than the engine's
/// `Move Overhead` past zero (tests/python/selfplay_clock.py); a scripted engine 50 ms late
/// loses on time.
#[test]
fn a_move_past_the_clock_loses_on_time() {
    check("late_move_loses");
}

#[test]
fn full_game_with_clocks() {
    check("game");
}

#[test]
fn game_with_pondering() {
    check("ponder_game");
}

#[test]
fn chess960_game() {
    check("chess960");
}

#[test]
fn analyse_multipv_3() {
    check("multipv");
}

#[test]
fn ponderhit() {
    check("ponderhit");
}

#[test]
fn mate_score() {
    check("mate");
}

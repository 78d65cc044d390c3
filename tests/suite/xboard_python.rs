//! ferrum driven by python-chess's `chess.engine` XBoard (CECP) client.

use crate::common::python_check;

fn check(name: &str) {
    python_check::run("xboard_client.py", name);
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
fn conventional_clock_game() {
    check("conventional_clock");
}

#[test]
fn chess960_game_and_castling() {
    check("chess960");
}

#[test]
fn analysis() {
    check("analysis");
}

#[test]
fn setboard_positions() {
    check("setboard");
}

#[test]
fn undo_and_remove() {
    check("undo_remove");
}

#[test]
fn illegal_move_is_reported() {
    check("illegal_move");
}

#[test]
fn options_memory_cores_nodes() {
    check("options");
}

#[test]
fn resigns_against_a_computer_only() {
    check("resign");
}

#[test]
fn variants_with_python_chess_rules() {
    check("variants");
}

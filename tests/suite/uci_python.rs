//! ferrum driven by python-chess's `chess.engine` UCI client (installed by `make test`).

use crate::common::python_check;

fn check(name: &str) {
    python_check::run("uci_client.py", name);
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

//! Strict runners' PV checks (fastchess `-strict`) over self-play: no PV goes on past the end
//! of the game, replayed in python-chess with the game's own history (`tests/python/pv_game_end.py`).

use crate::common::python_check;

fn check(name: &str) {
    python_check::run("pv_game_end.py", name);
}

/// The two positions where fastchess stopped ferrum: a repetition made for the third time
/// and the 100th half-move, each followed in quiescence by a capture.
#[test]
fn pv_stops_at_threefold_repetition_and_fifty_move_rule() {
    check("rules_ends");
}

#[test]
fn pv_stops_at_game_end_in_standard_and_chess960_games() {
    check("standard_and_chess960");
}

#[test]
fn pv_stops_at_game_end_in_variant_games() {
    check("variants");
}

//! lichess-bot readiness: ferrum driven exactly as lichess-bot drives engines through
//! python-chess (its default options, one process per game, clocks with pondering, the variant
//! set per game, draw offers over XBoard). See README, "lichess-bot".

use crate::common::python_check;

fn check(name: &str) {
    python_check::run("lichess_bot_client.py", name);
}

#[test]
fn standard_and_chess960_games_as_lichess_bot_plays_them() {
    check("uci");
}

#[test]
fn every_variant_as_lichess_bot_plays_it() {
    check("variants");
}

#[test]
fn xboard_games_with_draw_offers() {
    check("xboard");
}

#[test]
fn every_pv_starts_with_the_move_played_with_pondering_over_xboard_and_uci() {
    check("ponder_pv");
}

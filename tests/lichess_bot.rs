//! lichess-bot readiness: ferrum driven exactly as lichess-bot drives engines through
//! python-chess (its default options, one process per game, clocks with pondering, the variant
//! set per game, draw offers over XBoard). See README, "lichess-bot".

use std::process::Command;

fn check(name: &str) {
    let script = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/python/lichess_bot_client.py"
    );
    let out = Command::new("python3")
        .args([script, env!("CARGO_BIN_EXE_ferrum"), name])
        .output()
        .expect("python3 must be installed (CI installs python-chess)");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success(),
        "check {name} failed\nstdout:\n{stdout}\nstderr:\n{stderr}"
    );
    println!("{stdout}");
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

//! ferrum driven by python-chess's `chess.engine` UCI client (installed by `.ci/run`).

use std::process::Command;

fn check(name: &str) {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/python/uci_client.py");
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

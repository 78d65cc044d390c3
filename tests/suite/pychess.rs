//! ferrum driven by the real PyChess program's engine layer (Debian package `pychess`, run by
//! the system python): PyChess's engine probes, analysis over CECP and UCI with PyChess's own
//! position changes and stop, and short games with PyChess's Engine Output panel attached. The
//! checks live in `tests/python/pychess_client.py`; `make test` installs pychess, xvfb and xauth.

use crate::common::{desktop_turn, installed};
use std::process::Command;

/// PyChess is installed for Debian's python, not for whatever `python3` is first on PATH.
const SYSTEM_PYTHON: &str = "/usr/bin/python3";

/// Runs one check of the script; `display` runs it under `xvfb-run` (the Engine Output panel is
/// a Gtk widget). Panics with the script's output when the check fails.
fn run(check: &str, display: bool) {
    let script = format!(
        "{}/tests/python/pychess_client.py",
        env!("CARGO_MANIFEST_DIR")
    );
    let ferrum = env!("CARGO_BIN_EXE_ferrum");
    installed(SYSTEM_PYTHON, "python3");
    installed(
        "/usr/lib/python3/dist-packages/pychess/__init__.py",
        "pychess",
    );
    let mut command = if display {
        installed("xauth", "xauth");
        let mut c = Command::new(installed("xvfb-run", "xvfb"));
        c.args(["-a", SYSTEM_PYTHON]);
        c
    } else {
        Command::new(SYSTEM_PYTHON)
    };
    command.args([script.as_str(), ferrum, check]);
    // The checks take turns with each other and with XBoard's: the analysis checks wait fixed
    // times, and the display ones start a virtual X server.
    let _turn = desktop_turn();
    let out = command.output().expect("start the PyChess check");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success(),
        "PyChess check {check} failed\nstdout:\n{stdout}\nstderr:\n{stderr}"
    );
    println!("{stdout}");
}

#[test]
fn pychess_detects_both_protocols() {
    run("detect", false);
}

#[test]
fn pychess_cecp_analysis() {
    run("cecp-analysis", false);
}

#[test]
fn pychess_uci_analysis() {
    run("uci-analysis", false);
}

#[test]
fn pychess_cecp_game_and_engine_output_panel() {
    run("cecp-play", true);
}

#[test]
fn pychess_uci_game_and_engine_output_panel() {
    run("uci-play", true);
}

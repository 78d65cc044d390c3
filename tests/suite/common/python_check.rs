//! Runs a python-chess client script from `tests/python/` against the ferrum binary: the script
//! takes the binary's path and a check name, and exits non-zero when the check fails.

use std::process::Command;

/// Runs `tests/python/<script> <ferrum> <name>`; panics with the script's output if it fails.
pub fn run(script: &str, name: &str) {
    let path = format!("{}/tests/python/{script}", env!("CARGO_MANIFEST_DIR"));
    let out = Command::new("python3")
        .args([path.as_str(), env!("CARGO_BIN_EXE_ferrum"), name])
        .output()
        .expect("python3 must be installed (`make test` installs it)");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let hint = if stderr.contains("ModuleNotFoundError") {
        "\npython3 lacks a PyPI package the suite needs: `make test` installs them (tests/setup.sh)"
    } else {
        ""
    };
    assert!(
        out.status.success(),
        "check {name} failed\nstdout:\n{stdout}\nstderr:\n{stderr}{hint}"
    );
    println!("{stdout}");
}

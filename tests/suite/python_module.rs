//! The Python module (`import ferrum`, src/python/ and python/ferrum/) through its own tests,
//! `tests/python_bindings/` under pytest: python-chess's rules over 1,100 random games,
//! PettingZoo's `chess_v6` step by step over 200 games and its API test, the engine (the GIL
//! released while it searches), the batch environment, datagen's arrays, and bad input. The
//! module must be installed (`pip install .`; `make test` does it first, tests/setup.sh) and
//! built from this tree (the tests' conftest.py refuses one older than the sources).

use std::process::Command;

#[test]
fn the_python_module_passes_its_pytest_suite() {
    let root = env!("CARGO_MANIFEST_DIR");
    let out = Command::new("python3")
        .args([
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "tests/python_bindings",
        ])
        .env("FERRUM_EXE", env!("CARGO_BIN_EXE_ferrum"))
        .current_dir(root)
        .output()
        .expect("python3 must be installed (`make test` installs it)");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let hint = if stderr.contains("No module named pytest") {
        "\npytest is missing: `make test` installs it (tests/setup.sh)"
    } else {
        ""
    };
    assert!(
        out.status.success(),
        "pytest tests/python_bindings failed\nstdout:\n{stdout}\nstderr:\n{stderr}{hint}"
    );
    // pytest's summary line: every test ran and passed.
    let summary = stdout.lines().last().unwrap_or("");
    assert!(
        summary.contains(" passed") && !summary.contains("skipped") && !summary.contains("failed"),
        "pytest's summary: {summary}"
    );
    println!("{stdout}");
}

//! OpenBench readiness: the worker builds with `make -j EXE=<path>` and runs `<path> bench`,
//! reading `<nodes> nodes <nps> nps` from the last line; the node count must be the same in
//! every run (OpenBench's "Non-Deterministic Benches" check).

use std::process::Command;

/// The last line of `bench`, parsed the way OpenBench's Client/bench.py does (non-alphanumeric
/// characters become spaces, then `N nodes` and `M nps`).
fn nodes_and_nps(output: &str) -> (u64, u64) {
    let last = output.lines().last().expect("bench printed nothing");
    let words: Vec<String> = last
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { ' ' })
        .collect::<String>()
        .split_whitespace()
        .map(str::to_string)
        .collect();
    assert_eq!(words.len(), 4, "last line: {last}");
    assert_eq!(
        (words[1].as_str(), words[3].as_str()),
        ("nodes", "nps"),
        "{last}"
    );
    (
        words[0].parse().expect("nodes"),
        words[2].parse().expect("nps"),
    )
}

fn bench(exe: &str) -> (u64, u64) {
    let out = Command::new(exe).arg("bench").output().expect("run bench");
    assert!(out.status.success(), "bench failed");
    nodes_and_nps(&String::from_utf8_lossy(&out.stdout))
}

#[test]
fn bench_last_line_is_deterministic_and_parses_as_openbench_reads_it() {
    let exe = env!("CARGO_BIN_EXE_ferrum");
    let (nodes, nps) = bench(exe);
    assert!(nodes > 100_000 && nps > 0);
    let (again, _) = bench(exe);
    assert_eq!(nodes, again, "bench node count differs between runs");
}

#[test]
#[ignore = "builds the release binary through make: run in release (CI does)"]
fn make_with_exe_builds_the_binary_openbench_runs() {
    let dir = std::env::temp_dir().join(format!("ferrum-openbench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let exe = dir.join("ferrum-ob");
    let status = Command::new("make")
        .arg("-j")
        .arg(format!("EXE={}", exe.display()))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .status()
        .expect("make must be installed");
    assert!(status.success(), "make EXE=... failed");
    let (nodes, _) = bench(exe.to_str().expect("utf-8 path"));
    assert_eq!(nodes, bench(env!("CARGO_BIN_EXE_ferrum")).0);
    let _ = std::fs::remove_dir_all(&dir);
}

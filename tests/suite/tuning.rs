//! `ferrum datagen` and `ferrum tune` of a variant (`--variant`): the text data holds the
//! variant's FENs, which read back as that variant, and fitting on them lowers the loss.

use ferrum::eval::tuner::parse_line;
use ferrum::variant::{Crazyhouse, Variant};
use std::process::Command;

use crate::common::ScratchDir;

#[test]
fn datagen_and_tune_of_crazyhouse() {
    let exe = env!("CARGO_BIN_EXE_ferrum");
    let dir = ScratchDir::new("tuning");
    let data = dir.join("zh.txt");
    let out = Command::new(exe)
        .args(["datagen", "--variant", "crazyhouse", "--games", "6"])
        .args(["--nodes", "400", "--threads", "1", "--out"])
        .arg(&data)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(&data).unwrap();
    let mut with_pockets = 0;
    for line in text.lines() {
        let (pos, label) = parse_line::<Crazyhouse>(line).unwrap_or_else(|e| panic!("{line}: {e}"));
        assert!([0.0, 0.5, 1.0].contains(&label.result), "{line}");
        assert_eq!(label.score, None, "datagen writes results only: {line}");
        // Written as ferrum prints the variant's FEN, pockets included.
        assert_eq!(line.split(" | ").next(), Some(pos.fen().as_str()));
        with_pockets += usize::from(pos.fen().contains('[') && !pos.fen().contains("[]"));
    }
    assert!(text.lines().count() > 50 && with_pockets > 10, "{text}");
    // Standard chess cannot read the pockets.
    assert!(parse_line::<ferrum::variant::Standard>(text.lines().next().unwrap()).is_err());

    let source = dir.join("zh.rs");
    let out = Command::new(exe)
        .args([
            "tune",
            "--variant",
            "crazyhouse",
            "--epochs",
            "50",
            "--threads",
            "1",
        ])
        .arg("--data")
        .arg(&data)
        .arg("--out")
        .arg(&source)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    let loss = |label: &str| -> f64 {
        let line = stdout.lines().find(|l| l.starts_with(label)).unwrap();
        line[label.len()..].trim().parse().unwrap()
    };
    assert!(loss("loss after") < loss("loss before"), "{stdout}");
    let written = std::fs::read_to_string(&source).unwrap();
    assert!(
        written.contains("crazyhouse evaluation weights"),
        "{written}"
    );
    assert!(written.contains("assemble(TERMS, variant_chess::TUNED, FITTED)"));
    assert!(written.contains("\"king_attack\","), "{written}");
    assert_eq!(Crazyhouse::KIND.to_string(), "crazyhouse");

    // Variants whose evaluation drops the chess terms have nothing to fit.
    let out = Command::new(exe)
        .args(["tune", "--variant", "antichess", "--data"])
        .arg(&data)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));

    // Scores blended into the targets: they need lines that carry one.
    let out = Command::new(exe)
        .args(["tune", "--variant", "crazyhouse", "--score-weight", "0.5"])
        .args(["--epochs", "1", "--threads", "1", "--data"])
        .arg(&data)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("needs lines with scores"));
    // With a score per line (here, the sign of the result: any number reads), the header
    // of the written weights records the blend.
    let scored = dir.join("zh-scored.txt");
    let lines: String = std::fs::read_to_string(&data)
        .unwrap()
        .lines()
        .map(|l| {
            let score = match l.rsplit(" | ").next() {
                Some("1.0") => 150,
                Some("0.0") => -150,
                _ => 0,
            };
            format!("{l} | {score}\n")
        })
        .collect();
    std::fs::write(&scored, lines).unwrap();
    let blended = dir.join("zh-blended.rs");
    let out = Command::new(exe)
        .args(["tune", "--variant", "crazyhouse", "--score-weight", "0.5"])
        .args(["--epochs", "50", "--threads", "1", "--data"])
        .arg(&scored)
        .arg("--out")
        .arg(&blended)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let header = std::fs::read_to_string(&blended).unwrap();
    assert!(header.contains("targets 0.50 score (scale"), "{header}");
    for bad in ["-0.1", "1.5", "x"] {
        let out = Command::new(exe)
            .args(["tune", "--score-weight", bad, "--data"])
            .arg(&scored)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{bad}");
    }
}

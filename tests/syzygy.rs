//! Syzygy probing against python-chess's values (`tests/data/syzygy-reference.txt`, made with
//! python-chess 1.11.2 on the tables in `tablebases/syzygy`), and against damaged tables.

use ferrum::position::{CastlingMode, Position};
use ferrum::tb::syzygy::Syzygy;
use std::path::{Path, PathBuf};

fn table_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tablebases/syzygy")
}

struct Case {
    line: usize,
    fen: String,
    wdl: i32,
    dtz: i32,
    table: String,
}

fn reference() -> Vec<Case> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/syzygy-reference.txt");
    let text = std::fs::read_to_string(path).unwrap();
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.starts_with('#') && !l.trim().is_empty())
        .map(|(i, l)| {
            let f: Vec<&str> = l.split(';').collect();
            assert_eq!(f.len(), 4, "line {}: {l}", i + 1);
            Case {
                line: i + 1,
                fen: f[0].to_string(),
                wdl: f[1].parse().unwrap(),
                dtz: f[2].parse().unwrap(),
                table: f[3].to_string(),
            }
        })
        .collect()
}

#[test]
fn every_reference_position_matches_python_chess() {
    let tb: Syzygy = Syzygy::open(&[table_dir()]).unwrap();
    let cases = reference();
    assert!(cases.len() > 2500);
    let mut failures = Vec::new();
    let mut ep_cases = 0;
    for c in &cases {
        let pos = Position::from_fen(&c.fen, CastlingMode::Standard).unwrap();
        ep_cases += c.table.ends_with("-ep") as usize;
        let got = (tb.probe_wdl(&pos), tb.probe_dtz(&pos));
        if got != (Ok(c.wdl), Ok(c.dtz)) {
            failures.push(format!(
                "line {} {} ({}): expected wdl {} dtz {}, got {:?}",
                c.line, c.fen, c.table, c.wdl, c.dtz, got
            ));
        }
        // The colour-mirrored position has the same values.
        let m = pos.mirrored();
        let got = (tb.probe_wdl(&m), tb.probe_dtz(&m));
        if got != (Ok(c.wdl), Ok(c.dtz)) {
            failures.push(format!(
                "line {} mirrored {} ({}): expected wdl {} dtz {}, got {:?}",
                c.line,
                m.fen(),
                c.table,
                c.wdl,
                c.dtz,
                got
            ));
        }
    }
    assert!(ep_cases > 100, "the en passant cases are covered");
    assert!(
        failures.is_empty(),
        "{} of {} positions differ:\n{}",
        failures.len(),
        cases.len(),
        failures[..failures.len().min(30)].join("\n")
    );
}

//! Gaviota tablebases: every reference position probes to python-chess's WDL and DTM, and
//! broken table files give errors, never panics.

use ferrum::position::{CastlingMode, Position};
use ferrum::tb::gaviota::Gaviota;
use std::path::PathBuf;

fn tables_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tablebases/gaviota")
}

fn open() -> Gaviota {
    let (tb, report) = Gaviota::open(&[tables_dir()], 4 << 20).expect("tables directory");
    assert!(report.skipped.is_empty(), "{:?}", report.skipped);
    assert_eq!(report.tables, 35);
    tb
}

/// Checks every `FEN;WDL;DTM;TABLE` line of a reference file; returns the number checked.
fn check_reference(tb: &Gaviota, file: &str) -> usize {
    let text =
        std::fs::read_to_string(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(file)).expect(file);
    let mut checked = 0;
    let mut failures = Vec::new();
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let fields: Vec<&str> = line.split(';').collect();
        let [fen, wdl, dtm, table] = fields[..] else {
            panic!("malformed reference line: {line}");
        };
        let pos = Position::from_fen(fen, CastlingMode::Standard).expect(fen);
        let want: (i32, i32) = (wdl.parse().unwrap(), dtm.parse().unwrap());
        let got = (tb.probe_wdl(&pos), tb.probe_dtm(&pos));
        match got {
            (Ok(w), Ok(d)) if (w, d) == want => {}
            other => failures.push(format!("{fen} ({table}): want {want:?}, got {other:?}")),
        }
        checked += 1;
    }
    assert!(
        failures.is_empty(),
        "{file}: {} of {checked} differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
    checked
}

/// The shared reference file (3- and 4-piece tables, checkmates and stalemates included).
#[test]
fn reference_positions_match_python_chess() {
    let checked = check_reference(&open(), "tests/data/gaviota-reference.txt");
    assert_eq!(checked, 1690);
}

/// En passant positions (resolved by probing the captures) and both colour orders of every
/// table, from `tests/python/gaviota_extra_reference.py`.
#[test]
fn en_passant_and_colour_swapped_positions_match_python_chess() {
    let checked = check_reference(&open(), "tests/data/gaviota-extra.txt");
    assert_eq!(checked, 160 + 35 * 24);
}

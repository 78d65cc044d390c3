//! Syzygy probing of the variant families (atomic, antichess/giveaway, suicide) against
//! python-chess: full `probe_wdl`/`probe_dtz` values from the reference files
//! (`tests/data/syzygy-{atomic,giveaway,suicide}-reference.txt`, on the tables in
//! `tablebases/syzygy`), and raw stored table values (`tests/data/syzygy-variant-raw.txt`, from
//! python-chess's table internals) of tables that use every pivot encoding (three unique pieces,
//! connected kings, two and three identical pieces) and pawn files.

use ferrum::position::{CastlingMode, Position};
use ferrum::tb::syzygy::{Syzygy, SyzygyVariant};
use ferrum::variant::{Antichess, Atomic, Giveaway, Suicide};
use std::path::{Path, PathBuf};

use crate::common::ScratchDir;

fn data() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data")
}

/// (line, FEN, WDL, DTZ, table) of one family.
fn cases(family: &str) -> Vec<(usize, String, i32, Option<i32>, String)> {
    let text = std::fs::read_to_string(data().join("syzygy-variant-raw.txt")).unwrap();
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.starts_with('#'))
        .filter_map(|(i, l)| {
            let f: Vec<&str> = l.split(';').collect();
            (f[0] == family).then(|| {
                (
                    i + 1,
                    f[1].to_string(),
                    f[2].parse().unwrap(),
                    f[3].parse().ok(),
                    f[4].to_string(),
                )
            })
        })
        .collect()
}

fn tables() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tablebases/syzygy")
}

fn check<V: SyzygyVariant>(family: &str) {
    // Four-piece suicide tables with every kind of identical-piece pivot, and the in-tree ones.
    let tb: Syzygy<V> = Syzygy::open(&[data().join("syzygy-suicide-4"), tables()]).unwrap();
    let cases = cases(family);
    assert!(cases.len() >= 250, "{family}");
    let mut failures = Vec::new();
    for (line, fen, wdl, dtz, table) in &cases {
        let pos = Position::<V>::from_fen_variant(fen, CastlingMode::Standard)
            .unwrap_or_else(|e| panic!("line {line}: {fen}: {e}"));
        let got = tb
            .probe_wdl_table(&pos)
            .and_then(|w| Ok((w, tb.probe_dtz_table(&pos, w)?)));
        if got != Ok((*wdl, *dtz)) {
            failures.push(format!(
                "line {line} {table} {fen}: expected {wdl} {dtz:?}, got {got:?}"
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} differ:\n{}",
        failures.len(),
        cases.len(),
        failures[..failures.len().min(20)].join("\n")
    );
}

/// Every line of a reference file whose table has at most `max_pieces` pieces gives
/// python-chess's WDL and DTZ (and so does its colour mirror).
fn reference<V: SyzygyVariant>(file: &str, max_pieces: usize) -> usize {
    let tb: Syzygy<V> = Syzygy::open(&[tables()]).unwrap();
    let text = std::fs::read_to_string(data().join(file)).unwrap();
    let mut failures = Vec::new();
    let mut checked = 0;
    for (i, line) in text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.starts_with('#'))
    {
        let f: Vec<&str> = line.split(';').collect();
        let table = f[3].trim_end_matches("-ep");
        if table.len() - 1 > max_pieces {
            continue;
        }
        let (wdl, dtz): (i32, i32) = (f[1].parse().unwrap(), f[2].parse().unwrap());
        let pos = Position::<V>::from_fen_variant(f[0], CastlingMode::Standard)
            .unwrap_or_else(|e| panic!("{file}:{}: {}: {e}", i + 1, f[0]));
        for p in [pos.clone(), pos.mirrored()] {
            let got = (tb.probe_wdl(&p), tb.probe_dtz(&p));
            if got != (Ok(wdl), Ok(dtz)) {
                failures.push(format!(
                    "{file}:{} {} ({}): expected {wdl} {dtz}, got {got:?}",
                    i + 1,
                    p.fen(),
                    f[3]
                ));
            }
            checked += 1;
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {checked} differ:\n{}",
        failures.len(),
        failures[..failures.len().min(25)].join("\n")
    );
    checked
}

#[test]
fn atomic_probes_match_python_chess() {
    assert!(reference::<Atomic>("syzygy-atomic-reference.txt", 4) > 2000);
}

#[test]
fn giveaway_probes_match_python_chess() {
    assert!(reference::<Giveaway>("syzygy-giveaway-reference.txt", 3) > 2500);
    // Lichess antichess plays by the same rules and tables.
    assert!(reference::<Antichess>("syzygy-giveaway-reference.txt", 3) > 2500);
}

#[test]
fn suicide_probes_match_python_chess() {
    // The in-tree suicide tables are the 2- and 3-piece ones.
    assert!(reference::<Suicide>("syzygy-suicide-reference.txt", 3) > 1700);
}

#[test]
fn atomic_tables() {
    check::<Atomic>("atomic");
}

#[test]
fn giveaway_tables() {
    check::<Giveaway>("giveaway");
}

#[test]
fn suicide_tables() {
    check::<Suicide>("suicide");
}

#[test]
fn giveaway_reads_pawnless_suicide_files() {
    // The antichess families share their pawnless tables; a giveaway set may hold the suicide
    // files (`.stbw`) for them.
    let dir = ScratchDir::new("syzygy-sibling");
    for ext in ["stbw", "stbz"] {
        std::fs::copy(
            tables().join(format!("BBvK.{ext}")),
            dir.join(format!("BBvK.{ext}")),
        )
        .unwrap();
    }
    let giveaway: Syzygy<Giveaway> = Syzygy::open(&[dir.path()]).unwrap();
    assert_eq!((giveaway.wdl_count(), giveaway.dtz_count()), (1, 1));
    let suicide: Syzygy<Suicide> = Syzygy::open(&[tables()]).unwrap();
    let mut compared = 0;
    for (_, fen, ..) in cases("suicide").iter().filter(|c| c.4 == "BBvK") {
        let g = Position::<Giveaway>::from_fen_variant(fen, CastlingMode::Standard).unwrap();
        let s = Position::<Suicide>::from_fen_variant(fen, CastlingMode::Standard).unwrap();
        assert_eq!(
            giveaway.probe_wdl_table(&g),
            suicide.probe_wdl_table(&s),
            "{fen}"
        );
        compared += 1;
    }
    assert!(compared >= 50);
    // Tables with pawns are never shared.
    std::fs::write(dir.join("KvP.stbw"), b"").unwrap();
    assert_eq!(
        Syzygy::<Giveaway>::open(&[dir.path()]).unwrap().wdl_count(),
        1
    );
}

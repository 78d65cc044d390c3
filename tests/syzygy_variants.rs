//! The Syzygy table code on the variant families (atomic, giveaway, suicide): raw stored values
//! (`tests/data/syzygy-variant-raw.txt`, from python-chess's table internals) of tables that use
//! every pivot encoding (three unique pieces, connected kings, two and three identical pieces)
//! and pawn files. Full variant probing (captures and variant ends around the tables) is not
//! there yet; these are its building blocks.

use ferrum::position::{CastlingMode, Position};
use ferrum::tb::syzygy::{Syzygy, SyzygyVariant};
use ferrum::variant::{Atomic, Giveaway, Suicide};
use std::path::{Path, PathBuf};

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

fn check<V: SyzygyVariant>(family: &str) {
    let tb: Syzygy<V> = Syzygy::open(&[data().join("syzygy-variants").join(family)]).unwrap();
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
    let dir = std::env::temp_dir().join(format!("ferrum-syzygy-sibling-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    for ext in ["stbw", "stbz"] {
        std::fs::copy(
            data().join(format!("syzygy-variants/suicide/BBvK.{ext}")),
            dir.join(format!("BBvK.{ext}")),
        )
        .unwrap();
    }
    let giveaway: Syzygy<Giveaway> = Syzygy::open(&[&dir]).unwrap();
    assert_eq!((giveaway.wdl_count(), giveaway.dtz_count()), (1, 1));
    let suicide: Syzygy<Suicide> = Syzygy::open(&[data().join("syzygy-variants/suicide")]).unwrap();
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
    assert_eq!(Syzygy::<Giveaway>::open(&[&dir]).unwrap().wdl_count(), 1);
    let _ = std::fs::remove_dir_all(&dir);
}

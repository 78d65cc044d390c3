//! Unit tests over the in-tree tables (`tablebases/syzygy`).

use super::*;
use crate::position::CastlingMode;

fn tables() -> Syzygy {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tablebases/syzygy");
    Syzygy::open(&[dir]).unwrap()
}

fn pos(fen: &str) -> Position {
    Position::from_fen(fen, CastlingMode::Standard).unwrap()
}

#[test]
fn finds_the_in_tree_tables() {
    let tb = tables();
    assert_eq!(tb.wdl_count(), 35);
    assert_eq!(tb.dtz_count(), 35);
    assert_eq!(Syzygy::max_pieces(&tb), 4);
}

#[test]
fn known_values() {
    let tb = tables();
    // python-chess's doctest.
    let p = pos("8/2K5/4B3/3N4/8/8/4k3/8 b - - 0 1");
    assert_eq!(tb.probe_wdl(&p), Ok(-2));
    assert_eq!(tb.probe_dtz(&p), Ok(-53));
    assert_eq!(tb.probe_wdl(&pos("8/8/8/8/8/8/8/K1k5 w - - 0 1")), Ok(0));
}

#[test]
fn scanning_is_fast() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tablebases/syzygy");
    let start = std::time::Instant::now();
    for _ in 0..10 {
        let tb: Syzygy = Syzygy::open(&[&dir]).unwrap();
        assert_eq!(tb.wdl_count(), 35);
    }
    let per_scan = start.elapsed() / 10;
    eprintln!("scan of 70 files: {per_scan:?}");
    // Listing files only; no table is opened. Generous for debug builds on a busy machine.
    assert!(
        per_scan < std::time::Duration::from_millis(40),
        "{per_scan:?}"
    );
}

#[test]
fn every_family_loads_from_the_same_directory_and_the_search_entry_points_dispatch() {
    use crate::tb::Tablebases;
    use crate::variant::{Antichess, Atomic, Crazyhouse, Standard};
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tablebases/syzygy");
    let all = SyzygyTables::open(&[dir]).unwrap();
    assert_eq!(all.atomic.wdl_count(), 35);
    assert_eq!(all.giveaway.wdl_count(), all.antichess.wdl_count());
    assert!(all
        .summary()
        .starts_with("Found 35 WDL and 35 DTZ Syzygy tables (chess"));
    let tb: &dyn Tablebases = &all;
    assert_eq!(tb.pieces_for::<Standard>(), 4);
    assert_eq!(tb.pieces_for::<Atomic>(), 4);
    assert_eq!(tb.pieces_for::<Antichess>(), 3);
    assert_eq!(tb.pieces_for::<Crazyhouse>(), 0);
    // python-chess: atomic KRBvK, Black to move, WDL -2; antichess KQvK, White to move, WDL 2.
    let atomic: Position<Atomic> =
        Position::from_fen_variant("8/8/6R1/8/8/K7/8/Bk6 b - - 0 1", CastlingMode::Standard)
            .unwrap();
    assert_eq!(tb.wdl_of(&atomic), Some(-2));
    let antichess: Position<Antichess> =
        Position::from_fen_variant("8/5Q2/8/7K/8/8/7k/8 w - - 0 1", CastlingMode::Standard)
            .unwrap();
    assert_eq!(tb.wdl_of(&antichess), Some(2));
    assert_eq!(tb.wdl_of(&pos("8/8/8/8/8/8/8/K1k5 w - - 0 1")), Some(0));
}

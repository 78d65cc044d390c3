//! Syzygy table bytes (standard, atomic, antichess and suicide families). The first byte picks
//! the table's name, the rest is written to a temporary directory as that file, which is then
//! opened and probed on positions of the table's material (WDL and DTZ lookups, python-chess's
//! probing with captures resolved, root ranking). A damaged file must give errors, never a
//! crash or an out-of-bounds read; a probe that answered must answer the same again.
#![no_main]

use ferrum::position::{CastlingMode, Position, Setup};
use ferrum::core::{Color, Piece, Role, Square};
use ferrum::tb::syzygy::{Syzygy, SyzygyVariant};
use ferrum::variant::{Antichess, Atomic, Standard, Suicide};
use ferrum_fuzz::Rng;
use libfuzzer_sys::fuzz_target;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Table names (small real tables of each family seed the corpus; see `fuzz/run.sh`).
pub const TABLES: &[&str] = &[
    "KQvK.rtbw", "KRvK.rtbw", "KNvKN.rtbw", "KBvKB.rtbw", "KRRvK.rtbw", "KRPvK.rtbw",
    "KPvK.rtbz", "KQvK.rtbz", "KRvKR.rtbz", "KBvKP.rtbz", "KPvK.atbz", "KPvK.atbw",
    "KBNvK.atbw", "BvB.gtbw", "BNvB.gtbz", "KvK.gtbw", "QvB.stbw", "BPvQ.stbz", "KvK.stbw",
];

fn scratch_dir() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ferrum-fuzz-syzygy-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch directory");
    dir
}

/// Positions with the table's material (either colour holding either side), at random squares.
fn positions<V: SyzygyVariant>(name: &str, rng: &mut Rng) -> Vec<Position<V>> {
    let stem = name.split('.').next().unwrap_or("");
    let Some((a, b)) = stem.split_once('v') else { return Vec::new() };
    let mut out = Vec::new();
    for attempt in 0..200 {
        if out.len() >= 24 {
            break;
        }
        let mut setup = Setup::empty();
        let strong = if attempt % 2 == 0 { Color::White } else { Color::Black };
        let mut ok = true;
        for (side, color) in [(a, strong), (b, !strong)] {
            for c in side.chars() {
                let Some(role) = Role::from_char(c) else { ok = false; break };
                let sq = loop {
                    let sq = Square::from_index(rng.below(64) as u32);
                    let back = sq.rank().index() == 0 || sq.rank().index() == 7;
                    if setup.board[sq.index()].is_none() && !(role == Role::Pawn && back) {
                        break sq;
                    }
                };
                setup.board[sq.index()] = Some(Piece::new(color, role));
            }
        }
        setup.turn = if rng.below(2) == 0 { Color::White } else { Color::Black };
        setup.halfmoves = rng.below(3) as u32 * 40;
        if !ok {
            break;
        }
        if let Ok(pos) = setup.into_position::<V>(CastlingMode::Standard) {
            out.push(pos);
        }
    }
    out
}

fn probe_all<V: SyzygyVariant>(dir: &Path, name: &str, seed: u64) {
    let Ok(tb) = Syzygy::<V>::open(&[dir]) else { return };
    let _ = tb.summary();
    let mut rng = Rng::new(seed);
    for pos in positions::<V>(name, &mut rng) {
        let raw = tb.probe_wdl_table(&pos);
        if let Ok(w) = raw {
            assert!((-2..=2).contains(&w), "WDL {w} out of range");
            assert_eq!(tb.probe_wdl_table(&pos).ok(), Some(w), "WDL lookup not repeatable");
            if w != 0 {
                let d = tb.probe_dtz_table(&pos, w);
                if let Ok(d) = d {
                    assert_eq!(tb.probe_dtz_table(&pos, w).ok(), Some(d));
                }
            }
        }
        for w in [-2, 2] {
            let _ = tb.probe_dtz_table(&pos, w);
        }
        if let Ok(w) = tb.probe_wdl(&pos) {
            assert!((-2..=2).contains(&w));
            assert_eq!(tb.probe_wdl(&pos).ok(), Some(w), "probe_wdl not repeatable");
        }
        let _ = tb.probe_dtz(&pos);
        if let Some(ranked) = tb.rank_moves(&pos, Some(Instant::now() + Duration::from_millis(200))) {
            let legal = pos.legal_moves();
            assert!(ranked.iter().all(|(m, _)| legal.contains(m)));
        }
    }
    let _ = tb.take_problems();
}

fuzz_target!(|data: &[u8]| {
    let Some((&pick, bytes)) = data.split_first() else { return };
    let name = TABLES[usize::from(pick) % TABLES.len()];
    let dir = scratch_dir();
    std::fs::write(dir.join(name), bytes).expect("write table");
    let seed = bytes.len() as u64 ^ u64::from(pick) << 32;
    match name.rsplit('.').next() {
        Some("rtbw" | "rtbz") => probe_all::<Standard>(&dir, name, seed),
        Some("atbw" | "atbz") => probe_all::<Atomic>(&dir, name, seed),
        Some("gtbw" | "gtbz") => probe_all::<Antichess>(&dir, name, seed),
        _ => probe_all::<Suicide>(&dir, name, seed),
    }
    let _ = std::fs::remove_dir_all(&dir);
});

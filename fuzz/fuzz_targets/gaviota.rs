//! Gaviota table bytes (`.gtb.cp4`, LZMA blocks). The first byte picks the table's name among
//! the format's 145 signatures, the rest is written to a temporary directory as that file, which
//! is loaded and probed on positions of its material (DTM, WDL, root moves). A damaged file
//! must be refused or give errors, never a crash, a hang or an out-of-bounds read; a probe that
//! answered must give the same answer again (the second one from the block cache).
#![no_main]

use ferrum::core::{Color, Piece, Role, Square};
use ferrum::position::{CastlingMode, Position, Setup};
use ferrum::tb::gaviota::material::{NAMES, SUFFIX};
use ferrum::tb::gaviota::Gaviota;
use ferrum_fuzz::Rng;
use libfuzzer_sys::fuzz_target;
use std::time::{Duration, Instant};

/// Positions with the signature's material (either colour holding the first side).
fn positions(name: &str, rng: &mut Rng) -> Vec<Position> {
    let Some(second_king) = name[1..].find('k').map(|i| i + 1) else { return Vec::new() };
    let (a, b) = name.split_at(second_king);
    let mut out = Vec::new();
    for attempt in 0..200 {
        if out.len() >= 16 {
            break;
        }
        let mut setup = Setup::empty();
        let strong = if attempt % 2 == 0 { Color::White } else { Color::Black };
        for (side, color) in [(a, strong), (b, !strong)] {
            for role in side.chars().filter_map(Role::from_char) {
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
        if let Ok(pos) = setup.into_position(CastlingMode::Standard) {
            out.push(pos);
        }
    }
    out
}

fuzz_target!(|data: &[u8]| {
    let Some((&pick, bytes)) = data.split_first() else { return };
    let name = NAMES[usize::from(pick) % NAMES.len()];
    let dir = std::env::temp_dir().join(format!("ferrum-fuzz-gaviota-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch directory");
    std::fs::write(dir.join(format!("{name}{SUFFIX}")), bytes).expect("write table");
    if let Ok((tb, report)) = Gaviota::open(&[&dir], 1 << 20) {
        assert!(report.tables + report.skipped.len() <= 1);
        let mut rng = Rng::new(bytes.len() as u64 ^ u64::from(pick) << 32);
        for pos in positions(name, &mut rng) {
            if let Ok(dtm) = tb.probe_dtm(&pos) {
                assert_eq!(tb.probe_dtm(&pos).ok(), Some(dtm), "DTM not repeatable");
            }
            if let Ok(wdl) = tb.probe_wdl(&pos) {
                assert!((-1..=1).contains(&wdl));
            }
            if let Ok(Some(moves)) = tb.probe_root(&pos, Some(Instant::now() + Duration::from_millis(200))) {
                let legal = pos.legal_moves();
                assert!(moves.iter().all(|m| legal.contains(&m.mv)));
            }
        }
        let _ = tb.disabled_tables();
    }
    let _ = std::fs::remove_dir_all(&dir);
});

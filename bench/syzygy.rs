//! Syzygy probing speed (criterion): WDL and DTZ probes over the random positions of
//! `tests/data/syzygy-reference.txt` (100 random legal positions per 3-4-piece table in both
//! colour orientations, plus en passant positions) and their colour mirrors, on the in-tree
//! tables, after a warm-up that opens every file. Run: `cargo bench --bench syzygy`.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use ferrum::position::{CastlingMode, Position};
use ferrum::tb::syzygy::Syzygy;
use ferrum::tb::Tablebases;
use std::hint::black_box;
use std::path::Path;

fn positions() -> Vec<Position> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join("tests/data/syzygy-reference.txt"))
        .expect("reference file");
    let mut out = Vec::new();
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let fen = line.split(';').next().unwrap_or("");
        let pos = Position::from_fen(fen, CastlingMode::Standard).expect("valid FEN");
        out.push(pos.mirrored());
        out.push(pos);
    }
    out
}

fn syzygy(c: &mut Criterion) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tablebases/syzygy");
    let tb: Syzygy = Syzygy::open(&[dir]).expect("tables");
    let positions = positions();
    // Warm-up: open and map every table.
    for p in &positions {
        let _ = tb.probe_dtz(p);
    }
    let mut group = c.benchmark_group("syzygy");
    group.throughput(Throughput::Elements(positions.len() as u64));
    group.bench_function("probe_wdl", |b| {
        b.iter(|| {
            for p in &positions {
                black_box(tb.probe_wdl(black_box(p)).ok());
            }
        })
    });
    group.bench_function("probe_dtz", |b| {
        b.iter(|| {
            for p in &positions {
                black_box(tb.probe_dtz(black_box(p)).ok());
            }
        })
    });
    // What the search calls: WDL through the engine's trait object.
    let dyn_tb: &dyn Tablebases = &tb;
    group.bench_function("search_probe_wdl", |b| {
        b.iter(|| {
            for p in &positions {
                black_box(dyn_tb.probe_wdl(black_box(p)));
            }
        })
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = syzygy
}
criterion_main!(benches);

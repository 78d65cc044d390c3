//! Gaviota probe speed (criterion): DTM probes of the reference positions with a warm block
//! cache (every block already decompressed) and a cold one (the cache emptied before each
//! probe, so every probe decompresses a 16 KiB block). Run: `cargo bench --bench gaviota`.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use ferrum::position::{CastlingMode, Position};
use ferrum::tb::gaviota::Gaviota;
use std::hint::black_box;
use std::path::PathBuf;

fn positions() -> Vec<Position> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join("tests/data/gaviota-reference.txt"))
        .expect("tests/data/gaviota-reference.txt");
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.split(';').next())
        .filter_map(|fen| Position::from_fen(fen, CastlingMode::Standard).ok())
        .collect()
}

fn gaviota(c: &mut Criterion) {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tablebases/gaviota");
    let (tb, _) = Gaviota::open(&[dir], 256 << 20).expect("tablebases/gaviota");
    let positions = positions();
    let mut group = c.benchmark_group("gaviota");

    group.throughput(Throughput::Elements(positions.len() as u64));
    for pos in &positions {
        let _ = tb.probe_dtm(pos);
    }
    group.bench_function("probe_dtm warm cache", |b| {
        b.iter(|| {
            for pos in &positions {
                black_box(tb.probe_dtm(black_box(pos)).ok());
            }
        })
    });

    group.throughput(Throughput::Elements(1));
    let mut next = 0;
    group.bench_function("probe_dtm cold cache", |b| {
        b.iter(|| {
            tb.clear_cache();
            next = (next + 1) % positions.len();
            black_box(tb.probe_dtm(black_box(&positions[next])).ok())
        })
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = gaviota
}
criterion_main!(benches);

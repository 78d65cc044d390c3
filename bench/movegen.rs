//! Move generation and perft speed (criterion). Run: `cargo bench --bench movegen`.

use criterion::{criterion_group, criterion_main, Criterion};
use ferrum::position::{CastlingMode, Position};
use std::hint::black_box;

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

fn movegen(c: &mut Criterion) {
    let start = Position::startpos();
    let kiwipete = Position::from_fen(KIWIPETE, CastlingMode::Standard).expect("valid FEN");
    c.bench_function("legal_moves kiwipete", |b| {
        b.iter(|| black_box(&kiwipete).legal_moves())
    });
    c.bench_function("count_legal_moves kiwipete", |b| {
        b.iter(|| black_box(&kiwipete).count_legal_moves())
    });
    c.bench_function("perft 4 startpos", |b| {
        b.iter(|| black_box(&start).perft(4))
    });
    c.bench_function("perft 3 kiwipete", |b| {
        b.iter(|| black_box(&kiwipete).perft(3))
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = movegen
}
criterion_main!(benches);

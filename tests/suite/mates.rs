//! The mate suite (tests/data/mates.epd, mate-in-2 to mate-in-5 problems from the public
//! ChestUCI/matetrack collection, verified by tests/python/make_mate_suite.py): the search
//! must find every mate with its exact distance within a node budget.

use ferrum::position::{CastlingMode, Position};
use ferrum::search::{Limits, SearchRequest, SearchShared, Worker, MATE};
use ferrum::tt::TranspositionTable;
use std::sync::Arc;

/// Nodes allowed per problem.
const BUDGET: u64 = 5_000_000;

#[test]
fn finds_every_mate_with_its_exact_distance() {
    let text =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/mates.epd"))
            .expect("tests/data/mates.epd");
    let mut problems = Vec::new();
    let mut fen = None;
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        if let Some(f) = line.strip_prefix("epd ") {
            fen = Some(f.to_string());
        } else if let Some(n) = line.strip_prefix("mate ") {
            let n: i32 = n.parse().expect("mate N");
            problems.push((fen.take().expect("epd before mate"), n));
        }
    }
    assert!(problems.len() >= 30, "only {} problems", problems.len());
    let mut failures = Vec::new();
    let mut total_nodes = 0;
    for (fen, n) in &problems {
        let pos = Position::from_fen(fen, CastlingMode::Standard).expect("valid FEN");
        let tt = Arc::new(TranspositionTable::new(32).expect("hash"));
        let mut worker = Worker::new(0, tt, Arc::new(SearchShared::new(1)));
        let limits = Limits {
            mate: Some(*n),
            nodes: Some(BUDGET),
            ..Limits::default()
        };
        worker.search(&pos, SearchRequest::new(&limits));
        total_nodes += worker.nodes();
        let score = worker.root_moves[0].score;
        let expected = MATE - (2 * n - 1);
        if score != expected {
            failures.push(format!(
                "{fen}: mate in {n} expected (score {expected}), got score {score} after {} nodes",
                worker.nodes()
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} problems failed:\n{}",
        failures.len(),
        problems.len(),
        failures.join("\n")
    );
    eprintln!("{} mates found in {total_nodes} nodes", problems.len());
}

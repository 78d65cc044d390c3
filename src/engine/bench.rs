//! `bench`: a fixed search over built-in positions, single thread, fresh state. Its node count
//! is deterministic and serves as the search's behaviour signature (`Bench: N` in commits);
//! the last line is OpenBench's `<nodes> nodes <nps> nps`.

use crate::position::{CastlingMode, Position};
use crate::search::{Limits, SearchRequest, SearchShared, Worker};
use crate::tt::TranspositionTable;
use std::sync::Arc;
use std::time::Instant;

pub const DEFAULT_DEPTH: i32 = 11;

/// Positions from well-known games (openings to endgames) and classic test positions.
pub const POSITIONS: &[&str] = &[
    "r2qkb1r/pp1n1ppp/2p1pn2/3p4/6b1/1P1P1NP1/PBP1PPBP/RN1Q1RK1 b kq - 0 7",
    "r4rk1/ppbn1p2/2p1pn1p/q2p2pb/7N/PP1PP1PP/1BPN1PB1/R3QRK1 w - - 0 14",
    "r3r1k1/1p1n1p2/1qp2n1p/p1b1p1pb/4P3/PP2N1PP/1BP2PBN/R1Q1R1K1 b - - 2 21",
    "3rr1k1/1p1n4/1qp4p/5PP1/pP2p3/P3N1P1/1BP1b1B1/R1Q4K b - - 0 31",
    "4r3/8/2p3Pk/1p1r1P2/pP2p1R1/P1B5/2P2K2/8 w - - 1 44",
    "r1bqk2r/2ppbppp/p1n2n2/1p2p3/4P3/1B3N2/PPPP1PPP/RNBQR1K1 b kq - 1 7",
    "r2qrbk1/2pb1pp1/p2p1n1p/np2p3/3PP3/1BP2NNP/PP3PP1/R1BQR1K1 w - - 7 14",
    "r3rbk1/3b1ppn/p2p3p/1ppPp3/P3P2q/1PP1B1NP/2B1QPP1/R3R1K1 b - - 1 21",
    "r1r1qbk1/3b1pp1/pB1n3p/1p1Pp3/PPp1P3/2P3NP/R1B2QP1/R5K1 b - - 7 31",
    "R7/1r3kp1/1qQb1p1p/1p1PpP2/1Pp1B3/2P4P/6P1/6K1 w - - 11 44",
    "r1bq1rk1/ppp1bppp/2np1n2/4p3/2P5/P1NP1NP1/1P2PPBP/R1BQK2R b KQ - 2 7",
    "r4rk1/pppqbpp1/3p1n1p/4p2b/2PnP3/P1NP1PP1/1P3NBP/R1BQ1RK1 w - - 0 14",
    "r4r1k/2q1bpp1/p2p1nbp/2p1p3/2PnPPB1/P1NPB1P1/1R3N1P/3Q1RK1 b - - 0 21",
    "rr1b3k/5ppb/p2p1n1p/2pNnP2/B1P1PB2/2NP4/R6P/5RK1 b - - 10 31",
    "3r3k/2r2p2/5Pbp/RBp1p3/2P1P1K1/3P1R2/8/8 w - - 3 44",
    "rn1qkb1r/pp3ppp/2pppn2/7b/3PP3/2NB1N1P/PPP1QPP1/R1B1K2R b KQkq - 1 7",
    "r3k2r/pp1nqpp1/n1p1p1p1/3pP3/3P2PP/2N2N2/PPP1QP2/R3K2R w KQkq - 1 14",
    "2k1rr2/ppnn2p1/2p2qp1/3pP3/6PP/5NR1/PPP1QP2/1K1NR3 b - - 0 21",
    "4rr2/p1k3p1/2p1n1p1/2npP3/6PP/P1N1PNR1/2P5/K2R4 b - - 0 31",
    "8/R7/2p5/2kpP3/7P/PR6/2r5/K4r2 w - - 1 44",
    "r2qkbnr/pp1n1ppp/2p1p3/3p4/4P3/3P1BPP/PPP2P2/RNBQK2R b KQkq - 0 7",
    "r3k2r/ppq1bpp1/2p1pn2/4n2p/8/2PP2PP/PP1NQPB1/R1B1K2R w KQkq - 1 14",
    "1k1rr3/ppq1bpp1/2p3n1/6Bp/3N2nP/2P3P1/PPQ2PB1/1K1R3R b - - 8 21",
    "1k1r4/pp4p1/1n4p1/2p3Pp/2P3n1/1P3NP1/P4PB1/1K2R3 b - - 0 31",
    "8/ppk5/6R1/1Pp3PN/8/1P4P1/r2n4/2K5 w - - 1 44",
    "r1bqkb1r/pp1n1ppp/2p1pn2/6N1/3P4/3B1N2/PPP2PPP/R1BQK2R b KQkq - 1 7",
    "r2k1b1r/pb1nq1p1/2p1p1Bp/1p1n4/P2P1B2/5N2/1PP2PPP/R2QR1K1 w - - 3 14",
    "r1bqk2r/1pp1bppp/p1p2n2/4p3/4P3/5N2/PPPP1PPP/RNBQR1K1 b kq - 1 7",
    "3r1rk1/1ppqbppp/p1p5/2n5/3NPBb1/2N1Q3/PPP2PPP/R3R1K1 w - - 9 14",
    "3r1rk1/2p1qbp1/ppp1np1p/8/4P3/P1N1QPBP/1PP3PK/3RR3 b - - 0 21",
    "1Q6/3q1bpk/2pBnp1p/ppp5/4PP2/P5NP/1PP3PK/8 b - - 0 31",
    "8/3b1kp1/2p2p2/1p2P2p/1BpN1P1P/P1Pn2K1/1P4P1/8 w - - 3 44",
    "rnbq1rk1/ppp2pbp/3p1np1/3Pp3/2P1P3/2N2N1P/PP3PP1/R1BQKB1R b KQ - 0 7",
    "r1b1qrk1/ppp3bp/6p1/2pPpp2/2P1Pn2/P1N2B1P/1P3PPN/R2QK2R w KQ - 0 14",
    "r4rk1/2pb3p/pp1q2p1/2pPpp2/1PP1Pb2/P4B1P/3N1PP1/1R1QR1K1 b - - 0 21",
    "4r1k1/2p2r1p/pp4p1/3Pp1b1/1PP5/2QN3q/1R3PB1/4R1K1 b - - 1 31",
    "r2qkb1r/1pp2ppp/p1np1n2/4p3/2P1P1b1/P1NP1N2/1P2BPPP/R1BQK2R b KQkq - 0 7",
    "r2q1rk1/1ppn1p1p/p1np1bp1/4p1B1/1PP1P1b1/P1NP1N2/4BPPP/1R1Q1RK1 w - - 9 14",
    "r2q1rk1/1ppn1pbp/3p2p1/pP6/N1PpPP2/P2P4/3Q2PP/1R1B1RK1 b - - 0 21",
    "4rrk1/2p1qpb1/1p1p2p1/pPn4p/2PpPP1P/P2P2P1/3Q1NBK/1R3R2 b - - 2 31",
    "8/8/4k3/8/2p5/8/B2K4/8 w - - 0 1",
    "8/5p2/4k3/8/3PK3/8/8/8 w - - 0 1",
    "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
    "8/8/8/8/8/3k4/3p4/3K4 w - - 0 1",
    "2r3k1/1q3ppp/p3p3/1p1nP3/3P4/P2Q1N2/1P3PPP/2R3K1 b - - 0 1",
    "rnbqkb1r/pp1p1ppp/4pn2/2p5/2PP4/2N5/PP2PPPP/R1BQKBNR w KQkq - 0 4",
    "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
];

/// The result of a bench run.
pub struct BenchResult {
    pub nodes: u64,
    pub millis: u128,
}

impl BenchResult {
    pub fn nps(&self) -> u64 {
        (self.nodes as u128 * 1000 / self.millis.max(1)) as u64
    }
}

/// Searches every position to `depth` with a 16 MB table, clearing all state first.
/// `per_position` receives each position's node count.
pub fn run(depth: i32, mut per_position: impl FnMut(usize, &str, u64)) -> BenchResult {
    let tt =
        Arc::new(TranspositionTable::new(16).unwrap_or_else(|_| unreachable!("16 MB allocates")));
    let mut total = 0;
    let start = Instant::now();
    let mut worker = Worker::new(0, tt.clone(), Arc::new(SearchShared::new(1)));
    for (i, fen) in POSITIONS.iter().enumerate() {
        let Ok(pos) = Position::from_fen(fen, CastlingMode::Standard) else {
            continue;
        };
        tt.clear();
        worker.clear();
        let shared = Arc::new(SearchShared::new(1));
        worker.set_shared(tt.clone(), shared);
        worker.search(&pos, SearchRequest::new(&Limits::depth(depth)));
        total += worker.nodes();
        per_position(i, fen, worker.nodes());
    }
    BenchResult {
        nodes: total,
        millis: start.elapsed().as_millis(),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn bench_positions_are_valid() {
        for fen in super::POSITIONS {
            assert!(
                super::Position::from_fen(fen, super::CastlingMode::Standard).is_ok(),
                "{fen}"
            );
        }
        assert_eq!(super::POSITIONS.len(), 50);
    }

    #[test]
    fn bench_is_deterministic() {
        let a = super::run(5, |_, _, _| {});
        let b = super::run(5, |_, _, _| {});
        assert_eq!(a.nodes, b.nodes);
        assert!(a.nodes > 10_000);
    }
}

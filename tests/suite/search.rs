//! Search behaviour: draws by rule inside the tree, mate scores, limits.

use ferrum::position::{CastlingMode, Position};
use ferrum::search::{Limits, SearchRequest, SearchShared, Worker, MATE};
use ferrum::tt::TranspositionTable;
use std::sync::Arc;

fn search(pos: &Position, history: &[u64], depth: i32) -> (String, i32) {
    let tt = Arc::new(TranspositionTable::new(8).unwrap());
    let mut w = Worker::new(0, tt, Arc::new(SearchShared::new(1)));
    let limits = Limits::depth(depth);
    w.search(
        pos,
        SearchRequest {
            history,
            ..SearchRequest::new(&limits)
        },
    );
    let best = &w.root_moves[0];
    (pos.uci(best.mv), best.score)
}

fn fen(f: &str) -> Position {
    Position::from_fen(f, CastlingMode::Standard).unwrap()
}

#[test]
fn repetition_against_game_history_is_a_draw() {
    // White is a queen down; the game went 1. Ng1 Qb5 2. Nf3 Qb4 twice, so Ng1 makes a
    // position the third time: a draw.
    let start = fen("7k/8/8/8/1q6/5N2/8/7K w - - 0 1");
    let play = |cycles: usize| {
        let mut pos = start.clone();
        let mut history = Vec::new();
        for _ in 0..cycles {
            for m in ["f3g1", "b4b5", "g1f3", "b5b4"] {
                let mv = pos.parse_uci(m).unwrap();
                history.push(pos.repetition_key());
                pos.play_unchecked(mv);
            }
        }
        assert_eq!(pos.key(), start.key());
        (pos, history)
    };
    let (pos, history) = play(2);
    let (best, score) = search(&pos, &history, 8);
    assert_eq!((best.as_str(), score), ("f3g1", 0));
    // Once through the cycle, Ng1 only repeats it a second time: Black plays on and wins,
    // as without the history.
    let (pos, history) = play(1);
    let (_, score) = search(&pos, &history, 8);
    assert!(score < -500, "{score}");
    let (_, score) = search(&start, &[], 8);
    assert!(score < -500, "{score}");
}

#[test]
fn fifty_move_rule_in_search() {
    // Black is a queen up, but any quiet white move completes 100 half-moves: a draw.
    let pos = fen("7k/8/8/8/3q4/8/8/N6K w - - 99 120");
    let (_, score) = search(&pos, &[], 6);
    assert_eq!(score, 0);
    let fresh = fen("7k/8/8/8/3q4/8/8/N6K w - - 0 120");
    let (_, score) = search(&fresh, &[], 6);
    assert!(score < -500, "{score}");
}

#[test]
fn finds_mate_with_distance() {
    // Mate in 1: score MATE - 1; then a mate in 2: MATE - 3.
    let pos = fen("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
    let (best, score) = search(&pos, &[], 6);
    assert_eq!((best.as_str(), score), ("h5f7", MATE - 1));
    let pos = fen("6k1/pp4p1/2p5/2bp4/8/P5Pb/1P3rrP/2BRRN1K b - - 0 1");
    let (best, score) = search(&pos, &[], 8);
    assert_eq!(best, "g2g1");
    assert_eq!(score, MATE - 3);
}

#[test]
fn insufficient_material_is_a_draw() {
    let pos = fen("8/8/4k3/8/8/3NK3/8/8 w - - 0 1");
    assert_eq!(search(&pos, &[], 6).1, 0);
}

#[test]
fn win_at_chess_positions_at_depth_ten() {
    // Deep enough for singular extensions and correction history to act: the
    // mates keep their exact distance and the quiet winning rook lift is still found.
    let cases = [
        // WAC.004 and WAC.005: mates in 2.
        (
            "r1bq2rk/pp3pbp/2p1p1pQ/7P/3P4/2PB1N2/PP3PPR/2KR4 w - - 0 1",
            "h6h7",
        ),
        ("5k2/6pp/p1qN4/1p1p4/3P4/2PKP2Q/PP3r2/3R4 b - - 0 1", "c6c4"),
    ];
    for (f, bm) in cases {
        let (best, score) = search(&fen(f), &[], 10);
        assert_eq!((best.as_str(), score), (bm, MATE - 3), "{f}");
    }
    // WAC.003: Rg3 wins material against the pinned g-file.
    let (best, score) = search(
        &fen("5rk1/1ppb3p/p1pb4/6q1/3P1p1r/2P1R2P/PP1BQ1P1/5RKN w - - 0 1"),
        &[],
        10,
    );
    assert_eq!(best, "e3g3");
    assert!(score > 200, "{score}");
}

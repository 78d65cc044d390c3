//! What other engines print, as the tournament runner reads it: UCI `info` and `bestmove`
//! lines, XBoard `feature` and thinking lines, and move texts in every form the runner accepts
//! (UCI either castling spelling, SAN). The first byte picks the position the moves are read
//! in. A move the runner accepts must be legal there; scores and depths must be what the line
//! says.
#![no_main]

use ferrum::position::CastlingMode;
use ferrum::tournament::player::uci::{parse_bestmove, parse_info};
use ferrum::tournament::player::xboard::{parse_features, parse_thinking, Features};
use ferrum::tournament::player::{parse_move, Score};
use ferrum::variant::{AnyPosition, VariantKind};
use libfuzzer_sys::fuzz_target;

const POSITIONS: &[(VariantKind, &str, CastlingMode)] = &[
    (VariantKind::Standard, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", CastlingMode::Standard),
    (VariantKind::Standard, "r3k2r/1P4P1/8/3pP3/8/8/6p1/R3K2R w KQkq d6 0 1", CastlingMode::Standard),
    (VariantKind::Standard, "nrkbbqrn/pppppppp/8/8/8/8/PPPPPPPP/NRKBBQRN w GBgb - 0 1", CastlingMode::Chess960),
    (VariantKind::Crazyhouse, "r3k2r/pppq1ppp/8/8/8/8/PPPQ1PPP/R3K2R[NBpp] w KQkq - 0 1", CastlingMode::Standard),
    (VariantKind::Antichess, "8/1P6/8/8/8/8/6p1/8 w - - 0 1", CastlingMode::Standard),
    (VariantKind::Atomic, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", CastlingMode::Standard),
];

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else { return };
    let (kind, fen, mode) = POSITIONS[usize::from(pick) % POSITIONS.len()];
    let pos = AnyPosition::from_fen(kind, fen, mode).expect("fixed positions are valid");
    let legal = pos.legal_moves();
    let text = String::from_utf8_lossy(rest);
    let mut features = Features::default();
    for line in text.lines().take(64) {
        if let Some(eval) = parse_info(line) {
            let words: Vec<&str> = line.split_whitespace().collect();
            assert_eq!(words.first(), Some(&"info"));
            let said = words.windows(3).any(|w| {
                w[0] == "score"
                    && match eval.score {
                        Score::Cp(v) => w[1] == "cp" && w[2].parse() == Ok(v),
                        Score::Mate(v) => w[1] == "mate" && w[2].parse() == Ok(v),
                    }
            });
            assert!(said, "score not in the line: {line}");
        }
        if let Some(eval) = parse_thinking(line) {
            let first = line.split_whitespace().next().unwrap_or("");
            assert_eq!(first.trim_end_matches(['.', '&']).parse::<u32>().ok(), Some(eval.depth));
        }
        let _ = parse_features(line, &mut features);
        if let Some((best, ponder)) = parse_bestmove(line) {
            if let Some(m) = parse_move(&pos, &best) {
                assert!(legal.contains(&m), "'{best}' accepted but illegal in {fen}");
                if let Some(p) = ponder {
                    let mut after = pos.clone();
                    after.play_unchecked(m);
                    if let Some(r) = parse_move(&after, &p) {
                        assert!(after.legal_moves().contains(&r));
                    }
                }
            }
        }
        for word in line.split_whitespace().take(16) {
            if let Some(m) = parse_move(&pos, word) {
                assert!(legal.contains(&m), "'{word}' accepted but illegal in {fen}");
            }
        }
    }
});

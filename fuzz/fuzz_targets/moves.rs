//! SAN and UCI move text against positions. The input's first line chooses the variant
//! (`crazyhouse`, `atomic 960`, ...; anything else is standard chess), the second line a FEN
//! (the variant's start when it does not parse), the rest are move words. Each word is read as
//! UCI and as SAN (and the tournament's tolerant `parse_move`); a word that reads as a move
//! must name a legal move whose own UCI/SAN text reads back to it, and a UCI word must be that
//! move's UCI text (up to letter case and the two spellings of castling). Legal moves are
//! played, so later words are read in later positions.
#![no_main]

use ferrum::position::CastlingMode;
use ferrum::tournament::player::parse_move;
use ferrum::variant::{AnyPosition, VariantKind};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let mut lines = text.lines();
    let head = lines.next().unwrap_or("");
    let mut head_words = head.split_whitespace();
    let kind = head_words
        .next()
        .and_then(VariantKind::from_name)
        .unwrap_or_default();
    let mode = if head_words.next() == Some("960") {
        CastlingMode::Chess960
    } else {
        CastlingMode::Standard
    };
    let fen = lines.next().unwrap_or("");
    let mut pos = AnyPosition::from_fen(kind, fen, mode).unwrap_or_else(|_| AnyPosition::new(kind, mode));
    let mut played = 0;
    for word in lines.flat_map(str::split_whitespace) {
        let legal = pos.legal_moves();
        let by_uci = pos.parse_uci(word).ok();
        let by_san = pos.parse_san(word).ok();
        let tolerant = parse_move(&pos, word);
        for m in [by_uci, by_san, tolerant].into_iter().flatten() {
            assert!(legal.contains(&m), "'{word}' read as an illegal move in {}", pos.fen());
            ferrum_fuzz::check_move(&pos, m);
        }
        if let Some(m) = by_uci {
            let printed = pos.uci(m);
            if !printed.eq_ignore_ascii_case(word) {
                // Castling reads as king-takes-rook and (outside Chess960) as the king's step.
                assert!(m.is_castle(), "UCI '{word}' prints back as '{printed}' in {}", pos.fen());
            }
        }
        if let Some(m) = by_uci.or(by_san).or(tolerant) {
            pos.play_unchecked(m);
            played += 1;
            if played % 8 == 0 {
                ferrum_fuzz::check_position(&pos);
            }
        }
    }
    ferrum_fuzz::check_position(&pos);
});

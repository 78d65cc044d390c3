//! Polyglot book bytes. A book that opens must answer consistently: the binary search finds
//! exactly the records a linear scan finds, and walking the book's tree from the start
//! position (book moves played recursively) yields only legal moves whose encoding decodes
//! back to them; weighted and uniform choices pick among the listed moves.
#![no_main]

use ferrum::book::{decode_move, encode_move, Book};
use ferrum::position::Position;
use libfuzzer_sys::fuzz_target;
use std::collections::HashSet;

fn walk(book: &Book, pos: &Position, depth: u32, seen: &mut HashSet<u64>, random: &mut ferrum_fuzz::Rng) {
    if depth == 0 || seen.len() >= 256 || !seen.insert(pos.key()) {
        return;
    }
    let key = pos.polyglot_key();
    let linear = book.iter().filter(|e| e.key == key).count();
    assert_eq!(book.entries(key).count(), linear, "binary search misses records");
    let moves = book.moves(pos);
    let legal = pos.legal_moves();
    for m in &moves {
        assert!(legal.contains(&m.mv), "book move not legal in {}", pos.fen());
        let raw = encode_move(m.mv).expect("a board move encodes");
        assert_eq!(decode_move(raw, pos), Some(m.mv));
    }
    let best = book.find(pos, 0);
    assert_eq!(best.is_some(), !moves.is_empty());
    if let Some(b) = best {
        assert!(moves.iter().all(|m| m.weight <= b.weight));
    }
    if let Some(c) = book.choose_weighted(pos, 1, random.next()) {
        assert!(moves.contains(&c) && c.weight >= 1);
    }
    if let Some(c) = book.choose_uniform(pos, 0, random.next()) {
        assert!(moves.contains(&c));
    }
    for m in moves {
        let mut next = pos.clone();
        next.play_unchecked(m.mv);
        walk(book, &next, depth - 1, seen, random);
    }
}

fuzz_target!(|data: &[u8]| {
    let Ok(book) = Book::from_bytes(data.to_vec()) else {
        assert!(data.len() % 16 != 0 || data.chunks_exact(16).map(|c| c[..8].to_vec()).collect::<Vec<_>>().windows(2).any(|w| w[0] > w[1]));
        return;
    };
    assert_eq!(book.len(), data.len() / 16);
    let keys: Vec<u64> = book.iter().map(|e| e.key).collect();
    assert!(keys.windows(2).all(|w| w[0] <= w[1]), "accepted an unsorted book");
    for e in book.iter().take(64) {
        let _ = e.raw_uci();
        assert_eq!(ferrum::book::BookEntry::from_bytes(e.to_bytes()), e);
    }
    let mut random = ferrum_fuzz::Rng::new(data.len() as u64);
    walk(&book, &Position::startpos(), 8, &mut HashSet::new(), &mut random);
});

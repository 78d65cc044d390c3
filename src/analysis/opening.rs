//! Opening names: lichess's chess-openings list (books/openings.tsv, public domain: ECO code,
//! name and moves of 3,807 named positions), built into the binary and read once on first use.
//!
//! A game's opening is the last position of its main line that the list names (lichess's rule:
//! walk back from the end to the first named position), so transpositions are named too.
//! Standard chess only, Chess960 excluded.

use crate::game::Game;
use crate::position::CastlingMode;
use crate::variant::{AnyPosition, VariantKind};
use std::collections::HashMap;
use std::sync::OnceLock;

const LIST: &str = include_str!("../../books/openings.tsv");

/// A named opening.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    pub eco: &'static str,
    pub name: &'static str,
    /// The ply (0-based index of the move) whose position is named.
    pub ply: usize,
}

/// Positions (Zobrist keys) to their ECO code and name.
fn table() -> &'static HashMap<u64, (&'static str, &'static str)> {
    static TABLE: OnceLock<HashMap<u64, (&'static str, &'static str)>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut map = HashMap::new();
        for line in LIST.lines() {
            let mut fields = line.split('\t');
            let (Some(eco), Some(name), Some(moves)) =
                (fields.next(), fields.next(), fields.next())
            else {
                continue;
            };
            let mut pos = AnyPosition::default();
            let mut ok = true;
            for word in moves.split_whitespace() {
                if word.ends_with('.') {
                    continue;
                }
                match pos.parse_san(word) {
                    Ok(m) => pos.play_unchecked(m),
                    Err(_) => {
                        ok = false;
                        break;
                    }
                }
            }
            if ok {
                // The first line of a position wins (the list puts the main name first).
                map.entry(pos.key()).or_insert((eco, name));
            }
        }
        map
    })
}

/// The opening of a game: its last named position, if any.
pub fn classify(game: &Game) -> Option<Opening> {
    if game.variant() != VariantKind::Standard || game.castling_mode() == CastlingMode::Chess960 {
        return None;
    }
    let table = table();
    let mut pos = game.start.clone();
    let mut found = None;
    for (ply, gm) in game.moves.iter().enumerate() {
        crate::game::play(&mut pos, gm.mv);
        if let Some(&(eco, name)) = table.get(&pos.key()) {
            found = Some(Opening { eco, name, ply });
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::pgn::read_games;

    fn opening_of(moves: &str) -> Option<Opening> {
        let game = read_games(moves).remove(0).unwrap();
        classify(&game)
    }

    #[test]
    fn every_line_of_the_list_is_read() {
        // A few positions share a line's end (transposed entries), so not quite one per line.
        assert!(table().len() > 3_700, "{}", table().len());
    }

    #[test]
    fn names_the_deepest_known_position() {
        let o = opening_of("1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. h3 *").unwrap();
        assert_eq!(
            (o.eco, o.name),
            ("B90", "Sicilian Defense: Najdorf Variation, Adams Attack")
        );
        assert_eq!(o.ply, 10);
        // Moves after the named position do not change it.
        let o =
            opening_of("1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. a3 a5 *").unwrap();
        assert_eq!((o.name, o.ply), ("Sicilian Defense: Najdorf Variation", 9));
        // A transposition: 1. Nf3 d5 2. d4 is a Queen's Pawn Game position.
        // (Values checked with python-chess on the same list.)
        let o = opening_of("1. Nf3 d5 2. d4 *").unwrap();
        assert_eq!(
            (o.eco, o.name),
            ("D02", "Queen's Pawn Game: Zukertort Variation")
        );
        let o = opening_of("1. a3 a6 2. b3 b6 *").unwrap();
        assert_eq!((o.eco, o.name, o.ply), ("A00", "Anderssen's Opening", 0));
        assert_eq!(opening_of("[Variant \"Atomic\"]\n1. e4 *"), None);
    }
}

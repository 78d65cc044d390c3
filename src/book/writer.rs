//! Building a Polyglot book from games.
//!
//! For every (position, move) of the games' first `max_ply` plies the builder counts the games
//! and the mover's results. The weight of an entry is the mover's score in half points:
//!
//! ```text
//! weight = 2 * wins + draws        (unfinished games, `*`, count as draws)
//! ```
//!
//! A move repeated within one game (a repetition) counts each time. This is PolyGlot's
//! `make-book` scoring: for the same games and options both write the same bytes (checked in
//! `tests/suite/book.rs`), as long as no count reaches PolyGlot's halving threshold. When a position's largest weight exceeds the
//! 16-bit field, all weights of that position are scaled by `65535 / max` (rounded down, but a
//! move with points keeps at least weight 1), which preserves the ratios that weighted choice
//! uses. Entries played in fewer than `min_games` games, and entries that never scored (weight
//! 0), are left out; `learn` is 0. Entries are
//! sorted by key, then by weight (highest first), then by the order the moves were first seen
//! in the games, so the first entry of a key is its main move and the output is reproducible.

use super::entry::{encode_move, BookEntry};
use super::BookError;
use crate::core::Color;
use crate::game::{Game, GameResult};
use crate::variant::VariantKind;
use std::collections::HashMap;
use std::io::Write;
use std::path::Path;

/// What goes into the book.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BuildOptions {
    /// Only the first `max_ply` plies of each game (counted from the game's start).
    pub max_ply: usize,
    /// Leave out moves played fewer times (PolyGlot's `-min-game`).
    pub min_games: u32,
    /// Only moves of this side (PolyGlot's `-only-white` / `-only-black`).
    pub only: Option<Color>,
}

impl Default for BuildOptions {
    fn default() -> BuildOptions {
        BuildOptions {
            max_ply: 40,
            min_games: 1,
            only: None,
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct MoveStats {
    /// Times played (a repetition within a game counts again).
    games: u32,
    /// The mover's points in half points: 2 per win, 1 per draw.
    points: u64,
    /// When the move was first seen: the order among equal weights.
    first_seen: usize,
}

/// What a build saw.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BuildStats {
    /// Games whose moves were counted.
    pub games: usize,
    /// Games of other variants, left out: this builds standard-chess (and Chess960) books.
    pub variant_games: usize,
    /// Null moves end a game's contribution (the positions after them are not real play).
    pub null_move_cutoffs: usize,
}

/// Collects games and writes the book.
#[derive(Clone, Debug, Default)]
pub struct BookBuilder {
    options: BuildOptions,
    stats: HashMap<(u64, u16), MoveStats>,
    seen: BuildStats,
}

impl BookBuilder {
    pub fn new(options: BuildOptions) -> BookBuilder {
        BookBuilder {
            options,
            stats: HashMap::new(),
            seen: BuildStats::default(),
        }
    }

    pub fn stats(&self) -> BuildStats {
        self.seen
    }

    /// Counts the moves of a game's main line; false (and nothing counted) for a game of
    /// another variant than standard chess.
    pub fn add_game(&mut self, game: &Game) -> bool {
        if game.variant() != VariantKind::Standard {
            self.seen.variant_games += 1;
            return false;
        }
        self.seen.games += 1;
        for (ply, (pos, gm)) in game.plies().enumerate() {
            if ply >= self.options.max_ply {
                break;
            }
            let Some(mv) = gm.mv else {
                self.seen.null_move_cutoffs += 1;
                break;
            };
            let mover = pos.turn();
            if self.options.only.is_some_and(|side| side != mover) {
                continue;
            }
            let Some(raw) = encode_move(mv) else {
                continue;
            };
            let key = (pos.polyglot_key(), raw);
            let points = match game.result {
                GameResult::Draw | GameResult::Unknown => 1,
                r if r.winner() == Some(mover) => 2,
                _ => 0,
            };
            let next = self.stats.len();
            let s = self.stats.entry(key).or_insert(MoveStats {
                first_seen: next,
                ..MoveStats::default()
            });
            s.games += 1;
            s.points += points;
        }
        true
    }

    /// The book's entries, sorted and weighted as the module documentation says.
    pub fn entries(&self) -> Vec<BookEntry> {
        let mut by_key: HashMap<u64, Vec<(u16, u64, usize)>> = HashMap::new();
        for (&(key, raw), s) in &self.stats {
            // Moves that never scored (weight 0) are left out, as PolyGlot does: readers skip
            // weight 0 by default, so they would only take space.
            if s.games >= self.options.min_games && s.points > 0 {
                by_key
                    .entry(key)
                    .or_default()
                    .push((raw, s.points, s.first_seen));
            }
        }
        let mut entries = Vec::with_capacity(self.stats.len());
        for (key, moves) in by_key {
            let max = moves.iter().map(|&(_, p, _)| p).max().unwrap_or(0);
            for (raw, points, first_seen) in moves {
                let weight = if max <= u64::from(u16::MAX) {
                    points
                } else {
                    let scaled = points * u64::from(u16::MAX) / max;
                    if points > 0 {
                        scaled.max(1)
                    } else {
                        0
                    }
                };
                let entry = BookEntry {
                    key,
                    raw_move: raw,
                    weight: u16::try_from(weight).unwrap_or(u16::MAX),
                    learn: 0,
                };
                entries.push((entry, first_seen));
            }
        }
        entries.sort_by(|(a, a_seen), (b, b_seen)| {
            a.key
                .cmp(&b.key)
                .then(b.weight.cmp(&a.weight))
                .then(a_seen.cmp(b_seen))
        });
        entries.into_iter().map(|(e, _)| e).collect()
    }

    /// Writes the book to `out`; returns the number of entries.
    pub fn write_to(&self, out: &mut impl Write) -> std::io::Result<usize> {
        let entries = self.entries();
        for e in &entries {
            out.write_all(&e.to_bytes())?;
        }
        out.flush()?;
        Ok(entries.len())
    }

    /// Writes the book to a file (through a temporary file renamed into place, so a failed
    /// build never leaves a truncated book behind); returns the number of entries.
    pub fn write_file(&self, path: &Path) -> Result<usize, BookError> {
        let io = |e: std::io::Error| BookError::Io {
            path: path.to_path_buf(),
            message: e.to_string(),
        };
        let mut tmp = path.as_os_str().to_owned();
        tmp.push(".tmp");
        let tmp = std::path::PathBuf::from(tmp);
        let file = std::fs::File::create(&tmp).map_err(io)?;
        let mut out = std::io::BufWriter::new(file);
        let n = self.write_to(&mut out).map_err(io)?;
        drop(out);
        std::fs::rename(&tmp, path).map_err(io)?;
        Ok(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::book::Book;
    use crate::game::pgn::read_games;
    use crate::position::Position;

    fn build(pgn: &str, options: BuildOptions) -> Book {
        let mut b = BookBuilder::new(options);
        for g in read_games(pgn) {
            b.add_game(&g.unwrap());
        }
        let mut bytes = Vec::new();
        b.write_to(&mut bytes).unwrap();
        Book::from_bytes(bytes).unwrap()
    }

    fn weights(book: &Book, pos: &Position) -> Vec<(String, u16)> {
        book.moves(pos)
            .iter()
            .map(|m| (pos.uci(m.mv), m.weight))
            .collect()
    }

    const GAMES: &str = "1. e4 e5 1-0\n1. e4 c5 0-1\n1. e4 e5 1/2-1/2\n1. d4 d5 *\n1. c4 0-1\n";

    #[test]
    fn weights_are_the_movers_half_points() {
        let book = build(GAMES, BuildOptions::default());
        let start = Position::startpos();
        // e4: win, loss, draw = 2 + 0 + 1; d4: unfinished counts as a draw; c4 only lost
        // (weight 0) and is left out.
        assert_eq!(
            weights(&book, &start),
            [("e2e4".into(), 3), ("d2d4".into(), 1)]
        );
        let e4 = Position::from_fen(
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
            Default::default(),
        )
        .unwrap();
        assert_eq!(
            weights(&book, &e4),
            [("c7c5".into(), 2), ("e7e5".into(), 1)]
        );
        assert_eq!(book.len(), 5);
    }

    #[test]
    fn filters_by_ply_games_and_side() {
        let start = Position::startpos();
        let opts = BuildOptions {
            max_ply: 1,
            ..BuildOptions::default()
        };
        assert_eq!(build(GAMES, opts).len(), 2);
        let opts = BuildOptions {
            min_games: 2,
            ..BuildOptions::default()
        };
        let book = build(GAMES, opts);
        assert_eq!(weights(&book, &start), [("e2e4".into(), 3)]);
        assert_eq!(book.len(), 2); // e4 (3 games), ...e5 (2 games)
        let opts = BuildOptions {
            only: Some(Color::Black),
            ..BuildOptions::default()
        };
        let book = build(GAMES, opts);
        assert!(book.moves(&start).is_empty());
        assert_eq!(book.len(), 3);
    }

    #[test]
    fn large_weights_are_scaled_per_position() {
        let mut b = BookBuilder::new(BuildOptions::default());
        let win: Game = read_games("1. e4 1-0").remove(0).unwrap();
        let loss: Game = read_games("1. d4 0-1").remove(0).unwrap();
        let draw: Game = read_games("1. c4 1/2-1/2").remove(0).unwrap();
        for _ in 0..40_000 {
            b.add_game(&win);
        }
        for _ in 0..20_000 {
            b.add_game(&draw);
        }
        b.add_game(&draw);
        b.add_game(&loss);
        let w: Vec<(u16, u16)> = b.entries().iter().map(|e| (e.raw_move, e.weight)).collect();
        // e4: 80000 points -> 65535; c4: 20001 -> 16384 (rounded down); d4 (0) is left out.
        assert_eq!(w, [(0x031c, 65535), (0x029a, 16384)]);
    }
}

//! The engine's use of its opening book (`OwnBook`, `BookFile`, `BookDepth`, `BookBestMove`):
//! when a `go` is game play and the position is in the book, the book answers at once.
//!
//! The book is opened lazily, at the first `go` or when an option names it, so the engine
//! starts fast. A missing or corrupt file is reported once (as the option's error, or as a
//! message before the first search) and the engine plays on without a book.

use super::options::{OptionError, OptionId, MAX_BOOK_DEPTH};
use super::paths;
use crate::book::{Book, BookError, BookMove};
use crate::core::SplitMix64;
use crate::position::Position;
use crate::search::Limits;

/// Entries with a smaller weight are never played (weight 0 marks removed entries).
const MIN_PLAY_WEIGHT: u16 = 1;

/// A book that cannot be opened, as the error of the option that named it.
fn failed(option: OptionId, e: BookError) -> OptionError {
    OptionError::Failed {
        name: option.name().to_string(),
        reason: format!("{e}; playing without a book"),
    }
}

/// The book options' values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BookSettings {
    pub enabled: bool,
    /// As given by the user; resolved with `paths::resolve` when opened.
    pub file: String,
    pub depth: u32,
    /// Always the highest weight (true) or a weighted random choice (false).
    pub best_move: bool,
}

/// The registry's defaults.
impl Default for BookSettings {
    fn default() -> BookSettings {
        BookSettings {
            enabled: const { OptionId::OwnBook.check_default() },
            file: const { OptionId::BookFile.text_default() }.to_string(),
            depth: const { OptionId::BookDepth.spin_default() as u32 },
            best_move: const { OptionId::BookBestMove.check_default() },
        }
    }
}

enum Slot {
    Unloaded,
    Loaded(Book),
    Failed { error: BookError, reported: bool },
}

/// The engine's opening book: settings, the opened file and the random source for choices.
pub struct OpeningBook {
    pub settings: BookSettings,
    slot: Slot,
    rng: SplitMix64,
}

impl Default for OpeningBook {
    fn default() -> OpeningBook {
        OpeningBook::new()
    }
}

impl OpeningBook {
    pub fn new() -> OpeningBook {
        // Different games should vary: seed from the clock (the choice needs no crypto).
        let seed = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0x9e37_79b9, |d| d.as_nanos() as u64);
        OpeningBook {
            settings: BookSettings::default(),
            slot: Slot::Unloaded,
            rng: SplitMix64::new(seed),
        }
    }

    /// Sets the random seed (reproducible choices in tests).
    pub fn set_seed(&mut self, seed: u64) {
        self.rng = SplitMix64::new(seed);
    }

    /// Opens `settings.file` now (replacing any open book). The error is then counted as
    /// reported: the caller shows it.
    pub fn load(&mut self) -> Result<(), BookError> {
        match Book::open(paths::resolve(&self.settings.file)) {
            Ok(book) => {
                self.slot = Slot::Loaded(book);
                Ok(())
            }
            Err(error) => {
                self.slot = Slot::Failed {
                    error: error.clone(),
                    reported: true,
                };
                Err(error)
            }
        }
    }

    /// The open book, opening it on first use when enabled.
    fn book(&mut self) -> Option<&Book> {
        if !self.settings.enabled {
            return None;
        }
        if matches!(self.slot, Slot::Unloaded) {
            self.slot = match Book::open(paths::resolve(&self.settings.file)) {
                Ok(book) => Slot::Loaded(book),
                Err(error) => Slot::Failed {
                    error,
                    reported: false,
                },
            };
        }
        match &self.slot {
            Slot::Loaded(book) => Some(book),
            _ => None,
        }
    }

    /// A load error nobody has shown yet (shown once, then the engine plays without a book).
    pub fn take_unreported_error(&mut self) -> Option<BookError> {
        match &mut self.slot {
            Slot::Failed { error, reported } if !*reported => {
                *reported = true;
                Some(error.clone())
            }
            _ => None,
        }
    }

    /// `OwnBook`: switching the book on opens it at once, so a bad file is reported right away.
    pub fn set_enabled(&mut self, enabled: bool) -> Result<(), OptionError> {
        self.settings.enabled = enabled;
        if enabled && !matches!(self.slot, Slot::Loaded(_)) {
            self.load().map_err(|e| failed(OptionId::OwnBook, e))?;
        }
        Ok(())
    }

    /// `BookFile`: opened at once when the book is on (empty: no book, and no complaint).
    pub fn set_file(&mut self, file: &str) -> Result<(), OptionError> {
        self.settings.file = file.to_string();
        if file.is_empty() {
            self.slot = Slot::Failed {
                error: BookError::Missing {
                    path: Default::default(),
                },
                reported: true,
            };
        } else if self.settings.enabled {
            self.load().map_err(|e| failed(OptionId::BookFile, e))?;
        } else {
            self.slot = Slot::Unloaded;
        }
        Ok(())
    }

    /// `BookDepth`: plies from the start of the game within which the book answers.
    pub fn set_depth(&mut self, plies: i64) {
        self.settings.depth = plies.clamp(0, MAX_BOOK_DEPTH) as u32;
    }

    /// Every legal book move of `pos` with its weight, in file order (for XBoard's `bk`);
    /// empty when the book is off, missing or does not know the position.
    pub fn moves(&mut self, pos: &Position) -> Vec<BookMove> {
        self.book().map(|b| b.moves(pos)).unwrap_or_default()
    }

    /// The book's answer to a `go`, if the book should answer it: the book is on, the search
    /// is game play (not `infinite`, not `ponder`, not a mate search, not `analysing` as
    /// `UCI_AnalyseMode` or several PVs say), the game is within
    /// `BookDepth` plies of its start (counted from the FEN move number), and the position has
    /// a book move of weight at least 1 among `searchmoves` (when given).
    pub fn choose(&mut self, pos: &Position, limits: &Limits, analysing: bool) -> Option<BookMove> {
        if analysing || limits.infinite || limits.ponder || limits.mate.is_some() {
            return None;
        }
        let ply = 2 * pos.fullmoves().saturating_sub(1) + u32::from(!pos.turn().is_white());
        if ply >= self.settings.depth {
            return None;
        }
        let best_move = self.settings.best_move;
        let random = self.rng.next_u64();
        let book = self.book()?;
        let mut moves = book.moves_with_min_weight(pos, MIN_PLAY_WEIGHT);
        if !limits.searchmoves.is_empty() {
            moves.retain(|m| limits.searchmoves.contains(&m.mv));
        }
        if best_move {
            BookMove::best(&moves)
        } else {
            BookMove::weighted_choice(&moves, random)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::CastlingMode;

    fn book_file() -> String {
        format!(
            "{}/tests/data/books/performance.bin",
            env!("CARGO_MANIFEST_DIR")
        )
    }

    fn with_performance() -> OpeningBook {
        let mut b = OpeningBook::new();
        b.set_seed(7);
        b.set_file(&book_file()).unwrap();
        b
    }

    #[test]
    fn answers_game_play_within_depth_only() {
        let mut b = with_performance();
        b.settings.best_move = true;
        let start = Position::startpos();
        let play = Limits::nodes(1000);
        assert_eq!(
            start.uci(b.choose(&start, &play, false).unwrap().mv),
            "e2e4"
        );
        // Analysis (UCI_AnalyseMode, MultiPV > 1) never asks the book.
        assert!(b.choose(&start, &play, true).is_none());
        for limits in [
            Limits {
                infinite: true,
                ..Limits::default()
            },
            Limits {
                ponder: true,
                ..Limits::default()
            },
            Limits {
                mate: Some(3),
                ..Limits::default()
            },
        ] {
            assert!(b.choose(&start, &limits, false).is_none(), "{limits:?}");
        }
        // searchmoves restricts the book moves.
        let only_c4 = Limits {
            searchmoves: vec![start.parse_uci("c2c4").unwrap()],
            ..Limits::default()
        };
        assert_eq!(
            start.uci(b.choose(&start, &only_c4, false).unwrap().mv),
            "c2c4"
        );
        let only_a3 = Limits {
            searchmoves: vec![start.parse_uci("a2a3").unwrap()],
            ..Limits::default()
        };
        assert!(b.choose(&start, &only_a3, false).is_none());
        // BookDepth counts plies from the FEN move number.
        b.set_depth(2);
        let after_e4_c5 = Position::from_fen(
            "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2",
            CastlingMode::Standard,
        )
        .unwrap();
        assert!(b.choose(&after_e4_c5, &play, false).is_none());
        b.set_depth(3);
        assert_eq!(
            after_e4_c5.uci(b.choose(&after_e4_c5, &play, false).unwrap().mv),
            "g1f3"
        );
        b.set_enabled(false).unwrap();
        assert!(b.choose(&after_e4_c5, &play, false).is_none());
        assert!(b.moves(&after_e4_c5).is_empty());
    }

    #[test]
    fn weighted_choice_varies_with_the_weights() {
        let mut b = with_performance();
        let pos = Position::from_fen(
            "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2",
            CastlingMode::Standard,
        )
        .unwrap();
        // Weights g1f3 306, b1c3 12, c2c3 10.
        let mut nf3 = 0;
        for _ in 0..1000 {
            if pos.uci(b.choose(&pos, &Limits::default(), false).unwrap().mv) == "g1f3" {
                nf3 += 1;
            }
        }
        assert!((900..990).contains(&nf3), "{nf3}");
        assert_eq!(b.moves(&pos).len(), 3);
    }

    #[test]
    fn bad_files_are_reported_once() {
        let mut b = OpeningBook::new();
        let e = b.set_file("/no/such/book.bin").unwrap_err();
        assert!(e.to_string().contains("not found"), "{e}");
        assert!(b.take_unreported_error().is_none());
        assert!(b
            .choose(&Position::startpos(), &Limits::default(), false)
            .is_none());

        // The default path, opened lazily: reported once by whoever asks.
        let mut lazy = OpeningBook::new();
        lazy.settings.file = "/no/such/default.bin".into();
        assert!(lazy
            .choose(&Position::startpos(), &Limits::default(), false)
            .is_none());
        assert!(matches!(
            lazy.take_unreported_error(),
            Some(BookError::Missing { .. })
        ));
        assert!(lazy.take_unreported_error().is_none());

        // An empty name turns the book off quietly.
        let mut off = OpeningBook::new();
        off.set_file("").unwrap();
        assert!(off
            .choose(&Position::startpos(), &Limits::default(), false)
            .is_none());
        assert!(off.take_unreported_error().is_none());
    }
}

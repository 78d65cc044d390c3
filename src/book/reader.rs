//! `Book`: a Polyglot file mapped into memory (or held in a buffer), searched by key.

use super::entry::{decode_move, BookEntry, BookMove, ENTRY_SIZE};
use super::BookError;
use crate::position::Position;
use memmap2::Mmap;
use std::fs::File;
use std::path::{Path, PathBuf};

enum Storage {
    Mapped(Mmap),
    Owned(Vec<u8>),
}

impl Storage {
    fn bytes(&self) -> &[u8] {
        match self {
            Storage::Mapped(map) => map,
            Storage::Owned(bytes) => bytes,
        }
    }
}

/// An opened, validated Polyglot book. Cheap to probe: a binary search over the records.
pub struct Book {
    storage: Storage,
    path: PathBuf,
}

impl std::fmt::Debug for Book {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Book")
            .field("path", &self.path)
            .field("entries", &self.len())
            .finish()
    }
}

impl Book {
    /// Maps the file into memory and checks it: size a multiple of 16, keys sorted.
    pub fn open(path: impl AsRef<Path>) -> Result<Book, BookError> {
        let path = path.as_ref().to_path_buf();
        let io = |e: std::io::Error| BookError::Io {
            path: path.clone(),
            message: e.to_string(),
        };
        let file = File::open(&path).map_err(|e| match e.kind() {
            std::io::ErrorKind::NotFound => BookError::Missing { path: path.clone() },
            _ => io(e),
        })?;
        let meta = file.metadata().map_err(io)?;
        if !meta.is_file() {
            return Err(BookError::Io {
                path,
                message: "not a regular file".into(),
            });
        }
        let size = meta.len();
        if !size.is_multiple_of(ENTRY_SIZE as u64) {
            return Err(BookError::BadSize { path, size });
        }
        let storage = if size == 0 {
            // An empty book is valid (it knows no position); empty files cannot be mapped.
            Storage::Owned(Vec::new())
        } else {
            // SAFETY: `Mmap::map` is unsafe because the mapped bytes may change if another
            // process writes or truncates the file while it is mapped. The map is read-only and
            // private to this `Book`; we only ever read it as `&[u8]` (every byte value is a
            // valid `u8`), and every access goes through bounds-checked slicing of that slice
            // of fixed length, so a concurrent rewrite can only make probes return other
            // (still bounds-checked) records. Truncation by another process while mapped would
            // fault the process (SIGBUS) as with any memory-mapped reader (Stockfish,
            // python-chess, PolyGlot); book files are not written while the engine runs.
            let map = unsafe { Mmap::map(&file) }.map_err(io)?;
            Storage::Mapped(map)
        };
        Book::validated(storage, path)
    }

    /// A book held in memory (tests, fuzzing, books embedded in a program).
    pub fn from_bytes(bytes: Vec<u8>) -> Result<Book, BookError> {
        let path = PathBuf::from("<memory>");
        if !bytes.len().is_multiple_of(ENTRY_SIZE) {
            return Err(BookError::BadSize {
                path,
                size: bytes.len() as u64,
            });
        }
        Book::validated(Storage::Owned(bytes), path)
    }

    fn validated(storage: Storage, path: PathBuf) -> Result<Book, BookError> {
        let book = Book { storage, path };
        let bytes = book.storage.bytes();
        if !bytes.len().is_multiple_of(ENTRY_SIZE) {
            return Err(BookError::BadSize {
                path: book.path,
                size: bytes.len() as u64,
            });
        }
        let mut previous = 0u64;
        for (index, chunk) in bytes.chunks_exact(ENTRY_SIZE).enumerate() {
            let key = key_of(chunk);
            if key < previous {
                return Err(BookError::Unsorted {
                    path: book.path,
                    index,
                });
            }
            previous = key;
        }
        Ok(book)
    }

    /// Where the book was read from (`<memory>` for `from_bytes`).
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Number of records.
    pub fn len(&self) -> usize {
        self.storage.bytes().len() / ENTRY_SIZE
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The record at `index`, if any.
    pub fn entry(&self, index: usize) -> Option<BookEntry> {
        let start = index.checked_mul(ENTRY_SIZE)?;
        let chunk = self
            .storage
            .bytes()
            .get(start..start.checked_add(ENTRY_SIZE)?)?;
        let bytes: [u8; ENTRY_SIZE] = chunk.try_into().ok()?;
        Some(BookEntry::from_bytes(bytes))
    }

    fn key_at(&self, index: usize) -> Option<u64> {
        let start = index.checked_mul(ENTRY_SIZE)?;
        self.storage.bytes().get(start..start + 8).map(key_of)
    }

    /// Every record in file order.
    pub fn iter(&self) -> impl Iterator<Item = BookEntry> + '_ {
        (0..self.len()).filter_map(|i| self.entry(i))
    }

    /// Index of the first record whose key is not below `key`.
    fn lower_bound(&self, key: u64) -> usize {
        let (mut lo, mut hi) = (0, self.len());
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            if self.key_at(mid).is_some_and(|k| k < key) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        lo
    }

    /// All records of a key, in file order, whatever their moves and weights.
    pub fn entries(&self, key: u64) -> impl Iterator<Item = BookEntry> + '_ {
        (self.lower_bound(key)..self.len())
            .map_while(move |i| self.entry(i).filter(|e| e.key == key))
    }

    /// The records of `pos` whose move is legal there and whose weight is at least
    /// `min_weight`, in file order (python-chess's `find_all`).
    pub fn moves_with_min_weight(&self, pos: &Position, min_weight: u16) -> Vec<BookMove> {
        self.entries(pos.polyglot_key())
            .filter(|e| e.weight >= min_weight)
            .filter_map(|e| {
                decode_move(e.raw_move, pos).map(|mv| BookMove {
                    mv,
                    raw_move: e.raw_move,
                    weight: e.weight,
                    learn: e.learn,
                })
            })
            .collect()
    }

    /// Every legal book move of `pos` in file order, weight 0 included.
    pub fn moves(&self, pos: &Position) -> Vec<BookMove> {
        self.moves_with_min_weight(pos, 0)
    }

    /// The main move: the highest weight, the first in file order among equals.
    pub fn find(&self, pos: &Position, min_weight: u16) -> Option<BookMove> {
        BookMove::best(&self.moves_with_min_weight(pos, min_weight))
    }

    /// A move chosen with probability proportional to its weight; `random` is a uniformly
    /// distributed number supplied by the caller (so choices are reproducible). `None` when no
    /// move qualifies or all weights are zero.
    pub fn choose_weighted(
        &self,
        pos: &Position,
        min_weight: u16,
        random: u64,
    ) -> Option<BookMove> {
        BookMove::weighted_choice(&self.moves_with_min_weight(pos, min_weight), random)
    }

    /// A move chosen uniformly among those with at least `min_weight`.
    pub fn choose_uniform(&self, pos: &Position, min_weight: u16, random: u64) -> Option<BookMove> {
        let moves = self.moves_with_min_weight(pos, min_weight);
        let index = ((u128::from(random) * moves.len() as u128) >> 64) as usize;
        moves.get(index).copied()
    }
}

/// The big-endian key at the start of a record (callers pass at least 8 bytes).
fn key_of(bytes: &[u8]) -> u64 {
    let mut key = [0u8; 8];
    for (k, b) in key.iter_mut().zip(bytes) {
        *k = *b;
    }
    u64::from_be_bytes(key)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::CastlingMode;

    fn book_of(entries: &[BookEntry]) -> Book {
        let bytes: Vec<u8> = entries.iter().flat_map(|e| e.to_bytes()).collect();
        Book::from_bytes(bytes).unwrap()
    }

    fn entry(key: u64, raw_move: u16, weight: u16) -> BookEntry {
        BookEntry {
            key,
            raw_move,
            weight,
            learn: 0,
        }
    }

    const E2E4: u16 = 0x031c;
    const D2D4: u16 = 0x02db;
    const G1F3: u16 = 0x0195;

    #[test]
    fn finds_all_entries_of_a_key_by_binary_search() {
        let start = Position::startpos();
        let k = start.polyglot_key();
        let book = book_of(&[
            entry(1, E2E4, 1),
            entry(k, E2E4, 10),
            entry(k, D2D4, 30),
            entry(k, (4 << 6) | 7, 99), // e1h1: illegal here, skipped
            entry(k, G1F3, 0),
            entry(u64::MAX, E2E4, 5),
        ]);
        assert_eq!(book.len(), 6);
        assert_eq!(book.entries(k).count(), 4);
        assert_eq!(book.entries(2).count(), 0);
        assert_eq!(book.entries(u64::MAX).count(), 1);
        let all: Vec<String> = book.moves(&start).iter().map(|m| start.uci(m.mv)).collect();
        assert_eq!(all, ["e2e4", "d2d4", "g1f3"]);
        assert_eq!(book.moves_with_min_weight(&start, 1).len(), 2);
        assert_eq!(start.uci(book.find(&start, 1).unwrap().mv), "d2d4");
        // Only g1f3 has weight 0: excluded from weighted choice, found with min weight 0.
        assert!(book.choose_weighted(&start, 31, 0).is_none());
        assert_eq!(book.find(&start, 0).unwrap().weight, 30);
    }

    #[test]
    fn weighted_choice_follows_the_weights() {
        let start = Position::startpos();
        let k = start.polyglot_key();
        let book = book_of(&[entry(k, E2E4, 1), entry(k, D2D4, 3)]);
        // Total weight 4: the lowest quarter of the random range picks e2e4.
        let pick = |r: u64| start.uci(book.choose_weighted(&start, 1, r).unwrap().mv);
        assert_eq!(pick(0), "e2e4");
        assert_eq!(pick(u64::MAX / 4 - 1), "e2e4");
        assert_eq!(pick(u64::MAX / 4 + 1), "d2d4");
        assert_eq!(pick(u64::MAX), "d2d4");
        let mut counts = [0u32; 2];
        let mut x = 0x1234_5678u64;
        for _ in 0..4000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            counts[usize::from(pick(x) == "d2d4")] += 1;
        }
        assert!((2800..3200).contains(&counts[1]), "{counts:?}");
        let uniform = |r: u64| start.uci(book.choose_uniform(&start, 1, r).unwrap().mv);
        assert_eq!(uniform(0), "e2e4");
        assert_eq!(uniform(u64::MAX), "d2d4");
    }

    #[test]
    fn corrupt_books_are_errors() {
        let bad_size = Book::from_bytes(vec![0; 17]).unwrap_err();
        assert!(matches!(bad_size, BookError::BadSize { size: 17, .. }));
        let unsorted: Vec<u8> = [entry(5, E2E4, 1), entry(4, E2E4, 1)]
            .iter()
            .flat_map(|e| e.to_bytes())
            .collect();
        assert_eq!(
            Book::from_bytes(unsorted).unwrap_err(),
            BookError::Unsorted {
                path: PathBuf::from("<memory>"),
                index: 1
            }
        );
        let missing = Book::open("/no/such/book.bin").unwrap_err();
        assert_eq!(
            missing,
            BookError::Missing {
                path: PathBuf::from("/no/such/book.bin")
            }
        );
        assert!(missing.to_string().contains("not found"));
        let empty = Book::from_bytes(Vec::new()).unwrap();
        assert!(empty.is_empty());
        assert!(empty.moves(&Position::startpos()).is_empty());
        assert!(Book::open("/").is_err());
    }

    #[test]
    fn probes_positions_with_castling_in_chess960_notation() {
        let pos = Position::from_fen(
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
            CastlingMode::Chess960,
        )
        .unwrap();
        let book = book_of(&[entry(pos.polyglot_key(), (4 << 6) | 7, 2)]);
        let m = book.find(&pos, 1).unwrap();
        assert!(m.mv.is_castle());
        assert_eq!(pos.uci(m.mv), "e1h1");
    }
}

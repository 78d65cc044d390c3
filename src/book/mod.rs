//! Polyglot opening books: reading (`Book`, over a memory map) and building (`BookBuilder`).
//!
//! A Polyglot book is a sequence of 16-byte big-endian records sorted by key:
//! `key: u64, move: u16, weight: u16, learn: u32`. The key is the Polyglot Zobrist key of the
//! position, `Position::polyglot_key()` (the en-passant file is hashed only when a pawn of the
//! side to move stands beside the pawn that just advanced two squares); in standard chess it is
//! the position's own `key()`. Several records can share a key, one per book move.
//!
//! Move bits: 0-5 destination, 6-11 origin, 12-14 promotion (0 none, 1 knight, 2 bishop,
//! 3 rook, 4 queen; python-chess reads 5 as a king, for antichess books). Castling is stored as
//! the king moving onto its own rook (`e1h1`), which is also how `Move` encodes castling, so
//! the conversion is only needed when a move is written as UCI text in standard notation.
//!
//! Invariants of an open `Book`: its length is a multiple of 16 and its keys never decrease
//! (both checked once when it is opened), so binary search finds every entry of a key.
//! The reader and builder take standard-chess positions (Chess960 included). Variant books in
//! cutechess and lichess-bot use the same board-only key (`polyglot_key`), so making these
//! generic over `Variant` later changes nothing but drops (python-chess stores a drop as
//! origin == destination with the role in the promotion bits).

mod entry;
mod reader;
mod writer;

pub use entry::{decode_move, encode_move, BookEntry, BookMove, ENTRY_SIZE};
pub use reader::Book;
pub use writer::{BookBuilder, BuildOptions, BuildStats};

use std::fmt;
use std::path::PathBuf;

/// What went wrong with a book file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BookError {
    /// The file does not exist.
    Missing { path: PathBuf },
    /// The file exists but could not be read or mapped (or written, for the builder).
    Io { path: PathBuf, message: String },
    /// The size is not a multiple of the 16-byte entry size.
    BadSize { path: PathBuf, size: u64 },
    /// The entry at `index` has a smaller key than the one before it.
    Unsorted { path: PathBuf, index: usize },
}

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BookError::Missing { path } => {
                write!(f, "book file '{}' not found", path.display())
            }
            BookError::Io { path, message } => {
                write!(f, "book file '{}': {message}", path.display())
            }
            BookError::BadSize { path, size } => write!(
                f,
                "book file '{}' is not a Polyglot book: its size {size} is not a multiple of {ENTRY_SIZE} bytes",
                path.display()
            ),
            BookError::Unsorted { path, index } => write!(
                f,
                "book file '{}' is not a Polyglot book: keys are not sorted (entry {index} is smaller than entry {})",
                path.display(),
                index.saturating_sub(1)
            ),
        }
    }
}

impl std::error::Error for BookError {}

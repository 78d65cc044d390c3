//! What can go wrong with Gaviota tables: loading a directory (`LoadError`), one table file or
//! block being unusable (`TableError`), and a probe (`ProbeError`).

use std::fmt;
use std::path::PathBuf;

/// A table file that cannot be used. The table is disabled; the message says why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableError {
    /// Opening or mapping the file failed.
    Io(String),
    /// The file is shorter than its header.
    TooShort { len: u64 },
    /// The header names another block size than the format's 16384 entries.
    EntriesPerBlock { found: u32 },
    /// The header's end-of-index offset is impossible for this file.
    IndexOffset { offset: u32, len: u64 },
    /// The index lists another number of blocks than the signature needs.
    BlockCount { found: u64, expected: u64 },
    /// A block's start and end offsets are out of order, outside the file or too far apart.
    BlockBounds {
        block: u64,
        start: u64,
        end: u64,
        len: u64,
    },
    /// A compressed block is shorter than its 15-byte header plus the LZMA range coder start.
    BlockTooShort { block: u64, size: usize },
    /// The block asks for the LZMA86 x86 branch filter, which Gaviota never writes.
    UnsupportedFilter { block: u64, flag: u8 },
    /// The LZMA properties byte is invalid (must be below 225).
    LzmaProperties { block: u64, byte: u8 },
    /// The LZMA stream is corrupt.
    Decompress { block: u64, reason: String },
    /// The block decompressed to another size than the table layout implies.
    UnpackedSize {
        block: u64,
        expected: usize,
        found: usize,
    },
}

impl fmt::Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TableError::Io(e) => write!(f, "cannot read the file: {e}"),
            TableError::TooShort { len } => {
                write!(f, "file too short ({len} bytes) for a Gaviota header")
            }
            TableError::EntriesPerBlock { found } => {
                write!(f, "header says {found} entries per block, expected 16384")
            }
            TableError::IndexOffset { offset, len } => {
                write!(f, "bad block index end {offset} in a file of {len} bytes")
            }
            TableError::BlockCount { found, expected } => {
                write!(
                    f,
                    "block index has {found} blocks, the table needs {expected}"
                )
            }
            TableError::BlockBounds {
                block,
                start,
                end,
                len,
            } => write!(
                f,
                "block {block} spans bytes {start}..{end}, impossible in a file of {len} bytes"
            ),
            TableError::BlockTooShort { block, size } => {
                write!(f, "block {block} has only {size} bytes")
            }
            TableError::UnsupportedFilter { block, flag } => {
                write!(f, "block {block} uses unsupported LZMA86 filter {flag}")
            }
            TableError::LzmaProperties { block, byte } => {
                write!(f, "block {block} has invalid LZMA properties byte {byte}")
            }
            TableError::Decompress { block, reason } => {
                write!(f, "block {block} does not decompress: {reason}")
            }
            TableError::UnpackedSize {
                block,
                expected,
                found,
            } => write!(
                f,
                "block {block} decompressed to {found} bytes, expected {expected}"
            ),
        }
    }
}

impl std::error::Error for TableError {}

/// Why a directory of tables could not be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// The path does not exist or is not a directory.
    NotADirectory(PathBuf),
    /// Listing the directory failed.
    ReadDir { path: PathBuf, reason: String },
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::NotADirectory(p) => write!(f, "not a directory: {}", p.display()),
            LoadError::ReadDir { path, reason } => {
                write!(f, "cannot list {}: {reason}", path.display())
            }
        }
    }
}

impl std::error::Error for LoadError {}

/// Why a position could not be probed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProbeError {
    /// Gaviota tables hold no positions with castling rights.
    CastlingRights,
    /// More pieces than any Gaviota table covers (5).
    TooManyPieces(u32),
    /// The material is not a Gaviota signature, or its table file was not loaded.
    MissingTable(String),
    /// The placement cannot be indexed (a broken position: adjacent kings, back-rank pawns).
    Unindexable(String),
    /// The table is corrupt; it is disabled from now on.
    Table { table: String, error: TableError },
}

impl fmt::Display for ProbeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProbeError::CastlingRights => {
                f.write_str("Gaviota tables hold no positions with castling rights")
            }
            ProbeError::TooManyPieces(n) => {
                write!(f, "{n} pieces; Gaviota tables cover at most 5")
            }
            ProbeError::MissingTable(m) => write!(f, "no Gaviota table for {m}"),
            ProbeError::Unindexable(m) => write!(f, "cannot index this {m} position"),
            ProbeError::Table { table, error } => {
                write!(f, "Gaviota table {table} is disabled: {error}")
            }
        }
    }
}

impl std::error::Error for ProbeError {}

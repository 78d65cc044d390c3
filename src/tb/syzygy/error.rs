//! Why a Syzygy probe or table failed. Errors carry what the user needs to act on them: the
//! file, the table, or the position's property that rules probing out.

use std::fmt;
use std::path::PathBuf;

/// Everything that can go wrong with Syzygy tables.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SyzygyError {
    /// The position has castling rights: tables hold none.
    CastlingRights,
    /// More pieces than any table can hold.
    TooManyPieces { pieces: u32 },
    /// No WDL table for this material was found.
    MissingWdl { table: String },
    /// No DTZ table for this material was found.
    MissingDtz { table: String },
    /// The file could not be opened or mapped.
    Io { path: PathBuf, reason: String },
    /// The file size is not 16 more than a multiple of 64 (truncated or not a table).
    BadSize { path: PathBuf, len: u64 },
    /// The file does not start with the magic number of its kind.
    BadMagic { path: PathBuf },
    /// The header or the compressed data is inconsistent.
    Corrupt { path: PathBuf, reason: String },
    /// A directory to scan could not be read.
    Directory { path: PathBuf, reason: String },
    /// The probe recursed deeper than any valid table needs (corrupt side flags).
    Recursion,
}

impl fmt::Display for SyzygyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SyzygyError::CastlingRights => {
                write!(f, "position has castling rights (not in Syzygy tables)")
            }
            SyzygyError::TooManyPieces { pieces } => {
                write!(f, "{pieces} pieces: Syzygy tables hold at most 7")
            }
            SyzygyError::MissingWdl { table } => write!(f, "missing WDL table {table}"),
            SyzygyError::MissingDtz { table } => write!(f, "missing DTZ table {table}"),
            SyzygyError::Io { path, reason } => {
                write!(f, "cannot open {}: {reason}", path.display())
            }
            SyzygyError::BadSize { path, len } => write!(
                f,
                "{}: invalid size {len} (truncated or not a Syzygy table)",
                path.display()
            ),
            SyzygyError::BadMagic { path } => write!(
                f,
                "{}: wrong magic number (not a Syzygy table of this kind)",
                path.display()
            ),
            SyzygyError::Corrupt { path, reason } => {
                write!(f, "{}: corrupt table ({reason})", path.display())
            }
            SyzygyError::Directory { path, reason } => {
                write!(f, "cannot read directory {}: {reason}", path.display())
            }
            SyzygyError::Recursion => write!(f, "probe recursion too deep (corrupt DTZ table?)"),
        }
    }
}

impl std::error::Error for SyzygyError {}

/// A structural problem found while reading a table, before the path is attached.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Corruption(pub &'static str);

impl Corruption {
    pub(crate) fn at(self, path: &std::path::Path) -> SyzygyError {
        SyzygyError::Corrupt {
            path: path.to_path_buf(),
            reason: self.0.to_string(),
        }
    }
}

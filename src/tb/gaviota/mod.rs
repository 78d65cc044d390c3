//! Gaviota endgame tablebases (`.gtb.cp4`): win/draw/loss and distance to mate for every
//! position with up to 5 pieces and no castling rights.
//!
//! * `material`: the 145 material signatures, table file names, which table a position needs.
//! * `file`: the file layout (header and block index), memory-mapped and validated on opening.
//! * `block`: LZMA decompression of one block and the one-byte entries inside.
//! * `index`: where a placement of pieces sits in a table (25 indexing schemes with the board's
//!   symmetries and the pawn cases).
//! * `cache`: decompressed blocks shared by threads.
//! * `probe`: python-chess's conventions for DTM and WDL, en passant, colour swapping.
//!
//! A file that fails validation is skipped when loading and reported in the `LoadReport`; a
//! block that fails to decompress disables its table (reported once through `log`, and by
//! every later probe's error). Nothing read from a file can panic or read out of bounds.

mod block;
mod cache;
mod error;
mod file;
pub mod index;
pub mod material;
mod probe;

pub use cache::CacheStats;
pub use error::{LoadError, ProbeError, TableError};
pub use probe::{preference, MoveDtm};

use crate::core::Move;
use crate::position::Position;
use crate::tb::{Tablebases, Wdl};
use file::TableFile;
use material::Signature;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::time::Instant;

/// Default size of the block cache (UCI `GaviotaTbCache`), in MiB.
pub const DEFAULT_CACHE_MB: usize = 16;

/// One loaded table.
struct Table {
    signature: &'static Signature,
    path: PathBuf,
    file: TableFile,
    /// Set on the first corrupt block; the table answers nothing after that.
    broken: OnceLock<TableError>,
}

impl Table {
    /// Disables the table (logging the first reason once) and returns the reason to report.
    fn disable(&self, error: TableError) -> TableError {
        let mut first = false;
        let stored = self.broken.get_or_init(|| {
            first = true;
            error
        });
        if first {
            log::error!("Gaviota table {} disabled: {stored}", self.path.display());
        }
        stored.clone()
    }
}

/// What loading a directory found.
#[derive(Debug, Default)]
pub struct LoadReport {
    /// Tables added.
    pub tables: usize,
    /// Table files that are unusable, with the reason; the rest of the directory loads.
    pub skipped: Vec<(PathBuf, TableError)>,
}

/// A set of Gaviota tables with their block cache.
pub struct Gaviota {
    /// Indexed by `Signature::id`.
    tables: Vec<Option<Table>>,
    cache: cache::BlockCache,
}

impl Gaviota {
    /// No tables yet, a block cache of `cache_bytes`.
    pub fn new(cache_bytes: usize) -> Gaviota {
        Gaviota {
            tables: material::signatures().iter().map(|_| None).collect(),
            cache: cache::BlockCache::new(cache_bytes),
        }
    }

    /// Loads the tables of several directories (the first copy of a table wins).
    pub fn open<P: AsRef<Path>>(
        dirs: &[P],
        cache_bytes: usize,
    ) -> Result<(Gaviota, LoadReport), LoadError> {
        let mut tb = Gaviota::new(cache_bytes);
        let mut report = LoadReport::default();
        for dir in dirs {
            let r = tb.add_directory(dir.as_ref())?;
            report.tables += r.tables;
            report.skipped.extend(r.skipped);
        }
        Ok((tb, report))
    }

    /// Adds the `*.gtb.cp4` tables of `dir`. Files with other names are ignored; a table
    /// already loaded from elsewhere is kept.
    pub fn add_directory(&mut self, dir: &Path) -> Result<LoadReport, LoadError> {
        if !dir.is_dir() {
            return Err(LoadError::NotADirectory(dir.to_path_buf()));
        }
        let listing = std::fs::read_dir(dir).map_err(|e| LoadError::ReadDir {
            path: dir.to_path_buf(),
            reason: e.to_string(),
        })?;
        let mut paths: Vec<PathBuf> = listing.filter_map(|e| e.ok().map(|e| e.path())).collect();
        paths.sort();
        let mut report = LoadReport::default();
        for path in paths {
            let Some(signature) = path
                .file_name()
                .and_then(|n| n.to_str())
                .and_then(material::from_file_name)
            else {
                continue;
            };
            let Some(slot) = self.tables.get_mut(signature.id) else {
                continue;
            };
            if slot.is_some() {
                continue;
            }
            match TableFile::open(&path, signature.scheme.max_index()) {
                Ok(file) => {
                    *slot = Some(Table {
                        signature,
                        path,
                        file,
                        broken: OnceLock::new(),
                    });
                    report.tables += 1;
                }
                Err(e) => report.skipped.push((path, e)),
            }
        }
        Ok(report)
    }

    fn table(&self, id: usize) -> Option<&Table> {
        self.tables.get(id)?.as_ref()
    }

    fn loaded(&self) -> impl Iterator<Item = &Table> {
        self.tables.iter().flatten()
    }

    /// Number of tables loaded (disabled ones included).
    pub fn table_count(&self) -> usize {
        self.loaded().count()
    }

    /// Names of the loaded tables (`kqkr`, ...), in the format's order.
    pub fn table_names(&self) -> Vec<&'static str> {
        self.loaded().map(|t| t.signature.name).collect()
    }

    /// Tables disabled by a corrupt block, with the reason.
    pub fn disabled_tables(&self) -> Vec<(&'static str, TableError)> {
        self.loaded()
            .filter_map(|t| Some((t.signature.name, t.broken.get()?.clone())))
            .collect()
    }

    /// The most pieces a loaded table covers (0 without tables).
    pub fn max_pieces(&self) -> u32 {
        self.loaded()
            .map(|t| t.signature.piece_count())
            .max()
            .unwrap_or(0)
    }

    pub fn cache_stats(&self) -> CacheStats {
        self.cache.stats()
    }

    /// Empties the block cache (for measuring cold probes).
    pub fn clear_cache(&self) {
        self.cache.clear();
    }

    /// Blocks the cache can hold, and holds now.
    pub fn cache_capacity(&self) -> (usize, usize) {
        (self.cache.capacity(), self.cache.block_count())
    }
}

impl Tablebases for Gaviota {
    fn max_pieces(&self) -> u32 {
        Gaviota::max_pieces(self)
    }

    /// Gaviota knows no 50-move rule: a win is 2, a loss -2.
    fn probe_wdl(&self, pos: &Position) -> Option<Wdl> {
        Gaviota::probe_wdl(self, pos).ok().map(|w| 2 * w)
    }

    /// Moves ranked by distance to mate: the fastest mate when winning, the longest
    /// resistance when losing; all drawing moves rank equal.
    fn rank_root(&self, pos: &Position, deadline: Instant) -> Option<Vec<(Move, i32)>> {
        let moves = self.probe_root(pos, Some(deadline)).ok()??;
        Some(moves.iter().map(|m| (m.mv, preference(m.dtm))).collect())
    }

    fn probe_dtm(&self, pos: &Position) -> Option<i32> {
        Gaviota::probe_dtm(self, pos).ok()
    }
}

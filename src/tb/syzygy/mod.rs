//! Syzygy endgame tablebases: WDL (`.rtbw`, win/draw/loss under the 50-move rule) and DTZ
//! (`.rtbz`, distance to the next capture or pawn move), Ronald de Man's format, up to 7 pieces.
//!
//! * `material` — table names and material keys; `discovery` — finding files in directories
//!   and opening them lazily (`OnceLock` per file, lock-free once open);
//! * `table` — a file's header and layout, and the raw lookup of a position's stored value;
//!   `pairs` — the Huffman/Re-Pair decompression; `encoding` — positions to table indices;
//! * `probe` — python-chess's probing semantics (captures and en passant resolved around the
//!   tables, DTZ conventions) and root move ranking; `error` — what can go wrong;
//! * `variant` — the table families: the engine's variant types (standard, atomic, antichess,
//!   giveaway, suicide) with their files' suffixes and magic numbers.
//!
//! The search uses `Syzygy<Standard>` through `crate::tb::Tablebases`; the other families are
//! probed by `ferrum probe --variant` (the engine's tablebase interface is standard-only).
//!
//! Tables are memory-mapped; every read of file data is bounds-checked, so a damaged file
//! gives a [`SyzygyError`] naming it (and that table stays disabled), never a crash.

mod discovery;
mod encoding;
mod error;
mod material;
mod pairs;
mod probe;
mod table;
pub mod variant;

pub use error::SyzygyError;
pub use material::{Material, MAX_PIECES};
pub use probe::{dtz_rank, RootProbeError};
pub use variant::SyzygyVariant;

use crate::core::{Move, Role};
use crate::position::Position;
use crate::tb::{Tablebases, Wdl};
use crate::variant::Standard;
use discovery::Registry;
use std::marker::PhantomData;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// A set of Syzygy tables of one family, found in one or more directories.
pub struct Syzygy<V: SyzygyVariant = Standard> {
    registry: Registry,
    dirs: Vec<PathBuf>,
    variant: PhantomData<fn() -> V>,
}

impl<V: SyzygyVariant> Syzygy<V> {
    /// Finds the tables in `dirs` (files are opened on first use). Fails if a directory
    /// cannot be read; finding no table is not an error here (see `is_empty`).
    pub fn open<P: AsRef<Path>>(dirs: &[P]) -> Result<Syzygy<V>, SyzygyError> {
        let dirs: Vec<PathBuf> = dirs.iter().map(|d| d.as_ref().to_path_buf()).collect();
        Ok(Syzygy {
            registry: Registry::scan::<V>(&dirs)?,
            dirs,
            variant: PhantomData,
        })
    }

    /// Number of WDL files found.
    pub fn wdl_count(&self) -> usize {
        self.registry.wdl_files
    }

    /// Number of DTZ files found.
    pub fn dtz_count(&self) -> usize {
        self.registry.dtz_files
    }

    /// No table at all.
    pub fn is_empty(&self) -> bool {
        self.registry.wdl_files + self.registry.dtz_files == 0
    }

    /// Most pieces of any WDL table found (0 when none).
    pub fn max_pieces(&self) -> u32 {
        self.registry.max_pieces
    }

    /// The directories scanned.
    pub fn directories(&self) -> &[PathBuf] {
        &self.dirs
    }

    /// One line for the user: what was found where.
    pub fn summary(&self) -> String {
        let dirs: Vec<String> = self.dirs.iter().map(|d| d.display().to_string()).collect();
        format!(
            "Found {} WDL and {} DTZ Syzygy tables ({}, up to {} pieces) in {}",
            self.wdl_count(),
            self.dtz_count(),
            V::TABLES,
            self.max_pieces(),
            dirs.join(", ")
        )
    }

    /// Problems met since the last call (damaged files, each reported once).
    pub fn take_problems(&self) -> Vec<String> {
        std::mem::take(&mut *self.registry.problems.lock())
    }
}

impl<V: SyzygyVariant> Syzygy<V> {
    /// The value the WDL table stores for a position, -2..=2 for the side to move, with no
    /// capture, en passant capture or variant end considered (the probing rules resolve those
    /// around this lookup; `probe_wdl` for standard chess). A position of kings alone is a draw
    /// when each side has exactly one king.
    pub fn probe_wdl_table(&self, pos: &Position<V>) -> Result<Wdl, SyzygyError> {
        if V::ONE_KING && pos.occupied() == pos.by_role(Role::King) {
            return Ok(0);
        }
        let key = Material::key_of(pos);
        let missing = || SyzygyError::MissingWdl {
            table: Material::from_position(pos).normalized().to_string(),
        };
        let entry = self.registry.get(key).ok_or_else(missing)?;
        let lazy = entry.wdl.as_ref().ok_or_else(missing)?;
        let table = lazy.get(
            |path, pawnless| table::WdlTable::open::<V>(path, &entry.material, pawnless),
            |e| self.registry.report(e.to_string()),
        )?;
        table.probe(pos, key).inspect_err(|e| {
            if entry.first_report() {
                self.registry.report(e.to_string());
            }
        })
    }

    /// The distance the DTZ table stores for a position whose WDL (after captures) is `wdl`
    /// (non-zero): plies, unsigned, possibly rounded; `None` when the table stores only the
    /// other side to move.
    pub fn probe_dtz_table(&self, pos: &Position<V>, wdl: Wdl) -> Result<Option<i32>, SyzygyError> {
        let key = Material::key_of(pos);
        let missing = || SyzygyError::MissingDtz {
            table: Material::from_position(pos).normalized().to_string(),
        };
        let entry = self.registry.get(key).ok_or_else(missing)?;
        let lazy = entry.dtz.as_ref().ok_or_else(missing)?;
        let table = lazy.get(
            |path, pawnless| table::DtzTable::open::<V>(path, &entry.material, pawnless),
            |e| self.registry.report(e.to_string()),
        )?;
        table.probe(pos, key, wdl).inspect_err(|e| {
            if entry.first_report() {
                self.registry.report(e.to_string());
            }
        })
    }
}

impl Tablebases for Syzygy<Standard> {
    fn max_pieces(&self) -> u32 {
        self.registry.max_pieces
    }

    fn probe_wdl(&self, pos: &Position) -> Option<Wdl> {
        Syzygy::probe_wdl(self, pos).ok()
    }

    fn rank_root(&self, pos: &Position, deadline: Instant) -> Option<Vec<(Move, i32)>> {
        if !pos.castling().is_empty() || pos.occupied().count() > self.registry.max_pieces {
            return None;
        }
        self.rank_moves(pos, Some(deadline))
    }

    fn take_problems(&self) -> Vec<String> {
        Syzygy::take_problems(self)
    }
}

#[cfg(test)]
mod tests;

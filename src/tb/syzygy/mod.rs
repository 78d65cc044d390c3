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
//! The search uses `SyzygyTables` (one `Syzygy<V>` per family, found in the same directories)
//! through `crate::tb::Tablebases`; `ferrum probe --variant` opens one family directly.
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
use crate::tb::{Tablebases, VariantPosition, Wdl};
use crate::variant::{Antichess, Atomic, Giveaway, Standard, Suicide, VariantKind};
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

impl<V: SyzygyVariant> Syzygy<V> {
    /// The root moves ranked for play, if the tables cover the root (no castling rights, few
    /// enough pieces) and answer before `deadline`.
    fn rank_root_covered(&self, pos: &Position<V>, deadline: Instant) -> Option<Vec<(Move, i32)>> {
        if !pos.castling().is_empty() || pos.occupied().count() > self.registry.max_pieces {
            return None;
        }
        self.rank_moves(pos, Some(deadline))
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
        self.rank_root_covered(pos, deadline)
    }

    fn take_problems(&self) -> Vec<String> {
        Syzygy::take_problems(self)
    }
}

/// Every family's Syzygy tables found in the same directories: what `SyzygyPath` loads. A
/// family whose files are absent simply has no tables (covers nothing).
pub struct SyzygyTables {
    pub chess: Syzygy<Standard>,
    pub atomic: Syzygy<Atomic>,
    pub antichess: Syzygy<Antichess>,
    pub giveaway: Syzygy<Giveaway>,
    pub suicide: Syzygy<Suicide>,
}

impl SyzygyTables {
    /// Finds every family's tables in `dirs` (see `Syzygy::open`).
    pub fn open<P: AsRef<Path>>(dirs: &[P]) -> Result<SyzygyTables, SyzygyError> {
        Ok(SyzygyTables {
            chess: Syzygy::open(dirs)?,
            atomic: Syzygy::open(dirs)?,
            antichess: Syzygy::open(dirs)?,
            giveaway: Syzygy::open(dirs)?,
            suicide: Syzygy::open(dirs)?,
        })
    }

    /// No table of any family.
    pub fn is_empty(&self) -> bool {
        self.chess.is_empty()
            && self.atomic.is_empty()
            && self.antichess.is_empty()
            && self.giveaway.is_empty()
            && self.suicide.is_empty()
    }

    /// One line for the user: the chess tables found where (as `Syzygy::summary`), then the
    /// variant families that have tables.
    pub fn summary(&self) -> String {
        fn found<V: SyzygyVariant>(tb: &Syzygy<V>, name: &str) -> Option<String> {
            (!tb.is_empty()).then(|| {
                format!(
                    "{} WDL and {} DTZ {name} (up to {} pieces)",
                    tb.wdl_count(),
                    tb.dtz_count(),
                    tb.max_pieces()
                )
            })
        }
        let variants: Vec<String> = [
            found(&self.atomic, Atomic::TABLES),
            // Antichess and giveaway read the same files.
            found(&self.giveaway, "antichess/giveaway"),
            found(&self.suicide, Suicide::TABLES),
        ]
        .into_iter()
        .flatten()
        .collect();
        let chess = self.chess.summary();
        if variants.is_empty() {
            chess
        } else {
            format!("{chess}; variant tables: {}", variants.join(", "))
        }
    }
}

impl Tablebases for SyzygyTables {
    fn max_pieces(&self) -> u32 {
        self.chess.registry.max_pieces
    }

    fn probe_wdl(&self, pos: &Position) -> Option<Wdl> {
        self.chess.probe_wdl(pos).ok()
    }

    fn rank_root(&self, pos: &Position, deadline: Instant) -> Option<Vec<(Move, i32)>> {
        self.chess.rank_root_covered(pos, deadline)
    }

    fn take_problems(&self) -> Vec<String> {
        let mut problems = self.chess.take_problems();
        problems.extend(self.atomic.take_problems());
        problems.extend(self.antichess.take_problems());
        problems.extend(self.giveaway.take_problems());
        problems.extend(self.suicide.take_problems());
        problems
    }

    fn max_pieces_variant(&self, kind: VariantKind) -> u32 {
        match kind {
            VariantKind::Atomic => self.atomic.max_pieces(),
            VariantKind::Antichess => self.antichess.max_pieces(),
            VariantKind::Giveaway => self.giveaway.max_pieces(),
            VariantKind::Suicide => self.suicide.max_pieces(),
            _ => 0,
        }
    }

    fn probe_wdl_variant(&self, pos: VariantPosition<'_>) -> Option<Wdl> {
        match pos {
            VariantPosition::Atomic(p) => self.atomic.probe_wdl(p),
            VariantPosition::Antichess(p) => self.antichess.probe_wdl(p),
            VariantPosition::Giveaway(p) => self.giveaway.probe_wdl(p),
            VariantPosition::Suicide(p) => self.suicide.probe_wdl(p),
        }
        .ok()
    }

    fn rank_root_variant(
        &self,
        pos: VariantPosition<'_>,
        deadline: Instant,
    ) -> Option<Vec<(Move, i32)>> {
        match pos {
            VariantPosition::Atomic(p) => self.atomic.rank_root_covered(p, deadline),
            VariantPosition::Antichess(p) => self.antichess.rank_root_covered(p, deadline),
            VariantPosition::Giveaway(p) => self.giveaway.rank_root_covered(p, deadline),
            VariantPosition::Suicide(p) => self.suicide.rank_root_covered(p, deadline),
        }
    }
}

#[cfg(test)]
mod tests;

//! Endgame tablebases. The probers (`syzygy`: WDL/DTZ, `gaviota`: WDL/DTM) implement
//! `Tablebases`; the search probes WDL inside the tree and ranks the root moves through that
//! trait without knowing any file format. `TablebaseSet` combines the loaded probers: Syzygy
//! first for WDL and root ranking, Gaviota for distance to mate.
//!
//! Standard chess has the trait's plain methods; the variants with tables of their own (atomic
//! and the antichess family) have `*_variant` siblings taking a `VariantPosition`. The search
//! calls neither directly but the generic entry points on `dyn Tablebases` (`pieces_for`,
//! `wdl_of`, `rank_root_of`), whose dispatch folds away for each variant at compile time.

pub mod gaviota;
mod squares;
pub mod syzygy;

use crate::core::Move;
use crate::position::Position;
use crate::variant::{Antichess, Atomic, Giveaway, Standard, Suicide, Variant, VariantKind};
use std::any::Any;
use std::sync::Arc;
use std::time::Instant;

/// The scale of root move ranks (Stockfish's): a move that keeps a clean win ranks at least
/// `MAX_DTZ - 100` (exactly `MAX_DTZ` when only WDL tables ranked it), wins the 50-move rule
/// may spoil rank between 0 and `MAX_DTZ / 2 - 100`, draws 0, and losses mirror wins below 0.
pub const MAX_DTZ: i32 = 1 << 18;

/// Win/draw/loss for the side to move, python-chess's convention: -2 loss, -1 loss saved by the
/// 50-move rule ("blessed"), 0 draw, 1 win spoilt by the 50-move rule ("cursed"), 2 win.
pub type Wdl = i32;

pub trait Tablebases: Send + Sync {
    /// The largest number of pieces (kings included) any loaded table covers.
    fn max_pieces(&self) -> u32;
    /// WDL of a position, or `None` when no table covers it (or it has castling rights).
    fn probe_wdl(&self, pos: &Position) -> Option<Wdl>;
    /// The root moves ranked for play (higher is better: keeps the best result and makes
    /// progress under the 50-move rule; on the `MAX_DTZ` scale), or `None` if the root is not
    /// covered. Must give up and return `None` once `deadline` has passed.
    fn rank_root(&self, pos: &Position, deadline: Instant) -> Option<Vec<(Move, i32)>>;
    /// Plies to mate (positive: the side to move mates, negative: it is mated; 0 draw, and also
    /// a side to move that is already checkmated, as python-chess reports it), where a
    /// distance-to-mate table covers the position.
    fn probe_dtm(&self, _pos: &Position) -> Option<i32> {
        None
    }
    /// Problems met while probing (damaged files), each once, for the user to see.
    fn take_problems(&self) -> Vec<String> {
        Vec::new()
    }
    /// `max_pieces` for a variant's own tables (0: none loaded; standard chess has
    /// `max_pieces`).
    fn max_pieces_variant(&self, _kind: VariantKind) -> u32 {
        0
    }
    /// `probe_wdl` for a variant's own tables: the value for the side to move, on the same
    /// -2..=2 scale, by the variant's rules (in the antichess family captures are compulsory
    /// and losing every piece wins).
    fn probe_wdl_variant(&self, _pos: VariantPosition<'_>) -> Option<Wdl> {
        None
    }
    /// `rank_root` for a variant's own tables.
    fn rank_root_variant(
        &self,
        _pos: VariantPosition<'_>,
        _deadline: Instant,
    ) -> Option<Vec<(Move, i32)>> {
        None
    }
}

/// A position of a variant that has tablebases of its own (besides standard chess).
#[derive(Clone, Copy)]
pub enum VariantPosition<'a> {
    Atomic(&'a Position<Atomic>),
    Antichess(&'a Position<Antichess>),
    Giveaway(&'a Position<Giveaway>),
    Suicide(&'a Position<Suicide>),
}

impl VariantPosition<'_> {
    /// The position as one of a variant with tables of its own, if it is one (the check folds
    /// away at compile time).
    #[inline]
    pub fn of<V: Variant>(pos: &Position<V>) -> Option<VariantPosition<'_>> {
        let any = pos as &dyn Any;
        if let Some(p) = any.downcast_ref() {
            Some(VariantPosition::Atomic(p))
        } else if let Some(p) = any.downcast_ref() {
            Some(VariantPosition::Antichess(p))
        } else if let Some(p) = any.downcast_ref() {
            Some(VariantPosition::Giveaway(p))
        } else {
            any.downcast_ref().map(VariantPosition::Suicide)
        }
    }
}

/// The entry points the search uses, generic over the variant: standard chess goes to the
/// plain methods, the variants with tables to the `*_variant` ones, and the rest have none.
/// Each variant's instance keeps only its own branch.
impl dyn Tablebases {
    /// The most pieces the loaded tables of `V` cover (0: none).
    #[inline]
    pub fn pieces_for<V: Variant>(&self) -> u32 {
        if matches!(V::KIND, VariantKind::Standard) {
            self.max_pieces()
        } else if is_variant_with_tables::<V>() {
            self.max_pieces_variant(V::KIND)
        } else {
            0
        }
    }

    /// WDL of `pos` for the side to move, where a table of its variant covers it.
    #[inline]
    pub fn wdl_of<V: Variant>(&self, pos: &Position<V>) -> Option<Wdl> {
        match as_standard(pos) {
            Some(pos) => self.probe_wdl(pos),
            None => self.probe_wdl_variant(VariantPosition::of(pos)?),
        }
    }

    /// The root moves ranked for play (see `rank_root`), where the tables of the root's
    /// variant cover it.
    pub fn rank_root_of<V: Variant>(
        &self,
        pos: &Position<V>,
        deadline: Instant,
    ) -> Option<Vec<(Move, i32)>> {
        match as_standard(pos) {
            Some(pos) => self.rank_root(pos, deadline),
            None => self.rank_root_variant(VariantPosition::of(pos)?, deadline),
        }
    }
}

/// `V` is one of the variants with tables of their own.
#[inline]
fn is_variant_with_tables<V: Variant>() -> bool {
    matches!(
        V::KIND,
        VariantKind::Atomic | VariantKind::Antichess | VariantKind::Giveaway | VariantKind::Suicide
    )
}

/// The position as one of standard chess, when it is one (the loaded probers cover standard
/// chess; the check folds away at compile time).
#[inline]
pub fn as_standard<V: Variant>(pos: &Position<V>) -> Option<&Position<Standard>> {
    (pos as &dyn Any).downcast_ref::<Position<Standard>>()
}

/// How the search uses the tables (UCI `SyzygyProbeDepth`, `SyzygyProbeLimit`, `Syzygy50MoveRule`;
/// their defaults are the engine's options registry's).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TbConfig {
    pub probe_depth: i32,
    pub probe_limit: u32,
    pub fifty_move_rule: bool,
}

/// The tablebases the engine has loaded: each slot is filled by its path option
/// (`SyzygyPath`, `GaviotaTbPath`) and emptied when the path is cleared.
#[derive(Clone, Default)]
pub struct TablebaseSet {
    pub syzygy: Option<Arc<dyn Tablebases>>,
    pub gaviota: Option<Arc<dyn Tablebases>>,
}

impl TablebaseSet {
    pub fn is_empty(&self) -> bool {
        self.syzygy.is_none() && self.gaviota.is_none()
    }

    fn loaded(&self) -> impl Iterator<Item = &Arc<dyn Tablebases>> {
        self.syzygy.iter().chain(self.gaviota.iter())
    }
}

impl Tablebases for TablebaseSet {
    fn max_pieces(&self) -> u32 {
        self.loaded().map(|t| t.max_pieces()).max().unwrap_or(0)
    }

    fn probe_wdl(&self, pos: &Position) -> Option<Wdl> {
        self.loaded().find_map(|t| t.probe_wdl(pos))
    }

    fn rank_root(&self, pos: &Position, deadline: Instant) -> Option<Vec<(Move, i32)>> {
        self.loaded().find_map(|t| t.rank_root(pos, deadline))
    }

    fn probe_dtm(&self, pos: &Position) -> Option<i32> {
        self.loaded().find_map(|t| t.probe_dtm(pos))
    }

    fn take_problems(&self) -> Vec<String> {
        self.loaded().flat_map(|t| t.take_problems()).collect()
    }

    fn max_pieces_variant(&self, kind: VariantKind) -> u32 {
        self.loaded()
            .map(|t| t.max_pieces_variant(kind))
            .max()
            .unwrap_or(0)
    }

    fn probe_wdl_variant(&self, pos: VariantPosition<'_>) -> Option<Wdl> {
        self.loaded().find_map(|t| t.probe_wdl_variant(pos))
    }

    fn rank_root_variant(
        &self,
        pos: VariantPosition<'_>,
        deadline: Instant,
    ) -> Option<Vec<(Move, i32)>> {
        self.loaded()
            .find_map(|t| t.rank_root_variant(pos, deadline))
    }
}

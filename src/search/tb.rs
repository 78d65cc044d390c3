//! The search's view of endgame tablebases. Probers (Syzygy, Gaviota) implement `Tablebases`;
//! the search probes WDL inside the tree and ranks the root moves, without knowing formats.

use crate::core::Move;
use crate::position::Position;
use std::time::Instant;

/// Win/draw/loss for the side to move, python-chess's convention: -2 loss, -1 loss saved by the
/// 50-move rule ("blessed"), 0 draw, 1 win spoilt by the 50-move rule ("cursed"), 2 win.
pub type Wdl = i32;

pub trait Tablebases: Send + Sync {
    /// The largest number of pieces (kings included) any loaded table covers.
    fn max_pieces(&self) -> u32;
    /// WDL of a position, or `None` when no table covers it (or it has castling rights).
    fn probe_wdl(&self, pos: &Position) -> Option<Wdl>;
    /// The root moves ranked for play (higher is better: keeps the best result and makes
    /// progress under the 50-move rule), or `None` if the root is not covered. Must give up and
    /// return `None` once `deadline` has passed.
    fn rank_root(&self, pos: &Position, deadline: Instant) -> Option<Vec<(Move, i32)>>;
    /// Plies to mate (positive: the side to move mates, negative: it is mated; 0 draw), where a
    /// distance-to-mate table covers the position.
    fn probe_dtm(&self, _pos: &Position) -> Option<i32> {
        None
    }
}

/// How the search uses the tables (UCI `SyzygyProbeDepth`, `SyzygyProbeLimit`, `Syzygy50MoveRule`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TbConfig {
    pub probe_depth: i32,
    pub probe_limit: u32,
    pub fifty_move_rule: bool,
}

impl Default for TbConfig {
    fn default() -> TbConfig {
        TbConfig {
            probe_depth: 1,
            probe_limit: 7,
            fifty_move_rule: true,
        }
    }
}

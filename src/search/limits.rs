//! Protocol-neutral search limits (UCI `go` parameters, XBoard clock commands).

use crate::core::Move;

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Limits {
    /// Remaining clock of the side to move, milliseconds (may be zero or negative).
    pub time_ms: Option<i64>,
    pub inc_ms: i64,
    pub movestogo: Option<u32>,
    pub depth: Option<i32>,
    pub nodes: Option<u64>,
    /// Search for a mate in this many moves.
    pub mate: Option<i32>,
    pub movetime_ms: Option<i64>,
    pub infinite: bool,
    pub ponder: bool,
    /// Restrict the root to these moves (empty: all).
    pub searchmoves: Vec<Move>,
}

impl Limits {
    pub fn depth(d: i32) -> Limits {
        Limits {
            depth: Some(d),
            ..Limits::default()
        }
    }

    pub fn nodes(n: u64) -> Limits {
        Limits {
            nodes: Some(n),
            ..Limits::default()
        }
    }

    /// No limit stops this search but `stop` (infinite, or pondering).
    pub fn is_unbounded(&self) -> bool {
        self.infinite
            || (self.time_ms.is_none()
                && self.movetime_ms.is_none()
                && self.depth.is_none()
                && self.nodes.is_none()
                && self.mate.is_none())
    }
}

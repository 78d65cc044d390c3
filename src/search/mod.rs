//! Alpha-beta search: iterative deepening with aspiration windows, principal variation search,
//! quiescence, a staged move picker with history heuristics, pruning and reductions, and Lazy
//! SMP threads sharing the transposition table.
//!
//! The search never prints: it reports `SearchEvent`s through a sink that the engine hands in.

mod ablation;
mod alphabeta;
mod history;
mod limits;
pub mod load;
mod mate_pv;
mod move_loop;
mod node;
pub mod overrun;
pub mod params;
mod picker;
mod pruning;
mod qsearch;
pub mod quiet;
mod report;
mod request;
mod root;
mod shared;
pub mod strength;
pub mod time;
mod tree_sample;
mod tt_score;
mod variant_policy;
mod worker;

pub use limits::Limits;
pub use request::SearchRequest;
pub use root::{RootFilter, RootMove};
pub use shared::SearchShared;
pub use tree_sample::TreeSample;
pub use worker::Worker;

use crate::core::Move;
use crate::tt::Bound;

/// Scores are centipawns; mates are `MATE - plies` (winning) or `-MATE + plies` (losing).
pub const MATE: i32 = 32_000;
pub const INFINITE: i32 = 32_001;
pub const MAX_PLY: usize = 128;
/// Scores at or beyond this are mates found by search.
pub const MATE_BOUND: i32 = MATE - MAX_PLY as i32;
/// Tablebase wins sit just below mate scores.
pub const TB_WIN: i32 = MATE_BOUND - 1;
pub const TB_WIN_BOUND: i32 = TB_WIN - MAX_PLY as i32;

/// A score as reported to the user.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ScoreReport {
    Cp(i32),
    /// Moves (not plies) to mate; negative when the side to move is getting mated.
    Mate(i32),
}

/// Tablebase wins are shown as this many centipawns, less one per ply to the tablebase
/// position (Stockfish's convention), far above any evaluation and below mates.
pub const TB_WIN_CP: i32 = 20_000;

impl ScoreReport {
    pub fn from_score(score: i32) -> ScoreReport {
        if score >= MATE_BOUND {
            ScoreReport::Mate((MATE - score + 1) / 2)
        } else if score <= -MATE_BOUND {
            // Losses at an odd ply exist in variants where our own move ends the game for the
            // opponent (antichess: leaving them without a move): after one move of ours, "mated
            // in 1", not 0.
            ScoreReport::Mate(-((MATE + score + 1) / 2))
        } else if score >= TB_WIN_BOUND {
            ScoreReport::Cp(TB_WIN_CP - (TB_WIN - score))
        } else if score <= -TB_WIN_BOUND {
            ScoreReport::Cp(-TB_WIN_CP + (TB_WIN + score))
        } else {
            ScoreReport::Cp(score)
        }
    }
}

/// One line of search progress.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchInfo {
    pub depth: i32,
    pub seldepth: i32,
    pub multipv: usize,
    pub score: i32,
    pub bound: Bound,
    pub nodes: u64,
    pub nps: u64,
    pub hashfull: u32,
    pub tbhits: u64,
    pub time_ms: u64,
    pub pv: Vec<Move>,
}

impl SearchInfo {
    pub fn score_report(&self) -> ScoreReport {
        ScoreReport::from_score(self.score)
    }
}

/// What the search tells the outside world.
#[derive(Clone, Debug, PartialEq)]
pub enum SearchEvent {
    Info(SearchInfo),
    CurrMove {
        depth: i32,
        mv: Move,
        number: usize,
    },
    /// The answer comes from the opening book, not from a search; the `BestMove` with this
    /// move follows at once. `reply` is the book's favourite answer to it (the ponder move);
    /// `score` the static evaluation after the move, for the mover (clients that read a score
    /// with every answer, such as fastchess `-strict`, stop at a line without one).
    BookMove {
        mv: Move,
        weight: u16,
        reply: Option<Move>,
        score: i32,
    },
    /// A note for the user (UCI `info string`, an XBoard `#` comment), e.g. a book that could
    /// not be opened.
    Message(String),
    /// The final answer: `None` only when the position has no legal move.
    BestMove {
        best: Option<Move>,
        ponder: Option<Move>,
    },
}

/// Where the search sends its events.
pub type EventSink = std::sync::Arc<dyn Fn(SearchEvent) + Send + Sync>;

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::core::Move;
    use crate::position::Position;

    /// The moves of `moves` (UCI, space-separated) played one after another from `pos`.
    pub(crate) fn line(pos: &Position, moves: &str) -> Vec<Move> {
        let mut p = pos.clone();
        moves
            .split_whitespace()
            .map(|m| {
                let mv = p.parse_uci(m).unwrap();
                p.play_unchecked(mv);
                mv
            })
            .collect()
    }

    #[test]
    fn mate_scores_count_moves() {
        assert_eq!(ScoreReport::from_score(MATE - 1), ScoreReport::Mate(1));
        assert_eq!(ScoreReport::from_score(MATE - 2), ScoreReport::Mate(1));
        assert_eq!(ScoreReport::from_score(MATE - 3), ScoreReport::Mate(2));
        // Mated at the root itself: 0. Chess losses come at even plies.
        assert_eq!(ScoreReport::from_score(-MATE), ScoreReport::Mate(0));
        assert_eq!(ScoreReport::from_score(-MATE + 2), ScoreReport::Mate(-1));
        assert_eq!(ScoreReport::from_score(-MATE + 4), ScoreReport::Mate(-2));
        // A variant loss right after our own move (antichess: we leave the opponent without a
        // move) is "mated in 1", as Fairy-Stockfish says, not "mate 0".
        assert_eq!(ScoreReport::from_score(-MATE + 1), ScoreReport::Mate(-1));
        assert_eq!(ScoreReport::from_score(-MATE + 3), ScoreReport::Mate(-2));
    }
}

//! What one search is asked: the game before the root, the limits, and what only the main
//! thread of an engine search needs (the clock budget, the number of lines, the sink for its
//! reports). Helper threads, bench and data generation ask the same silent one-line search;
//! `SearchRequest::new` is that, and the other fields are set by name.

use super::time::TimeBudget;
use super::{EventSink, Limits};

/// The arguments of `Worker::search`.
#[derive(Clone)]
pub struct SearchRequest<'a> {
    /// Keys of the game's earlier positions, oldest first, without the root: repetitions of
    /// them count as draws.
    pub history: &'a [u64],
    pub limits: &'a Limits,
    /// The clock's soft and hard limits; `None` for a search without a clock (fixed depth or
    /// nodes, analysis, and the helper threads, which stop with the main one).
    pub budget: Option<TimeBudget>,
    /// Lines to search (`MultiPV`), clamped to 1 ..= the number of root moves.
    pub multipv: usize,
    /// Where reports go; `None`: the search reports nothing.
    pub sink: Option<EventSink>,
}

impl<'a> SearchRequest<'a> {
    /// A silent search of one line under `limits`, with no game before the root and no
    /// clock.
    pub fn new(limits: &'a Limits) -> SearchRequest<'a> {
        SearchRequest {
            history: &[],
            limits,
            budget: None,
            multipv: 1,
            sink: None,
        }
    }
}

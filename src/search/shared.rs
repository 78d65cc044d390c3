//! What the threads of one search share besides the transposition table: the stop flags, the
//! clock's start, node and tablebase-hit counters, the tablebases, and the main thread's
//! tablebase verdict on the root. Everything here is atomic or set once, so the hot path
//! reads it without locks (only `start` is behind a mutex, read once per 1024 nodes).

use super::root::RootFilter;
use crate::tb::{Tablebases, TbConfig};
use parking_lot::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

/// State shared by all threads of one search.
pub struct SearchShared {
    pub stop: AtomicBool,
    /// Set with `stop` when the answer is due at once (the hard time limit passed, or the GUI
    /// said `stop`): then even the first iteration stops. A node limit alone lets the first
    /// iteration complete, so that the answer was searched.
    pub hard_stop: AtomicBool,
    /// While set, clock limits are suspended (UCI `go ponder` before `ponderhit`).
    pub pondering: AtomicBool,
    /// Set while pondering when the main thread, counting the pondering time as its own, would
    /// already have stopped: a `ponderhit` then answers at once instead of finishing a deep
    /// iteration on the engine's own clock.
    pub stop_on_ponderhit: AtomicBool,
    /// When the clock started for this move (reset by `ponderhit`).
    pub start: Mutex<Instant>,
    /// Nodes of every thread, for `info nodes` and the node limit.
    pub nodes: Vec<AtomicU64>,
    pub tbhits: AtomicU64,
    /// Endgame tablebases, if any are loaded.
    pub tb: Option<(Arc<dyn Tablebases>, TbConfig)>,
    /// What the tablebases say about the root: computed once per search by the main thread
    /// (`None` inside when the root is not covered or the ranking ran out of time); helpers
    /// wait for it.
    pub root_filter: OnceLock<Option<RootFilter>>,
}

impl SearchShared {
    pub fn new(threads: usize) -> SearchShared {
        SearchShared {
            stop: AtomicBool::new(false),
            hard_stop: AtomicBool::new(false),
            pondering: AtomicBool::new(false),
            stop_on_ponderhit: AtomicBool::new(false),
            start: Mutex::new(Instant::now()),
            nodes: (0..threads.max(1)).map(|_| AtomicU64::new(0)).collect(),
            tbhits: AtomicU64::new(0),
            tb: None,
            root_filter: OnceLock::new(),
        }
    }

    pub fn total_nodes(&self) -> u64 {
        self.nodes.iter().map(|n| n.load(Ordering::Relaxed)).sum()
    }

    pub fn elapsed(&self) -> Duration {
        self.start.lock().elapsed()
    }
}

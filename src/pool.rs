//! Lazy SMP: the main worker and its helpers search the same root on their own threads, sharing
//! the transposition table. Only the main worker reports and decides when to stop; its result
//! is the answer.

use crate::position::Position;
use crate::search::{EventSink, Limits, SearchEvent, SearchShared, Worker};
use crate::time::TimeBudget;
use crate::tt::{Bound, TranspositionTable};
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Duration;

/// Everything one search needs; moved into the search thread.
pub struct SearchJob {
    pub pos: Position,
    pub history: Vec<u64>,
    pub limits: Limits,
    pub budget: Option<TimeBudget>,
    pub multipv: usize,
    pub sink: EventSink,
    pub shared: Arc<SearchShared>,
    pub tt: Arc<TranspositionTable>,
}

/// Runs a search to the end (limits, or `stop`), emits the final `info` and `bestmove`, and
/// gives the workers back for the next search.
pub fn run(mut workers: Vec<Worker>, job: SearchJob) -> Vec<Worker> {
    let SearchJob {
        pos,
        history,
        limits,
        budget,
        multipv,
        sink,
        shared,
        tt,
    } = job;
    tt.new_search();
    for w in workers.iter_mut() {
        w.set_shared(tt.clone(), shared.clone());
    }
    if pos.legal_moves().is_empty() {
        sink(SearchEvent::BestMove {
            best: None,
            ponder: None,
        });
        return workers;
    }
    let unbounded = limits.is_unbounded();
    {
        let (main, helpers) = workers.split_at_mut(1);
        std::thread::scope(|scope| {
            for helper in helpers.iter_mut() {
                let (pos, history, limits) = (&pos, &history, &limits);
                // Helpers ignore the node and depth limits' reporting; they stop with the main.
                scope.spawn(move || helper.search(pos, history, limits, None, 1, None));
            }
            main[0].search(&pos, &history, &limits, budget, multipv, Some(sink.clone()));
            // In infinite or ponder mode the answer waits for `stop` or `ponderhit`.
            while !shared.stop.load(Ordering::Relaxed)
                && (unbounded || shared.pondering.load(Ordering::Relaxed))
            {
                std::thread::sleep(Duration::from_millis(1));
            }
            shared.stop.store(true, Ordering::Relaxed);
        });
    }

    let main = &workers[0];
    let depth = main.completed_depth.max(1);
    let mut info = main.info_for(0, depth, Bound::Exact);
    info.nodes = shared.total_nodes().max(main.nodes());
    let best = main.root_moves[0].mv;
    let mut after = pos.clone();
    after.play_unchecked(best);
    let game_over = after.outcome().is_some();
    let ponder = if game_over {
        None
    } else {
        info.pv.get(1).copied().or_else(|| {
            tt.probe(after.key())
                .and_then(|e| e.mv)
                .filter(|&m| after.is_legal(m))
        })
    };
    sink(SearchEvent::Info(info));
    sink(SearchEvent::BestMove {
        best: Some(best),
        ponder,
    });
    workers
}

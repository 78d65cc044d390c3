//! Lazy SMP: the main worker and its helpers search the same root on their own threads, sharing
//! the transposition table. Only the main worker reports and decides when to stop; its result
//! is the answer. Weakened play (`search::strength`) changes the limits and the choice.

use crate::eval::VariantEval;
use crate::position::Position;
use crate::search::strength;
use crate::search::time::TimeBudget;
use crate::search::{EventSink, Limits, SearchEvent, SearchRequest, SearchShared, Worker};
use crate::tt::{Bound, TranspositionTable};
use crate::variant::AnyPosition;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Stack size of every search thread (the main one and the helpers). The search recurses up
/// to `MAX_PLY` plies plus quiescence, with a move list in each frame; 32 MB leaves a wide
/// margin in unoptimised builds too. It is address space: only the pages used are committed.
pub const SEARCH_STACK_BYTES: usize = 32 * 1024 * 1024;

/// Everything one search needs; moved into the search thread.
pub struct SearchJob {
    pub pos: AnyPosition,
    pub history: Vec<u64>,
    pub limits: Limits,
    pub budget: Option<TimeBudget>,
    pub multipv: usize,
    pub sink: EventSink,
    pub shared: Arc<SearchShared>,
    pub tt: Arc<TranspositionTable>,
    /// Weakened play (`UCI_LimitStrength`): the target Elo.
    pub limit_elo: Option<u32>,
}

/// Runs a search to the end (limits, or `stop`), emits the final `info` and `bestmove`, and
/// gives the workers back for the next search, with the time the thread idled on purpose
/// (waiting for `stop` or `ponderhit` after the search had nothing left to do).
pub fn run(workers: Vec<Worker>, mut job: SearchJob) -> (Vec<Worker>, Duration) {
    let pos = std::mem::take(&mut job.pos);
    crate::with_position!(pos, p => run_typed(workers, p, job))
}

/// `run` for the variant of the job's position (its `pos` field is already taken).
fn run_typed<V: VariantEval>(
    mut workers: Vec<Worker>,
    pos: Position<V>,
    job: SearchJob,
) -> (Vec<Worker>, Duration) {
    let SearchJob {
        history,
        mut limits,
        budget,
        mut multipv,
        sink,
        shared,
        tt,
        limit_elo,
        ..
    } = job;
    tt.new_search();
    for w in workers.iter_mut() {
        w.set_shared(tt.clone(), shared.clone());
    }
    let unbounded = limits.is_unbounded();
    if pos.legal_moves().is_empty() {
        // The game is over: say so, and in ponder or infinite mode answer only after `stop`.
        let idle = wait_while_unbounded(&shared, unbounded);
        let score = match pos.outcome().and_then(|o| o.winner) {
            Some(winner) if winner == pos.turn() => crate::search::MATE,
            Some(_) => -crate::search::MATE,
            None => 0,
        };
        sink(SearchEvent::Info(crate::search::SearchInfo::game_over(
            score,
        )));
        sink(SearchEvent::BestMove {
            best: None,
            ponder: None,
        });
        return (workers, idle);
    }
    // Weakened play searches a few lines with few nodes and picks among them.
    let reported_lines = multipv;
    if let Some(elo) = limit_elo {
        multipv = strength::weaken(&mut limits, multipv, elo);
    }
    let sink: crate::search::EventSink = if multipv > reported_lines {
        let inner = sink.clone();
        std::sync::Arc::new(move |ev| match &ev {
            SearchEvent::Info(i) if i.multipv > reported_lines => {}
            _ => inner(ev),
        })
    } else {
        sink
    };
    let idle = {
        let (main, helpers) = workers.split_at_mut(1);
        std::thread::scope(|scope| {
            for helper in helpers.iter_mut() {
                let (pos, history, limits) = (&pos, &history, &limits);
                // Helpers ignore the node and depth limits' reporting; they stop with the main.
                // They get the main search thread's stack: the same recursion runs on them.
                let spawned = std::thread::Builder::new()
                    .name("search helper".into())
                    .stack_size(SEARCH_STACK_BYTES)
                    .spawn_scoped(scope, move || {
                        helper.search(
                            pos,
                            SearchRequest {
                                history,
                                ..SearchRequest::new(limits)
                            },
                        )
                    });
                if let Err(e) = spawned {
                    // Out of threads or memory: search with the helpers that started.
                    sink(SearchEvent::Message(format!(
                        "error: could not start a search thread ({e}); searching with fewer"
                    )));
                    break;
                }
            }
            let request = SearchRequest {
                history: &history,
                limits: &limits,
                budget,
                multipv,
                sink: Some(sink.clone()),
            };
            main[0].search(&pos, request);
            // In infinite or ponder mode the answer waits for `stop` or `ponderhit`.
            let idle = wait_while_unbounded(&shared, unbounded);
            // The main thread has the answer: helpers end now, in their first iteration too.
            shared.hard_stop.store(true, Ordering::Relaxed);
            shared.stop.store(true, Ordering::Relaxed);
            idle
        })
    };

    let main = &workers[0];
    // The iteration under way when a bound of it was shown (as Stockfish's last line does).
    let depth = main.completed_depth.max(main.shown_depth).max(1);
    let chosen = match limit_elo {
        Some(elo) => strength::choose(&main.root_moves, multipv, elo, pos.key()),
        None => 0,
    };
    let mut info = main.info_for(&pos, chosen, depth, Bound::Exact);
    info.multipv = 1;
    info.nodes = shared.total_nodes().max(main.nodes());
    let best = main.root_moves[chosen].mv;
    let mut after = pos.clone();
    after.play_unchecked(best);
    // The ponder move too stops where the game ends (a repetition or the 50-move rule).
    let mut keys = history.clone();
    keys.push(pos.repetition_key());
    let game_over = after.outcome_with_history(&keys, true).is_some();
    let ponder = if game_over {
        None
    } else {
        info.pv.get(1).copied().or_else(|| {
            tt.probe(after.key())
                .and_then(|e| e.mv)
                .filter(|&m| after.is_legal(m))
        })
    };
    // Problems the tablebases met in this search (damaged files), before the answer.
    if let Some((tb, _)) = &shared.tb {
        for problem in tb.take_problems() {
            sink(SearchEvent::Message(format!("error: {problem}")));
        }
    }
    sink(SearchEvent::Info(info));
    sink(SearchEvent::BestMove {
        best: Some(best),
        ponder,
    });
    (workers, idle)
}

/// Waits until the answer may be given: in an `unbounded` search (infinite, or no limit at
/// all) until `stop`, while pondering until `stop` or `ponderhit`; at once otherwise. The
/// protocol expects no `bestmove` before then, even when the search has nothing left to do.
/// Returns how long it waited.
fn wait_while_unbounded(shared: &SearchShared, unbounded: bool) -> Duration {
    let start = Instant::now();
    while !shared.stop.load(Ordering::Relaxed)
        && (unbounded || shared.pondering.load(Ordering::Relaxed))
    {
        std::thread::sleep(Duration::from_millis(1));
    }
    start.elapsed()
}

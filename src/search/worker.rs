//! One search thread: iterative deepening with aspiration windows over a principal variation
//! search, quiescence at the leaves. Lazy SMP runs several workers on the same position; they
//! share only the transposition table and the stop flags.

use super::history::{bonus, Histories, PieceTo};
use super::limits::Limits;
use super::picker::{is_noisy, MovePicker};
use super::time::TimeBudget;
use super::{
    EventSink, SearchEvent, SearchInfo, INFINITE, MATE, MATE_BOUND, MAX_PLY, TB_WIN, TB_WIN_BOUND,
};
use crate::core::{Move, Piece, Role};
use crate::eval::{evaluate_cached, piece_value, PawnCache};
use crate::position::{Outcome, Position};
use crate::tb::{Tablebases, TbConfig, MAX_DTZ};
use crate::tt::{Bound, TranspositionTable};
use crate::variant::Variant;
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

/// The root moves a tablebase position leaves to the search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RootFilter {
    /// The moves that keep the best result.
    pub keep: Vec<Move>,
    /// The root's score as the tables give it: an exact mate (distance to mate), or a
    /// tablebase win, draw or loss (a WDL/DTZ ranking).
    pub score: Option<i32>,
    /// Whether the search still probes WDL inside the tree (not when DTZ ranked the root, or
    /// the root is not won, as in Stockfish).
    pub probe_in_tree: bool,
    /// Probes spent, for `tbhits`.
    pub probes: u64,
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

#[derive(Clone, Debug)]
pub struct RootMove {
    pub mv: Move,
    pub score: i32,
    pub previous_score: i32,
    pub seldepth: i32,
    pub pv: Vec<Move>,
}

#[derive(Copy, Clone, Default)]
struct Frame {
    eval: i32,
    moved: Option<PieceTo>,
    killers: [Option<Move>; 2],
}

/// Late-move reduction table: `0.75 + ln(depth) * ln(moves) / 2.25`, in plies.
fn lmr_table() -> Box<[[i32; 64]; 64]> {
    let mut t = Box::new([[0; 64]; 64]);
    for (d, row) in t.iter_mut().enumerate().skip(1) {
        for (m, r) in row.iter_mut().enumerate().skip(1) {
            *r = (0.75 + (d as f64).ln() * (m as f64).ln() / 2.25) as i32;
        }
    }
    t
}

pub struct Worker {
    pub id: usize,
    tt: Arc<TranspositionTable>,
    shared: Arc<SearchShared>,
    hist: Histories,
    /// Pawn-structure scores: exact for any position (keyed by the pawns themselves), so kept
    /// across searches and games.
    pawns: PawnCache,
    frames: Vec<Frame>,
    pv: Vec<[Option<Move>; MAX_PLY + 1]>,
    pv_len: [usize; MAX_PLY + 1],
    /// Keys of the game so far and of the current search path, for repetition detection.
    keys: Vec<u64>,
    nodes: u64,
    seldepth: i32,
    nmp_min_ply: usize,
    lmr: Box<[[i32; 64]; 64]>,
    pub root_moves: Vec<RootMove>,
    pub completed_depth: i32,
    limits: Limits,
    budget: Option<TimeBudget>,
    /// False until depth 1 is complete: a search always has a move to play.
    abortable: bool,
    multipv: usize,
    sink: Option<EventSink>,
    last_currmove_report: Instant,
    /// The root's exact score from distance-to-mate tables, reported instead of the search's.
    tb_root_score: Option<i32>,
    /// Probe the tablebases inside the tree (see `RootFilter::probe_in_tree`).
    tb_in_tree: bool,
}

/// What a tablebase probe inside the tree says about a node.
enum TbProbe {
    /// The value ends the node.
    Cutoff(i32),
    /// The node is worth at least this (a win that does not reach beta).
    Floor(i32),
    /// The node is worth at most this (a loss above alpha).
    Ceiling(i32),
}

/// The score shown for a root whose best tablebase rank is `rank` (Stockfish's `tbScore`):
/// a tablebase win or loss, or a few centipawns for wins and losses the 50-move rule spoils.
fn rank_score(rank: i32, fifty_move_rule: bool) -> i32 {
    let bound = if fifty_move_rule {
        MAX_DTZ / 2 - 100
    } else {
        1
    };
    // Ranked by WDL only: a cursed win or blessed loss is nearly a draw under the rule.
    if fifty_move_rule && rank.abs() == MAX_DTZ - 101 {
        return rank.signum() * 2;
    }
    if rank >= bound {
        TB_WIN
    } else if rank > 0 {
        (rank - (MAX_DTZ / 2 - 200)).max(3) / 2
    } else if rank == 0 {
        0
    } else if rank > -bound {
        (rank + (MAX_DTZ / 2 - 200)).min(-3) / 2
    } else {
        -TB_WIN
    }
}

impl Worker {
    pub fn new(id: usize, tt: Arc<TranspositionTable>, shared: Arc<SearchShared>) -> Worker {
        Worker {
            id,
            tt,
            shared,
            hist: Histories::new(),
            pawns: PawnCache::new(),
            frames: vec![Frame::default(); MAX_PLY + 8],
            pv: vec![[None; MAX_PLY + 1]; MAX_PLY + 1],
            pv_len: [0; MAX_PLY + 1],
            keys: Vec::with_capacity(1024),
            nodes: 0,
            seldepth: 0,
            nmp_min_ply: 0,
            lmr: lmr_table(),
            root_moves: Vec::new(),
            completed_depth: 0,
            limits: Limits::default(),
            budget: None,
            abortable: false,
            multipv: 1,
            sink: None,
            last_currmove_report: Instant::now(),
            tb_root_score: None,
            tb_in_tree: true,
        }
    }

    /// Forget everything learnt (new game).
    pub fn clear(&mut self) {
        self.hist.clear();
    }

    pub fn set_shared(&mut self, tt: Arc<TranspositionTable>, shared: Arc<SearchShared>) {
        self.tt = tt;
        self.shared = shared;
    }

    fn is_main(&self) -> bool {
        self.id == 0
    }

    /// Runs iterative deepening on `pos`. `history` holds the keys of earlier positions of the
    /// game (oldest first, without `pos`). Only the main worker (id 0) reports and checks limits.
    pub fn search<V: Variant>(
        &mut self,
        pos: &Position<V>,
        history: &[u64],
        limits: &Limits,
        budget: Option<TimeBudget>,
        multipv: usize,
        sink: Option<EventSink>,
    ) {
        self.limits = limits.clone();
        self.budget = budget;
        self.sink = sink;
        self.nodes = 0;
        self.completed_depth = 0;
        self.abortable = false;
        self.keys.clear();
        self.keys.extend_from_slice(history);
        self.keys.push(pos.key());
        self.last_currmove_report = Instant::now();
        for f in &mut self.frames {
            *f = Frame::default();
        }

        let legal = pos.legal_moves();
        self.root_moves = legal
            .iter()
            .filter(|m| limits.searchmoves.is_empty() || limits.searchmoves.contains(m))
            .map(|&mv| RootMove {
                mv,
                score: -INFINITE,
                previous_score: -INFINITE,
                seldepth: 0,
                pv: vec![mv],
            })
            .collect();
        // Always (the helpers wait for the main thread's answer).
        self.filter_root_by_tablebases(pos);
        if self.root_moves.is_empty() {
            return;
        }
        self.multipv = multipv.clamp(1, self.root_moves.len());

        let max_depth = limits
            .depth
            .unwrap_or(MAX_PLY as i32 - 1)
            .clamp(1, MAX_PLY as i32 - 1);
        let mut stable_iterations = 0;
        let mut last_best = None;
        // Lazy SMP: helpers start at staggered depths so threads spread over the tree.
        let first_depth = 1 + (self.id % 2) as i32;
        for depth in first_depth..=max_depth {
            for pv_index in 0..self.multipv {
                self.seldepth = 0;
                self.search_root_window(pos, depth, pv_index);
                // Sort the searched lines; the rest keep last iteration's order. A later line
                // may come out above an earlier one (each has its own window, and the tree
                // changed), so the lines searched so far are sorted again among themselves.
                self.root_moves[pv_index..].sort_by_key(|r| std::cmp::Reverse(r.score));
                self.root_moves[..=pv_index].sort_by_key(|r| std::cmp::Reverse(r.score));
                if self.stopped() {
                    break;
                }
            }
            if self.stopped() {
                // A partial iteration: moves that beat the old best were searched in full.
                if self.completed_depth == 0 {
                    self.settle_unfinished_first_iteration(pos);
                }
                break;
            }
            self.completed_depth = depth;
            self.abortable = true;
            for rm in &mut self.root_moves {
                rm.previous_score = rm.score;
            }
            if !self.is_main() {
                continue;
            }
            self.report_lines(depth);

            let best = self.root_moves[0].mv;
            stable_iterations = if Some(best) == last_best {
                stable_iterations + 1
            } else {
                0
            };
            last_best = Some(best);
            if self.finished_iteration_stop(depth, stable_iterations) {
                break;
            }
        }
    }

    /// In a tablebase position, search only the moves that keep the best result, so the
    /// search cannot spoil a won or drawn ending: the shortest mates where distance-to-mate
    /// tables decide (see `filter_root_by_dtm`), else the moves the prober ranks best (by DTZ
    /// when it can). The main thread decides, helpers wait for its answer and apply the same.
    fn filter_root_by_tablebases<V: Variant>(&mut self, pos: &Position<V>) {
        self.tb_root_score = None;
        self.tb_in_tree = true;
        let filter = if self.is_main() {
            let filter = self.root_filter(pos);
            if let Some(f) = &filter {
                self.shared.tbhits.fetch_add(f.probes, Ordering::Relaxed);
            }
            let _ = self.shared.root_filter.set(filter.clone());
            filter
        } else {
            loop {
                if let Some(f) = self.shared.root_filter.get() {
                    break f.clone();
                }
                if self.shared.stop.load(Ordering::Relaxed) {
                    break None;
                }
                std::thread::sleep(Duration::from_micros(200));
            }
        };
        if let Some(f) = filter {
            self.root_moves.retain(|r| f.keep.contains(&r.mv));
            self.tb_root_score = f.score;
            self.tb_in_tree = f.probe_in_tree;
        }
    }

    fn root_filter<V: Variant>(&self, pos: &Position<V>) -> Option<RootFilter> {
        let (tb, cfg) = self.shared.tb.clone()?;
        let pos = crate::tb::as_standard(pos)?;
        if !pos.castling().is_empty()
            || pos.occupied().count() > cfg.probe_limit.min(tb.max_pieces())
            || self.root_moves.is_empty()
        {
            return None;
        }
        // A DTM-filtered root decides the move by itself, so it may take half the hard limit.
        let dtm_allowance = self.budget.map_or(Duration::from_secs(1), |b| b.hard / 2);
        let dtm_deadline = *self.shared.start.lock() + dtm_allowance;
        if let Some(f) = self.filter_root_by_dtm(pos, tb.as_ref(), cfg, dtm_deadline) {
            return Some(f);
        }
        let ranked = self.rank_root_in_time(pos, &tb)?;
        let rank_of = |m: Move| ranked.iter().find(|r| r.0 == m).map(|r| r.1);
        let best_rank = self.root_moves.iter().filter_map(|r| rank_of(r.mv)).max()?;
        let score = rank_score(best_rank, cfg.fifty_move_rule);
        let wdl_only = best_rank == MAX_DTZ || best_rank == MAX_DTZ - 101;
        Some(RootFilter {
            keep: self
                .root_moves
                .iter()
                .map(|r| r.mv)
                .filter(|&m| rank_of(m) == Some(best_rank))
                .collect(),
            score: Some(score),
            probe_in_tree: wdl_only && score > 0,
            probes: ranked.len() as u64,
        })
    }

    /// The prober's ranking of the root moves, if it answers within its share of the time:
    /// a fifth of the soft budget (at least 5 ms, at most a quarter of the hard limit), one
    /// second for searches without a clock. It runs in a thread of its own that is abandoned
    /// when late: a first read of a DTZ file from a slow disk must not cost the game.
    fn rank_root_in_time(
        &self,
        pos: &Position,
        tb: &Arc<dyn Tablebases>,
    ) -> Option<Vec<(Move, i32)>> {
        let allowance = self.budget.map_or(Duration::from_secs(1), |b| {
            (b.soft / 5).max(Duration::from_millis(5)).min(b.hard / 4)
        });
        let deadline = *self.shared.start.lock() + allowance;
        let (tx, rx) = std::sync::mpsc::channel();
        let root = pos.clone();
        let prober = tb.clone();
        let spawned = std::thread::Builder::new()
            .name("tb-root".into())
            .spawn(move || {
                let _ = tx.send(prober.rank_root(&root, deadline));
            });
        match spawned {
            // A late answer is dropped; the thread still warms the file cache for next time.
            Ok(_) => rx
                .recv_timeout(deadline.saturating_duration_since(Instant::now()))
                .ok()
                .flatten(),
            Err(_) => tb.rank_root(pos, deadline),
        }
    }

    /// With distance-to-mate tables (Gaviota) at a won or lost root: keep the moves that mate
    /// fastest (or resist longest) and report the exact mate score. Only when the mate comes
    /// before the 50-move rule could matter (or the rule is off); otherwise the WDL/DTZ ranking
    /// decides. Returns the filter, if it applies.
    fn filter_root_by_dtm(
        &self,
        pos: &Position,
        tb: &dyn Tablebases,
        cfg: TbConfig,
        deadline: Instant,
    ) -> Option<RootFilter> {
        let root = tb.probe_dtm(pos)?;
        if root == 0 || (cfg.fifty_move_rule && pos.halfmoves() + root.unsigned_abs() > 100) {
            return None;
        }
        let mut dtms = Vec::with_capacity(self.root_moves.len());
        for rm in &self.root_moves {
            if Instant::now() >= deadline {
                return None;
            }
            let mut child = pos.clone();
            child.play_unchecked(rm.mv);
            // Plies to mate from the root after this move (the child's DTM is the opponent's).
            let dtm = if child.is_checkmate() {
                1
            } else {
                match tb.probe_dtm(&child) {
                    Some(d) if d < 0 => 1 - d,
                    Some(d) if d > 0 => -1 - d,
                    Some(_) => 0,
                    None => return None,
                }
            };
            dtms.push(dtm);
        }
        // Shortest win, then draw, then longest loss.
        let preference = |d: i32| (d.signum(), -d);
        let best = dtms.iter().copied().max_by_key(|&d| preference(d))?;
        if best == 0 {
            return None;
        }
        Some(RootFilter {
            keep: self
                .root_moves
                .iter()
                .zip(&dtms)
                .filter(|&(_, &d)| d == best)
                .map(|(r, _)| r.mv)
                .collect(),
            score: (best.unsigned_abs() < MAX_PLY as u32).then(|| {
                if best > 0 {
                    MATE - best
                } else {
                    -MATE - best
                }
            }),
            probe_in_tree: true,
            probes: dtms.len() as u64 + 1,
        })
    }

    /// Should the main thread start no further iteration?
    fn finished_iteration_stop(&self, depth: i32, stable: i32) -> bool {
        if let Some(mate) = self.limits.mate {
            let s = self.root_moves[0].score;
            if s >= MATE_BOUND && (MATE - s + 1) / 2 <= mate {
                return true;
            }
        }
        if self
            .limits
            .nodes
            .is_some_and(|n| self.shared.total_nodes() >= n)
        {
            return true;
        }
        // Every reported line a mate found with depth to spare (for us or against us): further
        // iterations finish at once from the hash table and only repeat it, up to the maximum
        // depth. Analysis (`infinite`) and pondering stop deepening too, and wait quietly for
        // `stop`; they ask for twice the margin of a timed search, since nobody is waiting and
        // a shorter mate hidden by reductions shows up only deeper. A `mate N` search has its
        // own rule above; a fixed depth or node count is searched as asked.
        let analysing = self.limits.infinite || self.shared.pondering.load(Ordering::Relaxed);
        let timed = self.budget.is_some() && !analysing;
        if self.limits.mate.is_none() && (timed || analysing) {
            let margin = |plies: i32| if timed { 2 * plies + 4 } else { 4 * plies + 8 };
            let proven =
                |r: &RootMove| r.score.abs() >= MATE_BOUND && depth >= margin(MATE - r.score.abs());
            if self.root_moves[..self.multipv].iter().all(proven) {
                return true;
            }
        }
        let stop = self.clock_says_stop(depth, stable);
        if self.shared.pondering.load(Ordering::Relaxed) {
            if stop {
                self.shared.stop_on_ponderhit.store(true, Ordering::Relaxed);
            }
            return false;
        }
        stop
    }

    /// Has this move had its time (counted from the start of the search, or of the `ponderhit`)?
    fn clock_says_stop(&self, depth: i32, stable: i32) -> bool {
        if let Some(budget) = self.budget {
            // Spend less when the best move has been stable, more when it keeps changing.
            let factor = match stable {
                0 => 1.6,
                1 => 1.2,
                2 => 1.0,
                3 => 0.8,
                _ => 0.6,
            };
            if self.shared.elapsed() >= budget.scaled_soft(factor) {
                return true;
            }
            // A single legal move needs no thought.
            if self.root_moves.len() == 1 && depth >= 4 {
                return true;
            }
        }
        false
    }

    fn search_root_window<V: Variant>(&mut self, pos: &Position<V>, depth: i32, pv_index: usize) {
        let previous = self.root_moves[pv_index].previous_score;
        let mut delta = 25;
        let aspiration = !cfg!(feature = "ablate-aspiration");
        let (mut alpha, mut beta) = if aspiration && depth >= 4 && previous.abs() < TB_WIN_BOUND {
            (
                (previous - delta).max(-INFINITE),
                (previous + delta).min(INFINITE),
            )
        } else {
            (-INFINITE, INFINITE)
        };
        loop {
            let score = self.search_root(pos, alpha, beta, depth, pv_index);
            if self.stopped() {
                return;
            }
            if score <= alpha {
                beta = (alpha + beta) / 2;
                alpha = (score - delta).max(-INFINITE);
                self.report_bound(depth, pv_index, score, Bound::Upper);
            } else if score >= beta {
                beta = (score + delta).min(INFINITE);
                self.report_bound(depth, pv_index, score, Bound::Lower);
            } else {
                return;
            }
            delta += delta / 2;
        }
    }

    fn search_root<V: Variant>(
        &mut self,
        pos: &Position<V>,
        mut alpha: i32,
        beta: i32,
        depth: i32,
        pv_index: usize,
    ) -> i32 {
        let mut best = -INFINITE;
        // Earlier multipv lines are excluded; search the rest in last iteration's order.
        let tt_move = self.root_moves.get(pv_index).map(|r| r.mv);
        let count = self.root_moves.len();
        for i in pv_index..count {
            let m = self.root_moves[i].mv;
            if self.is_main() && self.last_currmove_report.elapsed() > Duration::from_secs(1) {
                self.emit(SearchEvent::CurrMove {
                    depth,
                    mv: m,
                    number: i + 1,
                });
            }
            let mut child = pos.clone();
            child.play_unchecked(m);
            self.frames[0].moved = Some(piece_to(pos, m));
            self.keys.push(child.key());
            self.nodes += 1;
            let new_depth = depth - 1 + child.is_check() as i32;
            let score = if i == pv_index {
                -self.negamax(&child, -beta, -alpha, new_depth, 1, false)
            } else {
                let mut s = -self.negamax(&child, -alpha - 1, -alpha, new_depth, 1, true);
                if s > alpha && s < beta {
                    s = -self.negamax(&child, -beta, -alpha, new_depth, 1, false);
                }
                s
            };
            self.keys.pop();
            if self.stopped() {
                break;
            }
            let rm = &mut self.root_moves[i];
            if i == pv_index || score > alpha {
                rm.score = score;
                rm.seldepth = self.seldepth;
                rm.pv.clear();
                rm.pv.push(m);
                rm.pv.extend(self.pv[1][..self.pv_len[1]].iter().flatten());
            } else {
                // Not a new best: rank it below the searched best moves.
                rm.score = -INFINITE;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if Some(m) != tt_move {
                        // Move the new best to the front of the window so sorting is stable.
                        self.root_moves[pv_index..=i].rotate_right(1);
                    }
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        if best > -INFINITE {
            let key = pos.key();
            let bound = if best >= beta {
                Bound::Lower
            } else {
                Bound::Exact
            };
            if pv_index == 0 {
                self.tt.store(
                    key,
                    Some(self.root_moves[0].mv),
                    best,
                    -INFINITE,
                    depth,
                    bound,
                );
            }
        }
        best
    }

    /// A hard stop ended the first iteration (a tree that explodes, as forced captures can in
    /// antichess, or `stop` at once): the moves searched in full are ranked; if none was, the
    /// first by ordering is played with the static evaluation as its score. Late is lost; any
    /// legal move is better.
    fn settle_unfinished_first_iteration<V: Variant>(&mut self, pos: &Position<V>) {
        let first = &mut self.root_moves[0];
        if first.score == -INFINITE {
            first.score = if pos.is_check() {
                0
            } else {
                evaluate_cached(pos, &mut self.pawns)
            };
            first.pv.truncate(1);
        }
    }

    #[inline]
    fn stopped(&self) -> bool {
        self.shared.stop.load(Ordering::Relaxed)
            && (self.abortable || self.shared.hard_stop.load(Ordering::Relaxed))
    }

    /// Called every 1024 nodes: publish the node count, check the clock and node limit.
    fn check_limits(&mut self) {
        self.shared.nodes[self.id].store(self.nodes, Ordering::Relaxed);
        if !self.is_main() {
            return;
        }
        if self.abortable
            && self
                .limits
                .nodes
                .is_some_and(|n| self.shared.total_nodes() >= n)
        {
            self.shared.stop.store(true, Ordering::Relaxed);
        }
        if self.shared.pondering.load(Ordering::Relaxed) {
            return;
        }
        if let Some(budget) = self.budget {
            // Past the hard limit the answer is due, finished first iteration or not.
            if self.shared.elapsed() >= budget.hard {
                self.shared.hard_stop.store(true, Ordering::Relaxed);
                self.shared.stop.store(true, Ordering::Relaxed);
            }
        }
    }

    fn is_repetition<V: Variant>(&self, pos: &Position<V>) -> bool {
        let n = self.keys.len();
        let key = pos.key();
        // Crazyhouse positions can repeat across captures (pieces come back by drops).
        let reach = if V::DROPS {
            n - 1
        } else {
            (pos.halfmoves() as usize).min(n - 1)
        };
        let mut i = 2;
        while i <= reach {
            if self.keys[n - 1 - i] == key {
                return true;
            }
            i += 2;
        }
        false
    }

    fn negamax<V: Variant>(
        &mut self,
        pos: &Position<V>,
        mut alpha: i32,
        mut beta: i32,
        mut depth: i32,
        ply: usize,
        cut_node: bool,
    ) -> i32 {
        if depth <= 0 {
            return self.qsearch(pos, alpha, beta, ply);
        }
        let pv_node = beta - alpha > 1;
        self.pv_len[ply] = 0;
        self.nodes += 1;
        if self.nodes & 1023 == 0 {
            self.check_limits();
        }
        if self.stopped() {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply as i32);
        let in_check = pos.is_check();

        // The variant's own game end, draws by rule, and the horizon of the stack.
        if V::HAS_VARIANT_END {
            if let Some(outcome) = V::variant_outcome(pos, false) {
                return outcome_score(outcome, pos, ply);
            }
        }
        if self.is_repetition(pos) || pos.is_insufficient_material() {
            return 0;
        }
        if V::MOVE_RULES && pos.halfmoves() >= 100 && (!in_check || !pos.legal_moves().is_empty()) {
            return 0;
        }
        if ply >= MAX_PLY - 1 {
            return if in_check {
                0
            } else {
                evaluate_cached(pos, &mut self.pawns)
            };
        }
        // Mate distance pruning: no line from here can beat a shorter mate already found.
        alpha = alpha.max(-MATE + ply as i32);
        beta = beta.min(MATE - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }

        let key = pos.key();
        let tt_entry = self.tt.probe(key);
        let tt_move = tt_entry.and_then(|e| e.mv);
        if let Some(e) = tt_entry {
            let score = score_from_tt(e.score, ply);
            if !pv_node
                && e.depth >= depth
                && match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                }
            {
                return score;
            }
        }

        let (mut tb_floor, mut tb_ceiling) = (-INFINITE, INFINITE);
        match self.probe_tb(pos, alpha, beta, depth, ply) {
            Some(TbProbe::Cutoff(score)) => return score,
            Some(TbProbe::Floor(score)) if pv_node => {
                tb_floor = score;
                alpha = alpha.max(score);
            }
            Some(TbProbe::Ceiling(score)) if pv_node => tb_ceiling = score,
            _ => {}
        }

        let eval = if in_check {
            -INFINITE
        } else {
            match tt_entry {
                Some(e) if e.eval > -INFINITE => e.eval,
                _ => evaluate_cached(pos, &mut self.pawns),
            }
        };
        self.frames[ply].eval = eval;
        let improving = !in_check && ply >= 2 && eval > self.frames[ply - 2].eval;
        self.frames[ply + 1].killers = [None, None];

        if !pv_node && !in_check {
            // Reverse futility: far above beta with little depth left.
            if !cfg!(feature = "ablate-rfp")
                && depth <= 8
                && eval - 75 * (depth - improving as i32) >= beta
                && eval < TB_WIN_BOUND
            {
                return eval;
            }
            // Null move: give the opponent a free move; if we still beat beta, prune.
            if !cfg!(feature = "ablate-nmp")
                && V::STANDARD_EXCHANGES
                && depth >= 3
                && eval >= beta
                && ply >= self.nmp_min_ply
                && self.frames[ply - 1].moved.is_some()
                && pos.has_non_pawn_material(pos.turn())
            {
                let r = 3 + depth / 3 + ((eval - beta) / 200).min(3);
                let mut child = pos.clone();
                child.play_null();
                self.frames[ply].moved = None;
                self.keys.push(child.key());
                let score = -self.negamax(&child, -beta, -beta + 1, depth - r, ply + 1, !cut_node);
                self.keys.pop();
                if self.stopped() {
                    return 0;
                }
                if score >= beta {
                    let score = if score >= TB_WIN_BOUND { beta } else { score };
                    // Zugzwang guard: verify at high depth or with little material left.
                    let low_material =
                        (pos.us() - pos.by_role(Role::Pawn) - pos.by_role(Role::King)).count() <= 1;
                    if depth < 12 && !low_material {
                        return score;
                    }
                    // `depth - r` may be negative: no minimum ply beyond this one then.
                    self.nmp_min_ply = ply + (3 * (depth - r) / 4).max(0) as usize;
                    let verified = self.negamax(pos, beta - 1, beta, depth - r, ply, false);
                    self.nmp_min_ply = 0;
                    if verified >= beta {
                        return score;
                    }
                }
            }
        }

        // Internal iterative reduction: without a hash move this node was not searched before.
        if !cfg!(feature = "ablate-iir") && depth >= 4 && tt_move.is_none() {
            depth -= 1;
        }

        let prev = [
            self.frames[ply - 1].moved,
            if ply >= 2 {
                self.frames[ply - 2].moved
            } else {
                None
            },
        ];
        let killers = self.frames[ply].killers;
        let counter = self.hist.counter(prev[0]);
        let mut picker = MovePicker::new(pos, tt_move, killers, counter, prev, false);
        let mut best_score = tb_floor;
        let mut best_move = None;
        let mut moves_seen = 0;
        let mut quiets_tried: arrayvec::ArrayVec<(Move, PieceTo), 64> = arrayvec::ArrayVec::new();
        let mut captures_tried: arrayvec::ArrayVec<Move, 32> = arrayvec::ArrayVec::new();
        let original_alpha = alpha;

        while let Some(m) = picker.next(pos, &self.hist) {
            moves_seen += 1;
            let quiet = !is_noisy(pos, m);
            let pt = piece_to(pos, m);
            let hist_score = if quiet {
                self.hist.butterfly(pos.turn(), m) + self.hist.continuation(prev[0], pt)
            } else {
                0
            };

            if best_score > -MATE_BOUND && pos.has_non_pawn_material(pos.turn()) {
                if quiet && !in_check && !pv_node {
                    // Late-move pruning: enough quiet moves tried at shallow depth.
                    if !cfg!(feature = "ablate-lmp")
                        && depth <= 8
                        && moves_seen > (3 + depth * depth) / (2 - improving as i32)
                    {
                        picker.skip_quiets();
                        continue;
                    }
                    // Futility: a quiet move cannot lift a hopeless static eval to alpha.
                    if !cfg!(feature = "ablate-futility")
                        && depth <= 8
                        && eval + 100 + 90 * depth <= alpha
                    {
                        picker.skip_quiets();
                        continue;
                    }
                }
                // SEE pruning: moves that lose too much material at shallow depth.
                let margin = if quiet { -60 * depth } else { -100 * depth };
                if !cfg!(feature = "ablate-see-pruning")
                    && V::STANDARD_EXCHANGES
                    && depth <= 8
                    && !in_check
                    && !pos.see_ge(m, margin)
                {
                    continue;
                }
            }

            let mut child = pos.clone();
            child.play_unchecked(m);
            self.tt.prefetch(child.key());
            let gives_check = child.is_check();
            let extension = !cfg!(feature = "ablate-check-extension") && gives_check;
            let new_depth = depth - 1 + extension as i32;
            self.frames[ply].moved = Some(pt);
            self.keys.push(child.key());

            let score = if moves_seen == 1 {
                -self.negamax(
                    &child,
                    -beta,
                    -alpha,
                    new_depth,
                    ply + 1,
                    !pv_node && !cut_node,
                )
            } else {
                let mut r = 0;
                if !cfg!(feature = "ablate-lmr")
                    && depth >= 3
                    && moves_seen > 1 + 2 * pv_node as i32
                {
                    r = self.lmr[depth.min(63) as usize][moves_seen.min(63) as usize];
                    if quiet {
                        r += !pv_node as i32 + cut_node as i32 - improving as i32;
                        r -= hist_score / 8192;
                        if Some(m) == killers[0] || Some(m) == killers[1] {
                            r -= 1;
                        }
                    } else {
                        r -= 1;
                    }
                    if gives_check || in_check {
                        r -= 1;
                    }
                    r = r.clamp(0, new_depth - 1);
                }
                let mut s = -self.negamax(&child, -alpha - 1, -alpha, new_depth - r, ply + 1, true);
                if s > alpha && r > 0 {
                    s = -self.negamax(&child, -alpha - 1, -alpha, new_depth, ply + 1, !cut_node);
                }
                if s > alpha && s < beta {
                    s = -self.negamax(&child, -beta, -alpha, new_depth, ply + 1, false);
                }
                s
            };
            self.keys.pop();
            if self.stopped() {
                return 0;
            }

            if score > best_score {
                best_score = score;
                if score > alpha {
                    best_move = Some(m);
                    alpha = score;
                    if pv_node {
                        self.update_pv(ply, m);
                    }
                    if score >= beta {
                        break;
                    }
                }
            }
            if quiet {
                let _ = quiets_tried.try_push((m, pt));
            } else {
                let _ = captures_tried.try_push(m);
            }
        }

        if moves_seen == 0 {
            if let Some(outcome) = V::variant_outcome(pos, true) {
                return outcome_score(outcome, pos, ply);
            }
            return if in_check { -MATE + ply as i32 } else { 0 };
        }

        if let Some(best) = best_move.filter(|_| best_score >= beta) {
            let b = bonus(depth);
            if !is_noisy(pos, best) {
                let frame = &mut self.frames[ply];
                if frame.killers[0] != Some(best) {
                    frame.killers[1] = frame.killers[0];
                    frame.killers[0] = Some(best);
                }
                self.hist.update_quiets(
                    pos.turn(),
                    (best, piece_to(pos, best)),
                    &quiets_tried,
                    prev,
                    b,
                );
            } else if let Some(victim) = pos.captured_role(best) {
                self.hist
                    .update_capture(piece_to(pos, best).piece, best.to(), victim, b);
            }
            for &c in &captures_tried {
                if c != best {
                    if let Some(v) = pos.captured_role(c) {
                        self.hist
                            .update_capture(piece_to(pos, c).piece, c.to(), v, -b);
                    }
                }
            }
        }

        // A tablebase ceiling caps what the moves found (PV nodes only).
        best_score = best_score.min(tb_ceiling);
        let bound = if best_score >= beta {
            Bound::Lower
        } else if alpha > original_alpha && best_move.is_some() {
            Bound::Exact
        } else if tb_floor > -INFINITE && best_score == tb_floor {
            Bound::Lower
        } else {
            Bound::Upper
        };
        self.tt.store(
            key,
            best_move.or(tt_move),
            score_to_tt(best_score, ply),
            eval,
            depth,
            bound,
        );
        best_score
    }

    /// Tablebase WDL probe inside the tree (Stockfish's rules): only right after a capture or
    /// pawn move (the tables assume a fresh 50-move counter), without castling rights, with at
    /// most `SyzygyProbeLimit` pieces, and at the limit itself only from `SyzygyProbeDepth` on
    /// (no depth condition when the limit exceeds the largest tables). Wins and losses score as
    /// tablebase wins below mate scores; with the 50-move rule, cursed wins and blessed losses
    /// are nearly draws.
    fn probe_tb<V: Variant>(
        &mut self,
        pos: &Position<V>,
        alpha: i32,
        beta: i32,
        depth: i32,
        ply: usize,
    ) -> Option<TbProbe> {
        if !self.tb_in_tree {
            return None;
        }
        let (tb, cfg) = self.shared.tb.as_ref()?;
        let pieces = pos.occupied().count();
        let max = tb.max_pieces();
        let cardinality = cfg.probe_limit.min(max);
        let min_depth = if cfg.probe_limit > max {
            0
        } else {
            cfg.probe_depth
        };
        if pos.halfmoves() != 0
            || !pos.castling().is_empty()
            || pieces > cardinality
            || (pieces == cardinality && depth < min_depth)
        {
            return None;
        }
        let wdl = tb.probe_wdl(crate::tb::as_standard(pos)?)?;
        self.shared.tbhits.fetch_add(1, Ordering::Relaxed);
        let draw_margin = cfg.fifty_move_rule as i32;
        let (score, bound) = if wdl > draw_margin {
            (TB_WIN - ply as i32, Bound::Lower)
        } else if wdl < -draw_margin {
            (-TB_WIN + ply as i32, Bound::Upper)
        } else {
            (2 * wdl * draw_margin, Bound::Exact)
        };
        let cutoff = match bound {
            Bound::Exact => true,
            Bound::Lower => score >= beta,
            Bound::Upper => score <= alpha,
        };
        if cutoff {
            self.tt.store(
                pos.key(),
                None,
                score_to_tt(score, ply),
                -INFINITE,
                (depth + 6).min(MAX_PLY as i32 - 1),
                bound,
            );
            return Some(TbProbe::Cutoff(score));
        }
        Some(match bound {
            Bound::Lower => TbProbe::Floor(score),
            _ => TbProbe::Ceiling(score),
        })
    }

    fn qsearch<V: Variant>(
        &mut self,
        pos: &Position<V>,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        let pv_node = beta - alpha > 1;
        self.pv_len[ply] = 0;
        self.nodes += 1;
        if self.nodes & 1023 == 0 {
            self.check_limits();
        }
        if self.stopped() {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply as i32);
        if V::HAS_VARIANT_END {
            if let Some(outcome) = V::variant_outcome(pos, false) {
                return outcome_score(outcome, pos, ply);
            }
        }
        // A capture that must be made (antichess) is answered like a check: no standing pat.
        let mut in_check = pos.is_check();
        if !V::ROYAL_KING {
            let moves = pos.legal_moves();
            match moves.first() {
                None => {
                    return V::variant_outcome(pos, true).map_or(0, |o| outcome_score(o, pos, ply))
                }
                Some(&m) => in_check = pos.is_capture(m),
            }
        }
        if ply >= MAX_PLY - 1 {
            return if in_check {
                0
            } else {
                evaluate_cached(pos, &mut self.pawns)
            };
        }
        if pos.is_insufficient_material() {
            return 0;
        }

        let key = pos.key();
        let tt_entry = self.tt.probe(key);
        if let Some(e) = tt_entry {
            let score = score_from_tt(e.score, ply);
            if !pv_node
                && match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                }
            {
                return score;
            }
        }

        let eval = if in_check {
            -INFINITE
        } else {
            match tt_entry {
                Some(e) if e.eval > -INFINITE => e.eval,
                _ => evaluate_cached(pos, &mut self.pawns),
            }
        };
        let mut best_score = eval;
        if !in_check {
            if eval >= beta {
                return eval;
            }
            alpha = alpha.max(eval);
        }

        let mut picker = MovePicker::new(
            pos,
            tt_entry.and_then(|e| e.mv),
            [None, None],
            None,
            [None, None],
            true,
        );
        let mut best_move = None;
        let mut moves_seen = 0;
        while let Some(m) = picker.next(pos, &self.hist) {
            moves_seen += 1;
            if !in_check {
                // Delta pruning: even winning the piece leaves us below alpha.
                let gain = pos.captured_role(m).map_or(0, piece_value)
                    + if m.is_promotion() { 800 } else { 0 };
                if eval + gain + 200 <= alpha {
                    continue;
                }
            }
            let mut child = pos.clone();
            child.play_unchecked(m);
            let pt = piece_to(pos, m);
            self.frames[ply].moved = Some(pt);
            let score = -self.qsearch(&child, -beta, -alpha, ply + 1);
            if self.stopped() {
                return 0;
            }
            if score > best_score {
                best_score = score;
                if score > alpha {
                    best_move = Some(m);
                    alpha = score;
                    if pv_node {
                        self.update_pv(ply, m);
                    }
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        if in_check && moves_seen == 0 {
            return -MATE + ply as i32;
        }
        let bound = if best_score >= beta {
            Bound::Lower
        } else {
            Bound::Upper
        };
        self.tt
            .store(key, best_move, score_to_tt(best_score, ply), eval, 0, bound);
        best_score
    }

    fn update_pv(&mut self, ply: usize, m: Move) {
        let child_len = self.pv_len[ply + 1].min(MAX_PLY - ply - 1);
        self.pv[ply][0] = Some(m);
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        head[ply][1..=child_len].copy_from_slice(&tail[0][..child_len]);
        self.pv_len[ply] = child_len + 1;
    }

    fn emit(&mut self, event: SearchEvent) {
        if let Some(sink) = &self.sink {
            sink(event);
        }
        self.last_currmove_report = Instant::now();
    }

    pub fn info_for(&self, index: usize, depth: i32, bound: Bound) -> SearchInfo {
        let rm = &self.root_moves[index];
        let elapsed = self.shared.elapsed();
        let nodes = self.shared.total_nodes().max(self.nodes);
        let ms = elapsed.as_millis() as u64;
        SearchInfo {
            depth,
            seldepth: rm.seldepth.max(depth),
            multipv: index + 1,
            score: self.shown_score(if rm.score == -INFINITE {
                rm.previous_score
            } else {
                rm.score
            }),
            bound,
            nodes,
            nps: nodes * 1000 / ms.max(1),
            hashfull: self.tt.hashfull(),
            tbhits: self.shared.tbhits.load(Ordering::Relaxed),
            time_ms: ms,
            pv: rm.pv.clone(),
        }
    }

    /// At a tablebase root, the tables' score: an exact mate from distance-to-mate tables
    /// always, a tablebase result unless the search found a mate.
    fn shown_score(&self, score: i32) -> i32 {
        match self.tb_root_score {
            Some(tb) if tb.abs() >= MATE_BOUND || score.abs() < MATE_BOUND => tb,
            _ => score,
        }
    }

    fn report_lines(&mut self, depth: i32) {
        self.shared.nodes[self.id].store(self.nodes, Ordering::Relaxed);
        for i in 0..self.multipv {
            let info = self.info_for(i, depth, Bound::Exact);
            self.emit(SearchEvent::Info(info));
        }
    }

    fn report_bound(&mut self, depth: i32, pv_index: usize, score: i32, bound: Bound) {
        if !self.is_main()
            || self.shared.elapsed() < Duration::from_secs(1)
            || self.tb_root_score.is_some()
        {
            return;
        }
        self.shared.nodes[self.id].store(self.nodes, Ordering::Relaxed);
        let mut info = self.info_for(pv_index, depth, bound);
        info.score = score;
        self.emit(SearchEvent::Info(info));
    }

    pub fn nodes(&self) -> u64 {
        self.nodes
    }
}

/// The score of a finished game for the side to move, `ply` plies from the root.
#[inline]
fn outcome_score<V: Variant>(outcome: Outcome, pos: &Position<V>, ply: usize) -> i32 {
    match outcome.winner {
        None => 0,
        Some(winner) if winner == pos.turn() => MATE - ply as i32,
        Some(_) => -MATE + ply as i32,
    }
}

#[inline]
fn piece_to<V: Variant>(pos: &Position<V>, m: Move) -> PieceTo {
    let role = match m.kind() {
        crate::core::MoveKind::Drop(r) => r,
        _ => pos.role_at(m.from()).unwrap_or(Role::Pawn),
    };
    let to = if m.is_castle() {
        m.castling_side().king_to(pos.turn())
    } else {
        m.to()
    };
    PieceTo {
        piece: Piece::new(pos.turn(), role),
        to,
    }
}

/// Mate and tablebase scores are stored relative to the node, not the root.
#[inline]
fn score_to_tt(score: i32, ply: usize) -> i32 {
    if score >= TB_WIN_BOUND {
        score + ply as i32
    } else if score <= -TB_WIN_BOUND {
        score - ply as i32
    } else {
        score
    }
}

#[inline]
fn score_from_tt(score: i32, ply: usize) -> i32 {
    if score >= TB_WIN_BOUND {
        score - ply as i32
    } else if score <= -TB_WIN_BOUND {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tb_tests {
    use super::*;

    #[test]
    fn root_rank_scores() {
        // Clean wins and losses (by DTZ or WDL) are tablebase wins and losses.
        assert_eq!(rank_score(MAX_DTZ - 7, true), TB_WIN);
        assert_eq!(rank_score(MAX_DTZ, true), TB_WIN);
        assert_eq!(rank_score(-MAX_DTZ + 7, true), -TB_WIN);
        assert_eq!(rank_score(0, true), 0);
        // Wins the 50-move rule spoils: a few centipawns, more as the win gets closer.
        let far = rank_score(MAX_DTZ / 2 - 150, true);
        let near = rank_score(MAX_DTZ / 2 - 101, true);
        assert!(0 < far && far < near && near < 50, "{far} {near}");
        assert!(rank_score(-(MAX_DTZ / 2 - 150), true) < 0);
        assert_eq!(rank_score(MAX_DTZ - 101, true), 2);
        // Without the rule they are wins.
        assert_eq!(rank_score(MAX_DTZ / 2 - 150, false), TB_WIN);
        assert_eq!(rank_score(MAX_DTZ - 101, false), TB_WIN);
    }

    #[test]
    fn tablebase_scores_are_node_relative_in_the_tt() {
        let at_root = TB_WIN - 9;
        let stored = score_to_tt(at_root, 4);
        assert_eq!(stored, TB_WIN - 5);
        assert_eq!(score_from_tt(stored, 6), TB_WIN - 11);
        assert_eq!(score_from_tt(score_to_tt(-at_root, 4), 4), -at_root);
        assert_eq!(score_to_tt(150, 9), 150);
    }
}

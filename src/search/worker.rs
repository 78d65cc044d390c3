//! One search thread: its state (stacks, histories, the root move list), iterative deepening
//! over the root, the tablebase verdict on the root shared between threads, and the stop
//! rules. The alpha-beta bodies are in `alphabeta` and `qsearch`, the root moves and what the
//! tablebases make of them in `root`, reporting in `report`. Lazy SMP runs several workers on
//! the same position; they share only the transposition table and `SearchShared`.

use super::history::{CorrectionHistory, Histories, PieceTo};
use super::limits::Limits;
use super::params::param;
use super::request::SearchRequest;
use super::root::{RootFilter, RootMove};
use super::shared::SearchShared;
use super::time::{SearchTrend, TimeBudget};
use super::tree_sample::TreeSample;
use super::{EventSink, INFINITE, MATE, MATE_BOUND, MAX_PLY, TB_WIN_BOUND};
use crate::core::{Move, Piece, Role};
use crate::eval::VariantEval;
use crate::eval::{evaluate_cached, PawnCache};
use crate::position::{Outcome, Position};
use crate::tt::TranspositionTable;
use crate::variant::{Standard, Variant, VariantKind};
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::{Duration, Instant};

#[derive(Copy, Clone, Default)]
pub(super) struct Frame {
    pub(super) eval: i32,
    pub(super) moved: Option<PieceTo>,
    pub(super) killers: [Option<Move>; 2],
    /// The move a singular-extension search leaves out at this node (the node is then searched
    /// again at the same ply with the same key: no TT store or cut, no null move, no RFP).
    pub(super) excluded: Option<Move>,
    /// Double singular extensions on the line to this node (capped: they lengthen the line).
    pub(super) double_exts: i32,
    /// The move being searched from this node: its quiet history less `STAT_SCORE_OFFSET`
    /// (0 for a capture or a null move), and its number in the move loop. The child's
    /// reductions read them as the opponent's (Stockfish's `(ss-1)->statScore`, `moveCount`).
    pub(super) stat_score: i32,
    pub(super) move_count: i32,
}

/// Late-move reduction table: `0.75 + ln(depth) * ln(moves) / 2.25`, in plies (the two numbers
/// are `params::LMR_BASE_PERCENT` and `LMR_DIVISOR_PERCENT`).
fn lmr_table<V: Variant>() -> Box<[[i32; 64]; 64]> {
    let base = param!(V, LMR_BASE_PERCENT) as f64 / 100.0;
    let divisor = param!(V, LMR_DIVISOR_PERCENT) as f64 / 100.0;
    let mut t = Box::new([[0; 64]; 64]);
    for (d, row) in t.iter_mut().enumerate().skip(1) {
        for (m, r) in row.iter_mut().enumerate().skip(1) {
            *r = (base + (d as f64).ln() * (m as f64).ln() / divisor) as i32;
        }
    }
    t
}

pub struct Worker {
    pub id: usize,
    pub(super) tt: Arc<TranspositionTable>,
    pub(super) shared: Arc<SearchShared>,
    pub(super) hist: Histories,
    pub(super) correction: CorrectionHistory,
    /// Pawn-structure scores: exact for any position (keyed by the pawns themselves), so kept
    /// across searches and games.
    pub(super) pawns: PawnCache,
    pub(super) frames: Vec<Frame>,
    pub(super) pv: Vec<[Option<Move>; MAX_PLY + 1]>,
    pub(super) pv_len: [usize; MAX_PLY + 1],
    /// Keys of the game so far and of the current search path, for repetition detection.
    pub(super) keys: Vec<u64>,
    /// Where the root's key stands in `keys` (the game's history comes before it).
    pub(super) root_index: usize,
    pub(super) nodes: u64,
    pub(super) seldepth: i32,
    pub(super) nmp_min_ply: usize,
    pub(super) lmr: Box<[[i32; 64]; 64]>,
    /// The variant whose parameters made `lmr`.
    lmr_kind: VariantKind,
    pub root_moves: Vec<RootMove>,
    pub completed_depth: i32,
    /// The deepest depth an `info` line of this search has shown (a bound of an unfinished
    /// iteration included): the answer's last line never shows less, or a client that follows
    /// the depth (PyChess) would see it go down.
    pub shown_depth: i32,
    pub(super) limits: Limits,
    pub(super) budget: Option<TimeBudget>,
    /// False until depth 1 is complete: a search always has a move to play.
    pub(super) abortable: bool,
    pub(super) multipv: usize,
    pub(super) sink: Option<EventSink>,
    pub(super) last_currmove_report: Instant,
    /// The root's exact score from distance-to-mate tables, reported instead of the search's.
    pub(super) tb_root_score: Option<i32>,
    /// Probe the tablebases inside the tree (see `RootFilter::probe_in_tree`).
    pub(super) tb_in_tree: bool,
    /// The mating lines distance-to-mate tables gave for the root moves
    /// (`RootFilter::mate_lines`), shown with their exact score.
    pub(super) tb_mate_lines: Vec<Vec<Move>>,
    /// Data generation: positions kept from inside the tree (`None`: none kept).
    pub tree_sample: Option<TreeSample>,
}

impl Worker {
    pub fn new(id: usize, tt: Arc<TranspositionTable>, shared: Arc<SearchShared>) -> Worker {
        Worker {
            id,
            tt,
            shared,
            hist: Histories::new(),
            correction: CorrectionHistory::new(),
            pawns: PawnCache::new(),
            frames: vec![Frame::default(); MAX_PLY + 8],
            pv: vec![[None; MAX_PLY + 1]; MAX_PLY + 1],
            pv_len: [0; MAX_PLY + 1],
            keys: Vec::with_capacity(1024),
            root_index: 0,
            nodes: 0,
            seldepth: 0,
            nmp_min_ply: 0,
            lmr: lmr_table::<Standard>(),
            lmr_kind: VariantKind::Standard,
            root_moves: Vec::new(),
            completed_depth: 0,
            shown_depth: 0,
            limits: Limits::default(),
            budget: None,
            abortable: false,
            multipv: 1,
            sink: None,
            last_currmove_report: Instant::now(),
            tb_root_score: None,
            tb_in_tree: true,
            tb_mate_lines: Vec::new(),
            tree_sample: None,
        }
    }

    /// Forget everything learnt (new game).
    pub fn clear(&mut self) {
        self.hist.clear();
        self.correction = CorrectionHistory::new();
    }

    pub fn set_shared(&mut self, tt: Arc<TranspositionTable>, shared: Arc<SearchShared>) {
        self.tt = tt;
        self.shared = shared;
    }

    pub(super) fn is_main(&self) -> bool {
        self.id == 0
    }

    /// Runs iterative deepening on `pos` as `request` asks. Only the main worker (id 0)
    /// reports and checks limits.
    pub fn search<V: VariantEval>(&mut self, pos: &Position<V>, request: SearchRequest) {
        let SearchRequest {
            history,
            limits,
            budget,
            multipv,
            sink,
        } = request;
        // The table is the variant's, and a tune build's parameters may have changed since
        // it was made.
        if cfg!(feature = "tune") || self.lmr_kind != V::KIND {
            self.lmr = lmr_table::<V>();
            self.lmr_kind = V::KIND;
        }
        self.pawns.prepare::<V>();
        self.limits = limits.clone();
        self.budget = budget;
        self.sink = sink;
        self.nodes = 0;
        self.completed_depth = 0;
        self.shown_depth = 0;
        self.abortable = false;
        self.keys.clear();
        self.keys.extend_from_slice(history);
        self.root_index = self.keys.len();
        self.keys.push(pos.repetition_key());
        self.last_currmove_report = Instant::now();
        for f in &mut self.frames {
            *f = Frame::default();
        }

        self.root_moves = RootMove::list(pos, &limits.searchmoves);
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
        let mut last_score: Option<i32> = None;
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
            self.report_lines(pos, depth);

            let best = &self.root_moves[0];
            stable_iterations = if Some(best.mv) == last_best {
                stable_iterations + 1
            } else {
                0
            };
            // Mate and tablebase scores are not centipawns: no drop is read from them.
            let score = (best.score.abs() < TB_WIN_BOUND).then_some(best.score);
            let trend = SearchTrend {
                stable_iterations,
                best_move_nodes: best.nodes as f64 / self.nodes.max(1) as f64,
                score_drop: match (last_score, score) {
                    (Some(last), Some(now)) => (last - now).clamp(-1000, 1000),
                    _ => 0,
                },
            };
            last_best = Some(best.mv);
            last_score = score;
            if self.finished_iteration_stop(depth, trend) {
                break;
            }
        }
    }

    /// In a tablebase position, search only the moves that keep the best result, so the
    /// search cannot spoil a won or drawn ending (`RootFilter::for_root`). The main thread
    /// decides, helpers wait for its answer and apply the same.
    fn filter_root_by_tablebases<V: Variant>(&mut self, pos: &Position<V>) {
        self.tb_root_score = None;
        self.tb_in_tree = true;
        self.tb_mate_lines.clear();
        let filter = if self.is_main() {
            let filter = self.shared.tb.as_ref().and_then(|(tb, cfg)| {
                RootFilter::for_root(
                    pos,
                    &self.root_moves,
                    tb,
                    *cfg,
                    self.budget,
                    &self.shared.start,
                )
            });
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
            self.tb_mate_lines = f.mate_lines;
        }
    }

    /// Should the main thread start no further iteration?
    fn finished_iteration_stop(&self, depth: i32, trend: SearchTrend) -> bool {
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
        let stop = self.budget.is_some_and(|budget| {
            budget.iteration_time_up(self.shared.elapsed(), trend, self.root_moves.len(), depth)
        });
        if self.shared.pondering.load(Ordering::Relaxed) {
            if stop {
                self.shared.stop_on_ponderhit.store(true, Ordering::Relaxed);
            }
            return false;
        }
        stop
    }

    /// A hard stop ended the first iteration (a tree that explodes, as forced captures can in
    /// antichess, or `stop` at once): the moves searched in full are ranked; if none was, the
    /// first by ordering is played with the static evaluation as its score. Late is lost; any
    /// legal move is better.
    fn settle_unfinished_first_iteration<V: VariantEval>(&mut self, pos: &Position<V>) {
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
    pub(super) fn stopped(&self) -> bool {
        self.shared.stop.load(Ordering::Relaxed)
            && (self.abortable || self.shared.hard_stop.load(Ordering::Relaxed))
    }

    /// Enters a node at `ply`: counts it (every 1024 nodes the count is published and the
    /// limits checked), empties its PV, and tracks the selective depth. False when the search
    /// has stopped: the node returns at once.
    #[inline(always)]
    pub(super) fn enter_node(&mut self, ply: usize) -> bool {
        self.pv_len[ply] = 0;
        self.nodes += 1;
        if self.nodes & 1023 == 0 {
            self.check_limits();
        }
        if self.stopped() {
            return false;
        }
        self.seldepth = self.seldepth.max(ply as i32);
        true
    }

    /// The moves that led to the node at `ply`, one and two plies back: what the
    /// continuation histories are indexed by.
    #[inline(always)]
    pub(super) fn continuation(&self, ply: usize) -> [Option<PieceTo>; 2] {
        [
            self.frames[ply - 1].moved,
            if ply >= 2 {
                self.frames[ply - 2].moved
            } else {
                None
            },
        ]
    }

    /// Called every 1024 nodes: publish the node count, check the clock and node limit.
    pub(super) fn check_limits(&mut self) {
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
            if budget.hard_time_up(self.shared.elapsed()) {
                self.shared.hard_stop.store(true, Ordering::Relaxed);
                self.shared.stop.store(true, Ordering::Relaxed);
            }
        }
    }

    /// Whether the node is scored a draw by repetition: it repeats a position of the search
    /// path after the root, or one at or before the root that had already occurred once
    /// (`keys` holds their repetition keys, `Position::repetition_key`). A single earlier
    /// occurrence in the game is not enough, as in Stockfish and Ethereal: the side that steps
    /// back into it has not drawn, since the opponent can play on (counted as a draw, a worse
    /// side took every move back to an old position for an instant 0).
    pub(super) fn is_repetition<V: Variant>(&self, pos: &Position<V>) -> bool {
        let n = self.keys.len();
        let key = pos.repetition_key();
        // Crazyhouse positions can repeat across captures (pieces come back by drops).
        let reach = if V::DROPS {
            n - 1
        } else {
            (pos.halfmoves() as usize).min(n - 1)
        };
        let mut seen_before_root = false;
        let mut i = 2;
        while i <= reach {
            let index = n - 1 - i;
            if self.keys[index] == key {
                if index > self.root_index || seen_before_root {
                    return true;
                }
                seen_before_root = true;
            }
            i += 2;
        }
        false
    }

    pub(super) fn update_pv(&mut self, ply: usize, m: Move) {
        let child_len = self.pv_len[ply + 1].min(MAX_PLY - ply - 1);
        self.pv[ply][0] = Some(m);
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        head[ply][1..=child_len].copy_from_slice(&tail[0][..child_len]);
        self.pv_len[ply] = child_len + 1;
    }

    pub fn nodes(&self) -> u64 {
        self.nodes
    }
}

/// The score of a finished game for the side to move, `ply` plies from the root.
#[inline]
pub(super) fn outcome_score<V: Variant>(outcome: Outcome, pos: &Position<V>, ply: usize) -> i32 {
    match outcome.winner {
        None => 0,
        Some(winner) if winner == pos.turn() => MATE - ply as i32,
        Some(_) => -MATE + ply as i32,
    }
}

#[inline]
pub(super) fn piece_to<V: Variant>(pos: &Position<V>, m: Move) -> PieceTo {
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

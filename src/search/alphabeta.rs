//! The alpha-beta bodies: the root search with its aspiration windows, and the principal
//! variation search below it as a sequence of steps: the node's early exits, the TT and the
//! tablebase probe, the static eval, then the pruning of the whole node (`pruning`), the move
//! loop with its per-move pruning, extensions and reductions (`move_loop`), and what the node
//! stores and learns. Margins are in `params`, the ablation switches in `ablation`.

use super::ablation;
use super::history::CorrectionHistory;
use super::move_loop::MoveLoop;
use super::node::Node;
use super::params::param;
use super::picker::is_noisy;
use super::pruning::{internal_iterative_reduction, reverse_futility};
use super::root::cut_at_game_end;
use super::tt_score::{score_to_tt, tt_cuts};
use super::worker::{outcome_score, piece_to, Worker};
use super::{SearchEvent, INFINITE, MATE, MAX_PLY, TB_WIN, TB_WIN_BOUND};
use crate::core::{Color, Move, Role};
use crate::eval::evaluate_cached;
use crate::eval::VariantEval;
use crate::position::Position;
use crate::tt::Bound;
use crate::variant::Variant;
use std::ops::ControlFlow;
use std::sync::atomic::Ordering;
use std::time::Duration;

/// What a tablebase probe inside the tree says about a node.
enum TbProbe {
    /// The value ends the node.
    Cutoff(i32),
    /// The node is worth at least this (a win that does not reach beta).
    Floor(i32),
    /// The node is worth at most this (a loss above alpha).
    Ceiling(i32),
}

impl Worker {
    pub(super) fn search_root_window<V: VariantEval>(
        &mut self,
        pos: &Position<V>,
        depth: i32,
        pv_index: usize,
    ) {
        let previous = self.root_moves[pv_index].previous_score;
        let mut delta = param!(V, ASPIRATION_DELTA);
        let (mut alpha, mut beta) = if ablation::ASPIRATION
            && depth >= param!(V, ASPIRATION_MIN_DEPTH)
            && previous.abs() < TB_WIN_BOUND
        {
            (
                (previous - delta).max(-INFINITE),
                (previous + delta).min(INFINITE),
            )
        } else {
            (-INFINITE, INFINITE)
        };
        // After a fail high the window is searched again a ply shallower per fail high in a
        // row: the move that failed high is likely good, and the shallower search confirms it
        // sooner; a fail low restores the full depth.
        let mut fail_highs = 0;
        loop {
            let searched_depth = (depth - fail_highs).max(1);
            let score = self.search_root(pos, alpha, beta, searched_depth, pv_index);
            if self.stopped() {
                return;
            }
            if score <= alpha {
                beta = (alpha + beta) / 2;
                alpha = (score - delta).max(-INFINITE);
                fail_highs = 0;
                self.report_bound(pos, depth, pv_index, score, Bound::Upper);
            } else if score >= beta {
                beta = (score + delta).min(INFINITE);
                if score.abs() < TB_WIN_BOUND {
                    fail_highs += 1;
                }
                self.report_bound(pos, depth, pv_index, score, Bound::Lower);
            } else {
                return;
            }
            delta += delta / param!(V, ASPIRATION_GROWTH_DIVISOR);
        }
    }

    fn search_root<V: VariantEval>(
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
            self.frames[0].move_count = (i + 1 - pv_index) as i32;
            self.keys.push(child.repetition_key());
            let nodes_before = self.nodes;
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
            rm.nodes += self.nodes - nodes_before;
            if i == pv_index || score > alpha {
                rm.score = score;
                rm.seldepth = self.seldepth;
                rm.pv.clear();
                rm.pv.push(m);
                rm.pv.extend(self.pv[1][..self.pv_len[1]].iter().flatten());
                // `keys` ends with the root's key; the game's history comes before it.
                cut_at_game_end(pos, &self.keys[..self.keys.len() - 1], &mut rm.pv);
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
                    true,
                );
            }
        }
        best
    }

    /// The principal variation search of a node below the root, as a sequence of steps: the
    /// early exits (the game's end, the horizon, mate distance, the TT and the tablebases),
    /// the static eval, the pruning of the node as a whole (reverse futility, null move,
    /// ProbCut), the move loop (`search_moves`), and what the node leaves behind (histories,
    /// correction, its TT entry). `cut_node`: the node is expected to fail high.
    pub(super) fn negamax<V: VariantEval>(
        &mut self,
        pos: &Position<V>,
        alpha: i32,
        beta: i32,
        depth: i32,
        ply: usize,
        cut_node: bool,
    ) -> i32 {
        if depth <= 0 {
            return self.qsearch(pos, alpha, beta, ply, 0);
        }
        let pv_node = beta - alpha > 1;
        if !self.enter_node(ply) {
            return 0;
        }
        let in_check = pos.is_check();
        if let Some(score) = self.game_end_or_horizon(pos, ply, in_check) {
            return score;
        }
        // Mate distance pruning: no line from here can beat a shorter mate already found.
        let mut alpha = alpha.max(-MATE + ply as i32);
        let beta = beta.min(MATE - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }

        let mut node = Node::new(ply, depth, beta, pv_node, cut_node, in_check);
        self.read_exclusion(&mut node);
        self.probe_tt(pos, &mut node);
        if let Some(score) = node.tt_cutoff(alpha) {
            return score;
        }
        if let Some(score) = self.tablebase_bounds(pos, &mut node, alpha) {
            return score;
        }
        alpha = alpha.max(node.tb_floor);
        if V::CAPTURES_COMPULSORY {
            (node.must_capture, node.single_capture) = compulsory_capture(pos);
        }
        self.static_eval(pos, &mut node);
        if let Some(sample) = &mut self.tree_sample {
            // Where a move is forced (a check to answer, a capture the rules compel) the
            // static evaluation decides nothing: such nodes would only dilute the data.
            if !in_check && !node.must_capture {
                sample.visit(pos);
            }
        }
        // The children's killers start empty.
        self.frames[ply + 1].killers = [None, None];

        if node.may_prune_node() {
            if let Some(score) = reverse_futility::<V>(&node) {
                return score;
            }
            if let Some(score) = self.null_move(pos, &node) {
                return score;
            }
        }
        node.depth -= internal_iterative_reduction::<V>(&node);
        if let Some(score) = self.probcut(pos, &node) {
            return score;
        }

        let found = match self.search_moves(pos, &node, alpha) {
            ControlFlow::Break(score) => return score,
            ControlFlow::Continue(found) => found,
        };
        if found.moves_seen == 0 {
            return score_without_moves(pos, &node, alpha);
        }
        self.update_histories_at_cutoff(pos, &node, &found);
        self.finish_node(pos, &node, &found)
    }

    /// The node's exits before any search: the variant's own game end, draws by rule
    /// (repetition, insufficient material, the 50-move rule unless the position is mate), and
    /// the end of the stack, where the static eval is the score.
    #[inline(always)]
    fn game_end_or_horizon<V: VariantEval>(
        &mut self,
        pos: &Position<V>,
        ply: usize,
        in_check: bool,
    ) -> Option<i32> {
        if V::HAS_VARIANT_END {
            if let Some(outcome) = V::variant_outcome(pos, false) {
                return Some(outcome_score(outcome, pos, ply));
            }
        }
        if self.is_repetition(pos) || pos.is_insufficient_material() {
            return Some(0);
        }
        if V::MOVE_RULES && pos.halfmoves() >= 100 && (!in_check || !pos.legal_moves().is_empty()) {
            return Some(0);
        }
        if ply >= MAX_PLY - 1 {
            return Some(if in_check {
                0
            } else {
                evaluate_cached(pos, &mut self.pawns)
            });
        }
        None
    }

    /// Whether this is a singular-extension search (the node again, one move left out): it
    /// then keeps its node's count of double extensions, else it takes the line's.
    #[inline(always)]
    fn read_exclusion(&mut self, node: &mut Node) {
        let ply = node.ply;
        node.excluded = self.frames[ply].excluded;
        node.double_exts = if node.excluded.is_some() {
            self.frames[ply].double_exts
        } else {
            self.frames[ply - 1].double_exts
        };
        self.frames[ply].double_exts = node.double_exts;
    }

    /// What the transposition table holds for the node: a score that may end it
    /// (`Node::tt_cutoff`), a move to search first, a static eval.
    #[inline(always)]
    fn probe_tt<V: Variant>(&self, pos: &Position<V>, node: &mut Node) {
        node.key = pos.key();
        node.tt_entry = self.tt.probe(node.key);
        node.tt_move = node.tt_entry.and_then(|e| e.mv);
        node.tt_pv = node.pv_node || node.tt_entry.is_some_and(|e| e.pv);
    }

    /// The tablebases inside the tree: a verdict that ends the node, or at a PV node a floor
    /// or ceiling for its score (`Node::tb_floor`, `tb_ceiling`). Never in a singular-extension
    /// search: the tables speak for all moves.
    #[inline(always)]
    fn tablebase_bounds<V: Variant>(
        &mut self,
        pos: &Position<V>,
        node: &mut Node,
        alpha: i32,
    ) -> Option<i32> {
        let probe = if node.excluded.is_none() {
            self.probe_tb(pos, alpha, node)
        } else {
            None
        };
        match probe {
            Some(TbProbe::Cutoff(score)) => return Some(score),
            Some(TbProbe::Floor(score)) if node.pv_node => node.tb_floor = score,
            Some(TbProbe::Ceiling(score)) if node.pv_node => node.tb_ceiling = score,
            _ => {}
        }
        None
    }

    /// The static eval: the raw one (the TT entry's if it has one) goes back to the TT; the
    /// pruning reads it corrected by what searches of the same pawn structure found. None in
    /// check. A singular-extension search takes its node's corrected eval, from before the
    /// exclusion search began (it neither stores nor learns, so its raw eval is not needed).
    #[inline(always)]
    fn static_eval<V: VariantEval>(&mut self, pos: &Position<V>, node: &mut Node) {
        let ply = node.ply;
        node.pawn_index = CorrectionHistory::pawn_index(
            pos.pieces(Color::White, Role::Pawn),
            pos.pieces(Color::Black, Role::Pawn),
        );
        node.raw_eval = if node.in_check {
            -INFINITE
        } else {
            match node.tt_entry {
                Some(e) if e.eval > -INFINITE => e.eval,
                _ => evaluate_cached(pos, &mut self.pawns),
            }
        };
        node.eval = if node.in_check || !ablation::CORRECTION {
            node.raw_eval
        } else if node.excluded.is_some() {
            self.frames[ply].eval
        } else {
            (node.raw_eval + self.correction.get(pos.turn(), node.pawn_index))
                .clamp(-TB_WIN_BOUND + 1, TB_WIN_BOUND - 1)
        };
        self.frames[ply].eval = node.eval;
        node.improving = !node.in_check && ply >= 2 && node.eval > self.frames[ply - 2].eval;
    }

    /// What a searched node leaves behind: its score, capped by a tablebase ceiling; the
    /// correction history's lesson; its TT entry. A singular-extension search leaves nothing:
    /// without one move it says nothing about the position.
    #[inline(always)]
    fn finish_node<V: Variant>(&mut self, pos: &Position<V>, node: &Node, found: &MoveLoop) -> i32 {
        // A tablebase ceiling caps what the moves found (PV nodes only).
        let best_score = found.best_score.min(node.tb_ceiling);
        if node.excluded.is_some() {
            return best_score;
        }
        self.learn_correction(pos, node, best_score, found.best_move);
        let bound = if best_score >= node.beta {
            Bound::Lower
        } else if found.alpha > found.original_alpha && found.best_move.is_some() {
            Bound::Exact
        } else if node.tb_floor > -INFINITE && best_score == node.tb_floor {
            Bound::Lower
        } else {
            Bound::Upper
        };
        self.tt.store(
            node.key,
            found.best_move.or(node.tt_move),
            score_to_tt(best_score, node.ply),
            node.raw_eval,
            node.depth,
            bound,
            node.tt_pv,
        );
        best_score
    }

    /// Correction history learns from results that bound the eval on the telling side: a
    /// fail high above it, a fail low below it, or an exact score; noisy best moves are left
    /// out (the gain is the capture's, not the structure's), and so are mate and tablebase
    /// scores.
    #[inline(always)]
    fn learn_correction<V: Variant>(
        &mut self,
        pos: &Position<V>,
        node: &Node,
        best_score: i32,
        best_move: Option<Move>,
    ) {
        if !node.in_check
            && best_move.is_none_or(|m| !is_noisy(pos, m))
            && best_score.abs() < TB_WIN_BOUND
            && !(best_score >= node.beta && best_score <= node.eval)
            && !(best_move.is_none() && best_score >= node.eval)
        {
            self.correction.update::<V>(
                pos.turn(),
                node.pawn_index,
                best_score - node.raw_eval,
                node.depth,
            );
        }
    }

    /// Tablebase WDL probe inside the tree (Stockfish's rules): only right after a capture or
    /// pawn move (the tables assume a fresh 50-move counter), without castling rights, with at
    /// most `SyzygyProbeLimit` pieces, and at the limit itself only from `SyzygyProbeDepth` on
    /// (no depth condition when the limit exceeds the largest tables). Wins and losses score as
    /// tablebase wins below mate scores; with the 50-move rule, cursed wins and blessed losses
    /// are nearly draws. Variants with tables of their own (atomic, the antichess family) probe
    /// theirs by the same rules; the others have none.
    fn probe_tb<V: Variant>(
        &mut self,
        pos: &Position<V>,
        alpha: i32,
        node: &Node,
    ) -> Option<TbProbe> {
        let (beta, depth, ply) = (node.beta, node.depth, node.ply);
        if !self.tb_in_tree {
            return None;
        }
        let (tb, cfg) = self.shared.tb.as_ref()?;
        let pieces = pos.occupied().count();
        let max = tb.pieces_for::<V>();
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
        let wdl = tb.wdl_of(pos)?;
        self.shared.tbhits.fetch_add(1, Ordering::Relaxed);
        let draw_margin = cfg.fifty_move_rule as i32;
        let (score, bound) = if wdl > draw_margin {
            (TB_WIN - ply as i32, Bound::Lower)
        } else if wdl < -draw_margin {
            (-TB_WIN + ply as i32, Bound::Upper)
        } else {
            (2 * wdl * draw_margin, Bound::Exact)
        };
        if tt_cuts(bound, score, alpha, beta) {
            self.tt.store(
                pos.key(),
                None,
                score_to_tt(score, ply),
                -INFINITE,
                (depth + param!(V, TB_STORE_DEPTH_BONUS)).min(MAX_PLY as i32 - 1),
                bound,
                node.tt_pv,
            );
            return Some(TbProbe::Cutoff(score));
        }
        Some(match bound {
            Bound::Lower => TbProbe::Floor(score),
            _ => TbProbe::Ceiling(score),
        })
    }
}

/// Where captures are compulsory (the antichess family): whether the side to move has one,
/// and whether it is the only legal move.
#[inline]
fn compulsory_capture<V: Variant>(pos: &Position<V>) -> (bool, bool) {
    let must = pos.has_capture();
    (must, must && pos.legal_moves().len() == 1)
}

/// The score of a node where no move was searched: the excluded move was the only one (a
/// singular-extension search: the move is singular, the search fails low at `alpha`), or the
/// game is over: a variant's own end for a side without moves, else mate or stalemate.
#[inline(always)]
fn score_without_moves<V: Variant>(pos: &Position<V>, node: &Node, alpha: i32) -> i32 {
    if node.excluded.is_some() {
        return alpha;
    }
    if let Some(outcome) = V::variant_outcome(pos, true) {
        return outcome_score(outcome, pos, node.ply);
    }
    if node.in_check {
        -MATE + node.ply as i32
    } else {
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::CastlingMode;
    use crate::search::shared::SearchShared;
    use crate::search::MATE_BOUND;
    use crate::tt::TranspositionTable;
    use std::sync::Arc;

    fn setup(fen: &str) -> (Worker, Position) {
        let pos = Position::from_fen(fen, CastlingMode::Standard).expect("a valid FEN");
        let tt = Arc::new(TranspositionTable::new(1).expect("a small table"));
        let mut w = Worker::new(0, tt, Arc::new(SearchShared::new(1)));
        w.keys.push(pos.repetition_key());
        (w, pos)
    }

    /// Searches `pos` one ply below a root, leaving out `excluded`.
    fn search_without(w: &mut Worker, pos: &Position, excluded: Option<&str>, depth: i32) -> i32 {
        w.frames[1].excluded = excluded.map(|m| pos.parse_uci(m).expect("a legal move"));
        let score = w.negamax(pos, -INFINITE, INFINITE, depth, 1, false);
        w.frames[1].excluded = None;
        score
    }

    #[test]
    fn an_excluded_only_move_is_singular_not_mate() {
        // Kxb2 is White's only move: without it the singular search (a null window below the
        // TT score) fails low at its alpha, not with "mated".
        let (mut w, pos) = setup("7k/8/8/8/8/8/1q6/K7 w - - 0 1");
        assert_eq!(pos.legal_moves().len(), 1);
        w.frames[1].excluded = pos.parse_uci("a1b2").ok();
        let score = w.negamax(&pos, -11, -10, 6, 1, true);
        w.frames[1].excluded = None;
        assert_eq!(score, -11);
        assert!(
            w.tt.probe(pos.key()).is_none(),
            "an excluded search stores nothing"
        );
        assert_eq!(search_without(&mut w, &pos, None, 6), 0);
    }

    #[test]
    fn a_sacrifice_with_check_is_not_see_pruned() {
        // WAC.251: Qe5 Qc8 Qd6 Bd7 Rb8+! Qxb8 Qxd5+ Bc6 Qxc6+ Qb7 Qxb7#. Rb8+ and Qxd5+ lose
        // material by SEE; under the quiet and capture margins the mate was never found.
        let (mut w, pos) = setup("k7/p4p2/P1q1b1p1/3p3p/3Q4/7P/5PP1/1R4K1 w - - 0 1");
        // The mate shows at depth 15 (13 when a repetition of the root counted as a draw);
        // with the check margin no wider than the quiet one, not before depth 17.
        let score = (1..=16)
            .map(|depth| search_without(&mut w, &pos, None, depth))
            .last()
            .unwrap_or(0);
        assert!(score >= MATE_BOUND, "{score}");
    }

    #[test]
    fn an_excluded_search_scores_the_other_moves() {
        // Rxd4 wins a queen; every other move leaves White a queen against a rook.
        let (mut w, pos) = setup("k7/8/8/8/3q4/8/8/K2R4 w - - 0 1");
        let without = search_without(&mut w, &pos, Some("d1d4"), 5);
        assert!(without < -300, "{without}");
        assert!(
            w.tt.probe(pos.key()).is_none(),
            "an excluded search stores nothing"
        );
        let with = search_without(&mut w, &pos, None, 5);
        assert!(with > 300, "{with}");
        let entry =
            w.tt.probe(pos.key())
                .expect("the full search stores its result");
        assert_eq!(entry.mv.map(|m| pos.uci(m)), Some("d1d4".to_string()));
    }

    #[test]
    fn a_compulsory_capture_is_seen_and_a_single_one_told_apart() {
        use crate::variant::Antichess;
        let read = |fen: &str| {
            let pos = Position::<Antichess>::from_fen_variant(fen, CastlingMode::Standard)
                .expect("a valid FEN");
            compulsory_capture(&pos)
        };
        // The rook on a1 may take the knight on a8 only.
        assert_eq!(read("n6k/8/8/8/8/8/8/R7 w - - 0 1"), (true, true));
        // Two ways to take: a capture, not a single one.
        assert_eq!(read("n7/8/8/8/8/8/8/R6n w - - 0 1"), (true, false));
        // A knight promotion and a king promotion are two moves too.
        assert_eq!(read("1n6/P7/8/8/8/8/8/7k w - - 0 1"), (true, false));
        // Nothing to take.
        assert_eq!(read("8/8/8/8/8/1n6/8/R7 w - - 0 1"), (false, false));
        // En passant is the only capture.
        assert_eq!(read("8/8/8/3Pp3/8/8/8/7k w - e6 0 1"), (true, true));
    }

    #[test]
    fn a_losing_check_that_is_the_third_is_searched_in_quiescence() {
        use crate::variant::ThreeCheck;
        // White has one check left: Qxf7+ gives the queen for a pawn and wins the game.
        let fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5Q2/PPPP1PPP/RNB1KBNR w KQkq - 1+3 0 1";
        let pos = Position::<ThreeCheck>::from_fen_variant(fen, CastlingMode::Standard)
            .expect("a valid FEN");
        let tt = Arc::new(TranspositionTable::new(1).expect("a small table"));
        let mut w = Worker::new(0, tt, Arc::new(SearchShared::new(1)));
        w.keys.push(pos.repetition_key());
        w.pawns.prepare::<ThreeCheck>();
        let score = w.qsearch(&pos, -INFINITE, INFINITE, 1, 0);
        assert!(score >= MATE_BOUND, "{score}");
    }

    #[test]
    fn quiescence_scores_draws_by_rule_at_the_horizon() {
        // White is a queen up: quiescence stands pat far above zero...
        let fen = "4k3/8/8/8/8/8/8/Q3K3 w - - 40 80";
        let (mut w, pos) = setup(fen);
        assert!(w.qsearch(&pos, -INFINITE, INFINITE, 1, 0) > 500);
        // ...but the same position reached again on the search path is a draw...
        let (mut w, pos) = setup(fen);
        let key = pos.repetition_key();
        w.keys = vec![1, key, 2, key];
        assert_eq!(w.qsearch(&pos, -INFINITE, INFINITE, 1, 0), 0);
        // ...and so is the hundredth half-move without a capture or pawn move.
        let (mut w, pos) = setup("4k3/8/8/8/8/8/8/Q3K3 w - - 100 80");
        assert_eq!(w.qsearch(&pos, -INFINITE, INFINITE, 1, 0), 0);
        // A mate on the hundredth half-move is still a mate.
        let (mut w, pos) = setup("k7/1Q6/1K6/8/8/8/8/8 b - - 100 80");
        assert!(w.qsearch(&pos, -INFINITE, INFINITE, 1, 0) <= -MATE_BOUND);
    }

    #[test]
    fn a_position_of_the_game_before_the_root_is_a_draw_only_the_third_time() {
        let fen = "4k3/8/8/8/8/8/8/Q3K3 w - - 40 80";
        let (mut w, pos) = setup(fen);
        let key = pos.repetition_key();
        // Seen once in the game, two plies before the root: stepping back into it is no
        // draw, the opponent can still play on...
        w.keys = vec![key, 1, 2, 3, key];
        w.root_index = 2;
        assert!(w.qsearch(&pos, -INFINITE, INFINITE, 1, 0) > 500);
        // ...nor is the root itself reached again...
        w.keys = vec![5, 6, key, 3, key];
        assert!(w.qsearch(&pos, -INFINITE, INFINITE, 1, 0) > 500);
        // ...but a position the game has seen twice is a draw the third time.
        w.keys = vec![key, 6, key, 1, 2, 3, key];
        w.root_index = 4;
        assert_eq!(w.qsearch(&pos, -INFINITE, INFINITE, 1, 0), 0);
        // Seen after the root, once is enough.
        w.keys = vec![7, 6, 5, key, 3, key];
        w.root_index = 2;
        assert_eq!(w.qsearch(&pos, -INFINITE, INFINITE, 1, 0), 0);
    }

    #[test]
    fn a_single_compulsory_capture_is_extended() {
        use crate::variant::Antichess;
        // Rxa8 is White's only move: searched from a depth-1 node, its reply is searched by
        // a full node of depth 1 (the extension), not by quiescence (depth 0 in the TT).
        let pos = Position::<Antichess>::from_fen_variant(
            "n6k/8/8/8/8/8/8/R7 w - - 0 1",
            CastlingMode::Standard,
        )
        .expect("a valid FEN");
        let tt = Arc::new(TranspositionTable::new(1).expect("a small table"));
        let mut w = Worker::new(0, tt, Arc::new(SearchShared::new(1)));
        w.keys.push(pos.repetition_key());
        w.pawns.prepare::<Antichess>();
        w.negamax(&pos, -INFINITE, INFINITE, 1, 1, false);
        let mut child = pos.clone();
        child.play_unchecked(pos.parse_uci("a1a8").expect("legal"));
        let entry = w.tt.probe(child.key()).expect("the reply was searched");
        assert_eq!(entry.depth, 1);
    }
}

//! The alpha-beta bodies: the root search with its aspiration windows, and the principal
//! variation search below it with its pruning, reductions and extensions (margins in
//! `params`), and the tablebase probe inside the tree.

use super::ablation;
use super::history::{bonus, CorrectionHistory, PieceTo};
use super::params::param;
use super::picker::{is_noisy, MovePicker};
use super::root::cut_at_game_end;
use super::tt_score::{score_from_tt, score_to_tt, tt_cuts};
use super::worker::{outcome_score, piece_to, Worker};
use super::{SearchEvent, INFINITE, MATE, MATE_BOUND, MAX_PLY, TB_WIN, TB_WIN_BOUND};
use crate::core::{Color, Move, Role};
use crate::eval::evaluate_cached;
use crate::position::Position;
use crate::tt::Bound;
use crate::variant::Variant;
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
    pub(super) fn search_root_window<V: Variant>(
        &mut self,
        pos: &Position<V>,
        depth: i32,
        pv_index: usize,
    ) {
        let previous = self.root_moves[pv_index].previous_score;
        let mut delta = param!(ASPIRATION_DELTA);
        let (mut alpha, mut beta) = if ablation::ASPIRATION
            && depth >= param!(ASPIRATION_MIN_DEPTH)
            && previous.abs() < TB_WIN_BOUND
        {
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
            delta += delta / param!(ASPIRATION_GROWTH_DIVISOR);
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
                );
            }
        }
        best
    }

    pub(super) fn negamax<V: Variant>(
        &mut self,
        pos: &Position<V>,
        mut alpha: i32,
        mut beta: i32,
        mut depth: i32,
        ply: usize,
        cut_node: bool,
    ) -> i32 {
        if depth <= 0 {
            return self.qsearch(pos, alpha, beta, ply, 0);
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

        // A singular-extension search of this node without one move: the TT entry and the
        // tablebases speak for all moves, so neither may end it.
        let excluded = self.frames[ply].excluded;
        let double_exts = if excluded.is_some() {
            self.frames[ply].double_exts
        } else {
            self.frames[ply - 1].double_exts
        };
        self.frames[ply].double_exts = double_exts;

        let key = pos.key();
        let tt_entry = self.tt.probe(key);
        let tt_move = tt_entry.and_then(|e| e.mv);
        if let Some(e) = tt_entry {
            let score = score_from_tt(e.score, ply);
            if !pv_node
                && excluded.is_none()
                && e.depth >= depth
                && tt_cuts(e.bound, score, alpha, beta)
            {
                return score;
            }
        }

        let (mut tb_floor, mut tb_ceiling) = (-INFINITE, INFINITE);
        let tb = if excluded.is_none() {
            self.probe_tb(pos, alpha, beta, depth, ply)
        } else {
            None
        };
        match tb {
            Some(TbProbe::Cutoff(score)) => return score,
            Some(TbProbe::Floor(score)) if pv_node => {
                tb_floor = score;
                alpha = alpha.max(score);
            }
            Some(TbProbe::Ceiling(score)) if pv_node => tb_ceiling = score,
            _ => {}
        }

        // The raw static eval goes to the TT; the pruning below uses it corrected by what
        // searches of the same pawn structure found.
        let pawn_index = CorrectionHistory::pawn_index(
            pos.pieces(Color::White, Role::Pawn),
            pos.pieces(Color::Black, Role::Pawn),
        );
        let raw_eval = if in_check {
            -INFINITE
        } else {
            match tt_entry {
                Some(e) if e.eval > -INFINITE => e.eval,
                _ => evaluate_cached(pos, &mut self.pawns),
            }
        };
        let eval = if in_check || !ablation::CORRECTION {
            raw_eval
        } else if excluded.is_some() {
            // The node's own corrected eval, from before the exclusion search began (an
            // excluded search neither stores nor learns, so its raw eval is not needed).
            self.frames[ply].eval
        } else {
            (raw_eval + self.correction.get(pos.turn(), pawn_index))
                .clamp(-TB_WIN_BOUND + 1, TB_WIN_BOUND - 1)
        };
        self.frames[ply].eval = eval;
        let improving = !in_check && ply >= 2 && eval > self.frames[ply - 2].eval;
        self.frames[ply + 1].killers = [None, None];

        if !pv_node && !in_check && excluded.is_none() {
            // Reverse futility: far above beta with little depth left.
            if ablation::REVERSE_FUTILITY
                && depth <= param!(RFP_MAX_DEPTH)
                && eval - param!(RFP_MARGIN) * (depth - improving as i32) >= beta
                && eval < TB_WIN_BOUND
            {
                return eval;
            }
            // Null move: give the opponent a free move; if we still beat beta, prune.
            if ablation::NULL_MOVE
                && V::STANDARD_EXCHANGES
                && depth >= param!(NMP_MIN_DEPTH)
                && eval >= beta
                && ply >= self.nmp_min_ply
                && self.frames[ply - 1].moved.is_some()
                && may_prune_quiet_play(pos)
            {
                let r = param!(NMP_BASE_REDUCTION)
                    + depth / param!(NMP_DEPTH_DIVISOR)
                    + ((eval - beta) / param!(NMP_EVAL_DIVISOR))
                        .min(param!(NMP_EVAL_MAX_REDUCTION));
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
                    let pieces = pos.us() - pos.by_role(Role::Pawn) - pos.by_role(Role::King);
                    let low_material = pieces.count() <= param!(NMP_LOW_MATERIAL_PIECES) as u32;
                    if depth < param!(NMP_VERIFY_DEPTH) && !low_material {
                        return score;
                    }
                    // `depth - r` may be negative: no minimum ply beyond this one then.
                    self.nmp_min_ply =
                        ply + (param!(NMP_VERIFY_PLY_PERCENT) * (depth - r) / 100).max(0) as usize;
                    let verified = self.negamax(pos, beta - 1, beta, depth - r, ply, false);
                    self.nmp_min_ply = 0;
                    if verified >= beta {
                        return score;
                    }
                }
            }
        }

        // Internal iterative reduction: without a hash move this node was not searched before.
        if ablation::IIR && depth >= param!(IIR_MIN_DEPTH) && tt_move.is_none() {
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

        // ProbCut: a good capture that beats beta by a margin at a much reduced depth is
        // taken to beat beta at full depth too. Skipped when the TT already says it does not.
        let probcut_beta = beta + param!(PROBCUT_MARGIN);
        // A cutoff is stored as a search of this depth: the reduced search plus the capture.
        let probcut_depth = depth - param!(PROBCUT_REDUCTION) + 1;
        if ablation::PROBCUT
            && !pv_node
            && !in_check
            && excluded.is_none()
            && V::STANDARD_EXCHANGES
            && depth >= param!(PROBCUT_MIN_DEPTH)
            && beta.abs() < TB_WIN_BOUND
            && !tt_entry.is_some_and(|e| {
                e.depth >= probcut_depth && score_from_tt(e.score, ply) < probcut_beta
            })
        {
            let mut picker = MovePicker::new(pos, tt_move, [None, None], None, prev, true);
            while let Some(m) = picker.next(pos, &self.hist) {
                if !pos.see_ge(m, probcut_beta - eval) {
                    continue;
                }
                let mut child = pos.clone();
                child.play_unchecked(m);
                self.frames[ply].moved = Some(piece_to(pos, m));
                self.keys.push(child.key());
                let mut score = -self.qsearch(&child, -probcut_beta, -probcut_beta + 1, ply + 1, 0);
                if score >= probcut_beta {
                    score = -self.negamax(
                        &child,
                        -probcut_beta,
                        -probcut_beta + 1,
                        probcut_depth - 1,
                        ply + 1,
                        !cut_node,
                    );
                }
                self.keys.pop();
                if self.stopped() {
                    return 0;
                }
                if score >= probcut_beta {
                    self.tt.store(
                        key,
                        Some(m),
                        score_to_tt(score, ply),
                        raw_eval,
                        probcut_depth,
                        Bound::Lower,
                    );
                    return score;
                }
            }
        }

        let killers = self.frames[ply].killers;
        let counter = self.hist.counter(prev[0]);
        // A capture or promotion as the hash move: the quiet moves after it are less likely
        // to be best, so late-move reductions take one ply more from them.
        let tt_noisy = tt_move.is_some_and(|t| is_noisy(pos, t));
        let mut picker = MovePicker::new(pos, tt_move, killers, counter, prev, false);
        let mut best_score = tb_floor;
        let mut best_move = None;
        let mut moves_seen = 0;
        let mut quiets_tried: arrayvec::ArrayVec<(Move, PieceTo), 64> = arrayvec::ArrayVec::new();
        let mut captures_tried: arrayvec::ArrayVec<Move, 32> = arrayvec::ArrayVec::new();
        let original_alpha = alpha;

        while let Some(m) = picker.next(pos, &self.hist) {
            if Some(m) == excluded {
                continue;
            }
            moves_seen += 1;
            // A variant's tactical quiet move (three-check's check, a king step to the goal)
            // is neither pruned nor reduced like a quiet move.
            let noisy = is_noisy(pos, m);
            let tactical = V::TACTICAL_QUIETS && !noisy && V::is_tactical_quiet(pos, m);
            let quiet = !noisy && !tactical;
            let pt = piece_to(pos, m);
            let hist_score = if quiet {
                self.hist.quiet(pos.turn(), m, pt, prev)
            } else {
                0
            };

            if best_score > -MATE_BOUND && may_prune_quiet_play(pos) {
                if quiet && !in_check && !pv_node {
                    // Late-move pruning: enough quiet moves tried at shallow depth.
                    let late = ablation::LATE_MOVE_PRUNING
                        && depth <= param!(LMP_MAX_DEPTH)
                        && moves_seen > (param!(LMP_BASE) + depth * depth) / (2 - improving as i32);
                    // Futility: a quiet move cannot lift a hopeless static eval to alpha, judged
                    // at the depth late-move reductions would search it to.
                    let lmr_depth = (depth
                        - self.lmr[depth.min(63) as usize][moves_seen.min(63) as usize])
                        .max(0);
                    let futile = ablation::FUTILITY
                        && lmr_depth <= param!(FUTILITY_MAX_DEPTH)
                        && eval + param!(FUTILITY_BASE) + param!(FUTILITY_PER_DEPTH) * lmr_depth
                            <= alpha;
                    // A quiet check may be a mate the static eval cannot see: keep those.
                    if (late || futile) && !picker.only_quiet_checks(pos, m) {
                        continue;
                    }
                    // History pruning: a late quiet move that has failed everywhere before.
                    if ablation::HISTORY_PRUNING
                        && depth <= param!(HISTORY_PRUNE_MAX_DEPTH)
                        && moves_seen > 1
                        && hist_score < -param!(HISTORY_PRUNE_MARGIN) * depth
                        && Some(m) != killers[0]
                        && Some(m) != killers[1]
                    {
                        continue;
                    }
                }
                // SEE pruning: moves that lose too much material at shallow depth.
                let margin = if quiet {
                    -param!(SEE_QUIET_MARGIN) * depth
                } else {
                    -param!(SEE_NOISY_MARGIN) * depth
                };
                if ablation::SEE_PRUNING
                    && V::STANDARD_EXCHANGES
                    && !tactical
                    && depth <= param!(SEE_MAX_DEPTH)
                    && !in_check
                    && !pos.see_ge(m, margin)
                    && !(pos.gives_check(m) && pos.see_ge(m, -param!(SEE_CHECK_MARGIN) * depth))
                {
                    continue;
                }
            }

            // Singular extension: is the TT move far better than every other move?
            let mut singular_ext = 0;
            if let Some(e) = tt_entry.filter(|e| {
                ablation::SINGULAR
                    && Some(m) == tt_move
                    && excluded.is_none()
                    && depth >= param!(SE_MIN_DEPTH)
                    && e.bound != Bound::Upper
                    && e.depth >= depth - param!(SE_TT_DEPTH_MARGIN)
            }) {
                let tt_score = score_from_tt(e.score, ply);
                if tt_score.abs() < TB_WIN_BOUND {
                    let singular_beta = tt_score - param!(SE_MARGIN) * depth;
                    self.frames[ply].excluded = Some(m);
                    let score = self.negamax(
                        pos,
                        singular_beta - 1,
                        singular_beta,
                        (depth - 1) / 2,
                        ply,
                        cut_node,
                    );
                    self.frames[ply].excluded = None;
                    if self.stopped() {
                        return 0;
                    }
                    if score < singular_beta {
                        singular_ext = if !pv_node
                            && score < singular_beta - param!(SE_DOUBLE_MARGIN)
                            && double_exts < param!(SE_DOUBLE_MAX)
                        {
                            2
                        } else {
                            1
                        };
                    } else if singular_beta >= beta {
                        // Multi-cut: another move beats beta too; this node fails high.
                        return singular_beta;
                    } else if tt_score >= beta {
                        // Not singular and expected to cut anyway: search it less deep.
                        singular_ext = -1;
                    }
                }
            }

            let mut child = pos.clone();
            child.play_unchecked(m);
            self.tt.prefetch(child.key());
            let gives_check = child.is_check();
            let check_ext = ablation::CHECK_EXTENSION && gives_check;
            let extension = if singular_ext != 0 {
                singular_ext
            } else {
                check_ext as i32
            };
            let new_depth = depth - 1 + extension;
            self.frames[ply].double_exts = double_exts + (extension >= 2) as i32;
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
                if ablation::LMR
                    && !tactical
                    && depth >= param!(LMR_MIN_DEPTH)
                    && moves_seen > 1 + 2 * pv_node as i32
                {
                    r = self.lmr[depth.min(63) as usize][moves_seen.min(63) as usize];
                    if quiet {
                        r += !pv_node as i32 + cut_node as i32 - improving as i32 + tt_noisy as i32;
                        r -= hist_score / param!(LMR_HISTORY_DIVISOR);
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
            if excluded.is_some() {
                // The excluded move was the only one: it is singular.
                return alpha;
            }
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
        if excluded.is_some() {
            // A search without one move says nothing about the position.
            return best_score;
        }
        // Correction history learns from results that bound the eval on the telling side: a
        // fail high above it, a fail low below it, or an exact score; noisy best moves are left
        // out (the gain is the capture's, not the structure's).
        if !in_check
            && best_move.is_none_or(|m| !is_noisy(pos, m))
            && best_score.abs() < TB_WIN_BOUND
            && !(best_score >= beta && best_score <= eval)
            && !(best_move.is_none() && best_score >= eval)
        {
            self.correction
                .update(pos.turn(), pawn_index, best_score - raw_eval, depth);
        }
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
            raw_eval,
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
        if tt_cuts(bound, score, alpha, beta) {
            self.tt.store(
                pos.key(),
                None,
                score_to_tt(score, ply),
                -INFINITE,
                (depth + param!(TB_STORE_DEPTH_BONUS)).min(MAX_PLY as i32 - 1),
                bound,
            );
            return Some(TbProbe::Cutoff(score));
        }
        Some(match bound {
            Bound::Lower => TbProbe::Floor(score),
            _ => TbProbe::Ceiling(score),
        })
    }
}

/// Whether the side to move has the material for which null move and move-count pruning are
/// sound: pieces beside its pawns, or a horde (White's pawn army in horde), whose dozens of pawn
/// moves leave no zugzwang to fear while it lasts.
#[inline]
fn may_prune_quiet_play<V: Variant>(pos: &Position<V>) -> bool {
    pos.has_non_pawn_material(pos.turn())
        || (V::HORDE && pos.pieces(pos.turn(), Role::Pawn).count() >= HORDE_PRUNING_PAWNS)
}

/// The pawns a horde needs for `may_prune_quiet_play`.
const HORDE_PRUNING_PAWNS: u32 = 10;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::CastlingMode;
    use crate::search::shared::SearchShared;
    use crate::tt::TranspositionTable;
    use std::sync::Arc;

    fn setup(fen: &str) -> (Worker, Position) {
        let pos = Position::from_fen(fen, CastlingMode::Standard).expect("a valid FEN");
        let tt = Arc::new(TranspositionTable::new(1).expect("a small table"));
        let mut w = Worker::new(0, tt, Arc::new(SearchShared::new(1)));
        w.keys.push(pos.key());
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
        let score = (1..=12)
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
}

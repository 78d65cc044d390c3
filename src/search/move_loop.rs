//! The move loop of a node: the moves in the staged picker's order, each pruned (late-move,
//! futility, history and SEE pruning), or extended (singular and check extensions), searched
//! (the first with the full window, later ones with a null window, reduced when late, and
//! searched again when they beat alpha), and scored; at a beta cutoff the killers and
//! histories learn the best move.

use super::ablation;
use super::history::{bonus, PieceTo};
use super::node::Node;
use super::params::param;
use super::picker::{is_noisy, MovePicker};
use super::pruning::may_prune_quiet_play;
use super::tt_score::score_from_tt;
use super::variant_policy;
use super::worker::{piece_to, Worker};
use super::{MATE_BOUND, TB_WIN_BOUND};
use crate::core::{Bitboard, Move};
use crate::eval::VariantEval;
use crate::position::Position;
use crate::tt::Bound;
use crate::variant::Variant;
use arrayvec::ArrayVec;
use std::ops::ControlFlow;

/// The move loop of one node: what it knows from the start and what it found.
pub(super) struct MoveLoop {
    /// The node's killers when the loop began.
    killers: [Option<Move>; 2],
    /// A capture or promotion as the hash move: the quiet moves after it are less likely to
    /// be best, so late-move reductions take one ply more from them.
    tt_noisy: bool,
    /// Alpha when the loop began (raised by a tablebase floor), and as the moves raised it.
    pub(super) original_alpha: i32,
    pub(super) alpha: i32,
    pub(super) best_score: i32,
    pub(super) best_move: Option<Move>,
    /// Moves handed out, the pruned ones included (the excluded move not).
    pub(super) moves_seen: i32,
    /// The hash move proved singular: the later moves are reduced more.
    tt_singular: bool,
    /// The moves searched without a cutoff, which lose history when a later move cuts.
    quiets_tried: ArrayVec<(Move, PieceTo), 64>,
    captures_tried: ArrayVec<Move, 32>,
}

/// A move of the loop as pruning and reductions see it.
#[derive(Copy, Clone)]
struct Candidate {
    mv: Move,
    piece_to: PieceTo,
    /// A variant's tactical quiet move (three-check's check, a king step to the goal): neither
    /// pruned nor reduced like a quiet move.
    tactical: bool,
    quiet: bool,
    /// Its quiet history (0 unless quiet), and the two continuation histories in it: after
    /// the opponent's last move (counter) and after our own move before it (follow-up).
    history: i32,
    counter_history: i32,
    follow_up_history: i32,
}

impl Worker {
    /// Searches the node's moves, best first by the staged picker. Breaks with the node's
    /// score when it must end at once (the search stopped, or a multi-cut); otherwise hands
    /// back what the loop found.
    #[inline(always)]
    pub(super) fn search_moves<V: VariantEval>(
        &mut self,
        pos: &Position<V>,
        node: &Node,
        alpha: i32,
    ) -> ControlFlow<i32, MoveLoop> {
        let prev = self.continuation(node.ply);
        let killers = self.frames[node.ply].killers;
        let counter = self.hist.counter(prev[0]);
        let mut picker = MovePicker::new(pos, node.tt_move, killers, counter, prev, false);
        let mut found = MoveLoop {
            killers,
            tt_noisy: node.tt_move.is_some_and(|t| is_noisy(pos, t)),
            original_alpha: alpha,
            alpha,
            best_score: node.tb_floor,
            best_move: None,
            moves_seen: 0,
            tt_singular: false,
            quiets_tried: ArrayVec::new(),
            captures_tried: ArrayVec::new(),
        };
        while let Some(m) = picker.next(pos, &self.hist) {
            if Some(m) == node.excluded {
                continue;
            }
            found.moves_seen += 1;
            let candidate = self.candidate(pos, m, prev);
            if self.prunes_move(pos, node, &found, &candidate, &mut picker) {
                continue;
            }
            let singular_ext = self.singular_extension(pos, node, m)?;
            found.tt_singular |= singular_ext > 0;
            let score = self.search_move(pos, node, &found, &candidate, singular_ext);
            if self.stopped() {
                return ControlFlow::Break(0);
            }
            if score > found.best_score {
                found.best_score = score;
                if score > found.alpha {
                    found.best_move = Some(m);
                    found.alpha = score;
                    if node.pv_node {
                        self.update_pv(node.ply, m);
                    }
                    if score >= node.beta {
                        break;
                    }
                }
            }
            if candidate.quiet {
                let _ = found.quiets_tried.try_push((m, candidate.piece_to));
            } else {
                let _ = found.captures_tried.try_push(m);
            }
        }
        ControlFlow::Continue(found)
    }

    /// What pruning and reductions need to know of `m`: how it is classed, and its history.
    #[inline(always)]
    fn candidate<V: Variant>(
        &self,
        pos: &Position<V>,
        m: Move,
        prev: [Option<PieceTo>; 2],
    ) -> Candidate {
        let noisy = is_noisy(pos, m);
        let tactical = V::TACTICAL_QUIETS && !noisy && V::is_tactical_quiet(pos, m);
        let quiet = !noisy && !tactical;
        let piece_to = piece_to(pos, m);
        let (counter_history, follow_up_history) = if quiet {
            (
                self.hist.continuation(prev[0], piece_to),
                self.hist.continuation(prev[1], piece_to),
            )
        } else {
            (0, 0)
        };
        let history = if quiet {
            self.hist.butterfly(pos.turn(), m) + counter_history + follow_up_history
        } else {
            0
        };
        Candidate {
            mv: m,
            piece_to,
            tactical,
            quiet,
            history,
            counter_history,
            follow_up_history,
        }
    }

    /// Whether the move is skipped unsearched: late, futile or history-failed quiet moves,
    /// and moves that lose too much material. Never once every move so far lost to a mate
    /// (one must be searched to find a way out), nor without the material that makes such
    /// pruning sound.
    #[inline(always)]
    fn prunes_move<V: Variant>(
        &self,
        pos: &Position<V>,
        node: &Node,
        found: &MoveLoop,
        c: &Candidate,
        picker: &mut MovePicker,
    ) -> bool {
        if found.best_score <= -MATE_BOUND || !may_prune_quiet_play(pos) {
            return false;
        }
        if c.quiet && !node.in_check && !node.pv_node {
            // A quiet check may be a mate the static eval cannot see: keep those (the picker
            // hands out only quiet checks from here on).
            if late_move_prunes::<V>(node, found) && !picker.only_quiet_checks(pos, c.mv) {
                return true;
            }
            if self.futile::<V>(node, found, c) && !pos.gives_check(c.mv) {
                return true;
            }
            if history_prunes::<V>(node, found, c) || continuation_prunes::<V>(node, found, c) {
                return true;
            }
        }
        see_prunes(pos, node, c)
    }

    /// Futility: a quiet move cannot lift a hopeless static eval to alpha, judged at the depth
    /// late-move reductions would search it to, unless its history says it often refuted
    /// positions like this one.
    #[inline(always)]
    fn futile<V: Variant>(&self, node: &Node, found: &MoveLoop, c: &Candidate) -> bool {
        let (depth, moves_seen) = (node.depth, found.moves_seen);
        let lmr_depth =
            (depth - self.lmr[depth.min(63) as usize][moves_seen.min(63) as usize]).max(0);
        ablation::FUTILITY
            && lmr_depth <= param!(V, FUTILITY_MAX_DEPTH)
            && node.eval + param!(V, FUTILITY_BASE) + param!(V, FUTILITY_PER_DEPTH) * lmr_depth
                <= found.alpha
            && c.history < param!(V, FUTILITY_HISTORY_LIMIT)
    }

    /// Singular extension: is the TT move far better than every other move? The node is
    /// searched without it, at half depth, against a bound below the TT score. If every other
    /// move fails low, the TT move is singular and extended (two plies when far below, while
    /// the line has few double extensions); if the bound beats beta anyway, another move cuts
    /// too and the node fails high (multi-cut, a break with its score); a TT move expected to
    /// cut regardless is searched a ply less. The extension, in plies.
    #[inline(always)]
    fn singular_extension<V: VariantEval>(
        &mut self,
        pos: &Position<V>,
        node: &Node,
        m: Move,
    ) -> ControlFlow<i32, i32> {
        let (depth, ply) = (node.depth, node.ply);
        let Some(e) = node.tt_entry.filter(|e| {
            ablation::SINGULAR
                && Some(m) == node.tt_move
                && node.excluded.is_none()
                && depth >= param!(V, SE_MIN_DEPTH)
                && e.bound != Bound::Upper
                && e.depth >= depth - param!(V, SE_TT_DEPTH_MARGIN)
        }) else {
            return ControlFlow::Continue(0);
        };
        let tt_score = score_from_tt(e.score, ply);
        if tt_score.abs() >= TB_WIN_BOUND {
            return ControlFlow::Continue(0);
        }
        let singular_beta = tt_score - param!(V, SE_MARGIN) * depth;
        self.frames[ply].excluded = Some(m);
        let score = self.negamax(
            pos,
            singular_beta - 1,
            singular_beta,
            (depth - 1) / 2,
            ply,
            node.cut_node,
        );
        self.frames[ply].excluded = None;
        if self.stopped() {
            return ControlFlow::Break(0);
        }
        ControlFlow::Continue(if score < singular_beta {
            if !node.pv_node
                && score < singular_beta - param!(V, SE_DOUBLE_MARGIN)
                && node.double_exts < param!(V, SE_DOUBLE_MAX)
            {
                2
            } else {
                1
            }
        } else if singular_beta >= node.beta {
            // Multi-cut: another move beats beta too; this node fails high.
            return ControlFlow::Break(singular_beta);
        } else if tt_score >= node.beta {
            // Not singular and expected to cut anyway: search it less deep.
            -1
        } else {
            0
        })
    }

    /// Plays the move and searches it, extended by `singular_ext` (or a ply for a check):
    /// the first move with the full window; a later one with a null window, reduced when
    /// late, then again at full depth if it beats alpha, and with the full window if it lands
    /// inside it. The score is this node's.
    #[inline(always)]
    fn search_move<V: VariantEval>(
        &mut self,
        pos: &Position<V>,
        node: &Node,
        found: &MoveLoop,
        c: &Candidate,
        singular_ext: i32,
    ) -> i32 {
        let (ply, alpha, beta) = (node.ply, found.alpha, node.beta);
        let mut child = pos.clone();
        child.play_unchecked(c.mv);
        self.tt.prefetch(child.key());
        let gives_check = child.is_check();
        // A compulsory capture that is the only legal move is as forcing as a check.
        let check_ext = ablation::CHECK_EXTENSION
            && ((gives_check && extends_check(pos, &child, c.mv)) || node.single_capture);
        let extension = if singular_ext != 0 {
            singular_ext
        } else {
            check_ext as i32
        };
        let new_depth = node.depth - 1 + extension;
        self.frames[ply].double_exts = node.double_exts + (extension >= 2) as i32;
        self.frames[ply].moved = Some(c.piece_to);
        self.frames[ply].stat_score = if c.quiet {
            c.history - param!(V, STAT_SCORE_OFFSET)
        } else {
            0
        };
        self.frames[ply].move_count = found.moves_seen;
        self.keys.push(child.key());

        let score = if found.moves_seen == 1 {
            let cut_node = !node.pv_node && !node.cut_node;
            -self.negamax(&child, -beta, -alpha, new_depth, ply + 1, cut_node)
        } else {
            let r = self.late_move_reduction::<V>(node, found, c, new_depth, gives_check);
            let mut s = -self.negamax(&child, -alpha - 1, -alpha, new_depth - r, ply + 1, true);
            if s > alpha && r > 0 {
                s = -self.negamax(
                    &child,
                    -alpha - 1,
                    -alpha,
                    new_depth,
                    ply + 1,
                    !node.cut_node,
                );
            }
            if s > alpha && s < beta {
                s = -self.negamax(&child, -beta, -alpha, new_depth, ply + 1, false);
            }
            s
        };
        self.keys.pop();
        score
    }

    /// Late-move reduction, in plies: from the table by depth and move number, more at
    /// expected cut nodes, at nodes neither on the PV nor once on it (`Node::tt_pv`) and for
    /// quiet moves after a noisy hash move, less for moves with a good history, killers,
    /// captures, checks and evasions, and for an improving eval; never to the horizon. None
    /// for the first moves, tactical moves, at shallow depth, and where captures are
    /// compulsory (each may be the one that matters).
    #[inline(always)]
    fn late_move_reduction<V: Variant>(
        &self,
        node: &Node,
        found: &MoveLoop,
        c: &Candidate,
        new_depth: i32,
        gives_check: bool,
    ) -> i32 {
        let (depth, moves_seen, pv_node) = (node.depth, found.moves_seen, node.pv_node);
        if !(ablation::LMR
            && !c.tactical
            && !node.must_capture
            && depth >= param!(V, LMR_MIN_DEPTH)
            && moves_seen > 1 + 2 * pv_node as i32)
        {
            return 0;
        }
        let mut r = self.lmr[depth.min(63) as usize][moves_seen.min(63) as usize];
        if c.quiet {
            r += !node.tt_pv as i32 + node.cut_node as i32 - node.improving as i32
                + found.tt_noisy as i32;
            r -= c.history / param!(V, LMR_HISTORY_DIVISOR);
            if Some(c.mv) == found.killers[0] || Some(c.mv) == found.killers[1] {
                r -= 1;
            }
            // This move's statistics against the opponent's last move's.
            let stat = c.history - param!(V, STAT_SCORE_OFFSET);
            let opponent_stat = self.frames[node.ply - 1].stat_score;
            if stat >= 0 && opponent_stat < 0 {
                r -= 1;
            } else if opponent_stat >= 0 && stat < 0 {
                r += 1;
            }
        } else {
            r -= 1;
        }
        if self.frames[node.ply - 1].move_count > param!(V, LMR_OPPONENT_MOVES) {
            r -= 1;
        }
        if found.tt_singular {
            r -= param!(V, LMR_SINGULAR);
        }
        if gives_check || node.in_check {
            r -= 1;
        }
        r.clamp(0, new_depth - 1)
    }

    /// At a beta cutoff the best move is learnt: a quiet one becomes a killer and gains
    /// history (continuation and butterfly; the quiet moves tried before it lose as much), a
    /// capture gains capture history; the captures tried before it lose.
    #[inline(always)]
    pub(super) fn update_histories_at_cutoff<V: Variant>(
        &mut self,
        pos: &Position<V>,
        node: &Node,
        found: &MoveLoop,
    ) {
        let Some(best) = found.best_move.filter(|_| found.best_score >= node.beta) else {
            return;
        };
        let b = bonus::<V>(node.depth);
        if !is_noisy(pos, best) {
            let frame = &mut self.frames[node.ply];
            if frame.killers[0] != Some(best) {
                frame.killers[1] = frame.killers[0];
                frame.killers[0] = Some(best);
            }
            self.hist.update_quiets(
                pos.turn(),
                (best, piece_to(pos, best)),
                &found.quiets_tried,
                self.continuation(node.ply),
                b,
            );
        } else if let Some(victim) = pos.captured_role(best) {
            self.hist
                .update_capture(piece_to(pos, best).piece, best.to(), victim, b);
        }
        for &c in &found.captures_tried {
            if c != best {
                if let Some(v) = pos.captured_role(c) {
                    self.hist
                        .update_capture(piece_to(pos, c).piece, c.to(), v, -b);
                }
            }
        }
    }
}

/// Whether a move that gives check is extended: always in the variants that extend every
/// check; in standard chess when it does not lose material by exchange, or when a piece other
/// than the one moved gives the check (a discovered check).
#[inline(always)]
fn extends_check<V: Variant>(pos: &Position<V>, child: &Position<V>, m: Move) -> bool {
    variant_policy::extends_losing_checks(V::KIND)
        || (child.checkers() - Bitboard::from(m.to())).any()
        || pos.see_ge(m, 0)
}

/// Late-move pruning: enough quiet moves tried at shallow depth; the quiet moves from here
/// on need not be searched.
#[inline(always)]
fn late_move_prunes<V: Variant>(node: &Node, found: &MoveLoop) -> bool {
    let depth = node.depth;
    ablation::LATE_MOVE_PRUNING
        && depth <= param!(V, LMP_MAX_DEPTH)
        && found.moves_seen > (param!(V, LMP_BASE) + depth * depth) / (2 - node.improving as i32)
}

/// Counter-move and follow-up pruning (Ethereal's): a late quiet move, not a killer, whose
/// continuation history after the opponent's last move, or after our own move before it, is
/// poor near the leaves. An improving node prunes one ply less deep and only worse moves.
#[inline(always)]
fn continuation_prunes<V: Variant>(node: &Node, found: &MoveLoop, c: &Candidate) -> bool {
    let improving = node.improving as i32;
    let poor = |history: i32, max_depth: i32, margin: i32| {
        node.depth <= max_depth - improving && history < -margin * (1 + improving)
    };
    ablation::HISTORY_PRUNING
        && found.moves_seen > 1
        && Some(c.mv) != found.killers[0]
        && Some(c.mv) != found.killers[1]
        && (poor(
            c.counter_history,
            param!(V, CMP_MAX_DEPTH),
            param!(V, CMP_MARGIN),
        ) || poor(
            c.follow_up_history,
            param!(V, FMP_MAX_DEPTH),
            param!(V, FMP_MARGIN),
        ))
}

/// History pruning: a late quiet move, not a killer, whose history failed everywhere before.
#[inline(always)]
fn history_prunes<V: Variant>(node: &Node, found: &MoveLoop, c: &Candidate) -> bool {
    ablation::HISTORY_PRUNING
        && node.depth <= param!(V, HISTORY_PRUNE_MAX_DEPTH)
        && found.moves_seen > 1
        && c.history < -param!(V, HISTORY_PRUNE_MARGIN) * node.depth
        && Some(c.mv) != found.killers[0]
        && Some(c.mv) != found.killers[1]
}

/// SEE pruning: a move that loses too much material at shallow depth (a check may lose a
/// little more: it may be a sacrifice that mates).
#[inline(always)]
fn see_prunes<V: Variant>(pos: &Position<V>, node: &Node, c: &Candidate) -> bool {
    let depth = node.depth;
    let margin = if c.quiet {
        -param!(V, SEE_QUIET_MARGIN) * depth
    } else {
        -param!(V, SEE_NOISY_MARGIN) * depth
    };
    ablation::SEE_PRUNING
        && V::EXCHANGE_EVALUATION
        && !c.tactical
        && depth <= param!(V, SEE_MAX_DEPTH)
        && !node.in_check
        && !pos.see_ge(c.mv, margin)
        && !(pos.gives_check(c.mv) && pos.see_ge(c.mv, -param!(V, SEE_CHECK_MARGIN) * depth))
}

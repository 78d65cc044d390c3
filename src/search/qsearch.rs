//! Quiescence search: captures (and evasions) only, from the static evaluation, until the
//! position is quiet.

use super::params::param;
use super::picker::{is_noisy, MovePicker};
use super::tt_score::{score_from_tt, score_to_tt, tt_cuts};
use super::worker::{outcome_score, piece_to, Worker};
use super::{INFINITE, MATE, MAX_PLY};
use crate::core::Move;
use crate::eval::VariantEval;
use crate::eval::{evaluate_cached, piece_value};
use crate::position::Position;
use crate::tt::Bound;
use crate::variant::Variant;
use std::ops::ControlFlow;

/// The quiescence plies in which a forced capture (antichess) is answered like a check.
const FORCED_CAPTURE_PLIES: i32 = 6;

impl Worker {
    /// Quiescence below the horizon: stand pat on the static eval (unless in check), then
    /// search the captures (and evasions, and each variant's tactical quiet moves for its first
    /// `QS_TACTICAL_QUIET_PLIES` plies) that may still raise it.
    pub(super) fn qsearch<V: VariantEval>(
        &mut self,
        pos: &Position<V>,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        qs_ply: i32,
    ) -> i32 {
        let pv_node = beta - alpha > 1;
        if !self.enter_node(ply) {
            return 0;
        }
        let in_check = match self.qsearch_exits(pos, ply, qs_ply) {
            ControlFlow::Break(score) => return score,
            ControlFlow::Continue(in_check) => in_check,
        };

        let key = pos.key();
        let tt_entry = self.tt.probe(key);
        if let Some(e) = tt_entry {
            let score = score_from_tt(e.score, ply);
            if !pv_node && tt_cuts(e.bound, score, alpha, beta) {
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
        if qs_ply >= V::QS_TACTICAL_QUIET_PLIES {
            picker = picker.without_tactical_quiets();
        }
        let mut best_move = None;
        let mut moves_seen = 0;
        while let Some(m) = picker.next(pos, &self.hist) {
            moves_seen += 1;
            // Tactical quiet moves (a variant's check or goal step) have no material to count.
            if !in_check
                && (!V::TACTICAL_QUIETS || is_noisy(pos, m))
                && delta_prunes(pos, m, eval, alpha)
            {
                continue;
            }
            let mut child = pos.clone();
            child.play_unchecked(m);
            let pt = piece_to(pos, m);
            self.frames[ply].moved = Some(pt);
            let score = -self.qsearch(&child, -beta, -alpha, ply + 1, qs_ply + 1);
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
        let tt_pv = pv_node || tt_entry.is_some_and(|e| e.pv);
        self.tt.store(
            key,
            best_move,
            score_to_tt(best_score, ply),
            eval,
            0,
            bound,
            tt_pv,
        );
        best_score
    }

    /// The node's exits before any search: the variant's own game end, a side without moves
    /// where kings are not royal, the end of the stack, insufficient material, and at the
    /// first quiescence ply (the main search's horizon, reached by any move) a repetition or
    /// the fifty-move rule. Deeper plies follow captures, which repeat nothing and reset the
    /// count. Otherwise whether the side to move must answer as if in check: in check, or
    /// (antichess) bound to capture, so that it may not stand pat.
    #[inline(always)]
    fn qsearch_exits<V: VariantEval>(
        &mut self,
        pos: &Position<V>,
        ply: usize,
        qs_ply: i32,
    ) -> ControlFlow<i32, bool> {
        if V::HAS_VARIANT_END {
            if let Some(outcome) = V::variant_outcome(pos, false) {
                return ControlFlow::Break(outcome_score(outcome, pos, ply));
            }
        }
        // A capture that must be made (antichess) is answered like a check: no standing pat,
        // for the first `FORCED_CAPTURE_PLIES` plies. Past them the side stands pat: where both
        // sides have captures at every turn, every line of forced captures is a tree that grows
        // by its branching at each ply, and one such position's depth-1 search had not ended in
        // a minute.
        let mut in_check = pos.is_check();
        if !V::ROYAL_KING {
            let moves = pos.legal_moves();
            match moves.first() {
                None => {
                    return ControlFlow::Break(
                        V::variant_outcome(pos, true).map_or(0, |o| outcome_score(o, pos, ply)),
                    )
                }
                Some(&m) => in_check = pos.is_capture(m) && qs_ply < FORCED_CAPTURE_PLIES,
            }
        }
        if ply >= MAX_PLY - 1 {
            return ControlFlow::Break(if in_check {
                0
            } else {
                evaluate_cached(pos, &mut self.pawns)
            });
        }
        if pos.is_insufficient_material() {
            return ControlFlow::Break(0);
        }
        // `keys` ends with this node's key only where the main search pushed it.
        if qs_ply == 0 && self.is_repetition(pos) {
            return ControlFlow::Break(0);
        }
        if qs_ply == 0
            && V::MOVE_RULES
            && pos.halfmoves() >= 100
            && (!in_check || !pos.legal_moves().is_empty())
        {
            return ControlFlow::Break(0);
        }
        ControlFlow::Continue(in_check)
    }
}

/// Delta pruning: the static eval plus the captured piece (and a promotion's gain) plus a
/// margin still does not beat alpha.
#[inline(always)]
fn delta_prunes<V: Variant>(pos: &Position<V>, m: Move, eval: i32, alpha: i32) -> bool {
    let gain = pos.captured_role(m).map_or(0, piece_value)
        + if m.is_promotion() {
            param!(V, DELTA_PROMOTION)
        } else {
            0
        };
    eval + gain + param!(V, DELTA_MARGIN) <= alpha
}

//! Pruning of a node as a whole, before its moves: reverse futility, null move, ProbCut, and
//! internal iterative reduction. Each step reads the `Node` and either ends it with a score or
//! lets the search go on. The per-move pruning is in `move_loop`.

use super::ablation;
use super::node::Node;
use super::params::param;
use super::picker::MovePicker;
use super::tt_score::{score_from_tt, score_to_tt};
use super::variant_policy;
use super::worker::{piece_to, Worker};
use super::TB_WIN_BOUND;
use crate::core::Role;
use crate::eval::VariantEval;
use crate::position::Position;
use crate::tt::Bound;
use crate::variant::Variant;

/// Reverse futility: a static eval this far above beta with this little depth left is taken
/// to hold, and the node fails high unsearched. Not from a mate or tablebase score, which the
/// margin does not measure.
#[inline(always)]
pub(super) fn reverse_futility<V: Variant>(node: &Node) -> Option<i32> {
    (ablation::REVERSE_FUTILITY
        && node.depth <= param!(V, RFP_MAX_DEPTH)
        && node.eval - param!(V, RFP_MARGIN) * (node.depth - node.improving as i32) >= node.beta
        && node.eval < TB_WIN_BOUND)
        .then_some(node.eval)
}

/// Internal iterative reduction, in plies: without a hash move this node was not searched
/// before, and a shallower search is the cheaper way to find one for next time.
#[inline(always)]
pub(super) fn internal_iterative_reduction<V: Variant>(node: &Node) -> i32 {
    (ablation::IIR && node.depth >= param!(V, IIR_MIN_DEPTH) && node.tt_move.is_none()) as i32
}

/// Whether the side to move has the material for which null move and move-count pruning are
/// sound: pieces beside its pawns, or a horde (White's pawn army in horde), whose dozens of pawn
/// moves leave no zugzwang to fear while it lasts.
#[inline]
pub(super) fn may_prune_quiet_play<V: Variant>(pos: &Position<V>) -> bool {
    pos.has_non_pawn_material(pos.turn())
        || (V::HORDE && pos.pieces(pos.turn(), Role::Pawn).count() >= HORDE_PRUNING_PAWNS)
}

/// The pawns a horde needs for `may_prune_quiet_play`.
const HORDE_PRUNING_PAWNS: u32 = 10;

impl Worker {
    /// Null-move pruning: give the opponent a free move; if a reduced search still beats
    /// beta, so would any real move, and the node fails high. Not twice in a row, not inside
    /// a verification search's first plies, not in the variants `variant_policy` names, not
    /// where zugzwang is likely (`may_prune_quiet_play`
    /// and the verification at high depth or with little material). The node's score when it
    /// prunes.
    #[inline(always)]
    pub(super) fn null_move<V: VariantEval>(
        &mut self,
        pos: &Position<V>,
        node: &Node,
    ) -> Option<i32> {
        let (depth, beta, ply) = (node.depth, node.beta, node.ply);
        if !(ablation::NULL_MOVE
            && variant_policy::null_move(V::KIND)
            && depth >= param!(V, NMP_MIN_DEPTH)
            && node.eval >= beta
            && ply >= self.nmp_min_ply
            && self.frames[ply - 1].moved.is_some()
            && may_prune_quiet_play(pos))
        {
            return None;
        }
        let r = param!(V, NMP_BASE_REDUCTION)
            + depth / param!(V, NMP_DEPTH_DIVISOR)
            + ((node.eval - beta) / param!(V, NMP_EVAL_DIVISOR))
                .min(param!(V, NMP_EVAL_MAX_REDUCTION));
        let mut child = pos.clone();
        child.play_null();
        self.frames[ply].moved = None;
        self.frames[ply].stat_score = 0;
        self.frames[ply].move_count = 0;
        self.keys.push(child.key());
        let score = -self.negamax(&child, -beta, -beta + 1, depth - r, ply + 1, !node.cut_node);
        self.keys.pop();
        if self.stopped() {
            return Some(0);
        }
        if score < beta {
            return None;
        }
        let score = if score >= TB_WIN_BOUND { beta } else { score };
        // Zugzwang guard: verify at high depth or with little material left.
        let pieces = pos.us() - pos.by_role(Role::Pawn) - pos.by_role(Role::King);
        let low_material = pieces.count() <= param!(V, NMP_LOW_MATERIAL_PIECES) as u32;
        if depth < param!(V, NMP_VERIFY_DEPTH) && !low_material {
            return Some(score);
        }
        // `depth - r` may be negative: no minimum ply beyond this one then.
        self.nmp_min_ply =
            ply + (param!(V, NMP_VERIFY_PLY_PERCENT) * (depth - r) / 100).max(0) as usize;
        let verified = self.negamax(pos, beta - 1, beta, depth - r, ply, false);
        self.nmp_min_ply = 0;
        (verified >= beta).then_some(score)
    }

    /// ProbCut: a good capture that beats beta by a margin at a much reduced depth (first by
    /// quiescence, then by the reduced search) is taken to beat beta at full depth too.
    /// Skipped when the TT already says it does not. The node's score when it cuts.
    #[inline(always)]
    pub(super) fn probcut<V: VariantEval>(
        &mut self,
        pos: &Position<V>,
        node: &Node,
    ) -> Option<i32> {
        let ply = node.ply;
        let probcut_beta = node.beta + param!(V, PROBCUT_MARGIN);
        // A cutoff is stored as a search of this depth: the reduced search plus the capture.
        let probcut_depth = node.depth - param!(V, PROBCUT_REDUCTION) + 1;
        if !(ablation::PROBCUT
            && node.may_prune_node()
            && V::EXCHANGE_EVALUATION
            && node.depth >= param!(V, PROBCUT_MIN_DEPTH)
            && node.beta.abs() < TB_WIN_BOUND
            && !node.tt_entry.is_some_and(|e| {
                e.depth >= probcut_depth && score_from_tt(e.score, ply) < probcut_beta
            }))
        {
            return None;
        }
        let prev = self.continuation(ply);
        let mut picker = MovePicker::new(pos, node.tt_move, [None, None], None, prev, true);
        while let Some(m) = picker.next(pos, &self.hist) {
            if !pos.see_ge(m, probcut_beta - node.eval) {
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
                    !node.cut_node,
                );
            }
            self.keys.pop();
            if self.stopped() {
                return Some(0);
            }
            if score >= probcut_beta {
                self.tt.store(
                    node.key,
                    Some(m),
                    score_to_tt(score, ply),
                    node.raw_eval,
                    probcut_depth,
                    Bound::Lower,
                    node.tt_pv,
                );
                return Some(score);
            }
        }
        None
    }
}

//! One node of the principal variation search as its steps see it: its window and depth, what
//! the transposition table and the tablebases said about it, and its static eval. `negamax`
//! fills it in step by step as the node passes its early exits; the pruning steps and the move
//! loop read it. Only internal iterative reduction changes it afterwards (the depth).

use super::tt_score::{score_from_tt, tt_cuts};
use super::INFINITE;
use crate::core::Move;
use crate::tt::TtEntry;

#[derive(Copy, Clone)]
pub(super) struct Node {
    pub(super) ply: usize,
    /// The depth left; one less once internal iterative reduction applies.
    pub(super) depth: i32,
    /// Beta after mate distance pruning (alpha changes as moves are searched: it is passed on).
    pub(super) beta: i32,
    pub(super) pv_node: bool,
    /// Expected to fail high (a null-window child of a PV or all-node, alternately).
    pub(super) cut_node: bool,
    pub(super) in_check: bool,
    /// The side to move must capture (the antichess family): answered like a check, the node
    /// is neither pruned nor its moves reduced.
    pub(super) must_capture: bool,
    /// The only legal move is a compulsory capture: it is extended a ply, as a check would be.
    pub(super) single_capture: bool,
    /// The move a singular-extension search leaves out (the node is then searched again at
    /// the same ply with the same key: no TT store or cut, no tablebase probe, no pruning of
    /// the node as a whole).
    pub(super) excluded: Option<Move>,
    /// Double singular extensions on the line to this node (capped: they lengthen the line).
    pub(super) double_exts: i32,
    pub(super) key: u64,
    pub(super) tt_entry: Option<TtEntry>,
    pub(super) tt_move: Option<Move>,
    /// The node is on the principal variation or was when the TT entry was stored
    /// (Stockfish's `ttPv`): its late moves are reduced as a PV node's are.
    pub(super) tt_pv: bool,
    /// What a tablebase probe at a PV node guarantees: the score is at least `tb_floor` and
    /// at most `tb_ceiling` (`-INFINITE` and `INFINITE` when it said nothing).
    pub(super) tb_floor: i32,
    pub(super) tb_ceiling: i32,
    /// The static eval as the TT keeps it (`-INFINITE` in check).
    pub(super) raw_eval: i32,
    /// The static eval the pruning reads: `raw_eval` corrected by the pawn structure's history.
    pub(super) eval: i32,
    /// The eval is better than two plies ago (our previous move's node).
    pub(super) improving: bool,
    /// The pawn structure's slot in the correction history.
    pub(super) pawn_index: usize,
}

impl Node {
    /// A node before its TT probe, tablebase probe and static eval: they fill in the rest.
    #[inline(always)]
    pub(super) fn new(
        ply: usize,
        depth: i32,
        beta: i32,
        pv_node: bool,
        cut_node: bool,
        in_check: bool,
    ) -> Node {
        Node {
            ply,
            depth,
            beta,
            pv_node,
            cut_node,
            in_check,
            must_capture: false,
            single_capture: false,
            excluded: None,
            double_exts: 0,
            key: 0,
            tt_entry: None,
            tt_move: None,
            tt_pv: pv_node,
            tb_floor: -INFINITE,
            tb_ceiling: INFINITE,
            raw_eval: -INFINITE,
            eval: -INFINITE,
            improving: false,
            pawn_index: 0,
        }
    }

    /// The transposition table's score ends a non-PV node when it was searched at least as
    /// deep and its bound decides the window. Never a singular-extension search: the entry
    /// speaks for all moves.
    #[inline(always)]
    pub(super) fn tt_cutoff(&self, alpha: i32) -> Option<i32> {
        let e = self.tt_entry?;
        let score = score_from_tt(e.score, self.ply);
        (!self.pv_node
            && self.excluded.is_none()
            && e.depth >= self.depth
            && tt_cuts(e.bound, score, alpha, self.beta))
        .then_some(score)
    }

    /// Whether the node as a whole may be pruned (reverse futility, null move, ProbCut): not
    /// at a PV node, in check or bound to capture, or in a singular-extension search.
    #[inline(always)]
    pub(super) fn may_prune_node(&self) -> bool {
        !self.pv_node && !self.in_check && !self.must_capture && self.excluded.is_none()
    }
}

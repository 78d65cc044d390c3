//! How the search reads the transposition table: mate and tablebase scores stored relative to
//! the node, and the one test of whether a stored bound ends a node.

use super::TB_WIN_BOUND;
use crate::tt::Bound;

/// Does a stored `score` with `bound` decide a node searched with window (`alpha`, `beta`)?
#[inline]
pub(super) fn tt_cuts(bound: Bound, score: i32, alpha: i32, beta: i32) -> bool {
    match bound {
        Bound::Exact => true,
        Bound::Lower => score >= beta,
        Bound::Upper => score <= alpha,
    }
}

/// Mate and tablebase scores are stored relative to the node, not the root.
#[inline]
pub(super) fn score_to_tt(score: i32, ply: usize) -> i32 {
    if score >= TB_WIN_BOUND {
        score + ply as i32
    } else if score <= -TB_WIN_BOUND {
        score - ply as i32
    } else {
        score
    }
}

#[inline]
pub(super) fn score_from_tt(score: i32, ply: usize) -> i32 {
    if score >= TB_WIN_BOUND {
        score - ply as i32
    } else if score <= -TB_WIN_BOUND {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::TB_WIN;

    #[test]
    fn tablebase_scores_are_node_relative_in_the_tt() {
        let at_root = TB_WIN - 9;
        let stored = score_to_tt(at_root, 4);
        assert_eq!(stored, TB_WIN - 5);
        assert_eq!(score_from_tt(stored, 6), TB_WIN - 11);
        assert_eq!(score_from_tt(score_to_tt(-at_root, 4), 4), -at_root);
        assert_eq!(score_to_tt(150, 9), 150);
    }

    #[test]
    fn bounds_cut_on_their_side_of_the_window() {
        assert!(tt_cuts(Bound::Exact, 0, -10, 10));
        assert!(tt_cuts(Bound::Lower, 10, -10, 10));
        assert!(!tt_cuts(Bound::Lower, 9, -10, 10));
        assert!(tt_cuts(Bound::Upper, -10, -10, 10));
        assert!(!tt_cuts(Bound::Upper, -9, -10, 10));
    }
}

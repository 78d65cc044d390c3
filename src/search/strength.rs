//! Weakened play (`UCI_LimitStrength` / `UCI_Elo`): a node budget that grows with the target
//! Elo, a few lines searched instead of one, and a move chosen among the near-best lines,
//! weighted towards the best. The search itself is unchanged; only its limits and the choice
//! of the answer are.

use super::{Limits, RootMove};

/// What the weakened choice needs to know of a root move.
#[derive(Copy, Clone, Debug)]
struct RootMoveView {
    score: i32,
}

/// The weakest strength weakened play aims at (the range of `UCI_Elo`).
pub const MIN_ELO: u32 = 1320;
/// The strongest: at this Elo no move below the best is chosen.
pub const MAX_ELO: u32 = 3190;

/// The fewest lines a weakened search looks at, so that it has moves to choose from.
const WEAKENED_LINES: usize = 4;

/// Nodes per move that weakened play allows at `elo`: doubling every 130 Elo from 20 nodes at
/// `MIN_ELO`. Together with the choice among near-best moves below, this is the strength knob.
pub fn nodes_for_elo(elo: u32) -> u64 {
    let steps = (elo.saturating_sub(MIN_ELO)) as f64 / 130.0;
    (20.0 * 2f64.powf(steps)) as u64
}

/// Limits a search at `elo`: at most `nodes_for_elo` nodes. Returns the lines to search (at
/// least `WEAKENED_LINES`, at least the `multipv` lines asked for).
pub fn weaken(limits: &mut Limits, multipv: usize, elo: u32) -> usize {
    let n = nodes_for_elo(elo);
    limits.nodes = Some(limits.nodes.map_or(n, |m| m.min(n)));
    multipv.max(WEAKENED_LINES)
}

/// The index of the root move a weakened search at `elo` plays, among its first `lines`
/// (sorted, best first). `key` (the position's) varies the choice with the clock's nanoseconds.
pub fn choose(root_moves: &[RootMove], lines: usize, elo: u32, key: u64) -> usize {
    let view: Vec<RootMoveView> = root_moves
        .iter()
        .take(lines)
        .map(|r| RootMoveView { score: r.score })
        .collect();
    let seed = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0x9e37_79b9, |d| d.as_nanos() as u64);
    weakened_choice(&view, elo, seed ^ key)
}

/// How far below the best score (centipawns) a weakened engine may still pick a move.
fn weakness_margin(elo: u32) -> i32 {
    (MAX_ELO as i32 - elo as i32).max(0) / 8
}

/// A move among the searched lines within the weakness margin, weighted towards the best.
fn weakened_choice(root: &[RootMoveView], elo: u32, seed: u64) -> usize {
    let best = root[0].score;
    let margin = weakness_margin(elo).max(1);
    let mut x = seed | 1;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    let weights: Vec<i64> = root
        .iter()
        .map(|r| {
            let loss = best - r.score;
            if loss > margin {
                0
            } else {
                (margin - loss) as i64 + 1
            }
        })
        .collect();
    let total: i64 = weights.iter().sum();
    let mut pick = (x % total.max(1) as u64) as i64;
    for (i, w) in weights.iter().enumerate() {
        if pick < *w {
            return i;
        }
        pick -= w;
    }
    0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn budgets_and_margins_follow_the_elo() {
        assert_eq!(nodes_for_elo(1320), 20);
        assert_eq!(nodes_for_elo(1450), 40);
        assert_eq!(nodes_for_elo(1000), 20);
        assert_eq!(weakness_margin(3190), 0);
        assert_eq!(weakness_margin(1590), 200);
        let mut limits = Limits::nodes(30);
        assert_eq!(weaken(&mut limits, 1, 1450), 4);
        assert_eq!(limits.nodes, Some(30));
        let mut limits = Limits::default();
        assert_eq!(weaken(&mut limits, 6, 1450), 6);
        assert_eq!(limits.nodes, Some(40));
    }

    #[test]
    fn choices_stay_within_the_margin() {
        let scores = [50, 40, -300, 45];
        let root: Vec<RootMoveView> = scores.iter().map(|&score| RootMoveView { score }).collect();
        let mut seen = [false; 4];
        for seed in 0..200 {
            seen[weakened_choice(&root, 2000, seed)] = true;
        }
        // Margin (3190 - 2000) / 8 = 148: the -300 line is never played, the others are.
        assert_eq!(seen, [true, true, false, true]);
        // At full strength only the best.
        assert!((0..50).all(|seed| weakened_choice(&root, 3190, seed) == 0));
    }
}

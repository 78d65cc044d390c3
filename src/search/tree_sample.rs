//! Positions drawn from inside the search tree, for tuning data: the positions a search really
//! meets are not only those of the games it plays (most of them never appear on a board).

use crate::position::Position;
use crate::variant::Variant;

/// Keeps every `interval`-th node the search enters (depth ≥ 1, not in check), as a FEN.
/// The first kept node is offset by `phase`, so runs with different phases keep different
/// nodes of the same trees.
pub struct TreeSample {
    interval: u64,
    countdown: u64,
    pub fens: Vec<String>,
}

impl TreeSample {
    pub fn new(interval: u64, phase: u64) -> TreeSample {
        let interval = interval.max(1);
        TreeSample {
            interval,
            countdown: phase % interval + 1,
            fens: Vec::new(),
        }
    }

    #[inline]
    pub(super) fn visit<V: Variant>(&mut self, pos: &Position<V>) {
        self.countdown -= 1;
        if self.countdown == 0 {
            self.countdown = self.interval;
            self.fens.push(pos.fen());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_every_nth_visit_from_its_phase() {
        let pos = Position::startpos();
        let mut sample = TreeSample::new(10, 3);
        for _ in 0..45 {
            sample.visit(&pos);
        }
        // Visits 4, 14, 24, 34, 44.
        assert_eq!(sample.fens.len(), 5);
        assert_eq!(sample.fens[0], pos.fen());
    }
}

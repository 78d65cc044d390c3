//! Positions drawn from inside the search tree, for tuning data: the positions a search really
//! meets are not only those of the games it plays (most of them never appear on a board).

use crate::position::Position;
use crate::variant::Variant;

/// Keeps every `interval`-th node the search enters (depth ≥ 1, not in check), as a FEN.
/// The first kept node is offset by `phase`, so runs with different phases keep different
/// nodes of the same trees. A node whose position ends the game (no legal move: stalemate, or
/// a win in the antichess family; found only after the search visits it) is never kept: the
/// next node takes its turn.
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
            if pos.outcome().is_some() {
                self.countdown = 1;
                return;
            }
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

    #[test]
    fn a_position_that_ends_the_game_passes_its_turn_to_the_next() {
        use crate::position::CastlingMode;
        use crate::variant::antichess::Antichess;
        // Antichess, Black to move without a legal move (a pawn blocked by a pawn): Black wins.
        let over = Position::<Antichess>::from_fen_variant(
            "8/8/8/8/8/p7/P7/8 b - - 0 40",
            CastlingMode::Standard,
        )
        .expect("a legal position");
        assert!(over.legal_moves().is_empty());
        let next = Position::<Antichess>::from_fen_variant(
            "8/8/8/8/8/p7/P7/7n b - - 0 40",
            CastlingMode::Standard,
        )
        .expect("a legal position");
        let mut sample = TreeSample::new(3, 0);
        // The first visit is the one to keep: the game-over positions pass their turn on, the
        // next position is kept, then every third from there.
        sample.visit(&over);
        sample.visit(&over);
        sample.visit(&next);
        sample.visit(&next);
        sample.visit(&next);
        sample.visit(&next);
        assert_eq!(sample.fens, [next.fen(), next.fen()]);
        // Standard chess: a stalemate is passed over alike.
        let stalemate =
            Position::from_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", CastlingMode::Standard)
                .expect("a legal position");
        assert!(stalemate.is_stalemate());
        let mut sample = TreeSample::new(1, 0);
        sample.visit(&stalemate);
        assert!(sample.fens.is_empty());
    }
}

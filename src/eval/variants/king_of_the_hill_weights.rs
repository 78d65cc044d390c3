//! King of the hill's own weights (`king_of_the_hill::HILL_LAYOUT`), by term name, untapered:
//! the hand-set weights king of the hill was measured with against Fairy-Stockfish (600 cp over
//! the way's square). Fits to Fairy-Stockfish's scores flatten them, and each played worse than
//! these (bench/RESULTS.md): round 1 (38,129 positions) made them 152 for a way of 8 or more and
//! 246 for one step, -42 Elo in self-play; round 2 (152,786 positions) made them 117 to 234 for a
//! way of 10 down to 1, and that fit scored 49.5% against main where the chess terms fitted
//! around these rows scored 61.5%. So these stay until one plays better.

use crate::weights::layout::Named;
use crate::weights::Pair;

pub const NAMED: &[Named] = &[(
    "hill_way",
    &[
        Pair::new(0, 0),
        Pair::new(1, 1),
        Pair::new(1, 1),
        Pair::new(1, 1),
        Pair::new(1, 1),
        Pair::new(1, 1),
        Pair::new(1, 1),
        Pair::new(1, 1),
        Pair::new(2, 2),
        Pair::new(2, 2),
        Pair::new(2, 2),
        Pair::new(3, 3),
        Pair::new(3, 3),
        Pair::new(4, 4),
        Pair::new(4, 4),
        Pair::new(6, 6),
        Pair::new(7, 7),
        Pair::new(9, 9),
        Pair::new(12, 12),
        Pair::new(16, 16),
        Pair::new(24, 24),
        Pair::new(37, 37),
        Pair::new(66, 66),
        Pair::new(150, 150),
        Pair::new(600, 600),
    ],
)];

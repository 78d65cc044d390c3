//! Crazyhouse's own weights (`crazyhouse::HAND_LAYOUT`), by term name, untapered: the hand-set
//! weights crazyhouse was measured with against Fairy-Stockfish (the attack as the square of its
//! units). A fit to Fairy-Stockfish's scores lowered the held-out loss (0.028462 -> 0.027480)
//! but lost 89 Elo in self-play (bench/RESULTS.md), so these stay until one plays better.

use crate::weights::layout::Named;
use crate::weights::Pair;

pub const NAMED: &[Named] = &[
    (
        "in_hand",
        &[
            Pair::new(110, 110),
            Pair::new(300, 300),
            Pair::new(320, 320),
            Pair::new(460, 460),
            Pair::new(880, 880),
        ],
    ),
    (
        "attack",
        &[
            Pair::new(0, 0),
            Pair::new(1, 1),
            Pair::new(4, 4),
            Pair::new(9, 9),
            Pair::new(16, 16),
            Pair::new(25, 25),
            Pair::new(36, 36),
            Pair::new(49, 49),
            Pair::new(64, 64),
            Pair::new(81, 81),
            Pair::new(100, 100),
            Pair::new(121, 121),
            Pair::new(144, 144),
            Pair::new(169, 169),
            Pair::new(196, 196),
            Pair::new(225, 225),
            Pair::new(256, 256),
            Pair::new(289, 289),
            Pair::new(324, 324),
            Pair::new(361, 361),
            Pair::new(400, 400),
            Pair::new(441, 441),
            Pair::new(484, 484),
            Pair::new(529, 529),
            Pair::new(576, 576),
            Pair::new(625, 625),
            Pair::new(676, 676),
            Pair::new(729, 729),
            Pair::new(784, 784),
            Pair::new(841, 841),
            Pair::new(900, 900),
        ],
    ),
];

//! Crazyhouse's own weights (`crazyhouse::HAND_LAYOUT`), by term name, untapered. Fitted with
//! the chess terms' weights (`src/weights/crazyhouse.rs`) to Fairy-Stockfish 11.1's depth-8
//! scores of 174,772 positions (round 2: 12,500 self-play games), by `ferrum tune --variant
//! crazyhouse --own-out`, which writes this file; held-out MSE 0.029823 -> 0.026925 (epoch 225).
//! Round 1's fit of these rows (35,791 positions) lost 89 Elo and was not kept; this one, on
//! five times the data, won +168 in self-play (bench/RESULTS.md, Variants).

use crate::weights::layout::Named;
use crate::weights::Pair;

pub const NAMED: &[Named] = &[
    (
        "in_hand",
        &[
            Pair::new(175, 175),
            Pair::new(405, 405),
            Pair::new(362, 362),
            Pair::new(488, 488),
            Pair::new(708, 708),
        ],
    ),
    (
        "attack",
        &[
            Pair::new(-56, -56),
            Pair::new(-55, -55),
            Pair::new(-55, -55),
            Pair::new(-55, -55),
            Pair::new(-52, -52),
            Pair::new(-35, -35),
            Pair::new(-30, -30),
            Pair::new(-9, -9),
            Pair::new(1, 1),
            Pair::new(27, 27),
            Pair::new(32, 32),
            Pair::new(57, 57),
            Pair::new(85, 85),
            Pair::new(87, 87),
            Pair::new(111, 111),
            Pair::new(156, 156),
            Pair::new(165, 165),
            Pair::new(176, 176),
            Pair::new(203, 203),
            Pair::new(252, 252),
            Pair::new(269, 269),
            Pair::new(275, 275),
            Pair::new(318, 318),
            Pair::new(366, 366),
            Pair::new(387, 387),
            Pair::new(425, 425),
            Pair::new(475, 475),
            Pair::new(525, 525),
            Pair::new(577, 577),
            Pair::new(632, 632),
            Pair::new(690, 690),
        ],
    ),
];

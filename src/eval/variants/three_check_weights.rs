//! Three-check's own weights (`three_check::CHECK_LAYOUT`), by term name, untapered. Fitted
//! with the chess terms' weights (`src/weights/three_check.rs`) to Fairy-Stockfish 11.1's
//! depth-8 scores of 146,601 positions (round 2: self-play and games against Fairy-Stockfish),
//! by `ferrum tune --variant 3check --own-out`, which writes this file; held-out MSE 0.033609
//! -> 0.031211 (epoch 1500).

use crate::weights::layout::Named;
use crate::weights::Pair;

pub const NAMED: &[Named] = &[
    (
        "checks_given",
        &[
            Pair::new(-103, -103),
            Pair::new(135, 135),
            Pair::new(908, 908),
        ],
    ),
    (
        "safe_checks",
        &[Pair::new(51, 51), Pair::new(84, 84), Pair::new(147, 147)],
    ),
    (
        "defended_checks",
        &[Pair::new(-19, -19), Pair::new(21, 21), Pair::new(75, 75)],
    ),
    (
        "zone_attackers",
        &[Pair::new(3, 3), Pair::new(9, 9), Pair::new(-14, -14)],
    ),
];

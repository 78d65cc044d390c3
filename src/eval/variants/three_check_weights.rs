//! Three-check's own weights (`three_check::CHECK_LAYOUT`), by term name, untapered. Fitted
//! with the chess terms' weights (`src/weights/three_check.rs`) to Fairy-Stockfish 11.1's
//! depth-8 scores of 33,966 self-play positions, by `ferrum tune --variant 3check --own-out`,
//! which writes this file; held-out MSE 0.041591 -> 0.029596 (epoch 1200).

use crate::weights::layout::Named;
use crate::weights::Pair;

pub const NAMED: &[Named] = &[
    (
        "checks_given",
        &[
            Pair::new(-67, -67),
            Pair::new(179, 179),
            Pair::new(857, 857),
        ],
    ),
    (
        "safe_checks",
        &[Pair::new(75, 75), Pair::new(77, 77), Pair::new(125, 125)],
    ),
    (
        "defended_checks",
        &[Pair::new(-5, -5), Pair::new(35, 35), Pair::new(97, 97)],
    ),
    (
        "zone_attackers",
        &[Pair::new(-24, -24), Pair::new(-5, -5), Pair::new(-31, -31)],
    ),
];

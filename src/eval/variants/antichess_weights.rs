//! The antichess family's own weights (`antichess::ANTICHESS_LAYOUT`), by term name, untapered:
//! the hand-set weights the family was measured with against Fairy-Stockfish (material 45-70
//! a piece, Fairy-Stockfish's forcing terms in those units), until `ferrum tune --variant
//! antichess --own-out` writes this file.

use crate::weights::layout::Named;
use crate::weights::Pair;

pub const NAMED: &[Named] = &[
    (
        "antichess_material",
        &[
            Pair::new(-45, -45),
            Pair::new(-60, -60),
            Pair::new(-70, -70),
            Pair::new(-60, -60),
            Pair::new(-55, -55),
            Pair::new(-60, -60),
        ],
    ),
    (
        "target",
        &[
            Pair::new(-50, -50),
            Pair::new(-50, -50),
            Pair::new(-50, -50),
            Pair::new(-50, -50),
            Pair::new(-50, -50),
            Pair::new(-50, -50),
        ],
    ),
    ("offer", &[Pair::new(100, 100)]),
    (
        "few_pieces",
        &[
            Pair::new(0, 0),
            Pair::new(0, 0),
            Pair::new(0, 0),
            Pair::new(0, 0),
            Pair::new(0, 0),
            Pair::new(0, 0),
        ],
    ),
];

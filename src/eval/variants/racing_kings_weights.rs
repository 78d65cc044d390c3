//! Racing kings' own weights (`racing_kings::RACE_LAYOUT`), by term name, untapered: the
//! hand-set weights racing kings was measured with against Fairy-Stockfish, until `ferrum tune
//! --variant racingkings --own-out` writes this file.

use crate::weights::layout::Named;
use crate::weights::Pair;

pub const NAMED: &[Named] = &[
    (
        "race_rank",
        &[
            Pair::new(0, 0),
            Pair::new(60, 60),
            Pair::new(130, 130),
            Pair::new(210, 210),
            Pair::new(300, 300),
            Pair::new(420, 420),
            Pair::new(580, 580),
            Pair::new(800, 800),
        ],
    ),
    ("race_free", &[Pair::new(25, 25)]),
];

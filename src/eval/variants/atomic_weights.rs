//! Atomic's own weights (`atomic::BLAST_LAYOUT`), by term name, untapered. Fitted with the
//! chess terms' weights (`src/weights/atomic.rs`) to ferrum's own depth-8 search scores of
//! 156,342 positions, by `ferrum tune --variant atomic --own-out`, which writes this file;
//! held-out MSE 0.030264 -> 0.026122 (epoch 125). Hand-set before: -15, 5, 40 and 0/120/300.

use crate::weights::layout::Named;
use crate::weights::Pair;

pub const NAMED: &[Named] = &[
    ("near_our_king", &[Pair::new(-18, -18)]),
    ("near_their_king", &[Pair::new(8, 8)]),
    ("touching_kings", &[Pair::new(40, 40)]),
    (
        "blast_threat",
        &[
            Pair::new(-83, -83),
            Pair::new(202, 202),
            Pair::new(399, 399),
        ],
    ),
];

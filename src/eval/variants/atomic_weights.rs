//! Atomic's own weights (`atomic::BLAST_LAYOUT`), by term name, untapered. Fitted with the
//! chess terms' weights (`src/weights/atomic.rs`) to ferrum's own depth-8 search scores, in two
//! rounds, by `ferrum tune --variant atomic --own-out`, which writes this file: round 1 on
//! 156,342 positions (held-out MSE 0.030264 -> 0.026122; threats -83/202/399), round 2 on
//! 214,390 (0.026093 -> 0.026048). Hand-set before: -15, 5, 40 and 0/120/300.

use crate::weights::layout::Named;
use crate::weights::Pair;

pub const NAMED: &[Named] = &[
    ("near_our_king", &[Pair::new(-18, -18)]),
    ("near_their_king", &[Pair::new(8, 8)]),
    ("touching_kings", &[Pair::new(40, 40)]),
    (
        "blast_threat",
        &[
            Pair::new(-106, -106),
            Pair::new(225, 225),
            Pair::new(423, 423),
        ],
    ),
];

//! Atomic's own weights (`atomic::BLAST_LAYOUT`), by term name, untapered: hand-set, proven in
//! games rather than fitted.

use crate::weights::layout::Named;
use crate::weights::Pair;

pub const NAMED: &[Named] = &[
    ("near_our_king", &[Pair::new(-15, -15)]),
    ("near_their_king", &[Pair::new(5, 5)]),
    ("touching_kings", &[Pair::new(40, 40)]),
    (
        "blast_threat",
        &[Pair::new(0, 0), Pair::new(120, 120), Pair::new(300, 300)],
    ),
];

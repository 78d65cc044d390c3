//! Three-check's own weights (`three_check::CHECK_LAYOUT`), by term name, untapered. Fitted
//! to Fairy-Stockfish 11.1's depth-10 scores (`bench/variants/three_check_fit.py`); `ferrum tune
//! --variant 3check --own-out` writes this file.

use crate::weights::layout::Named;
use crate::weights::Pair;

pub const NAMED: &[Named] = &[
    (
        "checks_given",
        &[Pair::new(0, 0), Pair::new(140, 140), Pair::new(836, 836)],
    ),
    (
        "safe_checks",
        &[Pair::new(88, 88), Pair::new(176, 176), Pair::new(477, 477)],
    ),
    (
        "defended_checks",
        &[Pair::new(32, 32), Pair::new(81, 81), Pair::new(477, 477)],
    ),
    (
        "zone_attackers",
        &[Pair::new(150, 150), Pair::new(95, 95), Pair::new(248, 248)],
    ),
];

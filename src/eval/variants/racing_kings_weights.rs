//! Racing kings' own weights (`racing_kings::RACE_LAYOUT`), by term name, untapered, fitted by
//! `ferrum tune --variant racingkings --own-out` with the chess terms of
//! `src/weights/racing_kings.rs` (its header says on what): 147,813 positions, 2000 epochs, lr 1,
//! K 1.9702, MSE 0.044162 -> 0.040866, held-out MSE 0.039083 -> 0.036845 (epoch 1250).

use crate::weights::layout::Named;
use crate::weights::Pair;

pub const NAMED: &[Named] = &[
    (
        "race_rank",
        &[
            Pair::new(-102, -102),
            Pair::new(31, 31),
            Pair::new(90, 90),
            Pair::new(190, 190),
            Pair::new(307, 307),
            Pair::new(468, 468),
            Pair::new(573, 573),
            Pair::new(800, 800),
        ],
    ),
    ("race_free", &[Pair::new(42, 42)]),
];

//! The horde evaluation's own weights, by term name, untapered, fitted by `ferrum tune --variant horde`.
//! 37951 positions, 2000 epochs, lr 1, K 0.9307, MSE 0.116837 -> 0.005207, held-out MSE 0.120499 -> 0.005667 (epoch 2000).

use crate::weights::layout::Named;
use crate::weights::Pair;

pub const NAMED: &[Named] = &[
    ("horde_pawn", &[Pair::new(18, 18)]),
    (
        "horde_connected",
        &[
            Pair::new(8, 8),
            Pair::new(6, 6),
            Pair::new(9, 9),
            Pair::new(19, 19),
            Pair::new(38, 38),
            Pair::new(78, 78),
            Pair::new(166, 166),
            Pair::new(0, 0),
        ],
    ),
    (
        "horde_connected_opposed",
        &[
            Pair::new(9, 9),
            Pair::new(3, 3),
            Pair::new(3, 3),
            Pair::new(9, 9),
            Pair::new(19, 19),
            Pair::new(46, 46),
            Pair::new(24, 24),
            Pair::new(0, 0),
        ],
    ),
    (
        "horde_thin_file",
        &[
            Pair::new(-21, -21),
            Pair::new(-19, -19),
            Pair::new(-11, -11),
            Pair::new(-6, -6),
            Pair::new(-5, -5),
        ],
    ),
    ("horde_space", &[Pair::new(6, 6)]),
    ("horde_level", &[Pair::new(-844, -844)]),
    (
        "raider",
        &[
            Pair::new(-11, -11),
            Pair::new(55, 55),
            Pair::new(18, 18),
            Pair::new(24, 24),
        ],
    ),
    ("rear_access", &[Pair::new(-4, -4)]),
    ("loose_pawn", &[Pair::new(27, 27)]),
    (
        "breakthrough",
        &[
            Pair::new(11, 11),
            Pair::new(8, 8),
            Pair::new(7, 7),
            Pair::new(8, 8),
            Pair::new(8, 8),
            Pair::new(6, 6),
        ],
    ),
    (
        "breakthrough_no_queen",
        &[
            Pair::new(-8, -8),
            Pair::new(-5, -5),
            Pair::new(-2, -2),
            Pair::new(0, 0),
            Pair::new(1, 1),
            Pair::new(2, 2),
        ],
    ),
];

//! The horde evaluation's own weights (`horde::HORDE_LAYOUT`), by term name, untapered. Fitted
//! with the chess terms' weights (`src/weights/horde.rs`) to Fairy-Stockfish 11.1's depth-8
//! scores of 179,086 positions (round 2: 12,500 self-play games), by `ferrum tune --variant horde
//! --own-out`, which writes this file; held-out MSE 0.006871 -> 0.006046 (epoch 1225). Round 1
//! (37,951 positions, K given) took the hand-set terms to the labels' scale and won +81 in
//! self-play; this round won +135 over it (bench/RESULTS.md, Variants).

use crate::weights::layout::Named;
use crate::weights::Pair;

pub const NAMED: &[Named] = &[
    ("horde_pawn", &[Pair::new(18, 18)]),
    (
        "horde_connected",
        &[
            Pair::new(4, 4),
            Pair::new(5, 5),
            Pair::new(7, 7),
            Pair::new(16, 16),
            Pair::new(33, 33),
            Pair::new(74, 74),
            Pair::new(145, 145),
            Pair::new(0, 0),
        ],
    ),
    (
        "horde_connected_opposed",
        &[
            Pair::new(3, 3),
            Pair::new(2, 2),
            Pair::new(3, 3),
            Pair::new(7, 7),
            Pair::new(18, 18),
            Pair::new(49, 49),
            Pair::new(0, 0),
            Pair::new(0, 0),
        ],
    ),
    (
        "horde_thin_file",
        &[
            Pair::new(-19, -19),
            Pair::new(-20, -20),
            Pair::new(-14, -14),
            Pair::new(-9, -9),
            Pair::new(-5, -5),
        ],
    ),
    ("horde_space", &[Pair::new(6, 6)]),
    ("horde_level", &[Pair::new(-672, -672)]),
    (
        "raider",
        &[
            Pair::new(-6, -6),
            Pair::new(7, 7),
            Pair::new(8, 8),
            Pair::new(18, 18),
        ],
    ),
    ("rear_access", &[Pair::new(-8, -8)]),
    ("loose_pawn", &[Pair::new(22, 22)]),
    (
        "breakthrough",
        &[
            Pair::new(13, 13),
            Pair::new(8, 8),
            Pair::new(7, 7),
            Pair::new(8, 8),
            Pair::new(8, 8),
            Pair::new(7, 7),
        ],
    ),
    (
        "breakthrough_no_queen",
        &[
            Pair::new(-8, -8),
            Pair::new(-2, -2),
            Pair::new(0, 0),
            Pair::new(2, 2),
            Pair::new(3, 3),
            Pair::new(3, 3),
        ],
    ),
];

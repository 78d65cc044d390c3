//! The antichess family's own weights (`antichess::ANTICHESS_LAYOUT`), by term name, untapered,
//! for antichess, giveaway and suicide alike, fitted by `ferrum tune --variant antichess` from
//! the hand-set weights (the command: CONTRIBUTING.md, "The antichess family's weights").
//! 150,553 positions: the quiet positions of 10,000 self-play games (ac-selfplay-1..4) and
//! 67,389 nodes of the search trees of 1,600 more where no capture was compulsory (ac-tree-1/2),
//! each target half Fairy-Stockfish 11.1's depth-8 score and half the game's result
//! (`--score-weight 0.5`). K 0.5990; MSE 0.061848 -> 0.055689, held out (ac-validation-1/2,
//! 6,133 positions) 0.071485 -> 0.066081 (epoch 375). A fit to the scores alone had the lower
//! loss against them and played no better; one to the games' positions alone lost 235 Elo.
//! Round 3 added 6,858 positions of 400 games these weights played against Fairy-Stockfish
//! (ac-versus-1): the fit to all 157,411 returned them unchanged.

use crate::weights::layout::Named;
use crate::weights::Pair;

pub const NAMED: &[Named] = &[
    (
        "antichess_material",
        &[
            Pair::new(-40, -40),
            Pair::new(49, 49),
            Pair::new(-101, -101),
            Pair::new(-17, -17),
            Pair::new(-99, -99),
            Pair::new(99, 99),
        ],
    ),
    (
        "target",
        &[
            Pair::new(-194, -194),
            Pair::new(-122, -122),
            Pair::new(-147, -147),
            Pair::new(-251, -251),
            Pair::new(-263, -263),
            Pair::new(-236, -236),
        ],
    ),
    ("offer", &[Pair::new(132, 132)]),
    (
        "few_pieces",
        &[
            Pair::new(130, 130),
            Pair::new(38, 38),
            Pair::new(-108, -108),
            Pair::new(-170, -170),
            Pair::new(-153, -153),
            Pair::new(-108, -108),
        ],
    ),
];

//! The material and piece-square part of the evaluation as one table per piece and square,
//! signed for White's view. The position keeps the sum of its pieces' entries up to date as
//! pieces are put and removed (`Position::psq`), so the evaluation does not recount them.

use super::params::{MATERIAL, NUM_PARAMS, PST};
use super::{
    atomic, crazyhouse, fitted, horde, king_of_the_hill, racing_kings, three_check, variant_chess,
    Pair,
};

/// `[color][role][square]`: material plus piece-square weight, negated for Black.
pub type Psqt = [[[Pair; 64]; 6]; 2];

/// The table of the chess weights (`fitted::TUNED`).
pub static PSQT: Psqt = build(&fitted::TUNED);

/// The table of the variants' chess weights (`variant_chess::TUNED`; three-check's king
/// weighting leaves material and piece-square weights alone, so it shares this table).
pub static VARIANT_CHESS_PSQT: Psqt = build(&variant_chess::TUNED);

/// The table of crazyhouse's own weights (`crazyhouse::TUNED`).
pub static CRAZYHOUSE_PSQT: Psqt = build(&crazyhouse::TUNED);

/// The table of horde's own weights (`horde::TUNED`).
pub static HORDE_PSQT: Psqt = build(&horde::TUNED);

/// The table of king of the hill's own weights (`king_of_the_hill::TUNED`).
pub static KING_OF_THE_HILL_PSQT: Psqt = build(&king_of_the_hill::TUNED);

/// The table of three-check's own weights (`three_check::TUNED`).
pub static THREE_CHECK_PSQT: Psqt = build(&three_check::TUNED);

/// The table of racing kings' own weights (`racing_kings::TUNED`).
pub static RACING_KINGS_PSQT: Psqt = build(&racing_kings::TUNED);

/// The table of atomic's own weights (`atomic::TUNED`).
pub static ATOMIC_PSQT: Psqt = build(&atomic::TUNED);

/// The table of a weight set, at compile time.
pub const fn build(w: &[Pair; NUM_PARAMS]) -> Psqt {
    let mut t = [[[Pair::new(0, 0); 64]; 6]; 2];
    let mut role = 0;
    while role < 6 {
        let mut sq = 0;
        while sq < 64 {
            let white = w[PST + role * 64 + sq];
            let material = w[MATERIAL + role];
            t[0][role][sq] = Pair::new(material.mg + white.mg, material.eg + white.eg);
            // Black's square seen from Black's side: the vertical mirror.
            let black = w[PST + role * 64 + (sq ^ 56)];
            t[1][role][sq] = Pair::new(-(material.mg + black.mg), -(material.eg + black.eg));
            sq += 1;
        }
        role += 1;
    }
    t
}

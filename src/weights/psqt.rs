//! The material and piece-square part of the evaluation as one table per piece and square,
//! signed for White's view. The position keeps the sum of its pieces' entries up to date as
//! pieces are put and removed (`Position::psq`), so the evaluation does not recount them.

use super::params::{MATERIAL, NUM_PARAMS, PST};
use super::Pair;

/// `[color][role][square]`: material plus piece-square weight, negated for Black.
pub type Psqt = [[[Pair; 64]; 6]; 2];

/// The table of a weight set, at compile time.
pub const fn build(w: &[Pair; NUM_PARAMS]) -> Psqt {
    let mut t = [[[Pair::new(0, 0); 64]; 6]; 2];
    let mut role = 0;
    while role < 6 {
        let mut sq = 0;
        while sq < 64 {
            let white = w[PST.at([role, sq])];
            let material = w[MATERIAL.at([role])];
            t[0][role][sq] = Pair::new(material.mg + white.mg, material.eg + white.eg);
            // Black's square seen from Black's side: the vertical mirror.
            let black = w[PST.at([role, sq ^ 56])];
            t[1][role][sq] = Pair::new(-(material.mg + black.mg), -(material.eg + black.eg));
            sq += 1;
        }
        role += 1;
    }
    t
}

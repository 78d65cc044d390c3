//! The evaluation's numbers, below the position: the tapered score type (`Pair`), the layout of
//! the weights (`params`, declared as rows with `layout`), the weight sets in use (`fitted.rs`
//! for chess, `variant_chess.rs` for the variants built on the chess terms, one file per variant
//! fitted on its own games, all written by `ferrum tune`, each listing its weights by term name)
//! and the material + piece-square tables built from them (`psqt`), which the position keeps
//! summed as pieces come and go. The evaluation itself (`eval`) sits above the position; each
//! variant names its weight set (`eval::VariantEval::WEIGHTS`), so nothing here knows the variants.

mod atomic;
mod crazyhouse;
mod fitted;
mod horde;
mod king_of_the_hill;
pub mod layout;
pub mod params;
pub mod psqt;
mod racing_kings;
mod variant_chess;

use params::NUM_PARAMS;

/// The chess evaluation weights (`fitted.rs`, written by `ferrum tune`), the default of every
/// variant (chess and Chess960 use them).
pub static WEIGHTS: [Pair; NUM_PARAMS] = fitted::TUNED;

/// The chess weights the variants were fitted and measured over (`variant_chess.rs`): king of
/// three-check as `THREE_CHECK`, and the variants' own sets lay
/// theirs over them.
pub static VARIANT_CHESS: [Pair; NUM_PARAMS] = variant_chess::TUNED;

/// Crazyhouse's weights, fitted on crazyhouse games (`crazyhouse.rs`, `ferrum tune --variant
/// crazyhouse`). The king's safety stays tapered: at its middlegame weight in every phase (as
/// Fairy-Stockfish has it in drop games) it scored -63 ± 70 Elo over 100 self-play games.
pub static CRAZYHOUSE: [Pair; NUM_PARAMS] = crazyhouse::TUNED;

/// Horde's weights, fitted on its positions (`horde.rs`).
pub static HORDE: [Pair; NUM_PARAMS] = horde::TUNED;

/// King of the hill's weights, fitted on its positions (`king_of_the_hill.rs`).
pub static KING_OF_THE_HILL: [Pair; NUM_PARAMS] = king_of_the_hill::TUNED;

/// Racing kings' weights, fitted on racing kings games (`racing_kings.rs`).
pub static RACING_KINGS: [Pair; NUM_PARAMS] = racing_kings::TUNED;

/// Atomic's weights, fitted on atomic games (`atomic.rs`).
pub static ATOMIC: [Pair; NUM_PARAMS] = atomic::TUNED;

/// Three-check's weights: the chess weights with the king's safety at its middlegame weight in
/// the endgame too, since every check spends one of the three the king can afford whatever
/// material is left. Counted four times it won at time odds while three-check's own terms were
/// small; fitted with those terms to Fairy-Stockfish's scores (`variant/three_check.rs`), the
/// loss grows with the weight (round 1: 0.0806 at 100%, 0.0818 at 200%, 0.0859 at 400%).
pub static THREE_CHECK: [Pair; NUM_PARAMS] =
    king_weighted(&variant_chess::TUNED, THREE_CHECK_KING_PERCENT);
const THREE_CHECK_KING_PERCENT: i32 = 100;

/// `chess` with the king-safety weights (the rows marked `king_safety()`: shelter, attacks on
/// the king, checks next move, weak ring squares, the danger buckets, defenders) and the king
/// files set to `percent`% of their middlegame value in both phases: the variants where the
/// king is hunted whatever material is left.
const fn king_weighted(chess: &[Pair; NUM_PARAMS], percent: i32) -> [Pair; NUM_PARAMS] {
    let mut w = *chess;
    let mut i = 0;
    while i < NUM_PARAMS {
        if params::is_king_safety(i) || params::is_king_file(i) {
            let v = chess[i].mg * percent / 100;
            w[i] = Pair::new(v, v);
        }
        i += 1;
    }
    w
}

/// A middlegame/endgame pair, interpolated by game phase.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Pair {
    pub mg: i32,
    pub eg: i32,
}

impl Pair {
    pub const fn new(mg: i32, eg: i32) -> Pair {
        Pair { mg, eg }
    }
}

impl std::ops::Add for Pair {
    type Output = Pair;
    fn add(self, o: Pair) -> Pair {
        Pair::new(self.mg + o.mg, self.eg + o.eg)
    }
}
impl std::ops::Sub for Pair {
    type Output = Pair;
    fn sub(self, o: Pair) -> Pair {
        Pair::new(self.mg - o.mg, self.eg - o.eg)
    }
}
impl std::ops::AddAssign for Pair {
    #[inline]
    fn add_assign(&mut self, o: Pair) {
        self.mg += o.mg;
        self.eg += o.eg;
    }
}
impl std::ops::SubAssign for Pair {
    #[inline]
    fn sub_assign(&mut self, o: Pair) {
        self.mg -= o.mg;
        self.eg -= o.eg;
    }
}
impl std::ops::Mul<i32> for Pair {
    type Output = Pair;
    fn mul(self, k: i32) -> Pair {
        Pair::new(self.mg * k, self.eg * k)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `king_weighted` moves the king rows alone: every other weight of three-check's set is
    /// the chess set's, and each king row holds its middlegame value in both phases.
    #[test]
    fn king_weighting_touches_only_the_king_rows() {
        let mut king_rows = 0;
        for i in 0..NUM_PARAMS {
            if params::is_king_safety(i) || params::is_king_file(i) {
                king_rows += 1;
                assert_eq!(THREE_CHECK[i].mg, THREE_CHECK[i].eg, "{i}");
                assert_eq!(THREE_CHECK[i].mg, VARIANT_CHESS[i].mg, "{i}");
            } else {
                assert_eq!(THREE_CHECK[i], VARIANT_CHESS[i], "{i}");
            }
        }
        assert!(king_rows > 100, "{king_rows}");
    }
}

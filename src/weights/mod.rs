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
mod three_check;
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

/// Three-check's weights, fitted on its positions with its own terms (`three_check.rs`).
pub static THREE_CHECK: [Pair; NUM_PARAMS] = three_check::TUNED;

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

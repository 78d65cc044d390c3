//! The evaluation's numbers, below the position: the tapered score type (`Pair`), the layout of
//! the weights (`params`, declared as rows with `layout`), the weight sets in use (`fitted.rs`
//! for chess, `variant_chess.rs` for the variants built on the chess terms, one file per variant
//! fitted on its own games, all written by `ferrum tune`, each listing its weights by term name)
//! and the material + piece-square tables built from them (`psqt`), which the position keeps
//! summed as pieces come and go. The evaluation itself (`eval`) sits above the position; the
//! position and the evaluation both take a variant's set from `for_variant`.

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

use crate::core::VariantKind;
use params::NUM_PARAMS;
use psqt::Psqt;

/// One variant's weights: those its evaluation reads and the table its position sums.
pub struct WeightSet {
    /// The chess terms' weights (the rows of `params::TERMS`).
    pub chess: [Pair; NUM_PARAMS],
    /// Their material and piece-square part, per colour, role and square, as the position
    /// keeps it summed (`psqt::build` of `chess`).
    pub psqt: Psqt,
}

impl WeightSet {
    const fn new(chess: [Pair; NUM_PARAMS]) -> WeightSet {
        WeightSet {
            psqt: psqt::build(&chess),
            chess,
        }
    }
}

/// The weight set of every variant: each one's own, fitted on its games (`ferrum tune
/// --variant`), or the one it shares. A `const fn`, so that a variant's compiled evaluation
/// and make read their set as a constant.
pub const fn for_variant(kind: VariantKind) -> &'static WeightSet {
    match kind {
        // The antichess family's evaluation is its own terms alone; its positions sum the
        // chess table, which nothing reads.
        VariantKind::Standard
        | VariantKind::Antichess
        | VariantKind::Giveaway
        | VariantKind::Suicide => &CHESS,
        VariantKind::Atomic => &ATOMIC,
        VariantKind::KingOfTheHill => &KING_OF_THE_HILL,
        VariantKind::RacingKings => &RACING_KINGS,
        VariantKind::Horde => &HORDE,
        VariantKind::ThreeCheck => &THREE_CHECK,
        VariantKind::Crazyhouse => &CRAZYHOUSE,
    }
}

static CHESS: WeightSet = WeightSet::new(fitted::TUNED);
static ATOMIC: WeightSet = WeightSet::new(atomic::TUNED);
static KING_OF_THE_HILL: WeightSet = WeightSet::new(king_of_the_hill::TUNED);
static RACING_KINGS: WeightSet = WeightSet::new(racing_kings::TUNED);
static HORDE: WeightSet = WeightSet::new(horde::TUNED);
static THREE_CHECK: WeightSet = WeightSet::new(three_check::TUNED);
static CRAZYHOUSE: WeightSet = WeightSet::new(crazyhouse::TUNED);

/// The chess weights the variants were fitted and measured over (`variant_chess.rs`): the base
/// every variant's own set is laid over.
pub const VARIANT_CHESS: [Pair; NUM_PARAMS] = variant_chess::TUNED;

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

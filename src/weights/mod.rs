//! The evaluation's numbers, below the position: the tapered score type (`Pair`), the layout of
//! the weights (`params`, declared as rows with `layout`), the weight set of every variant
//! (`for_variant`: one match on `VariantKind`, each set a file of `sets/` written by `ferrum
//! tune`, in the form `set` reads) and the material + piece-square table built from a set
//! (`psqt`), which the position keeps summed as pieces come and go. The evaluation itself
//! (`eval`) sits above the position; the position and the evaluation both take a variant's set
//! from `for_variant`, as the search takes its parameters from `search::params::for_variant`.

pub mod layout;
pub mod params;
pub mod psqt;
#[macro_use]
pub mod set;

use crate::core::VariantKind;
use set::WeightSet;

/// A weight file of `sets/` (`set::WeightSet`), in a static of its own.
macro_rules! set {
    ($file:literal) => {{
        static SET: WeightSet = include!($file).in_file($file);
        &SET
    }};
}

/// The weight set of every variant: its own, fitted on its games (`ferrum tune --variant`),
/// each a file of `sets/`. A `const fn`, so that a variant's compiled evaluation and make read
/// their set as a constant.
pub const fn for_variant(kind: VariantKind) -> &'static WeightSet {
    match kind {
        VariantKind::Standard => set!("sets/chess.rs"),
        // One evaluation for the three, its own rows alone.
        VariantKind::Antichess | VariantKind::Giveaway | VariantKind::Suicide => {
            set!("sets/antichess.rs")
        }
        VariantKind::Atomic => set!("sets/atomic.rs"),
        VariantKind::KingOfTheHill => set!("sets/king_of_the_hill.rs"),
        VariantKind::RacingKings => set!("sets/racing_kings.rs"),
        VariantKind::Horde => set!("sets/horde.rs"),
        VariantKind::ThreeCheck => set!("sets/three_check.rs"),
        VariantKind::Crazyhouse => set!("sets/crazyhouse.rs"),
    }
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

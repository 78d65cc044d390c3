//! The evaluation's numbers, below the position: the tapered score type (`Pair`), the layout of
//! the weights (`params`), the weights in use (`fitted.rs`, written by `ferrum tune`) and the
//! material + piece-square table built from them (`psqt`), which the position keeps summed as
//! pieces come and go. The evaluation itself (`eval`) sits above the position.

mod fitted;
pub mod params;
pub mod psqt;

use params::NUM_PARAMS;

/// The evaluation weights in use (`fitted.rs`, written by `ferrum tune`).
pub static WEIGHTS: [Pair; NUM_PARAMS] = fitted::TUNED;

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

//! A variant's weight set and the form of its file. The fitted sets are data, one file each in
//! `sets/` (written by `ferrum tune --out`), each a `weight_set!` expression that `for_variant`
//! includes: its base, its chess terms by name and its own rows by name, each row a nested
//! array of the row's shape (a piece-square table as boards, eight squares a line).
//!
//! ```text
//! weight_set! {
//!     over: variant_chess,
//!     chess: {
//!         material: [(  70,  101), ( 395,  317), ...],
//!         shelter_file: [[[( -3, 0), ...], ...], ...],
//!         isolated: (-10, -12),
//!     },
//!     own: {
//!         in_hand: [175, 405, 362, 488, 708],
//!     },
//! }
//! ```

use super::layout::{assemble, Named};
use super::params::{initial_weights, NUM_PARAMS, TERMS};
use super::psqt::{self, Psqt};
use super::Pair;

/// One variant's weights: those its evaluation reads and the table its position sums.
pub struct WeightSet {
    /// The chess terms' weights (the rows of `params::TERMS`).
    pub chess: [Pair; NUM_PARAMS],
    /// Their material and piece-square part, per colour, role and square, as the position
    /// keeps it summed (`psqt::build` of `chess`).
    pub psqt: Psqt,
    /// The weights of the variant's own rows, by name, untapered: its evaluation lays them
    /// over its own layout (`eval::VariantEval::OWN_LAYOUT`).
    pub own: &'static [Named],
    /// Its file, under `src/weights/` (`sets/horde.rs`).
    pub file: &'static str,
}

impl WeightSet {
    /// A weight file's set: its chess entries by name over `base` (`layout::assemble`: a row
    /// the file lacks keeps the base's weights), and its own entries.
    pub const fn new(base: Base, chess: &[Named], own: &'static [Named]) -> WeightSet {
        let chess = assemble(TERMS, base.weights(), chess);
        WeightSet {
            psqt: psqt::build(&chess),
            chess,
            own,
            file: "",
        }
    }

    /// The set, read from `file` (`sets/horde.rs`).
    pub const fn in_file(mut self, file: &'static str) -> WeightSet {
        self.file = file;
        self
    }
}

/// What a weight file's chess entries are laid over (its `over:`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Base {
    /// The hand-set starting weights (`params::initial_weights`): the chess sets.
    Initial,
    /// Chess's fitted set: the antichess family's, which does not read it.
    Chess,
    /// The chess set the variants were fitted and measured over (`VARIANT_CHESS`).
    VariantChess,
}

impl Base {
    pub const ALL: [Base; 3] = [Base::Initial, Base::Chess, Base::VariantChess];

    /// The name a weight file gives it (`over: variant_chess`).
    pub const fn name(self) -> &'static str {
        match self {
            Base::Initial => "initial",
            Base::Chess => "chess",
            Base::VariantChess => "variant_chess",
        }
    }

    pub const fn weights(self) -> [Pair; NUM_PARAMS] {
        match self {
            Base::Initial => initial_weights(),
            Base::Chess => super::for_variant(crate::core::VariantKind::Standard).chess,
            Base::VariantChess => VARIANT_CHESS.chess,
        }
    }
}

/// A weight file's pair `(mg, eg)`.
pub const fn pair((mg, eg): (i32, i32)) -> Pair {
    Pair::new(mg, eg)
}

/// A weight file's set (module doc): `weight_set! { over: BASE, chess: { .. }, own: { .. } }`.
macro_rules! weight_set {
    (over: $base:ident, chess: { $($name:ident: $w:tt),* $(,)? },
     own: { $($own:tt)* } $(,)?) => {{
        const CHESS: &[$crate::weights::layout::Named] =
            &[$((stringify!($name), &pairs!($w))),*];
        const OWN: &[$crate::weights::layout::Named] = own_rows!([] $($own)*);
        $crate::weights::set::WeightSet::new(base!($base), CHESS, OWN)
    }};
}

/// The own section's rows, one at a time (a negative number alone is two tokens).
macro_rules! own_rows {
    ([$($done:tt)*]) => {
        &[$($done)*]
    };
    ([$($done:tt)*] $name:ident: - $v:literal, $($rest:tt)*) => {
        own_rows!([$($done)* (stringify!($name), &[$crate::weights::Pair::new(-$v, -$v)]),]
            $($rest)*)
    };
    ([$($done:tt)*] $name:ident: $v:tt, $($rest:tt)*) => {
        own_rows!([$($done)* (stringify!($name), &untapered!($v)),] $($rest)*)
    };
}

/// The `Base` a weight file names.
macro_rules! base {
    (initial) => {
        $crate::weights::set::Base::Initial
    };
    (chess) => {
        $crate::weights::set::Base::Chess
    };
    (variant_chess) => {
        $crate::weights::set::Base::VariantChess
    };
}

/// A row's `(mg, eg)` pairs, nested up to three deep, as one flat array in index order.
macro_rules! pairs {
    ([$([$([$($p:tt),* $(,)?]),* $(,)?]),* $(,)?]) => {
        [$($($($crate::weights::set::pair($p)),*),*),*]
    };
    ([$([$($p:tt),* $(,)?]),* $(,)?]) => {
        [$($($crate::weights::set::pair($p)),*),*]
    };
    ([$($p:tt),* $(,)?]) => {
        [$($crate::weights::set::pair($p)),*]
    };
    ($p:tt) => {
        [$crate::weights::set::pair($p)]
    };
}

/// An own row's untapered weights (one number for both halves), nested up to two deep.
macro_rules! untapered {
    ([$([$($v:literal),* $(,)?]),* $(,)?]) => {
        [$($($crate::weights::Pair::new($v, $v)),*),*]
    };
    ([$($v:literal),* $(,)?]) => {
        [$($crate::weights::Pair::new($v, $v)),*]
    };
    ($v:literal) => {
        [$crate::weights::Pair::new($v, $v)]
    };
}

/// The chess set the variants were fitted and measured over (`sets/variant_chess.rs`): the
/// base each variant's own set is laid over.
pub static VARIANT_CHESS: WeightSet =
    include!("sets/variant_chess.rs").in_file("sets/variant_chess.rs");

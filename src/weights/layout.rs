//! How an evaluation's weights are laid out, declared once: each term is a row (name, shape,
//! breakdown group, flags), and `layout!` turns a list of rows into one constant per row (its
//! place and shape: `ROW.at([i, j])` is the index of one weight, checked against the shape),
//! the table the tuner and the `eval` breakdown read, and the parameter count. Weight files
//! list their weights by term name (`assemble`), so a term added to or removed from a layout
//! never breaks a fitted set: the set keeps what it has, the new term takes its base value
//! until the next fit.

use super::Pair;

/// Which measurement build (`--features ablate-eval-<name>`) leaves a term out of the engine's
/// evaluation.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Ablation {
    Never,
    Mobility,
    Passed,
    Pawns,
    BishopPair,
    RookFiles,
    KingSafety,
    Threats,
}

impl Ablation {
    /// Is this term's feature switched off in this build?
    pub const fn is_active(self) -> bool {
        match self {
            Ablation::Never => false,
            Ablation::Mobility => cfg!(feature = "ablate-eval-mobility"),
            Ablation::Passed => cfg!(feature = "ablate-eval-passed"),
            Ablation::Pawns => cfg!(feature = "ablate-eval-pawns"),
            Ablation::BishopPair => cfg!(feature = "ablate-eval-bishop-pair"),
            Ablation::RookFiles => cfg!(feature = "ablate-eval-rook-files"),
            Ablation::KingSafety => cfg!(feature = "ablate-eval-king-safety"),
            Ablation::Threats => cfg!(feature = "ablate-eval-threats"),
        }
    }
}

/// One evaluation term: `size` consecutive weights from `start`, laid out as `shape`.
#[derive(Copy, Clone, Debug)]
pub struct Term {
    /// The name weight files and the tuner use (snake_case, unique in its layout).
    pub name: &'static str,
    /// The group the `eval` breakdown sums it into.
    pub group: &'static str,
    pub start: usize,
    /// The weights' dimensions, outermost first (`[6, 64]`: by role, then by square); no
    /// dimension is one weight. The weights follow each other in that order, the last
    /// dimension fastest, and weight files write them as nested arrays of that shape.
    pub shape: &'static [usize],
    /// The number of weights: the product of the shape.
    pub size: usize,
    /// Part of the king's safety: weighted as a whole where a variant needs it (three-check)
    /// and switched off by the king-safety ablation build.
    pub king_safety: bool,
    /// Fitted in the endgame half only, the middlegame weight held at zero.
    pub endgame_only: bool,
    /// Fitted in the middlegame half only, the endgame weight held at zero.
    pub middlegame_only: bool,
    /// Kept non-decreasing along its last dimension by `tune --monotone`: more of the feature
    /// is never worth less.
    pub monotone: bool,
    /// Held by a zero-centred prior (`tune --prior`) where the fit starts rather than at zero.
    pub prior_at_start: bool,
    pub ablation: Ablation,
}

/// A row of a layout: weights of `shape` named `name`, summed into `group` by the breakdown.
pub const fn term(name: &'static str, shape: &'static [usize], group: &'static str) -> Term {
    let mut size = 1;
    let mut d = 0;
    while d < shape.len() {
        size *= shape[d];
        d += 1;
    }
    Term {
        name,
        group,
        start: 0,
        shape,
        size,
        king_safety: false,
        endgame_only: false,
        middlegame_only: false,
        monotone: false,
        prior_at_start: false,
        ablation: Ablation::Never,
    }
}

impl Term {
    /// The term is part of the king's safety (and the king-safety ablation takes it out).
    pub const fn king_safety(mut self) -> Term {
        self.king_safety = true;
        self.ablation = Ablation::KingSafety;
        self
    }
    pub const fn endgame_only(mut self) -> Term {
        self.endgame_only = true;
        self
    }
    pub const fn middlegame_only(mut self) -> Term {
        self.middlegame_only = true;
        self
    }
    /// More of the feature is never worth less: `tune --monotone` keeps the row's weights
    /// non-decreasing along its last dimension.
    pub const fn monotone(mut self) -> Term {
        self.monotone = true;
        self
    }
    /// A zero-centred prior holds the row where the fit starts (material: no piece is worth
    /// nothing).
    pub const fn prior_at_start(mut self) -> Term {
        self.prior_at_start = true;
        self
    }
    pub const fn ablation(mut self, ablation: Ablation) -> Term {
        self.ablation = ablation;
        self
    }
    /// The row placed at `start` (the layout macro places each row after the one before).
    pub const fn placed(mut self, start: usize) -> Term {
        self.start = start;
        self
    }
    pub const fn end(&self) -> usize {
        self.start + self.size
    }
    /// The row's weights.
    pub const fn range(&self) -> std::ops::Range<usize> {
        self.start..self.end()
    }
    pub const fn contains(&self, index: usize) -> bool {
        index >= self.start && index < self.end()
    }

    /// The index of the weight at `coordinates`, one per dimension, outermost first
    /// (`SHELTER_FILE.at([own, edge, distance])`; `[]` for a row of one weight). Checked: a
    /// wrong number of coordinates panics (a constant's fails the build); a coordinate past
    /// its dimension panics in debug builds and the constants they build (the tests, `cargo
    /// check`) instead of reading a weight of the next row. Release builds leave that check
    /// out: the evaluation calls this for every feature of every node, and the checks cost
    /// 2.9% of `bench 8`'s instructions (callgrind).
    #[inline(always)]
    pub const fn at<const N: usize>(&self, coordinates: [usize; N]) -> usize {
        assert!(N == self.shape.len(), "one coordinate per dimension");
        let mut flat = 0;
        let mut d = 0;
        while d < N {
            debug_assert!(
                coordinates[d] < self.shape[d],
                "a coordinate past its dimension"
            );
            flat = flat * self.shape[d] + coordinates[d];
            d += 1;
        }
        self.start + flat
    }

    /// The coordinates of weight `index` of the row (`at`'s inverse), outermost first.
    pub fn coordinates(&self, index: usize) -> Vec<usize> {
        let mut rest = index - self.start;
        let mut out = vec![0; self.shape.len()];
        for (c, &dim) in out.iter_mut().zip(self.shape).rev() {
            *c = rest % dim;
            rest /= dim;
        }
        out
    }

    /// The runs of the last dimension (`shape`'s last): what `monotone` keeps non-decreasing,
    /// each one range of weights. A row of one weight has none.
    pub fn last_dimension_runs(&self) -> Vec<std::ops::Range<usize>> {
        match self.shape.last() {
            None => Vec::new(),
            Some(&len) => (self.start..self.end())
                .step_by(len.max(1))
                .map(|s| s..s + len)
                .collect(),
        }
    }
}

/// Declares a layout: `layout! { pub TABLE, COUNT; NAME = term(...), ... }` makes one
/// `pub const NAME: Term` per row, placed after the row before (`NAME.at([..])` is one of its
/// weights), the table of rows (`TABLE`) and the number of weights (`COUNT`).
#[macro_export]
macro_rules! layout {
    ($(#[$table_meta:meta])* $vis:vis $table:ident, $count:ident;
     $($(#[$meta:meta])* $index:ident = $row:expr),+ $(,)?) => {
        $crate::layout!(@rows 0usize; $($(#[$meta])* $index = $row),+);
        $(#[$table_meta])*
        $vis const $table: &[$crate::weights::layout::Term] = &[$($index),+];
        /// The number of weights of the layout.
        $vis const $count: usize = $crate::weights::layout::count($table);
    };
    (@rows $at:expr; $(#[$meta:meta])* $index:ident = $row:expr
     $(, $(#[$rest_meta:meta])* $rest_index:ident = $rest_row:expr)*) => {
        $(#[$meta])*
        pub const $index: $crate::weights::layout::Term = $row.placed($at);
        $crate::layout!(@rows $index.end(); $($(#[$rest_meta])* $rest_index = $rest_row),*);
    };
    (@rows $at:expr;) => {};
}

/// The number of weights of a layout's rows.
pub const fn count(terms: &[Term]) -> usize {
    let mut n = 0;
    let mut i = 0;
    while i < terms.len() {
        n += terms[i].size;
        i += 1;
    }
    n
}

/// The row holding weight `index`, if any.
pub const fn term_of(terms: &'static [Term], index: usize) -> Option<&'static Term> {
    let mut i = 0;
    while i < terms.len() {
        if terms[i].contains(index) {
            return Some(&terms[i]);
        }
        i += 1;
    }
    None
}

/// A weight's readable name: the term's, then its coordinates (`shelter_file[1][2][0]`;
/// `space` for a term of one weight).
pub fn weight_name(terms: &'static [Term], index: usize) -> String {
    match term_of(terms, index) {
        Some(t) => t
            .coordinates(index)
            .iter()
            .fold(t.name.to_string(), |name, c| format!("{name}[{c}]")),
        None => format!("param[{index}]"),
    }
}

/// A group of the `eval` breakdown: its name and the weights of its rows, `start..end`.
pub type Group = (&'static str, usize, usize);

/// The number of groups of a layout's rows.
pub const fn group_count(terms: &[Term]) -> usize {
    let mut n = 0;
    let mut i = 0;
    while i < terms.len() {
        if i == 0 || !same_name(terms[i - 1].group, terms[i].group) {
            n += 1;
        }
        i += 1;
    }
    n
}

/// The groups of a layout's rows in order (`N` from `group_count`). A group's rows follow each
/// other, so that it is one range of weights: the build fails otherwise.
pub const fn groups<const N: usize>(terms: &[Term]) -> [Group; N] {
    let mut out: [Group; N] = [("", 0, 0); N];
    let mut n = 0;
    let mut i = 0;
    while i < terms.len() {
        let row = &terms[i];
        if i > 0 && same_name(terms[i - 1].group, row.group) {
            out[n - 1].2 = row.end();
        } else {
            let mut k = 0;
            while k < n {
                assert!(
                    !same_name(out[k].0, row.group),
                    "the rows of a group follow each other"
                );
                k += 1;
            }
            out[n] = (row.group, row.start, row.end());
            n += 1;
        }
        i += 1;
    }
    assert!(n == N, "N is the layout's group_count");
    out
}

/// Which weights of a layout this build's ablation features leave out (all false in a normal
/// build).
pub const fn ablated_weights<const N: usize>(terms: &[Term]) -> [bool; N] {
    let mut out = [false; N];
    let mut i = 0;
    while i < terms.len() {
        if terms[i].ablation.is_active() {
            let mut k = terms[i].start;
            while k < terms[i].end() {
                out[k] = true;
                k += 1;
            }
        }
        i += 1;
    }
    out
}

/// A weight file's entry: a term's name and its weights.
pub type Named = (&'static str, &'static [Pair]);

const fn same_name(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// The weights of `terms` from a weight file's named entries over `base`: an entry whose name
/// and size match a row replaces that row's weights; a row without one keeps `base` (a term
/// added since the fit), and an entry without a row is left out (a term since removed).
pub const fn assemble<const N: usize>(
    terms: &[Term],
    base: [Pair; N],
    named: &[Named],
) -> [Pair; N] {
    let mut w = base;
    let mut e = 0;
    while e < named.len() {
        place(terms, &mut w, named[e].0, named[e].1);
        e += 1;
    }
    w
}

/// Puts one named entry's weights into `w` (as `assemble` does); false when no row of that name
/// and size takes them.
pub const fn place(terms: &[Term], w: &mut [Pair], name: &str, weights: &[Pair]) -> bool {
    let mut t = 0;
    while t < terms.len() {
        let row = terms[t];
        if same_name(row.name, name) && row.size == weights.len() && row.end() <= w.len() {
            let mut k = 0;
            while k < row.size {
                w[row.start + k] = weights[k];
                k += 1;
            }
            return true;
        }
        t += 1;
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    crate::layout! {
        ROWS, COUNT;
        FIRST = term("first", &[3], "a"),
        SECOND = term("second", &[], "a").king_safety(),
        THIRD = term("third", &[2], "b").monotone(),
        FOURTH = term("fourth", &[2, 3], "b"),
    }

    #[test]
    fn rows_follow_each_other() {
        let starts = [FIRST.start, SECOND.start, THIRD.start, FOURTH.start];
        assert_eq!((starts, COUNT), ([0, 3, 4, 6], 12));
        assert_eq!(ROWS[2].start, 4);
        assert!(ROWS[1].king_safety && ROWS[1].ablation == Ablation::KingSafety);
        assert_eq!(weight_name(ROWS, 2), "first[2]");
        assert_eq!(weight_name(ROWS, 3), "second");
        assert_eq!(weight_name(ROWS, 10), "fourth[1][1]");
        assert_eq!(weight_name(ROWS, 12), "param[12]");
        const GROUPS: [Group; group_count(ROWS)] = groups(ROWS);
        assert_eq!(GROUPS, [("a", 0, 4), ("b", 4, 12)]);
        assert_eq!(
            ablated_weights::<COUNT>(ROWS),
            [false; COUNT],
            "a normal build"
        );
    }

    /// A weight's index follows the shape, the last coordinate fastest; `coordinates` reads
    /// it back, and the monotone runs are the last dimension's.
    #[test]
    fn rows_are_read_by_their_coordinates() {
        assert_eq!(SECOND.at([]), 3);
        assert_eq!(FIRST.at([2]), 2);
        assert_eq!(FOURTH.at([0, 0]), 6);
        assert_eq!(FOURTH.at([1, 2]), 11);
        for i in FOURTH.range() {
            let c = FOURTH.coordinates(i);
            assert_eq!(FOURTH.at([c[0], c[1]]), i);
        }
        assert_eq!(FOURTH.last_dimension_runs(), [6..9, 9..12]);
        assert_eq!(THIRD.last_dimension_runs(), vec![THIRD.range()]);
        assert!(SECOND.last_dimension_runs().is_empty());
    }

    /// A coordinate past its dimension is refused, not read from the next row (`FOURTH.at([0,
    /// 3])` would be weight 9, `[1][0]`): in debug builds, where the check is.
    #[test]
    #[cfg(debug_assertions)]
    #[should_panic(expected = "a coordinate past its dimension")]
    fn a_coordinate_past_its_dimension_panics() {
        let column = std::hint::black_box(3);
        FOURTH.at([0, column]);
    }

    /// A coordinate too few is refused.
    #[test]
    #[should_panic(expected = "one coordinate per dimension")]
    fn a_missing_coordinate_panics() {
        FOURTH.at([std::hint::black_box(1)]);
    }

    #[test]
    fn weights_are_matched_by_name_and_size() {
        let base = [Pair::new(7, 7); COUNT];
        const NAMED: &[Named] = &[
            ("third", &[Pair::new(1, 2), Pair::new(3, 4)]),
            ("gone", &[Pair::new(9, 9)]),
            ("first", &[Pair::new(5, 5)]), // resized since: keeps the base
        ];
        let w = assemble(ROWS, base, NAMED);
        assert_eq!(w[THIRD.at([0])], Pair::new(1, 2));
        assert_eq!(w[5], Pair::new(3, 4));
        assert_eq!(w[0], Pair::new(7, 7));
        assert_eq!(w[3], Pair::new(7, 7));
    }
}

//! Fitting the evaluation's weights to labelled positions (`ferrum tune`): a layer above the
//! evaluation, which it reads (its terms' trace is a sample's features) and never changes.
//! Each file is one concept, in the order a fit takes them:
//!
//! - `line` and `dataset`: the data, text lines and binary records;
//! - `sample`: a position as the fit sees it, its features and its evaluation at any weights;
//! - `danger`: the danger units' smooth bucket, through which they are fitted;
//! - `loss`: the mean squared error and its gradient, in parallel;
//! - `scale`: the evaluation's `K`, the labels' `S` and the blended targets;
//! - `prior`, `monotone`, `stopping`: what keeps a fit honest beyond its data;
//! - `adam` and `tune`: the optimiser and the fit itself;
//! - `emit`: the weight files a fit writes and reads back.

pub mod adam;
pub mod danger;
pub mod dataset;
pub mod emit;
pub mod line;
pub mod loss;
pub mod monotone;
pub mod prior;
pub mod sample;
pub mod scale;
pub mod stopping;
pub mod tune;

/// What the tests of several files share.
#[cfg(test)]
pub(crate) mod testing {
    use crate::core::VariantKind;
    use crate::position::{CastlingMode, Position};
    use crate::weights::params::{COMPLEXITY, NUM_PARAMS};
    use crate::weights::Pair;

    /// The chess weights in use.
    pub(crate) const WEIGHTS: [Pair; NUM_PARAMS] =
        crate::weights::for_variant(VariantKind::Standard).chess;

    /// Positions of `tests/data/random_games.txt`, every `step`-th up to `count`, with
    /// results cycling through 1, 0.5 and 0.
    pub(crate) fn random_positions(step: usize, count: usize) -> Vec<(Position, f64)> {
        let text = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/data/random_games.txt"
        ))
        .unwrap();
        text.lines()
            .filter(|l| l.starts_with("move "))
            .step_by(step)
            .take(count)
            .enumerate()
            .map(|(i, line)| {
                let fen = line.splitn(4, ' ').nth(3).unwrap();
                let pos = Position::from_fen(fen, CastlingMode::Standard).unwrap();
                (pos, [1.0, 0.5, 0.0][i % 3])
            })
            .collect()
    }

    /// The chess weights with a complexity term set (Ethereal 12's values, near what ferrum's
    /// data fits).
    pub(crate) fn with_complexity() -> [Pair; NUM_PARAMS] {
        let mut weights = WEIGHTS;
        for (j, c) in [8, 82, 76, -157].into_iter().enumerate() {
            weights[COMPLEXITY.at([j])] = Pair::new(0, c);
        }
        weights
    }
}

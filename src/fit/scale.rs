//! Scales: the evaluation's `K` (its win probability is `sigmoid(K * eval / 400)`) and the
//! labels' `S` (a score's is `sigmoid(S * cp / 400)`), each the minimum of a squared error by
//! golden-section search, and the targets blended from scores and results.

use super::loss::{loss, sigmoid};
use super::sample::Sample;

/// The scale `S` of the scores' win probability `sigmoid(S * score / 400)`, fitted as `K` is
/// for the evaluation: the `S` minimising its squared error against the results of the samples
/// `fit_on` marks, so the score part and the result part of a target speak of the same games.
/// Positions from inside a search tree carry the result of the game the tree was searched in,
/// not their own, and are left out by the caller. `None` when no marked sample has a score.
pub fn fit_score_scale(samples: &[Sample], scores: &[Option<i32>], fit_on: &[bool]) -> Option<f64> {
    let scored: Vec<(f64, f64)> = samples
        .iter()
        .zip(scores)
        .zip(fit_on)
        .filter(|(_, &keep)| keep)
        .filter_map(|((x, s), _)| s.map(|cp| (f64::from(cp), x.result)))
        .collect();
    if scored.is_empty() {
        return None;
    }
    let error = |k: f64| {
        scored
            .iter()
            .map(|&(cp, r)| (r - sigmoid(k * cp / 400.0)).powi(2))
            .sum::<f64>()
    };
    Some(golden_section(0.1, 4.0, error))
}

/// Blends each sample's target: `weight` of its score's win probability at `scale`
/// (`fit_score_scale`) and the rest of its game result. Samples without a score keep their
/// result. Training and held-out samples take the same scale, so that both losses measure
/// one target.
pub fn blend_scores(samples: &mut [Sample], scores: &[Option<i32>], weight: f64, scale: f64) {
    let weight = weight.clamp(0.0, 1.0);
    for (x, s) in samples.iter_mut().zip(scores) {
        if let Some(cp) = s {
            x.result = weight * sigmoid(scale * f64::from(*cp) / 400.0) + (1.0 - weight) * x.result;
        }
    }
}

/// The minimum of a unimodal `f` on `a..=b`.
fn golden_section(mut a: f64, mut b: f64, f: impl Fn(f64) -> f64) -> f64 {
    let g = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..40 {
        let c = b - g * (b - a);
        let d = a + g * (b - a);
        if f(c) < f(d) {
            b = d;
        } else {
            a = c;
        }
    }
    (a + b) / 2.0
}

/// The `K` minimising the loss for the given weights (golden-section search on 0.1..=4).
pub fn fit_k(samples: &[Sample], w: &[[f64; 2]], threads: usize) -> f64 {
    golden_section(0.1, 4.0, |k| loss(samples, w, k, threads))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fit::testing::WEIGHTS;
    use crate::position::{CastlingMode, Position};

    /// Scores blended into the targets: the fitted scale makes the scores predict the results
    /// best, weight 1 leaves only the scores' probabilities, and unscored samples keep theirs.
    #[test]
    fn blended_targets_follow_the_scores_on_the_results_scale() {
        let pos: Position = Position::new(CastlingMode::Standard);
        // Results that a scale of 1.5 would predict, from scores of -600..=600.
        let scores: Vec<Option<i32>> = (-60..=60).map(|i| Some(i * 10)).collect();
        let mut samples: Vec<Sample> = scores
            .iter()
            .map(|s| {
                let p = sigmoid(1.5 * f64::from(s.unwrap_or(0)) / 400.0);
                Sample::new(&pos, p, &WEIGHTS)
            })
            .collect();
        let every = vec![true; samples.len()];
        let scale = fit_score_scale(&samples, &scores, &every).expect("scored samples");
        assert!((scale - 1.5).abs() < 1e-3, "{scale}");
        // Positions whose results say nothing of their scores (the search tree's), left out
        // of the fit, leave the scale where the others put it; counted in, they flatten it.
        let mut noisy: Vec<Sample> = (0..samples.len())
            .map(|i| Sample::new(&pos, (i % 2) as f64, &WEIGHTS))
            .collect();
        noisy.extend(scores.iter().map(|s| {
            Sample::new(
                &pos,
                sigmoid(1.5 * f64::from(s.unwrap_or(0)) / 400.0),
                &WEIGHTS,
            )
        }));
        let noisy_scores: Vec<Option<i32>> = scores.iter().chain(&scores).copied().collect();
        let games_only: Vec<bool> = (0..noisy.len()).map(|i| i >= scores.len()).collect();
        let kept = fit_score_scale(&noisy, &noisy_scores, &games_only).expect("scored");
        assert!((kept - 1.5).abs() < 1e-3, "{kept}");
        let flattened = fit_score_scale(&noisy, &noisy_scores, &vec![true; noisy.len()]);
        assert!(flattened.expect("scored") < 1.0, "{flattened:?}");
        blend_scores(&mut samples, &scores, 1.0, scale);
        for (x, s) in samples.iter().zip(&scores) {
            let p = sigmoid(1.5 * f64::from(s.unwrap_or(0)) / 400.0);
            assert!((x.result - p).abs() < 1e-4);
        }
        let mut mixed = vec![
            Sample::new(&pos, 1.0, &WEIGHTS),
            Sample::new(&pos, 0.0, &WEIGHTS),
        ];
        blend_scores(&mut mixed, &[Some(0), None], 0.75, 1.0);
        assert!((mixed[0].result - (0.75 * 0.5 + 0.25)).abs() < 1e-9);
        assert_eq!(mixed[1].result, 0.0);
        assert_eq!(fit_score_scale(&mixed, &[None, None], &[true, true]), None);
        assert_eq!(
            fit_score_scale(&mixed, &[Some(0), None], &[false, true]),
            None
        );
    }
}

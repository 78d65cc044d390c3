//! What the fit minimises and its gradient: the mean squared error between each sample's
//! target and its predicted result, `sigmoid(K * eval / 400)`. Both are summed in parallel
//! over fixed chunks of the samples, in order, so that a fit is reproducible bit for bit for
//! the same data, thread count and settings.

use super::sample::{is_own, Sample};
use crate::weights::params::{
    is_danger_defence, COMPLEXITY, COMPLEXITY_INPUTS, DANGER_UNITS_PER_BUCKET, KING_DANGER_BUCKET,
    KING_DANGER_UNITS,
};

#[inline]
pub(super) fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

fn chunks(n: usize, threads: usize) -> Vec<std::ops::Range<usize>> {
    let size = n.div_ceil(threads.max(1)).max(1);
    (0..n).step_by(size).map(|s| s..(s + size).min(n)).collect()
}

/// Mean squared error of the predictions.
pub fn loss(samples: &[Sample], w: &[[f64; 2]], k: f64, threads: usize) -> f64 {
    let parts: Vec<f64> = std::thread::scope(|s| {
        let handles: Vec<_> = chunks(samples.len(), threads)
            .into_iter()
            .map(|r| {
                s.spawn(move || {
                    samples[r]
                        .iter()
                        .map(|x| {
                            let d = x.result - sigmoid(k * x.eval(w) / 400.0);
                            d * d
                        })
                        .sum::<f64>()
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or(0.0))
            .collect()
    });
    parts.iter().sum::<f64>() / samples.len().max(1) as f64
}

/// The gradient of `loss` in every weight: the chess terms' tapered and scaled by each
/// sample's phase and scale, the own rows' untapered, the complexity term's and the danger
/// units' through their own (non-linear) forms.
pub(super) fn gradient(
    samples: &[Sample],
    w: &[[f64; 2]],
    k: f64,
    threads: usize,
) -> Vec<[f64; 2]> {
    let parts: Vec<Vec<[f64; 2]>> = std::thread::scope(|s| {
        let handles: Vec<_> = chunks(samples.len(), threads)
            .into_iter()
            .map(|r| {
                s.spawn(move || {
                    let mut g = vec![[0.0; 2]; w.len()];
                    for x in &samples[r] {
                        let (eval, sign, clamped) = x.eval_with_complexity(w);
                        let p = sigmoid(k * eval / 400.0);
                        // d/dw of (r - p)^2 = -2 (r - p) p (1 - p) K/400 d(eval)/dw
                        let unscaled = -2.0 * (x.result - p) * p * (1.0 - p) * k / 400.0;
                        let common = unscaled * x.scale;
                        // Where complexity cuts the edge to zero, the endgame weights do not
                        // move the evaluation; elsewhere it adds its own inputs' pull.
                        let through = if clamped { 0.0 } else { 1.0 };
                        for &(i, c) in &x.features {
                            if is_own(i as usize) {
                                // Untapered: one weight, middlegame and endgame alike.
                                g[i as usize][0] += unscaled * c as f64;
                                continue;
                            }
                            g[i as usize][0] += common * c as f64 * x.phase;
                            g[i as usize][1] += common * c as f64 * (1.0 - x.phase) * through;
                        }
                        if !clamped {
                            for j in 0..=COMPLEXITY_INPUTS {
                                g[COMPLEXITY.at([j])][1] +=
                                    common * (1.0 - x.phase) * sign * x.complexity[j];
                            }
                        }
                        let (mg_share, eg_share) = (x.phase, (1.0 - x.phase) * through);
                        for (side, p, half) in x.danger_points(w).into_iter().flatten() {
                            let (lo, hi) =
                                (KING_DANGER_BUCKET.at([p.lo]), KING_DANGER_BUCKET.at([p.hi]));
                            let c = common * side;
                            for (i, share) in [(lo, 1.0 - p.share), (hi, p.share)] {
                                g[i][0] += c * share * mg_share;
                                g[i][1] += c * share * eg_share;
                            }
                            if !p.moving {
                                continue;
                            }
                            // The value's slope in units, through the interpolation.
                            let slope = (mg_share * (w[hi][0] - w[lo][0])
                                + eg_share * (w[hi][1] - w[lo][1]))
                                / f64::from(DANGER_UNITS_PER_BUCKET);
                            let inputs = &x.danger[usize::from(side < 0.0)].counts;
                            for (i, &n) in inputs.iter().enumerate() {
                                let per_unit = if is_danger_defence(i) { -1.0 } else { half };
                                g[KING_DANGER_UNITS.at([i])][0] +=
                                    c * slope * per_unit * f64::from(n);
                            }
                        }
                    }
                    g
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_default())
            .collect()
    });
    let mut total = vec![[0.0; 2]; w.len()];
    for part in parts {
        for (t, p) in total.iter_mut().zip(part) {
            t[0] += p[0];
            t[1] += p[1];
        }
    }
    let n = samples.len().max(1) as f64;
    for t in &mut total {
        t[0] /= n;
        t[1] /= n;
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fit::testing::{random_positions, with_complexity, WEIGHTS};
    use crate::weights::params::{DANGER_INPUTS, MATERIAL, PASSED};

    /// The pawn's endgame value.
    const MATERIAL_PAWN_EG: usize = MATERIAL.at([0]);

    #[test]
    fn complexity_gradient_matches_finite_differences() {
        let weights = with_complexity();
        let samples: Vec<Sample> = random_positions(11, 400)
            .iter()
            .map(|(pos, r)| Sample::new(pos, *r, &weights))
            .collect();
        let w: Vec<[f64; 2]> = weights.iter().map(|p| [p.mg as f64, p.eg as f64]).collect();
        let k = 1.3;
        let analytic = gradient(&samples, &w, k, 2);
        let h = 1e-3;
        // The complexity weights, and endgame weights the clamp holds back in some positions.
        let mut checked = vec![MATERIAL_PAWN_EG, PASSED.at([5])];
        checked.extend(COMPLEXITY.range());
        for i in checked {
            let mut plus = w.clone();
            plus[i][1] += h;
            let mut minus = w.clone();
            minus[i][1] -= h;
            let numeric = (loss(&samples, &plus, k, 1) - loss(&samples, &minus, k, 1)) / (2.0 * h);
            let a = analytic[i][1];
            assert!(
                (a - numeric).abs() <= 1e-6 * numeric.abs().max(1e-9) + 1e-12,
                "weight {i}: analytic {a:e}, numeric {numeric:e}"
            );
            assert!(a != 0.0, "weight {i}");
        }
    }

    #[test]
    fn danger_units_gradient_matches_finite_differences() {
        // Units off the hand-set ones by fractions, so that no attack sits exactly on a
        // bucket's middle or the threshold, where the smooth value has a corner.
        let mut w: Vec<[f64; 2]> = WEIGHTS.iter().map(|p| [p.mg as f64, p.eg as f64]).collect();
        for i in 0..DANGER_INPUTS {
            w[KING_DANGER_UNITS.at([i])][0] = 0.37 * i as f64 - 1.13;
        }
        let samples: Vec<Sample> = random_positions(3, 1500)
            .iter()
            .map(|(pos, r)| {
                let mut sample = Sample::new(pos, *r, &WEIGHTS);
                sample.fit_danger_units();
                sample
            })
            .collect();
        let attacked = samples
            .iter()
            .filter(|x| {
                x.danger_points(&w)
                    .iter()
                    .any(|p| p.is_some_and(|p| p.1.moving))
            })
            .count();
        assert!(
            attacked > 20,
            "{attacked} positions with an attack between buckets"
        );
        let k = 1.3;
        let analytic = gradient(&samples, &w, k, 2);
        let h = 1e-4;
        let mut checked: Vec<(usize, usize)> = (0..DANGER_INPUTS)
            .map(|i| (KING_DANGER_UNITS.at([i]), 0))
            .collect();
        for b in [0, 2, 5] {
            checked.extend([
                (KING_DANGER_BUCKET.at([b]), 0),
                (KING_DANGER_BUCKET.at([b]), 1),
            ]);
        }
        let mut moved = 0;
        for (i, j) in checked {
            let mut plus = w.clone();
            plus[i][j] += h;
            let mut minus = w.clone();
            minus[i][j] -= h;
            let numeric = (loss(&samples, &plus, k, 1) - loss(&samples, &minus, k, 1)) / (2.0 * h);
            let a = analytic[i][j];
            assert!(
                (a - numeric).abs() <= 1e-5 * numeric.abs().max(1e-9) + 1e-12,
                "weight {i}.{j}: analytic {a:e}, numeric {numeric:e}"
            );
            moved += usize::from(a != 0.0);
        }
        assert!(moved >= 19, "{moved} of 21 weights with a gradient");
        // Held whole, as the engine reads them, the buckets give the units no gradient.
        let whole: Vec<Sample> = random_positions(3, 1500)
            .iter()
            .map(|(pos, r)| Sample::new(pos, *r, &WEIGHTS))
            .collect();
        let g = gradient(&whole, &w, k, 2);
        assert!(KING_DANGER_UNITS.range().all(|i| g[i] == [0.0, 0.0]));
    }
}

//! What keeps a fit honest beyond the data's own loss: a prior on every weight worth a fixed
//! number of positions (so a feature seen in a handful of positions stays near its prior
//! while one seen in every position follows its data), monotone shapes where a term's
//! meaning requires them, early stopping on held-out positions, and how often each feature
//! occurs.

/// How often each parameter's feature is non-zero in `features` (one list per position).
pub fn occurrences<'a>(
    parameters: usize,
    features: impl Iterator<Item = &'a [(u16, i16)]>,
) -> Vec<u64> {
    let mut counts = vec![0u64; parameters];
    for position in features {
        for &(i, _) in position {
            counts[i as usize] += 1;
        }
    }
    counts
}

/// An L2 prior on each weight: as if `strength` extra positions, each with the feature once
/// at the logistic's steepest point, said the weight is its prior. The data's pull on a
/// weight grows with the positions showing its feature, so the prior decides a rare
/// feature's weight and hardly moves a common one's.
#[derive(Clone, Debug)]
pub struct Prior {
    pub strength: f64,
    pub values: Vec<[f64; 2]>,
}

impl Prior {
    /// The curvature of one position's squared error in a weight at a prediction of one
    /// half: 2 (σ' K / 400)², with σ' = 1/4.
    fn curvature(k: f64) -> f64 {
        let slope = 0.25 * k / 400.0;
        2.0 * slope * slope
    }

    /// The prior's share of the loss over `positions` positions (mean squared error units).
    pub fn loss(&self, w: &[[f64; 2]], k: f64, positions: usize) -> f64 {
        if self.strength == 0.0 || positions == 0 {
            return 0.0;
        }
        let scale = self.strength * Self::curvature(k) / 2.0 / positions as f64;
        w.iter()
            .zip(&self.values)
            .map(|(w, p)| (w[0] - p[0]).powi(2) + (w[1] - p[1]).powi(2))
            .sum::<f64>()
            * scale
    }

    /// Adds the prior's gradient to `grad`.
    pub fn add_gradient(&self, w: &[[f64; 2]], k: f64, positions: usize, grad: &mut [[f64; 2]]) {
        if self.strength == 0.0 || positions == 0 {
            return;
        }
        let scale = self.strength * Self::curvature(k) / positions as f64;
        for ((g, w), p) in grad.iter_mut().zip(w).zip(&self.values) {
            g[0] += scale * (w[0] - p[0]);
            g[1] += scale * (w[1] - p[1]);
        }
    }
}

/// The nearest non-decreasing sequence to `values` in least squares (pool adjacent violators).
pub fn make_non_decreasing(values: &mut [f64]) {
    // Blocks of pooled values: (mean, length).
    let mut blocks: Vec<(f64, usize)> = Vec::with_capacity(values.len());
    for &v in values.iter() {
        blocks.push((v, 1));
        while blocks.len() >= 2 {
            let (b, nb) = blocks[blocks.len() - 1];
            let (a, na) = blocks[blocks.len() - 2];
            if a <= b {
                break;
            }
            blocks.pop();
            let last = blocks.len() - 1;
            blocks[last] = ((a * na as f64 + b * nb as f64) / (na + nb) as f64, na + nb);
        }
    }
    let mut i = 0;
    for (mean, n) in blocks {
        for v in &mut values[i..i + n] {
            *v = mean;
        }
        i += n;
    }
}

/// Makes weights `range` non-decreasing in both phases.
pub fn project_non_decreasing(w: &mut [[f64; 2]], range: std::ops::Range<usize>) {
    for phase in 0..2 {
        let mut values: Vec<f64> = w[range.clone()].iter().map(|p| p[phase]).collect();
        make_non_decreasing(&mut values);
        for (p, v) in w[range.clone()].iter_mut().zip(values) {
            p[phase] = v;
        }
    }
}

/// Stops a fit when the held-out loss has not improved for `patience` checks in a row, and
/// keeps the weights of the best check.
#[derive(Clone, Debug)]
pub struct EarlyStopping {
    patience: usize,
    since_best: usize,
    pub best_loss: f64,
    pub best_epoch: usize,
    pub best: Option<Vec<[f64; 2]>>,
}

impl EarlyStopping {
    pub fn new(patience: usize) -> EarlyStopping {
        EarlyStopping {
            patience,
            since_best: 0,
            best_loss: f64::INFINITY,
            best_epoch: 0,
            best: None,
        }
    }

    /// Records a check; true when the fit should stop.
    pub fn check(&mut self, epoch: usize, loss: f64, w: &[[f64; 2]]) -> bool {
        if loss < self.best_loss {
            self.best_loss = loss;
            self.best_epoch = epoch;
            self.best = Some(w.to_vec());
            self.since_best = 0;
            false
        } else {
            self.since_best += 1;
            self.since_best >= self.patience
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn occurrences_count_positions_not_counts() {
        let a: Vec<(u16, i16)> = vec![(0, 3), (2, -1)];
        let b: Vec<(u16, i16)> = vec![(2, 5)];
        let counts = occurrences(3, [a.as_slice(), b.as_slice()].into_iter());
        assert_eq!(counts, vec![1, 0, 2]);
    }

    #[test]
    fn prior_gradient_is_the_loss_derivative() {
        let prior = Prior {
            strength: 50.0,
            values: vec![[10.0, -5.0], [0.0, 0.0]],
        };
        let w = vec![[14.0, -2.0], [-3.0, 7.0]];
        let (k, n) = (1.6, 1000);
        let mut grad = vec![[0.0; 2]; 2];
        prior.add_gradient(&w, k, n, &mut grad);
        for i in 0..2 {
            for phase in 0..2 {
                let h = 1e-4;
                let mut up = w.clone();
                up[i][phase] += h;
                let mut down = w.clone();
                down[i][phase] -= h;
                let numeric = (prior.loss(&up, k, n) - prior.loss(&down, k, n)) / (2.0 * h);
                assert!(
                    (numeric - grad[i][phase]).abs() < 1e-12,
                    "{numeric} {grad:?}"
                );
            }
        }
        // At its prior a weight feels no pull, and no strength means no prior.
        let mut grad = vec![[0.0; 2]; 2];
        prior.add_gradient(&prior.values.clone(), k, n, &mut grad);
        assert_eq!(grad, vec![[0.0; 2]; 2]);
        let none = Prior {
            strength: 0.0,
            ..prior
        };
        assert_eq!(none.loss(&w, k, n), 0.0);
    }

    #[test]
    fn a_rare_feature_stays_near_its_prior() {
        // One weight, data saying 100 from `n` positions (quadratic loss around 100 with the
        // same per-position curvature as the prior), prior 0 worth 50 positions: the minimum
        // is 100 n / (n + 50).
        let prior = Prior {
            strength: 50.0,
            values: vec![[0.0, 0.0]],
        };
        let k = 1.0;
        let total = 10_000;
        for (n, want) in [(5.0, 100.0 * 5.0 / 55.0), (5000.0, 100.0 * 5000.0 / 5050.0)] {
            let mut w = vec![[0.0, 0.0]];
            for _ in 0..20_000 {
                let mut grad = vec![[0.0; 2]];
                let c = Prior::curvature(k);
                grad[0][0] = n / total as f64 * c * (w[0][0] - 100.0);
                prior.add_gradient(&w, k, total, &mut grad);
                w[0][0] -= grad[0][0] / (c * (n + 50.0) / total as f64) * 0.5;
            }
            assert!((w[0][0] - want).abs() < 1e-6, "{} {want}", w[0][0]);
        }
    }

    #[test]
    fn pooling_gives_the_nearest_non_decreasing_sequence() {
        let mut v = vec![1.0, 3.0, 2.0, 4.0, 0.0, 6.0];
        make_non_decreasing(&mut v);
        // 3, 2 pool to 2.5; then 4, 0 pool to 2, which breaks 2.5: 3, 2, 4, 0 pool to 2.25.
        assert_eq!(v, vec![1.0, 2.25, 2.25, 2.25, 2.25, 6.0]);
        let mut sorted = vec![-3.0, -1.0, 5.0];
        make_non_decreasing(&mut sorted);
        assert_eq!(sorted, vec![-3.0, -1.0, 5.0]);
        let mut w = vec![[0.0, 9.0], [5.0, 1.0], [4.0, 2.0], [7.0, 0.0]];
        project_non_decreasing(&mut w, 1..3);
        assert_eq!(w, vec![[0.0, 9.0], [4.5, 1.0], [4.5, 2.0], [7.0, 0.0]]);
    }

    #[test]
    fn early_stopping_keeps_the_best_and_waits_its_patience() {
        let mut stop = EarlyStopping::new(2);
        assert!(!stop.check(10, 0.5, &[[1.0, 1.0]]));
        assert!(!stop.check(20, 0.4, &[[2.0, 2.0]]));
        assert!(!stop.check(30, 0.45, &[[3.0, 3.0]]));
        assert!(stop.check(40, 0.41, &[[4.0, 4.0]]));
        assert_eq!(stop.best_epoch, 20);
        assert_eq!(stop.best, Some(vec![[2.0, 2.0]]));
        assert_eq!(stop.best_loss, 0.4);
    }
}

//! A prior on every weight worth a fixed number of positions (`tune --prior`): a feature seen
//! in a handful of positions stays near its prior, one seen in every position follows its
//! data.

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

#[cfg(test)]
mod tests {
    use super::*;

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
}

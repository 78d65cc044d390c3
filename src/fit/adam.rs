//! The optimiser: Adam, one pair of moments per weight, stepping only the weights a fit lets
//! move and keeping each row's phases as its flags say (own rows untapered, endgame-only and
//! middlegame-only rows with one half held at zero).

use super::sample::is_own;
use crate::weights::params;

/// Adam's moments, one pair per weight.
pub(super) struct Adam {
    m: Vec<[f64; 2]>,
    v: Vec<[f64; 2]>,
}

impl Adam {
    pub(super) fn new(n: usize) -> Adam {
        Adam {
            m: vec![[0.0; 2]; n],
            v: vec![[0.0; 2]; n],
        }
    }

    /// One step of `learning_rate` on the weights `only` lets move (`None`: all): the own rows
    /// keep one value in both phases, the endgame-only terms no middlegame weight.
    pub(super) fn step(
        &mut self,
        w: &mut [[f64; 2]],
        g: &[[f64; 2]],
        epoch: usize,
        learning_rate: f64,
        only: Option<&[bool]>,
    ) {
        let (b1, b2, eps) = (0.9, 0.999, 1e-8);
        for i in 0..w.len() {
            if only.is_some_and(|only| !only[i]) {
                continue;
            }
            for j in 0..2 {
                if j == 1 && is_own(i) {
                    w[i][1] = w[i][0];
                    continue;
                }
                if j == 0 && !is_own(i) && params::endgame_only(i) {
                    w[i][0] = 0.0;
                    continue;
                }
                if j == 1 && !is_own(i) && params::middlegame_only(i) {
                    w[i][1] = 0.0;
                    continue;
                }
                self.m[i][j] = b1 * self.m[i][j] + (1.0 - b1) * g[i][j];
                self.v[i][j] = b2 * self.v[i][j] + (1.0 - b2) * g[i][j] * g[i][j];
                let mh = self.m[i][j] / (1.0 - b1.powi(epoch as i32));
                let vh = self.v[i][j] / (1.0 - b2.powi(epoch as i32));
                w[i][j] -= learning_rate * mh / (vh.sqrt() + eps);
            }
        }
    }
}

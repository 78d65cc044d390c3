//! Match statistics: Elo difference with its 95% error bar, likelihood of superiority, draw
//! ratio, and the sequential probability ratio test (SPRT).
//!
//! The Elo and error bar are cutechess's (`elo.cpp`): the score `s` of a trinomial match gives
//! `-400 log10(1/s - 1)`, and the error is half the width of the Elo interval spanned by
//! `s ± 1.96 σ/√N`, with σ² the per-game variance of the results. LOS is
//! `½(1 + erf((W - L) / √(2(W + L))))`, as cutechess and fastchess print it.
//!
//! The SPRT follows fastchess (`sprt.cpp`), which follows Michel Van den Bergh's generalised
//! SPRT ("Comments on Normalized Elo"): the log-likelihood ratio of the empirical result
//! distribution under its maximum-likelihood estimates constrained to the two hypotheses.
//! Three models: `normalized` (fastchess's default: the hypotheses are normalised Elo,
//! `t = (μ - ½)/σ`), `logistic` (the hypotheses are expected scores of logistic Elo), and
//! `bayesian` (cutechess's: BayesElo with a draw Elo estimated from the results, closed form).
//! With paired games (each opening played with both colours) the pentanomial counts of the
//! pairs are used, as fastchess does by default; otherwise the trinomial W/D/L.

use std::fmt;

/// The normal quantile for a two-sided 95% interval.
pub const Z95: f64 = 1.959_963_984_540_054;

/// Elo difference from an expected score in (0, 1).
pub fn elo_from_score(score: f64) -> f64 {
    -400.0 * (1.0 / score - 1.0).log10()
}

/// Expected score from a (logistic) Elo difference.
pub fn score_from_elo(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// Wins, draws and losses of one side.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Wdl {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl Wdl {
    pub fn new(wins: u32, draws: u32, losses: u32) -> Wdl {
        Wdl {
            wins,
            draws,
            losses,
        }
    }

    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Points: a win 1, a draw ½.
    pub fn points(&self) -> f64 {
        self.wins as f64 + 0.5 * self.draws as f64
    }

    /// The mean score, `None` before any game.
    pub fn score(&self) -> Option<f64> {
        let n = self.games();
        (n > 0).then(|| self.points() / n as f64)
    }

    pub fn draw_ratio(&self) -> Option<f64> {
        let n = self.games();
        (n > 0).then(|| self.draws as f64 / n as f64)
    }

    /// The Elo difference; infinite for a perfect or a zero score.
    pub fn elo(&self) -> Option<f64> {
        self.score().map(elo_from_score)
    }

    /// Half the width of the 95% Elo interval (cutechess's "±").
    pub fn elo_error(&self) -> Option<f64> {
        let n = self.games() as f64;
        let s = self.score()?;
        let var = (self.wins as f64 * (1.0 - s).powi(2)
            + self.draws as f64 * (0.5 - s).powi(2)
            + self.losses as f64 * s.powi(2))
            / n;
        let dev = Z95 * (var / n).sqrt();
        Some((elo_from_score(s + dev) - elo_from_score(s - dev)) / 2.0)
    }

    /// Likelihood of superiority, in [0, 1]; ½ without decisive games.
    pub fn los(&self) -> f64 {
        let decisive = (self.wins + self.losses) as f64;
        if decisive == 0.0 {
            return 0.5;
        }
        0.5 * (1.0 + erf((self.wins as f64 - self.losses as f64) / (2.0 * decisive).sqrt()))
    }

    /// The same results seen from the other side.
    pub fn flipped(&self) -> Wdl {
        Wdl::new(self.losses, self.draws, self.wins)
    }
}

/// Results of game pairs (the same opening with colours swapped), by the pair's points for the
/// first engine: 0, ½, 1, 1½, 2. `[1]` counts both 1-point kinds (two draws, a win and a loss).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Pentanomial(pub [u32; 5]);

impl Pentanomial {
    /// Adds a pair from its two scores (each 0, ½ or 1 as 0, 1, 2 half-points).
    pub fn add_pair(&mut self, first_half_points: u8, second_half_points: u8) {
        let i = (first_half_points + second_half_points) as usize;
        if let Some(slot) = self.0.get_mut(i) {
            *slot += 1;
        }
    }

    pub fn pairs(&self) -> u32 {
        self.0.iter().sum()
    }
}

/// The error function (Abramowitz-Stegun 7.1.26 would be too coarse for LOS near 1; this is
/// the series/continued-fraction pair, accurate to about 1e-12).
pub fn erf(x: f64) -> f64 {
    if x < 0.0 {
        return -erf(-x);
    }
    if x < 2.5 {
        // Maclaurin series: 2/√π Σ (-1)^n x^(2n+1) / (n! (2n+1)).
        let mut term = x;
        let mut sum = x;
        let mut n = 0.0;
        while term.abs() > 1e-17 * sum.abs() {
            n += 1.0;
            term *= -x * x / n;
            sum += term / (2.0 * n + 1.0);
        }
        2.0 / std::f64::consts::PI.sqrt() * sum
    } else {
        // Continued fraction for erfc, evaluated from the tail (Lentz not needed at x ≥ 2.5).
        let mut f = 0.0;
        for k in (1..60).rev() {
            f = k as f64 / 2.0 / (x + f);
        }
        1.0 - (-x * x).exp() / std::f64::consts::PI.sqrt() / (x + f)
    }
}

/// The SPRT model (how the hypotheses' Elo bounds are read).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum SprtModel {
    /// Normalised Elo (fastchess's default).
    #[default]
    Normalized,
    /// Logistic Elo (expected score).
    Logistic,
    /// BayesElo with an estimated draw Elo (cutechess).
    Bayesian,
}

impl SprtModel {
    pub fn from_name(name: &str) -> Option<SprtModel> {
        match name.to_ascii_lowercase().as_str() {
            "normalized" | "normalised" => Some(SprtModel::Normalized),
            "logistic" => Some(SprtModel::Logistic),
            "bayesian" | "bayeselo" => Some(SprtModel::Bayesian),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            SprtModel::Normalized => "normalized",
            SprtModel::Logistic => "logistic",
            SprtModel::Bayesian => "bayesian",
        }
    }
}

/// An SPRT configuration.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Sprt {
    pub elo0: f64,
    pub elo1: f64,
    pub alpha: f64,
    pub beta: f64,
    pub model: SprtModel,
}

/// Why an SPRT configuration was refused.
#[derive(Clone, Debug, PartialEq)]
pub enum SprtError {
    Bounds { elo0: f64, elo1: f64 },
    Probability { name: &'static str, value: f64 },
    SumTooLarge { alpha: f64, beta: f64 },
}

impl fmt::Display for SprtError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SprtError::Bounds { elo0, elo1 } => {
                write!(f, "elo0 ({elo0}) must be less than elo1 ({elo1})")
            }
            SprtError::Probability { name, value } => {
                write!(f, "{name} ({value}) must lie strictly between 0 and 1")
            }
            SprtError::SumTooLarge { alpha, beta } => {
                write!(f, "alpha + beta ({alpha} + {beta}) must be less than 1")
            }
        }
    }
}

impl std::error::Error for SprtError {}

/// The SPRT's decision.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SprtDecision {
    Continue,
    /// H0 accepted: the change is not better than elo0.
    AcceptH0,
    /// H1 accepted: the change is at least elo1.
    AcceptH1,
}

impl Sprt {
    pub fn new(
        elo0: f64,
        elo1: f64,
        alpha: f64,
        beta: f64,
        model: SprtModel,
    ) -> Result<Sprt, SprtError> {
        if elo0.partial_cmp(&elo1) != Some(std::cmp::Ordering::Less) {
            return Err(SprtError::Bounds { elo0, elo1 });
        }
        for (name, value) in [("alpha", alpha), ("beta", beta)] {
            if !(value > 0.0 && value < 1.0) {
                return Err(SprtError::Probability { name, value });
            }
        }
        if alpha + beta >= 1.0 {
            return Err(SprtError::SumTooLarge { alpha, beta });
        }
        Ok(Sprt {
            elo0,
            elo1,
            alpha,
            beta,
            model,
        })
    }

    /// The lower LLR bound, `ln(β / (1 - α))`.
    pub fn lower_bound(&self) -> f64 {
        (self.beta / (1.0 - self.alpha)).ln()
    }

    /// The upper LLR bound, `ln((1 - β) / α)`.
    pub fn upper_bound(&self) -> f64 {
        ((1.0 - self.beta) / self.alpha).ln()
    }

    pub fn decide(&self, llr: f64) -> SprtDecision {
        if llr >= self.upper_bound() {
            SprtDecision::AcceptH1
        } else if llr <= self.lower_bound() {
            SprtDecision::AcceptH0
        } else {
            SprtDecision::Continue
        }
    }

    /// The LLR of trinomial results.
    pub fn llr_trinomial(&self, r: Wdl) -> f64 {
        if r.games() == 0 {
            return 0.0;
        }
        let counts = [
            regularize(r.losses),
            regularize(r.draws),
            regularize(r.wins),
        ];
        let scores = [0.0, 0.5, 1.0];
        match self.model {
            SprtModel::Normalized => {
                let k = 800.0 / std::f64::consts::LN_10;
                llr_normalized(&scores, &counts, self.elo0 / k, self.elo1 / k)
            }
            SprtModel::Logistic => llr_logistic(
                &scores,
                &counts,
                score_from_elo(self.elo0),
                score_from_elo(self.elo1),
            ),
            SprtModel::Bayesian => self.llr_bayesian(r),
        }
    }

    /// The LLR of pentanomial pair results (the Bayesian model has none: trinomial is used).
    pub fn llr_pentanomial(&self, p: Pentanomial) -> f64 {
        if p.pairs() == 0 {
            return 0.0;
        }
        let counts = p.0.map(regularize);
        let scores = [0.0, 0.25, 0.5, 0.75, 1.0];
        match self.model {
            SprtModel::Normalized => {
                let k = 800.0 / std::f64::consts::LN_10;
                let r2 = std::f64::consts::SQRT_2;
                llr_normalized(&scores, &counts, r2 * self.elo0 / k, r2 * self.elo1 / k)
            }
            SprtModel::Logistic | SprtModel::Bayesian => llr_logistic(
                &scores,
                &counts,
                score_from_elo(self.elo0),
                score_from_elo(self.elo1),
            ),
        }
    }

    /// cutechess's LLR: BayesElo hypotheses with the draw Elo of the results; 0 until there is
    /// a win, a draw and a loss.
    fn llr_bayesian(&self, r: Wdl) -> f64 {
        if r.wins == 0 || r.draws == 0 || r.losses == 0 {
            return 0.0;
        }
        let n = r.games() as f64;
        let (pw, pl) = (r.wins as f64 / n, r.losses as f64 / n);
        let draw_elo = 200.0 * ((1.0 / pw - 1.0) * (1.0 / pl - 1.0)).log10();
        let probs = |elo: f64| {
            let win = 1.0 / (1.0 + 10f64.powf((draw_elo - elo) / 400.0));
            let loss = 1.0 / (1.0 + 10f64.powf((draw_elo + elo) / 400.0));
            (win, 1.0 - win - loss, loss)
        };
        let (w0, d0, l0) = probs(self.elo0);
        let (w1, d1, l1) = probs(self.elo1);
        r.wins as f64 * (w1 / w0).ln()
            + r.draws as f64 * (d1 / d0).ln()
            + r.losses as f64 * (l1 / l0).ln()
    }
}

/// Empty categories count as a thousandth of a game, as in fastchess, so that the MLE exists.
fn regularize(n: u32) -> f64 {
    if n == 0 {
        1e-3
    } else {
        n as f64
    }
}

/// Finds the root of a monotone function on (lo, hi) by bisection (`f(lo)` and `f(hi)` of
/// opposite signs, possibly infinite at the ends).
fn bisect(f: impl Fn(f64) -> f64, mut lo: f64, mut hi: f64, epsilon: f64) -> f64 {
    let f_lo_negative = f(lo + (hi - lo) * 1e-12) < 0.0;
    for _ in 0..200 {
        if (hi - lo).abs() <= epsilon {
            break;
        }
        let mid = 0.5 * (lo + hi);
        let v = f(mid);
        if v == 0.0 {
            return mid;
        }
        if (v < 0.0) == f_lo_negative {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    0.5 * (lo + hi)
}

fn mean_variance(scores: &[f64], probs: &[f64]) -> (f64, f64) {
    let mu: f64 = scores.iter().zip(probs).map(|(a, p)| a * p).sum();
    let var: f64 = scores
        .iter()
        .zip(probs)
        .map(|(a, p)| p * (a - mu) * (a - mu))
        .sum();
    (mu, var)
}

/// `total · E_p̂[ln(p1/p0)]` for the two constrained MLEs.
fn llr_of(counts: &[f64], p0: &[f64], p1: &[f64]) -> f64 {
    let total: f64 = counts.iter().sum();
    counts
        .iter()
        .zip(p0.iter().zip(p1))
        .map(|(n, (a, b))| n / total * (b.ln() - a.ln()))
        .sum::<f64>()
        * total
}

/// The MLE of a distribution on `scores` with mean `s` given the empirical `probs`
/// (Van den Bergh, proposition 1.1): `p_i = p̂_i / (1 + θ (a_i - s))`.
fn mle_with_mean(scores: &[f64], probs: &[f64], s: f64) -> Vec<f64> {
    let first = scores.first().copied().unwrap_or(0.0);
    let last = scores.last().copied().unwrap_or(1.0);
    let lo = -1.0 / (last - s);
    let hi = -1.0 / (first - s);
    let theta = bisect(
        |x| {
            scores
                .iter()
                .zip(probs)
                .map(|(a, p)| p * (a - s) / (1.0 + x * (a - s)))
                .sum()
        },
        lo,
        hi,
        1e-12,
    );
    scores
        .iter()
        .zip(probs)
        .map(|(a, p)| p / (1.0 + theta * (a - s)))
        .collect()
}

fn llr_logistic(scores: &[f64], counts: &[f64], s0: f64, s1: f64) -> f64 {
    let total: f64 = counts.iter().sum();
    let probs: Vec<f64> = counts.iter().map(|n| n / total).collect();
    let p0 = mle_with_mean(scores, &probs, s0);
    let p1 = mle_with_mean(scores, &probs, s1);
    llr_of(counts, &p0, &p1)
}

/// The MLE of a distribution with normalised Elo `t` (`(μ - ½)/σ = t`), by Van den Bergh's
/// fixed-point iteration (section 4.1), starting from the uniform distribution.
fn mle_normalized(scores: &[f64], probs: &[f64], t: f64) -> Vec<f64> {
    let n = scores.len();
    let mut p = vec![1.0 / n as f64; n];
    for _ in 0..1000 {
        let (mu, var) = mean_variance(scores, &p);
        let sigma = var.sqrt();
        let phi: Vec<f64> = scores
            .iter()
            .map(|a| a - 0.5 - 0.5 * t * sigma * (1.0 + ((a - mu) / sigma).powi(2)))
            .collect();
        let u = phi.iter().copied().fold(f64::INFINITY, f64::min);
        let v = phi.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let theta = bisect(
            |x| {
                phi.iter()
                    .zip(probs)
                    .map(|(f, q)| q * f / (1.0 + x * f))
                    .sum()
            },
            -1.0 / v,
            -1.0 / u,
            1e-12,
        );
        let mut max_diff: f64 = 0.0;
        for i in 0..n {
            let new = probs[i] / (1.0 + theta * phi[i]);
            max_diff = max_diff.max((new - p[i]).abs());
            p[i] = new;
        }
        if max_diff < 1e-9 {
            break;
        }
    }
    p
}

fn llr_normalized(scores: &[f64], counts: &[f64], t0: f64, t1: f64) -> f64 {
    let total: f64 = counts.iter().sum();
    let probs: Vec<f64> = counts.iter().map(|n| n / total).collect();
    let p0 = mle_normalized(scores, &probs, t0);
    let p1 = mle_normalized(scores, &probs, t1);
    llr_of(counts, &p0, &p1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, tol: f64) -> bool {
        (a - b).abs() <= tol
    }

    #[test]
    fn elo_of_scores() {
        assert!(close(elo_from_score(0.5), 0.0, 1e-12));
        assert!(close(elo_from_score(0.75), 190.848_501_887_864_9, 1e-9));
        assert!(close(elo_from_score(0.25), -190.848_501_887_864_9, 1e-9));
        assert!(close(score_from_elo(190.848_501_887_864_9), 0.75, 1e-12));
        assert_eq!(Wdl::new(0, 0, 0).elo(), None);
        assert_eq!(Wdl::new(3, 0, 0).elo(), Some(f64::INFINITY));
    }

    /// cutechess-cli's output for three 1000-game matches (MidnightChessEngine's changelog):
    /// "Elo difference: 60.7 +/- 18.5, LOS: 100.0 %, DrawRatio: 27.5 %" for 449 - 276 - 275,
    /// "21.6 +/- 18.1, LOS: 99.0 %" for 382 - 320 - 298 (W - L - D), and LOS 97.1 % for
    /// 372 - 322 - 306 (whose printed error, 17.9, is not what cutechess's formula gives: 17.97).
    #[test]
    fn elo_error_and_los_as_cutechess_prints_them() {
        for (w, l, d, elo, err, los, draws) in [
            (449, 276, 275, 60.7, 18.5, 100.0, 27.5),
            (382, 320, 298, 21.6, 18.1, 99.0, 29.8),
        ] {
            let r = Wdl::new(w, d, l);
            assert!(close(r.elo().unwrap(), elo, 0.05), "{r:?} {:?}", r.elo());
            assert!(
                close(r.elo_error().unwrap(), err, 0.05),
                "{r:?} {:?}",
                r.elo_error()
            );
            assert!(close(r.los() * 100.0, los, 0.05), "{r:?} {}", r.los());
            assert!(close(r.draw_ratio().unwrap() * 100.0, draws, 0.05));
        }
        assert!(close(Wdl::new(372, 306, 322).los() * 100.0, 97.1, 0.05));
        // fastchess (eschec's log): 67 wins, 23 losses, 110 draws: Elo 77.71.
        assert!(close(Wdl::new(67, 110, 23).elo().unwrap(), 77.71, 0.005));
        assert_eq!(Wdl::new(0, 5, 0).los(), 0.5);
    }

    #[test]
    fn erf_values() {
        assert!(close(erf(0.0), 0.0, 1e-15));
        assert!(close(erf(0.5), 0.520_499_877_813_046_5, 1e-13));
        assert!(close(erf(1.0), 0.842_700_792_949_714_9, 1e-13));
        assert!(close(erf(2.0), 0.995_322_265_018_952_7, 1e-13));
        assert!(close(erf(3.0), 0.999_977_909_503_001_4, 1e-13));
        assert!(close(erf(-1.0), -0.842_700_792_949_714_9, 1e-13));
    }

    #[test]
    fn sprt_bounds_and_errors() {
        let s = Sprt::new(0.0, 5.0, 0.05, 0.05, SprtModel::Normalized).unwrap();
        assert!(close(s.lower_bound(), -2.944_438_979_166_44, 1e-12));
        assert!(close(s.upper_bound(), 2.944_438_979_166_44, 1e-12));
        assert_eq!(s.decide(3.0), SprtDecision::AcceptH1);
        assert_eq!(s.decide(-3.0), SprtDecision::AcceptH0);
        assert_eq!(s.decide(0.0), SprtDecision::Continue);
        assert!(Sprt::new(5.0, 0.0, 0.05, 0.05, SprtModel::Logistic).is_err());
        assert!(Sprt::new(0.0, 5.0, 0.0, 0.05, SprtModel::Logistic).is_err());
        assert!(Sprt::new(0.0, 5.0, 0.6, 0.5, SprtModel::Logistic).is_err());
    }

    /// cutechess's BayesElo LLR: jw1912/SPRT's README gives LLR 2.47 for 4307 wins, 4063
    /// losses, 8620 draws with [0, 3]; its GSPRT (logistic) gives 2.99.
    #[test]
    fn bayesian_and_logistic_llr_known_values() {
        let r = Wdl::new(4307, 8620, 4063);
        let bayes = Sprt::new(0.0, 3.0, 0.05, 0.05, SprtModel::Bayesian).unwrap();
        assert!(
            close(bayes.llr_trinomial(r), 2.47, 0.005),
            "{}",
            bayes.llr_trinomial(r)
        );
        let logistic = Sprt::new(0.0, 3.0, 0.05, 0.05, SprtModel::Logistic).unwrap();
        assert!(
            close(logistic.llr_trinomial(r), 2.99, 0.01),
            "{}",
            logistic.llr_trinomial(r)
        );
        // No decisive game yet: the Bayesian LLR is 0.
        assert_eq!(bayes.llr_trinomial(Wdl::new(0, 10, 0)), 0.0);
    }

    /// fastchess's normalised pentanomial LLR with [0, 10], α = β = 0.05 (eschec's dev log):
    /// Ptnml [1, 11, 47, 25, 16] → 1.71, [1, 24, 42, 25, 8] → 0.60, [2, 23, 32, 35, 8] → 0.92.
    #[test]
    fn normalized_pentanomial_llr_known_values() {
        let s = Sprt::new(0.0, 10.0, 0.05, 0.05, SprtModel::Normalized).unwrap();
        for (ptnml, llr) in [
            ([1, 11, 47, 25, 16], 1.71),
            ([1, 24, 42, 25, 8], 0.60),
            ([2, 23, 32, 35, 8], 0.92),
        ] {
            let got = s.llr_pentanomial(Pentanomial(ptnml));
            assert!(close(got, llr, 0.005), "{ptnml:?}: {got}");
        }
    }

    /// The normalised trinomial LLR agrees with its large-sample form
    /// `N (t1 - t0) (2t̂ - t0 - t1) / 2` where `t̂ = (s - ½)/σ`, within a few percent.
    #[test]
    fn normalized_trinomial_llr_matches_its_asymptotic_form() {
        let r = Wdl::new(4307, 8620, 4063);
        let s = Sprt::new(0.0, 3.0, 0.05, 0.05, SprtModel::Normalized).unwrap();
        let k = 800.0 / std::f64::consts::LN_10;
        let (t0, t1) = (0.0, 3.0 / k);
        let n = r.games() as f64;
        let mu = r.score().unwrap();
        let var = (r.wins as f64 * (1.0 - mu).powi(2)
            + r.draws as f64 * (0.5 - mu).powi(2)
            + r.losses as f64 * mu.powi(2))
            / n;
        let t_hat = (mu - 0.5) / var.sqrt();
        let approx = n * (t1 - t0) * (2.0 * t_hat - t0 - t1) / 2.0;
        let got = s.llr_trinomial(r);
        assert!(close(got, approx, 0.03 * approx.abs()), "{got} vs {approx}");
        assert!(got > 2.0 && got < 3.5, "{got}");
    }

    #[test]
    fn pentanomial_pairs() {
        let mut p = Pentanomial::default();
        p.add_pair(2, 0); // a win and a loss
        p.add_pair(1, 1); // two draws
        p.add_pair(2, 2);
        assert_eq!(p.0, [0, 0, 2, 0, 1]);
        assert_eq!(p.pairs(), 3);
    }
}

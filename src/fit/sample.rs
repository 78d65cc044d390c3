//! A training position as the fit sees it: its features (how often each weight applies for
//! White minus for Black, the chess terms and after them, index `NUM_PARAMS` + row, the
//! variant's own rows), its phase and endgame scale, the complexity term's inputs and each
//! side's attack on the king, and its target. Its evaluation at any weights is the engine's
//! (a test holds them within rounding), so that every term of the evaluation is fitted.

use super::danger::{bucket_point, smooth_units, units_of, BucketPoint};
use crate::core::Color;
use crate::eval::terms::{trace, DangerInputs, Tracer};
use crate::eval::{
    complexity_inputs, phase, scale, white_score_with, EvalBasis, VariantEval, MAX_PHASE,
    SCALE_NORMAL,
};
use crate::position::Position;
use crate::weights::params::{
    self, COMPLEXITY, COMPLEXITY_INPUTS, DANGER_INPUTS, KING_DANGER_BUCKET, NUM_PARAMS,
};
use crate::weights::Pair;

/// One training position.
#[derive(Clone)]
pub struct Sample {
    pub(super) features: Vec<(u16, i16)>,
    /// The complexity term's inputs (`eval::complexity_inputs`, then the constant's 1); all
    /// zero where the variant has no chess terms.
    pub(super) complexity: [f64; COMPLEXITY_INPUTS + 1],
    /// Each side's attack on the enemy king before its units weigh it (White's, Black's).
    pub(super) danger: [DangerInputs; 2],
    /// The danger buckets are left out of `features` and read from `danger` at the weights'
    /// danger units, through an interpolated bucket (`fit_danger_units`).
    smooth_danger: bool,
    pub(super) phase: f64,
    pub(super) scale: f64,
    /// The target from White's view: the game result (1, 0.5 or 0), or that blended with a
    /// search score's win probability (`blend_scores`).
    pub(super) result: f64,
}

/// The tuner's tracer: the feature vector, the danger units of the weights the samples are
/// made with, and each side's danger inputs.
struct Dense {
    features: Vec<i32>,
    units: [i32; DANGER_INPUTS],
    danger: [DangerInputs; 2],
}

impl Tracer for Dense {
    fn add(&mut self, color: Color, index: usize, count: i32) {
        self.features[index] += if color == Color::White { count } else { -count };
    }
    fn danger_units(&self) -> [i32; DANGER_INPUTS] {
        self.units
    }
    fn king_danger(&mut self, us: Color, inputs: &DangerInputs) {
        self.danger[us.index()] = *inputs;
    }
}

/// Whether weight `index` is one of a variant's own (untapered, unscaled) weights.
#[inline]
pub(super) fn is_own(index: usize) -> bool {
    index >= NUM_PARAMS
}

impl Sample {
    /// The sample of `pos`; `weights` decide only the endgame scale (which side is ahead).
    pub fn new<V: VariantEval>(
        pos: &Position<V>,
        result: f64,
        weights: &[Pair; NUM_PARAMS],
    ) -> Sample {
        let mut dense = Dense {
            features: vec![0; NUM_PARAMS + V::OWN_WEIGHTS.len()],
            units: params::danger_units(weights),
            danger: [DangerInputs::default(); 2],
        };
        if V::BASIS != EvalBasis::OwnTermsOnly {
            trace(pos, &mut dense);
        }
        V::trace_own_terms(pos, &mut dense);
        let features = dense
            .features
            .iter()
            .enumerate()
            .filter(|(_, &c)| c != 0)
            .map(|(i, &c)| (i as u16, c.clamp(i16::MIN as i32, i16::MAX as i32) as i16))
            .collect();
        let total = white_score_with(pos, weights);
        let mut complexity = [0.0; COMPLEXITY_INPUTS + 1];
        if V::BASIS != EvalBasis::OwnTermsOnly {
            for (c, x) in complexity.iter_mut().zip(complexity_inputs(pos)) {
                *c = f64::from(x);
            }
            complexity[COMPLEXITY_INPUTS] = 1.0;
        }
        Sample {
            features,
            complexity,
            danger: dense.danger,
            smooth_danger: false,
            phase: phase(pos) as f64 / MAX_PHASE as f64,
            scale: scale(pos, total) as f64 / SCALE_NORMAL as f64,
            result,
        }
    }

    /// From now on, the danger buckets move with the danger units being fitted: their
    /// features are read from the attack's inputs through an interpolated bucket
    /// (`BucketPoint`) rather than traced at the units the sample was made with.
    pub fn fit_danger_units(&mut self) {
        self.features
            .retain(|&(i, _)| !KING_DANGER_BUCKET.contains(i as usize));
        self.smooth_danger = true;
    }

    /// Each side's smooth bucket point at weights `w` (`fit_danger_units`), with its sign
    /// (White +1) and how its units move with each unit (the halving without a queen).
    pub(super) fn danger_points(&self, w: &[[f64; 2]]) -> [Option<(f64, BucketPoint, f64)>; 2] {
        if !self.smooth_danger {
            return [None, None];
        }
        let units = units_of(w);
        let point = |side: usize, sign: f64| {
            smooth_units(&self.danger[side], &units).map(|(u, half)| (sign, bucket_point(u), half))
        };
        [point(0, 1.0), point(1, -1.0)]
    }

    /// The linear middlegame and endgame sums and the own terms' sum.
    fn linear(&self, w: &[[f64; 2]]) -> (f64, f64, f64) {
        let (mut mg, mut eg, mut own) = (0.0, 0.0, 0.0);
        for &(i, c) in &self.features {
            if is_own(i as usize) {
                own += w[i as usize][0] * c as f64;
            } else {
                mg += w[i as usize][0] * c as f64;
                eg += w[i as usize][1] * c as f64;
            }
        }
        for (sign, p, _) in self.danger_points(w).into_iter().flatten() {
            let (lo, hi) = (KING_DANGER_BUCKET.at([p.lo]), KING_DANGER_BUCKET.at([p.hi]));
            mg += sign * ((1.0 - p.share) * w[lo][0] + p.share * w[hi][0]);
            eg += sign * ((1.0 - p.share) * w[lo][1] + p.share * w[hi][1]);
        }
        (mg, eg, own)
    }

    /// The complexity term on the endgame sum `eg` (`eval::complexity`): its value, the sign
    /// of `eg` it follows, and whether it is clamped (the edge cut to zero).
    pub(super) fn complexity(&self, w: &[[f64; 2]], eg: f64) -> (f64, f64, bool) {
        let c: f64 = (0..=COMPLEXITY_INPUTS)
            .map(|j| w[COMPLEXITY.at([j])][1] * self.complexity[j])
            .sum();
        let sign = if eg > 0.0 {
            1.0
        } else if eg < 0.0 {
            -1.0
        } else {
            0.0
        };
        match c < -eg.abs() {
            true => (-eg, sign, true),
            false => (sign * c, sign, false),
        }
    }

    pub(super) fn eval(&self, w: &[[f64; 2]]) -> f64 {
        self.eval_with_complexity(w).0
    }

    /// The evaluation, and the complexity term's sign and clamp (`complexity`) that its
    /// gradient needs: one pass over the features for both.
    pub(super) fn eval_with_complexity(&self, w: &[[f64; 2]]) -> (f64, f64, bool) {
        let (mg, eg, own) = self.linear(w);
        let (value, sign, clamped) = self.complexity(w, eg);
        let eg = eg + value;
        let eval = (mg * self.phase + eg * (1.0 - self.phase)) * self.scale + own;
        (eval, sign, clamped)
    }
}

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

/// How often each weight's feature is non-zero over `samples`.
pub fn feature_occurrences(samples: &[Sample], weights: usize) -> Vec<u64> {
    occurrences(weights, samples.iter().map(|s| s.features.as_slice()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fit::testing::{random_positions, with_complexity, WEIGHTS};

    #[test]
    fn sample_eval_matches_engine_eval() {
        let w: Vec<[f64; 2]> = WEIGHTS.iter().map(|p| [p.mg as f64, p.eg as f64]).collect();
        for (pos, _) in random_positions(1, 2000) {
            let fen = pos.fen();
            let sample = Sample::new(&pos, 0.5, &WEIGHTS);
            let white =
                crate::eval::evaluate(&pos) * if pos.turn() == Color::White { 1 } else { -1 };
            // Integer division in the engine's taper loses at most a couple of centipawns.
            assert!(
                (sample.eval(&w) - white as f64).abs() <= 2.0,
                "{fen}: {} vs {white}",
                sample.eval(&w)
            );
        }
    }

    #[test]
    fn complexity_matches_the_engine_and_never_turns_the_edge() {
        let weights = with_complexity();
        let w: Vec<[f64; 2]> = weights.iter().map(|p| [p.mg as f64, p.eg as f64]).collect();
        let (mut cut, mut grown) = (0, 0);
        for (pos, _) in random_positions(7, 600) {
            let sample = Sample::new(&pos, 0.5, &weights);
            for eg in [-400, -90, -20, 0, 20, 90, 400] {
                let engine = crate::eval::complexity(&pos, eg, &weights);
                assert_eq!(
                    sample.complexity(&w, eg as f64).0,
                    engine as f64,
                    "{}",
                    pos.fen()
                );
                let after = eg + engine;
                assert!(
                    after.signum() * eg.signum() >= 0,
                    "{}: {eg} -> {after}",
                    pos.fen()
                );
                assert!(eg != 0 || engine == 0);
                cut += usize::from(after == 0 && eg != 0);
                grown += usize::from(after.abs() > eg.abs());
            }
        }
        // Both ways occur: simple endings cut to nothing, pawn-rich positions sharpened.
        assert!(cut > 50 && grown > 50, "cut {cut}, grown {grown}");
    }

    #[test]
    fn occurrences_count_positions_not_counts() {
        let a: Vec<(u16, i16)> = vec![(0, 3), (2, -1)];
        let b: Vec<(u16, i16)> = vec![(2, 5)];
        let counts = occurrences(3, [a.as_slice(), b.as_slice()].into_iter());
        assert_eq!(counts, vec![1, 0, 2]);
    }
}

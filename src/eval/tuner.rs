//! Texel tuning: fit every evaluation weight to game results by logistic regression.
//!
//! Each training position becomes its feature vector (how often each parameter applies for White
//! minus for Black), its phase and its endgame scale. The predicted result is
//! `sigmoid(K * eval / 400)`; the loss is the mean squared error against the game result. `K` is
//! fitted first for the starting weights, then Adam descends on all middlegame and endgame
//! weights. Gradients are computed in parallel over fixed chunks and summed in order, so a run
//! is reproducible bit for bit for the same data, thread count and settings.
//!
//! A variant (`EvalBasis::Chess*`) is fitted the same way from its own games: its positions are
//! traced as `Position<V>`. The rows of its own layout (`VariantEval::OWN_LAYOUT`) follow the
//! chess terms in the parameter vector (index `NUM_PARAMS` + row), untapered and unscaled as the
//! engine adds them, and are fitted with them. Its own terms are all rows (`traced_own_terms` is their
//! traced sum), so a sample's features are the whole evaluation. The antichess family
//! (`EvalBasis::OwnTermsOnly`) has no chess features at all: its own rows are its evaluation.

use super::fit::{occurrences, project_non_decreasing, EarlyStopping, Prior};
use super::params::{
    self, COMPLEXITY, COMPLEXITY_INPUTS, DANGER_BUCKETS, DANGER_INPUTS, DANGER_SHIELD_PAWN,
    DANGER_UNITS_PER_BUCKET, HAND_DANGER_UNITS, KING_DANGER_BUCKET, KING_DANGER_UNITS, NUM_PARAMS,
};
use super::terms::{trace, DangerInputs, Tracer, DANGER_THRESHOLD};
use super::{
    complexity_inputs, phase, scale, white_score_with, EvalBasis, Pair, VariantEval, MAX_PHASE,
    SCALE_NORMAL,
};
use crate::core::Color;
use crate::position::{CastlingMode, Position};
use crate::variant::Variant;

/// One training position.
#[derive(Clone)]
pub struct Sample {
    features: Vec<(u16, i16)>,
    /// The complexity term's inputs (`eval::complexity_inputs`, then the constant's 1); all
    /// zero where the variant has no chess terms.
    complexity: [f64; COMPLEXITY_INPUTS + 1],
    /// Each side's attack on the enemy king before its units weigh it (White's, Black's).
    danger: [DangerInputs; 2],
    /// The danger buckets are left out of `features` and read from `danger` at the weights'
    /// danger units, through an interpolated bucket (`fit_danger_units`).
    smooth_danger: bool,
    phase: f64,
    scale: f64,
    /// The target from White's view: the game result (1, 0.5 or 0), or that blended with a
    /// search score's win probability (`blend_scores`).
    result: f64,
}

/// What a data line says about its position, White's view.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Label {
    /// The game result: 1, 0.5 or 0.
    pub result: f64,
    /// A search score in centipawns, when the line carries one (a stronger engine's, say).
    pub score: Option<i32>,
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

/// Where an attack falls between the danger buckets in the smooth form the units are fitted
/// through: the engine reads bucket `units / 16` whole; here each bucket's weight stands at
/// the middle of its units and the value between two middles is interpolated, so that it
/// moves with the units. `lo` and `hi` are the buckets around the attack, `share` how far it
/// is from `lo` to `hi`, `moving` whether the value moves with the units there (not below the
/// first middle or past the last).
#[derive(Copy, Clone, Debug)]
struct BucketPoint {
    lo: usize,
    hi: usize,
    share: f64,
    moving: bool,
}

/// The units of `units` (quarter units, real) one side's `inputs` come to and how they move
/// with each unit, or `None` when the attack is too thin to count (`DangerInputs::units`).
fn smooth_units(x: &DangerInputs, units: &[f64; DANGER_INPUTS]) -> Option<(f64, f64)> {
    let attack: f64 = (0..DANGER_SHIELD_PAWN)
        .map(|i| f64::from(x.counts[i]) * units[i])
        .sum();
    if !x.attackers && attack < f64::from(DANGER_THRESHOLD) {
        return None;
    }
    let half = if x.queen { 1.0 } else { 0.5 };
    Some((
        attack * half - f64::from(x.counts[DANGER_SHIELD_PAWN]) * units[DANGER_SHIELD_PAWN],
        half,
    ))
}

/// The smooth bucket point of an attack of `units` danger units (`BucketPoint`).
fn bucket_point(units: f64) -> BucketPoint {
    let at = units / f64::from(DANGER_UNITS_PER_BUCKET) - 0.5;
    let last = DANGER_BUCKETS - 1;
    if at <= 0.0 {
        BucketPoint {
            lo: 0,
            hi: 0,
            share: 0.0,
            moving: false,
        }
    } else if at >= last as f64 {
        BucketPoint {
            lo: last,
            hi: last,
            share: 0.0,
            moving: false,
        }
    } else {
        let lo = at.floor() as usize;
        BucketPoint {
            lo,
            hi: lo + 1,
            share: at - lo as f64,
            moving: true,
        }
    }
}

/// The danger units of weights `w` (`params::danger_units`, unrounded).
fn units_of(w: &[[f64; 2]]) -> [f64; DANGER_INPUTS] {
    std::array::from_fn(|i| f64::from(HAND_DANGER_UNITS[i]) + w[KING_DANGER_UNITS.at([i])][0])
}

/// Whether weight `index` is one of a variant's own (untapered, unscaled) weights.
#[inline]
fn is_own(index: usize) -> bool {
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
    fn danger_points(&self, w: &[[f64; 2]]) -> [Option<(f64, BucketPoint, f64)>; 2] {
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
    fn complexity(&self, w: &[[f64; 2]], eg: f64) -> (f64, f64, bool) {
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

    fn eval(&self, w: &[[f64; 2]]) -> f64 {
        self.eval_with_complexity(w).0
    }

    /// The evaluation, and the complexity term's sign and clamp (`complexity`) that its
    /// gradient needs: one pass over the features for both.
    fn eval_with_complexity(&self, w: &[[f64; 2]]) -> (f64, f64, bool) {
        let (mg, eg, own) = self.linear(w);
        let (value, sign, clamped) = self.complexity(w, eg);
        let eg = eg + value;
        let eval = (mg * self.phase + eg * (1.0 - self.phase)) * self.scale + own;
        (eval, sign, clamped)
    }
}

/// Parses one data line: `<FEN> | <result>`, `<FEN> | <result> | <score>` or
/// `<FEN> [<result>]`, result as `1-0`, `0-1`, `1/2-1/2`, `1.0`, `0.5` or `0.0` and score in
/// centipawns (both White's view); the FEN is read as variant `V` (pockets, check counters).
/// Pockets are written `[...]` too, so the bracketed result form needs a result after the
/// FEN's last bracket.
pub fn parse_line<V: Variant>(line: &str) -> Result<(Position<V>, Label), String> {
    let (fen, result, score) = if let Some((f, r)) = line.split_once('|') {
        match r.split_once('|') {
            Some((r, sc)) => (f.trim(), r.trim(), Some(sc.trim())),
            None => (f.trim(), r.trim(), None),
        }
    } else if let (Some(a), Some(b)) = (line.rfind('['), line.rfind(']')) {
        (line[..a].trim(), line[a + 1..b].trim(), None)
    } else {
        return Err("no result field".into());
    };
    let result = match result {
        "1-0" | "1.0" | "1" => 1.0,
        "0-1" | "0.0" | "0" => 0.0,
        "1/2-1/2" | "0.5" => 0.5,
        other => return Err(format!("bad result '{other}'")),
    };
    let score = match score {
        None => None,
        Some(text) => match text.parse::<i32>() {
            Ok(cp) if cp.abs() <= MAX_LABEL_SCORE => Some(cp),
            _ => {
                return Err(format!(
                    "bad score '{text}' (centipawns, at most {MAX_LABEL_SCORE})"
                ))
            }
        },
    };
    let pos =
        Position::<V>::from_fen_variant(fen, CastlingMode::Standard).map_err(|e| e.to_string())?;
    Ok((pos, Label { result, score }))
}

/// The largest score a data line may carry (mates are written as about this much).
pub const MAX_LABEL_SCORE: i32 = 100_000;

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

#[inline]
fn sigmoid(x: f64) -> f64 {
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

/// The `K` minimising the loss for the given weights (golden-section search on 0.1..=4).
pub fn fit_k(samples: &[Sample], w: &[[f64; 2]], threads: usize) -> f64 {
    golden_section(0.1, 4.0, |k| loss(samples, w, k, threads))
}

fn gradient(samples: &[Sample], w: &[[f64; 2]], k: f64, threads: usize) -> Vec<[f64; 2]> {
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
                                let per_unit = match i {
                                    DANGER_SHIELD_PAWN => -1.0,
                                    _ => half,
                                };
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

/// Tuning settings.
#[derive(Default)]
pub struct TuneConfig<'a> {
    pub epochs: usize,
    pub learning_rate: f64,
    pub threads: usize,
    /// The weights to fit (by index); the others keep their starting values. `None`: all.
    pub only: Option<Vec<bool>>,
    /// A prior on every weight (`fit::Prior`); `None`: the data alone.
    pub prior: Option<Prior>,
    /// Ranges of weights kept non-decreasing after every step (mobility by move count, the
    /// danger buckets): shapes the terms' meaning requires, whatever a few positions say.
    pub monotone: Vec<std::ops::Range<usize>>,
    /// Held-out positions: their loss is checked every `check_every` epochs, the fit stops
    /// after `patience` checks without a new best and returns the best check's weights.
    pub validation: Option<&'a [Sample]>,
    pub check_every: usize,
    pub patience: usize,
    /// The evaluation's scale `K` (a score's win probability is `sigmoid(K * eval / 400)`),
    /// held at this value; `None`: fitted to the starting weights, so the fit keeps their
    /// scale.
    pub k: Option<f64>,
}

/// Progress and result of a run.
pub struct TuneReport {
    pub k: f64,
    /// The training positions' mean squared error (the prior's share left out).
    pub loss_before: f64,
    pub loss_after: f64,
    /// The held-out loss before the fit and at the weights returned, and the epoch they come
    /// from (`TuneConfig::validation`).
    pub validation: Option<(f64, f64, usize)>,
    pub weights: [Pair; NUM_PARAMS],
    /// The variant's own weights (`VariantEval::OWN_LAYOUT`), the starting weights past the
    /// chess ones.
    pub own: Vec<Pair>,
}

/// Fits the weights with Adam; `progress(epoch, loss, held_out)` is called every 50 epochs and
/// at each held-out check. `start` holds the chess weights and after them, for a variant, its
/// own (`Sample::new` traces both).
pub fn tune(
    samples: &[Sample],
    start: &[Pair],
    cfg: &TuneConfig,
    mut progress: impl FnMut(usize, f64, Option<f64>),
) -> TuneReport {
    let mut w: Vec<[f64; 2]> = start.iter().map(|p| [p.mg as f64, p.eg as f64]).collect();
    let k = cfg.k.unwrap_or_else(|| fit_k(samples, &w, cfg.threads));
    let full_loss = |w: &[[f64; 2]]| {
        loss(samples, w, k, cfg.threads)
            + cfg
                .prior
                .as_ref()
                .map_or(0.0, |p| p.loss(w, k, samples.len()))
    };
    let held_out = |w: &[[f64; 2]]| cfg.validation.map(|v| loss(v, w, k, cfg.threads));
    let loss_before = loss(samples, &w, k, cfg.threads);
    let validation_before = held_out(&w);
    let mut stopping = EarlyStopping::new(cfg.patience.max(1));
    // The start is a candidate too: a fit that never beats it on held-out positions keeps it.
    if let Some(v) = validation_before {
        stopping.check(0, v, &w);
    }
    let mut adam = Adam::new(w.len());
    for epoch in 1..=cfg.epochs {
        let mut g = gradient(samples, &w, k, cfg.threads);
        if let Some(prior) = &cfg.prior {
            prior.add_gradient(&w, k, samples.len(), &mut g);
        }
        adam.step(&mut w, &g, epoch, cfg);
        for range in &cfg.monotone {
            project_non_decreasing(&mut w, range.clone());
        }
        let check = cfg.check_every.max(1);
        let held = match epoch % check == 0 || epoch == cfg.epochs {
            true => held_out(&w),
            false => None,
        };
        if epoch % 50 == 0 || held.is_some() {
            progress(epoch, full_loss(&w), held);
        }
        if held.is_some_and(|v| stopping.check(epoch, v, &w)) {
            break;
        }
    }
    let mut validation = None;
    if let (Some(before), Some(best)) = (validation_before, stopping.best.take()) {
        w = best;
        validation = Some((before, stopping.best_loss, stopping.best_epoch));
    }
    let loss_after = loss(samples, &w, k, cfg.threads);
    let rounded: Vec<Pair> = w
        .iter()
        .map(|x| Pair::new(x[0].round() as i32, x[1].round() as i32))
        .collect();
    let mut weights = [Pair::default(); NUM_PARAMS];
    weights.copy_from_slice(&rounded[..NUM_PARAMS]);
    TuneReport {
        k,
        loss_before,
        loss_after,
        validation,
        weights,
        own: rounded[NUM_PARAMS..].to_vec(),
    }
}

/// Adam's moments, one pair per weight.
struct Adam {
    m: Vec<[f64; 2]>,
    v: Vec<[f64; 2]>,
}

impl Adam {
    fn new(n: usize) -> Adam {
        Adam {
            m: vec![[0.0; 2]; n],
            v: vec![[0.0; 2]; n],
        }
    }

    /// One step on the weights `cfg` lets move: the own rows keep one value in both phases,
    /// the endgame-only terms no middlegame weight.
    fn step(&mut self, w: &mut [[f64; 2]], g: &[[f64; 2]], epoch: usize, cfg: &TuneConfig) {
        let (b1, b2, eps) = (0.9, 0.999, 1e-8);
        for i in 0..w.len() {
            if cfg.only.as_ref().is_some_and(|only| !only[i]) {
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
                w[i][j] -= cfg.learning_rate * mh / (vh.sqrt() + eps);
            }
        }
    }
}

/// How often each weight's feature is non-zero over `samples`.
pub fn feature_occurrences(samples: &[Sample], weights: usize) -> Vec<u64> {
    occurrences(weights, samples.iter().map(|s| s.features.as_slice()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::VariantKind;
    use crate::eval::params::{MATERIAL, MOBILITY_KNIGHT, PASSED};
    use crate::eval::weights_of;

    /// The chess weights in use.
    const WEIGHTS: [Pair; NUM_PARAMS] = crate::weights::for_variant(VariantKind::Standard).chess;

    /// The pawn's endgame value.
    const MATERIAL_PAWN_EG: usize = MATERIAL.at([0]);

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

    /// Positions of `tests/data/random_games.txt`, every `step`-th up to `count`, with
    /// results cycling through 1, 0.5 and 0.
    fn random_positions(step: usize, count: usize) -> Vec<(Position, f64)> {
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
    fn with_complexity() -> [Pair; NUM_PARAMS] {
        let mut weights = WEIGHTS;
        for (j, c) in [8, 82, 76, -157].into_iter().enumerate() {
            weights[COMPLEXITY.at([j])] = Pair::new(0, c);
        }
        weights
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
        assert!(moved >= 15, "{moved} of 17 weights with a gradient");
        // Held whole, as the engine reads them, the buckets give the units no gradient.
        let whole: Vec<Sample> = random_positions(3, 1500)
            .iter()
            .map(|(pos, r)| Sample::new(pos, *r, &WEIGHTS))
            .collect();
        let g = gradient(&whole, &w, k, 2);
        assert!(KING_DANGER_UNITS.range().all(|i| g[i] == [0.0, 0.0]));
    }

    #[test]
    fn smooth_buckets_stand_at_their_middles() {
        // At a bucket's middle the smooth value is the engine's; halfway to the next, the
        // mean of the two.
        let mid = |b: i32| f64::from(b * DANGER_UNITS_PER_BUCKET + DANGER_UNITS_PER_BUCKET / 2);
        let p = bucket_point(mid(3));
        assert_eq!((p.lo, p.hi, p.share, p.moving), (3, 4, 0.0, true));
        let p = bucket_point(mid(3) + f64::from(DANGER_UNITS_PER_BUCKET) / 2.0);
        assert_eq!((p.lo, p.hi, p.share), (3, 4, 0.5));
        assert!(!bucket_point(-30.0).moving && bucket_point(-30.0).lo == 0);
        let last = bucket_point(1e6);
        assert_eq!((last.lo, last.moving), (DANGER_BUCKETS - 1, false));
    }

    #[test]
    fn tuning_reduces_loss_and_is_reproducible() {
        let text = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/data/random_games.txt"
        ))
        .unwrap();
        // Label random-game positions with their final result: noisy but enough to see descent.
        let mut samples = Vec::new();
        let mut game = Vec::new();
        for line in text.lines() {
            if let Some(fen) = line
                .strip_prefix("move ")
                .and_then(|r| r.splitn(3, ' ').nth(2))
            {
                game.push(fen.to_string());
            } else if let Some(end) = line.strip_prefix("end ") {
                let r = match end.split(' ').next() {
                    Some("1-0") => 1.0,
                    Some("0-1") => 0.0,
                    _ => 0.5,
                };
                for fen in game.drain(..).step_by(7) {
                    let pos = Position::from_fen(&fen, CastlingMode::Standard).unwrap();
                    samples.push(Sample::new(&pos, r, &WEIGHTS));
                }
            }
        }
        let mut cfg = TuneConfig {
            epochs: 20,
            learning_rate: 2.0,
            threads: 2,
            only: None,
            ..TuneConfig::default()
        };
        let a = tune(&samples, &WEIGHTS, &cfg, |_, _, _| {});
        let b = tune(&samples, &WEIGHTS, &cfg, |_, _, _| {});
        assert!(
            a.loss_after < a.loss_before,
            "{} -> {}",
            a.loss_before,
            a.loss_after
        );
        assert_eq!(a.weights, b.weights);
        // Fitting the mobility weights alone leaves every other weight where it was.
        let mobility = |i: usize| (MOBILITY_KNIGHT.start..PASSED.start).contains(&i);
        cfg.only = Some((0..NUM_PARAMS).map(mobility).collect());
        let c = tune(&samples, &WEIGHTS, &cfg, |_, _, _| {});
        assert!(c.loss_after < c.loss_before);
        for (i, (fitted, start)) in c.weights.iter().zip(WEIGHTS.iter()).enumerate() {
            if !mobility(i) {
                assert_eq!(fitted, start, "weight {i}");
            }
        }
        assert!((0..NUM_PARAMS).any(|i| mobility(i) && c.weights[i] != WEIGHTS[i]));
        // An endgame-only weight keeps a zero middlegame half, whatever it started from.
        let mut start = WEIGHTS;
        start[params::KING_PAWNLESS_FLANK.at([])] = Pair::new(50, -50);
        cfg.only = None;
        let d = tune(&samples, &start, &cfg, |_, _, _| {});
        assert_eq!(d.weights[params::KING_PAWNLESS_FLANK.at([])].mg, 0);
        assert!((0..NUM_PARAMS).all(|i| !params::endgame_only(i) || d.weights[i].mg == 0));
        // Monotone shapes: the knight's mobility weights come out non-decreasing.
        cfg.monotone = vec![MOBILITY_KNIGHT.range()];
        let e = tune(&samples, &WEIGHTS, &cfg, |_, _, _| {});
        assert!(e.weights[MOBILITY_KNIGHT.range()]
            .windows(2)
            .all(|p| p[0].mg <= p[1].mg && p[0].eg <= p[1].eg));
        // A prior worth many positions keeps the weights near it.
        let moved = |w: &[Pair; NUM_PARAMS]| -> i64 {
            w.iter()
                .zip(WEIGHTS.iter())
                .map(|(a, b)| ((a.mg - b.mg).abs() + (a.eg - b.eg).abs()) as i64)
                .sum()
        };
        cfg.monotone = Vec::new();
        cfg.prior = Some(Prior {
            strength: 1e7,
            values: WEIGHTS.iter().map(|p| [p.mg as f64, p.eg as f64]).collect(),
        });
        let f = tune(&samples, &WEIGHTS, &cfg, |_, _, _| {});
        assert!(
            moved(&f.weights) * 4 < moved(&a.weights),
            "{} {}",
            moved(&f.weights),
            moved(&a.weights)
        );
        // Early stopping on held-out positions: the best check's weights and epoch.
        cfg.prior = None;
        let (train, held) = samples.split_at(samples.len() * 4 / 5);
        cfg.validation = Some(held);
        cfg.check_every = 5;
        cfg.patience = 2;
        cfg.epochs = 60;
        let g = tune(train, &WEIGHTS, &cfg, |_, _, _| {});
        let (before, best, epoch) = g.validation.expect("a held-out loss");
        assert!(best < before, "{before} -> {best}");
        assert!(epoch % 5 == 0 && epoch <= 60, "{epoch}");
        // A given K is held. Labels made by the weights in use at K 1: from the weights doubled,
        // a fit at K 1 brings the material back down, where a fitted K (about a half) finds
        // the doubled weights already fit and keeps their scale.
        cfg.validation = None;
        cfg.epochs = 30;
        let in_use: Vec<[f64; 2]> = WEIGHTS.iter().map(|p| [p.mg as f64, p.eg as f64]).collect();
        let mut labelled = samples.clone();
        for x in &mut labelled {
            x.result = sigmoid(x.eval(&in_use) / 400.0);
        }
        // Every weight doubled, the complexity term's too (its clamp scales with them), so
        // that the doubled evaluation is exactly twice the labels'.
        let mut doubled = WEIGHTS;
        let pieces = params::MATERIAL.at([1])..params::MATERIAL.at([5]);
        for p in &mut doubled {
            *p = Pair::new(2 * p.mg, 2 * p.eg);
        }
        let material =
            |w: &[Pair; NUM_PARAMS]| -> i32 { w[pieces.clone()].iter().map(|p| p.mg + p.eg).sum() };
        cfg.k = Some(1.0);
        let held = tune(&labelled, &doubled, &cfg, |_, _, _| {});
        assert_eq!(held.k, 1.0);
        cfg.k = None;
        let fitted = tune(&labelled, &doubled, &cfg, |_, _, _| {});
        assert!(fitted.k < 0.8, "{}", fitted.k);
        assert!(
            material(&held.weights) + 100 < material(&fitted.weights),
            "{} {} {}",
            material(&held.weights),
            material(&fitted.weights),
            material(&doubled)
        );
    }

    #[test]
    fn data_lines_with_and_without_scores() {
        use crate::variant::Standard;
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        let label = |line: &str| parse_line::<Standard>(line).map(|(_, l)| l);
        assert_eq!(
            label(&format!("{start} | 1-0")),
            Ok(Label {
                result: 1.0,
                score: None
            })
        );
        assert_eq!(
            label(&format!("{start} | 0.5 | -37")),
            Ok(Label {
                result: 0.5,
                score: Some(-37)
            })
        );
        assert_eq!(label(&format!("{start} [0-1]")).map(|l| l.result), Ok(0.0));
        for bad in [" | 2", " | 1-0 | x", " | 1-0 | 1e9", " | 0.5 | ", ""] {
            assert!(label(&format!("{start}{bad}")).is_err(), "{bad}");
        }
        assert!(label("| 1-0").is_err(), "no FEN");
    }

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

    /// A variant's own terms are rows of its own layout: a sample holds them as features
    /// past the chess terms, evaluates as the engine does (so no own term is left out of
    /// the fit), and the fit moves
    /// them, middlegame and endgame alike, and writes them by name.
    fn own_terms_are_fitted_with_the_chess_terms<V: VariantEval>(games: &str, row: &str) {
        let text = std::fs::read_to_string(format!(
            "{}/tests/data/variant_games/{games}.txt",
            env!("CARGO_MANIFEST_DIR")
        ))
        .unwrap();
        let start: Vec<Pair> = weights_of::<V>()
            .iter()
            .chain(V::OWN_WEIGHTS)
            .copied()
            .collect();
        let w: Vec<[f64; 2]> = start.iter().map(|p| [p.mg as f64, p.eg as f64]).collect();
        let mut samples = Vec::new();
        let mut game = Vec::new();
        for line in text.lines() {
            if let Some(fen) = line
                .strip_prefix("move ")
                .and_then(|r| r.splitn(5, ' ').nth(4))
            {
                game.push(Position::<V>::from_fen_variant(fen, CastlingMode::Chess960).unwrap());
            } else if let Some(end) = line.strip_prefix("end ") {
                let r = match end.split(':').next() {
                    Some("1-0") => 1.0,
                    Some("0-1") => 0.0,
                    _ => 0.5,
                };
                for pos in game.drain(..).step_by(3) {
                    let sample = Sample::new(&pos, r, weights_of::<V>());
                    let white = crate::eval::evaluate(&pos)
                        * if pos.turn() == Color::White { 1 } else { -1 };
                    assert!(
                        (sample.eval(&w) - white as f64).abs() <= 2.0,
                        "{}: {} vs {white}",
                        pos.fen(),
                        sample.eval(&w)
                    );
                    samples.push(sample);
                }
            }
        }
        assert!(samples.len() > 300, "{}", samples.len());
        let cfg = TuneConfig {
            epochs: 20,
            learning_rate: 2.0,
            threads: 1,
            only: None,
            ..TuneConfig::default()
        };
        let fit = tune(&samples, &start, &cfg, |_, _, _| {});
        assert!(fit.loss_after < fit.loss_before);
        assert_eq!(fit.own.len(), V::OWN_WEIGHTS.len());
        assert_ne!(fit.own, V::OWN_WEIGHTS);
        assert!(fit.own.iter().all(|p| p.mg == p.eg));
        let fitted = V::OWN_LAYOUT.iter().find(|t| t.name == row).expect(row);
        assert_ne!(
            fit.own[fitted.range()],
            V::OWN_WEIGHTS[fitted.range()],
            "{row}"
        );
    }

    #[test]
    fn three_check_own_terms_are_fitted_with_the_chess_terms() {
        own_terms_are_fitted_with_the_chess_terms::<crate::variant::ThreeCheck>(
            "3check",
            "safe_checks",
        );
    }

    #[test]
    fn crazyhouse_own_terms_are_fitted_with_the_chess_terms() {
        own_terms_are_fitted_with_the_chess_terms::<crate::variant::Crazyhouse>(
            "crazyhouse",
            "in_hand",
        );
    }

    #[test]
    fn king_of_the_hill_own_terms_are_fitted_with_the_chess_terms() {
        own_terms_are_fitted_with_the_chess_terms::<crate::variant::KingOfTheHill>(
            "kingofthehill",
            "hill_way",
        );
    }

    #[test]
    fn racing_kings_own_terms_are_fitted_with_the_chess_terms() {
        own_terms_are_fitted_with_the_chess_terms::<crate::variant::RacingKings>(
            "racingkings",
            "race_rank",
        );
    }

    #[test]
    fn atomic_own_terms_are_fitted_with_the_chess_terms() {
        own_terms_are_fitted_with_the_chess_terms::<crate::variant::Atomic>(
            "atomic",
            "blast_threat",
        );
    }

    #[test]
    fn horde_own_terms_are_fitted_with_the_chess_terms() {
        own_terms_are_fitted_with_the_chess_terms::<crate::variant::Horde>("horde", "raider");
    }

    /// The antichess family has no chess features: its shared rows are the whole evaluation.
    #[test]
    fn antichess_family_own_terms_are_fitted() {
        own_terms_are_fitted_with_the_chess_terms::<crate::variant::Antichess>(
            "antichess",
            "target",
        );
        own_terms_are_fitted_with_the_chess_terms::<crate::variant::Suicide>("suicide", "offer");
    }
}

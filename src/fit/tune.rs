//! A fit: the evaluation's scale `K` (fitted to the starting weights unless given, so that a
//! fit keeps their scale), then Adam on every weight it may move, the monotone rows projected
//! after each step, a prior if asked, and early stopping on held-out positions.
//!
//! A variant (`EvalBasis::Chess*`) is fitted the same way from its own games: its positions
//! are traced as `Position<V>`, and the rows of its own layout (`VariantEval::OWN_LAYOUT`)
//! follow the chess terms in the parameter vector, untapered and unscaled as the engine adds
//! them. The antichess family (`EvalBasis::OwnTermsOnly`) has no chess features: its own rows
//! are its evaluation.

use super::adam::Adam;
use super::loss::{gradient, loss};
use super::monotone::project_non_decreasing;
use super::prior::Prior;
use super::sample::Sample;
use super::scale::fit_k;
use super::stopping::EarlyStopping;
use crate::weights::params::NUM_PARAMS;
use crate::weights::Pair;

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
        adam.step(&mut w, &g, epoch, cfg.learning_rate, cfg.only.as_deref());
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

#[cfg(test)]
mod tests {
    use super::super::loss::sigmoid;
    use super::*;
    use crate::core::Color;
    use crate::eval::{weights_of, VariantEval};
    use crate::fit::testing::WEIGHTS;
    use crate::position::{CastlingMode, Position};
    use crate::weights::params::{self, MOBILITY_KNIGHT, PASSED};

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

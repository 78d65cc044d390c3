//! `ferrum tune`: Texel tuning of the evaluation weights from labelled positions, of chess or
//! (`--variant`) of a variant whose evaluation builds on the chess terms.

use ferrum::core::VariantKind;
use ferrum::eval::{weights_of, EvalBasis, VariantEval};
use ferrum::fit::dataset::{self, Source};
use ferrum::fit::emit;
use ferrum::fit::line::parse_line;
use ferrum::fit::prior::Prior;
use ferrum::fit::sample::{feature_occurrences, Sample};
use ferrum::fit::scale::{blend_scores, fit_score_scale};
use ferrum::fit::tune::{tune, TuneConfig, TuneReport};
use ferrum::position::{CastlingMode, Position};
use ferrum::search::quiet::{quiet_leaf, quiet_line};
use ferrum::tournament::config::parse_variant;
use ferrum::weights::layout::Term;
use ferrum::weights::params::{
    DANGER_INPUTS, GROUPS, HAND_DANGER_UNITS, KING_DANGER_UNITS, NUM_PARAMS, TERMS,
};
use ferrum::weights::set::Base;
use ferrum::weights::Pair;
use std::io::BufRead;
use std::path::PathBuf;

/// `--prior-centre`: the values the prior pulls each weight towards.
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum PriorCentre {
    Zero,
    Start,
}

#[derive(clap::Args, Debug)]
pub struct TuneArgs {
    /// Training data: lines `<FEN> | <result>` (as written by `ferrum datagen`), or
    /// `<FEN> | <result> | <score>` with a search score in centipawns (White's view), or
    /// binary data files written by `ferrum label`.
    #[arg(long, required = true)]
    pub data: Vec<std::path::PathBuf>,
    /// How much of each target is the line's score (as a win probability, its scale fitted to
    /// the results) rather than the game result: 0 fits the results alone, 1 the scores alone.
    #[arg(long, default_value_t = 0.0)]
    pub score_weight: f64,
    /// The scores' scale `S` (a score's win probability is `sigmoid(S * cp / 400)`), given
    /// rather than fitted. Fitted by default to the results of the training positions that
    /// come from games (not `search-tree` records), and used for the held-out file too.
    #[arg(long)]
    pub score_scale: Option<f64>,
    /// Full passes over the data (Adam steps, each over every position).
    #[arg(long, default_value_t = 1000)]
    pub epochs: usize,
    /// Adam's learning rate, in centipawns of weight change per step.
    #[arg(long, default_value_t = 1.0)]
    pub lr: f64,
    /// Threads computing the gradient (the result does not depend on it beyond rounding).
    #[arg(long, default_value_t = 2)]
    pub threads: usize,
    /// Use at most this many positions (every k-th line, deterministic).
    #[arg(long)]
    pub limit: Option<usize>,
    /// Fit only these groups of terms (names as `eval` prints them, e.g. `--only "king danger"`)
    /// or terms (as the weight files name them, e.g. `--only safe_check`), keeping the others
    /// at the weights in use; `chess` names every chess term, `own` every row of the
    /// variant's own layout.
    #[arg(long, value_delimiter = ',')]
    pub only: Vec<String>,
    /// Write the fitted set here, as a weight file (`src/weights/sets/chess.rs`, or
    /// `src/weights/sets/crazyhouse.rs` with `--variant crazyhouse`): the chess terms, and the
    /// rows of the variant's own layout.
    #[arg(long)]
    pub out: Option<std::path::PathBuf>,
    /// The variant of the data (`ferrum datagen --variant`): its FENs are read as that
    /// variant, the fit starts from the variant's weights in use, and the rows of its own
    /// layout are fitted with the chess terms (its other own terms stay fixed).
    #[arg(long, default_value = "chess")]
    pub variant: String,
    /// Held-out positions (text or binary, like `--data`): their loss is checked every
    /// `--check-every` epochs and the fit returns the weights of the best check, stopping
    /// after `--patience` checks without a new best.
    #[arg(long)]
    pub validation: Vec<PathBuf>,
    #[arg(long, default_value_t = 50)]
    pub check_every: usize,
    #[arg(long, default_value_t = 5)]
    pub patience: usize,
    /// An L2 prior on every weight worth this many positions: a feature seen in far fewer
    /// positions stays near its prior (zero; the material: where it starts), one seen in far
    /// more follows its data (0: no prior).
    #[arg(long, default_value_t = 0.0)]
    pub prior: f64,
    /// Where the prior holds the weights: `zero` (the material where it starts), or `start`,
    /// every weight where the fit starts (the weights in use): new data then refines them, a
    /// feature it rarely shows keeping what earlier data fitted.
    #[arg(long, value_enum, default_value = "zero")]
    pub prior_centre: PriorCentre,
    /// Keep the mobility weights (by move count) and the king-danger buckets non-decreasing.
    #[arg(long)]
    pub monotone: bool,
    /// Write how many positions show each weight's feature, one `term[k] count` a line.
    #[arg(long)]
    pub counts: Option<PathBuf>,
    /// Fit each position's quiet leaf rather than the position: the end of a capture search's
    /// principal variation from it, under the weights in use, keeping the position's label.
    /// Positions whose line ends the game are left out. Applies to `--validation` too.
    #[arg(long)]
    pub quiet_leaves: bool,
    /// Fit only the training positions that are quiet already: those whose capture search
    /// (as `--quiet-leaves`) stands pat at once, leaving out any with a capture worth making
    /// or a line that ends the game, where the engine never asks the static evaluation. The
    /// held-out file is kept whole, so its loss compares with fits without this.
    #[arg(long, conflicts_with = "quiet_leaves")]
    pub quiet_only: bool,
    /// The evaluation's scale `K` (its win probability is `sigmoid(K * eval / 400)`), held
    /// rather than fitted to the starting weights. Fitting `K` keeps the start's scale; a
    /// variant whose own terms run at a few times the labels' scale needs `K` given (the
    /// score scale `tune` prints, say) so that the fit brings them down to it.
    #[arg(long)]
    pub k: Option<f64>,
    /// Fit the king-danger units too (`king_danger_units`: what a zone attack, a check, a weak
    /// ring square and a shield pawn add to the attack), through an interpolated bucket:
    /// each danger bucket's weight stands at the middle of its units, so the evaluation
    /// moves smoothly with them. Without this they are held.
    #[arg(long)]
    pub danger_units: bool,
}

pub fn run(args: &TuneArgs) -> i32 {
    let Some((kind, mode)) = parse_variant(&args.variant) else {
        eprintln!("error: unknown variant '{}'", args.variant);
        return 2;
    };
    if mode != CastlingMode::Standard {
        eprintln!("error: give the variant without Chess960 (the data's FENs say the castling)");
        return 2;
    }
    ferrum::with_variant!(kind, V => run_variant::<V>(args))
}

fn run_variant<V: VariantEval>(args: &TuneArgs) -> i32 {
    match fit_variant::<V>(args) {
        Ok(()) => 0,
        Err(Failure::Usage(e)) => {
            eprintln!("error: {e}");
            2
        }
        Err(Failure::Data(e)) => {
            eprintln!("error: {e}");
            1
        }
    }
}

/// Why `tune` stopped: a wrong option (exit 2) or data or a file it could not use (exit 1).
enum Failure {
    Usage(String),
    Data(String),
}

fn fit_variant<V: VariantEval>(args: &TuneArgs) -> Result<(), Failure> {
    if !(0.0..=1.0).contains(&args.score_weight) {
        return Err(Failure::Usage(
            "--score-weight is a fraction from 0 to 1".into(),
        ));
    }
    if args.k.is_some_and(|k| !(k.is_finite() && k > 0.0)) {
        return Err(Failure::Usage("--k must be a positive number".into()));
    }
    let start: Vec<Pair> = weights_of::<V>()
        .iter()
        .chain(V::OWN_WEIGHTS)
        .copied()
        .collect();
    let only = only_mask::<V>(args, start.len()).map_err(Failure::Usage)?;
    let Loaded {
        mut samples,
        scores,
        from_games,
    } = load_samples::<V>(&args.data, args.limit, args, args.quiet_only).map_err(Failure::Data)?;
    let (scale, blend) = score_scale(args, &samples, &scores, &from_games)?;
    blend_scores(&mut samples, &scores, args.score_weight, scale);
    if args.danger_units {
        samples.iter_mut().for_each(Sample::fit_danger_units);
    }
    let validation = match args.validation.is_empty() {
        true => None,
        false => {
            let Loaded {
                samples: mut held,
                scores: held_scores,
                ..
            } = load_samples::<V>(&args.validation, None, args, false).map_err(Failure::Data)?;
            blend_scores(&mut held, &held_scores, args.score_weight, scale);
            if args.danger_units {
                held.iter_mut().for_each(Sample::fit_danger_units);
            }
            eprintln!("{} held-out positions", held.len());
            Some(held)
        }
    };
    eprintln!(
        "{} {} positions, {} weights",
        samples.len(),
        V::KIND,
        start.len()
    );
    if samples.is_empty() {
        return Err(Failure::Data("no training positions".into()));
    }
    report_occurrences::<V>(args, &samples, start.len()).map_err(Failure::Data)?;
    let cfg = TuneConfig {
        epochs: args.epochs,
        learning_rate: args.lr,
        threads: args.threads.max(1),
        only,
        prior: (args.prior > 0.0).then(|| Prior {
            strength: args.prior,
            values: prior_values(&start, args.prior_centre),
        }),
        monotone: if args.monotone {
            monotone_ranges::<V>()
        } else {
            Vec::new()
        },
        validation: validation.as_deref(),
        check_every: args.check_every,
        patience: args.patience,
        k: args.k,
    };
    let report = tune(&samples, &start, &cfg, |epoch, loss, held| match held {
        Some(held) => eprintln!("epoch {epoch}: loss {loss:.6}, held-out {held:.6}"),
        None => eprintln!("epoch {epoch}: loss {loss:.6}"),
    });
    println!("K {:.4}", report.k);
    println!("loss before {:.6}", report.loss_before);
    println!("loss after {:.6}", report.loss_after);
    if let Some((before, after, epoch)) = report.validation {
        println!("held-out loss before {before:.6}");
        println!("held-out loss after {after:.6} (epoch {epoch})");
    }
    if args.danger_units && V::BASIS != EvalBasis::OwnTermsOnly {
        let units: Vec<String> = (0..DANGER_INPUTS)
            .map(|i| {
                let quarters = HAND_DANGER_UNITS[i] + report.weights[KING_DANGER_UNITS.at([i])].mg;
                format!("{}", f64::from(quarters) / 4.0)
            })
            .collect();
        println!("danger units {}", units.join(" "));
    }
    write_outputs::<V>(args, &report, samples.len(), &blend).map_err(Failure::Data)
}

/// `--only`: the weights to fit, by group (as `eval` prints them) or term (as the weight
/// files name them), of the chess terms or the variant's own.
fn only_mask<V: VariantEval>(args: &TuneArgs, weights: usize) -> Result<Option<Vec<bool>>, String> {
    let mut fit = named_mask::<V>(args, weights)?;
    if !args.danger_units {
        // Held: without `--danger-units` the buckets are read whole, and the units have no
        // gradient a prior could not pull on.
        let fit = fit.get_or_insert_with(|| vec![true; weights]);
        fit[KING_DANGER_UNITS.range()].fill(false);
    }
    Ok(fit)
}

/// `--only`'s name for every chess term.
const ALL_CHESS: &str = "chess";
/// `--only`'s name for every row of the variant's own layout.
const ALL_OWN: &str = "own";

/// `--only`'s weights, `None` for all.
fn named_mask<V: VariantEval>(
    args: &TuneArgs,
    weights: usize,
) -> Result<Option<Vec<bool>>, String> {
    if args.only.is_empty() {
        return Ok(None);
    }
    // The chess groups, then the variant's own (its layout's rows after the chess terms).
    let mut groups: Vec<(&str, usize, usize)> = GROUPS.to_vec();
    for row in V::OWN_LAYOUT {
        let (start, end) = (NUM_PARAMS + row.start, NUM_PARAMS + row.end());
        match groups
            .iter_mut()
            .find(|g| g.0 == row.group && g.1 >= NUM_PARAMS)
        {
            Some(group) => group.2 = group.2.max(end),
            None => groups.push((row.group, start, end)),
        }
    }
    // Two names for whole halves, so a command need not list every group (and cannot go
    // stale when a group is added): `chess`, every chess term; `own`, the variant's rows.
    groups.push((ALL_CHESS, 0, NUM_PARAMS));
    groups.push((ALL_OWN, NUM_PARAMS, weights));
    let mut fit = vec![false; weights];
    for name in &args.only {
        let name = name.trim();
        let group = groups.iter().find(|g| g.0 == name).map(|g| g.1..g.2);
        let term = TERMS
            .iter()
            .find(|t| t.name == name)
            .map(|t| t.start..t.end());
        let own = V::OWN_LAYOUT
            .iter()
            .find(|t| t.name == name)
            .map(|t| NUM_PARAMS + t.start..NUM_PARAMS + t.end());
        let Some(range) = group.or(term).or(own) else {
            let names: Vec<&str> = groups.iter().map(|g| g.0).collect();
            return Err(format!(
                "no term group or term '{name}' (groups: {}; terms as the weight files name them)",
                names.join(", ")
            ));
        };
        fit[range].iter_mut().for_each(|f| *f = true);
    }
    Ok(Some(fit))
}

/// Positions read for a fit, index by index: the sample, its score if labelled, and whether
/// it comes from a game.
struct Loaded {
    samples: Vec<Sample>,
    scores: Vec<Option<i32>>,
    from_games: Vec<bool>,
}

/// The samples of every file, text lines or binary data (`ferrum label`), with their
/// scores and whether each comes from a game (a text line, or a record of any source but
/// `search-tree`). A line or record that cannot be read stops the run, naming it.
fn load_samples<V: VariantEval>(
    paths: &[PathBuf],
    limit: Option<usize>,
    args: &TuneArgs,
    quiet_only: bool,
) -> Result<Loaded, String> {
    let mut loaded = Loaded {
        samples: Vec::new(),
        scores: Vec::new(),
        from_games: Vec::new(),
    };
    let mut ended = 0;
    for path in paths {
        if dataset::is_data_file(path) {
            let records =
                dataset::read_all(path).map_err(|e| format!("{}: {e}", path.display()))?;
            // Tracing (and resolving) a million positions is worth both cores. Each record is
            // decoded once, in its thread; the first that cannot be, in file order, is named.
            let threads = args.threads.max(1);
            let per_thread = records.len().div_ceil(threads).max(1);
            let parts: Vec<Vec<Result<Option<Sample>, String>>> = std::thread::scope(|scope| {
                let handles: Vec<_> = records
                    .chunks(per_thread)
                    .map(|chunk| {
                        scope.spawn(move || {
                            chunk
                                .iter()
                                .map(|r| {
                                    let pos = r.position::<V>()?;
                                    Ok(sample_of(pos, r.result, args.quiet_leaves, quiet_only))
                                })
                                .collect()
                        })
                    })
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().unwrap_or_default())
                    .collect()
            });
            let samples: Vec<Result<Option<Sample>, String>> =
                parts.into_iter().flatten().collect();
            if samples.len() != records.len() {
                return Err(format!("{}: a tracing thread failed", path.display()));
            }
            for (n, (record, sample)) in records.iter().zip(samples).enumerate() {
                let sample =
                    sample.map_err(|e| format!("{} record {}: {e}", path.display(), n + 1))?;
                let Some(sample) = sample else {
                    ended += 1;
                    continue;
                };
                loaded.samples.push(sample);
                loaded.scores.push(record.score.map(i32::from));
                loaded.from_games.push(record.source != Source::SearchTree);
            }
            continue;
        }
        let file = std::fs::File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
        for (n, line) in std::io::BufReader::new(file).lines().enumerate() {
            let at = |e: String| format!("{} line {}: {e}", path.display(), n + 1);
            let line = line.map_err(|e| at(e.to_string()))?;
            if line.trim().is_empty() {
                continue;
            }
            let (pos, label) = parse_line::<V>(&line).map_err(at)?;
            let Some(sample) = sample_of(pos, label.result, args.quiet_leaves, quiet_only) else {
                ended += 1;
                continue;
            };
            loaded.samples.push(sample);
            loaded.scores.push(label.score);
            loaded.from_games.push(true);
        }
    }
    if args.quiet_leaves {
        eprintln!("quiet leaves: {ended} positions left out, their capture line ends the game");
    }
    if quiet_only {
        eprintln!("quiet only: {ended} positions left out, a capture line from them");
    }
    if let Some(limit) = limit {
        let step = loaded.samples.len().div_ceil(limit.max(1)).max(1);
        loaded.samples = loaded.samples.into_iter().step_by(step).collect();
        loaded.scores = loaded.scores.into_iter().step_by(step).collect();
        loaded.from_games = loaded.from_games.into_iter().step_by(step).collect();
    }
    Ok(loaded)
}

/// The sample of `pos`, or with `quiet` of its quiet leaf (`None` where its capture line
/// ends the game); with `quiet_only`, `None` unless `pos` is its own quiet leaf.
fn sample_of<V: VariantEval>(
    pos: Position<V>,
    result: f64,
    quiet: bool,
    quiet_only: bool,
) -> Option<Sample> {
    if quiet_only && !quiet_line(&pos)?.is_empty() {
        return None;
    }
    let pos = if quiet { quiet_leaf(&pos)? } else { pos };
    Some(Sample::new(&pos, result, weights_of::<V>()))
}

/// `--score-weight`'s scale (`--score-scale`, or fitted on the positions from games) and the
/// note for the weight file's header. A weight of 0 needs no scale.
fn score_scale(
    args: &TuneArgs,
    samples: &[Sample],
    scores: &[Option<i32>],
    from_games: &[bool],
) -> Result<(f64, String), Failure> {
    if args.score_weight == 0.0 {
        return Ok((1.0, String::new()));
    }
    let scored = scores.iter().flatten().count();
    if scored == 0 {
        return Err(Failure::Usage(
            "--score-weight needs positions with scores (`<FEN> | <result> | <cp>` or labelled data)"
                .into(),
        ));
    }
    let (scale, how) = match args.score_scale {
        Some(s) if s.is_finite() && s > 0.0 => (s, "given".to_string()),
        Some(s) => {
            return Err(Failure::Usage(format!(
                "--score-scale must be a positive number, not {s}"
            )))
        }
        None => {
            let scored_games = (scores.iter().zip(from_games))
                .filter(|(s, &g)| g && s.is_some())
                .count();
            // Where no position from a game has a score, the others' results are all there is.
            let (mask, how) = match scored_games {
                0 => (
                    vec![true; samples.len()],
                    format!("fitted on {scored} positions"),
                ),
                n => (
                    from_games.to_vec(),
                    format!("fitted on {n} positions from games"),
                ),
            };
            // The mask holds a scored position either way, so the fit always has one.
            (fit_score_scale(samples, scores, &mask).unwrap_or(1.0), how)
        }
    };
    eprintln!("{scored} positions with scores, score scale {scale:.4} ({how})");
    Ok((
        scale,
        format!(
            ", targets {:.2} score (scale {scale:.4}, {how}, {scored} scored) and {:.2} result",
            args.score_weight,
            1.0 - args.score_weight
        ),
    ))
}

/// The section of bench/fits.md that keeps a variant's fits (the antichess family shares one).
fn fits_section(kind: VariantKind) -> &'static str {
    match kind {
        VariantKind::Standard => "Chess",
        VariantKind::Antichess | VariantKind::Giveaway | VariantKind::Suicide => "Antichess",
        VariantKind::Atomic => "Atomic",
        VariantKind::KingOfTheHill => "King of the hill",
        VariantKind::RacingKings => "Racing kings",
        VariantKind::Horde => "Horde",
        VariantKind::ThreeCheck => "Three-check",
        VariantKind::Crazyhouse => "Crazyhouse",
    }
}

/// The fit's settings beyond the data and the epochs, for the weight file's header.
fn fit_settings(args: &TuneArgs) -> String {
    let mut text = String::new();
    if !args.only.is_empty() {
        text += &format!(", fitting only {}", args.only.join(", "));
    }
    if args.prior > 0.0 {
        let centre = match args.prior_centre {
            PriorCentre::Zero => "zero",
            PriorCentre::Start => "the weights in use",
        };
        text += &format!(", a prior of {} positions at {centre}", args.prior);
    }
    if args.monotone {
        text += ", monotone";
    }
    if args.quiet_leaves {
        text += ", at quiet leaves";
    }
    if args.quiet_only {
        text += ", quiet positions only";
    }
    if args.danger_units {
        text += ", the danger units fitted";
    }
    text
}

/// The prior's values: with `Zero` the rows marked `prior_at_start` (the material) where they
/// start and every other weight zero (a feature the data hardly shows says nothing); with
/// `Start` every weight where it starts.
fn prior_values(start: &[Pair], centre: PriorCentre) -> Vec<[f64; 2]> {
    let held = |i: usize| TERMS.iter().any(|t| t.prior_at_start && t.contains(i));
    start
        .iter()
        .enumerate()
        .map(|(i, p)| match centre == PriorCentre::Start || held(i) {
            true => [p.mg as f64, p.eg as f64],
            false => [0.0, 0.0],
        })
        .collect()
}

/// `--monotone`: the rows that say so (`Term::monotone`: more moves are never worse, more
/// danger never safer), of the chess terms and the variant's own, each run of their last
/// dimension.
fn monotone_ranges<V: VariantEval>() -> Vec<std::ops::Range<usize>> {
    let own = V::OWN_LAYOUT
        .iter()
        .map(|row| row.placed(NUM_PARAMS + row.start));
    TERMS
        .iter()
        .copied()
        .chain(own)
        .filter(|row| row.monotone)
        .flat_map(|row| row.last_dimension_runs())
        .collect()
}

/// How often each term's features occur: per term on stderr (fewest and most positions over
/// its weights), per weight into `--counts`.
fn report_occurrences<V: VariantEval>(
    args: &TuneArgs,
    samples: &[Sample],
    weights: usize,
) -> Result<(), String> {
    let counts = feature_occurrences(samples, weights);
    let own: Vec<Term> = V::OWN_LAYOUT
        .iter()
        .map(|t| t.placed(NUM_PARAMS + t.start))
        .collect();
    let mut lines = Vec::new();
    for term in TERMS.iter().chain(&own) {
        let range = &counts[term.start..term.end()];
        let (least, most) = (range.iter().min(), range.iter().max());
        eprintln!(
            "occurs {:>32}: {} .. {} positions",
            term.name,
            least.copied().unwrap_or(0),
            most.copied().unwrap_or(0)
        );
        for (k, c) in range.iter().enumerate() {
            lines.push(format!("{}[{k}] {c}", term.name));
        }
    }
    if let Some(path) = &args.counts {
        std::fs::write(path, lines.join("\n") + "\n")
            .map_err(|e| format!("writing {}: {e}", path.display()))?;
    }
    Ok(())
}

/// `--out`: the fitted set as a weight file (`fit::emit`); the own rows also on stdout.
fn write_outputs<V: VariantEval>(
    args: &TuneArgs,
    report: &TuneReport,
    positions: usize,
    blend: &str,
) -> Result<(), String> {
    for row in V::OWN_LAYOUT {
        let values: Vec<String> = report.own[row.range()]
            .iter()
            .map(|p| p.mg.to_string())
            .collect();
        println!("{} {}", row.name, values.join(" "));
    }
    let Some(out) = &args.out else {
        return Ok(());
    };
    let held_out = report
        .validation
        .map_or(String::new(), |(before, after, epoch)| {
            format!(", held-out MSE {before:.6} -> {after:.6} (epoch {epoch})")
        });
    let k = match args.k {
        Some(_) => format!("K {:.4} (given)", report.k),
        None => format!("K {:.4}", report.k),
    };
    let header = format!(
        "{}'s weights, fitted by `ferrum tune --variant {}`:\n{positions} positions from \
         {}{blend}, {} epochs, lr {}{}, {k}, MSE {:.6} -> {:.6}{held_out}.\n\
         Its fits and their games: bench/fits.md, \"{}\".",
        V::KIND,
        V::KIND,
        // File names, not paths: the data's directory is the machine's, the names the manifest's.
        args.data
            .iter()
            .map(|p| p.file_name().unwrap_or(p.as_os_str()).to_string_lossy())
            .collect::<Vec<_>>()
            .join(", "),
        args.epochs,
        args.lr,
        fit_settings(args),
        report.loss_before,
        report.loss_after,
        fits_section(V::KIND)
    );
    // What the file lays its chess rows over: chess's own start, or the set the variants
    // were measured over; the antichess family lists none.
    let base = if V::KIND == VariantKind::Standard {
        Base::Initial
    } else if V::BASIS == EvalBasis::OwnTermsOnly {
        Base::Chess
    } else {
        Base::VariantChess
    };
    let chess_rows = match V::BASIS {
        EvalBasis::OwnTermsOnly => &[][..],
        EvalBasis::Chess | EvalBasis::ChessUnscaled => TERMS,
    };
    let set = emit::Set {
        base,
        chess: &report.weights,
        chess_rows,
        own_layout: V::OWN_LAYOUT,
        own: &report.own,
    };
    std::fs::write(out, emit::source(&header, &set))
        .map_err(|e| format!("writing {}: {e}", out.display()))?;
    eprintln!("wrote {}", out.display());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use ferrum::weights::params::{KING_DANGER_BUCKET, MATERIAL, PST};

    /// The rows marked monotone are those `--monotone` kept before they were marked: the
    /// four mobility rows and the danger buckets, and crazyhouse's attack.
    #[test]
    fn monotone_rows_are_the_mobility_danger_and_own_ones() {
        use ferrum::weights::params::{
            DANGER_BUCKETS, KING_DANGER_BUCKET, MOBILITY_BISHOP, MOBILITY_KNIGHT, MOBILITY_QUEEN,
            MOBILITY_ROOK, PASSED,
        };
        let chess = vec![
            MOBILITY_KNIGHT.start..MOBILITY_BISHOP.start,
            MOBILITY_BISHOP.start..MOBILITY_ROOK.start,
            MOBILITY_ROOK.start..MOBILITY_QUEEN.start,
            MOBILITY_QUEEN.start..PASSED.start,
            KING_DANGER_BUCKET.start..KING_DANGER_BUCKET.start + DANGER_BUCKETS,
        ];
        assert_eq!(monotone_ranges::<ferrum::variant::Standard>(), chess);
        let zh = monotone_ranges::<ferrum::variant::Crazyhouse>();
        assert_eq!(zh[..5], chess[..]);
        assert_eq!(zh.len(), 6);
        assert_eq!(zh[5].len(), 31, "the attack by its 0..=30 units");
        assert!(zh[5].start >= NUM_PARAMS);
    }

    #[test]
    fn the_prior_holds_material_or_every_weight_where_the_fit_starts() {
        let start: Vec<Pair> = (0..NUM_PARAMS as i32)
            .map(|i| Pair::new(i + 1, -i - 1))
            .collect();
        let at = |values: &[[f64; 2]], i: usize| (values[i][0], values[i][1]);
        let zero = prior_values(&start, PriorCentre::Zero);
        let kept = prior_values(&start, PriorCentre::Start);
        let material = |i| MATERIAL.contains(i);
        for i in [
            MATERIAL.at([0]),
            MATERIAL.at([4]),
            PST.at([0, 0]),
            PST.at([1, 36]),
            KING_DANGER_BUCKET.at([0]),
        ] {
            let own = (start[i].mg as f64, start[i].eg as f64);
            assert_eq!(at(&kept, i), own, "weight {i}");
            let material = material(i);
            assert_eq!(at(&zero, i), if material { own } else { (0.0, 0.0) });
        }
    }

    /// `--only` as the command line gives it.
    fn mask_of<V: VariantEval>(only: &str) -> Result<Option<Vec<bool>>, String> {
        #[derive(clap::Parser)]
        struct Cli {
            #[command(flatten)]
            tune: TuneArgs,
        }
        let cli = <Cli as clap::Parser>::try_parse_from(["tune", "--data", "x", "--only", only])
            .expect("valid arguments");
        named_mask::<V>(&cli.tune, NUM_PARAMS + V::OWN_WEIGHTS.len())
    }

    #[test]
    fn chess_and_own_name_every_group_of_their_half() {
        use ferrum::variant::Horde;
        let every_chess_group: Vec<&str> = GROUPS.iter().map(|g| g.0).collect();
        let chess = mask_of::<Horde>("chess").unwrap().unwrap();
        assert_eq!(
            Some(chess.clone()),
            mask_of::<Horde>(&every_chess_group.join(",")).unwrap()
        );
        let own = mask_of::<Horde>("own").unwrap().unwrap();
        assert!(!Horde::OWN_WEIGHTS.is_empty());
        for (i, (c, o)) in chess.iter().zip(&own).enumerate() {
            assert_eq!((*c, *o), (i < NUM_PARAMS, i >= NUM_PARAMS), "weight {i}");
        }
        assert_eq!(
            mask_of::<Horde>("chess,own").unwrap(),
            Some(vec![true; own.len()])
        );
        assert!(mask_of::<Horde>("chessy").is_err());
    }
}

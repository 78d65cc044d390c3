//! `ferrum tune`: Texel tuning of the evaluation weights from labelled positions, of chess or
//! (`--variant`) of a variant whose evaluation builds on the chess terms.

use ferrum::eval::params::{GROUPS, NUM_PARAMS, TERMS};
use ferrum::eval::tuner::{
    blend_scores, own_weights_source, parse_line, tune, weights_source, Sample, TuneConfig,
};
use ferrum::eval::Pair;
use ferrum::eval::{EvalBasis, VariantEval};
use ferrum::position::CastlingMode;
use ferrum::tournament::config::parse_variant;
use std::io::BufRead;

#[derive(clap::Args, Debug)]
pub struct TuneArgs {
    /// Training data: lines `<FEN> | <result>` (as written by `ferrum datagen`), or
    /// `<FEN> | <result> | <score>` with a search score in centipawns (White's view).
    #[arg(long, required = true)]
    pub data: Vec<std::path::PathBuf>,
    /// How much of each target is the line's score (as a win probability, its scale fitted to
    /// the results) rather than the game result: 0 fits the results alone, 1 the scores alone.
    #[arg(long, default_value_t = 0.0)]
    pub score_weight: f64,
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
    /// at the weights in use.
    #[arg(long, value_delimiter = ',')]
    pub only: Vec<String>,
    /// Write the fitted weights as Rust source here (e.g. src/weights/fitted.rs, or
    /// src/weights/crazyhouse.rs with `--variant crazyhouse`).
    #[arg(long)]
    pub out: Option<std::path::PathBuf>,
    /// The variant of the data (`ferrum datagen --variant`): its FENs are read as that
    /// variant, the fit starts from the variant's weights in use, and the rows of its own
    /// layout are fitted with the chess terms (its other own terms stay fixed).
    #[arg(long, default_value = "chess")]
    pub variant: String,
    /// Write the variant's fitted own weights (its own layout's rows, by name) as Rust source
    /// here (e.g. src/eval/variants/three_check_weights.rs with `--variant 3check`).
    #[arg(long)]
    pub own_out: Option<std::path::PathBuf>,
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
    if V::BASIS == EvalBasis::OwnTermsOnly {
        eprintln!(
            "error: {} does not use the chess terms; there are no weights to fit",
            V::KIND
        );
        return 2;
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
    let start: Vec<Pair> = V::WEIGHTS.iter().chain(V::OWN_WEIGHTS).copied().collect();
    let only = if args.only.is_empty() {
        None
    } else {
        let mut fit = vec![false; start.len()];
        for name in &args.only {
            let name = name.trim();
            let own_term = V::OWN_LAYOUT
                .iter()
                .find(|t| t.name == name)
                .map(|t| NUM_PARAMS + t.start..NUM_PARAMS + t.end());
            let range = match groups.iter().find(|g| g.0 == name) {
                Some(&(_, first, end)) => first..end,
                None => match TERMS.iter().find(|t| t.name == name) {
                    Some(t) => t.start..t.end(),
                    None => match own_term {
                        Some(range) => range,
                        None => {
                            let names: Vec<&str> = groups.iter().map(|g| g.0).collect();
                            eprintln!(
                                "error: no term group or term '{name}' (groups: {}; terms as \
                                 the weight files name them)",
                                names.join(", ")
                            );
                            return 2;
                        }
                    },
                },
            };
            fit[range].iter_mut().for_each(|f| *f = true);
        }
        Some(fit)
    };
    if !(0.0..=1.0).contains(&args.score_weight) {
        eprintln!("error: --score-weight is a fraction from 0 to 1");
        return 2;
    }
    let mut samples = Vec::new();
    let mut scores = Vec::new();
    let mut bad = 0usize;
    for path in &args.data {
        let file = match std::fs::File::open(path) {
            Ok(f) => f,
            Err(e) => {
                eprintln!("error: cannot open {}: {e}", path.display());
                return 1;
            }
        };
        for line in std::io::BufReader::new(file).lines() {
            let Ok(line) = line else {
                bad += 1;
                continue;
            };
            match parse_line::<V>(&line) {
                Ok((pos, label)) => {
                    samples.push(Sample::new(&pos, label.result, V::WEIGHTS));
                    scores.push(label.score);
                }
                Err(_) => bad += 1,
            }
        }
    }
    if let Some(limit) = args.limit {
        let step = samples.len().div_ceil(limit.max(1)).max(1);
        samples = samples.into_iter().step_by(step).collect();
        scores = scores.into_iter().step_by(step).collect();
    }
    let mut blend = String::new();
    if args.score_weight > 0.0 {
        let Some(scale) = blend_scores(&mut samples, &scores, args.score_weight) else {
            eprintln!("error: --score-weight needs lines with scores (`<FEN> | <result> | <cp>`)");
            return 2;
        };
        let scored = scores.iter().flatten().count();
        eprintln!("{scored} positions with scores, score scale {scale:.4}");
        blend = format!(
            ", targets {:.2} score (scale {scale:.4}, {scored} scored) and {:.2} result",
            args.score_weight,
            1.0 - args.score_weight
        );
    }
    eprintln!(
        "{} {} positions ({bad} unreadable lines skipped), {} weights",
        samples.len(),
        V::KIND,
        start.len()
    );
    if samples.is_empty() {
        eprintln!("error: no training positions");
        return 1;
    }
    let cfg = TuneConfig {
        epochs: args.epochs,
        learning_rate: args.lr,
        threads: args.threads.max(1),
        only,
    };
    let report = tune(&samples, &start, &cfg, |epoch, loss| {
        eprintln!("epoch {epoch}: loss {loss:.6}")
    });
    println!("K {:.4}", report.k);
    println!("loss before {:.6}", report.loss_before);
    println!("loss after {:.6}", report.loss_after);
    if let Some(out) = &args.out {
        let comment = format!(
            "{} positions from {}{blend}, {} epochs, lr {}{}, K {:.4}, MSE {:.6} -> {:.6}.",
            samples.len(),
            args.data
                .iter()
                .map(|p| p.display().to_string())
                .collect::<Vec<_>>()
                .join(", "),
            args.epochs,
            args.lr,
            if args.only.is_empty() {
                String::new()
            } else {
                format!(", fitting only {}", args.only.join(", "))
            },
            report.k,
            report.loss_before,
            report.loss_after
        );
        let weights: [Pair; NUM_PARAMS] = report.weights;
        if let Err(e) = std::fs::write(out, weights_source(&weights, &comment, V::KIND)) {
            eprintln!("error: writing {}: {e}", out.display());
            return 1;
        }
        eprintln!("wrote {}", out.display());
    }
    for row in V::OWN_LAYOUT {
        let values: Vec<String> = report.own[row.start..row.end()]
            .iter()
            .map(|p| p.mg.to_string())
            .collect();
        println!("{} {}", row.name, values.join(" "));
    }
    if let Some(out) = &args.own_out {
        if V::OWN_LAYOUT.is_empty() {
            eprintln!("error: {} has no own layout to write", V::KIND);
            return 2;
        }
        let comment = format!(
            "{} positions, {} epochs, lr {}, K {:.4}, MSE {:.6} -> {:.6}.",
            samples.len(),
            args.epochs,
            args.lr,
            report.k,
            report.loss_before,
            report.loss_after
        );
        let source = own_weights_source(V::OWN_LAYOUT, &report.own, &comment, V::KIND);
        if let Err(e) = std::fs::write(out, source) {
            eprintln!("error: writing {}: {e}", out.display());
            return 1;
        }
        eprintln!("wrote {}", out.display());
    }
    0
}

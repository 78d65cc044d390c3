//! `ferrum tournament` and `ferrum selfplay`: engine matches, gauntlets and round robins from the
//! terminal, with PGN and SVG output. The flags follow cutechess-cli's words (`--engine
//! name=... cmd=... proto=... option.X=V`, `--each`, `--draw`, `--resign`, `--sprt`).

use clap::ArgAction;
use ferrum::tournament::adjudication::{AdjudicationRules, TbAdjudication};
use ferrum::tournament::config::{
    parse_sprt, parse_variant, DrawRule, EngineSpec, Format, ResignRule, TimeControl, Timeouts,
};
use ferrum::tournament::openings::{OpeningFormat, OpeningSuite, OpeningsConfig, Order};
use ferrum::tournament::run::{self, OutputMode, TournamentConfig};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

#[derive(clap::Args, Debug, Clone)]
#[command(after_help = TOURNAMENT_EXAMPLES)]
pub struct TournamentArgs {
    /// An engine: `name=NAME` and, for an external engine, `cmd=PATH proto=uci|xboard`;
    /// also `dir=DIR`, `arg=ARG`, `option.NAME=VALUE`, `tc=...`, `st=S`, `nodes=N`,
    /// `depth=D`, `timemargin=MS`, `ponder`, `restart=on`. Without `cmd=` the engine is ferrum
    /// itself, in-process. Repeat for every engine.
    #[arg(long, value_name = "KEY=VALUE", num_args = 1.., action = ArgAction::Append)]
    pub engine: Vec<String>,
    /// The `--engine` words grouped by occurrence (clap flattens them; `run` regroups them
    /// from the command line, `engine_groups` does it for any argument list).
    #[arg(skip)]
    pub engine_groups: Vec<Vec<String>>,
    /// Settings for every engine (the same words as --engine, except name/cmd/arg).
    #[arg(long, value_name = "KEY=VALUE", num_args = 1..)]
    pub each: Vec<String>,
    /// Games per engine pair (colours alternate; each opening is played with both colours).
    #[arg(long, value_name = "N")]
    pub games: Option<u32>,
    /// Rounds: each round plays every pair twice (one opening, both colours); with --games,
    /// each round plays --games games per pair.
    #[arg(long, value_name = "N")]
    pub rounds: Option<u32>,
    /// Time control: `BASE+INC` (seconds or m:ss, e.g. 10+0.1, 1:00+1), `MOVES/BASE[+INC]`
    /// (40/60), `inf`, and/or `movetime=S`, `nodes=N`, `depth=D`.
    #[arg(long, value_name = "TC", num_args = 1..)]
    pub tc: Vec<String>,
    /// Milliseconds past the clock before a move counts as late (per engine: timemargin=).
    #[arg(long, value_name = "MS", default_value_t = 100)]
    pub timemargin: u64,
    /// Games played at the same time.
    #[arg(long, value_name = "N", default_value_t = 1)]
    pub concurrency: usize,
    /// Append every finished game to this PGN file.
    #[arg(long, value_name = "FILE")]
    pub pgn: Option<PathBuf>,
    /// Write per game the final position (game-NNNN.svg) and an animation
    /// (game-NNNN-animated.svg) into this directory.
    #[arg(long, value_name = "DIR")]
    pub svg: Option<PathBuf>,
    /// Openings: an EPD/FEN file (one position a line), a PGN file (see --plies) or a Polyglot
    /// book (.bin; see --plies). Default: the variant's start position (random starts for
    /// Chess960).
    #[arg(long, value_name = "FILE")]
    pub openings: Option<PathBuf>,
    /// The openings file's format when its extension does not tell: epd, pgn or bin.
    #[arg(long, value_name = "FORMAT")]
    pub openings_format: Option<String>,
    /// PGN openings: plies of each game to play (default all); Polyglot: plies to take from
    /// the book (default 8).
    #[arg(long, value_name = "N")]
    pub plies: Option<u32>,
    /// Opening order: sequential or random.
    #[arg(long, value_name = "ORDER", default_value = "sequential")]
    pub order: String,
    /// Seed for random openings, Chess960 starts and book walks.
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,
    /// Sequential order: the 1-based index of the first opening.
    #[arg(long, value_name = "N", default_value_t = 1)]
    pub start: usize,
    /// The variant: chess, chess960 (random starts), crazyhouse, atomic, 3check, antichess,
    /// giveaway, suicide, kingofthehill, racingkings, horde.
    #[arg(long, value_name = "NAME", default_value = "chess")]
    pub variant: String,
    /// Stop when the SPRT decides: `elo0=0 elo1=5 alpha=0.05 beta=0.05
    /// [model=normalized|logistic|bayesian]`. Two engines only.
    #[arg(long, value_name = "KEY=VALUE", num_args = 0..)]
    pub sprt: Option<Vec<String>>,
    /// match (two engines), gauntlet (the first against each other), roundrobin.
    #[arg(long, value_name = "FORMAT")]
    pub format: Option<String>,
    /// Draw adjudication: `movenumber=40 movecount=8 score=10` (these are the defaults).
    #[arg(long, value_name = "KEY=VALUE", num_args = 0..)]
    pub draw: Option<Vec<String>>,
    /// Resign adjudication: `movecount=3 score=400 [twosided=true]` (defaults shown).
    #[arg(long, value_name = "KEY=VALUE", num_args = 0..)]
    pub resign: Option<Vec<String>>,
    /// Adjudicate a draw after this many full moves.
    #[arg(long, value_name = "N")]
    pub maxmoves: Option<u32>,
    /// Tablebase directory for adjudication (Syzygy .rtbw/.rtbz and Gaviota .gtb.cp4 files);
    /// repeat for several.
    #[arg(long, value_name = "DIR")]
    pub tb: Vec<PathBuf>,
    /// Adjudicate by tablebase only with at most this many pieces.
    #[arg(long, value_name = "N", default_value_t = 7)]
    pub tbpieces: u32,
    /// Tablebase adjudication ignores the 50-move rule (cursed wins count as wins).
    #[arg(long)]
    pub tbignore50: bool,
    /// The PGN Event tag.
    #[arg(long, value_name = "NAME")]
    pub event: Option<String>,
    /// The PGN Site tag.
    #[arg(long, value_name = "NAME", default_value = "?")]
    pub site: String,
    /// Seconds to wait for an engine's uciok / XBoard features.
    #[arg(long, value_name = "S", default_value_t = 10.0)]
    pub startup_timeout: f64,
    /// Seconds to wait for readyok / pong.
    #[arg(long, value_name = "S", default_value_t = 15.0)]
    pub ping_timeout: f64,
    /// Seconds to wait for a move after stop / `?` before the connection counts as stalled.
    #[arg(long, value_name = "S", default_value_t = 5.0)]
    pub stall_timeout: f64,
    /// Only the final report.
    #[arg(long, conflicts_with = "json")]
    pub quiet: bool,
    /// JSON lines on stdout: one object per finished game, then the report.
    #[arg(long)]
    pub json: bool,
}

const TOURNAMENT_EXAMPLES: &str = "Examples:
  ferrum selfplay --games 40 --tc 1+0.01 --concurrency 2 --pgn selfplay.pgn --svg svg/
  ferrum tournament --engine name=new option.Hash=64 --engine name=base option.Hash=16 \\
      --games 200 --tc 8+0.08 --concurrency 2 --openings book.epd --order random --seed 1 \\
      --pgn new-base.pgn --sprt elo0=0 elo1=5
  ferrum tournament --format gauntlet --engine name=ferrum \\
      --engine name=gnuchess cmd=/usr/games/gnuchess arg=--uci proto=uci \\
      --engine name=phalanx cmd=/usr/games/phalanx proto=xboard \\
      --games 10 --tc 10+0.1 --draw movenumber=40 movecount=8 score=10 --resign --pgn g.pgn";

fn secs(s: f64) -> Duration {
    Duration::from_secs_f64(if s.is_finite() && s > 0.0 { s } else { 0.001 })
}

/// Builds the tournament from the arguments (`selfplay`: two ferrums when no engine is given).
pub fn build(args: &TournamentArgs, selfplay: bool) -> Result<TournamentConfig, String> {
    let engines = engines(args, selfplay)?;
    let tc = time_control(args, &engines)?;
    let format = match &args.format {
        Some(f) => Format::from_name(f)
            .ok_or_else(|| format!("unknown --format '{f}' (match, gauntlet, roundrobin)"))?,
        None if engines.len() == 2 => Format::Match,
        None => Format::RoundRobin,
    };
    let games = match (args.games, args.rounds) {
        (Some(g), Some(r)) => g.saturating_mul(r),
        (Some(g), None) => g,
        (None, Some(r)) => r.saturating_mul(2),
        (None, None) => 2,
    };
    if games == 0 {
        return Err("--games and --rounds must be positive".into());
    }
    let openings = openings(args)?;
    let draw = args
        .draw
        .as_ref()
        .map(|w| DrawRule::parse(w))
        .transpose()
        .map_err(|e| e.to_string())?;
    let resign = args
        .resign
        .as_ref()
        .map(|w| ResignRule::parse(w))
        .transpose()
        .map_err(|e| e.to_string())?;
    let sprt = args
        .sprt
        .as_ref()
        .map(|w| parse_sprt(w))
        .transpose()
        .map_err(|e| e.to_string())?;
    let tb = tablebases(args)?;
    let output = if args.json {
        OutputMode::Json
    } else if args.quiet {
        OutputMode::Quiet
    } else {
        OutputMode::Normal
    };
    Ok(TournamentConfig {
        engines,
        format,
        games,
        tc,
        margin: Duration::from_millis(args.timemargin),
        concurrency: args.concurrency.max(1),
        pgn: args.pgn.clone(),
        svg: args.svg.clone(),
        openings,
        rules: AdjudicationRules {
            draw,
            resign,
            max_moves: args.maxmoves,
            tb,
        },
        sprt,
        timeouts: Timeouts {
            startup: secs(args.startup_timeout),
            ping: secs(args.ping_timeout),
            stall: secs(args.stall_timeout),
        },
        event: args.event.clone().unwrap_or_else(|| {
            if selfplay {
                "ferrum selfplay".into()
            } else {
                "ferrum tournament".into()
            }
        }),
        site: args.site.clone(),
        output,
    })
}

/// The engines: each `--engine` with the `--each` words under its own; `selfplay` without
/// engines plays ferrum against itself.
fn engines(args: &TournamentArgs, selfplay: bool) -> Result<Vec<EngineSpec>, String> {
    let mut engines = Vec::new();
    if args.engine.is_empty() && selfplay {
        engines.push(EngineSpec::in_process("ferrum-1"));
        engines.push(EngineSpec::in_process("ferrum-2"));
    }
    for (i, words) in args.engine_groups.iter().enumerate() {
        let mut spec = EngineSpec::in_process(&format!("engine{}", i + 1));
        spec.apply_words(&args.each, true)
            .map_err(|e| e.to_string())?;
        spec.apply_words(words, false).map_err(|e| e.to_string())?;
        if !words.iter().any(|w| w.starts_with("name=")) {
            if let Some(cmd) = &spec.command {
                spec.name = cmd
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or(spec.name.clone());
            }
        }
        engines.push(spec);
    }
    if selfplay {
        for spec in engines.iter_mut() {
            if args.engine.is_empty() {
                spec.apply_words(&args.each, true)
                    .map_err(|e| e.to_string())?;
            }
        }
    }
    Ok(engines)
}

/// The `--tc` time control, refused when some engine would have no limit at all.
fn time_control(args: &TournamentArgs, engines: &[EngineSpec]) -> Result<TimeControl, String> {
    let tc = TimeControl::parse(&args.tc).map_err(|e| e.to_string())?;
    if args.tc.is_empty() && engines.iter().any(|e| e.tc.is_none()) {
        return Err(
            "give a time control: --tc BASE+INC (e.g. --tc 10+0.1), or tc= per engine".into(),
        );
    }
    if tc.is_unlimited()
        && engines
            .iter()
            .any(|e| e.tc.as_ref().is_none_or(TimeControl::is_unlimited))
    {
        return Err("--tc inf needs a limit: add nodes=N, depth=D or movetime=S".into());
    }
    Ok(tc)
}

/// The opening suite in the variant asked for.
fn openings(args: &TournamentArgs) -> Result<OpeningSuite, String> {
    let (kind, mode) = parse_variant(&args.variant)
        .ok_or_else(|| format!("unknown variant '{}'", args.variant))?;
    let order = match args.order.to_ascii_lowercase().as_str() {
        "sequential" => Order::Sequential,
        "random" => Order::Random,
        o => return Err(format!("unknown --order '{o}' (sequential, random)")),
    };
    let seed = args.seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(1)
    });
    let openings_format = match &args.openings_format {
        Some(f) => Some(
            OpeningFormat::from_name(f)
                .ok_or_else(|| format!("unknown --openings-format '{f}' (epd, pgn, bin)"))?,
        ),
        None => None,
    };
    OpeningSuite::load(
        &OpeningsConfig {
            file: args.openings.clone(),
            format: openings_format,
            plies: args.plies,
            order,
            seed,
            start: args.start.max(1),
        },
        kind,
        mode,
    )
    .map_err(|e| format!("openings: {e}"))
}

/// The tablebases of `--tb` for adjudication (Syzygy and Gaviota).
fn tablebases(args: &TournamentArgs) -> Result<Option<TbAdjudication>, String> {
    Ok(if args.tb.is_empty() {
        None
    } else {
        // Syzygy and Gaviota files may share the directories; each prober takes its own.
        let syzygy = ferrum::tb::syzygy::Syzygy::<ferrum::variant::Standard>::open(&args.tb)
            .map_err(|e| format!("--tb: {e}"))?;
        let (gaviota, report) = ferrum::tb::gaviota::Gaviota::open(&args.tb, 16 << 20)
            .map_err(|e| format!("--tb: {e}"))?;
        let mut set = ferrum::tb::TablebaseSet::default();
        if !syzygy.is_empty() {
            set.syzygy = Some(Arc::new(syzygy));
        }
        if report.tables > 0 {
            set.gaviota = Some(Arc::new(gaviota));
        }
        if set.is_empty() {
            return Err("--tb: no tablebase files (Syzygy *.rtbw, Gaviota *.gtb.cp4) found".into());
        }
        Some(TbAdjudication {
            tables: Arc::new(set),
            max_pieces: args.tbpieces,
            ignore_50: args.tbignore50,
        })
    })
}

/// The values of each `--engine` occurrence in an argument list: the words after `--engine`
/// (or in `--engine=WORD`) up to the next `--flag`.
pub fn engine_groups(argv: &[String]) -> Vec<Vec<String>> {
    let mut groups: Vec<Vec<String>> = Vec::new();
    let mut collecting = false;
    for arg in argv {
        if arg == "--engine" {
            groups.push(Vec::new());
            collecting = true;
        } else if let Some(first) = arg.strip_prefix("--engine=") {
            groups.push(vec![first.to_string()]);
            collecting = true;
        } else if arg.starts_with("--") {
            collecting = false;
        } else if collecting {
            if let Some(g) = groups.last_mut() {
                g.push(arg.clone());
            }
        }
    }
    groups
}

/// Runs `tournament` (or `selfplay`); returns the exit code. Ctrl-C stops the games in
/// progress and prints the report of the finished ones; a second Ctrl-C exits at once.
pub fn run(args: &TournamentArgs, selfplay: bool) -> i32 {
    let mut args = args.clone();
    let argv: Vec<String> = std::env::args().collect();
    args.engine_groups = engine_groups(&argv);
    let flat: Vec<String> = args.engine_groups.concat();
    if flat != args.engine {
        eprintln!(
            "error: could not read the --engine arguments; write each as --engine KEY=VALUE ..."
        );
        return 2;
    }
    let args = &args;
    if selfplay && !args.engine.is_empty() {
        eprintln!("error: selfplay plays ferrum against itself; use `ferrum tournament --engine ...` for other engines (--each option.X=V sets options)");
        return 2;
    }
    let config = match build(args, selfplay) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("error: {e}");
            return 2;
        }
    };
    let stop = Arc::new(AtomicBool::new(false));
    let presses = Arc::new(AtomicUsize::new(0));
    let handler_stop = stop.clone();
    let result = ctrlc::set_handler(move || {
        if presses.fetch_add(1, Ordering::SeqCst) >= 1 {
            std::process::exit(130);
        }
        eprintln!("\ninterrupted: finishing the report (Ctrl-C again to quit at once)");
        handler_stop.store(true, Ordering::SeqCst);
    });
    if let Err(e) = result {
        log::warn!("cannot handle Ctrl-C: {e}");
    }
    match run::run(config, stop) {
        Ok(summary) if summary.interrupted => 130,
        Ok(_) => 0,
        Err(e) => {
            eprintln!("error: {e}");
            1
        }
    }
}

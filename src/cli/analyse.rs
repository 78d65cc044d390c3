//! `ferrum analyse`: PGN games annotated move by move (evaluations, verdicts with the better
//! line, book and tablebase notes, accuracy and average centipawn loss per side), with an
//! evaluation graph and boards of the blunders as SVG, a report page as HTML and the figures as
//! JSON. The analysis itself is the library's (`ferrum::analysis`); this file reads the inputs,
//! shows progress, handles Ctrl-C and writes the files.

use ferrum::analysis::run::{spawn_workers, Event, Job, WorkerSettings};
use ferrum::analysis::{graph, html, json, Analysed, Context, GameError};
use ferrum::book::Book;
use ferrum::game::{pgn_write, Game, PgnReader};
use ferrum::tournament::config::{EngineSpec, TimeControl, Timeouts};
use indicatif::{ProgressBar, ProgressStyle};
use std::io::{IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

#[derive(clap::Args, Debug, Clone)]
#[command(after_help = ANALYSE_HELP)]
pub struct AnalyseArgs {
    /// PGN files to analyse; `-` reads standard input.
    #[arg(value_name = "PGN", required = true)]
    pub files: Vec<PathBuf>,
    /// Write the annotated games to this file (default: standard output).
    #[arg(long, short, value_name = "FILE")]
    pub out: Option<PathBuf>,
    /// Search every position to this depth.
    #[arg(long, value_name = "D")]
    pub depth: Option<u32>,
    /// Search every position this many nodes (the default, 200000, when no limit is given).
    #[arg(long, value_name = "N")]
    pub nodes: Option<u64>,
    /// Search every position this many seconds.
    #[arg(long, value_name = "S")]
    pub movetime: Option<f64>,
    /// Search threads of each engine (UCI `Threads`).
    #[arg(long, value_name = "N", default_value_t = 1)]
    pub threads: usize,
    /// Hash table of each engine in MB (UCI `Hash`).
    #[arg(long, value_name = "MB", default_value_t = 64)]
    pub hash: usize,
    /// Games analysed side by side, each by its own engine.
    #[arg(long, short, value_name = "N", default_value_t = 1)]
    pub jobs: usize,
    /// Another engine: `cmd=PATH [proto=uci|xboard] [name=NAME] [arg=ARG] [option.X=V]` (the
    /// words of `ferrum tournament --engine`). Default: ferrum itself, in-process.
    #[arg(long, value_name = "KEY=VALUE", num_args = 1..)]
    pub engine: Vec<String>,
    /// Write per game its evaluation graph (STEM-NNNN-graph.svg) and a board of each blunder
    /// (STEM-NNNN-plyPPP-blunder.svg) into this directory.
    #[arg(long, value_name = "DIR")]
    pub svg: Option<PathBuf>,
    /// Write a self-contained report page per input file (with several inputs, FILE is a
    /// directory that gets STEM.html for each).
    #[arg(long, value_name = "FILE")]
    pub html: Option<PathBuf>,
    /// Write the analysis of every game as JSON (evaluations, best moves, verdicts, figures).
    #[arg(long, value_name = "FILE")]
    pub json: Option<PathBuf>,
    /// The Polyglot book whose moves are book moves (`none`: no book).
    #[arg(long, value_name = "FILE", default_value = "books/ferrum.bin")]
    pub book: String,
    /// Syzygy tablebase directory for the endgame notes (default: ferrum's own tables).
    #[arg(long, value_name = "DIR")]
    pub tb: Option<PathBuf>,
    /// The longest better line written as a variation, in plies.
    #[arg(long, value_name = "N", default_value_t = 10)]
    pub pv_plies: usize,
    /// No progress bar.
    #[arg(long, short)]
    pub quiet: bool,
}

const ANALYSE_HELP: &str = "How moves are judged (lichess's published formulas: scalachess \
eval.scala, lila AccuracyPercent.scala, Advice.scala, AccuracyCP.scala):
  winning chances  wc(cp) = 2 / (1 + exp(-0.00368208 * cp)) - 1          (-1..1)
  Win%             50 + 50 * wc(cp), cp limited to ±1000, a mate counting as ±1000
  verdict          the mover's fall of wc (centipawns not limited):
                   >= 0.3 blunder (??), >= 0.2 mistake (?), >= 0.1 inaccuracy (?!);
                   a forced mate against the mover appearing is a blunder (a mistake below
                   -7.00, an inaccuracy below -9.99 before it); the mover's forced mate
                   disappearing is a blunder (a mistake above +7.00, an inaccuracy above +9.99
                   after it)
  move accuracy    100 if Win% did not fall, else
                   103.1668100711649 * exp(-0.04354415386753951 * fall) - 3.166924740191411 + 1,
                   within 0..100
  game accuracy    the mean of the volatility-weighted mean (windows of clamp(moves/10, 2, 8)
                   Win% values, weights their standard deviation within 0.5..12) and the
                   harmonic mean of the side's move accuracies
  ACPL             the mean centipawn loss per move (evaluations limited to ±1000), rounded
Not judged: the engine's own choice, book moves, null moves, moves that end the game except in a
draw. Evaluations go in [%eval], the better move in [%cal] and as a variation; the tags
WhiteAccuracy, BlackAccuracy, WhiteACPL, BlackACPL, ECO, Opening and a closing comment hold the
summary.

Examples:
  ferrum analyse games.pgn --out annotated.pgn --html report.html --jobs 2
  ferrum analyse mygame.pgn --nodes 1000000 --svg pictures/
  ferrum analyse db.pgn --engine cmd=/usr/games/stockfish --depth 18 --threads 2 --out db-sf.pgn
  cat game.pgn | ferrum analyse - > annotated.pgn";

/// The games of one input file.
struct Input {
    /// The name shown in messages (`-` is `stdin`).
    name: String,
    /// The file name without extension, for the pictures and pages.
    stem: String,
    /// (number in the file, 1-based; the game)
    games: Vec<(usize, Game)>,
}

/// Is this the start of a binary file? NUL bytes, or many control characters.
fn looks_binary(bytes: &[u8]) -> bool {
    let head = &bytes[..bytes.len().min(65_536)];
    if head.contains(&0) {
        return true;
    }
    let control = head
        .iter()
        .filter(|&&b| b < 0x20 && !matches!(b, b'\n' | b'\r' | b'\t' | 0x0c))
        .count();
    control * 20 > head.len()
}

/// Reads one input; the games that cannot be read are reported on standard error.
fn read_input(path: &Path, say: &dyn Fn(&str)) -> Result<Input, String> {
    let is_stdin = path.as_os_str() == "-";
    let name = if is_stdin {
        "stdin".to_string()
    } else {
        path.display().to_string()
    };
    let mut bytes = Vec::new();
    let read = if is_stdin {
        std::io::stdin().read_to_end(&mut bytes).map(|_| ())
    } else {
        std::fs::File::open(path).and_then(|mut f| f.read_to_end(&mut bytes).map(|_| ()))
    };
    read.map_err(|e| format!("{name}: {e}"))?;
    if looks_binary(&bytes) {
        return Err(format!("{name}: not a PGN file (binary data)"));
    }
    let stem = if is_stdin {
        "stdin".to_string()
    } else {
        path.file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_else(|| "games".into())
    };
    let mut reader = PgnReader::new(&bytes[..]);
    let mut games = Vec::new();
    let mut number = 0;
    while let Some(read) = reader.read_game() {
        number += 1;
        match read {
            Ok(game) => games.push((number, game)),
            Err(e) => say(&format!("{name}: {e}; game skipped")),
        }
        for w in reader.take_warnings() {
            say(&format!("{name}: {w}"));
        }
    }
    if number == 0 {
        return Err(format!("{name}: no games found"));
    }
    Ok(Input { name, stem, games })
}

/// The engine of `--engine` (ferrum in-process without it), with `--threads` and `--hash`.
fn engine_spec(args: &AnalyseArgs) -> Result<EngineSpec, String> {
    let argv: Vec<String> = std::env::args().collect();
    if super::tournament::engine_groups(&argv).len() > 1 {
        return Err("give one --engine (its words after a single --engine)".into());
    }
    let mut spec = EngineSpec::in_process("ferrum");
    spec.apply_words(&args.engine, false)
        .map_err(|e| e.to_string())?;
    if !args.engine.iter().any(|w| w.starts_with("name=")) {
        if let Some(cmd) = &spec.command {
            if let Some(n) = cmd.file_name() {
                spec.name = n.to_string_lossy().into_owned();
            }
        }
    }
    if spec.ponder {
        return Err("--engine: ponder means nothing to an analysis".into());
    }
    let xboard =
        spec.command.is_some() && spec.protocol == ferrum::tournament::config::Protocol::Xboard;
    if !xboard {
        for (name, value) in [("Threads", args.threads), ("Hash", args.hash)] {
            if !spec
                .options
                .iter()
                .any(|(n, _)| n.eq_ignore_ascii_case(name))
            {
                spec.options.push((name.to_string(), value.to_string()));
            }
        }
    }
    Ok(spec)
}

/// The search limit of every position.
fn time_control(args: &AnalyseArgs, spec: &EngineSpec) -> Result<TimeControl, String> {
    let mut tc = TimeControl::default();
    if let Some(d) = args.depth {
        tc.apply_word(&format!("depth={d}"))
            .map_err(|e| e.to_string())?;
    }
    if let Some(n) = args.nodes {
        tc.apply_word(&format!("nodes={n}"))
            .map_err(|e| e.to_string())?;
    }
    if let Some(s) = args.movetime {
        if !(s.is_finite() && s > 0.0) {
            return Err(format!("--movetime {s}: give a positive number of seconds"));
        }
        tc.movetime_ms = Some((s * 1000.0).round().max(1.0) as u64);
    }
    if tc.is_unlimited() {
        if let Some(own) = &spec.tc {
            tc = own.clone();
        }
    }
    // A clock means nothing to an analysis: every position gets the same limit.
    tc.clock = None;
    if tc.is_unlimited() {
        tc.nodes = Some(200_000);
    }
    Ok(tc)
}

/// `nodes 200000` / `depth 18` / `1.5 s` for the annotator note.
fn limit_text(tc: &TimeControl) -> String {
    let mut parts = Vec::new();
    if let Some(d) = tc.depth {
        parts.push(format!("depth {d}"));
    }
    if let Some(n) = tc.nodes {
        parts.push(format!("nodes {n}"));
    }
    if let Some(ms) = tc.movetime_ms {
        parts.push(format!("{} s", ferrum::tournament::config::fmt_secs(ms)));
    }
    parts.join(", ")
}

fn context(args: &AnalyseArgs, spec: &EngineSpec, tc: &TimeControl) -> Result<Context, String> {
    let book = match args.book.as_str() {
        "none" | "" => None,
        path => {
            let resolved = ferrum::engine::paths::resolve(path);
            Some(Arc::new(
                Book::open(&resolved).map_err(|e| format!("--book {path}: {e}"))?,
            ))
        }
    };
    let tablebases = match &args.tb {
        Some(dir) => {
            let tables = ferrum::tb::syzygy::SyzygyTables::open(std::slice::from_ref(dir))
                .map_err(|e| format!("--tb: {e}"))?;
            if tables.is_empty() {
                return Err(format!("--tb {}: no Syzygy tables there", dir.display()));
            }
            Some(Arc::new(tables) as Arc<dyn ferrum::tb::Tablebases>)
        }
        None => ferrum::engine::syzygy::load_default(),
    };
    let engine = if spec.is_in_process() {
        format!("ferrum {}", env!("CARGO_PKG_VERSION"))
    } else {
        spec.name.clone()
    };
    Ok(Context {
        book,
        tablebases,
        pv_plies: args.pv_plies,
        annotator: format!("{engine}, {}", limit_text(tc)),
    })
}

/// The progress bar on a terminal's standard error (hidden otherwise and with --quiet).
fn progress_bar(total: u64, quiet: bool) -> ProgressBar {
    if quiet || !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(total);
    let style = ProgressStyle::with_template(
        "{spinner} [{elapsed_precise}] {bar:32.cyan/blue} {msg} · {pos}/{len} positions · {eta} left",
    )
    .unwrap_or_else(|_| ProgressStyle::default_bar())
    .progress_chars("█▉▊▋▌▍▎▏ ");
    bar.set_style(style);
    bar.enable_steady_tick(Duration::from_millis(200));
    bar
}

/// Where the annotated games go, one whole game at a time.
struct PgnOut(Box<dyn Write>);

impl PgnOut {
    fn open(path: Option<&Path>) -> Result<PgnOut, String> {
        Ok(PgnOut(match path {
            Some(p) => Box::new(
                std::fs::File::create(p).map_err(|e| format!("--out {}: {e}", p.display()))?,
            ),
            None => Box::new(std::io::stdout()),
        }))
    }

    fn write(&mut self, game: &Game) -> Result<(), String> {
        let text = pgn_write::write_game(game);
        self.0
            .write_all(text.as_bytes())
            .and_then(|_| self.0.flush())
            .map_err(|e| format!("writing the PGN: {e}"))
    }
}

/// What became of one game.
enum Outcome {
    Pending,
    Done(Box<Analysed>),
    Failed(GameError),
}

/// Runs `analyse`; returns the exit code.
pub fn run(args: &AnalyseArgs) -> i32 {
    match analyse(args) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e}");
            2
        }
    }
}

fn analyse(args: &AnalyseArgs) -> Result<i32, String> {
    let spec = engine_spec(args)?;
    let tc = time_control(args, &spec)?;
    let context = context(args, &spec, &tc)?;
    if args.files.iter().filter(|f| f.as_os_str() == "-").count() > 1 {
        return Err("standard input (-) can be read once".into());
    }
    let mut inputs = Vec::new();
    for path in &args.files {
        match read_input(path, &|m| eprintln!("{m}")) {
            Ok(input) => inputs.push(input),
            Err(e) => eprintln!("{e}"),
        }
    }
    let jobs: Vec<Job> = inputs
        .iter()
        .flat_map(|i| i.games.iter().map(|(_, g)| g.clone()))
        .enumerate()
        .map(|(index, game)| Job { index, game })
        .collect();
    if jobs.is_empty() {
        eprintln!("nothing to analyse");
        return Ok(1);
    }
    let mut out = PgnOut::open(args.out.as_deref())?;
    let settings = WorkerSettings {
        engine: spec,
        tc,
        timeouts: Timeouts {
            startup: Duration::from_secs(20),
            ping: Duration::from_secs(30),
            stall: Duration::from_secs(10),
        },
        context,
    };
    let (outcomes, interrupted) = drive(args, &inputs, jobs, settings, &mut out)?;
    let analysed = outcomes
        .iter()
        .filter(|o| matches!(o, Outcome::Done(_)))
        .count();
    write_reports(args, &inputs, &outcomes)?;
    if interrupted {
        eprintln!("interrupted: {analysed} games analysed and written");
        return Ok(130);
    }
    Ok(if analysed == 0 { 1 } else { 0 })
}

/// (input, number in its file) of every job, in order.
fn job_names(inputs: &[Input]) -> Vec<(usize, usize)> {
    inputs
        .iter()
        .enumerate()
        .flat_map(|(i, input)| input.games.iter().map(move |(n, _)| (i, *n)))
        .collect()
}

/// Runs the workers, shows progress, writes games in input order as they are done. Returns every
/// game's outcome and whether Ctrl-C stopped the work.
fn drive(
    args: &AnalyseArgs,
    inputs: &[Input],
    jobs: Vec<Job>,
    settings: WorkerSettings,
    out: &mut PgnOut,
) -> Result<(Vec<Outcome>, bool), String> {
    let names = job_names(inputs);
    let total_games = jobs.len();
    let originals: Vec<Game> = jobs.iter().map(|j| j.game.clone()).collect();
    let positions: u64 = jobs.iter().map(|j| j.game.moves.len() as u64 + 1).sum();
    let bar = progress_bar(positions, args.quiet);
    let say = |m: &str| bar.suspend(|| eprintln!("{m}"));
    let stop = Arc::new(AtomicBool::new(false));
    install_interrupt(stop.clone(), bar.clone());
    let workers = args.jobs.clamp(1, total_games);
    let (job_tx, job_rx) = crossbeam_channel::unbounded();
    for job in jobs {
        let _ = job_tx.send(job);
    }
    drop(job_tx);
    let (event_tx, event_rx) = crossbeam_channel::unbounded();
    let handles = spawn_workers(workers, settings, job_rx, event_tx, stop.clone());
    let mut outcomes: Vec<Outcome> = (0..total_games).map(|_| Outcome::Pending).collect();
    let mut per_job_positions = vec![0u64; total_games];
    let (mut next, mut finished, mut engine_failures) = (0usize, 0usize, 0usize);
    bar.set_message(format!("0/{total_games} games"));
    for event in event_rx.iter() {
        match event {
            Event::EngineFailed { error, .. } => {
                engine_failures += 1;
                if engine_failures == 1 {
                    say(&format!("error: cannot start the engine: {error}"));
                }
                if engine_failures == workers {
                    stop.store(true, Ordering::SeqCst);
                }
            }
            Event::Position { job } => {
                per_job_positions[job] += 1;
                bar.inc(1);
            }
            Event::Finished { job, result } => {
                finished += 1;
                bar.set_message(format!("{finished}/{total_games} games"));
                let expected = originals[job].moves.len() as u64 + 1;
                bar.inc(expected.saturating_sub(per_job_positions[job]));
                outcomes[job] = match result {
                    Ok(a) => Outcome::Done(a),
                    Err(e) => Outcome::Failed(e),
                };
                next = flush(&outcomes, next, &originals, &names, inputs, args, out, &say)?;
            }
        }
    }
    for h in handles {
        let _ = h.join();
    }
    bar.finish_and_clear();
    let interrupted = stop.load(Ordering::SeqCst) && engine_failures < workers;
    // Games done after one still pending (Ctrl-C) are written too, in order.
    for (job, outcome) in outcomes.iter().enumerate().skip(next) {
        if let Outcome::Done(a) = outcome {
            out.write(&a.game)?;
        } else if let Outcome::Failed(GameError::Engine(e)) = outcome {
            report_failure(&names, inputs, job, &e.to_string(), &say);
            out.write(&originals[job])?;
        }
    }
    Ok((outcomes, interrupted))
}

fn report_failure(
    names: &[(usize, usize)],
    inputs: &[Input],
    job: usize,
    why: &str,
    say: &dyn Fn(&str),
) {
    let (input, number) = names[job];
    say(&format!(
        "{}: game {number} not analysed (written as it was): {why}",
        inputs[input].name
    ));
}

/// Writes the games from `next` on that are finished, in order; returns the first still pending.
#[allow(clippy::too_many_arguments)]
fn flush(
    outcomes: &[Outcome],
    mut next: usize,
    originals: &[Game],
    names: &[(usize, usize)],
    inputs: &[Input],
    args: &AnalyseArgs,
    out: &mut PgnOut,
    say: &dyn Fn(&str),
) -> Result<usize, String> {
    while let Some(outcome) = outcomes.get(next) {
        match outcome {
            Outcome::Pending => break,
            Outcome::Done(a) => {
                out.write(&a.game)?;
                if let Some(dir) = &args.svg {
                    let (input, number) = names[next];
                    write_svgs(dir, &inputs[input].stem, number, a)?;
                }
            }
            Outcome::Failed(GameError::Interrupted) => {}
            Outcome::Failed(GameError::Engine(e)) => {
                report_failure(names, inputs, next, &e.to_string(), say);
                out.write(&originals[next])?;
            }
        }
        next += 1;
    }
    Ok(next)
}

/// Ctrl-C: the first stops the work (the games done are written), the second exits at once.
fn install_interrupt(stop: Arc<AtomicBool>, bar: ProgressBar) {
    let presses = AtomicUsize::new(0);
    let result = ctrlc::set_handler(move || {
        if presses.fetch_add(1, Ordering::SeqCst) >= 1 {
            std::process::exit(130);
        }
        bar.suspend(|| {
            eprintln!("\ninterrupted: writing the games done (Ctrl-C again to quit at once)")
        });
        stop.store(true, Ordering::SeqCst);
    });
    if let Err(e) = result {
        log::warn!("cannot handle Ctrl-C: {e}");
    }
}

fn write_file(path: &Path, text: &str) -> Result<(), String> {
    std::fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))
}

/// The graph of a game and a board of each blunder.
fn write_svgs(dir: &Path, stem: &str, number: usize, analysed: &Analysed) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("--svg {}: {e}", dir.display()))?;
    let report = &analysed.report;
    write_file(
        &dir.join(format!("{stem}-{number:04}-graph.svg")),
        &graph::evaluation_graph(report),
    )?;
    for (ply, (pos, gm)) in analysed.game.plies().enumerate() {
        let blunder = report.moves[ply]
            .judgement
            .is_some_and(|(j, _)| j == ferrum::analysis::Judgement::Blunder);
        if blunder {
            let board = html::moment_board(&pos, gm.mv, report.positions[ply].best(), None);
            let name = format!("{stem}-{number:04}-ply{:03}-blunder.svg", ply + 1);
            write_file(&dir.join(name), &board)?;
        }
    }
    Ok(())
}

/// The HTML pages and the JSON file, from the games analysed.
fn write_reports(args: &AnalyseArgs, inputs: &[Input], outcomes: &[Outcome]) -> Result<(), String> {
    let names = job_names(inputs);
    if let Some(html_path) = &args.html {
        if inputs.len() > 1 {
            std::fs::create_dir_all(html_path)
                .map_err(|e| format!("--html {}: {e}", html_path.display()))?;
        }
        for (i, input) in inputs.iter().enumerate() {
            let games: Vec<(usize, &Analysed)> = outcomes
                .iter()
                .zip(&names)
                .filter(|(_, (input_no, _))| *input_no == i)
                .filter_map(|(o, (_, number))| match o {
                    Outcome::Done(a) => Some((number - 1, a.as_ref())),
                    _ => None,
                })
                .collect();
            let path = if inputs.len() > 1 {
                html_path.join(format!("{}.html", input.stem))
            } else {
                html_path.clone()
            };
            write_file(&path, &html::page(&input.name, &games))?;
        }
    }
    if let Some(json_path) = &args.json {
        let games: Vec<serde_json::Value> = outcomes
            .iter()
            .zip(&names)
            .filter_map(|(o, (input, number))| match o {
                Outcome::Done(a) => {
                    let mut value = json::game_json(number - 1, a);
                    value["file"] = serde_json::Value::String(inputs[*input].name.clone());
                    Some(value)
                }
                _ => None,
            })
            .collect();
        let text = serde_json::to_string_pretty(&serde_json::Value::Array(games))
            .map_err(|e| format!("--json: {e}"))?;
        write_file(json_path, &text)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    #[derive(Parser)]
    struct Cli {
        #[command(flatten)]
        args: AnalyseArgs,
    }

    fn args(words: &[&str]) -> AnalyseArgs {
        let mut argv = vec!["analyse"];
        argv.extend_from_slice(words);
        Cli::parse_from(argv).args
    }

    #[test]
    fn limits() {
        let spec = EngineSpec::in_process("ferrum");
        let tc = time_control(&args(&["g.pgn"]), &spec).unwrap();
        assert_eq!(
            (tc.nodes, tc.depth, tc.movetime_ms),
            (Some(200_000), None, None)
        );
        let tc = time_control(
            &args(&["g.pgn", "--depth", "12", "--movetime", "0.5"]),
            &spec,
        )
        .unwrap();
        assert_eq!(
            (tc.nodes, tc.depth, tc.movetime_ms),
            (None, Some(12), Some(500))
        );
        assert!(time_control(&args(&["g.pgn", "--movetime=-1"]), &spec).is_err());
        // An engine's own clock is no limit for an analysis; its nodes= is.
        let mut spec = EngineSpec::in_process("x");
        spec.apply_words(&["tc=40/60".to_string()], false).unwrap();
        let tc = time_control(&args(&["g.pgn"]), &spec).unwrap();
        assert_eq!((tc.clock, tc.nodes), (None, Some(200_000)));
        spec.apply_words(&["nodes=5000".to_string()], false)
            .unwrap();
        assert_eq!(
            time_control(&args(&["g.pgn"]), &spec).unwrap().nodes,
            Some(5000)
        );
        assert_eq!(limit_text(&tc), "nodes 200000");
    }

    #[test]
    fn binary_files_are_told_apart() {
        assert!(!looks_binary(b"[Event \"x\"]\n\n1. e4 e5 *\n"));
        assert!(!looks_binary("[White \"J\u{fc}rg\"]\n1. e4 *".as_bytes()));
        assert!(looks_binary(b"PK\x03\x04\x00\x00rest of a zip"));
        let noise: Vec<u8> = (0..1000u32).map(|i| (i * 37 % 31) as u8).collect();
        assert!(looks_binary(&noise));
        assert!(!looks_binary(b""));
    }
}

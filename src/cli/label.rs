//! `ferrum label`: a stronger UCI engine's search score for each position of `ferrum datagen`
//! lines (`<FEN> | <result>`), written as a binary data file (`ferrum::eval::dataset`) that
//! `ferrum tune --data` reads. Several engine processes label side by side, each taking every
//! n-th position; the output keeps the input's order. The whole input is checked before any
//! engine starts, and the output appears under its name only once complete: a bad line, a
//! crashed engine or an interrupted run leaves no file that reads as a finished data set.

use ferrum::eval::dataset::{DataWriter, Record, Source};
use ferrum::eval::tuner::parse_line;
use ferrum::position::{CastlingMode, Position, Standard};
use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

/// A mate's label, centipawns (as `bench/label_scores.py` writes it).
const MATE_LABEL: i32 = 3000;

#[derive(clap::Args, Debug)]
pub struct LabelArgs {
    /// `ferrum datagen` text: `<FEN> | <result>` lines (a third `| <score>` field is replaced).
    #[arg(long)]
    pub input: PathBuf,
    /// The data file to write (binary, `ferrum tune --data` reads it).
    #[arg(long)]
    pub out: PathBuf,
    /// The labelling engine (a UCI program).
    #[arg(long, default_value = "/usr/games/stockfish")]
    pub engine: PathBuf,
    /// Search depth of each label.
    #[arg(long, default_value_t = 8)]
    pub depth: u32,
    /// Engine processes side by side (one thread and 16 MB hash each).
    #[arg(long, default_value_t = 1)]
    pub jobs: usize,
    /// Where the positions came from, kept in each record: selfplay, book, chess960,
    /// search-tree, versus or other.
    #[arg(long, default_value = "selfplay")]
    pub source: String,
    /// Keep every n-th line only.
    #[arg(long, default_value_t = 1)]
    pub every: usize,
}

pub fn run(args: &LabelArgs) -> i32 {
    match label(args) {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("label: {e}");
            1
        }
    }
}

struct Item {
    fen: String,
    record: Record,
}

fn label(args: &LabelArgs) -> Result<(), String> {
    let source = Source::from_name(&args.source)
        .ok_or_else(|| format!("unknown source '{}'", args.source))?;
    if args.jobs == 0 || args.every == 0 || args.depth == 0 {
        return Err("--jobs, --every and --depth must be at least 1".into());
    }
    let items = read_input(args, source)?;
    if items.is_empty() {
        return Err(format!("{}: no positions", args.input.display()));
    }
    let started = Instant::now();
    let done = AtomicU64::new(0);
    let total = items.len();
    let scores: Vec<Result<Vec<(usize, i32)>, String>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..args.jobs)
            .map(|job| {
                let (items, done) = (&items, &done);
                scope.spawn(move || {
                    let mut engine = Engine::start(args)?;
                    let mut scores = Vec::new();
                    for (i, item) in items.iter().enumerate().skip(job).step_by(args.jobs) {
                        let white = item.record.setup.turn.is_white();
                        let score = engine.score(&item.fen, args.depth)?;
                        scores.push((i, if white { score } else { -score }));
                        let n = done.fetch_add(1, Ordering::Relaxed) + 1;
                        if n % 10_000 == 0 {
                            let rate = n as f64 / started.elapsed().as_secs_f64();
                            eprintln!("label: {n}/{total} positions, {rate:.0}/s");
                        }
                    }
                    engine.quit();
                    Ok(scores)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err("a labelling thread panicked".into()))
            })
            .collect()
    });
    let mut labelled: Vec<Record> = items.into_iter().map(|i| i.record).collect();
    for part in scores {
        for (i, score) in part? {
            labelled[i].score = Some(score as i16);
        }
    }
    write_atomically(args, &labelled)?;
    let secs = started.elapsed().as_secs_f64();
    eprintln!(
        "label: {} positions at depth {} in {secs:.0} s ({:.0}/s) -> {}",
        labelled.len(),
        args.depth,
        labelled.len() as f64 / secs,
        args.out.display()
    );
    Ok(())
}

/// Every kept line, checked: a bad one stops the run before any engine starts.
fn read_input(args: &LabelArgs, source: Source) -> Result<Vec<Item>, String> {
    let file =
        std::fs::File::open(&args.input).map_err(|e| format!("{}: {e}", args.input.display()))?;
    let mut items = Vec::new();
    for (n, line) in BufReader::new(file).lines().enumerate() {
        let line = line.map_err(|e| format!("{} line {}: {e}", args.input.display(), n + 1))?;
        if n % args.every != 0 || line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let at = |why: String| format!("{} line {}: {why}", args.input.display(), n + 1);
        let (pos, label): (Position<Standard>, _) = parse_line(&line).map_err(at)?;
        let fen = line
            .split('|')
            .next()
            .unwrap_or_default()
            .trim()
            .to_string();
        // Chess960 castling rights read by file letters, the standard ones as KQkq.
        let pos = match Position::<Standard>::from_fen_variant(&fen, CastlingMode::Chess960) {
            Ok(p) if p.castling() != pos.castling() => p,
            _ => pos,
        };
        let record = Record::new(&pos, None, label.result, source);
        record.encode().map_err(at)?;
        items.push(Item { fen, record });
    }
    Ok(items)
}

/// Writes `<out>.part`, then renames it to `<out>`.
fn write_atomically(args: &LabelArgs, records: &[Record]) -> Result<(), String> {
    let mut part = args.out.clone().into_os_string();
    part.push(".part");
    let part = PathBuf::from(part);
    let mut writer = DataWriter::create(&part).map_err(|e| e.to_string())?;
    for r in records {
        writer.write(r).map_err(|e| e.to_string())?;
    }
    writer.finish().map_err(|e| e.to_string())?;
    std::fs::rename(&part, &args.out).map_err(|e| format!("{}: {e}", args.out.display()))
}

/// One labelling engine.
struct Engine {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Engine {
    fn start(args: &LabelArgs) -> Result<Engine, String> {
        let name = args.engine.display().to_string();
        let mut child = Command::new(&args.engine)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("{name}: {e}"))?;
        let (Some(input), Some(output)) = (child.stdin.take(), child.stdout.take()) else {
            return Err(format!("{name}: no pipes"));
        };
        let mut engine = Engine {
            child,
            input,
            output: BufReader::new(output),
        };
        engine.send("uci")?;
        engine.until("uciok")?;
        engine.send("setoption name Threads value 1")?;
        engine.send("setoption name Hash value 16")?;
        engine.send("isready")?;
        engine.until("readyok")?;
        Ok(engine)
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.input, "{line}")
            .and_then(|_| self.input.flush())
            .map_err(|e| format!("writing to the engine: {e}"))
    }

    fn line(&mut self) -> Result<String, String> {
        let mut line = String::new();
        match self.output.read_line(&mut line) {
            Ok(0) => Err("the engine closed its output".into()),
            Ok(_) => Ok(line),
            Err(e) => Err(format!("reading from the engine: {e}")),
        }
    }

    fn until(&mut self, word: &str) -> Result<(), String> {
        while self.line()?.trim() != word {}
        Ok(())
    }

    /// The score of the deepest exact `info` line, side to move's view.
    fn score(&mut self, fen: &str, depth: u32) -> Result<i32, String> {
        self.send(&format!("position fen {fen}"))?;
        self.send(&format!("go depth {depth}"))?;
        let mut score = None;
        loop {
            let line = self.line()?;
            let words: Vec<&str> = line.split_whitespace().collect();
            if words.first() == Some(&"bestmove") {
                return score.ok_or_else(|| format!("no score for {fen}"));
            }
            if words.first() != Some(&"info") || words.contains(&"lowerbound") {
                continue;
            }
            if words.contains(&"upperbound") {
                continue;
            }
            if let Some(at) = words.iter().position(|&w| w == "score") {
                let value = words.get(at + 2).and_then(|v| v.parse::<i32>().ok());
                score = match (words.get(at + 1), value) {
                    (Some(&"cp"), Some(cp)) => Some(cp.clamp(-MATE_LABEL, MATE_LABEL)),
                    (Some(&"mate"), Some(m)) => Some(if m > 0 { MATE_LABEL } else { -MATE_LABEL }),
                    _ => score,
                };
            }
        }
    }

    fn quit(mut self) {
        let _ = self.send("quit");
        let _ = self.child.wait();
    }
}

//! `ferrum label`: a stronger UCI engine's search score for each position of `ferrum datagen`
//! lines (`<FEN> | <result>`), written as a binary data file (`ferrum::fit::dataset`) that
//! `ferrum tune --data` reads. Several engine processes label side by side, each taking every
//! n-th position; the output keeps the input's order. The whole input is checked before any
//! engine starts, and the output appears under its name only once complete: a bad line, a
//! crashed engine or an interrupted run leaves no file that reads as a finished data set.
//!
//! With `--variant`, the positions are read as that variant and the engine (Fairy-Stockfish)
//! is told it by `UCI_Variant`; the labels are written as text lines, `<FEN> | <result> |
//! <score>`, which `ferrum tune --variant` reads (the binary format holds chess positions only).

use ferrum::fit::dataset::{DataWriter, Record, Source};
use ferrum::fit::line::parse_line;
use ferrum::position::{CastlingMode, Position, Standard};
use ferrum::tournament::config::parse_variant;
use ferrum::variant::{Variant, VariantKind};
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
    /// The variant of the positions (`ferrum datagen --variant`), set as the engine's
    /// `UCI_Variant`. Outside chess the output is text, `<FEN> | <result> | <score>` lines.
    #[arg(long, default_value = "chess")]
    pub variant: String,
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

/// A position to label: its FEN as the engine reads it, whose turn it is, its game result
/// (White's view) and, in chess, its binary record.
struct Item {
    fen: String,
    white_to_move: bool,
    result: f64,
    record: Option<Record>,
}

fn label(args: &LabelArgs) -> Result<(), String> {
    let source = Source::from_name(&args.source)
        .ok_or_else(|| format!("unknown source '{}'", args.source))?;
    if args.jobs == 0 || args.every == 0 || args.depth == 0 {
        return Err("--jobs, --every and --depth must be at least 1".into());
    }
    let kind = match parse_variant(&args.variant) {
        Some((kind, CastlingMode::Standard)) => kind,
        Some(_) => {
            return Err("give the variant without Chess960 (the FENs say the castling)".into())
        }
        None => return Err(format!("unknown variant '{}'", args.variant)),
    };
    let items = if kind == VariantKind::Standard {
        read_input(args, source)?
    } else {
        ferrum::with_variant!(kind, V => read_variant_input::<V>(args))?
    };
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
                    let mut engine = Engine::start(args, kind)?;
                    let mut scores = Vec::new();
                    for (i, item) in items.iter().enumerate().skip(job).step_by(args.jobs) {
                        let score = engine.score(&item.fen, args.depth)?;
                        scores.push((i, if item.white_to_move { score } else { -score }));
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
    let mut labels = vec![0; items.len()];
    for part in scores {
        for (i, score) in part? {
            labels[i] = score;
        }
    }
    let count = items.len();
    if kind == VariantKind::Standard {
        let records: Vec<Record> = items
            .into_iter()
            .zip(labels)
            .filter_map(|(item, score)| {
                let mut record = item.record?;
                record.score = Some(score as i16);
                Some(record)
            })
            .collect();
        write_atomically(&args.out, |part| write_records(part, &records))?;
    } else {
        write_atomically(&args.out, |part| write_lines(part, &items, &labels))?;
    }
    let secs = started.elapsed().as_secs_f64();
    eprintln!(
        "label: {count} positions at depth {} in {secs:.0} s ({:.0}/s) -> {}",
        args.depth,
        count as f64 / secs,
        args.out.display()
    );
    Ok(())
}

/// Every kept line (every `--every`-th, not blank or a comment) read into an item by `item`; a
/// bad line stops the run, named, before any engine starts.
fn read_kept_lines(
    args: &LabelArgs,
    mut item: impl FnMut(&str) -> Result<Item, String>,
) -> Result<Vec<Item>, String> {
    let file =
        std::fs::File::open(&args.input).map_err(|e| format!("{}: {e}", args.input.display()))?;
    let mut items = Vec::new();
    for (n, line) in BufReader::new(file).lines().enumerate() {
        let at = |why: String| format!("{} line {}: {why}", args.input.display(), n + 1);
        let line = line.map_err(|e| at(e.to_string()))?;
        if n % args.every != 0 || line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        items.push(item(&line).map_err(at)?);
    }
    Ok(items)
}

/// Chess positions, each with its binary record.
fn read_input(args: &LabelArgs, source: Source) -> Result<Vec<Item>, String> {
    read_kept_lines(args, |line| {
        let (pos, label): (Position<Standard>, _) = parse_line(line)?;
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
        record.encode()?;
        Ok(Item {
            fen,
            white_to_move: pos.turn().is_white(),
            result: label.result,
            record: Some(record),
        })
    })
}

/// A variant's positions; the FEN is passed on as the position writes it (pockets and check
/// counters in the form Fairy-Stockfish reads).
fn read_variant_input<V: Variant>(args: &LabelArgs) -> Result<Vec<Item>, String> {
    read_kept_lines(args, |line| {
        let (pos, label): (Position<V>, _) = parse_line(line)?;
        Ok(Item {
            fen: pos.fen(),
            white_to_move: pos.turn().is_white(),
            result: label.result,
            record: None,
        })
    })
}

/// Writes `<out>.part` with `write`, then renames it to `<out>`.
fn write_atomically(
    out: &std::path::Path,
    write: impl FnOnce(&std::path::Path) -> Result<(), String>,
) -> Result<(), String> {
    let mut part = out.to_path_buf().into_os_string();
    part.push(".part");
    let part = PathBuf::from(part);
    write(&part)?;
    std::fs::rename(&part, out).map_err(|e| format!("{}: {e}", out.display()))
}

fn write_records(path: &std::path::Path, records: &[Record]) -> Result<(), String> {
    let mut writer = DataWriter::create(path).map_err(|e| e.to_string())?;
    for r in records {
        writer.write(r).map_err(|e| e.to_string())?;
    }
    writer.finish().map_err(|e| e.to_string())?;
    Ok(())
}

/// `<FEN> | <result> | <score>` lines, result and score from White's view.
fn write_lines(path: &std::path::Path, items: &[Item], labels: &[i32]) -> Result<(), String> {
    let err = |e: std::io::Error| format!("{}: {e}", path.display());
    let file = std::fs::File::create(path).map_err(err)?;
    let mut out = std::io::BufWriter::new(file);
    for (item, score) in items.iter().zip(labels) {
        let result = match item.result {
            r if r > 0.75 => "1-0",
            r if r < 0.25 => "0-1",
            _ => "1/2-1/2",
        };
        writeln!(out, "{} | {result} | {score}", item.fen).map_err(err)?;
    }
    out.flush().map_err(err)
}

/// One labelling engine.
struct Engine {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Engine {
    fn start(args: &LabelArgs, kind: VariantKind) -> Result<Engine, String> {
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
        let options = engine.until("uciok")?;
        if kind != VariantKind::Standard {
            let variant = kind.uci_name();
            // The combo's values, as `option name UCI_Variant type combo ... var <name> ...`.
            let plays = options.iter().any(|line| {
                line.starts_with("option name UCI_Variant ")
                    && line.split_whitespace().any(|w| w == variant)
            });
            if !plays {
                return Err(format!("{name} does not offer UCI_Variant {variant}"));
            }
            engine.send(&format!("setoption name UCI_Variant value {variant}"))?;
        }
        // A labeller that plays from its book (ferrum labelling its own variants, say) would
        // answer some positions without searching them, and so without a score.
        if options
            .iter()
            .any(|line| line.starts_with("option name OwnBook "))
        {
            engine.send("setoption name OwnBook value false")?;
        }
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

    /// Reads up to the line `word`; returns the lines before it.
    fn until(&mut self, word: &str) -> Result<Vec<String>, String> {
        let mut lines = Vec::new();
        loop {
            let line = self.line()?;
            if line.trim() == word {
                return Ok(lines);
            }
            lines.push(line.trim().to_string());
        }
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

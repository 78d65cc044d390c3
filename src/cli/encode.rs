//! `ferrum encode`: PettingZoo `chess_v6` observations and legal actions of a position as JSON
//! (`ferrum::learn` has the encoding), one position from the command line or one per input line
//! in batch mode.
//!
//! `ferrum encode [--fen FEN] [--moves UCI...] [--history N] [--variant V] [--root-shown]`
//! `ferrum encode --batch [--history N] [--variant V] [--summary] < lines`, each line
//! `startpos [moves UCI...]` or `fen FEN [moves UCI...]` (or a bare FEN).

use ferrum::core::Color;
use ferrum::learn::{channels, PzGame, DEFAULT_HISTORY, MAX_HISTORY};
use ferrum::position::{CastlingMode, Position};
use ferrum::tournament::config::parse_variant;
use ferrum::variant::{Variant, VariantKind};
use std::fmt::Write as _;
use std::io::{BufRead, Write};
use std::time::{Duration, Instant};

#[derive(clap::Args, Debug)]
pub struct EncodeArgs {
    /// The start position (FEN of the variant). Default: the variant's start position.
    #[arg(long)]
    pub fen: Option<String>,
    /// Moves played from the start position, in UCI notation; their boards fill the history.
    #[arg(long, num_args = 1.., value_name = "UCI")]
    pub moves: Vec<String>,
    /// Earlier boards in the observation besides the latest (PettingZoo: 7, 111 channels).
    #[arg(long, default_value_t = DEFAULT_HISTORY)]
    pub history: usize,
    /// The variant (`chess`, `chess960`, `crazyhouse`, `3check`, `atomic`, ...).
    #[arg(long, default_value = "chess")]
    pub variant: String,
    /// Put the start position's board in the history as if a move had led to it (the latest
    /// board without `--moves`); PettingZoo never shows the position its game started from.
    #[arg(long)]
    pub root_shown: bool,
    /// Read positions from stdin, one per line (`startpos|fen FEN [moves UCI...]`), and print
    /// one JSON object per line (`{"error": ...}` for a bad line).
    #[arg(long)]
    pub batch: bool,
    /// Whose observation: `side` (the side to move, default), `white` or `black` (PettingZoo's
    /// `observe()` of either agent; the legal actions stay the side to move's).
    #[arg(long, default_value = "side")]
    pub observer: String,
    /// Batch mode: print no JSON, only the count and the encoding speed (observation and
    /// legal actions, without reading and replaying the lines).
    #[arg(long)]
    pub summary: bool,
}

/// One request: a start FEN (None: the variant's start) and moves.
struct Request<'a> {
    fen: Option<String>,
    moves: Vec<&'a str>,
}

fn parse_line(line: &str) -> Result<Request<'_>, String> {
    let line = line.trim();
    let (head, moves) = match line.split_once(" moves") {
        Some((head, rest)) => (head.trim(), rest.split_whitespace().collect()),
        None if line.ends_with("moves") => (line.trim_end_matches("moves").trim(), Vec::new()),
        None => (line, Vec::new()),
    };
    let fen = if head == "startpos" {
        None
    } else if let Some(fen) = head.strip_prefix("fen ") {
        Some(fen.trim().to_string())
    } else if head.is_empty() {
        return Err("empty line".to_string());
    } else {
        Some(head.to_string())
    };
    Ok(Request { fen, moves })
}

fn build_game<V: Variant>(
    request: &Request<'_>,
    mode: CastlingMode,
    root_shown: bool,
) -> Result<PzGame<V>, String> {
    let root = match &request.fen {
        None => Position::<V>::new(mode),
        Some(fen) => Position::<V>::from_fen_variant(fen, mode)
            .map_err(|e| format!("invalid FEN '{fen}': {e}"))?,
    };
    let mut game = if root_shown {
        PzGame::with_root_shown(root)
    } else {
        PzGame::new(root)
    };
    for text in &request.moves {
        let m = game
            .position()
            .parse_uci(text)
            .map_err(|_| format!("illegal move '{text}' in {}", game.position().fen()))?;
        game.play(m);
    }
    Ok(game)
}

fn json_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The JSON object of a game's current position.
fn to_json<V: Variant>(game: &PzGame<V>, history: usize, observer: Option<Color>) -> String {
    let pos = game.position();
    let count = channels(V::KIND, history);
    let obs = game.observation_of(observer.unwrap_or(pos.turn()), history);
    let actions = game.legal_actions();
    let mut out = String::with_capacity(obs.len() * 2 + 64 * actions.len() + 256);
    let _ = write!(
        out,
        "{{\"fen\":{},\"turn\":\"{}\",\"variant\":\"{}\",\"channels\":{count},\"observation\":[",
        json_string(&pos.fen()),
        pos.turn().char(),
        V::KIND.uci_name()
    );
    for row in 0..8 {
        out.push_str(if row == 0 { "[" } else { ",[" });
        for col in 0..8 {
            out.push_str(if col == 0 { "[" } else { ",[" });
            let cell = &obs[(row * 8 + col) * count..(row * 8 + col + 1) * count];
            for (i, v) in cell.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                out.push(if *v == 0 { '0' } else { '1' });
            }
            out.push(']');
        }
        out.push(']');
    }
    out.push_str("],\"actions\":[");
    for (i, (a, _)) in actions.iter().enumerate() {
        let _ = write!(out, "{}{a}", if i > 0 { "," } else { "" });
    }
    out.push_str("],\"moves\":[");
    for (i, (_, m)) in actions.iter().enumerate() {
        let _ = write!(
            out,
            "{}{}",
            if i > 0 { "," } else { "" },
            json_string(&pos.uci(*m))
        );
    }
    out.push_str("],\"outcome\":");
    match game.outcome() {
        Some(o) => {
            let _ = write!(
                out,
                "{{\"result\":\"{}\",\"termination\":\"{}\"}}",
                o.result(),
                o.termination
            );
        }
        None => out.push_str("null"),
    }
    out.push('}');
    out
}

fn run_batch<V: Variant>(args: &EncodeArgs, mode: CastlingMode, observer: Option<Color>) -> i32 {
    let stdin = std::io::stdin();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let mut encoded = 0u64;
    let mut encode_time = Duration::ZERO;
    let mut buffer = Vec::new();
    for line in stdin.lock().lines() {
        let line = match line {
            Ok(l) => l,
            Err(e) => {
                eprintln!("error: reading stdin: {e}");
                return 1;
            }
        };
        if line.trim().is_empty() {
            continue;
        }
        let game = parse_line(&line).and_then(|r| build_game::<V>(&r, mode, args.root_shown));
        let text = match game {
            Ok(game) if args.summary => {
                let start = Instant::now();
                buffer.clear();
                buffer.resize(64 * channels(V::KIND, args.history), 0);
                game.observation_into(game.position().turn(), args.history, &mut buffer);
                let mask = game.legal_mask();
                encode_time += start.elapsed();
                encoded += 1;
                std::hint::black_box((&buffer, mask));
                continue;
            }
            Ok(game) => to_json(&game, args.history, observer),
            Err(e) => format!("{{\"error\":{}}}", json_string(&e)),
        };
        if writeln!(out, "{text}").and_then(|_| out.flush()).is_err() {
            return 1;
        }
    }
    if args.summary {
        let secs = encode_time.as_secs_f64();
        let _ = writeln!(
            out,
            "{encoded} positions encoded in {secs:.3} s: {:.0} positions/s",
            encoded as f64 / secs.max(1e-9)
        );
    }
    0
}

pub fn run(args: &EncodeArgs) -> i32 {
    let Some((kind, mode)) = parse_variant(&args.variant) else {
        eprintln!("error: unknown variant '{}'", args.variant);
        return 2;
    };
    if args.history > MAX_HISTORY {
        eprintln!("error: --history must be at most {MAX_HISTORY}");
        return 2;
    }
    if args.summary && !args.batch {
        eprintln!("error: --summary needs --batch");
        return 2;
    }
    let observer = match args.observer.as_str() {
        "side" => None,
        "white" => Some(Color::White),
        "black" => Some(Color::Black),
        other => {
            eprintln!("error: unknown --observer '{other}' (side, white or black)");
            return 2;
        }
    };
    run_kind(kind, mode, observer, args)
}

fn run_kind(
    kind: VariantKind,
    mode: CastlingMode,
    observer: Option<Color>,
    args: &EncodeArgs,
) -> i32 {
    ferrum::with_variant!(kind, V => {
        if args.batch {
            return run_batch::<V>(args, mode, observer);
        }
        let request = Request {
            fen: args.fen.clone().filter(|f| f != "startpos"),
            moves: args.moves.iter().map(String::as_str).collect(),
        };
        match build_game::<V>(&request, mode, args.root_shown) {
            Ok(game) => {
                println!("{}", to_json(&game, args.history, observer));
                0
            }
            Err(e) => {
                eprintln!("error: {e}");
                2
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_read_like_uci_positions() {
        let r = parse_line("startpos moves e2e4 e7e5").unwrap();
        assert_eq!((r.fen, r.moves), (None, vec!["e2e4", "e7e5"]));
        let r = parse_line("fen 8/8/8/8/8/8/8/K6k w - - 0 1 moves a1a2").unwrap();
        assert_eq!(r.fen.as_deref(), Some("8/8/8/8/8/8/8/K6k w - - 0 1"));
        assert_eq!(r.moves, vec!["a1a2"]);
        let r = parse_line("8/8/8/8/8/8/8/K6k w - - 0 1").unwrap();
        assert_eq!(r.fen.as_deref(), Some("8/8/8/8/8/8/8/K6k w - - 0 1"));
        assert!(r.moves.is_empty());
        assert!(parse_line("   ").is_err());
    }
}

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
use serde::{Serialize, Serializer};
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

/// The JSON object of a position, its fields in this order.
#[derive(Serialize)]
struct Encoded<'a> {
    fen: String,
    turn: char,
    variant: &'static str,
    channels: usize,
    /// `[8][8][channels]` of 0 and 1.
    observation: Nested<'a>,
    actions: Vec<usize>,
    moves: Vec<String>,
    outcome: Option<EncodedOutcome>,
}

#[derive(Serialize)]
struct EncodedOutcome {
    result: &'static str,
    termination: String,
}

/// A flat array as nested JSON arrays of the dimensions `dims` (their product is the length),
/// each value written as 0 or 1.
struct Nested<'a> {
    data: &'a [u8],
    dims: &'a [usize],
}

impl Serialize for Nested<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self.dims {
            [] | [_] => serializer.collect_seq(self.data.iter().map(|v| u8::from(*v != 0))),
            [_, inner @ ..] => {
                let size = inner.iter().product::<usize>().max(1);
                serializer.collect_seq(
                    self.data
                        .chunks(size)
                        .map(|data| Nested { data, dims: inner }),
                )
            }
        }
    }
}

/// A value as one line of JSON, in a buffer of `capacity` bytes to start with.
fn json_line<T: Serialize>(value: &T, capacity: usize) -> String {
    let mut out = Vec::with_capacity(capacity);
    serde_json::to_writer(&mut out, value).expect("JSON of plain data");
    String::from_utf8(out).expect("serde_json writes UTF-8")
}

/// The JSON object of a game's current position.
fn to_json<V: Variant>(game: &PzGame<V>, history: usize, observer: Option<Color>) -> String {
    let pos = game.position();
    let count = channels(V::KIND, history);
    let obs = game.observation_of(observer.unwrap_or(pos.turn()), history);
    let actions = game.legal_actions();
    let capacity = obs.len() * 2 + 16 * actions.len() + 256;
    json_line(
        &Encoded {
            fen: pos.fen(),
            turn: pos.turn().char(),
            variant: V::KIND.uci_name(),
            channels: count,
            observation: Nested {
                data: &obs,
                dims: &[8, 8, count],
            },
            actions: actions.iter().map(|(a, _)| *a).collect(),
            moves: actions.iter().map(|(_, m)| pos.uci(*m)).collect(),
            outcome: game.outcome().map(|o| EncodedOutcome {
                result: o.result(),
                termination: o.termination.to_string(),
            }),
        },
        capacity,
    )
}

/// The JSON line of a position that could not be read.
fn error_json(error: &str) -> String {
    #[derive(Serialize)]
    struct Error<'a> {
        error: &'a str,
    }
    json_line(&Error { error }, error.len() + 16)
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
            Err(e) => error_json(&e),
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

    #[test]
    fn positions_and_errors_are_json_objects() {
        use ferrum::position::Standard;
        let request = parse_line("startpos moves f2f3 e7e5 g2g4 d8h4").unwrap();
        let game = build_game::<Standard>(&request, CastlingMode::Standard, false).unwrap();
        let line = to_json(&game, 0, None);
        assert!(line.starts_with("{\"fen\":\"rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3\",\"turn\":\"w\",\"variant\":\"chess\",\"channels\":20,\"observation\":[[[1,"), "{line}");
        assert!(line.ends_with(",\"actions\":[],\"moves\":[],\"outcome\":{\"result\":\"0-1\",\"termination\":\"checkmate\"}}"), "{line}");
        let value: serde_json::Value = serde_json::from_str(&line).unwrap();
        let obs = value["observation"].as_array().unwrap();
        assert_eq!(obs.len(), 8);
        assert!(obs.iter().all(|row| row.as_array().unwrap().len() == 8));
        assert_eq!(obs[0][0].as_array().unwrap().len(), 20);
        let flat = game.observation_of(Color::White, 0);
        for (i, v) in flat.iter().enumerate() {
            let (row, col, plane) = (i / 160, i / 20 % 8, i % 20);
            assert_eq!(obs[row][col][plane], u8::from(*v != 0), "{i}");
        }
        let start = build_game::<Standard>(
            &parse_line("startpos").unwrap(),
            CastlingMode::Standard,
            false,
        )
        .unwrap();
        let value: serde_json::Value = serde_json::from_str(&to_json(&start, 7, None)).unwrap();
        assert_eq!(value["actions"].as_array().unwrap().len(), 20);
        assert_eq!(value["moves"].as_array().unwrap().len(), 20);
        assert!(value["outcome"].is_null());
        let error = error_json("illegal move 'zz'\n\"x\"");
        assert!(
            error.starts_with("{\"error\":\"illegal move 'zz'"),
            "{error}"
        );
        let value: serde_json::Value = serde_json::from_str(&error).unwrap();
        assert_eq!(value["error"], "illegal move 'zz'\n\"x\"");
    }
}

//! `ferrum play`: a game against ferrum in the terminal, in any variant it knows.
//!
//! - `input`: typed lines as commands or moves (forgiving SAN and UCI);
//! - `board`: the board as text (Unicode or ASCII, ANSI colours or plain);
//! - `game`: the moves, the end of the game, clocks and PGN;
//! - `screen`: terminal output (a live "thinking" line, clearing, restoring);
//! - `session`: the sitting: turns, commands, the end of games, PGN files; its `thinking`
//!   part runs the engine's searches (moves and hints) on the engine's thread.
//!
//! One loop waits on typed lines (a stdin thread), search events (the engine's thread), Ctrl-C
//! and a tenth-of-a-second tick, so the terminal answers while the engine thinks. Without a
//! terminal on stdin the output is plain text and every line waits for the engine's move, so
//! scripts play the same game every time.

pub mod board;
pub mod game;
pub mod input;
pub mod screen;
pub mod session;

use clap::{Args, ValueEnum};
use crossbeam_channel::{select, unbounded};
use ferrum::engine::options::OptionId;
use ferrum::engine::Engine;
use ferrum::tournament::config::{parse_variant, TimeControl};
use ferrum::variant::AnyPosition;
use session::{ColorChoice, Options, Pace, Session};
use std::io::IsTerminal;
use std::path::PathBuf;
use std::time::Duration;

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum ColorArg {
    White,
    Black,
    Random,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum AnsiArg {
    /// Colours and cursor codes when stdout is a terminal.
    Auto,
    Always,
    Never,
}

#[derive(Args, Debug)]
pub struct PlayArgs {
    /// The colour you play.
    #[arg(long, value_enum, default_value = "white")]
    pub color: ColorArg,
    /// chess, chess960, crazyhouse, atomic, 3check, antichess, giveaway, suicide,
    /// kingofthehill, racingkings, horde.
    #[arg(long, default_value = "chess")]
    pub variant: String,
    /// Start from this position (FEN of the variant) instead of the initial one.
    #[arg(long)]
    pub fen: Option<String>,
    /// A clock for both players: BASE+INC in seconds or m:ss (`5:00+3`, `300+3`), or
    /// MOVES/BASE+INC.
    #[arg(long, conflicts_with_all = ["movetime", "depth"])]
    pub tc: Option<String>,
    /// ferrum thinks this many seconds a move (default 1).
    #[arg(long, conflicts_with = "depth")]
    pub movetime: Option<f64>,
    /// ferrum searches to this depth a move.
    #[arg(long)]
    pub depth: Option<u32>,
    #[arg(long, help = format!(
        "ferrum plays at about this Elo (UCI_LimitStrength / UCI_Elo, {}..{})",
        ferrum::search::strength::MIN_ELO,
        ferrum::search::strength::MAX_ELO
    ))]
    pub elo: Option<u32>,
    /// Search threads.
    #[arg(long, default_value_t = 1)]
    pub threads: usize,
    /// Where the games are saved (default: ferrum-play-<date>-<time>.pgn here).
    #[arg(long)]
    pub pgn: Option<PathBuf>,
    /// Letters instead of Unicode pieces (also chosen when the locale is not UTF-8).
    #[arg(long)]
    pub ascii: bool,
    /// ANSI colours and cursor codes.
    #[arg(long, value_enum, default_value = "auto")]
    pub ansi: AnsiArg,
}

pub fn run(args: &PlayArgs) -> i32 {
    let (opts, engine) = match setup(args) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("error: {e}");
            return 2;
        }
    };
    let (events_tx, events) = unbounded();
    let (interrupt_tx, interrupt) = unbounded();
    if let Err(e) = ctrlc::set_handler(move || {
        let _ = interrupt_tx.send(());
    }) {
        log::warn!("cannot handle Ctrl-C: {e}");
    }
    let mut input = ferrum::protocol::io::spawn_input();
    let mut session = Session::new(opts, engine, events_tx);
    session.start();
    let mut interrupted = false;
    while !session.is_done() {
        let tick = crossbeam_channel::after(Duration::from_millis(100));
        select! {
            recv(input) -> line => match line {
                Ok(line) => session.on_line(&line.text),
                Err(_) => {
                    // A closed channel is always ready: from now on wait on the others only.
                    input = crossbeam_channel::never();
                    session.on_eof();
                }
            },
            recv(events) -> event => {
                if let Ok((id, event)) = event {
                    session.on_event(id, event);
                }
            },
            recv(interrupt) -> _ => {
                interrupted = true;
                break;
            },
            recv(tick) -> _ => session.tick(),
        }
    }
    if interrupted {
        println!();
        println!("Interrupted.");
    }
    session.shutdown();
    if interrupted {
        130
    } else {
        0
    }
}

/// Checks the arguments and prepares the engine.
fn setup(args: &PlayArgs) -> Result<(Options, Engine), String> {
    let (kind, mode) = parse_variant(&args.variant)
        .ok_or_else(|| format!("unknown variant '{}'", args.variant))?;
    let start = match &args.fen {
        Some(fen) => AnyPosition::from_fen(kind, fen, mode)
            .map_err(|e| format!("invalid FEN for {}: {e}", kind.uci_name()))?,
        None => AnyPosition::new(kind, mode),
    };
    if start.legal_moves().is_empty() {
        return Err("the position has no legal move: the game is already over".into());
    }
    let pace = if let Some(tc) = &args.tc {
        let mut parsed = TimeControl::default();
        parsed.apply_word(tc).map_err(|e| e.to_string())?;
        Pace::Clock(
            parsed
                .clock
                .ok_or_else(|| format!("--tc '{tc}': expected BASE+INC, e.g. 5:00+3"))?,
        )
    } else if let Some(d) = args.depth {
        if d == 0 {
            return Err("--depth must be at least 1".into());
        }
        Pace::Depth(d)
    } else {
        let s = args.movetime.unwrap_or(1.0);
        if !s.is_finite() || s <= 0.0 {
            return Err("--movetime must be a positive number of seconds".into());
        }
        Pace::MoveTime((s * 1000.0).round().max(1.0) as u64)
    };
    let mut engine = Engine::new();
    let set = |engine: &mut Engine, option: OptionId, value: &str| {
        engine
            .set_option_by_id(option, value)
            .map_err(|e| format!("{}: {e}", option.name()))
    };
    set(&mut engine, OptionId::Variant, kind.uci_name())?;
    set(
        &mut engine,
        OptionId::Chess960,
        if mode == ferrum::position::CastlingMode::Chess960 {
            "true"
        } else {
            "false"
        },
    )?;
    set(&mut engine, OptionId::Threads, &args.threads.to_string())?;
    if let Some(elo) = args.elo {
        set(&mut engine, OptionId::Elo, &elo.to_string())?;
        set(&mut engine, OptionId::LimitStrength, "true")?;
    }
    let interactive = std::io::stdin().is_terminal();
    let ansi = match args.ansi {
        AnsiArg::Always => true,
        AnsiArg::Never => false,
        AnsiArg::Auto => {
            std::io::stdout().is_terminal()
                && std::env::var("TERM").map_or(true, |t| t != "dumb")
                && std::env::var_os("NO_COLOR").is_none()
        }
    };
    let random_960 =
        (args.fen.is_none() && mode == ferrum::position::CastlingMode::Chess960).then_some(kind);
    let opts = Options {
        start,
        random_960,
        color: match args.color {
            ColorArg::White => ColorChoice::White,
            ColorArg::Black => ColorChoice::Black,
            ColorArg::Random => ColorChoice::Random,
        },
        pace,
        pgn_path: args.pgn.clone().unwrap_or_else(default_pgn_path),
        style: board::Style {
            unicode: !args.ascii && locale_is_utf8(),
            ansi,
        },
        interactive,
        human_name: std::env::var("USER")
            .ok()
            .filter(|u| !u.trim().is_empty())
            .unwrap_or_else(|| "Human".into()),
    };
    Ok((opts, engine))
}

/// The first of `LC_ALL`, `LC_CTYPE`, `LANG` that is set names a UTF-8 locale (Windows
/// terminals show Unicode anyway).
fn locale_is_utf8() -> bool {
    if cfg!(windows) {
        return true;
    }
    ["LC_ALL", "LC_CTYPE", "LANG"]
        .iter()
        .filter_map(|v| std::env::var(v).ok())
        .find(|v| !v.is_empty())
        .is_some_and(|v| {
            let v = v.to_ascii_lowercase();
            v.contains("utf-8") || v.contains("utf8")
        })
}

/// `ferrum-play-20261124-031502.pgn` in the working directory (UTC).
fn default_pgn_path() -> PathBuf {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let date = ferrum::tournament::run::pgn_date().replace('.', "");
    let t = secs % 86_400;
    PathBuf::from(format!(
        "ferrum-play-{date}-{:02}{:02}{:02}.pgn",
        t / 3600,
        t / 60 % 60,
        t % 60
    ))
}

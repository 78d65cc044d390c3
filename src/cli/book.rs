//! `ferrum book make` (build a Polyglot book from PGN files) and `ferrum book probe` (print a
//! position's key and book entries).

use ferrum::book::{Book, BookBuilder, BuildOptions};
use ferrum::core::Color;
use ferrum::game::PgnReader;
use ferrum::position::{CastlingMode, Position};
use std::io::Write;
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct BookArgs {
    #[command(subcommand)]
    pub command: BookCommand,
}

#[derive(clap::Subcommand, Debug)]
pub enum BookCommand {
    /// Build a Polyglot book from PGN games (weight = 2 x wins + draws of the side that moved).
    Make(MakeArgs),
    /// Print the Polyglot key of a position and its book entries (`<uci> <weight> <learn>`).
    Probe(ProbeArgs),
}

#[derive(clap::Args, Debug)]
pub struct MakeArgs {
    /// PGN files to read (several may follow one --pgn, or repeat --pgn).
    #[arg(long, num_args = 1.., required = true, value_name = "FILE")]
    pub pgn: Vec<PathBuf>,
    /// The book to write.
    #[arg(long, value_name = "BOOK.bin")]
    pub out: PathBuf,
    /// Use only the first N plies of each game.
    #[arg(long, default_value_t = 40, value_name = "N")]
    pub max_ply: usize,
    /// Keep only moves played in at least N games.
    #[arg(long, default_value_t = 1, value_name = "N")]
    pub min_games: u32,
    /// Only White's moves.
    #[arg(long, conflicts_with = "only_black")]
    pub only_white: bool,
    /// Only Black's moves.
    #[arg(long)]
    pub only_black: bool,
    /// Do not list the games that were skipped.
    #[arg(long, short)]
    pub quiet: bool,
}

#[derive(clap::Args, Debug)]
pub struct ProbeArgs {
    /// The Polyglot book.
    #[arg(value_name = "BOOK.bin")]
    pub book: PathBuf,
    /// The position (default: the start position).
    #[arg(long)]
    pub fen: Option<String>,
    /// UCI moves to play from the position first.
    #[arg(long, num_args = 1.., value_name = "UCI")]
    pub moves: Vec<String>,
    /// Write castling king-takes-rook (e1h1) and read Chess960 castling rights.
    #[arg(long)]
    pub chess960: bool,
    /// Also print each move's SAN and weight share, and entries whose move is illegal.
    #[arg(long, short)]
    pub verbose: bool,
}

pub fn run(args: &BookArgs) -> i32 {
    match &args.command {
        BookCommand::Make(a) => make(a),
        BookCommand::Probe(a) => probe(a),
    }
}

/// Skipped games listed per file before the rest are only counted.
const SHOWN_ERRORS: usize = 10;

fn make(args: &MakeArgs) -> i32 {
    let options = BuildOptions {
        max_ply: args.max_ply,
        min_games: args.min_games,
        only: if args.only_white {
            Some(Color::White)
        } else if args.only_black {
            Some(Color::Black)
        } else {
            None
        },
    };
    let mut builder = BookBuilder::new(options);
    let mut skipped_total = 0;
    for path in &args.pgn {
        let file = match std::fs::File::open(path) {
            Ok(f) => f,
            Err(e) => {
                eprintln!("error: cannot open {}: {e}", path.display());
                return 1;
            }
        };
        let mut read = 0usize;
        let mut skipped = 0usize;
        for game in PgnReader::new(std::io::BufReader::new(file)) {
            match game {
                Ok(g) => {
                    builder.add_game(&g);
                    read += 1;
                }
                Err(e @ ferrum::game::PgnError::Io(_)) => {
                    eprintln!("error: {}: {e}", path.display());
                    return 1;
                }
                Err(e) => {
                    skipped += 1;
                    if !args.quiet && skipped <= SHOWN_ERRORS {
                        eprintln!("skipped: {}: {e}", path.display());
                    }
                }
            }
        }
        if !args.quiet && skipped > SHOWN_ERRORS {
            eprintln!(
                "skipped: {}: ... and {} more games",
                path.display(),
                skipped - SHOWN_ERRORS
            );
        }
        eprintln!("{}: {read} games read, {skipped} skipped", path.display());
        skipped_total += skipped;
    }
    match builder.write_file(&args.out) {
        Ok(entries) => {
            let stats = builder.stats();
            let mut notes = String::new();
            if stats.variant_games > 0 {
                notes += &format!(", {} of other variants left out", stats.variant_games);
            }
            if stats.null_move_cutoffs > 0 {
                notes += &format!(", {} cut at a null move", stats.null_move_cutoffs);
            }
            eprintln!(
                "wrote {} ({entries} entries, {} bytes) from {} games ({skipped_total} skipped{notes})",
                args.out.display(),
                entries * ferrum::book::ENTRY_SIZE,
                stats.games,
            );
            0
        }
        Err(e) => {
            eprintln!("error: {e}");
            1
        }
    }
}

fn probe(args: &ProbeArgs) -> i32 {
    let mode = if args.chess960 {
        CastlingMode::Chess960
    } else {
        CastlingMode::Standard
    };
    let mut pos = match &args.fen {
        None => {
            let mut p = Position::startpos();
            p.set_castling_mode(mode);
            p
        }
        Some(fen) => match Position::from_fen(fen, mode) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("error: invalid FEN: {e}");
                return 2;
            }
        },
    };
    for text in &args.moves {
        match pos.parse_uci(text) {
            Ok(m) => pos.play_unchecked(m),
            Err(e) => {
                eprintln!("error: {e} in {}", pos.fen());
                return 2;
            }
        }
    }
    let book = match Book::open(&args.book) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("error: {e}");
            return 1;
        }
    };
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "key {:016x}", pos.polyglot_key());
    let legal = book.moves(&pos);
    let total: u64 = legal.iter().map(|m| u64::from(m.weight)).sum();
    // Walk the raw entries to keep file order and to show illegal ones in verbose mode.
    let mut legal_iter = legal.iter().peekable();
    for entry in book.entries(pos.polyglot_key()) {
        match legal_iter.peek() {
            Some(m) if m.raw_move == entry.raw_move && m.weight == entry.weight => {
                let m = legal_iter.next().copied();
                if let Some(m) = m {
                    let _ = write!(out, "{} {} {}", pos.uci(m.mv), m.weight, m.learn);
                    if args.verbose {
                        let share = if total > 0 {
                            100.0 * f64::from(m.weight) / total as f64
                        } else {
                            0.0
                        };
                        let _ = write!(out, " {} {share:.1}%", pos.san(m.mv));
                    }
                    let _ = writeln!(out);
                }
            }
            _ => {
                if args.verbose {
                    let raw = entry
                        .raw_uci()
                        .map_or_else(|| format!("{:#06x}", entry.raw_move), |u| u.to_string());
                    let _ = writeln!(
                        out,
                        "# illegal here: raw move {raw} weight {} learn {}",
                        entry.weight, entry.learn
                    );
                }
            }
        }
    }
    if args.verbose {
        let _ = writeln!(
            out,
            "# {} legal entries, total weight {total}; book {} has {} entries",
            legal.len(),
            book.path().display(),
            book.len()
        );
    }
    0
}

//! `ferrum perft`: count leaf nodes of the legal move tree, with optional divide.

use ferrum::position::{CastlingMode, Position};
use ferrum::variant::{AnyPosition, Variant, VariantKind};
use std::io::Write;
use std::time::Instant;

#[derive(clap::Args, Debug)]
pub struct PerftArgs {
    /// Depth in plies.
    #[arg(long, short)]
    pub depth: u32,
    /// Position (default: the start position).
    #[arg(long)]
    pub fen: Option<String>,
    /// Read castling as Chess960 (X-FEN/Shredder) and print castling king-takes-rook.
    #[arg(long)]
    pub chess960: bool,
    /// Print the count below each root move.
    #[arg(long)]
    pub divide: bool,
    /// The variant (UCI_Variant names: chess, antichess, giveaway, suicide, atomic,
    /// kingofthehill, racingkings, horde, 3check, crazyhouse).
    #[arg(long, default_value = "chess")]
    pub variant: String,
}

/// Runs the tool; returns the process exit code.
pub fn run(args: &PerftArgs) -> i32 {
    let mode = if args.chess960 {
        CastlingMode::Chess960
    } else {
        CastlingMode::Standard
    };
    let Some(kind) = VariantKind::from_name(&args.variant) else {
        eprintln!("error: unknown variant '{}'", args.variant);
        return 2;
    };
    let pos = match &args.fen {
        None => AnyPosition::new(kind, mode),
        Some(fen) => match AnyPosition::from_fen(kind, fen, mode) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("error: invalid FEN: {e}");
                return 2;
            }
        },
    };
    let start = Instant::now();
    let mut out = std::io::stdout().lock();
    let nodes = ferrum::with_position!(&pos, p => if args.divide {
        divide(p, args.depth, &mut out)
    } else {
        p.perft(args.depth)
    });
    let secs = start.elapsed().as_secs_f64();
    let _ = writeln!(out, "Nodes searched: {nodes}");
    let _ = writeln!(out, "Time: {:.3} s", secs);
    let _ = writeln!(out, "Nodes/second: {:.0}", nodes as f64 / secs.max(1e-9));
    0
}

/// Stockfish's `go perft` format: `move: count` per root move, a blank line, the total is
/// printed by the caller.
pub fn divide<V: Variant>(pos: &Position<V>, depth: u32, out: &mut impl Write) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut total = 0;
    for (m, n) in pos.divide(depth) {
        total += n;
        let _ = writeln!(out, "{}: {n}", pos.uci(m));
    }
    let _ = writeln!(out);
    total
}

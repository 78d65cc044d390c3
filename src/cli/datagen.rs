//! `ferrum datagen`: self-play games at a fixed node budget, writing quiet positions labelled
//! with the game result (`<FEN> | <result>`), the training data of `ferrum tune`; or, with
//! `--format pettingzoo`, every searched position as PettingZoo observations with policy, value
//! and result labels in a NumPy `.npz` (`ferrum::learn::selfplay`).

use ferrum::core::VariantKind;
use ferrum::core::{Move, SplitMix64};
use ferrum::eval::VariantEval;
use ferrum::game::{GameMove, GameResult, PgnReader};
use ferrum::learn::selfplay::{play_selfplay, run_games, LoopSettings, SelfPlayEnd, SelfPlayGame};
use ferrum::position::{CastlingMode, Outcome, Position};
use ferrum::search::{TreeSample, Worker};
use ferrum::tournament::config::parse_variant;
use ferrum::tt::TranspositionTable;
use ferrum::variant::chess960::from_fen_detecting_chess960;
use ferrum::variant::Variant;

mod npz;
use std::io::Write;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

#[derive(clap::Args, Debug)]
pub struct DatagenArgs {
    /// Number of games.
    #[arg(long, default_value_t = 100)]
    pub games: u64,
    /// Nodes per move.
    #[arg(long, default_value_t = 5000)]
    pub nodes: u64,
    /// Random plies at the start of each game (opening diversity).
    #[arg(long, default_value_t = 8)]
    pub random_plies: u32,
    /// Parallel games.
    #[arg(long, default_value_t = 1)]
    pub threads: usize,
    /// Seed of the random opening plies; each game's own seed derives from it and the game's
    /// number, so the same seed and options give the same games at any thread count.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Output file (text: appended to; pettingzoo: written anew).
    #[arg(long)]
    pub out: std::path::PathBuf,
    /// `text` (`<FEN> | <result>` lines of quiet positions, for `tune`) or `pettingzoo` (a
    /// NumPy `.npz` of every searched position: observations, action masks, best actions,
    /// policies, values, results; see the README).
    #[arg(long, default_value = "text")]
    pub format: String,
    /// The variant played (`chess`, `crazyhouse`, `3check`, `horde`, ...), from its own start
    /// position; text lines hold the variant's FENs (pockets, check counters).
    #[arg(long, default_value = "chess")]
    pub variant: String,
    /// pettingzoo format: MultiPV lines the policy target spreads over.
    #[arg(long, default_value_t = 4)]
    pub multipv: usize,
    /// pettingzoo format: softmax temperature of the policy over the lines' scores, centipawns.
    #[arg(long, default_value_t = 100.0)]
    pub temperature: f64,
    /// pettingzoo format: earlier boards per observation (7: PettingZoo's 111 channels).
    #[arg(long, default_value_t = ferrum::learn::DEFAULT_HISTORY)]
    pub history: usize,
    /// text format: start each game from a position of this file (one FEN or EPD a line, e.g.
    /// the end positions of book lines), picked at random, before the random plies.
    #[arg(long, conflicts_with = "dfrc")]
    pub openings: Option<std::path::PathBuf>,
    /// text format: start each game from a random double Chess960 position (each side's back
    /// rank drawn on its own), before the random plies.
    #[arg(long)]
    pub dfrc: bool,
    /// text format: keep at most this many quiet positions of each game, drawn at random
    /// (0: all). Many positions of one game say much the same thing.
    #[arg(long, default_value_t = 0)]
    pub sample: usize,
    /// text format: write positions from inside the search trees instead of the games' own,
    /// one of every this many nodes searched (not in check, nor bound to capture in the
    /// antichess family), with the game's result (0: off).
    #[arg(long, default_value_t = 0)]
    pub tree_sample: u64,
    /// text format: draw the sample from every searched position not in check (captures and
    /// promotions included) and write each one's quiet leaf instead (the end of a capture
    /// search's principal variation, `search::quiet`), so that the data holds the positions
    /// where the evaluation stands pat, not positions with a piece en prise. Leaves in check
    /// or that end the game are dropped, as are repeats within a game.
    #[arg(long, conflicts_with_all = ["tree_sample", "pgn"])]
    pub resolve: bool,
    /// text format: play no games but take the positions of this PGN file's games (a
    /// tournament against other engines, say, whose positions self-play never reaches): the
    /// quiet ones (not in check, the move played neither a capture nor a promotion), at most
    /// `--sample` a game drawn by `--seed`, each with its game's result. Games without a result
    /// are skipped; a game that cannot be read stops it, named, with nothing written.
    #[arg(long, conflicts_with_all = [
        "openings", "dfrc", "tree_sample", "games", "nodes", "random_plies", "threads",
        "multipv", "temperature", "history",
    ])]
    pub pgn: Option<std::path::PathBuf>,
}

/// Where the games of the text format start.
enum Start {
    /// The variant's start position.
    Standard,
    /// A random one of these FENs.
    Openings(Vec<String>),
    /// A random double Chess960 start.
    Dfrc,
}

impl Start {
    fn from_args(args: &DatagenArgs, kind: VariantKind) -> Result<Start, String> {
        if args.dfrc {
            return Ok(Start::Dfrc);
        }
        let Some(path) = &args.openings else {
            return Ok(Start::Standard);
        };
        let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
        let mut fens = Vec::new();
        for (n, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            // An EPD line: the four board fields, then operations.
            let fields: Vec<&str> = line.split_whitespace().collect();
            let fen = if fields.len() >= 6 && fields[4].parse::<u32>().is_ok() {
                fields[..6].join(" ")
            } else if fields.len() >= 4 {
                format!("{} 0 1", fields[..4].join(" "))
            } else {
                return Err(format!(
                    "{} line {}: not a FEN or EPD",
                    path.display(),
                    n + 1
                ));
            };
            from_fen_detecting_chess960(kind, CastlingMode::Standard, &fen)
                .map_err(|e| format!("{} line {}: {e}", path.display(), n + 1))?;
            fens.push(fen);
        }
        if fens.is_empty() {
            return Err(format!("{}: no positions", path.display()));
        }
        Ok(Start::Openings(fens))
    }

    /// The start of a game (`None`: an opening the variant refuses).
    fn position<V: Variant>(&self, rng: &mut SplitMix64) -> Option<Position<V>> {
        match self {
            Start::Standard => Some(Position::<V>::new(CastlingMode::Standard)),
            Start::Openings(fens) => {
                let fen = &fens[(rng.next_u64() % fens.len() as u64) as usize];
                from_fen_detecting_chess960(V::KIND, CastlingMode::Standard, fen)
                    .ok()
                    .and_then(|p| Position::<V>::from_fen_variant(&p.fen(), p.castling_mode()).ok())
            }
            Start::Dfrc => {
                let (white, black) = ((rng.next_u64() % 960) as u32, (rng.next_u64() % 960) as u32);
                let start = ferrum::variant::chess960::double_chess960_start(V::KIND, white, black);
                Position::<V>::from_fen_variant(&start.fen(), CastlingMode::Chess960).ok()
            }
        }
    }
}

/// At most `n` of `items` (0: all), drawn at random, in their order.
fn sample<T>(items: Vec<T>, n: usize, rng: &mut SplitMix64) -> Vec<T> {
    if n == 0 || items.len() <= n {
        return items;
    }
    let mut keep: Vec<usize> = (0..items.len()).collect();
    for i in 0..n {
        let j = i + (rng.next_u64() % (keep.len() - i) as u64) as usize;
        keep.swap(i, j);
    }
    keep.truncate(n);
    keep.sort_unstable();
    let mut slots: Vec<Option<T>> = items.into_iter().map(Some).collect();
    keep.into_iter().filter_map(|i| slots[i].take()).collect()
}

/// A text-format game: the position and its rules with ferrum's own repetition keys (draws
/// claimed), the random opening stopping only where no move is legal.
struct TextGame<V: Variant>(Position<V>);

impl<V: Variant> SelfPlayGame<V> for TextGame<V> {
    fn position(&self) -> &Position<V> {
        &self.0
    }
    fn play(&mut self, m: Move) {
        self.0.play_unchecked(m);
    }
    fn outcome(&self, history: &[u64]) -> Option<Outcome> {
        self.0.outcome_with_history(history, true)
    }
    fn opening_blocked(&self, _history: &[u64]) -> bool {
        self.0.legal_moves().is_empty()
    }
}

/// Plays one game of variant `V` from its start position; returns the recorded FENs and the
/// result from White's view.
fn play_game<V: VariantEval>(
    worker: &mut Worker,
    tt: &Arc<TranspositionTable>,
    rng: &mut SplitMix64,
    args: &DatagenArgs,
    start: &Start,
) -> Option<(Vec<String>, f64)> {
    let mut game = TextGame(start.position::<V>(rng)?);
    if args.tree_sample > 0 {
        worker.tree_sample = Some(TreeSample::new(args.tree_sample, rng.next_u64()));
    }
    let settings = LoopSettings {
        nodes: args.nodes,
        multipv: 1,
        random_plies: args.random_plies,
        max_searches: 400,
    };
    let mut fens = Vec::new();
    let mut candidates = Vec::new();
    let end = play_selfplay(worker, tt, rng, &settings, &mut game, |game, s| {
        if s.adjudicated {
            return;
        }
        if args.resolve {
            if !game.0.is_check() {
                candidates.push(game.0.clone());
            }
        } else if is_quiet_before(&game.0, s.best) {
            fens.push(game.0.fen());
        }
    });
    if let Some(tree) = worker.tree_sample.take() {
        fens = tree.fens;
    }
    let result = match end {
        SelfPlayEnd::NoOpening | SelfPlayEnd::NoMove => return None,
        SelfPlayEnd::Result(r) => (f64::from(r) + 1.0) / 2.0,
    };
    if args.resolve {
        return Some((quiet_leaves(sample(candidates, args.sample, rng)), result));
    }
    Some((sample(fens, args.sample, rng), result))
}

/// `--resolve`: the quiet leaves of `positions` as FENs, in order, without leaves in check,
/// leaves where the game is over (a mate or a variant's end on the line, no legal move,
/// insufficient material), or a leaf already written for this game.
fn quiet_leaves<V: VariantEval>(positions: Vec<Position<V>>) -> Vec<String> {
    let mut seen = std::collections::HashSet::new();
    positions
        .iter()
        .filter_map(ferrum::search::quiet::quiet_leaf)
        .filter(|leaf| !leaf.is_check() && leaf.outcome().is_none())
        .filter(|leaf| seen.insert(leaf.key()))
        .map(|leaf| leaf.fen())
        .collect()
}

/// `--pgn`: the quiet positions of a PGN file's finished games of variant `kind`, as data
/// lines, and how many games gave them and how many were skipped for want of a result.
fn positions_from_pgn(
    path: &std::path::Path,
    kind: VariantKind,
    per_game: usize,
    seed: u64,
) -> Result<(Vec<String>, usize, usize), String> {
    let file = std::fs::File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut reader = PgnReader::new(std::io::BufReader::new(file));
    let mut rng = SplitMix64::new(seed);
    let (mut lines, mut games, mut unfinished) = (Vec::new(), 0, 0);
    while let Some(game) = reader.read_game() {
        let game = game.map_err(|e| format!("{}: {e}", path.display()))?;
        if game.start.kind() != kind {
            return Err(format!(
                "{}: game {} is {}, not {} (--variant)",
                path.display(),
                games + unfinished + 1,
                game.start.kind(),
                kind
            ));
        }
        let result = match game.result {
            GameResult::WhiteWins => "1.0",
            GameResult::BlackWins => "0.0",
            GameResult::Draw => "0.5",
            GameResult::Unknown => {
                unfinished += 1;
                continue;
            }
        };
        let fens = ferrum::with_position!(&game.start, pos => quiet_positions(pos, &game.moves));
        for fen in sample(fens, per_game, &mut rng) {
            lines.push(format!("{fen} | {result}"));
        }
        games += 1;
    }
    Ok((lines, games, unfinished))
}

/// Whether `pos` is a quiet position to keep when `m` is the move made from it: not in check,
/// and `m` neither a capture, a promotion nor the variant's capture-like quiet move (a check
/// in three-check, a step onto the hill), and the game not over by the position alone (a PGN
/// game may play on past insufficient material). Self-play and `--pgn` keep the same
/// positions.
fn is_quiet_before<V: Variant>(pos: &Position<V>, m: Move) -> bool {
    let tactical = V::TACTICAL_QUIETS && V::is_tactical_quiet(pos, m);
    !pos.is_check()
        && !pos.is_capture(m)
        && !m.is_promotion()
        && !tactical
        && pos.outcome().is_none()
}

/// The positions of a game's main line before quiet moves (`is_quiet_before`), up to its end
/// or a null move.
fn quiet_positions<V: Variant>(start: &Position<V>, moves: &[GameMove]) -> Vec<String> {
    let mut pos = start.clone();
    let mut fens = Vec::new();
    for m in moves {
        let Some(m) = m.mv else {
            break;
        };
        if is_quiet_before(&pos, m) {
            fens.push(pos.fen());
        }
        pos.play_unchecked(m);
    }
    fens
}

/// `--pgn`: appends the file's positions to `--out`, or says what stopped it.
fn run_pgn(args: &DatagenArgs, path: &std::path::Path, kind: VariantKind) -> i32 {
    let (lines, games, unfinished) = match positions_from_pgn(path, kind, args.sample, args.seed) {
        Ok(found) => found,
        Err(e) => {
            eprintln!("error: {e}");
            return 1;
        }
    };
    let written = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&args.out)
        .and_then(|f| {
            let mut o = std::io::BufWriter::new(f);
            lines.iter().try_for_each(|l| writeln!(o, "{l}"))?;
            o.flush()
        });
    if let Err(e) = written {
        eprintln!("error: writing {}: {e}", args.out.display());
        return 1;
    }
    eprintln!(
        "done: {} positions of {games} games ({unfinished} without a result skipped)",
        lines.len()
    );
    0
}

/// The game loop of the text format (`selfplay::run_games`, so the same options give the same
/// games at any thread count): `play(worker, tt, g, seed)` plays and keeps one game and returns
/// the positions kept so far (`None`: no game); progress every ten games.
fn play_games(
    args: &DatagenArgs,
    start: std::time::Instant,
    play: impl Fn(&mut Worker, &Arc<TranspositionTable>, u64, u64) -> Option<u64> + Sync,
) {
    run_games(
        args.games,
        args.threads,
        args.seed,
        |worker, tt, g, seed| {
            if let Some(n) = play(worker, tt, g, seed) {
                if (g + 1).is_multiple_of(10) {
                    eprintln!(
                        "{} games, {n} positions, {:.0} s",
                        g + 1,
                        start.elapsed().as_secs_f64()
                    );
                }
            }
        },
    );
}

pub fn run(args: &DatagenArgs) -> i32 {
    match args.format.as_str() {
        "text" => {}
        "pettingzoo" | "npz" if args.pgn.is_some() => {
            eprintln!("error: --pgn writes text lines only (no --format pettingzoo)");
            return 2;
        }
        "pettingzoo" | "npz" => return npz::run(args),
        other => {
            eprintln!("error: unknown --format '{other}' (text or pettingzoo)");
            return 2;
        }
    }
    let Some((kind, mode)) = parse_variant(&args.variant) else {
        eprintln!("error: unknown variant '{}'", args.variant);
        return 2;
    };
    if mode != CastlingMode::Standard {
        eprintln!("error: datagen plays from the variant's standard start position (no Chess960)");
        return 2;
    }
    if let Some(path) = &args.pgn {
        return run_pgn(args, path, kind);
    }
    let start_from = match Start::from_args(args, kind) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: {e}");
            return 2;
        }
    };
    let file = match std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&args.out)
    {
        Ok(f) => f,
        Err(e) => {
            eprintln!("error: cannot open {}: {e}", args.out.display());
            return 1;
        }
    };
    let out = parking_lot::Mutex::new(std::io::BufWriter::new(file));
    let positions = AtomicU64::new(0);
    let start = std::time::Instant::now();
    play_games(args, start, |worker, tt, _, seed| {
        let mut rng = SplitMix64::new(seed);
        let (fens, result) = ferrum::with_variant!(kind, V => {
            play_game::<V>(worker, tt, &mut rng, args, &start_from)
        })?;
        let mut o = out.lock();
        for f in &fens {
            let _ = writeln!(o, "{f} | {result:.1}");
        }
        Some(positions.fetch_add(fens.len() as u64, Ordering::Relaxed) + fens.len() as u64)
    });
    if let Err(e) = out.lock().flush() {
        eprintln!("error: writing {}: {e}", args.out.display());
        return 1;
    }
    eprintln!(
        "done: {} positions in {:.0} s",
        positions.load(Ordering::Relaxed),
        start.elapsed().as_secs_f64()
    );
    0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sampling_keeps_at_most_n_in_order() {
        let mut rng = SplitMix64::new(7);
        let kept = sample((0..100).collect(), 10, &mut rng);
        assert_eq!(kept.len(), 10);
        assert!(kept.windows(2).all(|w| w[0] < w[1]));
        assert_eq!(sample(vec![1, 2, 3], 10, &mut rng), vec![1, 2, 3]);
        assert_eq!(sample(vec![1, 2, 3], 0, &mut rng), vec![1, 2, 3]);
        // Different draws for different seeds: the sample is not always the first n.
        let other = sample((0..100).collect::<Vec<_>>(), 10, &mut SplitMix64::new(8));
        assert_ne!(kept, other);
    }
}

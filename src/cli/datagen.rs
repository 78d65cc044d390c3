//! `ferrum datagen`: self-play games at a fixed node budget, writing quiet positions labelled
//! with the game result (`<FEN> | <result>`), the training data of `ferrum tune`; or, with
//! `--format pettingzoo`, every searched position as PettingZoo observations with policy, value
//! and result labels in a NumPy `.npz` (`ferrum::learn::selfplay`).

use ferrum::core::{Move, SplitMix64};
use ferrum::eval::VariantEval;
use ferrum::learn::selfplay::{play_selfplay, LoopSettings, SelfPlayEnd, SelfPlayGame};
use ferrum::position::{CastlingMode, Outcome, Position};
use ferrum::search::{SearchShared, Worker};
use ferrum::tournament::config::parse_variant;
use ferrum::tt::TranspositionTable;
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
) -> Option<(Vec<String>, f64)> {
    let mut game = TextGame(Position::<V>::new(CastlingMode::Standard));
    let settings = LoopSettings {
        nodes: args.nodes,
        multipv: 1,
        random_plies: args.random_plies,
        max_searches: 400,
    };
    let mut fens = Vec::new();
    let end = play_selfplay(worker, tt, rng, &settings, &mut game, |game, s| {
        // Keep quiet positions only: not in check, best move not a capture, a promotion or a
        // variant's capture-like quiet move (a check in three-check, a step onto the hill).
        let pos = &game.0;
        let m = s.best;
        let tactical = V::TACTICAL_QUIETS && V::is_tactical_quiet(pos, m);
        if !s.adjudicated && !pos.is_check() && !pos.is_capture(m) && !m.is_promotion() && !tactical
        {
            fens.push(pos.fen());
        }
    });
    match end {
        SelfPlayEnd::NoOpening | SelfPlayEnd::NoMove => None,
        SelfPlayEnd::Result(r) => Some((fens, (f64::from(r) + 1.0) / 2.0)),
    }
}

/// The game loop of both formats: `--threads` threads, each with its own worker and hash
/// table, take game numbers in turn until `--games`. Game `g` gets the seed
/// `seed * 1_000_003 + g`, so the same options give the same games at any thread count.
/// `play(worker, tt, g, seed)` plays and keeps one game and returns the positions kept so far
/// (`None`: no game).
fn play_games(
    args: &DatagenArgs,
    start: std::time::Instant,
    play: impl Fn(&mut Worker, &Arc<TranspositionTable>, u64, u64) -> Option<u64> + Sync,
) {
    let next_game = AtomicU64::new(0);
    std::thread::scope(|s| {
        for _ in 0..args.threads.max(1) {
            s.spawn(|| {
                let Ok(tt) = TranspositionTable::new(8) else {
                    return;
                };
                let tt = Arc::new(tt);
                let mut worker = Worker::new(0, tt.clone(), Arc::new(SearchShared::new(1)));
                loop {
                    let g = next_game.fetch_add(1, Ordering::Relaxed);
                    if g >= args.games {
                        break;
                    }
                    let seed = args.seed.wrapping_mul(1_000_003).wrapping_add(g);
                    if let Some(n) = play(&mut worker, &tt, g, seed) {
                        if (g + 1).is_multiple_of(10) {
                            eprintln!(
                                "{} games, {n} positions, {:.0} s",
                                g + 1,
                                start.elapsed().as_secs_f64()
                            );
                        }
                    }
                }
            });
        }
    });
}

pub fn run(args: &DatagenArgs) -> i32 {
    match args.format.as_str() {
        "text" => {}
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
            play_game::<V>(worker, tt, &mut rng, args)
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

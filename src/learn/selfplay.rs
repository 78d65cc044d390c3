//! Training records for learning agents from ferrum's self-play: every searched position of a
//! game with its PettingZoo observation, legal-action mask, the search's move and a policy over
//! the MultiPV lines, the search value and the game's result (the side to move's view).
//!
//! `play_selfplay` is the one self-play loop of `ferrum datagen`, for both its formats: the
//! game type (`SelfPlayGame`) brings the rules that end a game (PettingZoo's here, ferrum's
//! own for the text format), the caller sees every searched position. `generate` plays many
//! games on several threads and returns their records (the `.npz` of `datagen --format
//! pettingzoo`, and the Python module's `ferrum.datagen`, which makes NumPy arrays of them).

use super::{channels, move_to_action, PzGame};
use crate::core::{Move, SplitMix64};
use crate::eval::VariantEval;
use crate::position::{Outcome, Position};
use crate::search::{Limits, SearchRequest, SearchShared, Worker, INFINITE, MATE_BOUND};
use crate::tt::TranspositionTable;
use crate::variant::{Variant, VariantKind};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

/// How games are played and labelled.
#[derive(Clone, Debug)]
pub struct SelfPlayConfig {
    /// Nodes per search.
    pub nodes: u64,
    /// Random plies at the start (recorded in the history, not labelled).
    pub random_plies: u32,
    /// MultiPV lines the policy spreads over.
    pub multipv: usize,
    /// Softmax temperature of the policy, in centipawns.
    pub temperature: f64,
    /// Earlier boards in each observation.
    pub history: usize,
    /// Plies after which a game counts as a draw.
    pub max_plies: usize,
}

/// One labelled position.
#[derive(Clone, Debug)]
pub struct Record {
    pub game: u32,
    pub ply: u32,
    pub fen: String,
    /// `8 x 8 x channels` bytes, 0 or 1.
    pub observation: Vec<u8>,
    /// Legal actions (the mask's ones).
    pub legal: Vec<u32>,
    pub best_action: u32,
    /// (action, probability) over the MultiPV lines; sums to 1.
    pub policy: Vec<(u32, f32)>,
    /// The search score, centipawns from the side to move's view (mates: `MATE - plies`).
    pub score: i32,
    /// +1 win, 0 draw, -1 loss for the side to move, filled in when the game ends.
    pub result: i8,
    pub white_to_move: bool,
}

impl Record {
    /// Sets the bytes of the legal actions in `mask` (zeroed, `action_count` long) to 1.
    pub fn mask_into(&self, mask: &mut [u8]) {
        for &a in &self.legal {
            mask[a as usize] = 1;
        }
    }

    /// Writes the policy's probabilities into `policy` (zeroed, `action_count` long).
    pub fn policy_into(&self, policy: &mut [f32]) {
        for &(a, p) in &self.policy {
            policy[a as usize] = p;
        }
    }

    /// The search score as a value in [-1, 1] (`score_to_value`).
    pub fn value(&self) -> f32 {
        score_to_value(self.score)
    }
}

/// The search score as a value in [-1, 1]: `tanh(score / 400)`, mates exactly +-1.
pub fn score_to_value(score: i32) -> f32 {
    if score.abs() >= MATE_BOUND {
        score.signum() as f32
    } else {
        (score as f64 / 400.0).tanh() as f32
    }
}

/// Softmax over `(action, score)` with `temperature` centipawns.
pub fn softmax_policy(lines: &[(u32, i32)], temperature: f64) -> Vec<(u32, f32)> {
    let t = temperature.max(1e-6);
    let top = lines.iter().map(|l| l.1).max().unwrap_or(0);
    let weights: Vec<f64> = lines
        .iter()
        .map(|&(_, s)| ((s - top) as f64 / t).exp())
        .collect();
    let sum: f64 = weights.iter().sum();
    lines
        .iter()
        .zip(&weights)
        .map(|(&(a, _), w)| (a, (w / sum) as f32))
        .collect()
}

/// What the shared self-play loop needs of a game: its position, a way to play a move, and the
/// rules that end it. `history` holds the keys of the earlier positions (`Position::key`), the
/// current one excluded, as the search takes them.
pub trait SelfPlayGame<V: Variant> {
    fn position(&self) -> &Position<V>;
    fn play(&mut self, m: Move);
    /// The game's end, if it is over.
    fn outcome(&self, history: &[u64]) -> Option<Outcome>;
    /// Whether a random opening ply cannot be drawn here (the game is then no game).
    fn opening_blocked(&self, history: &[u64]) -> bool;
}

/// How the shared loop plays: the budget of each search, the random opening and the length.
#[derive(Clone, Copy, Debug)]
pub struct LoopSettings {
    /// Nodes per search.
    pub nodes: u64,
    /// MultiPV lines searched.
    pub multipv: usize,
    /// Random plies at the start.
    pub random_plies: u32,
    /// Searched plies after the opening after which the game counts as a draw.
    pub max_searches: usize,
}

/// A searched position, handed to the loop's caller before its best move is played.
pub struct Searched<'a> {
    pub worker: &'a Worker,
    pub best: Move,
    /// The best move's score, from the side to move's view.
    pub score: i32,
    /// Whether this search ends the game by adjudication (its move is then not played).
    pub adjudicated: bool,
}

/// How a self-play game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SelfPlayEnd {
    /// The random opening reached a position where it could not go on: no game.
    NoOpening,
    /// A search returned no move.
    NoMove,
    /// The result from White's view: +1 win, 0 draw, -1 loss.
    Result(i8),
}

/// The self-play loop of `ferrum datagen`'s text and PettingZoo formats: `random_plies`
/// random moves drawn from `rng`, then one search per ply at a fixed node budget with a fresh
/// hash table, until the game ends by its rules, by adjudication (six plies in a row over
/// 1000 cp for the same side, or a mate score) or after `max_searches` searches (a draw).
/// `on_search` sees every searched position before its move is played.
pub fn play_selfplay<V: VariantEval, G: SelfPlayGame<V>>(
    worker: &mut Worker,
    tt: &Arc<TranspositionTable>,
    rng: &mut SplitMix64,
    settings: &LoopSettings,
    game: &mut G,
    mut on_search: impl FnMut(&G, &Searched),
) -> SelfPlayEnd {
    let mut history: Vec<u64> = Vec::new();
    for _ in 0..settings.random_plies {
        if game.opening_blocked(&history) {
            return SelfPlayEnd::NoOpening;
        }
        let moves = game.position().legal_moves();
        let m = moves[(rng.next_u64() % moves.len() as u64) as usize];
        history.push(game.position().repetition_key());
        game.play(m);
    }
    tt.clear();
    worker.clear();
    let mut decisive_plies = 0;
    let mut last_sign = 0;
    for _ in 0..settings.max_searches {
        if let Some(o) = game.outcome(&history) {
            return SelfPlayEnd::Result(match o.winner {
                Some(c) if c.is_white() => 1,
                Some(_) => -1,
                None => 0,
            });
        }
        let pos = game.position();
        worker.set_shared(tt.clone(), Arc::new(SearchShared::new(1)));
        let limits = Limits::nodes(settings.nodes);
        let request = SearchRequest {
            history: &history,
            multipv: settings.multipv,
            ..SearchRequest::new(&limits)
        };
        worker.search(pos, request);
        let Some(best) = worker.root_moves.first() else {
            return SelfPlayEnd::NoMove;
        };
        let (m, score) = (best.mv, best.score);
        let white_score = if pos.turn().is_white() { score } else { -score };
        // Adjudicate clear wins to save time.
        let sign = (white_score > 1000) as i32 - (white_score < -1000) as i32;
        decisive_plies = if sign != 0 && sign == last_sign {
            decisive_plies + 1
        } else {
            0
        };
        last_sign = sign;
        let adjudicated = decisive_plies >= 6 || white_score.abs() >= MATE_BOUND;
        let searched = Searched {
            worker,
            best: m,
            score,
            adjudicated,
        };
        on_search(game, &searched);
        if adjudicated {
            return SelfPlayEnd::Result(white_score.signum() as i8);
        }
        history.push(game.position().repetition_key());
        game.play(m);
    }
    SelfPlayEnd::Result(0)
}

impl<V: Variant> SelfPlayGame<V> for PzGame<V> {
    fn position(&self) -> &Position<V> {
        PzGame::position(self)
    }
    fn play(&mut self, m: Move) {
        PzGame::play(self, m)
    }
    /// PettingZoo's end of game (python-chess's repetition identity), whatever the history.
    fn outcome(&self, _history: &[u64]) -> Option<Outcome> {
        PzGame::outcome(self)
    }
    fn opening_blocked(&self, _history: &[u64]) -> bool {
        PzGame::outcome(self).is_some()
    }
}

/// The games loop of `ferrum datagen`: `threads` threads, each with its own worker and 8 MiB
/// hash table, take game numbers in turn until `games`. Game `g` gets the seed
/// `seed * 1_000_003 + g`, so the same arguments give the same games at any thread count;
/// `play(worker, tt, g, game_seed)` plays it.
pub fn run_games(
    games: u64,
    threads: usize,
    seed: u64,
    play: impl Fn(&mut Worker, &Arc<TranspositionTable>, u64, u64) + Sync,
) {
    let next_game = AtomicU64::new(0);
    std::thread::scope(|s| {
        for _ in 0..threads.max(1) {
            s.spawn(|| {
                let Ok(tt) = TranspositionTable::new(8) else {
                    return;
                };
                let tt = Arc::new(tt);
                let mut worker = Worker::new(0, tt.clone(), Arc::new(SearchShared::new(1)));
                loop {
                    let g = next_game.fetch_add(1, Ordering::Relaxed);
                    if g >= games {
                        break;
                    }
                    play(
                        &mut worker,
                        &tt,
                        g,
                        seed.wrapping_mul(1_000_003).wrapping_add(g),
                    );
                }
            });
        }
    });
}

/// `games` self-play games of `kind` from its start position on `threads` threads (see
/// `run_games`), every searched position's record sorted by game and ply: the same arguments
/// give the same records at any thread count. `progress(games done, records)` after each game.
pub fn generate(
    kind: VariantKind,
    config: &SelfPlayConfig,
    games: u64,
    threads: usize,
    seed: u64,
    progress: impl Fn(u64, usize) + Sync,
) -> Vec<Record> {
    let records = parking_lot::Mutex::new(Vec::<Record>::new());
    let done = AtomicU64::new(0);
    run_games(games, threads, seed, |worker, tt, g, game_seed| {
        let game = crate::with_variant!(kind, V => {
            play_game::<V>(worker, tt, config, g as u32, game_seed)
        });
        let mut all = records.lock();
        all.extend(game);
        let finished = done.fetch_add(1, Ordering::Relaxed) + 1;
        progress(finished, all.len());
    });
    let mut records = records.into_inner();
    records.sort_by_key(|r| (r.game, r.ply));
    records
}

/// Plays game number `game` (its random plies drawn from `seed`) and returns its records.
pub fn play_game<V: VariantEval>(
    worker: &mut Worker,
    tt: &Arc<TranspositionTable>,
    config: &SelfPlayConfig,
    game: u32,
    seed: u64,
) -> Vec<Record> {
    let mut rng = SplitMix64::new(seed);
    let mut pz = PzGame::new(Position::<V>::new(Default::default()));
    let mut records: Vec<Record> = Vec::new();
    let settings = LoopSettings {
        nodes: config.nodes,
        multipv: config.multipv,
        random_plies: config.random_plies,
        // The game's plies count from the start, the opening's included.
        max_searches: config
            .max_plies
            .saturating_sub(config.random_plies as usize),
    };
    let end = play_selfplay(worker, tt, &mut rng, &settings, &mut pz, |pz, s| {
        records.push(record(pz, s, config, game));
    });
    let white_result = match end {
        SelfPlayEnd::NoOpening => return Vec::new(),
        SelfPlayEnd::NoMove => 0,
        SelfPlayEnd::Result(r) => r,
    };
    for r in &mut records {
        r.result = if r.white_to_move {
            white_result
        } else {
            -white_result
        };
    }
    records
}

/// The record of a searched position, its result still unknown.
fn record<V: Variant>(pz: &PzGame<V>, s: &Searched, config: &SelfPlayConfig, game: u32) -> Record {
    let pos = pz.position();
    let best_action = move_to_action(pos, s.best) as u32;
    // Lines of the last completed depth (a stopped iteration leaves partial scores).
    let lines: Vec<(u32, i32)> = s
        .worker
        .root_moves
        .iter()
        .take(config.multipv.max(1))
        .filter(|r| r.previous_score > -INFINITE)
        .map(|r| (move_to_action(pos, r.mv) as u32, r.previous_score))
        .collect();
    let policy = if lines.is_empty() {
        vec![(best_action, 1.0)]
    } else {
        softmax_policy(&lines, config.temperature)
    };
    let mut observation = vec![0; 64 * channels(V::KIND, config.history)];
    pz.observation_into(pos.turn(), config.history, &mut observation);
    Record {
        game,
        ply: pz.ply() as u32,
        fen: pos.fen(),
        observation,
        legal: pz.legal_actions().iter().map(|a| a.0 as u32).collect(),
        best_action,
        policy,
        score: s.score,
        result: 0,
        white_to_move: pos.turn().is_white(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn policy_is_a_softmax_over_the_lines() {
        let p = softmax_policy(&[(10, 100), (20, 0), (30, 100)], 100.0);
        let sum: f32 = p.iter().map(|x| x.1).sum();
        assert!((sum - 1.0).abs() < 1e-6);
        assert!((p[0].1 - p[2].1).abs() < 1e-7);
        // e^-1 relative weight for a line 100 cp (one temperature) worse.
        assert!((p[1].1 / p[0].1 - (-1.0f32).exp()).abs() < 1e-5);
        assert_eq!(score_to_value(crate::search::MATE - 3), 1.0);
        assert_eq!(score_to_value(0), 0.0);
    }
}

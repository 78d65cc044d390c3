//! Analysing games: every position of one game evaluated (`evaluate_game`), and many games
//! shared out to several engines side by side (`spawn_workers`), each worker reporting through a
//! channel so that the caller shows progress and writes results in the input's order.
//!
//! A game's positions are searched from the last to the first, as lichess's fishnet does: the
//! engine's hash then already holds what the later positions revealed. A stop request is
//! honoured between two searches; the game in progress is then dropped.

use super::annotate::{self, GameReport, PositionInfo};
use super::engine::{terminal_score, Analyser};
use super::opening;
use crate::book::Book;
use crate::core::Move;
use crate::game::Game;
use crate::position::{CastlingMode, Position};
use crate::tb::Tablebases;
use crate::tournament::config::{EngineSpec, TimeControl, Timeouts};
use crate::tournament::player::PlayerError;
use crate::variant::{AnyPosition, Variant};
use crossbeam_channel::{Receiver, Sender};
use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;

/// What the analysis uses besides the engine.
#[derive(Clone, Default)]
pub struct Context {
    /// The opening book whose moves are book moves (standard chess).
    pub book: Option<Arc<Book>>,
    /// Tablebases for the notes on won, drawn and lost endgames.
    pub tablebases: Option<Arc<dyn Tablebases>>,
    /// The longest better line written as a variation, in plies.
    pub pv_plies: usize,
    /// Who analyses with what limit, for the `Annotator` tag (`ferrum, nodes 100000`).
    pub annotator: String,
}

/// An analysed game: the annotated game and what the analysis found.
#[derive(Clone, Debug)]
pub struct Analysed {
    pub game: Game,
    pub report: GameReport,
}

/// Why a game was not analysed.
#[derive(Clone, Debug, PartialEq)]
pub enum GameError {
    /// The engine failed (crashed, stalled, could not play this variant, ...).
    Engine(PlayerError),
    /// Stopped before the game was done.
    Interrupted,
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Engine(e) => write!(f, "the engine {e}"),
            GameError::Interrupted => f.write_str("interrupted"),
        }
    }
}

fn probe<V: Variant>(tb: &(dyn Tablebases + 'static), pos: &Position<V>) -> Option<i32> {
    if pos.occupied().count() > tb.pieces_for::<V>() {
        return None;
    }
    tb.wdl_of(pos)
}

/// Win/draw/loss for the side to move, where the tablebases cover `pos`.
fn tablebase_wdl(ctx: &Context, pos: &AnyPosition) -> Option<i32> {
    let tb = ctx.tablebases.as_deref()?;
    crate::with_position!(pos, p => probe(tb, p))
}

/// Is `m` a move of the book in `pos`?
fn in_book(book: &Book, pos: &AnyPosition, m: Move) -> bool {
    if pos.castling_mode() == CastlingMode::Chess960 {
        return false;
    }
    pos.as_standard()
        .is_some_and(|p| book.moves(p).iter().any(|b| b.mv == m))
}

/// Evaluates every position of the main line (before each move, and after the last), the last
/// first; `on_position` is called after each search.
pub fn evaluate_game(
    analyser: &mut Analyser,
    game: &Game,
    ctx: &Context,
    stop: &AtomicBool,
    on_position: &mut dyn FnMut(),
) -> Result<Vec<PositionInfo>, GameError> {
    // Every position, and the position each search starts from: the game's start or the
    // position after its latest null move (which no protocol can send).
    let mut positions = vec![game.start.clone()];
    let mut roots = vec![0usize];
    for gm in &game.moves {
        let mut next = positions[positions.len() - 1].clone();
        crate::game::play(&mut next, gm.mv);
        let root = if gm.mv.is_none() {
            positions.len()
        } else {
            roots[roots.len() - 1]
        };
        positions.push(next);
        roots.push(root);
    }
    let moves: Vec<Option<Move>> = game.moves.iter().map(|gm| gm.mv).collect();
    analyser.new_game(&game.start).map_err(GameError::Engine)?;
    let mut infos: Vec<Option<PositionInfo>> = vec![None; positions.len()];
    for i in (0..positions.len()).rev() {
        if stop.load(Ordering::Relaxed) {
            return Err(GameError::Interrupted);
        }
        let pos = &positions[i];
        let tb_wdl = tablebase_wdl(ctx, pos);
        let info = match terminal_score(pos) {
            Some(score) => PositionInfo {
                score,
                depth: 0,
                pv: Vec::new(),
                terminal: true,
                tb_wdl,
            },
            None => {
                let root = roots[i];
                let line: Vec<Move> = moves[root..i].iter().flatten().copied().collect();
                let verdict = analyser
                    .evaluate(&positions[root], &line, pos)
                    .map_err(GameError::Engine)?;
                PositionInfo {
                    score: Some(verdict.score),
                    depth: verdict.depth,
                    pv: verdict.pv,
                    terminal: false,
                    tb_wdl,
                }
            }
        };
        infos[i] = Some(info);
        on_position();
    }
    Ok(infos.into_iter().flatten().collect())
}

/// Evaluates, judges and annotates one game.
pub fn analyse_game(
    analyser: &mut Analyser,
    game: &Game,
    ctx: &Context,
    stop: &AtomicBool,
    on_position: &mut dyn FnMut(),
) -> Result<Analysed, GameError> {
    let positions = evaluate_game(analyser, game, ctx, stop, on_position)?;
    let lookup = ctx
        .book
        .as_deref()
        .map(|book| move |pos: &AnyPosition, m: Move| in_book(book, pos, m));
    let report = annotate::report(
        game,
        positions,
        lookup.as_ref().map(|f| f as annotate::BookLookup),
        opening::classify(game),
        ctx.annotator.clone(),
    );
    let annotated = annotate::annotate(game, &report, ctx.pv_plies);
    Ok(Analysed {
        game: annotated,
        report,
    })
}

/// A game to analyse: its number in the input (0-based) and the game.
#[derive(Clone, Debug)]
pub struct Job {
    pub index: usize,
    pub game: Game,
}

/// What the workers tell.
#[derive(Debug)]
pub enum Event {
    /// A worker's engine could not be started (or restarted after a crash); the worker quits.
    EngineFailed { worker: usize, error: String },
    /// One more position of game `job` was searched.
    Position { job: usize },
    /// Game `job` is done, or failed.
    Finished {
        job: usize,
        result: Result<Box<Analysed>, GameError>,
    },
}

/// The engine and limits of every worker.
#[derive(Clone)]
pub struct WorkerSettings {
    pub engine: EngineSpec,
    pub tc: TimeControl,
    pub timeouts: Timeouts,
    pub context: Context,
}

/// Starts `workers` threads, each with its own engine, that take jobs from `jobs` until it is
/// empty or `stop` is set. The event channel closes when every worker has ended.
pub fn spawn_workers(
    workers: usize,
    settings: WorkerSettings,
    jobs: Receiver<Job>,
    events: Sender<Event>,
    stop: Arc<AtomicBool>,
) -> Vec<JoinHandle<()>> {
    (0..workers.max(1))
        .filter_map(|worker| {
            let (settings, jobs, events, stop) =
                (settings.clone(), jobs.clone(), events.clone(), stop.clone());
            std::thread::Builder::new()
                .name(format!("analyse-{worker}"))
                .spawn(move || work(worker, &settings, &jobs, &events, &stop))
                .ok()
        })
        .collect()
}

fn start(settings: &WorkerSettings) -> Result<Analyser, PlayerError> {
    Analyser::start(&settings.engine, &settings.tc, settings.timeouts)
}

fn work(
    worker: usize,
    settings: &WorkerSettings,
    jobs: &Receiver<Job>,
    events: &Sender<Event>,
    stop: &AtomicBool,
) {
    let mut analyser = match start(settings) {
        Ok(a) => a,
        Err(e) => {
            let _ = events.send(Event::EngineFailed {
                worker,
                error: e.to_string(),
            });
            return;
        }
    };
    while let Ok(job) = jobs.recv() {
        if stop.load(Ordering::Relaxed) {
            break;
        }
        let index = job.index;
        let mut tick = || {
            let _ = events.send(Event::Position { job: index });
        };
        let result = analyse_game(&mut analyser, &job.game, &settings.context, stop, &mut tick);
        let failed = matches!(result, Err(GameError::Engine(_)));
        let _ = events.send(Event::Finished {
            job: index,
            result: result.map(Box::new),
        });
        if failed && !analyser.is_alive() {
            analyser.quit();
            analyser = match start(settings) {
                Ok(a) => a,
                Err(e) => {
                    let _ = events.send(Event::EngineFailed {
                        worker,
                        error: e.to_string(),
                    });
                    return;
                }
            };
        }
    }
    analyser.quit();
}

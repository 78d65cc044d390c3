//! `ferrum.Engine`: ferrum's search in-process, through the same `engine::Engine` the UCI and
//! XBoard loops drive (its options registry, opening book, tablebases, strength limit). A
//! search runs on the engine's own threads while the calling thread waits with the GIL
//! released, so other Python threads go on.

use super::board::Board;
use crate::core::Move;
use crate::engine::Engine;
use crate::search::{Limits, ScoreReport, SearchEvent, SearchInfo};
use crate::variant::AnyPosition;
use pyo3::exceptions::{PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict};
use std::sync::{Arc, Mutex};

/// Python's repr of an optional value: `None` or the value's repr.
fn py_repr<T: std::fmt::Debug>(value: &Option<T>) -> String {
    value
        .as_ref()
        .map_or("None".into(), |v| format!("{v:?}").replace('"', "'"))
}

/// Python's repr of a list of moves.
fn moves_repr(moves: &[String]) -> String {
    let quoted: Vec<String> = moves.iter().map(|m| format!("'{m}'")).collect();
    format!("[{}]", quoted.join(", "))
}

/// One principal variation of a search (one per MultiPV line).
#[pyclass(module = "ferrum", frozen, get_all)]
#[derive(Clone, Debug)]
pub struct SearchLine {
    /// 1 for the best line, 2 for the second, ...
    pub multipv: usize,
    /// Centipawns from the side to move's view; `None` when the line is a mate.
    pub score: Option<i32>,
    /// Moves to mate (negative: the side to move gets mated); `None` otherwise.
    pub mate: Option<i32>,
    pub depth: i32,
    pub seldepth: i32,
    /// The line's moves, UCI.
    pub pv: Vec<String>,
}

#[pymethods]
impl SearchLine {
    fn __repr__(&self) -> String {
        format!(
            "SearchLine(multipv={}, score={}, mate={}, depth={}, pv={})",
            self.multipv,
            py_repr(&self.score),
            py_repr(&self.mate),
            self.depth,
            moves_repr(&self.pv)
        )
    }
}

/// What a search found: the best move (`None` when the position has no legal move), its
/// score and principal variation, and every MultiPV line.
#[pyclass(module = "ferrum", frozen, get_all)]
#[derive(Clone, Debug)]
pub struct SearchResult {
    /// The move to play, UCI.
    pub best_move: Option<String>,
    /// The expected reply (the second move of the PV, or the book's favourite answer).
    pub ponder: Option<String>,
    /// Centipawns from the side to move's view (`None` for a mate score or a book move).
    pub score: Option<i32>,
    /// Moves to mate (negative when getting mated), else `None`.
    pub mate: Option<i32>,
    pub depth: i32,
    pub seldepth: i32,
    pub nodes: u64,
    pub nps: u64,
    pub time_ms: u64,
    /// The best line, UCI, starting with `best_move`.
    pub pv: Vec<String>,
    /// Every MultiPV line, best first.
    pub lines: Vec<SearchLine>,
    /// Whether the move came from the opening book (no search ran).
    pub book: bool,
}

#[pymethods]
impl SearchResult {
    fn __repr__(&self) -> String {
        format!(
            "SearchResult(best_move={}, score={}, mate={}, depth={}, nodes={}, pv={})",
            py_repr(&self.best_move),
            py_repr(&self.score),
            py_repr(&self.mate),
            self.depth,
            self.nodes,
            moves_repr(&self.pv)
        )
    }
}

/// The engine: ferrum's search with its options, in this process.
///
/// >>> engine = ferrum.Engine(hash=32)
/// >>> result = engine.search(ferrum.Board(), depth=8)
/// >>> result.best_move, result.score, result.pv
///
/// `threads`, `hash` (MiB) and `multipv` are the UCI options of the same names; `book`: `False`
/// (default: every answer is a search), `True` (ferrum's own book) or a Polyglot file's path;
/// `syzygy_path` / `gaviota_path`: tablebase folders (default: the tables of the source tree
/// the module was built from, when it is still there); `elo`: play at that strength
/// (`UCI_LimitStrength`); `options`: any other UCI option by name (`{"Move Overhead": 30}`).
/// The variant and Chess960 castling follow the board searched.
#[pyclass(module = "ferrum", name = "Engine")]
pub struct PyEngine {
    inner: Mutex<Engine>,
}

/// An option's value as the registry reads it (`true`/`false` for a Python bool).
fn option_text(value: &Bound<'_, PyAny>) -> PyResult<String> {
    if value.is_instance_of::<PyBool>() {
        return Ok(if value.extract::<bool>()? {
            "true".into()
        } else {
            "false".into()
        });
    }
    Ok(value.str()?.to_string())
}

/// The engine's option error as a Python `ValueError`.
fn set(engine: &mut Engine, name: &str, value: &str) -> PyResult<()> {
    engine
        .set_option(name, value)
        .map_err(|e| PyValueError::new_err(e.to_string()))
}

/// The lines of the last report of each MultiPV index, best first, and the deepest report.
fn lines_of(events: &[SearchEvent], root: &AnyPosition) -> Vec<SearchLine> {
    let mut latest: Vec<&SearchInfo> = Vec::new();
    for event in events {
        if let SearchEvent::Info(info) = event {
            match latest.iter_mut().find(|l| l.multipv == info.multipv) {
                Some(slot) => *slot = info,
                None => latest.push(info),
            }
        }
    }
    latest.sort_by_key(|l| l.multipv);
    latest
        .into_iter()
        .map(|info| {
            let (score, mate) = match info.score_report() {
                ScoreReport::Cp(cp) => (Some(cp), None),
                ScoreReport::Mate(n) => (None, Some(n)),
            };
            SearchLine {
                multipv: info.multipv,
                score,
                mate,
                depth: info.depth,
                seldepth: info.seldepth,
                pv: info.pv.iter().map(|&m| root.uci(m)).collect(),
            }
        })
        .collect()
}

/// The search's events as a `SearchResult`.
fn result_of(events: &[SearchEvent], root: &AnyPosition) -> SearchResult {
    let lines = lines_of(events, root);
    let last_info = events.iter().rev().find_map(|e| match e {
        SearchEvent::Info(info) => Some(info),
        _ => None,
    });
    let (best, ponder) = events
        .iter()
        .find_map(|e| match e {
            SearchEvent::BestMove { best, ponder } => Some((*best, *ponder)),
            _ => None,
        })
        .unwrap_or((None, None));
    let book = events
        .iter()
        .any(|e| matches!(e, SearchEvent::BookMove { .. }));
    let first = lines.first();
    let uci = |m: Option<Move>| m.map(|m| root.uci(m));
    let mut pv = first.map(|l| l.pv.clone()).unwrap_or_default();
    if let Some(best) = uci(best) {
        if pv.first() != Some(&best) {
            pv = vec![best];
        }
    }
    SearchResult {
        best_move: uci(best),
        ponder: uci(ponder),
        score: if book {
            None
        } else {
            first.and_then(|l| l.score)
        },
        mate: if book {
            None
        } else {
            first.and_then(|l| l.mate)
        },
        depth: first.map_or(0, |l| l.depth),
        seldepth: first.map_or(0, |l| l.seldepth),
        nodes: last_info.map_or(0, |i| i.nodes),
        nps: last_info.map_or(0, |i| i.nps),
        time_ms: last_info.map_or(0, |i| i.time_ms),
        pv,
        lines,
        book,
    }
}

impl PyEngine {
    /// The engine, or an error when another thread is searching with it (waiting for it with
    /// the GIL held could deadlock).
    fn engine(&self) -> PyResult<std::sync::MutexGuard<'_, Engine>> {
        self.inner.try_lock().map_err(|_| {
            PyRuntimeError::new_err(
                "this Engine is searching in another thread; use one Engine per thread",
            )
        })
    }

    /// Limits from the keyword arguments; an unbounded search would never return.
    fn limits(
        depth: Option<i32>,
        nodes: Option<u64>,
        movetime: Option<i64>,
        mate: Option<i32>,
    ) -> PyResult<Limits> {
        if depth.is_none() && nodes.is_none() && movetime.is_none() && mate.is_none() {
            return Err(PyValueError::new_err(
                "give depth, nodes, movetime (milliseconds) or mate: a search without a limit \
                 would never end",
            ));
        }
        if depth.is_some_and(|d| d < 1) || movetime.is_some_and(|t| t < 0) {
            return Err(PyValueError::new_err(
                "depth must be at least 1 and movetime at least 0",
            ));
        }
        Ok(Limits {
            depth,
            nodes,
            movetime_ms: movetime,
            mate,
            ..Limits::default()
        })
    }
}

#[pymethods]
impl PyEngine {
    #[new]
    #[pyo3(signature = (
        *, threads = 1, hash = 16, multipv = 1, book = None, syzygy_path = None,
        gaviota_path = None, elo = None, options = None
    ))]
    #[allow(clippy::too_many_arguments)]
    fn new(
        threads: usize,
        hash: usize,
        multipv: usize,
        book: Option<&Bound<'_, PyAny>>,
        syzygy_path: Option<&str>,
        gaviota_path: Option<&str>,
        elo: Option<u32>,
        options: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<PyEngine> {
        let mut engine = Engine::new();
        set(&mut engine, "Threads", &threads.to_string())?;
        set(&mut engine, "Hash", &hash.to_string())?;
        set(&mut engine, "MultiPV", &multipv.to_string())?;
        match book {
            None => set(&mut engine, "OwnBook", "false")?,
            Some(b) if b.is_instance_of::<PyBool>() => {
                set(&mut engine, "OwnBook", &option_text(b)?)?;
            }
            Some(b) => {
                let path: String = b.extract().map_err(|_| {
                    PyTypeError::new_err("book is True, False or a Polyglot file's path")
                })?;
                set(&mut engine, "BookFile", &path)?;
                set(&mut engine, "OwnBook", "true")?;
            }
        }
        if let Some(path) = syzygy_path {
            set(&mut engine, "SyzygyPath", path)?;
        }
        if let Some(path) = gaviota_path {
            set(&mut engine, "GaviotaTbPath", path)?;
        }
        if let Some(elo) = elo {
            set(&mut engine, "UCI_Elo", &elo.to_string())?;
            set(&mut engine, "UCI_LimitStrength", "true")?;
        }
        if let Some(options) = options {
            for (name, value) in options.iter() {
                set(&mut engine, &name.str()?.to_string(), &option_text(&value)?)?;
            }
        }
        engine.take_notes();
        Ok(PyEngine {
            inner: Mutex::new(engine),
        })
    }

    /// Sets a UCI option by name (`"Hash"`, `"SyzygyPath"`, `"UCI_Elo"`, ...); `ValueError`
    /// for an unknown name or a bad value.
    fn set_option(&self, name: &str, value: &Bound<'_, PyAny>) -> PyResult<()> {
        let mut engine = self.engine()?;
        set(&mut engine, name, &option_text(value)?)
    }

    /// Searches the board's position (its moves count for repetitions) until `depth` plies,
    /// `nodes` nodes, `movetime` milliseconds or a mate in `mate` moves, whichever comes first.
    /// `multipv` overrides the engine's MultiPV for this search and the ones after. The GIL
    /// is released while it runs.
    #[pyo3(signature = (board, *, depth = None, nodes = None, movetime = None, mate = None, multipv = None))]
    #[allow(clippy::too_many_arguments)]
    fn search(
        &self,
        py: Python<'_>,
        board: &Board,
        depth: Option<i32>,
        nodes: Option<u64>,
        movetime: Option<i64>,
        mate: Option<i32>,
        multipv: Option<usize>,
    ) -> PyResult<SearchResult> {
        let limits = PyEngine::limits(depth, nodes, movetime, mate)?;
        let mut engine = self.engine()?;
        set(&mut engine, "UCI_Variant", board.game.kind().uci_name())?;
        let chess960 = board.castling_mode() == crate::position::CastlingMode::Chess960;
        set(
            &mut engine,
            "UCI_Chess960",
            if chess960 { "true" } else { "false" },
        )?;
        if let Some(n) = multipv {
            set(&mut engine, "MultiPV", &n.to_string())?;
        }
        let root = board.game.root();
        let texts = board.move_texts();
        let moves: Vec<&str> = texts.iter().map(String::as_str).collect();
        engine
            .set_position(Some(&root.fen()), &moves)
            .map_err(|e| PyValueError::new_err(e.to_string()))?;
        let events = Arc::new(Mutex::new(Vec::new()));
        let sink_events = events.clone();
        let sink = Arc::new(move |event: SearchEvent| {
            if let Ok(mut all) = sink_events.lock() {
                all.push(event);
            }
        });
        let engine: &mut Engine = &mut engine;
        py.detach(|| {
            engine.go(limits, sink);
            engine.wait();
        });
        engine.take_notes();
        let events = events
            .lock()
            .map_err(|_| PyRuntimeError::new_err("the search's report was lost"))?;
        Ok(result_of(&events, &board.game.position()))
    }

    /// Forgets the hash table and histories (a new game).
    fn new_game(&self) -> PyResult<()> {
        self.engine()?.new_game();
        Ok(())
    }

    fn __repr__(&self) -> String {
        match self.inner.try_lock() {
            Ok(engine) => format!(
                "Engine(threads={}, hash={}, multipv={})",
                engine.settings.threads, engine.settings.hash_mb, engine.settings.multipv
            ),
            Err(_) => "Engine(searching)".into(),
        }
    }
}

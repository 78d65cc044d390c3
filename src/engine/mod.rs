//! `Engine`: the protocol-neutral controller. It owns the game (start position and moves), the
//! options, the transposition table and the search workers; it starts, stops and waits for
//! searches, which report through an event sink that the protocol formats.

pub mod bench;
pub mod book;
mod configure;
mod gaviota;
pub mod options;
pub mod paths;
pub mod policy;
pub mod syzygy;

use crate::book::BookMove;
use crate::core::Move;
use crate::eval;
use crate::pool::{self, SearchJob};
use crate::position::{CastlingMode, FenError, Position};
use crate::search::load::{LoadWatch, ThreadClock, ThreadTimes};
use crate::search::overrun::OverrunWatch;
use crate::search::time::TimeBudget;
use crate::search::{EventSink, Limits, SearchEvent, SearchRequest, SearchShared, Worker};
use crate::tb::{TablebaseSet, TbConfig};
use crate::tt::TranspositionTable;
use crate::variant::{AnyPosition, VariantKind};
use options::OptionId;
use std::fmt;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Instant;

/// Why a `position` command was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PositionCommandError {
    Fen(FenError),
    IllegalMove { index: usize, text: String },
}

impl fmt::Display for PositionCommandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionCommandError::Fen(e) => write!(f, "invalid FEN: {e}"),
            PositionCommandError::IllegalMove { index, text } => {
                write!(f, "illegal move '{text}' (move {} of the list)", index + 1)
            }
        }
    }
}
impl std::error::Error for PositionCommandError {}

/// Current option values.
#[derive(Clone, Debug)]
pub struct Settings {
    pub hash_mb: usize,
    pub threads: usize,
    pub ponder: bool,
    pub multipv: usize,
    pub move_overhead_ms: i64,
    pub chess960: bool,
    /// The variant played (`UCI_Variant`, XBoard `variant`).
    pub variant: VariantKind,
    pub show_wdl: bool,
    pub limit_strength: bool,
    pub elo: u32,
    /// `GaviotaTbPath` as last applied, and `GaviotaTbCache` in MiB.
    pub gaviota_path: String,
    pub gaviota_cache_mb: usize,
    /// `UCI_AnalyseMode`: analysing, not playing (the book stays silent).
    pub analyse_mode: bool,
    /// UCI `debug on`: notes for a person reading the log (e.g. which book move was played).
    pub debug: bool,
}

/// The registry's defaults, read from the option table (`const` blocks: a default read as the
/// wrong type stops the build). A field that read another option's default would differ from
/// the value its option sets: `configure`'s `every_option_applies_its_default` compares them.
impl Default for Settings {
    fn default() -> Settings {
        Settings {
            hash_mb: const { OptionId::Hash.spin_default() as usize },
            threads: const { OptionId::Threads.spin_default() as usize },
            ponder: const { OptionId::Ponder.check_default() },
            multipv: const { OptionId::MultiPv.spin_default() as usize },
            move_overhead_ms: const { OptionId::MoveOverhead.spin_default() },
            chess960: const { OptionId::Chess960.check_default() },
            variant: options::DEFAULT_VARIANT,
            show_wdl: const { OptionId::ShowWdl.check_default() },
            debug: false,
            limit_strength: const { OptionId::LimitStrength.check_default() },
            elo: const { OptionId::Elo.spin_default() as u32 },
            gaviota_path: const { OptionId::GaviotaTbPath.text_default() }.to_string(),
            gaviota_cache_mb: const { OptionId::GaviotaTbCache.spin_default() as usize },
            analyse_mode: const { OptionId::AnalyseMode.check_default() },
        }
    }
}

/// How search uses the tablebases, from the registry's defaults.
const DEFAULT_TB_CONFIG: TbConfig = TbConfig {
    probe_depth: OptionId::SyzygyProbeDepth.spin_default() as i32,
    probe_limit: OptionId::SyzygyProbeLimit.spin_default() as u32,
    fifty_move_rule: OptionId::Syzygy50MoveRule.check_default(),
};

struct Running {
    /// The workers back, and the search thread's run and wait times over the search (`None`
    /// where the system keeps no CPU clock per thread), its idling for `stop` or `ponderhit`
    /// left out.
    handle: JoinHandle<(Vec<Worker>, Option<ThreadTimes>)>,
    shared: Arc<SearchShared>,
    /// `go infinite`: ends only with `stop`.
    infinite: bool,
}

pub struct Engine {
    start: AnyPosition,
    moves: Vec<Move>,
    pos: AnyPosition,
    /// Keys of the positions before `pos`, oldest first.
    history: Vec<u64>,
    pub settings: Settings,
    tt: Arc<TranspositionTable>,
    workers: Vec<Worker>,
    running: Option<Running>,
    /// Loaded endgame tablebases (empty until a path option names some) and how search uses them.
    pub tablebases: TablebaseSet,
    pub tb_config: TbConfig,
    /// Messages for the user (e.g. tables found), drained by the protocol.
    notes: Vec<String>,
    /// The opening book (`OwnBook`, `BookFile`, `BookDepth`, `BookBestMove`).
    book: book::OpeningBook,
    /// The stall reserve the GUI's clock has shown the moves to need.
    overrun: OverrunWatch,
    /// The stall reserve the machine's load calls for, from the search thread's waits.
    load: LoadWatch,
}

impl Engine {
    pub fn new() -> Engine {
        let settings = Settings::default();
        let tt = Arc::new(
            TranspositionTable::new(settings.hash_mb).unwrap_or_else(|_| {
                // 16 MB failing means almost no memory; a 1-cluster table still works.
                TranspositionTable::new(0)
                    .unwrap_or_else(|_| unreachable!("a one-cluster table allocates"))
            }),
        );
        let shared = Arc::new(SearchShared::new(1));
        let mut engine = Engine {
            start: AnyPosition::default(),
            moves: Vec::new(),
            pos: AnyPosition::default(),
            history: Vec::new(),
            settings,
            workers: vec![Worker::new(0, tt.clone(), shared)],
            tt,
            running: None,
            tablebases: TablebaseSet {
                syzygy: syzygy::load_default(),
                ..TablebaseSet::default()
            },
            tb_config: DEFAULT_TB_CONFIG,
            notes: Vec::new(),
            book: book::OpeningBook::new(),
            overrun: OverrunWatch::default(),
            load: LoadWatch::default(),
        };
        engine.load_default_gaviota();
        engine
    }

    /// Messages for the user since the last call (e.g. what a tablebase path option found).
    pub fn take_notes(&mut self) -> Vec<String> {
        std::mem::take(&mut self.notes)
    }

    pub fn position(&self) -> &AnyPosition {
        &self.pos
    }

    /// The position the game started from.
    pub fn start_position(&self) -> &AnyPosition {
        &self.start
    }

    pub fn castling_mode(&self) -> CastlingMode {
        if self.settings.chess960 {
            CastlingMode::Chess960
        } else {
            CastlingMode::Standard
        }
    }

    /// Sets the game from a FEN (None: the variant's start position) and moves in UCI notation.
    /// On error the previous game is kept.
    pub fn set_position(
        &mut self,
        fen: Option<&str>,
        moves: &[&str],
    ) -> Result<(), PositionCommandError> {
        let mode = self.castling_mode();
        let variant = self.settings.variant;
        let start = match fen {
            None => AnyPosition::new(variant, mode),
            Some(f) => {
                AnyPosition::from_fen(variant, f, mode).map_err(PositionCommandError::Fen)?
            }
        };
        let mut pos = start.clone();
        let mut history = Vec::with_capacity(moves.len());
        let mut played = Vec::with_capacity(moves.len());
        for (index, text) in moves.iter().enumerate() {
            let m = pos
                .parse_uci(text)
                .map_err(|_| PositionCommandError::IllegalMove {
                    index,
                    text: text.to_string(),
                })?;
            history.push(pos.repetition_key());
            pos.play_unchecked(m);
            played.push(m);
        }
        self.start = start;
        self.moves = played;
        self.pos = pos;
        self.history = history;
        Ok(())
    }

    /// Plays one more move (XBoard's `usermove`, tournament play).
    pub fn push_move(&mut self, m: Move) {
        self.history.push(self.pos.repetition_key());
        self.pos.play_unchecked(m);
        self.moves.push(m);
    }

    /// Takes back the last move, if any.
    pub fn pop_move(&mut self) -> Option<Move> {
        let m = self.moves.pop()?;
        let mut pos = self.start.clone();
        for &mv in &self.moves {
            pos.play_unchecked(mv);
        }
        self.history.pop();
        self.pos = pos;
        Some(m)
    }

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    pub fn history_keys(&self) -> &[u64] {
        &self.history
    }

    pub fn is_searching(&self) -> bool {
        self.running
            .as_ref()
            .is_some_and(|r| !r.handle.is_finished())
    }

    /// Starts a search in the background; events go to `sink`, ending with `BestMove`. When
    /// the opening book has a move for this game-play `go` (not analysis: `UCI_AnalyseMode`
    /// or `MultiPV` > 1), it is the answer (a `BookMove` and the `BestMove`) without a search. A book that cannot be opened is reported once with a
    /// `Message` (sent before `go` returns).
    pub fn go(&mut self, limits: Limits, sink: EventSink) {
        self.go_from(limits, sink, Instant::now());
    }

    /// `go` for a command received at `received`: the clock runs from then, so the time spent
    /// before the search starts (the command waiting for the protocol loop, the previous
    /// search thread's exit, the book) is counted as the GUI counts it.
    pub fn go_from(&mut self, limits: Limits, sink: EventSink, received: Instant) {
        self.wait();
        let ply = 2 * u64::from(self.pos.fullmoves().saturating_sub(1))
            + u64::from(!self.pos.turn().is_white());
        // The larger of what late moves taught and what the machine's load foretells.
        let reserve = self
            .overrun
            .observe(ply, &limits)
            .max(self.load.reserve_ms());
        // The book is standard chess (Chess960 included); variants search.
        let analysing = self.settings.analyse_mode || self.settings.multipv > 1;
        let book_move = self
            .pos
            .as_standard()
            .and_then(|pos| self.book.choose(pos, &limits, analysing));
        if let Some(e) = self.book.take_unreported_error() {
            sink(SearchEvent::Message(format!(
                "error: {e}; playing without a book"
            )));
        }
        if let Some(m) = book_move {
            self.overrun.record(ply, &limits, None);
            self.answer_from_book(m, sink);
            return;
        }
        let infinite = limits.infinite;
        let threads = self.settings.threads.max(1);
        while self.workers.len() < threads {
            let id = self.workers.len();
            self.workers.push(Worker::new(
                id,
                self.tt.clone(),
                Arc::new(SearchShared::new(1)),
            ));
        }
        self.workers.truncate(threads);
        let mut shared = SearchShared::new(threads);
        if !self.tablebases.is_empty() {
            shared.tb = Some((Arc::new(self.tablebases.clone()), self.tb_config));
        }
        let shared = Arc::new(shared);
        *shared.start.lock() = received;
        shared.pondering.store(limits.ponder, Ordering::Relaxed);
        let budget = TimeBudget::with_reserve(&limits, self.settings.move_overhead_ms, reserve);
        self.overrun.record(ply, &limits, budget);
        let answer = sink.clone();
        let job = SearchJob {
            pos: self.pos.clone(),
            history: self.history.clone(),
            limits,
            budget,
            multipv: self.settings.multipv,
            sink,
            shared: shared.clone(),
            tt: self.tt.clone(),
            limit_elo: self.settings.limit_strength.then_some(self.settings.elo),
        };
        let workers = std::mem::take(&mut self.workers);
        let handle = std::thread::Builder::new()
            .name("search".into())
            .stack_size(pool::SEARCH_STACK_BYTES)
            .spawn(move || {
                // Pondering searches are measured too: in a game with pondering on they are
                // most of the searches, and the load is the same when the clock runs.
                let clock = ThreadClock::start();
                let (workers, idle) = pool::run(workers, job);
                (workers, clock.read().map(|t| t.less_idle(idle)))
            });
        match handle {
            Ok(handle) => {
                self.running = Some(Running {
                    handle,
                    shared,
                    infinite,
                })
            }
            Err(e) => {
                // Out of threads or memory: still answer, or the GUI waits for ever.
                log::error!("could not start the search thread: {e}");
                answer(SearchEvent::Message(format!(
                    "error: could not start the search thread ({e}); playing the first legal move"
                )));
                answer(SearchEvent::BestMove {
                    best: self.pos.legal_moves().first().copied(),
                    ponder: None,
                });
            }
        }
    }

    /// The score a book move's `info` line carries, for the side that plays it: a depth-1
    /// search of the position after it, quiescence included, so that a capture is scored with
    /// its recapture (the static evaluation alone would call the middle of an exchange a piece
    /// up). A worker and table of its own, so the score depends on the position alone.
    fn book_move_score(after: &Position) -> i32 {
        let Ok(tt) = TranspositionTable::new(1) else {
            return -eval::evaluate(after);
        };
        let mut worker = Worker::new(0, Arc::new(tt), Arc::new(SearchShared::new(1)));
        worker.search(after, SearchRequest::new(&Limits::depth(1)));
        match worker.root_moves.first() {
            Some(best) => -best.score,
            None => -eval::evaluate(after),
        }
    }

    /// Sends the book's answer from a thread of its own, as a search would, so that protocols
    /// see the same order of events and `wait` works alike.
    fn answer_from_book(&mut self, m: BookMove, sink: EventSink) {
        // The book's favourite reply is the most likely one: the move to ponder on.
        let after = self.pos.as_standard().map(|pos| {
            let mut after = pos.clone();
            after.play_unchecked(m.mv);
            after
        });
        let reply = after.as_ref().and_then(|after| {
            let replies = self.book.moves(after);
            let best = replies.iter().map(|b| b.weight).max()?;
            replies.iter().find(|b| b.weight == best).map(|b| b.mv)
        });
        let score = after.as_ref().map_or(0, Self::book_move_score);
        let shared = Arc::new(SearchShared::new(1));
        let workers = std::mem::take(&mut self.workers);
        let handle = std::thread::Builder::new()
            .name("book".into())
            .spawn(move || {
                sink(SearchEvent::BookMove {
                    mv: m.mv,
                    weight: m.weight,
                    reply,
                    score,
                });
                sink(SearchEvent::BestMove {
                    best: Some(m.mv),
                    ponder: reply,
                });
                (workers, None)
            });
        match handle {
            Ok(handle) => {
                self.running = Some(Running {
                    handle,
                    shared,
                    infinite: false,
                })
            }
            Err(e) => log::error!("could not start the book thread: {e}"),
        }
    }

    /// The book moves of the current position with their weights, in book order (XBoard's
    /// `bk`). Empty when `OwnBook` is off or the book does not know the position.
    pub fn book_moves(&mut self) -> Vec<BookMove> {
        match self.pos.as_standard() {
            Some(pos) => self.book.moves(pos),
            None => Vec::new(),
        }
    }

    /// The current book options.
    pub fn book_settings(&self) -> &book::BookSettings {
        &self.book.settings
    }

    /// Is the running search one that ends only on `stop` (infinite, or pondering)?
    fn search_waits_for_stop(&self) -> bool {
        self.running
            .as_ref()
            .is_some_and(|r| r.infinite || r.shared.pondering.load(Ordering::Relaxed))
    }

    /// Asks a running search to stop at once; it still reports its best move.
    pub fn stop(&self) {
        if let Some(r) = &self.running {
            r.shared.pondering.store(false, Ordering::Relaxed);
            r.shared.hard_stop.store(true, Ordering::Relaxed);
            r.shared.stop.store(true, Ordering::Relaxed);
        }
    }

    /// The opponent played the expected move: the ponder search becomes a timed search, with the
    /// clock starting now, or answers at once when the pondering was already long enough.
    pub fn ponderhit(&self) {
        self.ponderhit_from(Instant::now());
    }

    /// `ponderhit` for a command received at `received`: the clock starts then.
    pub fn ponderhit_from(&self, received: Instant) {
        if let Some(r) = &self.running {
            if r.shared.stop_on_ponderhit.load(Ordering::Relaxed) {
                // The pondering already took the time this move deserves: answer now.
                self.stop();
                return;
            }
            *r.shared.start.lock() = received;
            r.shared.pondering.store(false, Ordering::Relaxed);
        }
    }

    /// Waits for the running search (if any) to finish and takes the workers back.
    pub fn wait(&mut self) {
        if let Some(r) = self.running.take() {
            match r.handle.join() {
                Ok((workers, times)) => {
                    self.workers = workers;
                    if let Some(t) = times {
                        self.load.add(t);
                        log::debug!(
                            "search thread: ran {} ms, waited {} ms; load reserve {} ms",
                            t.run_ns / 1_000_000,
                            t.wait_ns / 1_000_000,
                            self.load.reserve_ms()
                        );
                    }
                }
                Err(_) => {
                    log::error!("the search thread panicked; starting fresh workers");
                    self.workers = vec![Worker::new(
                        0,
                        self.tt.clone(),
                        Arc::new(SearchShared::new(1)),
                    )];
                }
            }
        }
        if self.workers.is_empty() {
            self.workers.push(Worker::new(
                0,
                self.tt.clone(),
                Arc::new(SearchShared::new(1)),
            ));
        }
    }

    /// Stops and waits.
    pub fn abort(&mut self) {
        self.stop();
        self.wait();
    }

    /// A new game: forget the hash table and histories.
    pub fn new_game(&mut self) {
        self.abort();
        self.tt.clear();
        for w in &mut self.workers {
            w.clear();
        }
    }

    /// The evaluation breakdown of the current position, as text lines.
    pub fn eval_report(&self) -> Vec<String> {
        let b = crate::with_position!(&self.pos, pos => eval::breakdown(pos));
        let mut lines = vec![format!(
            "{:<16} {:>15} {:>15} {:>15}",
            "term", "white mg/eg", "black mg/eg", "total mg/eg"
        )];
        for (name, w, bl) in &b.terms {
            lines.push(format!(
                "{:<16} {:>7}/{:<7} {:>7}/{:<7} {:>7}/{:<7}",
                name,
                w.mg,
                w.eg,
                bl.mg,
                bl.eg,
                w.mg - bl.mg,
                w.eg - bl.eg
            ));
        }
        lines.push(format!("phase {} of {}", b.phase, eval::MAX_PHASE));
        if self.pos.kind() != VariantKind::Standard {
            lines.push(format!(
                "variant terms {} (White's view, cp, unscaled)",
                b.variant_white
            ));
        }
        lines.push(format!(
            "final evaluation {} (White's view, cp, incl. scaling)",
            b.total_white
        ));
        lines
    }
}

impl Default for Engine {
    fn default() -> Engine {
        Engine::new()
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        self.abort();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;
    use std::time::Duration;

    /// A pondering search that has nothing left to do waits for `ponderhit` without wanting a
    /// core: that wait is not load. (Counted as load, 600 ms of it beside a search of a few
    /// milliseconds would call for the largest reserve.)
    #[test]
    fn waiting_for_ponderhit_is_not_load() {
        let mut engine = Engine::new();
        let middlegame = "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R2QKB1R w KQ - 0 9";
        engine.set_position(Some(middlegame), &[]).unwrap();
        let limits = Limits {
            ponder: true,
            ..Limits::depth(1)
        };
        engine.go(limits, Arc::new(|_| {}));
        std::thread::sleep(Duration::from_millis(600));
        engine.ponderhit();
        engine.wait();
        if cfg!(unix) {
            let times = engine.load.last().expect("a Unix thread has a CPU clock");
            assert!(times.wait_ns < 200_000_000, "{times:?}");
        }
    }
}

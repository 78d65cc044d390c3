//! The XBoard game state on top of the protocol-neutral `Engine`: which side the engine plays
//! (or force mode, or analysis), what runs in the background (thinking on its move, pondering,
//! analysing, a hint search), the game record, the clocks, and what to do with each command.
//!
//! Invariants:
//! - `game` and the engine's game describe the same position, except while pondering on a
//!   predicted move, when the engine's game has that move on top (`Activity::Pondering`).
//! - Search events carry the id of the search that sent them; only the current activity's id is
//!   acted on, so an abandoned search can never make a move.
//! - While the engine thinks on its own move, commands that would change the game or need an
//!   answer in order (`ping`) wait in `deferred` and run right after the move; `?` moves now,
//!   `force`/`new`/`result`/`quit` abandon the search.

mod config;
mod game;

use super::clock::Clocks;
use super::command::{self, Command};
use super::format::{
    book_lines, error_line, illegal_move, move_text, result_line, stat01, thinking_line,
};
use super::policy;
use super::variants::GameKind;
use crate::core::{Color, Move};
use crate::engine::Engine;
use crate::position::{Outcome, Termination};
use crate::protocol::io::Output;
use crate::search::{Limits, SearchEvent, SearchInfo};
use crate::variant::AnyPosition;
use crossbeam_channel::Sender;
use game::{EditState, GameRecord, Ply};
use std::collections::VecDeque;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// A search event tagged with the id of the search that sent it.
pub type TaggedEvent = (u64, SearchEvent);

/// How long the engine looks for a `hint` when it has no predicted move at hand.
const HINT_SEARCH: Duration = Duration::from_millis(300);

/// After the engine's move, pondering output is held back until the GUI's next line (or this
/// long): clients such as python-chess (lichess-bot's) send `ping` after `move` and take every
/// thinking line before `pong` as the move's own, so a ponder line there would be read as the
/// move's PV, starting with the opponent's expected reply.
const HOLD_PONDER_OUTPUT: Duration = Duration::from_secs(3);

/// Whom the engine plays for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Mode {
    /// Neither side: moves are only recorded.
    Force,
    /// The engine plays this colour.
    Play(Color),
    /// Analyse every position until `exit`.
    Analyze,
}

/// What the engine is doing in the background.
enum Activity {
    Idle,
    /// Searching its own move; the best move is played when the search ends.
    Thinking {
        id: u64,
        start: Instant,
        root: AnyPosition,
    },
    /// Searching on the opponent's time: after the predicted reply (pushed onto the engine's
    /// game), or, without a prediction, the position itself to warm the hash table.
    Pondering {
        id: u64,
        predicted: Option<Move>,
        root: AnyPosition,
    },
    Analyzing {
        id: u64,
        start: Instant,
        root: AnyPosition,
        depth: i32,
        nodes: u64,
        best: Option<Move>,
        currmove: Option<(i32, Move, usize)>,
    },
    Hinting {
        id: u64,
        root: AnyPosition,
    },
}

impl Activity {
    fn id(&self) -> u64 {
        match self {
            Activity::Idle => 0,
            Activity::Thinking { id, .. }
            | Activity::Pondering { id, .. }
            | Activity::Analyzing { id, .. }
            | Activity::Hinting { id, .. } => *id,
        }
    }
}

/// What the GUI told us about the opponent.
#[derive(Clone, Debug, Default)]
struct Opponent {
    name: Option<String>,
    computer: bool,
    ratings: Option<(i32, i32)>,
}

/// Commands handled at once while the engine thinks on its move; the rest wait for the move.
fn acts_while_thinking(cmd: &Command) -> bool {
    matches!(
        cmd,
        Command::MoveNow
            | Command::Force
            | Command::New
            | Command::Result { .. }
            | Command::Quit
            | Command::Post
            | Command::NoPost
            | Command::Hard
            | Command::Easy
            | Command::Time(_)
            | Command::Otim(_)
            | Command::Draw
            | Command::Name(_)
            | Command::Rating { .. }
            | Command::Computer
            | Command::Ics(_)
            | Command::Accepted(_)
            | Command::Rejected(_)
            | Command::Random
            | Command::Hint
            | Command::Dot
            | Command::Display
    )
}

/// One XBoard connection: the engine and the protocol state around it.
pub struct Session {
    engine: Engine,
    out: Output,
    events: Sender<TaggedEvent>,
    mode: Mode,
    activity: Activity,
    last_id: u64,
    game: GameRecord,
    clocks: Clocks,
    post: bool,
    ponder: bool,
    kind: GameKind,
    /// False after a `setboard`/`edit` that was not a legal position: moves are refused until the
    /// next `new`, `setboard` or `edit`.
    valid: bool,
    edit: Option<EditState>,
    /// Lines that wait for the engine's move, with when each was read.
    deferred: VecDeque<(String, Instant)>,
    /// When the line being handled was read: the clock of a search it starts runs from then.
    received: Instant,
    /// An illegal move received in force mode, reported unless a new position replaces the game
    /// first (cutechess sends a dummy move before `setboard`).
    pending_illegal: Option<String>,
    opponent: Opponent,
    resign_enabled: bool,
    /// `Extended_Thinking`: XBoard's extra fields in thinking lines.
    extended_thinking: bool,
    /// The engine's consecutive moves with a hopeless score.
    hopeless: u32,
    /// The exact score of the engine's last search of its own move, from its side.
    last_score: Option<i32>,
    last_offer_ply: Option<usize>,
    /// The reply the engine expects, keyed by the position it answers.
    predicted: Option<(u64, Move)>,
    /// The last thinking line, not repeated when the search reports the same line again.
    last_thinking: String,
    /// Since when pondering output is held back after the engine's move (see
    /// `HOLD_PONDER_OUTPUT`), and the latest line held.
    hold_ponder_output: Option<Instant>,
    held_thinking: Option<String>,
    quit: bool,
}

impl Session {
    pub fn new(out: Output, events: Sender<TaggedEvent>) -> Session {
        Session {
            engine: Engine::new(),
            out,
            events,
            mode: Mode::Play(Color::Black),
            activity: Activity::Idle,
            last_id: 0,
            game: GameRecord::default(),
            clocks: Clocks::default(),
            post: false,
            ponder: false,
            kind: GameKind::STANDARD,
            valid: true,
            edit: None,
            deferred: VecDeque::new(),
            received: Instant::now(),
            pending_illegal: None,
            opponent: Opponent::default(),
            resign_enabled: false,
            extended_thinking: false,
            hopeless: 0,
            last_score: None,
            last_offer_ply: None,
            predicted: None,
            last_thinking: String::new(),
            hold_ponder_output: None,
            held_thinking: None,
            quit: false,
        }
    }

    /// `quit` was received.
    pub fn finished(&self) -> bool {
        self.quit
    }

    /// Stops any search; call before dropping at EOF.
    pub fn shutdown(&mut self) {
        self.halt();
        self.engine.abort();
    }

    fn say(&self, line: &str) {
        self.out.line(line);
    }

    /// A `#` line: ignored by GUIs (feature debug=1), shown in their logs.
    fn debug(&self, text: &str) {
        self.out.line(&format!("# {text}"));
    }

    /// The engine is searching its own move (commands other than those that act at once wait
    /// for the move; `?` makes it now).
    pub fn is_thinking(&self) -> bool {
        matches!(self.activity, Activity::Thinking { .. })
    }

    /// The game's position (while pondering, before the predicted move).
    fn position(&self) -> &AnyPosition {
        match &self.activity {
            Activity::Pondering {
                predicted: Some(_),
                root,
                ..
            } => root,
            _ => self.engine.position(),
        }
    }

    fn ply(&self) -> usize {
        self.game.plies.len()
    }

    /// Handles one line from the GUI received now, then whatever waited for the engine's move
    /// if it is done.
    pub fn handle_line(&mut self, line: &str) {
        self.handle_received(line, Instant::now());
    }

    /// Handles one line from the GUI read at `received`, then whatever waited for the engine's
    /// move if it is done.
    pub fn handle_received(&mut self, line: &str, received: Instant) {
        self.received = received;
        self.process(line);
        self.drain_deferred();
        self.release_ponder_output();
    }

    /// The exchange after the engine's move is over (the GUI said something, e.g. `ping` was
    /// answered): pondering output may be shown again, starting with the latest line held.
    fn release_ponder_output(&mut self) {
        if self.hold_ponder_output.take().is_none() {
            return;
        }
        if let Some(line) = self.held_thinking.take() {
            if matches!(self.activity, Activity::Pondering { .. }) && line != self.last_thinking {
                self.say(&line);
                self.last_thinking = line;
            }
        }
    }

    fn drain_deferred(&mut self) {
        while !self.is_thinking() && !self.quit {
            let Some((line, received)) = self.deferred.pop_front() else {
                break;
            };
            self.received = received;
            self.process(&line);
        }
    }

    fn process(&mut self, line: &str) {
        if self.quit {
            return;
        }
        if self.edit.is_some() {
            self.handle_edit(line);
            return;
        }
        let cmd = command::parse(line);
        if self.is_thinking() && !acts_while_thinking(&cmd) {
            self.deferred.push_back((line.to_string(), self.received));
            return;
        }
        if let Some(text) = self.pending_illegal.take() {
            if !matches!(cmd, Command::SetBoard(_) | Command::Edit | Command::New) {
                self.say(&illegal_move(&text, None));
            }
        }
        self.execute(cmd);
        self.resume();
    }

    fn execute(&mut self, cmd: Command) {
        match cmd {
            Command::Xboard
            | Command::Accepted(_)
            | Command::Rejected(_)
            | Command::Random
            | Command::Ics(_) => {}
            Command::Protover(_) => {
                for line in self.features() {
                    self.say(&line);
                }
            }
            Command::New => self.new_game(),
            Command::Variant(name) => self.variant(&name),
            // Analysis already plays neither colour, and only `exit` ends it: PyChess sends
            // `force` + `setboard` to an analyser that is running and expects analysis of the
            // new position (its first position got none when `force` ended analysis).
            Command::Force if self.mode == Mode::Analyze => {}
            Command::Force => {
                self.halt();
                self.mode = Mode::Force;
            }
            Command::Go => {
                self.halt();
                if !self.valid {
                    self.say(&error_line("no valid position", "go"));
                    return;
                }
                self.mode = Mode::Play(self.engine.position().turn());
                self.think();
            }
            Command::PlayOther => {
                self.halt();
                self.mode = Mode::Play(!self.engine.position().turn());
                if self.ponder && self.valid {
                    self.start_ponder(None);
                }
            }
            Command::Level(level) => {
                let turn = self.position().turn();
                let ply = self.ply();
                self.clocks.set_level(level, ply, turn);
            }
            Command::St(ms) => self.clocks.set_per_move(ms),
            Command::Sd(depth) => self.clocks.depth = Some(depth),
            Command::Nps(nps) => self.clocks.nps = Some(nps),
            Command::Time(cs) => self.clocks.engine.set_remaining_ms(cs.saturating_mul(10)),
            Command::Otim(cs) => self.clocks.opponent.set_remaining_ms(cs.saturating_mul(10)),
            Command::UserMove(text) => self.user_move(&text),
            Command::MoveNow => {
                if self.is_thinking() {
                    self.engine.stop();
                }
            }
            Command::Ping(n) => self.say(format!("pong {n}").trim_end()),
            Command::Draw => self.draw_offered(),
            Command::Result { .. } => {
                self.halt();
                self.mode = Mode::Force;
                self.predicted = None;
            }
            Command::SetBoard(fen) => self.set_board(&fen),
            Command::Edit => self.start_edit(),
            Command::Hint => self.hint(),
            Command::Bk => {
                self.halt();
                let moves = self.engine.book_moves();
                let lines = book_lines(self.engine.position(), &moves);
                for line in lines {
                    self.say(&line);
                }
            }
            Command::Undo => self.take_back(1, "undo"),
            Command::Remove => self.take_back(2, "remove"),
            Command::Hard => self.ponder = true,
            Command::Easy => {
                self.ponder = false;
                if matches!(self.activity, Activity::Pondering { .. }) {
                    self.halt();
                }
            }
            Command::Post => self.post = true,
            Command::NoPost => self.post = false,
            Command::Analyze => {
                self.halt();
                self.mode = Mode::Analyze;
            }
            Command::Exit => {
                if self.mode == Mode::Analyze {
                    self.halt();
                    self.mode = Mode::Force;
                }
            }
            Command::Dot => self.status(),
            Command::Name(name) => self.opponent.name = Some(name),
            Command::Rating { engine, opponent } => {
                self.opponent.ratings = Some((engine, opponent))
            }
            Command::Computer => self.opponent.computer = true,
            Command::Memory(mb) => self.memory(mb),
            Command::Cores(n) => self.cores(n),
            Command::EgtPath { kind, path } => self.egt_path(&kind, &path),
            Command::Option { name, value } => self.option(&name, value),
            Command::Quit => {
                self.halt();
                self.quit = true;
            }
            Command::Display => self.display(),
            Command::Unknown(text) => {
                if !text.is_empty() {
                    self.say(&error_line("unknown command", &text));
                }
            }
            Command::Malformed { command, reason } => self.say(&error_line(&reason, &command)),
        }
    }

    // ----- background searches -----

    fn start_search(&mut self, limits: Limits) -> u64 {
        self.last_id += 1;
        let id = self.last_id;
        let tx = self.events.clone();
        self.engine.go_from(
            limits,
            Arc::new(move |ev| {
                // The loop is gone only when the session ends.
                let _ = tx.send((id, ev));
            }),
            self.received,
        );
        id
    }

    /// Abandons whatever runs in the background (its events are ignored from now on) and takes
    /// a predicted ponder move back off the engine's game.
    fn halt(&mut self) {
        match std::mem::replace(&mut self.activity, Activity::Idle) {
            Activity::Idle => {}
            Activity::Pondering { predicted, .. } => {
                self.engine.abort();
                if predicted.is_some() {
                    self.engine.pop_move();
                }
            }
            _ => self.engine.abort(),
        }
    }

    /// Restarts the background work the mode calls for: analysis, or pondering on the
    /// predicted reply.
    fn resume(&mut self) {
        if self.quit || self.edit.is_some() || !self.valid {
            return;
        }
        if !matches!(self.activity, Activity::Idle) {
            return;
        }
        match self.mode {
            Mode::Analyze => self.start_analysis(),
            Mode::Play(us) if self.ponder && self.engine.position().turn() != us => {
                if let Some((key, m)) = self.predicted {
                    if key == self.engine.position().key() {
                        self.start_ponder(Some(m));
                    }
                }
            }
            _ => {}
        }
    }

    /// The game is over whatever anyone does: mate, stalemate, dead material, 75 moves, fivefold.
    fn forced_outcome(&self) -> Option<Outcome> {
        self.engine
            .position()
            .outcome_with_history(self.engine.history_keys(), false)
    }

    /// Starts thinking on the engine's move, or claims the result if the game is over.
    fn think(&mut self) {
        if let Some(outcome) = self.forced_outcome() {
            self.say(&result_line(&outcome));
            return;
        }
        let root = self.engine.position().clone();
        let limits = self.clocks.limits(
            self.ply(),
            root.turn(),
            self.engine.settings.move_overhead_ms,
        );
        self.last_score = None;
        let id = self.start_search(limits);
        self.activity = Activity::Thinking {
            id,
            start: self.received,
            root,
        };
    }

    fn start_ponder(&mut self, predicted: Option<Move>) {
        let Mode::Play(us) = self.mode else { return };
        let root = self.engine.position().clone();
        if root.turn() == us || self.forced_outcome().is_some() {
            return;
        }
        let limits = match predicted {
            Some(m) => {
                if !root.legal_moves().contains(&m) {
                    return;
                }
                self.engine.push_move(m);
                if self.forced_outcome().is_some() {
                    self.engine.pop_move();
                    return;
                }
                let mut limits =
                    self.clocks
                        .limits(self.ply() + 1, us, self.engine.settings.move_overhead_ms);
                limits.ponder = true;
                limits
            }
            None => Limits {
                infinite: true,
                ..Limits::default()
            },
        };
        let id = self.start_search(limits);
        if let Some(m) = predicted {
            self.debug(&format!("ponder {}", move_text(&root, m)));
        }
        self.activity = Activity::Pondering {
            id,
            predicted,
            root,
        };
    }

    fn start_analysis(&mut self) {
        let root = self.engine.position().clone();
        let id = self.start_search(Limits {
            infinite: true,
            ..Limits::default()
        });
        self.activity = Activity::Analyzing {
            id,
            start: Instant::now(),
            root,
            depth: 0,
            nodes: 0,
            best: None,
            currmove: None,
        };
    }

    /// A search event from the engine.
    pub fn on_event(&mut self, id: u64, event: SearchEvent) {
        if self.quit || id == 0 || id != self.activity.id() {
            return;
        }
        match event {
            SearchEvent::Info(info) => self.on_info(&info),
            SearchEvent::CurrMove { depth, mv, number } => {
                if let Activity::Analyzing { currmove, .. } = &mut self.activity {
                    *currmove = Some((depth, mv, number));
                }
            }
            SearchEvent::BookMove { mv, weight, .. } => {
                if let Activity::Thinking { root, .. } | Activity::Hinting { root, .. } =
                    &self.activity
                {
                    let text = move_text(root, mv);
                    self.debug(&format!("book move {text} weight {weight}"));
                }
            }
            SearchEvent::Message(text) => self.debug(&text),
            SearchEvent::BestMove { best, ponder } => {
                match std::mem::replace(&mut self.activity, Activity::Idle) {
                    Activity::Thinking { start, .. } => self.finish_move(best, ponder, start),
                    Activity::Hinting { root, .. } => {
                        if let Some(m) = best {
                            self.say(&format!("Hint: {}", move_text(&root, m)));
                        }
                    }
                    // Pondering and analysis end only when abandoned; keep the state otherwise.
                    other => self.activity = other,
                }
                // The search thread ends right after this event; join it so options can change,
                // but only after the move is out: the thread may wait long for the processor
                // on a loaded machine after a search that used it hard, and the GUI's clock
                // runs until it reads the move.
                self.engine.wait();
                self.drain_deferred();
                self.resume();
            }
        }
    }

    fn on_info(&mut self, info: &SearchInfo) {
        let post = self.post;
        let extended = self.extended_thinking;
        let line = match &mut self.activity {
            Activity::Thinking { root, .. } => {
                if info.multipv != 1 {
                    return;
                }
                if info.bound == crate::tt::Bound::Exact {
                    self.last_score = Some(info.score);
                }
                post.then(|| thinking_line(info, root, &info.pv, extended))
            }
            Activity::Pondering {
                root,
                predicted: Some(p),
                ..
            } if info.multipv == 1 => {
                let pv: Vec<Move> = std::iter::once(*p).chain(info.pv.iter().copied()).collect();
                post.then(|| thinking_line(info, root, &pv, extended))
            }
            Activity::Analyzing {
                root,
                depth,
                nodes,
                best,
                ..
            } => {
                *depth = info.depth;
                *nodes = info.nodes;
                if info.multipv == 1 {
                    *best = info.pv.first().copied();
                }
                post.then(|| thinking_line(info, root, &info.pv, extended))
            }
            _ => None,
        };
        if let Some(line) = line {
            if matches!(self.activity, Activity::Pondering { .. }) {
                if let Some(since) = self.hold_ponder_output {
                    if since.elapsed() < HOLD_PONDER_OUTPUT {
                        self.held_thinking = Some(line);
                        return;
                    }
                    self.hold_ponder_output = None;
                    self.held_thinking = None;
                }
            }
            if line != self.last_thinking {
                self.say(&line);
                self.last_thinking = line;
            }
        }
    }

    /// The engine's search ended: resign, offer or claim a draw, play the move, claim the result
    /// if the game ended by rule, remember the expected reply.
    fn finish_move(&mut self, best: Option<Move>, ponder: Option<Move>, start: Instant) {
        let pos = self.engine.position().clone();
        let Some(best) = best.filter(|m| pos.legal_moves().contains(m)) else {
            if let Some(outcome) = self.forced_outcome() {
                self.say(&result_line(&outcome));
            }
            return;
        };
        self.hopeless = match self.last_score {
            Some(s) if s <= policy::RESIGN_SCORE => self.hopeless + 1,
            _ => 0,
        };
        if (self.opponent.computer || self.resign_enabled) && self.hopeless >= policy::RESIGN_MOVES
        {
            self.say("resign");
            self.mode = Mode::Force;
            self.predicted = None;
            return;
        }
        let mut after = pos.clone();
        after.play_unchecked(best);
        let mut history = self.engine.history_keys().to_vec();
        history.push(pos.repetition_key());
        let claim = after.outcome_with_history(&history, true);
        let claimable_draw = claim.is_some_and(|o| {
            matches!(
                o.termination,
                Termination::ThreefoldRepetition | Termination::FiftyMoves
            )
        });
        let ply = self.ply();
        let dead_draw_offer = policy::is_dead_drawn(&after)
            && self
                .last_score
                .is_some_and(|s| s.abs() < policy::OFFER_DRAW_MARGIN)
            && self
                .last_offer_ply
                .is_none_or(|p| ply >= p + policy::OFFER_DRAW_INTERVAL);
        if claimable_draw || dead_draw_offer {
            // Before the move: claims a draw that the move makes claimable, or offers one.
            self.say("offer draw");
            self.last_offer_ply = Some(ply);
        }
        self.say(&format!("move {}", move_text(&pos, best)));
        self.hold_ponder_output = Some(Instant::now());
        self.held_thinking = None;
        self.play(Ply::Move(best));
        self.clocks
            .engine_moved(start.elapsed().as_millis().min(i64::MAX as u128) as i64);
        if let Some(outcome) = claim {
            self.say(&result_line(&outcome));
            self.predicted = None;
            return;
        }
        // A book move comes without an expected reply: the book's favourite reply is one.
        let ponder = ponder.or_else(|| {
            let replies = self.engine.book_moves();
            replies.iter().max_by_key(|b| b.weight).map(|b| b.mv)
        });
        self.predicted = ponder.map(|p| (self.engine.position().key(), p));
    }

    fn draw_offered(&mut self) {
        if !matches!(self.mode, Mode::Play(_)) {
            return;
        }
        if policy::accepts_draw(self.position(), self.last_score) {
            self.say("offer draw");
        }
    }

    fn hint(&mut self) {
        match &self.activity {
            Activity::Pondering {
                predicted: Some(p),
                root,
                ..
            } => self.say(&format!("Hint: {}", move_text(root, *p))),
            Activity::Analyzing {
                best: Some(m),
                root,
                ..
            } => self.say(&format!("Hint: {}", move_text(root, *m))),
            Activity::Idle
            | Activity::Pondering {
                predicted: None, ..
            } => {
                let pos = self.engine.position();
                match self.predicted {
                    Some((key, m)) if key == pos.key() => {
                        let line = format!("Hint: {}", move_text(pos, m));
                        self.say(&line);
                    }
                    _ if self.valid && !pos.legal_moves().is_empty() => {
                        self.halt();
                        let root = self.engine.position().clone();
                        let id = self.start_search(Limits {
                            movetime_ms: Some(HINT_SEARCH.as_millis() as i64),
                            ..Limits::default()
                        });
                        self.activity = Activity::Hinting { id, root };
                    }
                    _ => {}
                }
            }
            _ => {}
        }
    }

    /// `.` in analyze mode: `stat01` from the latest search report.
    fn status(&self) {
        if let Activity::Analyzing {
            start,
            root,
            depth,
            nodes,
            currmove,
            ..
        } = &self.activity
        {
            let total = root.legal_moves().len();
            let (left, name) = match currmove {
                Some((d, m, n)) if *d > *depth => (total.saturating_sub(*n), Some(root.san(*m))),
                _ => (0, None),
            };
            let cs = (start.elapsed().as_millis() / 10) as u64;
            self.say(&stat01(cs, *nodes, *depth, left, total, name.as_deref()));
        }
    }
}

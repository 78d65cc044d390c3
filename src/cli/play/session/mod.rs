//! One sitting at the terminal: the game, whose turn it is, the engine's searches (its moves
//! and hints, each tagged with an id so a cancelled search's late events are ignored), the
//! typed commands, and saving the games as PGN.

mod thinking;

use super::board::{self, Style, View};
use super::game::{clock_face, numbered_san, side_name, Clocks, GameEnd, PlayGame};
use super::input::{read_move, Command, HELP};
use super::screen::Screen;
use crossbeam_channel::Sender;
use ferrum::core::{Color, Move};
use ferrum::engine::options::OptionId;
use ferrum::engine::{policy, Engine};
use ferrum::game::clock::ClockSpec;
use ferrum::game::GameResult;
use ferrum::search::strength::{MAX_ELO, MIN_ELO};
use ferrum::search::{Limits, SearchEvent, SearchInfo};
use ferrum::tournament::config::TimeControl;
use ferrum::variant::chess960::chess960_start;
use ferrum::variant::{AnyPosition, VariantKind};
use std::collections::VecDeque;
use std::path::PathBuf;
use std::time::Instant;

/// How long the engine thinks.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Pace {
    Clock(ClockSpec),
    MoveTime(u64),
    Depth(u32),
}

/// Which colour the person plays.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ColorChoice {
    White,
    Black,
    Random,
}

/// Everything fixed for the whole sitting.
pub struct Options {
    /// The start of every game (from `--variant` and `--fen`).
    pub start: AnyPosition,
    /// Chess960 without a FEN: every game starts from a random one of the 960 arrays of this
    /// variant.
    pub random_960: Option<VariantKind>,
    pub color: ColorChoice,
    pub pace: Pace,
    pub pgn_path: PathBuf,
    pub style: Style,
    /// stdin is a terminal: a prompt, and some commands act while the engine thinks.
    pub interactive: bool,
    /// The human's name in the PGN.
    pub human_name: String,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Purpose {
    Move,
    Hint,
}

struct Search {
    id: u64,
    purpose: Purpose,
    root: AnyPosition,
    info: Option<SearchInfo>,
    shown: Instant,
    book: bool,
}

pub struct Session {
    opts: Options,
    engine: Engine,
    game: PlayGame,
    human: Color,
    flipped: bool,
    clocks: Option<Clocks>,
    screen: Screen,
    events: Sender<(u64, SearchEvent)>,
    search: Option<Search>,
    next_id: u64,
    /// Lines typed while the engine thinks, handled once it has moved.
    queued: VecDeque<String>,
    /// Messages shown under the next board.
    notes: Vec<String>,
    /// The engine's last score (centipawns, its own view) and how many of its moves in a row
    /// it was hopeless: the draw and resignation rules of `engine::policy`.
    last_score: Option<i32>,
    hopeless: u32,
    /// The thinking line last shown (rewritten only when it changes, so that typing is not
    /// wiped ten times a second).
    shown_live: String,
    /// Earlier games of this sitting, as PGN.
    finished: Vec<String>,
    /// What the PGN file holds now (nothing is written twice).
    saved: Option<String>,
    round: u32,
    date: String,
    /// End of input seen: quit once the engine's move and the queued lines are done.
    eof: bool,
    done: bool,
}

/// Lines that act at once while the engine thinks (at a terminal only, so that piped scripts
/// run the same on any machine).
fn acts_while_thinking(cmd: &Command) -> bool {
    matches!(
        cmd,
        Command::Quit
            | Command::Undo
            | Command::Resign
            | Command::Flip
            | Command::Fen
            | Command::Pgn
            | Command::Help
    )
}

impl Session {
    pub fn new(opts: Options, engine: Engine, events: Sender<(u64, SearchEvent)>) -> Session {
        let screen = Screen::new(opts.style.ansi);
        let game = PlayGame::new(opts.start.clone());
        let mut session = Session {
            human: Color::White,
            flipped: false,
            clocks: None,
            game,
            engine,
            screen,
            events,
            search: None,
            next_id: 0,
            queued: VecDeque::new(),
            notes: Vec::new(),
            last_score: None,
            hopeless: 0,
            shown_live: String::new(),
            finished: Vec::new(),
            saved: None,
            round: 0,
            date: ferrum::tournament::run::pgn_date(),
            eof: false,
            done: false,
            opts,
        };
        session.reset_game();
        session
    }

    pub fn is_done(&self) -> bool {
        self.done
    }

    /// A fresh game from the start position, colours chosen, clocks set.
    fn reset_game(&mut self) {
        self.engine.new_game();
        self.search = None;
        if let Some(kind) = self.opts.random_960 {
            self.opts.start = chess960_start(kind, (random_u64() % 960) as u32);
        }
        self.game = PlayGame::new(self.opts.start.clone());
        self.human = match self.opts.color {
            ColorChoice::White => Color::White,
            ColorChoice::Black => Color::Black,
            ColorChoice::Random => random_color(),
        };
        self.flipped = self.human == Color::Black;
        self.clocks = match self.opts.pace {
            Pace::Clock(spec) => Some(Clocks::new(spec)),
            _ => None,
        };
        self.last_score = None;
        self.hopeless = 0;
        self.round += 1;
    }

    /// Shows the first board and lets the engine move if it has White.
    pub fn start(&mut self) {
        self.notes.push(format!(
            "You play {}; {}\nType moves in SAN or UCI (Nf3, g1f3); `help` lists the commands.",
            side_name(self.human),
            self.strength_text(),
        ));
        self.after_move();
        self.prompt_if_waiting();
    }

    fn strength_text(&self) -> String {
        if self.engine.settings.limit_strength {
            format!("ferrum plays at about {} Elo.", self.engine.settings.elo)
        } else {
            "ferrum plays at full strength.".to_string()
        }
    }

    fn engine_name(&self) -> String {
        if self.engine.settings.limit_strength {
            format!("ferrum (Elo {})", self.engine.settings.elo)
        } else {
            "ferrum".to_string()
        }
    }

    fn engine_thinking(&self) -> bool {
        self.search
            .as_ref()
            .is_some_and(|s| s.purpose == Purpose::Move)
    }

    // ----- input ---------------------------------------------------------------------------

    pub fn on_line(&mut self, line: &str) {
        self.screen.input_seen();
        let cmd = Command::parse(line);
        if self.search.is_some() && !self.opts.interactive {
            // A script's lines wait for every search (moves and hints) to finish.
            if cmd != Command::Empty {
                self.queued.push_back(line.to_string());
            }
            return;
        }
        if self.engine_thinking() {
            if self.opts.interactive && acts_while_thinking(&cmd) {
                self.handle(cmd);
            } else if cmd != Command::Empty {
                if self.opts.interactive {
                    self.screen.say(&format!(
                        "(ferrum is thinking; '{}' is kept for after its move)",
                        line.trim()
                    ));
                }
                self.queued.push_back(line.to_string());
            }
            return;
        }
        self.handle(cmd);
        self.prompt_if_waiting();
    }

    /// End of input: quit once the engine has moved and the queued lines are done.
    pub fn on_eof(&mut self) {
        self.eof = true;
        self.drain_queue();
    }

    fn drain_queue(&mut self) {
        while self.search.is_none() && !self.done {
            match self.queued.pop_front() {
                Some(line) => {
                    let cmd = Command::parse(&line);
                    self.handle(cmd);
                }
                None => break,
            }
        }
        if self.eof && self.queued.is_empty() && self.search.is_none() {
            self.done = true;
        }
    }

    fn handle(&mut self, cmd: Command) {
        match cmd {
            Command::Empty => {}
            Command::Move(text) => self.typed_move(&text),
            Command::Undo => self.undo(),
            Command::Hint => self.hint(),
            Command::Flip => {
                self.flipped = !self.flipped;
                self.redraw();
            }
            Command::Fen => self.screen.say(&self.game.pos.fen()),
            Command::Pgn => {
                let pgn = self.game.pgn(&self.tags());
                self.screen.say(&pgn);
            }
            Command::Level(arg) => self.level(arg.as_deref()),
            Command::Resign => {
                if self.game_over_note() {
                    return;
                }
                self.cancel_search();
                self.end(GameEnd::loss(self.human, "resigns", "normal"));
            }
            Command::Draw => self.draw_offer(),
            Command::New => {
                self.cancel_search();
                self.archive();
                self.reset_game();
                self.notes
                    .push(format!("New game: you play {}.", side_name(self.human)));
                self.after_move();
            }
            Command::Help => self.screen.say(HELP),
            Command::Quit => self.done = true,
        }
    }

    /// Says so and returns true when the game is over.
    fn game_over_note(&mut self) -> bool {
        if let Some(end) = &self.game.end {
            let text = format!(
                "The game is over ({}, {}). Type `new`, `undo` or `quit`.",
                end.reason, end.result
            );
            self.screen.say(&text);
            return true;
        }
        false
    }

    fn typed_move(&mut self, text: &str) {
        if self.game_over_note() {
            return;
        }
        if self.game.pos.turn() != self.human {
            self.screen.say("It is ferrum's turn.");
            return;
        }
        match read_move(&self.game.pos, text) {
            Ok(m) => {
                self.cancel_search();
                self.human_moves(m);
            }
            Err(e) => self.screen.say(&e.to_string()),
        }
    }

    fn human_moves(&mut self, m: Move) {
        if let Some(c) = &mut self.clocks {
            c.stop(true);
            if c.left_ms(self.human) < 0 {
                self.end(GameEnd::loss(self.human, "loses on time", "time forfeit"));
                return;
            }
        }
        let text = self.game.play(m);
        self.notes.push(format!("You played {text}"));
        self.after_move();
    }

    /// After any change of position: end the game, or show the board and let the engine move.
    fn after_move(&mut self) {
        if let Some(end) = self.game.end.clone() {
            self.end(end);
            return;
        }
        let engine_to_move = self.game.pos.turn() != self.human;
        if !engine_to_move || self.opts.style.ansi {
            self.redraw();
        }
        if engine_to_move {
            self.start_engine_move();
        } else if let Some(c) = &mut self.clocks {
            c.start(self.human);
        }
    }

    fn undo(&mut self) {
        let thinking = self.engine_thinking();
        self.cancel_search();
        if let Some(c) = &mut self.clocks {
            c.stop(false);
        }
        let mut human_moves_back = 0;
        let mut plies = 0;
        while human_moves_back == 0 || self.game.pos.turn() != self.human {
            // While the engine thinks only the human's move is taken back.
            if thinking && human_moves_back > 0 {
                break;
            }
            match self.game.take_back() {
                Some(_) => {
                    plies += 1;
                    if self.game.pos.turn() == self.human {
                        human_moves_back += 1;
                    }
                }
                None => break,
            }
        }
        if self.opts.interactive {
            // Moves typed ahead were meant for the position that is gone.
            self.queued.clear();
        }
        if plies == 0 {
            self.screen.say("Nothing to take back.");
        } else {
            self.notes.push(format!(
                "Took back {plies} move{}.",
                if plies == 1 { "" } else { "s" }
            ));
        }
        self.after_move();
    }

    fn hint(&mut self) {
        if self.game_over_note() {
            return;
        }
        if self.search.is_some() {
            self.screen.say("Already looking for a hint.");
            return;
        }
        let limits = match self.opts.pace {
            Pace::Depth(d) => Limits::depth(d as i32),
            _ => Limits {
                movetime_ms: Some(1000),
                ..Limits::default()
            },
        };
        // A hint is ferrum's honest best, whatever strength it plays at.
        let limited = self.engine.settings.limit_strength;
        self.engine.settings.limit_strength = false;
        self.go(Purpose::Hint, limits);
        self.engine.settings.limit_strength = limited;
        if !self.opts.style.ansi {
            self.screen.say("Looking for a hint ...");
        }
    }

    fn level(&mut self, arg: Option<&str>) {
        self.cancel_search();
        let result = match arg.map(str::to_ascii_lowercase).as_deref() {
            None => Ok(()),
            Some("max" | "off" | "full") => self
                .engine
                .set_option_by_id(OptionId::LimitStrength, "false")
                .map_err(|e| e.to_string()),
            Some(n) => self
                .engine
                .set_option_by_id(OptionId::Elo, n)
                .and_then(|_| {
                    self.engine
                        .set_option_by_id(OptionId::LimitStrength, "true")
                })
                .map_err(|e| e.to_string()),
        };
        match result {
            Ok(()) => self.screen.say(&self.strength_text()),
            Err(e) => self.screen.say(&format!(
                "{e}. Usage: level N ({MIN_ELO}..{MAX_ELO}) or level max."
            )),
        }
    }

    fn draw_offer(&mut self) {
        if self.game_over_note() {
            return;
        }
        self.cancel_search();
        if policy::accepts_draw(&self.game.pos, self.last_score) {
            self.end(GameEnd {
                result: GameResult::Draw,
                reason: "draw agreed".into(),
                termination: "normal",
            });
        } else {
            self.screen.say("ferrum declines the draw; play on.");
        }
    }

    // ----- the end of a game, the board, PGN ------------------------------------------------

    fn end(&mut self, end: GameEnd) {
        if let Some(c) = &mut self.clocks {
            c.stop(false);
        }
        self.game.end = Some(end.clone());
        self.notes
            .push(format!("Game over: {}. Result {}.", end.reason, end.result));
        self.redraw();
        self.save();
        if self.opts.interactive {
            self.screen
                .say("Type `new` for another game, `undo` to take back, or `quit`.");
        }
    }

    fn status_line(&self) -> String {
        let pos = &self.game.pos;
        let last = self.game.moves().len().checked_sub(1).map(|_| {
            let mut before = self.game.start.clone();
            let moves = self.game.moves();
            for &m in &moves[..moves.len() - 1] {
                before.play_unchecked(m);
            }
            numbered_san(&before, moves[moves.len() - 1])
        });
        let mut s = match &self.game.end {
            Some(end) => format!("Game over: {} ({})", end.reason, end.result),
            None => {
                let who = if pos.turn() == self.human {
                    "you"
                } else {
                    "ferrum"
                };
                let mut s = format!("{} to move ({who})", side_name(pos.turn()));
                if pos.is_check() {
                    s.push_str(", in check");
                }
                s
            }
        };
        if let Some(last) = last {
            s.push_str(&format!("   last move: {last}"));
        }
        format!("  {s}\n  moves: {}", self.recent_moves())
    }

    /// The last plies of the game in numbered SAN (`...` before, when there are more).
    fn recent_moves(&self) -> String {
        const SHOWN: usize = 10;
        let moves = self.game.moves();
        if moves.is_empty() {
            return "(none yet)".to_string();
        }
        let skip = moves.len().saturating_sub(SHOWN);
        let mut pos = self.game.start.clone();
        let mut parts = Vec::new();
        for (i, &m) in moves.iter().enumerate() {
            if i >= skip {
                let san = pos.san(m);
                if pos.turn() == Color::White {
                    parts.push(format!("{}. {san}", pos.fullmoves()));
                } else if i == skip {
                    parts.push(format!("{}... {san}", pos.fullmoves()));
                } else {
                    parts.push(san);
                }
            }
            pos.play_unchecked(m);
        }
        let more = if skip > 0 { "... " } else { "" };
        format!("{more}{}", parts.join(" "))
    }

    fn redraw(&mut self) {
        let engine = match self.engine.settings.limit_strength {
            true => format!("ferrum, Elo {}", self.engine.settings.elo),
            false => "ferrum".to_string(),
        };
        let names = if self.human == Color::White {
            ["you".to_string(), engine]
        } else {
            [engine, "you".to_string()]
        };
        let clocks = self.clocks.as_ref().map(|c| {
            [
                clock_face(c.left_now(Color::White)),
                clock_face(c.left_now(Color::Black)),
            ]
        });
        let view = View {
            pos: &self.game.pos,
            start: &self.game.start,
            flipped: self.flipped,
            last_move: self.game.last_move(),
            names,
            clocks,
            status: self.status_line(),
        };
        let text = board::draw(&view, self.opts.style);
        self.screen.clear();
        self.screen.say(&text);
        for note in std::mem::take(&mut self.notes) {
            self.screen.say(&note);
        }
    }

    fn prompt_if_waiting(&mut self) {
        if self.opts.interactive
            && !self.done
            && self.game.end.is_none()
            && self.game.pos.turn() == self.human
            && self.search.is_none()
        {
            let clock = self
                .clocks
                .as_ref()
                .map(|c| format!("[{}] ", clock_face(c.left_now(self.human))))
                .unwrap_or_default();
            self.screen.prompt(&format!("{clock}Your move> "));
        }
    }

    /// Ten times a second: the thinking line's clock, and the human's flag.
    pub fn tick(&mut self) {
        if self.search.is_some() {
            self.show_thinking();
        }
        let flagged = self
            .clocks
            .as_ref()
            .is_some_and(|c| c.running() == Some(self.human) && c.left_now(self.human) <= 0);
        if flagged && self.game.end.is_none() {
            self.cancel_search();
            self.end(GameEnd::loss(self.human, "loses on time", "time forfeit"));
        }
    }

    fn tags(&self) -> Vec<(&'static str, String)> {
        let engine = self.engine_name();
        let (white, black) = if self.human == Color::White {
            (self.opts.human_name.clone(), engine)
        } else {
            (engine, self.opts.human_name.clone())
        };
        let tc = match self.opts.pace {
            Pace::Clock(spec) => TimeControl {
                clock: Some(spec),
                ..TimeControl::default()
            }
            .pgn_tag(),
            Pace::MoveTime(ms) => TimeControl {
                movetime_ms: Some(ms),
                ..TimeControl::default()
            }
            .pgn_tag(),
            Pace::Depth(_) => "-".to_string(),
        };
        vec![
            ("Event", "ferrum play".to_string()),
            ("Site", "terminal".to_string()),
            ("Date", self.date.clone()),
            ("Round", self.round.to_string()),
            ("White", white),
            ("Black", black),
            ("TimeControl", tc),
        ]
    }

    /// Keeps the current game (if any move was played) among the finished ones.
    fn archive(&mut self) {
        if !self.game.moves().is_empty() || self.game.end.is_some() {
            let pgn = self.game.pgn(&self.tags());
            self.finished.push(pgn);
            self.save_text(&self.finished.concat());
        }
    }

    /// Writes every game of the sitting, the current one last, to the PGN file.
    fn save(&mut self) {
        let mut text = self.finished.concat();
        if !self.game.moves().is_empty() || self.game.end.is_some() {
            text.push_str(&self.game.pgn(&self.tags()));
        }
        if text.is_empty() {
            return;
        }
        self.save_text(&text);
    }

    fn save_text(&mut self, text: &str) {
        if self.saved.as_deref() == Some(text) {
            return;
        }
        let path = self.opts.pgn_path.display().to_string();
        match std::fs::write(&self.opts.pgn_path, text) {
            Ok(()) => {
                self.saved = Some(text.to_string());
                self.screen.say(&format!("PGN saved to {path}"));
            }
            Err(e) => self
                .screen
                .say(&format!("error: cannot write the PGN to {path}: {e}")),
        }
    }

    /// Quit, end of input or Ctrl-C: stop thinking, save, leave the terminal clean.
    pub fn shutdown(&mut self) {
        self.cancel_search();
        if let Some(c) = &mut self.clocks {
            c.stop(false);
        }
        self.save();
        self.screen.restore();
    }
}

/// A random number from the standard library's randomly keyed hasher: enough chance for
/// choosing colours and Chess960 starts.
fn random_u64() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    std::collections::hash_map::RandomState::new()
        .build_hasher()
        .finish()
}

fn random_color() -> Color {
    if random_u64() & 1 == 0 {
        Color::White
    } else {
        Color::Black
    }
}

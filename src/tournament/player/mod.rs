//! The players of a tournament game: ferrum in-process (`ferrum`), and external engines as
//! child processes speaking UCI (`uci`) or XBoard (`xboard`) through `process`.
//!
//! A player is asked to start a game, then to think on positions; it answers with a legal
//! move (checked against the position), its last exact evaluation and the time it took, or
//! with why it could not: a crash, a stalled connection, an illegal move, a resignation or a
//! result claim. The game runner keeps the clocks and decides what each answer means.

pub mod ferrum;
pub mod process;
pub mod uci;
pub mod xboard;

use super::config::{EngineSpec, Protocol, TimeControl, Timeouts};
use crate::core::Move;
use crate::game::GameResult;
use crate::variant::AnyPosition;
use std::fmt;
use std::time::Duration;

/// A score from the mover's point of view.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Score {
    /// Centipawns.
    Cp(i32),
    /// Moves to mate; negative when the mover is getting mated.
    Mate(i32),
}

impl Score {
    /// Centipawns for comparisons: mates are ±(100000 - moves).
    pub fn as_cp(self) -> i32 {
        match self {
            Score::Cp(cp) => cp,
            Score::Mate(n) if n > 0 => 100_000 - n,
            Score::Mate(n) => -100_000 - n,
        }
    }

    pub fn negated(self) -> Score {
        match self {
            Score::Cp(cp) => Score::Cp(-cp),
            Score::Mate(n) => Score::Mate(-n),
        }
    }
}

/// An engine's evaluation of its move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Eval {
    pub score: Score,
    pub depth: u32,
}

/// What a game needs to tell a player before the first move.
#[derive(Clone, Debug)]
pub struct GameStart<'a> {
    pub start: &'a AnyPosition,
    pub tc: &'a TimeControl,
    /// The opponent's name (XBoard `name`).
    pub opponent: &'a str,
}

/// A request to move.
#[derive(Clone, Debug)]
pub struct ThinkRequest<'a> {
    pub start: &'a AnyPosition,
    pub moves: &'a [Move],
    /// The position after `moves` (the side to move is the player's).
    pub pos: &'a AnyPosition,
    pub tc: &'a TimeControl,
    /// Remaining time of the mover and of its opponent (ms); `None` without a clock.
    pub own_ms: Option<i64>,
    pub opp_ms: Option<i64>,
    pub own_inc_ms: u64,
    pub opp_inc_ms: u64,
    /// Moves to the next time control, for `moves/time` clocks.
    pub moves_to_go: Option<u32>,
    /// How long the move may take before it is late (clock or movetime plus margin); `None`:
    /// no limit (nodes or depth only).
    pub limit: Option<Duration>,
}

/// A move and what came with it.
#[derive(Clone, Debug, PartialEq)]
pub struct Reply {
    pub mv: Move,
    pub eval: Option<Eval>,
    /// From the request (or `ponderhit`) to the move.
    pub elapsed: Duration,
    /// The move came from the engine's own opening book.
    pub book: bool,
    /// The principal variation that came with `eval`, from the request's position (empty when
    /// the engine sent none); starts with `mv` when the engine kept to its line.
    pub pv: Vec<Move>,
}

/// Why a player produced no move, or failed otherwise.
#[derive(Clone, Debug, PartialEq)]
pub enum PlayerError {
    /// The program could not be started or did not finish its handshake.
    Start(String),
    /// The process died or closed its output.
    Crashed(String),
    /// No answer within the timeout after being told to move.
    Stalled(String),
    /// The move is not legal in the position (the text as sent).
    IllegalMove(String),
    /// The engine resigned (XBoard `resign`).
    Resigned,
    /// The engine claimed a result instead of moving (XBoard `1-0 {...}`).
    Claim { result: GameResult, comment: String },
    /// The engine said a legal move of ours is illegal.
    RejectsMove(String),
    /// The engine cannot play this game (variant, setup, option).
    Unsupported(String),
}

impl fmt::Display for PlayerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayerError::Start(e) => write!(f, "could not start: {e}"),
            PlayerError::Crashed(e) => write!(f, "crashed: {e}"),
            PlayerError::Stalled(e) => write!(f, "stalled: {e}"),
            PlayerError::IllegalMove(m) => write!(f, "illegal move: {m}"),
            PlayerError::Resigned => f.write_str("resigned"),
            PlayerError::Claim { result, comment } => write!(f, "claims {result} {{{comment}}}"),
            PlayerError::RejectsMove(m) => write!(f, "rejects a legal move: {m}"),
            PlayerError::Unsupported(e) => write!(f, "cannot play this game: {e}"),
        }
    }
}

impl std::error::Error for PlayerError {}

/// A participant of a game.
pub trait Player: Send {
    fn name(&self) -> &str;
    /// Prepares a new game (variant, start position, time control).
    fn start_game(&mut self, game: &GameStart) -> Result<(), PlayerError>;
    /// Thinks on the position of the request and answers with a legal move.
    fn think(&mut self, request: &ThinkRequest) -> Result<Reply, PlayerError>;
    /// The game is over (the player may be told the result).
    fn end_game(&mut self, result: GameResult, reason: &str);
    /// Still usable for another game (a crashed process is not).
    fn is_alive(&mut self) -> bool;
    /// Ends the engine (the process is asked to quit, then killed).
    fn quit(&mut self);
}

/// Starts the player for an engine spec.
pub fn create(spec: &EngineSpec, timeouts: Timeouts) -> Result<Box<dyn Player>, PlayerError> {
    match (&spec.command, spec.protocol) {
        (None, _) => Ok(Box::new(ferrum::FerrumPlayer::new(spec, timeouts)?)),
        (Some(_), Protocol::Uci) => Ok(Box::new(uci::UciPlayer::start(spec, timeouts)?)),
        (Some(_), Protocol::Xboard) => Ok(Box::new(xboard::XboardPlayer::start(spec, timeouts)?)),
    }
}

/// Reads an engine's move text against the position: UCI coordinates (any castling form),
/// then SAN (XBoard engines may answer in SAN or `O-O`).
pub fn parse_move(pos: &AnyPosition, text: &str) -> Option<Move> {
    let text = text.trim();
    if let Ok(m) = pos.parse_uci(text) {
        return Some(m);
    }
    // A standard-mode position does not read king-takes-rook and vice versa: try the other.
    let mut other = pos.clone();
    other.set_castling_mode(match pos.castling_mode() {
        crate::position::CastlingMode::Standard => crate::position::CastlingMode::Chess960,
        crate::position::CastlingMode::Chess960 => crate::position::CastlingMode::Standard,
    });
    if let Ok(m) = other.parse_uci(text) {
        if pos.is_legal(m) {
            return Some(m);
        }
    }
    pos.parse_san(text.trim_end_matches(['+', '#', '!', '?']))
        .ok()
}

/// The moves of a principal variation as an engine wrote it (UCI coordinates or SAN, with or
/// without move numbers and check marks), read against `pos` until a word is not a legal move.
pub fn parse_pv<'a>(pos: &AnyPosition, words: impl IntoIterator<Item = &'a str>) -> Vec<Move> {
    let mut line = Vec::new();
    let mut pos = pos.clone();
    for word in words {
        let word = word.trim();
        // Move numbers (`12.`, `12...`, `...`) and bare numbers (extra XBoard fields).
        if word.is_empty() || word.chars().all(|c| c.is_ascii_digit() || c == '.') {
            continue;
        }
        let text = word.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
        let Some(m) = parse_move(&pos, text) else {
            break;
        };
        line.push(m);
        pos.play_unchecked(m);
        if pos.legal_moves().is_empty() {
            break;
        }
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::CastlingMode;
    use crate::variant::VariantKind;

    #[test]
    fn moves_in_every_form() {
        let pos = AnyPosition::from_fen(
            VariantKind::Standard,
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
            CastlingMode::Standard,
        )
        .unwrap();
        let castle = parse_move(&pos, "e1g1").unwrap();
        assert!(castle.is_castle());
        assert_eq!(parse_move(&pos, "e1h1"), Some(castle));
        assert_eq!(parse_move(&pos, "O-O"), Some(castle));
        assert!(parse_move(&pos, "Ra8+").is_some());
        assert_eq!(parse_move(&pos, "e1e3"), None);
        assert_eq!(parse_move(&pos, "(none)"), None);
        assert_eq!(parse_move(&pos, ""), None);
        assert_eq!(Score::Mate(3).as_cp(), 99_997);
        assert_eq!(Score::Mate(-2).as_cp(), -99_998);
        assert_eq!(Score::Cp(31).negated(), Score::Cp(-31));
    }

    #[test]
    fn principal_variations_in_every_form() {
        let pos = AnyPosition::default();
        let uci = parse_pv(&pos, "e2e4 e7e5 g1f3 x9x9 b8c6".split(' '));
        assert_eq!(uci.len(), 3);
        let san = parse_pv(&pos, "1. e4 e5 2.Nf3 Nc6+ 3. Bb5!".split(' '));
        assert_eq!(san.len(), 5);
        assert_eq!(&san[..3], &uci[..]);
        assert!(parse_pv(&pos, "17 e4".split(' ')).len() == 1);
        assert!(parse_pv(&pos, "".split(' ')).is_empty());
    }
}

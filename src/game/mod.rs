//! Game records: tags, the starting position (of any variant, as `AnyPosition`), the main line
//! with its comments and NAGs, and the result. PGN reading lives in `pgn`, writing in
//! `pgn_write`, board pictures in `svg`, the players' clocks in `clock`.
//!
//! Invariant: every move of `Game::moves` is legal in the position reached by the moves before
//! it from `Game::start` (the reader checks this), so replaying never fails.

pub mod clock;
pub mod pgn;
pub mod pgn_write;
pub mod svg;

use crate::core::{Color, Move};
use crate::position::CastlingMode;
use crate::variant::{AnyPosition, VariantKind};
use std::fmt;

pub use pgn::{PgnError, PgnReader, PgnWarning};

/// How a game ended, as PGN writes it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum GameResult {
    WhiteWins,
    BlackWins,
    Draw,
    /// `*`: unfinished, unknown or abandoned.
    #[default]
    Unknown,
}

impl GameResult {
    /// Reads a PGN result token (`1-0`, `0-1`, `1/2-1/2`, `*`; `½-½` accepted).
    pub fn from_token(token: &str) -> Option<GameResult> {
        match token {
            "1-0" => Some(GameResult::WhiteWins),
            "0-1" => Some(GameResult::BlackWins),
            "1/2-1/2" | "½-½" => Some(GameResult::Draw),
            "*" => Some(GameResult::Unknown),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
            GameResult::Unknown => "*",
        }
    }

    /// The winner, if the game was decisive.
    pub fn winner(self) -> Option<Color> {
        match self {
            GameResult::WhiteWins => Some(Color::White),
            GameResult::BlackWins => Some(Color::Black),
            GameResult::Draw | GameResult::Unknown => None,
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One ply of the main line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameMove {
    /// The move; `None` is a null move (`--`, `Z0`): the side to move passes.
    pub mv: Option<Move>,
    /// Numeric annotation glyphs (`$1`, or `!`, `?`, ... read as 1..=6).
    pub nags: Vec<u8>,
    /// The comments after the move, joined with a space.
    pub comment: Option<String>,
    /// Alternatives to this move, each a line of moves from the position before it (written
    /// after the move's comment as `( ... )`; the reader skips variations, so it never fills
    /// this). Every move of a variation is legal in its place, as on the main line.
    pub variations: Vec<Vec<GameMove>>,
}

impl GameMove {
    pub fn new(mv: Move) -> GameMove {
        GameMove {
            mv: Some(mv),
            nags: Vec::new(),
            comment: None,
            variations: Vec::new(),
        }
    }

    /// A null move (the side to move passes).
    pub fn null() -> GameMove {
        GameMove {
            mv: None,
            nags: Vec::new(),
            comment: None,
            variations: Vec::new(),
        }
    }
}

/// A game: tag pairs in file order, the starting position, the main line and the result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    pub tags: Vec<(String, String)>,
    pub start: AnyPosition,
    /// The comment before the first move, if any.
    pub comment: Option<String>,
    pub moves: Vec<GameMove>,
    pub result: GameResult,
}

impl Default for Game {
    fn default() -> Game {
        Game::new(AnyPosition::default())
    }
}

impl Game {
    /// An empty game from `start` with no tags.
    pub fn new(start: AnyPosition) -> Game {
        Game {
            tags: Vec::new(),
            start,
            comment: None,
            moves: Vec::new(),
            result: GameResult::Unknown,
        }
    }

    /// The value of the first tag called `name` (case-sensitive, as PGN tag names are).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Sets a tag, replacing an existing one of that name.
    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self.tags.iter_mut().find(|(n, _)| n == name) {
            Some((_, v)) => *v = value.to_string(),
            None => self.tags.push((name.to_string(), value.to_string())),
        }
    }

    pub fn castling_mode(&self) -> CastlingMode {
        self.start.castling_mode()
    }

    /// The variant the game is played in.
    pub fn variant(&self) -> VariantKind {
        self.start.kind()
    }

    /// The positions before each move, paired with the move: `(position, move)` for every ply
    /// of the main line in order.
    pub fn plies(&self) -> impl Iterator<Item = (AnyPosition, &GameMove)> + '_ {
        let mut pos = self.start.clone();
        self.moves.iter().map(move |gm| {
            let before = pos.clone();
            play(&mut pos, gm.mv);
            (before, gm)
        })
    }

    /// The position after the last move.
    pub fn end_position(&self) -> AnyPosition {
        let mut pos = self.start.clone();
        for gm in &self.moves {
            play(&mut pos, gm.mv);
        }
        pos
    }
}

/// Plays a recorded ply: a move, or a null move (the reader never records one in check).
pub fn play(pos: &mut AnyPosition, mv: Option<Move>) {
    match mv {
        Some(m) => pos.play_unchecked(m),
        None if !pos.is_check() => crate::with_position!(pos, p => p.play_null()),
        None => {}
    }
}

//! The game being played in the terminal: start position, moves, repetition keys, how it ended,
//! the clocks, and the game as PGN. No terminal and no engine here.

use ferrum::core::{Color, Move};
use ferrum::game::clock::{Clock, ClockSpec};
use ferrum::game::{pgn_write, Game, GameMove, GameResult};
use ferrum::position::{Outcome, Termination};
use ferrum::variant::{AnyPosition, VariantKind};
use std::time::Instant;

/// How the game ended: result, the sentence shown, and the PGN `Termination` value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameEnd {
    pub result: GameResult,
    pub reason: String,
    pub termination: &'static str,
}

impl GameEnd {
    /// `color` lost by its own action or failure (`how`: "resigns", "loses on time").
    pub fn loss(color: Color, how: &str, termination: &'static str) -> GameEnd {
        GameEnd {
            result: winner_result(!color),
            reason: format!("{} {how}", side_name(color)),
            termination,
        }
    }

    pub fn by_rule(outcome: &Outcome, variant: VariantKind) -> GameEnd {
        GameEnd {
            result: match outcome.winner {
                Some(c) => winner_result(c),
                None => GameResult::Draw,
            },
            reason: describe(outcome, variant),
            termination: "normal",
        }
    }
}

fn winner_result(c: Color) -> GameResult {
    match c {
        Color::White => GameResult::WhiteWins,
        Color::Black => GameResult::BlackWins,
    }
}

pub fn side_name(c: Color) -> &'static str {
    c.fold("White", "Black")
}

/// The end of a game by rule in words, the way players say it.
pub fn describe(outcome: &Outcome, variant: VariantKind) -> String {
    let why = match outcome.termination {
        Termination::Checkmate => "checkmate".to_string(),
        Termination::Stalemate => "stalemate".to_string(),
        Termination::InsufficientMaterial => "insufficient material".to_string(),
        Termination::SeventyFiveMoves => "the 75-move rule".to_string(),
        Termination::FivefoldRepetition => "fivefold repetition".to_string(),
        Termination::FiftyMoves => "the 50-move rule".to_string(),
        Termination::ThreefoldRepetition => "threefold repetition".to_string(),
        Termination::VariantWin | Termination::VariantLoss | Termination::VariantDraw => {
            match variant.goal() {
                Some(goal) => goal.to_string(),
                None => outcome.termination.to_string(),
            }
        }
    };
    match outcome.winner {
        Some(c) => format!("{} wins by {why}", side_name(c)),
        None => format!("draw by {why}"),
    }
}

/// Both players' clocks, and whose runs since when: the terminal keeps the time itself.
#[derive(Clone, Debug)]
pub struct Clocks {
    /// White's and Black's clocks.
    sides: [Clock; 2],
    /// Whose clock runs, since when.
    running: Option<(Color, Instant)>,
}

impl Clocks {
    pub fn new(spec: ClockSpec) -> Clocks {
        Clocks {
            sides: [Clock::new(spec); 2],
            running: None,
        }
    }

    /// Starts `color`'s clock (stopping nothing: call `stop` first).
    pub fn start(&mut self, color: Color) {
        self.running = Some((color, Instant::now()));
    }

    /// Stops the running clock, charging the time spent; `moved` adds the increment and counts
    /// the move towards the period.
    pub fn stop(&mut self, moved: bool) {
        let Some((color, since)) = self.running.take() else {
            return;
        };
        let clock = &mut self.sides[color.index()];
        clock.charge(elapsed_ms(since));
        if moved {
            clock.complete_move();
        }
    }

    /// Time left on `color`'s clock when it last stopped.
    pub fn left_ms(&self, color: Color) -> i64 {
        self.sides[color.index()].remaining_ms()
    }

    /// Time left now, the running clock included.
    pub fn left_now(&self, color: Color) -> i64 {
        let mut left = self.left_ms(color);
        if let Some((c, since)) = self.running {
            if c == color {
                left = left.saturating_sub(elapsed_ms(since));
            }
        }
        left
    }

    /// Moves left in the current period for `color` (None: sudden death).
    pub fn moves_to_go(&self, color: Color) -> Option<u32> {
        self.sides[color.index()].moves_to_go()
    }

    pub fn running(&self) -> Option<Color> {
        self.running.map(|(c, _)| c)
    }
}

fn elapsed_ms(since: Instant) -> i64 {
    since.elapsed().as_millis().min(i64::MAX as u128) as i64
}

/// `m:ss` (and tenths under ten seconds); `h:mm:ss` past an hour.
pub fn clock_face(ms: i64) -> String {
    let ms = ms.max(0);
    let s = ms / 1000;
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else if s < 10 {
        format!("0:0{}.{}", s, ms % 1000 / 100)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

/// The moves from a start position, with everything needed to take them back and to end the
/// game by rule.
#[derive(Clone, Debug)]
pub struct PlayGame {
    pub start: AnyPosition,
    pub pos: AnyPosition,
    moves: Vec<Move>,
    /// Keys of the positions before `pos`, oldest first (repetitions).
    history: Vec<u64>,
    pub end: Option<GameEnd>,
}

impl PlayGame {
    pub fn new(start: AnyPosition) -> PlayGame {
        PlayGame {
            pos: start.clone(),
            start,
            moves: Vec::new(),
            history: Vec::new(),
            end: None,
        }
    }

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    pub fn last_move(&self) -> Option<Move> {
        self.moves.last().copied()
    }

    /// Plays a legal move and returns it numbered in SAN (`12. Nf3`, `12... Nf6`); ends the game
    /// if a rule says so (threefold repetition and the 50-move rule are claimed at once).
    pub fn play(&mut self, m: Move) -> String {
        let text = numbered_san(&self.pos, m);
        self.history.push(self.pos.repetition_key());
        self.pos.play_unchecked(m);
        self.moves.push(m);
        if let Some(outcome) = self.pos.outcome_with_history(&self.history, true) {
            self.end = Some(GameEnd::by_rule(&outcome, self.pos.kind()));
        }
        text
    }

    /// Takes back the last move; a game that had ended goes on.
    pub fn take_back(&mut self) -> Option<Move> {
        let m = self.moves.pop()?;
        self.history.pop();
        let mut pos = self.start.clone();
        for &mv in &self.moves {
            pos.play_unchecked(mv);
        }
        self.pos = pos;
        self.end = None;
        Some(m)
    }

    /// The moves in UCI notation from the start (for the engine).
    pub fn uci_moves(&self) -> Vec<String> {
        let mut pos = self.start.clone();
        self.moves
            .iter()
            .map(|&m| {
                let text = pos.uci(m);
                pos.play_unchecked(m);
                text
            })
            .collect()
    }

    /// The game record with `tags` (in order; the writer puts the Seven Tag Roster first) and
    /// the end's reason as the comment on the last move.
    pub fn record(&self, tags: &[(&str, String)]) -> Game {
        let mut game = Game::new(self.start.clone());
        for (name, value) in tags {
            game.set_tag(name, value);
        }
        game.moves = self.moves.iter().map(|&m| GameMove::new(m)).collect();
        match &self.end {
            Some(end) => {
                game.result = end.result;
                game.set_tag("Termination", end.termination);
                match game.moves.last_mut() {
                    Some(last) => last.comment = Some(end.reason.clone()),
                    None => game.comment = Some(end.reason.clone()),
                }
            }
            None => {
                game.result = GameResult::Unknown;
                game.set_tag("Termination", "unterminated");
            }
        }
        game
    }

    pub fn pgn(&self, tags: &[(&str, String)]) -> String {
        pgn_write::write_game(&self.record(tags))
    }
}

/// `12. Nf3` or `12... Nf6`.
pub fn numbered_san(pos: &AnyPosition, m: Move) -> String {
    let dots = if pos.turn() == Color::White {
        "."
    } else {
        "..."
    };
    format!("{}{dots} {}", pos.fullmoves(), pos.san(m))
}

#[cfg(test)]
mod tests {
    use super::*;
    use ferrum::position::CastlingMode;

    fn play(game: &mut PlayGame, san: &str) {
        let m = game.pos.parse_san(san).unwrap();
        game.play(m);
    }

    #[test]
    fn fools_mate_ends_and_takes_back() {
        let mut game = PlayGame::new(AnyPosition::default());
        for san in ["f3", "e5", "g4"] {
            play(&mut game, san);
        }
        assert_eq!(game.end, None);
        play(&mut game, "Qh4#");
        let end = game.end.clone().unwrap();
        assert_eq!(end.result, GameResult::BlackWins);
        assert_eq!(end.reason, "Black wins by checkmate");
        let pgn = game.pgn(&[("White", "you".into()), ("Black", "ferrum".into())]);
        assert!(pgn.contains("[Result \"0-1\"]"), "{pgn}");
        assert!(pgn.contains("[Termination \"normal\"]"), "{pgn}");
        assert!(
            pgn.contains("1. f3 e5 2. g4 Qh4# {Black wins by checkmate} 0-1"),
            "{pgn}"
        );
        assert_eq!(
            game.take_back().map(|m| game.pos.uci(m)),
            Some("d8h4".into())
        );
        assert_eq!(game.end, None);
        assert_eq!(game.moves().len(), 3);
        assert_eq!(game.uci_moves(), vec!["f2f3", "e7e5", "g2g4"]);
        assert!(game.pgn(&[]).contains("[Result \"*\"]"));
    }

    #[test]
    fn variant_ends_in_words() {
        let mut game = PlayGame::new(
            AnyPosition::from_fen(
                VariantKind::ThreeCheck,
                "4k3/8/8/8/8/8/8/4K2R w K - 1+3 0 1",
                CastlingMode::Standard,
            )
            .unwrap(),
        );
        play(&mut game, "Rh8+");
        let end = game.end.clone().unwrap();
        assert_eq!(end.result, GameResult::WhiteWins);
        assert_eq!(end.reason, "White wins by the third check");
        let pgn = game.pgn(&[]);
        assert!(pgn.contains("[Variant \"Three-check\"]"), "{pgn}");
        assert!(pgn.contains("[FEN "), "{pgn}");
    }

    #[test]
    fn clocks_run_for_one_side_at_a_time() {
        let mut clocks = Clocks::new(ClockSpec {
            moves: Some(2),
            base_ms: 1000,
            inc_ms: 100,
        });
        clocks.start(Color::White);
        assert_eq!(clocks.running(), Some(Color::White));
        clocks.stop(true);
        assert_eq!(clocks.running(), None);
        assert!((1090..=1100).contains(&clocks.left_ms(Color::White)));
        assert_eq!(clocks.moves_to_go(Color::White), Some(1));
        clocks.start(Color::White);
        clocks.stop(true);
        // The second move of the period brings the base time again.
        assert!(
            clocks.left_ms(Color::White) >= 2180,
            "{}",
            clocks.left_ms(Color::White)
        );
        assert_eq!(clocks.left_now(Color::Black), 1000);
        // A take-back stops the clock without the increment.
        clocks.start(Color::Black);
        clocks.stop(false);
        assert!((990..=1000).contains(&clocks.left_ms(Color::Black)));
        assert_eq!(clocks.moves_to_go(Color::Black), Some(2));
    }

    #[test]
    fn clock_faces() {
        assert_eq!(clock_face(65_000), "1:05");
        assert_eq!(clock_face(9_450), "0:09.4");
        assert_eq!(clock_face(-5), "0:00.0");
        assert_eq!(clock_face(3_725_000), "1:02:05");
    }
}

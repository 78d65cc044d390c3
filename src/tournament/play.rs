//! One game between two players: the runner keeps both clocks, asks the side to move for its
//! move, checks it, records it with its evaluation and clock in the game record, and ends the
//! game by the rules (checkmate, stalemate, insufficient material, 50 moves, threefold
//! repetition, a variant's own end), by adjudication, or by a player's failure: time
//! forfeit, crash, stalled connection, illegal move, false claim, resignation.

use super::adjudication::{Adjudication, AdjudicationRule, AdjudicationRules, Adjudicator};
use super::config::TimeControl;
use super::openings::Opening;
use super::player::{Eval, GameStart, Player, PlayerError, Reply, Score, ThinkRequest};
use crate::core::{Color, Move};
use crate::game::clock::Clock;
use crate::game::{Game, GameMove, GameResult};
use crate::position::Termination as RuleEnd;
use crate::variant::AnyPosition;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// The PGN `Termination` values (the standard's words).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Termination {
    Normal,
    Adjudication,
    TimeForfeit,
    RulesInfraction,
    Abandoned,
}

impl Termination {
    pub fn pgn(self) -> &'static str {
        match self {
            Termination::Normal => "normal",
            Termination::Adjudication => "adjudication",
            Termination::TimeForfeit => "time forfeit",
            Termination::RulesInfraction => "rules infraction",
            Termination::Abandoned => "abandoned",
        }
    }
}

/// Why a game ended, for the statistics (losses by crash, time, ... are counted apart).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum EndKind {
    Checkmate,
    Stalemate,
    Repetition,
    FiftyMoves,
    InsufficientMaterial,
    VariantEnd,
    Resignation,
    AdjudicatedDraw,
    AdjudicatedWin,
    Tablebase,
    TimeForfeit,
    IllegalMove,
    FalseClaim,
    Crash,
    Stall,
    CannotPlay,
}

impl EndKind {
    pub fn label(self) -> &'static str {
        match self {
            EndKind::Checkmate => "checkmate",
            EndKind::Stalemate => "stalemate",
            EndKind::Repetition => "repetition",
            EndKind::FiftyMoves => "50-move rule",
            EndKind::InsufficientMaterial => "insufficient material",
            EndKind::VariantEnd => "variant rule",
            EndKind::Resignation => "resignation",
            EndKind::AdjudicatedDraw => "adjudicated draw",
            EndKind::AdjudicatedWin => "adjudicated win",
            EndKind::Tablebase => "tablebase",
            EndKind::TimeForfeit => "time forfeit",
            EndKind::IllegalMove => "illegal move",
            EndKind::FalseClaim => "false claim",
            EndKind::Crash => "crash",
            EndKind::Stall => "stalled connection",
            EndKind::CannotPlay => "cannot play",
        }
    }
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameEnd {
    pub result: GameResult,
    pub termination: Termination,
    pub kind: EndKind,
    /// The result comment, e.g. `White mates`, `Black loses on time`.
    pub reason: String,
}

/// Settings of one side.
#[derive(Clone, Debug)]
pub struct SideSettings {
    pub tc: TimeControl,
    /// Extra time before a move counts as late.
    pub margin: Duration,
}

/// Everything a game needs besides the players.
pub struct GameSetup<'a> {
    pub opening: &'a Opening,
    /// White's and Black's settings.
    pub sides: [SideSettings; 2],
    pub rules: &'a AdjudicationRules,
    /// Tags to put first (Event, Site, Date, Round, White, Black, opening tags).
    pub tags: Vec<(String, String)>,
    /// Set to abandon the game between moves (Ctrl-C, SPRT decided).
    pub stop: &'a AtomicBool,
}

/// A game played (or abandoned midway).
pub struct PlayedGame {
    pub game: Game,
    /// `None`: the game was abandoned by `stop` and has no result.
    pub end: Option<GameEnd>,
    pub duration: Duration,
}

fn name(c: Color) -> &'static str {
    c.fold("White", "Black")
}

fn loss(loser: Color, termination: Termination, kind: EndKind, reason: String) -> GameEnd {
    GameEnd {
        result: match loser {
            Color::White => GameResult::BlackWins,
            Color::Black => GameResult::WhiteWins,
        },
        termination,
        kind,
        reason,
    }
}

/// The end by an adjudication, its comment as the adjudicator wrote it.
fn adjudicated_end(a: Adjudication) -> GameEnd {
    let kind = |rule, otherwise| match rule {
        AdjudicationRule::Tablebase => EndKind::Tablebase,
        AdjudicationRule::Resign | AdjudicationRule::Draw | AdjudicationRule::MaxMoves => otherwise,
    };
    match a {
        Adjudication::Draw(rule, reason) => GameEnd {
            result: GameResult::Draw,
            termination: Termination::Adjudication,
            kind: kind(rule, EndKind::AdjudicatedDraw),
            reason,
        },
        Adjudication::Win(winner, rule, reason) => loss(
            !winner,
            Termination::Adjudication,
            kind(rule, EndKind::AdjudicatedWin),
            reason,
        ),
    }
}

/// The end by the rules, with cutechess's wording.
fn rule_end(outcome: crate::position::Outcome) -> GameEnd {
    let result = GameResult::from_token(outcome.result()).unwrap_or_default();
    let (kind, reason) = match (outcome.termination, outcome.winner) {
        (RuleEnd::Checkmate, Some(w)) => (EndKind::Checkmate, format!("{} mates", name(w))),
        (RuleEnd::Stalemate, _) => (EndKind::Stalemate, "Draw by stalemate".into()),
        (RuleEnd::InsufficientMaterial, _) => (
            EndKind::InsufficientMaterial,
            "Draw by insufficient mating material".into(),
        ),
        (RuleEnd::SeventyFiveMoves | RuleEnd::FiftyMoves, _) => {
            (EndKind::FiftyMoves, "Draw by fifty moves rule".into())
        }
        (RuleEnd::FivefoldRepetition | RuleEnd::ThreefoldRepetition, _) => {
            (EndKind::Repetition, "Draw by 3-fold repetition".into())
        }
        (_, Some(w)) => (
            EndKind::VariantEnd,
            format!("{} wins by the variant's rules", name(w)),
        ),
        (_, None) => (EndKind::VariantEnd, "Draw by the variant's rules".into()),
    };
    GameEnd {
        result,
        termination: Termination::Normal,
        kind,
        reason,
    }
}

/// `[%eval 0.31,12]` from White's point of view, as python-chess writes and reads it.
pub fn eval_comment(eval: Eval, mover: Color) -> String {
    let score = if mover == Color::White {
        eval.score
    } else {
        eval.score.negated()
    };
    let value = match score {
        Score::Cp(cp) => format!("{:.2}", cp as f64 / 100.0),
        Score::Mate(n) => format!("#{n}"),
    };
    if eval.depth > 0 {
        format!("[%eval {value},{}]", eval.depth)
    } else {
        format!("[%eval {value}]")
    }
}

/// `H:MM:SS[.fff]` (python-chess's clock format; negative times show as zero).
pub fn clock_text(ms: i64) -> String {
    let ms = ms.max(0);
    let (h, m, s, frac) = (ms / 3_600_000, ms / 60_000 % 60, ms / 1000 % 60, ms % 1000);
    if frac == 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        let f = format!("{frac:03}");
        format!("{h}:{m:02}:{s:02}.{}", f.trim_end_matches('0'))
    }
}

fn move_comment(reply: &Reply, mover: Color, clock_ms: Option<i64>) -> String {
    let mut parts = Vec::new();
    if reply.book {
        parts.push("book".to_string());
    }
    if let Some(e) = reply.eval {
        parts.push(eval_comment(e, mover));
    }
    if let Some(ms) = clock_ms {
        parts.push(format!("[%clk {}]", clock_text(ms)));
    }
    parts.push(format!(
        "[%emt {}]",
        clock_text(reply.elapsed.as_millis() as i64)
    ));
    parts.join(" ")
}

/// Plays a game. `players[0]` is White, `players[1]` Black.
pub fn play_game(players: [&mut dyn Player; 2], setup: &GameSetup) -> PlayedGame {
    let began = Instant::now();
    let mut table = Table::new(players, setup);
    let end = table.play();
    let duration = began.elapsed();
    let mut game = table.game;
    let players = &mut table.players;
    let Some(end) = end else {
        for p in players.iter_mut() {
            p.end_game(GameResult::Unknown, "game abandoned");
        }
        return PlayedGame {
            game,
            end: None,
            duration,
        };
    };
    finish_record(&mut game, &end, setup, duration);
    for p in players.iter_mut() {
        p.end_game(end.result, &end.reason);
    }
    PlayedGame {
        game,
        end: Some(end),
        duration,
    }
}

/// The game so far: the position, the keys of the positions before it (for repetitions), and
/// the moves from the start.
struct Line {
    pos: AnyPosition,
    history: Vec<u64>,
    moves: Vec<Move>,
}

impl Line {
    fn play(&mut self, m: Move) {
        self.history.push(self.pos.repetition_key());
        self.pos.play_unchecked(m);
        self.moves.push(m);
    }
}

/// A game in progress: the players, both clocks, the line played and its record.
struct Table<'a, 'p> {
    players: [&'p mut dyn Player; 2],
    setup: &'a GameSetup<'a>,
    clocks: [Option<Clock>; 2],
    line: Line,
    game: Game,
}

impl<'a, 'p> Table<'a, 'p> {
    /// The table with the opening's moves played, marked as book moves.
    fn new(players: [&'p mut dyn Player; 2], setup: &'a GameSetup<'a>) -> Table<'a, 'p> {
        let opening = setup.opening;
        let mut game = Game::new(opening.start.clone());
        for (n, v) in &setup.tags {
            game.set_tag(n, v);
        }
        let mut line = Line {
            pos: opening.start.clone(),
            history: Vec::new(),
            moves: Vec::new(),
        };
        for &m in &opening.moves {
            line.play(m);
            let mut gm = GameMove::new(m);
            gm.comment = Some("book".into());
            game.moves.push(gm);
        }
        Table {
            players,
            setup,
            clocks: setup.sides.each_ref().map(|s| s.tc.clock.map(Clock::new)),
            line,
            game,
        }
    }

    /// Plays the game to its end; `None` when `stop` abandoned it.
    fn play(&mut self) -> Option<GameEnd> {
        if let Some(end) = self.start_players() {
            return Some(end);
        }
        let mut adjudicator = Adjudicator::new(self.setup.rules);
        loop {
            if self.setup.stop.load(Ordering::Relaxed) {
                return None;
            }
            if let Some(outcome) = self.line.pos.outcome_with_history(&self.line.history, true) {
                return Some(rule_end(outcome));
            }
            if let Some(end) = self.next_move(&mut adjudicator) {
                return Some(end);
            }
        }
    }

    /// Tells both players the game starts; a player that cannot start loses.
    fn start_players(&mut self) -> Option<GameEnd> {
        let names = self.players.each_ref().map(|p| p.name().to_string());
        for (i, color) in Color::ALL.into_iter().enumerate() {
            let start = GameStart {
                start: &self.setup.opening.start,
                tc: &self.setup.sides[i].tc,
                opponent: &names[1 - i],
            };
            if let Err(e) = self.players[i].start_game(&start) {
                return Some(failure_end(color, e, &self.line.pos, &self.line.history));
            }
        }
        None
    }

    /// The side to move moves: asked, timed, checked and recorded; the game's end if it came.
    fn next_move(&mut self, adjudicator: &mut Adjudicator) -> Option<GameEnd> {
        let mover = self.line.pos.turn();
        let i = mover.index();
        let side = &self.setup.sides[i];
        let opp = &self.setup.sides[1 - i];
        let own_ms = self.clocks[i].map(|c| c.remaining_ms());
        let limit = match (own_ms, side.tc.movetime_ms) {
            (Some(ms), _) => Some(Duration::from_millis(ms.max(0) as u64) + side.margin),
            (None, Some(mt)) => Some(Duration::from_millis(mt) + side.margin),
            (None, None) => None,
        };
        let request = ThinkRequest {
            start: &self.setup.opening.start,
            moves: &self.line.moves,
            pos: &self.line.pos,
            tc: &side.tc,
            own_ms,
            opp_ms: self.clocks[1 - i].map(|c| c.remaining_ms()),
            own_inc_ms: side.tc.clock.map_or(0, |c| c.inc_ms),
            opp_inc_ms: opp.tc.clock.map_or(0, |c| c.inc_ms),
            moves_to_go: self.clocks[i].and_then(|c| c.moves_to_go()),
            limit,
        };
        let reply = match self.players[i].think(&request) {
            Ok(r) => r,
            Err(e) => return Some(failure_end(mover, e, &self.line.pos, &self.line.history)),
        };
        // The clock: a move after the time (and margin) loses, unless the opponent cannot win.
        let mut late = limit.is_some_and(|l| reply.elapsed > l);
        let mut clock_after = None;
        if let Some(clock) = self.clocks[i].as_mut() {
            clock.charge(reply.elapsed.as_millis() as i64);
            late |= clock.flag_fell(side.margin.as_millis() as i64);
            clock.complete_move();
            clock_after = Some(clock.remaining_ms());
        }
        if late {
            // The late move is not played; the record shows where the time ran out.
            return Some(time_forfeit(&self.line.pos, mover));
        }
        let mut gm = GameMove::new(reply.mv);
        gm.comment = Some(move_comment(&reply, mover, clock_after));
        self.line.play(reply.mv);
        self.game.moves.push(gm);
        adjudicator
            .after_move(&self.line.pos, mover, reply.eval, self.line.moves.len())
            .map(adjudicated_end)
    }
}

/// The end when `mover`'s flag fell: a loss, or a draw when the opponent cannot mate.
fn time_forfeit(pos: &AnyPosition, mover: Color) -> GameEnd {
    let opponent_can_win = crate::with_position!(pos, p => !p.has_insufficient_material(!mover));
    if opponent_can_win {
        loss(
            mover,
            Termination::TimeForfeit,
            EndKind::TimeForfeit,
            format!("{} loses on time", name(mover)),
        )
    } else {
        GameEnd {
            result: GameResult::Draw,
            termination: Termination::TimeForfeit,
            kind: EndKind::TimeForfeit,
            reason: format!(
                "Draw: {} loses on time but {} cannot win",
                name(mover),
                name(!mover)
            ),
        }
    }
}

/// The finished record: the result, the end's reason as the last comment, and the closing
/// tags.
fn finish_record(game: &mut Game, end: &GameEnd, setup: &GameSetup, duration: Duration) {
    game.result = end.result;
    let slot = match game.moves.last_mut() {
        Some(m) => &mut m.comment,
        None => &mut game.comment,
    };
    match slot {
        Some(c) => {
            c.push_str(", ");
            c.push_str(&end.reason);
        }
        None => *slot = Some(end.reason.clone()),
    }
    game.set_tag("Result", end.result.as_str());
    let (wtc, btc) = (setup.sides[0].tc.pgn_tag(), setup.sides[1].tc.pgn_tag());
    if wtc == btc {
        game.set_tag("TimeControl", &wtc);
    } else {
        game.set_tag("WhiteTimeControl", &wtc);
        game.set_tag("BlackTimeControl", &btc);
    }
    game.set_tag("Termination", end.termination.pgn());
    game.set_tag("PlyCount", &game.moves.len().to_string());
    let secs = duration.as_secs();
    game.set_tag(
        "GameDuration",
        &format!("{:02}:{:02}:{:02}", secs / 3600, secs / 60 % 60, secs % 60),
    );
}

/// The end of a game whose side `who` failed.
fn failure_end(who: Color, error: PlayerError, pos: &AnyPosition, history: &[u64]) -> GameEnd {
    let n = name(who);
    match error {
        PlayerError::Crashed(detail) => loss(
            who,
            Termination::Abandoned,
            EndKind::Crash,
            format!("{n} disconnects ({detail})"),
        ),
        PlayerError::Stalled(detail) => loss(
            who,
            Termination::Abandoned,
            EndKind::Stall,
            format!("{n}'s connection stalls ({detail})"),
        ),
        PlayerError::IllegalMove(m) => loss(
            who,
            Termination::RulesInfraction,
            EndKind::IllegalMove,
            format!("{n} makes an illegal move: {m}"),
        ),
        PlayerError::Resigned => loss(
            who,
            Termination::Normal,
            EndKind::Resignation,
            format!("{n} resigns"),
        ),
        PlayerError::Claim { result, comment } => match pos.outcome_with_history(history, true) {
            Some(o) if o.result() == result.as_str() => rule_end(o),
            _ => loss(
                who,
                Termination::RulesInfraction,
                EndKind::FalseClaim,
                format!("{n} makes a false claim: {result} {{{comment}}}"),
            ),
        },
        PlayerError::RejectsMove(line) => loss(
            who,
            Termination::RulesInfraction,
            EndKind::IllegalMove,
            format!("{n} claims a legal move is illegal ({line})"),
        ),
        PlayerError::Start(detail) | PlayerError::Unsupported(detail) => loss(
            who,
            Termination::Abandoned,
            EndKind::CannotPlay,
            format!("{n} cannot play: {detail}"),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_parse_as_python_chess_expects() {
        let e = Eval {
            score: Score::Cp(31),
            depth: 12,
        };
        assert_eq!(eval_comment(e, Color::White), "[%eval 0.31,12]");
        assert_eq!(eval_comment(e, Color::Black), "[%eval -0.31,12]");
        let m = Eval {
            score: Score::Mate(-3),
            depth: 0,
        };
        assert_eq!(eval_comment(m, Color::Black), "[%eval #3]");
        assert_eq!(clock_text(9_800), "0:00:09.8");
        assert_eq!(clock_text(3_725_125), "1:02:05.125");
        assert_eq!(clock_text(-5), "0:00:00");
        assert_eq!(clock_text(60_000), "0:01:00");
    }
}

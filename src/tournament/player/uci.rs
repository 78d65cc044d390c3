//! The client side of UCI for external engines.
//!
//! Start: `uci` → `id`/`option` lines → `uciok` within the startup timeout; the spec's options
//! (`setoption name N value V`); `isready` → `readyok` within the ping timeout. Per game:
//! `ucinewgame`, `UCI_Variant` / `UCI_Chess960` when the game needs them (refused when the
//! engine does not declare them), `isready`. Per move: `position startpos|fen ... moves ...`
//! and `go` with `wtime btime [winc binc] [movestogo]`, `movetime`, `nodes`, `depth`; `info`
//! lines give the last exact score (bounds and `info string` are skipped, as cutechess does).
//! When the limit passes, `stop`; no `bestmove` within the stall timeout after that is a stalled
//! connection and the process is killed. Pondering (`ponder` in the spec) uses `go ponder` on
//! the predicted move, then `ponderhit` or `stop`.

use super::process::{EngineProcess, NoAnswer, Recv};
use super::{
    parse_move, parse_pv, Eval, GameStart, Player, PlayerError, Reply, Score, ThinkRequest,
};
use crate::core::{Color, Move};
use crate::game::GameResult;
use crate::position::CastlingMode;
use crate::tournament::config::{EngineSpec, Timeouts};
use crate::variant::{AnyPosition, VariantKind};
use std::time::{Duration, Instant};

/// A `bestmove` answer: the move text, the ponder move, the last exact score with the `info`
/// line it came on, and the time it took.
type BestMoveAnswer = (String, Option<String>, Option<(Eval, String)>, Duration);

/// A `go ponder` running on the opponent's time.
struct Pondering {
    /// The move the engine expects the opponent to play.
    expected: Move,
}

pub struct UciPlayer {
    name: String,
    process: EngineProcess,
    timeouts: Timeouts,
    /// Options the engine declared (lower case).
    declared: Vec<String>,
    ponder: bool,
    pondering: Option<Pondering>,
    dead: bool,
}

/// What an `info` line says about the score: an exact score of the first line.
pub fn parse_info(line: &str) -> Option<Eval> {
    parse_scored_info(line).and_then(|(eval, exact)| exact.then_some(eval))
}

/// The score of an `info` line of the first line, and whether it is exact (not a
/// `lowerbound` or `upperbound`).
fn parse_scored_info(line: &str) -> Option<(Eval, bool)> {
    let mut words = line.split_whitespace();
    if words.next() != Some("info") {
        return None;
    }
    let words: Vec<&str> = words.collect();
    if words.first() == Some(&"string") {
        return None;
    }
    let mut depth = None;
    let mut score = None;
    let mut bound = false;
    let mut multipv = 1;
    let mut i = 0;
    while i < words.len() {
        match words[i] {
            "depth" => depth = words.get(i + 1).and_then(|w| w.parse::<u32>().ok()),
            "multipv" => {
                multipv = words
                    .get(i + 1)
                    .and_then(|w| w.parse::<u32>().ok())
                    .unwrap_or(1)
            }
            "score" => {
                let kind = words.get(i + 1).copied();
                let value = words.get(i + 2).and_then(|w| w.parse::<i32>().ok());
                score = match (kind, value) {
                    (Some("cp"), Some(v)) => Some(Score::Cp(v)),
                    (Some("mate"), Some(v)) => Some(Score::Mate(v)),
                    _ => None,
                };
            }
            "lowerbound" | "upperbound" => bound = true,
            // Everything after the PV or a string is free text.
            "pv" | "string" => break,
            _ => {}
        }
        i += 1;
    }
    if multipv != 1 {
        return None;
    }
    let eval = Eval {
        score: score?,
        depth: depth.unwrap_or(0),
    };
    Some((eval, !bound))
}

/// The principal variation of an `info` line that `parse_info` accepts (the words after `pv`).
pub fn parse_info_pv(line: &str) -> Vec<&str> {
    let mut words = line.split_whitespace();
    let mut pv = Vec::new();
    while let Some(w) = words.next() {
        match w {
            "string" => break,
            "pv" => {
                pv.extend(words.by_ref());
                break;
            }
            _ => {}
        }
    }
    pv
}

/// A `bestmove` line: the move text (empty when missing) and the ponder move, if any.
pub fn parse_bestmove(line: &str) -> Option<(String, Option<String>)> {
    let mut words = line.split_whitespace();
    if words.next() != Some("bestmove") {
        return None;
    }
    let best = words.next().unwrap_or("").to_string();
    let ponder = match (words.next(), words.next()) {
        (Some("ponder"), Some(p)) => Some(p.to_string()),
        _ => None,
    };
    Some((best, ponder))
}

/// The `position` command for a game so far.
pub fn position_command(start: &AnyPosition, moves: &[Move]) -> String {
    let standard_start = start.kind() == VariantKind::Standard
        && start.castling_mode() == CastlingMode::Standard
        && start.fen() == AnyPosition::default().fen();
    let mut cmd = if standard_start {
        "position startpos".to_string()
    } else {
        format!("position fen {}", start.fen())
    };
    if !moves.is_empty() {
        cmd.push_str(" moves");
        let mut pos = start.clone();
        for &m in moves {
            cmd.push(' ');
            cmd.push_str(&pos.uci(m));
            pos.play_unchecked(m);
        }
    }
    cmd
}

/// The `go` command for a request (`ponder` for a ponder search).
pub fn go_command(req: &ThinkRequest, ponder: bool) -> String {
    let mut cmd = String::from("go");
    if ponder {
        cmd.push_str(" ponder");
    }
    if let (Some(own), Some(opp)) = (req.own_ms, req.opp_ms) {
        let (w, b, wi, bi) = match req.pos.turn() {
            Color::White => (own, opp, req.own_inc_ms, req.opp_inc_ms),
            Color::Black => (opp, own, req.opp_inc_ms, req.own_inc_ms),
        };
        cmd.push_str(&format!(" wtime {w} btime {b}"));
        if wi > 0 {
            cmd.push_str(&format!(" winc {wi}"));
        }
        if bi > 0 {
            cmd.push_str(&format!(" binc {bi}"));
        }
        if let Some(n) = req.moves_to_go {
            cmd.push_str(&format!(" movestogo {n}"));
        }
    }
    if let Some(ms) = req.tc.movetime_ms {
        cmd.push_str(&format!(" movetime {ms}"));
    }
    if let Some(n) = req.tc.nodes {
        cmd.push_str(&format!(" nodes {n}"));
    }
    if let Some(d) = req.tc.depth {
        cmd.push_str(&format!(" depth {d}"));
    }
    if cmd == "go" || cmd == "go ponder" {
        cmd.push_str(" infinite");
    }
    cmd
}

impl UciPlayer {
    pub fn start(spec: &EngineSpec, timeouts: Timeouts) -> Result<UciPlayer, PlayerError> {
        let process = EngineProcess::spawn(spec)?;
        let mut player = UciPlayer {
            name: spec.name.clone(),
            process,
            timeouts,
            declared: Vec::new(),
            ponder: spec.ponder,
            pondering: None,
            dead: false,
        };
        player
            .handshake(spec)
            .inspect_err(|_| player.process.kill())?;
        Ok(player)
    }

    fn handshake(&mut self, spec: &EngineSpec) -> Result<(), PlayerError> {
        self.process.send("uci").map_err(start_error)?;
        let deadline = Instant::now() + self.timeouts.startup;
        loop {
            match self.process.recv(Some(deadline)) {
                Recv::Line(line) => {
                    let line = line.trim();
                    if line == "uciok" {
                        break;
                    }
                    if let Some(rest) = line.strip_prefix("option name ") {
                        let name = rest.split(" type ").next().unwrap_or(rest).trim();
                        self.declared.push(name.to_ascii_lowercase());
                    }
                }
                Recv::Timeout => {
                    return Err(PlayerError::Start(format!(
                        "no uciok within {} s",
                        self.timeouts.startup.as_secs_f64()
                    )))
                }
                Recv::Closed => {
                    return Err(PlayerError::Start(format!(
                        "exited during the handshake ({})",
                        self.process.exit_description()
                    )))
                }
            }
        }
        for (name, value) in &spec.options {
            if !self.declares(name) {
                log::warn!(
                    "{}: option '{name}' is not declared by the engine",
                    self.name
                );
            }
            self.process
                .send(&format!("setoption name {name} value {value}"))
                .map_err(start_error)?;
        }
        if self.declares("Ponder") {
            let value = if self.ponder { "true" } else { "false" };
            self.process
                .send(&format!("setoption name Ponder value {value}"))
                .map_err(start_error)?;
        }
        self.sync().map_err(start_error)
    }

    fn declares(&self, option: &str) -> bool {
        let option = option.to_ascii_lowercase();
        self.declared.contains(&option)
    }

    /// `isready` → `readyok`, skipping other lines (`EngineProcess::wait_ready`).
    fn sync(&mut self) -> Result<(), PlayerError> {
        self.process.send("isready")?;
        let ready = self.process.wait_ready("readyok", self.timeouts.ping);
        self.dead |= ready.is_err();
        ready
    }

    fn crashed(&mut self) -> PlayerError {
        self.dead = true;
        PlayerError::Crashed(self.process.exit_description())
    }

    fn stalled(&mut self, what: String) -> PlayerError {
        self.dead = true;
        self.process.kill();
        PlayerError::Stalled(what)
    }

    /// Waits for `bestmove`, collecting the last exact score. `deadline`: when to send `stop`.
    fn wait_bestmove(
        &mut self,
        deadline: Option<Instant>,
        started: Instant,
    ) -> Result<BestMoveAnswer, PlayerError> {
        let mut eval = None;
        // Where every line of an answer is a bound (a mate whose line could not be completed
        // is sent as one), the last bound is the engine's word on the move.
        let mut bound_eval = None;
        let answer = |line: &str| {
            match parse_scored_info(line) {
                Some((e, true)) => eval = Some((e, line.to_string())),
                Some((e, false)) => bound_eval = Some((e, line.to_string())),
                None => {
                    return parse_bestmove(line)
                        .map(|(best, ponder)| (best, ponder, started.elapsed()))
                }
            }
            None
        };
        let stop = Some(("stop", self.timeouts.stall));
        match self.process.wait_for(deadline, stop, answer) {
            Ok((best, ponder, elapsed)) => Ok((best, ponder, eval.or(bound_eval), elapsed)),
            Err(NoAnswer::Timeout) => Err(self.stalled(format!(
                "no bestmove {} s after stop",
                self.timeouts.stall.as_secs_f64()
            ))),
            Err(NoAnswer::Closed) => Err(self.crashed()),
        }
    }

    /// Ends a running ponder search (its move is discarded).
    fn stop_pondering(&mut self) -> Result<(), PlayerError> {
        if self.pondering.take().is_some() {
            // A deadline already passed: `stop` goes out at once.
            self.wait_bestmove(Some(Instant::now()), Instant::now())?;
        }
        Ok(())
    }
}

fn start_error(e: PlayerError) -> PlayerError {
    match e {
        PlayerError::Start(_) => e,
        other => PlayerError::Start(other.to_string()),
    }
}

impl Player for UciPlayer {
    fn name(&self) -> &str {
        &self.name
    }

    fn start_game(&mut self, game: &GameStart) -> Result<(), PlayerError> {
        self.stop_pondering()?;
        self.process.send("ucinewgame")?;
        let kind = game.start.kind();
        if self.declares("UCI_Variant") {
            self.process.send(&format!(
                "setoption name UCI_Variant value {}",
                kind.uci_name()
            ))?;
        } else if kind != VariantKind::Standard {
            return Err(PlayerError::Unsupported(format!(
                "the engine does not declare UCI_Variant (needed for {})",
                kind.uci_name()
            )));
        }
        let chess960 = game.start.castling_mode() == CastlingMode::Chess960;
        if self.declares("UCI_Chess960") {
            self.process.send(&format!(
                "setoption name UCI_Chess960 value {}",
                if chess960 { "true" } else { "false" }
            ))?;
        } else if chess960 {
            return Err(PlayerError::Unsupported(
                "the engine does not declare UCI_Chess960".into(),
            ));
        }
        self.sync()
    }

    fn think(&mut self, req: &ThinkRequest) -> Result<Reply, PlayerError> {
        let mut started = Instant::now();
        let mut from_ponder = false;
        if let Some(p) = self.pondering.take() {
            if req.moves.last() == Some(&p.expected) {
                self.process.send("ponderhit")?;
                started = Instant::now();
                from_ponder = true;
            } else {
                self.pondering = Some(p);
                self.stop_pondering()?;
            }
        }
        if !from_ponder {
            self.process.send(&position_command(req.start, req.moves))?;
            started = Instant::now();
            self.process.send(&go_command(req, false))?;
        }
        let deadline = req.limit.map(|l| started + l);
        let (best, ponder, info, elapsed) = self.wait_bestmove(deadline, started)?;
        let (eval, pv) = match info {
            Some((eval, line)) => (Some(eval), parse_pv(req.pos, parse_info_pv(&line))),
            None => (None, Vec::new()),
        };
        let mv = parse_move(req.pos, &best)
            .filter(|_| !matches!(best.as_str(), "0000" | "(none)" | "@@@@"))
            .ok_or(PlayerError::IllegalMove(best.clone()))?;
        if self.ponder {
            let mut after = req.pos.clone();
            after.play_unchecked(mv);
            let expected = ponder.and_then(|p| parse_move(&after, &p));
            if let Some(expected) = expected {
                let mut next = after.clone();
                next.play_unchecked(expected);
                if next.outcome().is_none() {
                    let mut moves = req.moves.to_vec();
                    moves.push(mv);
                    moves.push(expected);
                    self.process.send(&position_command(req.start, &moves))?;
                    // The clocks as they will stand: ours after this move, the opponent's now.
                    let own_after = req
                        .own_ms
                        .map(|t| t - elapsed.as_millis() as i64 + req.own_inc_ms as i64);
                    let ponder_req = ThinkRequest {
                        pos: &next,
                        own_ms: own_after,
                        opp_ms: req.opp_ms,
                        ..req.clone()
                    };
                    self.process.send(&go_command(&ponder_req, true))?;
                    self.pondering = Some(Pondering { expected });
                }
            }
        }
        Ok(Reply {
            mv,
            eval,
            elapsed,
            book: false,
            pv,
        })
    }

    fn end_game(&mut self, _result: GameResult, _reason: &str) {
        if self.stop_pondering().is_err() {
            self.dead = true;
        }
    }

    fn is_alive(&mut self) -> bool {
        !self.dead && !self.process.has_exited()
    }

    fn quit(&mut self) {
        let _ = self.stop_pondering();
        self.process.shutdown("quit", Duration::from_millis(500));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::config::TimeControl;

    #[test]
    fn info_lines() {
        assert_eq!(
            parse_info("info depth 12 seldepth 18 multipv 1 score cp 31 nodes 1000 pv e2e4 e7e5"),
            Some(Eval {
                score: Score::Cp(31),
                depth: 12
            })
        );
        assert_eq!(
            parse_info("info depth 20 score mate -3 pv e2e4"),
            Some(Eval {
                score: Score::Mate(-3),
                depth: 20
            })
        );
        assert_eq!(parse_info("info depth 12 score cp 31 lowerbound"), None);
        // The bound is still read, as one: the fallback of an answer without an exact line.
        assert_eq!(
            parse_scored_info("info depth 9 score mate 4 upperbound pv e2e4"),
            Some((
                Eval {
                    score: Score::Mate(4),
                    depth: 9
                },
                false
            ))
        );
        assert_eq!(
            parse_scored_info("info depth 9 multipv 2 score cp 3 lowerbound"),
            None
        );
        assert_eq!(parse_info("info depth 12 multipv 2 score cp 5"), None);
        assert_eq!(parse_info("info string score cp 100"), None);
        assert_eq!(parse_info("info depth 3 currmove e2e4"), None);
        assert_eq!(parse_info("bestmove e2e4"), None);
        assert_eq!(
            parse_info_pv("info depth 12 score cp 31 nodes 1000 pv e2e4 e7e5"),
            ["e2e4", "e7e5"]
        );
        assert!(parse_info_pv("info string pv e2e4").is_empty());
    }

    #[test]
    fn bestmove_lines() {
        assert_eq!(
            parse_bestmove("bestmove e2e4 ponder e7e5"),
            Some(("e2e4".to_string(), Some("e7e5".to_string())))
        );
        assert_eq!(
            parse_bestmove("  bestmove (none)"),
            Some(("(none)".to_string(), None))
        );
        assert_eq!(parse_bestmove("bestmove"), Some((String::new(), None)));
        assert_eq!(
            parse_bestmove("bestmove a7a8q ponder"),
            Some(("a7a8q".to_string(), None))
        );
        assert_eq!(parse_bestmove("info string bestmove e2e4"), None);
    }

    #[test]
    fn commands() {
        let start = AnyPosition::default();
        let mut pos = start.clone();
        let e4 = pos.parse_uci("e2e4").unwrap();
        pos.play_unchecked(e4);
        assert_eq!(
            position_command(&start, &[e4]),
            "position startpos moves e2e4"
        );
        let tc = TimeControl::parse(&["40/10+0.1".to_string(), "depth=9".to_string()]).unwrap();
        let req = ThinkRequest {
            start: &start,
            moves: &[e4],
            pos: &pos,
            tc: &tc,
            own_ms: Some(9000),
            opp_ms: Some(-20),
            own_inc_ms: 100,
            opp_inc_ms: 100,
            moves_to_go: Some(40),
            limit: None,
        };
        assert_eq!(
            go_command(&req, false),
            "go wtime -20 btime 9000 winc 100 binc 100 movestogo 40 depth 9"
        );
        let tc = TimeControl::parse(&["nodes=500".to_string()]).unwrap();
        let req = ThinkRequest {
            tc: &tc,
            own_ms: None,
            opp_ms: None,
            moves_to_go: None,
            ..req
        };
        assert_eq!(go_command(&req, false), "go nodes 500");
        let tc = TimeControl::default();
        let req = ThinkRequest { tc: &tc, ..req };
        assert_eq!(go_command(&req, true), "go ponder infinite");
        let c960 = AnyPosition::new(VariantKind::Standard, CastlingMode::Chess960);
        assert!(position_command(&c960, &[]).starts_with("position fen rnbqkbnr/"));
    }
}

//! The client side of XBoard / CECP v2 for external engines.
//!
//! Start: `xboard`, `protover 2`, `feature` lines (each answered `accepted`; unknown ones
//! `rejected`) until `done=1`, or 2 s without `done` (xboard's and python-chess's rule; `done=0`
//! extends the wait to the startup timeout, and so does silence: an engine that has said nothing at
//! all in 2 s is still starting, a protocol-1 engine answers at least with a line). Options with
//! `option NAME=VALUE`, then `ping` → `pong`. Per game: `new`, `variant` (`fischerandom` for
//! Chess960; refused unless the engine lists it), `force`, `setboard FEN` for other starts (needs
//! `setboard=1`), `post`, `easy`, the time control (`level MPS BASE INC`, `st`, `sd`, `nps`+`st`
//! for nodes), `ping`. Per move, the runner keeps the engine in force mode: the moves it has not
//! seen (`usermove` when asked for), `time`/`otim` in centiseconds, then `go`. Thinking output
//! (`ply score time nodes pv`) gives the score; `move M` (coordinates or SAN) the move. `resign`,
//! result claims and `Illegal move` answers end the game; when the limit passes, `?` asks for the
//! move now, and nothing within the stall timeout is a stalled connection.

use super::process::{EngineProcess, NoAnswer, Recv};
use super::{
    parse_move, parse_pv, Eval, GameStart, Player, PlayerError, Reply, Score, ThinkRequest,
};
use crate::core::Move;
use crate::game::GameResult;
use crate::position::CastlingMode;
use crate::tournament::config::{fmt_secs, EngineSpec, TimeControl, Timeouts};
use crate::variant::{AnyPosition, VariantKind};
use std::time::{Duration, Instant};

/// Features an engine announced.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Features {
    pub ping: bool,
    pub setboard: bool,
    pub usermove: bool,
    pub san: bool,
    pub time: bool,
    pub variants: Option<Vec<String>>,
    pub myname: Option<String>,
    pub done: Option<bool>,
}

/// Reads `feature a=1 b="x y" ...` into `features`; returns the names seen (to accept).
pub fn parse_features(line: &str, features: &mut Features) -> Vec<(String, bool)> {
    let mut seen = Vec::new();
    let Some(mut rest) = line.trim().strip_prefix("feature") else {
        return seen;
    };
    loop {
        rest = rest.trim_start();
        let Some(eq) = rest.find('=') else { break };
        let name = rest[..eq].trim().to_string();
        rest = &rest[eq + 1..];
        let value = if let Some(r) = rest.strip_prefix('"') {
            let end = r.find('"').unwrap_or(r.len());
            let v = r[..end].to_string();
            rest = r.get(end + 1..).unwrap_or("");
            v
        } else {
            let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
            let v = rest[..end].to_string();
            rest = &rest[end..];
            v
        };
        let on = value == "1";
        let known = match name.as_str() {
            "ping" => {
                features.ping = on;
                true
            }
            "setboard" => {
                features.setboard = on;
                true
            }
            "usermove" => {
                features.usermove = on;
                true
            }
            "san" => {
                features.san = on;
                true
            }
            "time" => {
                features.time = on;
                true
            }
            "variants" => {
                features.variants = Some(value.split(',').map(|v| v.trim().to_string()).collect());
                true
            }
            "myname" => {
                features.myname = Some(value);
                true
            }
            "done" => {
                features.done = Some(on);
                true
            }
            "sigint" | "sigterm" | "reuse" | "analyze" | "colors" | "draw" | "playother"
            | "name" | "nps" | "debug" | "memory" | "smp" | "egt" | "option" | "pause"
            | "highlight" | "exclude" | "setscore" | "ics" => true,
            _ => false,
        };
        seen.push((name, known));
    }
    seen
}

/// A thinking-output line: `ply score time nodes [...] pv` (score in centipawns from the
/// engine's side; mates as 100000 + moves).
pub fn parse_thinking(line: &str) -> Option<Eval> {
    let mut words = line.split_whitespace();
    let depth: u32 = words.next()?.trim_end_matches(['.', '&']).parse().ok()?;
    let score: i64 = words.next()?.parse().ok()?;
    // Time and nodes must be numbers too, or this is some other output.
    words.next()?.parse::<i64>().ok()?;
    words.next()?.parse::<i64>().ok()?;
    let score = if score >= 100_000 {
        Score::Mate((score - 100_000).clamp(1, 10_000) as i32)
    } else if score <= -100_000 {
        Score::Mate(-((-score - 100_000).clamp(1, 10_000) as i32))
    } else {
        Score::Cp(score as i32)
    };
    Some(Eval { score, depth })
}

/// `level MPS BASE INC` with the base as `M:SS` or minutes.
pub fn level_command(moves: Option<u32>, base_ms: u64, inc_ms: u64) -> String {
    let secs = base_ms / 1000;
    let base = if base_ms.is_multiple_of(1000) {
        if secs.is_multiple_of(60) {
            format!("{}", secs / 60)
        } else {
            format!("{}:{:02}", secs / 60, secs % 60)
        }
    } else {
        // Fractional seconds: `M:SS.f` (engines that read whole seconds see `M:SS`).
        let frac = format!("{:03}", base_ms % 1000);
        format!(
            "{}:{:02}.{}",
            secs / 60,
            secs % 60,
            frac.trim_end_matches('0')
        )
    };
    format!("level {} {base} {}", moves.unwrap_or(0), fmt_secs(inc_ms))
}

pub struct XboardPlayer {
    name: String,
    process: EngineProcess,
    timeouts: Timeouts,
    features: Features,
    /// Moves of the current game the engine has been sent.
    sent: usize,
    /// The castling mode of the current game (Chess960 castling goes out as `O-O`).
    mode: CastlingMode,
    ping_counter: u32,
    dead: bool,
}

impl XboardPlayer {
    pub fn start(spec: &EngineSpec, timeouts: Timeouts) -> Result<XboardPlayer, PlayerError> {
        if spec.ponder {
            return Err(PlayerError::Start(
                "ponder is supported for UCI engines only".into(),
            ));
        }
        let process = EngineProcess::spawn(spec)?;
        let mut player = XboardPlayer {
            name: spec.name.clone(),
            process,
            timeouts,
            features: Features {
                time: true,
                ..Features::default()
            },
            sent: 0,
            mode: CastlingMode::Standard,
            ping_counter: 0,
            dead: false,
        };
        player
            .handshake(spec)
            .inspect_err(|_| player.process.kill())?;
        Ok(player)
    }

    fn handshake(&mut self, spec: &EngineSpec) -> Result<(), PlayerError> {
        let start_err = |e: PlayerError| match e {
            PlayerError::Start(_) => e,
            other => PlayerError::Start(other.to_string()),
        };
        self.process.send("xboard").map_err(start_err)?;
        self.process.send("protover 2").map_err(start_err)?;
        let begun = Instant::now();
        let mut deadline = begun + Duration::from_secs(2);
        let mut heard = false;
        loop {
            match self.process.recv(Some(deadline)) {
                Recv::Line(line) => {
                    heard = true;
                    if !line.trim_start().starts_with("feature") {
                        continue;
                    }
                    let mut features = self.features.clone();
                    for (name, known) in parse_features(&line, &mut features) {
                        let word = if known { "accepted" } else { "rejected" };
                        self.process
                            .send(&format!("{word} {name}"))
                            .map_err(start_err)?;
                    }
                    self.features = features;
                    match self.features.done {
                        Some(true) => break,
                        Some(false) => deadline = begun + self.timeouts.startup,
                        None => {}
                    }
                }
                // No `done=1` in time: a protocol-1 engine, or a slow one; go on (as xboard).
                // Warned: a slow engine's late `usermove=1` or `ping=1` goes unread, and its
                // games then fail as if by its own fault.
                // Nothing at all yet: a loaded machine can take seconds to start an
                // interpreter, so wait on up to the startup timeout before deciding.
                Recv::Timeout if !heard && deadline < begun + self.timeouts.startup => {
                    deadline = begun + self.timeouts.startup;
                }
                Recv::Timeout => {
                    let hint = if self.features.done.is_none() {
                        " (an engine that starts slowly should send `feature done=0` first)"
                    } else {
                        ""
                    };
                    log::warn!(
                        "{}: no `feature done=1` within {:.0} s; going on as with a protocol-1 \
                         engine{hint}",
                        self.name,
                        (deadline - begun).as_secs_f64()
                    );
                    break;
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
            self.process
                .send(&format!("option {name}={value}"))
                .map_err(start_err)?;
        }
        self.sync().map_err(start_err)
    }

    /// `ping N` → `pong N` (engines without `ping=1` get a short pause instead).
    fn sync(&mut self) -> Result<(), PlayerError> {
        if !self.features.ping {
            std::thread::sleep(Duration::from_millis(100));
            return if self.process.has_exited() {
                Err(self.crashed())
            } else {
                Ok(())
            };
        }
        self.ping_counter += 1;
        let n = self.ping_counter;
        self.process.send(&format!("ping {n}"))?;
        let ready = self
            .process
            .wait_ready(&format!("pong {n}"), self.timeouts.ping);
        self.dead |= ready.is_err();
        ready
    }

    fn crashed(&mut self) -> PlayerError {
        self.dead = true;
        PlayerError::Crashed(self.process.exit_description())
    }

    /// A move as the engine reads it: coordinates, `O-O`/`O-O-O` for Chess960 castling,
    /// `P@e4` for drops.
    fn move_text(&self, pos: &AnyPosition, m: Move) -> String {
        if m.is_castle() && self.mode == CastlingMode::Chess960 {
            return match m.castling_side() {
                crate::core::CastlingSide::King => "O-O".to_string(),
                crate::core::CastlingSide::Queen => "O-O-O".to_string(),
            };
        }
        if m.is_drop() {
            let role = pos.uci(m);
            // UCI writes drops as `P@e4` already; keep the piece letter upper case.
            return role;
        }
        let mut standard = pos.clone();
        standard.set_castling_mode(CastlingMode::Standard);
        if standard.is_legal(m) {
            standard.uci(m)
        } else {
            pos.uci(m)
        }
    }

    fn send_moves(&mut self, req: &ThinkRequest) -> Result<(), PlayerError> {
        let mut pos = req.start.clone();
        for (i, &m) in req.moves.iter().enumerate() {
            if i >= self.sent {
                let text = self.move_text(&pos, m);
                let line = if self.features.usermove {
                    format!("usermove {text}")
                } else {
                    text
                };
                self.process.send(&line)?;
            }
            pos.play_unchecked(m);
        }
        self.sent = req.moves.len();
        Ok(())
    }

    fn time_control_commands(tc: &TimeControl) -> Vec<String> {
        let mut cmds = Vec::new();
        if let Some(c) = tc.clock {
            cmds.push(level_command(c.moves, c.base_ms, c.inc_ms));
        } else if let Some(ms) = tc.movetime_ms {
            cmds.push(format!("st {}", fmt_secs(ms)));
        } else if let Some(n) = tc.nodes {
            // cutechess's mapping: N nodes per "second", one second per move.
            cmds.push(format!("nps {n}"));
            cmds.push("st 1".to_string());
        }
        if let Some(d) = tc.depth {
            cmds.push(format!("sd {d}"));
        }
        cmds
    }
}

impl Player for XboardPlayer {
    fn name(&self) -> &str {
        &self.name
    }

    fn start_game(&mut self, game: &GameStart) -> Result<(), PlayerError> {
        self.process.send("new")?;
        let kind = game.start.kind();
        self.mode = game.start.castling_mode();
        let variant = match (kind, self.mode) {
            (VariantKind::Standard, CastlingMode::Chess960) => Some("fischerandom"),
            (VariantKind::Standard, CastlingMode::Standard) => None,
            (k, _) => Some(k.xboard_name()),
        };
        if let Some(v) = variant {
            let listed = self
                .features
                .variants
                .as_ref()
                .is_some_and(|vs| vs.iter().any(|x| x == v));
            if !listed {
                return Err(PlayerError::Unsupported(format!(
                    "the engine does not list the variant {v}"
                )));
            }
            self.process.send(&format!("variant {v}"))?;
        }
        self.process.send("force")?;
        let standard_start = game.start.fen() == AnyPosition::new(kind, self.mode).fen();
        if !standard_start {
            if !self.features.setboard {
                return Err(PlayerError::Unsupported(
                    "the engine has no setboard for this start position".into(),
                ));
            }
            self.process
                .send(&format!("setboard {}", game.start.fen()))?;
        }
        for cmd in Self::time_control_commands(game.tc) {
            self.process.send(&cmd)?;
        }
        self.process.send("post")?;
        self.process.send("easy")?;
        self.sent = 0;
        self.sync()
    }

    fn think(&mut self, req: &ThinkRequest) -> Result<Reply, PlayerError> {
        self.process.send("force")?;
        // Lines left over from the previous move (late thinking output, draw offers).
        self.process.drain();
        self.send_moves(req)?;
        if self.features.time {
            if let (Some(own), Some(opp)) = (req.own_ms, req.opp_ms) {
                self.process.send(&format!("time {}", (own / 10).max(0)))?;
                self.process.send(&format!("otim {}", (opp / 10).max(0)))?;
            }
        }
        let started = Instant::now();
        self.process.send("go")?;
        let deadline = req.limit.map(|l| started + l);
        let mut eval = None;
        let mut pv_line = String::new();
        let answer = |line: &str| {
            let line = line.trim();
            if let Some(e) = parse_thinking(line) {
                eval = Some(e);
                pv_line = line.to_string();
                return None;
            }
            let mut words = line.split_whitespace();
            let first = words.next().unwrap_or("");
            match first {
                "move" => {
                    let elapsed = started.elapsed();
                    let text = words.next().unwrap_or("").to_string();
                    Some(
                        parse_move(req.pos, &text)
                            .map(|mv| (mv, elapsed))
                            .ok_or(PlayerError::IllegalMove(text)),
                    )
                }
                "resign" => Some(Err(PlayerError::Resigned)),
                "1-0" | "0-1" | "1/2-1/2" => {
                    let comment = line[first.len()..]
                        .trim()
                        .trim_start_matches('{')
                        .trim_end_matches('}')
                        .to_string();
                    if comment.to_ascii_lowercase().contains("resign") {
                        return Some(Err(PlayerError::Resigned));
                    }
                    Some(Err(PlayerError::Claim {
                        result: GameResult::from_token(first).unwrap_or_default(),
                        comment,
                    }))
                }
                _ if line.starts_with("Illegal move") => {
                    Some(Err(PlayerError::RejectsMove(line.to_string())))
                }
                _ => None,
            }
        };
        let move_now = Some(("?", self.timeouts.stall));
        match self.process.wait_for(deadline, move_now, answer) {
            Ok(Ok((mv, elapsed))) => {
                self.sent = req.moves.len() + 1;
                // The thinking line's PV follows its four numbers.
                let pv = parse_pv(req.pos, pv_line.split_whitespace().skip(4));
                Ok(Reply {
                    mv,
                    eval,
                    elapsed,
                    book: false,
                    pv,
                })
            }
            Ok(Err(e)) => Err(e),
            Err(NoAnswer::Timeout) => {
                self.dead = true;
                self.process.kill();
                Err(PlayerError::Stalled(format!(
                    "no move {} s after '?'",
                    self.timeouts.stall.as_secs_f64()
                )))
            }
            Err(NoAnswer::Closed) => Err(self.crashed()),
        }
    }

    fn end_game(&mut self, result: GameResult, reason: &str) {
        let _ = self.process.send(&format!("result {result} {{{reason}}}"));
        let _ = self.process.send("force");
    }

    fn is_alive(&mut self) -> bool {
        !self.dead && !self.process.has_exited()
    }

    fn quit(&mut self) {
        self.process.shutdown("quit", Duration::from_millis(500));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn features() {
        let mut f = Features::default();
        let seen = parse_features(
            "feature ping=1 setboard=1 usermove=1 myname=\"Phalanx XXV\" variants=\"normal,fischerandom\" foo=2 done=1",
            &mut f,
        );
        assert!(f.ping && f.setboard && f.usermove && !f.san);
        assert_eq!(f.myname.as_deref(), Some("Phalanx XXV"));
        assert_eq!(
            f.variants,
            Some(vec!["normal".to_string(), "fischerandom".to_string()])
        );
        assert_eq!(f.done, Some(true));
        assert!(seen.contains(&("foo".to_string(), false)));
        assert!(seen.contains(&("myname".to_string(), true)));
        assert!(parse_features("tellics hello", &mut f).is_empty());
    }

    #[test]
    fn thinking_and_levels() {
        assert_eq!(
            parse_thinking("9 31 120 45012 e2e4 e7e5"),
            Some(Eval {
                score: Score::Cp(31),
                depth: 9
            })
        );
        assert_eq!(
            parse_thinking("12 100003 120 45012\tQh5"),
            Some(Eval {
                score: Score::Mate(3),
                depth: 12
            })
        );
        assert_eq!(
            parse_thinking("12 -100002 120 45012 Qh5").map(|e| e.score),
            Some(Score::Mate(-2))
        );
        assert_eq!(parse_thinking("move e2e4"), None);
        assert_eq!(parse_thinking("12 abc 1 1"), None);
        assert_eq!(level_command(None, 60_000, 500), "level 0 1 0.5");
        assert_eq!(level_command(Some(40), 90_000, 0), "level 40 1:30 0");
        assert_eq!(level_command(None, 1000, 10), "level 0 0:01 0.01");
        assert_eq!(level_command(None, 1500, 10), "level 0 0:01.5 0.01");
    }
}

//! What a tournament is asked to do, parsed from `key=value` words as cutechess and fastchess
//! spell them: engine specifications, time controls, adjudication rules.

use crate::game::clock::ClockSpec;
use crate::position::CastlingMode;
use crate::variant::VariantKind;
use std::fmt;
use std::path::PathBuf;
use std::time::Duration;

/// Why a setting was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConfigError {
    /// A word is not `key=value` where one is expected, or the key is unknown.
    UnknownKey { context: &'static str, word: String },
    /// A value does not parse.
    BadValue {
        context: &'static str,
        key: String,
        value: String,
        expected: &'static str,
    },
    /// Something required is missing or settings contradict each other.
    Invalid(String),
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::UnknownKey { context, word } => {
                write!(f, "{context}: unknown setting '{word}'")
            }
            ConfigError::BadValue {
                context,
                key,
                value,
                expected,
            } => write!(
                f,
                "{context}: invalid {key}='{value}' (expected {expected})"
            ),
            ConfigError::Invalid(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for ConfigError {}

fn bad(context: &'static str, key: &str, value: &str, expected: &'static str) -> ConfigError {
    ConfigError::BadValue {
        context,
        key: key.to_string(),
        value: value.to_string(),
        expected,
    }
}

/// The rules and castling mode a variant name means (`chess960`, `fischerandom`, `960` are
/// standard rules with Chess960 castling): `VariantKind::from_name_with_castling`.
pub fn parse_variant(name: &str) -> Option<(VariantKind, CastlingMode)> {
    VariantKind::from_name_with_castling(name)
}

/// Seconds (`1.5`) or minutes and seconds (`1:30`) as milliseconds.
fn parse_seconds(text: &str) -> Option<u64> {
    let text = text.trim();
    let (minutes, seconds) = match text.split_once(':') {
        Some((m, s)) => (m.parse::<u64>().ok()?, s),
        None => (0, text),
    };
    let s: f64 = seconds.parse().ok()?;
    if !s.is_finite() || s < 0.0 {
        return None;
    }
    Some(minutes * 60_000 + (s * 1000.0).round() as u64)
}

/// How long an engine may think: a clock, and/or fixed limits per move.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct TimeControl {
    pub clock: Option<ClockSpec>,
    /// Fixed time per move (`movetime=`, cutechess's `st=`).
    pub movetime_ms: Option<u64>,
    pub nodes: Option<u64>,
    pub depth: Option<u32>,
}

impl TimeControl {
    /// Reads one word into `self`: `BASE+INC`, `MOVES/BASE+INC`, `MOVES/BASE`, `BASE`
    /// (seconds or `m:ss`), `inf`, `movetime=S` (or `st=S`), `nodes=N`, `depth=D`.
    pub fn apply_word(&mut self, word: &str) -> Result<(), ConfigError> {
        const CTX: &str = "time control";
        let word = word.trim();
        if let Some((key, value)) = word.split_once('=') {
            match key {
                "movetime" | "st" => {
                    self.movetime_ms = Some(
                        parse_seconds(value)
                            .filter(|&ms| ms > 0)
                            .ok_or_else(|| bad(CTX, key, value, "seconds, e.g. 0.5"))?,
                    )
                }
                "nodes" => {
                    self.nodes = Some(
                        value
                            .parse()
                            .ok()
                            .filter(|&n| n > 0)
                            .ok_or_else(|| bad(CTX, key, value, "a positive node count"))?,
                    )
                }
                "depth" | "plies" => {
                    self.depth = Some(
                        value
                            .parse()
                            .ok()
                            .filter(|&d| d > 0)
                            .ok_or_else(|| bad(CTX, key, value, "a positive depth"))?,
                    )
                }
                "tc" => return self.apply_word(value),
                _ => {
                    return Err(ConfigError::UnknownKey {
                        context: CTX,
                        word: word.to_string(),
                    })
                }
            }
            return Ok(());
        }
        if word.eq_ignore_ascii_case("inf") || word.eq_ignore_ascii_case("infinite") {
            self.clock = None;
            return Ok(());
        }
        let expected = "BASE+INC, MOVES/BASE+INC or inf (times in seconds or m:ss)";
        let (moves, rest) = match word.split_once('/') {
            Some((m, rest)) => (
                Some(
                    m.parse::<u32>()
                        .ok()
                        .filter(|&m| m > 0)
                        .ok_or_else(|| bad(CTX, "tc", word, expected))?,
                ),
                rest,
            ),
            None => (None, word),
        };
        let (base, inc) = match rest.split_once('+') {
            Some((b, i)) => (b, Some(i)),
            None => (rest, None),
        };
        let base_ms = parse_seconds(base).ok_or_else(|| bad(CTX, "tc", word, expected))?;
        let inc_ms = match inc {
            Some(i) => parse_seconds(i).ok_or_else(|| bad(CTX, "tc", word, expected))?,
            None => 0,
        };
        if base_ms == 0 && inc_ms == 0 {
            return Err(bad(CTX, "tc", word, "a clock with some time"));
        }
        self.clock = Some(ClockSpec {
            moves,
            base_ms,
            inc_ms,
        });
        Ok(())
    }

    pub fn parse(words: &[String]) -> Result<TimeControl, ConfigError> {
        let mut tc = TimeControl::default();
        for w in words {
            tc.apply_word(w)?;
        }
        Ok(tc)
    }

    /// Nothing limits a move: no clock, movetime, nodes or depth.
    pub fn is_unlimited(&self) -> bool {
        self.clock.is_none()
            && self.movetime_ms.is_none()
            && self.nodes.is_none()
            && self.depth.is_none()
    }

    /// The PGN `TimeControl` tag: `300+3`, `40/9000`, `40/60+0.5`, `1/0.5` for a fixed time per
    /// move, `-` when no clock runs (nodes or depth only).
    pub fn pgn_tag(&self) -> String {
        if let Some(c) = self.clock {
            let mut s = String::new();
            if let Some(m) = c.moves {
                s.push_str(&format!("{m}/"));
            }
            s.push_str(&fmt_secs(c.base_ms));
            if c.inc_ms > 0 {
                s.push('+');
                s.push_str(&fmt_secs(c.inc_ms));
            }
            return s;
        }
        if let Some(ms) = self.movetime_ms {
            return format!("1/{}", fmt_secs(ms));
        }
        "-".to_string()
    }
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts = Vec::new();
        if self.clock.is_some() {
            parts.push(self.pgn_tag());
        }
        if let Some(ms) = self.movetime_ms {
            parts.push(format!("movetime={}", fmt_secs(ms)));
        }
        if let Some(n) = self.nodes {
            parts.push(format!("nodes={n}"));
        }
        if let Some(d) = self.depth {
            parts.push(format!("depth={d}"));
        }
        if parts.is_empty() {
            parts.push("inf".into());
        }
        f.write_str(&parts.join(" "))
    }
}

/// Milliseconds as seconds without trailing zeros: `1000` → `1`, `10` → `0.01`.
pub fn fmt_secs(ms: u64) -> String {
    if ms.is_multiple_of(1000) {
        return (ms / 1000).to_string();
    }
    let s = format!("{}.{:03}", ms / 1000, ms % 1000);
    s.trim_end_matches('0').to_string()
}

/// The protocol an external engine speaks.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Protocol {
    Uci,
    Xboard,
}

/// One engine of the tournament.
#[derive(Clone, Debug, PartialEq)]
pub struct EngineSpec {
    pub name: String,
    /// `None`: ferrum in-process.
    pub command: Option<PathBuf>,
    pub args: Vec<String>,
    pub protocol: Protocol,
    pub dir: Option<PathBuf>,
    /// Options in the order given (`option.Hash=64`).
    pub options: Vec<(String, String)>,
    /// The engine's own time control, if it differs from the tournament's.
    pub tc: Option<TimeControl>,
    /// Extra time after the clock runs out before a move counts as late (ms).
    pub time_margin_ms: Option<u64>,
    /// Think on the opponent's time (UCI engines).
    pub ponder: bool,
    /// Start a fresh process for every game.
    pub restart: bool,
}

impl EngineSpec {
    pub fn in_process(name: &str) -> EngineSpec {
        EngineSpec {
            name: name.to_string(),
            command: None,
            args: Vec::new(),
            protocol: Protocol::Uci,
            dir: None,
            options: Vec::new(),
            tc: None,
            time_margin_ms: None,
            ponder: false,
            restart: false,
        }
    }

    pub fn is_in_process(&self) -> bool {
        self.command.is_none()
    }

    /// Reads `--engine`/`--each` words into the spec.
    pub fn apply_words(&mut self, words: &[String], each: bool) -> Result<(), ConfigError> {
        const CTX: &str = "engine";
        for word in words {
            let word = word.trim();
            if word.is_empty() {
                continue;
            }
            if word == "ponder" {
                self.ponder = true;
                continue;
            }
            let Some((key, value)) = word.split_once('=') else {
                return Err(ConfigError::UnknownKey {
                    context: CTX,
                    word: word.to_string(),
                });
            };
            if let Some(option) = key.strip_prefix("option.") {
                if option.is_empty() {
                    return Err(bad(CTX, key, value, "option.NAME=VALUE"));
                }
                match self.options.iter_mut().find(|(n, _)| n == option) {
                    Some((_, v)) => *v = value.to_string(),
                    None => self.options.push((option.to_string(), value.to_string())),
                }
                continue;
            }
            match key {
                "name" if !each => self.name = value.to_string(),
                "cmd" if !each => {
                    // `cmd=` with spaces: the first word is the program, the rest arguments.
                    let mut parts = value.split_whitespace();
                    let program = parts
                        .next()
                        .ok_or_else(|| bad(CTX, key, value, "a program"))?;
                    self.command = Some(PathBuf::from(program));
                    self.args.extend(parts.map(str::to_string));
                }
                "arg" | "args" if !each => self
                    .args
                    .extend(value.split_whitespace().map(str::to_string)),
                "dir" => self.dir = Some(PathBuf::from(value)),
                "proto" => {
                    self.protocol = match value.to_ascii_lowercase().as_str() {
                        "uci" => Protocol::Uci,
                        "xboard" | "cecp" | "winboard" => Protocol::Xboard,
                        _ => return Err(bad(CTX, key, value, "uci or xboard")),
                    }
                }
                "tc" | "st" | "movetime" | "nodes" | "depth" | "plies" => {
                    let mut tc = self.tc.clone().unwrap_or_default();
                    tc.apply_word(word)?;
                    self.tc = Some(tc);
                }
                "timemargin" => {
                    self.time_margin_ms = Some(
                        value
                            .parse()
                            .map_err(|_| bad(CTX, key, value, "milliseconds"))?,
                    )
                }
                "ponder" => {
                    self.ponder = parse_bool(value).ok_or_else(|| bad(CTX, key, value, "on/off"))?
                }
                "restart" => {
                    self.restart =
                        parse_bool(value).ok_or_else(|| bad(CTX, key, value, "on/off"))?
                }
                _ => {
                    return Err(ConfigError::UnknownKey {
                        context: CTX,
                        word: word.to_string(),
                    })
                }
            }
        }
        Ok(())
    }
}

fn parse_bool(v: &str) -> Option<bool> {
    match v.to_ascii_lowercase().as_str() {
        "on" | "true" | "1" | "yes" => Some(true),
        "off" | "false" | "0" | "no" => Some(false),
        _ => None,
    }
}

/// Parses `key=value` words against a list of known keys.
fn key_values<'a>(
    context: &'static str,
    words: &'a [String],
    known: &[&str],
) -> Result<Vec<(&'a str, &'a str)>, ConfigError> {
    words
        .iter()
        .map(|w| match w.split_once('=') {
            Some((k, v)) if known.contains(&k) => Ok((k, v)),
            _ => Err(ConfigError::UnknownKey {
                context,
                word: w.clone(),
            }),
        })
        .collect()
}

fn number<T: std::str::FromStr>(
    context: &'static str,
    key: &str,
    value: &str,
    expected: &'static str,
) -> Result<T, ConfigError> {
    value
        .parse()
        .map_err(|_| bad(context, key, value, expected))
}

/// Draw adjudication (cutechess's `-draw`): from move `move_number` on, when both engines'
/// scores stay within `score` centipawns of zero for `move_count` consecutive moves each.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct DrawRule {
    pub move_number: u32,
    pub move_count: u32,
    pub score: i32,
}

impl DrawRule {
    pub fn parse(words: &[String]) -> Result<DrawRule, ConfigError> {
        const CTX: &str = "--draw";
        let mut rule = DrawRule {
            move_number: 40,
            move_count: 8,
            score: 10,
        };
        for (k, v) in key_values(CTX, words, &["movenumber", "movecount", "score"])? {
            match k {
                "movenumber" => rule.move_number = number(CTX, k, v, "a move number")?,
                "movecount" => rule.move_count = number(CTX, k, v, "a move count")?,
                _ => rule.score = number(CTX, k, v, "centipawns")?,
            }
        }
        if rule.move_count == 0 {
            return Err(bad(CTX, "movecount", "0", "at least 1"));
        }
        Ok(rule)
    }
}

/// Resign adjudication (cutechess's `-resign`): an engine whose score is at or below
/// `-score` centipawns for `move_count` consecutive moves of its own loses; with `two_sided`
/// its opponent must also agree (score at or above `score` over the same moves).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ResignRule {
    pub move_count: u32,
    pub score: i32,
    pub two_sided: bool,
}

impl ResignRule {
    pub fn parse(words: &[String]) -> Result<ResignRule, ConfigError> {
        const CTX: &str = "--resign";
        let mut rule = ResignRule {
            move_count: 3,
            score: 400,
            two_sided: false,
        };
        for (k, v) in key_values(CTX, words, &["movecount", "score", "twosided"])? {
            match k {
                "movecount" => rule.move_count = number(CTX, k, v, "a move count")?,
                "score" => rule.score = number(CTX, k, v, "centipawns")?,
                _ => rule.two_sided = parse_bool(v).ok_or_else(|| bad(CTX, k, v, "true/false"))?,
            }
        }
        if rule.move_count == 0 || rule.score <= 0 {
            return Err(ConfigError::Invalid(
                "--resign: movecount and score must be positive".into(),
            ));
        }
        Ok(rule)
    }
}

/// `--sprt elo0=0 elo1=5 alpha=0.05 beta=0.05 model=normalized`.
pub fn parse_sprt(words: &[String]) -> Result<super::stats::Sprt, ConfigError> {
    use super::stats::{Sprt, SprtModel};
    const CTX: &str = "--sprt";
    let (mut elo0, mut elo1, mut alpha, mut beta) = (0.0, 5.0, 0.05, 0.05);
    let mut model = SprtModel::default();
    for (k, v) in key_values(CTX, words, &["elo0", "elo1", "alpha", "beta", "model"])? {
        match k {
            "elo0" => elo0 = number(CTX, k, v, "a number")?,
            "elo1" => elo1 = number(CTX, k, v, "a number")?,
            "alpha" => alpha = number(CTX, k, v, "a probability")?,
            "beta" => beta = number(CTX, k, v, "a probability")?,
            _ => {
                model = SprtModel::from_name(v)
                    .ok_or_else(|| bad(CTX, k, v, "normalized, logistic or bayesian"))?
            }
        }
    }
    Sprt::new(elo0, elo1, alpha, beta, model)
        .map_err(|e| ConfigError::Invalid(format!("{CTX}: {e}")))
}

/// The format of a tournament.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Format {
    /// Two engines.
    Match,
    /// The first engine against each of the others.
    Gauntlet,
    /// Everyone against everyone.
    RoundRobin,
}

impl Format {
    pub fn from_name(name: &str) -> Option<Format> {
        match name.to_ascii_lowercase().replace(['-', '_'], "").as_str() {
            "match" => Some(Format::Match),
            "gauntlet" => Some(Format::Gauntlet),
            "roundrobin" | "rr" => Some(Format::RoundRobin),
            _ => None,
        }
    }
}

/// Timeouts of the external-engine protocols.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Timeouts {
    /// From start to `uciok` / the end of XBoard's features.
    pub startup: Duration,
    /// `isready` → `readyok`, `ping` → `pong`.
    pub ping: Duration,
    /// After the clock ran out (and `stop` or `?` was sent): how long to wait for the move
    /// before the connection counts as stalled.
    pub stall: Duration,
}

impl Default for Timeouts {
    fn default() -> Timeouts {
        Timeouts {
            startup: Duration::from_secs(10),
            ping: Duration::from_secs(15),
            stall: Duration::from_secs(5),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(s: &str) -> Vec<String> {
        s.split_whitespace().map(str::to_string).collect()
    }

    #[test]
    fn time_controls() {
        let tc = TimeControl::parse(&words("1+0.01")).unwrap();
        assert_eq!(
            tc.clock,
            Some(ClockSpec {
                moves: None,
                base_ms: 1000,
                inc_ms: 10
            })
        );
        assert_eq!(tc.pgn_tag(), "1+0.01");
        let tc = TimeControl::parse(&words("40/1:30+0.5 depth=12")).unwrap();
        assert_eq!(
            tc.clock,
            Some(ClockSpec {
                moves: Some(40),
                base_ms: 90_000,
                inc_ms: 500
            })
        );
        assert_eq!(tc.depth, Some(12));
        assert_eq!(tc.pgn_tag(), "40/90+0.5");
        assert_eq!(tc.to_string(), "40/90+0.5 depth=12");
        let tc = TimeControl::parse(&words("movetime=0.25")).unwrap();
        assert_eq!(tc.movetime_ms, Some(250));
        assert_eq!(tc.pgn_tag(), "1/0.25");
        let tc = TimeControl::parse(&words("nodes=5000")).unwrap();
        assert_eq!((tc.nodes, tc.pgn_tag().as_str()), (Some(5000), "-"));
        assert!(TimeControl::parse(&words("inf")).unwrap().is_unlimited());
        for bad in [
            "abc",
            "0+0",
            "x/1+1",
            "1+y",
            "movetime=0",
            "nodes=-3",
            "foo=1",
        ] {
            assert!(TimeControl::parse(&words(bad)).is_err(), "{bad}");
        }
    }

    #[test]
    fn engine_specs() {
        let mut e = EngineSpec::in_process("x");
        e.apply_words(
            &words("name=sf cmd=/usr/games/stockfish proto=uci option.Hash=64 option.Threads=1 tc=10+0.1 timemargin=50 ponder"),
            false,
        )
        .unwrap();
        assert_eq!(e.name, "sf");
        assert_eq!(e.command, Some(PathBuf::from("/usr/games/stockfish")));
        assert_eq!(
            e.options,
            vec![
                ("Hash".to_string(), "64".to_string()),
                ("Threads".into(), "1".into())
            ]
        );
        assert_eq!(e.tc.as_ref().unwrap().pgn_tag(), "10+0.1");
        assert_eq!(e.time_margin_ms, Some(50));
        assert!(e.ponder && !e.is_in_process());
        let mut x = EngineSpec::in_process("p");
        x.apply_words(&words("cmd=phalanx proto=xboard arg=-l"), false)
            .unwrap();
        assert_eq!(
            (x.protocol, x.args.clone()),
            (Protocol::Xboard, vec!["-l".to_string()])
        );
        assert!(x.apply_words(&words("proto=ics"), false).is_err());
        assert!(x.apply_words(&words("bogus"), false).is_err());
        assert!(x.apply_words(&words("name=z"), true).is_err());
    }

    #[test]
    fn adjudication_rules_and_sprt() {
        let d = DrawRule::parse(&words("movenumber=30 movecount=5 score=8")).unwrap();
        assert_eq!((d.move_number, d.move_count, d.score), (30, 5, 8));
        let r = ResignRule::parse(&words("movecount=3 score=400")).unwrap();
        assert_eq!((r.move_count, r.score, r.two_sided), (3, 400, false));
        assert!(ResignRule::parse(&words("score=0")).is_err());
        assert!(DrawRule::parse(&words("moves=3")).is_err());
        let s = parse_sprt(&words("elo0=0 elo1=10 alpha=0.05 beta=0.1 model=logistic")).unwrap();
        assert_eq!((s.elo1, s.beta), (10.0, 0.1));
        assert!(parse_sprt(&words("elo0=5 elo1=0")).is_err());
        assert!(parse_sprt(&words("model=x")).is_err());
    }

    #[test]
    fn variant_names() {
        assert_eq!(
            parse_variant("chess960"),
            Some((VariantKind::Standard, CastlingMode::Chess960))
        );
        assert_eq!(
            parse_variant("fischerandom"),
            Some((VariantKind::Standard, CastlingMode::Chess960))
        );
        assert_eq!(
            parse_variant("3check"),
            Some((VariantKind::ThreeCheck, CastlingMode::Standard))
        );
        assert_eq!(parse_variant("duck"), None);
        assert_eq!(fmt_secs(10), "0.01");
        assert_eq!(fmt_secs(1500), "1.5");
    }
}

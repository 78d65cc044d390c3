//! XBoard commands: one line of GUI text parsed into a typed `Command`, without looking at the
//! position or the game state. Moves stay text here; the session checks them against the
//! position. Parsing never fails: what it cannot read becomes `Unknown` or `Malformed`.

use crate::core::{Role, Square};
use crate::notation::{San, UciMove};

/// `level MPS BASE INC`: `moves` per session (0: the whole game), the base time of a session and
/// the increment per move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Level {
    pub moves: u32,
    pub base_ms: i64,
    pub inc_ms: i64,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    Xboard,
    Protover(u32),
    Accepted(String),
    Rejected(String),
    New,
    Variant(String),
    Force,
    Go,
    PlayOther,
    Level(Level),
    /// `st`: a fixed time per move, in milliseconds.
    St(i64),
    Sd(i32),
    Nps(u64),
    /// The engine's clock, in centiseconds.
    Time(i64),
    /// The opponent's clock, in centiseconds.
    Otim(i64),
    /// A move, with or without the `usermove` prefix (still text).
    UserMove(String),
    MoveNow,
    Ping(String),
    Draw,
    Result {
        result: String,
        comment: String,
    },
    SetBoard(String),
    Edit,
    Hint,
    Bk,
    Undo,
    Remove,
    Hard,
    Easy,
    Post,
    NoPost,
    Analyze,
    Exit,
    /// `.`: a status update request in analyze mode.
    Dot,
    Name(String),
    Rating {
        engine: i32,
        opponent: i32,
    },
    Computer,
    Ics(String),
    Memory(u64),
    Cores(u64),
    EgtPath {
        kind: String,
        path: String,
    },
    /// `option NAME=VALUE`, or `option NAME` for a button.
    Option {
        name: String,
        value: Option<String>,
    },
    Random,
    Quit,
    /// `d`: the board and FEN as `#` debug lines (not part of CECP; handy in a terminal).
    Display,
    Unknown(String),
    /// A known command with arguments we cannot use; `reason` goes between the parentheses of
    /// `Error (reason): command`.
    Malformed {
        command: String,
        reason: String,
    },
}

/// A subcommand of the old `edit` mode.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditCommand {
    /// `c`: switch the colour of the pieces placed next.
    ToggleColor,
    /// `#`: clear the board.
    Clear,
    /// `Pa4`: put a piece of the current colour on a square.
    Place(Role, Square),
    /// `xa4`: empty a square.
    Empty(Square),
    /// `.`: leave edit mode.
    Done,
    Unknown(String),
}

/// The first token and the rest of the line, trimmed.
fn split_head(line: &str) -> (&str, &str) {
    let line = line.trim();
    match line.find(char::is_whitespace) {
        Some(i) => (&line[..i], line[i..].trim()),
        None => (line, ""),
    }
}

/// Leading characters of a number (`5`, `0.5`, `1:30`), ignoring what follows: the spec asks
/// engines to ignore trailing characters after the base time (`25+5`).
fn numeric_prefix(s: &str) -> &str {
    let end = s
        .find(|c: char| !(c.is_ascii_digit() || c == '.' || c == ':'))
        .unwrap_or(s.len());
    &s[..end]
}

/// A non-negative finite number.
fn parse_nonneg(s: &str) -> Option<f64> {
    s.parse::<f64>().ok().filter(|v| v.is_finite() && *v >= 0.0)
}

/// `level` base time: minutes (`5`, `0.5`) or minutes and seconds (`0:30`, `1:30.5`).
pub fn parse_base_time(text: &str) -> Option<i64> {
    let t = numeric_prefix(text);
    let secs = match t.split_once(':') {
        Some((m, s)) => {
            let m = if m.is_empty() { 0.0 } else { parse_nonneg(m)? };
            m * 60.0 + parse_nonneg(s)?
        }
        None => parse_nonneg(t)? * 60.0,
    };
    Some((secs * 1000.0).round() as i64)
}

/// The longest base time or increment `level` keeps: a year, in milliseconds.
const MAX_LEVEL_MS: i64 = 365 * 24 * 3_600_000;

fn parse_level(args: &str) -> Result<Level, String> {
    let tokens: Vec<&str> = args.split_whitespace().collect();
    let [mps, base, inc, ..] = tokens[..] else {
        return Err("level needs MPS BASE INC".into());
    };
    let moves = parse_nonneg(mps)
        .filter(|m| m.fract() == 0.0 && *m <= u32::MAX as f64)
        .ok_or("level moves per session must be a whole number")? as u32;
    // Clocks beyond a year are read as a year: the arithmetic on them stays far from overflow.
    let base_ms = parse_base_time(base)
        .ok_or("level base must be minutes or m:ss")?
        .min(MAX_LEVEL_MS);
    let inc_ms = parse_nonneg(numeric_prefix(inc))
        .map(|s| ((s * 1000.0).round() as i64).min(MAX_LEVEL_MS))
        .ok_or("level increment must be seconds")?;
    Ok(Level {
        moves,
        base_ms,
        inc_ms,
    })
}

/// Whether a lone word reads as a move (coordinate, SAN, castling, drop or null move), so that
/// bare moves are told apart from unknown commands.
pub fn looks_like_move(word: &str) -> bool {
    word == "@@@@" || word.parse::<UciMove>().is_ok() || word.parse::<San>().is_ok()
}

pub fn parse(line: &str) -> Command {
    let (head, rest) = split_head(line);
    let malformed = |reason: &str| Command::Malformed {
        command: line.trim().to_string(),
        reason: reason.to_string(),
    };
    let first_arg = rest.split_whitespace().next();
    let int_arg = || {
        first_arg
            .and_then(|t| t.parse::<f64>().ok())
            .filter(|v| v.is_finite())
    };
    match head {
        "xboard" => Command::Xboard,
        "protover" => match first_arg.and_then(|t| t.parse::<u32>().ok()) {
            Some(n) => Command::Protover(n),
            None => malformed("protover needs a version number"),
        },
        "accepted" => Command::Accepted(rest.to_string()),
        "rejected" => Command::Rejected(rest.to_string()),
        "new" => Command::New,
        "variant" => match first_arg {
            Some(v) => Command::Variant(v.to_string()),
            None => malformed("variant needs a name"),
        },
        "force" => Command::Force,
        "go" => Command::Go,
        "playother" => Command::PlayOther,
        "level" => match parse_level(rest) {
            Ok(l) => Command::Level(l),
            Err(e) => malformed(&e),
        },
        "st" => match first_arg.and_then(parse_nonneg).filter(|&s| s > 0.0) {
            Some(s) => Command::St(((s * 1000.0).round() as i64).max(1)),
            None => malformed("st needs a positive number of seconds"),
        },
        "sd" => match int_arg() {
            Some(d) if d >= 1.0 => Command::Sd(d.min(1000.0) as i32),
            _ => malformed("sd needs a depth of at least 1"),
        },
        "nps" => match int_arg() {
            Some(n) if n >= 0.0 => Command::Nps(n as u64),
            _ => malformed("nps needs a non-negative node rate"),
        },
        "time" => match int_arg() {
            Some(t) => Command::Time(t as i64),
            None => malformed("time needs centiseconds"),
        },
        "otim" => match int_arg() {
            Some(t) => Command::Otim(t as i64),
            None => malformed("otim needs centiseconds"),
        },
        "usermove" => match first_arg {
            Some(m) => Command::UserMove(m.to_string()),
            None => malformed("usermove needs a move"),
        },
        "?" => Command::MoveNow,
        "ping" => Command::Ping(rest.to_string()),
        "draw" => Command::Draw,
        "result" => {
            let (result, comment) = split_head(rest);
            if result.is_empty() {
                return malformed("result needs 1-0, 0-1, 1/2-1/2 or *");
            }
            Command::Result {
                result: result.to_string(),
                comment: comment
                    .trim_start_matches('{')
                    .trim_end_matches('}')
                    .trim()
                    .to_string(),
            }
        }
        "setboard" => {
            if rest.is_empty() {
                malformed("setboard needs a FEN")
            } else {
                Command::SetBoard(rest.to_string())
            }
        }
        "edit" => Command::Edit,
        "hint" => Command::Hint,
        "bk" => Command::Bk,
        "undo" => Command::Undo,
        "remove" => Command::Remove,
        "hard" => Command::Hard,
        "easy" => Command::Easy,
        "post" => Command::Post,
        "nopost" => Command::NoPost,
        "analyze" => Command::Analyze,
        "exit" => Command::Exit,
        "." => Command::Dot,
        "name" => Command::Name(rest.to_string()),
        "rating" => {
            let mut nums = rest.split_whitespace().map(|t| t.parse::<i32>());
            match (nums.next(), nums.next()) {
                (Some(Ok(engine)), Some(Ok(opponent))) => Command::Rating { engine, opponent },
                _ => malformed("rating needs two numbers"),
            }
        }
        "computer" => Command::Computer,
        "ics" => Command::Ics(rest.to_string()),
        "memory" => match int_arg() {
            Some(m) if m >= 1.0 => Command::Memory(m as u64),
            _ => malformed("memory needs a size in MB"),
        },
        "cores" => match int_arg() {
            Some(c) if c >= 1.0 => Command::Cores(c as u64),
            _ => malformed("cores needs a number of cores"),
        },
        "egtpath" => {
            let (kind, path) = split_head(rest);
            if kind.is_empty() || path.is_empty() {
                malformed("egtpath needs TYPE PATH")
            } else {
                Command::EgtPath {
                    kind: kind.to_string(),
                    path: path.to_string(),
                }
            }
        }
        "option" => {
            let (name, value) = match rest.split_once('=') {
                Some((n, v)) => (n.trim(), Some(v.trim().to_string())),
                None => (rest, None),
            };
            if name.is_empty() {
                malformed("option needs a name")
            } else {
                Command::Option {
                    name: name.to_string(),
                    value,
                }
            }
        }
        "random" => Command::Random,
        "quit" => Command::Quit,
        "d" => Command::Display,
        "" => Command::Unknown(String::new()),
        word if rest.is_empty() && looks_like_move(word) => Command::UserMove(word.to_string()),
        _ => Command::Unknown(line.trim().to_string()),
    }
}

/// Parses a line in edit mode.
pub fn parse_edit(line: &str) -> EditCommand {
    let t = line.trim();
    match t {
        "c" | "C" => return EditCommand::ToggleColor,
        "#" => return EditCommand::Clear,
        "." => return EditCommand::Done,
        _ => {}
    }
    let mut chars = t.chars();
    let (Some(first), Some(square)) = (chars.next(), t.get(1..)) else {
        return EditCommand::Unknown(t.to_string());
    };
    let Ok(sq) = square.parse::<Square>() else {
        return EditCommand::Unknown(t.to_string());
    };
    if first == 'x' || first == 'X' {
        return EditCommand::Empty(sq);
    }
    match Role::from_char(first) {
        Some(role) => EditCommand::Place(role, sq),
        None => EditCommand::Unknown(t.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn level(m: u32, base_ms: i64, inc_ms: i64) -> Command {
        Command::Level(Level {
            moves: m,
            base_ms,
            inc_ms,
        })
    }

    #[test]
    fn level_in_all_forms() {
        assert_eq!(parse("level 40 5 0"), level(40, 300_000, 0));
        assert_eq!(parse("level 40 0:30 0"), level(40, 30_000, 0));
        assert_eq!(parse("level 0 2 12"), level(0, 120_000, 12_000));
        assert_eq!(parse("level 40 0.5 0"), level(40, 30_000, 0));
        assert_eq!(parse("level 0 5:00 2.0"), level(0, 300_000, 2_000));
        assert_eq!(parse("level 40 1:30 0.1"), level(40, 90_000, 100));
        assert_eq!(parse("level 40 25+5 0"), level(40, 1_500_000, 0));
        // Found by fuzzing: an increment of 10^48 seconds overflowed the clock after a move.
        assert_eq!(
            parse("level 40 5 888888888888888888888888888888888888888888888888"),
            level(40, 300_000, MAX_LEVEL_MS)
        );
        assert_eq!(parse("level 0 0:05.5 0.25"), level(0, 5_500, 250));
        for bad in [
            "level",
            "level 40 5",
            "level x 5 0",
            "level 40 y 0",
            "level 4.5 5 0",
        ] {
            assert!(
                matches!(parse(bad), Command::Malformed { .. }),
                "{bad} should be malformed"
            );
        }
        assert!(matches!(parse("level -1 5 0"), Command::Malformed { .. }));
    }

    #[test]
    fn clocks_and_limits() {
        assert_eq!(parse("st 2.5"), Command::St(2_500));
        assert_eq!(parse("st 10.0"), Command::St(10_000));
        assert!(matches!(parse("st 0"), Command::Malformed { .. }));
        assert!(matches!(parse("st nan"), Command::Malformed { .. }));
        assert_eq!(parse("sd 7"), Command::Sd(7));
        assert!(matches!(parse("sd 0"), Command::Malformed { .. }));
        assert_eq!(parse("nps 1"), Command::Nps(1));
        assert_eq!(parse("time 12345"), Command::Time(12_345));
        assert_eq!(parse("otim -20"), Command::Otim(-20));
        assert_eq!(parse("time 99.7"), Command::Time(99));
        assert!(matches!(parse("time"), Command::Malformed { .. }));
    }

    #[test]
    fn moves_bare_and_prefixed() {
        for m in [
            "e2e4", "e7e8q", "O-O", "O-O-O", "@@@@", "P@h3", "Nf3", "e1h1",
        ] {
            assert_eq!(parse(m), Command::UserMove(m.into()), "{m}");
            assert_eq!(parse(&format!("usermove {m}")), Command::UserMove(m.into()));
        }
        assert_eq!(parse("hello"), Command::Unknown("hello".into()));
        assert_eq!(parse("e2e4 now"), Command::Unknown("e2e4 now".into()));
        assert!(matches!(parse("usermove"), Command::Malformed { .. }));
    }

    #[test]
    fn text_arguments() {
        assert_eq!(
            parse("setboard 8/8/8/8/8/8/8/K1k5 w - - 0 1"),
            Command::SetBoard("8/8/8/8/8/8/8/K1k5 w - - 0 1".into())
        );
        assert_eq!(
            parse("result 1-0 {White mates}"),
            Command::Result {
                result: "1-0".into(),
                comment: "White mates".into()
            }
        );
        assert_eq!(
            parse("result *"),
            Command::Result {
                result: "*".into(),
                comment: String::new()
            }
        );
        assert_eq!(
            parse("option Move_Overhead=100"),
            Command::Option {
                name: "Move_Overhead".into(),
                value: Some("100".into())
            }
        );
        assert_eq!(
            parse("option Move Overhead = 100"),
            Command::Option {
                name: "Move Overhead".into(),
                value: Some("100".into())
            }
        );
        assert_eq!(
            parse("option Clear_Hash"),
            Command::Option {
                name: "Clear_Hash".into(),
                value: None
            }
        );
        assert_eq!(
            parse("egtpath syzygy /opt/tb/a dir"),
            Command::EgtPath {
                kind: "syzygy".into(),
                path: "/opt/tb/a dir".into()
            }
        );
        assert_eq!(parse("ping 17"), Command::Ping("17".into()));
        assert_eq!(
            parse("name Fairy-Max 5.0b"),
            Command::Name("Fairy-Max 5.0b".into())
        );
        assert_eq!(
            parse("rating 2600 1500"),
            Command::Rating {
                engine: 2600,
                opponent: 1500
            }
        );
        assert_eq!(parse("memory 64"), Command::Memory(64));
        assert_eq!(parse("cores 2"), Command::Cores(2));
        assert!(matches!(parse("cores 0"), Command::Malformed { .. }));
        assert_eq!(
            parse("variant fischerandom"),
            Command::Variant("fischerandom".into())
        );
        assert_eq!(parse("protover 2"), Command::Protover(2));
        assert_eq!(parse("  quit \r"), Command::Quit);
        assert_eq!(parse("?"), Command::MoveNow);
        assert_eq!(parse("."), Command::Dot);
    }

    #[test]
    fn edit_subcommands() {
        assert_eq!(parse_edit("c"), EditCommand::ToggleColor);
        assert_eq!(parse_edit("#"), EditCommand::Clear);
        assert_eq!(parse_edit("."), EditCommand::Done);
        assert_eq!(
            parse_edit("Pa4"),
            EditCommand::Place(Role::Pawn, Square::A4)
        );
        assert_eq!(
            parse_edit("Kh8"),
            EditCommand::Place(Role::King, Square::H8)
        );
        assert_eq!(parse_edit("xe4"), EditCommand::Empty(Square::E4));
        assert!(matches!(parse_edit("Za4"), EditCommand::Unknown(_)));
        assert!(matches!(parse_edit("P"), EditCommand::Unknown(_)));
        assert!(matches!(parse_edit("Pé4"), EditCommand::Unknown(_)));
    }
}

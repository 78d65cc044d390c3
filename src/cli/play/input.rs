//! What the person at the keyboard typed: a command word or a move. Moves are read as SAN or
//! UCI, forgiving of letter case, check marks, `x`, `-` and `=`, and an unclear move is
//! answered with what it could have meant (the legal moves it matches, or all legal moves).

use ferrum::core::Move;
use ferrum::notation::{San, SanError};
use ferrum::variant::AnyPosition;
use std::fmt;

/// One line of input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Nothing typed.
    Empty,
    /// Anything else: read as a move against the position.
    Move(String),
    Undo,
    Hint,
    Flip,
    Fen,
    Pgn,
    /// `level N` (play at about N Elo), `level max` (full strength), `level` (show it).
    Level(Option<String>),
    Resign,
    Draw,
    New,
    Help,
    Quit,
}

impl Command {
    pub fn parse(line: &str) -> Command {
        let line = line.trim();
        let mut words = line.split_whitespace();
        let Some(first) = words.next() else {
            return Command::Empty;
        };
        let rest = words.next().map(str::to_string);
        match first.to_ascii_lowercase().as_str() {
            "undo" | "takeback" | "back" => Command::Undo,
            "hint" => Command::Hint,
            "flip" => Command::Flip,
            "fen" => Command::Fen,
            "pgn" => Command::Pgn,
            "level" | "elo" => Command::Level(rest),
            "resign" => Command::Resign,
            "draw" => Command::Draw,
            "new" => Command::New,
            "help" | "?" => Command::Help,
            "quit" | "exit" | "q" => Command::Quit,
            _ => Command::Move(line.to_string()),
        }
    }
}

/// The command list shown by `help`.
pub const HELP: &str = "\
Moves: SAN (Nf3, exd5, O-O, e8=Q, N@f3) or UCI (g1f3, e7e8q); case, +, # and x are optional.
Commands:
  undo        take back your last move (and ferrum's reply)
  hint        ferrum suggests a move for you
  flip        turn the board around
  fen         show the position as FEN
  pgn         show the game so far as PGN
  level N     ferrum plays at about N Elo (1320..3190); `level max` for full strength
  draw        offer a draw (ferrum accepts when it stands worse or the position is dead drawn)
  resign      give up the game
  new         start a new game (the finished one stays in the PGN file)
  help        this list
  quit        save the game as PGN and leave (also Ctrl-C, or end of input)";

/// Why typed text is not one legal move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// It fits several legal moves (in SAN).
    Ambiguous {
        text: String,
        candidates: Vec<String>,
    },
    /// It fits none; `legal` are the position's legal moves in SAN, sorted.
    Illegal {
        text: String,
        in_check: bool,
        legal: Vec<String>,
    },
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Ambiguous { text, candidates } => write!(
                f,
                "'{text}' is ambiguous: did you mean {}?",
                join_or(candidates)
            ),
            MoveError::Illegal {
                text,
                in_check,
                legal,
            } => {
                write!(f, "'{text}' is not a legal move here")?;
                if *in_check {
                    write!(f, " (you are in check)")?;
                }
                write!(f, ". Legal moves: {}", legal.join(" "))
            }
        }
    }
}
impl std::error::Error for MoveError {}

fn join_or(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// Reads typed text as a legal move of `pos`: strict SAN, then UCI, then a case- and
/// punctuation-blind comparison with every legal move's SAN and UCI.
pub fn read_move(pos: &AnyPosition, text: &str) -> Result<Move, MoveError> {
    let text = text.trim();
    let legal = pos.legal_moves();
    let ambiguous = |mut candidates: Vec<Move>| {
        candidates.sort_by_key(|m| pos.san(*m));
        candidates.dedup();
        MoveError::Ambiguous {
            text: text.to_string(),
            candidates: candidates.iter().map(|&m| pos.san(m)).collect(),
        }
    };
    match pos.parse_san(text) {
        Ok(m) => return Ok(m),
        Err(SanError::Ambiguous(_)) => {
            // Strict SAN fits several moves: those whose full SAN it abbreviates.
            return Err(ambiguous(san_candidates(pos, text)));
        }
        Err(_) => {}
    }
    for form in [text.to_string(), text.to_ascii_lowercase()] {
        if let Ok(m) = pos.parse_uci(&form) {
            return Ok(m);
        }
    }
    let key = normalize(text);
    let mut candidates: Vec<Move> = legal
        .iter()
        .copied()
        .filter(|&m| normalize(&pos.san(m)) == key || normalize(&pos.uci(m)) == key)
        .collect();
    // Lower-case SAN with a piece letter (`nbd2`, `qxe7`): read it with the letter raised.
    if let Some(fixed) = piece_letter_raised(text) {
        match pos.parse_san(&fixed) {
            Ok(m) => candidates.push(m),
            Err(SanError::Ambiguous(_)) => candidates.extend(san_candidates(pos, &fixed)),
            Err(_) => {}
        }
    }
    candidates.sort_by_key(|m| pos.uci(*m));
    candidates.dedup();
    match candidates.as_slice() {
        [m] => Ok(*m),
        [] => {
            let mut legal: Vec<String> = legal.iter().map(|&m| pos.san(m)).collect();
            legal.sort();
            Err(MoveError::Illegal {
                text: text.to_string(),
                in_check: pos.is_check(),
                legal,
            })
        }
        _ => Err(ambiguous(candidates)),
    }
}

/// Lower case, without check marks, annotations, capture and promotion signs; zeros of
/// castling read as `o`.
fn normalize(text: &str) -> String {
    text.chars()
        .filter(|c| !matches!(c, '+' | '#' | '!' | '?' | 'x' | 'X' | '-' | '=' | ':' | ' '))
        .map(|c| match c.to_ascii_lowercase() {
            '0' => 'o',
            c => c,
        })
        .collect()
}

/// `nbd2` -> `Nbd2`; `e8q` -> `e8Q` (a promotion letter raised too). None when nothing changes.
fn piece_letter_raised(text: &str) -> Option<String> {
    let mut chars: Vec<char> = text.chars().collect();
    let first = *chars.first()?;
    let mut changed = false;
    if matches!(first, 'n' | 'r' | 'q' | 'k') || (first == 'b' && chars.len() >= 3) {
        chars[0] = first.to_ascii_uppercase();
        changed = true;
    }
    let trimmed: Vec<usize> = chars
        .iter()
        .enumerate()
        .filter(|(_, c)| !matches!(c, '+' | '#' | '!' | '?'))
        .map(|(i, _)| i)
        .collect();
    if let Some(&last) = trimmed.last() {
        if matches!(chars[last], 'n' | 'b' | 'r' | 'q' | 'k') && last >= 2 {
            chars[last] = chars[last].to_ascii_uppercase();
            changed = true;
        }
    }
    changed.then(|| chars.into_iter().collect())
}

/// The legal moves that SAN text (a piece move, maybe without enough disambiguation) fits, by
/// the same matching as strict SAN reading.
fn san_candidates(pos: &AnyPosition, text: &str) -> Vec<Move> {
    let Ok(San::Normal {
        role,
        file,
        rank,
        to,
        promotion,
        ..
    }) = text.parse::<San>()
    else {
        return Vec::new();
    };
    ferrum::with_position!(pos, p => p
        .legal_moves()
        .iter()
        .copied()
        .filter(|&m| {
            !m.is_castle()
                && !m.is_drop()
                && m.to() == to
                && p.role_at(m.from()) == Some(role)
                && file.is_none_or(|f| m.from().file() == f)
                && rank.is_none_or(|r| m.from().rank() == r)
                && m.promotion_role() == promotion
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn help_names_the_elo_range_of_strength_limiting() {
        use ferrum::search::strength::{MAX_ELO, MIN_ELO};
        assert!(HELP.contains(&format!("({MIN_ELO}..{MAX_ELO})")), "{HELP}");
    }
    use ferrum::position::CastlingMode;
    use ferrum::variant::VariantKind;

    fn pos(kind: VariantKind, fen: &str) -> AnyPosition {
        AnyPosition::from_fen(kind, fen, CastlingMode::Standard).unwrap()
    }

    fn san_of(p: &AnyPosition, text: &str) -> Result<String, MoveError> {
        read_move(p, text).map(|m| p.san(m))
    }

    #[test]
    fn commands() {
        assert_eq!(Command::parse("  "), Command::Empty);
        assert_eq!(Command::parse("UNDO"), Command::Undo);
        assert_eq!(
            Command::parse("level 1500"),
            Command::Level(Some("1500".into()))
        );
        assert_eq!(Command::parse("level"), Command::Level(None));
        assert_eq!(Command::parse("quit"), Command::Quit);
        assert_eq!(Command::parse("Nf3"), Command::Move("Nf3".into()));
        assert_eq!(Command::parse(" e2e4 "), Command::Move("e2e4".into()));
    }

    #[test]
    fn forgiving_moves() {
        let start = AnyPosition::default();
        for (text, san) in [
            ("Nf3", "Nf3"),
            ("nf3", "Nf3"),
            ("NF3", "Nf3"),
            ("g1f3", "Nf3"),
            ("G1F3", "Nf3"),
            ("g1-f3", "Nf3"),
            ("Nf3+", "Nf3"),
            ("e4", "e4"),
            ("E4", "e4"),
            ("e2e4", "e4"),
        ] {
            assert_eq!(san_of(&start, text).as_deref(), Ok(san), "{text}");
        }
        // Castling in both spellings, and a promotion in lower case.
        let p = pos(
            VariantKind::Standard,
            "r3k2r/1P6/8/8/8/8/8/R3K2R w KQ - 0 1",
        );
        for (text, san) in [
            ("O-O", "O-O"),
            ("0-0", "O-O"),
            ("o-o-o", "O-O-O"),
            ("e1g1", "O-O"),
            ("b8=Q", "b8=Q+"),
            ("b8q", "b8=Q+"),
            ("B8Q", "b8=Q+"),
            ("bxa8=q", "bxa8=Q+"),
            ("b7a8n", "bxa8=N"),
        ] {
            assert_eq!(san_of(&p, text).as_deref(), Ok(san), "{text}");
        }
    }

    #[test]
    fn drops() {
        let p = pos(
            VariantKind::Crazyhouse,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBN1[Np] w Qkq - 0 1",
        );
        assert_eq!(san_of(&p, "N@e4").as_deref(), Ok("N@e4"));
        assert_eq!(san_of(&p, "n@e4").as_deref(), Ok("N@e4"));
        assert!(matches!(
            read_move(&p, "P@e4"),
            Err(MoveError::Illegal { .. })
        ));
    }

    #[test]
    fn ambiguous_moves_list_the_candidates() {
        // Knights on b1 and f3 both reach d2.
        let p = pos(VariantKind::Standard, "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
        let err = read_move(&p, "Nd2").unwrap_err();
        assert_eq!(
            err,
            MoveError::Ambiguous {
                text: "Nd2".into(),
                candidates: vec!["Nbd2".into(), "Nfd2".into()],
            }
        );
        assert_eq!(
            err.to_string(),
            "'Nd2' is ambiguous: did you mean Nbd2 or Nfd2?"
        );
        assert!(matches!(
            read_move(&p, "nd2"),
            Err(MoveError::Ambiguous { .. })
        ));
        assert_eq!(san_of(&p, "Nbd2").as_deref(), Ok("Nbd2"));
        assert_eq!(san_of(&p, "nfd2").as_deref(), Ok("Nfd2"));
        // Lower-case `bc3`: a bishop move when no pawn takes on c3.
        let p = pos(VariantKind::Standard, "4k3/8/8/8/8/8/3B4/4K3 w - - 0 1");
        assert_eq!(san_of(&p, "bc3").as_deref(), Ok("Bc3"));
    }

    #[test]
    fn illegal_moves_list_the_legal_ones() {
        let p = pos(VariantKind::Standard, "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1");
        let err = read_move(&p, "Kd2").unwrap_err();
        let MoveError::Illegal {
            in_check, legal, ..
        } = &err
        else {
            panic!("{err:?}")
        };
        assert!(*in_check);
        assert_eq!(legal, &vec!["Kd1", "Kf1", "Kxe2"]);
        assert_eq!(
            err.to_string(),
            "'Kd2' is not a legal move here (you are in check). Legal moves: Kd1 Kf1 Kxe2"
        );
        // Forgiving: a capture sign in the wrong place still means the capture.
        assert_eq!(san_of(&p, "Ke2x").as_deref(), Ok("Kxe2"));
        assert!(read_move(&AnyPosition::default(), "hello").is_err());
        assert!(read_move(&AnyPosition::default(), "e5").is_err());
        assert!(read_move(&AnyPosition::default(), "♘f3").is_err());
    }
}

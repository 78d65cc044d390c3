//! PGN writing: a `Game` as export-format PGN (the 1994 standard, section 8.1) that python-chess,
//! cutechess and lichess read back.
//!
//! * The Seven Tag Roster first and in order (Event, Site, Date, Round, White, Black, Result;
//!   `?`, `????.??.??` or `*` where the game has no value), the Result tag always equal to the
//!   game's result, then `Variant`, `SetUp` and `FEN` when the game does not start from its
//!   variant's initial position (always for Chess960), then the game's other tags in order.
//! * Movetext in SAN (drops, variant promotions and `O-O` in Chess960 included, through the
//!   position's own SAN), a move number before every White move and before a Black move that
//!   starts the text or follows a comment, NAGs as `$n`, comments in braces (a `}` inside is
//!   replaced), variations in parentheses after the move they replace (`12. Bxh7 (12. Nf3 Nc6)
//!   12... Kxh7`), lines shorter than 80 characters, and the result token last.

use super::{Game, GameMove};
use crate::core::Color;
use crate::position::CastlingMode;
use crate::variant::{AnyPosition, VariantKind};
use std::fmt::Write as _;

/// The longest movetext line (the standard asks for lines of at most 79 characters).
pub const MAX_LINE: usize = 79;

const ROSTER: [&str; 7] = ["Event", "Site", "Date", "Round", "White", "Black", "Result"];
const SETUP_TAGS: [&str; 3] = ["Variant", "SetUp", "FEN"];

/// The PGN text of a game, ending with an empty line.
pub fn write_game(game: &Game) -> String {
    let mut out = String::new();
    for name in ROSTER {
        let value = match name {
            "Result" => game.result.as_str().to_string(),
            _ => game
                .tag(name)
                .map(str::to_string)
                .unwrap_or_else(|| default_value(name).to_string()),
        };
        write_tag(&mut out, name, &value);
    }
    for (name, value) in setup_tags(&game.start) {
        write_tag(&mut out, name, &value);
    }
    for (name, value) in &game.tags {
        if ROSTER.contains(&name.as_str())
            || SETUP_TAGS.contains(&name.as_str())
            || !valid_tag_name(name)
        {
            continue;
        }
        write_tag(&mut out, name, value);
    }
    out.push('\n');
    let mut lines = LineWrapper::default();
    for token in movetext_tokens(game) {
        lines.push(&token);
    }
    out.push_str(&lines.finish());
    out.push_str("\n\n");
    out
}

fn default_value(name: &str) -> &'static str {
    match name {
        "Date" => "????.??.??",
        _ => "?",
    }
}

/// PGN tag names: a letter or digit, then letters, digits and `_+#=:-` (python-chess's rule).
fn valid_tag_name(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphanumeric())
        && chars.all(|c| c.is_ascii_alphanumeric() || "_+#=:-".contains(c))
}

fn write_tag(out: &mut String, name: &str, value: &str) {
    let mut escaped = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '\\' => escaped.push_str("\\\\"),
            '"' => escaped.push_str("\\\""),
            '\n' | '\r' | '\t' => escaped.push(' '),
            c => escaped.push(c),
        }
    }
    let _ = writeln!(out, "[{name} \"{escaped}\"]");
}

/// `Variant`, `SetUp` and `FEN` for a game that does not start from its variant's initial
/// position, or that is Chess960 (python-chess's names for the variants).
pub fn setup_tags(start: &AnyPosition) -> Vec<(&'static str, String)> {
    let kind = start.kind();
    let chess960 = start.castling_mode() == CastlingMode::Chess960;
    let standard_start = start.fen() == AnyPosition::new(kind, start.castling_mode()).fen();
    let mut tags = Vec::new();
    if kind != VariantKind::Standard {
        tags.push(("Variant", kind.pgn_name().to_string()));
    } else if chess960 {
        tags.push(("Variant", "Chess960".to_string()));
    }
    if chess960 || !standard_start {
        tags.push(("SetUp", "1".to_string()));
        tags.push(("FEN", start.fen()));
    }
    tags
}

/// The movetext's tokens: move numbers, moves, NAGs, comments (one token per word, so that
/// long comments wrap), variations, and the result.
fn movetext_tokens(game: &Game) -> Vec<String> {
    let mut tokens = Vec::new();
    if let Some(c) = &game.comment {
        push_comment(&mut tokens, c);
    }
    line_tokens(&mut tokens, &game.start, &game.moves);
    tokens.push(game.result.as_str().to_string());
    tokens
}

/// The tokens of a line of moves from `start`: a variation's line as well as the main line.
/// A Black move gets its number (`12...`) when it starts the line or follows a comment or a
/// variation.
fn line_tokens(tokens: &mut Vec<String>, start: &AnyPosition, moves: &[GameMove]) {
    let mut pos = start.clone();
    let mut numbered = true;
    for gm in moves {
        let number = pos.fullmoves();
        match pos.turn() {
            Color::White => tokens.push(format!("{number}.")),
            Color::Black if numbered => tokens.push(format!("{number}...")),
            Color::Black => {}
        }
        tokens.push(match gm.mv {
            Some(m) => pos.san(m),
            None => "--".to_string(),
        });
        for nag in &gm.nags {
            tokens.push(format!("${nag}"));
        }
        numbered = false;
        if let Some(c) = &gm.comment {
            if push_comment(tokens, c) {
                numbered = true;
            }
        }
        for line in gm.variations.iter().filter(|l| !l.is_empty()) {
            let first = tokens.len();
            line_tokens(tokens, &pos, line);
            // `(` and `)` glued to the line's first and last tokens, as the standard writes them.
            tokens[first].insert(0, '(');
            if let Some(last) = tokens.last_mut() {
                last.push(')');
            }
            numbered = true;
        }
        super::play(&mut pos, gm.mv);
    }
}

/// Adds `{comment}` split into words; false for an empty comment (nothing added).
fn push_comment(tokens: &mut Vec<String>, comment: &str) -> bool {
    let words: Vec<&str> = comment.split_whitespace().collect();
    if words.is_empty() {
        return false;
    }
    let clean = |w: &str| w.replace('}', ")");
    let last = words.len() - 1;
    for (i, w) in words.iter().enumerate() {
        let mut t = String::new();
        if i == 0 {
            t.push('{');
        }
        t.push_str(&clean(w));
        if i == last {
            t.push('}');
        }
        tokens.push(t);
    }
    true
}

/// Joins tokens with spaces into lines of at most `MAX_LINE` characters.
#[derive(Default)]
struct LineWrapper {
    text: String,
    line_len: usize,
}

impl LineWrapper {
    fn push(&mut self, token: &str) {
        let len = token.chars().count();
        if self.line_len > 0 && self.line_len + 1 + len > MAX_LINE {
            self.text.push('\n');
            self.line_len = 0;
        }
        if self.line_len > 0 {
            self.text.push(' ');
            self.line_len += 1;
        }
        self.text.push_str(token);
        self.line_len += len;
    }

    fn finish(self) -> String {
        self.text
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::pgn::read_games;
    use crate::game::{GameMove, GameResult};

    fn game_from_uci(start: AnyPosition, moves: &[&str]) -> Game {
        let mut game = Game::new(start.clone());
        let mut pos = start;
        for m in moves {
            let mv = pos.parse_uci(m).unwrap();
            pos.play_unchecked(mv);
            game.moves.push(GameMove::new(mv));
        }
        game
    }

    #[test]
    fn roster_order_result_and_movetext() {
        let mut g = game_from_uci(
            AnyPosition::default(),
            &["e2e4", "e7e5", "g1f3", "b8c6", "f1b5"],
        );
        g.set_tag("Black", "B \"quoted\"");
        g.set_tag("TimeControl", "1+0.01");
        g.set_tag("White", "A");
        g.set_tag("Result", "0-1"); // ignored: the game's result wins
        g.result = GameResult::WhiteWins;
        g.moves[1].comment = Some("[%eval 0.31,12] [%clk 0:00:09.8]".into());
        g.moves[2].nags.push(1);
        let text = write_game(&g);
        let expected = concat!(
            "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n",
            "[White \"A\"]\n[Black \"B \\\"quoted\\\"\"]\n[Result \"1-0\"]\n",
            "[TimeControl \"1+0.01\"]\n\n",
            "1. e4 e5 {[%eval 0.31,12] [%clk 0:00:09.8]} 2. Nf3 $1 Nc6 3. Bb5 1-0\n\n"
        );
        assert_eq!(text, expected);
        let back = read_games(&text).remove(0).unwrap();
        assert_eq!(back.moves, g.moves);
        assert_eq!(back.tag("Black"), Some("B \"quoted\""));
        assert_eq!(back.result, GameResult::WhiteWins);
    }

    #[test]
    fn black_first_fen_and_wrapping() {
        let start = AnyPosition::from_fen(
            VariantKind::Standard,
            "4k3/8/8/8/8/8/4P3/4K3 b - - 0 30",
            CastlingMode::Standard,
        )
        .unwrap();
        let mut moves = Vec::new();
        for _ in 0..20 {
            moves.extend(["e8d8", "e1d1", "d8e8", "d1e1"]);
        }
        let mut g = game_from_uci(start, &moves);
        for gm in g.moves.iter_mut().step_by(3) {
            gm.comment = Some("[%eval -1.25,7] [%clk 0:01:00.125] a longer note".into());
        }
        g.result = GameResult::Draw;
        let text = write_game(&g);
        assert!(text.contains("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 30\"]\n"));
        assert!(!text.contains("[Variant"));
        let movetext = text.split("\n\n").nth(1).unwrap();
        assert!(movetext.starts_with("30... Kd8 {[%eval"), "{movetext}");
        assert!(movetext.lines().all(|l| l.chars().count() <= MAX_LINE));
        assert!(movetext.lines().count() > 5);
        assert!(movetext.trim_end().ends_with("1/2-1/2"));
        let back = read_games(&text).remove(0).unwrap();
        assert_eq!(back.moves.len(), 80);
        assert_eq!(
            back.moves[3].comment.as_deref(),
            Some("[%eval -1.25,7] [%clk 0:01:00.125] a longer note")
        );
    }

    #[test]
    fn variants_and_chess960_tags() {
        let zh = game_from_uci(
            AnyPosition::new(VariantKind::Crazyhouse, CastlingMode::Standard),
            &["e2e4", "d7d5", "e4d5", "d8d5", "b1c3", "d5a5", "P@e6"],
        );
        let text = write_game(&zh);
        assert!(text.contains("[Variant \"Crazyhouse\"]"), "{text}");
        assert!(!text.contains("[FEN"), "{text}");
        assert!(text.contains("4. @e6"), "{text}"); // python-chess writes pawn drops so
        let back = read_games(&text).remove(0).unwrap();
        assert_eq!(back.end_position(), zh.end_position());

        let start = AnyPosition::from_fen(
            VariantKind::Standard,
            "nbbrknrq/pppppppp/8/8/8/8/PPPPPPPP/NBBRKNRQ w KQkq - 0 1",
            CastlingMode::Chess960,
        )
        .unwrap();
        let g = game_from_uci(start, &["f1e3", "f8e6", "e1g1"]);
        let text = write_game(&g);
        assert!(text.contains("[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"nbbrknrq/"));
        assert!(text.contains("2. O-O"), "{text}");
        let back = read_games(&text).remove(0).unwrap();
        assert_eq!(back.castling_mode(), CastlingMode::Chess960);
        assert_eq!(back.end_position(), g.end_position());
    }

    #[test]
    fn comments_are_sanitised_and_bad_tags_dropped() {
        let mut g = game_from_uci(AnyPosition::default(), &["d2d4"]);
        g.comment = Some("start } here".into());
        g.moves[0].comment = Some("   ".into());
        g.tags.push(("bad tag".into(), "x".into()));
        let text = write_game(&g);
        assert!(text.contains("{start ) here} 1. d4 *"), "{text}");
        assert!(!text.contains("bad tag"));
    }
}

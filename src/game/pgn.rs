//! PGN reading: a streaming, tolerant reader of game collections.
//!
//! Accepted: tag pairs with `\"` and `\\` escapes (also an empty line inside the tag section),
//! comments `{...}` over several lines and `;` to the end of the line, the `%` escape line,
//! variations `( ... )` at any depth (skipped: only the main line is kept), NAGs `$n` and
//! suffix annotations `!`, `?`, `!!`, `??`, `!?`, `?!`, move numbers with or without a space
//! (`1.Nf3`, `1... e5`, `12.`), result tokens, null moves (`--`, `Z0`, `0000`, `@@@@`), moves in
//! SAN or in UCI coordinates (`g1f3`, as python-chess), drops (`N@f3`), a UTF-8 byte order
//! mark, and Latin-1 text (read as such when a line is not valid UTF-8). `[FEN]` sets the start
//! (with or without `[SetUp "1"]`, variant FENs such as Crazyhouse pockets included);
//! `[Variant]` selects the rules (every variant ferrum plays, by its lichess, python-chess or
//! cutechess name) and Chess960 (`chess960`, `fischerandom`, ...); Chess960 castling rights in
//! the FEN also mean Chess960, as in python-chess.
//!
//! Errors are per game: a game with an illegal move or an unknown variant yields an error and
//! the reader goes on with the next game. Only an I/O error ends the iteration.

use super::{Game, GameMove, GameResult};
use crate::core::{CastlingSide, Color, File};
use crate::notation::SanError;
use crate::position::{CastlingMode, FenError, Position};
use crate::variant::{AnyPosition, Variant, VariantKind};
use std::fmt;
use std::io::BufRead;

/// Why a game could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PgnError {
    /// Reading the input failed; no further games are read.
    Io(String),
    /// The `[Variant]` tag names rules ferrum does not play.
    UnsupportedVariant {
        game: usize,
        line: usize,
        variant: String,
    },
    /// The `[FEN]` tag is not a valid position.
    Fen {
        game: usize,
        line: usize,
        fen: String,
        error: FenError,
    },
    /// A move of the main line is not legal (or not readable) in its position.
    IllegalMove {
        game: usize,
        line: usize,
        /// Move number and side, e.g. `12.` or `12...`.
        number: String,
        text: String,
        fen: String,
        error: SanError,
    },
    /// A null move while in check (the position after it would be illegal).
    NullMoveInCheck {
        game: usize,
        line: usize,
        fen: String,
    },
}

impl PgnError {
    /// The 1-based number of the game in its file (`None` for I/O errors).
    pub fn game(&self) -> Option<usize> {
        match self {
            PgnError::Io(_) => None,
            PgnError::UnsupportedVariant { game, .. }
            | PgnError::Fen { game, .. }
            | PgnError::IllegalMove { game, .. }
            | PgnError::NullMoveInCheck { game, .. } => Some(*game),
        }
    }
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PgnError::Io(e) => write!(f, "reading PGN: {e}"),
            PgnError::UnsupportedVariant {
                game,
                line,
                variant,
            } => write!(
                f,
                "game {game} (line {line}): variant not supported: {variant}"
            ),
            PgnError::Fen {
                game,
                line,
                fen,
                error,
            } => write!(f, "game {game} (line {line}): invalid FEN '{fen}': {error}"),
            PgnError::IllegalMove {
                game,
                line,
                number,
                text,
                fen,
                error,
            } => write!(
                f,
                "game {game} (line {line}): cannot play {number} {text} in {fen}: {error}"
            ),
            PgnError::NullMoveInCheck { game, line, fen } => {
                write!(
                    f,
                    "game {game} (line {line}): null move while in check in {fen}"
                )
            }
        }
    }
}

impl std::error::Error for PgnError {}

/// Something of a game that the reader skipped without rejecting the game: a `[` line that is
/// not a tag pair (`[Event "x]`, `[Date]`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnWarning {
    /// The 1-based number of the game in its file.
    pub game: usize,
    pub line: usize,
    /// The text skipped, trimmed.
    pub text: String,
}

impl fmt::Display for PgnWarning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "game {} (line {}): unreadable tag skipped: {}",
            self.game, self.line, self.text
        )
    }
}

/// A lexical token of PGN.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Token {
    Tag(String, String),
    Comment(String),
    Nag(u8),
    VariationStart,
    VariationEnd,
    Result(GameResult),
    /// SAN, UCI or a null move.
    Move(String),
}

/// Splits the input into tokens, line by line, keeping comments open across lines.
struct Lexer<R> {
    input: R,
    line: Vec<char>,
    pos: usize,
    line_no: usize,
    eof: bool,
    /// Tokens split off a symbol (a move after its number, NAGs after a move).
    pending: std::collections::VecDeque<Token>,
    /// Lines starting with `[` that are not tag pairs: (line number, text).
    skipped_tags: Vec<(usize, String)>,
}

/// The byte-order mark some editors put at the start of a file.
const BOM_CHAR: char = '\u{feff}';
const BOM: &str = "\u{feff}";

impl<R: BufRead> Lexer<R> {
    fn new(input: R) -> Lexer<R> {
        Lexer {
            input,
            line: Vec::new(),
            pos: 0,
            line_no: 0,
            eof: false,
            pending: Default::default(),
            skipped_tags: Vec::new(),
        }
    }

    /// Loads the next line; false at the end of the input.
    fn next_line(&mut self) -> Result<bool, PgnError> {
        if self.eof {
            return Ok(false);
        }
        let mut bytes = Vec::new();
        let n = self
            .input
            .read_until(b'\n', &mut bytes)
            .map_err(|e| PgnError::Io(e.to_string()))?;
        if n == 0 {
            self.eof = true;
            return Ok(false);
        }
        self.line_no += 1;
        // The file's byte-order mark, stripped as bytes so that a Latin-1 first line decodes.
        // Later ones (files joined with `cat`) are skipped between tokens, and kept inside a
        // comment, where the writer's line wrapping may have put one at a line start.
        let bytes = match bytes.strip_prefix(BOM.as_bytes()) {
            Some(rest) if self.line_no == 1 => rest,
            _ => &bytes,
        };
        let text: String = match std::str::from_utf8(bytes) {
            Ok(s) => s.to_string(),
            // Not UTF-8: most such PGN files are Latin-1, which maps bytes to chars directly.
            Err(_) => bytes.iter().map(|&b| char::from(b)).collect(),
        };
        self.line = text.chars().collect();
        self.pos = 0;
        // The escape mechanism: a `%` in the first column hides the whole line.
        if self.line.first() == Some(&'%') {
            self.pos = self.line.len();
        }
        Ok(true)
    }

    fn peek_char(&self) -> Option<char> {
        self.line.get(self.pos).copied()
    }

    /// The next token and the line it starts on, or `None` at the end of the input.
    fn next(&mut self) -> Result<Option<(Token, usize)>, PgnError> {
        if let Some(t) = self.pending.pop_front() {
            return Ok(Some((t, self.line_no)));
        }
        loop {
            let Some(c) = self.peek_char() else {
                if !self.next_line()? {
                    return Ok(None);
                }
                continue;
            };
            let line = self.line_no;
            match c {
                c if c.is_whitespace() || c == BOM_CHAR => self.pos += 1,
                ';' => {
                    let text: String = self.line[self.pos + 1..].iter().collect();
                    self.pos = self.line.len();
                    return Ok(Some((Token::Comment(text.trim().to_string()), line)));
                }
                '{' => {
                    self.pos += 1;
                    return Ok(Some((Token::Comment(self.brace_comment()?), line)));
                }
                '[' => {
                    if let Some(tag) = self.tag() {
                        return Ok(Some((tag, line)));
                    }
                    // Not a tag pair: skip the rest of the line (reported as a warning).
                    let text: String = self.line[self.pos..].iter().collect();
                    self.skipped_tags.push((line, text.trim().to_string()));
                    self.pos = self.line.len();
                }
                '(' => {
                    self.pos += 1;
                    return Ok(Some((Token::VariationStart, line)));
                }
                ')' => {
                    self.pos += 1;
                    return Ok(Some((Token::VariationEnd, line)));
                }
                '$' => {
                    self.pos += 1;
                    let digits = self.take_while(|c| c.is_ascii_digit());
                    if let Ok(n) = digits.parse::<u8>() {
                        return Ok(Some((Token::Nag(n), line)));
                    }
                }
                '!' | '?' => {
                    let text = self.take_while(|c| c == '!' || c == '?');
                    if let Some(n) = suffix_nag(&text) {
                        return Ok(Some((Token::Nag(n), line)));
                    }
                }
                '}' | ']' | '<' | '>' => self.pos += 1,
                _ => {
                    let symbol = self.take_while(|c| {
                        !c.is_whitespace()
                            && !matches!(c, '{' | '}' | '(' | ')' | '[' | ']' | ';' | '$')
                    });
                    self.split_symbol(&symbol);
                    if let Some(t) = self.pending.pop_front() {
                        return Ok(Some((t, line)));
                    }
                }
            }
        }
    }

    fn take_while(&mut self, keep: impl Fn(char) -> bool) -> String {
        let start = self.pos;
        while self.peek_char().is_some_and(&keep) {
            self.pos += 1;
        }
        self.line[start..self.pos].iter().collect()
    }

    /// The text of a `{...}` comment whose `{` was consumed; it may span lines.
    fn brace_comment(&mut self) -> Result<String, PgnError> {
        let mut text = String::new();
        loop {
            while let Some(c) = self.peek_char() {
                self.pos += 1;
                if c == '}' {
                    return Ok(text.trim().to_string());
                }
                text.push(c);
            }
            if !self.next_line()? {
                // Unterminated at the end of the input: keep what there is.
                return Ok(text.trim().to_string());
            }
            // Keep the line's escape-hidden content anyway: inside a comment `%` is text.
            self.pos = 0;
        }
    }

    /// A `[Name "value"]` tag pair at the current `[`; `None` (nothing consumed) if malformed.
    fn tag(&mut self) -> Option<Token> {
        let mut i = self.pos + 1;
        let at = |i: usize| self.line.get(i).copied();
        while at(i).is_some_and(char::is_whitespace) {
            i += 1;
        }
        let name_start = i;
        while at(i).is_some_and(|c| c.is_alphanumeric() || c == '_') {
            i += 1;
        }
        let name: String = self.line.get(name_start..i)?.iter().collect();
        if name.is_empty() {
            return None;
        }
        while at(i).is_some_and(char::is_whitespace) {
            i += 1;
        }
        if at(i) != Some('"') {
            return None;
        }
        i += 1;
        let mut value = String::new();
        loop {
            match at(i)? {
                '\\' => {
                    // `\"` and `\\` escape; a lone backslash stays.
                    match at(i + 1) {
                        Some(c @ ('"' | '\\')) => {
                            value.push(c);
                            i += 2;
                        }
                        _ => {
                            value.push('\\');
                            i += 1;
                        }
                    }
                }
                '"' => {
                    i += 1;
                    break;
                }
                c => {
                    value.push(c);
                    i += 1;
                }
            }
        }
        while at(i).is_some_and(char::is_whitespace) {
            i += 1;
        }
        if at(i) == Some(']') {
            i += 1;
        }
        self.pos = i;
        Some(Token::Tag(name, value))
    }

    /// Turns a symbol into tokens: a result, a move number (dropped) followed by a move, or a
    /// move with suffix annotations.
    fn split_symbol(&mut self, symbol: &str) {
        if let Some(result) = GameResult::from_token(symbol) {
            self.pending.push_back(Token::Result(result));
            return;
        }
        // The one null move made of digits only, which would otherwise read as a move number.
        if symbol == "0000" {
            self.pending.push_back(Token::Move(symbol.to_string()));
            return;
        }
        // Move numbers: `12.`, `12...`, `12`, or glued to the move as in `1.Nf3`.
        let digits = symbol.chars().take_while(char::is_ascii_digit).count();
        let rest = &symbol[digits..];
        let rest = if digits == 0 || rest.is_empty() || rest.starts_with('.') {
            rest.trim_start_matches('.')
        } else {
            // Digits that are not a move number: let the move reader judge the symbol.
            symbol
        };
        if rest.is_empty() {
            return;
        }
        let text = rest.trim_end_matches(['!', '?']);
        let suffix = &rest[text.len()..];
        if !text.is_empty() {
            self.pending.push_back(Token::Move(text.to_string()));
        }
        if let Some(n) = suffix_nag(suffix) {
            self.pending.push_back(Token::Nag(n));
        }
    }
}

/// The NAG of a suffix annotation.
fn suffix_nag(text: &str) -> Option<u8> {
    Some(match text {
        "!" => 1,
        "?" => 2,
        "!!" => 3,
        "??" => 4,
        "!?" => 5,
        "?!" => 6,
        _ => return None,
    })
}

fn is_null_move(text: &str) -> bool {
    matches!(text, "--" | "Z0" | "0000" | "@@@@")
}

/// The rules and castling mode a `[Variant]` tag names, or `None` when ferrum does not play
/// that variant. Besides the variant names, PGN writers put an empty tag (or punctuation
/// alone), `classical` or `frompos` on standard games.
fn variant_of(tag: &str) -> Option<(VariantKind, CastlingMode)> {
    let key: String = tag
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .collect::<String>()
        .to_ascii_lowercase();
    match key.as_str() {
        "" | "classical" | "frompos" => Some((VariantKind::Standard, CastlingMode::Standard)),
        _ => VariantKind::from_name_with_castling(tag),
    }
}

/// Castling rights that standard chess cannot have (king off the e-file or a rook off the
/// corner) mean a Chess960 position.
fn has_chess960_castling<V: Variant>(pos: &Position<V>) -> bool {
    Color::ALL.iter().any(|&color| {
        CastlingSide::ALL.iter().any(|&side| {
            pos.castling().rook(color, side).is_some_and(|rook| {
                let corner = match side {
                    CastlingSide::King => File::new(7),
                    CastlingSide::Queen => File::new(0),
                };
                Some(rook.file()) != corner || Some(pos.king(color).file()) != File::new(4)
            })
        })
    })
}

/// Reads games one after the other from PGN text.
pub struct PgnReader<R> {
    lexer: Lexer<R>,
    peeked: Option<(Token, usize)>,
    games: usize,
    failed: bool,
    warnings: Vec<PgnWarning>,
}

impl<R: BufRead> PgnReader<R> {
    pub fn new(input: R) -> PgnReader<R> {
        PgnReader {
            lexer: Lexer::new(input),
            peeked: None,
            games: 0,
            failed: false,
            warnings: Vec::new(),
        }
    }

    /// The warnings of the games read so far (each once): lines skipped while reading a game
    /// belong to it, a game's header included.
    pub fn take_warnings(&mut self) -> Vec<PgnWarning> {
        std::mem::take(&mut self.warnings)
    }

    /// Moves the lexer's skipped lines into the warnings of the current game.
    fn note_skipped(&mut self) {
        let game = self.games.max(1);
        for (line, text) in self.lexer.skipped_tags.drain(..) {
            self.warnings.push(PgnWarning { game, line, text });
        }
    }

    fn peek(&mut self) -> Result<Option<&(Token, usize)>, PgnError> {
        if self.peeked.is_none() {
            self.peeked = self.lexer.next()?;
        }
        Ok(self.peeked.as_ref())
    }

    fn take(&mut self) -> Result<Option<(Token, usize)>, PgnError> {
        match self.peeked.take() {
            Some(t) => Ok(Some(t)),
            None => self.lexer.next(),
        }
    }

    /// The next game, `None` at the end of the input.
    pub fn read_game(&mut self) -> Option<Result<Game, PgnError>> {
        if self.failed {
            return None;
        }
        let read = self.read_game_inner();
        self.note_skipped();
        match read {
            Ok(g) => g,
            Err(e @ PgnError::Io(_)) => {
                self.failed = true;
                Some(Err(e))
            }
            Err(e) => Some(Err(e)),
        }
    }

    fn read_game_inner(&mut self) -> Result<Option<Result<Game, PgnError>>, PgnError> {
        // The tag section.
        let mut tags = Vec::new();
        let mut first_line = None;
        while let Some((Token::Tag(..), line)) = self.peek()? {
            first_line.get_or_insert(*line);
            if let Some((Token::Tag(name, value), _)) = self.take()? {
                tags.push((name, value));
            }
        }
        let Some((_, line)) = self.peek()? else {
            if tags.is_empty() {
                return Ok(None);
            }
            self.games += 1;
            return Ok(Some(
                self.start(tags, first_line.unwrap_or(0))
                    .map(Building::finish),
            ));
        };
        let first_line = first_line.unwrap_or(*line);
        self.games += 1;
        let mut state = self.start(tags, first_line);
        let mut depth = 0usize;
        let mut result = None;
        loop {
            match self.peek()? {
                None => break,
                // A tag outside the movetext's variations starts the next game.
                Some((Token::Tag(..), _)) => break,
                Some(_) => {}
            }
            let Some((token, line)) = self.take()? else {
                break;
            };
            match token {
                Token::VariationStart => depth += 1,
                Token::VariationEnd => depth = depth.saturating_sub(1),
                Token::Result(r) if depth == 0 => {
                    result = Some(r);
                    break;
                }
                _ if depth > 0 => {}
                Token::Move(text) => {
                    if let Ok(game) = &mut state {
                        if let Err(e) = play(game, &text, self.games, line) {
                            state = Err(e);
                        }
                    }
                }
                Token::Comment(text) => {
                    if let Ok(game) = &mut state {
                        let slot = match game.game.moves.last_mut() {
                            Some(m) => &mut m.comment,
                            None => &mut game.game.comment,
                        };
                        match slot {
                            Some(c) => {
                                c.push(' ');
                                c.push_str(&text);
                            }
                            None => *slot = Some(text),
                        }
                    }
                }
                Token::Nag(n) => {
                    if let Ok(game) = &mut state {
                        if let Some(m) = game.game.moves.last_mut() {
                            m.nags.push(n);
                        }
                    }
                }
                Token::Result(_) | Token::Tag(..) => {}
            }
        }
        Ok(Some(state.map(|mut g| {
            if let Some(r) = result {
                g.game.result = r;
            }
            g.finish()
        })))
    }

    /// The game as the tags set it up, ready for moves.
    fn start(&self, tags: Vec<(String, String)>, line: usize) -> Result<Building, PgnError> {
        let game_no = self.games;
        let tag = |name: &str| tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.clone());
        let (kind, mode) = match tag("Variant") {
            None => (VariantKind::Standard, CastlingMode::Standard),
            Some(variant) => variant_of(&variant).ok_or_else(|| PgnError::UnsupportedVariant {
                game: game_no,
                line,
                variant: variant.clone(),
            })?,
        };
        let start = match tag("FEN") {
            Some(fen) if !fen.trim().is_empty() => {
                // Read castling as Chess960 first: standard-mode reading would drop rights that
                // only Chess960 has, and those rights are what make the game Chess960.
                let mut pos = AnyPosition::from_fen(kind, fen.trim(), CastlingMode::Chess960)
                    .map_err(|error| PgnError::Fen {
                        game: game_no,
                        line,
                        fen: fen.clone(),
                        error,
                    })?;
                let chess960_rights = crate::with_position!(&pos, p => has_chess960_castling(p));
                if mode == CastlingMode::Standard && !chess960_rights {
                    pos.set_castling_mode(CastlingMode::Standard);
                }
                pos
            }
            _ => AnyPosition::new(kind, mode),
        };
        let result = tag("Result")
            .and_then(|r| GameResult::from_token(r.trim()))
            .unwrap_or_default();
        let mut game = Game::new(start.clone());
        game.tags = tags;
        game.result = result;
        Ok(Building { game, pos: start })
    }
}

/// A game being read and the position after its moves so far.
struct Building {
    game: Game,
    pos: AnyPosition,
}

impl Building {
    fn finish(self) -> Game {
        self.game
    }
}

fn move_number(pos: &AnyPosition) -> String {
    match pos.turn() {
        Color::White => format!("{}.", pos.fullmoves()),
        Color::Black => format!("{}...", pos.fullmoves()),
    }
}

/// Plays one move of the main line.
fn play(b: &mut Building, text: &str, game: usize, line: usize) -> Result<(), PgnError> {
    if is_null_move(text) {
        if b.pos.is_check() {
            return Err(PgnError::NullMoveInCheck {
                game,
                line,
                fen: b.pos.fen(),
            });
        }
        super::play(&mut b.pos, None);
        b.game.moves.push(GameMove::null());
        return Ok(());
    }
    let m = b
        .pos
        .parse_san(text)
        .map_err(|error| PgnError::IllegalMove {
            game,
            line,
            number: move_number(&b.pos),
            text: text.to_string(),
            fen: b.pos.fen(),
            error,
        })?;
    b.pos.play_unchecked(m);
    b.game.moves.push(GameMove::new(m));
    Ok(())
}

impl<R: BufRead> Iterator for PgnReader<R> {
    type Item = Result<Game, PgnError>;

    fn next(&mut self) -> Option<Self::Item> {
        self.read_game()
    }
}

/// Reads every game of a PGN text.
pub fn read_games(text: &str) -> Vec<Result<Game, PgnError>> {
    PgnReader::new(text.as_bytes()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::pgn_write::write_game;

    fn one(text: &str) -> Game {
        let mut games = read_games(text);
        assert_eq!(games.len(), 1, "{games:?}");
        games.remove(0).unwrap()
    }

    fn sans(g: &Game) -> Vec<String> {
        g.plies()
            .map(|(pos, gm)| match gm.mv {
                Some(m) => pos.san(m),
                None => "--".into(),
            })
            .collect()
    }

    #[test]
    fn reads_tags_moves_comments_variations_and_nags() {
        let g = one(concat!(
            "[Event \"Test \\\"quoted\\\" \\\\ here\"]\n",
            "[Result \"1-0\"]\n\n",
            "{Opening comment} 1.e4 $1 e5!? {a comment\n over two lines} 2. Nf3 (2. f4 exf4 (2... d5) 3. Nf3) ; rest\n",
            "% escaped line 2... Nc6 is not read\n",
            "2... Nc6 3.Bb5?? a6 1-0\n"
        ));
        assert_eq!(g.tag("Event"), Some("Test \"quoted\" \\ here"));
        assert_eq!(g.result, GameResult::WhiteWins);
        assert_eq!(sans(&g), ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"]);
        assert_eq!(g.comment.as_deref(), Some("Opening comment"));
        assert_eq!(g.moves[0].nags, [1]);
        assert_eq!(g.moves[1].nags, [5]);
        assert_eq!(
            g.moves[1].comment.as_deref(),
            Some("a comment\n over two lines")
        );
        assert_eq!(g.moves[2].comment.as_deref(), Some("rest"));
        assert_eq!(g.moves[4].nags, [4]);
    }

    #[test]
    fn splits_games_at_results_and_tags() {
        let games = read_games("1. e4 e5 1/2-1/2\n1. d4 *\n[White \"x\"]\n1. c4 0-1\n[A \"b\"]\n");
        let games: Vec<Game> = games.into_iter().map(Result::unwrap).collect();
        assert_eq!(games.len(), 4);
        assert_eq!(games[0].result, GameResult::Draw);
        assert_eq!(games[1].moves.len(), 1);
        assert_eq!(games[1].result, GameResult::Unknown);
        assert_eq!(games[2].tag("White"), Some("x"));
        assert_eq!(games[2].result, GameResult::BlackWins);
        assert!(games[3].moves.is_empty());
        assert!(read_games("").is_empty());
        assert!(read_games("\n\n  \n").is_empty());
    }

    #[test]
    fn null_moves_uci_moves_and_fen_setups() {
        let g = one("1. e4 -- 2. d4 Z0 3. g1f3 *");
        assert_eq!(sans(&g), ["e4", "--", "d4", "--", "Nf3"]);
        let g = one("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n1. e4 Kd7 *");
        assert_eq!(g.end_position().fen(), "8/3k4/8/8/4P3/8/8/4K3 w - - 1 2");
        // In check, a null move is an error.
        let e = read_games("[FEN \"4k3/8/8/8/8/8/8/4RK2 b - - 0 1\"]\n1... -- *")
            .remove(0)
            .unwrap_err();
        assert!(
            matches!(e, PgnError::NullMoveInCheck { game: 1, .. }),
            "{e}"
        );
    }

    #[test]
    fn errors_are_per_game() {
        let games = read_games(concat!(
            "[Variant \"Duck Chess\"]\n\n1. e4 d5 2. exd5 Qxd5 3. N@f3 *\n\n",
            "1. e4 e5 2. Ke3 *\n",
            "[FEN \"not a fen\"]\n1. e4 *\n",
            "1. d4 d5 *\n"
        ));
        assert_eq!(games.len(), 4);
        let e = games[0].as_ref().unwrap_err();
        assert!(
            e.to_string().contains("variant not supported: Duck Chess"),
            "{e}"
        );
        let e = games[1].as_ref().unwrap_err();
        assert!(
            matches!(e, PgnError::IllegalMove { game: 2, number, text, .. } if number == "2." && text == "Ke3"),
            "{e}"
        );
        assert!(matches!(games[2], Err(PgnError::Fen { game: 3, .. })));
        assert_eq!(games[3].as_ref().unwrap().moves.len(), 2);
    }

    #[test]
    fn chess960_castling_from_variant_tag() {
        let g = one(concat!(
            "[Variant \"fischerandom\"]\n",
            "[FEN \"nbbrknrq/pppppppp/8/8/8/8/PPPPPPPP/NBBRKNRQ w KQkq - 0 1\"]\n",
            "1. Ne3 Ne6 2. O-O O-O *"
        ));
        assert_eq!(g.castling_mode(), CastlingMode::Chess960);
        let moves: Vec<String> = g.plies().map(|(p, gm)| p.uci(gm.mv.unwrap())).collect();
        assert_eq!(moves, ["f1e3", "f8e6", "e1g1", "e8g8"]);
        // Non-standard castling rights alone also mean Chess960.
        let g = one("[FEN \"1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1\"]\n*");
        assert_eq!(g.castling_mode(), CastlingMode::Chess960);
    }

    #[test]
    fn bom_latin1_and_unterminated_input() {
        let mut bytes = "\u{feff}[White \"".as_bytes().to_vec();
        bytes.extend_from_slice(&[b'J', 0xfc, b'r', b'g']); // Latin-1 "Jürg"
        bytes.extend_from_slice(b"\"]\n1. e4 {never closed");
        let games: Vec<_> = PgnReader::new(&bytes[..]).collect();
        assert_eq!(games.len(), 1);
        let g = games[0].as_ref().unwrap();
        assert_eq!(g.tag("White"), Some("Jürg"));
        assert_eq!(g.moves.len(), 1);
        assert_eq!(g.moves[0].comment.as_deref(), Some("never closed"));
    }

    /// Found by fuzzing (`fuzz/run.sh`, target `pgn`): a byte-order mark inside a comment that
    /// the writer wrapped to a line start was stripped on reading, so writing the game again
    /// gave other text. Only the file's first line loses its mark now; later marks (joined
    /// files) are skipped between tokens and kept in comments.
    #[test]
    fn byte_order_marks_after_the_first_line() {
        let joined = "[Event \"a\"]\n\n1. e4 *\n\u{feff}[Event \"b\"]\n\n1. d4 *\n";
        let games: Vec<_> = PgnReader::new(joined.as_bytes()).collect();
        assert_eq!(games.len(), 2);
        assert_eq!(games[1].as_ref().unwrap().tag("Event"), Some("b"));
        // Forty marked words: the writer's wrapping puts some of them at line starts.
        let comment = vec!["\u{feff}word"; 40].join(" ");
        let g = one(&format!("1. e4 {{{comment}}} *"));
        assert_eq!(g.moves[0].comment.as_deref(), Some(comment.as_str()));
        let text = write_game(&g);
        assert!(
            text.contains("\n\u{feff}word"),
            "no mark at a line start:\n{text}"
        );
        let again = one(&text);
        let marks = |g: &Game| {
            g.moves[0]
                .comment
                .as_deref()
                .map(|c| c.matches(BOM).count())
        };
        assert_eq!(marks(&again), Some(40));
        assert_eq!(write_game(&again), text);
    }
}

//! Reading ferrum's own Rust sources for the tests of the code's shape (`layers`, `shape`):
//! the code of a file with comments and the insides of literals blanked out, its tokens, the
//! paths it names (`a::b::{c, d as e}`), and the functions with their lengths.
//!
//! This is a scanner, not a parser: it knows comments (nested block comments too), string,
//! raw string, byte and char literals, lifetimes and `#[cfg(test)]` items, which is all the
//! shape tests need. Blanking keeps every newline, so line numbers stay those of the file.

use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`, sorted.
pub fn rust_files(dir: &Path) -> Vec<PathBuf> {
    fn visit(dir: &Path, files: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).expect("readable directory") {
            let path = entry.expect("directory entry").path();
            if path.is_dir() {
                visit(&path, files);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    let mut files = Vec::new();
    visit(dir, &mut files);
    files.sort();
    files
}

fn is_ident_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// `text` with every comment and the inside of every string and char literal replaced by
/// spaces (the quotes stay, newlines stay), so braces and paths in them are not read as code.
pub fn blank_comments_and_literals(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let at = |i: usize| chars.get(i).copied();
    let blank = |c: char| if c == '\n' { '\n' } else { ' ' };
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let prev_is_ident = i > 0 && is_ident_char(chars[i - 1]);
        if c == '/' && at(i + 1) == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                out.push(' ');
                i += 1;
            }
        } else if c == '/' && at(i + 1) == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && at(i + 1) == Some('*') {
                    depth += 1;
                    out.push_str("  ");
                    i += 2;
                } else if chars[i] == '*' && at(i + 1) == Some('/') {
                    depth -= 1;
                    out.push_str("  ");
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    out.push(blank(chars[i]));
                    i += 1;
                }
            }
        } else if let Some(hashes) = raw_string_opening(&chars, i, prev_is_ident) {
            // r"..", r#".."#, br".." (the `b` was copied as an identifier character).
            let open = 1 + hashes + 1;
            out.extend(std::iter::repeat_n(' ', open - 1));
            out.push('"');
            i += open;
            let closing: Vec<char> = std::iter::once('"')
                .chain(std::iter::repeat_n('#', hashes))
                .collect();
            while i < chars.len() && !chars[i..].starts_with(&closing) {
                out.push(blank(chars[i]));
                i += 1;
            }
            out.push('"');
            out.extend(std::iter::repeat_n(' ', hashes));
            i += closing.len();
        } else if c == '"' {
            out.push('"');
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    out.push(' ');
                    i += 1;
                }
                if let Some(&escaped) = chars.get(i) {
                    out.push(blank(escaped));
                }
                i += 1;
            }
            out.push('"');
            i += 1;
        } else if c == '\'' && (at(i + 1) == Some('\\') || at(i + 2) == Some('\'')) {
            // A char literal ('x', '\n', '\u{..}'); a lifetime or label ('a) has no closing quote.
            out.push('\'');
            i += 1;
            while i < chars.len() && chars[i] != '\'' {
                if chars[i] == '\\' {
                    out.push(' ');
                    i += 1;
                }
                out.push(' ');
                i += 1;
            }
            out.push('\'');
            i += 1;
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

/// The number of `#` of a raw string starting at `i` (`r"`, `r#"`, `br"`), if one does.
fn raw_string_opening(chars: &[char], i: usize, prev_is_ident: bool) -> Option<usize> {
    let byte_prefix = i > 0 && chars[i - 1] == 'b' && (i < 2 || !is_ident_char(chars[i - 2]));
    if chars[i] != 'r' || (prev_is_ident && !byte_prefix) {
        return None;
    }
    let hashes = chars[i + 1..].iter().take_while(|&&c| c == '#').count();
    (chars.get(i + 1 + hashes) == Some(&'"')).then_some(hashes)
}

/// A token of blanked code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Token {
    /// A word: an identifier, a keyword or a number.
    Word(String),
    /// `::`
    PathSep,
    /// Any other character that is not white space.
    Punct(char),
}

/// The tokens of blanked code, each with its line (1-based).
pub fn tokens(code: &str) -> Vec<(Token, usize)> {
    let chars: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let mut line = 1;
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == '\n' {
            line += 1;
            i += 1;
        } else if c.is_whitespace() {
            i += 1;
        } else if is_ident_char(c) {
            let start = i;
            while i < chars.len() && is_ident_char(chars[i]) {
                i += 1;
            }
            out.push((Token::Word(chars[start..i].iter().collect()), line));
        } else if c == ':' && chars.get(i + 1) == Some(&':') {
            out.push((Token::PathSep, line));
            i += 2;
        } else {
            out.push((Token::Punct(c), line));
            i += 1;
        }
    }
    out
}

fn is_word(token: Option<&(Token, usize)>, word: &str) -> bool {
    matches!(token, Some((Token::Word(w), _)) if w == word)
}

fn is_punct(token: Option<&(Token, usize)>, c: char) -> bool {
    token.is_some_and(|(t, _)| *t == Token::Punct(c))
}

/// Blanked code without the items under a `#[cfg(...)]` that names `test` (the unit tests:
/// their imports are not the module's).
pub fn without_test_items(code: &str) -> String {
    let mut out: Vec<char> = code.chars().collect();
    let mut i = 0;
    while i + 1 < out.len() {
        if out[i] == '#' && out[i + 1] == '[' {
            let end = matching(&out, i + 1).unwrap_or(out.len() - 1);
            let attribute: String = out[i + 2..end].iter().collect();
            let words: Vec<&str> = attribute
                .split(|c: char| !is_ident_char(c))
                .filter(|w| !w.is_empty())
                .collect();
            if words.first() == Some(&"cfg") && words.contains(&"test") && !words.contains(&"not") {
                let item_end = item_end(&out, end + 1);
                for c in &mut out[i..item_end] {
                    if *c != '\n' {
                        *c = ' ';
                    }
                }
                i = item_end;
                continue;
            }
        }
        i += 1;
    }
    out.into_iter().collect()
}

/// The index of the bracket closing the one at `open` (`(`, `[` or `{`; the others are
/// counted alike, which is right for code that compiles).
fn matching(chars: &[char], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (j, &c) in chars.iter().enumerate().skip(open) {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(j);
                }
            }
            _ => {}
        }
    }
    None
}

/// Just past the end of the item starting at `from`: its `;` or the `}` of its body.
fn item_end(chars: &[char], from: usize) -> usize {
    let mut j = from;
    while j < chars.len() {
        match chars[j] {
            ';' => return j + 1,
            '{' => return matching(chars, j).map_or(chars.len(), |e| e + 1),
            '(' | '[' => j = matching(chars, j).map_or(chars.len(), |e| e + 1),
            _ => j += 1,
        }
    }
    chars.len()
}

/// A path named in code, as its segments, and the name it binds in a `use` (its last segment
/// or its `as` alias; `self` in a group binds the group's prefix).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NamedPath {
    pub segments: Vec<String>,
    pub binding: String,
    pub line: usize,
}

/// Every path of two segments or more in the tokens (`a::b`, `use a::{b, c::d}` as `a::b` and
/// `a::c::d`), and every `use`; a glob (`a::*`) names its prefix.
pub fn paths(tokens: &[(Token, usize)]) -> Vec<NamedPath> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        let starts_path = matches!(tokens[i].0, Token::Word(_))
            && (i == 0 || !matches!(tokens[i - 1].0, Token::PathSep | Token::Punct('.')));
        let after_use = i > 0 && is_word(tokens.get(i - 1), "use");
        if starts_path && (after_use || tokens.get(i + 1).map(|t| &t.0) == Some(&Token::PathSep)) {
            i = use_tree(tokens, i, &[], &mut out);
        } else {
            i += 1;
        }
    }
    out
}

/// Reads one use tree (or path) at `i` under `prefix`; returns the index after it.
fn use_tree(
    tokens: &[(Token, usize)],
    mut i: usize,
    prefix: &[String],
    out: &mut Vec<NamedPath>,
) -> usize {
    let mut segments = prefix.to_vec();
    let line = tokens.get(i).map_or(0, |t| t.1);
    loop {
        match tokens.get(i).map(|t| &t.0) {
            Some(Token::Word(w)) => {
                segments.push(w.clone());
                i += 1;
            }
            Some(Token::Punct('{')) => {
                i += 1;
                while i < tokens.len() && !is_punct(tokens.get(i), '}') {
                    if is_punct(tokens.get(i), ',') {
                        i += 1;
                    } else {
                        let before = i;
                        i = use_tree(tokens, i, &segments, out);
                        if i == before {
                            i += 1;
                        }
                    }
                }
                return i + 1;
            }
            Some(Token::Punct('*')) => {
                i += 1;
                break;
            }
            _ => break,
        }
        if tokens.get(i).map(|t| &t.0) == Some(&Token::PathSep) {
            i += 1;
        } else {
            break;
        }
    }
    if segments.len() <= prefix.len() {
        return i;
    }
    let mut binding = segments.last().cloned().unwrap_or_default();
    if binding == "self" {
        segments.pop();
        binding = segments.last().cloned().unwrap_or_default();
    }
    if is_word(tokens.get(i), "as") {
        if let Some((Token::Word(alias), _)) = tokens.get(i + 1) {
            binding = alias.clone();
        }
        i += 2;
    }
    out.push(NamedPath {
        segments,
        binding,
        line,
    });
    i
}

/// The `pub use` re-exports of the tokens (any `pub(...)` too).
pub fn reexports(tokens: &[(Token, usize)]) -> Vec<NamedPath> {
    let mut out = Vec::new();
    for i in 0..tokens.len() {
        if !is_word(tokens.get(i), "pub") {
            continue;
        }
        let mut j = i + 1;
        if is_punct(tokens.get(j), '(') {
            while j < tokens.len() && !is_punct(tokens.get(j), ')') {
                j += 1;
            }
            j += 1;
        }
        if is_word(tokens.get(j), "use") {
            use_tree(tokens, j + 1, &[], &mut out);
        }
    }
    out
}

/// A function of a file: its name, the line of `fn` and the number of lines from there to the
/// brace that closes its body.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FunctionSpan {
    pub name: String,
    pub line: usize,
    pub lines: usize,
}

/// Every function with a body in blanked code (nested ones too; a declaration without a body,
/// as in a trait, and `fn(..)` pointer types are not functions here).
pub fn functions(code: &str) -> Vec<FunctionSpan> {
    let tokens = tokens(code);
    let mut out = Vec::new();
    for (i, (token, line)) in tokens.iter().enumerate() {
        let (Token::Word(word), Some((Token::Word(name), _))) = (token, tokens.get(i + 1)) else {
            continue;
        };
        if word != "fn" {
            continue;
        }
        // The body is the first `{` outside the signature's brackets; `;` first: no body.
        let mut depth = 0i32;
        let mut body = None;
        for (j, (t, _)) in tokens.iter().enumerate().skip(i + 2) {
            match t {
                Token::Punct('(' | '[' | '<') => depth += 1,
                Token::Punct(')' | ']') => depth -= 1,
                // `->` is not a closing angle bracket.
                Token::Punct('>') if !is_punct(tokens.get(j - 1), '-') => depth -= 1,
                Token::Punct(';') if depth <= 0 => break,
                Token::Punct('{') if depth <= 0 => {
                    body = Some(j);
                    break;
                }
                _ => {}
            }
        }
        let Some(open) = body else { continue };
        let mut braces = 0usize;
        for (t, end_line) in &tokens[open..] {
            match t {
                Token::Punct('{') => braces += 1,
                Token::Punct('}') => {
                    braces -= 1;
                    if braces == 0 {
                        out.push(FunctionSpan {
                            name: name.clone(),
                            line: *line,
                            lines: end_line - line + 1,
                        });
                        break;
                    }
                }
                _ => {}
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blanking_keeps_code_and_lines_and_drops_comments_and_literals() {
        let text = "let a = \"{ // not a comment\"; // }\n/* { /* nested */ } */ let b = '{';\n\
                    let c = r#\"}\"#; let d = '\\''; fn f<'a>(x: &'a str) {}\n";
        let code = blank_comments_and_literals(text);
        assert_eq!(code.lines().count(), 3);
        assert!(!code.contains("comment") && !code.contains("nested"));
        assert_eq!(code.matches('{').count(), 1, "{code}");
        assert_eq!(code.matches('}').count(), 1, "{code}");
        assert!(code.contains("fn f<'a>(x: &'a str) {}"), "{code}");
    }

    #[test]
    fn paths_expand_groups_aliases_and_self() {
        let code = "use super::{book, options::{OptionId as Id, self}};\nfn f() { crate::a::b(); x.y::<T>(); }";
        let found: Vec<(String, String)> = paths(&tokens(code))
            .into_iter()
            .map(|p| (p.segments.join("::"), p.binding))
            .collect();
        let expected = [
            ("super::book", "book"),
            ("super::options::OptionId", "Id"),
            ("super::options", "options"),
            ("crate::a::b", "b"),
        ];
        let expected: Vec<(String, String)> = expected
            .iter()
            .map(|(p, b)| (p.to_string(), b.to_string()))
            .collect();
        assert_eq!(found, expected);
    }

    #[test]
    fn test_items_are_left_out() {
        let code = "use a::b;\n#[cfg(test)]\nmod tests { use c::d; }\n#[cfg(all(test, feature = \"x\"))]\nfn g() {}\nuse e::f;\n";
        let kept = without_test_items(code);
        assert!(kept.contains("a::b") && kept.contains("e::f"));
        assert!(!kept.contains("c::d") && !kept.contains("fn g"));
        assert_eq!(kept.lines().count(), code.lines().count());
    }
}

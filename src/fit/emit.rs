//! Weight files: what `ferrum tune --out` writes, and reading one back. A file is one
//! `weight_set!` (`weights::set`): its base, then each row of the chess terms and of the
//! variant's own layout under its name, as a nested array of the row's shape. A dimension of
//! 64 is a board, written a rank a line (rank 1 first, as the squares are numbered); other
//! long dimensions eight weights a line; every line of a nested row ends with a comment
//! naming its place (`// pst[1] rank 3`), so that a refit reads as a diff of boards.

use crate::weights::layout::{self, Term};
use crate::weights::params::{NUM_PARAMS, TERMS};
use crate::weights::set::Base;
use crate::weights::Pair;

/// What a weight file holds, read back (`read`).
#[derive(Clone, Debug, PartialEq)]
pub struct SetFile {
    pub base: Base,
    /// The chess rows it lists, by name.
    pub chess: Vec<(String, Vec<Pair>)>,
    /// The own rows it lists, by name (untapered: middlegame = endgame).
    pub own: Vec<(String, Vec<Pair>)>,
}

impl SetFile {
    /// Its chess weights laid over its base (as `weights::set::WeightSet::new` does); an entry
    /// no row of `params::TERMS` takes, by name and size, is an error.
    pub fn chess_weights(&self) -> Result<[Pair; NUM_PARAMS], String> {
        let mut weights = self.base.weights();
        for (name, pairs) in &self.chess {
            if !layout::place(TERMS, &mut weights, name, pairs) {
                return Err(format!("no term '{name}' of {} weights", pairs.len()));
            }
        }
        Ok(weights)
    }
}

/// The most leaves a line holds; a longer dimension is cut into lines of this many.
const PER_LINE: usize = 8;

/// The widest comment line of a weight file, as rustfmt holds the code (it leaves comments be).
const COMMENT_WIDTH: usize = 100;

/// A weight file: `header` as comment lines, each wrapped at `COMMENT_WIDTH` between words,
/// then the set (`body`).
pub fn source(header: &str, set: &Set) -> String {
    let mut s = String::new();
    for line in header.lines() {
        let mut comment = String::from("//");
        for word in line.split_whitespace() {
            if comment.len() > 2 && comment.len() + 1 + word.len() > COMMENT_WIDTH {
                s.push_str(&comment);
                s.push('\n');
                comment = String::from("//");
            }
            comment.push(' ');
            comment.push_str(word);
        }
        s.push_str(&comment);
        s.push('\n');
    }
    s.push_str(&body(set));
    s
}

/// The rows a file is written from: the chess weights (all `NUM_PARAMS`) and the rows of
/// them to write (`TERMS`, or those a partial set lists), and the own layout's weights.
pub struct Set<'a> {
    pub base: Base,
    pub chess: &'a [Pair],
    pub chess_rows: &'a [Term],
    pub own_layout: &'a [Term],
    pub own: &'a [Pair],
}

/// The `weight_set!` of a file, after its header.
pub fn body(set: &Set) -> String {
    let mut s = format!("weight_set! {{\n    over: {},\n", set.base.name());
    let chess: Vec<String> = set
        .chess_rows
        .iter()
        .map(|row| {
            let items = set.chess[row.range()]
                .iter()
                .map(|p| format!("({:>4}, {:>4})", p.mg, p.eg))
                .collect();
            entry(row, items)
        })
        .collect();
    section(&mut s, "chess", &chess);
    let own: Vec<String> = set
        .own_layout
        .iter()
        .map(|row| {
            let items = set.own[row.range()]
                .iter()
                .map(|p| format!("{:>4}", p.mg))
                .collect();
            entry(row, items)
        })
        .collect();
    section(&mut s, "own", &own);
    s.push_str("}\n");
    s
}

/// `name: { entries }`, or `name: {}` without any.
fn section(s: &mut String, name: &str, entries: &[String]) {
    if entries.is_empty() {
        s.push_str(&format!("    {name}: {{}},\n"));
        return;
    }
    s.push_str(&format!("    {name}: {{\n"));
    for e in entries {
        s.push_str(e);
    }
    s.push_str("    },\n");
}

/// One row, `name: value,` at the entries' indent, its leaves `items` in index order.
fn entry(row: &Term, items: Vec<String>) -> String {
    const INDENT: usize = 8;
    if row.shape.is_empty() {
        // One weight: no columns to line up.
        let value = items[0].split_whitespace().collect::<Vec<_>>().join(" ");
        return format!(
            "{:INDENT$}{}: {},\n",
            "",
            row.name,
            value.replace("( ", "(")
        );
    }
    let mut lines = nested(row.shape, &items, INDENT, row.name);
    lines[0] = format!("{:INDENT$}{}: {}", "", row.name, lines[0].trim_start());
    let last = lines.len() - 1;
    lines[last] = match lines[last].split_once(" //") {
        Some((code, comment)) => format!("{code}, //{comment}"),
        None => format!("{},", lines[last]),
    };
    lines.iter().map(|l| format!("{l}\n")).collect()
}

/// The lines of an array of `shape` holding `items`, each at `indent` (the first line's
/// indent is the caller's), `place` naming it for the comments.
fn nested(shape: &[usize], items: &[String], indent: usize, place: &str) -> Vec<String> {
    let pad = " ".repeat(indent);
    if let [len] = shape {
        if *len <= PER_LINE {
            let line = format!("{pad}[{}]", items.join(", "));
            // An inner one-line array says where it stands; a row of one line has its name.
            return match place.contains('[') {
                true => vec![format!("{line} // {place}")],
                false => vec![line],
            };
        }
        let mut lines = vec![format!("{pad}[")];
        for (k, chunk) in items.chunks(PER_LINE).enumerate() {
            let at = match len {
                64 => format!("{place} rank {}", k + 1),
                _ => format!("{place}[{}..]", k * PER_LINE),
            };
            lines.push(format!("{pad}    {}, // {at}", chunk.join(", ")));
        }
        lines.push(format!("{pad}]"));
        return lines;
    }
    let inner: usize = shape[1..].iter().product();
    let mut lines = vec![format!("{pad}[")];
    for (i, chunk) in items.chunks(inner.max(1)).enumerate() {
        let mut part = nested(&shape[1..], chunk, indent + 4, &format!("{place}[{i}]"));
        let last = part.len() - 1;
        part[last] = match part[last].split_once(" //") {
            Some((code, comment)) => format!("{code}, //{comment}"),
            None => format!("{},", part[last]),
        };
        lines.extend(part);
    }
    lines.push(format!("{pad}]"));
    lines
}

/// A token of a weight file.
#[derive(Clone, Debug, PartialEq)]
enum Token {
    Word(String),
    Number(i32),
    Punct(char),
}

fn tokens(source: &str) -> Result<Vec<Token>, String> {
    let mut out = Vec::new();
    for line in source.lines() {
        let code = line.split("//").next().unwrap_or_default();
        let mut chars = code.chars().peekable();
        while let Some(&c) = chars.peek() {
            if c.is_whitespace() {
                chars.next();
            } else if c.is_ascii_alphabetic() || c == '_' {
                let mut word = String::new();
                while let Some(&c) = chars
                    .peek()
                    .filter(|c| c.is_ascii_alphanumeric() || **c == '_')
                {
                    word.push(c);
                    chars.next();
                }
                out.push(Token::Word(word));
            } else if c.is_ascii_digit() || c == '-' {
                let mut number = String::from(c);
                chars.next();
                while let Some(&d) = chars.peek().filter(|d| d.is_ascii_digit()) {
                    number.push(d);
                    chars.next();
                }
                let n = number.parse().map_err(|e| format!("'{number}': {e}"))?;
                out.push(Token::Number(n));
            } else {
                out.push(Token::Punct(c));
                chars.next();
            }
        }
    }
    Ok(out)
}

/// Reads a file `source` writes back: its base and its rows by name, flattened.
pub fn read(source: &str) -> Result<SetFile, String> {
    let mut t = Reader {
        tokens: tokens(source)?,
        at: 0,
    };
    t.expect_word("weight_set")?;
    t.expect('!')?;
    t.expect('{')?;
    t.expect_word("over")?;
    t.expect(':')?;
    let base_name = t.word()?;
    let base = Base::ALL
        .into_iter()
        .find(|b| b.name() == base_name)
        .ok_or_else(|| format!("no base '{base_name}'"))?;
    t.expect(',')?;
    t.expect_word("chess")?;
    let chess = t.section(true)?;
    t.expect_word("own")?;
    let own = t.section(false)?;
    t.expect('}')?;
    match t.tokens.get(t.at) {
        None => Ok(SetFile { base, chess, own }),
        Some(extra) => Err(format!("{extra:?} after the set")),
    }
}

struct Reader {
    tokens: Vec<Token>,
    at: usize,
}

impl Reader {
    fn next(&mut self) -> Result<Token, String> {
        let t = self
            .tokens
            .get(self.at)
            .cloned()
            .ok_or("the file ends early")?;
        self.at += 1;
        Ok(t)
    }
    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.at)
    }
    fn expect(&mut self, c: char) -> Result<(), String> {
        match self.next()? {
            Token::Punct(p) if p == c => Ok(()),
            other => Err(format!("'{c}' expected, {other:?} found")),
        }
    }
    fn word(&mut self) -> Result<String, String> {
        match self.next()? {
            Token::Word(w) => Ok(w),
            other => Err(format!("a name expected, {other:?} found")),
        }
    }
    fn expect_word(&mut self, word: &str) -> Result<(), String> {
        match self.word()? {
            w if w == word => Ok(()),
            w => Err(format!("'{word}' expected, '{w}' found")),
        }
    }
    fn number(&mut self) -> Result<i32, String> {
        match self.next()? {
            Token::Number(n) => Ok(n),
            other => Err(format!("a number expected, {other:?} found")),
        }
    }

    /// `: { name: value, ... },`: pairs (`tapered`) or untapered numbers.
    fn section(&mut self, tapered: bool) -> Result<Vec<(String, Vec<Pair>)>, String> {
        self.expect(':')?;
        self.expect('{')?;
        let mut rows = Vec::new();
        while let Some(Token::Word(_)) = self.peek() {
            let name = self.word()?;
            self.expect(':')?;
            let mut values = Vec::new();
            self.value(tapered, &mut values)?;
            rows.push((name, values));
            if self.peek() == Some(&Token::Punct(',')) {
                self.at += 1;
            }
        }
        self.expect('}')?;
        self.expect(',')?;
        Ok(rows)
    }

    /// One value: a pair, a number, or an array of values, flattened into `out`.
    fn value(&mut self, tapered: bool, out: &mut Vec<Pair>) -> Result<(), String> {
        match self.next()? {
            Token::Punct('[') => loop {
                if self.peek() == Some(&Token::Punct(']')) {
                    self.at += 1;
                    return Ok(());
                }
                self.value(tapered, out)?;
                match self.next()? {
                    Token::Punct(',') => {}
                    Token::Punct(']') => return Ok(()),
                    other => return Err(format!("',' or ']' expected, {other:?} found")),
                }
            },
            Token::Punct('(') if tapered => {
                let mg = self.number()?;
                self.expect(',')?;
                let eg = self.number()?;
                self.expect(')')?;
                out.push(Pair::new(mg, eg));
                Ok(())
            }
            Token::Number(v) if !tapered => {
                out.push(Pair::new(v, v));
                Ok(())
            }
            other => Err(format!("a weight expected, {other:?} found")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::VariantKind;
    use crate::eval::VariantEval;
    use crate::weights::set::{WeightSet, VARIANT_CHESS};
    use crate::weights::{for_variant, params};

    /// The chess rows a file lists (a set fitted before some rows existed lists fewer).
    fn rows_in(file: &SetFile) -> Vec<Term> {
        let listed = |t: &&Term| file.chess.iter().any(|(name, _)| name == t.name);
        TERMS.iter().filter(listed).copied().collect()
    }

    /// A set's file reads back to the set (chess weights over its base, own rows by name)
    /// and is what the tuner writes for it, past its header.
    fn check<V: VariantEval>(set: &WeightSet) {
        let name = set.file;
        let path = format!("{}/src/weights/{name}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).expect("a weight file");
        let file = read(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(file.chess_weights().as_ref(), Ok(&set.chess), "{name}");
        let own: Vec<(String, Vec<Pair>)> = set
            .own
            .iter()
            .map(|(n, w)| (n.to_string(), w.to_vec()))
            .collect();
        assert_eq!(file.own, own, "{name}");
        let mut own_weights = vec![Pair::default(); layout::count(V::OWN_LAYOUT)];
        for (row, weights) in set.own {
            assert!(layout::place(V::OWN_LAYOUT, &mut own_weights, row, weights));
        }
        let rows = rows_in(&file);
        let written = body(&Set {
            base: file.base,
            chess: &set.chess,
            chess_rows: &rows,
            own_layout: V::OWN_LAYOUT,
            own: &own_weights,
        });
        assert!(
            text.ends_with(&written),
            "{name}: not as the tuner writes it:\n{written}"
        );
        assert!(text.lines().count() <= 300, "{name}: over 300 lines");
        let mut header = text.lines().take_while(|l| l.starts_with("//"));
        if let Some(line) = header.find(|l| l.chars().count() > COMMENT_WIDTH) {
            panic!("{name}: a header line over {COMMENT_WIDTH} columns: {line}");
        }
    }

    /// A long header line wraps between words, every word kept, each line a comment.
    #[test]
    fn headers_wrap_at_the_comment_width() {
        let words: Vec<String> = (0..60).map(|i| format!("shard-{i}.bin,")).collect();
        let header = format!("chess's weights:\n{}\nlast", words.join(" "));
        let set = Set {
            base: Base::Initial,
            chess: &[],
            chess_rows: &[],
            own_layout: &[],
            own: &[],
        };
        let text = source(&header, &set);
        let comments: Vec<&str> = text.lines().take_while(|l| l.starts_with("//")).collect();
        assert!(comments.len() > 3, "{text}");
        assert!(comments.iter().all(|l| l.len() <= COMMENT_WIDTH));
        let rejoined: Vec<&str> = comments
            .iter()
            .flat_map(|l| l.trim_start_matches("//").split_whitespace())
            .collect();
        let expected: Vec<&str> = header.split_whitespace().collect();
        assert_eq!(rejoined, expected);
        assert_eq!(comments[0], "// chess's weights:");
        assert_eq!(*comments.last().unwrap(), "// last");
    }

    /// Every file of `sets/` is a set in use (a variant's, or the variants' base), as the
    /// tuner writes it.
    #[test]
    fn set_files_are_the_tuners_output() {
        let mut checked = std::collections::BTreeSet::new();
        for kind in VariantKind::ALL {
            let set = for_variant(kind);
            crate::with_variant!(kind, V => check::<V>(set));
            checked.insert(set.file.to_string());
        }
        check::<crate::variant::Standard>(&VARIANT_CHESS);
        checked.insert(VARIANT_CHESS.file.to_string());
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/src/weights/sets");
        let files: std::collections::BTreeSet<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| format!("sets/{}", e.unwrap().file_name().to_string_lossy()))
            .collect();
        assert_eq!(files, checked, "every file of sets/ is a set in use");
    }

    /// Weights unlike any set, every one different.
    fn distinct_weights() -> Vec<Pair> {
        (0..NUM_PARAMS as i32)
            .map(|i| Pair::new(i * 7 % 301 - 150, -(i * 13 % 211) + 40))
            .collect()
    }

    /// What the tuner writes reads back to the same weights, over every base, every row of
    /// every shape under its name; the own rows untapered.
    #[test]
    fn weight_files_round_trip() {
        use crate::variant::Crazyhouse;
        let chess = distinct_weights();
        let own: Vec<Pair> = (0..Crazyhouse::OWN_WEIGHTS.len() as i32)
            .map(|i| Pair::new(i * 11 - 99, i * 11 - 99))
            .collect();
        for base in Base::ALL {
            let set = Set {
                base,
                chess: &chess,
                chess_rows: TERMS,
                own_layout: Crazyhouse::OWN_LAYOUT,
                own: &own,
            };
            let text = source("a fit\nof \"quoted\" data", &set);
            let file = read(&text).unwrap();
            assert_eq!(file.base, base);
            assert_eq!(file.chess_weights().unwrap()[..], chess[..]);
            let read_own: Vec<Pair> = file.own.iter().flat_map(|(_, w)| w.clone()).collect();
            assert_eq!(read_own, own);
        }
        // Only the rows written: the others keep the base.
        let set = Set {
            base: Base::Initial,
            chess: &chess,
            chess_rows: &TERMS[..2],
            own_layout: &[],
            own: &[],
        };
        let file = read(&source("", &set)).unwrap();
        let weights = file.chess_weights().unwrap();
        let first = params::MOBILITY_KNIGHT.start;
        assert_eq!(weights[..first], chess[..first]);
        assert_eq!(weights[first..], params::initial_weights()[first..]);
        // An entry for a row the layout lacks is refused, as is one of the wrong size.
        let text = body(&set);
        let stale = text.replace("pst:", "gone:");
        assert!(read(&stale).unwrap().chess_weights().is_err());
        let material = text.find("material: [").unwrap() + "material: [".len();
        let first_pair = text[material..].find("), ").unwrap() + 3;
        let resized = format!("{}{}", &text[..material], &text[material + first_pair..]);
        assert!(read(&resized).unwrap().chess_weights().is_err());
        assert!(read(&text.replace("over: initial", "over: nowhere")).is_err());
    }

    /// A piece-square table is written as boards, a rank a line, each line naming its place:
    /// one square refitted is one line of the diff, and says which.
    #[test]
    fn tables_are_boards_and_a_refit_is_a_diff_of_ranks() {
        let before = distinct_weights();
        let mut after = before.clone();
        let e4 = 28;
        after[params::PST.at([2, e4])] = Pair::new(999, -999);
        let text = |w: &[Pair]| {
            body(&Set {
                base: Base::Initial,
                chess: w,
                chess_rows: TERMS,
                own_layout: &[],
                own: &[],
            })
        };
        let (a, b) = (text(&before), text(&after));
        let changed: Vec<(&str, &str)> = a.lines().zip(b.lines()).filter(|(x, y)| x != y).collect();
        assert_eq!(changed.len(), 1, "{changed:?}");
        let (_, line) = changed[0];
        assert!(line.ends_with("// pst[2] rank 4"), "{line}");
        assert_eq!(line.matches("), (").count(), 7, "eight squares: {line}");
        assert!(line.contains("( 999, -999)"), "{line}");
        let boards = a.lines().filter(|l| l.contains("// pst[")).count();
        assert_eq!(boards, 6 * 8);
    }
}

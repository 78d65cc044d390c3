//! Opening positions for the games: from an EPD/FEN file, from the first plies of the games of
//! a PGN file, from a Polyglot book (weighted random walks), random Chess960 starts, or the
//! variant's start position. Random order is reproducible from a seed; sequential order walks
//! the file from a start index and wraps around.

use crate::book::Book;
use crate::core::{Move, SplitMix64};
use crate::game::PgnReader;
use crate::position::CastlingMode;
use crate::variant::{AnyPosition, VariantKind};
use std::fmt;
use std::path::{Path, PathBuf};

/// An opening: a start position and moves to play from it before the engines take over.
#[derive(Clone, Debug, PartialEq)]
pub struct Opening {
    pub start: AnyPosition,
    pub moves: Vec<Move>,
    /// `ECO`, `Opening`, `Variation` from a PGN opening.
    pub tags: Vec<(String, String)>,
}

impl Opening {
    pub fn from_position(start: AnyPosition) -> Opening {
        Opening {
            start,
            moves: Vec::new(),
            tags: Vec::new(),
        }
    }
}

/// The kind of opening file.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum OpeningFormat {
    Epd,
    Pgn,
    Polyglot,
}

impl OpeningFormat {
    pub fn from_name(name: &str) -> Option<OpeningFormat> {
        match name.to_ascii_lowercase().as_str() {
            "epd" | "fen" => Some(OpeningFormat::Epd),
            "pgn" => Some(OpeningFormat::Pgn),
            "bin" | "polyglot" | "book" => Some(OpeningFormat::Polyglot),
            _ => None,
        }
    }

    /// By the file's extension: `.pgn`, `.bin`, anything else is EPD/FEN lines.
    pub fn from_path(path: &Path) -> OpeningFormat {
        match path
            .extension()
            .and_then(|e| e.to_str())
            .map(str::to_ascii_lowercase)
            .as_deref()
        {
            Some("pgn") => OpeningFormat::Pgn,
            Some("bin") => OpeningFormat::Polyglot,
            _ => OpeningFormat::Epd,
        }
    }
}

/// Why the openings could not be loaded.
#[derive(Debug)]
pub enum OpeningError {
    Io(PathBuf, std::io::Error),
    Book(PathBuf, crate::book::BookError),
    /// No usable opening in the file (with the first problem found, if any).
    Empty {
        path: PathBuf,
        first_problem: Option<String>,
    },
    /// Polyglot books are standard chess.
    BookVariant(VariantKind),
}

impl fmt::Display for OpeningError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OpeningError::Io(p, e) => write!(f, "{}: {e}", p.display()),
            OpeningError::Book(p, e) => write!(f, "{}: {e}", p.display()),
            OpeningError::Empty {
                path,
                first_problem,
            } => {
                write!(f, "{}: no usable opening", path.display())?;
                if let Some(p) = first_problem {
                    write!(f, " ({p})")?;
                }
                Ok(())
            }
            OpeningError::BookVariant(k) => {
                write!(f, "Polyglot books hold standard chess, not {k}")
            }
        }
    }
}

impl std::error::Error for OpeningError {}

/// The order openings are taken in.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Order {
    Sequential,
    Random,
}

enum Source {
    /// The variant's start position (Chess960: random or numbered starts).
    Start,
    Chess960,
    List(Vec<Opening>),
    Book {
        book: Book,
        plies: u32,
    },
}

/// The openings of a tournament.
pub struct OpeningSuite {
    source: Source,
    kind: VariantKind,
    mode: CastlingMode,
    order: Order,
    rng: SplitMix64,
    /// The next index for sequential order.
    next: usize,
    /// The shuffled indices for random order over a list.
    shuffled: Vec<usize>,
}

/// How to load openings.
#[derive(Clone, Debug)]
pub struct OpeningsConfig {
    pub file: Option<PathBuf>,
    pub format: Option<OpeningFormat>,
    /// PGN: plies of each game to keep (`None`: all); Polyglot: plies to play (default 8).
    pub plies: Option<u32>,
    pub order: Order,
    pub seed: u64,
    /// Sequential order: the 1-based index of the first opening.
    pub start: usize,
}

impl OpeningSuite {
    pub fn load(
        config: &OpeningsConfig,
        kind: VariantKind,
        mode: CastlingMode,
    ) -> Result<OpeningSuite, OpeningError> {
        let source = match &config.file {
            None if mode == CastlingMode::Chess960 => Source::Chess960,
            None => Source::Start,
            Some(path) => {
                match config
                    .format
                    .unwrap_or_else(|| OpeningFormat::from_path(path))
                {
                    OpeningFormat::Epd => Source::List(read_epd(path, kind, mode)?),
                    OpeningFormat::Pgn => Source::List(read_pgn(path, kind, mode, config.plies)?),
                    OpeningFormat::Polyglot => {
                        if kind != VariantKind::Standard {
                            return Err(OpeningError::BookVariant(kind));
                        }
                        let book =
                            Book::open(path).map_err(|e| OpeningError::Book(path.clone(), e))?;
                        Source::Book {
                            book,
                            plies: config.plies.unwrap_or(8),
                        }
                    }
                }
            }
        };
        let mut rng = SplitMix64::new(config.seed);
        let shuffled = match (&source, config.order) {
            (Source::List(list), Order::Random) => {
                let mut idx: Vec<usize> = (0..list.len()).collect();
                for i in (1..idx.len()).rev() {
                    let j = rng.below(i + 1);
                    idx.swap(i, j);
                }
                idx
            }
            _ => Vec::new(),
        };
        Ok(OpeningSuite {
            source,
            kind,
            mode,
            order: config.order,
            rng,
            next: config.start.saturating_sub(1),
            shuffled,
        })
    }

    /// A suite of standard start positions (a stand-in where a suite is moved out).
    pub fn placeholder() -> OpeningSuite {
        OpeningSuite {
            source: Source::Start,
            kind: VariantKind::Standard,
            mode: CastlingMode::Standard,
            order: Order::Sequential,
            rng: SplitMix64::new(0),
            next: 0,
            shuffled: Vec::new(),
        }
    }

    /// How many distinct openings a file holds (`None` for generated ones).
    pub fn distinct(&self) -> Option<usize> {
        match &self.source {
            Source::List(l) => Some(l.len()),
            Source::Chess960 => Some(960),
            _ => None,
        }
    }

    /// The next opening.
    pub fn next_opening(&mut self) -> Opening {
        let i = self.next;
        self.next += 1;
        match &self.source {
            Source::Start => Opening::from_position(AnyPosition::new(self.kind, self.mode)),
            Source::Chess960 => {
                let n = match self.order {
                    Order::Random => self.rng.below(960),
                    Order::Sequential => i % 960,
                };
                Opening::from_position(chess960_start(self.kind, n as u32))
            }
            Source::List(list) => {
                let at = i % list.len().max(1);
                let index = match self.order {
                    Order::Random => self.shuffled.get(at).copied().unwrap_or(at),
                    Order::Sequential => at,
                };
                list.get(index).cloned().unwrap_or_else(|| {
                    Opening::from_position(AnyPosition::new(self.kind, self.mode))
                })
            }
            Source::Book { book, plies } => {
                let start = AnyPosition::new(self.kind, self.mode);
                let mut pos = start.clone();
                let mut moves = Vec::new();
                for _ in 0..*plies {
                    let Some(std_pos) = pos.as_standard() else {
                        break;
                    };
                    let random = self.rng.next_u64();
                    let Some(choice) = book.choose_weighted(std_pos, 1, random) else {
                        break;
                    };
                    if !pos.is_legal(choice.mv) {
                        break;
                    }
                    pos.play_unchecked(choice.mv);
                    moves.push(choice.mv);
                }
                Opening {
                    start,
                    moves,
                    tags: Vec::new(),
                }
            }
        }
    }
}

/// The Chess960 start number `n` (0..960, Scharnagl's numbering; 518 is the standard array).
pub fn chess960_back_rank(n: u32) -> [char; 8] {
    let mut rank = [' '; 8];
    let n = n % 960;
    let (n, light) = (n / 4, n % 4);
    rank[(2 * light + 1) as usize] = 'b';
    let (n, dark) = (n / 4, n % 4);
    rank[(2 * dark) as usize] = 'b';
    let (knights, queen) = (n / 6, n % 6);
    place_on_empty(&mut rank, queen as usize, 'q');
    const KNIGHTS: [(usize, usize); 10] = [
        (0, 1),
        (0, 2),
        (0, 3),
        (0, 4),
        (1, 2),
        (1, 3),
        (1, 4),
        (2, 3),
        (2, 4),
        (3, 4),
    ];
    let (k1, k2) = KNIGHTS[(knights as usize).min(9)];
    // Place the second first so the first's index among empty squares is unchanged.
    place_on_empty(&mut rank, k2, 'n');
    place_on_empty(&mut rank, k1, 'n');
    for piece in ['r', 'k', 'r'] {
        place_on_empty(&mut rank, 0, piece);
    }
    rank
}

fn place_on_empty(rank: &mut [char; 8], nth: usize, piece: char) {
    if let Some(slot) = rank.iter_mut().filter(|c| **c == ' ').nth(nth) {
        *slot = piece;
    }
}

/// The Chess960 start position number `n` for a variant (its usual pawns and extras).
pub fn chess960_start(kind: VariantKind, n: u32) -> AnyPosition {
    let black: String = chess960_back_rank(n).iter().collect();
    let white = black.to_ascii_uppercase();
    let standard = AnyPosition::new(kind, CastlingMode::Chess960).fen();
    // Replace the back ranks of the variant's start FEN (standard-like variants only).
    let fen = standard
        .replacen("rnbqkbnr", &black, 1)
        .replacen("RNBQKBNR", &white, 1);
    AnyPosition::from_fen(kind, &fen, CastlingMode::Chess960)
        .unwrap_or_else(|_| AnyPosition::new(kind, CastlingMode::Chess960))
}

fn read_epd(
    path: &Path,
    kind: VariantKind,
    mode: CastlingMode,
) -> Result<Vec<Opening>, OpeningError> {
    let text = std::fs::read(path).map_err(|e| OpeningError::Io(path.to_path_buf(), e))?;
    let text = String::from_utf8_lossy(&text);
    let mut list = Vec::new();
    let mut first_problem = None;
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fen = epd_to_fen(line);
        match position_from_fen(kind, mode, &fen) {
            Ok(pos) => list.push(Opening::from_position(pos)),
            Err(e) => {
                first_problem.get_or_insert_with(|| format!("line {}: {e}", n + 1));
            }
        }
    }
    if list.is_empty() {
        return Err(OpeningError::Empty {
            path: path.to_path_buf(),
            first_problem,
        });
    }
    if let Some(p) = first_problem {
        log::warn!("{}: skipped lines, first: {p}", path.display());
    }
    Ok(list)
}

/// An EPD or FEN line as a FEN: the four fields, then the clocks (from `hmvc`/`fmvn`
/// operations, or the FEN's own, or `0 1`). Three-check's counter field is kept.
fn epd_to_fen(line: &str) -> String {
    let fields: Vec<&str> = line.split_whitespace().collect();
    let numeric = |s: &&str| s.parse::<u32>().is_ok();
    let is_checks = |s: &str| s.contains('+') && s.chars().all(|c| c.is_ascii_digit() || c == '+');
    let mut n = 4.min(fields.len());
    if fields.get(4).is_some_and(|s| is_checks(s)) {
        n = 5;
    }
    let mut fen: Vec<String> = fields.iter().take(n).map(|s| s.to_string()).collect();
    let rest = &fields[n.min(fields.len())..];
    if rest.len() >= 2 && numeric(&rest[0]) && numeric(&rest[1]) {
        fen.push(rest[0].to_string());
        fen.push(rest[1].to_string());
    } else {
        let op = |name: &str| {
            rest.windows(2)
                .find(|w| w[0] == name)
                .map(|w| w[1].trim_end_matches(';').to_string())
        };
        fen.push(op("hmvc").unwrap_or_else(|| "0".into()));
        fen.push(op("fmvn").unwrap_or_else(|| "1".into()));
    }
    fen.join(" ")
}

/// A FEN in the tournament's variant; in standard mode, Chess960 castling rights switch the
/// position to Chess960 (as PGN readers do).
fn position_from_fen(
    kind: VariantKind,
    mode: CastlingMode,
    fen: &str,
) -> Result<AnyPosition, crate::position::FenError> {
    let as_960 = AnyPosition::from_fen(kind, fen, CastlingMode::Chess960)?;
    if mode == CastlingMode::Chess960 {
        return Ok(as_960);
    }
    match AnyPosition::from_fen(kind, fen, CastlingMode::Standard) {
        // Standard reading keeps every right: it is a standard position.
        Ok(std) if std.fen() == as_960.fen() => Ok(std),
        _ => Ok(as_960),
    }
}

fn read_pgn(
    path: &Path,
    kind: VariantKind,
    mode: CastlingMode,
    plies: Option<u32>,
) -> Result<Vec<Opening>, OpeningError> {
    let file = std::fs::File::open(path).map_err(|e| OpeningError::Io(path.to_path_buf(), e))?;
    let reader = PgnReader::new(std::io::BufReader::new(file));
    let mut list = Vec::new();
    let mut first_problem = None;
    for game in reader {
        let game = match game {
            Ok(g) => g,
            Err(e) => {
                first_problem.get_or_insert_with(|| e.to_string());
                continue;
            }
        };
        if game.variant() != kind
            || (mode == CastlingMode::Chess960) != (game.castling_mode() == CastlingMode::Chess960)
        {
            first_problem.get_or_insert_with(|| "a game of another variant".into());
            continue;
        }
        let limit = plies.map_or(usize::MAX, |p| p as usize);
        let mut moves = Vec::new();
        for gm in game.moves.iter().take(limit) {
            match gm.mv {
                Some(m) => moves.push(m),
                None => break,
            }
        }
        let tags = ["ECO", "Opening", "Variation"]
            .iter()
            .filter_map(|t| game.tag(t).map(|v| (t.to_string(), v.to_string())))
            .filter(|(_, v)| !v.is_empty() && v != "?")
            .collect();
        list.push(Opening {
            start: game.start.clone(),
            moves,
            tags,
        });
    }
    if list.is_empty() {
        return Err(OpeningError::Empty {
            path: path.to_path_buf(),
            first_problem,
        });
    }
    Ok(list)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chess960_numbering() {
        let s = |n| chess960_back_rank(n).iter().collect::<String>();
        assert_eq!(s(518), "rnbqkbnr");
        assert_eq!(s(0), "bbqnnrkr");
        assert_eq!(s(959), "rkrnnqbb");
        // Every start is distinct and valid, kings between rooks, bishops on both colours.
        let mut seen = std::collections::HashSet::new();
        for n in 0..960 {
            let r = s(n);
            assert!(seen.insert(r.clone()), "{n}: {r}");
            let (k, r1, r2) = (
                r.find('k').unwrap(),
                r.find('r').unwrap(),
                r.rfind('r').unwrap(),
            );
            assert!(r1 < k && k < r2, "{r}");
            let b: Vec<usize> = r.match_indices('b').map(|(i, _)| i).collect();
            assert_eq!(b.len(), 2);
            assert_ne!(b[0] % 2, b[1] % 2, "{r}");
        }
        let pos = chess960_start(VariantKind::Standard, 0);
        assert_eq!(
            pos.fen(),
            "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"
        );
        assert_eq!(pos.castling_mode(), CastlingMode::Chess960);
        assert_eq!(pos.legal_moves().len(), 20);
    }

    #[test]
    fn epd_lines() {
        assert_eq!(
            epd_to_fen(
                "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - id \"x\"; hmvc 0; fmvn 1;"
            ),
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
        );
        assert_eq!(
            epd_to_fen("8/8/8/8/8/8/8/K6k w - - 5 40"),
            "8/8/8/8/8/8/8/K6k w - - 5 40"
        );
        assert_eq!(
            epd_to_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1"),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1"
        );
    }

    fn temp_file(name: &str, content: &[u8]) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("ferrum-openings-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let p = dir.join(name);
        std::fs::write(&p, content).unwrap();
        p
    }

    fn config(file: Option<PathBuf>, order: Order, plies: Option<u32>) -> OpeningsConfig {
        OpeningsConfig {
            file,
            format: None,
            plies,
            order,
            seed: 7,
            start: 1,
        }
    }

    #[test]
    fn epd_and_pgn_suites() {
        let epd = temp_file(
            "o.epd",
            b"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq -\nnot a fen\n\nrnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1\n",
        );
        let mut s = OpeningSuite::load(
            &config(Some(epd.clone()), Order::Sequential, None),
            VariantKind::Standard,
            CastlingMode::Standard,
        )
        .unwrap();
        assert_eq!(s.distinct(), Some(2));
        let a = s.next_opening();
        let b = s.next_opening();
        let c = s.next_opening();
        assert!(a.start.fen().contains("4P3"));
        assert!(b.start.fen().contains("3P4"));
        assert_eq!(a, c);
        let pgn = temp_file(
            "o.pgn",
            b"[ECO \"C20\"]\n[Opening \"King's pawn\"]\n1. e4 e5 2. Nf3 Nc6 *\n\n1. d4 d5 *\n",
        );
        let mut s = OpeningSuite::load(
            &config(Some(pgn), Order::Sequential, Some(3)),
            VariantKind::Standard,
            CastlingMode::Standard,
        )
        .unwrap();
        let a = s.next_opening();
        assert_eq!(a.moves.len(), 3);
        assert_eq!(a.tags[0], ("ECO".to_string(), "C20".to_string()));
        assert_eq!(s.next_opening().moves.len(), 2);
        // Random order with a seed is reproducible.
        let draw = |seed| {
            let mut c = config(Some(epd.clone()), Order::Random, None);
            c.seed = seed;
            let mut s =
                OpeningSuite::load(&c, VariantKind::Standard, CastlingMode::Standard).unwrap();
            (0..4)
                .map(|_| s.next_opening().start.fen())
                .collect::<Vec<_>>()
        };
        assert_eq!(draw(3), draw(3));
        let empty = temp_file("e.epd", b"junk\n");
        assert!(matches!(
            OpeningSuite::load(
                &config(Some(empty), Order::Sequential, None),
                VariantKind::Standard,
                CastlingMode::Standard
            ),
            Err(OpeningError::Empty { .. })
        ));
    }

    #[test]
    fn book_walks_and_chess960_starts() {
        let book = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/books/ferrum.bin"));
        let mut s = OpeningSuite::load(
            &config(Some(book), Order::Random, Some(6)),
            VariantKind::Standard,
            CastlingMode::Standard,
        )
        .unwrap();
        let lines: Vec<Vec<Move>> = (0..8).map(|_| s.next_opening().moves).collect();
        assert!(lines.iter().all(|l| !l.is_empty() && l.len() <= 6));
        assert!(
            lines.iter().any(|l| l != &lines[0]),
            "random book walks differ"
        );
        let mut s = OpeningSuite::load(
            &config(None, Order::Random, None),
            VariantKind::Standard,
            CastlingMode::Chess960,
        )
        .unwrap();
        let starts: std::collections::HashSet<String> =
            (0..10).map(|_| s.next_opening().start.fen()).collect();
        assert!(starts.len() >= 8);
    }
}

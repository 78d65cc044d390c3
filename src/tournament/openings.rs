//! Opening positions for the games: from an EPD/FEN file, from the first plies of the games of
//! a PGN file, from a Polyglot book (weighted random walks), random Chess960 starts, or the
//! variant's start position. Random order is reproducible from a seed; sequential order walks
//! the file from a start index and wraps around.

use crate::book::Book;
use crate::core::{Move, SplitMix64};
use crate::game::PgnReader;
use crate::notation::epd::epd_to_fen;
use crate::position::CastlingMode;
use crate::variant::chess960::from_fen_detecting_chess960 as position_from_fen;
pub use crate::variant::chess960::{chess960_back_rank, chess960_start};
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
        if let Some(dir) = epd.parent() {
            let _ = std::fs::remove_dir_all(dir);
        }
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

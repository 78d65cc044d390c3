//! OpenBench's `genfens`: N opening positions for a test or a data generation run, the same
//! ones for the same seed. OpenBench's client starts the engine as
//! `./ferrum "genfens N seed S book <None|FILE> [extra]" "quit"` on every thread with its own
//! seed and reads the `info string genfens <FEN>` lines (Client/genfens.py).
//!
//! A position is a start (the variant's start position, a random Chess960 or double Chess960
//! start, or a random line of the book) followed by random legal plies, kept when the game is
//! not over and a short search says neither side is already winning.

use crate::core::SplitMix64;
use crate::eval::VariantEval;
use crate::game::PgnReader;
use crate::notation::epd::epd_to_fen;
use crate::position::{CastlingMode, Position};
use crate::search::{Limits, SearchRequest, SearchShared, Worker};
use crate::tt::TranspositionTable;
use crate::variant::chess960::{
    chess960_start, double_chess960_start, from_fen_detecting_chess960,
};
use crate::variant::{AnyPosition, VariantKind};
use std::collections::HashSet;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Where the openings start before the random plies.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum StartKind {
    /// The variant's own start position.
    Standard,
    /// One of the 960 starts, the same back rank for both sides.
    Chess960,
    /// Each side its own Chess960 back rank.
    DoubleChess960,
}

/// A parsed `genfens` command.
#[derive(Clone, Debug, PartialEq)]
pub struct GenfensRequest {
    pub count: usize,
    pub seed: u64,
    pub book: Option<PathBuf>,
    pub variant: VariantKind,
    pub start: StartKind,
    /// Random plies after the start (default 8 from a start position, 2 from a book line).
    pub plies: u32,
    /// A position is kept only when the verification search scores it within this (cp).
    pub max_score: i32,
    /// Nodes of the verification search.
    pub nodes: u64,
}

/// Plies played at random from a start position or from a book line.
pub const DEFAULT_PLIES: u32 = 8;
pub const DEFAULT_BOOK_PLIES: u32 = 2;
/// Positions a short search scores beyond this are already decided.
pub const DEFAULT_MAX_SCORE: i32 = 1000;
pub const DEFAULT_NODES: u64 = 2000;

/// Why a `genfens` command could not be carried out.
#[derive(Debug)]
pub enum GenfensError {
    Syntax(String),
    Book(PathBuf, String),
    /// The attempts ran out before `wanted` distinct positions were found.
    TooFew {
        found: usize,
        wanted: usize,
    },
}

impl fmt::Display for GenfensError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GenfensError::Syntax(e) => write!(
                f,
                "genfens: {e} (expected 'genfens N seed S book <None|FILE> [plies P] \
                 [variant NAME] [frc|dfrc] [maxscore CP] [nodes N]')"
            ),
            GenfensError::Book(path, e) => write!(f, "genfens: book {}: {e}", path.display()),
            GenfensError::TooFew { found, wanted } => write!(
                f,
                "genfens: found only {found} of {wanted} positions (the book or the start \
                 allows too few)"
            ),
        }
    }
}
impl std::error::Error for GenfensError {}

impl GenfensRequest {
    /// Reads the words after `genfens`: `N seed S book <None|FILE>` and then OpenBench's free
    /// "extra" text, here `plies P`, `variant NAME`, `frc`/`chess960`, `dfrc`, `maxscore CP`
    /// and `nodes N` in any order.
    pub fn parse(words: &[&str]) -> Result<GenfensRequest, GenfensError> {
        let syntax = |e: String| GenfensError::Syntax(e);
        let number = |what: &str, word: Option<&&str>| -> Result<u64, GenfensError> {
            let word = word.ok_or_else(|| syntax(format!("missing {what}")))?;
            word.parse::<u64>()
                .map_err(|_| syntax(format!("invalid {what} '{word}'")))
        };
        let count = number("count", words.first())? as usize;
        let mut request = GenfensRequest {
            count,
            seed: 0,
            book: None,
            variant: VariantKind::Standard,
            start: StartKind::Standard,
            plies: DEFAULT_PLIES,
            max_score: DEFAULT_MAX_SCORE,
            nodes: DEFAULT_NODES,
        };
        let (mut seen_seed, mut plies) = (false, None);
        let mut rest = words.iter().skip(1);
        while let Some(&word) = rest.next() {
            match word.to_ascii_lowercase().as_str() {
                "seed" => {
                    request.seed = number("seed", rest.next())?;
                    seen_seed = true;
                }
                "book" => {
                    let name = rest.next().ok_or_else(|| syntax("missing book".into()))?;
                    request.book = (!name.eq_ignore_ascii_case("none")).then(|| name.into());
                }
                "plies" => plies = Some(number("plies", rest.next())?.min(1000) as u32),
                "maxscore" => {
                    request.max_score = number("maxscore", rest.next())?.min(100_000) as i32
                }
                "nodes" => request.nodes = number("nodes", rest.next())?.max(1),
                "variant" => {
                    let name = rest
                        .next()
                        .ok_or_else(|| syntax("missing variant".into()))?;
                    request.variant = VariantKind::from_name(name)
                        .ok_or_else(|| syntax(format!("unknown variant '{name}'")))?;
                    if matches!(
                        name.to_ascii_lowercase().as_str(),
                        "chess960" | "fischerandom"
                    ) {
                        request.start = StartKind::Chess960;
                    }
                }
                "frc" | "chess960" | "fischerandom" => request.start = StartKind::Chess960,
                "dfrc" => request.start = StartKind::DoubleChess960,
                other => return Err(syntax(format!("unknown word '{other}'"))),
            }
        }
        if !seen_seed {
            return Err(syntax("missing 'seed S'".into()));
        }
        request.plies = plies.unwrap_or(if request.book.is_some() {
            DEFAULT_BOOK_PLIES
        } else {
            DEFAULT_PLIES
        });
        Ok(request)
    }

    /// Chess960 castling for Chess960 starts, and for a book whose name says FRC, DFRC or 960
    /// (OpenBench's own rule for choosing `fischerandom`).
    fn castling_mode(&self) -> CastlingMode {
        let book_960 = self.book.as_ref().is_some_and(|b| {
            let name = b.to_string_lossy().to_ascii_uppercase();
            name.contains("FRC") || name.contains("960")
        });
        if self.start != StartKind::Standard || book_960 {
            CastlingMode::Chess960
        } else {
            CastlingMode::Standard
        }
    }
}

/// Every position of an EPD/FEN book (one per line) or of a PGN book (each game's end).
pub fn read_book(
    path: &Path,
    kind: VariantKind,
    mode: CastlingMode,
) -> Result<Vec<AnyPosition>, GenfensError> {
    let bytes = std::fs::read(path).map_err(|e| GenfensError::Book(path.into(), e.to_string()))?;
    let text = String::from_utf8_lossy(&bytes);
    let is_pgn = path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("pgn"));
    let mut positions = Vec::new();
    if is_pgn {
        for game in PgnReader::new(text.as_bytes()).flatten() {
            if game.start.kind() != kind {
                continue;
            }
            let mut pos = game.start.clone();
            for m in game.moves.iter().map_while(|m| m.mv) {
                if !pos.is_legal(m) {
                    break;
                }
                pos.play_unchecked(m);
            }
            positions.push(pos);
        }
    } else {
        for line in text.lines().map(str::trim) {
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            if let Ok(pos) = from_fen_detecting_chess960(kind, mode, &epd_to_fen(line)) {
                positions.push(pos);
            }
        }
    }
    if positions.is_empty() {
        return Err(GenfensError::Book(
            path.into(),
            "no readable position".into(),
        ));
    }
    Ok(positions)
}

/// Generates the request's positions, handing each FEN to `emit` as soon as it is found.
pub fn generate(request: &GenfensRequest, mut emit: impl FnMut(&str)) -> Result<(), GenfensError> {
    let mode = request.castling_mode();
    let book = match &request.book {
        Some(path) => Some(read_book(path, request.variant, mode)?),
        None => None,
    };
    let tt = TranspositionTable::new(1)
        .map_err(|e| GenfensError::Syntax(format!("no memory for the search: {e}")))?;
    let tt = Arc::new(tt);
    let mut worker = Worker::new(0, tt.clone(), Arc::new(SearchShared::new(1)));
    let mut rng = SplitMix64::new(request.seed);
    let mut seen = HashSet::new();
    let mut found = 0;
    // Enough tries for sparse books; past half of them a repeated position is allowed.
    let attempts = 1000 + 200 * request.count;
    for attempt in 0..attempts {
        if found == request.count {
            return Ok(());
        }
        let mut pos = match &book {
            Some(list) => list[(rng.next_u64() % list.len() as u64) as usize].clone(),
            None => start_position(request, mode, &mut rng),
        };
        if !play_random_plies(&mut pos, request.plies, &mut rng) {
            continue;
        }
        let fresh = seen.insert(pos.key());
        if !fresh && attempt < attempts / 2 {
            continue;
        }
        let score = crate::with_position!(&pos, p => verification_score(&mut worker, &tt, p, request.nodes));
        if score.is_some_and(|s| s.abs() <= request.max_score) {
            emit(&pos.fen());
            found += 1;
        }
    }
    if found == request.count {
        Ok(())
    } else {
        Err(GenfensError::TooFew {
            found,
            wanted: request.count,
        })
    }
}

fn start_position(
    request: &GenfensRequest,
    mode: CastlingMode,
    rng: &mut SplitMix64,
) -> AnyPosition {
    let kind = request.variant;
    match request.start {
        StartKind::Standard => AnyPosition::new(kind, mode),
        StartKind::Chess960 => chess960_start(kind, (rng.next_u64() % 960) as u32),
        StartKind::DoubleChess960 => {
            let white = (rng.next_u64() % 960) as u32;
            double_chess960_start(kind, white, (rng.next_u64() % 960) as u32)
        }
    }
}

/// Plays `plies` uniformly random legal moves; false when the game ends on the way or at the
/// end (a finished game is no opening).
fn play_random_plies(pos: &mut AnyPosition, plies: u32, rng: &mut SplitMix64) -> bool {
    for _ in 0..plies {
        if pos.outcome().is_some() {
            return false;
        }
        let moves = pos.legal_moves();
        let m = moves[(rng.next_u64() % moves.len() as u64) as usize];
        pos.play_unchecked(m);
    }
    pos.outcome().is_none()
}

/// The score of a short search from the side to move's view (`None`: no move found).
fn verification_score<V: VariantEval>(
    worker: &mut Worker,
    tt: &Arc<TranspositionTable>,
    pos: &Position<V>,
    nodes: u64,
) -> Option<i32> {
    // A cleared table makes each position's verdict independent of the ones before it.
    tt.clear();
    worker.clear();
    worker.set_shared(tt.clone(), Arc::new(SearchShared::new(1)));
    worker.search(pos, SearchRequest::new(&Limits::nodes(nodes)));
    worker.root_moves.first().map(|r| r.score)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(line: &str) -> Result<GenfensRequest, GenfensError> {
        GenfensRequest::parse(&line.split_whitespace().collect::<Vec<_>>())
    }

    fn run(line: &str) -> Vec<String> {
        let mut out = Vec::new();
        generate(&request(line).expect("parses"), |f| out.push(f.to_string())).expect("runs");
        out
    }

    #[test]
    fn parses_openbench_commands() {
        let r = request("16 seed 12345 book None").unwrap();
        assert_eq!((r.count, r.seed, r.book.clone()), (16, 12345, None));
        assert_eq!((r.plies, r.start), (DEFAULT_PLIES, StartKind::Standard));
        let r = request("4 seed 1 book Books/DFRC.epd dfrc plies 3 maxscore 200").unwrap();
        assert_eq!(r.book, Some(PathBuf::from("Books/DFRC.epd")));
        assert_eq!(
            (r.plies, r.max_score, r.start),
            (3, 200, StartKind::DoubleChess960)
        );
        assert_eq!(r.castling_mode(), CastlingMode::Chess960);
        let r = request("4 seed 1 book Books/UHO_4060_v2.epd").unwrap();
        assert_eq!(
            (r.plies, r.castling_mode()),
            (DEFAULT_BOOK_PLIES, CastlingMode::Standard)
        );
        let r = request("2 seed 7 book None variant atomic").unwrap();
        assert_eq!(r.variant, VariantKind::Atomic);
        for bad in [
            "",
            "x seed 1 book None",
            "3 book None",
            "3 seed -1 book None",
            "3 seed 1 book",
            "3 seed 1 book None frobnicate",
            "3 seed 1 book None variant shogi",
        ] {
            assert!(request(bad).is_err(), "{bad:?} accepted");
        }
    }

    #[test]
    fn same_seed_same_positions_other_seed_others() {
        let a = run("6 seed 42 book None");
        assert_eq!(a.len(), 6);
        assert_eq!(a, run("6 seed 42 book None"));
        assert_ne!(a, run("6 seed 43 book None"));
        let distinct: HashSet<&String> = a.iter().collect();
        assert_eq!(distinct.len(), 6);
        for fen in &a {
            let pos = Position::<crate::variant::Standard>::from_fen(fen, CastlingMode::Standard)
                .expect("legal FEN");
            assert!(pos.outcome().is_none(), "{fen}");
            // Eight random plies from the start: White to move at move 5.
            let fields: Vec<&str> = fen.split(' ').collect();
            assert_eq!((fields.len(), fields[1], fields[5]), (6, "w", "5"), "{fen}");
        }
    }

    #[test]
    fn chess960_and_variant_starts() {
        let fens = run("5 seed 3 book None dfrc plies 0");
        assert_eq!(fens.len(), 5);
        let mut mixed = false;
        for fen in &fens {
            let pos = AnyPosition::from_fen(VariantKind::Standard, fen, CastlingMode::Chess960)
                .expect("legal Chess960 FEN");
            assert!(pos.legal_moves().len() >= 16, "{fen}");
            let ranks: Vec<&str> = fen.split(' ').next().unwrap_or("").split('/').collect();
            mixed |= ranks[0].to_ascii_uppercase() != ranks[7];
        }
        assert!(
            mixed,
            "double Chess960 starts give each side its own rank: {fens:?}"
        );
        for fen in run("3 seed 5 book None variant horde") {
            AnyPosition::from_fen(VariantKind::Horde, &fen, CastlingMode::Standard)
                .expect("legal horde FEN");
        }
    }

    #[test]
    fn book_lines_are_the_starts() {
        let dir = std::env::temp_dir().join(format!("ferrum-genfens-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let book = dir.join("two.epd");
        let lines = [
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
        ];
        std::fs::write(
            &book,
            format!(
                "{} hmvc 0; fmvn 1;\nnot a fen\n{}\n",
                &lines[0][..56],
                lines[1]
            ),
        )
        .unwrap();
        // No random ply: the two book lines, each once.
        let mut fens = run(&format!("2 seed 9 book {} plies 0", book.display()));
        fens.sort();
        assert_eq!(
            fens,
            lines
                .iter()
                .rev()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
        );
        // One random ply after either line: move 2 either way.
        let fens = run(&format!("4 seed 9 book {} plies 1", book.display()));
        assert_eq!(fens.len(), 4);
        for fen in &fens {
            Position::<crate::variant::Standard>::from_fen(fen, CastlingMode::Standard)
                .expect("legal FEN");
            assert_eq!(fen.split(' ').nth(5), Some("2"), "{fen}");
        }
        let missing = request("2 seed 1 book /nonexistent/book.epd").unwrap();
        assert!(matches!(
            generate(&missing, |_| {}),
            Err(GenfensError::Book(..))
        ));
        let empty = dir.join("empty.epd");
        std::fs::write(&empty, "garbage\n").unwrap();
        let r = request(&format!("2 seed 1 book {}", empty.display())).unwrap();
        assert!(matches!(generate(&r, |_| {}), Err(GenfensError::Book(..))));
        // More positions than the book holds: repeats rather than a stalled client.
        let fens = run(&format!("5 seed 1 book {} plies 0", book.display()));
        assert_eq!(fens.len(), 5);
        assert!(fens.iter().all(|f| lines.contains(&f.as_str())));
        assert!(lines.iter().all(|l| fens.iter().any(|f| f == l)));
        // Every position decided by the bound: an error after bounded work, not a hang.
        let r = request(&format!(
            "1 seed 1 book {} plies 0 maxscore 0 nodes 1",
            book.display()
        ))
        .unwrap();
        let result = generate(&r, |_| {});
        assert!(
            matches!(
                result,
                Err(GenfensError::TooFew {
                    found: 0,
                    wanted: 1
                }) | Ok(())
            ),
            "{result:?}"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}

//! The PGN reader on python-chess's PGN fixtures (`tests/data/pgn/`), compared game by game
//! with python-chess's own reading: moves, start position, result, tags, comments, SAN written
//! back (and read again to the same move) and the FEN after every move.

use ferrum::game::{Game, PgnError, PgnReader};
use ferrum::position::{CastlingMode, Termination};
use ferrum::variant::VariantKind;
use std::path::PathBuf;
use std::process::Command;

fn fixture(name: &str) -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/pgn")).join(name)
}

fn read(name: &str) -> Vec<Result<Game, PgnError>> {
    let file = std::fs::File::open(fixture(name)).unwrap();
    PgnReader::new(std::io::BufReader::new(file)).collect()
}

/// python-chess's view: kind, result, White tag, start FEN, UCI moves, comments, SAN moves and
/// the FEN after every move.
fn python(name: &str) -> Vec<Vec<String>> {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/python/pgn_dump.py");
    let out = Command::new("python3")
        .arg(script)
        .arg(fixture(name))
        .output()
        .expect("python3 with python-chess (`make test` installs them)");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| l.split('\t').map(str::to_string).collect())
        .collect()
}

fn ours(g: &Game) -> Vec<String> {
    let mut moves = Vec::new();
    let mut comments = Vec::new();
    let mut sans = Vec::new();
    let mut fens = Vec::new();
    for (pos, gm) in g.plies() {
        moves.push(gm.mv.map_or("0000".to_string(), |m| pos.uci(m)));
        match gm.mv {
            Some(m) => {
                // SAN round trip: written as python-chess writes it, read back to the same move.
                let san = pos.san(m);
                assert_eq!(pos.parse_san(&san), Ok(m), "{san} in {}", pos.fen());
                sans.push(san);
            }
            None => sans.push("--".to_string()),
        }
        // The position after a move is the one before the next (the last: the end position).
        if moves.len() > 1 {
            fens.push(pos.fen());
        }
        comments.push(
            gm.comment
                .as_deref()
                .unwrap_or("")
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" "),
        );
    }
    if !g.moves.is_empty() {
        fens.push(g.end_position().fen());
    }
    let kind = match (g.variant(), g.castling_mode()) {
        (VariantKind::Standard, CastlingMode::Chess960) => "chess960",
        (VariantKind::Standard, CastlingMode::Standard) => "standard",
        (variant, _) => variant.uci_name(),
    };
    vec![
        kind.to_string(),
        g.result.to_string(),
        g.tag("White").unwrap_or("?").to_string(),
        g.start.fen(),
        moves.join(" "),
        comments.join(" | "),
        sans.join(" "),
        fens.join(" | "),
    ]
}

#[test]
fn every_fixture_reads_as_python_chess_reads_it() {
    let mut files: Vec<String> = std::fs::read_dir(fixture(""))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".pgn"))
        .collect();
    files.sort();
    assert_eq!(files.len(), 12);
    let mut games = 0;
    for name in &files {
        let theirs = python(name);
        let mine = read(name);
        assert_eq!(mine.len(), theirs.len(), "{name}: number of games");
        for (i, (m, t)) in mine.iter().zip(&theirs).enumerate() {
            let g = m
                .as_ref()
                .unwrap_or_else(|e| panic!("{name} game {}: {e}", i + 1));
            assert_eq!(ours(g), *t, "{name} game {}", i + 1);
            games += 1;
        }
    }
    assert_eq!(games, 22);
}

#[test]
fn fixtures_exercise_what_they_are_for() {
    // Null move `Z0` in the main line.
    let g = read("anastasian-lewis.pgn").remove(0).unwrap();
    assert_eq!(g.moves.iter().filter(|m| m.mv.is_none()).count(), 1);
    assert_eq!(g.tag("ECO"), Some("E90"));
    // Mate at the end, read through to the final position.
    let g = read("molinari-bordais-1979.pgn").remove(0).unwrap();
    let outcome = g.end_position().outcome().unwrap();
    assert_eq!(outcome.termination, Termination::Checkmate);
    // `{eval/depth time}` comments after every move.
    let g = read("stockfish-learning.pgn").remove(0).unwrap();
    let (pos, last) = g.plies().last().unwrap();
    assert_eq!(pos.san(last.mv.unwrap()), "Rf1+");
    assert_eq!(g.moves.len(), 154);
    assert_eq!(g.moves[0].comment.as_deref(), Some("book"));
    assert_eq!(
        last.comment.as_deref(),
        Some("-8.11/24 5.0s, White wins by adjudication")
    );
    // UCI coordinates as move text, castling e1c1 included.
    let g = read("uci-moves.pgn").remove(0).unwrap();
    assert!(g.moves.iter().any(|m| m.mv.is_some_and(|m| m.is_castle())));
    // Header-only games after a byte order mark.
    let games = read("utf8-bom.pgn");
    assert_eq!(games.len(), 2);
    assert_eq!(games[0].as_ref().unwrap().tag("Event"), Some("A"));
    // Chess960 games castle king-takes-rook.
    let g = read("cutechess-fischerrandom.pgn").remove(0).unwrap();
    let castles: Vec<String> = g
        .plies()
        .filter(|(_, gm)| gm.mv.is_some_and(|m| m.is_castle()))
        .map(|(p, gm)| p.uci(gm.mv.unwrap()))
        .collect();
    assert_eq!(castles, ["e8g8", "e1d1"]);
    // Crazyhouse: drops, lichess comments and variations.
    let g = read("knightvuillaume-jannlee-zh-lichess.pgn")
        .remove(0)
        .unwrap();
    assert_eq!(g.variant(), VariantKind::Crazyhouse);
    assert_eq!(
        g.moves
            .iter()
            .filter(|m| m.mv.is_some_and(|m| m.is_drop()))
            .count(),
        7
    );
    assert_eq!(g.moves[0].comment.as_deref(), Some("[%clk 0:01:00]"));
    assert_eq!(g.moves[7].nags, [6]); // Bg6?!
    let outcome = g.end_position().outcome().unwrap();
    assert_eq!(outcome.termination, Termination::Checkmate);
    // Antichess, with only a [Variant] tag.
    for g in read("antichess-programfox.pgn") {
        assert_eq!(g.unwrap().variant(), VariantKind::Antichess);
    }
}

#[test]
fn unknown_variants_are_refused_per_game() {
    let text = "[Variant \"Duck Chess\"]\n\n1. e4 *\n\n[Variant \"Atomic\"]\n\n1. e4 d5 *\n";
    let games: Vec<_> = PgnReader::new(text.as_bytes()).collect();
    assert_eq!(games.len(), 2);
    let e = games[0].as_ref().unwrap_err();
    assert_eq!(
        e.to_string(),
        "game 1 (line 1): variant not supported: Duck Chess"
    );
    assert_eq!(games[1].as_ref().unwrap().variant(), VariantKind::Atomic);
}

/// Outside input never panics: mutated fixtures (flipped bytes, stray PGN punctuation, cuts)
/// give games or per-game errors, and every game read replays.
#[test]
fn mutated_pgn_never_panics() {
    let mut texts = Vec::new();
    for entry in std::fs::read_dir(fixture("")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "pgn") {
            texts.push(std::fs::read(path).unwrap());
        }
    }
    let mut x = 0x2545_f491_4f6c_dd1du64;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let specials = b"{}()[];$%\"\\.!?*-0123456789NBRQKx=+#@ \n\xff\xc3";
    let mut games = 0;
    for round in 0..600 {
        let mut bytes = texts[round % texts.len()].clone();
        for _ in 0..(1 + next() % 6) {
            if bytes.is_empty() {
                break;
            }
            let at = (next() % bytes.len() as u64) as usize;
            match next() % 4 {
                0 => bytes[at] = (next() % 256) as u8,
                1 => bytes.insert(at, specials[(next() % specials.len() as u64) as usize]),
                2 => {
                    bytes.remove(at);
                }
                _ => bytes.truncate(at),
            }
        }
        for game in PgnReader::new(&bytes[..]).flatten() {
            // Every recorded move is legal where it is played (the record's invariant).
            for (pos, gm) in game.plies() {
                if let Some(m) = gm.mv {
                    assert!(pos.is_legal(m), "{} in {}", pos.uci(m), pos.fen());
                }
            }
            let _ = game.end_position().fen();
            games += 1;
        }
    }
    assert!(games > 300, "{games} games read");
}

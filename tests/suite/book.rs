//! Polyglot books: keys and entries against python-chess's reference values, the Polyglot
//! specification's key examples, books written by `ferrum book make` read back by python-chess,
//! and the `book probe` command line.

use ferrum::book::Book;
use ferrum::position::{CastlingMode, Position};
use std::path::PathBuf;
use std::process::Command;

use crate::common::{installed, ScratchDir};

fn data(name: &str) -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data")).join(name)
}

fn ferrum(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_ferrum"))
        .args(args)
        .output()
        .expect("run ferrum");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// `FEN;KEY;ENTRIES;SOURCE` lines of `reference.txt`.
fn reference() -> Vec<(String, String, String, String)> {
    let text = std::fs::read_to_string(data("books/reference.txt")).unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split(';').collect();
            assert_eq!(f.len(), 4, "{l}");
            (f[0].into(), f[1].into(), f[2].into(), f[3].into())
        })
        .collect()
}

#[test]
fn reference_keys_and_entries_match_python_chess() {
    let book = Book::open(data("books/performance.bin")).unwrap();
    assert_eq!(book.len(), 92_954);
    let cases = reference();
    assert_eq!(cases.len(), 237);
    let mut with_entries = 0;
    for (fen, key, entries, source) in &cases {
        let pos = Position::from_fen(fen, CastlingMode::Standard).unwrap();
        assert_eq!(
            format!("{:016x}", pos.polyglot_key()),
            *key,
            "key of {fen} ({source})"
        );
        let ours: Vec<String> = book
            .moves(&pos)
            .iter()
            .map(|m| {
                format!(
                    "{}:{:04x}:{}:{}",
                    pos.uci(m.mv),
                    m.raw_move,
                    m.weight,
                    m.learn
                )
            })
            .collect();
        assert_eq!(ours.join(" "), *entries, "entries of {fen} ({source})");
        with_entries += usize::from(!entries.is_empty());
    }
    assert!(with_entries > 100, "{with_entries} positions with entries");
}

#[test]
fn spec_key_examples_by_playing_the_moves() {
    // The Polyglot book format description's examples, reached by playing moves, so the
    // incremental key is checked, en passant and lost castling rights included.
    let lines: [(&[&str], &str); 2] = [
        (
            &["", "e2e4", "d7d5", "e4e5", "f7f5", "e1e2", "e8f7"],
            "463b96181691fc9c 823c9b50fd114196 0756b94461c50fb0 662fafb965db29d4 \
             22a48b5a8e47ff78 652a607ca3f242c1 00fdd303c946bdd9",
        ),
        (
            &["a2a4", "b7b5", "h2h4", "b5b4", "c2c4", "b4c3", "a1a3"],
            "3c8123ea7b067637 5c3f9b829b279560",
        ),
    ];
    let mut pos = Position::startpos();
    let mut keys = Vec::new();
    for m in lines[0].0 {
        if !m.is_empty() {
            let mv = pos.parse_uci(m).unwrap();
            pos.play_unchecked(mv);
        }
        keys.push(format!("{:016x}", pos.polyglot_key()));
    }
    assert_eq!(
        keys.join(" "),
        lines[0].1.split_whitespace().collect::<Vec<_>>().join(" ")
    );

    // a4 b5 h4 b4 c4: the ep file is hashed (a black pawn on b4 stands beside c4); then bxc3
    // Ra3 loses White's queen-side right.
    let mut pos = Position::startpos();
    let mut keys = Vec::new();
    for (i, m) in lines[1].0.iter().enumerate() {
        let mv = pos.parse_uci(m).unwrap();
        pos.play_unchecked(mv);
        if i == 4 || i == 6 {
            keys.push(format!("{:016x}", pos.polyglot_key()));
        }
    }
    assert_eq!(
        keys.join(" "),
        lines[1].1.split_whitespace().collect::<Vec<_>>().join(" ")
    );

    // The spec examples are also the `spec` lines of the reference file, read from FEN.
    let spec: Vec<String> = reference()
        .into_iter()
        .filter(|c| c.3 == "spec")
        .map(|c| c.1)
        .collect();
    assert_eq!(spec.len(), 9);
    assert_eq!(spec[0], "463b96181691fc9c");
    assert_eq!(spec[8], "5c3f9b829b279560");
}

#[test]
fn en_passant_is_hashed_only_beside_a_capturing_pawn() {
    // A FEN's ep square counts only when a pawn of the side to move stands next to the pushed
    // pawn: python-chess's values from the `ep` lines of the reference file.
    let cases = reference();
    let ep: Vec<_> = cases.iter().filter(|c| c.3 == "ep").collect();
    assert_eq!(ep.len(), 4);
    for (fen, key, _, _) in ep {
        let pos = Position::from_fen(fen, CastlingMode::Standard).unwrap();
        assert_eq!(format!("{:016x}", pos.polyglot_key()), *key, "{fen}");
        // The same position without the ep square in the FEN.
        let fields: Vec<&str> = fen.split(' ').collect();
        let plain = format!(
            "{} {} {} - {} {}",
            fields[0], fields[1], fields[2], fields[4], fields[5]
        );
        let without = Position::from_fen(&plain, CastlingMode::Standard).unwrap();
        let beside = pos.ep_square().is_some();
        assert_eq!(
            pos.polyglot_key() != without.polyglot_key(),
            beside,
            "{fen}"
        );
    }
}

fn pos_before_last(line: &[&str]) -> Position {
    let mut pos = Position::startpos();
    for m in &line[..line.len() - 1] {
        let mv = pos.parse_uci(m).unwrap();
        pos.play_unchecked(mv);
    }
    pos
}

#[test]
fn lasker_trap_book_decodes_the_knight_underpromotion() {
    let book = Book::open(data("books/lasker-trap.bin")).unwrap();
    assert_eq!(book.len(), 7);
    // The Albin Counter-Gambit's Lasker trap: 1.d4 d5 2.c4 e5 3.dxe5 d4 4.e3 Bb4+ 5.Bd2 dxe3
    // 6.Bxb4 exf2+ 7.Ke2 fxg1=N+.
    let line = [
        "d2d4", "d7d5", "c2c4", "e7e5", "d4e5", "d5d4", "e2e3", "f8b4", "c1d2", "d4e3", "d2b4",
        "e3f2", "e1e2", "f2g1n",
    ];
    let mut pos = Position::startpos();
    let mut found = Vec::new();
    for m in line {
        if let Some(b) = book.find(&pos, 1) {
            found.push(pos.uci(b.mv));
        }
        let mv = pos
            .parse_uci(m)
            .unwrap_or_else(|e| panic!("{e} in {}", pos.fen()));
        pos.play_unchecked(mv);
    }
    // Black's moves of the trap, ending in the under-promotion fxg1=N+.
    assert_eq!(
        found,
        ["d7d5", "e7e5", "d5d4", "f8b4", "d4e3", "e3f2", "f2g1n"]
    );
    let promotion = book.find(&pos_before_last(&line), 1).unwrap();
    assert_eq!(promotion.raw_move >> 12, 1, "knight promotion code");
}

#[test]
fn probe_prints_key_and_entries_in_file_order() {
    let book = data("books/performance.bin");
    let book = book.to_str().unwrap();
    for (fen, key, entries, source) in reference().iter().take(60) {
        let (code, out, err) = ferrum(&["book", "probe", book, "--fen", fen]);
        assert_eq!(code, 0, "{err}");
        let mut expected = vec![format!("key {key}")];
        for e in entries.split_whitespace() {
            let f: Vec<&str> = e.split(':').collect();
            expected.push(format!("{} {} {}", f[0], f[2], f[3]));
        }
        assert_eq!(
            out.lines().collect::<Vec<_>>(),
            expected,
            "{fen} ({source})"
        );
    }
    // Castling is printed e1g1 in standard notation, e1h1 with --chess960.
    let ruy = [
        "book", "probe", book, "--moves", "e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4",
        "g8f6",
    ];
    let (_, out, _) = ferrum(&ruy);
    assert!(out.lines().any(|l| l.starts_with("e1g1 ")), "{out}");
    let (_, out, _) = ferrum(&[&ruy[..], &["--chess960"]].concat());
    assert!(out.lines().any(|l| l.starts_with("e1h1 ")), "{out}");
    // Verbose adds SAN and the weight share after the three fields.
    let (_, out, _) = ferrum(&[
        "book",
        "probe",
        book,
        "--moves",
        "e2e4",
        "c7c5",
        "--verbose",
    ]);
    assert!(out.contains("g1f3 306 16782336 Nf3 93.3%"), "{out}");
}

#[test]
fn probe_errors_exit_non_zero() {
    let book = data("books/performance.bin");
    let book = book.to_str().unwrap();
    // No entries: only the key line, exit 0.
    let (code, out, _) = ferrum(&[
        "book",
        "probe",
        book,
        "--fen",
        "8/8/8/8/8/8/8/K6k w - - 0 1",
    ]);
    assert_eq!(code, 0);
    assert_eq!(out.lines().count(), 1);
    assert!(out.starts_with("key "), "{out}");

    let dir = ScratchDir::new("book-probe");
    let bad_size = dir.join("bad-size.bin");
    std::fs::write(&bad_size, [0u8; 17]).unwrap();
    let unsorted = dir.join("unsorted.bin");
    let mut bytes = vec![0u8; 32];
    bytes[0] = 9; // first key 0x09..., second key 0
    std::fs::write(&unsorted, bytes).unwrap();
    for (path, message) in [
        (dir.join("missing.bin"), "not found"),
        (bad_size, "not a multiple of 16"),
        (unsorted, "not sorted"),
    ] {
        let (code, out, err) = ferrum(&["book", "probe", path.to_str().unwrap()]);
        assert_eq!(code, 1, "{path:?}");
        assert!(out.is_empty());
        assert!(err.contains(message), "{err}");
    }
    let (code, _, err) = ferrum(&["book", "probe", book, "--fen", "not a fen"]);
    assert_eq!(code, 2);
    assert!(err.contains("invalid FEN"), "{err}");
}

/// The standard and Chess960 PGN fixtures (variant games are skipped by both readers).
const PGNS: [&str; 9] = [
    "kasparov-deep-blue-1997.pgn",
    "molinari-bordais-1979.pgn",
    "anastasian-lewis.pgn",
    "nepomniachtchi-liren-game1.pgn",
    "stockfish-learning.pgn",
    "chessbase-empty-line.pgn",
    "uci-moves.pgn",
    "utf8-bom.pgn",
    "cutechess-fischerrandom.pgn",
];

#[test]
fn made_book_is_read_back_identically_by_python_chess() {
    let dir = ScratchDir::new("book-make");
    let out = dir.join("made.bin");
    let pgns: Vec<String> = PGNS
        .iter()
        .map(|p| data(&format!("pgn/{p}")).to_str().unwrap().to_string())
        .collect();
    let mut args = vec![
        "book",
        "make",
        "--out",
        out.to_str().unwrap(),
        "--max-ply",
        "30",
    ];
    args.push("--pgn");
    args.extend(pgns.iter().map(String::as_str));
    // A Crazyhouse game is read, but left out of a standard book.
    let zh = data("pgn/saturs-jannlee-zh-lichess.pgn");
    args.push(zh.to_str().unwrap());
    let (code, _, err) = ferrum(&args);
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("(0 skipped, 1 of other variants left out"),
        "{err}"
    );
    let book = Book::open(&out).unwrap();
    assert!(book.len() > 250, "{} entries", book.len());

    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/python/book_check.py");
    let mut py = Command::new("python3");
    py.arg(script).arg(&out).arg("30").args(&pgns);
    let res = py
        .output()
        .expect("python3 with python-chess (`make test` installs them)");
    let stdout = String::from_utf8_lossy(&res.stdout);
    assert!(
        res.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&res.stderr)
    );

    // Every record, in order.
    let theirs: Vec<&str> = stdout.lines().filter(|l| l.starts_with("entry ")).collect();
    let ours: Vec<String> = book
        .iter()
        .map(|e| {
            format!(
                "entry {:016x} {:04x} {} {}",
                e.key, e.raw_move, e.weight, e.learn
            )
        })
        .collect();
    assert_eq!(theirs, ours);

    // Every position of the games: same key, same legal entries.
    let mut positions = 0;
    let mut castles = 0;
    for line in stdout.lines().filter_map(|l| l.strip_prefix("pos ")) {
        let f: Vec<&str> = line.split(';').collect();
        let mode = if f[0] == "1" {
            CastlingMode::Chess960
        } else {
            CastlingMode::Standard
        };
        let pos = Position::from_fen(f[1], mode).unwrap();
        assert_eq!(format!("{:016x}", pos.polyglot_key()), f[2], "{line}");
        let entries: Vec<String> = book
            .moves(&pos)
            .iter()
            .map(|m| format!("{}:{}:{}", pos.uci(m.mv), m.weight, m.learn))
            .collect();
        assert_eq!(entries.join(" "), f[3], "{line}");
        positions += 1;
        castles += book.moves(&pos).iter().filter(|m| m.mv.is_castle()).count();
    }
    assert!(positions > 300, "{positions}");
    assert!(castles > 5, "castling entries: {castles}");
}

/// Debian's PolyGlot 2.0.4 (`polyglot make-book`) writes the same bytes for the same games.
/// Runs `/usr/games/polyglot` (Debian's `polyglot`, which `make test` installs), or the program
/// `FERRUM_POLYGLOT` names.
#[test]
fn made_book_equals_polyglot_make_book() {
    let polyglot = std::env::var("FERRUM_POLYGLOT")
        .unwrap_or_else(|_| installed("/usr/games/polyglot", "polyglot").to_string());
    let dir = ScratchDir::new("book-pg");
    // PolyGlot stops at null moves and does not read Chess960 or UCI move text.
    let mut all = String::new();
    for p in [
        "kasparov-deep-blue-1997.pgn",
        "molinari-bordais-1979.pgn",
        "nepomniachtchi-liren-game1.pgn",
        "stockfish-learning.pgn",
        "chessbase-empty-line.pgn",
    ] {
        all.push_str(&std::fs::read_to_string(data(&format!("pgn/{p}"))).unwrap());
        all.push('\n');
    }
    let pgn = dir.join("all.pgn");
    std::fs::write(&pgn, all).unwrap();
    let pgn = pgn.to_str().unwrap();
    for (ours, theirs) in [
        (
            vec!["--max-ply", "60"],
            vec!["-max-ply", "60", "-min-game", "1"],
        ),
        (
            vec!["--max-ply", "30", "--min-games", "2"],
            vec!["-max-ply", "30", "-min-game", "2"],
        ),
        (
            vec!["--max-ply", "80", "--only-white"],
            vec!["-max-ply", "80", "-min-game", "1", "-only-white"],
        ),
        (
            vec!["--max-ply", "80", "--only-black"],
            vec!["-max-ply", "80", "-min-game", "1", "-only-black"],
        ),
    ] {
        let a = dir.join("ours.bin");
        let b = dir.join("theirs.bin");
        let mut args = vec!["book", "make", "--pgn", pgn, "--out", a.to_str().unwrap()];
        args.extend(&ours);
        assert_eq!(ferrum(&args).0, 0);
        let status = Command::new(&polyglot)
            .args(["make-book", "-pgn", pgn, "-bin", b.to_str().unwrap()])
            .args(&theirs)
            .output()
            .expect("Debian's polyglot");
        assert!(status.status.success());
        let (a, b) = (std::fs::read(a).unwrap(), std::fs::read(b).unwrap());
        assert!(!a.is_empty());
        assert!(a == b, "{ours:?}: {} vs {} bytes", a.len(), b.len());
    }
}

#[test]
fn default_book_is_rebuilt_byte_for_byte_from_its_pgn() {
    // books/README.md's command, from the committed self-play PGN.
    let root = env!("CARGO_MANIFEST_DIR");
    let dir = ScratchDir::new("default-book");
    let out = dir.join("ferrum.bin");
    let pgn = format!("{root}/books/eco-selfplay.pgn");
    let (code, _, err) = ferrum(&[
        "book",
        "make",
        "--pgn",
        &pgn,
        "--out",
        out.to_str().unwrap(),
        "--max-ply",
        "40",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("4623 games read, 0 skipped"), "{err}");
    let rebuilt = std::fs::read(&out).unwrap();
    let shipped = std::fs::read(format!("{root}/books/ferrum.bin")).unwrap();
    assert!(
        rebuilt == shipped,
        "{} vs {} bytes",
        rebuilt.len(),
        shipped.len()
    );
    // Small, and it knows the main openings.
    assert!(shipped.len() < 2_000_000);
    let book = Book::open(format!("{root}/books/ferrum.bin")).unwrap();
    let start = Position::startpos();
    let first: Vec<String> = book.moves(&start).iter().map(|m| start.uci(m.mv)).collect();
    assert!(first.len() >= 10, "{first:?}");
    assert_eq!(first[..2], ["d2d4", "e2e4"]);
}

/// Outside input never panics: random and corrupted books are refused or probed safely.
#[test]
fn random_books_never_panic() {
    let mut x = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let mut positions = vec![Position::startpos()];
    for fen in [
        "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
        "8/1P6/8/8/8/8/6p1/k1K5 w - - 0 1",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    ] {
        positions.push(Position::from_fen(fen, CastlingMode::Standard).unwrap());
    }
    let mut opened = 0;
    for round in 0..300 {
        let n = (next() % 64) as usize;
        let mut keys: Vec<u64> = (0..n)
            .map(|i| match i % 3 {
                0 => positions[(next() % positions.len() as u64) as usize].polyglot_key(),
                _ => next(),
            })
            .collect();
        if round % 2 == 0 {
            keys.sort_unstable();
        }
        let mut bytes = Vec::new();
        for k in keys {
            bytes.extend_from_slice(&k.to_be_bytes());
            bytes.extend_from_slice(&next().to_be_bytes()[..8]);
        }
        if round % 7 == 0 {
            bytes.push(0);
        }
        match Book::from_bytes(bytes) {
            Ok(book) => {
                opened += 1;
                for pos in &positions {
                    for m in book.moves(pos) {
                        assert!(pos.is_legal(m.mv));
                    }
                    let _ = book.find(pos, 0);
                    let _ = book.choose_weighted(pos, 0, next());
                    let _ = book.choose_uniform(pos, 1, next());
                }
            }
            Err(e) => assert!(!e.to_string().is_empty()),
        }
    }
    assert!(opened > 100, "{opened} books opened");
}

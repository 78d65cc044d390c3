//! SAN, FEN and game end against python-chess on random games (tests/data/random_games.txt).

use ferrum::position::{CastlingMode, Position, Termination};

#[test]
fn random_games_match_python_chess() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/random_games.txt"
    ))
    .unwrap();
    let mut pos = Position::startpos();
    let mut history: Vec<u64> = Vec::new();
    let (mut games, mut plies) = (0, 0);
    for (n, line) in text.lines().enumerate() {
        let ctx = || format!("line {}: {line}", n + 1);
        if line.starts_with('#') {
            continue;
        }
        let (kind, rest) = line.split_once(' ').unwrap();
        match kind {
            "game" => {
                pos = Position::from_fen(rest, CastlingMode::Standard).unwrap();
                history.clear();
                assert_eq!(pos.fen(), rest, "{}", ctx());
                games += 1;
            }
            "move" => {
                let mut parts = rest.splitn(3, ' ');
                let (uci, san, fen) = (
                    parts.next().unwrap(),
                    parts.next().unwrap(),
                    parts.next().unwrap(),
                );
                let m = pos
                    .parse_uci(uci)
                    .unwrap_or_else(|e| panic!("{e}: {}", ctx()));
                assert_eq!(pos.san(m), san, "SAN writing, {} in {}", ctx(), pos.fen());
                assert_eq!(pos.parse_san(san), Ok(m), "SAN reading, {}", ctx());
                assert_eq!(pos.uci(m), uci);
                history.push(pos.repetition_key());
                pos.play_unchecked(m);
                assert_eq!(pos.fen(), fen, "FEN after {}", ctx());
                let reparsed = Position::from_fen(fen, CastlingMode::Standard).unwrap();
                assert_eq!(
                    reparsed.key(),
                    pos.key(),
                    "key of parsed FEN equals incremental key, {}",
                    ctx()
                );
                plies += 1;
            }
            "end" => {
                let (result, termination) = rest.split_once(' ').unwrap();
                let outcome = pos.outcome_with_history(&history, false);
                let expected = match termination {
                    "none" => None,
                    "checkmate" => Some(Termination::Checkmate),
                    "stalemate" => Some(Termination::Stalemate),
                    "insufficient_material" => Some(Termination::InsufficientMaterial),
                    "seventyfive_moves" => Some(Termination::SeventyFiveMoves),
                    "fivefold_repetition" => Some(Termination::FivefoldRepetition),
                    other => panic!("unexpected termination {other}"),
                };
                assert_eq!(outcome.map(|o| o.termination), expected, "{}", ctx());
                assert_eq!(outcome.map_or("*", |o| o.result()), result, "{}", ctx());
            }
            other => panic!("unknown line kind {other}"),
        }
    }
    assert!(
        games >= 100 && plies > 10_000,
        "{games} games, {plies} plies"
    );
}

/// Repetitions counted as python-chess counts them (`is_repetition`, whose transposition key
/// holds the en-passant square only when an en-passant capture is legal). After a double push
/// beside a pawn that may not take en passant (pinned to its king on the diagonal), the
/// position repeats later, without the square: python-chess counts the two as one position, as
/// ferrum's repetition key does (its Zobrist key, the Polyglot one, holds the square). Beside a
/// pawn that may take, the square counts and the later positions are others. Each position of
/// both games, ferrum's count against python-chess's.
#[test]
fn repetitions_after_a_double_push_match_python_chess() {
    use ferrum::position::repetitions;
    let shuffle = "b8a6 g1h3 a6b8 h3g1 ";
    let moves = format!("e2e4 {}", shuffle.repeat(4));
    // The black pawn on d4 is pinned by the bishop on b2 to its king on e5; without the bishop
    // it may take on e3.
    for fen in [
        "1n6/8/8/4k3/3p4/8/1B2P3/6NK w - - 0 1",
        "1n6/8/8/4k3/3p4/8/4P3/6NK w - - 0 1",
    ] {
        let script = format!(
            "import chess\nb = chess.Board('{fen}')\n\
             for m in '{moves}'.split():\n\
             \x20   b.push_uci(m)\n\
             \x20   print(b.has_legal_en_passant(), b.is_repetition(2), b.is_repetition(3), \
             b.is_repetition(5))\n"
        );
        let out = std::process::Command::new("python3")
            .args(["-c", &script])
            .output()
            .expect("python3 with python-chess (`make test` installs them)");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let expected = String::from_utf8_lossy(&out.stdout).into_owned();
        let mut pos = Position::from_fen(fen, CastlingMode::Standard).unwrap();
        let mut history = Vec::new();
        let mut ours = String::new();
        for uci in moves.split_whitespace() {
            let m = pos.parse_uci(uci).unwrap();
            history.push(pos.repetition_key());
            pos.play_unchecked(m);
            let n = repetitions(&pos, &history);
            let py = |b: bool| if b { "True" } else { "False" };
            // The draws by repetition (claimed, or the fifth time) follow the same count.
            let drawn = pos
                .outcome_with_history(&history, true)
                .map(|o| o.termination);
            let expected_draw = match n {
                0..=2 => None,
                3 | 4 => Some(Termination::ThreefoldRepetition),
                _ => Some(Termination::FivefoldRepetition),
            };
            assert_eq!(drawn, expected_draw, "{fen} after {uci}");
            ours.push_str(&format!(
                "{} {} {} {}\n",
                py(pos.has_legal_en_passant()),
                py(n >= 2),
                py(n >= 3),
                py(n >= 5),
            ));
        }
        assert_eq!(ours, expected, "{fen} with {moves}");
    }
}

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
                history.push(pos.key());
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

//! Every variant against python-chess on random playouts (tests/data/variant_games/, made by
//! tests/python/make_variant_games.py): at each ply the move's SAN, then after it the number of
//! legal moves, the outcome (variant end, checkmate, stalemate, insufficient material, move
//! rules, repetition) and the FEN must be python-chess's.

use ferrum::position::{CastlingMode, Termination};
use ferrum::variant::{AnyPosition, VariantKind};

/// python-chess's `Termination` names.
fn termination_name(t: Termination) -> &'static str {
    match t {
        Termination::Checkmate => "checkmate",
        Termination::Stalemate => "stalemate",
        Termination::InsufficientMaterial => "insufficient_material",
        Termination::SeventyFiveMoves => "seventyfive_moves",
        Termination::FivefoldRepetition => "fivefold_repetition",
        Termination::FiftyMoves => "fifty_moves",
        Termination::ThreefoldRepetition => "threefold_repetition",
        Termination::VariantWin => "variant_win",
        Termination::VariantLoss => "variant_loss",
        Termination::VariantDraw => "variant_draw",
    }
}

fn outcome_token(pos: &AnyPosition, history: &[u64]) -> String {
    match pos.outcome_with_history(history, false) {
        None => "none".into(),
        Some(o) => format!("{}:{}", o.result(), termination_name(o.termination)),
    }
}

fn check_file(kind: VariantKind) {
    let path = format!(
        "{}/tests/data/variant_games/{}.txt",
        env!("CARGO_MANIFEST_DIR"),
        kind.uci_name()
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut pos = AnyPosition::default();
    let mut history: Vec<u64> = Vec::new();
    let mut positions = 0;
    let mut failures = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let at = || format!("{path}:{}", n + 1);
        if let Some(rest) = line.strip_prefix("game ") {
            let (mode, fen) = rest.split_once(' ').expect("game line");
            let mode = if mode == "960" {
                CastlingMode::Chess960
            } else {
                CastlingMode::Standard
            };
            pos = AnyPosition::from_fen(kind, fen, mode)
                .unwrap_or_else(|e| panic!("{}: start FEN {fen}: {e}", at()));
            assert_eq!(pos.fen(), fen, "{}: start FEN written back", at());
            history.clear();
        } else if let Some(rest) = line.strip_prefix("move ") {
            let mut fields = rest.splitn(5, ' ');
            let (uci, san, count, outcome, fen) = (
                fields.next().expect("uci"),
                fields.next().expect("san"),
                fields.next().expect("count"),
                fields.next().expect("outcome"),
                fields.next().expect("fen"),
            );
            let m = match pos.parse_uci(uci) {
                Ok(m) => m,
                Err(e) => {
                    failures.push(format!("{}: {uci} in {}: {e}", at(), pos.fen()));
                    break;
                }
            };
            if pos.san(m) != san {
                failures.push(format!(
                    "{}: SAN {} != {san} in {}",
                    at(),
                    pos.san(m),
                    pos.fen()
                ));
            }
            if pos.parse_san(san) != Ok(m) {
                failures.push(format!("{}: parse_san({san}) in {}", at(), pos.fen()));
            }
            history.push(pos.key());
            pos.play_unchecked(m);
            positions += 1;
            let legal = pos.legal_moves().len();
            if legal.to_string() != count {
                let moves: Vec<String> = pos.legal_moves().iter().map(|&m| pos.uci(m)).collect();
                failures.push(format!(
                    "{}: {legal} legal moves, python-chess {count} in {fen}: {}",
                    at(),
                    moves.join(" ")
                ));
            }
            let ours = outcome_token(&pos, &history);
            if ours != outcome {
                failures.push(format!("{}: outcome {ours} != {outcome} in {fen}", at()));
            }
            if pos.fen() != fen {
                failures.push(format!("{}: FEN {} != {fen}", at(), pos.fen()));
            }
            // The position must also read back from its FEN to the same key.
            match AnyPosition::from_fen(kind, fen, pos.castling_mode()) {
                Ok(back) if back.key() == pos.key() && back.psq() == pos.psq() => {}
                Ok(_) => failures.push(format!(
                    "{}: incremental key or material/piece-square score differs from {fen}",
                    at()
                )),
                Err(e) => failures.push(format!("{}: cannot read {fen}: {e}", at())),
            }
        }
        if failures.len() > 20 {
            break;
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(positions >= 3000, "{path}: only {positions} positions");
}

macro_rules! variant_test {
    ($name:ident, $kind:expr) => {
        #[test]
        fn $name() {
            check_file($kind);
        }
    };
}

variant_test!(standard_matches_python_chess, VariantKind::Standard);
variant_test!(antichess_matches_python_chess, VariantKind::Antichess);
variant_test!(giveaway_matches_python_chess, VariantKind::Giveaway);
variant_test!(suicide_matches_python_chess, VariantKind::Suicide);
variant_test!(atomic_matches_python_chess, VariantKind::Atomic);
variant_test!(
    king_of_the_hill_matches_python_chess,
    VariantKind::KingOfTheHill
);
variant_test!(racing_kings_matches_python_chess, VariantKind::RacingKings);
variant_test!(horde_matches_python_chess, VariantKind::Horde);
variant_test!(three_check_matches_python_chess, VariantKind::ThreeCheck);
variant_test!(crazyhouse_matches_python_chess, VariantKind::Crazyhouse);

/// Found by fuzzing (`fuzz/run.sh`, target `fen`): a setup without kings reached the check
/// computation, which assumes one royal king per side, before validation refused it (a debug
/// assertion fired; release builds read a wrong square). Each variant must accept or refuse it
/// as python-chess's `is_valid` does: only the antichess family plays without kings.
#[test]
fn kingless_setup_is_judged_as_python_chess_does() {
    let fen = "8/2p5/8/8/8/8/P7/8 w - - 0 1";
    for kind in VariantKind::ALL {
        let valid = matches!(
            kind,
            VariantKind::Antichess | VariantKind::Giveaway | VariantKind::Suicide
        );
        for mode in [CastlingMode::Standard, CastlingMode::Chess960] {
            let parsed = AnyPosition::from_fen(kind, fen, mode);
            assert_eq!(parsed.is_ok(), valid, "{kind} {mode:?}: {:?}", parsed.err());
        }
    }
}

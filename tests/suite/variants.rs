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
            // `gives_check`'s shortcuts agree with playing each legal move.
            ferrum::with_position!(&pos, p => {
                let squares = p.check_squares();
                for &c in p.legal_moves().iter() {
                    let mut after = p.clone();
                    after.play_unchecked(c);
                    if p.gives_check(c) != after.is_check() {
                        failures.push(format!("{}: gives_check({c:?}) in {}", at(), p.fen()));
                    }
                    if p.gives_check_with(&squares, c) != after.is_check() {
                        failures.push(format!("{}: gives_check_with({c:?}) in {}", at(), p.fen()));
                    }
                }
            });
            history.push(pos.repetition_key());
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

/// Every variant of the list has its python-chess games (a new variant's file is part of it).
#[test]
fn every_variant_has_python_chess_games() {
    for kind in VariantKind::ALL {
        let path = format!(
            "{}/tests/data/variant_games/{}.txt",
            env!("CARGO_MANIFEST_DIR"),
            kind.uci_name()
        );
        assert!(std::path::Path::new(&path).is_file(), "{kind}: no {path}");
    }
}

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

/// Every name a parser accepted before the variant list was written once (recorded by running
/// the old parsers, issue 24), and some it refused: `VariantKind::from_name` (UCI_Variant, the
/// terminal tools), the tournament configuration, XBoard's `variant` command and the PGN
/// `[Variant]` tag. Columns: name, then what each of the four reads ("-": refused; "/960":
/// standard rules with Chess960 castling).
const NAMES: &[(&str, &str, &str, &str, &str)] = &[
    ("chess", "Standard", "Standard", "-", "Standard"),
    ("standard", "Standard", "Standard", "-", "Standard"),
    ("normal", "Standard", "Standard", "Standard", "Standard"),
    ("chess960", "Standard", "Standard/960", "-", "Standard/960"),
    (
        "fischerandom",
        "Standard",
        "Standard/960",
        "Standard/960",
        "Standard/960",
    ),
    (
        "fischerrandom",
        "Standard",
        "Standard/960",
        "-",
        "Standard/960",
    ),
    ("fromposition", "Standard", "Standard", "-", "Standard"),
    ("960", "Standard", "Standard/960", "-", "Standard/960"),
    (
        "antichess",
        "Antichess",
        "Antichess",
        "Antichess",
        "Antichess",
    ),
    ("anti", "Antichess", "Antichess", "-", "Antichess"),
    ("giveaway", "Giveaway", "Giveaway", "Giveaway", "Giveaway"),
    ("giveawaychess", "Giveaway", "Giveaway", "-", "Giveaway"),
    ("suicide", "Suicide", "Suicide", "Suicide", "Suicide"),
    ("suicidechess", "Suicide", "Suicide", "-", "Suicide"),
    ("atomic", "Atomic", "Atomic", "Atomic", "Atomic"),
    ("atom", "Atomic", "Atomic", "-", "Atomic"),
    ("atomicchess", "Atomic", "Atomic", "-", "Atomic"),
    (
        "kingofthehill",
        "KingOfTheHill",
        "KingOfTheHill",
        "KingOfTheHill",
        "KingOfTheHill",
    ),
    (
        "koth",
        "KingOfTheHill",
        "KingOfTheHill",
        "-",
        "KingOfTheHill",
    ),
    (
        "racingkings",
        "RacingKings",
        "RacingKings",
        "RacingKings",
        "RacingKings",
    ),
    ("racing", "RacingKings", "RacingKings", "-", "RacingKings"),
    ("race", "RacingKings", "RacingKings", "-", "RacingKings"),
    ("horde", "Horde", "Horde", "Horde", "Horde"),
    ("hordechess", "Horde", "Horde", "-", "Horde"),
    (
        "3check",
        "ThreeCheck",
        "ThreeCheck",
        "ThreeCheck",
        "ThreeCheck",
    ),
    ("threecheck", "ThreeCheck", "ThreeCheck", "-", "ThreeCheck"),
    (
        "threecheckchess",
        "ThreeCheck",
        "ThreeCheck",
        "-",
        "ThreeCheck",
    ),
    ("3checkchess", "ThreeCheck", "ThreeCheck", "-", "ThreeCheck"),
    (
        "crazyhouse",
        "Crazyhouse",
        "Crazyhouse",
        "Crazyhouse",
        "Crazyhouse",
    ),
    ("zh", "Crazyhouse", "Crazyhouse", "-", "Crazyhouse"),
    ("house", "Crazyhouse", "Crazyhouse", "-", "Crazyhouse"),
    ("", "-", "-", "-", "Standard"),
    ("classical", "-", "-", "-", "Standard"),
    ("frompos", "-", "-", "-", "Standard"),
    ("frc", "-", "Standard/960", "-", "Standard/960"),
    ("Standard", "Standard", "Standard", "-", "Standard"),
    ("Antichess", "Antichess", "Antichess", "-", "Antichess"),
    ("Giveaway", "Giveaway", "Giveaway", "-", "Giveaway"),
    ("Suicide", "Suicide", "Suicide", "-", "Suicide"),
    ("Atomic", "Atomic", "Atomic", "-", "Atomic"),
    (
        "King of the Hill",
        "KingOfTheHill",
        "KingOfTheHill",
        "-",
        "KingOfTheHill",
    ),
    (
        "Racing Kings",
        "RacingKings",
        "RacingKings",
        "-",
        "RacingKings",
    ),
    ("Horde", "Horde", "Horde", "-", "Horde"),
    ("Three-check", "ThreeCheck", "ThreeCheck", "-", "ThreeCheck"),
    ("Crazyhouse", "Crazyhouse", "Crazyhouse", "-", "Crazyhouse"),
    ("Chess960", "Standard", "Standard/960", "-", "Standard/960"),
    ("Chess 960", "Standard", "Standard/960", "-", "Standard/960"),
    (
        "Fischer Random",
        "Standard",
        "Standard/960",
        "-",
        "Standard/960",
    ),
    ("From Position", "Standard", "Standard", "-", "Standard"),
    (
        "King of the hill",
        "KingOfTheHill",
        "KingOfTheHill",
        "-",
        "KingOfTheHill",
    ),
    ("Three-Check", "ThreeCheck", "ThreeCheck", "-", "ThreeCheck"),
    ("3-check", "ThreeCheck", "ThreeCheck", "-", "ThreeCheck"),
    ("three check", "ThreeCheck", "ThreeCheck", "-", "ThreeCheck"),
    ("Crazy House", "Crazyhouse", "Crazyhouse", "-", "Crazyhouse"),
    ("  atomic  ", "Atomic", "Atomic", "-", "Atomic"),
    ("ATOMIC", "Atomic", "Atomic", "-", "Atomic"),
    (
        "KOTH",
        "KingOfTheHill",
        "KingOfTheHill",
        "-",
        "KingOfTheHill",
    ),
    ("ZH", "Crazyhouse", "Crazyhouse", "-", "Crazyhouse"),
    ("duck", "-", "-", "-", "-"),
    ("Duck Chess", "-", "-", "-", "-"),
    ("xiangqi", "-", "-", "-", "-"),
    ("shogi", "-", "-", "-", "-"),
    ("chess 960", "Standard", "Standard/960", "-", "Standard/960"),
    ("Antichess ", "Antichess", "Antichess", "-", "Antichess"),
    (
        "racing-kings",
        "RacingKings",
        "RacingKings",
        "-",
        "RacingKings",
    ),
    (
        "king-of-the-hill",
        "KingOfTheHill",
        "KingOfTheHill",
        "-",
        "KingOfTheHill",
    ),
    ("3Check", "ThreeCheck", "ThreeCheck", "-", "ThreeCheck"),
    ("Normal", "Standard", "Standard", "-", "Standard"),
    ("NORMAL", "Standard", "Standard", "-", "Standard"),
    (
        "fischer_random",
        "Standard",
        "Standard/960",
        "-",
        "Standard/960",
    ),
    ("loser", "-", "-", "-", "-"),
    ("losers", "-", "-", "-", "-"),
    ("seirawan", "-", "-", "-", "-"),
    ("bughouse", "-", "-", "-", "-"),
    ("threekings", "-", "-", "-", "-"),
    ("x", "-", "-", "-", "-"),
    ("_", "-", "-", "-", "Standard"),
    ("-", "-", "-", "-", "Standard"),
    ("Horde Chess", "Horde", "Horde", "-", "Horde"),
    ("suicide chess", "Suicide", "Suicide", "-", "Suicide"),
    ("giveaway chess", "Giveaway", "Giveaway", "-", "Giveaway"),
    ("atomic chess", "Atomic", "Atomic", "-", "Atomic"),
];

#[test]
fn variant_names_parse_as_before() {
    use ferrum::game::pgn::read_games;
    use ferrum::protocol::xboard::variants::by_name;
    use ferrum::tournament::config::parse_variant;
    let show = |k: Option<(VariantKind, CastlingMode)>| match k {
        None => "-".to_string(),
        Some((k, CastlingMode::Chess960)) => format!("{k:?}/960"),
        Some((k, CastlingMode::Standard)) => format!("{k:?}"),
    };
    for &(name, from_name, config, xboard, pgn) in NAMES {
        let read = VariantKind::from_name(name).map(|k| (k, CastlingMode::Standard));
        assert_eq!(show(read), from_name, "from_name({name:?})");
        assert_eq!(show(parse_variant(name)), config, "config {name:?}");
        let game = by_name(name).map(|g| {
            let mode = if g.chess960 {
                CastlingMode::Chess960
            } else {
                CastlingMode::Standard
            };
            (g.variant, mode)
        });
        assert_eq!(show(game), xboard, "xboard {name:?}");
        let text = format!("[Variant \"{name}\"]\n\n*\n");
        let tagged = match read_games(&text).pop() {
            Some(Ok(g)) => Some((g.variant(), g.start.castling_mode())),
            _ => None,
        };
        assert_eq!(show(tagged), pgn, "pgn {name:?}");
    }
}

/// The names each variant is written under, and its start position, as before the list.
#[test]
fn variant_names_written_as_before() {
    let written: Vec<String> = VariantKind::ALL
        .iter()
        .map(|k| {
            format!(
                "{k:?} {} {} {:?} {}",
                k.uci_name(),
                k.xboard_name(),
                k.pgn_name(),
                k.start_fen()
            )
        })
        .collect();
    assert_eq!(
        written,
        [
            "Standard chess normal \"Standard\" rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "Antichess antichess antichess \"Antichess\" rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
            "Giveaway giveaway giveaway \"Giveaway\" rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "Suicide suicide suicide \"Suicide\" rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
            "Atomic atomic atomic \"Atomic\" rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "KingOfTheHill kingofthehill kingofthehill \"King of the Hill\" rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "RacingKings racingkings racingkings \"Racing Kings\" 8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1",
            "Horde horde horde \"Horde\" rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1",
            "ThreeCheck 3check 3check \"Three-check\" rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1",
            "Crazyhouse crazyhouse crazyhouse \"Crazyhouse\" rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
        ]
    );
}

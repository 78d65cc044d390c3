//! `ferrum datagen` and `ferrum tune` of a variant (`--variant`): the text data holds the
//! variant's FENs, which read back as that variant, and fitting on them lowers the loss.

use ferrum::fit::line::parse_line;
use ferrum::variant::{Antichess, Crazyhouse, Variant};
use std::process::{Command, Output};

use crate::common::ScratchDir;

/// Asserts that a run of ferrum succeeded, showing its stderr if not; returns that stderr.
fn succeeded(out: &Output) -> String {
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{err}");
    err
}

#[test]
fn datagen_and_tune_of_crazyhouse() {
    let exe = env!("CARGO_BIN_EXE_ferrum");
    let dir = ScratchDir::new("tuning");
    let data = dir.join("zh.txt");
    let out = Command::new(exe)
        .args(["datagen", "--variant", "crazyhouse", "--games", "6"])
        .args(["--nodes", "400", "--threads", "1", "--out"])
        .arg(&data)
        .output()
        .unwrap();
    succeeded(&out);
    let text = std::fs::read_to_string(&data).unwrap();
    let mut with_pockets = 0;
    for line in text.lines() {
        let (pos, label) = parse_line::<Crazyhouse>(line).unwrap_or_else(|e| panic!("{line}: {e}"));
        assert!([0.0, 0.5, 1.0].contains(&label.result), "{line}");
        assert_eq!(label.score, None, "datagen writes results only: {line}");
        // Written as ferrum prints the variant's FEN, pockets included.
        assert_eq!(line.split(" | ").next(), Some(pos.fen().as_str()));
        with_pockets += usize::from(pos.fen().contains('[') && !pos.fen().contains("[]"));
    }
    assert!(text.lines().count() > 50 && with_pockets > 10, "{text}");
    // Standard chess cannot read the pockets.
    assert!(parse_line::<ferrum::variant::Standard>(text.lines().next().unwrap()).is_err());

    // Labelled by Fairy-Stockfish as crazyhouse: every line keeps its FEN and result and gains
    // a score. Stockfish, which plays chess only, is refused before any position is sent.
    let fairy = crate::common::installed("/usr/games/fairy-stockfish", "fairy-stockfish");
    let labelled = dir.join("zh-labelled.txt");
    let label = |engine: &str| {
        Command::new(exe)
            .args([
                "label",
                "--variant",
                "crazyhouse",
                "--depth",
                "3",
                "--jobs",
                "2",
            ])
            .args(["--engine", engine, "--input"])
            .arg(&data)
            .arg("--out")
            .arg(&labelled)
            .output()
            .unwrap()
    };
    let out = label(fairy);
    succeeded(&out);
    let scored = std::fs::read_to_string(&labelled).unwrap();
    assert_eq!(scored.lines().count(), text.lines().count());
    let mut nonzero = 0;
    for (line, before) in scored.lines().zip(text.lines()) {
        let (pos, label) = parse_line::<Crazyhouse>(line).unwrap_or_else(|e| panic!("{line}: {e}"));
        let (_, result) = parse_line::<Crazyhouse>(before).unwrap();
        assert_eq!(line.split(" | ").next(), Some(pos.fen().as_str()));
        assert_eq!(label.result, result.result, "{line}");
        nonzero += usize::from(label.score.is_some_and(|cp| cp != 0));
    }
    assert!(nonzero > scored.lines().count() / 2, "{scored}");
    std::fs::remove_file(&labelled).unwrap();
    let refused = label(crate::common::installed(
        "/usr/games/stockfish",
        "stockfish",
    ));
    assert!(!refused.status.success());
    let why = String::from_utf8_lossy(&refused.stderr);
    assert!(
        why.contains("does not offer UCI_Variant crazyhouse"),
        "{why}"
    );
    assert!(!labelled.exists());

    let source = dir.join("zh.rs");
    let out = Command::new(exe)
        .args([
            "tune",
            "--variant",
            "crazyhouse",
            "--epochs",
            "50",
            "--threads",
            "1",
        ])
        .arg("--data")
        .arg(&data)
        .arg("--out")
        .arg(&source)
        .output()
        .unwrap();
    succeeded(&out);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let loss = |label: &str| -> f64 {
        let line = stdout.lines().find(|l| l.starts_with(label)).unwrap();
        line[label.len()..].trim().parse().unwrap()
    };
    assert!(loss("loss after") < loss("loss before"), "{stdout}");
    let written = std::fs::read_to_string(&source).unwrap();
    assert!(written.contains("crazyhouse's weights"), "{written}");
    assert!(
        written.contains("// Its fits and their games: bench/fits.md, \"Crazyhouse\"."),
        "{written}"
    );
    // A weight file (`fit::emit`): the chess rows over the variants' chess set, then the
    // pockets' own rows.
    assert!(written.contains("over: variant_chess,"), "{written}");
    assert!(written.contains("king_attack: ["), "{written}");
    assert!(written.contains("in_hand: ["), "{written}");
    assert_eq!(Crazyhouse::KIND.to_string(), "crazyhouse");

    // The antichess family's evaluation drops the chess terms: its set lists its own rows
    // alone. Its data is antichess's own (crazyhouse's pockets are refused).
    let anti = dir.join("anti.txt");
    let out = Command::new(exe)
        .args(["datagen", "--variant", "antichess", "--games", "2"])
        .args(["--nodes", "200", "--threads", "1", "--out"])
        .arg(&anti)
        .output()
        .unwrap();
    succeeded(&out);
    let out = Command::new(exe)
        .args(["tune", "--variant", "antichess", "--epochs", "2", "--data"])
        .arg(&anti)
        .arg("--out")
        .arg(dir.join("antichess.rs"))
        .output()
        .unwrap();
    succeeded(&out);
    let written = std::fs::read_to_string(dir.join("antichess.rs")).unwrap();
    assert!(written.contains("chess: {},"), "{written}");
    assert!(written.contains("target: ["), "{written}");

    // Scores blended into the targets: they need lines that carry one.
    let out = Command::new(exe)
        .args(["tune", "--variant", "crazyhouse", "--score-weight", "0.5"])
        .args(["--epochs", "1", "--threads", "1", "--data"])
        .arg(&data)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("needs positions with scores"));
    // With a score per line (here, the sign of the result: any number reads), the header
    // of the written weights records the blend.
    let scored = dir.join("zh-scored.txt");
    let lines: String = std::fs::read_to_string(&data)
        .unwrap()
        .lines()
        .map(|l| {
            let score = match l.rsplit(" | ").next() {
                Some("1.0") => 150,
                Some("0.0") => -150,
                _ => 0,
            };
            format!("{l} | {score}\n")
        })
        .collect();
    std::fs::write(&scored, lines).unwrap();
    // Fits the scored lines with `args`, returning the written weights' header.
    let fit_scored = |args: &[&str], name: &str| {
        let written = dir.join(name);
        let out = Command::new(exe)
            .args(["tune", "--variant", "crazyhouse", "--threads", "1"])
            .args(args)
            .arg("--data")
            .arg(&scored)
            .arg("--out")
            .arg(&written)
            .output()
            .unwrap();
        succeeded(&out);
        std::fs::read_to_string(&written).unwrap()
    };
    let header = fit_scored(
        &["--score-weight", "0.5", "--epochs", "50"],
        "zh-blended.rs",
    );
    assert!(header.contains("targets 0.50 score (scale"), "{header}");
    // A given scale is used as given and named in the header.
    let given = [
        "--score-weight",
        "1",
        "--score-scale",
        "2.5",
        "--epochs",
        "5",
    ];
    let header = fit_scored(&given, "zh-given.rs");
    assert!(header.contains("score (scale 2.5000, given,"), "{header}");
    // A given K is held, and named so in the header.
    let header = fit_scored(
        &["--score-weight", "1", "--k", "0.75", "--epochs", "5"],
        "zh-k.rs",
    );
    assert!(header.contains(", K 0.7500 (given), MSE"), "{header}");
    // A bad value of any of them is refused with a usage error that names the option; the
    // option under test comes last, so it overrides the score weight the others need.
    let refused = [
        ("--score-weight", &["-0.1", "1.5", "x"][..]),
        ("--score-scale", &["0", "-1", "NaN"]),
        ("--k", &["0", "-1", "NaN", "inf"]),
    ];
    for (option, bads) in refused {
        for bad in bads {
            let out = Command::new(exe)
                .args(["tune", "--variant", "crazyhouse", "--score-weight", "1"])
                .arg(format!("{option}={bad}"))
                .arg("--data")
                .arg(&scored)
                .output()
                .unwrap();
            assert_eq!(out.status.code(), Some(2), "{option}={bad}");
            assert!(
                String::from_utf8_lossy(&out.stderr).contains(option),
                "{option}={bad}"
            );
        }
    }
}

/// The search tree's positions in the antichess family leave out the nodes where a capture is
/// compulsory: there the evaluation chooses nothing. Without the rule about a third of them are
/// such nodes. None is a node without moves (the game over: a win for the side to move).
#[test]
fn antichess_tree_sample_skips_forced_captures() {
    let exe = env!("CARGO_BIN_EXE_ferrum");
    let dir = ScratchDir::new("tuning-ac-tree");
    let data = dir.join("tree.txt");
    let out = Command::new(exe)
        .args(["datagen", "--variant", "antichess", "--games", "2"])
        .args(["--nodes", "2000", "--threads", "1", "--tree-sample", "20"])
        .args(["--seed", "5"])
        .arg("--out")
        .arg(&data)
        .output()
        .unwrap();
    succeeded(&out);
    let text = std::fs::read_to_string(&data).unwrap();
    assert!(text.lines().count() > 100, "{text}");
    for line in text.lines() {
        let (pos, _) = parse_line::<Antichess>(line).unwrap_or_else(|e| panic!("{line}: {e}"));
        let moves = pos.legal_moves();
        assert!(!moves.is_empty(), "{line}");
        assert!(
            moves.iter().all(|&m| !pos.is_capture(m)),
            "a capture is compulsory here: {line}"
        );
    }
}

/// No data line of `datagen`, in any variant and any of its ways to draw positions (the games'
/// quiet positions, `--tree-sample`, `--resolve`), holds a position where the game is over by
/// the position alone (`Position::outcome`, python-chess's `outcome()`: a variant's end, no
/// legal move, insufficient material, the 75-move rule): the rules, not the evaluation, decide
/// such a position. The antichess tree sample once wrote a few dozen in 2,000 (wins without a
/// move, found only after the node was sampled).
#[test]
fn datagen_writes_no_position_where_the_game_is_over() {
    use ferrum::core::VariantKind;
    use ferrum::position::{CastlingMode, Position};
    let exe = env!("CARGO_BIN_EXE_ferrum");
    let dir = ScratchDir::new("tuning-game-over");
    let modes: [&[&str]; 3] = [&[], &["--tree-sample", "20"], &["--resolve"]];
    for kind in VariantKind::ALL {
        for (m, mode) in modes.iter().enumerate() {
            let data = dir.join(format!("{}-{m}.txt", kind.uci_name()));
            let out = Command::new(exe)
                .args(["datagen", "--variant", kind.uci_name(), "--games", "4"])
                .args(["--nodes", "1000", "--threads", "1", "--seed", "3"])
                .args(*mode)
                .arg("--out")
                .arg(&data)
                .output()
                .unwrap();
            succeeded(&out);
            let text = std::fs::read_to_string(&data).unwrap();
            assert!(text.lines().count() > 20, "{kind} {mode:?}: {text}");
            for line in text.lines() {
                let fen = line.split(" | ").next().unwrap_or_default();
                ferrum::with_variant!(kind, V => {
                    let pos = Position::<V>::from_fen_variant(fen, CastlingMode::Standard)
                        .unwrap_or_else(|e| panic!("{kind} {mode:?}: {line}: {e}"));
                    assert_eq!(pos.outcome(), None, "{kind} {mode:?}: {line}");
                    assert!(!pos.legal_moves().is_empty(), "{kind} {mode:?}: {line}");
                });
            }
        }
    }
}

/// The data pipeline of standard chess: `datagen` from book positions, Chess960 starts and
/// search trees, `label` by Stockfish into a binary data file, `tune` from it with a held-out
/// file, a prior and monotone shapes. Bad input stops each step with the line or record named,
/// and leaves no output that reads as complete.
#[test]
fn datagen_label_and_tune_of_binary_data() {
    let exe = env!("CARGO_BIN_EXE_ferrum");
    let stockfish = crate::common::installed("/usr/games/stockfish", "stockfish");
    let dir = ScratchDir::new("tuning-binary");
    let run = |args: &[&str]| Command::new(exe).args(args).output().unwrap();
    let path = |name: &str| dir.join(name).to_string_lossy().into_owned();
    let openings = concat!(env!("CARGO_MANIFEST_DIR"), "/bench/openings.epd");
    let common = ["--nodes", "400", "--threads", "1", "--sample", "6"];
    succeeded(&run(&[
        &[
            "datagen",
            "--games",
            "6",
            "--openings",
            openings,
            "--out",
            &path("book.txt"),
        ][..],
        &common[..],
    ]
    .concat()));
    succeeded(&run(&[
        &[
            "datagen",
            "--games",
            "4",
            "--dfrc",
            "--out",
            &path("dfrc.txt"),
        ][..],
        &common[..],
    ]
    .concat()));
    succeeded(&run(&[
        "datagen",
        "--games",
        "1",
        "--nodes",
        "400",
        "--tree-sample",
        "50",
        "--out",
        &path("tree.txt"),
    ]));
    for (name, at_most) in [("book.txt", 36), ("dfrc.txt", 24)] {
        let lines = std::fs::read_to_string(path(name)).unwrap().lines().count();
        assert!(lines > 0 && lines <= at_most, "{name}: {lines} positions");
    }
    let tree = std::fs::read_to_string(path("tree.txt")).unwrap();
    assert!(tree.lines().count() > 20, "{tree}");

    for (input, out, source) in [
        ("book.txt", "book.bin", "book"),
        ("dfrc.txt", "dfrc.bin", "chess960"),
    ] {
        let err = succeeded(&run(&[
            "label",
            "--input",
            &path(input),
            "--out",
            &path(out),
            "--engine",
            stockfish,
            "--depth",
            "4",
            "--jobs",
            "2",
            "--source",
            source,
        ]));
        assert!(err.contains("positions at depth 4"), "{err}");
        let records = ferrum::fit::dataset::read_all(&dir.join(out)).unwrap();
        let lines = std::fs::read_to_string(path(input))
            .unwrap()
            .lines()
            .count();
        assert_eq!(records.len(), lines, "{out}");
        assert!(records
            .iter()
            .all(|r| r.score.is_some() && r.source.name() == source));
    }
    let out = run(&[
        "tune",
        "--data",
        &path("book.bin"),
        "--validation",
        &path("dfrc.bin"),
        "--epochs",
        "40",
        "--threads",
        "1",
        "--score-weight",
        "0.8",
        "--prior",
        "50",
        "--monotone",
        "--check-every",
        "10",
        "--counts",
        &path("counts.txt"),
        "--out",
        &path("fitted.rs"),
    ]);
    let err = succeeded(&out);
    assert!(
        err.contains("occurs") && err.contains("mobility_queen"),
        "{err}"
    );
    let printed = String::from_utf8_lossy(&out.stdout);
    assert!(printed.contains("held-out loss after"), "{printed}");
    let counts = std::fs::read_to_string(path("counts.txt")).unwrap();
    assert!(
        counts.lines().any(|l| l.starts_with("material[0] ")),
        "{counts}"
    );
    assert!(std::fs::read_to_string(path("fitted.rs"))
        .unwrap()
        .contains("held-out MSE"));

    // A cut data file, a bad FEN, a score out of range: an error naming the place, exit 1.
    let bytes = std::fs::read(path("book.bin")).unwrap();
    std::fs::write(path("cut.bin"), &bytes[..bytes.len() - 7]).unwrap();
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    std::fs::write(
        path("bad-fen.txt"),
        format!("{start} | 1-0\nrnbqkbnr/pppp | 0-1\n"),
    )
    .unwrap();
    std::fs::write(path("bad-score.txt"), format!("{start} | 1-0 | 250000\n")).unwrap();
    for (data, says) in [
        ("cut.bin", "truncated"),
        ("bad-fen.txt", "bad-fen.txt line 2"),
        ("bad-score.txt", "bad-score.txt line 1: bad score"),
    ] {
        let out = run(&[
            "tune",
            "--epochs",
            "1",
            "--out",
            &path("never.rs"),
            "--data",
            &path(data),
        ]);
        assert_eq!(out.status.code(), Some(1), "{data}");
        assert!(
            String::from_utf8_lossy(&out.stderr).contains(says),
            "{data}"
        );
        assert!(!dir.join("never.rs").exists(), "{data}");
    }
    let out = run(&[
        "label",
        "--input",
        &path("bad-fen.txt"),
        "--out",
        &path("never.bin"),
        "--engine",
        stockfish,
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("bad-fen.txt line 2"));
    assert!(!dir.join("never.bin").exists() && !dir.join("never.bin.part").exists());
    let out = run(&[
        "datagen",
        "--games",
        "1",
        "--openings",
        &path("bad-fen.txt"),
        "--out",
        &path("never.txt"),
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(!dir.join("never.txt").exists());
}

/// `tune --epochs 0` of `data` (in `dir`) with `flag` if given: its stderr and the `--counts`
/// line of `material[1]` (the positions a knight apart).
fn knight_counts(dir: &ScratchDir, data: &str, flag: Option<&str>) -> (String, String) {
    let path = |name: &str| dir.join(name).to_string_lossy().into_owned();
    let (counts, out) = (path(&format!("counts-{flag:?}.txt")), path("fitted.rs"));
    let mut args = vec!["tune", "--data", data, "--epochs", "0"];
    args.extend(["--counts", &counts, "--out", &out]);
    args.extend(flag);
    let out = Command::new(env!("CARGO_BIN_EXE_ferrum"))
        .args(&args)
        .output()
        .unwrap();
    let err = succeeded(&out);
    let counts = std::fs::read_to_string(&counts).unwrap();
    let line = counts
        .lines()
        .find(|l| l.starts_with("material[1] "))
        .unwrap_or_else(|| panic!("{counts}"))
        .to_string();
    (err, line)
}

/// `--quiet-leaves`: the fit traces each position's quiet leaf (a hanging knight is taken
/// before the features are counted) and leaves out positions whose capture line mates.
#[test]
fn tune_fits_quiet_leaves() {
    let dir = ScratchDir::new("tuning-quiet");
    let data = dir.join("data.txt").to_string_lossy().into_owned();
    std::fs::write(
        &data,
        concat!(
            "4k3/8/8/4n3/3P4/8/8/4K3 w - - 0 1 | 1-0\n",
            "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4 | 1-0\n",
        ),
    )
    .unwrap();
    let knights = |flag: Option<&str>| {
        let (err, line) = knight_counts(&dir, &data, flag);
        let left_out = err.contains("quiet leaves: 1 positions left out");
        assert_eq!(left_out, flag.is_some(), "{err}");
        line
    };
    // Counted White less Black: as they stand, only the first position is a knight apart;
    // its quiet leaf has no knight left and the second has no leaf.
    assert_eq!(knights(None), "material[1] 1");
    assert_eq!(knights(Some("--quiet-leaves")), "material[1] 0");
}

/// `--quiet-only`: positions with a capture worth making (a hanging knight) or a capture line
/// that mates are left out of the training data; quiet ones are fitted as they are.
#[test]
fn tune_fits_quiet_positions_only() {
    let exe = env!("CARGO_BIN_EXE_ferrum");
    let dir = ScratchDir::new("tuning-quiet-only");
    let data = dir.join("data.txt").to_string_lossy().into_owned();
    std::fs::write(
        &data,
        concat!(
            "4k3/8/8/4n3/3P4/8/8/4K3 w - - 0 1 | 1-0\n",
            "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4 | 1-0\n",
            "4k3/8/8/8/8/8/8/3NK3 w - - 0 1 | 1/2-1/2\n",
        ),
    )
    .unwrap();
    let knights = |flag: Option<&str>| {
        let (err, line) = knight_counts(&dir, &data, flag);
        let left_out = err.contains("quiet only: 2 positions left out");
        assert_eq!(left_out, flag.is_some(), "{err}");
        line
    };
    // A knight apart in the first and third positions; only the third is quiet.
    assert_eq!(knights(None), "material[1] 2");
    assert_eq!(knights(Some("--quiet-only")), "material[1] 1");
    // It is not the same as fitting quiet leaves, and cannot be asked with it.
    let out = Command::new(exe)
        .args(["tune", "--data", &data, "--quiet-only", "--quiet-leaves"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}

/// `bench/spsa/spsa.py`, the SPSA driver of the search parameters: its own tests (OpenBench's
/// schedule by hand-computed values, the update's direction, clamping, reproducible resumes,
/// refused states; games are stand-ins) pass, and it reads the parameters from the `spsa`
/// command of a `tune` build only: a plain build is refused with no state file written.
#[test]
fn spsa_driver() {
    let bench = concat!(env!("CARGO_MANIFEST_DIR"), "/bench/spsa");
    let out = Command::new("python3")
        .arg(format!("{bench}/test_spsa.py"))
        .output()
        .expect("python3 must be installed (`make test` installs it)");
    succeeded(&out);

    let dir = ScratchDir::new("spsa");
    let state = dir.join("state.json");
    let out = Command::new("python3")
        .arg(format!("{bench}/spsa.py"))
        .args(["new", "--engine", env!("CARGO_BIN_EXE_ferrum")])
        .args(["--params", "RFP_MARGIN", "--nodes", "100"])
        .args(["--iterations", "10", "--pairs", "1"])
        .args(["--seed", "1", "--state"])
        .arg(&state)
        .output()
        .unwrap();
    if cfg!(feature = "tune") {
        succeeded(&out);
        let written = std::fs::read_to_string(&state).unwrap();
        assert!(written.contains("\"name\": \"RFP_MARGIN\""), "{written}");
    } else {
        assert_eq!(out.status.code(), Some(1));
        let why = String::from_utf8_lossy(&out.stderr);
        assert!(why.contains("not a tune build"), "{why}");
        assert!(!state.exists());
    }
}

/// `datagen --pgn`: the quiet positions of finished games (not in check, the move played
/// neither a capture nor a promotion) with each game's result; an unfinished game skipped;
/// a game that cannot be read, or of another variant, stops it with nothing written.
#[test]
fn datagen_takes_the_quiet_positions_of_a_pgn_file() {
    let exe = env!("CARGO_BIN_EXE_ferrum");
    let dir = ScratchDir::new("tuning-pgn");
    let path = |name: &str| dir.join(name).to_string_lossy().into_owned();
    let games = concat!(
        "[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 1-0\n\n",
        "[Result \"*\"]\n\n1. d4 d5 *\n\n",
        "[Result \"1/2-1/2\"]\n\n1. e4 f5 2. Qh5+ g6 1/2-1/2\n",
    );
    std::fs::write(path("games.pgn"), games).unwrap();
    let datagen = |pgn: &str, out: &str, extra: &[&str]| {
        Command::new(exe)
            .args(["datagen", "--pgn", &path(pgn), "--out", &path(out)])
            .args(extra)
            .output()
            .unwrap()
    };
    let err = succeeded(&datagen("games.pgn", "all.txt", &[]));
    assert!(
        err.contains("9 positions of 2 games (1 without a result skipped)"),
        "{err}"
    );
    let all = std::fs::read_to_string(path("all.txt")).unwrap();
    let lines: Vec<&str> = all.lines().collect();
    assert_eq!(lines.len(), 9, "{all}");
    assert_eq!(
        lines[0],
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | 1.0"
    );
    // Before a6, the last quiet move of the first game; Bxc6 and dxc6 take.
    assert_eq!(
        lines[5],
        "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3 | 1.0"
    );
    // Qh5+ is quiet; the position it checks is not kept.
    assert_eq!(
        lines[8],
        "rnbqkbnr/ppppp1pp/8/5p2/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 | 0.5"
    );
    // At most two a game, drawn from the same positions.
    succeeded(&datagen("games.pgn", "two.txt", &["--sample", "2"]));
    let two = std::fs::read_to_string(path("two.txt")).unwrap();
    assert_eq!(two.lines().count(), 4, "{two}");
    assert!(two.lines().all(|l| lines.contains(&l)), "{two}");

    std::fs::write(
        path("bad.pgn"),
        format!("{games}\n[Result \"0-1\"]\n\n1. e4 e5 2. Ke3 0-1\n"),
    )
    .unwrap();
    let out = datagen("bad.pgn", "never.txt", &[]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("game 4") && err.contains("Ke3"), "{err}");
    let out = datagen("games.pgn", "never.txt", &["--variant", "atomic"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not atomic"));
    // What only playing games reads is refused, not ignored.
    for extra in [&["--nodes", "100"][..], &["--format", "pettingzoo"]] {
        let out = datagen("games.pgn", "never.txt", extra);
        assert_eq!(out.status.code(), Some(2), "{extra:?}");
    }
    assert!(!dir.join("never.txt").exists());
}

/// `--danger-units`: the king-danger units are fitted with the other weights and written with
/// them; without it they stay at the hand-set units (a zero row).
#[test]
fn tune_fits_the_danger_units_only_when_asked() {
    let dir = ScratchDir::new("tuning-danger-units");
    let path = |name: &str| dir.join(name).to_string_lossy().into_owned();
    // The random games' positions, each with its game's result.
    let games = include_str!("../data/random_games.txt");
    let (mut lines, mut game) = (String::new(), Vec::new());
    for line in games.lines() {
        if let Some(fen) = line
            .strip_prefix("move ")
            .and_then(|r| r.splitn(3, ' ').nth(2))
        {
            game.push(fen);
        } else if let Some(end) = line.strip_prefix("end ") {
            // A game cut off unfinished ('*') counts as drawn.
            let result = end
                .split(' ')
                .next()
                .filter(|r| matches!(*r, "1-0" | "0-1"))
                .unwrap_or("1/2-1/2");
            for fen in game.drain(..).step_by(3) {
                lines += &format!("{fen} | {result}\n");
            }
        }
    }
    let data = path("data.txt");
    std::fs::write(&data, lines).unwrap();
    let fit = |flag: Option<&str>, out: &str| {
        let mut args = vec!["tune", "--data", &data];
        args.extend(["--epochs", "40", "--lr", "2", "--out", out]);
        args.extend(flag);
        let out = Command::new(env!("CARGO_BIN_EXE_ferrum"))
            .args(&args)
            .output()
            .unwrap();
        succeeded(&out);
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    // The danger units' row of a weight file, as `fit::emit` reads it back.
    let units_row = |file: &str| {
        let text = std::fs::read_to_string(file).unwrap();
        let set = ferrum::fit::emit::read(&text).unwrap_or_else(|e| panic!("{e}: {text}"));
        let row = set
            .chess
            .iter()
            .find(|(name, _)| name == "king_danger_units");
        row.unwrap_or_else(|| panic!("{text}")).1.clone()
    };
    let held = fit(None, &path("held.rs"));
    assert!(!held.contains("danger units"), "{held}");
    // Held: the units of the set in use, as they are.
    let row = units_row(&path("held.rs"));
    let in_use = &ferrum::weights::for_variant(ferrum::core::VariantKind::Standard).chess;
    let range = ferrum::weights::params::KING_DANGER_UNITS.range();
    assert_eq!(row, in_use[range.clone()].to_vec());

    let fitted = fit(Some("--danger-units"), &path("fitted.rs"));
    let line = fitted
        .lines()
        .find_map(|l| l.strip_prefix("danger units "))
        .unwrap_or_else(|| panic!("{fitted}"));
    let units: Vec<f64> = line.split(' ').map(|u| u.parse().unwrap()).collect();
    let hand = ferrum::weights::params::HAND_DANGER_UNITS.map(|q| f64::from(q) / 4.0);
    assert_eq!(units.len(), hand.len(), "{line}");
    // The fit moved them from where the set in use has them.
    let before: Vec<f64> = (hand.iter().zip(&in_use[range]))
        .map(|(h, p)| h + f64::from(p.mg) / 4.0)
        .collect();
    assert!(units.iter().zip(&before).any(|(u, b)| u != b), "{line}");
    // What is printed is what is written: quarter units over the hand-set ones.
    let row = units_row(&path("fitted.rs"));
    let written: Vec<f64> = row.iter().map(|p| f64::from(p.mg)).collect();
    let from_file: Vec<f64> = written.iter().zip(hand).map(|(q, h)| h + q / 4.0).collect();
    assert_eq!(from_file, units, "{row:?}");
}

/// ferrum labels its own positions (atomic's shards, which Fairy-Stockfish 11.1 cannot): the
/// label is its search's score, not its book's. From the crate's root its book knows the start
/// position and answers it at once with a made-up depth-1 line, so `label` turns the book off.
#[test]
fn ferrum_labels_by_its_search_with_its_book_off() {
    use crate::common::engine_proc::{score_cp, EngineProc};
    use std::time::Duration;
    let exe = env!("CARGO_BIN_EXE_ferrum");
    let dir = ScratchDir::new("tuning-self-label");
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let input = dir.join("start.txt");
    std::fs::write(&input, format!("{start} | 1/2-1/2\n")).unwrap();
    let out = dir.join("start.bin");
    let labelled = Command::new(exe)
        .args(["label", "--engine", exe, "--depth", "6", "--input"])
        .arg(&input)
        .arg("--out")
        .arg(&out)
        .output()
        .unwrap();
    succeeded(&labelled);
    let records = ferrum::fit::dataset::read_all(&out).unwrap();
    assert_eq!(records.len(), 1);

    // The same search asked directly, book off: its last depth-6 score.
    let mut engine = EngineProc::start(&[]);
    for line in [
        "uci",
        "setoption name OwnBook value false",
        "setoption name Hash value 16",
        &format!("position fen {start}"),
        "go depth 6",
    ] {
        engine.send(line);
    }
    let lines = engine.collect_until(|l| l.starts_with("bestmove"), Duration::from_secs(60));
    let searched = lines
        .iter()
        .filter(|line| {
            let words: Vec<&str> = line.split_whitespace().collect();
            !words.contains(&"lowerbound") && !words.contains(&"upperbound")
        })
        .filter_map(|line| score_cp(line))
        .next_back()
        .and_then(|cp| i16::try_from(cp).ok());
    engine.send("quit");
    assert_eq!(engine.wait_exit(Duration::from_secs(10)), Some(0));
    assert!(searched.is_some());
    assert_eq!(records[0].score, searched);
}

/// `datagen --resolve`: every position written is its own quiet leaf (no capture worth making
/// from it), not in check, with legal moves, at most `--sample` a game and none twice in a
/// game; the same seed writes the same file.
#[test]
fn datagen_resolve_writes_quiet_leaves() {
    use ferrum::variant::standard::Standard as Chess;
    let exe = env!("CARGO_BIN_EXE_ferrum");
    let dir = ScratchDir::new("tuning-resolve");
    let path = |name: &str| dir.join(name).to_string_lossy().into_owned();
    let datagen = |out: &str| {
        succeeded(
            &Command::new(exe)
                .args([
                    "datagen",
                    "--games",
                    "8",
                    "--nodes",
                    "300",
                    "--threads",
                    "2",
                ])
                .args([
                    "--sample",
                    "5",
                    "--resolve",
                    "--seed",
                    "11",
                    "--out",
                    &path(out),
                ])
                .output()
                .unwrap(),
        )
    };
    datagen("a.txt");
    datagen("b.txt");
    // Two threads write whole games in the order they finish: the same games, in any order.
    let sorted_lines = |name: &str| {
        let text = std::fs::read_to_string(path(name)).unwrap();
        let mut lines: Vec<String> = text.lines().map(str::to_owned).collect();
        lines.sort();
        lines
    };
    let lines = sorted_lines("a.txt");
    assert_eq!(lines, sorted_lines("b.txt"));
    assert!(
        lines.len() > 8 && lines.len() <= 40,
        "{} positions",
        lines.len()
    );
    let mut fens = std::collections::HashSet::new();
    for line in &lines {
        let (pos, _) = parse_line::<Chess>(line).unwrap();
        assert!(!pos.is_check(), "{line}");
        assert!(!pos.legal_moves().is_empty(), "{line}");
        let leaf = ferrum::search::quiet::quiet_line(&pos).unwrap();
        assert!(leaf.is_empty(), "{line} is not quiet: {leaf:?}");
        // Eight games from random openings: no two positions alike (the seed is fixed).
        assert!(fens.insert(pos.fen()), "{line} twice");
    }
}

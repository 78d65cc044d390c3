//! Syzygy through the real binary: the `probe` command and the UCI options and search.

use crate::common::engine_proc::{score_cp, EngineProc};
use crate::common::ScratchDir;
use ferrum::position::{CastlingMode, Position};
use ferrum::tb::syzygy::{dtz_rank, Syzygy};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

const T: Duration = Duration::from_secs(20);

fn table_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tablebases/syzygy")
}

fn temp_dir(tag: &str) -> ScratchDir {
    ScratchDir::new(&format!("syzygy-uci-{tag}"))
}

/// A directory holding only the WDL files.
fn wdl_only_dir() -> ScratchDir {
    let dir = temp_dir("wdl");
    for e in std::fs::read_dir(table_dir()).unwrap() {
        let path = e.unwrap().path();
        if path.extension().is_some_and(|x| x == "rtbw") {
            std::fs::copy(&path, dir.join(path.file_name().unwrap())).unwrap();
        }
    }
    dir
}

fn probe(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_ferrum"))
        .arg("probe")
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The moves the DTZ ranking keeps, from the library.
fn best_by_dtz(fen: &str) -> Vec<String> {
    let tb: Syzygy = Syzygy::open(&[table_dir()]).unwrap();
    let pos = Position::from_fen(fen, CastlingMode::Standard).unwrap();
    let ranked: Vec<_> = tb
        .root_dtz(&pos, None)
        .unwrap()
        .into_iter()
        .map(|(m, d)| (pos.uci(m), dtz_rank(d, pos.halfmoves() as i32)))
        .collect();
    let top = ranked.iter().map(|r| r.1).max().unwrap();
    ranked
        .into_iter()
        .filter(|r| r.1 == top)
        .map(|r| r.0)
        .collect()
}

#[test]
fn probe_command_prints_wdl_dtz_and_best_moves() {
    let dir = table_dir();
    let dir = dir.to_str().unwrap();
    let (code, out, _) = probe(&[
        "--syzygy",
        dir,
        "--fen",
        "8/2K5/4B3/3N4/8/8/4k3/8 b - - 0 1",
    ]);
    assert_eq!(code, Some(0));
    assert_eq!(out, "wdl -2\ndtz -53\nbest e2d3\n");
    // KQvKR, a win: the best moves are the DTZ-optimal ones.
    let fen = "7Q/8/2k5/8/2r5/8/8/4K3 w - - 0 1";
    let (code, out, _) = probe(&["--syzygy", dir, "--fen", fen]);
    assert_eq!(code, Some(0));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[..2], ["wdl 2", "dtz 45"]);
    assert_eq!(lines[2], format!("best {}", best_by_dtz(fen).join(" ")));
    // Checkmated: python-chess's -2 / -1, and no move.
    let (_, out, _) = probe(&["--syzygy", dir, "--fen", "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1"]);
    assert_eq!(out, "wdl -2\ndtz -1\nbest none\n");
    // Without DTZ files.
    let wdl = wdl_only_dir();
    let (code, out, _) = probe(&["--syzygy", wdl.to_str().unwrap(), "--fen", fen]);
    assert_eq!(code, Some(0));
    assert!(out.starts_with("wdl 2\ndtz none\nbest "), "{out}");
}

#[test]
fn probe_command_errors() {
    let dir = table_dir();
    let dir = dir.to_str().unwrap();
    let (code, _, err) = probe(&["--syzygy", dir, "--fen", "8/8/8/8/8/8/8/8 w - - 0 1"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("invalid FEN"), "{err}");
    let (code, _, err) = probe(&["--syzygy", dir, "--fen", "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1"]);
    assert_eq!(code, Some(1));
    assert!(err.contains("castling"), "{err}");
    let (code, _, err) = probe(&[
        "--syzygy",
        "/no/such/dir",
        "--fen",
        "8/8/8/8/8/2k5/8/KR6 w - - 0 1",
    ]);
    assert_eq!(code, Some(1));
    assert!(err.contains("/no/such/dir"), "{err}");
    let (code, _, _) = probe(&["--syzygy", dir]);
    assert_eq!(code, Some(2));
    let (code, _, err) = probe(&[
        "--syzygy",
        dir,
        "--fen",
        "8/8/8/8/8/2k5/8/KR6 w - - 0 1",
        "--variant",
        "horde",
    ]);
    assert_eq!(code, Some(2));
    assert!(err.contains("no Syzygy tables for horde"), "{err}");
}

#[test]
fn probe_command_reads_variant_tables() {
    let dir = table_dir();
    let dir = dir.to_str().unwrap();
    // Atomic: the queen takes the king.
    let fen = "8/8/8/8/8/3k4/8/KQ6 w - - 0 1";
    let (code, out, _) = probe(&["--syzygy", dir, "--variant", "atomic", "--fen", fen]);
    assert_eq!(code, Some(0));
    assert_eq!(out, "wdl 2\ndtz 1\nbest b1d3\n");
    // Antichess: the bishop offers itself where it must be taken.
    let fen = "8/8/8/7b/8/8/2B5/8 w - - 0 1";
    let (code, out, _) = probe(&["--syzygy", dir, "--variant", "antichess", "--fen", fen]);
    assert_eq!(code, Some(0));
    assert!(out.starts_with("wdl 2\ndtz 2\nbest "), "{out}");
    // The standard family does not read other families' files.
    let (code, _, err) = probe(&["--syzygy", dir, "--fen", fen]);
    assert_eq!(code, Some(2));
    assert!(err.contains("invalid FEN"), "{err}");
}

#[test]
fn probe_command_reads_a_file_line_by_line() {
    let dir = temp_dir("epd");
    let file = dir.join("positions.epd");
    std::fs::write(
        &file,
        "8/2K5/4B3/3N4/8/8/4k3/8 b - - 0 1\n\
         not a fen\n\
         \n\
         4k3/8/8/8/8/8/8/R3K3 w Q - 0 1\n\
         8/8/8/8/8/2k5/8/KR6 w - - 0 1;2;x;KRvK\n\
         4k3/8/8/8/8/8/5PP1/4K2R w - - 0 1\n\
         8/8/8/8/8/2k5/8/KR6 b - - bm Kb3;\n",
    )
    .unwrap();
    let tables = table_dir();
    let (code, out, _) = probe(&[
        "--syzygy",
        tables.to_str().unwrap(),
        "--epd",
        file.to_str().unwrap(),
    ]);
    assert_eq!(code, Some(0));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 7, "{out}");
    assert_eq!(lines[0], "wdl -2 dtz -53");
    assert!(lines[1].starts_with("error invalid FEN"));
    assert_eq!(lines[2], "error empty line");
    assert!(lines[3].starts_with("error") && lines[3].contains("castling"));
    assert!(lines[4].starts_with("wdl 2 dtz "));
    assert!(lines[5].starts_with("error missing WDL table KRPPvK"));
    assert_eq!(lines[6], "wdl -2 dtz -30");
}

fn start() -> EngineProc {
    let mut e = EngineProc::start(&[]);
    e.send("uci");
    let lines = e.collect_until(|l| l == "uciok", T);
    assert!(!lines.iter().any(|l| l.starts_with("info")), "{lines:?}");
    for want in [
        "option name SyzygyPath type string default tablebases/syzygy",
        "option name SyzygyProbeDepth type spin default 1 min 1 max 100",
        "option name Syzygy50MoveRule type check default true",
        "option name SyzygyProbeLimit type spin default 7 min 0 max 7",
    ] {
        assert!(lines.iter().any(|l| l == want), "{want}");
    }
    // Syzygy alone: the in-tree Gaviota tables would decide won roots by distance to mate.
    e.send("setoption name GaviotaTbPath value <empty>");
    e
}

fn search(e: &mut EngineProc, fen: &str, go: &str) -> (Vec<String>, String) {
    e.send(&format!("position fen {fen}"));
    e.send(go);
    let lines = e.collect_until(|l| l.starts_with("bestmove"), T);
    let best = lines
        .last()
        .unwrap()
        .split_whitespace()
        .nth(1)
        .unwrap()
        .to_string();
    (lines, best)
}

fn tbhits(info: &str) -> u64 {
    let t: Vec<&str> = info.split_whitespace().collect();
    let i = t.iter().position(|&w| w == "tbhits").unwrap();
    t[i + 1].parse().unwrap()
}

#[test]
fn uci_options_and_tablebase_play() {
    let mut e = start();
    // The default tables are in use: a won KQvKR is ranked at the root by DTZ.
    let fen = "7Q/8/2k5/8/2r5/8/8/4K3 w - - 0 1";
    let (lines, best) = search(&mut e, fen, "go depth 6");
    assert!(best_by_dtz(fen).contains(&best), "{best}: {lines:?}");
    let last_info = lines.iter().rev().find(|l| l.contains(" score ")).unwrap();
    assert!(
        last_info.contains("score cp 20000") || last_info.contains("score mate"),
        "{last_info}"
    );
    assert!(tbhits(last_info) > 0, "{last_info}");
    // A drawn KRvKR shows a draw.
    let (lines, _) = search(&mut e, "8/8/6R1/8/8/k6K/8/4r3 w - - 0 1", "go depth 6");
    let last_info = lines.iter().rev().find(|l| l.contains(" score ")).unwrap();
    assert!(last_info.contains("score cp 0 "), "{last_info}");

    // A path that does not exist is refused; the tables stay.
    e.send("setoption name SyzygyPath value /no/such/dir");
    let (l, _) = e.expect_prefix("info string", T);
    assert!(
        l.starts_with("info string error: option 'SyzygyPath'") && l.contains("keeping"),
        "{l}"
    );
    let (lines, _) = search(&mut e, fen, "go depth 3");
    assert!(
        lines.iter().any(|l| l.contains("score cp 20000")),
        "{lines:?}"
    );

    // Only WDL files: found, and the root is ranked by WDL with probes in the tree.
    let wdl = wdl_only_dir();
    e.send(&format!(
        "setoption name SyzygyPath value {}",
        wdl.display()
    ));
    let (l, _) = e.expect_prefix("info string", T);
    assert!(
        l.starts_with("info string Found 35 WDL and 0 DTZ Syzygy tables"),
        "{l}"
    );
    let (lines, _) = search(&mut e, fen, "go depth 6");
    assert!(
        lines.iter().any(|l| l.contains("score cp 20000")),
        "{lines:?}"
    );

    // Tables off: no tbhits.
    e.send("setoption name SyzygyPath value <empty>");
    let (lines, _) = search(&mut e, fen, "go depth 5");
    assert!(lines
        .iter()
        .filter(|l| l.contains("tbhits"))
        .all(|l| tbhits(l) == 0));

    // Probe limit 0: no probing either.
    e.send(&format!(
        "setoption name SyzygyPath value {}",
        table_dir().display()
    ));
    e.expect_prefix("info string Found 35 WDL and 35 DTZ", T);
    e.send("setoption name SyzygyProbeLimit value 0");
    e.send("setoption name Syzygy50MoveRule value false");
    e.send("setoption name SyzygyProbeDepth value 4");
    let (lines, _) = search(&mut e, fen, "go depth 5");
    assert!(lines
        .iter()
        .filter(|l| l.contains("tbhits"))
        .all(|l| tbhits(l) == 0));
    e.send("isready");
    e.expect(|l| l == "readyok", T);
}

#[test]
fn a_damaged_table_is_reported_and_disabled() {
    let dir = temp_dir("damaged");
    let mut bytes = std::fs::read(table_dir().join("KQvKR.rtbw")).unwrap();
    bytes[0] ^= 0xff;
    std::fs::write(dir.join("KQvKR.rtbw"), &bytes).unwrap();
    let mut e = start();
    e.send(&format!(
        "setoption name SyzygyPath value {}:{}",
        dir.display(),
        table_dir().display()
    ));
    e.expect_prefix("info string Found", T);
    // The problem is reported before the answer, once; the engine still answers.
    let (lines, best) = search(&mut e, "7Q/8/2k5/8/2r5/8/8/4K3 w - - 0 1", "go depth 5");
    assert_ne!(best, "(none)");
    let errors: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("info string error"))
        .collect();
    assert_eq!(errors.len(), 1, "{lines:?}");
    assert!(
        errors[0].contains("KQvKR.rtbw") && errors[0].contains("magic"),
        "{errors:?}"
    );
    let (lines, _) = search(&mut e, "7Q/8/2k5/8/2r5/8/8/4K3 w - - 0 1", "go depth 5");
    assert!(!lines.iter().any(|l| l.starts_with("info string error")));
    // Other endings still probe.
    let (lines, _) = search(&mut e, "8/8/8/8/8/2k5/8/KR6 w - - 0 1", "go depth 4");
    assert!(lines
        .iter()
        .any(|l| l.contains("score cp 20000") || l.contains("score mate")));
}

#[test]
fn uciok_comes_quickly_with_the_default_tables() {
    let start = std::time::Instant::now();
    let mut e = EngineProc::start(&[]);
    e.send("uci");
    e.expect(|l| l == "uciok", T);
    // Generous for debug builds on a loaded machine; release takes a few milliseconds.
    assert!(
        start.elapsed() < Duration::from_secs(2),
        "{:?}",
        start.elapsed()
    );
}

/// The last `info` line with a score.
fn last_scored(lines: &[String]) -> &str {
    lines.iter().rev().find(|l| l.contains(" score ")).unwrap()
}

/// A tablebase win as shown (`TB_WIN_CP` less the plies to the table), not an evaluation.
fn is_tb_win(info: &str) -> bool {
    score_cp(info).is_some_and(|cp| (19_800..=20_000).contains(&cp))
}

/// The variants' own tables in the search: a shallow search finds a win only through them.
/// The verdicts are python-chess's (`chess.syzygy.open_tablebase(dir,
/// VariantBoard=chess.variant.AtomicBoard)` and `AntichessBoard`), not ferrum's.
#[test]
fn variant_tables_decide_shallow_searches() {
    let mut e = start();
    e.send(&format!(
        "setoption name SyzygyPath value {}",
        table_dir().display()
    ));
    e.expect_prefix("info string Found 35 WDL and 35 DTZ", T);
    e.send("setoption name UCI_Variant value atomic");

    // Atomic, six pieces (no table covers the root): Nxb6 blows up both minor pieces into
    // KRBvK with Black to move, python-chess WDL -2 and DTZ -34, the root's only win
    // (Rxb6 leaves KBNvK, WDL 0). Depth 2 sees it only through the tables, inside the tree.
    let atomic = "8/3N4/1b4R1/8/8/K7/8/Bk6 w - - 0 1";
    let (lines, best) = search(&mut e, atomic, "go depth 2");
    let info = last_scored(&lines);
    assert_eq!(best, "d7b6", "{lines:?}");
    assert!(is_tb_win(info), "{info}");
    assert!(tbhits(info) > 0, "{info}");

    // Atomic KRBvK at the root, python-chess WDL 2 and DTZ 33: the root filter keeps the
    // moves python-chess's DTZ ranks best (one ply to the next zeroing move: Rb6, Rc6, Rg3,
    // Rg4, each DTZ 33 counted from the root).
    let (lines, best) = search(&mut e, "8/8/6R1/8/8/K7/1k6/B7 w - - 0 1", "go depth 2");
    let info = last_scored(&lines);
    assert!(
        ["g6b6", "g6c6", "g6g3", "g6g4"].contains(&best.as_str()),
        "{best}: {lines:?}"
    );
    assert!(info.contains("score cp 20000"), "{info}");
    assert!(tbhits(info) > 0, "{info}");

    // Antichess KQvK, White to move: python-chess WDL 2, DTZ 16, best (shortest DTZ) Kg5.
    e.send("setoption name UCI_Variant value antichess");
    let (lines, best) = search(&mut e, "8/5Q2/8/7K/8/8/7k/8 w - - 0 1", "go depth 2");
    let info = last_scored(&lines);
    assert_eq!(best, "h5g5", "{lines:?}");
    assert!(info.contains("score cp 20000"), "{info}");
    assert!(tbhits(info) > 0, "{info}");

    // Tables off: the same shallow atomic search sees no win and probes nothing.
    e.send("setoption name UCI_Variant value atomic");
    e.send("setoption name SyzygyPath value <empty>");
    let (lines, _) = search(&mut e, atomic, "go depth 2");
    let info = last_scored(&lines);
    assert!(!is_tb_win(info) && !info.contains("score mate"), "{info}");
    assert_eq!(tbhits(info), 0, "{info}");
    e.send("isready");
    e.expect(|l| l == "readyok", T);
}

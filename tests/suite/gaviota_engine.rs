//! Gaviota through the real binary: UCI reports the exact `score mate N` from the tables and
//! plays a DTM-optimal move, mates in exactly that many moves against itself, keeps its tables
//! after a bad `GaviotaTbPath`, and `ferrum probe --gaviota` prints python-chess's values.

use crate::common::engine_proc::EngineProc;
use crate::common::ScratchDir;
use ferrum::position::{CastlingMode, Position};
use ferrum::tb::gaviota::Gaviota;
use std::path::PathBuf;
use std::process::Command;
use std::time::Duration;

const T: Duration = Duration::from_secs(20);

fn tables_dir() -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tablebases/gaviota")
        .display()
        .to_string()
}

fn tables() -> Gaviota {
    Gaviota::open(&[tables_dir()], 1 << 20).unwrap().0
}

fn position(fen: &str) -> Position {
    Position::from_fen(fen, CastlingMode::Standard).unwrap()
}

/// UCI `mate N` for a DTM in plies (python-chess sign convention).
fn mate_moves(dtm: i32) -> i32 {
    if dtm > 0 {
        (dtm + 1) / 2
    } else {
        dtm / 2
    }
}

fn uci_engine() -> EngineProc {
    let mut e = EngineProc::start(&[]);
    e.send("uci");
    e.expect(|l| l == "uciok", T);
    e.send(&format!(
        "setoption name GaviotaTbPath value {}",
        tables_dir()
    ));
    e.send("isready");
    e.expect(|l| l == "readyok", T);
    e
}

/// Searches `fen` (plus `moves`) briefly; returns the last score and the best move.
fn search(e: &mut EngineProc, fen: &str, moves: &[String], millis: u32) -> (String, String) {
    let moves = if moves.is_empty() {
        String::new()
    } else {
        format!(" moves {}", moves.join(" "))
    };
    e.send(&format!("position fen {fen}{moves}"));
    e.send(&format!("go movetime {millis}"));
    let lines = e.collect_until(|l| l.starts_with("bestmove"), T);
    let score = lines
        .iter()
        .rev()
        .find_map(|l| {
            let at = l.find(" score ")?;
            let rest: Vec<&str> = l[at + 7..].split(' ').take(2).collect();
            Some(rest.join(" "))
        })
        .unwrap_or_default();
    let best = lines
        .last()
        .and_then(|l| l.split(' ').nth(1))
        .unwrap_or_default()
        .to_string();
    (score, best)
}

#[test]
fn uci_reports_the_exact_mate_and_plays_a_shortest_mate() {
    let tb = tables();
    let mut e = uci_engine();
    for fen in [
        "8/7K/8/5Q2/8/8/8/2k5 w - - 0 1",   // KQvK, mate in 7
        "8/8/8/4k3/8/8/8/R3K3 w - - 0 1",   // KRvK
        "8/8/8/8/8/2k5/8/KBN5 w - - 0 1",   // KBNvK, mate in 30
        "8/8/3k4/8/8/8/2r5/QK6 w - - 0 1",  // KQvKR
        "K7/8/8/8/q7/8/8/4k3 w - - 0 1",    // the losing side: mated in 7
        "8/4K3/8/k7/8/5Q2/2r5/8 b - - 0 1", // KQvKR, the rook side to move: mated in 26
    ] {
        let pos = position(fen);
        let dtm = tb.probe_dtm(&pos).unwrap();
        let (score, best) = search(&mut e, fen, &[], 300);
        assert_eq!(score, format!("mate {}", mate_moves(dtm)), "{fen}");
        let root = tb.probe_root(&pos, None).unwrap().unwrap();
        let optimal: Vec<String> = root
            .iter()
            .filter(|m| m.dtm == dtm)
            .map(|m| pos.uci(m.mv))
            .collect();
        assert!(optimal.contains(&best), "{fen}: {best} not in {optimal:?}");
    }
}

/// The plies of every exact `score mate N` line among `lines` (from `fen`), each checked as
/// fastchess `-check-mate-pvs` does: the PV is exactly as long as the mate (2N-1 plies when the
/// side to move mates, -2N when it is mated) and ends in checkmate. Returns the mates seen.
fn assert_mating_lines_complete(fen: &str, lines: &[String]) -> usize {
    let mut seen = 0;
    for l in lines.iter().filter(|l| l.starts_with("info ")) {
        let words: Vec<&str> = l.split_whitespace().collect();
        let Some(at) = words.windows(2).position(|w| w == ["score", "mate"]) else {
            continue;
        };
        if words.contains(&"lowerbound") || words.contains(&"upperbound") {
            continue;
        }
        let n: i32 = words[at + 2].parse().expect("a mate distance");
        let plies = if n > 0 { 2 * n - 1 } else { -2 * n } as usize;
        let pv_at = words.iter().position(|&w| w == "pv").expect("a pv");
        let pv = &words[pv_at + 1..];
        let mut pos = position(fen);
        for m in pv {
            let mv = pos
                .parse_uci(m)
                .unwrap_or_else(|e| panic!("{fen}: {m} ({e}) in {l}"));
            pos.play_unchecked(mv);
        }
        assert_eq!(pv.len(), plies, "{fen}: a PV of {} plies for {l}", pv.len());
        assert!(
            pos.is_checkmate(),
            "{fen}: the PV does not end in mate: {l}"
        );
        seen += 1;
    }
    seen
}

/// Every exact mate the engine shows comes with its whole mating line: at a root the Gaviota
/// tables score (where the search itself looked a few plies deep: once `score mate 4` with a
/// one-move PV), at a Syzygy root without DTM tables, and where the search alone finds a mate.
#[test]
fn every_mate_score_has_a_line_as_long_as_the_mate() {
    let roots = [
        "8/7K/8/5Q2/8/8/8/2k5 w - - 0 1",   // KQvK, mate in 7
        "8/8/3k4/8/8/8/2r5/QK6 w - - 0 1",  // KQvKR
        "K7/8/8/8/q7/8/8/4k3 w - - 0 1",    // the losing side: mated in 7
        "8/4K3/8/k7/8/5Q2/2r5/8 b - - 0 1", // KQvKR, the rook side to move: mated in 26
        "7k/8/5K2/8/8/8/8/6Q1 w - - 0 1",   // KQvK, a short mate
    ];
    let searched = [
        // Mates the search finds by itself (no piece count the tables cover).
        "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
        "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
    ];
    let mut seen = 0;
    for (gaviota, fens) in [
        (true, &roots[..]),
        (false, &roots[..]),
        (true, &searched[..]),
    ] {
        let mut e = uci_engine();
        if !gaviota {
            e.send("setoption name GaviotaTbPath value <empty>");
        }
        for fen in fens {
            for millis in [20, 300] {
                e.send("ucinewgame");
                e.send(&format!("position fen {fen}"));
                e.send(&format!("go movetime {millis}"));
                let lines = e.collect_until(|l| l.starts_with("bestmove"), T);
                seen += assert_mating_lines_complete(fen, &lines);
            }
        }
    }
    // The tables' exact mates at least, one a search (a Syzygy root shows a tablebase win
    // unless the search finds the mate).
    assert!(seen >= 2 * roots.len(), "{seen} mate lines");
}

/// ferrum against itself, both with the tables: the attacker mates in exactly the DTM (the
/// defender resists longest).
#[test]
fn kbn_v_k_mates_in_exactly_the_tablebase_distance() {
    let tb = tables();
    let fen = "8/8/8/4k3/8/8/8/KBN5 w - - 0 1";
    let dtm = tb.probe_dtm(&position(fen)).unwrap();
    assert!(dtm > 50, "a long mate: {dtm}");
    let mut e = uci_engine();
    let mut moves: Vec<String> = Vec::new();
    let mut pos = position(fen);
    while !pos.legal_moves().is_empty() {
        assert!(moves.len() < dtm as usize, "no mate after {moves:?}");
        let (_, best) = search(&mut e, fen, &moves, 60);
        let mv = pos.parse_uci(&best).expect("legal bestmove");
        pos.play_unchecked(mv);
        moves.push(best);
    }
    assert!(pos.is_checkmate(), "{moves:?}");
    assert_eq!(moves.len(), dtm as usize, "{moves:?}");
}

#[test]
fn a_bad_path_is_reported_and_the_tables_stay() {
    let mut e = uci_engine();
    e.send("setoption name GaviotaTbPath value /no/such/gaviota");
    let (line, _) = e.expect(|l| l.starts_with("info string"), T);
    assert!(
        line.contains("error") && line.contains("not a directory"),
        "{line}"
    );
    let (score, _) = search(&mut e, "8/7K/8/5Q2/8/8/8/2k5 w - - 0 1", &[], 200);
    assert_eq!(score, "mate 7");
    e.send("setoption name GaviotaTbPath value <empty>");
    e.send("isready");
    e.expect(|l| l == "readyok", T);
}

fn probe(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_ferrum"))
        .arg("probe")
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn probe_command_prints_wdl_dtm_and_best_moves() {
    let dir = tables_dir();
    let (code, out, _) = probe(&["--gaviota", &dir, "--fen", "8/8/8/8/8/2k5/8/KBN5 w - - 0 1"]);
    assert_eq!(code, 0);
    assert_eq!(out, "wdl 1\ndtm 59\nbest c1e2 c1d3 b1f5\n");
    let (code, out, _) = probe(&["--gaviota", &dir, "--fen", "7R/8/8/8/8/8/8/5K1k b - - 0 1"]);
    assert_eq!((code, out.as_str()), (0, "wdl -1\ndtm 0\nbest (none)\n"));

    let (code, _, err) = probe(&["--gaviota", &dir, "--fen", "not a fen"]);
    assert_eq!(code, 2);
    assert!(err.contains("invalid FEN"), "{err}");
    let (code, _, err) = probe(&[
        "--gaviota",
        "/no/such/dir",
        "--fen",
        "8/8/8/8/8/8/8/K1k5 w - - 0 1",
    ]);
    assert_ne!(code, 0);
    assert!(err.contains("not a directory"), "{err}");
    let (code, _, _) = probe(&["--fen", "8/8/8/8/8/8/8/K1k5 w - - 0 1"]);
    assert_eq!(code, 2);
}

#[test]
fn probe_command_answers_every_epd_line_in_order() {
    let dir = ScratchDir::new("gaviota-epd");
    let scratch = dir.join("positions.epd");
    let lines = [
        "8/7K/8/5Q2/8/8/8/2k5 w - - 0 1",
        "garbage",
        "",
        "K7/8/8/8/q7/8/8/4k3 w - - bm Kb7; id \"epd ops\";",
        "r3k3/8/8/8/8/8/8/4K3 b q - 0 1",
        "4k3/8/8/8/8/8/PPPP4/4K3 w - - 0 1",
        "8/8/8/8/1Pp4k/K7/8/8 b - b3 0 1",
    ];
    std::fs::write(&scratch, lines.join("\n")).unwrap();
    let (code, out, _) = probe(&[
        "--gaviota",
        &tables_dir(),
        "--epd",
        &scratch.display().to_string(),
    ]);
    assert_eq!(code, 0);
    let got: Vec<&str> = out.lines().collect();
    assert_eq!(got.len(), lines.len(), "{out}");
    assert_eq!(got[0], "wdl 1 dtm 13");
    assert!(got[1].starts_with("error invalid FEN"), "{}", got[1]);
    assert!(got[2].starts_with("error"), "{}", got[2]);
    assert_eq!(got[3], "wdl -1 dtm -14");
    assert!(
        got[4].starts_with("error") && got[4].contains("castling"),
        "{}",
        got[4]
    );
    assert!(
        got[5].starts_with("error") && got[5].contains("6 pieces"),
        "{}",
        got[5]
    );
    assert_eq!(got[6], "wdl 0 dtm 0");
}

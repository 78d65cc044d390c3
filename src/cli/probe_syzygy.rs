//! `ferrum probe --syzygy DIR`: WDL, DTZ and the best moves of one position (`--fen`), or
//! WDL and DTZ of every line of a file (`--epd`), with python-chess's values and signs, for
//! standard chess or (`--variant`) atomic, antichess, giveaway and suicide tables.

use ferrum::engine::paths::split_path_list;
use ferrum::position::{CastlingMode, FenError, Position};
use ferrum::tb::syzygy::{dtz_rank, RootProbeError, Syzygy, SyzygyError, SyzygyVariant};
use ferrum::tb::MAX_DTZ;
use ferrum::variant::{Antichess, Atomic, Giveaway, Standard, Suicide, VariantKind};
use std::io::{BufRead, BufWriter, Write};
use std::path::Path;

/// What to probe.
pub enum Input<'a> {
    Fen(&'a str),
    Epd(&'a Path),
}

/// Runs the Syzygy probe; returns the process exit code.
pub fn run(dirs: &str, input: Input<'_>, variant: Option<&str>) -> i32 {
    let kind = match variant {
        None => VariantKind::Standard,
        Some(name) => match VariantKind::from_name(name) {
            Some(kind) => kind,
            None => {
                eprintln!(
                    "error: unknown variant '{name}' (chess, atomic, antichess, giveaway, suicide)"
                );
                return 2;
            }
        },
    };
    match kind {
        VariantKind::Standard => run_family::<Standard>(dirs, input),
        VariantKind::Atomic => run_family::<Atomic>(dirs, input),
        VariantKind::Antichess => run_family::<Antichess>(dirs, input),
        VariantKind::Giveaway => run_family::<Giveaway>(dirs, input),
        VariantKind::Suicide => run_family::<Suicide>(dirs, input),
        other @ (VariantKind::KingOfTheHill
        | VariantKind::RacingKings
        | VariantKind::Horde
        | VariantKind::ThreeCheck
        | VariantKind::Crazyhouse) => {
            eprintln!("error: there are no Syzygy tables for {other}");
            2
        }
    }
}

fn run_family<V: SyzygyVariant>(dirs: &str, input: Input<'_>) -> i32 {
    let paths = split_path_list(dirs);
    if paths.is_empty() {
        eprintln!("error: --syzygy needs a directory");
        return 2;
    }
    let tb: Syzygy<V> = match Syzygy::open(&paths) {
        Ok(tb) if tb.is_empty() => {
            eprintln!("error: no {} Syzygy tables in {dirs}", V::TABLES);
            return 1;
        }
        Ok(tb) => tb,
        Err(e) => {
            eprintln!("error: {e}");
            return 1;
        }
    };
    match input {
        Input::Fen(fen) => probe_fen(&tb, fen),
        Input::Epd(file) => probe_epd(&tb, file),
    }
}

/// Reads a FEN, or the first four fields of an EPD line with operations.
fn parse_position<V: SyzygyVariant>(text: &str) -> Result<Position<V>, FenError> {
    Position::from_fen_variant(text, CastlingMode::Standard).or_else(|e| {
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.len() > 4 {
            Position::from_fen_variant(&fields[..4].join(" "), CastlingMode::Standard)
                .map_err(|_| e)
        } else {
            Err(e)
        }
    })
}

fn dtz_text(r: Result<i32, SyzygyError>) -> Result<String, SyzygyError> {
    match r {
        Ok(d) => Ok(d.to_string()),
        Err(SyzygyError::MissingDtz { .. }) => Ok("none".to_string()),
        Err(e) => Err(e),
    }
}

fn probe_fen<V: SyzygyVariant>(tb: &Syzygy<V>, fen: &str) -> i32 {
    let pos = match Position::<V>::from_fen_variant(fen, CastlingMode::Standard) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: invalid FEN: {e}");
            return 2;
        }
    };
    let result = tb
        .probe_wdl(&pos)
        .and_then(|wdl| Ok((wdl, dtz_text(tb.probe_dtz(&pos))?)));
    let (wdl, dtz) = match result {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: {e}");
            return 1;
        }
    };
    println!("wdl {wdl}");
    println!("dtz {dtz}");
    // Best moves: by DTZ from the root (with the FEN's 50-move counter), else by WDL.
    let ranked = match tb.root_dtz(&pos, None) {
        Ok(dtzs) => Some(
            dtzs.into_iter()
                .map(|(m, d)| (m, dtz_rank(d, pos.halfmoves() as i32)))
                .collect::<Vec<_>>(),
        ),
        Err(RootProbeError::Probe(SyzygyError::MissingDtz { .. })) => tb.rank_moves(&pos, None),
        Err(e) => {
            eprintln!("error: {e}");
            return 1;
        }
    };
    let best: Vec<String> = match ranked {
        Some(r) => {
            let top = r.iter().map(|&(_, rank)| rank).max().unwrap_or(-MAX_DTZ);
            r.iter()
                .filter(|&&(_, rank)| rank == top)
                .map(|&(m, _)| pos.uci(m))
                .collect()
        }
        None => Vec::new(),
    };
    if best.is_empty() {
        println!("best none");
    } else {
        println!("best {}", best.join(" "));
    }
    0
}

fn probe_epd<V: SyzygyVariant>(tb: &Syzygy<V>, file: &Path) -> i32 {
    let reader = match std::fs::File::open(file) {
        Ok(f) => std::io::BufReader::new(f),
        Err(e) => {
            eprintln!("error: cannot read {}: {e}", file.display());
            return 1;
        }
    };
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    for line in reader.split(b'\n') {
        let line = match line {
            Ok(l) => l,
            Err(e) => {
                eprintln!("error: reading {}: {e}", file.display());
                return 1;
            }
        };
        let text = String::from_utf8_lossy(&line);
        let fen = text.split(';').next().unwrap_or("").trim();
        let answer = if fen.is_empty() {
            "error empty line".to_string()
        } else {
            match parse_position::<V>(fen) {
                Err(e) => format!("error invalid FEN: {e}"),
                Ok(pos) => match tb
                    .probe_wdl(&pos)
                    .and_then(|w| Ok((w, dtz_text(tb.probe_dtz(&pos))?)))
                {
                    Ok((w, d)) => format!("wdl {w} dtz {d}"),
                    Err(e) => format!("error {e}"),
                },
            }
        };
        if writeln!(out, "{answer}").is_err() {
            return 1;
        }
    }
    if out.flush().is_err() {
        return 1;
    }
    0
}

//! The Gaviota part of `ferrum probe`: loads the tables, probes a FEN or every line of a file.

use ferrum::engine::paths;
use ferrum::position::{CastlingMode, FenError, Position};
use ferrum::tb::gaviota::{Gaviota, LoadError, MoveDtm, ProbeError, DEFAULT_CACHE_MB};
use std::fmt;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};

/// Why the tool could not do its job (per-line probe failures of `--epd` are output instead).
#[derive(Debug)]
pub enum ProbeToolError {
    /// A table directory is missing or unreadable.
    Load(LoadError),
    /// The directories hold no Gaviota table.
    NoTables(Vec<PathBuf>),
    Fen {
        fen: String,
        error: FenError,
    },
    Probe(ProbeError),
    /// Reading the EPD file or writing the output failed.
    Io {
        what: String,
        reason: String,
    },
}

impl ProbeToolError {
    /// Usage errors (bad input) exit with 2, failures to read or probe with 1.
    pub fn exit_code(&self) -> i32 {
        match self {
            ProbeToolError::Fen { .. } => 2,
            _ => 1,
        }
    }
}

impl fmt::Display for ProbeToolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProbeToolError::Load(e) => write!(f, "{e}"),
            ProbeToolError::NoTables(dirs) => {
                let dirs: Vec<String> = dirs.iter().map(|d| d.display().to_string()).collect();
                write!(f, "no Gaviota tables (*.gtb.cp4) in {}", dirs.join(", "))
            }
            ProbeToolError::Fen { fen, error } => write!(f, "invalid FEN '{fen}': {error}"),
            ProbeToolError::Probe(e) => write!(f, "{e}"),
            ProbeToolError::Io { what, reason } => write!(f, "{what}: {reason}"),
        }
    }
}

impl std::error::Error for ProbeToolError {}

/// Opens the tables of `dirs` (each may be a path list); broken table files are reported on
/// stderr and skipped.
pub fn load(dirs: &[String]) -> Result<Gaviota, ProbeToolError> {
    let dirs: Vec<PathBuf> = dirs
        .iter()
        .flat_map(|d| paths::split_path_list(d))
        .collect();
    let (tb, report) =
        Gaviota::open(&dirs, DEFAULT_CACHE_MB << 20).map_err(ProbeToolError::Load)?;
    for (path, error) in &report.skipped {
        eprintln!("warning: skipping {}: {error}", path.display());
    }
    if report.tables == 0 {
        return Err(ProbeToolError::NoTables(dirs));
    }
    Ok(tb)
}

/// A FEN, or an EPD line (its first four fields).
fn parse_position(line: &str) -> Result<Position, FenError> {
    Position::from_fen(line, CastlingMode::Standard).or_else(|full_error| {
        let epd: Vec<&str> = line.split_whitespace().take(4).collect();
        if epd.len() == 4 {
            Position::from_fen(&epd.join(" "), CastlingMode::Standard)
        } else {
            Err(full_error)
        }
    })
}

/// The moves that keep the best result, in UCI notation.
pub fn best_moves(pos: &Position, moves: &[MoveDtm]) -> Vec<String> {
    let Some(best) = moves.first() else {
        return Vec::new();
    };
    moves
        .iter()
        .take_while(|m| m.dtm == best.dtm)
        .map(|m| pos.uci(m.mv))
        .collect()
}

/// Probes the tables in `dirs` for `fen`, or for every line of `epd`, writing to `out`.
pub fn run(
    dirs: &[String],
    fen: Option<&str>,
    epd: Option<&Path>,
    out: &mut dyn Write,
) -> Result<(), ProbeToolError> {
    let tb = load(dirs)?;
    let write_error = |e: std::io::Error| ProbeToolError::Io {
        what: "writing the output".into(),
        reason: e.to_string(),
    };
    if let Some(fen) = fen {
        let pos = parse_position(fen).map_err(|error| ProbeToolError::Fen {
            fen: fen.to_string(),
            error,
        })?;
        let wdl = tb.probe_wdl(&pos).map_err(ProbeToolError::Probe)?;
        let dtm = tb.probe_dtm(&pos).map_err(ProbeToolError::Probe)?;
        let moves = tb
            .probe_root(&pos, None)
            .map_err(ProbeToolError::Probe)?
            .unwrap_or_default();
        let best = best_moves(&pos, &moves);
        let best = if best.is_empty() {
            "(none)".to_string()
        } else {
            best.join(" ")
        };
        writeln!(out, "wdl {wdl}\ndtm {dtm}\nbest {best}").map_err(write_error)?;
    }
    if let Some(path) = epd {
        let file = std::fs::File::open(path).map_err(|e| ProbeToolError::Io {
            what: format!("cannot open {}", path.display()),
            reason: e.to_string(),
        })?;
        for line in BufReader::new(file).lines() {
            let line = line.map_err(|e| ProbeToolError::Io {
                what: format!("reading {}", path.display()),
                reason: e.to_string(),
            })?;
            let answer = match parse_position(line.trim()) {
                Err(e) => format!("error invalid FEN: {e}"),
                Ok(pos) => match (tb.probe_wdl(&pos), tb.probe_dtm(&pos)) {
                    (Ok(wdl), Ok(dtm)) => format!("wdl {wdl} dtm {dtm}"),
                    (Err(e), _) | (_, Err(e)) => format!("error {e}"),
                },
            };
            writeln!(out, "{answer}").map_err(write_error)?;
        }
    }
    Ok(())
}

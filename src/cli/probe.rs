//! `ferrum probe`: tablebase values of positions from the command line. The work of each
//! format lives in its own module (`probe_syzygy`, `probe_gaviota`); this file only parses the
//! command line.
//!
//! * `--syzygy DIR --fen FEN` prints `wdl <n>`, `dtz <n>` (`dtz none` without the DTZ table)
//!   and `best <moves>` (by DTZ); `--epd FILE` one `wdl <n> dtz <n>` line per input line.
//! * `--gaviota DIR --fen FEN` prints `wdl <n>`, `dtm <n>` and the moves that keep the best
//!   result; `--epd FILE` one `wdl <n> dtm <n>` line per input line.
//!
//! Bad lines give `error <reason>`. Values follow python-chess (side to move's view, plies).

use super::{probe_gaviota, probe_syzygy};
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct ProbeArgs {
    /// Syzygy table directories (separated by the platform's path separator, ':' on Unix).
    #[arg(long, value_name = "DIR", conflicts_with = "gaviota")]
    pub syzygy: Option<String>,
    /// Gaviota table directory (repeat the option, or separate directories with the platform's
    /// path separator, for several).
    #[arg(long, value_name = "DIR")]
    pub gaviota: Vec<String>,
    /// Probe one position.
    #[arg(long, conflicts_with = "epd")]
    pub fen: Option<String>,
    /// Probe every line of a file (one FEN or EPD per line).
    #[arg(long, value_name = "FILE")]
    pub epd: Option<PathBuf>,
    /// Syzygy table family: chess (default), atomic, antichess, giveaway, suicide.
    #[arg(long, requires = "syzygy")]
    pub variant: Option<String>,
}

/// Runs the tool; returns the process exit code.
pub fn run(args: &ProbeArgs) -> i32 {
    if args.fen.is_none() && args.epd.is_none() {
        eprintln!("error: give --fen FEN or --epd FILE");
        return 2;
    }
    if let Some(dirs) = &args.syzygy {
        let input = match (&args.fen, &args.epd) {
            (Some(fen), _) => probe_syzygy::Input::Fen(fen),
            (None, Some(file)) => probe_syzygy::Input::Epd(file),
            (None, None) => return 2,
        };
        return probe_syzygy::run(dirs, input, args.variant.as_deref());
    }
    if args.gaviota.is_empty() {
        eprintln!("error: give the tables with --syzygy DIR or --gaviota DIR");
        return 2;
    }
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let result = probe_gaviota::run(
        &args.gaviota,
        args.fen.as_deref(),
        args.epd.as_deref(),
        &mut out,
    );
    match result {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("error: {e}");
            e.exit_code()
        }
    }
}

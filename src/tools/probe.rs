//! `ferrum probe`: tablebase values of positions from the command line.
//!
//! `ferrum probe --gaviota DIR --fen FEN` prints `wdl <n>`, `dtm <n>` and the moves that keep the
//! best result; `--epd FILE` prints one `wdl <n> dtm <n>` (or `error <reason>`) line per input
//! line. Values follow python-chess (side to move's view; DTM in plies).

use super::probe_gaviota;
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct ProbeArgs {
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
}

/// Runs the tool; returns the process exit code.
pub fn run(args: &ProbeArgs) -> i32 {
    if args.fen.is_none() && args.epd.is_none() {
        eprintln!("error: give --fen FEN or --epd FILE");
        return 2;
    }
    if args.gaviota.is_empty() {
        eprintln!("error: give the tables with --gaviota DIR");
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

//! `ferrum probe`: look positions up in endgame tablebases. The table-specific work lives in
//! one module per format (`syzygy_probe`); this file only parses the command line.

use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct ProbeArgs {
    /// Syzygy table directories (separated by ':' on Unix, ';' on Windows).
    #[arg(long, value_name = "DIR")]
    pub syzygy: Option<String>,
    /// The position to probe.
    #[arg(long, conflicts_with = "epd")]
    pub fen: Option<String>,
    /// A file with one FEN per line; prints one result line per input line.
    #[arg(long, value_name = "FILE")]
    pub epd: Option<PathBuf>,
    /// Table family: chess (default), atomic, antichess, giveaway, suicide.
    #[arg(long)]
    pub variant: Option<String>,
}

/// Runs the tool; returns the process exit code.
pub fn run(args: &ProbeArgs) -> i32 {
    let input = match (&args.fen, &args.epd) {
        (Some(fen), None) => super::syzygy_probe::Input::Fen(fen),
        (None, Some(file)) => super::syzygy_probe::Input::Epd(file),
        _ => {
            eprintln!("error: give a position with --fen FEN or a file with --epd FILE");
            return 2;
        }
    };
    match &args.syzygy {
        Some(dirs) => super::syzygy_probe::run(dirs, input, args.variant.as_deref()),
        None => {
            eprintln!("error: no tablebases given (use --syzygy DIR)");
            2
        }
    }
}

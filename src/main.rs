//! The `ferrum` executable: with no subcommand it speaks UCI or XBoard on stdin/stdout; the
//! subcommands are tools for the terminal.

mod cli;

use clap::{Parser, Subcommand};

#[derive(Parser, Debug)]
#[command(
    name = "ferrum",
    version,
    about = "ferrum chess engine (UCI and XBoard)",
    after_help = "Without a command, ferrum is a chess engine on stdin/stdout for GUIs, \
lichess-bot and tournament runners: the first command `xboard` selects XBoard (CECP v2), \
anything else (`uci`) UCI. Books and tablebases default to books/ferrum.bin, \
tablebases/syzygy and tablebases/gaviota (UCI options BookFile, SyzygyPath, GaviotaTbPath). \
`ferrum <command> --help` describes each command; the README lists every option and protocol \
command."
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Count the leaf nodes of the legal move tree.
    Perft(cli::perft::PerftArgs),
    /// Search the built-in bench positions; prints `<nodes> nodes <nps> nps`.
    Bench(cli::bench::BenchArgs),
    /// Self-play games writing quiet positions with results (training data for `tune`).
    Datagen(cli::datagen::DatagenArgs),
    /// PettingZoo chess observations and legal action indices of positions, as JSON.
    Encode(cli::encode::EncodeArgs),
    /// Fit the evaluation weights to labelled positions (Texel tuning).
    Tune(cli::tune::TuneArgs),
    /// Label `datagen` positions with a UCI engine's search scores, into a binary data file for `tune`.
    Label(cli::label::LabelArgs),
    /// Tablebase values (Syzygy WDL/DTZ, Gaviota WDL/DTM, best moves) of a FEN or of every line of a file.
    Probe(cli::probe::ProbeArgs),
    /// Polyglot opening books: `book make` builds one from PGN, `book probe` looks up a position.
    Book(cli::book::BookArgs),
    /// Engine matches, gauntlets and round robins (ferrum in-process or UCI/XBoard programs)
    /// with PGN and SVG output.
    Tournament(cli::tournament::TournamentArgs),
    /// ferrum against itself: `tournament` with two in-process ferrums.
    Selfplay(cli::tournament::TournamentArgs),
    /// One board diagram as SVG on stdout.
    Svg(cli::svg::SvgArgs),
    /// Annotate PGN games move by move: evaluations, mistakes with the better line, accuracy,
    /// an evaluation graph and a report page (ferrum or any UCI/XBoard engine).
    Analyse(cli::analyse::AnalyseArgs),
    /// Play against ferrum in the terminal (any variant; moves typed as SAN or UCI).
    Play(cli::play::PlayArgs),
}

fn main() {
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("warn"))
        .target(env_logger::Target::Stderr)
        .init();
    let args: Vec<String> = std::env::args().skip(1).collect();
    let first_word = args.first().and_then(|a| a.split_whitespace().next());
    if first_word.is_some_and(|w| ferrum::protocol::ARGUMENT_COMMANDS.contains(&w)) {
        std::process::exit(ferrum::protocol::run_lines(args));
    }
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) if only_unknown_flags() => {
            // Bot launchers may pass `--key=value` engine flags; the protocol loop ignores them.
            eprintln!("warning: ignoring command-line flags: {}", e.kind());
            Cli { command: None }
        }
        Err(e) => {
            let code = if e.use_stderr() { 2 } else { 0 };
            let _ = e.print();
            std::process::exit(code);
        }
    };
    let code = match cli.command {
        None => ferrum::protocol::run_stdio(),
        Some(Command::Perft(args)) => cli::perft::run(&args),
        Some(Command::Bench(args)) => cli::bench::run(&args),
        Some(Command::Datagen(args)) => cli::datagen::run(&args),
        Some(Command::Encode(args)) => cli::encode::run(&args),
        Some(Command::Tune(args)) => cli::tune::run(&args),
        Some(Command::Label(args)) => cli::label::run(&args),
        Some(Command::Probe(args)) => cli::probe::run(&args),
        Some(Command::Book(args)) => cli::book::run(&args),
        Some(Command::Tournament(args)) => cli::tournament::run(&args, false),
        Some(Command::Selfplay(args)) => cli::tournament::run(&args, true),
        Some(Command::Svg(args)) => cli::svg::run(&args),
        Some(Command::Play(args)) => cli::play::run(&args),
        Some(Command::Analyse(args)) => cli::analyse::run(&args),
    };
    std::process::exit(code);
}

/// All arguments are `--flags` that are not ours (not help/version): treated as launcher noise.
fn only_unknown_flags() -> bool {
    let args: Vec<String> = std::env::args().skip(1).collect();
    !args.is_empty()
        && args
            .iter()
            .all(|a| a.starts_with("--") && !matches!(a.as_str(), "--help" | "--version"))
}

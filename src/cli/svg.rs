//! `ferrum svg`: one board diagram as SVG on stdout.
//!
//! `ferrum svg --fen FEN [--lastmove e2e4] [--arrows e2e4,Rg1f3,d5] [--flip] [--variant NAME]
//! [--size PX] [--no-coordinates] > board.svg`

use ferrum::game::svg::{self, Arrow, BoardOptions};
use ferrum::position::CastlingMode;
use ferrum::tournament::config::parse_variant;
use ferrum::variant::AnyPosition;

#[derive(clap::Args, Debug)]
pub struct SvgArgs {
    /// The position (FEN of the variant; `startpos` for the start position). Default: the start.
    #[arg(long)]
    pub fen: Option<String>,
    /// The last move in UCI notation (`e2e4`, `e7e8q`, a drop `N@f3`): its squares are tinted.
    #[arg(long, value_name = "UCI")]
    pub lastmove: Option<String>,
    /// Arrows, comma-separated: `e2e4` (green), with a colour letter `Ge2e4`, `Rd1h5`, `Ye2e4`,
    /// `Bc1g5`, or a single square `d5` for a ring.
    #[arg(long, value_name = "UCI,...", value_delimiter = ',')]
    pub arrows: Vec<String>,
    /// Black at the bottom.
    #[arg(long)]
    pub flip: bool,
    /// The variant of the FEN (`chess`, `chess960`, `crazyhouse`, `3check`, `atomic`, ...).
    #[arg(long, default_value = "chess")]
    pub variant: String,
    /// Width in pixels (the picture scales; default 400 units without an explicit size).
    #[arg(long, value_name = "PX")]
    pub size: Option<u32>,
    /// Leave out the coordinates and their margin.
    #[arg(long)]
    pub no_coordinates: bool,
}

/// Why the diagram could not be drawn.
#[derive(Debug)]
pub enum SvgToolError {
    Variant(String),
    Fen(String, ferrum::position::FenError),
    Move(String),
    Arrow(String),
}

impl std::fmt::Display for SvgToolError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SvgToolError::Variant(v) => write!(f, "unknown variant '{v}'"),
            SvgToolError::Fen(fen, e) => write!(f, "invalid FEN '{fen}': {e}"),
            SvgToolError::Move(m) => write!(
                f,
                "invalid --lastmove '{m}' (expected UCI like e2e4, e7e8q or N@f3)"
            ),
            SvgToolError::Arrow(a) => write!(
                f,
                "invalid arrow '{a}' (expected e2e4, a colour letter G/R/Y/B and e2e4, or a square)"
            ),
        }
    }
}

impl std::error::Error for SvgToolError {}

/// The squares a UCI move text names: `(from, to)`, no origin for a drop.
pub fn move_squares(text: &str) -> Option<(Option<ferrum::core::Square>, ferrum::core::Square)> {
    let text = text.trim();
    if let Some((piece, to)) = text.split_once('@') {
        if piece.len() > 1 {
            return None;
        }
        return Some((None, to.parse().ok()?));
    }
    if !(4..=5).contains(&text.len()) {
        return None;
    }
    let from = text.get(0..2)?.parse().ok()?;
    let to = text.get(2..4)?.parse().ok()?;
    Some((Some(from), to))
}

/// The SVG text for the arguments.
pub fn render(args: &SvgArgs) -> Result<String, SvgToolError> {
    let (kind, mode) =
        parse_variant(&args.variant).ok_or_else(|| SvgToolError::Variant(args.variant.clone()))?;
    let pos = match args.fen.as_deref().map(str::trim) {
        None | Some("startpos") => AnyPosition::new(kind, mode),
        Some(fen) => {
            // Castling rights do not show on a diagram; Chess960 reading accepts every form.
            AnyPosition::from_fen(kind, fen, CastlingMode::Chess960)
                .map_err(|e| SvgToolError::Fen(fen.to_string(), e))?
        }
    };
    let last_move = match &args.lastmove {
        None => None,
        Some(m) => Some(move_squares(m).ok_or_else(|| SvgToolError::Move(m.clone()))?),
    };
    let arrows = args
        .arrows
        .iter()
        .filter(|a| !a.trim().is_empty())
        .map(|a| Arrow::parse(a).ok_or_else(|| SvgToolError::Arrow(a.clone())))
        .collect::<Result<Vec<_>, _>>()?;
    let options = BoardOptions {
        flipped: args.flip,
        last_move,
        arrows,
        no_coordinates: args.no_coordinates,
        size: args.size,
    };
    Ok(svg::board(&pos, &options))
}

pub fn run(args: &SvgArgs) -> i32 {
    match render(args) {
        Ok(text) => {
            use std::io::Write;
            let mut out = std::io::stdout().lock();
            if out.write_all(text.as_bytes()).is_err() || out.flush().is_err() {
                return 1;
            }
            0
        }
        Err(e) => {
            eprintln!("error: {e}");
            2
        }
    }
}

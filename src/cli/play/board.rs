//! The board as terminal text: Unicode or ASCII pieces, coordinates, the last move marked
//! (`[ ]` in plain text, a coloured square with ANSI), the side to move, captured pieces or
//! crazyhouse pockets, three-check counters and clocks. Pure: returns a string.

use ferrum::core::{Color, File, Move, Piece, Rank, Role, Square};
use ferrum::position::Setup;
use ferrum::variant::AnyPosition;

/// How text may be drawn.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Style {
    /// Unicode chess pieces (else letters: `K` White, `k` Black).
    pub unicode: bool,
    /// ANSI colours (square colours, highlighted last move and check).
    pub ansi: bool,
}

/// What to draw besides the position.
pub struct View<'a> {
    pub pos: &'a AnyPosition,
    /// The position the game started from (for captured pieces).
    pub start: &'a AnyPosition,
    /// Black at the bottom.
    pub flipped: bool,
    pub last_move: Option<Move>,
    /// Who plays White and Black (`you`, `ferrum`).
    pub names: [String; 2],
    /// Clock faces, White then Black, when playing with a clock.
    pub clocks: Option<[String; 2]>,
    /// The status line under the board (side to move, last move, result).
    pub status: String,
}

const LIGHT: u8 = 180;
const DARK: u8 = 137;
const LIGHT_LAST: u8 = 186;
const DARK_LAST: u8 = 143;
const CHECK: u8 = 167;

fn glyph(piece: Piece, style: Style) -> char {
    if !style.unicode {
        return piece.char();
    }
    // The usual outline (White) and solid (Black) shapes, also with colours, so that copied
    // text still tells the sides apart.
    let solid = piece.color == Color::Black;
    let index = match piece.role {
        Role::King => 0,
        Role::Queen => 1,
        Role::Rook => 2,
        Role::Bishop => 3,
        Role::Knight => 4,
        Role::Pawn => 5,
    };
    let base = if solid { 0x265A } else { 0x2654 };
    char::from_u32(base + index).unwrap_or('?')
}

/// The whole picture, lines ending in `\n`.
pub fn draw(view: &View, style: Style) -> String {
    let setup = ferrum::with_position!(view.pos, p => Setup::from_position(p));
    let start = ferrum::with_position!(view.start, p => Setup::from_position(p));
    let (top, bottom) = if view.flipped {
        (Color::White, Color::Black)
    } else {
        (Color::Black, Color::White)
    };
    let marked: Vec<Square> = match view.last_move {
        Some(m) if m.is_drop() => vec![m.to()],
        Some(m) => vec![m.from(), m.to()],
        None => Vec::new(),
    };
    let checked_king = view
        .pos
        .is_check()
        .then(|| ferrum::with_position!(view.pos, p => p.king_of(p.turn())))
        .flatten();
    let mut out = String::new();
    out.push_str(&side_line(view, &setup, &start, top, style));
    let files: Vec<File> = if view.flipped {
        File::all().collect::<Vec<_>>().into_iter().rev().collect()
    } else {
        File::all().collect()
    };
    let ranks: Vec<Rank> = if view.flipped {
        Rank::all().collect()
    } else {
        Rank::all().collect::<Vec<_>>().into_iter().rev().collect()
    };
    let file_labels: String = files.iter().map(|f| format!(" {} ", f.char())).collect();
    if !style.ansi {
        out.push_str(&format!("   +{}+\n", "-".repeat(24)));
    }
    for &rank in &ranks {
        out.push_str(&format!(" {} ", rank.char()));
        if !style.ansi {
            out.push('|');
        }
        for &file in &files {
            let sq = Square::from_coords(file, rank);
            let piece = setup.board[sq.index()];
            let last = marked.contains(&sq);
            if style.ansi {
                let light = (file.index() + rank.index()) % 2 == 1;
                let bg = if Some(sq) == checked_king {
                    CHECK
                } else {
                    match (light, last) {
                        (true, false) => LIGHT,
                        (true, true) => LIGHT_LAST,
                        (false, false) => DARK,
                        (false, true) => DARK_LAST,
                    }
                };
                out.push_str(&format!("\x1b[48;5;{bg}m"));
                match piece {
                    Some(p) => {
                        let fg = if p.color == Color::White { "97" } else { "30" };
                        out.push_str(&format!("\x1b[1;{fg}m {} ", glyph(p, style)));
                    }
                    None => out.push_str("   "),
                }
                out.push_str("\x1b[0m");
            } else {
                let inner = match piece {
                    Some(p) => glyph(p, style),
                    None if style.unicode => '\u{00B7}',
                    None => '.',
                };
                if last {
                    out.push_str(&format!("[{inner}]"));
                } else {
                    out.push_str(&format!(" {inner} "));
                }
            }
        }
        if !style.ansi {
            out.push('|');
        }
        out.push('\n');
    }
    if !style.ansi {
        out.push_str(&format!("   +{}+\n", "-".repeat(24)));
        out.push_str(&format!("    {file_labels}\n"));
    } else {
        out.push_str(&format!("   {file_labels}\n"));
    }
    out.push_str(&side_line(view, &setup, &start, bottom, style));
    out.push_str(&view.status);
    out.push('\n');
    out
}

/// One player's line: name, clock, what they captured (or their pocket), checks given.
fn side_line(view: &View, setup: &Setup, start: &Setup, color: Color, style: Style) -> String {
    let mut parts = vec![format!(
        "{} ({})",
        color.fold("White", "Black"),
        view.names[color.index()]
    )];
    if let Some(clocks) = &view.clocks {
        parts.push(format!("clock {}", clocks[color.index()]));
    }
    if let Some(pockets) = setup.pockets {
        parts.push(format!(
            "pocket: {}",
            pocket_text(color, &pockets[color.index()], style)
        ));
    } else {
        let taken = captured_by(setup, start, color);
        if !taken.is_empty() {
            let text: String = taken
                .iter()
                .map(|&role| glyph(Piece::new(!color, role), plain(style)))
                .collect();
            parts.push(format!("captured: {text}"));
        }
    }
    if let Some(remaining) = setup.remaining_checks {
        let left = remaining[color.index()];
        let given = 3u8.saturating_sub(left);
        parts.push(format!("checks given: {given} of 3"));
    }
    if setup.pockets.is_none() {
        let balance = material(setup, color) - material(setup, !color);
        if balance > 0 {
            parts.push(format!("+{balance}"));
        }
    }
    format!("  {}\n", parts.join("   "))
}

/// Pieces outside the board use the plain shapes (no colour codes there).
fn plain(style: Style) -> Style {
    Style {
        unicode: style.unicode,
        ansi: false,
    }
}

fn pocket_text(color: Color, counts: &[u8; 5], style: Style) -> String {
    let roles = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
    ];
    let items: Vec<String> = roles
        .iter()
        .zip(counts)
        .filter(|(_, &n)| n > 0)
        .map(|(&role, &n)| {
            let g = glyph(Piece::new(color, role), plain(style));
            if n > 1 {
                format!("{g}x{n}")
            } else {
                g.to_string()
            }
        })
        .collect();
    if items.is_empty() {
        "empty".to_string()
    } else {
        items.join(" ")
    }
}

fn count(setup: &Setup, piece: Piece) -> i32 {
    setup.board.iter().filter(|&&p| p == Some(piece)).count() as i32
}

/// The opposing pieces `color` has taken since the start, most valuable first: what the
/// opponent had at the start and has no more, a promoted piece counting as the pawn it was.
fn captured_by(now: &Setup, start: &Setup, color: Color) -> Vec<Role> {
    let them = !color;
    let mut promoted = 0;
    let mut taken = Vec::new();
    for role in [Role::Queen, Role::Rook, Role::Bishop, Role::Knight] {
        let piece = Piece::new(them, role);
        let (before, after) = (count(start, piece), count(now, piece));
        promoted += (after - before).max(0);
        for _ in 0..(before - after).max(0) {
            taken.push(role);
        }
    }
    let pawn = Piece::new(them, Role::Pawn);
    let lost_pawns = count(start, pawn) - count(now, pawn) - promoted;
    for _ in 0..lost_pawns.max(0) {
        taken.push(Role::Pawn);
    }
    taken
}

/// Material on the board in pawns (1, 3, 3, 5, 9).
fn material(setup: &Setup, color: Color) -> i32 {
    [
        (Role::Pawn, 1),
        (Role::Knight, 3),
        (Role::Bishop, 3),
        (Role::Rook, 5),
        (Role::Queen, 9),
    ]
    .iter()
    .map(|&(role, value)| value * count(setup, Piece::new(color, role)))
    .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use ferrum::position::CastlingMode;
    use ferrum::variant::VariantKind;

    fn view<'a>(pos: &'a AnyPosition, start: &'a AnyPosition, flipped: bool) -> View<'a> {
        View {
            pos,
            start,
            flipped,
            last_move: None,
            names: ["you".into(), "ferrum".into()],
            clocks: None,
            status: "White to move".into(),
        }
    }

    const ASCII: Style = Style {
        unicode: false,
        ansi: false,
    };

    #[test]
    fn ascii_board_with_last_move_and_flip() {
        let start = AnyPosition::default();
        let mut pos = start.clone();
        let m = pos.parse_san("e4").unwrap();
        pos.play_unchecked(m);
        let mut v = view(&pos, &start, false);
        v.last_move = Some(m);
        let text = draw(&v, ASCII);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "  Black (ferrum)");
        assert_eq!(lines[2], " 8 | r  n  b  q  k  b  n  r |");
        assert_eq!(lines[6], " 4 | .  .  .  . [P] .  .  . |");
        assert_eq!(lines[8], " 2 | P  P  P  P [.] P  P  P |");
        assert_eq!(lines[11], "     a  b  c  d  e  f  g  h ");
        assert_eq!(lines[12], "  White (you)");
        let flipped = draw(&view(&pos, &start, true), ASCII);
        let lines: Vec<&str> = flipped.lines().collect();
        assert_eq!(lines[0], "  White (you)");
        assert_eq!(lines[2], " 1 | R  N  B  K  Q  B  N  R |");
        assert_eq!(lines[11], "     h  g  f  e  d  c  b  a ");
        assert!(!text.contains('\x1b'));
    }

    #[test]
    fn captures_pockets_and_checks() {
        let start = AnyPosition::default();
        let pos = AnyPosition::from_fen(
            VariantKind::Standard,
            "rnb1kbnr/pppp1ppp/8/8/8/8/PPPPP1PP/RNBQKBNR w KQkq - 0 1",
            CastlingMode::Standard,
        )
        .unwrap();
        let text = draw(&view(&pos, &start, false), ASCII);
        assert!(text.contains("Black (ferrum)   captured: P"), "{text}");
        assert!(text.contains("White (you)   captured: qp   +9"), "{text}");
        let zh = AnyPosition::from_fen(
            VariantKind::Crazyhouse,
            "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKB1R[NNq] w KQkq - 0 1",
            CastlingMode::Standard,
        )
        .unwrap();
        let text = draw(&view(&zh, &zh, false), ASCII);
        assert!(text.contains("White (you)   pocket: Nx2"), "{text}");
        assert!(text.contains("Black (ferrum)   pocket: q"), "{text}");
        let unicode = draw(
            &view(&zh, &zh, false),
            Style {
                unicode: true,
                ansi: false,
            },
        );
        assert!(unicode.contains("pocket: \u{2658}x2"), "{unicode}");
        assert!(unicode.contains('\u{265C}'), "black rook solid");
        let three = AnyPosition::from_fen(
            VariantKind::ThreeCheck,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 1+3 0 1",
            CastlingMode::Standard,
        )
        .unwrap();
        let text = draw(&view(&three, &three, false), ASCII);
        assert!(
            text.contains("White (you)   checks given: 2 of 3"),
            "{text}"
        );
        assert!(
            text.contains("Black (ferrum)   checks given: 0 of 3"),
            "{text}"
        );
    }

    #[test]
    fn ansi_colours_squares() {
        let start = AnyPosition::default();
        let text = draw(
            &view(&start, &start, false),
            Style {
                unicode: true,
                ansi: true,
            },
        );
        assert!(text.contains("\x1b[48;5;180m"));
        assert!(text.contains("\x1b[0m"));
    }
}

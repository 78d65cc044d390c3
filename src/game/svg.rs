//! SVG pictures of positions and games, with ferrum's own piece set.
//!
//! The board follows the look people know from python-chess's `chess.svg`: 45-unit squares,
//! a 20-unit dark margin with coordinates, light `#ffce9e` and dark `#d18b47` squares, the last
//! move tinted, a red glow under a king in check, and arrows. The pieces are drawn here from
//! plain shapes (circles, rectangles, polygons and a few curves), defined once in `<defs>` and
//! placed with `<use>`. Crazyhouse pockets (pieces with counts) and three-check counters (checks
//! given, as filled marks) sit in strips above and below the board.
//!
//! `game_animation` renders a whole game as one animated SVG (SMIL `<animate>` on frame
//! visibility, looping), which browsers play without scripts.

use super::Game;
use crate::core::{Color, Move, Piece, Role, Square};
use crate::position::Setup;
use crate::variant::{AnyPosition, Variant, VariantKind};
use std::fmt::Write as _;

/// Square size in SVG units.
const SQ: f64 = 45.0;
/// The margin that carries the coordinates.
const MARGIN: f64 = 20.0;
/// The height of a pocket / check-counter strip.
const STRIP: f64 = 36.0;

const LIGHT: &str = "#ffce9e";
const DARK: &str = "#d18b47";
const LIGHT_LASTMOVE: &str = "#cdd16a";
const DARK_LASTMOVE: &str = "#aaa23b";
const FRAME: &str = "#212121";
const COORD: &str = "#e5e5e5";

/// An arrow from one square to another (`from == to` draws a ring around the square).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Arrow {
    pub from: Square,
    pub to: Square,
    /// Any SVG colour.
    pub color: String,
}

impl Arrow {
    pub const GREEN: &'static str = "#15781b";
    pub const RED: &'static str = "#882020";
    pub const YELLOW: &'static str = "#e68f00";
    pub const BLUE: &'static str = "#003088";

    pub fn new(from: Square, to: Square) -> Arrow {
        Arrow {
            from,
            to,
            color: Arrow::GREEN.to_string(),
        }
    }

    /// Reads `e2e4`, `Ge2e4` (colour letters G, R, Y, B as lichess's `[%cal]`) or `e4` (a ring).
    pub fn parse(text: &str) -> Option<Arrow> {
        let text = text.trim();
        let (color, rest) = match text.chars().next()? {
            'G' => (Arrow::GREEN, &text[1..]),
            'R' => (Arrow::RED, &text[1..]),
            'Y' => (Arrow::YELLOW, &text[1..]),
            'B' => (Arrow::BLUE, &text[1..]),
            _ => (Arrow::GREEN, text),
        };
        let from: Square = rest.get(0..2)?.parse().ok()?;
        let to: Square = match rest.len() {
            2 => from,
            4 => rest.get(2..4)?.parse().ok()?,
            _ => return None,
        };
        Some(Arrow {
            from,
            to,
            color: color.to_string(),
        })
    }
}

/// What to draw besides the position.
#[derive(Clone, Debug, Default)]
pub struct BoardOptions {
    /// White at the top.
    pub flipped: bool,
    /// The squares of the last move (origin and destination; a drop has only a destination).
    pub last_move: Option<(Option<Square>, Square)>,
    pub arrows: Vec<Arrow>,
    /// Leave out the coordinates (and the margin).
    pub no_coordinates: bool,
    /// Width in pixels (the drawing scales); `None`: its natural size.
    pub size: Option<u32>,
}

impl BoardOptions {
    /// The squares to highlight for a move (a drop highlights its destination only; castling
    /// king-takes-rook highlights king and rook).
    pub fn last_move_of(m: Move) -> (Option<Square>, Square) {
        if m.is_drop() {
            (None, m.to())
        } else {
            (Some(m.from()), m.to())
        }
    }
}

/// The layout shared by still pictures and animations.
struct Layout {
    flipped: bool,
    margin: f64,
    /// Height of the strip above and below the board (0 without one).
    strip: f64,
    /// Height of the caption under everything (animations).
    caption: f64,
}

impl Layout {
    fn new(kind: VariantKind, flipped: bool, coordinates: bool, caption: bool) -> Layout {
        // Pockets and check counters are drawn above and below the board.
        let shows_state = crate::with_variant!(kind, V => V::DROPS || V::COUNTS_CHECKS);
        let strip = if shows_state { STRIP } else { 0.0 };
        Layout {
            flipped,
            margin: if coordinates { MARGIN } else { 0.0 },
            strip,
            caption: if caption { 28.0 } else { 0.0 },
        }
    }

    fn width(&self) -> f64 {
        8.0 * SQ + 2.0 * self.margin
    }

    fn height(&self) -> f64 {
        8.0 * SQ + 2.0 * self.margin + 2.0 * self.strip + self.caption
    }

    fn board_top(&self) -> f64 {
        self.strip + self.margin
    }

    /// Top-left corner of a square.
    fn square_xy(&self, sq: Square) -> (f64, f64) {
        let (f, r) = (sq.file().index() as f64, sq.rank().index() as f64);
        let (col, row) = if self.flipped {
            (7.0 - f, r)
        } else {
            (f, 7.0 - r)
        };
        (self.margin + col * SQ, self.board_top() + row * SQ)
    }

    fn center(&self, sq: Square) -> (f64, f64) {
        let (x, y) = self.square_xy(sq);
        (x + SQ / 2.0, y + SQ / 2.0)
    }

    /// Top of the strip that belongs to `color` (its own side of the board).
    fn strip_top(&self, color: Color) -> f64 {
        let bottom_color = if self.flipped {
            Color::Black
        } else {
            Color::White
        };
        if color == bottom_color {
            self.board_top() + 8.0 * SQ + self.margin
        } else {
            0.0
        }
    }
}

/// One board as an SVG document.
pub fn board(pos: &AnyPosition, options: &BoardOptions) -> String {
    let layout = Layout::new(pos.kind(), options.flipped, !options.no_coordinates, false);
    let mut out = String::new();
    open_svg(&mut out, &layout, options.size);
    board_background(&mut out, &layout);
    position_layer(&mut out, &layout, pos, options.last_move, &options.arrows);
    out.push_str("</svg>\n");
    out
}

/// A whole game as an animated SVG: one frame per position (the start, then after every move),
/// `seconds_per_ply` each, the final position held three times as long, looping. A caption
/// under the board names the move shown and, at the end, the result.
pub fn game_animation(game: &Game, flipped: bool, seconds_per_ply: f64) -> String {
    let layout = Layout::new(game.variant(), flipped, true, true);
    let mut frames: Vec<(AnyPosition, Option<Move>, String)> = Vec::new();
    frames.push((game.start.clone(), None, "Start".to_string()));
    for (before, gm) in game.plies() {
        let mut after = before.clone();
        super::play(&mut after, gm.mv);
        let label = match gm.mv {
            Some(m) => {
                let dots = if before.turn() == Color::White {
                    "."
                } else {
                    "..."
                };
                format!("{}{} {}", before.fullmoves(), dots, before.san(m))
            }
            None => "--".to_string(),
        };
        frames.push((after, gm.mv, label));
    }
    if let Some(last) = frames.last_mut() {
        let _ = write!(last.2, "   {}", game.result);
    }
    let step = seconds_per_ply.max(0.05);
    let holds: Vec<f64> = (0..frames.len())
        .map(|i| {
            if i + 1 == frames.len() {
                3.0 * step
            } else {
                step
            }
        })
        .collect();
    let total: f64 = holds.iter().sum();
    let mut out = String::new();
    open_svg(&mut out, &layout, None);
    board_background(&mut out, &layout);
    let mut begin = 0.0;
    for (i, ((pos, mv, label), hold)) in frames.iter().zip(&holds).enumerate() {
        let end = begin + hold;
        let shown_first = i == 0;
        let _ = write!(
            out,
            "<g visibility=\"{}\">",
            if shown_first { "visible" } else { "hidden" }
        );
        // Discrete visibility over the loop: hidden, visible in [begin, end), hidden.
        let (values, times) = if frames.len() == 1 {
            ("visible".to_string(), "0".to_string())
        } else if shown_first {
            (
                "visible;hidden".to_string(),
                format!("0;{}", fmt_num(end / total)),
            )
        } else if i + 1 == frames.len() {
            (
                "hidden;visible".to_string(),
                format!("0;{}", fmt_num(begin / total)),
            )
        } else {
            (
                "hidden;visible;hidden".to_string(),
                format!("0;{};{}", fmt_num(begin / total), fmt_num(end / total)),
            )
        };
        let _ = write!(
            out,
            "<animate attributeName=\"visibility\" values=\"{values}\" keyTimes=\"{times}\" \
             calcMode=\"discrete\" dur=\"{}s\" repeatCount=\"indefinite\"/>",
            fmt_num(total)
        );
        position_layer(
            &mut out,
            &layout,
            pos,
            mv.map(BoardOptions::last_move_of),
            &[],
        );
        let _ = write!(
            out,
            "<text x=\"{}\" y=\"{}\" font-family=\"sans-serif\" font-size=\"16\" \
             text-anchor=\"middle\" fill=\"{COORD}\">{}</text>",
            fmt_num(layout.width() / 2.0),
            fmt_num(layout.height() - 9.0),
            escape(label)
        );
        out.push_str("</g>\n");
        begin = end;
    }
    out.push_str("</svg>\n");
    out
}

fn open_svg(out: &mut String, layout: &Layout, size: Option<u32>) {
    let (w, h) = (layout.width(), layout.height());
    let dims = match size {
        Some(px) => format!(
            " width=\"{px}\" height=\"{}\"",
            (px as f64 * h / w).round() as u32
        ),
        None => format!(" width=\"{}\" height=\"{}\"", fmt_num(w), fmt_num(h)),
    };
    let _ = writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" \
         version=\"1.1\" viewBox=\"0 0 {} {}\"{dims}>",
        fmt_num(w),
        fmt_num(h)
    );
    out.push_str(&piece_defs());
}

/// The `<defs>` block every picture starts with: the twelve pieces (ids `white-king`,
/// `black-pawn`, ...) and the check glow. A page that shows several boards inline may keep one
/// copy and drop the others (the ids are the same in every picture).
pub fn piece_defs() -> String {
    let mut out = String::from("<defs>");
    for color in Color::ALL {
        for role in Role::ALL {
            out.push_str(&piece_def(Piece::new(color, role)));
        }
    }
    let _ = write!(
        out,
        "<radialGradient id=\"check\" r=\"50%\">\
         <stop offset=\"0%\" stop-color=\"#ff0000\" stop-opacity=\"1\"/>\
         <stop offset=\"50%\" stop-color=\"#e70000\" stop-opacity=\"1\"/>\
         <stop offset=\"100%\" stop-color=\"#9e0000\" stop-opacity=\"0\"/>\
         </radialGradient>"
    );
    out.push_str("</defs>\n");
    out
}

/// The frame, the squares and the coordinates.
fn board_background(out: &mut String, layout: &Layout) {
    let _ = writeln!(
        out,
        "<rect x=\"0\" y=\"0\" width=\"{}\" height=\"{}\" fill=\"{FRAME}\"/>",
        fmt_num(layout.width()),
        fmt_num(layout.height())
    );
    for sq in Square::all() {
        let (x, y) = layout.square_xy(sq);
        let light = (sq.file().index() + sq.rank().index()) % 2 == 1;
        let _ = write!(
            out,
            "<rect x=\"{}\" y=\"{}\" width=\"45\" height=\"45\" fill=\"{}\"/>",
            fmt_num(x),
            fmt_num(y),
            if light { LIGHT } else { DARK }
        );
    }
    out.push('\n');
    if layout.margin > 0.0 {
        let font = "font-family=\"sans-serif\" font-size=\"14\" text-anchor=\"middle\"";
        for i in 0..8u8 {
            let col = if layout.flipped { 7 - i } else { i };
            let file = char::from(b'a' + i);
            let x = layout.margin + col as f64 * SQ + SQ / 2.0;
            for y in [
                layout.board_top() - 5.0,
                layout.board_top() + 8.0 * SQ + 15.0,
            ] {
                let _ = write!(
                    out,
                    "<text x=\"{}\" y=\"{}\" {font} fill=\"{COORD}\">{file}</text>",
                    fmt_num(x),
                    fmt_num(y)
                );
            }
            let row = if layout.flipped { i } else { 7 - i };
            let rank = char::from(b'1' + i);
            let y = layout.board_top() + row as f64 * SQ + SQ / 2.0 + 5.0;
            for x in [layout.margin / 2.0, layout.width() - layout.margin / 2.0] {
                let _ = write!(
                    out,
                    "<text x=\"{}\" y=\"{}\" {font} fill=\"{COORD}\">{rank}</text>",
                    fmt_num(x),
                    fmt_num(y)
                );
            }
        }
        out.push('\n');
    }
}

/// Highlights, check glow, pieces, variant strips and arrows of one position.
fn position_layer(
    out: &mut String,
    layout: &Layout,
    pos: &AnyPosition,
    last_move: Option<(Option<Square>, Square)>,
    arrows: &[Arrow],
) {
    if let Some((from, to)) = last_move {
        for sq in from.into_iter().chain(std::iter::once(to)) {
            let (x, y) = layout.square_xy(sq);
            let light = (sq.file().index() + sq.rank().index()) % 2 == 1;
            let _ = write!(
                out,
                "<rect x=\"{}\" y=\"{}\" width=\"45\" height=\"45\" fill=\"{}\"/>",
                fmt_num(x),
                fmt_num(y),
                if light { LIGHT_LASTMOVE } else { DARK_LASTMOVE }
            );
        }
    }
    let setup = crate::with_position!(pos, p => Setup::from_position(p));
    if pos.is_check() {
        let king = crate::with_position!(pos, p => p.king_of(p.turn()));
        if let Some(k) = king {
            let (x, y) = layout.square_xy(k);
            let _ = write!(
                out,
                "<rect x=\"{}\" y=\"{}\" width=\"45\" height=\"45\" fill=\"url(#check)\"/>",
                fmt_num(x),
                fmt_num(y)
            );
        }
    }
    for sq in Square::all() {
        if let Some(piece) = setup.board.get(sq.index()).copied().flatten() {
            let (x, y) = layout.square_xy(sq);
            let _ = write!(
                out,
                "<use xlink:href=\"#{}\" href=\"#{}\" x=\"{}\" y=\"{}\"/>",
                piece_id(piece),
                piece_id(piece),
                fmt_num(x),
                fmt_num(y)
            );
        }
    }
    out.push('\n');
    if let Some(pockets) = setup.pockets {
        for color in Color::ALL {
            pocket_strip(out, layout, color, &pockets[color.index()]);
        }
    }
    if let Some(remaining) = setup.remaining_checks {
        for color in Color::ALL {
            checks_strip(out, layout, color, remaining[color.index()]);
        }
    }
    for arrow in arrows {
        draw_arrow(out, layout, arrow);
    }
}

/// A pocket: the five droppable roles, each with its count (greyed out when none).
fn pocket_strip(out: &mut String, layout: &Layout, color: Color, counts: &[u8; 5]) {
    let top = layout.strip_top(color);
    let scale = (STRIP - 4.0) / SQ;
    for (i, count) in counts.iter().enumerate() {
        let role = Role::from_index(i);
        let x = layout.margin + i as f64 * 1.6 * SQ;
        let opacity = if *count == 0 { "0.25" } else { "1" };
        // A grey tile behind each piece keeps black pieces visible on the dark frame.
        let _ = write!(
            out,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"4\" fill=\"#9e9e9e\"/>",
            fmt_num(x - 1.0),
            fmt_num(top + 1.0),
            fmt_num(STRIP - 2.0),
            fmt_num(STRIP - 2.0)
        );
        let _ = write!(
            out,
            "<g transform=\"translate({} {}) scale({})\" opacity=\"{opacity}\">\
             <use xlink:href=\"#{id}\" href=\"#{id}\"/></g>",
            fmt_num(x),
            fmt_num(top + 2.0),
            fmt_num(scale),
            id = piece_id(Piece::new(color, role))
        );
        let _ = write!(
            out,
            "<text x=\"{}\" y=\"{}\" font-family=\"sans-serif\" font-size=\"16\" \
             font-weight=\"bold\" fill=\"{COORD}\">{count}</text>",
            fmt_num(x + STRIP),
            fmt_num(top + STRIP / 2.0 + 6.0)
        );
    }
}

/// Three-check: the checks `color` has given (filled) and still needs (hollow).
fn checks_strip(out: &mut String, layout: &Layout, color: Color, remaining: u8) {
    let top = layout.strip_top(color);
    let given = 3u8.saturating_sub(remaining);
    let _ = write!(
        out,
        "<text x=\"{}\" y=\"{}\" font-family=\"sans-serif\" font-size=\"15\" fill=\"{COORD}\">\
         {} checks given</text>",
        fmt_num(layout.margin),
        fmt_num(top + STRIP / 2.0 + 5.0),
        color.fold("White", "Black")
    );
    for i in 0..3u8 {
        let cx = layout.margin + 170.0 + i as f64 * 26.0;
        let fill = if i < given { "#e70000" } else { "none" };
        let _ = write!(
            out,
            "<circle cx=\"{}\" cy=\"{}\" r=\"9\" fill=\"{fill}\" stroke=\"{COORD}\" \
             stroke-width=\"2\"/>",
            fmt_num(cx),
            fmt_num(top + STRIP / 2.0)
        );
    }
}

fn draw_arrow(out: &mut String, layout: &Layout, arrow: &Arrow) {
    let (x0, y0) = layout.center(arrow.from);
    if arrow.from == arrow.to {
        let _ = write!(
            out,
            "<circle cx=\"{}\" cy=\"{}\" r=\"19\" fill=\"none\" stroke=\"{}\" \
             stroke-width=\"4\" opacity=\"0.8\"/>",
            fmt_num(x0),
            fmt_num(y0),
            escape(&arrow.color)
        );
        return;
    }
    let (x1, y1) = layout.center(arrow.to);
    let (dx, dy) = (x1 - x0, y1 - y0);
    let len = (dx * dx + dy * dy).sqrt();
    let (ux, uy) = (dx / len, dy / len);
    // The head: 20 long, 22 wide, its tip 5 short of the centre; the shaft stops under it.
    let tip = (x1 - ux * 5.0, y1 - uy * 5.0);
    let base = (tip.0 - ux * 20.0, tip.1 - uy * 20.0);
    let (px, py) = (-uy, ux);
    let _ = write!(
        out,
        "<g opacity=\"0.8\"><line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{c}\" \
         stroke-width=\"9\" stroke-linecap=\"butt\"/>\
         <polygon points=\"{},{} {},{} {},{}\" fill=\"{c}\"/></g>",
        fmt_num(x0 + ux * 8.0),
        fmt_num(y0 + uy * 8.0),
        fmt_num(base.0 + ux),
        fmt_num(base.1 + uy),
        fmt_num(tip.0),
        fmt_num(tip.1),
        fmt_num(base.0 + px * 11.0),
        fmt_num(base.1 + py * 11.0),
        fmt_num(base.0 - px * 11.0),
        fmt_num(base.1 - py * 11.0),
        c = escape(&arrow.color)
    );
    out.push('\n');
}

fn piece_id(piece: Piece) -> String {
    let color = if piece.color == Color::White {
        "white"
    } else {
        "black"
    };
    let role = match piece.role {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    };
    format!("{color}-{role}")
}

/// ferrum's piece set: every piece stands on the same rounded base, drawn in a 45×45 box.
/// White pieces are white with a black outline, black ones black with light detail lines.
fn piece_def(piece: Piece) -> String {
    let white = piece.color == Color::White;
    let (fill, detail) = if white {
        ("#ffffff", "#000000")
    } else {
        ("#1a1a1a", "#e8e8e8")
    };
    let base = "<rect x=\"10.5\" y=\"34\" width=\"24\" height=\"5.5\" rx=\"2\"/>";
    let body = match piece.role {
        Role::Pawn => format!(
            "{base}<path d=\"M15.5 34 L19 23 H26 L29.5 34 Z\"/>\
             <rect x=\"17\" y=\"20.5\" width=\"11\" height=\"3.5\" rx=\"1.5\"/>\
             <circle cx=\"22.5\" cy=\"14.5\" r=\"5.5\"/>"
        ),
        Role::Knight => format!(
            "{base}<path d=\"M14.5 34 H31.5 C32.5 27 33.5 20.5 30.5 15 C29 12.5 27 11 25 10.5 \
             L24 5.5 L21 10 C17.5 11 14.5 13.5 12.5 16.5 L9.5 22 C9.5 24 11 25.5 13 25 \
             L17.5 22.5 C18.5 26.5 16 30 14.5 34 Z\"/>\
             <circle cx=\"20\" cy=\"15.5\" r=\"1.6\" fill=\"{detail}\" stroke=\"none\"/>\
             <path d=\"M25.5 13 C29 17 29.5 25 28 32\" fill=\"none\" stroke=\"{detail}\" \
             stroke-width=\"1.2\"/>"
        ),
        Role::Bishop => format!(
            "{base}<path d=\"M15 34 L17.5 28 H27.5 L30 34 Z\"/>\
             <rect x=\"15.5\" y=\"25\" width=\"14\" height=\"3.5\" rx=\"1.5\"/>\
             <path d=\"M22.5 10.5 C16.5 14.5 14.5 20 17 25 H28 C30.5 20 28.5 14.5 22.5 10.5 Z\"/>\
             <circle cx=\"22.5\" cy=\"8\" r=\"2.6\"/>\
             <path d=\"M20.5 15.5 L25 20.5\" fill=\"none\" stroke=\"{detail}\" \
             stroke-width=\"1.6\"/>"
        ),
        Role::Rook => format!(
            "{base}<path d=\"M14 34 L15.5 30.5 H29.5 L31 34 Z\"/>\
             <rect x=\"15.5\" y=\"17.5\" width=\"14\" height=\"13\"/>\
             <path d=\"M12.5 17.5 V9.5 H16.5 V12.5 H20 V9.5 H25 V12.5 H28.5 V9.5 H32.5 \
             V17.5 Z\"/>\
             <path d=\"M15.5 17.5 H29.5 M15.5 30.5 H29.5\" fill=\"none\" \
             stroke=\"{detail}\" stroke-width=\"1\"/>"
        ),
        Role::Queen => format!(
            "{base}<path d=\"M13 34 L10.5 16 L16.5 26 L16.5 12.5 L21 24.5 L22.5 11 L24 24.5 \
             L28.5 12.5 L28.5 26 L34.5 16 L32 34 Z\"/>\
             <circle cx=\"10.5\" cy=\"14.5\" r=\"2.2\"/><circle cx=\"16.5\" cy=\"11\" r=\"2.2\"/>\
             <circle cx=\"22.5\" cy=\"9.5\" r=\"2.2\"/><circle cx=\"28.5\" cy=\"11\" r=\"2.2\"/>\
             <circle cx=\"34.5\" cy=\"14.5\" r=\"2.2\"/>\
             <path d=\"M13.5 30 H31.5\" fill=\"none\" stroke=\"{detail}\" stroke-width=\"1.2\"/>"
        ),
        Role::King => format!(
            "{base}<path d=\"M14 34 C11.5 28.5 10.5 22.5 14.5 20 C18 18 21 20.5 22.5 24 \
             C24 20.5 27 18 30.5 20 C34.5 22.5 33.5 28.5 31 34 Z\"/>\
             <path d=\"M21.2 5.5 H23.8 V9 H27 V11.6 H23.8 V19.5 H21.2 V11.6 H18 V9 H21.2 Z\"/>\
             <path d=\"M14.5 30 H30.5\" fill=\"none\" stroke=\"{detail}\" stroke-width=\"1.2\"/>"
        ),
    };
    format!(
        "<g id=\"{}\" fill=\"{fill}\" stroke=\"#000000\" stroke-width=\"1.5\" \
         stroke-linejoin=\"round\">{body}</g>",
        piece_id(piece)
    )
}

/// A number with at most three decimals and no trailing zeros.
fn fmt_num(v: f64) -> String {
    let s = format!("{v:.3}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" {
        "0".to_string()
    } else {
        s.to_string()
    }
}

/// Escapes text for XML content and attribute values.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c if (c as u32) < 0x20 && c != '\n' && c != '\t' => {}
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::CastlingMode;

    fn count(hay: &str, needle: &str) -> usize {
        hay.matches(needle).count()
    }

    #[test]
    fn start_position_board() {
        let svg = board(&AnyPosition::default(), &BoardOptions::default());
        assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert!(svg.contains("viewBox=\"0 0 400 400\""));
        assert_eq!(count(&svg, "<use "), 32);
        assert_eq!(count(&svg, "href=\"#white-pawn\" x="), 8);
        assert_eq!(count(&svg, "href=\"#black-king\" x=\"200\" y=\"20\""), 1);
        assert_eq!(count(&svg, "href=\"#white-king\" x=\"200\" y=\"335\""), 1);
        // Coordinates on both sides: 16 file letters and 16 rank digits.
        assert_eq!(count(&svg, "fill=\"#e5e5e5\">a</text>"), 2);
        assert_eq!(count(&svg, "fill=\"#e5e5e5\">8</text>"), 2);
        assert!(!svg.contains("url(#check)\"/>"));
        assert!(svg.trim_end().ends_with("</svg>"));
    }

    #[test]
    fn flipped_last_move_check_and_arrows() {
        let pos = AnyPosition::from_fen(
            VariantKind::Standard,
            "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
            CastlingMode::Standard,
        )
        .unwrap();
        let options = BoardOptions {
            flipped: true,
            last_move: Some((Some("d8".parse().unwrap()), "h4".parse().unwrap())),
            arrows: vec![
                Arrow::parse("Re1h4").unwrap(),
                Arrow::parse("e2").unwrap(),
                Arrow::new("g1".parse().unwrap(), "f3".parse().unwrap()),
            ],
            ..BoardOptions::default()
        };
        let svg = board(&pos, &options);
        // Flipped: e1 sits in the top row, at column 3 from the left.
        assert!(
            svg.contains("href=\"#white-king\" x=\"155\" y=\"20\""),
            "{svg}"
        );
        assert_eq!(count(&svg, "fill=\"url(#check)\"/>"), 1);
        // d8 and h4 are both dark squares.
        assert_eq!(count(&svg, &format!("fill=\"{DARK_LASTMOVE}\"")), 2);
        assert_eq!(count(&svg, &format!("fill=\"{LIGHT_LASTMOVE}\"")), 0);
        assert_eq!(count(&svg, "<polygon points="), 2);
        assert_eq!(count(&svg, "r=\"19\" fill=\"none\""), 1);
        assert!(svg.contains(Arrow::RED));
        assert_eq!(Arrow::parse("z9z9"), None);
        assert_eq!(Arrow::parse("e2e4e6"), None);
    }

    #[test]
    fn crazyhouse_pockets_and_three_check_counters() {
        let zh = AnyPosition::from_fen(
            VariantKind::Crazyhouse,
            "r1bqkbnr/ppppppp1/2n5/8/8/8/PPPPPPPP/RNBQKB1R[Np] w KQkq - 0 3",
            CastlingMode::Standard,
        )
        .unwrap();
        let svg = board(&zh, &BoardOptions::default());
        assert!(svg.contains("viewBox=\"0 0 400 472\""));
        assert!(svg.contains("font-weight=\"bold\" fill=\"#e5e5e5\">1</text>"));
        // Two pockets of five roles; empty ones are faded.
        assert_eq!(count(&svg, "scale(0.711)"), 10);
        assert_eq!(count(&svg, "opacity=\"0.25\""), 8);

        let tc = AnyPosition::from_fen(
            VariantKind::ThreeCheck,
            "rnbqkbnr/ppp2ppp/8/1B1pp3/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 1+3 0 3",
            CastlingMode::Standard,
        )
        .unwrap();
        let svg = board(&tc, &BoardOptions::default());
        assert!(svg.contains("White checks given"));
        assert_eq!(count(&svg, "r=\"9\" fill=\"#e70000\""), 2);
        assert_eq!(count(&svg, "r=\"9\" fill=\"none\""), 4);
    }

    #[test]
    fn animation_has_a_frame_per_position() {
        let mut game = Game::new(AnyPosition::default());
        let mut pos = AnyPosition::default();
        for m in ["f2f3", "e7e5", "g2g4", "d8h4"] {
            let mv = pos.parse_uci(m).unwrap();
            pos.play_unchecked(mv);
            game.moves.push(super::super::GameMove::new(mv));
        }
        game.result = super::super::GameResult::BlackWins;
        let svg = game_animation(&game, false, 1.0);
        assert_eq!(count(&svg, "<animate "), 5);
        assert!(svg.contains("dur=\"7s\""));
        assert!(svg.contains(">2... Qh4#   0-1</text>"), "{svg}");
        assert!(svg.contains("values=\"hidden;visible;hidden\" keyTimes=\"0;0.143;0.286\""));
        assert_eq!(count(&svg, "fill=\"url(#check)\"/>"), 1);
    }

    #[test]
    fn escapes_text() {
        assert_eq!(escape("a<b & \"c\"\u{1}"), "a&lt;b &amp; &quot;c&quot;");
        assert_eq!(fmt_num(0.5), "0.5");
        assert_eq!(fmt_num(20.0), "20");
        assert_eq!(fmt_num(1.0 / 7.0), "0.143");
    }
}

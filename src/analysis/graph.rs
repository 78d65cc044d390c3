//! The evaluation graph of a game as SVG: White's winning chances (lichess's Win%) over the
//! moves, White's share light from below and Black's dark from above, the verdicts marked on
//! the curve (yellow inaccuracies, orange mistakes, red blunders), move numbers along the
//! bottom and each side's accuracy in the top corners.
//!
//! Every ply has an invisible column (`class="ply" data-ply="N"`, N the number of moves played)
//! that a page can make clickable; the picture itself needs no script.

use super::annotate::GameReport;
use super::judge::Judgement;
use crate::core::Color;
use crate::game::svg::escape;
use std::fmt::Write as _;

pub const WIDTH: f64 = 720.0;
pub const HEIGHT: f64 = 200.0;
/// Room around the plot: left for the scale, top for the accuracies, bottom for move numbers.
const LEFT: f64 = 34.0;
const RIGHT: f64 = 10.0;
const TOP: f64 = 22.0;
const BOTTOM: f64 = 22.0;

/// White's share (below the curve) and Black's (above it).
pub const WHITE_AREA: &str = "#f3efe2";
pub const BLACK_AREA: &str = "#3b3a36";
const CURVE: &str = "#c9a227";
const TEXT: &str = "#55524a";

/// The marker colour of a verdict.
pub fn judgement_color(j: Judgement) -> &'static str {
    match j {
        Judgement::Inaccuracy => "#e6c300",
        Judgement::Mistake => "#e68a00",
        Judgement::Blunder => "#d42a2a",
    }
}

fn num(x: f64) -> String {
    let s = format!("{x:.1}");
    s.strip_suffix(".0").map(str::to_string).unwrap_or(s)
}

/// The graph of an analysed game.
pub fn evaluation_graph(report: &GameReport) -> String {
    let plot_w = WIDTH - LEFT - RIGHT;
    let plot_h = HEIGHT - TOP - BOTTOM;
    let curve = report.win_percents();
    let plies = report.moves.len().max(1);
    let x = |ply: usize| LEFT + plot_w * ply as f64 / plies as f64;
    let y = |wp: f64| TOP + plot_h * (1.0 - wp / 100.0);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" viewBox=\"0 0 {w} {h}\" \
         width=\"{w}\" height=\"{h}\" font-family=\"sans-serif\">",
        w = num(WIDTH),
        h = num(HEIGHT)
    );
    let _ = writeln!(
        out,
        "<rect x=\"0\" y=\"0\" width=\"{}\" height=\"{}\" fill=\"#ffffff\"/>\
         <rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{BLACK_AREA}\"/>",
        num(WIDTH),
        num(HEIGHT),
        num(LEFT),
        num(TOP),
        num(plot_w),
        num(plot_h)
    );
    if !curve.is_empty() {
        let mut points = format!("{},{}", num(x(0)), num(y(0.0)));
        for (ply, wp) in curve.iter().enumerate() {
            let _ = write!(points, " {},{}", num(x(ply)), num(y(*wp)));
        }
        let last = curve.len() - 1;
        let _ = write!(points, " {},{}", num(x(last)), num(y(0.0)));
        let _ = writeln!(out, "<polygon points=\"{points}\" fill=\"{WHITE_AREA}\"/>");
        let line: Vec<String> = curve
            .iter()
            .enumerate()
            .map(|(ply, wp)| format!("{},{}", num(x(ply)), num(y(*wp))))
            .collect();
        let _ = writeln!(
            out,
            "<polyline points=\"{}\" fill=\"none\" stroke=\"{CURVE}\" stroke-width=\"1.5\"/>",
            line.join(" ")
        );
    }
    // The 50% line and the scale.
    let _ = writeln!(
        out,
        "<line x1=\"{l}\" y1=\"{m}\" x2=\"{r}\" y2=\"{m}\" stroke=\"#9a968a\" \
         stroke-width=\"1\" stroke-dasharray=\"4 3\"/>",
        l = num(LEFT),
        r = num(WIDTH - RIGHT),
        m = num(y(50.0))
    );
    for (wp, label) in [(100.0, "100"), (50.0, "50"), (0.0, "0")] {
        let _ = writeln!(
            out,
            "<text x=\"{}\" y=\"{}\" font-size=\"10\" text-anchor=\"end\" fill=\"{TEXT}\">{label}%</text>",
            num(LEFT - 4.0),
            num(y(wp) + 3.5)
        );
    }
    move_numbers(&mut out, report, &x);
    markers(&mut out, report, &curve, &x, &y);
    headline(&mut out, report);
    // Clickable columns, one per position.
    let step = plot_w / plies as f64;
    for ply in 0..=report.moves.len() {
        let _ = write!(
            out,
            "<rect class=\"ply\" data-ply=\"{ply}\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" \
             fill=\"transparent\"/>",
            num((x(ply) - step / 2.0).max(LEFT)),
            num(TOP),
            num(step),
            num(plot_h)
        );
    }
    out.push_str("\n</svg>\n");
    out
}

/// Full-move numbers under the plot, at a spacing that leaves room between them.
fn move_numbers(out: &mut String, report: &GameReport, x: &dyn Fn(usize) -> f64) {
    let plies = report.moves.len();
    let every = [1usize, 2, 5, 10, 20, 50, 100]
        .into_iter()
        .find(|e| plies / (2 * e) <= 14)
        .unwrap_or(200);
    let first_white = report.moves.first().map(|m| m.mover) != Some(Color::Black);
    let mut ply = if first_white { 0 } else { 1 };
    let mut number = 1;
    while ply < plies {
        if number % every == 0 {
            let _ = write!(
                out,
                "<text x=\"{}\" y=\"{}\" font-size=\"10\" text-anchor=\"middle\" fill=\"{TEXT}\">{number}</text>",
                num(x(ply)),
                num(HEIGHT - 7.0)
            );
        }
        ply += 2;
        number += 1;
    }
    out.push('\n');
}

fn markers(
    out: &mut String,
    report: &GameReport,
    curve: &[f64],
    x: &dyn Fn(usize) -> f64,
    y: &dyn Fn(f64) -> f64,
) {
    for (i, m) in report.moves.iter().enumerate() {
        let (Some((j, _)), Some(&wp)) = (m.judgement, curve.get(i + 1)) else {
            continue;
        };
        let r = match j {
            Judgement::Blunder => 5.0,
            Judgement::Mistake => 4.5,
            Judgement::Inaccuracy => 4.0,
        };
        let _ = writeln!(
            out,
            "<circle cx=\"{}\" cy=\"{}\" r=\"{r}\" fill=\"{}\" stroke=\"#ffffff\" stroke-width=\"1.2\">\
             <title>{}{} {}</title></circle>",
            num(x(i + 1)),
            num(y(wp)),
            judgement_color(j),
            escape(&m.san),
            j.glyph(),
            j.name()
        );
    }
}

/// Each side's accuracy above the plot.
fn headline(out: &mut String, report: &GameReport) {
    for color in Color::ALL {
        let side = report.side(color);
        let accuracy = side
            .accuracy
            .map(|a| format!("{a:.1}%"))
            .unwrap_or_else(|| "-".into());
        let text = format!(
            "{} {accuracy} · ?! {} · ? {} · ?? {}",
            color.fold("White", "Black"),
            side.inaccuracies,
            side.mistakes,
            side.blunders
        );
        let (x, anchor) = match color {
            Color::White => (LEFT, "start"),
            Color::Black => (WIDTH - RIGHT, "end"),
        };
        let _ = writeln!(
            out,
            "<text x=\"{}\" y=\"15\" font-size=\"12\" text-anchor=\"{anchor}\" fill=\"{TEXT}\">{}</text>",
            num(x),
            escape(&text)
        );
    }
}

//! The report page of one input file: one self-contained HTML document (styles, script, board
//! pieces and graphs inline; nothing loaded from the network) with, per game, the players and
//! result, each side's accuracy, average centipawn loss and verdict counts, a board that follows
//! the moves (click a move or the graph, or use the arrow keys), the move list with its
//! verdicts, the evaluation graph, and the boards of the critical moments (mistakes and
//! blunders: the played move in red, the better one in green).
//!
//! The board of the move list is drawn by a small script from each position's FEN with the
//! page's one copy of ferrum's pieces; the critical moments are ferrum's own SVG boards.

use super::annotate::{arrow_of, eval_text, GameReport};
use super::graph::{evaluation_graph, judgement_color};
use super::judge::Judgement;
use super::run::Analysed;
use crate::core::{Color, Move};
use crate::game::svg::{self, escape, Arrow, BoardOptions};
use crate::game::Game;
use crate::variant::AnyPosition;
use std::fmt::Write as _;

const STYLE: &str = include_str!("page.css");
const SCRIPT: &str = include_str!("page.js");

/// The page of a file's analysed games (in input order).
pub fn page(title: &str, games: &[(usize, &Analysed)]) -> String {
    let mut out = String::new();
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{} · ferrum analysis</title>\n<style>\n{STYLE}</style>\n</head>\n<body>\n",
        escape(title)
    );
    // The pieces, once, for every board of the page.
    let _ = writeln!(
        out,
        "<svg width=\"0\" height=\"0\" style=\"position:absolute\" aria-hidden=\"true\">{}</svg>",
        svg::piece_defs().trim_end()
    );
    let _ = writeln!(
        out,
        "<header><h1>{}</h1><p>{} game{} analysed{}</p>",
        escape(title),
        games.len(),
        if games.len() == 1 { "" } else { "s" },
        games
            .first()
            .map(|(_, a)| format!(" · {}", escape(&a.report.annotator)))
            .unwrap_or_default()
    );
    if games.len() > 1 {
        out.push_str("<nav>");
        for (index, analysed) in games {
            let _ = write!(
                out,
                "<a href=\"#game-{n}\">{n}. {}</a> ",
                escape(&players(&analysed.game)),
                n = index + 1
            );
        }
        out.push_str("</nav>");
    }
    out.push_str("</header>\n<main>\n");
    for (index, analysed) in games {
        game_section(&mut out, *index, analysed);
    }
    let _ = write!(
        out,
        "</main>\n<script>\n{SCRIPT}</script>\n</body>\n</html>\n"
    );
    out
}

fn players(game: &Game) -> String {
    format!(
        "{} – {}",
        game.tag("White").unwrap_or("?"),
        game.tag("Black").unwrap_or("?")
    )
}

fn game_section(out: &mut String, index: usize, analysed: &Analysed) {
    let (game, report) = (&analysed.game, &analysed.report);
    let _ = writeln!(
        out,
        "<section class=\"game\" id=\"game-{n}\">\n<h2>{n}. {} <span class=\"result\">{}</span></h2>",
        escape(&players(game)),
        game.result,
        n = index + 1
    );
    let mut meta: Vec<String> = ["Event", "Site", "Date", "Round"]
        .iter()
        .filter_map(|t| game.tag(t))
        .filter(|v| !v.trim().is_empty() && !v.starts_with('?'))
        .map(escape)
        .collect();
    if let Some(o) = &report.opening {
        meta.push(format!("<b>{}</b> {}", o.eco, escape(o.name)));
    }
    let _ = writeln!(out, "<p class=\"meta\">{}</p>", meta.join(" · "));
    summary_table(out, game, report);
    out.push_str(
        "<div class=\"study\">\n<div class=\"viewer\"><div class=\"board\"></div>\
                  <div class=\"caption\"></div><div class=\"buttons\">\
                  <button data-step=\"-999\" title=\"start\">«</button>\
                  <button data-step=\"-1\" title=\"back (←)\">‹</button>\
                  <button data-step=\"1\" title=\"forward (→)\">›</button>\
                  <button data-step=\"999\" title=\"end\">»</button></div></div>\n",
    );
    move_list(out, game, report);
    out.push_str("</div>\n");
    let _ = writeln!(
        out,
        "<div class=\"graph\">{}</div>",
        evaluation_graph(report)
    );
    critical_moments(out, game, report);
    let _ = writeln!(
        out,
        "<script type=\"application/json\" class=\"plies\">{}</script>\n</section>",
        plies_json(game, report).replace("</", "<\\/")
    );
}

fn summary_table(out: &mut String, game: &Game, report: &GameReport) {
    out.push_str(
        "<table class=\"summary\"><tr><th></th><th>Accuracy</th><th>ACPL</th>\
         <th class=\"inaccuracy\">?! Inaccuracies</th><th class=\"mistake\">? Mistakes</th>\
         <th class=\"blunder\">?? Blunders</th></tr>\n",
    );
    for color in Color::ALL {
        let side = report.side(color);
        let name = game.tag(color.fold("White", "Black")).unwrap_or("?");
        let _ = writeln!(
            out,
            "<tr><td><span class=\"dot {}\"></span>{}</td><td class=\"acc\">{}</td><td>{}</td>\
             <td>{}</td><td>{}</td><td>{}</td></tr>",
            color.fold("white", "black"),
            escape(name),
            side.accuracy
                .map(|a| format!("{a:.1}%"))
                .unwrap_or_else(|| "–".into()),
            side.acpl
                .map(|l| l.to_string())
                .unwrap_or_else(|| "–".into()),
            side.inaccuracies,
            side.mistakes,
            side.blunders
        );
    }
    out.push_str("</table>\n");
}

fn judgement_class(j: Judgement) -> &'static str {
    match j {
        Judgement::Inaccuracy => "inaccuracy",
        Judgement::Mistake => "mistake",
        Judgement::Blunder => "blunder",
    }
}

fn move_list(out: &mut String, game: &Game, report: &GameReport) {
    out.push_str("<div class=\"moves\">");
    for (ply, ((pos, _), m)) in game.plies().zip(&report.moves).enumerate() {
        if pos.turn() == Color::White || ply == 0 {
            let dots = if pos.turn() == Color::White {
                "."
            } else {
                "…"
            };
            let _ = write!(out, "<span class=\"num\">{}{dots}</span> ", pos.fullmoves());
        }
        let (class, glyph) = match m.judgement {
            Some((j, _)) => (judgement_class(j), j.glyph()),
            None if m.book => ("book", ""),
            None => ("", ""),
        };
        let _ = write!(
            out,
            "<span class=\"mv {class}\" data-ply=\"{}\">{}{glyph}</span> ",
            ply + 1,
            escape(&m.san)
        );
    }
    let _ = writeln!(out, "<span class=\"num\">{}</span></div>", game.result);
}

/// Arrow squares as `[from, to]` for the script.
fn squares_json(m: Option<Move>) -> serde_json::Value {
    match m.and_then(arrow_of) {
        Some((from, to)) => serde_json::json!([from.to_string(), to.to_string()]),
        None => serde_json::Value::Null,
    }
}

/// What the script shows at each position: board, last move, best move, captions.
fn plies_json(game: &Game, report: &GameReport) -> String {
    let mut pos = game.start.clone();
    let mut items = Vec::with_capacity(report.positions.len());
    for (ply, info) in report.positions.iter().enumerate() {
        let best = info.best();
        let played = game.moves.get(ply.wrapping_sub(1)).filter(|_| ply > 0);
        let text = match (ply, played, report.moves.get(ply.wrapping_sub(1))) {
            (0, _, _) => "Start".to_string(),
            (_, Some(_), Some(m)) => {
                let glyph = m.judgement.map(|(j, _)| j.glyph()).unwrap_or("");
                format!("{}{glyph}", m.san)
            }
            _ => String::new(),
        };
        let judgement = report
            .moves
            .get(ply.wrapping_sub(1))
            .filter(|_| ply > 0)
            .and_then(|m| m.judgement)
            .map(|(j, _)| judgement_class(j));
        items.push(serde_json::json!({
            "fen": pos.fen(),
            "last": squares_json(played.and_then(|gm| gm.mv)),
            "best": squares_json(best),
            "bestSan": best.map(|m| pos.san(m)),
            "eval": info.score.and_then(|s| eval_text(s, pos.turn())),
            "text": text,
            "judgement": judgement,
        }));
        if let Some(gm) = game.moves.get(ply) {
            crate::game::play(&mut pos, gm.mv);
        }
    }
    serde_json::Value::Array(items).to_string()
}

/// The moves worth a board: mistakes and blunders (inaccuracies too when there is nothing
/// worse), at most twelve, the worst first then in game order.
pub fn critical_plies(report: &GameReport) -> Vec<usize> {
    let judged: Vec<(usize, Judgement)> = report
        .moves
        .iter()
        .enumerate()
        .filter_map(|(i, m)| m.judgement.map(|(j, _)| (i, j)))
        .collect();
    let worst = judged.iter().map(|&(_, j)| j).max();
    let floor = match worst {
        Some(Judgement::Inaccuracy) => Judgement::Inaccuracy,
        _ => Judgement::Mistake,
    };
    let mut chosen: Vec<(usize, Judgement)> =
        judged.into_iter().filter(|&(_, j)| j >= floor).collect();
    chosen.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    chosen.truncate(12);
    let mut plies: Vec<usize> = chosen.into_iter().map(|(i, _)| i).collect();
    plies.sort_unstable();
    plies
}

/// The board before a judged move, from the mover's side: the played move in red, the better
/// one in green.
pub fn moment_board(
    pos: &AnyPosition,
    played: Option<Move>,
    best: Option<Move>,
    size: Option<u32>,
) -> String {
    let mut arrows = Vec::new();
    for (m, color) in [(played, Arrow::RED), (best, Arrow::GREEN)] {
        if let Some(m) = m {
            let (from, to) = arrow_of(m).unwrap_or((m.to(), m.to()));
            arrows.push(Arrow {
                from,
                to,
                color: color.to_string(),
            });
        }
    }
    let options = BoardOptions {
        flipped: pos.turn() == Color::Black,
        arrows,
        size,
        ..BoardOptions::default()
    };
    svg::board(pos, &options)
}

fn critical_moments(out: &mut String, game: &Game, report: &GameReport) {
    let plies = critical_plies(report);
    if plies.is_empty() {
        out.push_str("<p class=\"clean\">No mistakes or blunders.</p>\n");
        return;
    }
    out.push_str("<h3>Critical moments</h3>\n<div class=\"moments\">\n");
    let defs = svg::piece_defs();
    for (ply, (pos, gm)) in game.plies().enumerate() {
        if !plies.contains(&ply) {
            continue;
        }
        let m = &report.moves[ply];
        let Some((j, fall)) = m.judgement else {
            continue;
        };
        let best = report.positions[ply].best();
        let board = moment_board(&pos, gm.mv, best, Some(260)).replacen(&defs, "", 1);
        let number = format!(
            "{}{}",
            pos.fullmoves(),
            if pos.turn() == Color::White {
                "."
            } else {
                "…"
            }
        );
        let change = match (report.positions[ply].score, report.positions[ply + 1].score) {
            (Some(b), Some(a)) => format!(
                " ({} → {})",
                eval_text(b, pos.turn()).unwrap_or_default(),
                eval_text(a, !pos.turn()).unwrap_or_default()
            ),
            _ => String::new(),
        };
        let line = best
            .map(|_| {
                pos.variation_san(
                    &report.positions[ply].pv[..report.positions[ply].pv.len().min(8)],
                )
            })
            .unwrap_or_default();
        let _ = writeln!(
            out,
            "<figure class=\"moment\" data-ply=\"{}\">{board}<figcaption>\
             <span class=\"tag\" style=\"background:{}\">{}</span> <b>{number} {}{}</b>{}<br>\
             {}{}</figcaption></figure>",
            ply,
            judgement_color(j),
            fall.describe(j),
            escape(&m.san),
            j.glyph(),
            escape(&change),
            best.map(|b| format!("Better: <b>{}</b> ", escape(&pos.san(b))))
                .unwrap_or_default(),
            if report.positions[ply].pv.len() < 2 {
                String::new()
            } else {
                format!("<span class=\"line\">{}</span>", escape(&line))
            }
        );
    }
    out.push_str("</div>\n");
}

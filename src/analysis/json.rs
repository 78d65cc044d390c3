//! The machine-readable report (`ferrum analyse --json`): per game the tags that name it, each
//! side's figures, and per position and move what the analysis found (evaluations from White's
//! point of view, the engine's move and line in UCI, the verdicts).

use super::annotate::eval_text;
use super::run::Analysed;
use crate::core::Color;
use serde_json::{json, Value};

/// One game's report as JSON.
pub fn game_json(index: usize, analysed: &Analysed) -> Value {
    let (game, report) = (&analysed.game, &analysed.report);
    let tags: serde_json::Map<String, Value> = game
        .tags
        .iter()
        .map(|(n, v)| (n.clone(), Value::String(v.clone())))
        .collect();
    let side = |c: Color| {
        let s = report.side(c);
        json!({
            "accuracy": s.accuracy.map(|a| (a * 10.0).round() / 10.0),
            "acpl": s.acpl,
            "inaccuracies": s.inaccuracies,
            "mistakes": s.mistakes,
            "blunders": s.blunders,
        })
    };
    let mut pos = game.start.clone();
    let mut positions = Vec::with_capacity(report.positions.len());
    for (ply, info) in report.positions.iter().enumerate() {
        let line: Vec<String> = {
            let mut p = pos.clone();
            info.pv
                .iter()
                .map(|&m| {
                    let text = p.uci(m);
                    p.play_unchecked(m);
                    text
                })
                .collect()
        };
        let mv = report.moves.get(ply);
        positions.push(json!({
            "fen": pos.fen(),
            "eval": info.score.and_then(|s| eval_text(s, pos.turn())),
            "depth": info.depth,
            "best": line.first(),
            "pv": line,
            "tablebase": info.tb_wdl,
            "move": mv.map(|m| json!({
                "san": m.san,
                "uci": m.uci,
                "judgement": m.judgement.map(|(j, _)| j.name()),
                "accuracy": m.accuracy,
                "cp_loss": m.cp_loss,
                "book": m.book,
            })),
        }));
        if let Some(gm) = game.moves.get(ply) {
            crate::game::play(&mut pos, gm.mv);
        }
    }
    json!({
        "game": index + 1,
        "tags": tags,
        "result": game.result.as_str(),
        "opening": report.opening.as_ref().map(|o| json!({"eco": o.eco, "name": o.name})),
        "annotator": report.annotator,
        "white": side(Color::White),
        "black": side(Color::Black),
        "positions": positions,
    })
}

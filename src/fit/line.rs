//! A text data line: `<FEN> | <result>`, with a search score as a third field where a
//! labelling engine gave one (`ferrum datagen` writes them, `ferrum label` scores them).

use crate::position::{CastlingMode, Position};
use crate::variant::Variant;

/// What a data line says about its position, White's view.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Label {
    /// The game result: 1, 0.5 or 0.
    pub result: f64,
    /// A search score in centipawns, when the line carries one (a stronger engine's, say).
    pub score: Option<i32>,
}

/// Parses one data line: `<FEN> | <result>`, `<FEN> | <result> | <score>` or
/// `<FEN> [<result>]`, result as `1-0`, `0-1`, `1/2-1/2`, `1.0`, `0.5` or `0.0` and score in
/// centipawns (both White's view); the FEN is read as variant `V` (pockets, check counters).
/// Pockets are written `[...]` too, so the bracketed result form needs a result after the
/// FEN's last bracket.
pub fn parse_line<V: Variant>(line: &str) -> Result<(Position<V>, Label), String> {
    let (fen, result, score) = if let Some((f, r)) = line.split_once('|') {
        match r.split_once('|') {
            Some((r, sc)) => (f.trim(), r.trim(), Some(sc.trim())),
            None => (f.trim(), r.trim(), None),
        }
    } else if let (Some(a), Some(b)) = (line.rfind('['), line.rfind(']')) {
        (line[..a].trim(), line[a + 1..b].trim(), None)
    } else {
        return Err("no result field".into());
    };
    let result = match result {
        "1-0" | "1.0" | "1" => 1.0,
        "0-1" | "0.0" | "0" => 0.0,
        "1/2-1/2" | "0.5" => 0.5,
        other => return Err(format!("bad result '{other}'")),
    };
    let score = match score {
        None => None,
        Some(text) => match text.parse::<i32>() {
            Ok(cp) if cp.abs() <= MAX_LABEL_SCORE => Some(cp),
            _ => {
                return Err(format!(
                    "bad score '{text}' (centipawns, at most {MAX_LABEL_SCORE})"
                ))
            }
        },
    };
    let pos =
        Position::<V>::from_fen_variant(fen, CastlingMode::Standard).map_err(|e| e.to_string())?;
    Ok((pos, Label { result, score }))
}

/// The largest score a data line may carry (mates are written as about this much).
pub const MAX_LABEL_SCORE: i32 = 100_000;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn data_lines_with_and_without_scores() {
        use crate::variant::Standard;
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        let label = |line: &str| parse_line::<Standard>(line).map(|(_, l)| l);
        assert_eq!(
            label(&format!("{start} | 1-0")),
            Ok(Label {
                result: 1.0,
                score: None
            })
        );
        assert_eq!(
            label(&format!("{start} | 0.5 | -37")),
            Ok(Label {
                result: 0.5,
                score: Some(-37)
            })
        );
        assert_eq!(label(&format!("{start} [0-1]")).map(|l| l.result), Ok(0.0));
        for bad in [" | 2", " | 1-0 | x", " | 1-0 | 1e9", " | 0.5 | ", ""] {
            assert!(label(&format!("{start}{bad}")).is_err(), "{bad}");
        }
        assert!(label("| 1-0").is_err(), "no FEN");
    }
}

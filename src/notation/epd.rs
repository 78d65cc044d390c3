//! EPD lines as FENs: opening suites and OpenBench books give positions as EPD (four fields and
//! operations such as `hmvc`/`fmvn`) or as full FENs; both become a six-field FEN.

/// An EPD or FEN line as a FEN: the four fields, then the clocks (from `hmvc`/`fmvn`
/// operations, or the FEN's own, or `0 1`). Three-check's counter field is kept.
pub fn epd_to_fen(line: &str) -> String {
    let fields: Vec<&str> = line.split_whitespace().collect();
    let numeric = |s: &&str| s.parse::<u32>().is_ok();
    let is_checks = |s: &str| s.contains('+') && s.chars().all(|c| c.is_ascii_digit() || c == '+');
    let mut n = 4.min(fields.len());
    if fields.get(4).is_some_and(|s| is_checks(s)) {
        n = 5;
    }
    let mut fen: Vec<String> = fields.iter().take(n).map(|s| s.to_string()).collect();
    let rest = &fields[n.min(fields.len())..];
    if rest.len() >= 2 && numeric(&rest[0]) && numeric(&rest[1]) {
        fen.push(rest[0].to_string());
        fen.push(rest[1].to_string());
    } else {
        let op = |name: &str| {
            rest.windows(2)
                .find(|w| w[0] == name)
                .map(|w| w[1].trim_end_matches(';').to_string())
        };
        fen.push(op("hmvc").unwrap_or_else(|| "0".into()));
        fen.push(op("fmvn").unwrap_or_else(|| "1".into()));
    }
    fen.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn epd_lines() {
        assert_eq!(
            epd_to_fen(
                "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - id \"x\"; hmvc 0; fmvn 1;"
            ),
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
        );
        assert_eq!(
            epd_to_fen("8/8/8/8/8/8/8/K6k w - - 5 40"),
            "8/8/8/8/8/8/8/K6k w - - 5 40"
        );
        assert_eq!(
            epd_to_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1"),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1"
        );
    }
}

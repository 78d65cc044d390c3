//! Results as they come in: per engine pair (W/D/L from the first engine's side, game pairs
//! for the pentanomial counts, how games ended), per engine (points), and the texts shown to
//! the user: the live progress line, the final table, and JSON for scripts.

use super::play::EndKind;
use super::stats::{Pentanomial, Sprt, SprtDecision, Wdl};
use crate::game::GameResult;
use serde::{Serialize, Serializer};
use std::collections::{BTreeMap, HashMap};
use std::fmt::Write as _;

/// The results of one pairing `a` vs `b` (engine indices), from `a`'s side.
#[derive(Clone, Debug, Default)]
pub struct PairStats {
    pub a: usize,
    pub b: usize,
    pub wdl: Wdl,
    /// `a`'s results with White.
    pub a_white: Wdl,
    pub penta: Pentanomial,
    /// First halves of game pairs waiting for their second game: pair number → `a`'s half-points.
    open_pairs: HashMap<usize, u8>,
    /// Game ends by kind, and which engine lost by a fault (crash, time, illegal, stall).
    pub ends: BTreeMap<EndKind, u32>,
    pub faults: [BTreeMap<EndKind, u32>; 2],
}

impl PairStats {
    pub fn new(a: usize, b: usize) -> PairStats {
        PairStats {
            a,
            b,
            ..PairStats::default()
        }
    }

    /// Adds a finished game: `a_white` tells whether `a` had White; `pair` numbers the opening
    /// pair the game belongs to.
    pub fn add(&mut self, result: GameResult, a_white: bool, pair: usize, end: EndKind) {
        let a_half = match (result.winner(), result) {
            (_, GameResult::Draw) => 1,
            (Some(w), _) if w.is_white() == a_white => 2,
            (Some(_), _) => 0,
            (None, _) => return,
        };
        match a_half {
            2 => self.wdl.wins += 1,
            1 => self.wdl.draws += 1,
            _ => self.wdl.losses += 1,
        }
        if a_white {
            match a_half {
                2 => self.a_white.wins += 1,
                1 => self.a_white.draws += 1,
                _ => self.a_white.losses += 1,
            }
        }
        match self.open_pairs.remove(&pair) {
            Some(first) => self.penta.add_pair(first, a_half),
            None => {
                self.open_pairs.insert(pair, a_half);
            }
        }
        *self.ends.entry(end).or_default() += 1;
        if is_fault(end) && a_half != 1 {
            let loser = if a_half == 0 { 0 } else { 1 };
            *self.faults[loser].entry(end).or_default() += 1;
        }
    }

    /// The SPRT's LLR: pentanomial when pairs are complete, trinomial otherwise.
    pub fn llr(&self, sprt: &Sprt, paired: bool) -> f64 {
        if paired && self.penta.pairs() > 0 {
            sprt.llr_pentanomial(self.penta)
        } else {
            sprt.llr_trinomial(self.wdl)
        }
    }
}

/// Losses that are the loser's own failure.
pub fn is_fault(end: EndKind) -> bool {
    matches!(
        end,
        EndKind::TimeForfeit
            | EndKind::IllegalMove
            | EndKind::FalseClaim
            | EndKind::Crash
            | EndKind::Stall
            | EndKind::CannotPlay
    )
}

fn signed(x: f64, decimals: usize) -> String {
    if x.is_infinite() {
        return if x > 0.0 {
            "+inf".into()
        } else {
            "-inf".into()
        };
    }
    // Adding zero turns -0.0 into 0.0, so a level score shows as +0.0.
    format!("{:+.decimals$}", x + 0.0)
}

/// `+17.4 ± 76.3` (or `-` before any game).
pub fn elo_text(wdl: &Wdl) -> String {
    match (wdl.elo(), wdl.elo_error()) {
        (Some(e), Some(err)) if err.is_finite() => format!("{} ± {err:.1}", signed(e, 1)),
        (Some(e), _) => signed(e, 1),
        _ => "-".into(),
    }
}

/// The progress line: games, W/D/L, score and Elo of `wdl`.
pub fn progress_message(label: &str, wdl: &Wdl, llr: Option<(f64, f64, f64)>) -> String {
    let mut s = format!("{label}  W {} D {} L {}", wdl.wins, wdl.draws, wdl.losses);
    if let Some(score) = wdl.score() {
        let _ = write!(s, "  score {:.1}%  Elo {}", score * 100.0, elo_text(wdl));
    }
    if let Some((llr, lo, hi)) = llr {
        let _ = write!(s, "  LLR {llr:.2} ({lo:.2}, {hi:.2})");
    }
    s
}

/// The final report as text.
pub fn final_report(
    names: &[String],
    pairs: &[PairStats],
    sprt: Option<(&Sprt, bool, Option<SprtDecision>)>,
    header: &str,
) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{header}");
    let width = pairs
        .iter()
        .map(|p| names[p.a].len() + names[p.b].len() + 4)
        .max()
        .unwrap_or(10)
        .max(10);
    let _ = writeln!(
        out,
        "{:<width$}  {:>5}  {:>5}  {:>5}  {:>5}  {:>6}  {:>16}  {:>6}  {:>6}",
        "Pair", "Games", "W", "D", "L", "Score", "Elo ± 95%", "LOS", "Draws"
    );
    for p in pairs {
        let label = format!("{} vs {}", names[p.a], names[p.b]);
        let w = &p.wdl;
        let _ = writeln!(
            out,
            "{label:<width$}  {:>5}  {:>5}  {:>5}  {:>5}  {:>6}  {:>16}  {:>6}  {:>6}",
            w.games(),
            w.wins,
            w.draws,
            w.losses,
            w.score()
                .map_or("-".into(), |s| format!("{:.1}%", s * 100.0)),
            elo_text(w),
            if w.games() > 0 {
                format!("{:.1}%", w.los() * 100.0)
            } else {
                "-".into()
            },
            w.draw_ratio()
                .map_or("-".into(), |d| format!("{:.1}%", d * 100.0)),
        );
    }
    for p in pairs {
        if p.wdl.games() == 0 {
            continue;
        }
        let _ = writeln!(
            out,
            "{} vs {}: {} with White {}-{}-{}; pairs (0, ½, 1, 1½, 2): {:?}",
            names[p.a],
            names[p.b],
            names[p.a],
            p.a_white.wins,
            p.a_white.draws,
            p.a_white.losses,
            p.penta.0
        );
        let ends: Vec<String> = p
            .ends
            .iter()
            .map(|(k, n)| format!("{} {n}", k.label()))
            .collect();
        let _ = writeln!(out, "  game ends: {}", ends.join(", "));
        for (side, engine) in [(0, p.a), (1, p.b)] {
            if !p.faults[side].is_empty() {
                let f: Vec<String> = p.faults[side]
                    .iter()
                    .map(|(k, n)| format!("{} {n}", k.label()))
                    .collect();
                let _ = writeln!(out, "  {} lost by {}", names[engine], f.join(", "));
            }
        }
    }
    if let Some((sprt, paired, decision)) = sprt {
        if let Some(p) = pairs.first() {
            let llr = p.llr(sprt, paired);
            let verdict = match decision.unwrap_or_else(|| sprt.decide(llr)) {
                SprtDecision::AcceptH1 => "H1 accepted",
                SprtDecision::AcceptH0 => "H0 accepted",
                SprtDecision::Continue => "no decision yet",
            };
            let _ = writeln!(
                out,
                "SPRT [{:.2}, {:.2}] α={} β={} ({} model, {}): LLR {llr:.2} ({:.2}, {:.2}) - {verdict}",
                sprt.elo0,
                sprt.elo1,
                sprt.alpha,
                sprt.beta,
                sprt.model.name(),
                if paired && p.penta.pairs() > 0 {
                    "pentanomial"
                } else {
                    "trinomial"
                },
                sprt.lower_bound(),
                sprt.upper_bound()
            );
        }
    }
    if names.len() > 2 {
        let mut standings: Vec<(usize, f64, u32)> = (0..names.len())
            .map(|i| {
                let mut points = 0.0;
                let mut games = 0;
                for p in pairs {
                    if p.a == i {
                        points += p.wdl.points();
                        games += p.wdl.games();
                    } else if p.b == i {
                        points += p.wdl.flipped().points();
                        games += p.wdl.games();
                    }
                }
                (i, points, games)
            })
            .collect();
        standings.sort_by(|x, y| y.1.total_cmp(&x.1));
        let _ = writeln!(out, "Standings:");
        for (rank, (i, points, games)) in standings.iter().enumerate() {
            let _ = writeln!(
                out,
                "{:>3}. {:<24} {points:>6.1} / {games}",
                rank + 1,
                names[*i]
            );
        }
    }
    out
}

/// A number as written in JSON: rounded to 4 decimals, `None` (`null`) when not finite.
fn rounded(x: Option<f64>) -> Option<f64> {
    x.filter(|v| v.is_finite()).map(|v| (v * 1e4).round() / 1e4)
}

/// One pair's results, the JSON object of a report's `pairs`.
#[derive(Serialize, Debug)]
pub struct PairJson<'a> {
    pub engine: &'a str,
    pub opponent: &'a str,
    pub games: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub score: Option<f64>,
    pub elo: Option<f64>,
    pub elo_error: Option<f64>,
    pub los: Option<f64>,
    pub draw_ratio: Option<f64>,
    pub pentanomial: [u32; 5],
    pub llr: Option<f64>,
    /// Game ends by kind (`{"checkmate": 3, ...}`, in `EndKind` order).
    #[serde(serialize_with = "serialize_ends")]
    pub ends: &'a BTreeMap<EndKind, u32>,
}

fn serialize_ends<S: Serializer>(
    ends: &&BTreeMap<EndKind, u32>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    serializer.collect_map(ends.iter().map(|(k, n)| (k.label(), n)))
}

/// One pair's results as the JSON object of a report.
pub fn pair_json<'a>(names: &'a [String], p: &'a PairStats, llr: Option<f64>) -> PairJson<'a> {
    let w = &p.wdl;
    PairJson {
        engine: &names[p.a],
        opponent: &names[p.b],
        games: w.games(),
        wins: w.wins,
        draws: w.draws,
        losses: w.losses,
        score: rounded(w.score()),
        elo: rounded(w.elo()),
        elo_error: rounded(w.elo_error()),
        los: rounded((w.games() > 0).then(|| w.los())),
        draw_ratio: rounded(w.draw_ratio()),
        pentanomial: p.penta.0,
        llr: rounded(llr),
        ends: &p.ends,
    }
}

/// The JSON line of a finished game (`--json`).
#[derive(Serialize, Debug)]
#[serde(tag = "type", rename = "game")]
pub struct GameJson<'a> {
    pub number: usize,
    pub white: &'a str,
    pub black: &'a str,
    pub result: &'a str,
    pub termination: &'a str,
    pub reason: &'a str,
    pub plies: usize,
}

/// The last JSON line of a tournament (`--json`): games played and scheduled, the SPRT's
/// decision (`"H1"`, `"H0"` or `null`) and each pair's results.
#[derive(Serialize, Debug)]
#[serde(tag = "type", rename = "report")]
pub struct ReportJson<'a> {
    pub games: usize,
    pub scheduled: usize,
    pub interrupted: bool,
    pub sprt: Option<&'static str>,
    pub pairs: Vec<PairJson<'a>>,
}

/// A value as one line of JSON.
pub fn json_line<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("JSON of plain data")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairs_and_faults() {
        let mut p = PairStats::new(0, 1);
        p.add(GameResult::WhiteWins, true, 0, EndKind::Checkmate);
        p.add(GameResult::WhiteWins, false, 0, EndKind::Crash);
        p.add(GameResult::Draw, true, 1, EndKind::Repetition);
        p.add(GameResult::Unknown, false, 1, EndKind::CannotPlay);
        assert_eq!(p.wdl, Wdl::new(1, 1, 1));
        assert_eq!(p.a_white, Wdl::new(1, 1, 0));
        // Pair 0: a win and a loss (1 point); pair 1 still open.
        assert_eq!(p.penta.0, [0, 0, 1, 0, 0]);
        assert_eq!(p.faults[0].get(&EndKind::Crash), Some(&1));
        let names = vec!["new".to_string(), "base".to_string()];
        let text = final_report(&names, &[p.clone()], None, "Results");
        assert!(text.contains("new vs base"), "{text}");
        assert!(text.contains("new lost by crash 1"), "{text}");
        let json = json_line(&pair_json(&names, &p, None));
        assert_eq!(
            json,
            "{\"engine\":\"new\",\"opponent\":\"base\",\"games\":3,\"wins\":1,\"draws\":1,\
             \"losses\":1,\"score\":0.5,\"elo\":-0.0,\"elo_error\":561.2043,\"los\":0.5,\
             \"draw_ratio\":0.3333,\"pentanomial\":[0,0,1,0,0],\"llr\":null,\
             \"ends\":{\"checkmate\":1,\"repetition\":1,\"crash\":1}}"
        );
    }

    #[test]
    fn game_and_report_lines_are_json_with_the_type_first() {
        let game = GameJson {
            number: 7,
            white: "new",
            black: "a \"quoted\"\\name",
            result: "1-0",
            termination: "normal",
            reason: "White mates\n\tat last\u{1}",
            plies: 41,
        };
        let line = json_line(&game);
        assert!(line.starts_with("{\"type\":\"game\",\"number\":7,\"white\":\"new\","));
        assert!(!line.contains('\n'), "{line}");
        let back: serde_json::Value = serde_json::from_str(&line).unwrap();
        assert_eq!(back["black"], "a \"quoted\"\\name");
        assert_eq!(back["reason"], "White mates\n\tat last\u{1}");
        assert_eq!(back["plies"], 41);
        let names = vec!["new".to_string(), "base".to_string()];
        let p = PairStats::new(0, 1);
        let report = ReportJson {
            games: 0,
            scheduled: 10,
            interrupted: true,
            sprt: Some("H0"),
            pairs: vec![pair_json(&names, &p, Some(f64::NAN))],
        };
        let line = json_line(&report);
        assert!(
            line.starts_with(
                "{\"type\":\"report\",\"games\":0,\"scheduled\":10,\"interrupted\":true,\
                 \"sprt\":\"H0\",\"pairs\":[{\"engine\":\"new\","
            ),
            "{line}"
        );
        assert!(line.ends_with("\"llr\":null,\"ends\":{}}]}"), "{line}");
    }

    #[test]
    fn progress_text() {
        let w = Wdl::new(10, 5, 5);
        let s = progress_message("A vs B", &w, Some((1.234, -2.94, 2.94)));
        assert!(
            s.starts_with("A vs B  W 10 D 5 L 5  score 62.5%  Elo +88.7 ± "),
            "{s}"
        );
        assert!(s.ends_with("LLR 1.23 (-2.94, 2.94)"));
        assert_eq!(
            progress_message("x", &Wdl::default(), None),
            "x  W 0 D 0 L 0"
        );
    }
}

//! From the evaluation of every position of a game to the annotated game and its report.
//!
//! Which moves are judged (on top of lichess's verdicts in `judge`):
//! * not a move the engine itself chose in that position (lichess judges only moves that have
//!   a better alternative; a deeper look at the next position does not make the engine's own
//!   choice a mistake);
//! * not a book move (one the opening book knows, while the game is still in the book);
//! * not a move that ends the game, unless it ends it in a draw;
//! * not a null move.
//!
//! The input's verdict glyphs (`?!`, `?`, `??`, as a previous analysis wrote them) are
//! replaced by this analysis's; `!`, `!!` and `!?` stay unless the move is judged.
//!
//! Accuracy and average centipawn loss count every move but null moves, book moves included, as
//! lichess does; a position whose value is unknown (a game won by the side to move, which only
//! antichess has) ends the curve.

use super::judge::{self, CurveMove, Fall, Judgement, Score};
use super::opening::Opening;
use crate::core::{CastlingSide, Color, File, Move, Square};
use crate::game::{Game, GameMove};
use crate::variant::AnyPosition;
use std::fmt::Write as _;

/// What the analysis knows of one position of the main line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionInfo {
    /// White's point of view; `None` when unknown (see the module documentation).
    pub score: Option<Score>,
    /// Search depth; 0 for a finished game.
    pub depth: u32,
    /// The engine's move and line (empty when the game is over).
    pub pv: Vec<Move>,
    /// The game is over in this position.
    pub terminal: bool,
    /// Win/draw/loss for the side to move from the tablebases, where they cover the position.
    pub tb_wdl: Option<i32>,
}

impl PositionInfo {
    pub fn best(&self) -> Option<Move> {
        self.pv.first().copied()
    }
}

/// One move's report.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveReport {
    pub mover: Color,
    /// The move in SAN (`--` for a null move) and UCI.
    pub san: String,
    pub uci: String,
    pub judgement: Option<(Judgement, Fall)>,
    pub accuracy: Option<f64>,
    pub cp_loss: Option<i32>,
    pub book: bool,
}

/// A side's summary.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SideReport {
    pub accuracy: Option<f64>,
    pub acpl: Option<i32>,
    pub inaccuracies: usize,
    pub mistakes: usize,
    pub blunders: usize,
}

impl SideReport {
    pub fn count(&self, j: Judgement) -> usize {
        match j {
            Judgement::Inaccuracy => self.inaccuracies,
            Judgement::Mistake => self.mistakes,
            Judgement::Blunder => self.blunders,
        }
    }
}

/// Everything the analysis found in one game.
#[derive(Clone, Debug, PartialEq)]
pub struct GameReport {
    /// Before every move and after the last (`moves.len() + 1` entries).
    pub positions: Vec<PositionInfo>,
    pub moves: Vec<MoveReport>,
    pub white: SideReport,
    pub black: SideReport,
    pub opening: Option<Opening>,
    /// Who analysed, and with what limit (`ferrum, nodes 100000`).
    pub annotator: String,
}

impl GameReport {
    pub fn side(&self, color: Color) -> &SideReport {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    /// White's Win% along the game (as far as the values are known).
    pub fn win_percents(&self) -> Vec<f64> {
        self.positions
            .iter()
            .map_while(|p| p.score.map(Score::win_percent))
            .collect()
    }
}

/// Which moves are book moves: those the book knows from the start until the first it does not.
pub type BookLookup<'a> = &'a dyn Fn(&AnyPosition, Move) -> bool;

/// The report of a game from its positions' information.
pub fn report(
    game: &Game,
    positions: Vec<PositionInfo>,
    book: Option<BookLookup>,
    opening: Option<Opening>,
    annotator: String,
) -> GameReport {
    let mut moves = Vec::with_capacity(game.moves.len());
    let mut in_book = book.is_some();
    for (ply, (pos, gm)) in game.plies().enumerate() {
        let mover = pos.turn();
        let (san, uci) = match gm.mv {
            Some(m) => (pos.san(m), pos.uci(m)),
            None => ("--".to_string(), "0000".to_string()),
        };
        let is_book = match (gm.mv, book) {
            (Some(m), Some(lookup)) if in_book => lookup(&pos, m),
            _ => false,
        };
        in_book &= is_book;
        let (before, after) = (&positions[ply], &positions[ply + 1]);
        let (mut judgement, mut accuracy, mut cp_loss) = (None, None, None);
        if let (Some(m), Some(b), Some(a)) = (gm.mv, before.score, after.score) {
            accuracy = Some(judge::move_accuracy_for(
                mover,
                b.win_percent(),
                a.win_percent(),
            ));
            cp_loss = Some(judge::cp_loss(mover, b, a));
            let engine_choice = before.best() == Some(m);
            let ends_in_win =
                after.terminal && after.score.is_some_and(|s| s.mate_winner().is_some());
            if !engine_choice && !is_book && !ends_in_win {
                judgement = judge::judge(mover, b, a);
            }
        }
        moves.push(MoveReport {
            mover,
            san,
            uci,
            judgement,
            accuracy,
            cp_loss,
            book: is_book,
        });
    }
    let white = side_report(&positions, &moves, game, Color::White);
    let black = side_report(&positions, &moves, game, Color::Black);
    GameReport {
        positions,
        moves,
        white,
        black,
        opening,
        annotator,
    }
}

fn side_report(
    positions: &[PositionInfo],
    moves: &[MoveReport],
    game: &Game,
    side: Color,
) -> SideReport {
    let curve: Vec<f64> = positions
        .iter()
        .map_while(|p| p.score.map(Score::win_percent))
        .collect();
    let curve_moves: Vec<CurveMove> = moves
        .iter()
        .zip(&game.moves)
        .map(|(m, gm)| CurveMove {
            mover: m.mover,
            counts: gm.mv.is_some(),
        })
        .collect();
    let mine = || moves.iter().filter(move |m| m.mover == side);
    let losses: Vec<i32> = mine().filter_map(|m| m.cp_loss).collect();
    let count = |j: Judgement| {
        mine()
            .filter(|m| m.judgement.is_some_and(|(x, _)| x == j))
            .count()
    };
    SideReport {
        accuracy: judge::game_accuracy(&curve, &curve_moves[..curve.len().saturating_sub(1)], side),
        acpl: judge::average_cp_loss(&losses),
        inaccuracies: count(Judgement::Inaccuracy),
        mistakes: count(Judgement::Mistake),
        blunders: count(Judgement::Blunder),
    }
}

/// A score as `[%eval]` writes it: pawns with two decimals, `#N` / `#-N` for mates; a finished
/// game won by White or Black is `#0` when the side to move has lost (python-chess's reading),
/// and has no value otherwise.
pub fn eval_text(score: Score, turn: Color) -> Option<String> {
    Some(match score {
        Score::Cp(cp) => {
            let sign = if cp < 0 { "-" } else { "" };
            format!(
                "{sign}{}.{:02}",
                cp.unsigned_abs() / 100,
                cp.unsigned_abs() % 100
            )
        }
        Score::Mate { moves: 0, winner } if winner != turn => "#0".to_string(),
        Score::Mate { moves: 0, .. } => return None,
        Score::Mate { winner, moves } => match winner {
            Color::White => format!("#{moves}"),
            Color::Black => format!("#-{moves}"),
        },
    })
}

/// The `[%eval ...]` command of a position, with the depth when there was a search.
fn eval_command(info: &PositionInfo, turn: Color) -> Option<String> {
    let text = eval_text(info.score?, turn)?;
    Some(if info.depth > 0 {
        format!("[%eval {text},{}]", info.depth)
    } else {
        format!("[%eval {text}]")
    })
}

/// The squares of a move's arrow: castling as the king's path (`e1g1`, also in Chess960),
/// `None` for a drop.
pub fn arrow_of(m: Move) -> Option<(Square, Square)> {
    if m.is_drop() {
        return None;
    }
    if m.is_castle() {
        let file = match m.castling_side() {
            CastlingSide::King => File::new(6)?,
            CastlingSide::Queen => File::new(2)?,
        };
        return Some((m.from(), Square::from_coords(file, m.from().rank())));
    }
    Some((m.from(), m.to()))
}

/// The better move in lichess's drawing commands: a green arrow, or a green square for a drop.
fn arrow_command(m: Move) -> String {
    match arrow_of(m) {
        Some((from, to)) => format!("[%cal G{from}{to}]"),
        None => format!("[%csl G{}]", m.to()),
    }
}

/// A comment without its `[%eval ...]` commands (a previous analysis's).
fn without_eval(comment: &str) -> String {
    let mut out = String::with_capacity(comment.len());
    let mut rest = comment;
    while let Some(start) = rest.find("[%eval") {
        out.push_str(&rest[..start]);
        rest = match rest[start..].find(']') {
            Some(end) => &rest[start + end + 1..],
            None => "",
        };
    }
    out.push_str(rest);
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn join(parts: Vec<String>) -> Option<String> {
    let parts: Vec<String> = parts.into_iter().filter(|p| !p.is_empty()).collect();
    (!parts.is_empty()).then(|| parts.join(" "))
}

/// Tablebase words for the side that moved into the position (`TB: White wins`).
fn tb_note(wdl: i32, turn: Color) -> String {
    let winner = match wdl {
        2 => Some(turn),
        -2 => Some(!turn),
        _ => None,
    };
    match winner {
        Some(c) => format!("TB: {} wins.", c.fold("White", "Black")),
        None if wdl == 0 => "TB: draw.".to_string(),
        None => "TB: draw by the 50-move rule.".to_string(),
    }
}

/// `(0.35 → -2.10)`: the evaluations around a judged move.
fn change_text(before: Score, after: Score, turn_before: Color) -> String {
    let show = |s: Score, turn: Color| eval_text(s, turn).unwrap_or_else(|| "?".into());
    format!(
        "({} → {})",
        show(before, turn_before),
        show(after, !turn_before)
    )
}

/// The closing words: each side's accuracy, average loss and counts.
pub fn summary_text(report: &GameReport) -> String {
    let mut out = String::new();
    for color in Color::ALL {
        let side = report.side(color);
        let _ = write!(out, "{}: ", color.fold("White", "Black"));
        match side.accuracy {
            Some(a) => {
                let _ = write!(out, "accuracy {a:.1}%, ");
            }
            None => out.push_str("accuracy -, "),
        }
        match side.acpl {
            Some(l) => {
                let _ = write!(out, "ACPL {l}, ");
            }
            None => out.push_str("ACPL -, "),
        }
        let _ = write!(
            out,
            "inaccuracies {}, mistakes {}, blunders {}. ",
            side.inaccuracies, side.mistakes, side.blunders
        );
    }
    let _ = write!(out, "Analysis: {}.", report.annotator);
    out
}

/// The annotated game: evaluations, verdicts with the better line as a variation and a
/// `[%cal]` arrow, book and tablebase notes, the summary tags and closing comment, the opening.
pub fn annotate(game: &Game, report: &GameReport, pv_plies: usize) -> Game {
    let mut out = game.clone();
    let positions = &report.positions;
    out.comment = join(vec![
        eval_command(&positions[0], game.start.turn()).unwrap_or_default(),
        game.comment
            .as_deref()
            .map(without_eval)
            .unwrap_or_default(),
    ]);
    for (ply, ((pos, gm), m)) in game.plies().zip(&report.moves).enumerate() {
        let after = &positions[ply + 1];
        let turn_after = !pos.turn();
        let mut parts = vec![eval_command(after, turn_after).unwrap_or_default()];
        let mut variation = Vec::new();
        // The input's own verdicts (?!, ?, ??) give way to this analysis's; !, !! and !? stay.
        let mut nags: Vec<u8> = gm
            .nags
            .iter()
            .copied()
            .filter(|&n| Judgement::from_nag(n).is_none())
            .collect();
        if let Some((judgement, fall)) = m.judgement {
            let line = &positions[ply].pv;
            if let Some(&best) = line.first() {
                parts.push(arrow_command(best));
                let mut p = pos.clone();
                for &mv in line.iter().take(pv_plies.max(1)) {
                    variation.push(GameMove::new(mv));
                    p.play_unchecked(mv);
                }
            }
            nags.retain(|&n| !(1..=6).contains(&n));
            nags.insert(0, judgement.nag());
            let mut words = String::new();
            if let (Some(b), Some(a)) = (positions[ply].score, after.score) {
                words.push_str(&change_text(b, a, pos.turn()));
                words.push(' ');
            }
            let _ = write!(words, "{}.", fall.describe(judgement));
            if let Some(best) = positions[ply].best() {
                let _ = write!(words, " {} was best.", pos.san(best));
            }
            parts.push(gm.comment.as_deref().map(without_eval).unwrap_or_default());
            parts.push(words);
        } else {
            parts.push(gm.comment.as_deref().map(without_eval).unwrap_or_default());
        }
        if m.book {
            parts.push("Book move.".to_string());
        }
        if let Some(wdl) = after.tb_wdl {
            let first = ply == 0 || positions[ply].tb_wdl.is_none();
            if first || positions[ply].tb_wdl.map(|w| -w) != Some(wdl) {
                parts.push(tb_note(wdl, turn_after));
            }
        }
        let target = &mut out.moves[ply];
        target.nags = nags;
        target.comment = join(parts);
        if !variation.is_empty() {
            target.variations.push(variation);
        }
    }
    let summary = summary_text(report);
    match out.moves.last_mut() {
        Some(last) => last.comment = join(vec![last.comment.take().unwrap_or_default(), summary]),
        None => out.comment = join(vec![out.comment.take().unwrap_or_default(), summary]),
    }
    set_tags(&mut out, report);
    out
}

fn set_tags(game: &mut Game, report: &GameReport) {
    game.set_tag(
        "Annotator",
        &format!("ferrum analyse ({})", report.annotator),
    );
    for color in Color::ALL {
        let side = report.side(color);
        let name = color.fold("White", "Black");
        if let Some(a) = side.accuracy {
            game.set_tag(&format!("{name}Accuracy"), &format!("{a:.1}"));
        }
        if let Some(l) = side.acpl {
            game.set_tag(&format!("{name}ACPL"), &l.to_string());
        }
    }
    if let Some(o) = &report.opening {
        if game
            .tag("ECO")
            .is_none_or(|v| v.trim().is_empty() || v == "?")
        {
            game.set_tag("ECO", o.eco);
        }
        if game
            .tag("Opening")
            .is_none_or(|v| v.trim().is_empty() || v == "?")
        {
            game.set_tag("Opening", o.name);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::pgn::read_games;
    use crate::game::pgn_write::write_game;

    fn info(score: Score, pv: Vec<Move>) -> PositionInfo {
        PositionInfo {
            score: Some(score),
            depth: 10,
            pv,
            terminal: false,
            tb_wdl: None,
        }
    }

    #[test]
    fn eval_texts() {
        assert_eq!(eval_text(Score::Cp(35), Color::White).unwrap(), "0.35");
        assert_eq!(eval_text(Score::Cp(-5), Color::White).unwrap(), "-0.05");
        assert_eq!(eval_text(Score::Cp(-210), Color::Black).unwrap(), "-2.10");
        let mate = |winner, moves| Score::Mate { winner, moves };
        assert_eq!(
            eval_text(mate(Color::Black, 3), Color::White).unwrap(),
            "#-3"
        );
        assert_eq!(
            eval_text(mate(Color::White, 1), Color::White).unwrap(),
            "#1"
        );
        assert_eq!(
            eval_text(mate(Color::White, 0), Color::Black).unwrap(),
            "#0"
        );
        assert_eq!(eval_text(mate(Color::White, 0), Color::White), None);
        assert_eq!(
            without_eval("[%eval 0.3,5] [%clk 0:01:00] x"),
            "[%clk 0:01:00] x"
        );
    }

    /// Scholar's mate: Black's 3... Nf6?? allows mate; the engine's own 3. Qxf7# is not judged.
    #[test]
    fn judged_moves_variations_and_tags() {
        let game = read_games("1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0")
            .remove(0)
            .unwrap();
        let mut pos = game.start.clone();
        let mut positions = Vec::new();
        let mut scores = vec![
            Score::Cp(30),
            Score::Cp(25),
            Score::Cp(30),
            Score::Cp(20),
            Score::Cp(40),
            Score::Cp(10),
            Score::Mate {
                winner: Color::White,
                moves: 1,
            },
            Score::Mate {
                winner: Color::White,
                moves: 0,
            },
        ];
        scores.reverse();
        for gm in &game.moves {
            // The engine would have played the game's moves, except 3... g6 instead of Nf6.
            let best = if pos.fullmoves() == 3 && pos.turn() == Color::Black {
                pos.parse_san("g6").unwrap()
            } else {
                gm.mv.unwrap()
            };
            positions.push(info(scores.pop().unwrap(), vec![best]));
            pos.play_unchecked(gm.mv.unwrap());
        }
        positions.push(PositionInfo {
            score: scores.pop(),
            depth: 0,
            pv: Vec::new(),
            terminal: true,
            tb_wdl: None,
        });
        let report = report(&game, positions, None, None, "test".into());
        assert_eq!(report.black.blunders, 1);
        assert_eq!(
            report.white.blunders + report.white.mistakes + report.white.inaccuracies,
            0
        );
        assert_eq!(
            report.moves[5].judgement,
            Some((Judgement::Blunder, Fall::MateCreated))
        );
        assert_eq!(report.moves[6].judgement, None);
        let annotated = annotate(&game, &report, 8);
        let text = write_game(&annotated);
        let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(flat.contains("3... Nf6 $4 {[%eval #1,10] [%cal Gg7g6] (0.10 → #1) Checkmate is now unavoidable. g6 was best.} (3... g6) 4. Qxf7#"), "{text}");
        assert!(
            flat.contains(
                "Black: accuracy 23.9%, ACPL 338, inaccuracies 0, mistakes 0, blunders 1."
            ),
            "{text}"
        );
        assert!(text.contains("[%eval #0]"), "{text}");
        assert!(text.contains("[WhiteACPL \""), "{text}");
        assert!(text.contains("Black: accuracy"), "{text}");
        let back = read_games(&text).remove(0).unwrap();
        assert_eq!(back.moves.len(), 7);
        assert_eq!(back.moves[5].nags, [4]);
    }
}

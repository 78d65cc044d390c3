//! The judgement of moves from evaluations: winning chances, move accuracy, game accuracy,
//! average centipawn loss and the inaccuracy / mistake / blunder verdicts, with lichess's
//! published formulas and constants.
//!
//! Sources (lichess, read for the formulas; the code here is ferrum's own):
//! * Winning chances and Win%: scalachess `core/src/main/scala/eval.scala`, `WinPercent`:
//!   `winningChances(cp) = 2 / (1 + exp(-0.00368208 · cp)) - 1`, clamped to [-1, 1]
//!   (the multiplier from lila pull request 11148); `Win% = 50 + 50 · winningChances(cp)` with
//!   the centipawns first limited to ±1000 (`Cp.CEILING`), and a mate counted as ±1000.
//! * Move accuracy: lila `modules/analyse/src/main/AccuracyPercent.scala`, `fromWinPercents`:
//!   100 when the mover's Win% did not fall, else
//!   `103.1668100711649 · exp(-0.04354415386753951 · drop) - 3.166924740191411 + 1`, within
//!   [0, 100].
//! * Game accuracy: the same file, `gameAccuracy`: the Win% curve of the game (the position
//!   before the first move included) is cut into windows of `clamp(moves / 10, 2, 8)` values;
//!   each move is weighted by its window's standard deviation (population), clamped to
//!   [0.5, 12]; a side's accuracy is the mean of the weighted mean and the harmonic mean (each
//!   value at least 1) of its moves' accuracies.
//! * Verdicts: lila `modules/tree/src/main/Advice.scala`: with centipawns before and after, the
//!   mover's loss of winning chances (not limited to ±1000) of at least 0.3 is a blunder, 0.2 a
//!   mistake, 0.1 an inaccuracy; with mates, a forced mate against the mover that appears is a
//!   blunder (a mistake when the mover already stood below -7 pawns, an inaccuracy below
//!   -9.99), and a forced mate of the mover's that disappears is a blunder (a mistake when
//!   above +7 pawns after, an inaccuracy above +9.99).
//! * Average centipawn loss: lila `modules/analyse/src/main/AccuracyCP.scala`: per move the
//!   mover's fall in centipawns, each evaluation limited to ±1000 (mates ±1000), never below 0;
//!   the mean rounded half up.
//!
//! Where ferrum differs, on purpose: the position before the first move has its own analysed
//! evaluation (lichess puts +0.15 there, also for games from a FEN); `analysis::annotate` adds
//! the rules about which moves are judged at all (the engine's own choice, book moves, moves
//! that end the game, null moves).

use crate::core::Color;

/// Centipawns beyond which Win%, accuracy and centipawn loss stop counting (lichess's
/// `Cp.CEILING`); mates count as this much.
pub const CP_CEILING: i32 = 1000;
/// The slope of lichess's winning-chances curve, per centipawn.
pub const WINNING_CHANCES_SLOPE: f64 = -0.003_682_08;
/// The falls of winning chances (on the -1..1 scale) that make a blunder, a mistake and an
/// inaccuracy.
pub const BLUNDER: f64 = 0.3;
pub const MISTAKE: f64 = 0.2;
pub const INACCURACY: f64 = 0.1;

/// An evaluation from White's point of view.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Score {
    /// Centipawns, positive when White is better.
    Cp(i32),
    /// A forced mate for `winner` in `moves` moves; 0 moves: the game is over, `winner` has
    /// won it (checkmate, or a variant's win).
    Mate { winner: Color, moves: u32 },
}

impl Score {
    /// The score for the side to move `stm` of a score given from that side's point of view.
    pub fn from_side(stm: Color, cp_or_mate: crate::tournament::player::Score) -> Score {
        use crate::tournament::player::Score as Pov;
        match cp_or_mate {
            Pov::Cp(cp) => Score::Cp(if stm == Color::White { cp } else { -cp }),
            Pov::Mate(n) if n > 0 => Score::Mate {
                winner: stm,
                moves: n.unsigned_abs(),
            },
            Pov::Mate(n) => Score::Mate {
                winner: !stm,
                moves: n.unsigned_abs(),
            },
        }
    }

    /// Centipawns for `color` (`None` for a mate).
    pub fn cp_for(self, color: Color) -> Option<i32> {
        match self {
            Score::Cp(cp) if color == Color::White => Some(cp),
            Score::Cp(cp) => Some(-cp),
            Score::Mate { .. } => None,
        }
    }

    /// White's centipawns limited to ±`CP_CEILING`, mates counting as the ceiling.
    pub fn ceiled(self) -> i32 {
        match self {
            Score::Cp(cp) => cp.clamp(-CP_CEILING, CP_CEILING),
            Score::Mate {
                winner: Color::White,
                ..
            } => CP_CEILING,
            Score::Mate { .. } => -CP_CEILING,
        }
    }

    /// White's Win% (0..100).
    pub fn win_percent(self) -> f64 {
        50.0 + 50.0 * winning_chances(self.ceiled() as f64)
    }

    /// The side that has a forced mate, if any.
    pub fn mate_winner(self) -> Option<Color> {
        match self {
            Score::Mate { winner, .. } => Some(winner),
            Score::Cp(_) => None,
        }
    }
}

/// lichess's winning chances of centipawns, -1..1.
pub fn winning_chances(cp: f64) -> f64 {
    (2.0 / (1.0 + (WINNING_CHANCES_SLOPE * cp).exp()) - 1.0).clamp(-1.0, 1.0)
}

/// The accuracy of one move from the mover's Win% before and after it.
pub fn move_accuracy(before: f64, after: f64) -> f64 {
    if after >= before {
        return 100.0;
    }
    let drop = before - after;
    let raw =
        103.166_810_071_164_9 * (-0.043_544_153_867_539_51 * drop).exp() + -3.166_924_740_191_411;
    (raw + 1.0).clamp(0.0, 100.0)
}

/// The accuracy of White's or Black's move from White's Win% before and after it (lichess
/// swaps the two values for Black rather than taking them from 100).
pub fn move_accuracy_for(mover: Color, white_before: f64, white_after: f64) -> f64 {
    match mover {
        Color::White => move_accuracy(white_before, white_after),
        Color::Black => move_accuracy(white_after, white_before),
    }
}

/// How bad a move was.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Judgement {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Judgement {
    pub const ALL: [Judgement; 3] = [
        Judgement::Inaccuracy,
        Judgement::Mistake,
        Judgement::Blunder,
    ];

    /// The PGN NAG: `?!` 6, `?` 2, `??` 4.
    pub fn nag(self) -> u8 {
        match self {
            Judgement::Inaccuracy => 6,
            Judgement::Mistake => 2,
            Judgement::Blunder => 4,
        }
    }

    pub fn glyph(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "?!",
            Judgement::Mistake => "?",
            Judgement::Blunder => "??",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "Inaccuracy",
            Judgement::Mistake => "Mistake",
            Judgement::Blunder => "Blunder",
        }
    }

    /// The judgement a NAG stands for.
    pub fn from_nag(nag: u8) -> Option<Judgement> {
        Judgement::ALL.into_iter().find(|j| j.nag() == nag)
    }
}

/// What kind of fall a verdict is about, for the comment.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Fall {
    /// Winning chances fell (both evaluations in centipawns).
    Chances,
    /// A forced mate against the mover appeared ("Checkmate is now unavoidable").
    MateCreated,
    /// The mover's forced mate is gone ("Lost forced checkmate sequence").
    MateLost,
}

impl Fall {
    /// lichess's words for it.
    pub fn describe(self, judgement: Judgement) -> &'static str {
        match self {
            Fall::Chances => judgement.name(),
            Fall::MateCreated => "Checkmate is now unavoidable",
            Fall::MateLost => "Lost forced checkmate sequence",
        }
    }
}

/// lichess's verdict on a move by `mover` from the evaluations before and after it (White's
/// point of view), or `None` for a move that loses too little to mention.
pub fn judge(mover: Color, before: Score, after: Score) -> Option<(Judgement, Fall)> {
    if let (Some(cp_before), Some(cp_after)) =
        (before.cp_for(Color::White), after.cp_for(Color::White))
    {
        let fall = winning_chances(cp_before as f64) - winning_chances(cp_after as f64);
        let fall = if mover == Color::White { fall } else { -fall };
        let judgement = if fall >= BLUNDER {
            Judgement::Blunder
        } else if fall >= MISTAKE {
            Judgement::Mistake
        } else if fall >= INACCURACY {
            Judgement::Inaccuracy
        } else {
            return None;
        };
        return Some((judgement, Fall::Chances));
    }
    // Centipawns for the mover, 0 where the score is a mate (lichess's `so`).
    let cp_before = before.cp_for(mover).unwrap_or(0);
    let cp_after = after.cp_for(mover).unwrap_or(0);
    let ours = |s: Score| s.mate_winner().map(|w| w == mover);
    match (ours(before), ours(after)) {
        (None, Some(false)) => Some((
            if cp_before < -999 {
                Judgement::Inaccuracy
            } else if cp_before < -700 {
                Judgement::Mistake
            } else {
                Judgement::Blunder
            },
            Fall::MateCreated,
        )),
        (Some(true), None) | (Some(true), Some(false)) => Some((
            if cp_after > 999 {
                Judgement::Inaccuracy
            } else if cp_after > 700 {
                Judgement::Mistake
            } else {
                Judgement::Blunder
            },
            Fall::MateLost,
        )),
        _ => None,
    }
}

/// The centipawns the mover lost with a move (lichess's `AccuracyCP`): never below 0.
pub fn cp_loss(mover: Color, before: Score, after: Score) -> i32 {
    let diff = after.ceiled() - before.ceiled();
    let loss = if mover == Color::White { -diff } else { diff };
    loss.max(0)
}

/// The mean of centipawn losses rounded half up, as lichess shows it (`None` without moves).
pub fn average_cp_loss(losses: &[i32]) -> Option<i32> {
    if losses.is_empty() {
        return None;
    }
    let sum: f64 = losses.iter().map(|&l| l as f64).sum();
    Some((sum / losses.len() as f64 + 0.5).floor() as i32)
}

/// One move of the accuracy curve: who made it, and whether it counts (null moves do not).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CurveMove {
    pub mover: Color,
    pub counts: bool,
}

/// Population standard deviation, lichess's `Maths.standardDeviation`.
fn standard_deviation(values: &[f64]) -> f64 {
    let mean = values.iter().sum::<f64>() / values.len() as f64;
    let squares: f64 = values.iter().map(|&x| (x - mean) * (x - mean)).sum();
    (squares / values.len() as f64).sqrt()
}

/// The volatility weight of every move: the standard deviation of the Win% window it falls in.
pub fn volatility_weights(win_percents: &[f64]) -> Vec<f64> {
    let moves = win_percents.len().saturating_sub(1);
    if moves == 0 {
        return Vec::new();
    }
    let size = (moves / 10).clamp(2, 8);
    let mut windows: Vec<&[f64]> = Vec::with_capacity(moves);
    let head = size.min(win_percents.len());
    for _ in 0..head.saturating_sub(2) {
        windows.push(&win_percents[..head]);
    }
    if win_percents.len() <= size {
        windows.push(win_percents);
    } else {
        windows.extend(win_percents.windows(size));
    }
    windows
        .iter()
        .take(moves)
        .map(|w| standard_deviation(w).clamp(0.5, 12.0))
        .collect()
}

/// A side's game accuracy (lichess's `gameAccuracy`) from White's Win% before the first move
/// and after every move (`win_percents.len() == moves.len() + 1`); `None` for a side without
/// a counted move.
pub fn game_accuracy(win_percents: &[f64], moves: &[CurveMove], side: Color) -> Option<f64> {
    let weights = volatility_weights(win_percents);
    let mut weighted = 0.0;
    let mut total_weight = 0.0;
    let mut reciprocal = 0.0;
    let mut count = 0usize;
    for (i, m) in moves.iter().enumerate() {
        if m.mover != side || !m.counts || i + 1 >= win_percents.len() {
            continue;
        }
        let accuracy = move_accuracy_for(m.mover, win_percents[i], win_percents[i + 1]);
        let weight = weights[i];
        weighted += accuracy * weight;
        total_weight += weight;
        reciprocal += 1.0 / accuracy.max(1.0);
        count += 1;
    }
    if count == 0 || total_weight == 0.0 {
        return None;
    }
    let harmonic = count as f64 / reciprocal;
    Some((weighted / total_weight + harmonic) / 2.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-9
    }

    #[test]
    fn win_percent_follows_lichess() {
        assert!(close(Score::Cp(0).win_percent(), 50.0));
        // lichess's curve: +1.00 is 59.1%, +3.00 75.1% (to a tenth; python: 59.1026, 75.1126).
        assert_eq!((Score::Cp(100).win_percent() * 10.0).round(), 591.0);
        assert_eq!((Score::Cp(300).win_percent() * 10.0).round(), 751.0);
        // The ceiling: +20 pawns and a mate count as +10.
        assert!(close(
            Score::Cp(2000).win_percent(),
            Score::Cp(1000).win_percent()
        ));
        let mate = Score::Mate {
            winner: Color::Black,
            moves: 3,
        };
        assert!(close(mate.win_percent(), Score::Cp(-1000).win_percent()));
        assert!(close(
            Score::Cp(-250).win_percent() + Score::Cp(250).win_percent(),
            100.0
        ));
    }

    #[test]
    fn move_accuracy_curve() {
        assert_eq!(move_accuracy(60.0, 60.0), 100.0);
        assert_eq!(move_accuracy(40.0, 70.0), 100.0);
        // A fall of 0 from above: 103.1668 - 3.1669 + 1 = 101 -> 100.
        assert_eq!(move_accuracy(50.0, 49.999_999), 100.0);
        // A fall of 10 points is 64.58, of 50 points 9.53 (computed with python's math.exp).
        assert_eq!((move_accuracy(60.0, 50.0) * 100.0).round(), 6458.0);
        assert_eq!((move_accuracy(90.0, 40.0) * 100.0).round(), 953.0);
        assert_eq!(move_accuracy(100.0, 0.0), 0.0);
        // Black's view swaps the values.
        assert_eq!(
            move_accuracy_for(Color::Black, 50.0, 60.0),
            move_accuracy(60.0, 50.0)
        );
    }

    #[test]
    fn verdicts_on_winning_chances() {
        let w = Color::White;
        assert_eq!(judge(w, Score::Cp(30), Score::Cp(0)), None);
        // 0 -> -1.50 is a fall of 0.27: a mistake; to -2.00 it is 0.35, a blunder.
        assert_eq!(
            judge(w, Score::Cp(0), Score::Cp(-150)),
            Some((Judgement::Mistake, Fall::Chances))
        );
        assert_eq!(
            judge(w, Score::Cp(0), Score::Cp(-200)),
            Some((Judgement::Blunder, Fall::Chances))
        );
        assert_eq!(
            judge(w, Score::Cp(0), Score::Cp(-60)),
            Some((Judgement::Inaccuracy, Fall::Chances))
        );
        // Black gains from White's fall; White's rise is Black's fall.
        assert_eq!(judge(Color::Black, Score::Cp(0), Score::Cp(-200)), None);
        assert_eq!(
            judge(Color::Black, Score::Cp(0), Score::Cp(200)),
            Some((Judgement::Blunder, Fall::Chances))
        );
        // No ceiling on this path: +15 to +9 pawns loses almost nothing.
        assert_eq!(judge(w, Score::Cp(1500), Score::Cp(900)), None);
    }

    #[test]
    fn verdicts_with_mates() {
        let w = Color::White;
        let mated = Score::Mate {
            winner: Color::Black,
            moves: 4,
        };
        let mating = Score::Mate {
            winner: Color::White,
            moves: 2,
        };
        assert_eq!(
            judge(w, Score::Cp(50), mated),
            Some((Judgement::Blunder, Fall::MateCreated))
        );
        assert_eq!(
            judge(w, Score::Cp(-800), mated),
            Some((Judgement::Mistake, Fall::MateCreated))
        );
        assert_eq!(
            judge(w, Score::Cp(-1200), mated),
            Some((Judgement::Inaccuracy, Fall::MateCreated))
        );
        assert_eq!(
            judge(w, mating, Score::Cp(500)),
            Some((Judgement::Blunder, Fall::MateLost))
        );
        assert_eq!(
            judge(w, mating, Score::Cp(800)),
            Some((Judgement::Mistake, Fall::MateLost))
        );
        assert_eq!(
            judge(w, mating, Score::Cp(1000)),
            Some((Judgement::Inaccuracy, Fall::MateLost))
        );
        assert_eq!(
            judge(w, mating, mated),
            Some((Judgement::Blunder, Fall::MateLost))
        );
        // A slower mate is no verdict (lichess's "MateDelayed" is not shown).
        let slower = Score::Mate {
            winner: Color::White,
            moves: 6,
        };
        assert_eq!(judge(w, mating, slower), None);
        assert_eq!(judge(Color::Black, mating, slower), None);
    }

    #[test]
    fn centipawn_loss_and_its_mean() {
        assert_eq!(cp_loss(Color::White, Score::Cp(50), Score::Cp(-30)), 80);
        assert_eq!(cp_loss(Color::White, Score::Cp(50), Score::Cp(90)), 0);
        assert_eq!(cp_loss(Color::Black, Score::Cp(50), Score::Cp(90)), 40);
        let mate = Score::Mate {
            winner: Color::Black,
            moves: 1,
        };
        assert_eq!(cp_loss(Color::White, Score::Cp(1500), mate), 2000);
        assert_eq!(average_cp_loss(&[10, 21]), Some(16));
        assert_eq!(average_cp_loss(&[10, 20]), Some(15));
        assert_eq!(average_cp_loss(&[]), None);
    }

    #[test]
    fn game_accuracy_weights_and_means() {
        // Windows: 25 moves -> size 2; 100 moves -> 8 and 6 copies of the first window.
        assert_eq!(volatility_weights(&[50.0; 26]).len(), 25);
        let curve: Vec<f64> = (0..101).map(|i| 50.0 + (i % 7) as f64).collect();
        assert_eq!(volatility_weights(&curve).len(), 100);
        assert!(volatility_weights(&[50.0; 101]).iter().all(|&w| w == 0.5));
        // A steady game: every move 100.
        let moves: Vec<CurveMove> = (0..10)
            .map(|i| CurveMove {
                mover: if i % 2 == 0 {
                    Color::White
                } else {
                    Color::Black
                },
                counts: true,
            })
            .collect();
        let flat = [55.0; 11];
        assert_eq!(game_accuracy(&flat, &moves, Color::White), Some(100.0));
        // White throws the game away on move 5 (ply 8): Black stays perfect, White does not.
        let mut falling = flat;
        falling[9] = 5.0;
        falling[10] = 5.0;
        assert_eq!(game_accuracy(&falling, &moves, Color::Black), Some(100.0));
        let white = game_accuracy(&falling, &moves, Color::White).unwrap();
        assert!(white < 60.0 && white > 10.0, "{white}");
        assert_eq!(game_accuracy(&flat[..1], &[], Color::White), None);
    }
}

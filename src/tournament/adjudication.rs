//! Ending games early: draw and resign adjudication by the engines' scores (cutechess's rules),
//! a maximum game length, and tablebase adjudication.
//!
//! * Draw: once `move_number` full moves are played, every score within ±`score` cp counts;
//!   `move_count` consecutive moves of both sides (2 × `move_count` plies) make a draw. A move
//!   without a score breaks the run.
//! * Resign: a side whose own score is at or below -`score` cp for `move_count` consecutive
//!   moves of its own loses (with `two_sided`, the opponent's last `move_count` scores must be
//!   at or above `score` too).
//! * Tablebases: a standard-chess position without castling rights and with at most
//!   `max_pieces` pieces (and the tables' own limit) ends with the tables' result; cursed wins
//!   and blessed losses are draws unless the 50-move rule is ignored.

use super::config::{DrawRule, ResignRule};
use super::player::Eval;
use crate::core::Color;
use crate::tb::Tablebases;
use crate::variant::AnyPosition;
use std::sync::Arc;

/// A decision of the adjudicator: the result, the rule that decided and the result comment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Adjudication {
    Draw(AdjudicationRule, String),
    Win(Color, AdjudicationRule, String),
}

/// Which rule adjudicated a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AdjudicationRule {
    /// A side's scores stayed losing (`ResignRule`).
    Resign,
    /// Both sides' scores stayed near zero (`DrawRule`).
    Draw,
    /// The game reached the maximum length.
    MaxMoves,
    /// The tablebases know the result.
    Tablebase,
}

/// Tablebase adjudication settings.
#[derive(Clone)]
pub struct TbAdjudication {
    pub tables: Arc<dyn Tablebases>,
    pub max_pieces: u32,
    pub ignore_50: bool,
}

/// The rules for all games.
#[derive(Clone, Default)]
pub struct AdjudicationRules {
    pub draw: Option<DrawRule>,
    pub resign: Option<ResignRule>,
    /// Draw after this many full moves.
    pub max_moves: Option<u32>,
    pub tb: Option<TbAdjudication>,
}

/// Per-game counters.
pub struct Adjudicator<'a> {
    rules: &'a AdjudicationRules,
    draw_run: u32,
    /// Consecutive own moves with a losing / winning score, per colour.
    losing_run: [u32; 2],
    winning_run: [u32; 2],
}

impl<'a> Adjudicator<'a> {
    pub fn new(rules: &'a AdjudicationRules) -> Adjudicator<'a> {
        Adjudicator {
            rules,
            draw_run: 0,
            losing_run: [0; 2],
            winning_run: [0; 2],
        }
    }

    /// Called after each move: `pos` is the position after it, `mover` who played it with its
    /// evaluation, `plies` the number of moves in the game now.
    pub fn after_move(
        &mut self,
        pos: &AnyPosition,
        mover: Color,
        eval: Option<Eval>,
        plies: usize,
    ) -> Option<Adjudication> {
        if let Some(tb) = &self.rules.tb {
            if let Some(a) = tablebase(pos, tb) {
                return Some(a);
            }
        }
        let score = eval.map(|e| e.score.as_cp());
        if let Some(rule) = self.rules.resign {
            let i = mover.index();
            match score {
                Some(s) if s <= -rule.score => self.losing_run[i] += 1,
                _ => self.losing_run[i] = 0,
            }
            match score {
                Some(s) if s >= rule.score => self.winning_run[i] += 1,
                _ => self.winning_run[i] = 0,
            }
            let agreed = !rule.two_sided || self.winning_run[(!mover).index()] >= rule.move_count;
            if self.losing_run[i] >= rule.move_count && agreed {
                return Some(Adjudication::Win(
                    !mover,
                    AdjudicationRule::Resign,
                    format!(
                        "{} resigns: score at or below -{} cp for {} moves",
                        name(mover),
                        rule.score,
                        rule.move_count
                    ),
                ));
            }
        }
        if let Some(rule) = self.rules.draw {
            let full_moves = (plies / 2) as u32;
            match score {
                Some(s) if full_moves >= rule.move_number && s.abs() <= rule.score => {
                    self.draw_run += 1
                }
                _ => self.draw_run = 0,
            }
            if self.draw_run >= 2 * rule.move_count {
                return Some(Adjudication::Draw(
                    AdjudicationRule::Draw,
                    format!(
                        "Draw by adjudication: scores within {} cp for {} moves",
                        rule.score, rule.move_count
                    ),
                ));
            }
        }
        if let Some(max) = self.rules.max_moves {
            if plies >= 2 * max as usize {
                return Some(Adjudication::Draw(
                    AdjudicationRule::MaxMoves,
                    format!("Draw by adjudication: maximum of {max} moves"),
                ));
            }
        }
        None
    }
}

fn name(c: Color) -> &'static str {
    c.fold("White", "Black")
}

fn tablebase(pos: &AnyPosition, tb: &TbAdjudication) -> Option<Adjudication> {
    let std = pos.as_standard()?;
    let pieces = std.occupied().count();
    if pieces > tb.max_pieces.min(tb.tables.max_pieces()) {
        return None;
    }
    let wdl = tb.tables.probe_wdl(std)?;
    let stm = std.turn();
    let win = if tb.ignore_50 { 1 } else { 2 };
    if wdl >= win {
        Some(Adjudication::Win(
            stm,
            AdjudicationRule::Tablebase,
            format!("{} wins by tablebase adjudication", name(stm)),
        ))
    } else if wdl <= -win {
        Some(Adjudication::Win(
            !stm,
            AdjudicationRule::Tablebase,
            format!("{} wins by tablebase adjudication", name(!stm)),
        ))
    } else {
        Some(Adjudication::Draw(
            AdjudicationRule::Tablebase,
            "Draw by tablebase adjudication".to_string(),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::super::player::Score;
    use super::*;
    use crate::position::CastlingMode;
    use crate::variant::VariantKind;

    fn ev(cp: i32) -> Option<Eval> {
        Some(Eval {
            score: Score::Cp(cp),
            depth: 10,
        })
    }

    #[test]
    fn draw_rule_needs_both_sides_and_the_move_number() {
        let rules = AdjudicationRules {
            draw: Some(DrawRule {
                move_number: 2,
                move_count: 2,
                score: 10,
            }),
            ..AdjudicationRules::default()
        };
        let pos = AnyPosition::default();
        let mut a = Adjudicator::new(&rules);
        // Plies 1..3: before move 2 nothing counts.
        assert_eq!(a.after_move(&pos, Color::White, ev(0), 1), None);
        assert_eq!(a.after_move(&pos, Color::Black, ev(0), 2), None);
        assert_eq!(a.after_move(&pos, Color::White, ev(5), 4), None);
        assert_eq!(a.after_move(&pos, Color::Black, ev(-5), 5), None);
        // A score outside the window breaks the run.
        assert_eq!(a.after_move(&pos, Color::White, ev(50), 6), None);
        assert_eq!(a.after_move(&pos, Color::Black, ev(0), 7), None);
        assert_eq!(a.after_move(&pos, Color::White, ev(0), 8), None);
        assert_eq!(a.after_move(&pos, Color::Black, None, 9), None);
        for p in 10..13 {
            assert_eq!(a.after_move(&pos, Color::White, ev(1), p), None);
        }
        assert!(matches!(
            a.after_move(&pos, Color::Black, ev(-1), 13),
            Some(Adjudication::Draw(AdjudicationRule::Draw, _))
        ));
    }

    #[test]
    fn resign_rule_counts_own_moves() {
        let rules = AdjudicationRules {
            resign: Some(ResignRule {
                move_count: 3,
                score: 400,
                two_sided: false,
            }),
            ..AdjudicationRules::default()
        };
        let pos = AnyPosition::default();
        let mut a = Adjudicator::new(&rules);
        for p in 0..2 {
            assert_eq!(a.after_move(&pos, Color::Black, ev(-500), 2 * p), None);
            assert_eq!(a.after_move(&pos, Color::White, ev(500), 2 * p + 1), None);
        }
        let mate = Some(Eval {
            score: Score::Mate(-4),
            depth: 20,
        });
        assert!(matches!(
            a.after_move(&pos, Color::Black, mate, 5),
            Some(Adjudication::Win(Color::White, AdjudicationRule::Resign, _))
        ));
        let two = AdjudicationRules {
            resign: Some(ResignRule {
                move_count: 1,
                score: 400,
                two_sided: true,
            }),
            ..AdjudicationRules::default()
        };
        let mut a = Adjudicator::new(&two);
        assert_eq!(a.after_move(&pos, Color::Black, ev(-500), 1), None);
        assert_eq!(a.after_move(&pos, Color::White, ev(450), 2), None);
        assert!(a.after_move(&pos, Color::Black, ev(-500), 3).is_some());
    }

    #[test]
    fn max_moves_and_gaviota_tablebases() {
        let rules = AdjudicationRules {
            max_moves: Some(3),
            ..AdjudicationRules::default()
        };
        let pos = AnyPosition::default();
        let mut a = Adjudicator::new(&rules);
        assert_eq!(a.after_move(&pos, Color::Black, None, 5), None);
        assert!(matches!(
            a.after_move(&pos, Color::White, None, 6),
            Some(Adjudication::Draw(AdjudicationRule::MaxMoves, _))
        ));
        let dir =
            std::path::PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/tablebases/gaviota"));
        let (tables, _) = crate::tb::gaviota::Gaviota::open(&[dir], 1 << 20).unwrap();
        let rules = AdjudicationRules {
            tb: Some(TbAdjudication {
                tables: Arc::new(tables),
                max_pieces: 5,
                ignore_50: false,
            }),
            ..AdjudicationRules::default()
        };
        let mut a = Adjudicator::new(&rules);
        let krk = AnyPosition::from_fen(
            VariantKind::Standard,
            "8/8/8/4k3/8/8/8/R3K3 b - - 0 1",
            CastlingMode::Standard,
        )
        .unwrap();
        assert!(matches!(
            a.after_move(&krk, Color::White, None, 1),
            Some(Adjudication::Win(
                Color::White,
                AdjudicationRule::Tablebase,
                _
            ))
        ));
        let kk = AnyPosition::from_fen(
            VariantKind::Standard,
            "8/8/8/4k3/8/8/8/4K3 w - - 0 1",
            CastlingMode::Standard,
        )
        .unwrap();
        assert!(matches!(
            a.after_move(&kk, Color::Black, None, 1),
            Some(Adjudication::Draw(AdjudicationRule::Tablebase, _))
        ));
        // More pieces than the tables hold: no decision.
        assert_eq!(a.after_move(&pos, Color::Black, None, 1), None);
    }
}

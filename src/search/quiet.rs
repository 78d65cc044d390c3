//! The quiet position behind a training position: the end of a plain capture search's
//! principal variation from it. The engine only ever uses its static evaluation where
//! quiescence stands pat, so a tuner that fits positions with a piece en prise fits the
//! evaluation where it is never asked; it fits their quiet leaves instead (as Ethereal's tuner
//! does), each keeping its root's label.
//!
//! The search is deliberately plainer than `qsearch`: no transposition table, history or
//! pruning beyond alpha-beta, so that a leaf depends on the position and the weights alone.

use super::worker::outcome_score;
use super::{INFINITE, MATE, MATE_BOUND};
use crate::core::Move;
use crate::eval::{evaluate, piece_value, VariantEval};
use crate::position::Position;
use crate::variant::Variant;

/// Capture plies followed at most; deeper lines stand pat where they are.
const MAX_PLIES: usize = 16;

/// The moves from `pos` to its quiet leaf (empty when `pos` is quiet), or `None` when the
/// line ends the game (a mate or a variant's own end): such a position has no quiet leaf to
/// fit an evaluation to.
pub fn quiet_line<V: VariantEval>(pos: &Position<V>) -> Option<Vec<Move>> {
    let mut line = Vec::new();
    let score = search(pos, -INFINITE, INFINITE, 0, &mut line);
    (score.abs() < MATE_BOUND).then_some(line)
}

/// `pos` after its quiet line, or `None` where the line ends the game.
pub fn quiet_leaf<V: VariantEval>(pos: &Position<V>) -> Option<Position<V>> {
    let line = quiet_line(pos)?;
    let mut leaf = pos.clone();
    for m in line {
        leaf.play_unchecked(m);
    }
    Some(leaf)
}

/// Fail-soft alpha-beta over captures and queen promotions (every evasion when in check),
/// standing pat on the static evaluation; `line` receives the principal variation.
fn search<V: VariantEval>(
    pos: &Position<V>,
    mut alpha: i32,
    beta: i32,
    ply: usize,
    line: &mut Vec<Move>,
) -> i32 {
    line.clear();
    if V::HAS_VARIANT_END {
        if let Some(outcome) = V::variant_outcome(pos, false) {
            return outcome_score(outcome, pos, ply);
        }
    }
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return match V::ROYAL_KING {
            true if pos.is_check() => -MATE + ply as i32,
            true => 0,
            false => V::variant_outcome(pos, true).map_or(0, |o| outcome_score(o, pos, ply)),
        };
    }
    // Where kings are not royal a capture may be forced (antichess): no standing pat then.
    let forced = pos.is_check() || (!V::ROYAL_KING && pos.is_capture(moves[0]));
    let mut best = -INFINITE;
    if !forced || ply >= MAX_PLIES {
        best = evaluate(pos);
        if best >= beta || ply >= MAX_PLIES {
            return best;
        }
        alpha = alpha.max(best);
    }
    let mut candidates: Vec<(i32, Move)> = moves
        .iter()
        .filter(|&&m| forced || pos.is_capture(m) || m.promotion_role().is_some())
        .map(|&m| (order(pos, m), m))
        .collect();
    candidates.sort_by_key(|&(key, _)| std::cmp::Reverse(key));
    let mut child_line = Vec::new();
    for (_, m) in candidates {
        let mut child = pos.clone();
        child.play_unchecked(m);
        let score = -search(&child, -beta, -alpha, ply + 1, &mut child_line);
        if score > best {
            best = score;
            if score > alpha {
                alpha = score;
                line.clear();
                line.push(m);
                line.extend_from_slice(&child_line);
                if score >= beta {
                    break;
                }
            }
        }
    }
    best
}

/// Most valuable victim first, least valuable attacker among equals; promotions as the queen
/// they make.
fn order<V: Variant>(pos: &Position<V>, m: Move) -> i32 {
    let victim = pos.captured_role(m).map_or(0, piece_value);
    let promotion = m.promotion_role().map_or(0, piece_value);
    let attacker = piece_value(pos.moved_role(m));
    16 * (victim + promotion) - attacker / 16
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::CastlingMode;
    use crate::variant::Standard;

    fn chess(fen: &str) -> Position<Standard> {
        Position::from_fen_variant(fen, CastlingMode::Standard).expect("test FEN")
    }

    fn uci_line(fen: &str) -> Option<Vec<String>> {
        {
            let pos = chess(fen);
            quiet_line(&pos).map(|line| {
                let mut at = pos.clone();
                line.iter()
                    .map(|&m| {
                        let uci = at.uci(m);
                        at.play_unchecked(m);
                        uci
                    })
                    .collect()
            })
        }
    }

    #[test]
    fn a_quiet_position_is_its_own_leaf() {
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert_eq!(uci_line(start), Some(vec![]));
    }

    #[test]
    fn a_hanging_piece_is_taken_and_an_exchange_played_out() {
        // The knight on e5 hangs to the pawn on d4.
        let hanging = "4k3/8/8/4n3/3P4/8/8/4K3 w - - 0 1";
        assert_eq!(uci_line(hanging), Some(vec!["d4e5".to_string()]));
        // Rxd5 exd5 would give the exchange for a knight: the rook stays.
        let defended = "4k3/8/4p3/3n4/8/8/8/3RK3 w - - 0 1";
        assert_eq!(uci_line(defended), Some(vec![]));
        // exd5 wins a knight for a pawn, and Black takes the pawn back.
        let exchange = "4k3/8/4p3/3n4/4P3/8/8/4K3 w - - 0 1";
        let line = uci_line(exchange).expect("no mate");
        assert_eq!(line, ["e4d5", "e6d5"]);
    }

    #[test]
    fn leaves_are_quiet_and_mates_have_none() {
        // White takes the queen; Black has nothing left to capture.
        let leaf = quiet_leaf(&chess("4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1")).expect("no mate");
        assert_eq!(leaf.fen(), "4k3/8/8/3R4/8/8/8/4K3 b - - 0 1");
        // Black is mated (back rank): there is no quiet leaf.
        assert_eq!(uci_line("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1"), None);
        // Qxf7 mates: the line ends the game.
        assert_eq!(
            uci_line("r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"),
            None
        );
    }
}

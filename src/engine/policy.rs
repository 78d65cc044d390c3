//! When the engine offers or accepts a draw and when it resigns: one rule for every front end
//! (XBoard, which leaves these to the engine, and `ferrum play`). The thresholds are
//! conservative so that a game is never thrown away.

use crate::core::{Color, Role};
use crate::variant::AnyPosition;

/// A score (centipawns, from the engine's side) at or below this is hopeless...
pub const RESIGN_SCORE: i32 = -1000;
/// ...once it has held for this many of the engine's moves in a row.
pub const RESIGN_MOVES: u32 = 3;
/// A draw offer is accepted when the engine's last score is at or below this, or the position
/// is dead drawn.
pub const ACCEPT_DRAW_SCORE: i32 = -100;
/// In a dead-drawn position the engine offers a draw when its score is within this margin...
pub const OFFER_DRAW_MARGIN: i32 = 50;
/// ...but not more often than once in this many plies.
pub const OFFER_DRAW_INTERVAL: usize = 20;

/// Does the engine accept a draw offered in `pos`? Yes when the position is dead drawn or its
/// last search score (centipawns from its own side, `None` before any search) is at or below
/// `ACCEPT_DRAW_SCORE`.
pub fn accepts_draw(pos: &AnyPosition, last_score: Option<i32>) -> bool {
    is_dead_drawn(pos) || last_score.is_some_and(|s| s <= ACCEPT_DRAW_SCORE)
}

/// No pawns, rooks or queens, and neither side can force mate: at most one minor piece each,
/// or two knights against a bare king. (Positions where mate is impossible altogether are
/// already finished by the insufficient-material rule.) Standard chess only: in the variants
/// material means other things.
pub fn is_dead_drawn(pos: &AnyPosition) -> bool {
    let Some(pos) = pos.as_standard() else {
        return false;
    };
    let heavy = pos.by_role(Role::Pawn) | pos.by_role(Role::Rook) | pos.by_role(Role::Queen);
    if heavy.any() {
        return false;
    }
    let minors = |c: Color| (pos.pieces(c, Role::Knight) | pos.pieces(c, Role::Bishop)).count();
    let (white, black) = (minors(Color::White), minors(Color::Black));
    if white <= 1 && black <= 1 {
        return true;
    }
    let two_knights = |c: Color| {
        pos.pieces(c, Role::Bishop).is_empty() && pos.pieces(c, Role::Knight).count() == 2
    };
    (white == 2 && black == 0 && two_knights(Color::White))
        || (black == 2 && white == 0 && two_knights(Color::Black))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::CastlingMode;
    use crate::variant::VariantKind;

    fn pos(fen: &str) -> AnyPosition {
        AnyPosition::from_fen(VariantKind::Standard, fen, CastlingMode::Standard).unwrap()
    }

    #[test]
    fn dead_draws() {
        assert!(
            is_dead_drawn(&pos("8/8/4k3/8/8/3NK3/8/6n1 w - - 0 1")),
            "KN v KN"
        );
        assert!(
            is_dead_drawn(&pos("8/8/4k3/8/8/3BK3/8/6n1 w - - 0 1")),
            "KB v KN"
        );
        assert!(
            is_dead_drawn(&pos("8/8/4k3/8/8/2NNK3/8/8 w - - 0 1")),
            "KNN v K"
        );
        assert!(
            !is_dead_drawn(&pos("8/8/4k3/8/8/2BNK3/8/8 w - - 0 1")),
            "KBN v K"
        );
        assert!(
            !is_dead_drawn(&pos("8/8/4k3/8/8/2BBK3/8/8 w - - 0 1")),
            "KBB v K"
        );
        assert!(
            !is_dead_drawn(&pos("8/8/4k3/8/8/3RK3/8/6r1 w - - 0 1")),
            "KR v KR"
        );
        assert!(
            !is_dead_drawn(&pos("8/8/4k3/8/8/3NK3/6P1/8 w - - 0 1")),
            "pawn"
        );
        assert!(!is_dead_drawn(&AnyPosition::default()));
        assert!(!accepts_draw(&AnyPosition::default(), None));
        assert!(!accepts_draw(&AnyPosition::default(), Some(-99)));
        assert!(accepts_draw(&AnyPosition::default(), Some(-100)));
        assert!(accepts_draw(
            &pos("8/8/4k3/8/8/3NK3/8/6n1 w - - 0 1"),
            Some(300)
        ));
        let anti = AnyPosition::from_fen(
            VariantKind::Antichess,
            "8/8/4k3/8/8/3NK3/8/6n1 w - - 0 1",
            CastlingMode::Standard,
        )
        .unwrap();
        assert!(
            !is_dead_drawn(&anti),
            "material means other things in antichess"
        );
    }
}

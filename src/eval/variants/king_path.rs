//! The king's way to a goal (the hill, the eighth rank), counted in king steps over the squares
//! it may stand on: a square the enemy attacks or one of its own pieces holds is a detour, so a
//! king one step away behind a guarded square is seen as further than it looks.

use crate::core::{Bitboard, Color, Square};
use crate::position::Position;
use crate::variant::Variant;

/// The squares a king step from `squares` reaches.
fn step(squares: Bitboard) -> Bitboard {
    let row = squares | squares.east() | squares.west();
    row | row.north() | row.south()
}

/// King steps from `from` to the nearest square of `goal` over `open` squares only (the goal's
/// own squares must be open too), or `None` if it takes more than `max` or the way is shut.
pub fn steps(from: Square, goal: Bitboard, open: Bitboard, max: u32) -> Option<u32> {
    let goal = goal & open;
    let mut reached = Bitboard::from_square(from);
    for n in 0..=max {
        if (reached & goal).any() {
            return Some(n);
        }
        let next = reached | (step(reached) & open);
        if next == reached {
            return None;
        }
        reached = next;
    }
    None
}

/// The squares `color`'s king may cross: neither held by its own pieces nor attacked by the
/// enemy.
pub fn open_squares<V: Variant>(pos: &Position<V>, color: Color) -> Bitboard {
    let enemy_attacks = pos.attacks_of(!color, pos.by_color(!color));
    !(pos.by_color(color) | enemy_attacks)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_way_goes_around_what_is_shut() {
        let e1 = Square::E1;
        // The open board: seven steps to the eighth rank.
        assert_eq!(steps(e1, Bitboard::RANK_8, !Bitboard::EMPTY, 8), Some(7));
        assert_eq!(steps(e1, Bitboard::RANK_8, !Bitboard::EMPTY, 6), None);
        // The hill from e1: three steps (to e4 or d4).
        assert_eq!(steps(e1, Bitboard::CENTER, !Bitboard::EMPTY, 8), Some(3));
        // The whole second rank shut but h2: e1-f1-g1-h2, then up the h-file: 3 + 6 = 9 steps.
        let rank_2 = Bitboard(0xff << 8);
        let open = !(rank_2 - Bitboard::from_square(Square::H2));
        assert_eq!(steps(e1, Bitboard::RANK_8, open, 12), Some(9));
        // The second rank shut everywhere: no way.
        assert_eq!(steps(e1, Bitboard::RANK_8, !rank_2, 12), None);
    }
}

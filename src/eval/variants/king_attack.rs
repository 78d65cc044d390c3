//! What the variants that win by attacking the king (three-check, crazyhouse) ask of a
//! position: the checks a side could give next move, and whether their landing squares are
//! defended. Chess's own king safety counts attackers of the king's zone; these variants turn
//! a check itself into material (a check spent, a drop that mates), so they count checks.

use crate::attacks;
use crate::core::{Bitboard, Color, Role};
use crate::position::Position;
use crate::variant::Variant;

/// Checks next move for `color` against the enemy king.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Checks {
    /// Landing squares not attacked by the defender.
    pub safe: i32,
    /// Landing squares the defender attacks.
    pub defended: i32,
    /// Pieces on the board attacking a square of the king's zone (the king and its ring).
    pub zone_attackers: i32,
}

/// The checking squares `color` could reach next move: by moving a knight, bishop, rook or
/// queen, and (crazyhouse) by dropping a piece of a role `can_drop` allows on an empty square.
/// Pawn checks are left out (a pawn push rarely checks; pawn drops count when allowed).
pub fn next_move_checks<V: Variant>(
    pos: &Position<V>,
    color: Color,
    can_drop: impl Fn(Role) -> bool,
) -> Checks {
    let Some(king) = pos.king_of(!color) else {
        return Checks::default();
    };
    let occ = pos.occupied();
    let defended = pos.attacks_of(!color, pos.by_color(!color));
    let landing = !pos.by_color(color);
    let empty = !occ;
    let zone = attacks::king_attacks(king).with(king);
    let mut checks = Checks::default();
    let mut count = |squares: Bitboard| {
        checks.safe += (squares - defended).count() as i32;
        checks.defended += (squares & defended).count() as i32;
    };
    for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
        // A piece of `role` on any of these squares checks the king.
        let checking_squares = attacks::attacks(color, role, king, occ);
        let mut reach = Bitboard::EMPTY;
        for sq in pos.pieces(color, role) {
            let att = attacks::attacks(color, role, sq, occ);
            checks.zone_attackers += (att & zone).any() as i32;
            reach |= att;
        }
        let by_drop = if can_drop(role) {
            checking_squares & empty
        } else {
            Bitboard::EMPTY
        };
        count((checking_squares & landing & reach) | by_drop);
    }
    if can_drop(Role::Pawn) {
        // A pawn of `color` checks from the squares the king would attack as such a pawn.
        count(attacks::pawn_attacks(!color, king) & (empty - Bitboard::BACKRANKS));
    }
    checks
}

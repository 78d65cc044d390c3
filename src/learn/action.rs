//! Moves as AlphaZero action indices, exactly as PettingZoo 1.27's `chess_utils` numbers them:
//! `(file * 8 + rank) * 73 + plane` of the move's origin seen from the side to move (Black's
//! moves are mirrored vertically first), with planes 0-55 for queen-like moves
//! (`distance - 1) * 8 + direction`, directions in the order (-1,-1), (-1,0), (-1,1), (0,-1),
//! (0,1), (1,-1), (1,0), (1,1) as (file, rank) steps), 56-63 for knight moves ((-2,-1), (-2,1),
//! (-1,-2), (-1,2), (1,-2), (1,2), (2,-1), (2,1)) and 64-72 for under-promotions
//! (`3 * (file step + 1) + [knight, bishop, rook]`). Queen promotions are queen-like moves.
//!
//! Castling is the king's move as python-chess writes it in UCI: on a standard board (not
//! Chess960 mode) with the king on e1/e8 and the rook in the corner, the king's two-square move
//! (e1g1 -> plane 14, e1c1 -> plane 9); otherwise king-takes-rook (Chess960 notation).
//!
//! Variants need actions PettingZoo does not have; they come after the 4672 chess actions:
//! crazyhouse drops at `4672 + role * 64 + square` (role pawn..queen = 0..4, square from the
//! side to move's view) and antichess promotions to king at `4672 + 320 + file * 3 + (file
//! step + 1)`. Variants with such moves use `EXTENDED_ACTIONS` (5016) actions.

use crate::core::{Move, MoveKind, Role, Square};
use crate::position::{CastlingMode, Position};
use crate::variant::{Variant, VariantKind};

/// Planes per origin square.
pub const PLANES: usize = 73;
/// PettingZoo's action space: 8 x 8 x 73.
pub const ACTIONS: usize = 64 * PLANES;
/// First drop action (crazyhouse).
pub const DROP_BASE: usize = ACTIONS;
/// First promotion-to-king action (antichess family).
pub const KING_PROMOTION_BASE: usize = DROP_BASE + 5 * 64;
/// The action space of variants with drops or king promotions.
pub const EXTENDED_ACTIONS: usize = KING_PROMOTION_BASE + 8 * 3;

/// Size of the action space (and of the legal-action mask) of a variant.
pub const fn action_count(kind: VariantKind) -> usize {
    match kind {
        VariantKind::Crazyhouse
        | VariantKind::Antichess
        | VariantKind::Giveaway
        | VariantKind::Suicide => EXTENDED_ACTIONS,
        _ => ACTIONS,
    }
}

const QUEEN_DIRECTIONS: [(i32, i32); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];

const KNIGHT_STEPS: [(i32, i32); 8] = [
    (-2, -1),
    (-2, 1),
    (-1, -2),
    (-1, 2),
    (1, -2),
    (1, 2),
    (2, -1),
    (2, 1),
];

/// The origin and destination python-chess gives a move in UCI (castling as discussed above).
fn uci_squares<V: Variant>(pos: &Position<V>, m: Move) -> (Square, Square) {
    if !m.is_castle() {
        return (m.from(), m.to());
    }
    let color = pos.turn();
    let (king, rook) = (m.from(), m.to());
    let standard_layout = king == Square::E1.relative(color)
        && (rook == Square::H1.relative(color) || rook == Square::A1.relative(color));
    if pos.castling_mode() == CastlingMode::Standard && standard_layout {
        (king, m.castling_side().king_to(color))
    } else {
        (king, rook)
    }
}

/// The action index of a legal move of `pos`.
pub fn move_to_action<V: Variant>(pos: &Position<V>, m: Move) -> usize {
    let turn = pos.turn();
    if let MoveKind::Drop(role) = m.kind() {
        return DROP_BASE + role.index() * 64 + m.to().relative(turn).index();
    }
    let (from, to) = uci_squares(pos, m);
    let (from, to) = (from.relative(turn), to.relative(turn));
    let (ff, fr) = (from.file().index() as i32, from.rank().index() as i32);
    let dx = to.file().index() as i32 - ff;
    let dy = to.rank().index() as i32 - fr;
    let origin = (ff * 8 + fr) as usize * PLANES;
    if let Some(k) = KNIGHT_STEPS.iter().position(|&s| s == (dx, dy)) {
        return origin + 56 + k;
    }
    match m.promotion_role() {
        Some(Role::King) => KING_PROMOTION_BASE + ff as usize * 3 + (dx + 1) as usize,
        Some(role @ (Role::Knight | Role::Bishop | Role::Rook)) => {
            let piece = role.index() - Role::Knight.index();
            origin + 64 + 3 * (dx + 1) as usize + piece
        }
        _ => {
            let distance = dx.abs().max(dy.abs());
            let direction = QUEEN_DIRECTIONS
                .iter()
                .position(|&d| d == (dx.signum(), dy.signum()))
                .unwrap_or_else(|| unreachable!("a legal non-knight move is queen-like"));
            origin + (distance as usize - 1) * 8 + direction
        }
    }
}

/// The legal moves of `pos` with their action indices, in move-generation order.
pub fn legal_actions<V: Variant>(pos: &Position<V>) -> Vec<(usize, Move)> {
    pos.legal_moves()
        .iter()
        .map(|&m| (move_to_action(pos, m), m))
        .collect()
}

/// The legal move of `pos` that `action` stands for, if any (PettingZoo's `action_to_move` for
/// legal actions; an illegal action is `None` where PettingZoo ends the game).
pub fn action_to_move<V: Variant>(pos: &Position<V>, action: usize) -> Option<Move> {
    pos.legal_moves()
        .iter()
        .copied()
        .find(|&m| move_to_action(pos, m) == action)
}

/// The legal-action mask: one byte per action, 1 for the legal ones.
pub fn legal_mask<V: Variant>(pos: &Position<V>) -> Vec<u8> {
    let mut mask = vec![0; action_count(V::KIND)];
    for m in pos.legal_moves() {
        mask[move_to_action(pos, m)] = 1;
    }
    mask
}

/// The (file, rank, plane) coordinates
/// PettingZoo's documentation describes, from the side to move's view; `None` beyond 4672.
pub fn action_coordinates(action: usize) -> Option<(usize, usize, usize)> {
    (action < ACTIONS).then_some((
        action / (8 * PLANES),
        (action / PLANES) % 8,
        action % PLANES,
    ))
}

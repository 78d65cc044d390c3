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
    // Drops and promotions to a king need the extended actions.
    if crate::with_variant!(kind, V => V::DROPS || V::KING_PROMOTIONS) {
        EXTENDED_ACTIONS
    } else {
        ACTIONS
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
    legal_mask_into(pos, &mut mask);
    mask
}

/// Sets the legal actions' values of `mask` (zeroed, `action_count` long) to `T::from(true)`
/// (1 for bytes).
pub fn legal_mask_into<V: Variant, T: From<bool>>(pos: &Position<V>, mask: &mut [T]) {
    for m in pos.legal_moves() {
        mask[move_to_action(pos, m)] = T::from(true);
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::{Antichess, Crazyhouse, Standard};

    fn pos<V: Variant>(fen: &str, mode: CastlingMode) -> Position<V> {
        Position::<V>::from_fen_variant(fen, mode).unwrap()
    }

    /// Index values PettingZoo 1.27's `chess_utils` gives these moves (computed with it:
    /// `moves_to_actions[mirror(move).uci()]` after `legal_moves(board)`).
    const PETTINGZOO_INDICES: &[(&str, &[(&str, usize)])] = &[
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            &[
                ("e2e4", 2421),
                ("g1f3", 3563),
                ("b1a3", 643),
                ("h2h3", 4165),
            ],
        ),
        (
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
            &[("e7e5", 2421), ("g8f6", 3563), ("b8c6", 645), ("a7a6", 77)],
        ),
        (
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
            &[("e1g1", 2350), ("e1c1", 2345), ("a1a8", 52), ("h1h8", 4140)],
        ),
        (
            "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
            &[("e8g8", 2350), ("e8c8", 2345), ("a8a1", 52), ("h8h1", 4140)],
        ),
        (
            "1r2k3/P7/8/8/8/8/6p1/4K2R w K - 0 1",
            &[
                ("a7a8q", 442),
                ("a7a8n", 505),
                ("a7b8b", 509),
                ("a7b8r", 510),
                ("a7b8q", 445),
            ],
        ),
        (
            "1r2k3/P7/8/8/8/8/6p1/4K2R b K - 0 1",
            &[
                ("g2h1n", 4012),
                ("g2g1q", 3946),
                ("g2g1r", 4011),
                ("g2h1q", 3949),
            ],
        ),
    ];

    #[test]
    fn indices_equal_pettingzoo_ones() {
        for (fen, moves) in PETTINGZOO_INDICES {
            let p = pos::<Standard>(fen, CastlingMode::Standard);
            for &(uci, index) in *moves {
                let m = p.parse_uci(uci).unwrap();
                assert_eq!(move_to_action(&p, m), index, "{uci} in {fen}");
                assert_eq!(action_to_move(&p, index), Some(m), "{index} in {fen}");
            }
        }
    }

    #[test]
    fn black_actions_are_white_actions_of_the_mirrored_position() {
        for (fen, _) in PETTINGZOO_INDICES {
            let p = pos::<Standard>(fen, CastlingMode::Standard);
            let mirrored = p.mirrored();
            let mut ours: Vec<usize> = legal_actions(&p).iter().map(|a| a.0).collect();
            let mut theirs: Vec<usize> = legal_actions(&mirrored).iter().map(|a| a.0).collect();
            ours.sort_unstable();
            theirs.sort_unstable();
            assert_eq!(ours, theirs, "{fen}");
        }
    }

    #[test]
    fn coordinates_follow_the_documented_formula() {
        // PettingZoo's example: column 6, row 0, plane 12 is action 6 * 584 + 12.
        assert_eq!(action_coordinates(6 * 8 * 73 + 12), Some((6, 0, 12)));
        assert_eq!(action_coordinates(ACTIONS), None);
    }

    /// Plays pseudo-random games (a fixed LCG) and checks at every position that actions are
    /// distinct, inside the action space, and map back to their move.
    fn round_trip_games<V: Variant>(fen: &str, mode: CastlingMode, games: u64) -> usize {
        let mut checked = 0;
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        for _ in 0..games {
            let mut p = pos::<V>(fen, mode);
            for _ in 0..200 {
                let actions = legal_actions(&p);
                if actions.is_empty() || p.outcome().is_some() {
                    break;
                }
                let mask = legal_mask(&p);
                assert_eq!(mask.len(), action_count(V::KIND));
                assert_eq!(mask.iter().filter(|&&b| b == 1).count(), actions.len());
                for &(a, m) in &actions {
                    assert!(a < action_count(V::KIND));
                    assert_eq!(action_to_move(&p, a), Some(m), "{m:?} in {}", p.fen());
                    checked += 1;
                }
                seed = seed
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                let (_, m) = actions[(seed >> 33) as usize % actions.len()];
                p.play_unchecked(m);
            }
        }
        checked
    }

    #[test]
    fn every_legal_move_round_trips() {
        let n = round_trip_games::<Standard>(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            CastlingMode::Standard,
            30,
        );
        let n = n + round_trip_games::<Standard>(
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            CastlingMode::Standard,
            20,
        );
        // Promotions for both sides early.
        let n = n + round_trip_games::<Standard>(
            "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
            CastlingMode::Standard,
            20,
        );
        // Chess960 castling is king-takes-rook (a king beside its rook, a king that stays).
        let n = n + round_trip_games::<Standard>(
            "rk2r3/pppppppp/8/8/8/8/PPPPPPPP/RK2R3 w KQkq - 0 1",
            CastlingMode::Chess960,
            10,
        );
        let n = n + round_trip_games::<Crazyhouse>(
            "r1bqkbnr/ppp2ppp/2n5/3p4/8/5N2/PPPP1PPP/RNBQKB1R[Pp] w KQkq - 0 4",
            CastlingMode::Standard,
            10,
        );
        let n = n + round_trip_games::<Antichess>(
            "8/1P6/8/8/8/8/6p1/8 w - - 0 1",
            CastlingMode::Standard,
            5,
        );
        assert!(n > 50_000, "{n} moves checked");
    }

    #[test]
    fn variant_moves_use_the_extra_actions() {
        let zh = pos::<Crazyhouse>(
            "rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R[Nn] b KQkq - 0 1",
            CastlingMode::Standard,
        );
        // Black drops a knight on f6: f6 seen from Black is f3, square 21.
        let m = zh.parse_uci("N@f6").unwrap();
        assert_eq!(move_to_action(&zh, m), DROP_BASE + 64 + 21);
        let anti = pos::<Antichess>("8/1P6/8/8/8/8/8/7k w - - 0 1", CastlingMode::Standard);
        let m = anti.parse_uci("b7b8k").unwrap();
        assert_eq!(move_to_action(&anti, m), KING_PROMOTION_BASE + 3 + 1);
    }
}

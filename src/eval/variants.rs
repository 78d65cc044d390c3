//! Variant knowledge on top of the standard evaluation (for the antichess family instead of
//! it). Each term is a small hand-set weight; they are proven in games against Fairy-Stockfish
//! rather than tuned, since no variant training data exists yet.

use crate::attacks;
use crate::core::{Bitboard, Color, Role, Square};
use crate::position::Position;
use crate::variant::{Variant, VariantKind, VariantState};

/// White's view of a symmetric term, turned to the side to move's.
#[inline]
fn for_side_to_move<V: Variant>(pos: &Position<V>, white: i32) -> i32 {
    if pos.turn() == Color::White {
        white
    } else {
        -white
    }
}

/// Terms the variant adds to the standard evaluation, for the side to move.
pub fn extra<V: Variant>(pos: &Position<V>) -> i32 {
    let white = match V::KIND {
        VariantKind::KingOfTheHill => side_difference(pos, king_of_the_hill),
        VariantKind::RacingKings => side_difference(pos, racing_kings),
        VariantKind::ThreeCheck => side_difference(pos, three_check),
        VariantKind::Crazyhouse => side_difference(pos, crazyhouse),
        VariantKind::Atomic => side_difference(pos, atomic),
        VariantKind::Horde => horde(pos),
        _ => 0,
    };
    for_side_to_move(pos, white)
}

fn side_difference<V: Variant>(pos: &Position<V>, term: fn(&Position<V>, Color) -> i32) -> i32 {
    term(pos, Color::White) - term(pos, Color::Black)
}

/// Chebyshev distance from `sq` to the nearest of d4, e4, d5, e5.
fn hill_distance(sq: Square) -> u32 {
    let f = sq.file().index() as i32;
    let r = sq.rank().index() as i32;
    let df = if f < 3 { 3 - f } else { (f - 4).max(0) };
    let dr = if r < 3 { 3 - r } else { (r - 4).max(0) };
    df.max(dr) as u32
}

/// King of the hill: a king near the centre threatens to win outright.
fn king_of_the_hill<V: Variant>(pos: &Position<V>, color: Color) -> i32 {
    let Some(king) = pos.king_of(color) else {
        return 0;
    };
    const BONUS: [i32; 5] = [0, 220, 90, 35, 0];
    let d = hill_distance(king) as usize;
    // A hill square next to the king that the enemy does not cover is a threat to win now.
    let reachable = attacks::king_attacks(king) & (Bitboard::CENTER - pos.by_color(color));
    let open_path = Iterator::any(&mut reachable.into_iter(), |sq| {
        !pos.is_attacked(sq, !color, pos.occupied().without(king))
    });
    BONUS[d.min(4)] + if open_path { 250 } else { 0 }
}

/// Racing kings: every rank the king has advanced, more for the ranks near the goal, and a
/// free way to the next rank.
fn racing_kings<V: Variant>(pos: &Position<V>, color: Color) -> i32 {
    let Some(king) = pos.king_of(color) else {
        return 0;
    };
    const BY_RANK: [i32; 8] = [0, 60, 130, 210, 300, 420, 580, 800];
    let rank = king.rank().index();
    let ahead = attacks::king_attacks(king)
        & Bitboard((!0u64).checked_shl(8 * (rank as u32 + 1)).unwrap_or(0));
    let free = ahead
        .into_iter()
        .filter(|&sq| {
            !pos.by_color(color).contains(sq)
                && !pos.is_attacked(sq, !color, pos.occupied().without(king))
        })
        .count() as i32;
    BY_RANK[rank] + 25 * free
}

/// Three-check: each check given brings the win nearer; the last one is decisive.
fn three_check<V: Variant>(pos: &Position<V>, color: Color) -> i32 {
    let mut setup = crate::position::Setup::empty();
    pos.state().to_setup(&mut setup);
    let Some(remaining) = setup.remaining_checks else {
        return 0;
    };
    const GIVEN: [i32; 4] = [0, 120, 360, 1000];
    let given = 3usize.saturating_sub(remaining[color.index()] as usize);
    // Attackers near the enemy king turn into checks.
    let pressure = pos.king_of(!color).map_or(0, |king| {
        let zone = attacks::king_attacks(king).with(king);
        let occ = pos.occupied();
        pos.by_color(color)
            .into_iter()
            .filter(|&sq| {
                let role = pos.role_at(sq).unwrap_or(Role::Pawn);
                (attacks::attacks(color, role, sq, occ) & zone).any()
            })
            .count() as i32
    });
    GIVEN[given.min(3)] + 12 * pressure
}

/// Crazyhouse: pieces in hand are material, and a king with empty squares around it is
/// exposed to drops.
fn crazyhouse<V: Variant>(pos: &Position<V>, color: Color) -> i32 {
    const IN_HAND: [i32; 5] = [110, 300, 320, 460, 880];
    let hand: i32 = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
    ]
    .into_iter()
    .map(|role| pos.pocket_count(color, role) as i32 * IN_HAND[role.index()])
    .sum();
    let enemy_hand: i32 = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
    ]
    .into_iter()
    .map(|role| pos.pocket_count(!color, role) as i32)
    .sum();
    let exposure = pos.king_of(color).map_or(0, |king| {
        (attacks::king_attacks(king) - pos.occupied()).count() as i32
    });
    hand - 6 * exposure * enemy_hand.min(5)
}

/// Atomic: pieces next to the enemy king threaten to blow it up; our own pieces next to our
/// king are a liability once the enemy can capture them.
fn atomic<V: Variant>(pos: &Position<V>, color: Color) -> i32 {
    let (Some(ours), Some(theirs)) = (pos.king_of(color), pos.king_of(!color)) else {
        return 0;
    };
    let near_theirs = (attacks::king_attacks(theirs) & pos.by_color(!color)).count() as i32;
    let near_ours = (attacks::king_attacks(ours) & pos.by_color(color)).count() as i32;
    // Adjacent kings cannot be blown up by each other's captures nearby: a safe haven.
    let touching = attacks::king_attacks(ours).contains(theirs) as i32;
    -15 * near_ours + 5 * near_theirs + 40 * touching
}

/// Horde: the pawn mass is worth more than its pawns one by one (they shelter each other and
/// Black must win every one of them), so each pawn of the kingless side counts extra. The
/// weight sets the start position about level, as Fairy-Stockfish scores it (the chess terms
/// alone said -9 pawns for White, and ferrum resigned as White in the opening).
const HORDE_PAWN: i32 = 26;

fn horde<V: Variant>(pos: &Position<V>) -> i32 {
    let mass = |color: Color| {
        if pos.pieces(color, Role::King).any() {
            0
        } else {
            HORDE_PAWN * pos.pieces(color, Role::Pawn).count() as i32
        }
    };
    mass(Color::White) - mass(Color::Black)
}

/// The antichess family: losing pieces is the goal, so material counts the other way; fewer
/// moves mean fewer chances to be forced into bad captures.
pub fn antichess<V: Variant>(pos: &Position<V>) -> i32 {
    const VALUE: [i32; 6] = [45, 60, 70, 60, 55, 60];
    let material = |color: Color| -> i32 {
        Role::ALL
            .into_iter()
            .map(|role| pos.pieces(color, role).count() as i32 * VALUE[role.index()])
            .sum()
    };
    let white = material(Color::Black) - material(Color::White);
    for_side_to_move(pos, white)
}

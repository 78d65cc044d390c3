//! The evaluation terms, written once over a `Tracer`: the engine's tracer sums weights, the
//! tuner's records how often each parameter applies (the position's feature vector).

use super::params::*;
use crate::attacks;
use crate::core::{Bitboard, Color, Role, Square};
use crate::position::Position;
use crate::variant::Variant;

/// Receives "parameter `index` applies `count` times for `color`".
pub trait Tracer {
    /// The material and piece-square terms are left out (the position keeps their sum).
    const SKIPS_PSQ: bool = false;
    fn add(&mut self, color: Color, index: usize, count: i32);
}

const fn file_masks() -> [u64; 8] {
    let mut m = [0u64; 8];
    let mut f = 0;
    while f < 8 {
        m[f] = 0x0101_0101_0101_0101 << f;
        f += 1;
    }
    m
}
const FILES: [u64; 8] = file_masks();

const fn adjacent_files() -> [u64; 8] {
    let mut m = [0u64; 8];
    let mut f = 0;
    while f < 8 {
        if f > 0 {
            m[f] |= FILES[f - 1];
        }
        if f < 7 {
            m[f] |= FILES[f + 1];
        }
        f += 1;
    }
    m
}
const ADJACENT: [u64; 8] = adjacent_files();

/// Squares strictly in front of `sq` (from `color`'s view) on its file and the adjacent files.
const fn front_spans() -> [[u64; 64]; 2] {
    let mut t = [[0u64; 64]; 2];
    let mut sq = 0;
    while sq < 64 {
        let f = sq % 8;
        let r = sq / 8;
        let span = FILES[f] | ADJACENT[f];
        let above = if r < 7 { !0u64 << ((r + 1) * 8) } else { 0 };
        let below = if r > 0 { !0u64 >> ((8 - r) * 8) } else { 0 };
        t[0][sq] = span & above;
        t[1][sq] = span & below;
        sq += 1;
    }
    t
}
static FRONT_SPAN: [[u64; 64]; 2] = front_spans();

#[inline]
fn front_span(color: Color, sq: Square) -> Bitboard {
    Bitboard(FRONT_SPAN[color.index()][sq.index()])
}

#[inline]
fn file_of(sq: Square) -> Bitboard {
    Bitboard(FILES[sq.file().index()])
}

fn pawn_attacks_all(color: Color, pawns: Bitboard) -> Bitboard {
    let fwd = pawns.forward(color);
    fwd.east() | fwd.west()
}

/// Adds every term for both colours (White's and Black's own counts; the caller subtracts).
pub fn trace<V: Variant, T: Tracer>(pos: &Position<V>, t: &mut T) {
    let passed = pawn_structure(
        pos.pieces(Color::White, Role::Pawn),
        pos.pieces(Color::Black, Role::Pawn),
        t,
    );
    trace_pieces(pos, passed, t);
}

/// The terms that depend on the pawns alone (passed pawns by rank, connected, isolated,
/// doubled, backward), for both colours. Returns the passed pawns of both sides, which the
/// engine keeps with the score in its pawn cache.
pub fn pawn_structure<T: Tracer>(white: Bitboard, black: Bitboard, t: &mut T) -> Bitboard {
    let mut passed = Bitboard::EMPTY;
    for us in Color::ALL {
        let them = !us;
        let (our_pawns, their_pawns) = us.fold((white, black), (black, white));
        let their_pawn_attacks = pawn_attacks_all(them, their_pawns);
        for sq in our_pawns {
            let rank = sq.rank().relative(us).index();
            let file_bb = file_of(sq);
            let adjacent = Bitboard(ADJACENT[sq.file().index()]);
            let in_front = front_span(us, sq);
            if (in_front & their_pawns).is_empty() {
                t.add(us, PASSED + rank, 1);
                passed = passed.with(sq);
            }
            if (adjacent & our_pawns).is_empty() {
                t.add(us, ISOLATED, 1);
            }
            if (in_front & file_bb & our_pawns).any() {
                t.add(us, DOUBLED, 1);
            }
            let phalanx = (attacks::king_attacks(sq) & Bitboard::rank(sq.rank()) & our_pawns).any();
            let supported = (attacks::pawn_attacks(them, sq) & our_pawns).any();
            if phalanx || supported {
                t.add(us, CONNECTED + rank, 1);
            } else {
                // Backward: no friendly pawn beside or behind on adjacent files, and the stop
                // square is attacked by an enemy pawn.
                let behind_or_level = front_span(them, sq) | Bitboard::rank(sq.rank());
                let helpers = adjacent & behind_or_level & our_pawns;
                let stop = sq.offset(us.fold(8, -8));
                if helpers.is_empty() && stop.is_some_and(|s| their_pawn_attacks.contains(s)) {
                    t.add(us, BACKWARD, 1);
                }
            }
        }
    }
    passed
}

/// Every term but the pawn-only ones of `pawn_structure`, given its passed pawns.
pub fn trace_pieces<V: Variant, T: Tracer>(pos: &Position<V>, passed: Bitboard, t: &mut T) {
    let occ = pos.occupied();
    for us in Color::ALL {
        let them = !us;
        let ours = pos.by_color(us);
        let our_pawns = pos.pieces(us, Role::Pawn);
        let their_pawns = pos.pieces(them, Role::Pawn);
        let their_pawn_attacks = pawn_attacks_all(them, their_pawns);
        let our_pawn_attacks = pawn_attacks_all(us, our_pawns);
        let mobility_area =
            !(ours & (pos.by_role(Role::Pawn) | pos.by_role(Role::King))) - their_pawn_attacks;
        // A side without a king (horde's White) has no king zone to attack.
        let king_zone = pos
            .king_of(them)
            .map_or(Bitboard::EMPTY, |k| attacks::king_attacks(k).with(k));

        for role in Role::ALL {
            for sq in pos.pieces(us, role) {
                if !T::SKIPS_PSQ {
                    t.add(us, MATERIAL + role.index(), 1);
                    t.add(us, PST + role.index() * 64 + sq.relative(us).index(), 1);
                }
                let att = match role {
                    Role::Knight => attacks::knight_attacks(sq),
                    Role::Bishop => attacks::bishop_attacks(sq, occ),
                    Role::Rook => attacks::rook_attacks(sq, occ),
                    Role::Queen => attacks::queen_attacks(sq, occ),
                    _ => continue,
                };
                let mobility = (att & mobility_area).count() as usize;
                let base = match role {
                    Role::Knight => MOBILITY_KNIGHT,
                    Role::Bishop => MOBILITY_BISHOP,
                    Role::Rook => MOBILITY_ROOK,
                    _ => MOBILITY_QUEEN,
                };
                t.add(us, base + mobility, 1);
                let zone_attacks = (att & king_zone).count() as i32;
                if zone_attacks > 0 {
                    t.add(us, KING_ATTACK + role.index() - 1, zone_attacks);
                }
                match role {
                    Role::Knight | Role::Bishop => {
                        let targets = att & them_majors(pos, them);
                        if targets.any() {
                            t.add(us, THREAT_BY_MINOR, targets.count() as i32);
                        }
                    }
                    Role::Rook => {
                        if (att & pos.pieces(them, Role::Queen)).any() {
                            t.add(us, THREAT_BY_ROOK, 1);
                        }
                        let file = file_of(sq);
                        if (file & pos.by_role(Role::Pawn)).is_empty() {
                            t.add(us, ROOK_OPEN, 1);
                        } else if (file & our_pawns).is_empty() {
                            t.add(us, ROOK_SEMI_OPEN, 1);
                        }
                    }
                    _ => {}
                }
            }
        }

        // Passed pawns stopped by any piece on the square in front.
        for sq in passed & our_pawns {
            if sq.offset(us.fold(8, -8)).is_some_and(|s| occ.contains(s)) {
                t.add(us, PASSED_BLOCKED + sq.rank().relative(us).index(), 1);
            }
        }

        if pos.pieces(us, Role::Bishop).count() >= 2 {
            t.add(us, BISHOP_PAIR, 1);
        }

        // King shelter: own pawns on the king's and adjacent files, one or two ranks ahead.
        if let Some(king) = pos.king_of(us) {
            let files = file_of(king) | Bitboard(ADJACENT[king.file().index()]);
            let ahead = front_span(us, king) & files;
            let near =
                ahead & (attacks::king_attacks(king).forward(us) | attacks::king_attacks(king));
            let shield = (near & our_pawns).count().min(3) as usize;
            t.add(us, SHELTER + shield, 1);
        }

        let threatened = our_pawn_attacks
            & (pos.by_color(them) - pos.by_role(Role::Pawn) - pos.by_role(Role::King));
        if threatened.any() {
            t.add(us, THREAT_BY_PAWN, threatened.count() as i32);
        }
    }
}

#[inline]
fn them_majors<V: Variant>(pos: &Position<V>, them: Color) -> Bitboard {
    pos.pieces(them, Role::Rook) | pos.pieces(them, Role::Queen)
}

//! Attack tables: leapers (knight, king, pawn), sliders by magic bitboards, and the
//! `between`/`line` rays used for pins and check evasion. All tables are built at compile time.

mod magic;

use crate::core::{Bitboard, Color, Role, Square};
pub use magic::{bishop_attacks, rook_attacks};

const fn leaper_table(deltas: &[(i32, i32)]) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut i = 0;
        while i < deltas.len() {
            let f = (sq % 8) as i32 + deltas[i].0;
            let r = (sq / 8) as i32 + deltas[i].1;
            if f >= 0 && f < 8 && r >= 0 && r < 8 {
                table[sq] |= 1 << (r * 8 + f);
            }
            i += 1;
        }
        sq += 1;
    }
    table
}

static KNIGHT: [u64; 64] = leaper_table(&[
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
]);
static KING: [u64; 64] = leaper_table(&[
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
]);
static PAWN: [[u64; 64]; 2] = [
    leaper_table(&[(-1, 1), (1, 1)]),
    leaper_table(&[(-1, -1), (1, -1)]),
];

const ALL_DIRS: [(i32, i32); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];

/// `RAYS[a][b]`: the full line through a and b (edge to edge) if they share a rank, file or
/// diagonal, else empty. `BETWEEN[a][b]`: the squares strictly between them on that line.
const fn ray_tables() -> ([[u64; 64]; 64], [[u64; 64]; 64]) {
    let mut line = [[0u64; 64]; 64];
    let mut between = [[0u64; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let mut d = 0;
        while d < 8 {
            let (df, dr) = ALL_DIRS[d];
            // Full line through a in this direction and its opposite.
            let mut full = 1u64 << a;
            let mut f = (a % 8) as i32 + df;
            let mut r = (a / 8) as i32 + dr;
            while f >= 0 && f < 8 && r >= 0 && r < 8 {
                full |= 1 << (r * 8 + f);
                f += df;
                r += dr;
            }
            f = (a % 8) as i32 - df;
            r = (a / 8) as i32 - dr;
            while f >= 0 && f < 8 && r >= 0 && r < 8 {
                full |= 1 << (r * 8 + f);
                f -= df;
                r -= dr;
            }
            // Walk again, filling between and line for every b on the ray.
            let mut acc = 0u64;
            f = (a % 8) as i32 + df;
            r = (a / 8) as i32 + dr;
            while f >= 0 && f < 8 && r >= 0 && r < 8 {
                let b = (r * 8 + f) as usize;
                line[a][b] = full;
                between[a][b] = acc;
                acc |= 1 << b;
                f += df;
                r += dr;
            }
            d += 1;
        }
        a += 1;
    }
    (line, between)
}

static RAYS: ([[u64; 64]; 64], [[u64; 64]; 64]) = ray_tables();

#[inline]
pub fn knight_attacks(sq: Square) -> Bitboard {
    Bitboard(KNIGHT[sq.index()])
}

#[inline]
pub fn king_attacks(sq: Square) -> Bitboard {
    Bitboard(KING[sq.index()])
}

/// Squares a pawn of `color` on `sq` attacks.
#[inline]
pub fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    Bitboard(PAWN[color.index()][sq.index()])
}

#[inline]
pub fn queen_attacks(sq: Square, occ: Bitboard) -> Bitboard {
    rook_attacks(sq, occ) | bishop_attacks(sq, occ)
}

/// Attacks of any piece (pawns by `color`).
#[inline]
pub fn attacks(color: Color, role: Role, sq: Square, occ: Bitboard) -> Bitboard {
    match role {
        Role::Pawn => pawn_attacks(color, sq),
        Role::Knight => knight_attacks(sq),
        Role::Bishop => bishop_attacks(sq, occ),
        Role::Rook => rook_attacks(sq, occ),
        Role::Queen => queen_attacks(sq, occ),
        Role::King => king_attacks(sq),
    }
}

/// Squares strictly between `a` and `b` if aligned, else empty.
#[inline]
pub fn between(a: Square, b: Square) -> Bitboard {
    Bitboard(RAYS.1[a.index()][b.index()])
}

/// The whole line through `a` and `b` if aligned, else empty.
#[inline]
pub fn line(a: Square, b: Square) -> Bitboard {
    Bitboard(RAYS.0[a.index()][b.index()])
}

/// `c` lies on the line through `a` and `b`.
#[inline]
pub fn aligned(a: Square, b: Square, c: Square) -> bool {
    line(a, b).contains(c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rays() {
        assert_eq!(between(Square::A1, Square::D4).count(), 2);
        assert!(between(Square::A1, Square::B3).is_empty());
        assert!(line(Square::A1, Square::B3).is_empty());
        assert_eq!(line(Square::B2, Square::C3).count(), 8);
        assert!(aligned(Square::A1, Square::C3, Square::H8));
        assert_eq!(knight_attacks(Square::A1).count(), 2);
        assert_eq!(king_attacks(Square::E4).count(), 8);
        assert_eq!(
            pawn_attacks(Color::Black, Square::E4),
            Bitboard::from_square(Square::D3) | Bitboard::from_square(Square::F3)
        );
    }
}

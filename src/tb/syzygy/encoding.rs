//! Position indexing: how a placement of pieces becomes an index into a table.
//!
//! A table lists its pieces in a fixed order (from the file header). The first group of pieces
//! (the *pivot*: three unique pieces, the two kings, or the leading pawns) is reduced by the
//! board's symmetries (mirroring files, ranks and the a1-h8 diagonal for pawnless tables, only
//! files with pawns) and numbered by hand-made maps; every further group of identical pieces is
//! a combination of the squares left, numbered by binomial coefficients. Each group contributes
//! `number * factor`, where the factors (from the header's group order) make the index dense.
//!
//! All maps here are computed at compile time from their definitions; only `MTWIST` (an
//! ordering of squares fixed by the file format) is a literal.

use super::material::MAX_PIECES;
use crate::tb::squares::{flip_diag, kings_touch, offdiag};

/// Squares (0 = a1 ... 63 = h8) of a table's pieces, in the table's order.
pub(super) type Squares = [u8; MAX_PIECES];

const fn fold(x: u8) -> u8 {
    if x > 3 {
        7 - x
    } else {
        x
    }
}

/// The ten classes of squares under the eight board symmetries, numbered by the square of the
/// class in the a1-d1-d4 triangle: b1 c1 d1 c2 d2 d3 off the diagonal (0-5), then a1 b2 c3 d4.
const TRIANGLE: [u8; 64] = {
    let mut t = [0; 64];
    let mut sq = 0;
    while sq < 64 {
        let (f, r) = (fold(sq as u8 & 7), fold(sq as u8 >> 3));
        let (hi, lo) = if f > r { (f, r) } else { (r, f) };
        t[sq] = match (hi, lo) {
            (1, 0) => 0,
            (2, 0) => 1,
            (3, 0) => 2,
            (2, 1) => 3,
            (3, 1) => 4,
            (3, 2) => 5,
            (0, 0) => 6,
            (1, 1) => 7,
            (2, 2) => 8,
            _ => 9,
        };
        sq += 1;
    }
    t
};

/// The square of each triangle class inside the a1-d1-d4 triangle.
const INV_TRIANGLE: [u8; 10] = [1, 2, 3, 10, 11, 19, 0, 9, 18, 27];

/// Squares below the diagonal numbered 0-27 (b1..h1, c2..h2, ...), mirrored above it; the
/// diagonal itself 28-35.
const LOWER: [u8; 64] = {
    let mut t = [0; 64];
    let mut code = 0;
    let mut sq = 0;
    while sq < 64 {
        if offdiag(sq as u8) < 0 {
            t[sq] = code;
            t[flip_diag(sq as u8) as usize] = code;
            code += 1;
        } else if offdiag(sq as u8) == 0 {
            t[sq] = 28 + (sq as u8 & 7);
        }
        sq += 1;
    }
    t
};

/// a1-h8 diagonal 0-7, h1-a8 diagonal 8-15 (by rank).
const DIAG: [u8; 64] = {
    let mut t = [0; 64];
    let mut sq = 0;
    while sq < 64 {
        let (f, r) = (sq as u8 & 7, sq as u8 >> 3);
        if f == r {
            t[sq] = f;
        } else if f + r == 7 {
            t[sq] = 8 + r;
        }
        sq += 1;
    }
    t
};

/// Pawn squares of files a-d (mirrored for e-h), numbered file by file from rank 2 up.
const FLAP: [u8; 64] = {
    let mut t = [0; 64];
    let mut sq = 0;
    while sq < 64 {
        let (f, r) = (sq as u8 & 7, sq as u8 >> 3);
        if r >= 1 && r <= 6 {
            t[sq] = 6 * fold(f) + (r - 1);
        }
        sq += 1;
    }
    t
};

/// The inverse of `FLAP` on files a-d.
const INV_FLAP: [u8; 24] = {
    let mut t = [0; 24];
    let mut j = 0;
    while j < 24 {
        t[j] = 8 * (j as u8 % 6 + 1) + j as u8 / 6;
        j += 1;
    }
    t
};

/// The order of pawn squares for further leading pawns: the central files and the far ranks
/// first (47 on a2 down to 0 on e7).
const PTWIST: [u8; 64] = {
    let mut t = [0; 64];
    let mut sq = 0;
    while sq < 64 {
        let (f, r) = (sq as u8 & 7, sq as u8 >> 3);
        if r >= 1 && r <= 6 {
            t[sq] = 47 - 12 * fold(f) - 2 * (r - 1) - (f >= 4) as u8;
        }
        sq += 1;
    }
    t
};

/// The order of squares for further identical pivot pieces (antichess family tables).
#[rustfmt::skip]
const MTWIST: [u8; 64] = [
    15, 63, 55, 47, 40, 48, 56, 12,
    62, 11, 39, 31, 24, 32,  8, 57,
    54, 38,  7, 23, 16,  4, 33, 49,
    46, 30, 22,  3,  0, 17, 25, 41,
    45, 29, 21,  2,  1, 18, 26, 42,
    53, 37,  6, 20, 19,  5, 34, 50,
    61, 10, 36, 28, 27, 35,  9, 58,
    14, 60, 52, 44, 43, 51, 59, 13,
];

/// `BINOMIAL[n][k]` = n choose k.
const BINOMIAL: [[u64; MAX_PIECES + 1]; 65] = {
    let mut t = [[0; MAX_PIECES + 1]; 65];
    let mut n = 0;
    while n < 65 {
        t[n][0] = 1;
        let mut k = 1;
        while k <= MAX_PIECES {
            if n > 0 {
                t[n][k] = t[n - 1][k - 1] + t[n - 1][k];
            }
            k += 1;
        }
        n += 1;
    }
    t
};

/// n choose k, 0 outside the table (never reached by valid positions).
#[inline]
fn binom(n: i64, k: usize) -> u64 {
    if n < 0 {
        return 0;
    }
    BINOMIAL
        .get(n as usize)
        .and_then(|row| row.get(k))
        .copied()
        .unwrap_or(0)
}

/// Two kings, the first in the a1-d1-d4 triangle (by class), the second anywhere legal: 462
/// placements. A first king on the diagonal keeps the second on or below it; pairs with both
/// kings on the diagonal come last.
const KK_IDX: [[i16; 64]; 10] = {
    let mut t = [[-1i16; 64]; 10];
    let mut code = 0;
    let mut class = 0;
    while class < 10 {
        let k1 = INV_TRIANGLE[class];
        let mut k2 = 0;
        while k2 < 64 {
            let s = k2 as u8;
            let legal = !kings_touch(k1, s);
            let above = offdiag(k1) == 0 && offdiag(s) > 0;
            let both_diag = offdiag(k1) == 0 && offdiag(s) == 0;
            if legal && !above && !both_diag {
                t[class][k2] = code;
                code += 1;
            }
            k2 += 1;
        }
        class += 1;
    }
    class = 0;
    while class < 10 {
        let k1 = INV_TRIANGLE[class];
        let mut k2 = 0;
        while k2 < 64 {
            let s = k2 as u8;
            if !kings_touch(k1, s) && offdiag(k1) == 0 && offdiag(s) == 0 {
                t[class][k2] = code;
                code += 1;
            }
            k2 += 1;
        }
        class += 1;
    }
    t
};

/// Reduces a pair of identical pivot pieces (and the rest of the board with them) by the board
/// symmetries; a pair is canonical when this leaves it unchanged.
fn normalize_pair(pos: &mut [u8], n: usize) {
    if TRIANGLE[pos[0] as usize] > TRIANGLE[pos[1] as usize] {
        pos.swap(0, 1);
    }
    if pos[0] & 0x04 != 0 {
        pos[..n].iter_mut().for_each(|s| *s ^= 0x07);
    }
    if pos[0] & 0x20 != 0 {
        pos[..n].iter_mut().for_each(|s| *s ^= 0x38);
    }
    if offdiag(pos[0]) > 0 || (offdiag(pos[0]) == 0 && offdiag(pos[1]) > 0) {
        pos[..n].iter_mut().for_each(|s| *s = flip_diag(*s));
    }
    // a5 a6 a7 b5 b6 c5: a second piece of the same class there has a smaller twin.
    const TEST45: u64 = (1 << 32) | (1 << 40) | (1 << 48) | (1 << 33) | (1 << 41) | (1 << 34);
    if TEST45 & (1 << pos[1]) != 0 && TRIANGLE[pos[0] as usize] == TRIANGLE[pos[1] as usize] {
        pos.swap(0, 1);
        pos[..n].iter_mut().for_each(|s| *s = flip_diag(*s ^ 0x38));
    }
}

/// Two identical pivot pieces: the 278 canonical pairs, by class of the first; for a first
/// piece on the diagonal, second pieces on the diagonal come first.
static PP_IDX: std::sync::LazyLock<[[i16; 64]; 10]> = std::sync::LazyLock::new(|| {
    let mut t = [[-1i16; 64]; 10];
    let mut code = 0;
    for (class, row) in t.iter_mut().enumerate() {
        let p1 = INV_TRIANGLE[class];
        let canonical = |p2: u8| {
            let mut pair = [p1, p2];
            p2 != p1 && {
                normalize_pair(&mut pair, 2);
                pair == [p1, p2]
            }
        };
        let mut seconds: Vec<u8> = (0..64).filter(|&p2| canonical(p2)).collect();
        if class >= 6 {
            seconds.sort_by_key(|&p2| offdiag(p2) != 0);
        }
        for p2 in seconds {
            row[p2 as usize] = code;
            code += 1;
        }
    }
    t
});

/// Leading pawns: for k + 1 leading pawns, the index offset of the first pawn's square (by
/// `FLAP`) within its file group, and the size of each of the four file groups.
const PAWN_IDX: ([[u64; 24]; 5], [[u64; 4]; 5]) = {
    let mut idx = [[0; 24]; 5];
    let mut factor = [[0; 4]; 5];
    let mut k = 0;
    while k < 5 {
        let mut file = 0;
        while file < 4 {
            let mut s = 0;
            let mut j = 6 * file;
            while j < 6 * file + 6 {
                idx[k][j] = s;
                s += if k == 0 {
                    1
                } else {
                    BINOMIAL[PTWIST[INV_FLAP[j] as usize] as usize][k]
                };
                j += 1;
            }
            factor[k][file] = s;
            file += 1;
        }
        k += 1;
    }
    (idx, factor)
};

/// Identical pivot pieces (three or more): the offset of the first piece's class and the
/// size of the whole pivot group, for k + 1 pieces.
const MULTI_IDX: ([[u64; 10]; 5], [u64; 5]) = {
    let mut idx = [[0; 10]; 5];
    let mut factor = [0; 5];
    let mut k = 0;
    while k < 5 {
        let mut s = 0;
        let mut j = 0;
        while j < 10 {
            idx[k][j] = s;
            s += if k == 0 {
                1
            } else {
                BINOMIAL[MTWIST[INV_TRIANGLE[j] as usize] as usize][k]
            };
            j += 1;
        }
        factor[k] = s;
        k += 1;
    }
    (idx, factor)
};

/// How the pivot of a pawnless table is encoded, from its material: three unique pieces,
/// two unique pieces (the kings), or a group of 2..=6 identical pieces (antichess family).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Pivot {
    Triple,
    Kings,
    /// The number of identical pieces.
    Identical(u8),
}

impl Pivot {
    /// The number of pieces in the pivot group.
    pub(super) fn len(self) -> usize {
        match self {
            Pivot::Triple => 3,
            Pivot::Kings => 2,
            Pivot::Identical(n) => n as usize,
        }
    }

    /// The number of placements of the pivot group.
    fn size(self, connected_kings: bool) -> u64 {
        match self {
            Pivot::Triple => 31332,
            Pivot::Kings if connected_kings => 518,
            Pivot::Kings => 462,
            Pivot::Identical(2) => 278,
            Pivot::Identical(n) => MULTI_IDX.1[(n as usize - 1).min(4)],
        }
    }
}

/// Group lengths: `norm[i]` is the length of the group starting at piece `i` (0 elsewhere).
/// `first` is the pivot length (pawnless) or the leading pawns, `second` the other side's
/// pawns (0 if none); the rest are runs of identical pieces.
pub(super) fn group_lengths(pieces: &[u8], first: usize, second: usize) -> [u8; MAX_PIECES] {
    let n = pieces.len().min(MAX_PIECES);
    let mut norm = [0u8; MAX_PIECES];
    if first == 0 || first > n {
        return norm;
    }
    norm[0] = first as u8;
    let mut i = first;
    if second > 0 && first + second <= n {
        norm[first] = second as u8;
        i += second;
    }
    while i < n {
        let mut j = i;
        while j < n && pieces[j] == pieces[i] {
            j += 1;
        }
        norm[i] = (j - i) as u8;
        i = j;
    }
    norm
}

/// Factors of a pawnless table: the pivot group is placed at position `order` among the
/// groups. Returns the factors and the table size, or `None` for an impossible order.
pub(super) fn piece_factors(
    pivot: Pivot,
    connected_kings: bool,
    norm: &[u8; MAX_PIECES],
    n: usize,
    order: usize,
) -> Option<([u64; MAX_PIECES], u64)> {
    let mut factor = [0u64; MAX_PIECES];
    let mut free = 64 - norm[0] as i64;
    let mut f: u64 = 1;
    let mut i = norm[0] as usize;
    let mut k = 0;
    let mut placed_pivot = false;
    while i < n || k == order {
        if k == order {
            factor[0] = f;
            f = f.checked_mul(pivot.size(connected_kings))?;
            placed_pivot = true;
        } else {
            let len = *norm.get(i)? as usize;
            if len == 0 {
                return None;
            }
            factor[i] = f;
            f = f.checked_mul(binom(free, len))?;
            free -= len as i64;
            i += len;
        }
        k += 1;
        if k > MAX_PIECES {
            return None;
        }
    }
    placed_pivot.then_some((factor, f))
}

/// Factors of a table with pawns, for the leading pawn's file group `file` (0-3): the leading
/// pawns are group `order`, the other side's pawns group `order2` (15: none).
pub(super) fn pawn_factors(
    norm: &[u8; MAX_PIECES],
    n: usize,
    order: usize,
    order2: usize,
    file: usize,
) -> Option<([u64; MAX_PIECES], u64)> {
    let lead = norm[0] as usize;
    if lead == 0 || lead > 5 {
        return None;
    }
    let mut factor = [0u64; MAX_PIECES];
    let mut i = lead;
    if order2 < 0x0f {
        i += *norm.get(i)? as usize;
    }
    let mut free = 64 - i as i64;
    let mut f: u64 = 1;
    let mut k = 0;
    let (mut placed, mut placed2) = (false, order2 >= 0x0f);
    while i < n || k == order || k == order2 {
        if k == order {
            factor[0] = f;
            f = f.checked_mul(*PAWN_IDX.1.get(lead - 1)?.get(file)?)?;
            placed = true;
        } else if k == order2 {
            let len = *norm.get(lead)? as usize;
            factor[lead] = f;
            f = f.checked_mul(binom(48 - lead as i64, len))?;
            placed2 = true;
        } else {
            let len = *norm.get(i)? as usize;
            if len == 0 {
                return None;
            }
            factor[i] = f;
            f = f.checked_mul(binom(free, len))?;
            free -= len as i64;
            i += len;
        }
        k += 1;
        if k > MAX_PIECES {
            return None;
        }
    }
    (placed && placed2).then_some((factor, f))
}

/// Adds the groups of identical pieces from `start` on: each group, sorted, is a combination
/// of the squares not taken by the earlier pivot/pawn groups.
#[inline]
fn encode_groups(
    pos: &mut Squares,
    start: usize,
    n: usize,
    norm: &[u8; MAX_PIECES],
    factor: &[u64; MAX_PIECES],
    mut idx: u64,
) -> u64 {
    let mut i = start;
    while i < n {
        let len = (norm[i] as usize).max(1);
        let end = (i + len).min(n);
        pos[i..end].sort_unstable();
        let mut s: u64 = 0;
        for m in i..end {
            let p = pos[m];
            let below = pos[..i].iter().filter(|&&q| p > q).count() as i64;
            s = s.wrapping_add(binom(p as i64 - below, m - i + 1));
        }
        idx = idx.wrapping_add(s.wrapping_mul(factor[i]));
        i = end;
    }
    idx
}

/// The index of a pawnless placement. `pos` holds the squares in table order and is reduced
/// in place. `None` if the pivot is no legal placement (kings side by side).
pub(super) fn encode_pieces(
    pivot: Pivot,
    connected_kings: bool,
    norm: &[u8; MAX_PIECES],
    factor: &[u64; MAX_PIECES],
    pos: &mut Squares,
    n: usize,
) -> Option<u64> {
    let n = n.min(MAX_PIECES);
    if n < pivot.len() {
        return None;
    }
    if matches!(pivot, Pivot::Triple | Pivot::Kings) {
        if pos[0] & 0x04 != 0 {
            pos[..n].iter_mut().for_each(|s| *s ^= 0x07);
        }
        if pos[0] & 0x20 != 0 {
            pos[..n].iter_mut().for_each(|s| *s ^= 0x38);
        }
        // Mirror along the diagonal if the first pivot piece off it lies above it.
        if let Some(i) = pos[..n].iter().position(|&s| offdiag(s) != 0) {
            if i < pivot.len() && offdiag(pos[i]) > 0 {
                pos[..n].iter_mut().for_each(|s| *s = flip_diag(*s));
            }
        }
    }
    let (p0, p1) = (pos[0] as usize, pos[1] as usize);
    let idx: u64 = match pivot {
        Pivot::Triple => {
            let p2 = pos[2] as usize;
            let i = (p1 > p0) as usize;
            let j = (p2 > p0) as usize + (p2 > p1) as usize;
            let (d0, d1, d2) = (DIAG[p0] as usize, DIAG[p1] as usize, DIAG[p2] as usize);
            (if offdiag(pos[0]) != 0 {
                TRIANGLE[p0] as usize * 63 * 62 + (p1 - i) * 62 + (p2 - j)
            } else if offdiag(pos[1]) != 0 {
                6 * 63 * 62 + d0 * 28 * 62 + LOWER[p1] as usize * 62 + p2 - j
            } else if offdiag(pos[2]) != 0 {
                6 * 63 * 62 + 4 * 28 * 62 + d0 * 7 * 28 + (d1 - i) * 28 + LOWER[p2] as usize
            } else {
                6 * 63 * 62 + 4 * 28 * 62 + 4 * 7 * 28 + d0 * 7 * 6 + (d1 - i) * 6 + (d2 - j)
            }) as u64
        }
        Pivot::Kings if connected_kings => {
            let i = (p1 > p0) as usize;
            (if offdiag(pos[0]) != 0 {
                TRIANGLE[p0] as usize * 63 + p1 - i
            } else if offdiag(pos[1]) != 0 {
                6 * 63 + DIAG[p0] as usize * 28 + LOWER[p1] as usize
            } else {
                6 * 63 + 4 * 28 + DIAG[p0] as usize * 7 + DIAG[p1] as usize - i
            }) as u64
        }
        Pivot::Kings => {
            let v = KK_IDX[TRIANGLE[p0] as usize][p1];
            u64::try_from(v).ok()?
        }
        Pivot::Identical(2) => {
            normalize_pair(&mut pos[..], n);
            let v = PP_IDX[TRIANGLE[pos[0] as usize] as usize][pos[1] as usize];
            u64::try_from(v).ok()?
        }
        Pivot::Identical(k) => {
            let k = k as usize;
            for i in 1..k {
                if TRIANGLE[pos[0] as usize] > TRIANGLE[pos[i] as usize] {
                    pos.swap(0, i);
                }
            }
            if pos[0] & 0x04 != 0 {
                pos[..n].iter_mut().for_each(|s| *s ^= 0x07);
            }
            if pos[0] & 0x20 != 0 {
                pos[..n].iter_mut().for_each(|s| *s ^= 0x38);
            }
            if offdiag(pos[0]) > 0 {
                pos[..n].iter_mut().for_each(|s| *s = flip_diag(*s));
            }
            pos[1..k].sort_unstable_by_key(|&s| MTWIST[s as usize]);
            let mut idx = MULTI_IDX.0[(k - 1).min(4)][TRIANGLE[pos[0] as usize] as usize];
            for (i, &s) in pos.iter().enumerate().take(k).skip(1) {
                idx = idx.wrapping_add(binom(MTWIST[s as usize] as i64, i));
            }
            idx
        }
    };
    Some(encode_groups(
        pos,
        pivot.len(),
        n,
        norm,
        factor,
        idx.wrapping_mul(factor[0]),
    ))
}

/// Moves the leading pawn that comes first in `FLAP` order to the front and returns its file
/// group (0 = a/h ... 3 = d/e), which selects the sub-table.
pub(super) fn pawn_file(pos: &mut Squares, lead: usize) -> usize {
    for i in 1..lead.min(MAX_PIECES) {
        if FLAP[pos[0] as usize] > FLAP[pos[i] as usize] {
            pos.swap(0, i);
        }
    }
    fold(pos[0] & 7) as usize
}

/// The index of a placement with pawns: `lead` leading pawns (first), then `other` pawns of
/// the other side, then the pieces. Call `pawn_file` first.
pub(super) fn encode_pawns(
    lead: usize,
    other: usize,
    norm: &[u8; MAX_PIECES],
    factor: &[u64; MAX_PIECES],
    pos: &mut Squares,
    n: usize,
) -> u64 {
    let n = n.min(MAX_PIECES);
    let lead = lead.clamp(1, 5).min(n);
    if pos[0] & 0x04 != 0 {
        pos[..n].iter_mut().for_each(|s| *s ^= 0x07);
    }
    // Further leading pawns in decreasing PTWIST order.
    pos[1..lead].sort_unstable_by_key(|&s| std::cmp::Reverse(PTWIST[s as usize]));
    let k = lead - 1;
    let mut idx = PAWN_IDX.0[k][FLAP[pos[0] as usize] as usize];
    for i in (1..=k).rev() {
        idx = idx.wrapping_add(binom(PTWIST[pos[i] as usize] as i64, k - i + 1));
    }
    idx = idx.wrapping_mul(factor[0]);

    let mut i = lead;
    let end = (lead + other).min(n);
    if end > i {
        pos[i..end].sort_unstable();
        let mut s: u64 = 0;
        for m in i..end {
            let p = pos[m];
            let below = pos[..i].iter().filter(|&&q| p > q).count() as i64;
            s = s.wrapping_add(binom(p as i64 - below - 8, m - i + 1));
        }
        idx = idx.wrapping_add(s.wrapping_mul(factor[i]));
        i = end;
    }
    encode_groups(pos, i, n, norm, factor, idx)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn maps_have_their_documented_sizes() {
        let kk_max = KK_IDX.iter().flatten().copied().max().unwrap();
        assert_eq!(kk_max, 461);
        let pp_max = PP_IDX.iter().flatten().copied().max().unwrap();
        assert_eq!(pp_max, 277);
        // Every code is used exactly once.
        let mut seen = vec![false; 462];
        for &v in KK_IDX.iter().flatten().filter(|&&v| v >= 0) {
            assert!(!seen[v as usize]);
            seen[v as usize] = true;
        }
        assert!(seen.iter().all(|&s| s));
        // Spot values of the published maps.
        assert_eq!(KK_IDX[0][3], 0); // b1, d1
        assert_eq!(KK_IDX[6][2], 339); // a1, c1
        assert_eq!(KK_IDX[6][18], 441); // a1, c3: both on the diagonal
        assert_eq!(PP_IDX[6][9], 252); // a1, b2
        assert_eq!(PP_IDX[9][28], 277); // d4, e4
        assert_eq!(TRIANGLE[0], 6);
        assert_eq!(TRIANGLE[8], 0);
        assert_eq!(LOWER[0], 28);
        assert_eq!(LOWER[63], 35);
        assert_eq!(LOWER[10], 7);
        assert_eq!(PTWIST[8], 47);
        assert_eq!(PTWIST[52], 0);
        assert_eq!(FLAP[9], 6);
        assert_eq!(INV_FLAP[6], 9);
        assert_eq!(Pivot::Identical(3).size(true), MULTI_IDX.1[2]);
    }

    #[test]
    fn pawn_file_groups() {
        // Four groups of files, each summing the placements of one leading pawn.
        assert_eq!(PAWN_IDX.1[0], [6, 6, 6, 6]);
        let mut pos = [12u8, 9, 0, 0, 0, 0, 0]; // e2, b2
        assert_eq!(pawn_file(&mut pos, 2), 1);
        assert_eq!(pos[0], 9);
    }

    #[test]
    fn group_lengths_follow_runs() {
        assert_eq!(
            group_lengths(&[6, 14, 4, 4, 2], 2, 0),
            [2, 0, 2, 0, 1, 0, 0]
        );
        assert_eq!(group_lengths(&[1, 9, 6, 14], 1, 1), [1, 1, 1, 1, 0, 0, 0]);
        assert_eq!(group_lengths(&[6, 14], 3, 0), [0; 7]);
    }
}

//! Position indexing: where a placement of pieces sits inside a Gaviota table.
//!
//! Each material signature uses one of 25 indexing schemes (the letters name the pieces: `a`, `b`,
//! `c` distinct non-pawn pieces, `aa` two equal ones, `p` pawns). Pawnless schemes put the black
//! king in the a1-d1-d4 triangle by the board's 8 symmetries and number the legal king pairs
//! (462); equal pieces are numbered as unordered pairs or triples. Pawn schemes use only the
//! left-right mirror, numbering one pawn's square among the 24 of files a-d (or two pawns as an
//! "anchor" and a second pawn, or three pawns as an unordered triple).
//!
//! Input: squares (a1 = 0 .. h8 = 63) in the table's orientation, white (the table's first side)
//! and black, king first, then pieces in the signature's order. The numbering tables follow the
//! format's definition (Gaviota `gtb-probe.c`, also ported in python-chess `chess/gaviota.py`);
//! the data-driven test `tests/data/gaviota-index.txt` compares every scheme with python-chess.

use crate::tb::squares::{file, flip_diag, flip_files, flip_ranks, kings_touch, rank};
use std::sync::LazyLock;

/// Entries per compressed block; every Gaviota file uses this size.
pub const ENTRIES_PER_BLOCK: u64 = 16 * 1024;

/// Legal placements of two kings up to symmetry (black king in the a1-d1-d4 triangle).
const KK_COUNT: u64 = 462;
/// Unordered pairs of distinct squares.
const AA_COUNT: u64 = 64 * 63 / 2;
/// Unordered triples of distinct squares.
const AAA_COUNT: u64 = 64 * 63 * 62 / 6;
/// Two white pawns, the "anchor" on files a-d.
const PP_COUNT: u64 = 576;
/// One white pawn on files a-d (24 squares) against one black pawn (48 squares).
const P_P_COUNT: u64 = 24 * 48;
/// Unordered pairs of pawn squares.
const PP48_COUNT: u64 = 48 * 47 / 2;
/// Three white pawns up to the left-right mirror.
const PPP48_COUNT: u64 = 8648;

const NONE: u16 = u16::MAX;

/// The indexing schemes of the Gaviota format. White is the table's first side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scheme {
    /// K + piece v K.
    Kxk,
    /// K + pawn v K.
    Kpk,
    /// K + piece v K + piece.
    Kakb,
    /// K + piece v K + pawn.
    Kakp,
    /// K + pawn v K + pawn.
    Kpkp,
    /// K + two equal pieces v K.
    Kaak,
    /// K + two different pieces v K.
    Kabk,
    /// K + piece + pawn v K.
    Kapk,
    /// K + two pawns v K.
    Kppk,
    /// K + three equal pieces v K.
    Kaaak,
    /// K + two equal pieces + another piece v K.
    Kaabk,
    /// K + piece + two equal pieces v K.
    Kabbk,
    /// K + three different pieces v K.
    Kabck,
    /// K + two equal pieces + pawn v K.
    Kaapk,
    /// K + two different pieces + pawn v K.
    Kabpk,
    /// K + piece + two pawns v K.
    Kappk,
    /// K + three pawns v K.
    Kpppk,
    /// K + two equal pieces v K + piece.
    Kaakb,
    /// K + two different pieces v K + piece.
    Kabkc,
    /// K + piece + pawn v K + piece.
    Kapkb,
    /// K + two pawns v K + piece.
    Kppka,
    /// K + two equal pieces v K + pawn.
    Kaakp,
    /// K + two different pieces v K + pawn.
    Kabkp,
    /// K + piece + pawn v K + pawn.
    Kapkp,
    /// K + two pawns v K + pawn.
    Kppkp,
}

impl Scheme {
    /// Number of positions per side to move (the index is below this).
    pub const fn max_index(self) -> u64 {
        const S: u64 = 64;
        match self {
            Scheme::Kxk => KK_COUNT * S,
            Scheme::Kpk => 24 * S * S,
            Scheme::Kakb | Scheme::Kabk => KK_COUNT * S * S,
            Scheme::Kakp | Scheme::Kapk => 24 * S * S * S,
            Scheme::Kpkp => P_P_COUNT * S * S,
            Scheme::Kaak => KK_COUNT * AA_COUNT,
            Scheme::Kppk => PP_COUNT * S * S,
            Scheme::Kaaak => KK_COUNT * AAA_COUNT,
            Scheme::Kaabk | Scheme::Kabbk | Scheme::Kaakb => KK_COUNT * AA_COUNT * S,
            Scheme::Kabck | Scheme::Kabkc => KK_COUNT * S * S * S,
            Scheme::Kaapk | Scheme::Kaakp => 24 * AA_COUNT * S * S,
            Scheme::Kabpk | Scheme::Kapkb | Scheme::Kabkp => 24 * S * S * S * S,
            Scheme::Kappk | Scheme::Kppka => PP_COUNT * S * S * S,
            Scheme::Kpppk => PPP48_COUNT * S * S,
            Scheme::Kapkp => P_P_COUNT * S * S * S,
            Scheme::Kppkp => 24 * PP48_COUNT * S * S,
        }
    }

    /// Pieces per side, kings included: (white, black).
    pub const fn piece_counts(self) -> (usize, usize) {
        match self {
            Scheme::Kxk | Scheme::Kpk => (2, 1),
            Scheme::Kakb | Scheme::Kakp | Scheme::Kpkp => (2, 2),
            Scheme::Kaak | Scheme::Kabk | Scheme::Kapk | Scheme::Kppk => (3, 1),
            Scheme::Kaaak
            | Scheme::Kaabk
            | Scheme::Kabbk
            | Scheme::Kabck
            | Scheme::Kaapk
            | Scheme::Kabpk
            | Scheme::Kappk
            | Scheme::Kpppk => (4, 1),
            Scheme::Kaakb
            | Scheme::Kabkc
            | Scheme::Kapkb
            | Scheme::Kppka
            | Scheme::Kaakp
            | Scheme::Kabkp
            | Scheme::Kapkp
            | Scheme::Kppkp => (3, 2),
        }
    }

    /// The index of a placement, or `None` when the placement cannot be indexed (wrong piece
    /// counts, two pieces on one square, adjacent kings, a pawn on the first or last rank).
    /// A returned index is always below `max_index()`.
    pub fn index(self, white: &[u8], black: &[u8]) -> Option<u64> {
        if (white.len(), black.len()) != self.piece_counts()
            || white.iter().chain(black).any(|&s| s >= 64)
        {
            return None;
        }
        let t = &*TABLES;
        let idx = match self {
            Scheme::Kxk => kxk(t, white, black),
            Scheme::Kpk => kpk(white, black),
            Scheme::Kakb => kakb(t, white, black),
            Scheme::Kakp => kakp(white, black),
            Scheme::Kpkp => kpkp(white, black),
            Scheme::Kaak => kaak(t, white, black),
            Scheme::Kabk => kabk(t, white, black),
            Scheme::Kapk => kapk(white, black),
            Scheme::Kppk => kppk(t, white, black),
            Scheme::Kaaak => kaaak(t, white, black),
            Scheme::Kaabk => kaabk(t, white, black),
            Scheme::Kabbk => kabbk(t, white, black),
            Scheme::Kabck => kabck(t, white, black),
            Scheme::Kaapk => kaapk(t, white, black),
            Scheme::Kabpk => kabpk(white, black),
            Scheme::Kappk => kappk(t, white, black),
            Scheme::Kpppk => kpppk(t, white, black),
            Scheme::Kaakb => kaakb(t, white, black),
            Scheme::Kabkc => kabkc(t, white, black),
            Scheme::Kapkb => kapkb(white, black),
            Scheme::Kppka => kppka(t, white, black),
            Scheme::Kaakp => kaakp(t, white, black),
            Scheme::Kabkp => kabkp(white, black),
            Scheme::Kapkp => kapkp(white, black),
            Scheme::Kppkp => kppkp(t, white, black),
        }?;
        (idx < self.max_index()).then_some(idx)
    }
}

// ---------------------------------------------------------------------------------------------
// Square transformations.

// (`file`, `rank` and the mirrors are `tb::squares`.)

const WE: u8 = 1;
const NS: u8 = 2;
const DIAG: u8 = 4;

/// Which mirrors bring `x` (the black king) into the a1-d1-d4 triangle, with `y` (the white king)
/// below the diagonal when `x` is on it.
fn flip_type(mut x: u8, mut y: u8) -> u8 {
    let mut flips = 0;
    if file(x) > 3 {
        x = flip_files(x);
        y = flip_files(y);
        flips |= WE;
    }
    if rank(x) > 3 {
        x = flip_ranks(x);
        y = flip_ranks(y);
        flips |= NS;
    }
    // Above the a1-h8 diagonal: mirror in it (on it, decide by the other king).
    let x_above = rank(x) > file(x);
    let y_decides = rank(x) == file(x) && rank(y) > file(y);
    if x_above || y_decides {
        flips |= DIAG;
    }
    flips
}

fn apply_flips(sq: u8, flips: u8) -> u8 {
    let mut s = sq;
    if flips & WE != 0 {
        s = flip_files(s);
    }
    if flips & NS != 0 {
        s = flip_ranks(s);
    }
    if flips & DIAG != 0 {
        s = flip_diag(s);
    }
    s
}

/// Both sides' squares normalised so that the black king sits in the a1-d1-d4 triangle.
fn normalise<const W: usize, const B: usize>(white: &[u8], black: &[u8]) -> ([u8; W], [u8; B]) {
    let flips = flip_type(black[0], white[0]);
    let mut w = [0; W];
    let mut b = [0; B];
    for (out, &sq) in w.iter_mut().zip(white) {
        *out = apply_flips(sq, flips);
    }
    for (out, &sq) in b.iter_mut().zip(black) {
        *out = apply_flips(sq, flips);
    }
    (w, b)
}

const fn is_pawn_square(sq: u8) -> bool {
    sq >= 8 && sq < 56
}

/// A white pawn on files a-d: 0..24, most advanced first.
fn white_pawn_slice(sq: u8) -> u64 {
    let s = (flip_ranks(sq) - 8) as u64;
    (s + (s & 3)) >> 1
}

/// A black pawn on files a-d: 0..24, most advanced (lowest rank) first.
fn black_pawn_slice(sq: u8) -> u64 {
    let s = (sq - 8) as u64;
    (s + (s & 3)) >> 1
}

/// A white pawn's square among the 48 pawn squares, most advanced first.
fn white_pawn_48(sq: u8) -> usize {
    (flip_ranks(sq) - 8) as usize
}

fn lookup(v: u16) -> Option<u64> {
    (v != NONE).then_some(v as u64)
}

// ---------------------------------------------------------------------------------------------
// Numbering tables.

struct Tables {
    /// `kk[black king][white king]` for normalised king pairs.
    kk: [[u16; 64]; 64],
    /// Unordered pairs of distinct squares.
    aa: [[u16; 64]; 64],
    /// `pp[anchor slice][other pawn 48]` for two white pawns.
    pp: [[u16; 48]; 24],
    /// Unordered pairs of pawn squares (indices 0..48 as `flip_files(flip_ranks(sq)) - 8`).
    pp48: [[u16; 48]; 48],
    /// Unordered triples of pawn squares (indices `sq - 8`), flattened 48 x 48 x 48.
    ppp48: Vec<u16>,
    /// Number of unordered triples below a highest square `z`: C(z, 3).
    aaa_base: [u64; 64],
}

static TABLES: LazyLock<Tables> = LazyLock::new(Tables::new);

impl Tables {
    fn new() -> Tables {
        Tables {
            kk: kk_table(),
            aa: aa_table(),
            pp: pp_table(),
            pp48: pp48_table(),
            ppp48: ppp48_table(),
            aaa_base: std::array::from_fn(|z| {
                let z = z as u64;
                z * z.saturating_sub(1) * z.saturating_sub(2) / 6
            }),
        }
    }

    fn kk(&self, black_king: u8, white_king: u8) -> Option<u64> {
        lookup(self.kk[black_king as usize][white_king as usize])
    }

    fn aa(&self, a: u8, b: u8) -> Option<u64> {
        lookup(self.aa[a as usize][b as usize])
    }

    fn ppp48(&self, i: usize, j: usize, k: usize) -> Option<u64> {
        lookup(*self.ppp48.get((i * 48 + j) * 48 + k)?)
    }
}

fn kk_table() -> [[u16; 64]; 64] {
    let mut kk = [[NONE; 64]; 64];
    let mut next = 0;
    for x in 0..64u8 {
        for y in 0..64u8 {
            if kings_touch(x, y) {
                continue;
            }
            let flips = flip_type(x, y);
            let (i, j) = (apply_flips(x, flips), apply_flips(y, flips));
            if kk[i as usize][j as usize] == NONE {
                kk[i as usize][j as usize] = next;
                next += 1;
            }
        }
    }
    debug_assert_eq!(next as u64, KK_COUNT);
    kk
}

#[allow(clippy::needless_range_loop)] // symmetric cells: both indices matter
fn aa_table() -> [[u16; 64]; 64] {
    let mut aa = [[NONE; 64]; 64];
    let mut next = 0;
    for x in 0..64usize {
        for y in x + 1..64usize {
            aa[x][y] = next;
            aa[y][x] = next;
            next += 1;
        }
    }
    aa
}

/// Which of two white pawns is the anchor: the more advanced, then the one nearer an edge,
/// then the lower square.
fn anchor_first(a: u8, b: u8) -> (u8, u8) {
    let edge_distance = |sq: u8| file(sq).max(7 - file(sq));
    if rank(b) > rank(a) {
        (b, a)
    } else if rank(b) < rank(a) {
        (a, b)
    } else if edge_distance(b) > edge_distance(a) {
        (b, a)
    } else if edge_distance(b) < edge_distance(a) || a < b {
        (a, b)
    } else {
        (b, a)
    }
}

fn pp_table() -> [[u16; 48]; 24] {
    let mut pp = [[NONE; 48]; 24];
    let mut next = 0;
    for a in (8..56u8).rev() {
        if file(a) < 4 {
            continue;
        }
        for b in (8..a).rev() {
            let (mut anchor, mut other) = anchor_first(a, b);
            if file(anchor) > 3 {
                anchor = flip_files(anchor);
                other = flip_files(other);
            }
            let cell = &mut pp[white_pawn_slice(anchor) as usize][white_pawn_48(other)];
            if *cell == NONE {
                *cell = next;
                next += 1;
            }
        }
    }
    debug_assert_eq!(next as u64, PP_COUNT);
    pp
}

fn pp48_square(sq: u8) -> usize {
    (flip_files(flip_ranks(sq)) - 8) as usize
}

fn pp48_table() -> [[u16; 48]; 48] {
    let mut pp = [[NONE; 48]; 48];
    let mut next = 0;
    for a in (8..56u8).rev() {
        for b in (8..a).rev() {
            let (i, j) = (pp48_square(a), pp48_square(b));
            if pp[i][j] == NONE {
                pp[i][j] = next;
                pp[j][i] = next;
                next += 1;
            }
        }
    }
    debug_assert_eq!(next as u64, PP48_COUNT);
    pp
}

/// The 48 pawn squares in the order that numbers pawn triples: files h-e from rank 7 down,
/// then files d-a from rank 7 down.
fn pawn_square_order() -> [u8; 48] {
    let mut order = [0; 48];
    let mut n = 0;
    for files in [[7u8, 6, 5, 4], [3, 2, 1, 0]] {
        for r in (1..7u8).rev() {
            for f in files {
                order[n] = r * 8 + f;
                n += 1;
            }
        }
    }
    order
}

fn ppp48_table() -> Vec<u16> {
    let order = pawn_square_order();
    let mut ppp = vec![NONE; 48 * 48 * 48];
    let at = |i: usize, j: usize, k: usize| (i * 48 + j) * 48 + k;
    let mut next = 0;
    for x in 0..48 {
        for y in x + 1..48 {
            for z in y + 1..48 {
                let (a, b, c) = (order[x], order[y], order[z]);
                if file(b) >= 4 || file(c) >= 4 {
                    continue;
                }
                let (i, j, k) = ((a - 8) as usize, (b - 8) as usize, (c - 8) as usize);
                if ppp[at(i, j, k)] == NONE {
                    for (p, q, r) in [
                        (i, j, k),
                        (i, k, j),
                        (j, i, k),
                        (j, k, i),
                        (k, i, j),
                        (k, j, i),
                    ] {
                        ppp[at(p, q, r)] = next;
                    }
                    next += 1;
                }
            }
        }
    }
    debug_assert_eq!(next as u64, PPP48_COUNT);
    ppp
}

// ---------------------------------------------------------------------------------------------
// The schemes. Lengths of `w` and `b` are checked by `Scheme::index`.

fn kxk(t: &Tables, w: &[u8], b: &[u8]) -> Option<u64> {
    let (w, b) = normalise::<2, 1>(w, b);
    Some(t.kk(b[0], w[0])? * 64 + w[1] as u64)
}

fn kakb(t: &Tables, w: &[u8], b: &[u8]) -> Option<u64> {
    let (w, b) = normalise::<2, 2>(w, b);
    Some(t.kk(b[0], w[0])? * 4096 + w[1] as u64 * 64 + b[1] as u64)
}

fn kaak(t: &Tables, w: &[u8], b: &[u8]) -> Option<u64> {
    let (w, b) = normalise::<3, 1>(w, b);
    Some(t.kk(b[0], w[0])? * AA_COUNT + t.aa(w[1], w[2])?)
}

fn kabk(t: &Tables, w: &[u8], b: &[u8]) -> Option<u64> {
    let (w, b) = normalise::<3, 1>(w, b);
    Some(t.kk(b[0], w[0])? * 4096 + w[1] as u64 * 64 + w[2] as u64)
}

fn kaaak(t: &Tables, w: &[u8], b: &[u8]) -> Option<u64> {
    let (w, b) = normalise::<4, 1>(w, b);
    let mut trio = [w[1], w[2], w[3]];
    trio.sort_unstable();
    let [x, y, z] = trio;
    if x == y || y == z {
        return None;
    }
    let (x, y) = (x as u64, y as u64);
    let triple = x + (y - 1) * y / 2 + t.aaa_base[z as usize];
    Some(t.kk(b[0], w[0])? * AAA_COUNT + triple)
}

fn kaabk(t: &Tables, w: &[u8], b: &[u8]) -> Option<u64> {
    let (w, b) = normalise::<4, 1>(w, b);
    Some(t.kk(b[0], w[0])? * AA_COUNT * 64 + t.aa(w[1], w[2])? * 64 + w[3] as u64)
}

fn kabbk(t: &Tables, w: &[u8], b: &[u8]) -> Option<u64> {
    let (w, b) = normalise::<4, 1>(w, b);
    Some(t.kk(b[0], w[0])? * AA_COUNT * 64 + t.aa(w[2], w[3])? * 64 + w[1] as u64)
}

fn kabck(t: &Tables, w: &[u8], b: &[u8]) -> Option<u64> {
    let (w, b) = normalise::<4, 1>(w, b);
    Some(t.kk(b[0], w[0])? * 262_144 + w[1] as u64 * 4096 + w[2] as u64 * 64 + w[3] as u64)
}

fn kaakb(t: &Tables, w: &[u8], b: &[u8]) -> Option<u64> {
    let (w, b) = normalise::<3, 2>(w, b);
    Some(t.kk(b[0], w[0])? * AA_COUNT * 64 + t.aa(w[1], w[2])? * 64 + b[1] as u64)
}

fn kabkc(t: &Tables, w: &[u8], b: &[u8]) -> Option<u64> {
    let (w, b) = normalise::<3, 2>(w, b);
    Some(t.kk(b[0], w[0])? * 262_144 + w[1] as u64 * 4096 + w[2] as u64 * 64 + b[1] as u64)
}

/// Mirrors every square a-h when `pawn` (the square that decides) is on files e-h.
fn mirror_for_pawn<const N: usize>(pawn: u8, squares: [u8; N]) -> [u8; N] {
    if file(pawn) > 3 {
        squares.map(flip_files)
    } else {
        squares
    }
}

fn all_pawns_ok(pawns: &[u8]) -> bool {
    pawns.iter().all(|&p| is_pawn_square(p))
}

fn kpk(w: &[u8], b: &[u8]) -> Option<u64> {
    if !all_pawns_ok(&[w[1]]) {
        return None;
    }
    let [wk, pawn, bk] = mirror_for_pawn(w[1], [w[0], w[1], b[0]]);
    Some(white_pawn_slice(pawn) * 4096 + wk as u64 * 64 + bk as u64)
}

fn kakp(w: &[u8], b: &[u8]) -> Option<u64> {
    if !all_pawns_ok(&[b[1]]) {
        return None;
    }
    let [wk, wa, bk, pawn] = mirror_for_pawn(b[1], [w[0], w[1], b[0], b[1]]);
    Some(black_pawn_slice(pawn) * 262_144 + wk as u64 * 4096 + bk as u64 * 64 + wa as u64)
}

fn kapk(w: &[u8], b: &[u8]) -> Option<u64> {
    if !all_pawns_ok(&[w[2]]) {
        return None;
    }
    let [wk, wa, pawn, bk] = mirror_for_pawn(w[2], [w[0], w[1], w[2], b[0]]);
    Some(white_pawn_slice(pawn) * 262_144 + wk as u64 * 4096 + bk as u64 * 64 + wa as u64)
}

fn kpkp(w: &[u8], b: &[u8]) -> Option<u64> {
    if !all_pawns_ok(&[w[1], b[1]]) {
        return None;
    }
    let [wk, anchor, bk, other] = mirror_for_pawn(w[1], [w[0], w[1], b[0], b[1]]);
    let slice = white_pawn_slice(anchor) * 48 + (other - 8) as u64;
    Some(slice * 4096 + wk as u64 * 64 + bk as u64)
}

fn kapkp(w: &[u8], b: &[u8]) -> Option<u64> {
    if !all_pawns_ok(&[w[2], b[1]]) {
        return None;
    }
    let [wk, wa, anchor, bk, other] = mirror_for_pawn(w[2], [w[0], w[1], w[2], b[0], b[1]]);
    let slice = white_pawn_slice(anchor) * 48 + (other - 8) as u64;
    Some(slice * 262_144 + wk as u64 * 4096 + bk as u64 * 64 + wa as u64)
}

/// Two white pawns: their pair number and whether the board was mirrored a-h.
fn white_pawn_pair(t: &Tables, a: u8, b: u8) -> Option<(u64, bool)> {
    if !all_pawns_ok(&[a, b]) {
        return None;
    }
    let (mut anchor, mut other) = anchor_first(a, b);
    let mirrored = file(anchor) > 3;
    if mirrored {
        anchor = flip_files(anchor);
        other = flip_files(other);
    }
    let v = *t
        .pp
        .get(white_pawn_slice(anchor) as usize)?
        .get(white_pawn_48(other))?;
    Some((lookup(v)?, mirrored))
}

fn mirror_if<const N: usize>(mirrored: bool, squares: [u8; N]) -> [u8; N] {
    if mirrored {
        squares.map(flip_files)
    } else {
        squares
    }
}

fn kppk(t: &Tables, w: &[u8], b: &[u8]) -> Option<u64> {
    let (pair, mirrored) = white_pawn_pair(t, w[1], w[2])?;
    let [wk, bk] = mirror_if(mirrored, [w[0], b[0]]);
    Some(pair * 4096 + wk as u64 * 64 + bk as u64)
}

fn kappk(t: &Tables, w: &[u8], b: &[u8]) -> Option<u64> {
    let (pair, mirrored) = white_pawn_pair(t, w[2], w[3])?;
    let [wk, wa, bk] = mirror_if(mirrored, [w[0], w[1], b[0]]);
    Some(pair * 262_144 + wk as u64 * 4096 + bk as u64 * 64 + wa as u64)
}

fn kppka(t: &Tables, w: &[u8], b: &[u8]) -> Option<u64> {
    let (pair, mirrored) = white_pawn_pair(t, w[1], w[2])?;
    let [wk, bk, ba] = mirror_if(mirrored, [w[0], b[0], b[1]]);
    Some(pair * 262_144 + wk as u64 * 4096 + bk as u64 * 64 + ba as u64)
}

fn kapkb(w: &[u8], b: &[u8]) -> Option<u64> {
    if !all_pawns_ok(&[w[2]]) {
        return None;
    }
    let [wk, wa, pawn, bk, ba] = mirror_for_pawn(w[2], [w[0], w[1], w[2], b[0], b[1]]);
    Some(
        white_pawn_slice(pawn) * 16_777_216
            + wk as u64 * 262_144
            + bk as u64 * 4096
            + wa as u64 * 64
            + ba as u64,
    )
}

fn kabpk(w: &[u8], b: &[u8]) -> Option<u64> {
    if !all_pawns_ok(&[w[3]]) {
        return None;
    }
    let [wk, wa, wb, pawn, bk] = mirror_for_pawn(w[3], [w[0], w[1], w[2], w[3], b[0]]);
    Some(
        white_pawn_slice(pawn) * 16_777_216
            + wk as u64 * 262_144
            + bk as u64 * 4096
            + wa as u64 * 64
            + wb as u64,
    )
}

fn kabkp(w: &[u8], b: &[u8]) -> Option<u64> {
    if !all_pawns_ok(&[b[1]]) {
        return None;
    }
    let [wk, wa, wb, bk, pawn] = mirror_for_pawn(b[1], [w[0], w[1], w[2], b[0], b[1]]);
    Some(
        black_pawn_slice(pawn) * 16_777_216
            + wk as u64 * 262_144
            + bk as u64 * 4096
            + wa as u64 * 64
            + wb as u64,
    )
}

fn kaapk(t: &Tables, w: &[u8], b: &[u8]) -> Option<u64> {
    if !all_pawns_ok(&[w[3]]) {
        return None;
    }
    let [wk, wa, wa2, pawn, bk] = mirror_for_pawn(w[3], [w[0], w[1], w[2], w[3], b[0]]);
    Some(
        white_pawn_slice(pawn) * 4096 * AA_COUNT
            + wk as u64 * 64 * AA_COUNT
            + bk as u64 * AA_COUNT
            + t.aa(wa, wa2)?,
    )
}

fn kaakp(t: &Tables, w: &[u8], b: &[u8]) -> Option<u64> {
    if !all_pawns_ok(&[b[1]]) {
        return None;
    }
    let [wk, wa, wa2, bk, pawn] = mirror_for_pawn(b[1], [w[0], w[1], w[2], b[0], b[1]]);
    Some(
        black_pawn_slice(pawn) * 4096 * AA_COUNT
            + wk as u64 * 64 * AA_COUNT
            + bk as u64 * AA_COUNT
            + t.aa(wa, wa2)?,
    )
}

fn kppkp(t: &Tables, w: &[u8], b: &[u8]) -> Option<u64> {
    if !all_pawns_ok(&[w[1], w[2], b[1]]) {
        return None;
    }
    let [wk, pa, pb, bk, pc] = mirror_for_pawn(b[1], [w[0], w[1], w[2], b[0], b[1]]);
    let pair = lookup(t.pp48[pp48_square(pa)][pp48_square(pb)])?;
    Some(black_pawn_slice(pc) * PP48_COUNT * 4096 + pair * 4096 + wk as u64 * 64 + bk as u64)
}

fn kpppk(t: &Tables, w: &[u8], b: &[u8]) -> Option<u64> {
    if !all_pawns_ok(&[w[1], w[2], w[3]]) {
        return None;
    }
    let squares = [w[0], w[1], w[2], w[3], b[0]];
    let triple = |s: &[u8; 5]| {
        t.ppp48(
            (s[1] - 8) as usize,
            (s[2] - 8) as usize,
            (s[3] - 8) as usize,
        )
    };
    let (s, n) = match triple(&squares) {
        Some(n) => (squares, n),
        None => {
            let mirrored = squares.map(flip_files);
            (mirrored, triple(&mirrored)?)
        }
    };
    Some(n * 4096 + s[0] as u64 * 64 + s[4] as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbering_tables_have_the_format_sizes() {
        let t = &*TABLES;
        let count = |cells: &mut dyn Iterator<Item = u16>| {
            let mut seen: Vec<u16> = cells.filter(|&v| v != NONE).collect();
            seen.sort_unstable();
            seen.dedup();
            seen.len() as u64
        };
        assert_eq!(count(&mut t.kk.iter().flatten().copied()), KK_COUNT);
        assert_eq!(count(&mut t.aa.iter().flatten().copied()), AA_COUNT);
        assert_eq!(count(&mut t.pp.iter().flatten().copied()), PP_COUNT);
        assert_eq!(count(&mut t.pp48.iter().flatten().copied()), PP48_COUNT);
        assert_eq!(count(&mut t.ppp48.iter().copied()), PPP48_COUNT);
        assert_eq!(t.aaa_base[63], 39_711);
    }

    #[test]
    fn king_pairs_use_the_triangle() {
        // Black king a1, white king c1 is the first legal pair; d4/h8 kings are symmetric.
        assert_eq!(Scheme::Kxk.index(&[2, 8 + 7], &[0]), Some(8 + 7));
        let a = Scheme::Kxk.index(&[63, 9], &[27]);
        let b = Scheme::Kxk.index(&[0, 54], &[36]);
        assert_eq!(a, b, "180-degree rotation keeps the index");
        assert_eq!(Scheme::Kxk.index(&[1, 5], &[0]), None, "touching kings");
        assert_eq!(
            Scheme::Kpk.index(&[4, 60], &[40]),
            None,
            "pawn on the eighth rank"
        );
        assert_eq!(
            Scheme::Kpk.index(&[4, 12], &[40, 41]),
            None,
            "wrong piece count"
        );
    }
}

//! Slider attacks by "fancy" magic bitboards: for each square a mask of relevant blockers, a
//! magic multiplier that maps every blocker subset to a distinct slot, and one shared table.
//!
//! The whole table is computed at compile time (`const`), so there is no start-up cost and no
//! lazy-initialisation check on the hot path. The magic numbers were found once by a
//! random search (sparse random candidates, fixed seed) and are checked again by the const
//! builder: a collision would fail compilation.

use crate::core::{Bitboard, Square};

const ROOK_DIRS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

/// Attacks of a slider on `sq` with blockers `occ`, by walking the rays (slow; builds tables).
pub(crate) const fn slide(sq: usize, occ: u64, dirs: &[(i32, i32); 4]) -> u64 {
    let mut attacks = 0u64;
    let mut d = 0;
    while d < 4 {
        let (df, dr) = dirs[d];
        let mut f = (sq % 8) as i32 + df;
        let mut r = (sq / 8) as i32 + dr;
        while f >= 0 && f < 8 && r >= 0 && r < 8 {
            let s = (r * 8 + f) as usize;
            attacks |= 1 << s;
            if occ & (1 << s) != 0 {
                break;
            }
            f += df;
            r += dr;
        }
        d += 1;
    }
    attacks
}

/// Relevant blockers: the rays without their last square.
const fn relevant_mask(sq: usize, dirs: &[(i32, i32); 4]) -> u64 {
    let mut mask = 0u64;
    let mut d = 0;
    while d < 4 {
        let (df, dr) = dirs[d];
        let mut f = (sq % 8) as i32 + df;
        let mut r = (sq / 8) as i32 + dr;
        while f + df >= 0 && f + df < 8 && r + dr >= 0 && r + dr < 8 {
            mask |= 1 << (r * 8 + f);
            f += df;
            r += dr;
        }
        d += 1;
    }
    mask
}

#[derive(Copy, Clone)]
struct Magic {
    mask: u64,
    magic: u64,
    shift: u32,
    offset: usize,
}

const fn build_magics(dirs: &[(i32, i32); 4], magics: &[u64; 64]) -> [Magic; 64] {
    let mut out = [Magic {
        mask: 0,
        magic: 0,
        shift: 0,
        offset: 0,
    }; 64];
    let mut offset = 0;
    let mut sq = 0;
    while sq < 64 {
        let mask = relevant_mask(sq, dirs);
        let bits = mask.count_ones();
        out[sq] = Magic {
            mask,
            magic: magics[sq],
            shift: 64 - bits,
            offset,
        };
        offset += 1 << bits;
        sq += 1;
    }
    out
}

const fn table_size(magics: &[Magic; 64]) -> usize {
    magics[63].offset + (1 << (64 - magics[63].shift))
}

const fn build_table<const N: usize>(dirs: &[(i32, i32); 4], magics: &[Magic; 64]) -> [u64; N] {
    let mut table = [0u64; N];
    let mut sq = 0;
    while sq < 64 {
        let m = magics[sq];
        // Carry-Rippler enumeration of all subsets of the mask.
        let mut sub = 0u64;
        loop {
            let idx = m.offset + (sub.wrapping_mul(m.magic) >> m.shift) as usize;
            let attacks = slide(sq, sub, dirs);
            assert!(table[idx] == 0 || table[idx] == attacks, "magic collision");
            table[idx] = attacks;
            sub = sub.wrapping_sub(m.mask) & m.mask;
            if sub == 0 {
                break;
            }
        }
        sq += 1;
    }
    table
}

const ROOK_MAGICS: [u64; 64] = [
    0x1080004008801020,
    0x0840092002c03000,
    0x1900200010400900,
    0x0880100008000480,
    0x4200100420080200,
    0x8100020100080400,
    0x0200040110886200,
    0x0200008040220411,
    0x0404800084400220,
    0x0000401000402000,
    0x0086001081220440,
    0x0408800800100280,
    0x000a001201040820,
    0x8848800200840080,
    0x4001000100040200,
    0x0442000102105084,
    0x9080010020804100,
    0x0040404000201009,
    0x0000808010002009,
    0x2200090021d00100,
    0x0008008008040080,
    0x0004004002010040,
    0x0011040008015042,
    0x00000a0001768104,
    0x0000800080204009,
    0x2010004140002001,
    0x9800200280100080,
    0x1000100080080080,
    0x0442000a00049020,
    0x2100040080020080,
    0x0800120400900148,
    0x0010040a00128541,
    0x2800804000800030,
    0x1010002000400041,
    0x4000200011004100,
    0x0610008410800800,
    0x0400802402800800,
    0xc100020080800400,
    0x0002000802000401,
    0x0182085882000401,
    0x0220204000808000,
    0x2860100040024022,
    0x0001002004110040,
    0x99101042000a0020,
    0x0004080004008080,
    0x0010040002008080,
    0x2012004881020004,
    0x8300842444820011,
    0x0088403882010200,
    0x0820400080210100,
    0x0110910040a00300,
    0x0801100280080480,
    0x0242009008200600,
    0x1002000489500200,
    0x0040800200010080,
    0x0091800041000080,
    0x0000209300488001,
    0x04c1002414824001,
    0x020020000b001041,
    0x7000100004200901,
    0x8002002004100802,
    0x30010002084c0007,
    0x0888221800813004,
    0x4000002840840112,
];
const BISHOP_MAGICS: [u64; 64] = [
    0xa010041108003100,
    0x006082020a002900,
    0x6810010619200000,
    0x08281a0520000408,
    0x0001104001000400,
    0x0018901008048400,
    0x00040a0210245280,
    0x000200210808a402,
    0x9140048410821200,
    0x0800091010820041,
    0x20504804832202c0,
    0x0100091401081000,
    0x8021011140000012,
    0x0810020804450400,
    0x208b0542109008a2,
    0x0080084a08040204,
    0x0040e2a80811244c,
    0x2505022008008108,
    0x0430220100420040,
    0x010a040420220040,
    0x1105000290400000,
    0x0093001200822120,
    0x4000a62048043004,
    0x280120048a015004,
    0x006090002a020814,
    0x44042000240800d0,
    0x01102800040a4400,
    0x1004080080220040,
    0x0001001011004024,
    0x0010044000805040,
    0x0914041200820100,
    0x0004821012821480,
    0x0024040500c05021,
    0x0088611002080200,
    0x0116080a00040020,
    0x4000020080080080,
    0x2450450140840040,
    0x0000880201484100,
    0x0222020404020092,
    0x8081110600002e00,
    0x2842101105000801,
    0x1100809008001025,
    0x00020202221c0400,
    0x0422014022009020,
    0x0210046102100c00,
    0xc004008082029102,
    0x00aa461801101200,
    0x0404080080201108,
    0x020542108c205002,
    0x0410544804100100,
    0x0040910841100000,
    0x0400200042021100,
    0x00004204850400c0,
    0x0200100410a42102,
    0x1040020801210102,
    0x0805040410420000,
    0x2884804130100200,
    0x800c262201242000,
    0x1058000194108800,
    0x0014221054420204,
    0x0104000012a02200,
    0x0200881003300100,
    0x0140400202840100,
    0x0402020801010201,
];

static ROOK: [Magic; 64] = build_magics(&ROOK_DIRS, &ROOK_MAGICS);
static BISHOP: [Magic; 64] = build_magics(&BISHOP_DIRS, &BISHOP_MAGICS);
const ROOK_TABLE_SIZE: usize = table_size(&build_magics(&ROOK_DIRS, &ROOK_MAGICS));
const BISHOP_TABLE_SIZE: usize = table_size(&build_magics(&BISHOP_DIRS, &BISHOP_MAGICS));
static ROOK_TABLE: [u64; ROOK_TABLE_SIZE] =
    build_table(&ROOK_DIRS, &build_magics(&ROOK_DIRS, &ROOK_MAGICS));
static BISHOP_TABLE: [u64; BISHOP_TABLE_SIZE] =
    build_table(&BISHOP_DIRS, &build_magics(&BISHOP_DIRS, &BISHOP_MAGICS));

#[inline]
fn index(m: &Magic, occ: Bitboard) -> usize {
    m.offset + ((occ.0 & m.mask).wrapping_mul(m.magic) >> m.shift) as usize
}

/// Squares a rook on `sq` attacks with blockers `occ` (the blockers themselves included).
#[inline]
pub fn rook_attacks(sq: Square, occ: Bitboard) -> Bitboard {
    let m = &ROOK[sq.index()];
    Bitboard(ROOK_TABLE[index(m, occ)])
}

/// Squares a bishop on `sq` attacks with blockers `occ`.
#[inline]
pub fn bishop_attacks(sq: Square, occ: Bitboard) -> Bitboard {
    let m = &BISHOP[sq.index()];
    Bitboard(BISHOP_TABLE[index(m, occ)])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magic_lookups_equal_ray_walks() {
        let mut x = 0x1234_5678_9abc_def1u64;
        for _ in 0..2000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let occ = x & x.rotate_left(17);
            for sq in Square::all() {
                assert_eq!(
                    rook_attacks(sq, Bitboard(occ)).0,
                    slide(sq.index(), occ, &ROOK_DIRS)
                );
                assert_eq!(
                    bishop_attacks(sq, Bitboard(occ)).0,
                    slide(sq.index(), occ, &BISHOP_DIRS)
                );
            }
        }
    }
}

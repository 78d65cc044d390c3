//! Raw square geometry shared by the two tablebase indexers: squares as `u8`, 0 = a1 ... 63 = h8
//! (the order of both file formats), their files and ranks, the board's mirrors and king
//! adjacency. Plain `const fn`s, so the indexers build their maps at compile time.

/// 0 = a ... 7 = h.
#[inline]
pub(super) const fn file(sq: u8) -> u8 {
    sq & 7
}

/// 0 = first rank ... 7 = eighth.
#[inline]
pub(super) const fn rank(sq: u8) -> u8 {
    sq >> 3
}

/// Mirror a-h.
#[inline]
pub(super) const fn flip_files(sq: u8) -> u8 {
    sq ^ 7
}

/// Mirror 1-8.
#[inline]
pub(super) const fn flip_ranks(sq: u8) -> u8 {
    sq ^ 56
}

/// Mirror in the a1-h8 diagonal.
#[inline]
pub(super) const fn flip_diag(sq: u8) -> u8 {
    (file(sq) << 3) | rank(sq)
}

/// Rank minus file: negative below the a1-h8 diagonal, zero on it, positive above.
#[inline]
pub(super) const fn offdiag(sq: u8) -> i32 {
    rank(sq) as i32 - file(sq) as i32
}

/// Are two kings on these squares next to each other (or on the same square)?
#[inline]
pub(super) const fn kings_touch(a: u8, b: u8) -> bool {
    let df = file(a) as i32 - file(b) as i32;
    let dr = rank(a) as i32 - rank(b) as i32;
    df >= -1 && df <= 1 && dr >= -1 && dr <= 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mirrors() {
        // b1 = 1, g1 = 6, b8 = 57, a2 = 8, h8 = 63.
        assert_eq!(flip_files(1), 6);
        assert_eq!(flip_ranks(1), 57);
        assert_eq!(flip_diag(1), 8);
        assert_eq!(flip_diag(63), 63);
        assert!((0..64).all(|s| flip_diag(flip_diag(s)) == s));
        // The old Syzygy form of the diagonal mirror.
        assert!((0..64u8).all(|s| flip_diag(s) == ((s >> 3) | (s << 3)) & 63));
        assert_eq!((offdiag(1), offdiag(8), offdiag(9)), (-1, 1, 0));
        assert!(kings_touch(0, 9) && kings_touch(0, 0) && !kings_touch(0, 2) && !kings_touch(7, 8));
    }
}

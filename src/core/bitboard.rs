//! `Bitboard`: a set of squares as 64 bits, bit `i` for square index `i`.

use super::{Color, File, Rank, Square};
use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Sub};

#[derive(Copy, Clone, PartialEq, Eq, Default, Hash)]
pub struct Bitboard(pub u64);

impl Bitboard {
    pub const EMPTY: Bitboard = Bitboard(0);
    pub const FULL: Bitboard = Bitboard(!0);
    pub const FILE_A: Bitboard = Bitboard(0x0101_0101_0101_0101);
    pub const FILE_H: Bitboard = Bitboard(0x8080_8080_8080_8080);
    pub const RANK_1: Bitboard = Bitboard(0xff);
    pub const RANK_8: Bitboard = Bitboard(0xff << 56);
    pub const BACKRANKS: Bitboard = Bitboard(0xff | (0xff << 56));
    pub const LIGHT_SQUARES: Bitboard = Bitboard(0x55aa_55aa_55aa_55aa);
    pub const DARK_SQUARES: Bitboard = Bitboard(0xaa55_aa55_aa55_aa55);
    pub const CENTER: Bitboard = Bitboard(0x0000_0018_1800_0000);

    #[inline]
    pub const fn from_square(sq: Square) -> Bitboard {
        Bitboard(1 << sq.index())
    }

    #[inline]
    pub const fn file(file: File) -> Bitboard {
        Bitboard(Bitboard::FILE_A.0 << file.index())
    }

    #[inline]
    pub const fn rank(rank: Rank) -> Bitboard {
        Bitboard(Bitboard::RANK_1.0 << (8 * rank.index()))
    }

    /// The rank relative to `color` (rank 1 is Black's 8th).
    #[inline]
    pub const fn relative_rank(color: Color, rank: Rank) -> Bitboard {
        Bitboard::rank(rank.relative(color))
    }

    #[inline]
    pub const fn contains(self, sq: Square) -> bool {
        self.0 & (1 << sq.index()) != 0
    }

    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    #[inline]
    pub const fn any(self) -> bool {
        self.0 != 0
    }

    #[inline]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// More than one square.
    #[inline]
    pub const fn more_than_one(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }

    /// The lowest square, if any.
    #[inline]
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::from_index(self.0.trailing_zeros()))
        }
    }

    /// The highest square, if any.
    #[inline]
    pub const fn last(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::from_index(63 - self.0.leading_zeros()))
        }
    }

    /// The only square, if exactly one.
    #[inline]
    pub const fn single(self) -> Option<Square> {
        if self.0 != 0 && !self.more_than_one() {
            self.first()
        } else {
            None
        }
    }

    #[inline]
    pub const fn with(self, sq: Square) -> Bitboard {
        Bitboard(self.0 | (1 << sq.index()))
    }

    #[inline]
    pub const fn without(self, sq: Square) -> Bitboard {
        Bitboard(self.0 & !(1 << sq.index()))
    }

    #[inline]
    pub fn toggle(&mut self, sq: Square) {
        self.0 ^= 1 << sq.index();
    }

    /// Shift towards the 8th rank (White's forward).
    #[inline]
    pub const fn north(self) -> Bitboard {
        Bitboard(self.0 << 8)
    }

    #[inline]
    pub const fn south(self) -> Bitboard {
        Bitboard(self.0 >> 8)
    }

    /// These squares and every square above them on their files (towards the 8th rank).
    #[inline]
    pub const fn fill_north(self) -> Bitboard {
        let mut b = self.0;
        b |= b << 8;
        b |= b << 16;
        b |= b << 32;
        Bitboard(b)
    }

    /// These squares and every square below them on their files (towards the 1st rank).
    #[inline]
    pub const fn fill_south(self) -> Bitboard {
        let mut b = self.0;
        b |= b >> 8;
        b |= b >> 16;
        b |= b >> 32;
        Bitboard(b)
    }

    /// One step forward for `color`.
    #[inline]
    pub const fn forward(self, color: Color) -> Bitboard {
        match color {
            Color::White => self.north(),
            Color::Black => self.south(),
        }
    }

    #[inline]
    pub const fn east(self) -> Bitboard {
        Bitboard((self.0 << 1) & !Bitboard::FILE_A.0)
    }

    #[inline]
    pub const fn west(self) -> Bitboard {
        Bitboard((self.0 >> 1) & !Bitboard::FILE_H.0)
    }

    /// Every square these pawns of `color` attack.
    #[inline]
    pub const fn pawn_attacks(self, color: Color) -> Bitboard {
        let ahead = self.forward(color);
        Bitboard(ahead.east().0 | ahead.west().0)
    }

    /// Mirror vertically (rank 1 <-> rank 8).
    #[inline]
    pub const fn flip_vertical(self) -> Bitboard {
        Bitboard(self.0.swap_bytes())
    }

    /// Squares of the set, lowest first.
    #[inline]
    pub fn squares(self) -> Self {
        self
    }
}

impl Iterator for Bitboard {
    type Item = Square;
    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            let sq = Square::from_index(self.0.trailing_zeros());
            self.0 &= self.0 - 1;
            Some(sq)
        }
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Bitboard {}

macro_rules! bit_op {
    ($tr:ident, $f:ident, $op:tt, $tra:ident, $fa:ident) => {
        impl $tr for Bitboard {
            type Output = Bitboard;
            #[inline]
            fn $f(self, rhs: Bitboard) -> Bitboard {
                Bitboard(self.0 $op rhs.0)
            }
        }
        impl $tra for Bitboard {
            #[inline]
            fn $fa(&mut self, rhs: Bitboard) {
                self.0 = self.0 $op rhs.0;
            }
        }
    };
}

bit_op!(BitAnd, bitand, &, BitAndAssign, bitand_assign);
bit_op!(BitOr, bitor, |, BitOrAssign, bitor_assign);
bit_op!(BitXor, bitxor, ^, BitXorAssign, bitxor_assign);

impl Sub for Bitboard {
    type Output = Bitboard;
    /// Set difference.
    #[inline]
    fn sub(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 & !rhs.0)
    }
}

impl Not for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

impl From<Square> for Bitboard {
    #[inline]
    fn from(sq: Square) -> Bitboard {
        Bitboard::from_square(sq)
    }
}

impl fmt::Debug for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..8).rev() {
            for file in 0..8 {
                let sq = Square::from_index(rank * 8 + file);
                f.write_str(if self.contains(sq) { "1" } else { "." })?;
            }
            f.write_str("\n")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fills_cover_the_files_beyond() {
        let d4 = Bitboard::from_square(Square::from_index(27));
        assert_eq!(d4.fill_north(), Bitboard(0x0808_0808_0800_0000));
        assert_eq!(d4.fill_south(), Bitboard(0x0000_0000_0808_0808));
        assert_eq!(Bitboard::EMPTY.fill_north(), Bitboard::EMPTY);
    }

    #[test]
    fn iteration_pops_lowest_first() {
        let bb = Bitboard::from_square(Square::H8) | Bitboard::from_square(Square::A1);
        let v: Vec<Square> = bb.collect();
        assert_eq!(v, vec![Square::A1, Square::H8]);
    }

    #[test]
    fn shifts_do_not_wrap() {
        assert!(Bitboard::FILE_H.east().is_empty());
        assert!(Bitboard::FILE_A.west().is_empty());
        assert_eq!(
            Bitboard::from_square(Square::E2).north(),
            Bitboard::from_square(Square::E3)
        );
        assert_eq!(
            Bitboard::from_square(Square::A1).flip_vertical(),
            Bitboard::from_square(Square::A8)
        );
    }
}

//! `Move`: 16 bits, never zero, so `Option<Move>` costs two bytes.
//!
//! Layout: bits 0-5 origin, 6-11 destination, 12-15 kind. Castling is encoded king-takes-rook
//! (origin = king, destination = castling rook), which makes Chess960 free. A drop keeps its role
//! in the kind and leaves the origin at zero; a normal move always has origin != destination, so
//! no valid move encodes to zero.

use super::{CastlingSide, Role, Square};
use std::fmt;
use std::num::NonZeroU16;

#[derive(Copy, Clone, PartialEq, Eq, Hash)]
pub struct Move(NonZeroU16);

const _: () = assert!(std::mem::size_of::<Option<Move>>() == 2);

/// What kind of move: tells make/unmake what else changes.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash)]
pub enum MoveKind {
    Normal,
    /// Promotion to the given role (knight..queen, or king in antichess).
    Promotion(Role),
    EnPassant,
    /// King takes own rook.
    Castle,
    /// Crazyhouse drop of the given role.
    Drop(Role),
}

const KIND_NORMAL: u16 = 0;
const KIND_PROMO: u16 = 1; // 1..=5 for knight..king
const KIND_EP: u16 = 6;
const KIND_CASTLE: u16 = 7;
const KIND_DROP: u16 = 8; // 8..=12 for pawn..queen

impl Move {
    #[inline]
    const fn pack(from: Square, to: Square, kind: u16) -> Move {
        let bits = from.index() as u16 | ((to.index() as u16) << 6) | (kind << 12);
        match NonZeroU16::new(bits) {
            Some(nz) => Move(nz),
            // Only a1-a1 normal would be zero, which no caller builds.
            None => panic!("null move encoding"),
        }
    }

    #[inline]
    pub const fn normal(from: Square, to: Square) -> Move {
        debug_assert!(from.index() != to.index());
        Move::pack(from, to, KIND_NORMAL)
    }

    #[inline]
    pub const fn promotion(from: Square, to: Square, role: Role) -> Move {
        debug_assert!(role.index() >= 1);
        Move::pack(from, to, KIND_PROMO + role.index() as u16 - 1)
    }

    #[inline]
    pub const fn en_passant(from: Square, to: Square) -> Move {
        Move::pack(from, to, KIND_EP)
    }

    /// Castling, given as the king's square and its rook's square.
    #[inline]
    pub const fn castle(king: Square, rook: Square) -> Move {
        Move::pack(king, rook, KIND_CASTLE)
    }

    #[inline]
    pub const fn drop(role: Role, to: Square) -> Move {
        Move::pack(Square::A1, to, KIND_DROP + role.index() as u16)
    }

    #[inline]
    pub const fn from(self) -> Square {
        Square::from_index((self.0.get() & 63) as u32)
    }

    #[inline]
    pub const fn to(self) -> Square {
        Square::from_index(((self.0.get() >> 6) & 63) as u32)
    }

    #[inline]
    const fn kind_bits(self) -> u16 {
        self.0.get() >> 12
    }

    pub const fn kind(self) -> MoveKind {
        match self.kind_bits() {
            KIND_NORMAL => MoveKind::Normal,
            k @ 1..=5 => MoveKind::Promotion(Role::from_index((k - KIND_PROMO + 1) as usize)),
            KIND_EP => MoveKind::EnPassant,
            KIND_CASTLE => MoveKind::Castle,
            k => MoveKind::Drop(Role::from_index(((k - KIND_DROP) % 6) as usize)),
        }
    }

    #[inline]
    pub const fn promotion_role(self) -> Option<Role> {
        match self.kind_bits() {
            k @ 1..=5 => Some(Role::from_index((k - KIND_PROMO + 1) as usize)),
            _ => None,
        }
    }

    #[inline]
    pub const fn is_promotion(self) -> bool {
        matches!(self.kind_bits(), 1..=5)
    }

    #[inline]
    pub const fn is_castle(self) -> bool {
        self.kind_bits() == KIND_CASTLE
    }

    #[inline]
    pub const fn is_en_passant(self) -> bool {
        self.kind_bits() == KIND_EP
    }

    #[inline]
    pub const fn is_drop(self) -> bool {
        self.kind_bits() >= KIND_DROP
    }

    /// Which side a castling move (king takes rook) castles to.
    #[inline]
    pub fn castling_side(self) -> CastlingSide {
        if self.to() > self.from() {
            CastlingSide::King
        } else {
            CastlingSide::Queen
        }
    }

    /// The raw 16 bits (for the transposition table).
    #[inline]
    pub const fn bits(self) -> u16 {
        self.0.get()
    }

    /// Rebuilds a move from `bits()`; zero is no move.
    #[inline]
    pub const fn from_bits(bits: u16) -> Option<Move> {
        match NonZeroU16::new(bits) {
            Some(nz) => Some(Move(nz)),
            None => None,
        }
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind() {
            MoveKind::Drop(role) => write!(f, "{}@{}", role.upper_char(), self.to()),
            MoveKind::Promotion(role) => write!(f, "{}{}{}", self.from(), self.to(), role.char()),
            MoveKind::Castle => write!(f, "{}{}(castle)", self.from(), self.to()),
            _ => write!(f, "{}{}", self.from(), self.to()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_every_kind() {
        let m = Move::promotion(Square::E7, Square::F8, Role::Knight);
        assert_eq!(m.kind(), MoveKind::Promotion(Role::Knight));
        assert_eq!((m.from(), m.to()), (Square::E7, Square::F8));
        let k = Move::promotion(Square::E7, Square::E8, Role::King);
        assert_eq!(k.promotion_role(), Some(Role::King));
        assert_eq!(
            Move::drop(Role::Queen, Square::A1).kind(),
            MoveKind::Drop(Role::Queen)
        );
        assert_eq!(
            Move::drop(Role::Pawn, Square::D5).kind(),
            MoveKind::Drop(Role::Pawn)
        );
        assert_eq!(
            Move::castle(Square::E1, Square::H1).kind(),
            MoveKind::Castle
        );
        assert_eq!(
            Move::en_passant(Square::E5, Square::D6).kind(),
            MoveKind::EnPassant
        );
        let n = Move::normal(Square::G1, Square::F3);
        assert_eq!(Move::from_bits(n.bits()), Some(n));
    }
}

//! Castling rights that work for Chess960: each right remembers the file of its rook.

use super::{Color, Square};

/// King side (towards the h-file, "O-O") or queen side (towards the a-file, "O-O-O").
#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash)]
pub enum CastlingSide {
    King = 0,
    Queen = 1,
}

impl CastlingSide {
    pub const ALL: [CastlingSide; 2] = [CastlingSide::King, CastlingSide::Queen];

    /// Where the king ends up: g1/c1 (relative to colour).
    pub const fn king_to(self, color: Color) -> Square {
        match self {
            CastlingSide::King => Square::G1.relative(color),
            CastlingSide::Queen => Square::C1.relative(color),
        }
    }

    /// Where the rook ends up: f1/d1 (relative to colour).
    pub const fn rook_to(self, color: Color) -> Square {
        match self {
            CastlingSide::King => Square::F1.relative(color),
            CastlingSide::Queen => Square::D1.relative(color),
        }
    }
}

/// For each colour and side, the square of the rook that may still castle.
///
/// Invariant (kept by position validation): a rook square is on its colour's back rank, and a
/// king-side rook stands on a higher file than the queen-side one.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default, Hash)]
pub struct CastlingRights {
    rooks: [[Option<Square>; 2]; 2],
}

impl CastlingRights {
    pub const NONE: CastlingRights = CastlingRights {
        rooks: [[None; 2]; 2],
    };

    #[inline]
    pub const fn rook(&self, color: Color, side: CastlingSide) -> Option<Square> {
        self.rooks[color as usize][side as usize]
    }

    #[inline]
    pub fn set(&mut self, color: Color, side: CastlingSide, rook: Option<Square>) {
        self.rooks[color as usize][side as usize] = rook;
    }

    #[inline]
    pub fn has(&self, color: Color, side: CastlingSide) -> bool {
        self.rook(color, side).is_some()
    }

    /// Has `color` any right left?
    #[inline]
    pub fn any_of(&self, color: Color) -> bool {
        self.rooks[color as usize] != [None, None]
    }

    pub fn is_empty(&self) -> bool {
        *self == CastlingRights::NONE
    }

    /// The rights as four bits in Polyglot order: white king side, white queen side, black king
    /// side, black queen side.
    #[inline]
    pub fn bits(&self) -> u8 {
        (self.rooks[0][0].is_some() as u8)
            | ((self.rooks[0][1].is_some() as u8) << 1)
            | ((self.rooks[1][0].is_some() as u8) << 2)
            | ((self.rooks[1][1].is_some() as u8) << 3)
    }

    /// Drop every right of `color`.
    #[inline]
    pub fn discard_color(&mut self, color: Color) {
        self.rooks[color as usize] = [None, None];
    }

    /// Drop any right whose rook stands on `sq` (it moved or was captured).
    #[inline]
    pub fn discard_rook(&mut self, sq: Square) {
        for color in &mut self.rooks {
            for rook in color.iter_mut() {
                if *rook == Some(sq) {
                    *rook = None;
                }
            }
        }
    }
}

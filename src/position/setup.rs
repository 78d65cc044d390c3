//! `Setup`: a position as read from outside, not yet trusted. It becomes a `Position` only
//! through `into_position` (`validation.rs`), which says precisely what is wrong with it. Plain
//! data here, apart from that generic code, because the rules trait names `Setup`.

use crate::core::{Bitboard, CastlingRights, CastlingSide, Color, Piece, Square};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub board: [Option<Piece>; 64],
    pub turn: Color,
    pub castling: CastlingRights,
    pub ep_square: Option<Square>,
    pub halfmoves: u32,
    pub fullmoves: u32,
    /// Crazyhouse pockets: per colour, the count of pawns, knights, bishops, rooks, queens.
    pub pockets: Option<[[u8; 5]; 2]>,
    /// Crazyhouse: pieces that were promoted (they go back to the pocket as pawns).
    pub promoted: Bitboard,
    /// Three-check: checks each side still has to give to win.
    pub remaining_checks: Option<[u8; 2]>,
}

/// Why a setup is not a legal chess position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    MissingKing(Color),
    TooManyKings(Color),
    PawnsOnBackRank,
    /// The side that just moved is still in check.
    OppositeCheck,
    TooManyPieces(Color),
    /// A rule of the variant is broken (the text says which).
    Variant(&'static str),
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::MissingKing(c) => write!(f, "{} has no king", c.name()),
            PositionError::TooManyKings(c) => write!(f, "{} has more than one king", c.name()),
            PositionError::PawnsOnBackRank => f.write_str("pawns on the first or last rank"),
            PositionError::OppositeCheck => f.write_str("the side not to move is in check"),
            PositionError::TooManyPieces(c) => write!(f, "{} has too many pieces", c.name()),
            PositionError::Variant(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for PositionError {}

impl Setup {
    pub fn empty() -> Setup {
        Setup {
            board: [None; 64],
            turn: Color::White,
            castling: CastlingRights::NONE,
            ep_square: None,
            halfmoves: 0,
            fullmoves: 1,
            pockets: None,
            promoted: Bitboard::EMPTY,
            remaining_checks: None,
        }
    }

    /// Colours swapped, board mirrored vertically.
    pub fn mirrored(&self) -> Setup {
        let mut board = [None; 64];
        for sq in Square::all() {
            board[sq.flip_vertical().index()] =
                self.board[sq.index()].map(|p| Piece::new(!p.color, p.role));
        }
        let mut castling = CastlingRights::NONE;
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                castling.set(
                    !color,
                    side,
                    self.castling.rook(color, side).map(Square::flip_vertical),
                );
            }
        }
        Setup {
            board,
            turn: !self.turn,
            castling,
            ep_square: self.ep_square.map(Square::flip_vertical),
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves,
            pockets: self.pockets.map(|[w, b]| [b, w]),
            promoted: self.promoted.flip_vertical(),
            remaining_checks: self.remaining_checks.map(|[w, b]| [b, w]),
        }
    }
}

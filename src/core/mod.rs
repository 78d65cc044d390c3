//! Plain values of the game: colours, roles, pieces, squares, bitboards, moves, castling rights.
//! No rules of play live here. Also the small seedable random generator everything shares.

mod bitboard;
mod castling;
mod color;
mod mv;
mod piece;
mod rng;
mod square;
mod variant_kind;

pub use bitboard::Bitboard;
pub use castling::{CastlingRights, CastlingSide};
pub use color::{ByColor, Color};
pub use mv::{Move, MoveKind};
pub use piece::{ByRole, Piece, Role};
pub use rng::SplitMix64;
pub use square::{File, ParseSquareError, Rank, Square};
pub(crate) use variant_kind::name_key;
pub use variant_kind::VariantKind;

//! Zobrist keys with the Polyglot random array, so that `Position::key` is the Polyglot key.

use super::polyglot_random::RANDOM64;
use super::rules::{Variant, VariantState};
use super::Position;
use crate::core::{Color, Piece, Role, SplitMix64, Square};

/// Polyglot's piece kind: black pawn 0, white pawn 1, black knight 2, ...
#[inline]
pub fn piece_key(piece: Piece, sq: Square) -> u64 {
    PIECES[piece.color.index()][piece.role.index()][sq.index()]
}

/// `RANDOM64` rearranged by colour, role and square so that lookups need no bounds checks.
const fn piece_table() -> [[[u64; 64]; 6]; 2] {
    let mut t = [[[0u64; 64]; 6]; 2];
    let mut color = 0;
    while color < 2 {
        let mut role = 0;
        while role < 6 {
            let kind = 2 * role + (color == 0) as usize;
            let mut sq = 0;
            while sq < 64 {
                t[color][role][sq] = RANDOM64[64 * kind + sq];
                sq += 1;
            }
            role += 1;
        }
        color += 1;
    }
    t
}

static PIECES: [[[u64; 64]; 6]; 2] = piece_table();

/// Key of the four castling bits (`CastlingRights::bits`).
#[inline]
pub fn castling_key(bits: u8) -> u64 {
    CASTLING[bits as usize]
}

#[inline]
pub fn ep_key(sq: Square) -> u64 {
    RANDOM64[772 + sq.file().index()]
}

/// Xored in when White is to move.
pub const TURN: u64 = RANDOM64[780];

const fn castling_table() -> [u64; 16] {
    let mut t = [0u64; 16];
    let mut bits = 0;
    while bits < 16 {
        let mut i = 0;
        while i < 4 {
            if bits & (1 << i) != 0 {
                t[bits] ^= RANDOM64[768 + i];
            }
            i += 1;
        }
        bits += 1;
    }
    t
}

static CASTLING: [u64; 16] = castling_table();

/// The key recomputed from scratch (for validation and checks of the incremental key).
pub fn compute<V: Variant>(pos: &Position<V>) -> u64 {
    let mut key = 0;
    for sq in pos.occupied() {
        if let Some(piece) = pos.piece_at(sq) {
            key ^= piece_key(piece, sq);
        }
    }
    key ^= castling_key(pos.castling().bits());
    if let Some(ep) = pos.ep_square() {
        key ^= ep_key(ep);
    }
    if pos.turn() == Color::White {
        key ^= TURN;
    }
    key ^ pos.state().key()
}

/// Keys for variant state that the Polyglot array does not cover (pockets, check counters),
/// from a fixed-seed generator so that they are the same in every build.
pub const fn extra_keys<const N: usize>(seed: u64) -> [u64; N] {
    let mut keys = [0u64; N];
    let mut rng = SplitMix64::new(seed);
    let mut i = 0;
    while i < N {
        keys[i] = rng.next_u64();
        i += 1;
    }
    keys
}

/// Role-only key helper used by make: the key of `role` of `color` on `sq`.
#[inline]
pub fn key_of(color: Color, role: Role, sq: Square) -> u64 {
    PIECES[color.index()][role.index()][sq.index()]
}

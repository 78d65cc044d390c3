//! What move generation is asked for and where its moves go: plain types, apart from the
//! generators, because the rules trait (`Variant::generate`) names them and the generators use
//! the rules trait. `GenKind::accepts`, which needs a position, is with the generators.

use crate::core::{Bitboard, Move, Square};

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum GenKind {
    All,
    Noisy,
    Quiet,
}

/// Where generated moves go: a list, or a counter that only needs set sizes (perft's bulk
/// counting at the last ply, which never materialises the moves).
pub trait MoveSink {
    fn push(&mut self, m: Move);
    /// Normal moves from `from` to every square of `targets`.
    fn push_targets(&mut self, from: Square, targets: Bitboard);
    /// Pawn moves (no promotion) to every square of `targets`, each from `to - delta`.
    fn push_pawns(&mut self, targets: Bitboard, delta: i32);
    /// Promotions of the given kind to every square of `targets`, each from `to - delta`.
    fn push_promotions(&mut self, kind: GenKind, targets: Bitboard, delta: i32);
}

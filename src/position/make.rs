//! Playing a move: copy-make. `play_unchecked` updates the position in place, with the key
//! updated incrementally; callers that need the old position keep a copy (it is ~180 bytes,
//! cheaper than undo bookkeeping in our measurements of perft).
//!
//! The variant rules of make are switched by the variant's constants, so standard chess
//! compiles to the plain move: explosions (atomic), pockets and promoted pieces (crazyhouse),
//! check counters (three-check).

use super::rules::{Variant, VariantState};
use super::{zobrist, Position};
use crate::attacks;
use crate::core::{Bitboard, Color, Move, MoveKind, Rank, Role, Square};
use crate::weights::{self, Pair};

impl<V: Variant> Position<V> {
    /// A piece's material and piece-square entry in the variant's weight set
    /// (`weights::for_variant`): a constant table of its compiled make.
    #[inline(always)]
    pub(super) fn psq_entry(color: Color, role: Role, sq: Square) -> Pair {
        let table = const { &weights::for_variant(V::KIND).psqt };
        table[color.index()][role.index()][sq.index()]
    }

    #[inline]
    pub(super) fn put(&mut self, color: Color, role: Role, sq: Square) {
        let bb = Bitboard::from_square(sq);
        self.by_color[color] |= bb;
        self.by_role[role] |= bb;
        self.board[sq.index()] = Some(role);
        self.key ^= zobrist::key_of(color, role, sq);
        self.psq += Self::psq_entry(color, role, sq);
    }

    #[inline]
    pub(super) fn remove(&mut self, color: Color, role: Role, sq: Square) {
        let bb = Bitboard::from_square(sq);
        self.by_color[color] ^= bb;
        self.by_role[role] ^= bb;
        self.board[sq.index()] = None;
        self.key ^= zobrist::key_of(color, role, sq);
        self.psq -= Self::psq_entry(color, role, sq);
    }

    /// Removes whatever stands on `sq` (explosions).
    #[inline]
    fn remove_any(&mut self, sq: Square) {
        if let Some(piece) = self.piece_at(sq) {
            self.remove(piece.color, piece.role, sq);
        }
    }

    /// Plays a move that must be legal in this position (from `legal_moves` or checked with
    /// `is_legal`). An illegal move breaks the position's invariants.
    pub fn play_unchecked(&mut self, m: Move) {
        let us = self.turn;
        let them = !us;
        self.key ^= zobrist::castling_key(self.castling.bits()) ^ self.state.key();
        if let Some(ep) = self.ep_square.take() {
            self.key ^= zobrist::ep_key(ep);
        }
        self.halfmoves += 1;

        let from = m.from();
        let to = m.to();
        match m.kind() {
            MoveKind::Castle => {
                let side = m.castling_side();
                self.remove(us, Role::King, from);
                self.remove(us, Role::Rook, to);
                self.put(us, Role::King, side.king_to(us));
                self.put(us, Role::Rook, side.rook_to(us));
                if V::DROPS {
                    self.state.forget_square(from);
                    self.state.forget_square(to);
                }
                self.castling.discard_color(us);
            }
            MoveKind::Drop(role) => {
                self.put(us, role, to);
                if V::DROPS {
                    self.state.take_from_pocket(us, role);
                }
            }
            kind => {
                let role = self.board[from.index()].unwrap_or(Role::Pawn);
                debug_assert!(self.us().contains(from), "no piece of ours on {from}");
                let mut captured = None;
                if kind == MoveKind::EnPassant {
                    let square = Square::from_index((to.index() as i32 + us.fold(-8, 8)) as u32);
                    self.remove(them, Role::Pawn, square);
                    captured = Some((Role::Pawn, false));
                    self.halfmoves = 0;
                } else if let Some(victim) = self.board[to.index()] {
                    let was_promoted = V::DROPS && self.state.is_promoted(to);
                    self.remove(them, victim, to);
                    match victim {
                        Role::Rook => self.castling.discard_rook(to),
                        // Antichess: a king captured on its home rank takes its rights along.
                        Role::King if to.rank() == Rank::FIRST.relative(them) => {
                            self.castling.discard_color(them)
                        }
                        _ => {}
                    }
                    captured = Some((victim, was_promoted));
                    self.halfmoves = 0;
                }
                self.remove(us, role, from);
                let placed = match kind {
                    MoveKind::Promotion(promoted) => promoted,
                    _ => role,
                };
                self.put(us, placed, to);
                if V::DROPS {
                    self.state
                        .move_piece(from, to, matches!(kind, MoveKind::Promotion(_)));
                    if let Some((victim, was_promoted)) = captured {
                        self.state.add_to_pocket(us, victim, was_promoted);
                    }
                }
                match role {
                    Role::Pawn => {
                        self.halfmoves = 0;
                        // Double push from the second rank: an ep square only when an enemy
                        // pawn stands beside us (the Polyglot rule).
                        if from.index() ^ to.index() == 16
                            && from.rank() == Rank::SECOND.relative(us)
                        {
                            let ep = Square::from_index(((from.index() + to.index()) / 2) as u32);
                            if (attacks::pawn_attacks(us, ep) & self.pieces(them, Role::Pawn)).any()
                            {
                                self.ep_square = Some(ep);
                                self.key ^= zobrist::ep_key(ep);
                            }
                        }
                    }
                    Role::King => self.castling.discard_color(us),
                    Role::Rook => self.castling.discard_rook(from),
                    _ => {}
                }
                if V::EXPLOSIONS && captured.is_some() {
                    self.explode(to);
                }
            }
        }

        if us == Color::Black {
            self.fullmoves += 1;
        }
        self.turn = them;
        self.key ^= zobrist::TURN;
        self.checkers = V::checkers(self);
        if V::COUNTS_CHECKS && self.checkers.any() {
            self.state.count_check(us);
        }
        self.key ^= zobrist::castling_key(self.castling.bits()) ^ self.state.key();
        debug_assert_eq!(
            self.key,
            zobrist::compute(self),
            "incremental key after {m:?}"
        );
    }

    /// Atomic: the capturing piece and every piece but pawns around `center` are destroyed;
    /// castling rights go with exploded rooks and kings.
    fn explode(&mut self, center: Square) {
        let blast = attacks::king_attacks(center) - self.by_role[Role::Pawn];
        self.remove_any(center);
        for sq in blast & self.occupied() {
            if self.board[sq.index()] == Some(Role::King) {
                if let Some(piece) = self.piece_at(sq) {
                    self.castling.discard_color(piece.color);
                }
            }
            self.remove_any(sq);
            self.castling.discard_rook(sq);
        }
    }

    /// Pieces of the other side giving check to the (royal) king of `color`; none when it has
    /// no king.
    #[inline(always)]
    pub(crate) fn checkers_of(&self, color: Color) -> Bitboard {
        // Variants where a king may be missing (horde, atomic, antichess) check for it; the
        // others always have one.
        let king = if Self::ONE_KING_EACH {
            self.king(color)
        } else {
            match self.pieces(color, Role::King).first() {
                Some(king) => king,
                None => return Bitboard::EMPTY,
            }
        };
        let attackers = self.by_color[!color];
        let occ = self.occupied();
        let queens = self.by_role[Role::Queen];
        ((attacks::pawn_attacks(color, king) & self.by_role[Role::Pawn])
            | (attacks::knight_attacks(king) & self.by_role[Role::Knight])
            | (attacks::bishop_attacks(king, occ) & (self.by_role[Role::Bishop] | queens))
            | (attacks::rook_attacks(king, occ) & (self.by_role[Role::Rook] | queens)))
            & attackers
    }

    /// Checkers of the side to move in variants with a royal king.
    #[inline(always)]
    pub fn royal_checkers(&self) -> Bitboard {
        self.checkers_of(self.turn)
    }

    /// The position after a null move (side to move passes). Only for search, never in check.
    pub fn play_null(&mut self) {
        debug_assert!(!self.is_check());
        if let Some(ep) = self.ep_square.take() {
            self.key ^= zobrist::ep_key(ep);
        }
        self.halfmoves += 1;
        if self.turn == Color::Black {
            self.fullmoves += 1;
        }
        self.turn = !self.turn;
        self.key ^= zobrist::TURN;
        // Neither side was in check before the pass, so neither is after it.
        self.checkers = Bitboard::EMPTY;
    }
}

//! Playing a move: copy-make. `play_unchecked` updates the position in place, with the key
//! updated incrementally; callers that need the old position keep a copy (it is ~180 bytes,
//! cheaper than undo bookkeeping in our measurements of perft).

use super::{zobrist, Position};
use crate::attacks;
use crate::core::{Bitboard, Color, Move, MoveKind, Role, Square};

impl Position {
    #[inline]
    fn put(&mut self, color: Color, role: Role, sq: Square) {
        let bb = Bitboard::from_square(sq);
        self.by_color[color] |= bb;
        self.by_role[role] |= bb;
        self.board[sq.index()] = Some(role);
        self.key ^= zobrist::key_of(color, role, sq);
    }

    #[inline]
    fn remove(&mut self, color: Color, role: Role, sq: Square) {
        let bb = Bitboard::from_square(sq);
        self.by_color[color] ^= bb;
        self.by_role[role] ^= bb;
        self.board[sq.index()] = None;
        self.key ^= zobrist::key_of(color, role, sq);
    }

    /// Plays a move that must be legal in this position (from `legal_moves` or checked with
    /// `is_legal`). An illegal move breaks the position's invariants.
    pub fn play_unchecked(&mut self, m: Move) {
        let us = self.turn;
        let them = !us;
        self.key ^= zobrist::castling_key(self.castling.bits());
        if let Some(ep) = self.ep_square.take() {
            self.key ^= zobrist::ep_key(ep);
        }
        self.halfmoves += 1;

        let from = m.from();
        let to = m.to();
        match m.kind() {
            MoveKind::Castle => {
                let side = Position::castling_side(m);
                self.remove(us, Role::King, from);
                self.remove(us, Role::Rook, to);
                self.put(us, Role::King, side.king_to(us));
                self.put(us, Role::Rook, side.rook_to(us));
                self.castling.discard_color(us);
            }
            MoveKind::Drop(role) => {
                self.put(us, role, to);
            }
            kind => {
                let role = self.board[from.index()].unwrap_or(Role::Pawn);
                debug_assert!(self.us().contains(from), "no piece of ours on {from}");
                if kind == MoveKind::EnPassant {
                    let captured = Square::from_index((to.index() as i32 + us.fold(-8, 8)) as u32);
                    self.remove(them, Role::Pawn, captured);
                } else if let Some(captured) = self.board[to.index()] {
                    self.remove(them, captured, to);
                    if captured == Role::Rook {
                        self.castling.discard_rook(to);
                    }
                    self.halfmoves = 0;
                }
                self.remove(us, role, from);
                let placed = match kind {
                    MoveKind::Promotion(promoted) => promoted,
                    _ => role,
                };
                self.put(us, placed, to);
                match role {
                    Role::Pawn => {
                        self.halfmoves = 0;
                        // Double push: an ep square only when an enemy pawn stands beside us.
                        if from.index() ^ to.index() == 16 {
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
            }
        }

        if us == Color::Black {
            self.fullmoves += 1;
        }
        self.turn = them;
        self.key ^= zobrist::TURN;
        self.key ^= zobrist::castling_key(self.castling.bits());
        self.checkers = self.checkers_of(them);
        debug_assert_eq!(
            self.key,
            zobrist::compute(self),
            "incremental key after {m:?}"
        );
    }

    /// Pieces of the other side giving check to the king of `color`.
    #[inline]
    pub(crate) fn checkers_of(&self, color: Color) -> Bitboard {
        let king = self.king(color);
        let attackers = self.by_color[!color];
        let occ = self.occupied();
        let queens = self.by_role[Role::Queen];
        ((attacks::pawn_attacks(color, king) & self.by_role[Role::Pawn])
            | (attacks::knight_attacks(king) & self.by_role[Role::Knight])
            | (attacks::bishop_attacks(king, occ) & (self.by_role[Role::Bishop] | queens))
            | (attacks::rook_attacks(king, occ) & (self.by_role[Role::Rook] | queens)))
            & attackers
    }

    /// The position after a null move (side to move passes). Only for search, never in check.
    pub fn play_null(&mut self) {
        debug_assert!(!self.is_check());
        if let Some(ep) = self.ep_square.take() {
            self.key ^= zobrist::ep_key(ep);
        }
        self.halfmoves += 1;
        self.turn = !self.turn;
        self.key ^= zobrist::TURN;
        self.checkers = Bitboard::EMPTY;
    }
}

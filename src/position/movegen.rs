//! Legal move generation with check and pin masks (no make-and-test), in three kinds: all moves,
//! noisy moves (captures and queen promotions, for quiescence and the first picker stages) and
//! quiet moves (everything else, including under-promotions and castling). Noisy and quiet
//! partition the legal moves.

use super::{MoveList, Position};
use crate::attacks;
use crate::core::{Bitboard, CastlingSide, Color, Move, Rank, Role, Square};

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum GenKind {
    All,
    Noisy,
    Quiet,
}

impl Position {
    pub(crate) fn generate(&self, kind: GenKind, list: &mut MoveList) {
        let us = self.turn;
        let king = self.king(us);
        let our = self.us();
        let their = self.them();
        let occ = self.occupied();

        // Destination filter for the kind: noisy moves land on enemy pieces (promotions aside).
        let kind_mask = match kind {
            GenKind::All => !our,
            GenKind::Noisy => their,
            GenKind::Quiet => !occ,
        };

        // King moves: never onto an attacked square (the king itself removed as a blocker).
        let occ_without_king = occ.without(king);
        for to in attacks::king_attacks(king) & kind_mask {
            if !self.is_attacked(to, !us, occ_without_king) {
                list.push(Move::normal(king, to));
            }
        }

        if self.checkers.more_than_one() {
            return;
        }

        // Squares a non-king move may reach: block or capture the checker when in check.
        let check_mask = match self.checkers.first() {
            Some(checker) => attacks::between(king, checker).with(checker),
            None => {
                if kind != GenKind::Noisy {
                    self.gen_castling(list);
                }
                Bitboard::FULL
            }
        };
        let target = kind_mask & check_mask;
        let pinned = self.slider_blockers(us) & our;

        for from in self.pieces(us, Role::Knight) - pinned {
            for to in attacks::knight_attacks(from) & target {
                list.push(Move::normal(from, to));
            }
        }
        let diagonal = self.pieces(us, Role::Bishop) | self.pieces(us, Role::Queen);
        for from in diagonal {
            let mut moves = attacks::bishop_attacks(from, occ) & target;
            if pinned.contains(from) {
                moves &= attacks::line(king, from);
            }
            for to in moves {
                list.push(Move::normal(from, to));
            }
        }
        let straight = self.pieces(us, Role::Rook) | self.pieces(us, Role::Queen);
        for from in straight {
            let mut moves = attacks::rook_attacks(from, occ) & target;
            if pinned.contains(from) {
                moves &= attacks::line(king, from);
            }
            for to in moves {
                list.push(Move::normal(from, to));
            }
        }

        self.gen_pawns(kind, check_mask, pinned, king, list);
    }

    fn gen_pawns(&self, kind: GenKind, check_mask: Bitboard, pinned: Bitboard, king: Square, list: &mut MoveList) {
        let us = self.turn;
        let occ = self.occupied();
        let their = self.them();
        let pawns = self.pieces(us, Role::Pawn);
        let promo_rank = Bitboard::relative_rank(us, Rank::EIGHTH);
        let (up, up_left, up_right): (i32, i32, i32) = match us {
            Color::White => (8, 7, 9),
            Color::Black => (-8, -9, -7),
        };

        // Unpinned pawns set-wise; pinned pawns one by one with their pin line.
        let free = pawns - pinned;
        let push1 = free.forward(us) - occ;
        let push2 = (push1 & Bitboard::relative_rank(us, Rank::THIRD)).forward(us) - occ;
        let left = match us {
            Color::White => free.north().west(),
            Color::Black => free.south().west(),
        } & their;
        let right = match us {
            Color::White => free.north().east(),
            Color::Black => free.south().east(),
        } & their;

        let back = |to: Square, delta: i32| Square::from_index((to.index() as i32 - delta) as u32);

        if kind != GenKind::Noisy {
            for to in push1 & check_mask - promo_rank {
                list.push(Move::normal(back(to, up), to));
            }
            for to in push2 & check_mask {
                list.push(Move::normal(back(to, 2 * up), to));
            }
        }
        if kind != GenKind::Quiet {
            for to in left & check_mask - promo_rank {
                list.push(Move::normal(back(to, up_left), to));
            }
            for to in right & check_mask - promo_rank {
                list.push(Move::normal(back(to, up_right), to));
            }
        }
        for to in push1 & check_mask & promo_rank {
            push_promotions(kind, back(to, up), to, false, list);
        }
        for to in left & check_mask & promo_rank {
            push_promotions(kind, back(to, up_left), to, true, list);
        }
        for to in right & check_mask & promo_rank {
            push_promotions(kind, back(to, up_right), to, true, list);
        }

        // Pinned pawns (rare): may only move along the pin line.
        for from in pawns & pinned {
            let pin_line = attacks::line(king, from);
            let fwd = from.offset(up).map(Bitboard::from_square).unwrap_or_default() - occ;
            let mut pushes = fwd;
            if (fwd.any()) && from.rank() == Rank::SECOND.relative(us) {
                pushes |= fwd.forward(us) - occ;
            }
            let caps = attacks::pawn_attacks(us, from) & their;
            for to in (pushes | caps) & pin_line & check_mask {
                let capture = caps.contains(to);
                if promo_rank.contains(to) {
                    push_promotions(kind, from, to, capture, list);
                } else if capture && kind != GenKind::Quiet || !capture && kind != GenKind::Noisy {
                    list.push(Move::normal(from, to));
                }
            }
        }

        // En passant: checked in full by looking at the king after the capture, which covers the
        // horizontal pin of both pawns and the discovered checks.
        if kind != GenKind::Quiet {
            if let Some(ep) = self.ep_square {
                let captured = back(ep, up);
                for from in attacks::pawn_attacks(!us, ep) & pawns {
                    let occ_after = (occ ^ Bitboard::from_square(from) ^ Bitboard::from_square(captured)) | Bitboard::from_square(ep);
                    let attackers = self.attackers_to(king, occ_after) & their.without(captured);
                    if attackers.is_empty() {
                        list.push(Move::en_passant(from, ep));
                    }
                }
            }
        }
    }

    fn gen_castling(&self, list: &mut MoveList) {
        let us = self.turn;
        let king = self.king(us);
        let occ = self.occupied();
        for side in CastlingSide::ALL {
            let Some(rook) = self.castling.rook(us, side) else {
                continue;
            };
            let king_to = side.king_to(us);
            let rook_to = side.rook_to(us);
            let king_path = attacks::between(king, king_to).with(king_to);
            let rook_path = attacks::between(rook, rook_to).with(rook_to);
            let must_be_empty = (king_path | rook_path).without(king).without(rook);
            if (must_be_empty & occ).any() {
                continue;
            }
            // The castling rook is lifted: it may be shielding the king's destination.
            let occ_lifted = occ.without(king).without(rook);
            let mut path = king_path.with(king);
            if Iterator::any(&mut path, |sq| self.is_attacked(sq, !us, occ_lifted)) {
                continue;
            }
            list.push(Move::castle(king, rook));
        }
    }

    /// Is `m` legal here? Used to check moves from the transposition table and killers.
    pub fn is_legal(&self, m: Move) -> bool {
        // Cheap pre-filter: the mover must be ours.
        if !m.is_drop() && !self.us().contains(m.from()) {
            return false;
        }
        self.legal_moves().contains(&m)
    }
}

/// Queen promotions are noisy; under-promotions are quiet (they rarely matter in quiescence).
#[inline]
fn push_promotions(kind: GenKind, from: Square, to: Square, _capture: bool, list: &mut MoveList) {
    if kind != GenKind::Quiet {
        list.push(Move::promotion(from, to, Role::Queen));
    }
    if kind != GenKind::Noisy {
        list.push(Move::promotion(from, to, Role::Knight));
        list.push(Move::promotion(from, to, Role::Rook));
        list.push(Move::promotion(from, to, Role::Bishop));
    }
}

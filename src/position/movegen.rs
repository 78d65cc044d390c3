//! Move generation in three kinds: all moves, noisy moves (captures and queen promotions, for
//! quiescence and the first picker stages) and quiet moves (everything else, including
//! under-promotions, castling and drops). Noisy and quiet partition the legal moves.
//!
//! Variants with a royal king (standard chess, Chess960, king of the hill, three-check,
//! crazyhouse, horde's Black, racing kings) use the legal generator with check and pin masks
//! (no make-and-test). The others build on `pseudo_legal_moves`: antichess filters for
//! compulsory captures, atomic tests each move by playing it.

use super::move_sink::{GenKind, MoveSink};
use super::rules::{Variant, VariantState};
use super::{MoveList, Position};
use crate::attacks;
use crate::core::{Bitboard, CastlingSide, Color, Move, MoveKind, Rank, Role, Square};

impl MoveSink for MoveList {
    #[inline]
    fn push(&mut self, m: Move) {
        MoveList::push(self, m);
    }
    #[inline]
    fn push_targets(&mut self, from: Square, targets: Bitboard) {
        for to in targets {
            MoveList::push(self, Move::normal(from, to));
        }
    }
    #[inline]
    fn push_pawns(&mut self, targets: Bitboard, delta: i32) {
        for to in targets {
            MoveList::push(self, Move::normal(from_delta(to, delta), to));
        }
    }
    #[inline]
    fn push_promotions(&mut self, kind: GenKind, targets: Bitboard, delta: i32) {
        for to in targets {
            push_promotions(kind, from_delta(to, delta), to, self);
        }
    }
}

/// Counts moves without building them.
#[derive(Default)]
pub struct MoveCounter(pub u64);

impl MoveSink for MoveCounter {
    #[inline]
    fn push(&mut self, _m: Move) {
        self.0 += 1;
    }
    #[inline]
    fn push_targets(&mut self, _from: Square, targets: Bitboard) {
        self.0 += targets.count() as u64;
    }
    #[inline]
    fn push_pawns(&mut self, targets: Bitboard, _delta: i32) {
        self.0 += targets.count() as u64;
    }
    #[inline]
    fn push_promotions(&mut self, kind: GenKind, targets: Bitboard, _delta: i32) {
        let per = match kind {
            GenKind::All => 4,
            GenKind::Noisy => 1,
            GenKind::Quiet => 3,
        };
        self.0 += per * targets.count() as u64;
    }
}

#[inline]
fn from_delta(to: Square, delta: i32) -> Square {
    Square::from_index((to.index() as i32 - delta) as u32)
}

impl GenKind {
    /// Does a legal move belong to this kind? (For generators that build all moves first.)
    #[inline]
    pub fn accepts<V: Variant>(self, pos: &Position<V>, m: Move) -> bool {
        match self {
            GenKind::All => true,
            GenKind::Noisy => pos.is_capture(m) || m.promotion_role() == Some(Role::Queen),
            GenKind::Quiet => !pos.is_capture(m) && m.promotion_role() != Some(Role::Queen),
        }
    }
}

/// Hands the moves of `list` that belong to `kind` to `sink`.
#[inline]
pub fn emit_kind<V: Variant, S: MoveSink>(
    pos: &Position<V>,
    list: &MoveList,
    kind: GenKind,
    sink: &mut S,
) {
    for &m in list {
        if kind.accepts(pos, m) {
            sink.push(m);
        }
    }
}

impl<V: Variant> Position<V> {
    /// Legal moves for variants with a royal king, by check and pin masks. A side without a
    /// king (horde's White) has no check to answer: all its pseudo-legal moves are legal.
    #[inline]
    pub fn generate_royal<S: MoveSink>(&self, kind: GenKind, list: &mut S) {
        if V::HAS_VARIANT_END && V::variant_outcome(self, false).is_some() {
            return;
        }
        let us = self.turn;
        if V::HORDE && self.king_of(us).is_none() {
            let mut all = MoveList::new();
            self.pseudo_legal_moves(&mut all, CastlingCheck::Attacks);
            emit_kind(self, &all, kind, list);
            return;
        }
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
        let mut king_targets = Bitboard::EMPTY;
        for to in attacks::king_attacks(king) & kind_mask {
            if !self.is_attacked(to, !us, occ_without_king) {
                king_targets |= Bitboard::from_square(to);
            }
        }
        list.push_targets(king, king_targets);

        if self.checkers.more_than_one() {
            return;
        }

        // Squares a non-king move may reach: block or capture the checker when in check.
        let check_mask = match self.checkers.first() {
            Some(checker) => attacks::between(king, checker).with(checker),
            None => {
                if kind != GenKind::Noisy && self.castling.any_of(us) {
                    self.gen_castling(king, list, CastlingCheck::Attacks);
                }
                Bitboard::FULL
            }
        };
        if V::DROPS && kind != GenKind::Noisy {
            self.gen_drops(check_mask - occ, list);
        }
        let target = kind_mask & check_mask;
        let pinned = self.slider_blockers(us) & our;

        for from in self.pieces(us, Role::Knight) - pinned {
            list.push_targets(from, attacks::knight_attacks(from) & target);
        }
        let diagonal = self.pieces(us, Role::Bishop) | self.pieces(us, Role::Queen);
        for from in diagonal {
            let mut moves = attacks::bishop_attacks(from, occ) & target;
            if pinned.contains(from) {
                moves &= attacks::line(king, from);
            }
            list.push_targets(from, moves);
        }
        let straight = self.pieces(us, Role::Rook) | self.pieces(us, Role::Queen);
        for from in straight {
            let mut moves = attacks::rook_attacks(from, occ) & target;
            if pinned.contains(from) {
                moves &= attacks::line(king, from);
            }
            list.push_targets(from, moves);
        }

        self.gen_pawns(kind, check_mask, pinned, king, list);
    }

    /// Crazyhouse drops from the pocket onto `targets` (empty squares; blocking squares when in
    /// check). Pawns never drop on the first or last rank.
    fn gen_drops<S: MoveSink>(&self, targets: Bitboard, list: &mut S) {
        for role in [
            Role::Pawn,
            Role::Knight,
            Role::Bishop,
            Role::Rook,
            Role::Queen,
        ] {
            if self.pocket_count(self.turn, role) == 0 {
                continue;
            }
            let squares = if role == Role::Pawn {
                targets - Bitboard::BACKRANKS
            } else {
                targets
            };
            for to in squares {
                list.push(Move::drop(role, to));
            }
        }
    }

    /// How many pieces of `role` `color` holds in its pocket (crazyhouse; zero elsewhere).
    #[inline]
    pub fn pocket_count(&self, color: Color, role: Role) -> u8 {
        if V::DROPS {
            self.state.pocket_count(color, role)
        } else {
            0
        }
    }

    fn gen_pawns<S: MoveSink>(
        &self,
        kind: GenKind,
        check_mask: Bitboard,
        pinned: Bitboard,
        king: Square,
        list: &mut S,
    ) {
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
        let mut double_from = Bitboard::relative_rank(us, Rank::THIRD);
        if V::HORDE {
            // Horde: pawns on the first rank may advance two squares as well.
            double_from |= Bitboard::relative_rank(us, Rank::SECOND);
        }
        let push2 = (push1 & double_from).forward(us) - occ;
        let left = match us {
            Color::White => free.north().west(),
            Color::Black => free.south().west(),
        } & their;
        let right = match us {
            Color::White => free.north().east(),
            Color::Black => free.south().east(),
        } & their;

        let back = from_delta;

        if kind != GenKind::Noisy {
            list.push_pawns(push1 & (check_mask - promo_rank), up);
            list.push_pawns(push2 & check_mask, 2 * up);
        }
        if kind != GenKind::Quiet {
            list.push_pawns(left & (check_mask - promo_rank), up_left);
            list.push_pawns(right & (check_mask - promo_rank), up_right);
        }
        list.push_promotions(kind, push1 & check_mask & promo_rank, up);
        list.push_promotions(kind, left & check_mask & promo_rank, up_left);
        list.push_promotions(kind, right & check_mask & promo_rank, up_right);

        // Pinned pawns (rare): may only move along the pin line.
        for from in pawns & pinned {
            let pin_line = attacks::line(king, from);
            let fwd = from
                .offset(up)
                .map(Bitboard::from_square)
                .unwrap_or_default()
                - occ;
            let mut pushes = fwd;
            let double_rank = from.rank() == Rank::SECOND.relative(us)
                || (V::HORDE && from.rank() == Rank::FIRST.relative(us));
            if fwd.any() && double_rank {
                pushes |= fwd.forward(us) - occ;
            }
            let caps = attacks::pawn_attacks(us, from) & their;
            for to in (pushes | caps) & pin_line & check_mask {
                let capture = caps.contains(to);
                if promo_rank.contains(to) {
                    list.push_promotions(
                        kind,
                        Bitboard::from_square(to),
                        to.index() as i32 - from.index() as i32,
                    );
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
                    let occ_after =
                        (occ ^ Bitboard::from_square(from) ^ Bitboard::from_square(captured))
                            | Bitboard::from_square(ep);
                    let attackers = self.attackers_to(king, occ_after) & their.without(captured);
                    if attackers.is_empty() {
                        list.push(Move::en_passant(from, ep));
                    }
                }
            }
        }
    }

    /// Castling moves (king takes rook), with the squares between king, rook and their
    /// destinations empty. `check` says which squares of the king's way must be safe; as
    /// python-chess, the king's path is tested with the rook still in place and the king's
    /// destination with the rook already moved.
    fn gen_castling<S: MoveSink>(&self, king: Square, list: &mut S, check: CastlingCheck) {
        let us = self.turn;
        let occ = self.occupied();
        for side in CastlingSide::ALL {
            let Some(rook) = self.castling.rook(us, side) else {
                continue;
            };
            let king_to = side.king_to(us);
            let rook_to = side.rook_to(us);
            let king_path = attacks::between(king, king_to);
            let rook_path = attacks::between(rook, rook_to);
            let must_be_empty = (king_path | rook_path)
                .with(king_to)
                .with(rook_to)
                .without(king)
                .without(rook);
            if (must_be_empty & occ).any() {
                continue;
            }
            if check != CastlingCheck::None {
                let safe_from_enemy_king = match check {
                    // Atomic: squares next to the enemy king cannot be attacked (kings touching).
                    CastlingCheck::AtomicAttacks => self
                        .king_of(!us)
                        .map_or(Bitboard::EMPTY, attacks::king_attacks),
                    _ => Bitboard::EMPTY,
                };
                let occ_without_king = occ.without(king);
                let path = king_path.with(king) - safe_from_enemy_king;
                if Iterator::any(&mut path.into_iter(), |sq| {
                    self.is_attacked(sq, !us, occ_without_king)
                }) {
                    continue;
                }
                let occ_after = occ_without_king.without(rook).with(rook_to);
                if !safe_from_enemy_king.contains(king_to)
                    && self.is_attacked(king_to, !us, occ_after)
                {
                    continue;
                }
            }
            list.push(Move::castle(king, rook));
        }
    }

    /// Pseudo-legal moves of the side to move: every move by the piece rules, whether or not it
    /// leaves a king attacked; castling with `check` deciding which squares must be safe.
    /// Promotions include the king where `V::KING_PROMOTIONS`.
    pub fn pseudo_legal_moves(&self, list: &mut MoveList, check: CastlingCheck) {
        let us = self.turn;
        let our = self.us();
        let their = self.them();
        let occ = self.occupied();
        for from in our - self.by_role[Role::Pawn] {
            let role = self.board[from.index()].unwrap_or(Role::King);
            list.push_targets(from, attacks::attacks(us, role, from, occ) - our);
        }
        let back = Bitboard::relative_rank(us, Rank::FIRST);
        if let Some(king) = (self.pieces(us, Role::King) & back).first() {
            self.gen_castling(king, list, check);
        }

        let pawns = self.pieces(us, Role::Pawn);
        let promo_rank = Bitboard::relative_rank(us, Rank::EIGHTH);
        let up = us.fold(8, -8);
        for from in pawns {
            let mut targets = attacks::pawn_attacks(us, from) & their;
            let single = from.offset(up).filter(|&s| !occ.contains(s));
            if let Some(single) = single {
                targets |= Bitboard::from_square(single);
                let double_rank = from.rank() == Rank::SECOND.relative(us)
                    || (V::HORDE && from.rank() == Rank::FIRST.relative(us));
                if double_rank {
                    if let Some(double) = single.offset(up).filter(|&d| !occ.contains(d)) {
                        targets |= Bitboard::from_square(double);
                    }
                }
            }
            for to in targets {
                if promo_rank.contains(to) {
                    if V::KING_PROMOTIONS {
                        list.push(Move::promotion(from, to, Role::King));
                    }
                    for role in [Role::Queen, Role::Rook, Role::Bishop, Role::Knight] {
                        list.push(Move::promotion(from, to, role));
                    }
                } else {
                    list.push(Move::normal(from, to));
                }
            }
        }
        if let Some(ep) = self.ep_square {
            for from in attacks::pawn_attacks(!us, ep) & pawns {
                list.push(Move::en_passant(from, ep));
            }
        }
    }

    /// The number of legal moves, counted without generating them.
    pub fn count_legal_moves(&self) -> u64 {
        let mut counter = MoveCounter::default();
        V::generate(self, GenKind::All, &mut counter);
        counter.0
    }

    /// Is `m` legal here, for variants with a royal king? Checked directly, without generating
    /// all moves.
    pub fn is_legal_royal(&self, m: Move) -> bool {
        if V::HAS_VARIANT_END || (V::HORDE && self.king_of(self.turn).is_none()) {
            // Rare or variant-specific: decide by generation.
            return self.legal_moves().contains(&m);
        }
        self.is_legal_while_playing(m)
    }

    /// `is_legal_royal` for a game known not to be over, with both kings on the board: the
    /// direct check a variant whose only extra rule is its own game end can call once it has
    /// checked that (king of the hill, three-check).
    pub fn is_legal_while_playing(&self, m: Move) -> bool {
        let us = self.turn;
        if let MoveKind::Drop(role) = m.kind() {
            if !V::DROPS || m.from() != Square::A1 {
                return false;
            }
            let to = m.to();
            if self.occupied().contains(to)
                || self.pocket_count(us, role) == 0
                || (role == Role::Pawn && Bitboard::BACKRANKS.contains(to))
                || self.checkers.more_than_one()
            {
                return false;
            }
            return match self.checkers.first() {
                Some(checker) => attacks::between(self.king(us), checker).contains(to),
                None => true,
            };
        }
        if m.is_castle() || m.is_en_passant() {
            // Rare: decide by generation.
            return self.legal_moves().contains(&m);
        }
        let Some(role) = self.pseudo_legal_role(m) else {
            return false;
        };
        let (from, to) = (m.from(), m.to());
        let occ = self.occupied();
        let king = self.king(us);
        if role == Role::King {
            return !self.is_attacked(to, !us, occ.without(from));
        }
        if self.checkers.more_than_one() {
            return false;
        }
        if let Some(checker) = self.checkers.first() {
            if !attacks::between(king, checker).with(checker).contains(to) {
                return false;
            }
        }
        // A piece on a line with our king may be pinned: it must stay on that line.
        if attacks::line(king, from).any() && !attacks::aligned(king, from, to) {
            return !(self.slider_blockers(us) & self.us()).contains(from);
        }
        true
    }

    /// The role of the piece `m` moves, if `m` is a pseudo-legal board move of it (no drop,
    /// castle or en passant: those the caller decides): the piece is ours, the target not, it
    /// moves that way on this board, and a pawn promotes exactly on the last rank (to a king
    /// only where the variant allows it).
    pub fn pseudo_legal_role(&self, m: Move) -> Option<Role> {
        let us = self.turn;
        let (from, to) = (m.from(), m.to());
        let ours = self.us();
        if m.is_drop() || m.is_castle() || m.is_en_passant() {
            return None;
        }
        if !ours.contains(from) || ours.contains(to) {
            return None;
        }
        let role = self.role_at(from)?;
        let occ = self.occupied();
        if role == Role::Pawn {
            let promo_rank = Bitboard::relative_rank(us, Rank::EIGHTH);
            if promo_rank.contains(to) != m.is_promotion()
                || (!V::KING_PROMOTIONS && m.promotion_role() == Some(Role::King))
            {
                return None;
            }
            let up = us.fold(8, -8);
            let single = from.offset(up);
            let capture = attacks::pawn_attacks(us, from).contains(to) && self.them().contains(to);
            let push = single == Some(to) && !occ.contains(to);
            let double = (from.rank() == Rank::SECOND.relative(us)
                || (V::HORDE && from.rank() == Rank::FIRST.relative(us)))
                && single.is_some_and(|s| !occ.contains(s))
                && from.offset(2 * up) == Some(to)
                && !occ.contains(to);
            (capture || push || double).then_some(role)
        } else if m.is_promotion() || !attacks::attacks(us, role, from, occ).contains(to) {
            None
        } else {
            Some(role)
        }
    }

    /// Whether the side to move has a capture: a piece of its attacks an enemy piece, or a pawn
    /// may take en passant (the antichess family, where that makes capturing compulsory).
    pub fn has_capture(&self) -> bool {
        let us = self.turn;
        (self.attacks_of(us, self.us()) & self.them()).any()
            || self.ep_square.is_some_and(|ep| {
                (attacks::pawn_attacks(!us, ep) & self.pieces(us, Role::Pawn)).any()
            })
    }
}

/// Which squares of the king's way castling must find unattacked.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum CastlingCheck {
    /// Every square the king stands on or passes, and its destination.
    Attacks,
    /// As `Attacks`, except squares next to the enemy king (atomic: kings may touch).
    AtomicAttacks,
    /// None (antichess: the king is an ordinary piece).
    None,
}

/// Queen promotions are noisy; under-promotions are quiet (they rarely matter in quiescence).
#[inline]
fn push_promotions(kind: GenKind, from: Square, to: Square, list: &mut MoveList) {
    if kind != GenKind::Quiet {
        list.push(Move::promotion(from, to, Role::Queen));
    }
    if kind != GenKind::Noisy {
        list.push(Move::promotion(from, to, Role::Knight));
        list.push(Move::promotion(from, to, Role::Rook));
        list.push(Move::promotion(from, to, Role::Bishop));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::CastlingMode;

    /// `is_legal` agrees with generation on every 16-bit move pattern.
    #[test]
    fn is_legal_agrees_with_generation() {
        let fens = [
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            "4k3/8/8/2KPp2r/8/8/8/8 w - e6 0 1",
            "8/8/8/8/k2Pp2Q/8/8/4K3 b - d3 0 1",
            "3k4/8/8/8/8/8/4r3/R3K2R w KQ - 0 1",
            "4k3/4r3/8/8/8/8/3PPP2/4K3 w - - 0 1",
        ];
        for fen in fens {
            let pos = Position::from_fen(fen, CastlingMode::Standard).unwrap();
            let legal = pos.legal_moves();
            for bits in 1..=u16::MAX {
                let Some(m) = Move::from_bits(bits) else {
                    continue;
                };
                assert_eq!(pos.is_legal(m), legal.contains(&m), "{fen}: {m:?}");
            }
        }
    }

    /// Every 16-bit pattern `is_legal` accepts is a generated move, and every generated one
    /// is accepted, in `V`'s positions.
    fn check_is_legal<V: Variant>(fens: &[&str]) {
        for fen in fens {
            let pos = Position::<V>::from_fen_variant(fen, CastlingMode::Standard).unwrap();
            let legal = pos.legal_moves();
            for bits in 1..=u16::MAX {
                let Some(m) = Move::from_bits(bits) else {
                    continue;
                };
                assert_eq!(pos.is_legal(m), legal.contains(&m), "{fen}: {m:?}");
            }
        }
    }

    /// The variants whose `is_legal` decides board moves directly agree with generation too:
    /// the game's end, a compulsory capture, a king promotion, atomic's blasts, castling and
    /// en passant.
    #[test]
    fn direct_is_legal_agrees_with_generation_in_variants() {
        use crate::variant::{Antichess, Atomic, Giveaway, KingOfTheHill, Suicide, ThreeCheck};
        let losing = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
            "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w - - 0 2",
            "1n6/P7/8/8/8/8/8/7k w - - 0 1",
            "8/8/8/3Pp3/8/8/8/7k w - e6 0 1",
            "8/8/8/8/8/1n6/8/R7 w - - 0 1",
            "8/8/8/8/8/8/8/R7 b - - 0 1",
        ];
        check_is_legal::<Antichess>(&losing);
        check_is_legal::<Suicide>(&losing);
        check_is_legal::<Giveaway>(&[
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        ]);
        check_is_legal::<KingOfTheHill>(&[
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/8/8/3k4/8/4K3/8/8 w - - 0 1",
            "8/8/8/3K4/8/8/8/4k3 b - - 0 1",
            "4k3/8/8/2KPp2r/8/8/8/8 w - e6 0 1",
        ]);
        check_is_legal::<Atomic>(&[
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/8/8/3kK3/8/8/8/7r w - - 0 1",
            "4k3/8/8/2KPp2r/8/8/8/8 w - e6 0 1",
            "rnb1kbnr/pppp1ppp/8/4p3/4P2q/8/PPPPKPPP/RNBQ1BNR w kq - 2 3",
        ]);
        check_is_legal::<ThreeCheck>(&[
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 3+3 0 1",
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/5Q2/PPPP1PPP/RNB1KBNR w KQkq - 1+3 0 1",
            "4k3/8/8/8/8/8/8/R3K3 b - - 0+2 0 1",
        ]);
    }

    /// `gives_check` and `gives_check_with` (decided without playing) agree with playing the
    /// move, over three plies of positions rich in discovered checks, promotions, en passant and
    /// castling.
    #[test]
    fn gives_check_agrees_with_playing_the_move() {
        fn walk(pos: &Position, depth: u32, checks: &mut u32) {
            let squares = pos.check_squares();
            for &m in pos.legal_moves().iter() {
                let mut after = pos.clone();
                after.play_unchecked(m);
                assert_eq!(pos.gives_check(m), after.is_check(), "{}: {m:?}", pos.fen());
                let with = pos.gives_check_with(&squares, m);
                assert_eq!(with, after.is_check(), "{}: {m:?}", pos.fen());
                *checks += after.is_check() as u32;
                if depth > 1 {
                    walk(&after, depth - 1, checks);
                }
            }
        }
        let mut checks = 0;
        for fen in [
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            "8/8/8/8/k2Pp2Q/8/8/4K3 b - d3 0 1",
        ] {
            let pos = Position::from_fen(fen, CastlingMode::Standard).unwrap();
            walk(&pos, 3, &mut checks);
        }
        // Checking moves over the five trees (kiwipete alone gives perft's 3 + 993 at plies 2-3).
        assert_eq!(checks, 2666);
    }

    #[test]
    fn noisy_and_quiet_partition_legal_moves() {
        let pos = Position::from_fen(
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            CastlingMode::Standard,
        )
        .unwrap();
        let mut noisy = MoveList::new();
        let mut quiet = MoveList::new();
        pos.noisy_moves(&mut noisy);
        pos.quiet_moves(&mut quiet);
        let all = pos.legal_moves();
        assert_eq!(noisy.len() + quiet.len(), all.len());
        assert!(noisy.iter().chain(quiet.iter()).all(|m| all.contains(m)));
        assert!(noisy
            .iter()
            .all(|&m| pos.is_capture(m) || m.promotion_role() == Some(Role::Queen)));
    }
}

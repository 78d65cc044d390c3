//! Static exchange evaluation: the material outcome of the capture sequence on one square,
//! each side always recapturing with its least valuable attacker, x-rays included.

use super::rules::Variant;
use super::Position;
use crate::attacks;
use crate::core::{Bitboard, Move, MoveKind, Role};

/// Piece values for exchange evaluation only (centipawns; the king is "infinite").
pub const SEE_VALUES: [i32; 6] = [100, 320, 330, 500, 950, 20_000];

impl<V: Variant> Position<V> {
    /// Does the exchange started by `m` win at least `threshold` centipawns for the mover?
    /// A drop starts the exchange with the dropped piece standing on its square. In
    /// three-check every check passes (it may be the check that wins, whatever it costs); in
    /// atomic the blast decides (`atomic_see_ge`).
    pub fn see_ge(&self, m: Move, threshold: i32) -> bool {
        if V::COUNTS_CHECKS && self.gives_check(m) {
            return true;
        }
        if V::EXPLOSIONS {
            return self.atomic_see_ge(m, threshold);
        }
        if m.is_castle() {
            return 0 >= threshold;
        }
        let to = m.to();
        let (moved, mut gain, mut next_victim) = match m.kind() {
            MoveKind::Drop(role) => (Bitboard::EMPTY, 0, role),
            MoveKind::EnPassant => (
                Bitboard::from_square(m.from()),
                SEE_VALUES[Role::Pawn.index()],
                Role::Pawn,
            ),
            _ => (
                Bitboard::from_square(m.from()),
                self.role_at(to).map_or(0, |r| SEE_VALUES[r.index()]),
                self.role_at(m.from()).unwrap_or(Role::Pawn),
            ),
        };
        if let Some(promo) = m.promotion_role() {
            gain += SEE_VALUES[promo.index()] - SEE_VALUES[Role::Pawn.index()];
            next_victim = promo;
        }
        // Balance after our capture, assuming we lose the capturing piece next.
        let mut balance = gain - threshold;
        if balance < 0 {
            return false;
        }
        balance -= SEE_VALUES[next_victim.index()];
        if balance >= 0 {
            return true;
        }

        let mut occ = (self.occupied() - moved).with(to);
        if m.is_en_passant() {
            let captured = to
                .offset(self.turn().fold(-8, 8))
                .map(Bitboard::from_square)
                .unwrap_or_default();
            occ = occ - captured;
        }
        let diagonal = self.by_role(Role::Bishop) | self.by_role(Role::Queen);
        let straight = self.by_role(Role::Rook) | self.by_role(Role::Queen);
        let mut attackers = self.attackers_to(to, occ) & occ;
        let mut side = !self.turn();

        loop {
            let ours = attackers & self.by_color(side);
            if ours.is_empty() {
                break;
            }
            // Least valuable attacker.
            let mut role = Role::Pawn;
            let mut sq_bb = Bitboard::EMPTY;
            for r in Role::ALL {
                let bb = ours & self.by_role(r);
                if bb.any() {
                    role = r;
                    sq_bb = Bitboard(bb.0 & bb.0.wrapping_neg());
                    break;
                }
            }
            side = !side;
            // Negamax: flip the balance and subtract the piece we put on the square.
            balance = -balance - 1 - SEE_VALUES[role.index()];
            if balance >= 0 {
                // A king may only capture when the opponent has no attackers left.
                if role == Role::King && (attackers & self.by_color(side)).any() {
                    side = !side;
                }
                break;
            }
            occ = occ - sq_bb;
            // Reveal x-ray attackers behind the capturer.
            if matches!(role, Role::Pawn | Role::Bishop | Role::Queen) {
                attackers |= attacks::bishop_attacks(to, occ) & diagonal;
            }
            if matches!(role, Role::Rook | Role::Queen) {
                attackers |= attacks::rook_attacks(to, occ) & straight;
            }
            attackers &= occ;
        }
        // The side to move at the end lost the exchange.
        side != self.turn()
    }
}

impl<V: Variant> Position<V> {
    /// Atomic's exchange: a capture destroys the captured piece, the capturer and every
    /// non-pawn around the square, so its worth is that blast's net material, and a blast
    /// that takes the enemy king wins outright. A move that captures nothing is worth what
    /// the opponent's best capture on its square would cost us (it blows up our piece and
    /// our neighbours of the square, and their capturer and theirs), nothing if no capture
    /// pays for them, and it loses when our king stands next to the square and theirs does
    /// not (kings never capture, and a blast that kills one's own king is illegal).
    fn atomic_see_ge(&self, m: Move, threshold: i32) -> bool {
        let us = self.turn();
        let to = m.to();
        let value = |bb: Bitboard| -> i32 {
            bb.into_iter()
                .map(|sq| self.role_at(sq).map_or(0, |r| SEE_VALUES[r.index()]))
                .sum()
        };
        let around = attacks::king_attacks(to);
        let promotion = m.promotion_role().map_or(0, |r| {
            SEE_VALUES[r.index()] - SEE_VALUES[Role::Pawn.index()]
        });
        if self.is_capture(m) {
            let blast = around & (self.occupied() - self.by_role(Role::Pawn)).without(m.from());
            if (blast & self.pieces(!us, Role::King)).any() {
                return true;
            }
            let captured = if m.is_en_passant() {
                SEE_VALUES[Role::Pawn.index()]
            } else {
                self.role_at(to).map_or(0, |r| SEE_VALUES[r.index()])
            };
            let capturer = self.role_at(m.from()).map_or(0, |r| SEE_VALUES[r.index()]);
            let net = captured + value(blast & self.them()) - value(blast & self.us()) - capturer;
            return net >= threshold;
        }
        if m.is_castle() {
            return 0 >= threshold;
        }
        // The board after the move, as far as a capture on `to` sees it.
        let occ = self.occupied().without(m.from()).with(to);
        let ours = (self.us() & occ).without(m.from());
        let theirs = self.them();
        let their_capturers = self.attackers_to(to, occ) & (theirs - self.by_role(Role::King));
        if their_capturers.is_empty() || (around & self.pieces(!us, Role::King)).any() {
            return promotion >= threshold;
        }
        if (around & self.pieces(us, Role::King)).any() {
            return false;
        }
        let moved = m
            .promotion_role()
            .or(self.role_at(m.from()))
            .map_or(0, |r| SEE_VALUES[r.index()]);
        let our_loss = moved + value(around & (ours - self.by_role(Role::Pawn)));
        let their_blast = around & (theirs - self.by_role(Role::Pawn));
        // Their best capture costs them the cheapest capturer and their pieces around `to`
        // (the capturer counted once when it stands there too).
        let cheapest = their_capturers
            .into_iter()
            .map(|sq| value(Bitboard::from_square(sq) | their_blast))
            .min()
            .unwrap_or(0);
        let their_gain = our_loss - cheapest;
        promotion - their_gain.max(0) >= threshold
    }
}

#[cfg(test)]
mod tests {
    use crate::position::{CastlingMode, Position};

    fn see(fen: &str, uci: &str, threshold: i32) -> bool {
        let pos = Position::from_fen(fen, CastlingMode::Standard).unwrap();
        let m = pos.parse_uci(uci).unwrap();
        pos.see_ge(m, threshold)
    }

    #[test]
    fn see_values() {
        // Rook takes an undefended pawn: +100.
        let fen = "1k1r4/1pp4p/p7/4p3/8/P5P1/1PP4P/2K1R3 w - - 0 1";
        assert!(see(fen, "e1e5", 100));
        assert!(!see(fen, "e1e5", 101));
        // Knight takes a pawn defended by a pawn... the classic: Nxe5 loses the knight for a pawn.
        let fen = "1k1r3q/1ppn3p/p4b2/4p3/8/P2N2P1/1PP1R1BP/2K1Q3 w - - 0 1";
        assert!(see(fen, "d3e5", -220));
        assert!(!see(fen, "d3e5", -219));
        // Equal trade: pawn takes pawn defended by pawn = 0.
        let fen = "4k3/8/3p4/4p3/3P4/8/8/4K3 w - - 0 1";
        assert!(see(fen, "d4e5", 0));
        assert!(!see(fen, "d4e5", 1));
        // Quiet move to a square attacked by a pawn loses the piece.
        let fen = "4k3/8/3p4/8/8/5N2/8/4K3 w - - 0 1";
        assert!(!see(fen, "f3e5", -319));
        assert!(see(fen, "f3e5", -320));
        assert!(see(fen, "f3g5", 0));
        // X-ray: rook behind rook wins the exchange on e5.
        let fen = "4k3/8/8/4p3/8/8/4R3/4RK2 w - - 0 1";
        assert!(see(fen, "e2e5", 100));
        // Promotion capture.
        assert!(see("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7b8q", 500 + 850));
    }

    fn see_in<V: crate::variant::Variant>(fen: &str, uci: &str, threshold: i32) -> bool {
        let pos = Position::<V>::from_fen_variant(fen, CastlingMode::Standard).unwrap();
        let m = pos.parse_uci(uci).unwrap();
        pos.see_ge(m, threshold)
    }

    #[test]
    fn a_drop_is_worth_the_exchange_it_starts() {
        use crate::variant::Crazyhouse;
        // N@e5 where the d6 pawn takes it: -320.
        let fen = "4k3/8/3p4/8/8/8/8/4K3[N] w - - 0 1";
        assert!(see_in::<Crazyhouse>(fen, "N@e5", -320));
        assert!(!see_in::<Crazyhouse>(fen, "N@e5", -319));
        // On a square no enemy piece attacks: 0.
        assert!(see_in::<Crazyhouse>(fen, "N@f3", 0));
        assert!(!see_in::<Crazyhouse>(fen, "N@f3", 1));
        // Defended by the d4 pawn: dxe5 recaptures, knight for pawn, -220.
        let fen = "4k3/8/3p4/8/3P4/8/8/4K3[N] w - - 0 1";
        assert!(see_in::<Crazyhouse>(fen, "N@e5", -220));
        assert!(!see_in::<Crazyhouse>(fen, "N@e5", -219));
    }

    #[test]
    fn an_atomic_capture_is_worth_its_blast() {
        use crate::variant::Atomic;
        // Nxe5 takes the pawn, blows up the queen on d5 and the knight: 100 + 950 - 320.
        let fen = "4k3/8/8/3qp3/8/5N2/8/4K3 w - - 0 1";
        assert!(see_in::<Atomic>(fen, "f3e5", 730));
        assert!(!see_in::<Atomic>(fen, "f3e5", 731));
        // The same with a white rook on d4 beside the square: 730 - 500.
        let fen = "4k3/8/8/3qp3/3R4/5N2/8/4K3 w - - 0 1";
        assert!(see_in::<Atomic>(fen, "f3e5", 230));
        assert!(!see_in::<Atomic>(fen, "f3e5", 231));
        // A blast that takes the enemy king wins, whatever it costs.
        assert!(see_in::<Atomic>(
            "8/8/3k4/4p3/8/2B5/8/4K3 w - - 0 1",
            "c3e5",
            10_000
        ));
    }

    #[test]
    fn an_atomic_quiet_move_is_worth_the_capture_it_invites() {
        use crate::variant::Atomic;
        // Ne5, where the d6 pawn takes it: both blow up, 100 - 320.
        let fen = "4k3/8/3p4/8/8/5N2/8/4K3 w - - 0 1";
        assert!(see_in::<Atomic>(fen, "f3e5", -220));
        assert!(!see_in::<Atomic>(fen, "f3e5", -219));
        // Ng5 is safe: 0.
        assert!(see_in::<Atomic>(fen, "f3g5", 0));
        // Ne2 blocks the rook's check, but Rxe2 then blows up the king on e1.
        let fen = "4r2k/8/8/8/8/8/8/4K1N1 w - - 0 1";
        assert!(!see_in::<Atomic>(fen, "g1e2", -10_000));
    }

    #[test]
    fn a_check_passes_in_three_check() {
        use crate::variant::{Standard, ThreeCheck};
        // Qxf7+ gives the queen for a pawn: bad in chess, the third check in three-check.
        let fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5Q2/PPPP1PPP/RNB1KBNR w KQkq - 1+3 0 1";
        assert!(see_in::<ThreeCheck>(fen, "f3f7", 0));
        let chess = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5Q2/PPPP1PPP/RNB1KBNR w KQkq - 0 1";
        assert!(!see_in::<Standard>(chess, "f3f7", 0));
    }
}

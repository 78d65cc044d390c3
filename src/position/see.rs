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
    pub fn see_ge(&self, m: Move, threshold: i32) -> bool {
        if m.is_castle() || m.is_drop() {
            return 0 >= threshold;
        }
        let from = m.from();
        let to = m.to();
        let mut gain = match m.kind() {
            MoveKind::EnPassant => SEE_VALUES[Role::Pawn.index()],
            _ => self.role_at(to).map_or(0, |r| SEE_VALUES[r.index()]),
        };
        let mut next_victim = self.role_at(from).unwrap_or(Role::Pawn);
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

        let mut occ = self.occupied().without(from).with(to);
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
}

//! One Polyglot record and the 16-bit move encoding.

use crate::core::{Move, MoveKind, Role, Square};
use crate::notation::UciMove;
use crate::position::Position;

/// Bytes per record.
pub const ENTRY_SIZE: usize = 16;

/// A record as stored in the file.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BookEntry {
    pub key: u64,
    /// The 16-bit Polyglot move (see the module documentation).
    pub raw_move: u16,
    pub weight: u16,
    pub learn: u32,
}

impl BookEntry {
    /// Reads a record from its 16 big-endian bytes.
    pub fn from_bytes(b: [u8; ENTRY_SIZE]) -> BookEntry {
        let [k0, k1, k2, k3, k4, k5, k6, k7, m0, m1, w0, w1, l0, l1, l2, l3] = b;
        BookEntry {
            key: u64::from_be_bytes([k0, k1, k2, k3, k4, k5, k6, k7]),
            raw_move: u16::from_be_bytes([m0, m1]),
            weight: u16::from_be_bytes([w0, w1]),
            learn: u32::from_be_bytes([l0, l1, l2, l3]),
        }
    }

    /// The 16 big-endian bytes of the record.
    pub fn to_bytes(&self) -> [u8; ENTRY_SIZE] {
        let mut b = [0u8; ENTRY_SIZE];
        b[0..8].copy_from_slice(&self.key.to_be_bytes());
        b[8..10].copy_from_slice(&self.raw_move.to_be_bytes());
        b[10..12].copy_from_slice(&self.weight.to_be_bytes());
        b[12..16].copy_from_slice(&self.learn.to_be_bytes());
        b
    }

    /// The move's origin, destination and promotion as the bits say, not yet checked against a
    /// position (castling still king-takes-rook). `None` for promotion codes 6 and 7.
    pub fn raw_uci(&self) -> Option<UciMove> {
        let to = Square::from_index(u32::from(self.raw_move & 63));
        let from = Square::from_index(u32::from((self.raw_move >> 6) & 63));
        let promotion = match (self.raw_move >> 12) & 7 {
            0 => None,
            p @ 1..=5 => Some(Role::from_index(usize::from(p))),
            _ => return None,
        };
        Some(UciMove::Normal {
            from,
            to,
            promotion,
        })
    }
}

/// A book entry whose move is legal in the probed position.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BookMove {
    pub mv: Move,
    pub raw_move: u16,
    pub weight: u16,
    pub learn: u32,
}

impl BookMove {
    /// The main move of a list: the highest weight, the first in file order among equals (as
    /// python-chess's `find`).
    pub fn best(moves: &[BookMove]) -> Option<BookMove> {
        let mut best: Option<BookMove> = None;
        for &m in moves {
            if best.is_none_or(|b| m.weight > b.weight) {
                best = Some(m);
            }
        }
        best
    }

    /// A move of the list chosen with probability proportional to its weight; `random` is a
    /// uniformly distributed number supplied by the caller (so choices are reproducible).
    /// `None` when the list is empty or all weights are zero.
    pub fn weighted_choice(moves: &[BookMove], random: u64) -> Option<BookMove> {
        let total: u64 = moves.iter().map(|m| u64::from(m.weight)).sum();
        // Multiply-shift maps the 64-bit number onto 0..total without modulo bias worth noting.
        let mut pick = ((u128::from(random) * u128::from(total)) >> 64) as u64;
        for m in moves {
            let w = u64::from(m.weight);
            if pick < w {
                return Some(*m);
            }
            pick -= w;
        }
        None
    }
}

/// The legal move of `pos` that a raw Polyglot move means, or `None` if it means none.
/// Castling is read as king-takes-rook and, in standard castling mode, also as the king's
/// two-square move (python-chess accepts both).
pub fn decode_move(raw: u16, pos: &Position) -> Option<Move> {
    let entry = BookEntry {
        key: 0,
        raw_move: raw,
        weight: 0,
        learn: 0,
    };
    let uci = entry.raw_uci()?;
    if let UciMove::Normal { from, to, .. } = uci {
        // python-chess reads origin == destination as a drop; ferrum's books have none yet.
        if from == to {
            return None;
        }
    }
    uci.to_move(pos).ok()
}

/// The Polyglot encoding of a move, or `None` for a drop (not representable).
pub fn encode_move(m: Move) -> Option<u16> {
    let promotion = match m.kind() {
        MoveKind::Drop(_) => return None,
        MoveKind::Promotion(role) => role.index() as u16,
        // Castling is already king-takes-rook: origin king, destination rook.
        MoveKind::Normal | MoveKind::EnPassant | MoveKind::Castle => 0,
    };
    Some((promotion << 12) | ((m.from().index() as u16) << 6) | m.to().index() as u16)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::CastlingMode;

    #[test]
    fn bytes_round_trip_big_endian() {
        let e = BookEntry {
            key: 0x463b_9618_1691_fc9c,
            raw_move: 0x031c,
            weight: 0x0102,
            learn: 0x0a0b_0c0d,
        };
        let b = e.to_bytes();
        assert_eq!(
            b,
            [
                0x46, 0x3b, 0x96, 0x18, 0x16, 0x91, 0xfc, 0x9c, 0x03, 0x1c, 0x01, 0x02, 0x0a, 0x0b,
                0x0c, 0x0d
            ]
        );
        assert_eq!(BookEntry::from_bytes(b), e);
    }

    #[test]
    fn decodes_castling_promotions_and_plain_moves() {
        let start = Position::startpos();
        let e4 = decode_move(0x031c, &start).unwrap();
        assert_eq!(start.uci(e4), "e2e4");
        assert_eq!(encode_move(e4), Some(0x031c));

        let castles = Position::from_fen(
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
            CastlingMode::Standard,
        )
        .unwrap();
        // e1h1 and e1a1 (king takes rook) are castling; printed e1g1 / e1c1.
        let short = decode_move((4 << 6) | 7, &castles).unwrap();
        assert!(short.is_castle());
        assert_eq!(castles.uci(short), "e1g1");
        assert_eq!(encode_move(short), Some((4 << 6) | 7));
        let long = decode_move(4 << 6, &castles).unwrap();
        assert_eq!(castles.uci(long), "e1c1");
        // The king's two-square move is accepted as castling too.
        assert_eq!(decode_move((4 << 6) | 6, &castles), Some(short));

        let promo =
            Position::from_fen("8/1P6/8/8/8/8/8/k1K5 w - - 0 1", CastlingMode::Standard).unwrap();
        for (code, text) in [(1u16, "b7b8n"), (2, "b7b8b"), (3, "b7b8r"), (4, "b7b8q")] {
            let raw = (code << 12) | (49 << 6) | 57;
            let m = decode_move(raw, &promo).unwrap();
            assert_eq!(promo.uci(m), text);
            assert_eq!(encode_move(m), Some(raw));
        }
        // No promotion piece: not a legal move; codes 6 and 7 mean nothing.
        assert_eq!(decode_move((49 << 6) | 57, &promo), None);
        assert_eq!(decode_move((7 << 12) | (49 << 6) | 57, &promo), None);
        // An illegal move (hash collision) decodes to nothing.
        assert_eq!(decode_move((4 << 6) | 7, &start), None);
        assert_eq!(decode_move(0, &start), None);
    }
}

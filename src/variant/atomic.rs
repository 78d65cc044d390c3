//! Atomic: a capture explodes the capturing piece and every piece except pawns on the squares
//! around the capture. Kings cannot capture; kings that touch cannot check each other; blowing
//! up the enemy king wins at once, even when one's own king is attacked. Legality is decided
//! by playing each pseudo-legal move, as python-chess does.
//!
//! Its evaluation is in `eval::variants::atomic`.

use super::{standard, Variant, VariantKind};
use crate::attacks;
use crate::core::{Bitboard, Color, Move, Role};
use crate::position::{
    emit_kind, CastlingCheck, GenKind, MoveList, MoveSink, Outcome, Position, PositionError,
    Termination,
};

#[derive(Copy, Clone, Default, Debug, PartialEq, Eq, Hash)]
pub struct Atomic;

impl Variant for Atomic {
    const KIND: VariantKind = VariantKind::Atomic;
    type State = ();
    const EXPLOSIONS: bool = true;
    const HAS_VARIANT_END: bool = true;

    /// At most one king per side, and the side not to move must have one (the side to move
    /// may have lost it: the game is then over); no pawns on the back ranks. The side not to
    /// move may stand "in check" (python-chess allows it).
    fn validate(pos: &Position<Self>) -> Result<(), PositionError> {
        let mut required = [false; 2];
        required[(!pos.turn()).index()] = true;
        standard::validate_kings(pos, required)?;
        standard::validate_piece_counts(pos, 16)?;
        standard::validate_pawns(pos, Bitboard::BACKRANKS)
    }

    fn generate<S: MoveSink>(pos: &Position<Self>, kind: GenKind, sink: &mut S) {
        let mut legal = MoveList::new();
        legal_moves(pos, &mut legal);
        emit_kind(pos, &legal, kind, sink);
    }

    /// A board move is checked directly (pseudo-legal, then played); castling and en passant
    /// against the generated pseudo-legal moves.
    fn is_legal(pos: &Position<Self>, m: Move) -> bool {
        if Self::variant_outcome(pos, false).is_some() {
            return false;
        }
        let pseudo_legal = if m.is_castle() || m.is_en_passant() {
            let mut pseudo = MoveList::new();
            pos.pseudo_legal_moves(&mut pseudo, CastlingCheck::AtomicAttacks);
            pseudo.contains(&m)
        } else {
            pos.pseudo_legal_role(m).is_some()
        };
        pseudo_legal && leaves_legal_position(pos, m)
    }

    /// No check while the kings touch.
    #[inline]
    fn checkers(pos: &Position<Self>) -> Bitboard {
        if kings_connected(pos) {
            Bitboard::EMPTY
        } else {
            pos.royal_checkers()
        }
    }

    fn variant_outcome(pos: &Position<Self>, _no_legal_moves: bool) -> Option<Outcome> {
        let kings = pos.by_role(Role::King);
        let us = pos.turn();
        if kings.is_empty() {
            return None;
        }
        if (kings & pos.by_color(us)).is_empty() {
            return Some(Outcome {
                winner: Some(!us),
                termination: Termination::VariantLoss,
            });
        }
        if (kings & pos.by_color(!us)).is_empty() {
            return Some(Outcome {
                winner: Some(us),
                termination: Termination::VariantWin,
            });
        }
        None
    }

    fn has_insufficient_material(pos: &Position<Self>, color: Color) -> bool {
        let kings = pos.by_role(Role::King);
        let bishops = pos.by_role(Role::Bishop);
        // Nothing matters once the enemy king is gone.
        if (pos.by_color(!color) & kings).is_empty() {
            return false;
        }
        // A bare king cannot win.
        if (pos.by_color(color) - kings).is_empty() {
            return true;
        }
        // With enemy pieces left they may explode next to their own king...
        if (pos.by_color(!color) - kings).any() {
            // ... unless only bishops are left that can never meet.
            if pos.occupied() == bishops | kings {
                let white_bishops = bishops & pos.by_color(Color::White);
                let black_bishops = bishops & pos.by_color(Color::Black);
                if (white_bishops & Bitboard::DARK_SQUARES).is_empty() {
                    return (black_bishops & Bitboard::LIGHT_SQUARES).is_empty();
                }
                if (white_bishops & Bitboard::LIGHT_SQUARES).is_empty() {
                    return (black_bishops & Bitboard::DARK_SQUARES).is_empty();
                }
            }
            return false;
        }
        // A queen or a pawn (a future queen) mates a bare king.
        if (pos.by_role(Role::Queen) | pos.by_role(Role::Pawn)).any() {
            return false;
        }
        // A single knight, bishop or rook cannot.
        if (pos.by_role(Role::Knight) | bishops | pos.by_role(Role::Rook)).count() == 1 {
            return true;
        }
        // Nor can two knights.
        if pos.occupied() == pos.by_role(Role::Knight) | kings {
            return pos.by_role(Role::Knight).count() <= 2;
        }
        false
    }
}

fn kings_connected(pos: &Position<Atomic>) -> bool {
    match (pos.king_of(Color::White), pos.king_of(Color::Black)) {
        (Some(w), Some(b)) => attacks::king_attacks(w).contains(b),
        _ => false,
    }
}

fn legal_moves(pos: &Position<Atomic>, legal: &mut MoveList) {
    if Atomic::variant_outcome(pos, false).is_some() {
        return;
    }
    let mut pseudo = MoveList::new();
    pos.pseudo_legal_moves(&mut pseudo, CastlingCheck::AtomicAttacks);
    for m in pseudo {
        if leaves_legal_position(pos, m) {
            legal.push(m);
        }
    }
}

/// python-chess: after the move our king still exists, and either the enemy king exploded or
/// our king is not attacked (touching kings never are).
fn leaves_legal_position(pos: &Position<Atomic>, m: Move) -> bool {
    let us = pos.turn();
    let mut after = pos.clone();
    after.play_unchecked(m);
    let Some(our_king) = after.king_of(us) else {
        return false;
    };
    if after.king_of(!us).is_none() {
        return true;
    }
    kings_connected(&after) || !after.is_attacked(our_king, !us, after.occupied())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::CastlingMode;

    /// A double check answered by a capture whose blast removes both checkers: legal (the
    /// king is safe after the move). Multi-variant Stockfish 46b07c88 refused each of these
    /// captures when ferrum played them and so lost three games by illegal moves
    /// (bench/RESULTS.md, atomic against multi-variant Stockfish). The legal lists are
    /// python-chess's.
    #[test]
    fn double_check_answered_by_a_blast() {
        for (fen, legal) in [
            (
                "r3Q1nr/3Q1kp1/p6p/1pppnp2/8/5PP1/PPP4P/R3KB1R b KQ - 0 18",
                "e5d7 f7f6",
            ),
            (
                "6k1/1p5p/2p5/3pP2P/1PP5/3P4/P3K2r/2R3n1 w - - 0 33",
                "c1g1 e2d1 e2e1 e2e3 e2f1",
            ),
            ("3k4/8/2p5/6P1/1PPpN3/3P3B/1B1K1r2/4q3 w - - 0 31", "e4f2"),
        ] {
            let pos: Position<Atomic> =
                Position::from_fen_variant(fen, CastlingMode::Standard).unwrap();
            assert_eq!(pos.checkers().count(), 2, "{fen}");
            let mut ours: Vec<String> = pos.legal_moves().iter().map(|&m| pos.uci(m)).collect();
            ours.sort();
            assert_eq!(ours.join(" "), legal, "{fen}");
        }
    }
}

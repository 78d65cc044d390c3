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
use crate::weights::psqt::{self, Psqt};

#[derive(Copy, Clone, Default, Debug, PartialEq, Eq, Hash)]
pub struct Atomic;

impl Variant for Atomic {
    const KIND: VariantKind = VariantKind::Atomic;
    type State = ();
    const EXPLOSIONS: bool = true;
    const HAS_VARIANT_END: bool = true;
    const PSQT: &'static Psqt = &psqt::ATOMIC_PSQT;

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

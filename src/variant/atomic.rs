//! Atomic: a capture explodes the capturing piece and every piece except pawns on the squares
//! around the capture. Kings cannot capture; kings that touch cannot check each other; blowing
//! up the enemy king wins at once, even when one's own king is attacked. Legality is decided
//! by playing each pseudo-legal move, as python-chess does.
//!
//! The evaluation's knowledge of the variant (`Variant::eval_terms`) closes the file: small
//! hand-set weights, proven in games against Fairy-Stockfish rather than tuned.

use super::{side_difference, standard, EvalBasis, Variant, VariantKind};
use crate::attacks;
use crate::core::{Bitboard, Color, Move, Role};
use crate::position::{
    emit_kind, CastlingCheck, GenKind, MoveList, MoveSink, Outcome, Position, PositionError,
    Termination,
};
use crate::weights::params::NUM_PARAMS;
use crate::weights::psqt::{self, Psqt};
use crate::weights::{self, Pair};

#[derive(Copy, Clone, Default, Debug, PartialEq, Eq, Hash)]
pub struct Atomic;

impl Variant for Atomic {
    const KIND: VariantKind = VariantKind::Atomic;
    type State = ();
    const EXPLOSIONS: bool = true;
    const HAS_VARIANT_END: bool = true;
    const STANDARD_EXCHANGES: bool = false;
    const EVAL_BASIS: EvalBasis = EvalBasis::ChessUnscaled;
    /// The chess terms' weights fitted on this variant's games (`src/weights/atomic.rs`).
    const WEIGHTS: &'static [Pair; NUM_PARAMS] = &weights::ATOMIC;
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

    fn is_legal(pos: &Position<Self>, m: Move) -> bool {
        let mut pseudo = MoveList::new();
        if Self::variant_outcome(pos, false).is_some() {
            return false;
        }
        pos.pseudo_legal_moves(&mut pseudo, CastlingCheck::AtomicAttacks);
        pseudo.contains(&m) && leaves_legal_position(pos, m)
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

    /// The variant's evaluation terms (White's view), at the end of this file.
    fn eval_terms(pos: &Position<Self>) -> i32 {
        side_difference(pos, blast_terms)
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

/// Atomic: pieces next to the enemy king threaten to blow it up; our own pieces next to our
/// king are a liability once the enemy can capture them; and an enemy piece beside the enemy
/// king that one of our pieces attacks is a threat to win at once (the capture explodes the
/// king with it).
fn blast_terms(pos: &Position<Atomic>, color: Color) -> i32 {
    const BLAST_THREAT: [i32; 3] = [0, 120, 300];
    let (Some(ours), Some(theirs)) = (pos.king_of(color), pos.king_of(!color)) else {
        return 0;
    };
    let ring = attacks::king_attacks(theirs);
    let near_theirs = (ring & pos.by_color(!color)).count() as i32;
    let near_ours = (attacks::king_attacks(ours) & pos.by_color(color)).count() as i32;
    // Adjacent kings cannot be blown up by each other's captures nearby: a safe haven.
    let touching = attacks::king_attacks(ours).contains(theirs) as i32;
    // Kings never capture in atomic, so only our other pieces threaten.
    let targets = ring & pos.by_color(!color);
    let threats = if touching == 0 && targets.any() {
        let attackers = pos.by_color(color) - pos.by_role(Role::King);
        (pos.attacks_of(color, attackers) & targets).count() as usize
    } else {
        0
    };
    -15 * near_ours + 5 * near_theirs + 40 * touching + BLAST_THREAT[threats.min(2)]
}

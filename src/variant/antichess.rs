//! The antichess family: captures are compulsory, the king is an ordinary piece (no check, it
//! may be captured, pawns may promote to it), and the side that loses all its pieces wins.
//!
//! - Giveaway (ICC wild 26) and Antichess (lichess) have the same rules; a stalemated side
//!   wins. Antichess starts without castling rights, Giveaway with them.
//! - Suicide (FICS): a stalemated side wins if it has fewer pieces, loses with more, draws
//!   with as many.
//!
//! Their evaluation is in `eval::variants::antichess`.

use super::{standard, Variant, VariantKind};
use crate::core::{Bitboard, Color, Move};
use crate::position::{
    emit_kind, CastlingCheck, GenKind, MoveList, MoveSink, Outcome, Position, PositionError,
    Termination,
};

#[derive(Copy, Clone, Default, Debug, PartialEq, Eq, Hash)]
pub struct Giveaway;

#[derive(Copy, Clone, Default, Debug, PartialEq, Eq, Hash)]
pub struct Antichess;

#[derive(Copy, Clone, Default, Debug, PartialEq, Eq, Hash)]
pub struct Suicide;

/// The rules the three share; `$stalemate` decides a side without moves.
macro_rules! antichess_rules {
    ($name:ident, $kind:expr, $stalemate:path) => {
        impl Variant for $name {
            const KIND: VariantKind = $kind;
            type State = ();
            const ROYAL_KING: bool = false;
            const KING_PROMOTIONS: bool = true;
            const HAS_VARIANT_END: bool = true;
            const EXCHANGE_EVALUATION: bool = false;
            const CAPTURES_COMPULSORY: bool = true;

            fn validate(pos: &Position<Self>) -> Result<(), PositionError> {
                standard::validate_piece_counts(pos, 16)?;
                standard::validate_pawns(pos, Bitboard::BACKRANKS)
            }

            fn generate<S: MoveSink>(pos: &Position<Self>, kind: GenKind, sink: &mut S) {
                let mut legal = MoveList::new();
                legal_moves(pos, &mut legal);
                emit_kind(pos, &legal, kind, sink);
            }

            /// Checked directly for board moves (castling and en passant by generation): a
            /// pseudo-legal move that captures, or any when no capture exists.
            fn is_legal(pos: &Position<Self>, m: Move) -> bool {
                if pos.us().is_empty() || pos.them().is_empty() || m.is_drop() {
                    return false;
                }
                if m.is_castle() || m.is_en_passant() {
                    let mut legal = MoveList::new();
                    legal_moves(pos, &mut legal);
                    return legal.contains(&m);
                }
                pos.pseudo_legal_role(m).is_some() && (pos.is_capture(m) || !pos.has_capture())
            }

            #[inline]
            fn checkers(_pos: &Position<Self>) -> Bitboard {
                Bitboard::EMPTY
            }

            #[inline]
            fn variant_outcome(pos: &Position<Self>, no_legal_moves: bool) -> Option<Outcome> {
                let us = pos.turn();
                if pos.us().is_empty() {
                    return Some(Outcome {
                        winner: Some(us),
                        termination: Termination::VariantWin,
                    });
                }
                if no_legal_moves && pos.them().any() {
                    return $stalemate(pos);
                }
                None
            }

            fn has_insufficient_material(pos: &Position<Self>, color: Color) -> bool {
                insufficient_material(pos, color)
            }
        }
    };
}

antichess_rules!(Giveaway, VariantKind::Giveaway, stalemated_side_wins);
antichess_rules!(Antichess, VariantKind::Antichess, stalemated_side_wins);
antichess_rules!(Suicide, VariantKind::Suicide, fewer_pieces_win);

fn stalemated_side_wins<V: Variant>(pos: &Position<V>) -> Option<Outcome> {
    Some(Outcome {
        winner: Some(pos.turn()),
        termination: Termination::VariantWin,
    })
}

fn fewer_pieces_win<V: Variant>(pos: &Position<V>) -> Option<Outcome> {
    let us = pos.turn();
    let balance = pos.us().count() as i32 - pos.them().count() as i32;
    Some(match balance {
        b if b > 0 => Outcome {
            winner: Some(!us),
            termination: Termination::VariantLoss,
        },
        b if b < 0 => Outcome {
            winner: Some(us),
            termination: Termination::VariantWin,
        },
        _ => Outcome {
            winner: None,
            termination: Termination::VariantDraw,
        },
    })
}

/// Captures if there are any, else every other move. None once a side has no pieces.
fn legal_moves<V: Variant>(pos: &Position<V>, legal: &mut MoveList) {
    if pos.us().is_empty() || pos.them().is_empty() {
        return;
    }
    let mut pseudo = MoveList::new();
    pos.pseudo_legal_moves(&mut pseudo, CastlingCheck::None);
    let any_capture = pseudo.iter().any(|&m| pos.is_capture(m));
    for m in pseudo {
        if pos.is_capture(m) == any_capture {
            legal.push(m);
        }
    }
}

/// python-chess's `SuicideBoard.has_insufficient_material`: only bishops that can never meet
/// the other side's bishops, or two knights on squares that can never be attacked in time.
fn insufficient_material<V: Variant>(pos: &Position<V>, color: Color) -> bool {
    let ours = pos.by_color(color);
    let theirs = pos.by_color(!color);
    if ours.is_empty() {
        return false;
    }
    if theirs.is_empty() {
        return true;
    }
    let occ = pos.occupied();
    let bishops = pos.by_role(crate::core::Role::Bishop);
    let knights = pos.by_role(crate::core::Role::Knight);
    if occ == bishops {
        // Only bishops: can every bishop of ours be captured?
        let we_on_light = (ours & Bitboard::LIGHT_SQUARES).any();
        let we_on_dark = (ours & Bitboard::DARK_SQUARES).any();
        let they_all_dark = (theirs & Bitboard::LIGHT_SQUARES).is_empty();
        let they_all_light = (theirs & Bitboard::DARK_SQUARES).is_empty();
        return (we_on_light && they_all_dark) || (we_on_dark && they_all_light);
    }
    if occ == knights && knights.count() == 2 {
        let white_on_light = (pos.by_color(Color::White) & Bitboard::LIGHT_SQUARES).any();
        let black_on_dark = (pos.by_color(Color::Black) & Bitboard::DARK_SQUARES).any();
        return (pos.turn() == color) ^ white_on_light ^ black_on_dark;
    }
    false
}

//! Racing Kings: no pawns, no checks (a move may not give check), and the first king on the
//! eighth rank wins, unless White got there first and Black's king can follow at once, which
//! makes it a draw.
//!
//! Its evaluation is in `eval::variants::racing_kings`.

use super::{standard, Variant, VariantKind};
use crate::attacks;
use crate::core::{Bitboard, Color, Move, Role};
use crate::position::{
    emit_kind, GenKind, MoveList, MoveSink, Outcome, Position, PositionError, Termination,
};

#[derive(Copy, Clone, Default, Debug, PartialEq, Eq, Hash)]
pub struct RacingKings;

impl Variant for RacingKings {
    const KIND: VariantKind = VariantKind::RacingKings;
    type State = ();
    const HAS_VARIANT_END: bool = true;
    const TACTICAL_QUIETS: bool = true;

    /// A king reaching the eighth rank ends the race (or forces the last reply).
    #[inline]
    fn is_tactical_quiet(pos: &Position<Self>, m: Move) -> bool {
        Bitboard::RANK_8.contains(m.to()) && pos.moved_role(m) == Role::King
    }

    #[inline]
    fn may_have_tactical_quiet(pos: &Position<Self>) -> bool {
        pos.king_of(pos.turn())
            .is_some_and(|k| (attacks::king_attacks(k) & Bitboard::RANK_8).any())
    }

    /// Standard validity, no side in check, no pawns, at most the starting pieces of each kind,
    /// and not a race both kings already finished with Black to move.
    fn validate(pos: &Position<Self>) -> Result<(), PositionError> {
        standard::validate_royal_kings(pos)?;
        if pos.is_check() {
            return Err(PositionError::Variant(
                "racing kings: no king may be in check",
            ));
        }
        if pos.by_role(Role::Pawn).any() {
            return Err(PositionError::Variant("racing kings: no pawns"));
        }
        for color in Color::ALL {
            let count = |role| pos.pieces(color, role).count();
            if count(Role::Knight) > 2
                || count(Role::Bishop) > 2
                || count(Role::Rook) > 2
                || count(Role::Queen) > 1
            {
                return Err(PositionError::Variant("racing kings: too much material"));
            }
        }
        let goal = pos.by_role(Role::King) & Bitboard::RANK_8;
        if pos.turn() == Color::Black
            && (goal & pos.by_color(Color::White)).any()
            && (goal & pos.by_color(Color::Black)).any()
        {
            return Err(PositionError::Variant(
                "racing kings: the race is already over",
            ));
        }
        Ok(())
    }

    /// Legal moves of standard chess that do not give check.
    fn generate<S: MoveSink>(pos: &Position<Self>, kind: GenKind, sink: &mut S) {
        let mut all = MoveList::new();
        pos.generate_royal(kind, &mut all);
        let squares = pos.check_squares();
        let quiet: MoveList = all
            .into_iter()
            .filter(|&m| !pos.gives_check_with(&squares, m))
            .collect();
        emit_kind(pos, &quiet, GenKind::All, sink);
    }

    fn is_legal(pos: &Position<Self>, m: Move) -> bool {
        pos.is_legal_royal(m) && !pos.gives_check(m)
    }

    fn variant_outcome(pos: &Position<Self>, _no_legal_moves: bool) -> Option<Outcome> {
        if !race_over(pos) {
            return None;
        }
        let goal = pos.by_role(Role::King) & Bitboard::RANK_8;
        let us = pos.turn();
        let ours = (goal & pos.by_color(us)).any();
        let theirs = (goal & pos.by_color(!us)).any();
        Some(match (ours, theirs) {
            (true, true) => Outcome {
                winner: None,
                termination: Termination::VariantDraw,
            },
            (false, _) => Outcome {
                winner: Some(!us),
                termination: Termination::VariantLoss,
            },
            (true, false) => Outcome {
                winner: Some(us),
                termination: Termination::VariantWin,
            },
        })
    }

    fn has_insufficient_material(_pos: &Position<Self>, _color: Color) -> bool {
        false
    }
}

/// python-chess's `is_variant_end`: a king stands on the eighth rank and the race cannot go on
/// (Black's reply could only equalise if White got there first and Black's king has a safe
/// square on the eighth rank).
fn race_over(pos: &Position<RacingKings>) -> bool {
    let goal = pos.by_role(Role::King) & Bitboard::RANK_8;
    if goal.is_empty() {
        return false;
    }
    let black_king = pos.king_of(Color::Black);
    let Some(black_king) = black_king else {
        return true;
    };
    if pos.turn() == Color::White || goal.contains(black_king) {
        return true;
    }
    let targets =
        attacks::king_attacks(black_king) & (Bitboard::RANK_8 - pos.by_color(Color::Black));
    targets
        .into_iter()
        .all(|sq| pos.is_attacked(sq, Color::White, pos.occupied()))
}

//! Horde: White has a horde of pawns and no king; pawns on the first rank may advance two
//! squares. Black wins by capturing every white piece; White wins by checkmate. Insufficient
//! material follows python-chess, which follows the analysis of
//! stevepapazis/horde-insufficient-material-tests.
//!
//! Its evaluation is in `eval::variants::horde`.

use super::{standard, Variant, VariantKind};
use crate::core::{Bitboard, Color, Role};
use crate::position::{Outcome, Position, PositionError, Termination};

#[derive(Copy, Clone, Default, Debug, PartialEq, Eq, Hash)]
pub struct Horde;

impl Variant for Horde {
    const KIND: VariantKind = VariantKind::Horde;
    type State = ();
    const HORDE: bool = true;
    const HAS_VARIANT_END: bool = true;

    /// Black has one king; White has none (up to 36 pieces); no white pawn on the eighth rank
    /// and no black pawn on the first.
    fn validate(pos: &Position<Self>) -> Result<(), PositionError> {
        standard::validate_kings(pos, [false, true])?;
        if pos.pieces(Color::White, Role::King).any() {
            return Err(PositionError::TooManyKings(Color::White));
        }
        if pos.by_color(Color::White).count() > 36 {
            return Err(PositionError::TooManyPieces(Color::White));
        }
        if pos.by_color(Color::Black).count() > 16 {
            return Err(PositionError::TooManyPieces(Color::Black));
        }
        standard::validate_pawns(pos, Bitboard::RANK_8)?;
        if (pos.pieces(Color::Black, Role::Pawn) & Bitboard::RANK_1).any() {
            return Err(PositionError::PawnsOnBackRank);
        }
        standard::validate_opposite_check(pos)
    }

    #[inline]
    fn variant_outcome(pos: &Position<Self>, _no_legal_moves: bool) -> Option<Outcome> {
        let us = pos.turn();
        match (pos.us().any(), pos.them().any()) {
            (true, true) => None,
            (false, false) => Some(Outcome {
                winner: None,
                termination: Termination::VariantDraw,
            }),
            (false, true) => Some(Outcome {
                winner: Some(!us),
                termination: Termination::VariantLoss,
            }),
            (true, false) => Some(Outcome {
                winner: Some(us),
                termination: Termination::VariantWin,
            }),
        }
    }

    fn has_insufficient_material(pos: &Position<Self>, color: Color) -> bool {
        // The side with the king can always win by capturing the horde.
        color == Color::White && horde_cannot_mate(pos)
    }
}

/// Whether the horde (White) can no longer checkmate the black king, by the material of both
/// sides (python-chess's `HordeBoard.has_insufficient_material(WHITE)`). The conditions keep
/// python-chess's `not (...)` form so the two can be compared clause by clause.
#[allow(clippy::nonminimal_bool)]
fn horde_cannot_mate(pos: &Position<Horde>) -> bool {
    let white = pos.by_color(Color::White);
    let count = |bb: Bitboard| bb.count() as i32;
    let queens = count(white & pos.by_role(Role::Queen));
    let pawns = count(white & pos.by_role(Role::Pawn));
    let rooks = count(white & pos.by_role(Role::Rook));
    let bishops = count(white & pos.by_role(Role::Bishop));
    let knights = count(white & pos.by_role(Role::Knight));

    // Two bishops on one colour already cover every square of that colour around a king.
    let horde_dark = count(Bitboard::DARK_SQUARES & white & pos.by_role(Role::Bishop));
    let horde_light = count(Bitboard::LIGHT_SQUARES & white & pos.by_role(Role::Bishop));
    // The colour of the horde's bishops when it has bishops of one colour only ("light" if any).
    let bishops_on_light = horde_light >= 1;
    let horde_num = pawns + knights + rooks + queens + horde_dark.min(2) + horde_light.min(2);

    let black = pos.by_color(Color::Black);
    let b_pawns = count(black & pos.by_role(Role::Pawn));
    let b_bishops = count(black & pos.by_role(Role::Bishop));
    let b_knights = count(black & pos.by_role(Role::Knight));
    let b_rooks = count(black & pos.by_role(Role::Rook));
    let b_queens = count(black & pos.by_role(Role::Queen));
    let b_dark = count(Bitboard::DARK_SQUARES & black & pos.by_role(Role::Bishop));
    let b_light = count(Bitboard::LIGHT_SQUARES & black & pos.by_role(Role::Bishop));
    let b_num = count(black);

    // Black bishops on the other colour than the horde's bishops, and on the same colour.
    let b_opposite_bishops = if bishops_on_light { b_dark } else { b_light };
    let b_same_bishops = if bishops_on_light { b_light } else { b_dark };
    let horde_bishop_pair = horde_light >= 1 && horde_dark >= 1;
    let black_bishop_pair = b_light >= 1 && b_dark >= 1;

    if horde_num == 0 {
        return true;
    }
    if horde_num >= 4 {
        return false;
    }
    if (pawns >= 1 || queens >= 1) && horde_num >= 2 {
        return false;
    }
    if rooks >= 1
        && horde_num >= 2
        && !(horde_num == 2 && rooks == 1 && bishops == 1 && b_num - b_same_bishops == 1)
    {
        return false;
    }

    match horde_num {
        1 => {
            if b_num == 1 {
                // A lone piece cannot mate a lone king.
                true
            } else if queens == 1 {
                !(b_pawns >= 1 || b_rooks >= 1 || b_light >= 2 || b_dark >= 2)
            } else if pawns == 1 {
                // Whatever the pawn promotes to must be able to mate.
                let Some(pawn) = (pos.by_role(Role::Pawn) & white).first() else {
                    return true;
                };
                [Role::Queen, Role::Knight].into_iter().all(|role| {
                    let mut setup = crate::position::Setup::from_position(pos);
                    setup.board[pawn.index()] = Some(crate::core::Piece::new(Color::White, role));
                    match setup.into_position::<Horde>(pos.castling_mode()) {
                        Ok(promoted) => horde_cannot_mate(&promoted),
                        Err(_) => true,
                    }
                })
            } else if rooks == 1 {
                !(b_pawns >= 2
                    || (b_rooks >= 1 && b_pawns >= 1)
                    || (b_rooks >= 1 && b_knights >= 1)
                    || (b_pawns >= 1 && b_knights >= 1))
            } else if bishops == 1 {
                !(b_opposite_bishops >= 2
                    || (b_opposite_bishops >= 1 && b_pawns >= 1)
                    || b_pawns >= 2)
            } else if knights == 1 {
                !(b_num >= 4
                    && (b_knights >= 2
                        || b_pawns >= 2
                        || (b_rooks >= 1 && b_knights >= 1)
                        || (b_rooks >= 1 && b_bishops >= 1)
                        || (b_knights >= 1 && b_bishops >= 1)
                        || (b_rooks >= 1 && b_pawns >= 1)
                        || (b_knights >= 1 && b_pawns >= 1)
                        || (b_bishops >= 1 && b_pawns >= 1)
                        || (black_bishop_pair && b_pawns >= 1))
                    && (b_dark < 2 || b_num - b_dark >= 3)
                    && (b_light < 2 || b_num - b_light >= 3))
            } else {
                true
            }
        }
        2 => {
            if b_num == 1 {
                true
            } else if knights == 2 {
                !(b_pawns + b_bishops + b_knights >= 1)
            } else if horde_bishop_pair {
                !(b_pawns >= 1 || b_bishops >= 1 || (b_knights >= 1 && b_rooks + b_queens >= 1))
            } else if bishops >= 1 && knights >= 1 {
                !(b_pawns >= 1 || b_opposite_bishops >= 1 || b_num - b_same_bishops >= 3)
            } else {
                !((b_pawns >= 1 && b_opposite_bishops >= 1)
                    || (b_pawns >= 1 && b_knights >= 1)
                    || (b_opposite_bishops >= 1 && b_knights >= 1)
                    || b_opposite_bishops >= 2
                    || b_knights >= 2
                    || b_pawns >= 2)
            }
        }
        3 => {
            if (knights == 2 && bishops == 1) || knights == 3 || horde_bishop_pair {
                false
            } else {
                b_num == 1
            }
        }
        _ => true,
    }
}

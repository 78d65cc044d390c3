//! Between `Setup` and `Position`: `into_position` validates a setup for a variant,
//! `from_position` writes a position back. Apart from the plain `Setup` (`setup.rs`), because
//! the rules trait names `Setup` and this code uses the rules trait.

use super::rules::{Variant, VariantState};
use super::setup::{PositionError, Setup};
use super::{zobrist, CastlingMode, Position};
use crate::attacks;
use crate::core::{
    Bitboard, ByColor, ByRole, CastlingRights, CastlingSide, Color, Rank, Role, Square,
};
use crate::weights::Pair;

impl Setup {
    pub fn from_position<V: Variant>(pos: &Position<V>) -> Setup {
        let mut board = [None; 64];
        for sq in Square::all() {
            board[sq.index()] = pos.piece_at(sq);
        }
        let mut setup = Setup {
            board,
            turn: pos.turn,
            castling: pos.castling,
            ep_square: pos.ep_square,
            halfmoves: pos.halfmoves,
            fullmoves: pos.fullmoves,
            pockets: None,
            promoted: Bitboard::EMPTY,
            remaining_checks: None,
        };
        pos.state.to_setup(&mut setup);
        setup
    }

    /// Validates the setup for the variant `V`. Castling rights that no king and rook support,
    /// and an en-passant square with no capture behind it, are dropped rather than rejected (as
    /// python-chess does).
    pub fn into_position<V: Variant>(
        self,
        mode: CastlingMode,
    ) -> Result<Position<V>, PositionError> {
        let mut by_color = ByColor::<Bitboard>::default();
        let mut by_role = ByRole::<Bitboard>::default();
        let mut board = [None; 64];
        let mut psq = Pair::default();
        for sq in Square::all() {
            if let Some(p) = self.board[sq.index()] {
                by_color[p.color] |= Bitboard::from_square(sq);
                by_role[p.role] |= Bitboard::from_square(sq);
                board[sq.index()] = Some(p.role);
                psq += Position::<V>::psq_entry(p.color, p.role, sq);
            }
        }
        let state = V::State::from_setup(&self)?;
        let mut pos = Position {
            by_color,
            by_role,
            board,
            turn: self.turn,
            castling: CastlingRights::NONE,
            ep_square: None,
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves.max(1),
            key: 0,
            checkers: Bitboard::EMPTY,
            mode,
            state,
            psq,
        };
        // Checkers need the one royal king per side that `king()` assumes; without it they stay
        // empty and `validate` refuses the setup (found by fuzzing: a debug assertion fired).
        let kings_as_assumed = !Position::<V>::ONE_KING_EACH
            || Color::ALL
                .iter()
                .all(|&c| pos.pieces(c, Role::King).count() == 1);
        if kings_as_assumed {
            pos.checkers = V::checkers(&pos);
        }
        V::validate(&pos)?;

        pos.castling = clean_castling(&pos, self.castling);
        pos.ep_square = self.ep_square.filter(|&ep| ep_is_plausible(&pos, ep));
        pos.key = zobrist::compute(&pos);
        Ok(pos)
    }
}

/// Keeps only rights whose king stands on its back rank and whose rook is there on the right
/// side; outside Chess960 only the king on the e-file with rooks in the corners (as
/// python-chess's `clean_castling_rights`).
fn clean_castling<V: Variant>(pos: &Position<V>, rights: CastlingRights) -> CastlingRights {
    let mut clean = CastlingRights::NONE;
    for color in Color::ALL {
        let back = Bitboard::relative_rank(color, Rank::FIRST);
        let Some(king) = (pos.pieces(color, Role::King) & back).first() else {
            continue;
        };
        if pos.mode == CastlingMode::Standard && king != Square::E1.relative(color) {
            continue;
        }
        let rooks = pos.pieces(color, Role::Rook);
        for side in CastlingSide::ALL {
            if let Some(rook) = rights.rook(color, side) {
                let right_side = match side {
                    CastlingSide::King => rook.file() > king.file(),
                    CastlingSide::Queen => rook.file() < king.file(),
                };
                let corner = match side {
                    CastlingSide::King => Square::H1.relative(color),
                    CastlingSide::Queen => Square::A1.relative(color),
                };
                let standard_ok = pos.mode == CastlingMode::Chess960 || rook == corner;
                if rooks.contains(rook) && rook.rank() == king.rank() && right_side && standard_ok {
                    clean.set(color, side, Some(rook));
                }
            }
        }
    }
    clean
}

/// The ep square is kept when it is on the right rank, empty, with the pushed pawn in front of
/// it, its origin empty, and a pawn of the side to move attacking it.
fn ep_is_plausible<V: Variant>(pos: &Position<V>, ep: Square) -> bool {
    let us = pos.turn;
    if ep.rank() != Rank::SIXTH.relative(us) {
        return false;
    }
    let occ = pos.occupied();
    let Some(pushed) = ep.offset(us.fold(-8, 8)) else {
        return false;
    };
    let Some(origin) = ep.offset(us.fold(8, -8)) else {
        return false;
    };
    !occ.contains(ep)
        && !occ.contains(origin)
        && pos.pieces(!us, Role::Pawn).contains(pushed)
        && (attacks::pawn_attacks(!us, ep) & pos.pieces(us, Role::Pawn)).any()
}

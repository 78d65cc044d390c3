//! UCI long algebraic notation: `e2e4`, `e7e8q`, `P@e4`, `0000`; castling as `e1g1` in standard
//! chess or king-takes-rook `e1h1` in Chess960.

use crate::core::{Move, MoveKind, Role, Square};
use crate::position::Variant;
use crate::position::{CastlingMode, Position};
use std::fmt;
use std::str::FromStr;

/// A move as UCI text says it, not yet checked against a position.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash)]
pub enum UciMove {
    Normal {
        from: Square,
        to: Square,
        promotion: Option<Role>,
    },
    Drop {
        role: Role,
        to: Square,
    },
    Null,
}

/// The text is not UCI move syntax.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UciMoveError(pub String);

impl fmt::Display for UciMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid move syntax '{}'", self.0)
    }
}
impl std::error::Error for UciMoveError {}

/// The move is not legal in the position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalMoveError(pub String);

impl fmt::Display for IllegalMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal move '{}'", self.0)
    }
}
impl std::error::Error for IllegalMoveError {}

impl FromStr for UciMove {
    type Err = UciMoveError;
    fn from_str(s: &str) -> Result<UciMove, UciMoveError> {
        let err = || UciMoveError(s.to_string());
        if s == "0000" {
            return Ok(UciMove::Null);
        }
        if !s.is_ascii() {
            return Err(err());
        }
        if s.len() == 4 && s.as_bytes()[1] == b'@' {
            let role = Role::from_char(s.as_bytes()[0] as char).ok_or_else(err)?;
            let to: Square = s[2..].parse().map_err(|_| err())?;
            if role == Role::King {
                return Err(err());
            }
            return Ok(UciMove::Drop { role, to });
        }
        if s.len() != 4 && s.len() != 5 {
            return Err(err());
        }
        let from: Square = s[0..2].parse().map_err(|_| err())?;
        let to: Square = s[2..4].parse().map_err(|_| err())?;
        let promotion = match s.as_bytes().get(4) {
            None => None,
            Some(&c) => match Role::from_char(c as char) {
                Some(Role::Pawn) | None => return Err(err()),
                Some(r) => Some(r),
            },
        };
        if from == to {
            return Err(err());
        }
        Ok(UciMove::Normal {
            from,
            to,
            promotion,
        })
    }
}

impl fmt::Display for UciMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            UciMove::Normal {
                from,
                to,
                promotion,
            } => {
                write!(f, "{from}{to}")?;
                if let Some(r) = promotion {
                    write!(f, "{}", r.char())?;
                }
                Ok(())
            }
            UciMove::Drop { role, to } => write!(f, "{}@{to}", role.upper_char()),
            UciMove::Null => f.write_str("0000"),
        }
    }
}

impl UciMove {
    /// The UCI text of a legal move in the given castling notation.
    pub fn from_move(m: Move, mode: CastlingMode) -> UciMove {
        match m.kind() {
            MoveKind::Drop(role) => UciMove::Drop { role, to: m.to() },
            MoveKind::Castle if mode == CastlingMode::Standard => {
                let side = m.castling_side();
                let color = if m.from().rank().index() == 0 {
                    crate::core::Color::White
                } else {
                    crate::core::Color::Black
                };
                UciMove::Normal {
                    from: m.from(),
                    to: side.king_to(color),
                    promotion: None,
                }
            }
            _ => UciMove::Normal {
                from: m.from(),
                to: m.to(),
                promotion: m.promotion_role(),
            },
        }
    }

    /// The legal move this text means in `pos`. Castling is accepted both as king-takes-rook and,
    /// outside Chess960 mode, as the king's two-square move.
    pub fn to_move<V: Variant>(&self, pos: &Position<V>) -> Result<Move, IllegalMoveError> {
        let illegal = || IllegalMoveError(self.to_string());
        let moves = pos.legal_moves();
        match *self {
            UciMove::Null => Err(illegal()),
            UciMove::Drop { role, to } => {
                let m = Move::drop(role, to);
                moves.contains(&m).then_some(m).ok_or_else(illegal)
            }
            UciMove::Normal {
                from,
                to,
                promotion,
            } => {
                let plain = moves.iter().copied().find(|m| {
                    !m.is_castle()
                        && !m.is_drop()
                        && m.from() == from
                        && m.to() == to
                        && m.promotion_role() == promotion
                });
                if plain.is_some() {
                    return plain.ok_or_else(illegal);
                }
                if promotion.is_some() {
                    return Err(illegal());
                }
                moves
                    .iter()
                    .copied()
                    .find(|m| {
                        m.is_castle()
                            && m.from() == from
                            && (m.to() == to
                                || pos.castling_mode() == CastlingMode::Standard
                                    && m.castling_side().king_to(pos.turn()) == to)
                    })
                    .ok_or_else(illegal)
            }
        }
    }
}

impl<V: Variant> Position<V> {
    /// Parses UCI text into a legal move of this position.
    pub fn parse_uci(&self, text: &str) -> Result<Move, IllegalMoveError> {
        let uci: UciMove = text
            .parse()
            .map_err(|_| IllegalMoveError(text.to_string()))?;
        uci.to_move(self)
    }

    /// UCI text of a legal move in this position's castling notation.
    pub fn uci(&self, m: Move) -> String {
        UciMove::from_move(m, self.castling_mode()).to_string()
    }
}

//! Standard Algebraic Notation. Writing follows the PGN standard (minimal disambiguation, `+`
//! and `#`, `=Q`); reading is as tolerant as python-chess's `parse_san`: `0-0`, `e8Q`, `e2e4`,
//! `e2-e4`, annotations `!?` and missing or superfluous check marks.

use crate::core::{CastlingSide, File, Move, MoveKind, Rank, Role, Square};
use crate::position::Position;
use crate::position::Variant;
use std::fmt;

/// A SAN move as text says it.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash)]
pub enum San {
    Normal {
        role: Role,
        file: Option<File>,
        rank: Option<Rank>,
        capture: bool,
        to: Square,
        promotion: Option<Role>,
    },
    Castle(CastlingSide),
    Drop {
        role: Role,
        to: Square,
    },
    Null,
}

/// Why SAN text is not a move of the position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SanError {
    Syntax(String),
    Illegal(String),
    Ambiguous(String),
}

impl fmt::Display for SanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SanError::Syntax(s) => write!(f, "invalid SAN '{s}'"),
            SanError::Illegal(s) => write!(f, "illegal SAN move '{s}'"),
            SanError::Ambiguous(s) => write!(f, "ambiguous SAN move '{s}'"),
        }
    }
}
impl std::error::Error for SanError {}

impl std::str::FromStr for San {
    type Err = SanError;
    fn from_str(text: &str) -> Result<San, SanError> {
        let syntax = || SanError::Syntax(text.to_string());
        let s = text.trim_end_matches(['+', '#', '!', '?']);
        match s {
            "O-O" | "0-0" => return Ok(San::Castle(CastlingSide::King)),
            "O-O-O" | "0-0-0" => return Ok(San::Castle(CastlingSide::Queen)),
            "--" | "Z0" | "0000" | "@@@@" => return Ok(San::Null),
            _ => {}
        }
        if !s.is_ascii() || s.len() < 2 {
            return Err(syntax());
        }
        if let Some((piece, square)) = s.split_once('@') {
            let role = match piece {
                "" => Role::Pawn,
                p if p.len() == 1 && p.as_bytes()[0].is_ascii_uppercase() => {
                    Role::from_char(p.as_bytes()[0] as char).ok_or_else(syntax)?
                }
                _ => return Err(syntax()),
            };
            let to = square.parse().map_err(|_| syntax())?;
            if role == Role::King {
                return Err(syntax());
            }
            return Ok(San::Drop { role, to });
        }
        let mut bytes = s.as_bytes();
        let mut promotion = None;
        if let Some(&last) = bytes.last() {
            if last.is_ascii_alphabetic() {
                promotion = Some(
                    Role::from_char(last as char)
                        .filter(|&r| r != Role::Pawn)
                        .ok_or_else(syntax)?,
                );
                bytes = &bytes[..bytes.len() - 1];
                if bytes.last() == Some(&b'=') {
                    bytes = &bytes[..bytes.len() - 1];
                }
            }
        }
        if bytes.len() < 2 {
            return Err(syntax());
        }
        let to_text = std::str::from_utf8(&bytes[bytes.len() - 2..]).map_err(|_| syntax())?;
        let to: Square = to_text.parse().map_err(|_| syntax())?;
        let mut prefix = &bytes[..bytes.len() - 2];
        let mut role = Role::Pawn;
        if let Some(&c) = prefix.first() {
            if matches!(c, b'N' | b'B' | b'R' | b'Q' | b'K') {
                role = Role::from_char(c as char).ok_or_else(syntax)?;
                prefix = &prefix[1..];
            }
        }
        let mut file = None;
        let mut rank = None;
        let mut capture = false;
        if let Some(&c) = prefix.first() {
            if let Some(f) = File::from_char(c as char) {
                file = Some(f);
                prefix = &prefix[1..];
            }
        }
        if let Some(&c) = prefix.first() {
            if let Some(r) = Rank::from_char(c as char) {
                rank = Some(r);
                prefix = &prefix[1..];
            }
        }
        if let Some(&c) = prefix.first() {
            if c == b'x' || c == b'-' {
                capture = c == b'x';
                prefix = &prefix[1..];
            }
        }
        if !prefix.is_empty() {
            return Err(syntax());
        }
        Ok(San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        })
    }
}

impl<V: Variant> Position<V> {
    /// Parses SAN into a legal move of this position.
    pub fn parse_san(&self, text: &str) -> Result<Move, SanError> {
        let san: San = text.parse()?;
        let illegal = || SanError::Illegal(text.to_string());
        // A fully given origin without a piece letter (`g1f3`, `e1g1`) may move any piece,
        // castling included, as in python-chess's `parse_san`.
        if let San::Normal {
            role: Role::Pawn,
            file: Some(file),
            rank: Some(rank),
            to,
            promotion,
            ..
        } = san
        {
            let from = Square::from_coords(file, rank);
            if from != to {
                let uci = crate::notation::UciMove::Normal {
                    from,
                    to,
                    promotion,
                };
                return uci.to_move(self).map_err(|_| illegal());
            }
        }
        let moves = self.legal_moves();
        let mut found = None;
        for &m in &moves {
            let hit = match san {
                San::Null => false,
                San::Castle(side) => m.is_castle() && m.castling_side() == side,
                San::Drop { role, to } => m.kind() == MoveKind::Drop(role) && m.to() == to,
                San::Normal {
                    role,
                    file,
                    rank,
                    to,
                    promotion,
                    ..
                } => {
                    !m.is_castle()
                        && !m.is_drop()
                        && m.to() == to
                        && self.role_at(m.from()) == Some(role)
                        && file.is_none_or(|f| m.from().file() == f)
                        && rank.is_none_or(|r| m.from().rank() == r)
                        && m.promotion_role() == promotion
                }
            };
            if hit {
                if found.is_some() {
                    return Err(SanError::Ambiguous(text.to_string()));
                }
                found = Some(m);
            }
        }
        found.ok_or_else(illegal)
    }

    /// SAN of a legal move, without the check suffix.
    pub fn san_without_suffix(&self, m: Move) -> String {
        let mut s = String::with_capacity(8);
        match m.kind() {
            MoveKind::Castle => {
                return match m.castling_side() {
                    CastlingSide::King => "O-O".into(),
                    CastlingSide::Queen => "O-O-O".into(),
                }
            }
            MoveKind::Drop(role) => {
                // python-chess writes pawn drops without a letter: `@e4`.
                if role != Role::Pawn {
                    s.push(role.upper_char());
                }
                s.push('@');
                s.push_str(&m.to().to_string());
                return s;
            }
            _ => {}
        }
        let role = self.role_at(m.from()).unwrap_or(Role::Pawn);
        let capture = self.is_capture(m);
        if role == Role::Pawn {
            if capture {
                s.push(m.from().file().char());
                s.push('x');
            }
        } else {
            s.push(role.upper_char());
            let others: Vec<Square> = self
                .legal_moves()
                .iter()
                .filter(|o| {
                    !o.is_castle()
                        && !o.is_drop()
                        && o.to() == m.to()
                        && o.from() != m.from()
                        && self.role_at(o.from()) == Some(role)
                })
                .map(|o| o.from())
                .collect();
            if !others.is_empty() {
                let same_file = others.iter().any(|o| o.file() == m.from().file());
                let same_rank = others.iter().any(|o| o.rank() == m.from().rank());
                if !same_file {
                    s.push(m.from().file().char());
                } else if !same_rank {
                    s.push(m.from().rank().char());
                } else {
                    s.push_str(&m.from().to_string());
                }
            }
            if capture {
                s.push('x');
            }
        }
        s.push_str(&m.to().to_string());
        if let Some(p) = m.promotion_role() {
            s.push('=');
            s.push(p.upper_char());
        }
        s
    }

    /// SAN of a legal move with `+` or `#` (`#` also for a move that wins or loses by the
    /// variant's rules, as python-chess writes it).
    pub fn san(&self, m: Move) -> String {
        let mut s = self.san_without_suffix(m);
        let mut after = self.clone();
        after.play_unchecked(m);
        let check = after.is_check();
        if check || V::HAS_VARIANT_END {
            let no_moves = after.legal_moves().is_empty();
            let decisive = V::variant_outcome(&after, no_moves).is_some_and(|o| o.winner.is_some());
            if decisive || (check && no_moves) {
                s.push('#');
            } else if check {
                s.push('+');
            }
        }
        s
    }

    /// SAN of a sequence of legal moves from here, numbered like python-chess's
    /// `variation_san` (`1. e4 e5 2. Nf3` or `3... Nc6 4. Bb5`).
    pub fn variation_san(&self, moves: &[Move]) -> String {
        let mut pos = self.clone();
        let mut parts = Vec::with_capacity(moves.len() * 2);
        for (i, &m) in moves.iter().enumerate() {
            if pos.turn().is_white() {
                parts.push(format!("{}.", pos.fullmoves()));
            } else if i == 0 {
                parts.push(format!("{}...", pos.fullmoves()));
            }
            parts.push(pos.san(m));
            pos.play_unchecked(m);
        }
        parts.join(" ")
    }
}

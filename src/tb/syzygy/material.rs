//! Material signatures: which pieces each side has. A table file is named by its material
//! (`KQvKR`: the stronger side first, pieces in the order `KQRBNP`), and one file serves both
//! colour assignments, so a lookup tries the position's material and its colour mirror under one
//! packed key.

use crate::core::{Color, Role};
use crate::position::Position;
use crate::variant::Variant;
use std::fmt;

/// Most pieces (kings included) a Syzygy table holds.
pub const MAX_PIECES: usize = 7;

/// Piece letters in table-name order, strongest first.
const NAME_ORDER: [Role; 6] = [
    Role::King,
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Pawn,
];

/// Piece counts per colour and role.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Default)]
pub struct Material {
    counts: [[u8; 6]; 2],
}

impl Material {
    /// The material of a position.
    pub fn from_position<V: Variant>(pos: &Position<V>) -> Material {
        let mut m = Material::default();
        for color in Color::ALL {
            for role in Role::ALL {
                m.counts[color.index()][role.index()] = pos.pieces(color, role).count() as u8;
            }
        }
        m
    }

    /// The packed key of a position's material, equal to `Material::from_position(pos).key()`
    /// without building the intermediate value (this is on the probing hot path).
    #[inline]
    pub fn key_of<V: Variant>(pos: &Position<V>) -> u64 {
        let mut key = 0;
        for color in Color::ALL {
            let side = pos.by_color(color);
            for role in Role::ALL {
                let n = (side & pos.by_role(role)).count() as u64;
                key |= n << Self::shift(color, role);
            }
        }
        key
    }

    #[inline]
    const fn shift(color: Color, role: Role) -> u32 {
        (color.index() * 6 + role.index()) as u32 * 4
    }

    /// A 48-bit key: 4 bits per colour and role (counts above 15 cannot occur in tables).
    pub fn key(&self) -> u64 {
        let mut key = 0;
        for color in Color::ALL {
            for role in Role::ALL {
                let n = self.count(color, role).min(15) as u64;
                key |= n << Self::shift(color, role);
            }
        }
        key
    }

    /// Parses a table name such as `KQvKR` (any colour order; not normalised).
    /// `one_king`: each side must have exactly one king (standard and atomic chess).
    pub fn parse_name(name: &str, one_king: bool) -> Option<Material> {
        let (white, black) = name.split_once('v')?;
        if white.is_empty() || black.is_empty() {
            return None;
        }
        let mut m = Material::default();
        for (color, part) in [(Color::White, white), (Color::Black, black)] {
            for c in part.chars() {
                if !c.is_ascii_uppercase() {
                    return None;
                }
                let role = Role::from_char(c)?;
                m.counts[color.index()][role.index()] += 1;
            }
        }
        if m.total() as usize > MAX_PIECES {
            return None;
        }
        if one_king
            && (m.count(Color::White, Role::King) != 1 || m.count(Color::Black, Role::King) != 1)
        {
            return None;
        }
        Some(m)
    }

    /// One more piece.
    pub fn add(&mut self, color: Color, role: Role) {
        let n = &mut self.counts[color.index()][role.index()];
        *n = n.saturating_add(1);
    }

    #[inline]
    pub fn count(&self, color: Color, role: Role) -> u32 {
        self.counts[color.index()][role.index()] as u32
    }

    pub fn side_total(&self, color: Color) -> u32 {
        self.counts[color.index()].iter().map(|&n| n as u32).sum()
    }

    /// All pieces, kings included.
    pub fn total(&self) -> u32 {
        self.side_total(Color::White) + self.side_total(Color::Black)
    }

    pub fn has_pawns(&self) -> bool {
        self.count(Color::White, Role::Pawn) + self.count(Color::Black, Role::Pawn) > 0
    }

    /// Colours swapped.
    pub fn mirrored(&self) -> Material {
        Material {
            counts: [self.counts[1], self.counts[0]],
        }
    }

    /// Both sides hold the same pieces (one table side serves both colours to move).
    pub fn is_symmetric(&self) -> bool {
        self.counts[0] == self.counts[1]
    }

    /// The name-order indices of one side's pieces (K = 0 ... P = 5), strongest first.
    fn side_order(&self, color: Color) -> Vec<usize> {
        let mut out = Vec::new();
        for (i, role) in NAME_ORDER.iter().enumerate() {
            for _ in 0..self.count(color, *role) {
                out.push(i);
            }
        }
        out
    }

    /// The colour assignment the files are named by: the side with more pieces is White; with
    /// equal counts, the side whose pieces (strongest first) come first in `KQRBNP` order.
    pub fn normalized(&self) -> Material {
        let (w, b) = (Color::White, Color::Black);
        let lhs = (self.side_total(w), self.side_order(b));
        let rhs = (self.side_total(b), self.side_order(w));
        if lhs < rhs {
            self.mirrored()
        } else {
            *self
        }
    }

    /// One side's letters, strongest first (`KQ`).
    pub fn side_name(&self, color: Color) -> String {
        NAME_ORDER
            .iter()
            .flat_map(|&role| {
                std::iter::repeat_n(role.upper_char(), self.count(color, role) as usize)
            })
            .collect()
    }
}

impl fmt::Display for Material {
    /// White's pieces, `v`, Black's pieces: `KQvKR`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}v{}",
            self.side_name(Color::White),
            self.side_name(Color::Black)
        )
    }
}

impl fmt::Debug for Material {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Material({self})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::CastlingMode;

    fn name(s: &str) -> Material {
        Material::parse_name(s, true).unwrap()
    }

    #[test]
    fn names_normalise_like_the_file_names() {
        assert_eq!(name("KvKQ").normalized().to_string(), "KQvK");
        assert_eq!(name("KRvKQ").normalized().to_string(), "KQvKR");
        assert_eq!(name("KPvKN").normalized().to_string(), "KNvKP");
        assert_eq!(name("KPvKPP").normalized().to_string(), "KPPvKP");
        assert_eq!(name("KBNvK").normalized().to_string(), "KBNvK");
        assert_eq!(name("KRvKR").normalized().to_string(), "KRvKR");
        // Pieces are sorted whatever the order in the name.
        assert_eq!(name("KNBvK").normalized().to_string(), "KBNvK");
    }

    #[test]
    fn bad_names_are_rejected() {
        for bad in [
            "",
            "KQK",
            "KQv",
            "vK",
            "KxvK",
            "KQvKQvK",
            "kqvk",
            "QvK",
            "KKvK",
            "KQQQQQQvK",
        ] {
            assert!(Material::parse_name(bad, true).is_none(), "{bad}");
        }
        assert!(Material::parse_name("BvN", false).is_some());
    }

    #[test]
    fn position_keys_match_table_keys() {
        let pos =
            Position::from_fen("8/8/8/8/8/2k5/1r6/K2Q4 b - - 0 1", CastlingMode::Standard).unwrap();
        let m = Material::from_position(&pos);
        assert_eq!(m.to_string(), "KQvKR");
        assert_eq!(Material::key_of(&pos), m.key());
        assert_eq!(m.mirrored().to_string(), "KRvKQ");
        assert_ne!(m.key(), m.mirrored().key());
        assert!(name("KPvKP").is_symmetric());
        assert_eq!(m.total(), 4);
        assert!(!m.has_pawns());
    }
}

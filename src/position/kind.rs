//! The castling a variant's name asks for: `chess960` and its spellings are standard rules
//! with Chess960 castling (the names themselves are `VariantKind`'s, in `core`).

use super::CastlingMode;
use crate::core::{name_key, VariantKind};

/// Names that mean standard rules with Chess960 castling where a castling mode is read along
/// with the variant (`from_name_with_castling`).
const CHESS960_NAMES: [&str; 5] = ["chess960", "960", "fischerandom", "fischerrandom", "frc"];

impl VariantKind {
    /// Reads a variant name and the castling it asks for (`chess960`, `960`, `fischerandom`,
    /// `fischerrandom`, `frc`: standard rules with Chess960 castling), as tournament
    /// configurations and PGN `Variant` tags name their games.
    pub fn from_name_with_castling(name: &str) -> Option<(VariantKind, CastlingMode)> {
        if CHESS960_NAMES.contains(&name_key(name).as_str()) {
            return Some((VariantKind::Standard, CastlingMode::Chess960));
        }
        VariantKind::from_name(name).map(|kind| (kind, CastlingMode::Standard))
    }
}

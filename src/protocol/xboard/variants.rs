//! The games ferrum plays, under the names XBoard uses for them. The `variants=` feature and the
//! `variant` command both read this one table, so a new variant only adds a row here.

/// What a `variant` command selects.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GameKind {
    Standard,
    /// Chess960: standard rules with king-takes-rook castling from any start.
    Chess960,
}

/// XBoard variant names and what they mean, in the order the feature lists them. `normal` comes
/// first: cutechess maps it to standard chess.
pub const VARIANTS: &[(&str, GameKind)] = &[
    ("normal", GameKind::Standard),
    ("fischerandom", GameKind::Chess960),
];

/// The game a variant name selects (names are case-sensitive, as XBoard sends them).
pub fn by_name(name: &str) -> Option<GameKind> {
    VARIANTS.iter().find(|(n, _)| *n == name).map(|&(_, k)| k)
}

/// The value of the `variants=` feature.
pub fn feature_value() -> String {
    VARIANTS
        .iter()
        .map(|(n, _)| *n)
        .collect::<Vec<_>>()
        .join(",")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        assert!(feature_value().starts_with("normal,"));
        for name in feature_value().split(',') {
            assert!(by_name(name).is_some(), "{name}");
        }
        assert_eq!(by_name("fischerandom"), Some(GameKind::Chess960));
        assert_eq!(by_name("normal"), Some(GameKind::Standard));
        assert_eq!(by_name("xiangqi"), None);
    }
}

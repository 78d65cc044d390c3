//! The games ferrum plays, under the names XBoard uses for them. The `variants=` feature and the
//! `variant` command both read this one table; the variants themselves come from
//! `VariantKind::ALL`, so a new variant there is offered here too.

use crate::variant::VariantKind;

/// What a `variant` command selects: the rules, and Chess960 castling (`fischerandom`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct GameKind {
    pub variant: VariantKind,
    pub chess960: bool,
}

impl GameKind {
    pub const STANDARD: GameKind = GameKind {
        variant: VariantKind::Standard,
        chess960: false,
    };
}

/// XBoard variant names and what they mean, in the order the feature lists them: `normal`
/// first (cutechess maps it to standard chess), `fischerandom`, then every variant by its
/// XBoard name (both `giveaway`, which python-chess sends for lichess antichess, and
/// `antichess`, which cutechess sends).
pub fn all() -> Vec<(&'static str, GameKind)> {
    let mut list = vec![
        ("normal", GameKind::STANDARD),
        (
            "fischerandom",
            GameKind {
                variant: VariantKind::Standard,
                chess960: true,
            },
        ),
    ];
    list.extend(
        VariantKind::ALL
            .iter()
            .filter(|&&v| v != VariantKind::Standard)
            .map(|&variant| {
                (
                    variant.xboard_name(),
                    GameKind {
                        variant,
                        chess960: false,
                    },
                )
            }),
    );
    list
}

/// The game a variant name selects (names are case-sensitive, as XBoard sends them).
pub fn by_name(name: &str) -> Option<GameKind> {
    all().into_iter().find(|(n, _)| *n == name).map(|(_, k)| k)
}

/// The value of the `variants=` feature.
pub fn feature_value() -> String {
    all().iter().map(|(n, _)| *n).collect::<Vec<_>>().join(",")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        assert_eq!(
            feature_value(),
            "normal,fischerandom,antichess,giveaway,suicide,atomic,kingofthehill,racingkings,\
             horde,3check,crazyhouse"
        );
        for name in feature_value().split(',') {
            assert!(by_name(name).is_some(), "{name}");
        }
        assert_eq!(
            by_name("fischerandom"),
            Some(GameKind {
                variant: VariantKind::Standard,
                chess960: true
            })
        );
        assert_eq!(by_name("normal"), Some(GameKind::STANDARD));
        assert_eq!(by_name("giveaway").unwrap().variant, VariantKind::Giveaway);
        assert_eq!(
            by_name("antichess").unwrap().variant,
            VariantKind::Antichess
        );
        assert_eq!(by_name("3check").unwrap().variant, VariantKind::ThreeCheck);
        assert_eq!(by_name("xiangqi"), None);
        assert_eq!(by_name("chess"), None);
    }
}

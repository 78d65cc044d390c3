//! The variants ferrum plays, written once: `for_each_variant!` is the list, and everything
//! that names the variants is made from it (`VariantKind` and its names here; `AnyPosition`,
//! `with_position!`, `with_variant!` and the re-exports in the `variant` module).
//!
//! The list lives here, with the plain values, because the rules trait names its kind and the
//! weight sets are chosen by it (`weights::for_variant`); it holds only names and text, so this
//! layer depends on nothing above it. That module reads
//! each row's rules type (`module::Type`, a path in the `variant` module) and checks at compile
//! time that the type's `Variant::KIND` is the row's kind.

use std::fmt;

/// The list of variants. Calls `$callback!` with `$args` in parentheses, then one row per
/// variant: `Kind => module::RulesType { uci, xboard, pgn, aliases, start, goal }`.
/// - `uci`: the `UCI_Variant` value (python-chess's `uci_variant`, lichess's and cutechess's).
/// - `xboard`: the XBoard `variant` name.
/// - `pgn`: the PGN `Variant` tag value python-chess writes (its `aliases[0]`).
/// - `aliases`: every other spelling `VariantKind::from_name` reads (lowercase letters and
///   digits; the three names above are read too).
/// - `start`: the starting position's FEN.
/// - `goal`: how the variant's own rules end a game, for messages (`None`: they never do).
///
/// Adding a variant:
/// 1. its rules in one file, `src/variant/<name>.rs` (a `pub mod` line in `src/variant/mod.rs`),
///    implementing `Variant`; its evaluation in another, `src/eval/variants/<name>.rs`,
///    implementing `eval::VariantEval` (`BASIS`: no default; its own terms as rows of `OWN_LAYOUT`);
/// 2. one row here;
/// 3. its perft data (`tests/data/<name>.perft`, a `variant_suite!` line in `tests/suite/perft.rs`);
/// 4. its python-chess games (`tests/data/variant_games/<uci>.txt`: its name in the `VARIANTS`
///    of `tests/python/make_variant_games.py`; a `variant_test!` line in `tests/suite/variants.rs`).
///
/// The compiler then asks only `src/cli/probe_syzygy.rs` whether it has Syzygy tables; the
/// tests that spell out the full list of names (`tests/suite/variants.rs`, the XBoard `variants=`
/// feature) and the README's lists of variants are updated with it.
#[macro_export]
macro_rules! for_each_variant {
    ($($callback:tt)::+ ! ($($args:tt)*)) => {
        $($callback)::+! {
            ($($args)*)
            Standard => standard::Standard {
                uci: "chess",
                xboard: "normal",
                pgn: "Standard",
                aliases: ["chess960", "fischerandom", "fischerrandom", "fromposition", "960"],
                start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                goal: None,
            },
            Antichess => antichess::Antichess {
                uci: "antichess",
                xboard: "antichess",
                pgn: "Antichess",
                aliases: ["anti"],
                start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
                goal: Some("losing every piece or being stalemated"),
            },
            Giveaway => antichess::Giveaway {
                uci: "giveaway",
                xboard: "giveaway",
                pgn: "Giveaway",
                aliases: ["giveawaychess"],
                start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                goal: Some("losing every piece or being stalemated"),
            },
            Suicide => antichess::Suicide {
                uci: "suicide",
                xboard: "suicide",
                pgn: "Suicide",
                aliases: ["suicidechess"],
                start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
                goal: Some("losing every piece or being stalemated"),
            },
            Atomic => atomic::Atomic {
                uci: "atomic",
                xboard: "atomic",
                pgn: "Atomic",
                aliases: ["atom", "atomicchess"],
                start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                goal: Some("an exploded king"),
            },
            KingOfTheHill => king_of_the_hill::KingOfTheHill {
                uci: "kingofthehill",
                xboard: "kingofthehill",
                pgn: "King of the Hill",
                aliases: ["koth"],
                start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                goal: Some("the king reaching the hill"),
            },
            RacingKings => racing_kings::RacingKings {
                uci: "racingkings",
                xboard: "racingkings",
                pgn: "Racing Kings",
                aliases: ["racing", "race"],
                start: "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1",
                goal: Some("the race to the eighth rank"),
            },
            Horde => horde::Horde {
                uci: "horde",
                xboard: "horde",
                pgn: "Horde",
                aliases: ["hordechess"],
                start: "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1",
                goal: Some("capturing the whole horde"),
            },
            ThreeCheck => three_check::ThreeCheck {
                uci: "3check",
                xboard: "3check",
                pgn: "Three-check",
                aliases: ["threecheckchess", "3checkchess"],
                start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1",
                goal: Some("the third check"),
            },
            Crazyhouse => crazyhouse::Crazyhouse {
                uci: "crazyhouse",
                xboard: "crazyhouse",
                pgn: "Crazyhouse",
                aliases: ["zh", "house"],
                start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
                goal: None,
            },
        }
    };
}

/// Makes `VariantKind` and its names from the list.
macro_rules! variant_kind {
    (() $(
        $kind:ident => $module:ident::$rules:ident {
            uci: $uci:expr,
            xboard: $xboard:expr,
            pgn: $pgn:expr,
            aliases: [$($alias:expr),*],
            start: $start:expr,
            goal: $goal:expr,
        },
    )*) => {
        /// The variants ferrum plays, as a runtime value (made from `for_each_variant!`).
        #[derive(Copy, Clone, PartialEq, Eq, Debug, Hash, Default)]
        pub enum VariantKind {
            #[default]
            $($kind,)*
        }

        impl VariantKind {
            /// Every variant, in the list's order.
            pub const ALL: [VariantKind; [$(stringify!($kind)),*].len()] =
                [$(VariantKind::$kind),*];

            /// The `UCI_Variant` value (python-chess's `uci_variant`, lichess's and
            /// cutechess's names).
            pub const fn uci_name(self) -> &'static str {
                match self {
                    $(VariantKind::$kind => $uci,)*
                }
            }

            /// The XBoard `variant` name (`normal` for standard chess).
            pub const fn xboard_name(self) -> &'static str {
                match self {
                    $(VariantKind::$kind => $xboard,)*
                }
            }

            /// The PGN `Variant` tag value python-chess writes (its `aliases[0]`).
            pub const fn pgn_name(self) -> &'static str {
                match self {
                    $(VariantKind::$kind => $pgn,)*
                }
            }

            /// The starting position's FEN.
            pub const fn start_fen(self) -> &'static str {
                match self {
                    $(VariantKind::$kind => $start,)*
                }
            }

            /// How the variant's own rules end a game, for messages ("the third check");
            /// `None` when they never do.
            pub const fn goal(self) -> Option<&'static str> {
                match self {
                    $(VariantKind::$kind => $goal,)*
                }
            }

            /// Every spelling `from_name` reads for this variant, as its key (lowercase
            /// letters and digits).
            fn names(self) -> impl Iterator<Item = String> {
                let (written, aliases): ([&str; 3], &[&str]) = match self {
                    $(VariantKind::$kind => ([$uci, $xboard, $pgn], &[$($alias),*]),)*
                };
                written.into_iter().chain(aliases.iter().copied()).map(name_key)
            }
        }
    };
}

for_each_variant!(variant_kind!());

/// A name as the parsers compare it: lowercase letters and digits only.
pub(crate) fn name_key(name: &str) -> String {
    name.chars()
        .filter(char::is_ascii_alphanumeric)
        .collect::<String>()
        .to_ascii_lowercase()
}

impl VariantKind {
    /// Reads a variant name as GUIs, lichess, python-chess and PGN files spell it
    /// (case-insensitive, only letters and digits count; `standard`, `normal`, `chess` and
    /// `chess960` all mean standard rules).
    pub fn from_name(name: &str) -> Option<VariantKind> {
        let key = name_key(name);
        VariantKind::ALL
            .into_iter()
            .find(|kind| kind.names().any(|n| n == key))
    }
}

impl fmt::Display for VariantKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.uci_name())
    }
}

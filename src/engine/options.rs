//! The typed registry of engine options: one row per option (its id, name, type, range or
//! choices and default), in the order `uci` lists them. Everything else is driven from it: the
//! UCI `option name ...` lines and the XBoard `option=` features (rendered by each protocol in
//! its own syntax), the checking of `setoption` / XBoard `option` values (`OptionSpec::parse`),
//! the defaults of the engine's settings, and the README's option table (tested below). What
//! each option sets is `Engine::apply_option`, one arm per `OptionId`.
//!
//! Each option's name, type, range or choices and default are written once, in the `options!`
//! table below; the rest of the engine reads them from the registry (`OptionId::spin_default`
//! and its kin, in `const` blocks).
//!
//! Invariant: `REGISTRY[id as usize].id == id` for every id (by construction: `options!` writes
//! the enum and the registry from the same rows; checked again at compile time).

use crate::search::strength::{MAX_ELO, MIN_ELO};
use crate::tb::gaviota::DEFAULT_CACHE_MB;
use crate::variant::VariantKind;
use std::fmt;

/// An option's type, with its default and range or choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    Spin {
        default: i64,
        min: i64,
        max: i64,
    },
    Check {
        default: bool,
    },
    Combo {
        default: &'static str,
        vars: &'static [&'static str],
    },
    String {
        default: &'static str,
    },
    Button,
}

/// An option as a protocol shows it: its name and type. The registry's rows carry one each;
/// a protocol may add options of its own (XBoard's `Resign`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionSpec {
    pub name: &'static str,
    pub kind: OptionKind,
}

/// One row of the registry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EngineOption {
    pub id: OptionId,
    pub spec: OptionSpec,
}

/// A value set by the user, checked against its spec.
#[derive(Clone, Debug, PartialEq)]
pub enum OptionValue {
    Int(i64),
    Bool(bool),
    Text(String),
    Press,
}

/// Why `setoption` was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionError {
    Unknown(String),
    Invalid {
        name: String,
        value: String,
        expected: String,
    },
    Busy(String),
    Failed {
        name: String,
        reason: String,
    },
}

impl fmt::Display for OptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionError::Unknown(n) => write!(f, "unknown option '{n}'"),
            OptionError::Invalid {
                name,
                value,
                expected,
            } => {
                write!(
                    f,
                    "invalid value '{value}' for option '{name}' (expected {expected})"
                )
            }
            OptionError::Busy(n) => write!(f, "cannot change option '{n}' while searching"),
            OptionError::Failed { name, reason } => write!(f, "option '{name}': {reason}"),
        }
    }
}
impl std::error::Error for OptionError {}

/// Largest `Hash` accepted: 32 TB, far beyond any machine; allocation failure is reported.
pub const MAX_HASH_MB: i64 = 33_554_432;
pub const MAX_THREADS: i64 = 1024;
/// Largest `BookDepth`.
pub const MAX_BOOK_DEPTH: i64 = 1024;
/// The variant played before any `UCI_Variant` / XBoard `variant`.
pub const DEFAULT_VARIANT: VariantKind = VariantKind::Standard;

/// `UCI_Variant` values: `VariantKind::uci_name` of every variant ferrum plays, in
/// `VariantKind::ALL` order (Chess960 is the separate `UCI_Chess960` option, so neither
/// `chess960` nor `fischerandom` is listed).
const VARIANT_NAMES: [&str; VariantKind::ALL.len()] = {
    let mut names = [""; VariantKind::ALL.len()];
    let mut i = 0;
    while i < names.len() {
        names[i] = VariantKind::ALL[i].uci_name();
        i += 1;
    }
    names
};

const fn spin(default: i64, min: i64, max: i64) -> OptionKind {
    OptionKind::Spin { default, min, max }
}

const fn check(default: bool) -> OptionKind {
    OptionKind::Check { default }
}

const fn string(default: &'static str) -> OptionKind {
    OptionKind::String { default }
}

const fn combo(default: &'static str, vars: &'static [&'static str]) -> OptionKind {
    OptionKind::Combo { default, vars }
}

const BUTTON: OptionKind = OptionKind::Button;

/// `Id => "Name", kind;` rows: the `OptionId` enum and the `REGISTRY` in the same order, so
/// that a row's index is its id by construction.
macro_rules! options {
    ($($id:ident => $name:literal, $kind:expr;)*) => {
        /// Every option the engine has. The order is the registry's (the order of `uci`).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum OptionId {
            $($id,)*
        }

        /// The registry, in `OptionId` order.
        pub const REGISTRY: &[EngineOption] = &[$(EngineOption {
            id: OptionId::$id,
            spec: OptionSpec {
                name: $name,
                kind: $kind,
            },
        },)*];
    };
}

// The option table: every option's name, type, default and range or choices, written here and
// nowhere else. A new option is a row here, an arm in `Engine::apply_option` (the compiler
// asks for it) and a row in the README's option table (a test compares it with this one):
// CONTRIBUTING.md, "Adding a UCI/XBoard option", lists every place.
options! {
    Hash => "Hash", spin(16, 1, MAX_HASH_MB);
    Threads => "Threads", spin(1, 1, MAX_THREADS);
    ClearHash => "Clear Hash", BUTTON;
    Ponder => "Ponder", check(false);
    MultiPv => "MultiPV", spin(1, 1, 256);
    MoveOverhead => "Move Overhead", spin(10, 0, 10_000);
    Chess960 => "UCI_Chess960", check(false);
    Variant => "UCI_Variant", combo(DEFAULT_VARIANT.uci_name(), &VARIANT_NAMES);
    ShowWdl => "UCI_ShowWDL", check(false);
    LimitStrength => "UCI_LimitStrength", check(false);
    Elo => "UCI_Elo", spin(1500, MIN_ELO as i64, MAX_ELO as i64);
    SyzygyPath => "SyzygyPath", string("tablebases/syzygy");
    SyzygyProbeDepth => "SyzygyProbeDepth", spin(1, 1, 100);
    Syzygy50MoveRule => "Syzygy50MoveRule", check(true);
    SyzygyProbeLimit => "SyzygyProbeLimit", spin(7, 0, 7);
    GaviotaTbPath => "GaviotaTbPath", string("tablebases/gaviota");
    GaviotaTbCache => "GaviotaTbCache", spin(DEFAULT_CACHE_MB as i64, 1, 65_536);
    AnalyseMode => "UCI_AnalyseMode", check(false);
    OwnBook => "OwnBook", check(true);
    BookFile => "BookFile", string("books/ferrum.bin");
    BookDepth => "BookDepth", spin(40, 0, MAX_BOOK_DEPTH);
    BookBestMove => "BookBestMove", check(false);
}

// Every id has its row, at its own index (so `OptionId::spec` is an index).
const _: () = {
    let mut i = 0;
    while i < REGISTRY.len() {
        assert!(REGISTRY[i].id as usize == i);
        i += 1;
    }
};

impl OptionId {
    pub const fn spec(self) -> &'static OptionSpec {
        &REGISTRY[self as usize].spec
    }

    pub const fn name(self) -> &'static str {
        self.spec().name
    }

    /// Finds an option by name, case-insensitively (the UCI spec's rule).
    pub fn find(name: &str) -> Option<OptionId> {
        let name = name.trim();
        REGISTRY
            .iter()
            .find(|o| o.spec.name.eq_ignore_ascii_case(name))
            .map(|o| o.id)
    }

    /// The default of a spin option. Read in `const` blocks (every caller outside tests does),
    /// where asking it of another kind of option is a build error, not a panic at run time.
    pub const fn spin_default(self) -> i64 {
        match self.spec().kind {
            OptionKind::Spin { default, .. } => default,
            _ => panic!("not a spin option"),
        }
    }

    /// The default of a check option (see `spin_default`).
    pub const fn check_default(self) -> bool {
        match self.spec().kind {
            OptionKind::Check { default } => default,
            _ => panic!("not a check option"),
        }
    }

    /// The default of a string or combo option (see `spin_default`).
    pub const fn text_default(self) -> &'static str {
        match self.spec().kind {
            OptionKind::String { default } | OptionKind::Combo { default, .. } => default,
            _ => panic!("not a string or combo option"),
        }
    }
}

impl OptionKind {
    /// What a value of this kind must look like, for error messages.
    pub fn expected(&self) -> String {
        match self {
            OptionKind::Spin { min, max, .. } => format!("an integer from {min} to {max}"),
            OptionKind::Check { .. } => "true or false".into(),
            OptionKind::Combo { vars, .. } => format!("one of {}", vars.join(", ")),
            OptionKind::String { .. } => "a text".into(),
            OptionKind::Button => "no value".into(),
        }
    }
}

impl OptionSpec {
    /// Checks a textual value against the spec.
    pub fn parse(&self, value: &str) -> Result<OptionValue, OptionError> {
        let value = value.trim();
        let invalid = || OptionError::Invalid {
            name: self.name.to_string(),
            value: value.to_string(),
            expected: self.kind.expected(),
        };
        match &self.kind {
            OptionKind::Spin { min, max, .. } => match value.parse::<i64>() {
                Ok(v) if v >= *min && v <= *max => Ok(OptionValue::Int(v)),
                _ => Err(invalid()),
            },
            OptionKind::Check { .. } => match value.to_ascii_lowercase().as_str() {
                "true" => Ok(OptionValue::Bool(true)),
                "false" => Ok(OptionValue::Bool(false)),
                _ => Err(invalid()),
            },
            OptionKind::Combo { vars, .. } => vars
                .iter()
                .find(|v| v.eq_ignore_ascii_case(value))
                .map(|v| OptionValue::Text(v.to_string()))
                .ok_or_else(invalid),
            // UCI spells the empty string `<empty>`.
            OptionKind::String { .. } if value == "<empty>" => Ok(OptionValue::Text(String::new())),
            OptionKind::String { .. } => Ok(OptionValue::Text(value.to_string())),
            OptionKind::Button => Ok(OptionValue::Press),
        }
    }
}

impl OptionValue {
    pub fn as_int(&self) -> Option<i64> {
        match self {
            OptionValue::Int(v) => Some(*v),
            _ => None,
        }
    }

    pub fn as_bool(&self) -> Option<bool> {
        match self {
            OptionValue::Bool(b) => Some(*b),
            _ => None,
        }
    }

    pub fn as_text(&self) -> Option<&str> {
        match self {
            OptionValue::Text(t) => Some(t),
            _ => None,
        }
    }
}

/// A search parameter as a spin option (a `tune` build lists these after the registry's).
#[cfg(feature = "tune")]
pub fn tunable_spec(t: &crate::search::params::Tunable) -> OptionSpec {
    OptionSpec {
        name: t.name,
        kind: OptionKind::Spin {
            default: t.default as i64,
            min: t.min as i64,
            max: t.max as i64,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_find_their_rows_by_name_in_any_case() {
        for option in REGISTRY {
            assert_eq!(option.id.spec(), &option.spec);
            assert_eq!(OptionId::find(option.spec.name), Some(option.id));
            let shouted = format!(" {} ", option.spec.name.to_ascii_uppercase());
            assert_eq!(OptionId::find(&shouted), Some(option.id));
        }
        assert_eq!(
            OptionId::find("Move Overhead"),
            Some(OptionId::MoveOverhead)
        );
        assert_eq!(OptionId::find("Move_Overhead"), None);
        assert_eq!(OptionId::find("NoSuchOption"), None);
        assert_eq!(OptionId::find(""), None);
    }

    #[test]
    fn names_are_unique_in_any_case() {
        for (i, option) in REGISTRY.iter().enumerate() {
            let name = option.spec.name;
            assert_eq!(name, name.trim(), "{name}: no outer spaces");
            let twin = REGISTRY[..i]
                .iter()
                .find(|o| o.spec.name.eq_ignore_ascii_case(name));
            assert_eq!(twin, None, "{name} is in the registry twice");
        }
    }

    #[test]
    fn variant_combo_lists_every_variant_by_its_uci_name() {
        let names: Vec<&str> = VariantKind::ALL.iter().map(|k| k.uci_name()).collect();
        let OptionKind::Combo { default, vars } = OptionId::Variant.spec().kind else {
            panic!("UCI_Variant is a combo");
        };
        assert_eq!(vars, names.as_slice());
        assert_eq!(default, "chess");
        for name in vars {
            assert_eq!(
                VariantKind::from_name(name).map(|k| k.uci_name()),
                Some(*name)
            );
        }
    }

    #[test]
    fn spins_parse_within_their_range_only() {
        let hash = OptionId::Hash.spec();
        assert_eq!(hash.parse(" 64 "), Ok(OptionValue::Int(64)));
        assert_eq!(hash.parse("1"), Ok(OptionValue::Int(1)));
        assert_eq!(hash.parse("33554432"), Ok(OptionValue::Int(MAX_HASH_MB)));
        let expected = OptionError::Invalid {
            name: "Hash".into(),
            value: "0".into(),
            expected: "an integer from 1 to 33554432".into(),
        };
        assert_eq!(hash.parse("0"), Err(expected));
        assert!(hash.parse("33554433").is_err());
        assert!(hash.parse("lots").is_err());
        assert!(hash.parse("").is_err());
        let elo = OptionId::Elo.spec();
        assert_eq!(
            elo.parse("1319").unwrap_err().to_string(),
            "invalid value '1319' for option 'UCI_Elo' (expected an integer from 1320 to 3190)"
        );
        assert_eq!(elo.parse("3190"), Ok(OptionValue::Int(3190)));
    }

    #[test]
    fn checks_and_combos_take_their_values_in_any_case() {
        let ponder = OptionId::Ponder.spec();
        assert_eq!(ponder.parse("TRUE"), Ok(OptionValue::Bool(true)));
        assert_eq!(ponder.parse("false"), Ok(OptionValue::Bool(false)));
        assert_eq!(
            ponder.parse("1").unwrap_err().to_string(),
            "invalid value '1' for option 'Ponder' (expected true or false)"
        );
        let variant = OptionId::Variant.spec();
        assert_eq!(
            variant.parse("Atomic"),
            Ok(OptionValue::Text("atomic".into()))
        );
        assert_eq!(
            variant.parse("3CHECK"),
            Ok(OptionValue::Text("3check".into()))
        );
        let err = variant.parse("chess960").unwrap_err().to_string();
        assert_eq!(
            err,
            "invalid value 'chess960' for option 'UCI_Variant' (expected one of chess, \
             antichess, giveaway, suicide, atomic, kingofthehill, racingkings, horde, 3check, \
             crazyhouse)"
        );
        let path = OptionId::SyzygyPath.spec();
        assert_eq!(path.parse("<empty>"), Ok(OptionValue::Text(String::new())));
        assert_eq!(path.parse(" /tb "), Ok(OptionValue::Text("/tb".into())));
        assert_eq!(
            OptionId::ClearHash.spec().parse("anything"),
            Ok(OptionValue::Press)
        );
    }

    #[test]
    fn every_default_is_a_valid_value_of_its_own_option() {
        for option in REGISTRY {
            let spec = &option.spec;
            let text = match spec.kind {
                OptionKind::Spin { default, min, max } => {
                    assert!(min <= default && default <= max, "{}", spec.name);
                    default.to_string()
                }
                OptionKind::Check { default } => default.to_string(),
                OptionKind::Combo { default, .. } | OptionKind::String { default } => {
                    default.to_string()
                }
                OptionKind::Button => String::new(),
            };
            assert!(spec.parse(&text).is_ok(), "{}: {text}", spec.name);
        }
        assert_eq!(OptionId::Hash.spin_default(), 16);
        assert!(OptionId::OwnBook.check_default());
        assert_eq!(OptionId::BookFile.text_default(), "books/ferrum.bin");
    }

    /// The option table of a README text (`| option | type | default | meaning |`), as
    /// (name, type, default, meaning) with the backticks around names and defaults gone.
    fn option_table(readme: &str) -> Vec<[String; 4]> {
        let plain = |c: &str| c.trim().trim_matches('`').to_string();
        readme
            .lines()
            .skip_while(|l| !l.starts_with("| option | type | default | meaning |"))
            .skip(2)
            .take_while(|l| l.starts_with('|'))
            .map(|line| {
                // The meaning, last, may hold `|` of its own.
                let cells: Vec<&str> = line.trim().trim_matches('|').splitn(4, '|').collect();
                let cell = |i: usize| cells.get(i).copied().unwrap_or("");
                [
                    plain(cell(0)),
                    cell(1).trim().to_string(),
                    plain(cell(2)),
                    cell(3).trim().to_string(),
                ]
            })
            .collect()
    }

    /// How a README option table differs from the registry, one line per difference.
    fn table_differences(rows: &[[String; 4]]) -> Vec<String> {
        let mut differences = Vec::new();
        let names: Vec<&str> = rows.iter().map(|r| r[0].as_str()).collect();
        let registry: Vec<&str> = REGISTRY.iter().map(|o| o.spec.name).collect();
        if names != registry {
            differences.push(format!("options {names:?}, registry {registry:?}"));
        }
        for option in REGISTRY {
            let name = option.spec.name;
            let Some([_, kind, default, meaning]) = rows.iter().find(|r| r[0] == name) else {
                differences.push(format!("{name}: no row"));
                continue;
            };
            let (want_kind, want_default) = match option.spec.kind {
                OptionKind::Spin { default, min, max } => {
                    (format!("spin {min}..{max}"), default.to_string())
                }
                OptionKind::Check { default } => ("check".into(), default.to_string()),
                OptionKind::Combo { default, vars } => {
                    for var in vars.iter().filter(|v| !meaning.contains(&format!("`{v}`"))) {
                        differences.push(format!("{name}: choice {var} not named"));
                    }
                    ("combo".into(), default.to_string())
                }
                OptionKind::String { default } => ("string".into(), default.to_string()),
                OptionKind::Button => ("button".into(), String::new()),
            };
            if *kind != want_kind {
                differences.push(format!("{name}: type '{kind}', registry '{want_kind}'"));
            }
            if *default != want_default {
                differences.push(format!(
                    "{name}: default '{default}', registry '{want_default}'"
                ));
            }
        }
        differences
    }

    const README: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md"));

    #[test]
    fn readme_option_table_lists_exactly_the_registry() {
        let rows = option_table(README);
        assert_eq!(rows.len(), REGISTRY.len());
        assert_eq!(table_differences(&rows), Vec::<String>::new());
    }

    #[test]
    fn readme_check_reports_a_missing_row_and_a_wrong_default() {
        let ponder_row = README
            .lines()
            .find(|l| l.starts_with("| `Ponder` |"))
            .expect("Ponder row");
        let doctored = README
            .replace(&format!("{ponder_row}\n"), "")
            .replace("| spin 1..256 | 1 |", "| spin 1..256 | 2 |")
            .replace("`horde`, ", "");
        let differences = table_differences(&option_table(&doctored));
        assert!(differences[0].starts_with("options ["), "{differences:?}");
        assert!(differences.contains(&"Ponder: no row".to_string()));
        assert!(differences.contains(&"MultiPV: default '2', registry '1'".to_string()));
        assert!(differences.contains(&"UCI_Variant: choice horde not named".to_string()));
        assert_eq!(differences.len(), 4, "{differences:?}");
    }
}

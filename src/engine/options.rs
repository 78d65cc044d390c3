//! The typed registry of engine options, rendered by each protocol in its own syntax.

use std::fmt;

#[derive(Clone, Debug, PartialEq)]
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
        default: String,
    },
    Button,
}

#[derive(Clone, Debug, PartialEq)]
pub struct OptionSpec {
    pub name: &'static str,
    pub kind: OptionKind,
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
/// `UCI_Variant` values: `VariantKind::uci_name` of every variant ferrum plays (Chess960 is the
/// separate `UCI_Chess960` option, so neither `chess960` nor `fischerandom` is listed).
pub const VARIANTS: &[&str] = &[
    "chess",
    "antichess",
    "giveaway",
    "suicide",
    "atomic",
    "kingofthehill",
    "racingkings",
    "horde",
    "3check",
    "crazyhouse",
];
pub const MIN_ELO: i64 = 1320;
pub const MAX_ELO: i64 = 3190;
pub const DEFAULT_ELO: u32 = 1500;

pub fn specs() -> Vec<OptionSpec> {
    use OptionKind::*;
    vec![
        OptionSpec {
            name: "Hash",
            kind: Spin {
                default: 16,
                min: 1,
                max: MAX_HASH_MB,
            },
        },
        OptionSpec {
            name: "Threads",
            kind: Spin {
                default: 1,
                min: 1,
                max: MAX_THREADS,
            },
        },
        OptionSpec {
            name: "Clear Hash",
            kind: Button,
        },
        OptionSpec {
            name: "Ponder",
            kind: Check { default: false },
        },
        OptionSpec {
            name: "MultiPV",
            kind: Spin {
                default: 1,
                min: 1,
                max: 256,
            },
        },
        OptionSpec {
            name: "Move Overhead",
            kind: Spin {
                default: 10,
                min: 0,
                max: 10_000,
            },
        },
        OptionSpec {
            name: "UCI_Chess960",
            kind: Check { default: false },
        },
        OptionSpec {
            name: "UCI_Variant",
            kind: Combo {
                default: "chess",
                vars: VARIANTS,
            },
        },
        OptionSpec {
            name: "UCI_ShowWDL",
            kind: Check { default: false },
        },
        OptionSpec {
            name: "UCI_LimitStrength",
            kind: Check { default: false },
        },
        OptionSpec {
            name: "UCI_Elo",
            kind: Spin {
                default: DEFAULT_ELO as i64,
                min: MIN_ELO,
                max: MAX_ELO,
            },
        },
        OptionSpec {
            name: "SyzygyPath",
            kind: String {
                default: super::paths::DEFAULT_SYZYGY.to_string(),
            },
        },
        OptionSpec {
            name: "SyzygyProbeDepth",
            kind: Spin {
                default: 1,
                min: 1,
                max: 100,
            },
        },
        OptionSpec {
            name: "Syzygy50MoveRule",
            kind: Check { default: true },
        },
        OptionSpec {
            name: "SyzygyProbeLimit",
            kind: Spin {
                default: 7,
                min: 0,
                max: 7,
            },
        },
        OptionSpec {
            name: "GaviotaTbPath",
            kind: String {
                default: crate::engine::paths::DEFAULT_GAVIOTA.to_string(),
            },
        },
        OptionSpec {
            name: "GaviotaTbCache",
            kind: Spin {
                default: crate::tb::gaviota::DEFAULT_CACHE_MB as i64,
                min: 1,
                max: 65_536,
            },
        },
        OptionSpec {
            name: "UCI_AnalyseMode",
            kind: Check { default: false },
        },
        OptionSpec {
            name: "OwnBook",
            kind: Check { default: true },
        },
        OptionSpec {
            name: "BookFile",
            kind: String {
                default: super::paths::DEFAULT_BOOK.to_string(),
            },
        },
        OptionSpec {
            name: "BookDepth",
            kind: Spin {
                default: super::book::DEFAULT_BOOK_DEPTH,
                min: 0,
                max: super::book::MAX_BOOK_DEPTH,
            },
        },
        OptionSpec {
            name: "BookBestMove",
            kind: Check { default: false },
        },
    ]
}

impl OptionSpec {
    /// Finds a spec by name, case-insensitively (the UCI spec's rule).
    pub fn find(name: &str) -> Option<OptionSpec> {
        specs()
            .into_iter()
            .find(|s| s.name.eq_ignore_ascii_case(name.trim()))
    }

    /// Checks a textual value against the spec.
    pub fn parse(&self, value: &str) -> Result<OptionValue, OptionError> {
        let value = value.trim();
        let invalid = |expected: String| OptionError::Invalid {
            name: self.name.to_string(),
            value: value.to_string(),
            expected,
        };
        match &self.kind {
            OptionKind::Spin { min, max, .. } => match value.parse::<i64>() {
                Ok(v) if v >= *min && v <= *max => Ok(OptionValue::Int(v)),
                _ => Err(invalid(format!("an integer from {min} to {max}"))),
            },
            OptionKind::Check { .. } => match value.to_ascii_lowercase().as_str() {
                "true" => Ok(OptionValue::Bool(true)),
                "false" => Ok(OptionValue::Bool(false)),
                _ => Err(invalid("true or false".into())),
            },
            OptionKind::Combo { vars, .. } => vars
                .iter()
                .find(|v| v.eq_ignore_ascii_case(value))
                .map(|v| OptionValue::Text(v.to_string()))
                .ok_or_else(|| invalid(format!("one of {}", vars.join(", ")))),
            // UCI spells the empty string `<empty>`.
            OptionKind::String { .. } if value == "<empty>" => Ok(OptionValue::Text(String::new())),
            OptionKind::String { .. } => Ok(OptionValue::Text(value.to_string())),
            OptionKind::Button => Ok(OptionValue::Press),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::VariantKind;

    #[test]
    fn variant_combo_lists_every_variant_by_its_uci_name() {
        let names: Vec<&str> = VariantKind::ALL.iter().map(|k| k.uci_name()).collect();
        assert_eq!(VARIANTS, names.as_slice());
        for name in VARIANTS {
            assert_eq!(
                VariantKind::from_name(name).map(|k| k.uci_name()),
                Some(*name)
            );
        }
    }
}

//! The session's configuration commands: the `feature` reply, `option NAME=VALUE` (registry
//! options by their XBoard names, and XBoard's own `Resign`), `memory`, `cores` and `egtpath`.

use super::Session;
use crate::engine::options::{
    OptionId, OptionKind, OptionSpec, MAX_HASH_MB, MAX_THREADS, REGISTRY,
};
use crate::protocol::xboard::format::{
    error_line, feature_lines, option_name_matches, MANAGED_BY_COMMANDS,
};
use crate::protocol::xboard::variants;

/// XBoard-only options, offered beside the registry's: resigning is a CECP notion.
const RESIGN_OPTION: &str = "Resign";

/// XBoard-only: thinking lines with XBoard's extra fields (selective depth, speed, tablebase
/// hits, then a tab before the PV). Off by default, since GUIs that read the four classic fields
/// and take the rest as the PV (PyChess) would show the extra numbers as moves.
const EXTENDED_THINKING_OPTION: &str = "Extended_Thinking";

/// Tablebase kinds of `egtpath` (all advertised in the `egt=` feature) and the engine options
/// they set.
const EGT_KINDS: &[(&str, OptionId)] = &[
    ("syzygy", OptionId::SyzygyPath),
    ("gaviota", OptionId::GaviotaTbPath),
];

impl Session {
    /// `memory MB`: the hash size. xboard repeats it before every game: a table of the same
    /// size is kept.
    pub(super) fn memory(&mut self, mb: u64) {
        let mb = mb.min(MAX_HASH_MB as u64);
        if mb as usize != self.engine.settings.hash_mb {
            let text = mb.to_string();
            self.set_engine_option(OptionId::Hash, &text, &format!("memory {text}"));
        }
    }

    /// `cores N`: the search threads, kept when unchanged (as `memory`).
    pub(super) fn cores(&mut self, n: u64) {
        let n = n.min(MAX_THREADS as u64);
        if n as usize != self.engine.settings.threads {
            let text = n.to_string();
            self.set_engine_option(OptionId::Threads, &text, &format!("cores {text}"));
        }
    }

    /// The reply to `protover`.
    pub(super) fn features(&self) -> Vec<String> {
        let options: Vec<OptionSpec> = REGISTRY
            .iter()
            .filter(|o| !MANAGED_BY_COMMANDS.contains(&o.id))
            .map(|o| o.spec)
            .chain([
                OptionSpec {
                    name: RESIGN_OPTION,
                    kind: OptionKind::Check { default: false },
                },
                OptionSpec {
                    name: EXTENDED_THINKING_OPTION,
                    kind: OptionKind::Check { default: false },
                },
            ])
            .collect();
        let egt: Vec<&str> = EGT_KINDS.iter().map(|&(kind, _)| kind).collect();
        feature_lines(
            &format!("ferrum {}", env!("CARGO_PKG_VERSION")),
            &variants::feature_value(),
            &egt,
            &options,
        )
    }

    pub(super) fn set_engine_option(&mut self, id: OptionId, value: &str, command: &str) {
        self.halt();
        if let Err(e) = self.engine.set_option_by_id(id, value) {
            self.say(&error_line(&e.to_string(), command));
        }
    }

    pub(super) fn egt_path(&mut self, kind: &str, path: &str) {
        let command = format!("egtpath {kind} {path}");
        let Some(&(_, option)) = EGT_KINDS.iter().find(|(k, _)| *k == kind) else {
            self.say(&error_line("unsupported tablebase type", &command));
            return;
        };
        // GUIs send `egtpath` with their configured directories at every start (XBoard's
        // default is /EGT/Syzygy, whether or not it exists): a path without tables is said in a
        // `#` line for the log, not as an `Error` the GUI may show; the previous tables stay.
        self.halt();
        if let Err(e) = self.engine.set_option_by_id(option, path) {
            self.debug(&format!("{command}: {e}"));
        }
    }

    pub(super) fn option(&mut self, name: &str, value: Option<String>) {
        let command = match &value {
            Some(v) => format!("option {name}={v}"),
            None => format!("option {name}"),
        };
        let as_bool = |v: &Option<String>| match v.as_deref().map(str::trim) {
            Some("1") | Some("true") => Some(true),
            Some("0") | Some("false") => Some(false),
            _ => None,
        };
        if option_name_matches(RESIGN_OPTION, name) {
            match as_bool(&value) {
                Some(b) => self.resign_enabled = b,
                None => self.say(&error_line("expected 0 or 1", &command)),
            }
            return;
        }
        if option_name_matches(EXTENDED_THINKING_OPTION, name) {
            match as_bool(&value) {
                Some(b) => self.extended_thinking = b,
                None => self.say(&error_line("expected 0 or 1", &command)),
            }
            return;
        }
        let Some(&option) = REGISTRY
            .iter()
            .find(|o| option_name_matches(o.spec.name, name))
        else {
            self.say(&error_line("unknown option", &command));
            return;
        };
        match option.id {
            OptionId::Chess960 | OptionId::Variant => {
                self.say(&error_line("set by the variant command", &command));
                return;
            }
            OptionId::Ponder => {
                match as_bool(&value) {
                    Some(b) => self.ponder = b,
                    None => self.say(&error_line("expected 0 or 1", &command)),
                }
                return;
            }
            _ => {}
        }
        let text = match (&option.spec.kind, value) {
            (OptionKind::Button, _) => String::new(),
            (OptionKind::Check { .. }, v) => match as_bool(&v) {
                Some(b) => b.to_string(),
                None => {
                    self.say(&error_line("expected 0 or 1", &command));
                    return;
                }
            },
            (_, Some(v)) => v,
            (_, None) => {
                self.say(&error_line("missing value", &command));
                return;
            }
        };
        self.set_engine_option(option.id, &text, &command);
    }
}

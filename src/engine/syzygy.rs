//! The Syzygy options of the engine: loading tables from `SyzygyPath`, every family's (chess,
//! atomic, the antichess family) from the same directories.
//!
//! The default path (`tablebases/syzygy`, in the option table) is found from the working directory,
//! beside the executable or in the source tree, and loaded at start without a word when it
//! is missing. A path the user sets must hold tables: otherwise the option is refused with an
//! error and the tables loaded before stay in use. Files are only listed here (a directory
//! read); each is opened on its first probe, so start-up stays fast.

use super::options::{OptionError, OptionId};
use super::paths::split_path_list;
use crate::tb::syzygy::SyzygyTables;
use crate::tb::Tablebases;
use std::sync::Arc;

/// `SyzygyPath`'s default.
const DEFAULT_PATH: &str = OptionId::SyzygyPath.text_default();

/// What a `SyzygyPath` value loads: the tables (`None`: tablebases off) and a line for the
/// user.
pub struct Loaded {
    pub tables: Option<Arc<dyn Tablebases>>,
    pub note: Option<String>,
}

/// The default tables, if the default folder exists and holds some.
pub fn load_default() -> Option<Arc<dyn Tablebases>> {
    let tb = SyzygyTables::open(&split_path_list(DEFAULT_PATH)).ok()?;
    (!tb.is_empty()).then(|| Arc::new(tb) as Arc<dyn Tablebases>)
}

/// Loads the tables a `SyzygyPath` value names (`<empty>` or blank: none).
pub fn load_path(value: &str) -> Result<Loaded, OptionError> {
    let dirs = split_path_list(value);
    if dirs.is_empty() {
        return Ok(Loaded {
            tables: None,
            note: None,
        });
    }
    let failed = |reason: String| OptionError::Failed {
        name: OptionId::SyzygyPath.name().into(),
        reason: format!("{reason}; keeping the previous tables"),
    };
    let is_default = value.trim() == DEFAULT_PATH;
    match SyzygyTables::open(&dirs) {
        Ok(tb) if !tb.is_empty() => {
            let note = tb.summary();
            Ok(Loaded {
                tables: Some(Arc::new(tb)),
                note: Some(note),
            })
        }
        // The default folder may simply not be there: that is no error.
        _ if is_default => Ok(Loaded {
            tables: None,
            note: None,
        }),
        Ok(_) => Err(failed(format!("no Syzygy tables in {}", value.trim()))),
        Err(e) => Err(failed(e.to_string())),
    }
}

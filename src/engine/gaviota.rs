//! The engine's Gaviota options: `GaviotaTbPath` (directories, separated like `PATH`) and
//! `GaviotaTbCache` (MiB of decompressed blocks). They fill `Engine::tablebases.gaviota`.
//!
//! A path the user sets that holds no usable table is refused with an error and the previous
//! tables stay; the in-tree default (`tablebases/gaviota`) is loaded when the engine starts if
//! it exists, silently otherwise. Broken files in a usable directory are skipped and named in
//! the error message, the other tables load.

use super::options::{OptionError, OptionId};
use super::paths;
use super::Engine;
use crate::tb::gaviota::Gaviota;
use std::path::PathBuf;
use std::sync::Arc;

/// `GaviotaTbPath`'s default.
const DEFAULT_PATH: &str = OptionId::GaviotaTbPath.text_default();

/// Opens the tables of a path list. `Ok(None)` for an empty list; `Err` when a directory is
/// missing or no table could be loaded. The second value describes skipped files, if any.
fn open(list: &str, cache_mb: usize) -> Result<Option<(Gaviota, Option<String>)>, String> {
    let dirs: Vec<PathBuf> = paths::split_path_list(list);
    if dirs.is_empty() {
        return Ok(None);
    }
    let (tb, report) = Gaviota::open(&dirs, cache_mb << 20).map_err(|e| e.to_string())?;
    let skipped: Vec<String> = report
        .skipped
        .iter()
        .map(|(path, e)| format!("skipped {}: {e}", path.display()))
        .collect();
    if report.tables == 0 {
        let shown: Vec<String> = dirs.iter().map(|d| d.display().to_string()).collect();
        let mut message = format!("no Gaviota tables (*.gtb.cp4) in {}", shown.join(", "));
        for s in &skipped {
            message.push_str("; ");
            message.push_str(s);
        }
        return Err(message);
    }
    let warning = (!skipped.is_empty()).then(|| {
        format!(
            "loaded {} Gaviota tables; {}",
            report.tables,
            skipped.join("; ")
        )
    });
    Ok(Some((tb, warning)))
}

impl Engine {
    /// Loads the default Gaviota directory if it exists (at start-up; errors stay silent).
    pub(super) fn load_default_gaviota(&mut self) {
        if paths::resolve(DEFAULT_PATH).is_dir() {
            let list = self.settings.gaviota_path.clone();
            let _ = self.set_gaviota_path(&list);
        }
    }

    /// `GaviotaTbPath`: replaces the Gaviota tables (empty: none). On error the old ones stay.
    pub(super) fn set_gaviota_path(&mut self, list: &str) -> Result<(), OptionError> {
        let failed = |reason: String| OptionError::Failed {
            name: OptionId::GaviotaTbPath.name().into(),
            reason,
        };
        match open(list, self.settings.gaviota_cache_mb) {
            Err(reason) => Err(failed(format!("{reason}; keeping the previous tables"))),
            Ok(opened) => {
                self.settings.gaviota_path = list.to_string();
                let (tables, warning) = match opened {
                    Some((tb, warning)) => (Some(tb), warning),
                    None => (None, None),
                };
                self.tablebases.gaviota =
                    tables.map(|tb| Arc::new(tb) as Arc<dyn crate::tb::Tablebases>);
                warning.map_or(Ok(()), |w| Err(failed(w)))
            }
        }
    }

    /// `GaviotaTbCache`: the block cache size; reopens the current tables with it.
    pub(super) fn set_gaviota_cache(&mut self, mb: usize) -> Result<(), OptionError> {
        self.settings.gaviota_cache_mb = mb;
        if self.tablebases.gaviota.is_some() {
            let list = self.settings.gaviota_path.clone();
            self.set_gaviota_path(&list)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::options::OptionError;

    #[test]
    fn default_tables_load_and_bad_paths_keep_them() {
        let mut engine = Engine::new();
        let tables = engine
            .tablebases
            .gaviota
            .clone()
            .expect("in-tree default tables");
        assert_eq!(tables.max_pieces(), 4);
        let err = engine
            .set_option("GaviotaTbPath", "/no/such/dir")
            .unwrap_err();
        assert!(matches!(err, OptionError::Failed { .. }), "{err}");
        assert!(err.to_string().contains("not a directory"), "{err}");
        assert!(engine.tablebases.gaviota.is_some(), "previous tables kept");
        assert_eq!(engine.settings.gaviota_path, DEFAULT_PATH);
        engine.set_option("GaviotaTbPath", "<empty>").unwrap();
        assert!(engine.tablebases.gaviota.is_none());
        engine.set_option("GaviotaTbCache", "4").unwrap();
        let empty_dir =
            std::env::temp_dir().join(format!("ferrum-gaviota-empty-{}", std::process::id()));
        std::fs::create_dir_all(&empty_dir).unwrap();
        let err = engine
            .set_option("GaviotaTbPath", &empty_dir.display().to_string())
            .unwrap_err();
        let _ = std::fs::remove_dir(&empty_dir);
        assert!(err.to_string().contains("no Gaviota tables"), "{err}");
        engine.set_option("GaviotaTbPath", DEFAULT_PATH).unwrap();
        assert_eq!(engine.settings.gaviota_cache_mb, 4);
        assert!(engine.tablebases.gaviota.is_some());
    }
}

//! Scratch directories for the integration tests: one fresh directory per use under the system's
//! temporary directory, removed when its guard is dropped.

use std::ops::Deref;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

/// Numbers the directories made by this process, so two tests (or two uses in one test) never
/// share one, whatever names they give.
static NEXT: AtomicUsize = AtomicUsize::new(0);

/// A directory `<temp>/ferrum-<name>-<pid>-<n>`, created empty (a leftover of that name is removed
/// first) and removed with everything in it when dropped. Derefs to its [`Path`], so
/// `dir.join("file")` and `&*dir` work; bind it to a named variable so it lives until the test
/// ends (`let _ = ScratchDir::new(..)` would remove it at once).
pub struct ScratchDir(PathBuf);

impl ScratchDir {
    /// Makes a fresh directory whose name starts `ferrum-<name>-`.
    pub fn new(name: &str) -> ScratchDir {
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("ferrum-{name}-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir)
            .unwrap_or_else(|e| panic!("scratch directory {}: {e}", dir.display()));
        ScratchDir(dir)
    }

    /// The directory's path.
    pub fn path(&self) -> &Path {
        &self.0
    }
}

impl Deref for ScratchDir {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.0
    }
}

impl AsRef<Path> for ScratchDir {
    fn as_ref(&self) -> &Path {
        &self.0
    }
}

impl Drop for ScratchDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

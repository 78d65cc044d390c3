//! Finding tables: scanning directories for files named by material (`KQvKR.rtbw`), one entry
//! per material reachable under both colour assignments, each file opened lazily on its first
//! probe and then kept. After that first probe a lookup takes no lock: a hash map lookup by
//! packed material key and a `OnceLock::get`.

use super::error::SyzygyError;
use super::material::Material;
use super::table::{DtzTable, WdlTable};
use super::variant::SyzygyVariant;
use parking_lot::Mutex;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};

/// Hashes material keys (already unique 48-bit integers) with one multiply-xorshift round.
#[derive(Default)]
pub(super) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(self.0 ^ b as u64);
        }
    }

    fn write_u64(&mut self, n: u64) {
        let x = (n ^ (n >> 31)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        self.0 = x ^ (x >> 29);
    }
}

pub(super) type KeyMap<T> = HashMap<u64, T, BuildHasherDefault<KeyHasher>>;

/// A file found on disk, opened on first use.
pub(super) struct LazyTable<T> {
    pub path: PathBuf,
    /// The file has the sibling family's pawnless suffix (antichess/suicide).
    pub pawnless_file: bool,
    cell: OnceLock<Result<T, SyzygyError>>,
}

impl<T> LazyTable<T> {
    fn new(path: PathBuf, pawnless_file: bool) -> LazyTable<T> {
        LazyTable {
            path,
            pawnless_file,
            cell: OnceLock::new(),
        }
    }

    /// The opened table; `open` runs once, its failure is kept (the table stays disabled) and
    /// reported through `report` once.
    pub fn get(
        &self,
        open: impl FnOnce(&Path, bool) -> Result<T, SyzygyError>,
        report: impl FnOnce(&SyzygyError),
    ) -> Result<&T, SyzygyError> {
        self.cell
            .get_or_init(|| {
                let r = open(&self.path, self.pawnless_file);
                if let Err(e) = &r {
                    report(e);
                }
                r
            })
            .as_ref()
            .map_err(Clone::clone)
    }
}

/// The files of one material.
pub(super) struct TableEntry {
    pub material: Material,
    pub wdl: Option<LazyTable<WdlTable>>,
    pub dtz: Option<LazyTable<DtzTable>>,
    /// A decoding error of this table was already reported.
    reported: AtomicBool,
}

impl TableEntry {
    /// Marks the entry as reported; true the first time.
    pub fn first_report(&self) -> bool {
        !self.reported.swap(true, Ordering::Relaxed)
    }
}

/// All tables found, by material key (both colour assignments).
#[derive(Default)]
pub(super) struct Registry {
    pub by_key: KeyMap<Arc<TableEntry>>,
    pub wdl_files: usize,
    pub dtz_files: usize,
    pub max_pieces: u32,
    /// Problems found while probing (bad files), for the user; drained by the engine.
    pub problems: Mutex<Vec<String>>,
}

/// What a file name says: material, DTZ (else WDL), sibling-family pawnless suffix.
fn classify<V: SyzygyVariant>(file_name: &str) -> Option<(Material, bool, bool)> {
    let dot = file_name.rfind('.')?;
    let (stem, ext) = file_name.split_at(dot);
    let material = Material::parse_name(stem, V::ONE_KING)?;
    if material.normalized() != material || material.total() < 2 {
        return None;
    }
    if V::ONE_KING && material.total() == 2 {
        return None; // KvK is a draw without a file.
    }
    if ext == V::WDL_SUFFIX {
        return Some((material, false, false));
    }
    if ext == V::DTZ_SUFFIX {
        return Some((material, true, false));
    }
    match V::PAWNLESS {
        Some((w, _, _, _)) if !material.has_pawns() && ext == w => Some((material, false, true)),
        Some((_, z, _, _)) if !material.has_pawns() && ext == z => Some((material, true, true)),
        _ => None,
    }
}

impl Registry {
    /// Finds the tables of the given directories (not recursive). A table found in several
    /// directories keeps the file of the first; within a directory a family's own suffix wins
    /// over the sibling family's pawnless one. Unreadable directories are errors.
    pub fn scan<V: SyzygyVariant>(dirs: &[PathBuf]) -> Result<Registry, SyzygyError> {
        let mut found: KeyMap<TableEntry> = KeyMap::default();
        for dir in dirs {
            let read = std::fs::read_dir(dir).map_err(|e| SyzygyError::Directory {
                path: dir.to_path_buf(),
                reason: e.to_string(),
            })?;
            let mut files: Vec<(bool, String, PathBuf)> = read
                .filter_map(Result::ok)
                .filter_map(|e| Some((e.file_name().into_string().ok()?, e.path())))
                .filter_map(|(name, path)| {
                    let (_, _, pawnless) = classify::<V>(&name)?;
                    Some((pawnless, name, path))
                })
                .collect();
            files.sort();
            for (_, name, path) in files {
                let Some((material, is_dtz, pawnless_file)) = classify::<V>(&name) else {
                    continue;
                };
                if !path.is_file() {
                    continue;
                }
                let entry = found.entry(material.key()).or_insert_with(|| TableEntry {
                    material,
                    wdl: None,
                    dtz: None,
                    reported: AtomicBool::new(false),
                });
                if is_dtz && entry.dtz.is_none() {
                    entry.dtz = Some(LazyTable::new(path, pawnless_file));
                } else if !is_dtz && entry.wdl.is_none() {
                    entry.wdl = Some(LazyTable::new(path, pawnless_file));
                }
            }
        }
        let mut registry = Registry::default();
        for (key, entry) in found {
            if entry.wdl.is_some() {
                registry.wdl_files += 1;
                registry.max_pieces = registry.max_pieces.max(entry.material.total());
            }
            if entry.dtz.is_some() {
                registry.dtz_files += 1;
            }
            let mirrored = entry.material.mirrored().key();
            let entry = Arc::new(entry);
            registry.by_key.insert(mirrored, entry.clone());
            registry.by_key.insert(key, entry);
        }
        Ok(registry)
    }

    /// The entry of a material key (either colour assignment).
    #[inline]
    pub fn get(&self, key: u64) -> Option<&TableEntry> {
        self.by_key.get(&key).map(|e| &**e)
    }

    pub fn report(&self, problem: String) {
        self.problems.lock().push(problem);
    }
}

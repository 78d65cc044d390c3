//! Where the engine finds its data files. The path options' defaults (in the option table)
//! name the folders shipped in the source
//! tree (`books/`, `tablebases/`), so `cargo run --release` in a clone uses them out of the box.
//! A relative path is looked up in the working directory first, then beside the executable,
//! then in the source tree the binary was built from.

use std::path::{Path, PathBuf};

/// The first existing location of `path` (see the module documentation), or `path` itself
/// when it exists nowhere (the caller reports it as missing).
pub fn resolve(path: &str) -> PathBuf {
    let given = PathBuf::from(path);
    if given.is_absolute() || given.exists() {
        return given;
    }
    let beside_exe = std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent().map(|dir| dir.join(path)));
    let source_tree = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    beside_exe
        .into_iter()
        .chain(std::iter::once(source_tree))
        .find(|candidate| candidate.exists())
        .unwrap_or(given)
}

/// Splits a tablebase path list on the platform separator (`:` on Unix, `;` on Windows),
/// dropping empty parts and the UCI `<empty>` marker.
pub fn split_path_list(list: &str) -> Vec<PathBuf> {
    let separator = if cfg!(windows) { ';' } else { ':' };
    list.split(separator)
        .map(str::trim)
        .filter(|p| !p.is_empty() && *p != "<empty>")
        .map(resolve)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn in_tree_defaults_resolve_from_anywhere() {
        // Tests run in the package root, but the source-tree fallback must find these too.
        let tree = Path::new(env!("CARGO_MANIFEST_DIR"));
        assert_eq!(resolve("Cargo.toml"), PathBuf::from("Cargo.toml"));
        assert!(resolve("src/engine/paths.rs").exists());
        assert_eq!(
            resolve("no/such/file.bin"),
            PathBuf::from("no/such/file.bin")
        );
        assert!(tree.join("src").exists());
    }

    #[test]
    fn path_lists_split_on_the_platform_separator() {
        let sep = if cfg!(windows) { ";" } else { ":" };
        let list = format!("a{sep}{sep} b {sep}<empty>");
        assert_eq!(
            split_path_list(&list),
            vec![PathBuf::from("a"), PathBuf::from("b")]
        );
        assert!(split_path_list("<empty>").is_empty());
    }
}

//! The import graph of `src/` points one way. The layer order is written once, here, bottom
//! first: a top-level module may use only the modules before it. A new arrow up the order (or a
//! cycle, which needs one) fails this test with the file that draws it.

use crate::common::rust_source::{
    blank_comments_and_literals, paths, reexports, rust_files, tokens, without_test_items,
    NamedPath, Token,
};
use std::collections::BTreeSet;
use std::path::Path;

/// The library's modules, bottom first. `lib.rs` declares them; the binary sits above them all.
const LAYERS: &[&str] = &[
    "core",       // squares, colours, pieces, bitboards, moves: plain values
    "attacks",    // leaper tables, magic sliders, rays
    "weights", // the tapered score type and the evaluation's numbers (kept summed by the position)
    "tt",      // the transposition table
    "position", // the position, its rules trait, generation, make, FEN, draw rules
    "notation", // UCI and SAN moves
    "variant", // the variants' rules, the runtime dispatch (AnyPosition)
    "eval",    // the static evaluation
    "fit",     // fitting the evaluation's weights: data, samples, optimiser, weight files
    "tb",      // Syzygy and Gaviota tablebases
    "game",    // game records, PGN, SVG
    "book",    // Polyglot books
    "search",  // alpha-beta, time management, strength limiting
    "pool",    // search threads
    "learn",   // the AlphaZero/PettingZoo encoding and its training data
    "engine",  // the protocol-neutral controller and its options
    "protocol", // UCI and XBoard
    "tournament", // matches between engines
    "analysis", // game analysis: verdicts, annotation, graph, report page
    "python",  // `import ferrum` (the `python` feature): bindings over all of the above
];

/// The binary's modules (`src/main.rs` and what it declares): above every layer. The binary is
/// its own crate that reaches the library only as `ferrum::...`, so the compiler already stops
/// the library from using it; this test checks that the library does not declare them.
const BINARY: &[&str] = &[
    "main", // the executable: the protocol loop or one subcommand
    "cli",  // the terminal commands (perft, bench, datagen, tournament, play, ...)
];

/// The top-level modules a file names as `crate::NAME` (in `use` lines, groups and paths in
/// code), read from every line of the file but comments, literals and the items under
/// `#[cfg(test)]` (the unit tests' imports are not the module's): the same scanner as the
/// file graph below, so a `#[cfg(test)]` item near the top does not hide the code after it.
fn crate_paths(text: &str) -> BTreeSet<String> {
    let code = without_test_items(&blank_comments_and_literals(text));
    paths(&tokens(&code))
        .into_iter()
        .filter(|p| p.segments.first().is_some_and(|s| s == "crate"))
        .filter_map(|p| p.segments.get(1).cloned())
        .collect()
}

/// The arrows between layers in `files` (each a path under `src/` and its text) and the faults
/// among them: a file of a top-level module that is not in `LAYERS`, or a `crate::` path to a
/// module above the file's own.
fn layer_arrows(files: &[(std::path::PathBuf, String)]) -> (usize, Vec<String>) {
    let rank = |name: &str| LAYERS.iter().position(|&l| l == name);
    let mut faults = Vec::new();
    let mut arrows = 0;
    for (rel, text) in files {
        let top = rel
            .components()
            .next()
            .and_then(|c| c.as_os_str().to_str())
            .expect("a file name")
            .trim_end_matches(".rs")
            .to_string();
        if top == "lib" || BINARY.contains(&top.as_str()) {
            continue;
        }
        let Some(mine) = rank(&top) else {
            faults.push(format!(
                "src/{top}: a top-level module not in LAYERS (tests/suite/layers.rs): place it there"
            ));
            continue;
        };
        for name in crate_paths(text) {
            let Some(theirs) = rank(&name) else {
                continue; // a macro or an item of lib.rs, not a module
            };
            if theirs == mine {
                continue;
            }
            arrows += 1;
            if theirs > mine {
                faults.push(format!(
                    "{}: `{top}` uses `{name}`, which is above it",
                    rel.display()
                ));
            }
        }
    }
    (arrows, faults)
}

#[test]
fn imports_point_down_the_layer_order() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let files: Vec<(std::path::PathBuf, String)> = rust_files(&src)
        .into_iter()
        .map(|file| {
            let text = std::fs::read_to_string(&file).expect("readable source");
            (
                file.strip_prefix(&src).expect("under src").to_path_buf(),
                text,
            )
        })
        .collect();
    let (arrows, faults) = layer_arrows(&files);
    assert!(
        arrows > 50,
        "the scan found only {arrows} imports: is it reading src/?"
    );
    assert!(
        faults.is_empty(),
        "arrows up the layer order:\n{}",
        faults.join("\n")
    );
}

/// The modules `lib.rs` declares (`mod x;` or `pub mod x;`).
fn declared_modules(lib: &str) -> BTreeSet<String> {
    lib.lines()
        .filter_map(|l| {
            let l = l.trim();
            l.strip_prefix("pub mod ")
                .or_else(|| l.strip_prefix("mod "))
                .and_then(|rest| rest.strip_suffix(';'))
                .map(str::to_string)
        })
        .collect()
}

#[test]
fn the_library_is_the_layers_and_the_binary_is_above_them() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let lib = std::fs::read_to_string(src.join("lib.rs")).expect("src/lib.rs");
    let declared = declared_modules(&lib);
    let layers: BTreeSet<String> = LAYERS.iter().map(|l| l.to_string()).collect();
    assert_eq!(
        declared, layers,
        "lib.rs declares exactly the modules of LAYERS (tests/suite/layers.rs)"
    );
    let main = std::fs::read_to_string(src.join("main.rs")).expect("src/main.rs");
    for module in BINARY.iter().filter(|&&m| m != "main") {
        assert!(
            main.lines().any(|l| l.trim() == format!("mod {module};")),
            "main.rs declares the binary's module `{module}`"
        );
        assert!(
            src.join(module).is_dir() || src.join(format!("{module}.rs")).is_file(),
            "src/{module} exists"
        );
    }
}

#[test]
fn the_scan_reads_paths_and_groups_and_skips_comments_and_tests() {
    let text = "use crate::core::Move;\nuse crate::{eval::Pair, position::{Position, Setup}};\n\
                // crate::tournament in a comment\nfn f() { crate::search::go(); }\n\
                const S: &str = \"crate::engine in a string\";\n\
                #[cfg(test)]\nmod tests { use crate::engine::Engine; }\n\
                fn after_the_tests() { crate::tb::probe(); }\n";
    let names: Vec<String> = crate_paths(text).into_iter().collect();
    assert_eq!(names, ["core", "eval", "position", "search", "tb"]);
}

/// A planted upward import, placed as `position/fen.rs` would hide it from a scan that stopped
/// at the first `#[cfg(test)]` line: a test-only item near the top, the module's code after it.
/// The scan must name the file and the module it reaches up to; the same file without the
/// planted line, or with it inside the test module, is clean.
#[test]
fn an_upward_import_after_a_test_only_item_is_caught() {
    let planted = "use super::Position;\nuse crate::core::Square;\n\n\
                   #[cfg(test)]\npub const STARTPOS: &str = \"8/8/8/8/8/8/8/8 w - - 0 1\";\n\n\
                   pub fn parse(text: &str) -> Option<Position> {\n\
                   \x20   crate::engine::log_fen(text);\n    None\n}\n\n\
                   #[cfg(test)]\nmod tests {\n    use crate::protocol::uci;\n}\n";
    let file = |text: &str| {
        vec![(
            std::path::PathBuf::from("position/fen.rs"),
            text.to_string(),
        )]
    };
    let (arrows, faults) = layer_arrows(&file(planted));
    assert_eq!(
        arrows, 2,
        "core below and engine above, the test module's protocol left out"
    );
    assert_eq!(
        faults,
        ["position/fen.rs: `position` uses `engine`, which is above it"]
    );
    let clean = planted.replace("    crate::engine::log_fen(text);\n", "");
    assert_eq!(layer_arrows(&file(&clean)), (1, Vec::<String>::new()));
}

/// A file of `src/` as a module of its crate: the library (`lib.rs` and what it declares) or
/// the binary (`main.rs` and `cli/`).
struct ModuleFile {
    /// The path under `src/`.
    path: String,
    binary: bool,
    /// Its module path without `crate` (`["engine", "book"]`; `[]` for `lib.rs` and `main.rs`).
    module: Vec<String>,
    /// Its tokens, unit tests left out.
    tokens: Vec<(Token, usize)>,
    /// Its `pub use` re-exports.
    reexports: Vec<NamedPath>,
}

impl ModuleFile {
    fn read(src: &Path, file: &Path) -> ModuleFile {
        let rel = file.strip_prefix(src).expect("under src");
        let path = rel.to_string_lossy().replace('\\', "/");
        let mut module: Vec<String> = path
            .trim_end_matches(".rs")
            .split('/')
            .map(str::to_string)
            .collect();
        if matches!(module.last().map(String::as_str), Some("mod")) || module == ["lib"] {
            module.pop();
        }
        if module == ["main"] {
            module.clear();
        }
        let binary = path == "main.rs" || path.starts_with("cli/");
        let text = std::fs::read_to_string(file).expect("readable source");
        let code = without_test_items(&blank_comments_and_literals(&text));
        let tokens = tokens(&code);
        let reexports = reexports(&tokens);
        ModuleFile {
            path: format!("src/{path}"),
            binary,
            module,
            tokens,
            reexports,
        }
    }

    /// Whether `other` is one of this file's descendants (its module path extends this one).
    fn is_ancestor_of(&self, other: &ModuleFile) -> bool {
        self.binary == other.binary
            && other.module.len() > self.module.len()
            && other.module.starts_with(&self.module)
    }
}

/// The file a path named in `files[from]` leads to, following `pub use` re-exports of the file
/// it reaches first (`super::Engine` re-exported from a child file leads to that child).
/// `None` for paths that leave the crate (`std::`, other crates) or name no module.
fn resolve(files: &[ModuleFile], from: usize, segments: &[String], hops: usize) -> Option<usize> {
    let here = &files[from];
    let find = |module: &[String]| {
        files
            .iter()
            .position(|f| f.binary == here.binary && f.module == module)
    };
    let (first, rest) = segments.split_first()?;
    let mut full: Vec<String> = match first.as_str() {
        "crate" => Vec::new(),
        "self" => here.module.clone(),
        "super" => here.module[..here.module.len().checked_sub(1)?].to_vec(),
        _ => {
            let mut child = here.module.clone();
            child.push(first.clone());
            find(&child)?;
            here.module.clone()
        }
    };
    let mut rest = rest;
    if first == "super" {
        while rest.first().is_some_and(|s| s == "super") {
            full.pop();
            rest = &rest[1..];
        }
    }
    if first != "crate" && first != "self" && first != "super" {
        rest = segments;
    }
    full.extend(rest.iter().cloned());
    let (target, used) = (0..=full.len())
        .rev()
        .find_map(|n| find(&full[..n]).map(|f| (f, n)))?;
    let remaining = &full[used..];
    if hops < 4 {
        if let Some(name) = remaining.first() {
            for reexport in files[target]
                .reexports
                .iter()
                .filter(|r| &r.binding == name)
            {
                let mut onward = reexport.segments.clone();
                onward.extend(remaining[1..].iter().cloned());
                if let Some(found) = resolve(files, target, &onward, hops + 1) {
                    return Some(found);
                }
            }
        }
    }
    Some(target)
}

/// The arrows between the files of one top-level module (`from -> to`, indices of `files`),
/// those of a parent file to its own descendants left out.
fn file_arrows(files: &[ModuleFile]) -> BTreeSet<(usize, usize)> {
    let mut arrows = BTreeSet::new();
    for (from, file) in files.iter().enumerate() {
        for named in paths(&file.tokens) {
            let Some(to) = resolve(files, from, &named.segments, 0) else {
                continue;
            };
            let target = &files[to];
            let same_top = target.binary == file.binary
                && !file.module.is_empty()
                && target.module.first() == file.module.first();
            if to != from && same_top && !file.is_ancestor_of(target) {
                arrows.insert((from, to));
            }
        }
    }
    arrows
}

/// The groups of files that reach each other through the arrows (strongly connected, more
/// than one file), each as one cycle through all of its files' group, written
/// `a.rs -> b.rs -> a.rs`, with the group's files sorted first.
fn cycles(count: usize, arrows: &BTreeSet<(usize, usize)>) -> Vec<(Vec<usize>, Vec<usize>)> {
    let next = |n: usize| arrows.range((n, 0)..(n + 1, 0)).map(|&(_, to)| to);
    let reach = |start: usize| {
        let mut seen = vec![false; count];
        let mut stack = vec![start];
        while let Some(n) = stack.pop() {
            for to in next(n) {
                if !seen[to] {
                    seen[to] = true;
                    stack.push(to);
                }
            }
        }
        seen
    };
    let reached: Vec<Vec<bool>> = (0..count).map(reach).collect();
    let mut grouped = vec![false; count];
    let mut out = Vec::new();
    for start in 0..count {
        if grouped[start] || !reached[start][start] {
            continue;
        }
        let group: Vec<usize> = (0..count)
            .filter(|&n| reached[start][n] && reached[n][start])
            .collect();
        for &n in &group {
            grouped[n] = true;
        }
        // One concrete cycle: the shortest way from `start` back to it (breadth first).
        let mut came_from = vec![usize::MAX; count];
        let mut queue = std::collections::VecDeque::from([start]);
        while let Some(n) = queue.pop_front() {
            if n == start && came_from[start] != usize::MAX {
                break;
            }
            for to in next(n) {
                if came_from[to] == usize::MAX {
                    came_from[to] = n;
                    queue.push_back(to);
                }
            }
        }
        let mut cycle = vec![start];
        let mut n = came_from[start];
        while n != start {
            cycle.push(n);
            n = came_from[n];
        }
        cycle.push(start);
        cycle.reverse();
        out.push((group, cycle));
    }
    out
}

/// File cycles that other work is removing (modules being edited elsewhere): each group's
/// files, sorted, joined by `, `. The test fails when one of them is gone, so this list only
/// shrinks.
const KNOWN_FILE_CYCLES: &[&str] = &[];

/// The files inside each top-level module point one way too: no file uses, through any chain
/// of files, a file that uses it. The graph is made of the paths each file names (`use` lines
/// and paths in code, unit tests left out): `super::x`, `self::x`, `crate::m::file`, a child
/// module's name, each resolved to the file that defines the module, and through `pub use`
/// re-exports to the file the item comes from. The rule for a parent file (`mod.rs`, or
/// `x.rs` beside a folder `x/`): it declares, re-exports and assembles its children, so its
/// uses of its own descendants are not arrows; a child's use of its parent (`super::Engine`,
/// whose methods a child file may hold) is. So a cycle is between sibling files or across
/// folders, never "a parent and its child".
#[test]
fn files_inside_each_module_use_each_other_one_way() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let files: Vec<ModuleFile> = rust_files(&src)
        .iter()
        .map(|f| ModuleFile::read(&src, f))
        .collect();
    let arrows = file_arrows(&files);
    assert!(
        arrows.len() > 100,
        "the scan found only {} arrows between files: is it reading src/?",
        arrows.len()
    );
    let mut faults = Vec::new();
    let mut found = BTreeSet::new();
    for (group, cycle) in cycles(files.len(), &arrows) {
        let names: Vec<&str> = group.iter().map(|&f| files[f].path.as_str()).collect();
        let key = names.join(", ");
        if !KNOWN_FILE_CYCLES.contains(&key.as_str()) {
            let way: Vec<&str> = cycle.iter().map(|&f| files[f].path.as_str()).collect();
            faults.push(format!("{key}: {}", way.join(" -> ")));
        }
        found.insert(key);
    }
    for known in KNOWN_FILE_CYCLES.iter().filter(|k| !found.contains(**k)) {
        faults.push(format!(
            "{known}: no longer a cycle, remove it from KNOWN_FILE_CYCLES"
        ));
    }
    assert!(
        faults.is_empty(),
        "files that use each other:\n{}",
        faults.join("\n")
    );
}

#[test]
fn the_file_graph_finds_a_cycle_and_follows_reexports() {
    let file = |path: &str, module: &[&str], text: &str| {
        let tokens = tokens(&blank_comments_and_literals(text));
        ModuleFile {
            path: path.to_string(),
            binary: false,
            module: module.iter().map(|s| s.to_string()).collect(),
            reexports: reexports(&tokens),
            tokens,
        }
    };
    let files = [
        file(
            "src/m/mod.rs",
            &["m"],
            "mod a; mod b; mod c; pub use c::Thing; use a::X;",
        ),
        file("src/m/a.rs", &["m", "a"], "use super::Thing; fn f() {}"),
        file("src/m/b.rs", &["m", "b"], "use super::a::X;"),
        file(
            "src/m/c.rs",
            &["m", "c"],
            "use crate::m::b::Y; pub struct Thing;",
        ),
    ];
    let arrows = file_arrows(&files);
    // The parent's use of `a` is no arrow; `super::Thing` is `c`'s, through the re-export.
    let expected: BTreeSet<(usize, usize)> = [(1, 3), (2, 1), (3, 2)].into();
    assert_eq!(arrows, expected);
    let found = cycles(files.len(), &arrows);
    assert_eq!(found, vec![(vec![1, 2, 3], vec![1, 3, 2, 1])]);
}

//! The import graph of `src/` points one way. The layer order is written once, here, bottom
//! first: a top-level module may use only the modules before it. A new arrow up the order (or a
//! cycle, which needs one) fails this test with the file that draws it.

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
    "eval",    // the static evaluation and its tuner
    "tb",      // Syzygy and Gaviota tablebases
    "game",    // game records, PGN, SVG
    "book",    // Polyglot books
    "search",  // alpha-beta, time management, strength limiting
    "pool",    // search threads
    "learn",   // the AlphaZero/PettingZoo encoding and its training data
    "engine",  // the protocol-neutral controller and its options
    "protocol", // UCI and XBoard
    "tournament", // matches between engines
];

/// The binary's modules (`src/main.rs` and what it declares): above every layer. The binary is
/// its own crate that reaches the library only as `ferrum::...`, so the compiler already stops
/// the library from using it; this test checks that the library does not declare them.
const BINARY: &[&str] = &[
    "main", // the executable: the protocol loop or one subcommand
    "cli",  // the terminal commands (perft, bench, datagen, tournament, play, ...)
];

/// `crate::NAME` paths of a file, comments and the unit-test module left out; also the names
/// of `use crate::{a, b::c}` groups.
fn crate_paths(text: &str) -> BTreeSet<String> {
    let code: String = text
        .lines()
        .take_while(|l| !l.trim_start().starts_with("#[cfg(test)]"))
        .map(|l| match l.find("//") {
            Some(i) => &l[..i],
            None => l,
        })
        .collect::<Vec<_>>()
        .join("\n");
    let ident = |s: &str| -> String {
        s.chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect()
    };
    let mut names = BTreeSet::new();
    for (i, _) in code.match_indices("crate::") {
        let rest = &code[i + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            // use crate::{a, b::c, d::{e, f}}: the first word of each top-level entry.
            let mut depth = 0;
            let mut start = true;
            for (j, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => start = true,
                    c if start && (c.is_ascii_alphanumeric() || c == '_') => {
                        names.insert(ident(&group[j..]));
                        start = false;
                    }
                    _ => {}
                }
            }
        } else {
            names.insert(ident(rest));
        }
    }
    names
}

fn visit(dir: &Path, files: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src directory") {
        let path = entry.expect("directory entry").path();
        if path.is_dir() {
            visit(&path, files);
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
}

#[test]
fn imports_point_down_the_layer_order() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    visit(&src, &mut files);
    files.sort();
    let rank = |name: &str| LAYERS.iter().position(|&l| l == name);
    let mut faults = Vec::new();
    let mut arrows = 0;
    for file in &files {
        let rel = file.strip_prefix(&src).expect("under src");
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
        let text = std::fs::read_to_string(file).expect("readable source");
        for name in crate_paths(&text) {
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
                #[cfg(test)]\nmod tests { use crate::engine::Engine; }\n";
    let names: Vec<String> = crate_paths(text).into_iter().collect();
    assert_eq!(names, ["core", "eval", "position", "search"]);
}

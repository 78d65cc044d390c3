//! The shape of the code: no function of `src/` is longer than `MAX_FUNCTION_LINES` lines,
//! from its `fn` line to the brace that closes its body (comments and blank lines count: they
//! are read too). A longer function is several steps that want names of their own.

use crate::common::rust_source::{blank_comments_and_literals, functions, rust_files};
use std::path::Path;

/// The longest a function of `src/` may be, in lines.
const MAX_FUNCTION_LINES: usize = 150;

/// The functions of `text` longer than `max` lines, as `name (N lines, line L)`.
fn too_long(text: &str, max: usize) -> Vec<String> {
    functions(&blank_comments_and_literals(text))
        .into_iter()
        .filter(|f| f.lines > max)
        .map(|f| format!("{} ({} lines, line {})", f.name, f.lines, f.line))
        .collect()
}

#[test]
fn no_function_is_longer_than_the_limit() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut faults = Vec::new();
    let mut count = 0;
    for file in rust_files(&src) {
        let text = std::fs::read_to_string(&file).expect("readable source");
        count += functions(&blank_comments_and_literals(&text)).len();
        let rel = file.strip_prefix(&src).expect("under src").display();
        faults.extend(
            too_long(&text, MAX_FUNCTION_LINES)
                .into_iter()
                .map(|f| format!("src/{rel}: {f}")),
        );
    }
    assert!(
        count > 1000,
        "the scan found only {count} functions: is it reading src/?"
    );
    assert!(
        faults.is_empty(),
        "functions longer than {MAX_FUNCTION_LINES} lines (split them into named steps):\n{}",
        faults.join("\n")
    );
}

#[test]
fn the_scan_measures_bodies_by_their_braces() {
    let mut long = String::from("pub fn long<T: Into<u8>>(x: T) -> Option<u8> where T: Copy {\n");
    for i in 0..251 {
        long.push_str(&format!("    let _v{i} = '}}'; // }}\n"));
    }
    long.push_str("    let s = \"}\";\n    None\n}\n");
    let text = format!(
        "trait T {{ fn declared(&self); }}\n\
         fn short(f: fn(u8) -> u8) -> impl Fn() {{\n    move || {{ f(1); }}\n}}\n{long}\
         mod inner {{\n    fn nested() {{\n        fn inside() {{}}\n    }}\n}}\n"
    );
    // 251 body lines, the signature, two more and the closing brace.
    assert_eq!(too_long(&text, 250), ["long (255 lines, line 5)"]);
    assert!(too_long(&text, 255).is_empty());
    let spans: Vec<(String, usize)> = functions(&blank_comments_and_literals(&text))
        .into_iter()
        .map(|f| (f.name, f.lines))
        .collect();
    let expected = [("short", 3), ("long", 255), ("nested", 3), ("inside", 1)];
    let expected: Vec<(String, usize)> =
        expected.iter().map(|(n, l)| (n.to_string(), *l)).collect();
    assert_eq!(spans, expected);
}

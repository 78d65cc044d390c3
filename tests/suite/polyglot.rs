//! ferrum behind polyglot (Debian's `polyglot` 2.0, the UCI-to-XBoard adapter XBoard uses for UCI
//! engines). polyglot turns every UCI `info string` into an XBoard thinking line: ferrum's book
//! note used to appear in the GUI's engine output as `1 +0 0 0 book move d2d4 weight 2267`. A
//! book answer is now the book line as a PV, which polyglot shows as one.

use std::io::Write;
use std::process::{Command, Stdio};

use crate::common::{installed, ScratchDir};
use std::time::Duration;

#[test]
fn a_book_move_through_polyglot_is_a_book_line_not_a_note() {
    let dir = ScratchDir::new("polyglot");
    let ini = dir.join("ferrum.ini");
    std::fs::write(
        &ini,
        format!(
            "[PolyGlot]\nEngineCommand = {}\nEngineDir = {}\nBook = false\n[Engine]\n",
            env!("CARGO_BIN_EXE_ferrum"),
            env!("CARGO_MANIFEST_DIR")
        ),
    )
    .expect("polyglot ini");
    let mut child = Command::new(installed("/usr/games/polyglot", "polyglot"))
        .arg(&ini)
        .current_dir(&dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start /usr/games/polyglot");
    let mut stdin = child.stdin.take().expect("stdin");
    let send = |stdin: &mut std::process::ChildStdin, text: &str| {
        stdin.write_all(text.as_bytes()).expect("write to polyglot");
        stdin.flush().expect("flush");
    };
    send(&mut stdin, "xboard\nprotover 2\n");
    std::thread::sleep(Duration::from_secs(1));
    // ferrum's own book answers 1. e4 at once (its default book, found in the source tree).
    send(&mut stdin, "new\npost\nlevel 40 5 0\ne2e4\n");
    std::thread::sleep(Duration::from_secs(3));
    send(&mut stdin, "quit\n");
    drop(stdin);
    let out = child.wait_with_output().expect("polyglot output");
    let text = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).collect();
    let Some(moved) = lines.iter().position(|l| l.starts_with("move ")) else {
        panic!("no move through polyglot: {lines:?}");
    };
    assert!(
        lines.iter().all(|l| !l.contains("book move")),
        "the book note became a thinking line: {lines:?}"
    );
    // The thinking line before the move: depth 1, the book line's score (the static
    // evaluation), no time, no nodes, and the book line in SAN, its first move the move played.
    let book_line = |l: &str| -> Option<String> {
        let fields: Vec<&str> = l.split(' ').collect();
        match fields[..] {
            ["1", score, "0", "0", ref pv @ ..]
                if score.parse::<i32>().is_ok() && !pv.is_empty() =>
            {
                Some(pv.join(" "))
            }
            _ => None,
        }
    };
    let thinking = lines[..moved]
        .iter()
        .rev()
        .find_map(|l| book_line(l))
        .unwrap_or_else(|| panic!("no thinking line: {lines:?}"));
    let played = lines[moved].trim_start_matches("move ");
    let first = thinking.split(' ').next().unwrap_or("");
    assert!(
        !first.is_empty() && played.ends_with(&first[first.len().saturating_sub(2)..]),
        "book line {thinking:?} does not start with the move {played}"
    );
}

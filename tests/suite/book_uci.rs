//! The opening book in play over UCI: book moves answered at once with the book line as a
//! PV scored by the static evaluation, and the book's favourite reply as the ponder move (`info string book move`
//! only after `debug on`), the options, when the book is not asked (analysis, pondering), bad book files, and a game
//! played through python-chess's `popen_uci`.

use crate::common::engine_proc::EngineProc;
use crate::common::ScratchDir;
use std::process::Command;
use std::time::Duration;

const T: Duration = Duration::from_secs(20);

fn data(name: &str) -> String {
    format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"))
}

fn with_performance_book() -> EngineProc {
    let mut e = EngineProc::start(&[]);
    e.send(&format!(
        "setoption name BookFile value {}",
        data("books/performance.bin")
    ));
    e.send("setoption name BookBestMove value true");
    e.send("debug on");
    e
}

/// The score a book line shows: a depth-1 search (quiescence included) of the position after
/// the book move, by a fresh worker and table, for its mover.
fn book_score(before: &str, mv: &str) -> i32 {
    use ferrum::search::{Limits, SearchRequest, SearchShared, Worker};
    use std::sync::Arc;
    let mut pos = ferrum::position::Position::startpos();
    for m in before.split_whitespace().chain([mv]) {
        let m = pos.parse_uci(m).unwrap();
        pos.play_unchecked(m);
    }
    let tt = Arc::new(ferrum::tt::TranspositionTable::new(1).unwrap());
    let mut worker = Worker::new(0, tt, Arc::new(SearchShared::new(1)));
    worker.search(&pos, SearchRequest::new(&Limits::depth(1)));
    -worker.root_moves[0].score
}

/// What a book answer from the game `before` (UCI moves from the start) prints: the book line
/// with a score (fastchess `-strict` stops at an answer without one), the note (after `debug
/// on`), the move to play with the book's favourite reply to ponder on.
fn book_answer(before: &str, mv: &str, weight: u16, reply: &str) -> [String; 3] {
    let score = book_score(before, mv);
    [
        format!(
            "info depth 1 seldepth 1 multipv 1 score cp {score} nodes 0 nps 0 time 0 pv {mv} {reply}"
        ),
        format!("info string book move {mv} weight {weight}"),
        format!("bestmove {mv} ponder {reply}"),
    ]
}

#[test]
fn book_moves_are_answered_at_once() {
    let mut e = with_performance_book();
    e.send("isready");
    e.expect_prefix("readyok", T);
    e.send("position startpos");
    e.send("go wtime 60000 btime 60000");
    let (line, took) = e.expect(|l| !l.starts_with("readyok"), T);
    let mut lines = vec![line];
    lines.extend(e.collect_until(|l| l.starts_with("bestmove"), T));
    assert_eq!(lines, book_answer("", "e2e4", 1, "e7e5"));
    assert!(took < Duration::from_millis(500), "{took:?}");

    e.send("position startpos moves e2e4 c7c5");
    e.send("go movetime 5000");
    let lines = e.collect_until(|l| l.starts_with("bestmove"), T);
    assert_eq!(lines, book_answer("e2e4 c7c5", "g1f3", 306, "d7d6"));
    // searchmoves limits the book to the listed moves.
    e.send("go movetime 5000 searchmoves c2c3 a2a3");
    let lines = e.collect_until(|l| l.starts_with("bestmove"), T);
    assert_eq!(lines, book_answer("e2e4 c7c5", "c2c3", 10, "g8f6"));
    // A fixed depth or node count is game play too.
    e.send("go depth 3");
    let lines = e.collect_until(|l| l.starts_with("bestmove"), T);
    assert_eq!(lines.last().unwrap(), "bestmove g1f3 ponder d7d6");
    // Without `debug on` the note is left out: adapters such as polyglot show every
    // `info string` as a thinking line.
    e.send("debug off");
    e.send("go depth 3");
    let lines = e.collect_until(|l| l.starts_with("bestmove"), T);
    let expected = book_answer("e2e4 c7c5", "g1f3", 306, "d7d6");
    assert_eq!(lines, [expected[0].clone(), expected[2].clone()]);
}

#[test]
fn analysis_pondering_depth_and_switch_skip_the_book() {
    let mut e = with_performance_book();
    e.send("position startpos moves e2e4 c7c5");
    // Infinite analysis searches, and answers only after stop.
    e.send("go infinite");
    e.expect_prefix("info depth", T);
    e.send("stop");
    let lines = e.collect_until(|l| l.starts_with("bestmove"), T);
    assert!(!lines.iter().any(|l| l.contains("book move")), "{lines:?}");
    // Pondering searches too.
    e.send("go ponder wtime 1000 btime 1000");
    e.expect_prefix("info depth", T);
    e.send("stop");
    e.collect_until(|l| l.starts_with("bestmove"), T);
    // BookDepth 2: the position after two plies is out of book range.
    e.send("setoption name BookDepth value 2");
    e.send("go depth 4");
    let lines = e.collect_until(|l| l.starts_with("bestmove"), T);
    assert!(
        lines.iter().any(|l| l.starts_with("info depth 4")),
        "{lines:?}"
    );
    assert!(!lines.iter().any(|l| l.contains("book move")), "{lines:?}");
    e.send("setoption name BookDepth value 3");
    e.send("go depth 4");
    let lines = e.collect_until(|l| l.starts_with("bestmove"), T);
    assert_eq!(lines, book_answer("e2e4 c7c5", "g1f3", 306, "d7d6"));
    // Analysis mode (python-chess sets it for `analyse`) and several PVs: a search.
    for (option, on, off) in [("UCI_AnalyseMode", "true", "false"), ("MultiPV", "2", "1")] {
        e.send(&format!("setoption name {option} value {on}"));
        e.send("go depth 4");
        let lines = e.collect_until(|l| l.starts_with("bestmove"), T);
        assert!(
            lines.iter().any(|l| l.starts_with("info depth 4")),
            "{lines:?}"
        );
        assert!(!lines.iter().any(|l| l.contains("book move")), "{lines:?}");
        e.send(&format!("setoption name {option} value {off}"));
    }
    // OwnBook off: a search.
    e.send("setoption name OwnBook value false");
    e.send("go depth 4");
    let lines = e.collect_until(|l| l.starts_with("bestmove"), T);
    assert!(
        lines.iter().any(|l| l.starts_with("info depth 4")),
        "{lines:?}"
    );
    assert!(!lines.iter().any(|l| l.contains("book move")), "{lines:?}");
}

#[test]
fn bad_book_files_are_reported_once_and_play_goes_on() {
    let dir = ScratchDir::new("book-uci");
    let bad_size = dir.join("bad-size.bin");
    std::fs::write(&bad_size, [7u8; 40]).unwrap();
    let unsorted = dir.join("unsorted.bin");
    let mut bytes = vec![0u8; 48];
    bytes[16] = 5; // keys 0, 0x05.., 0
    std::fs::write(&unsorted, bytes).unwrap();
    let missing = dir.join("missing.bin");

    let mut e = EngineProc::start(&[]);
    for (path, message) in [
        (&bad_size, "not a multiple of 16 bytes"),
        (&unsorted, "keys are not sorted"),
        (&missing, "not found"),
    ] {
        e.send(&format!("setoption name BookFile value {}", path.display()));
        let (line, _) = e.expect_prefix("info string", T);
        assert!(
            line.starts_with("info string error: option 'BookFile'"),
            "{line}"
        );
        assert!(line.contains(message), "{line}");
        assert!(line.contains("playing without a book"), "{line}");
        e.send("position startpos");
        e.send("go depth 3");
        let lines = e.collect_until(|l| l.starts_with("bestmove"), T);
        assert!(
            lines.iter().any(|l| l.starts_with("info depth 3")),
            "{lines:?}"
        );
        assert!(
            !lines.iter().any(|l| l.starts_with("info string")),
            "reported once: {lines:?}"
        );
    }
    // A good book afterwards is used again.
    e.send(&format!(
        "setoption name BookFile value {}",
        data("books/performance.bin")
    ));
    e.send("go depth 3");
    let lines = e.collect_until(|l| l.starts_with("bestmove"), T);
    // A book answer (a weighted random choice): the book line, no nodes searched.
    assert!(
        lines[0].starts_with("info depth 1 seldepth 1 multipv 1 score cp ")
            && lines[0].contains(" nodes 0 nps 0 time 0 pv "),
        "{lines:?}"
    );
    e.send("quit");
    assert_eq!(e.wait_exit(T), Some(0));
}

#[test]
fn options_are_declared() {
    let mut e = EngineProc::start(&[]);
    e.send("uci");
    let lines = e.collect_until(|l| l == "uciok", T);
    for expected in [
        "option name OwnBook type check default true",
        "option name BookFile type string default books/ferrum.bin",
        "option name BookDepth type spin default 40 min 0 max 1024",
        "option name BookBestMove type check default false",
    ] {
        assert!(lines.iter().any(|l| l == expected), "{expected}: {lines:?}");
    }
}

#[test]
fn python_chess_game_uses_the_book_then_searches() {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/python/book_game.py");
    let out = Command::new("python3")
        .args([
            script,
            env!("CARGO_BIN_EXE_ferrum"),
            &data("books/performance.bin"),
        ])
        .output()
        .expect("python3 with python-chess (`make test` installs them)");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    println!("{stdout}");
}

#[test]
fn the_shipped_book_is_used_out_of_the_box() {
    // No options: BookFile defaults to books/ferrum.bin, found in the source tree.
    let mut e = EngineProc::start(&[]);
    e.send("position startpos moves e2e4");
    e.send("go wtime 10000 btime 10000");
    let lines = e.collect_until(|l| l.starts_with("bestmove"), T);
    assert_eq!(lines.len(), 2, "{lines:?}");
    let answer: Vec<&str> = lines[1].split(' ').collect();
    let [_, mv, _, reply] = answer[..] else {
        panic!("{lines:?}")
    };
    let score = book_score("e2e4", mv);
    assert_eq!(
        lines[0],
        format!("info depth 1 seldepth 1 multipv 1 score cp {score} nodes 0 nps 0 time 0 pv {mv} {reply}")
    );
    let book = ferrum::book::Book::open(format!("{}/books/ferrum.bin", env!("CARGO_MANIFEST_DIR")))
        .unwrap();
    let mut pos = ferrum::position::Position::startpos();
    let e4 = pos.parse_uci("e2e4").unwrap();
    pos.play_unchecked(e4);
    assert!(book.moves(&pos).iter().any(|m| pos.uci(m.mv) == mv), "{mv}");
}

//! Resource limits (issue 12): `Hash` beyond the machine's memory is refused with an error and
//! the previous table kept, `Threads 256` searches and stops on time, and `quit` (or EOF)
//! during a search ends the process at once; in-process, a search's threads are all gone once
//! the engine stopped it.

use crate::common::engine_proc::EngineProc;
use ferrum::engine::Engine;
use ferrum::search::{Limits, SearchEvent};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const T: Duration = Duration::from_secs(20);

fn uci_engine() -> EngineProc {
    let mut e = EngineProc::start(&[]);
    e.send("uci");
    e.expect(|l| l == "uciok", T);
    e
}

/// A search that must answer with a legal move of the start position.
fn expect_bestmove(e: &mut EngineProc, timeout: Duration) -> (String, Duration) {
    let (line, took) = e.expect_prefix("bestmove ", timeout);
    let mv = line.split_whitespace().nth(1).unwrap_or("");
    assert!(
        mv.len() >= 4 && mv != "(none)",
        "not a move from the start position: {line}"
    );
    (line, took)
}

#[test]
fn absurd_hash_is_an_error_and_the_previous_table_stays() {
    let mut e = uci_engine();
    e.send("setoption name Hash value 64");
    e.send("isready");
    e.expect(|l| l == "readyok", T);
    // 32 TB: no machine this runs on has it.
    e.send("setoption name Hash value 33554432");
    let (line, took) = e.expect_prefix("info string", T);
    assert!(
        line.contains("error") && line.contains("Hash") && line.contains("keeping 64 MB"),
        "{line}"
    );
    assert!(took < Duration::from_secs(5), "refusing took {took:?}");
    e.send("isready");
    e.expect(|l| l == "readyok", T);
    e.send("position startpos moves e2e4");
    e.send("go depth 6");
    expect_bestmove(&mut e, T);
    // A size the machine has still works afterwards.
    e.send("setoption name Hash value 32");
    e.send("isready");
    let (line, _) = e.expect(|_| true, T);
    assert_eq!(line, "readyok", "unexpected answer to a valid Hash");
    e.send("quit");
    assert_eq!(e.wait_exit(T), Some(0));
}

#[test]
fn hash_above_physical_memory_is_refused_before_allocating() {
    // More than any machine's RAM but within the address space: refused by the memory check,
    // not left to the operating system's overcommit policy (which may grant it and kill the
    // process on first use).
    let total = ferrum::tt::physical_memory_mb().expect("MemTotal in /proc/meminfo");
    let mut e = uci_engine();
    let too_much = (total + 1024).min(33_554_432);
    e.send(&format!("setoption name Hash value {too_much}"));
    let (line, took) = e.expect_prefix("info string", T);
    assert!(line.contains("memory"), "{line}");
    assert!(took < Duration::from_secs(5), "refusing took {took:?}");
    e.send("go depth 4");
    expect_bestmove(&mut e, T);
    e.send("quit");
    assert_eq!(e.wait_exit(T), Some(0));
}

#[test]
fn xboard_memory_beyond_the_machine_is_an_error_not_an_abort() {
    let mut e = EngineProc::start(&[]);
    e.send("xboard");
    e.send("protover 2");
    e.expect(|l| l.contains("done=1"), T);
    e.send("memory 33554432");
    e.send("ping 1");
    let lines = e.collect_until(|l| l == "pong 1", T);
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("Error") || l.starts_with("#")),
        "no error for memory 33554432: {lines:?}"
    );
    e.send("new");
    e.send("st 1");
    e.send("go");
    e.expect_prefix("move ", T);
    e.send("quit");
    assert_eq!(e.wait_exit(T), Some(0));
}

#[test]
fn threads_256_search_stops_on_time_and_answers() {
    let mut e = uci_engine();
    e.send("setoption name Threads value 256");
    e.send("isready");
    e.expect(|l| l == "readyok", T);
    e.send("position startpos");
    e.send("go movetime 500");
    let (_, took) = expect_bestmove(&mut e, T);
    assert!(took < Duration::from_secs(5), "movetime 500 took {took:?}");
    // A clock search too, and `stop` of an infinite one.
    e.send("position startpos moves d2d4 d7d5");
    e.send("go wtime 2000 btime 2000 winc 10 binc 10");
    let (_, took) = expect_bestmove(&mut e, T);
    assert!(took < Duration::from_secs(5), "2 s clock took {took:?}");
    e.send("go infinite");
    std::thread::sleep(Duration::from_millis(300));
    e.send("stop");
    let (_, took) = e.expect_prefix("bestmove ", T);
    assert!(took < Duration::from_secs(3), "stop took {took:?}");
    e.send("isready");
    e.expect(|l| l == "readyok", T);
    e.send("quit");
    assert_eq!(e.wait_exit(T), Some(0));
}

#[test]
fn quit_during_a_search_exits_at_once() {
    for (threads, go) in [
        (1, "go infinite"),
        (8, "go infinite"),
        (4, "go ponder wtime 60000 btime 60000"),
        (2, "go depth 60"),
    ] {
        let mut e = uci_engine();
        e.send(&format!("setoption name Threads value {threads}"));
        // Out of book, or `go depth 60` answers at once with a book move.
        e.send("setoption name OwnBook value false");
        e.send("position startpos moves e2e4 c7c5");
        e.send(go);
        e.expect_prefix("info depth 3", T);
        let start = Instant::now();
        e.send("quit");
        assert_eq!(e.wait_exit(T), Some(0), "{go} with {threads} threads");
        assert!(
            start.elapsed() < Duration::from_secs(2),
            "quit during '{go}' with {threads} threads took {:?}",
            start.elapsed()
        );
    }
}

#[test]
fn eof_during_a_search_exits_at_once() {
    let mut e = uci_engine();
    e.send("setoption name Threads value 4");
    e.send("go infinite");
    e.expect_prefix("info depth 3", T);
    let start = Instant::now();
    e.close_stdin();
    assert_eq!(e.wait_exit(T), Some(0));
    assert!(
        start.elapsed() < Duration::from_secs(2),
        "{:?}",
        start.elapsed()
    );
}

#[test]
fn xboard_quit_while_thinking_and_analysing_exits_at_once() {
    for setup in [["new", "st 1000", "go"], ["new", "post", "analyze"]] {
        let mut e = EngineProc::start(&[]);
        e.send("xboard");
        e.send("protover 2");
        e.expect(|l| l.contains("done=1"), T);
        e.send("cores 4");
        for line in setup {
            e.send(line);
        }
        std::thread::sleep(Duration::from_millis(300));
        let start = Instant::now();
        e.send("quit");
        assert_eq!(e.wait_exit(T), Some(0), "{setup:?}");
        assert!(
            start.elapsed() < Duration::from_secs(2),
            "{setup:?}: {:?}",
            start.elapsed()
        );
    }
}

/// Search threads of this process ("search" and "search helper"), from the kernel's list.
/// Counting by name keeps the other tests' threads, which come and go, out of the figure.
#[cfg(target_os = "linux")]
fn search_thread_count() -> usize {
    let Ok(tasks) = std::fs::read_dir("/proc/self/task") else {
        return 0;
    };
    tasks
        .filter_map(|t| std::fs::read_to_string(t.ok()?.path().join("comm")).ok())
        .filter(|name| name.trim_end().starts_with("search"))
        .count()
}

#[cfg(target_os = "linux")]
#[test]
fn no_search_thread_outlives_its_search() {
    // Polls: threads start and end asynchronously, slower on a loaded machine.
    let reaches = |count: usize| {
        let start = Instant::now();
        while start.elapsed() < Duration::from_secs(10) {
            if search_thread_count() == count {
                return true;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        false
    };
    let mut engine = Engine::new();
    engine.set_option("Threads", "16").unwrap();
    let answers = Arc::new(Mutex::new(Vec::new()));
    let sink_answers = answers.clone();
    let sink: ferrum::search::EventSink = Arc::new(move |ev| {
        if let SearchEvent::BestMove { best, .. } = ev {
            sink_answers.lock().unwrap().push(best);
        }
    });
    assert_eq!(search_thread_count(), 0, "no search before the first go");
    engine.go(
        Limits {
            infinite: true,
            ..Limits::default()
        },
        sink.clone(),
    );
    assert!(
        reaches(16),
        "16 search threads expected while searching, {} seen",
        search_thread_count()
    );
    engine.abort();
    assert!(
        reaches(0),
        "search threads left after abort: {}",
        search_thread_count()
    );
    // Dropping an engine that searches joins its threads as well.
    engine.go(
        Limits {
            infinite: true,
            ..Limits::default()
        },
        sink,
    );
    std::thread::sleep(Duration::from_millis(100));
    drop(engine);
    assert!(
        reaches(0),
        "search threads left after drop: {}",
        search_thread_count()
    );
    let answers = answers.lock().unwrap();
    assert_eq!(answers.len(), 2, "one bestmove per search");
    assert!(answers.iter().all(Option::is_some));
}

//! Standard input on its own thread, and a shared line writer for standard output.
//!
//! The reader thread makes `stop`, `isready`, `ponderhit` and `quit` reach the protocol loop
//! while a search runs. It stamps each line with the moment it was read: the clock of a `go`
//! runs from there, so the time the line waits for the protocol loop (a thread that a loaded
//! machine may not run for tens of milliseconds) is the engine's, as the GUI counts it. stdout
//! carries protocol lines only; each line is written and flushed whole under a lock, so
//! search-thread output never interleaves with the loop's.

use crossbeam_channel::{unbounded, Receiver};
use parking_lot::Mutex;
use std::io::{BufRead, Write};
use std::sync::Arc;
use std::time::Instant;

/// A line of input and when it was read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub text: String,
    pub received: Instant,
}

impl Line {
    /// A line received now (command-line arguments, tests).
    pub fn now(text: impl Into<String>) -> Line {
        Line {
            text: text.into(),
            received: Instant::now(),
        }
    }
}

/// Reads stdin lines into a channel, each stamped as it is read; the channel closes at EOF or
/// on a read error.
pub fn spawn_input() -> Receiver<Line> {
    let (tx, rx) = unbounded();
    let spawned = std::thread::Builder::new()
        .name("stdin".into())
        .spawn(move || {
            let stdin = std::io::stdin();
            let mut lock = stdin.lock();
            let mut buf = Vec::new();
            loop {
                buf.clear();
                match lock.read_until(b'\n', &mut buf) {
                    Ok(0) | Err(_) => break,
                    Ok(_) => {
                        let received = Instant::now();
                        // Invalid UTF-8 is replaced, never fatal.
                        let text = String::from_utf8_lossy(&buf)
                            .trim_end_matches(['\n', '\r'])
                            .to_string();
                        if tx.send(Line { text, received }).is_err() {
                            break;
                        }
                    }
                }
            }
        });
    if let Err(e) = spawned {
        log::error!("cannot start the input thread: {e}");
    }
    rx
}

/// A cloneable, thread-safe line writer.
#[derive(Clone)]
pub struct Output {
    sink: Arc<Mutex<Box<dyn Write + Send>>>,
}

impl Output {
    pub fn stdout() -> Output {
        Output {
            sink: Arc::new(Mutex::new(Box::new(std::io::stdout()))),
        }
    }

    /// An output that collects lines (for tests).
    pub fn from_writer(w: Box<dyn Write + Send>) -> Output {
        Output {
            sink: Arc::new(Mutex::new(w)),
        }
    }

    pub fn line(&self, text: &str) {
        let mut sink = self.sink.lock();
        // A closed stdout (GUI gone) is not an error worth dying for; the loop ends at EOF.
        let _ = sink.write_all(text.as_bytes());
        let _ = sink.write_all(b"\n");
        let _ = sink.flush();
    }
}

//! Standard input on its own thread, and a shared line writer for standard output.
//!
//! The reader thread makes `stop`, `isready`, `ponderhit` and `quit` reach the protocol loop
//! while a search runs. stdout carries protocol lines only; each line is written and flushed
//! whole under a lock, so search-thread output never interleaves with the loop's.

use crossbeam_channel::{unbounded, Receiver};
use parking_lot::Mutex;
use std::io::{BufRead, Write};
use std::sync::Arc;

/// Reads stdin lines into a channel; the channel closes at EOF or on a read error.
pub fn spawn_input() -> Receiver<String> {
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
                        // Invalid UTF-8 is replaced, never fatal.
                        let line = String::from_utf8_lossy(&buf)
                            .trim_end_matches(['\n', '\r'])
                            .to_string();
                        if tx.send(line).is_err() {
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

//! Drives the real `ferrum` binary over stdin/stdout with a timeout on every expected line.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

pub struct EngineProc {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    pub transcript: Vec<String>,
}

impl EngineProc {
    pub fn start(args: &[&str]) -> EngineProc {
        let mut child = Command::new(env!("CARGO_BIN_EXE_ferrum"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start ferrum");
        let stdout = child.stdout.take().expect("stdout");
        let stdin = child.stdin.take();
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        EngineProc {
            child,
            stdin,
            lines: rx,
            transcript: Vec::new(),
        }
    }

    pub fn send(&mut self, line: &str) {
        self.transcript.push(format!("> {line}"));
        if let Some(stdin) = self.stdin.as_mut() {
            let _ = writeln!(stdin, "{line}");
            let _ = stdin.flush();
        }
    }

    /// Closes stdin (EOF).
    pub fn close_stdin(&mut self) {
        self.stdin = None;
    }

    /// Waits for a line matching `pred`; returns it with the time it took.
    pub fn expect(&mut self, pred: impl Fn(&str) -> bool, timeout: Duration) -> (String, Duration) {
        let start = Instant::now();
        loop {
            let left = timeout.saturating_sub(start.elapsed());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    self.transcript.push(format!("< {line}"));
                    if pred(&line) {
                        return (line, start.elapsed());
                    }
                }
                Err(RecvTimeoutError::Timeout) => panic!(
                    "timeout waiting for a line; transcript:\n{}",
                    self.transcript.join("\n")
                ),
                Err(RecvTimeoutError::Disconnected) => panic!(
                    "engine closed stdout; transcript:\n{}",
                    self.transcript.join("\n")
                ),
            }
        }
    }

    pub fn expect_prefix(&mut self, prefix: &str, timeout: Duration) -> (String, Duration) {
        let p = prefix.to_string();
        self.expect(move |l| l.starts_with(&p), timeout)
    }

    /// All lines up to and including one matching `pred`.
    pub fn collect_until(&mut self, pred: impl Fn(&str) -> bool, timeout: Duration) -> Vec<String> {
        let mut out = Vec::new();
        let start = Instant::now();
        loop {
            let left = timeout.saturating_sub(start.elapsed());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    self.transcript.push(format!("< {line}"));
                    let done = pred(&line);
                    out.push(line);
                    if done {
                        return out;
                    }
                }
                Err(_) => panic!(
                    "no matching line; transcript:\n{}",
                    self.transcript.join("\n")
                ),
            }
        }
    }

    /// Waits for the process to exit; returns its exit code.
    pub fn wait_exit(&mut self, timeout: Duration) -> Option<i32> {
        let start = Instant::now();
        while start.elapsed() < timeout {
            if let Ok(Some(status)) = self.child.try_wait() {
                return status.code();
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        let _ = self.child.kill();
        panic!(
            "engine did not exit; transcript:\n{}",
            self.transcript.join("\n")
        );
    }
}

impl Drop for EngineProc {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The score of a UCI `info` line in centipawns, if it has one (not a mate).
pub fn score_cp(info: &str) -> Option<i32> {
    let words: Vec<&str> = info.split_whitespace().collect();
    let at = words.iter().position(|&w| w == "cp")?;
    words.get(at + 1)?.parse().ok()
}

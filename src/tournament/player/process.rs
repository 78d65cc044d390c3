//! An engine as a child process: lines to its stdin, lines from its stdout through a reader
//! thread and a channel, so that every wait has a deadline. The process runs in its own process
//! group (Unix), so a Ctrl-C in the terminal reaches the tournament and not the engines; it is
//! killed when dropped.

use super::PlayerError;
use crate::tournament::config::EngineSpec;
use crossbeam_channel::{Receiver, RecvTimeoutError};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::time::{Duration, Instant};

/// What waiting for a line gave.
#[derive(Debug, PartialEq, Eq)]
pub enum Recv {
    Line(String),
    Timeout,
    /// The engine closed its output (it exited or crashed).
    Closed,
}

/// Why a wait for an engine's answer ended without one.
#[derive(Debug, PartialEq, Eq)]
pub enum NoAnswer {
    /// Nothing the wait accepted came in time (after the hurry command, if one was sent).
    Timeout,
    /// The engine closed its output, or the hurry command could not be written to it.
    Closed,
}

pub struct EngineProcess {
    name: String,
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
}

impl EngineProcess {
    pub fn spawn(spec: &EngineSpec) -> Result<EngineProcess, PlayerError> {
        let program = spec
            .command
            .as_ref()
            .ok_or_else(|| PlayerError::Start("no command".into()))?;
        let mut command = Command::new(program);
        command
            .args(&spec.args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null());
        if let Some(dir) = &spec.dir {
            command.current_dir(dir);
        }
        #[cfg(unix)]
        {
            use std::os::unix::process::CommandExt;
            command.process_group(0);
        }
        let mut child = command
            .spawn()
            .map_err(|e| PlayerError::Start(format!("{}: {e}", program.display())))?;
        let stdout = child
            .stdout
            .take()
            .ok_or_else(|| PlayerError::Start("no stdout".into()))?;
        let stdin = child.stdin.take();
        let (tx, rx) = crossbeam_channel::unbounded();
        let name = spec.name.clone();
        let reader_name = name.clone();
        std::thread::Builder::new()
            .name(format!("{name} output"))
            .spawn(move || {
                let mut reader = BufReader::new(stdout);
                let mut buf = Vec::new();
                loop {
                    buf.clear();
                    match reader.read_until(b'\n', &mut buf) {
                        Ok(0) | Err(_) => break,
                        Ok(_) => {
                            let line = String::from_utf8_lossy(&buf);
                            let line = line.trim_end_matches(['\n', '\r']).to_string();
                            log::debug!("{reader_name} > {line}");
                            if tx.send(line).is_err() {
                                break;
                            }
                        }
                    }
                }
            })
            .map_err(|e| PlayerError::Start(format!("reader thread: {e}")))?;
        Ok(EngineProcess {
            name,
            child,
            stdin,
            lines: rx,
        })
    }

    /// Sends one line; a closed pipe means the engine is gone.
    pub fn send(&mut self, line: &str) -> Result<(), PlayerError> {
        log::debug!("{} < {line}", self.name);
        let stdin = self
            .stdin
            .as_mut()
            .ok_or_else(|| PlayerError::Crashed("input closed".into()))?;
        writeln!(stdin, "{line}")
            .and_then(|_| stdin.flush())
            .map_err(|e| PlayerError::Crashed(format!("writing to the engine: {e}")))
    }

    /// The next line, waiting until `deadline` (`None`: forever).
    pub fn recv(&mut self, deadline: Option<Instant>) -> Recv {
        let result = match deadline {
            Some(d) => self.lines.recv_deadline(d),
            None => self
                .lines
                .recv()
                .map_err(|_| RecvTimeoutError::Disconnected),
        };
        match result {
            Ok(line) => Recv::Line(line),
            Err(RecvTimeoutError::Timeout) => Recv::Timeout,
            Err(RecvTimeoutError::Disconnected) => Recv::Closed,
        }
    }

    /// The one wait loop of the players: reads lines until `answer` accepts one (returns
    /// `Some`); it sees every line and may note the ones it passes over (thinking output).
    /// When `deadline` passes (`None`: never) with `hurry = Some((line, stall))`, `line` is sent
    /// (UCI `stop`, XBoard `?`) and the engine gets `stall` more; without it, or after that, the
    /// wait ends with `NoAnswer::Timeout`.
    pub fn wait_for<T>(
        &mut self,
        deadline: Option<Instant>,
        hurry: Option<(&str, Duration)>,
        mut answer: impl FnMut(&str) -> Option<T>,
    ) -> Result<T, NoAnswer> {
        let mut wait = deadline;
        let mut hurry = hurry;
        loop {
            match self.recv(wait) {
                Recv::Line(line) => {
                    if let Some(found) = answer(&line) {
                        return Ok(found);
                    }
                }
                Recv::Timeout => match hurry.take() {
                    Some((line, stall)) => {
                        self.send(line).map_err(|_| NoAnswer::Closed)?;
                        wait = Some(Instant::now() + stall);
                    }
                    None => return Err(NoAnswer::Timeout),
                },
                Recv::Closed => return Err(NoAnswer::Closed),
            }
        }
    }

    /// The second half of both protocols' ready-check (`isready` → `readyok`, `ping N` →
    /// `pong N`), after the query was sent: waits up to `timeout` for the line `answer`,
    /// skipping other lines. Without it in time: `PlayerError::Stalled` ("no readyok within
    /// T s"); the output closed: `PlayerError::Crashed`. After either the engine must not be
    /// used again: a late answer would answer the next check.
    pub fn wait_ready(&mut self, answer: &str, timeout: Duration) -> Result<(), PlayerError> {
        let deadline = Instant::now() + timeout;
        let accept = |line: &str| (line.trim() == answer).then_some(());
        match self.wait_for(Some(deadline), None, accept) {
            Ok(()) => Ok(()),
            Err(NoAnswer::Timeout) => Err(PlayerError::Stalled(format!(
                "no {} within {} s",
                answer.split(' ').next().unwrap_or(answer),
                timeout.as_secs_f64()
            ))),
            Err(NoAnswer::Closed) => Err(PlayerError::Crashed(self.exit_description())),
        }
    }

    /// Lines already received, without waiting.
    pub fn drain(&mut self) -> Vec<String> {
        self.lines.try_iter().collect()
    }

    /// Has the process exited?
    pub fn has_exited(&mut self) -> bool {
        !matches!(self.child.try_wait(), Ok(None))
    }

    /// A description of how the process ended, for crash reports.
    pub fn exit_description(&mut self) -> String {
        // The output closes a moment before the exit status is available.
        for _ in 0..20 {
            if let Ok(Some(status)) = self.child.try_wait() {
                return status.to_string();
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        "output closed".to_string()
    }

    /// Asks the engine to quit with `quit_line`, waits up to `grace`, then kills it.
    pub fn shutdown(&mut self, quit_line: &str, grace: Duration) {
        let _ = self.send(quit_line);
        self.stdin = None;
        let end = Instant::now() + grace;
        while Instant::now() < end {
            if self.has_exited() {
                return;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        self.kill();
    }

    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for EngineProcess {
    fn drop(&mut self) {
        self.kill();
    }
}

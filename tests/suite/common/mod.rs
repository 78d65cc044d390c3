//! Helpers shared by the integration tests: an engine process driven line by line, the perft
//! suites' reader, the runner of the python-chess reference scripts, the scratch directories
//! every test that writes files uses ([`ScratchDir`]: fresh per use, removed on drop), and the
//! GUI tests' turn.

pub mod engine_proc;
pub mod perft_suite;
pub mod python_check;
pub mod scratch;

pub use scratch::ScratchDir;

use std::sync::{Mutex, MutexGuard};

/// The GUI tests (XBoard in `xboard_gui`, PyChess in `pychess`) take turns, across modules:
/// `xvfb-run -a` can pick the same display number when two start at the same moment, and each
/// run (two pondering engines, or analysis that waits fixed times) fills the machine's cores.
static DESKTOP: Mutex<()> = Mutex::new(());

/// Waits for the GUI tests' turn; it lasts until the guard is dropped. A test that panicked
/// holding it does not block the others.
pub fn desktop_turn() -> MutexGuard<'static, ()> {
    DESKTOP.lock().unwrap_or_else(|e| e.into_inner())
}

//! Helpers shared by the integration tests: an engine process driven line by line, the perft
//! suites' reader, the runner of the python-chess reference scripts, the scratch directories
//! every test that writes files uses ([`ScratchDir`]: fresh per use, removed on drop), the
//! GUI tests' turn, the scanner of ferrum's own sources for the shape tests ([`rust_source`]),
//! and the check that a program the suite runs is installed ([`installed`]).

pub mod engine_proc;
pub mod perft_suite;
pub mod python_check;
pub mod rust_source;
pub mod scratch;

pub use scratch::ScratchDir;

use std::path::Path;
use std::sync::{Mutex, MutexGuard};

/// `program` (a path, or a name looked up on PATH), which comes with the Debian package
/// `package`. No test skips itself: a missing program fails the test with what to install
/// (`make test`, the README's test command, installs every package the suite needs).
pub fn installed<'a>(program: &'a str, package: &str) -> &'a str {
    let found = if program.contains('/') {
        Path::new(program).is_file()
    } else {
        std::env::var_os("PATH")
            .is_some_and(|paths| std::env::split_paths(&paths).any(|d| d.join(program).is_file()))
    };
    assert!(
        found,
        "{program} is not installed: it comes with Debian's `{package}` package, which `make test` \
         installs (tests/setup.sh, as root; or apt-get install {package})"
    );
    program
}

/// The GUI tests (XBoard in `xboard_gui`, PyChess in `pychess`) take turns, across modules:
/// `xvfb-run -a` can pick the same display number when two start at the same moment, and each
/// run (two pondering engines, or analysis that waits fixed times) fills the machine's cores.
static DESKTOP: Mutex<()> = Mutex::new(());

/// Waits for the GUI tests' turn; it lasts until the guard is dropped. A test that panicked
/// holding it does not block the others.
pub fn desktop_turn() -> MutexGuard<'static, ()> {
    DESKTOP.lock().unwrap_or_else(|e| e.into_inner())
}

//! Protocol front ends. `run_stdio` reads the first command and picks UCI or XBoard.

/// Runs the protocol loop on stdin/stdout until `quit` or EOF; returns the exit code.
pub fn run_stdio() -> i32 {
    0
}

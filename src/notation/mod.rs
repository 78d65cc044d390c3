//! Move notation: UCI long algebraic and SAN. Text parses without a position into `UciMove` or
//! `San`; it becomes a `Move` only when checked against a position.

pub mod epd;
mod san;
mod uci;

pub use san::{San, SanError};
pub use uci::{IllegalMoveError, UciMove, UciMoveError};

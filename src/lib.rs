//! ferrum: a chess engine. See README.md for the user's view; STYLE of the tree in each module doc.
#![allow(long_running_const_eval)]

pub mod attacks;
pub mod core;
pub mod position;
pub mod notation;
pub mod protocol;
pub mod tools;

//! ferrum: a chess engine. See README.md for the user's view; STYLE of the tree in each module doc.
#![allow(long_running_const_eval)]

pub mod analysis;
pub mod attacks;
pub mod book;
pub mod core;
pub mod engine;
pub mod eval;
pub mod fit;
pub mod game;
pub mod learn;
pub mod notation;
pub mod pool;
pub mod position;
pub mod protocol;
#[cfg(feature = "python")]
pub mod python;
pub mod search;
pub mod tb;
pub mod tournament;
pub mod tt;
pub mod variant;
pub mod weights;

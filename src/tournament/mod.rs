//! Tournaments between engines.
pub mod adjudication;
pub mod config;
pub mod openings;
pub mod player;
pub mod stats;

//! Tournaments between engines.
pub mod config;
pub mod stats;

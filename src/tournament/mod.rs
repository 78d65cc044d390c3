//! Tournaments between engines.
pub mod adjudication;
pub mod config;
pub mod openings;
pub mod play;
pub mod player;
pub mod report;
pub mod run;
pub mod stats;

//! Command-line tools behind `ferrum <subcommand>`: each returns an exit code and prints its own
//! errors, so `main.rs` stays a dispatcher.

pub mod bench;
pub mod datagen;
pub mod perft;
pub mod probe;
pub mod syzygy_probe;
pub mod tune;

//! Command-line tools behind `ferrum <subcommand>`: each returns an exit code and prints its own
//! errors, so `main.rs` stays a dispatcher.

pub mod bench;
pub mod book;
pub mod datagen;
pub mod encode;
pub mod perft;
pub mod play;
pub mod probe;
pub mod probe_gaviota;
pub mod probe_syzygy;
pub mod svg;
pub mod tournament;
pub mod tune;

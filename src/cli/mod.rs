//! Command-line tools behind `ferrum <subcommand>`: each returns an exit code and prints its own
//! errors, so `main.rs` stays a dispatcher. They belong to the binary, not the library: they use
//! the library only through its public API (`ferrum::...`), and nothing in the library uses them.

pub mod analyse;
pub mod bench;
pub mod book;
pub mod datagen;
pub mod encode;
pub mod label;
pub mod perft;
pub mod play;
pub mod probe;
pub mod probe_gaviota;
pub mod probe_syzygy;
pub mod svg;
pub mod tournament;
pub mod tune;

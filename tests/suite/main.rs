//! The integration tests, one module per subject, in one test crate: each test crate links the
//! whole library (with fat LTO in release), so one crate instead of one per file builds much
//! faster. Run one subject with `cargo test --test suite MODULE::` (e.g. `perft::`), one test
//! by its name. Tests of different modules run side by side in one process: none
//! of them changes the environment, the current directory or shared statics, every scratch
//! file lives in a `common::ScratchDir` (unique per use, removed when the test ends), and the
//! programs that must not overlap take `common::desktop_turn` (see there).

mod common;

mod analyse;
mod book;
mod book_uci;
mod gaviota;
mod gaviota_engine;
mod layers;
mod lichess_bot;
mod limits;
mod mates;
mod notation;
mod openbench;
mod perft;
mod pettingzoo;
mod pgn;
mod play;
mod polyglot;
mod pv_game_end;
mod pychess;
mod python_module;
mod search;
mod shape;
mod syzygy;
mod syzygy_uci;
mod syzygy_variants;
mod tournament;
mod tuning;
mod uci_python;
mod uci_raw;
mod variants;
mod xboard_gui;
mod xboard_python;
mod xboard_raw;

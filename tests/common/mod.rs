#![allow(dead_code)]
pub mod engine_proc;
pub mod perft_suite;

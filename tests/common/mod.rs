#![allow(dead_code)]
pub mod perft_suite;

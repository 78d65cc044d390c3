#![allow(dead_code)]
pub mod engine_proc;
pub mod perft_suite;
pub mod python_check;

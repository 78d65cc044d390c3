//! `ferrum tournament` and `ferrum selfplay`.

//! Fitting the evaluation's weights to labelled positions (`ferrum tune`): a layer above the
//! evaluation, which it reads (its terms' trace is a sample's features) and never changes.
//! Each file is one concept: `emit`, the weight files the fit writes and reads back.

pub mod emit;

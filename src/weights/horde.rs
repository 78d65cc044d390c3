//! The horde evaluation weights, fitted by `ferrum tune --variant horde`.
//! Not fitted yet: the variants' chess set.

use super::layout::{assemble, Named};
use super::params::{NUM_PARAMS, TERMS};
use super::{variant_chess, Pair};

pub const TUNED: [Pair; NUM_PARAMS] = assemble(TERMS, variant_chess::TUNED, FITTED);

/// The fitted weights, by term.
const FITTED: &[Named] = &[];

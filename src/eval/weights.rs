//! The evaluation weights in use. `ferrum tune` rewrites this file with fitted values.

use super::params::{initial_weights, NUM_PARAMS};
use super::Pair;

pub const TUNED: [Pair; NUM_PARAMS] = initial_weights();

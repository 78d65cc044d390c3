//! Crazyhouse's evaluation weights: not fitted yet, the chess weights.

use super::params::NUM_PARAMS;
use super::{fitted, overlay, Pair};

pub const TUNED: [Pair; NUM_PARAMS] = overlay(&fitted::TUNED, &[]);

//! The danger units fitted through a smooth bucket (`tune --danger-units`): the engine reads
//! an attack's bucket whole (`eval::terms::danger_bucket`), which gives the units no
//! gradient; here each bucket's weight stands at the middle of its units and the value
//! between two middles is interpolated, so that the evaluation moves with the units.

use crate::eval::terms::{DangerInputs, DANGER_THRESHOLD};
use crate::weights::params::{
    is_danger_defence, DANGER_BUCKETS, DANGER_INPUTS, DANGER_UNITS_PER_BUCKET, HAND_DANGER_UNITS,
    KING_DANGER_UNITS,
};

/// Where an attack falls between the danger buckets in the smooth form the units are fitted
/// through: the engine reads bucket `units / 16` whole; here each bucket's weight stands at
/// the middle of its units and the value between two middles is interpolated, so that it
/// moves with the units. `lo` and `hi` are the buckets around the attack, `share` how far it
/// is from `lo` to `hi`, `moving` whether the value moves with the units there (not below the
/// first middle or past the last).
#[derive(Copy, Clone, Debug)]
pub(super) struct BucketPoint {
    pub(super) lo: usize,
    pub(super) hi: usize,
    pub(super) share: f64,
    pub(super) moving: bool,
}

/// The units of `units` (quarter units, real) one side's `inputs` come to and how they move
/// with each unit, or `None` when the attack is too thin to count (`DangerInputs::units`).
pub(super) fn smooth_units(x: &DangerInputs, units: &[f64; DANGER_INPUTS]) -> Option<(f64, f64)> {
    let (mut attack, mut defence) = (0.0, 0.0);
    for (i, (&n, u)) in x.counts.iter().zip(units).enumerate() {
        if is_danger_defence(i) {
            defence += f64::from(n) * u;
        } else {
            attack += f64::from(n) * u;
        }
    }
    if !x.attackers && attack < f64::from(DANGER_THRESHOLD) {
        return None;
    }
    let half = if x.queen { 1.0 } else { 0.5 };
    Some((attack * half - defence, half))
}

/// The smooth bucket point of an attack of `units` danger units (`BucketPoint`).
pub(super) fn bucket_point(units: f64) -> BucketPoint {
    let at = units / f64::from(DANGER_UNITS_PER_BUCKET) - 0.5;
    let last = DANGER_BUCKETS - 1;
    if at <= 0.0 {
        BucketPoint {
            lo: 0,
            hi: 0,
            share: 0.0,
            moving: false,
        }
    } else if at >= last as f64 {
        BucketPoint {
            lo: last,
            hi: last,
            share: 0.0,
            moving: false,
        }
    } else {
        let lo = at.floor() as usize;
        BucketPoint {
            lo,
            hi: lo + 1,
            share: at - lo as f64,
            moving: true,
        }
    }
}

/// The danger units of weights `w` (`params::danger_units`, unrounded).
pub(super) fn units_of(w: &[[f64; 2]]) -> [f64; DANGER_INPUTS] {
    std::array::from_fn(|i| f64::from(HAND_DANGER_UNITS[i]) + w[KING_DANGER_UNITS.at([i])][0])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn smooth_buckets_stand_at_their_middles() {
        // At a bucket's middle the smooth value is the engine's; halfway to the next, the
        // mean of the two.
        let mid = |b: i32| f64::from(b * DANGER_UNITS_PER_BUCKET + DANGER_UNITS_PER_BUCKET / 2);
        let p = bucket_point(mid(3));
        assert_eq!((p.lo, p.hi, p.share, p.moving), (3, 4, 0.0, true));
        let p = bucket_point(mid(3) + f64::from(DANGER_UNITS_PER_BUCKET) / 2.0);
        assert_eq!((p.lo, p.hi, p.share), (3, 4, 0.5));
        assert!(!bucket_point(-30.0).moving && bucket_point(-30.0).lo == 0);
        let last = bucket_point(1e6);
        assert_eq!((last.lo, last.moving), (DANGER_BUCKETS - 1, false));
    }
}

//! Each variant's search parameters: standard chess's (`params`), except where a tuning run of
//! the variant itself (`bench/spsa`, games at fixed nodes against itself) found values that
//! then won games against the standard ones. Each override says what measured it; the runs'
//! states are in `bench/spsa/`.

use super::params::SearchParams;
use crate::position::VariantKind;

/// The parameters `kind`'s search uses. A `const fn`: each variant's compiled search folds
/// its values in as constants.
pub const fn of(kind: VariantKind) -> SearchParams {
    match kind {
        // bench/spsa/antichess-1.json: 4,138 iterations of 2 game pairs at 8,000 nodes.
        // Shallower reverse futility and SEE margins, a wider futility base, and far fewer
        // quiet moves pruned late: a quiet move may be the offer that forces the game.
        VariantKind::Antichess => SearchParams {
            RFP_MARGIN: 63,
            RFP_MAX_DEPTH: 7,
            FUTILITY_BASE: 122,
            FUTILITY_PER_DEPTH: 82,
            PROBCUT_MARGIN: 191,
            LMR_BASE_PERCENT: 80,
            LMR_DIVISOR_PERCENT: 222,
            LMP_BASE: 10,
            SEE_QUIET_MARGIN: 46,
            SEE_NOISY_MARGIN: 98,
            DELTA_MARGIN: 207,
            ASPIRATION_DELTA: 33,
            ..SearchParams::STANDARD
        },
        _ => SearchParams::STANDARD,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::params::TUNABLES;

    /// The `spsa` list of a variant gives that variant's values, so a run starts from them.
    #[test]
    fn spsa_lists_the_variants_own_values() {
        use crate::search::params::spsa_inputs;
        let line = |kind| {
            spsa_inputs(kind)
                .into_iter()
                .find(|l| l.starts_with("LMP_BASE,"))
                .expect("LMP_BASE listed")
        };
        assert_eq!(
            line(VariantKind::Standard),
            "LMP_BASE, int, 3, 1, 16, 1, 0.002"
        );
        assert_eq!(
            line(VariantKind::Antichess),
            "LMP_BASE, int, 10, 1, 16, 1, 0.002"
        );
    }

    /// A variant's values stay inside the ranges a tuner explores (and the UCI options of a
    /// `tune` build accept), and standard chess's are the constants.
    #[test]
    fn every_variant_value_is_in_its_tuning_range() {
        assert_eq!(of(VariantKind::Standard), SearchParams::STANDARD);
        for kind in VariantKind::ALL {
            let p = of(kind);
            for (i, t) in TUNABLES.iter().enumerate() {
                let v = p.get(i);
                assert!(
                    t.min <= v && v <= t.max,
                    "{} {} = {v}",
                    kind.uci_name(),
                    t.name
                );
            }
        }
    }
}

//! Each variant's search parameters: standard chess's (`params`), except where a tuning run of
//! the variant itself (`bench/spsa`, games at fixed nodes against itself) found values that
//! then won games against the standard ones. Each override says what measured it; the runs'
//! states are in `bench/spsa/`.

use super::params::SearchParams;
use crate::position::VariantKind;

/// The parameters `kind`'s search uses. A `const fn`: each variant's compiled search folds
/// its values in as constants.
pub const fn of(kind: VariantKind) -> SearchParams {
    #[allow(clippy::match_single_binding)]
    match kind {
        _ => SearchParams::STANDARD,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::params::TUNABLES;

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

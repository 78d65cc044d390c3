//! Where a variant's goal makes one of standard chess's pruning rules unsound, the search asks
//! here. Each answer is a `const fn` of the variant's kind, so it folds away in each variant's
//! compiled search. The measurements that set them are in bench/RESULTS.md (reverse futility
//! off in racing kings, Fairy-Stockfish's rule, measured -26 ± 48 over 160 games here: kept on).

use crate::core::VariantKind;

/// Null-move pruning takes a free move to help the side that gets it. Not where captures are
/// compulsory (the antichess family: a pass may be the only escape from a forced loss of
/// material), in atomic (a pass walks past a blast), or for or against a horde, whose pawn wall
/// the null move misjudges (Fairy-Stockfish dropped it there).
pub(super) const fn null_move(kind: VariantKind) -> bool {
    !matches!(
        kind,
        VariantKind::Antichess
            | VariantKind::Giveaway
            | VariantKind::Suicide
            | VariantKind::Atomic
            | VariantKind::Horde
    )
}

/// Check extensions: in standard chess (and Chess960) only a check that does not lose
/// material by exchange, or a discovered one, is extended (Stockfish 11's rule): a check
/// that hangs the checking piece is rarely the line that matters. The variants extend every
/// check, as before; their goals make checks worth more than their material (three-check,
/// crazyhouse's drops, atomic's blasts), and this rule was not measured there.
pub(super) const fn extends_losing_checks(kind: VariantKind) -> bool {
    !matches!(kind, VariantKind::Standard)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn losing_checks_are_extended_outside_standard_chess_only() {
        for kind in VariantKind::ALL {
            assert_eq!(
                extends_losing_checks(kind),
                kind.uci_name() != "chess",
                "{}",
                kind.uci_name()
            );
        }
    }

    #[test]
    fn each_rule_is_off_only_where_its_variant_says() {
        for kind in VariantKind::ALL {
            let name = kind.uci_name();
            let losing = matches!(name, "antichess" | "giveaway" | "suicide");
            assert_eq!(
                null_move(kind),
                !losing && !matches!(name, "atomic" | "horde"),
                "{name}"
            );
        }
    }

    /// The rule the search reads for compulsory-capture nodes is the antichess family's alone.
    #[test]
    fn captures_are_compulsory_in_the_antichess_family_only() {
        use crate::variant::*;
        let rules = [
            (Standard::KIND, Standard::CAPTURES_COMPULSORY),
            (Antichess::KIND, Antichess::CAPTURES_COMPULSORY),
            (Giveaway::KIND, Giveaway::CAPTURES_COMPULSORY),
            (Suicide::KIND, Suicide::CAPTURES_COMPULSORY),
            (Atomic::KIND, Atomic::CAPTURES_COMPULSORY),
            (KingOfTheHill::KIND, KingOfTheHill::CAPTURES_COMPULSORY),
            (RacingKings::KIND, RacingKings::CAPTURES_COMPULSORY),
            (Horde::KIND, Horde::CAPTURES_COMPULSORY),
            (ThreeCheck::KIND, ThreeCheck::CAPTURES_COMPULSORY),
            (Crazyhouse::KIND, Crazyhouse::CAPTURES_COMPULSORY),
        ];
        assert_eq!(rules.len(), VariantKind::ALL.len());
        for (kind, compulsory) in rules {
            let name = kind.uci_name();
            let losing = matches!(name, "antichess" | "giveaway" | "suicide");
            assert_eq!(compulsory, losing, "{name}");
        }
    }
}

//! Where a variant's goal makes one of standard chess's pruning rules unsound, the search asks
//! here. Each answer is a `const fn` of the variant's kind, so it folds away in each variant's
//! compiled search. The measurements that set them are in bench/RESULTS.md (reverse futility
//! off in racing kings, Fairy-Stockfish's rule, measured -26 ± 48 over 160 games here: kept on).

use crate::position::VariantKind;

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

/// Whether the side to move must capture (the antichess family): such a node is answered like
/// one in check, every capture searched at full depth and none of the node pruned.
pub(super) const fn compulsory_captures(kind: VariantKind) -> bool {
    matches!(
        kind,
        VariantKind::Antichess | VariantKind::Giveaway | VariantKind::Suicide
    )
}

#[cfg(test)]
mod tests {
    use super::*;

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
            assert_eq!(compulsory_captures(kind), losing, "{name}");
        }
    }
}

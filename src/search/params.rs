//! Every margin, reduction and depth bound of the search, in one table.
//!
//! Each row declares a plain `pub const` (standard chess's value), a field of `SearchParams`
//! and an entry of `TUNABLES` with the range and step an SPSA tuner explores. A variant whose
//! own tuning run found better values overrides some of them in `for_variant`, below. The
//! search reads a parameter through `param!(V, NAME)`: in a normal build the variant's value as
//! a constant folded into its compiled search (no runtime cost), and in a build with the `tune`
//! feature the value a UCI option of the same name set (relaxed atomics), or the variant's
//! until one is set, so OpenBench, `ferrum tournament` or `bench/spsa` can tune it; the `spsa`
//! command prints the list, with the current variant's values, in OpenBench's SPSA input form.
//! Tuned values come back here, or to `for_variant`'s arm for one variant, as the new
//! defaults. Depths are in plies, margins in centipawns. Changing a standard default changes
//! the bench signature.

use crate::core::VariantKind;

/// One search parameter as a tuner sees it (`default` is standard chess's value).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Tunable {
    pub name: &'static str,
    pub default: i32,
    pub min: i32,
    pub max: i32,
    pub step: i32,
}

/// `NAME = default, min, max, step;` rows: the constant, its `SearchParams` field and its
/// `TUNABLES` entry.
macro_rules! params {
    ($($(#[doc = $doc:expr])* $name:ident = $default:expr, $min:expr, $max:expr, $step:expr;)*) => {
        $($(#[doc = $doc])* pub const $name: i32 = $default;)*

        /// Every parameter above, in order, with its tuning range.
        pub const TUNABLES: &[Tunable] = &[$(Tunable {
            name: stringify!($name),
            default: $name,
            min: $min,
            max: $max,
            step: $step,
        },)*];

        /// One value of every parameter: the set one game's search uses. Fields are named
        /// as the constants, so a variant's table reads as the rows above.
        #[allow(non_snake_case)]
        #[derive(Copy, Clone, Debug, PartialEq, Eq)]
        pub struct SearchParams {
            $(pub $name: i32,)*
        }

        impl SearchParams {
            /// Standard chess's values: the constants above.
            pub const STANDARD: SearchParams = SearchParams { $($name,)* };

            /// The value of the parameter at `index` in `TUNABLES` order.
            pub const fn get(&self, index: usize) -> i32 {
                let all = [$(self.$name,)*];
                all[index]
            }
        }

        /// The values a `tune` build's UCI options set, one per row (`UNSET` until set).
        #[cfg(feature = "tune")]
        pub mod tuned {
            use std::sync::atomic::AtomicI32;
            $(pub static $name: AtomicI32 = AtomicI32::new(super::UNSET);)*
            /// The statics above in `TUNABLES` order.
            pub(super) static ALL: &[&AtomicI32] = &[$(&$name,)*];
        }
    };
}

/// A `tune` build's parameter no UCI option has set: the variant's own value applies.
#[cfg(feature = "tune")]
pub const UNSET: i32 = i32::MIN;

/// Variant `V`'s value of a search parameter: a constant of its table, or in a `tune` build
/// the value its UCI option set.
#[cfg(not(feature = "tune"))]
macro_rules! param {
    ($v:ty, $name:ident) => {
        const { $crate::search::params::for_variant(<$v as $crate::variant::Variant>::KIND).$name }
    };
}
#[cfg(feature = "tune")]
macro_rules! param {
    ($v:ty, $name:ident) => {
        $crate::search::params::set_or(
            &$crate::search::params::tuned::$name,
            const {
                $crate::search::params::for_variant(<$v as $crate::variant::Variant>::KIND).$name
            },
        )
    };
}
pub(crate) use param;

/// A `tune` build's set value, or `default` while its option is unset.
#[cfg(feature = "tune")]
#[inline(always)]
pub fn set_or(value: &std::sync::atomic::AtomicI32, default: i32) -> i32 {
    match value.load(std::sync::atomic::Ordering::Relaxed) {
        UNSET => default,
        v => v,
    }
}

/// The parameters as OpenBench's SPSA form takes them, one per line, with `kind`'s current
/// values: `name, int, value, min, max, c_end, r_end` (the step as the final perturbation
/// `c_end`, OpenBench's usual learning rate 0.002 as `r_end`).
pub fn spsa_inputs(kind: VariantKind) -> Vec<String> {
    TUNABLES
        .iter()
        .enumerate()
        .map(|(i, t)| {
            format!(
                "{}, int, {}, {}, {}, {}, 0.002",
                t.name,
                current(i, kind),
                t.min,
                t.max,
                t.step
            )
        })
        .collect()
}

/// The tunable called `name` (case-insensitive, as UCI option names are).
pub fn find(name: &str) -> Option<(usize, &'static Tunable)> {
    TUNABLES
        .iter()
        .enumerate()
        .find(|(_, t)| t.name.eq_ignore_ascii_case(name.trim()))
}

/// Sets a tunable in a `tune` build; the value was checked against its range by the caller.
#[cfg(feature = "tune")]
pub fn set(index: usize, value: i32) {
    if let Some(v) = tuned::ALL.get(index) {
        v.store(value, std::sync::atomic::Ordering::Relaxed);
    }
}

/// The value of the tunable at `index` that `kind`'s search uses now: its table's, or in a
/// `tune` build the one set by its option.
pub fn current(index: usize, kind: VariantKind) -> i32 {
    if index >= TUNABLES.len() {
        return 0;
    }
    let own = for_variant(kind).get(index);
    #[cfg(feature = "tune")]
    if let Some(v) = tuned::ALL.get(index) {
        return set_or(v, own);
    }
    own
}

params! {
    /// Aspiration windows: first half-width around the previous iteration's score.
    ASPIRATION_DELTA = 25, 5, 100, 5;
    /// Aspiration windows: the first depth searched with a window (shallower: full width).
    ASPIRATION_MIN_DEPTH = 4, 1, 8, 1;
    /// Aspiration windows: a failed window widens by `delta / ASPIRATION_GROWTH_DIVISOR`.
    ASPIRATION_GROWTH_DIVISOR = 2, 1, 4, 1;

    /// Reverse futility: the deepest node where static eval far above beta cuts.
    RFP_MAX_DEPTH = 8, 4, 12, 1;
    /// Reverse futility: margin per ply of depth (one ply less when improving).
    RFP_MARGIN = 75, 30, 300, 5;

    /// Null move: the shallowest node that tries it.
    NMP_MIN_DEPTH = 3, 2, 5, 1;
    /// Null move: reduction at any depth.
    NMP_BASE_REDUCTION = 3, 2, 5, 1;
    /// Null move: one more ply of reduction per this many plies of depth.
    NMP_DEPTH_DIVISOR = 3, 2, 6, 1;
    /// Null move: one more ply of reduction per this much eval above beta...
    NMP_EVAL_DIVISOR = 200, 100, 400, 20;
    /// ...up to this many plies.
    NMP_EVAL_MAX_REDUCTION = 3, 1, 5, 1;
    /// Null move: from this depth on a cutoff is verified by a search without null moves.
    NMP_VERIFY_DEPTH = 12, 8, 20, 1;
    /// Null move verification: null moves are off for this share (percent) of the reduced depth.
    NMP_VERIFY_PLY_PERCENT = 75, 50, 100, 5;
    /// Null move: at most this many non-pawn, non-king pieces is "low material" (zugzwang
    /// danger), where every cutoff is verified.
    NMP_LOW_MATERIAL_PIECES = 1, 0, 3, 1;

    /// Internal iterative reduction: the shallowest node without a hash move that loses a ply.
    IIR_MIN_DEPTH = 4, 2, 8, 1;

    /// ProbCut: the shallowest node that tries it...
    PROBCUT_MIN_DEPTH = 5, 3, 8, 1;
    /// ...with captures searched this many plies shallower...
    PROBCUT_REDUCTION = 4, 3, 6, 1;
    /// ...against a bound this far above beta.
    PROBCUT_MARGIN = 200, 80, 500, 10;

    /// Late-move pruning: the deepest node that stops trying quiet moves.
    LMP_MAX_DEPTH = 8, 4, 12, 1;
    /// Late-move pruning: quiet moves tried before it, `(LMP_BASE + depth^2) / (2 - improving)`.
    LMP_BASE = 3, 1, 16, 1;

    /// Futility pruning: the deepest node where quiet moves cannot lift a low eval to alpha.
    FUTILITY_MAX_DEPTH = 8, 4, 12, 1;
    /// Futility pruning: margin at any depth.
    FUTILITY_BASE = 100, 30, 300, 10;
    /// Futility pruning: margin per ply of depth.
    FUTILITY_PER_DEPTH = 90, 40, 250, 5;
    /// Futility pruning spares a quiet move whose history is at least this (Stockfish 11 asks
    /// the same of its histories): a move that often refuted this position may lift it.
    FUTILITY_HISTORY_LIMIT = 12_000, 2_000, 40_000, 1_000;

    /// History pruning: the deepest node that skips late quiet moves with a bad history...
    HISTORY_PRUNE_MAX_DEPTH = 3, 1, 6, 1;
    /// ...below `-HISTORY_PRUNE_MARGIN * depth` (butterfly plus two continuation histories).
    HISTORY_PRUNE_MARGIN = 3_072, 1_024, 8_192, 256;
    /// Counter-move pruning (Ethereal's): the deepest node (one less when improving) that
    /// skips a late quiet move whose continuation history after the opponent's last move is
    /// below `-CMP_MARGIN` (twice that when improving).
    CMP_MAX_DEPTH = 3, 1, 6, 1;
    /// See `CMP_MAX_DEPTH`.
    CMP_MARGIN = 500, 0, 4_000, 250;
    /// Follow-up pruning: the same with the continuation history after our own previous move.
    FMP_MAX_DEPTH = 3, 1, 6, 1;
    /// See `FMP_MAX_DEPTH`.
    FMP_MARGIN = 2_000, 0, 8_000, 250;

    /// SEE pruning: the deepest node that skips moves losing material.
    SEE_MAX_DEPTH = 8, 4, 12, 1;
    /// SEE pruning: loss allowed to a quiet move, per ply of depth.
    SEE_QUIET_MARGIN = 60, 20, 150, 5;
    /// SEE pruning: loss allowed to a capture or promotion, per ply of depth.
    SEE_NOISY_MARGIN = 100, 40, 200, 5;
    /// SEE pruning: loss allowed to a move that gives check, per ply of depth (a sacrifice
    /// with check may be a mate the exchange cannot see).
    SEE_CHECK_MARGIN = 200, 100, 400, 10;

    /// Late-move reductions: the shallowest node that reduces.
    LMR_MIN_DEPTH = 3, 2, 5, 1;
    /// Late-move reductions: the table is `LMR_BASE + ln(depth) * ln(moves) / LMR_DIVISOR`,
    /// both in hundredths of a ply.
    LMR_BASE_PERCENT = 75, 0, 150, 5;
    /// See `LMR_BASE_PERCENT`.
    LMR_DIVISOR_PERCENT = 225, 150, 350, 10;
    /// Late-move reductions: one ply less per this much history of a quiet move (more if bad).
    LMR_HISTORY_DIVISOR = 8192, 4096, 16384, 512;
    /// Late-move reductions: a quiet move's statistics score is its history less this; one
    /// ply less for a move scoring at least 0 after an opponent's move scoring below it, one
    /// more the other way round (Stockfish 11's comparison of the two).
    STAT_SCORE_OFFSET = 4_000, 0, 12_000, 500;
    /// Late-move reductions: one ply less after an opponent's move that came later than this in
    /// its move loop (the opponent's position had few good moves).
    LMR_OPPONENT_MOVES = 14, 6, 30, 1;
    /// Late-move reductions: plies less for every later move once the hash move proved
    /// singular (the node's other moves then matter less, and their searches are cheap).
    LMR_SINGULAR = 1, 0, 2, 1;

    /// Singular extensions: the shallowest node whose TT move is tested for being singular.
    SE_MIN_DEPTH = 7, 5, 10, 1;
    /// Singular extensions: the TT entry is at most this many plies shallower than the node.
    SE_TT_DEPTH_MARGIN = 3, 1, 5, 1;
    /// Singular extensions: the other moves are searched against `tt_score - SE_MARGIN * depth`.
    SE_MARGIN = 2, 1, 6, 1;
    /// Singular extensions: a non-PV TT move this far below that bound is extended by two plies...
    SE_DOUBLE_MARGIN = 20, 0, 60, 5;
    /// ...at most this many times on one line.
    SE_DOUBLE_MAX = 5, 0, 12, 1;

    /// Static-eval correction history: the largest correction, in centipawns.
    CORRECTION_MAX = 64, 16, 128, 8;
    /// Static-eval correction history: an update moves an entry `min(depth + 1, this) / 256` of
    /// the way to the new sample.
    CORRECTION_WEIGHT_MAX = 16, 4, 64, 2;

    /// Quiescence delta pruning: a capture that leaves eval this far below alpha is skipped.
    DELTA_MARGIN = 200, 50, 400, 10;
    /// Quiescence delta pruning: what a promotion may gain on top of the capture.
    DELTA_PROMOTION = 800, 600, 1000, 50;

    /// History bonus of a move that cut off: `QUADRATIC * depth^2 + LINEAR * depth`...
    HISTORY_BONUS_QUADRATIC = 16, 4, 32, 2;
    /// See `HISTORY_BONUS_QUADRATIC`.
    HISTORY_BONUS_LINEAR = 32, 0, 96, 8;
    /// ...up to this much (histories are bounded by `history::HISTORY_MAX`).
    HISTORY_BONUS_MAX = 1_600, 400, 4_000, 100;

    /// Tablebase cutoffs inside the tree are stored this many plies deeper than searched.
    TB_STORE_DEPTH_BONUS = 6, 0, 12, 1;
}

/// The parameters `kind`'s search uses: standard chess's, except where a tuning run of the
/// variant itself (`bench/spsa`, games at fixed nodes against itself) found values that then won
/// games against the standard ones. Each override says what measured it; the runs' states are
/// in `bench/spsa/`. A `const fn`: each variant's compiled search folds its values in as
/// constants.
pub const fn for_variant(kind: VariantKind) -> SearchParams {
    match kind {
        // bench/spsa/antichess-1.json: 4,138 iterations of 2 game pairs at 8,000 nodes.
        // Shallower reverse futility and SEE margins, a wider futility base, and far fewer
        // quiet moves pruned late: a quiet move may be the offer that forces the game.
        // Giveaway (antichess with castling) and suicide (a stalemate counts the pieces)
        // play better with these values than with chess's.
        VariantKind::Antichess | VariantKind::Giveaway | VariantKind::Suicide => SearchParams {
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
        // bench/spsa/atomic-1.json: 3,000 iterations of 2 game pairs at 8,000 nodes; +16.2 ±
        // 24.8 over 600 games at 3s+0.03s against chess's values. A shallower reverse futility
        // margin, but wider futility and SEE margins, less reduction of late moves, more quiet
        // moves tried before pruning and wider aspiration windows: a blast swings the score.
        VariantKind::Atomic => SearchParams {
            RFP_MARGIN: 50,
            RFP_MAX_DEPTH: 7,
            FUTILITY_BASE: 114,
            FUTILITY_PER_DEPTH: 106,
            PROBCUT_MARGIN: 191,
            LMR_BASE_PERCENT: 59,
            LMR_DIVISOR_PERCENT: 226,
            LMP_BASE: 6,
            SEE_QUIET_MARGIN: 72,
            SEE_NOISY_MARGIN: 111,
            DELTA_MARGIN: 186,
            ASPIRATION_DELTA: 44,
            ..SearchParams::STANDARD
        },
        _ => SearchParams::STANDARD,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tunables_are_unique_and_in_range() {
        assert_eq!(TUNABLES.len(), 53);
        for (i, t) in TUNABLES.iter().enumerate() {
            assert!(t.min <= t.default && t.default <= t.max, "{t:?}");
            assert!(t.step > 0 && t.step <= t.max - t.min, "{t:?}");
            assert!(
                TUNABLES[..i].iter().all(|u| u.name != t.name),
                "{} twice",
                t.name
            );
        }
        let rfp = TUNABLES.iter().find(|t| t.name == "RFP_MARGIN");
        assert_eq!(rfp.map(|t| t.default), Some(RFP_MARGIN));
        assert_eq!(RFP_MARGIN, 75);
        let standard = VariantKind::Standard;
        assert_eq!(
            find("rfp_margin").map(|(i, _)| current(i, standard)),
            Some(75)
        );
        assert!(find("RFP").is_none());
    }

    #[test]
    fn spsa_inputs_in_openbench_form() {
        let lines = spsa_inputs(VariantKind::Standard);
        assert_eq!(lines.len(), TUNABLES.len());
        assert!(lines.contains(&"RFP_MARGIN, int, 75, 30, 300, 5, 0.002".to_string()));
        for l in &lines {
            // OpenBench: `name, dtype, value, min, max, c_end, r_end = line.split(',')`.
            let f: Vec<&str> = l.split(',').map(str::trim).collect();
            assert_eq!(f.len(), 7, "{l}");
            assert_eq!(f[1], "int");
            assert!(f[2..].iter().all(|x| x.parse::<f64>().is_ok()), "{l}");
        }
    }

    /// Every value of `SearchParams::STANDARD`, in `TUNABLES` order, is its row's constant.
    #[test]
    fn standard_values_are_the_constants() {
        for (i, t) in TUNABLES.iter().enumerate() {
            assert_eq!(SearchParams::STANDARD.get(i), t.default, "{}", t.name);
        }
        assert_eq!(SearchParams::STANDARD.RFP_MARGIN, RFP_MARGIN);
    }

    /// A normal build reads each variant's table; a `tune` build the same until an option
    /// sets a value, then that value in every variant.
    #[test]
    fn param_reads_the_variants_value() {
        use crate::variant::{Standard, ThreeCheck};
        let (i, _) = find("DELTA_MARGIN").expect("a tunable");
        let own = for_variant(VariantKind::ThreeCheck).DELTA_MARGIN;
        #[cfg(feature = "tune")]
        set(i, UNSET);
        assert_eq!(param!(Standard, DELTA_MARGIN), DELTA_MARGIN);
        assert_eq!(param!(ThreeCheck, DELTA_MARGIN), own);
        assert_eq!(current(i, VariantKind::ThreeCheck), own);
        #[cfg(feature = "tune")]
        {
            set(i, 250);
            assert_eq!(param!(Standard, DELTA_MARGIN), 250);
            assert_eq!(param!(ThreeCheck, DELTA_MARGIN), 250);
            assert_eq!(current(i, VariantKind::ThreeCheck), 250);
            set(i, UNSET);
            assert_eq!(param!(ThreeCheck, DELTA_MARGIN), own);
        }
    }

    /// The `spsa` list of a variant gives that variant's values, so a run starts from them.
    #[test]
    fn spsa_lists_the_variants_own_values() {
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
        for kind in [
            VariantKind::Antichess,
            VariantKind::Giveaway,
            VariantKind::Suicide,
        ] {
            assert_eq!(line(kind), "LMP_BASE, int, 10, 1, 16, 1, 0.002");
        }
        assert_eq!(
            line(VariantKind::Atomic),
            "LMP_BASE, int, 6, 1, 16, 1, 0.002"
        );
    }

    /// A variant's values stay inside the ranges a tuner explores (and the UCI options of a
    /// `tune` build accept), and standard chess's are the constants.
    #[test]
    fn every_variant_value_is_in_its_tuning_range() {
        assert_eq!(for_variant(VariantKind::Standard), SearchParams::STANDARD);
        for kind in VariantKind::ALL {
            let p = for_variant(kind);
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

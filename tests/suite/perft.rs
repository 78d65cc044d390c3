//! Data-driven perft: every case of the standard, tricky, random and Chess960 suites, and of
//! one suite per variant (python-chess's counts).
//! Shallow counts run in every `cargo test`; the deep ones are `#[ignore]` and run in release
//! (`cargo test --release -- --include-ignored`, as CI does).

use crate::common::perft_suite::{load, run_parallel, PerftCase};
use ferrum::position::CastlingMode;
use ferrum::variant::{AnyPosition, VariantKind};

/// Checks each depth of a standard-chess case whose count lies in `min..=max` nodes.
fn check(file: &str, min: u64, max: u64) {
    check_variant(VariantKind::Standard, file, min, max);
}

/// Checks each depth of a case of the variant whose count lies in `min..=max` nodes.
fn check_variant(kind: VariantKind, file: &str, min: u64, max: u64) {
    let cases: Vec<PerftCase> = load(file);
    assert!(!cases.is_empty(), "{file} has no cases");
    let checked = std::sync::atomic::AtomicUsize::new(0);
    let failures = run_parallel(cases, |case| {
        // Every suite file is read in Chess960 mode (X-FEN / Shredder castling).
        let pos = match AnyPosition::from_fen(kind, &case.epd, CastlingMode::Chess960) {
            Ok(p) => p,
            Err(e) => return vec![format!("{file} {}: {e}: {}", case.id, case.epd)],
        };
        let mut errs = Vec::new();
        for &(depth, expected) in &case.depths {
            if expected < min || expected > max {
                continue;
            }
            checked.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            let got = pos.perft(depth);
            if got != expected {
                let divide: Vec<String> = pos
                    .legal_moves()
                    .iter()
                    .map(|&m| {
                        let mut c = pos.clone();
                        c.play_unchecked(m);
                        format!(
                            "{}: {}",
                            pos.uci(m),
                            if depth > 1 { c.perft(depth - 1) } else { 1 }
                        )
                    })
                    .collect();
                errs.push(format!(
                    "{file} {} depth {depth}: expected {expected}, got {got}\n  fen {}\n  divide {}",
                    case.id,
                    case.epd,
                    divide.join(", ")
                ));
            }
        }
        errs
    });
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(
        checked.into_inner() > 0,
        "{file}: no count in range {min}..={max}"
    );
}

const SHALLOW: u64 = 100_000;

#[test]
fn standard_shallow() {
    check("standard.perft", 0, SHALLOW);
}

#[test]
fn tricky_shallow() {
    check("tricky.perft", 0, SHALLOW);
}

#[test]
fn random_shallow() {
    check("random.perft", 0, 20_000);
}

#[test]
fn chess960_shallow() {
    check("chess960.perft", 0, 20_000);
}

#[test]
#[ignore = "deep: run in release"]
fn standard_deep() {
    check("standard.perft", SHALLOW + 1, u64::MAX);
}

#[test]
#[ignore = "deep: run in release"]
fn tricky_deep() {
    check("tricky.perft", SHALLOW + 1, u64::MAX);
}

/// Every random position to every depth up to ten million nodes (depth 6 of all 4,811 cases is
/// 3e12 nodes, hours of CPU: too long for CI).
#[test]
#[ignore = "deep: run in release"]
fn random_deep() {
    check("random.perft", 20_001, 10_000_000);
}

#[test]
#[ignore = "deep: run in release"]
fn chess960_deep() {
    check("chess960.perft", 20_001, 100_000_000);
}

/// Variant suites: counts up to a million nodes in every run, the larger ones (atomic,
/// crazyhouse and racing kings have some) in release.
const VARIANT_SHALLOW: u64 = 1_000_000;

macro_rules! variant_suite {
    ($shallow:ident, $kind:expr, $file:expr) => {
        #[test]
        fn $shallow() {
            check_variant($kind, $file, 0, VARIANT_SHALLOW);
        }
    };
    ($shallow:ident, $deep:ident, $kind:expr, $file:expr) => {
        variant_suite!($shallow, $kind, $file);

        #[test]
        #[ignore = "deep: run in release"]
        fn $deep() {
            check_variant($kind, $file, VARIANT_SHALLOW + 1, u64::MAX);
        }
    };
}

variant_suite!(three_check, VariantKind::ThreeCheck, "3check.perft");
variant_suite!(
    atomic_shallow,
    atomic_deep,
    VariantKind::Atomic,
    "atomic.perft"
);
variant_suite!(
    crazyhouse_shallow,
    crazyhouse_deep,
    VariantKind::Crazyhouse,
    "crazyhouse.perft"
);
variant_suite!(giveaway, VariantKind::Giveaway, "giveaway.perft");
variant_suite!(horde, VariantKind::Horde, "horde.perft");
variant_suite!(
    racing_kings_shallow,
    racing_kings_deep,
    VariantKind::RacingKings,
    "racingkings.perft"
);

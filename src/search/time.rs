//! Time management: from the clock, a soft limit (do not start another iteration) and a hard
//! limit (abort the search). Both keep `Move Overhead` in reserve for the GUI and the OS, for
//! this move and for the moves to come, and a stall reserve once: how far past their hard
//! limits moves have gone by the GUI's clock (`overrun::OverrunWatch`), which is nothing on a
//! machine that keeps up.

use super::Limits;
use std::time::Duration;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TimeBudget {
    pub soft: Duration,
    pub hard: Duration,
    /// A fixed time for the move (`go movetime`, XBoard's `st`): searched to the end, as the
    /// GUI asked, whatever the iterations say.
    pub fixed: bool,
}

/// Assumed moves left in the game when the GUI does not say, in sudden death.
const DEFAULT_MOVES_TO_GO: i64 = 30;

/// The same with an increment: the increment refills the clock, so each move may take a larger
/// share of it (the reserve below keeps the clock from draining).
const DEFAULT_MOVES_TO_GO_WITH_INCREMENT: i64 = 20;

/// The clock, in increments, below which the increment is no longer spent in full. Spending
/// the whole increment whatever the clock lets a long game at a fast increment drain the clock
/// towards zero (seen at 5 s + 0.05 s: 77 ms left); spending it in proportion below this many
/// increments makes the clock settle near it instead.
const RESERVE_INCREMENTS: i64 = 20;

/// Clock values (time, increment, move time, overhead) are held to about 35 years, so that the
/// budget's arithmetic cannot overflow whatever a client sends.
const CLOCK_LIMIT_MS: i64 = 1 << 40;

fn clock(ms: i64) -> i64 {
    ms.clamp(-CLOCK_LIMIT_MS, CLOCK_LIMIT_MS)
}

/// The depth at which a single legal move is played.
const SINGLE_MOVE_DEPTH: i32 = 4;

/// What the iterations so far say about the root, for deciding whether to start another.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct SearchTrend {
    /// Completed iterations in a row with the same best move.
    pub stable_iterations: i32,
    /// The share (0 to 1) of this search's nodes spent below the current best move.
    pub best_move_nodes: f64,
    /// How far the best score fell in the last iteration, in centipawns (negative: it rose).
    pub score_drop: i32,
}

impl SearchTrend {
    /// The factor on the soft limit. A best move that has held for several iterations, took
    /// most of the effort (the alternatives were refuted quickly) and keeps its score needs
    /// little more thought; one that changes, shares the effort with rivals or is falling
    /// needs more.
    pub fn soft_factor(&self) -> f64 {
        let stability = match self.stable_iterations {
            0 => 1.4,
            1 => 1.15,
            2 => 1.0,
            3 => 0.9,
            _ => 0.8,
        };
        // A NaN share (a caller's 0/0) counts as none: NaN would survive the clamps below.
        let share = if self.best_move_nodes.is_nan() {
            0.0
        } else {
            self.best_move_nodes.clamp(0.0, 1.0)
        };
        let effort = (0.5 + 1.5 * (1.0 - share)).clamp(0.5, 1.8);
        let falling = (1.0 + f64::from(self.score_drop) / 150.0).clamp(0.85, 1.5);
        stability * effort * falling
    }
}

impl TimeBudget {
    /// The budget for one move, or `None` when the clock does not limit the search.
    pub fn new(limits: &Limits, overhead_ms: i64) -> Option<TimeBudget> {
        TimeBudget::with_reserve(limits, overhead_ms, 0)
    }

    /// `new` keeping `reserve_ms` more on the clock at all times (a fixed move time keeps
    /// only the overhead: the GUI asked for that time).
    pub fn with_reserve(limits: &Limits, overhead_ms: i64, reserve_ms: i64) -> Option<TimeBudget> {
        let overhead_ms = clock(overhead_ms);
        let reserve_ms = clock(reserve_ms).max(0);
        if let Some(mt) = limits.movetime_ms {
            let t = (clock(mt) - overhead_ms).max(1);
            return Some(TimeBudget {
                fixed: true,
                ..TimeBudget::from_ms(t, t)
            });
        }
        let time = clock(limits.time_ms?);
        let inc = clock(limits.inc_ms).max(0);
        let default_mtg = if inc > 0 {
            DEFAULT_MOVES_TO_GO_WITH_INCREMENT
        } else {
            DEFAULT_MOVES_TO_GO
        };
        let mtg = limits
            .movestogo
            .map_or(default_mtg, |m| (m as i64).clamp(1, 50));
        // What we may spend at most on this move: the clock minus the overhead, with a little
        // extra reserve that grows with the clock. A low clock also keeps the overhead of the
        // moves still to come: the GUI's and the OS's delays are paid on every move, and a
        // clock that settles near zero has no room for a late one. Spending falls to nothing
        // as the clock nears that floor, from twice it, so a full clock is spent as before.
        // The stall reserve is kept once, on top.
        let floor = overhead_ms * (2 + mtg) + reserve_ms;
        let usable = (time - overhead_ms - reserve_ms - time / 50)
            .min(2 * (time - floor))
            .max(1);
        let reserve = RESERVE_INCREMENTS * inc;
        let inc_share = if reserve > 0 && usable < reserve {
            // usable < reserve, so the share fits; the product itself may not fit in i64.
            (i128::from(inc) * 3 / 4 * i128::from(usable) / i128::from(reserve)) as i64
        } else {
            inc * 3 / 4
        };
        let soft = if mtg == 1 {
            usable * 7 / 10
        } else {
            (usable / mtg + inc_share).min(usable / 2)
        };
        let hard = if mtg == 1 {
            usable * 9 / 10
        } else {
            (soft * 4).min(usable * 2 / 5).max(soft)
        };
        Some(TimeBudget::from_ms(
            soft.clamp(1, usable),
            hard.clamp(1, usable),
        ))
    }

    fn from_ms(soft: i64, hard: i64) -> TimeBudget {
        TimeBudget {
            soft: Duration::from_millis(soft.max(1) as u64),
            hard: Duration::from_millis(hard.max(1) as u64),
            fixed: false,
        }
    }

    /// Scales the soft limit: above 1 when the best move is unstable, below 1 when it is obvious.
    /// A fixed time is not scaled: it is the hard limit.
    pub fn scaled_soft(&self, factor: f64) -> Duration {
        if self.fixed {
            return self.hard;
        }
        self.soft.mul_f64(factor.clamp(0.3, 3.0)).min(self.hard)
    }

    /// After an iteration to `depth`: has this move had its time, `elapsed` counted from the
    /// start of the search (or of the `ponderhit`)? The soft limit is scaled by what the
    /// iterations say (`SearchTrend::soft_factor`), and a single legal move needs no thought.
    pub fn iteration_time_up(
        &self,
        elapsed: Duration,
        trend: SearchTrend,
        root_moves: usize,
        depth: i32,
    ) -> bool {
        elapsed >= self.scaled_soft(trend.soft_factor())
            || (root_moves == 1 && depth >= SINGLE_MOVE_DEPTH)
    }

    /// Past the hard limit the answer is due, whatever the search is doing.
    #[inline]
    pub fn hard_time_up(&self, elapsed: Duration) -> bool {
        elapsed >= self.hard
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Clocks of any size, even absurd ones from a fuzzer, give a budget within the clock.
    #[test]
    fn huge_or_negative_clocks_give_a_sane_budget() {
        for (time, inc) in [
            (i64::MAX, i64::MAX),
            (i64::MAX, 0),
            (9_111_111_111_111_111_100, 10),
            (1000, i64::MAX),
            (i64::MIN, i64::MIN),
        ] {
            let b = budget(time, inc, None);
            assert!(
                b.soft >= Duration::from_millis(1) && b.soft <= b.hard,
                "{time} {inc}"
            );
            assert!(b.hard <= Duration::from_millis(CLOCK_LIMIT_MS as u64));
        }
        for mt in [i64::MAX, i64::MIN] {
            let limits = Limits {
                movetime_ms: Some(mt),
                ..Limits::default()
            };
            assert!(TimeBudget::new(&limits, i64::MAX).is_some());
        }
    }

    fn budget(time: i64, inc: i64, mtg: Option<u32>) -> TimeBudget {
        let limits = Limits {
            time_ms: Some(time),
            inc_ms: inc,
            movestogo: mtg,
            ..Limits::default()
        };
        TimeBudget::new(&limits, 10).unwrap()
    }

    #[test]
    fn edge_cases() {
        // Tiny remaining time: never more than what is left, never zero.
        let b = budget(5, 0, None);
        assert!(b.hard >= Duration::from_millis(1) && b.hard <= Duration::from_millis(5));
        // Negative clock: minimal but valid.
        let b = budget(-100, 0, None);
        assert_eq!(b.hard, Duration::from_millis(1));
        // No increment, sudden death: a small share of the clock.
        let b = budget(60_000, 0, None);
        assert!(b.soft < Duration::from_millis(2_500) && b.soft > Duration::from_millis(1_000));
        assert!(b.hard <= Duration::from_millis(24_000));
        // movestogo 1: most of the clock is usable but keeps a reserve.
        let b = budget(2_000, 0, Some(1));
        assert!(b.hard < Duration::from_millis(2_000 - 10));
        assert!(b.soft > Duration::from_millis(1_000));
        // 1s+0.01s: small budgets.
        let b = budget(1_000, 10, None);
        assert!(b.hard < Duration::from_millis(400));
        // With an increment the clock is shared over 20 moves, not 30. Above twenty increments
        // the increment is spent (three quarters of it) on top of the clock's share; below, in
        // proportion, so that the clock settles instead of draining.
        let b = budget(3_000, 50, None);
        assert_eq!(b.soft, Duration::from_millis((3_000 - 10 - 60) / 20 + 37));
        let b = budget(500, 50, None);
        let usable = 500 - 10 - 10;
        assert_eq!(
            b.soft,
            Duration::from_millis((usable / 20 + 37 * usable / 1_000) as u64)
        );
        assert!(
            b.soft < Duration::from_millis(50),
            "less than the increment: {b:?}"
        );
        // Near the overhead of this move and the 20 assumed to come (220 ms), the usable clock
        // is twice what is left above it, and nothing at it.
        let low = budget(400, 50, None);
        let usable = 2 * (400 - 220);
        assert_eq!(
            low.soft,
            Duration::from_millis((usable / 20 + 37 * usable / 1_000) as u64)
        );
        assert_eq!(budget(220, 50, None).hard, Duration::from_millis(1));
        // Movetime minus overhead.
        let limits = Limits {
            movetime_ms: Some(100),
            ..Limits::default()
        };
        let fixed = TimeBudget::new(&limits, 10).unwrap();
        assert_eq!(fixed.hard, Duration::from_millis(90));
        // ...searched to the end: an obvious, stable best move does not cut it short.
        let obvious = trend(4, 0.95, -50).soft_factor();
        assert!(obvious < 0.6, "{obvious}");
        assert_eq!(fixed.scaled_soft(obvious), Duration::from_millis(90));
        assert!(!fixed.iteration_time_up(Duration::from_millis(89), trend(4, 0.95, 0), 20, 12));
        assert!(fixed.iteration_time_up(Duration::from_millis(90), trend(4, 0.95, 0), 20, 12));
        // A clock's budget is scaled.
        let clock = budget(60_000, 0, None);
        assert!(clock.scaled_soft(obvious) < clock.soft);
        // Depth-only search: no budget.
        assert!(TimeBudget::new(&Limits::depth(5), 10).is_none());
    }

    /// A game at 2s+0.02s where every move takes its whole hard limit and arrives 5 ms late:
    /// the clock settles well above zero, with room for a delay many times that (the overhead
    /// reserved for the moves to come).
    #[test]
    fn a_fast_game_keeps_a_reserve_on_the_clock() {
        let (inc, latency) = (20, 5);
        let mut clock = 2_000;
        let mut lowest = clock;
        for _ in 0..300 {
            let b = budget(clock, inc, None);
            clock += inc - b.hard.as_millis() as i64 - latency;
            lowest = lowest.min(clock);
        }
        assert!(lowest > 225, "the clock fell to {lowest} ms");
        assert!(clock < 600, "and the time is still used: {clock} ms");
    }

    /// A stall reserve keeps that much more on the clock: the usable time shrinks by it, and
    /// the floor where spending stops rises by it; none leaves the budget as it was.
    #[test]
    fn a_stall_reserve_is_kept_on_the_clock() {
        let limits = |time| Limits {
            time_ms: Some(time),
            inc_ms: 10,
            ..Limits::default()
        };
        for time in [150, 400, 1_000, 60_000] {
            assert_eq!(
                TimeBudget::with_reserve(&limits(time), 10, 0),
                TimeBudget::new(&limits(time), 10)
            );
        }
        // 1 s + 10 ms: 220 ms of floor (10 ms for this move and 21 to come) and 200 ms of
        // reserve; at 600 ms, twice the 180 ms above the floor is usable.
        let b = TimeBudget::with_reserve(&limits(600), 10, 200).unwrap();
        let usable = 2 * (600 - 420);
        assert_eq!(b.soft, Duration::from_millis(usable / 20 + 7));
        assert_eq!(b.hard, Duration::from_millis(4 * (usable / 20 + 7)));
        assert_eq!(
            TimeBudget::with_reserve(&limits(420), 10, 200)
                .unwrap()
                .hard,
            Duration::from_millis(1)
        );
        // A large clock: the reserve comes off what may be spent at most.
        let b = TimeBudget::with_reserve(&limits(1_000), 10, 500).unwrap();
        assert!(b.hard < TimeBudget::new(&limits(1_000), 10).unwrap().hard);
        // A fixed move time is the GUI's: only the overhead comes off.
        let fixed = Limits {
            movetime_ms: Some(100),
            ..Limits::default()
        };
        assert_eq!(
            TimeBudget::with_reserve(&fixed, 10, 500),
            TimeBudget::new(&fixed, 10)
        );
    }

    fn trend(stable_iterations: i32, best_move_nodes: f64, score_drop: i32) -> SearchTrend {
        SearchTrend {
            stable_iterations,
            best_move_nodes,
            score_drop,
        }
    }

    #[test]
    fn the_soft_limit_follows_the_trend() {
        let close = |a: f64, b: f64| (a - b).abs() < 1e-9;
        // Neutral: stable for two iterations, a third of the nodes, a steady score.
        assert!(close(trend(2, 1.0 / 3.0, 0).soft_factor(), 1.5));
        // Stable, nearly all the nodes: a small fraction of the soft limit.
        assert!(close(trend(4, 0.9, 0).soft_factor(), 0.8 * 0.65));
        // A new best move that shares the effort and a falling score: much more.
        assert!(close(trend(0, 0.2, 75).soft_factor(), 1.4 * 1.7 * 1.5));
        // A rising score saves a little, a collapsing one is capped.
        assert!(close(trend(2, 1.0, -300).soft_factor(), 0.5 * 0.85));
        assert!(close(trend(2, 1.0, 900).soft_factor(), 0.5 * 1.5));
        // Shares outside [0, 1], or none at all, count as no share (the effort factor caps).
        assert!(close(trend(2, -1.0, 0).soft_factor(), 1.8));
        assert!(close(trend(2, f64::NAN, 0).soft_factor(), 1.8));
    }

    #[test]
    fn iterations_stop_sooner_when_the_best_move_is_stable() {
        let b = TimeBudget::from_ms(100, 400);
        let ms = Duration::from_millis;
        let unsure = trend(0, 0.5, 0); // 1.4 * 1.25
        assert!(!b.iteration_time_up(ms(174), unsure, 20, 10));
        assert!(b.iteration_time_up(ms(175), unsure, 20, 10));
        let obvious = trend(4, 0.9, 0); // 0.8 * 0.65
        assert!(b.iteration_time_up(ms(52), obvious, 20, 10));
        assert!(!b.iteration_time_up(ms(51), obvious, 20, 10));
        // At most three times the soft limit (and never past the hard one), however unsure.
        assert!(!b.iteration_time_up(ms(299), trend(0, 0.0, 500), 20, 10));
        assert!(b.iteration_time_up(ms(300), trend(0, 0.0, 500), 20, 10));
        assert!(b.iteration_time_up(ms(0), unsure, 1, 4));
        assert!(!b.iteration_time_up(ms(0), unsure, 1, 3));
        assert!(b.hard_time_up(ms(400)) && !b.hard_time_up(ms(399)));
    }
}

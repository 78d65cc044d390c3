//! What the moves really cost by the GUI's clock. The engine measures a search from the moment
//! its command was read to its answer; the GUI measures from its `go` to the answer it reads,
//! and a loaded machine can stall either process, or the search itself, for longer than the
//! `Move Overhead` the budget keeps (tens of milliseconds, hundreds at times with other work on
//! every core). The clock the GUI sends with the next `go` tells what the last move cost:
//! `OverrunWatch` keeps the largest recent excess over the hard limit as a reserve the budget
//! keeps on the clock (`TimeBudget::with_reserve`), so one stall teaches the engine to leave
//! room for the next, in this game and the next ones. On a machine that keeps up the moves end within their limits, the
//! reserve stays at zero and the budget is what it was.

use super::time::TimeBudget;
use super::Limits;

/// How much of the reserve fades with each move: a 256th, so that it halves over about 180
/// moves (two games at fast time controls): a stall is remembered into the next game, since a
/// load that stalled one game goes on into the next (a match keeps the engine's process).
const FADE: i64 = 256;

/// The most the reserve keeps: a GUI that paused for minutes (a debugger, a laptop's sleep) says
/// nothing of the machine's load, and a second covers the stalls of a machine with several
/// times as much work as cores.
pub(super) const MAX_RESERVE_MS: i64 = 1_000;

/// A timed search the engine made, as the next one reads it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct TimedMove {
    /// Plies from the game's start to the position searched (its FEN's move number counts).
    ply: u64,
    time_ms: i64,
    inc_ms: i64,
    /// The clock gets a new period's time after this move (`movestogo 1`).
    refills: bool,
    hard_ms: i64,
}

/// The stall reserve learnt from the clocks the GUI sends.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OverrunWatch {
    last: Option<TimedMove>,
    /// In microseconds, so that a reserve of less than `FADE` milliseconds fades too (in
    /// milliseconds a 256th of 150 is 0: it stayed for good).
    reserve_us: i64,
}

impl OverrunWatch {
    /// The reserve to keep now.
    pub fn reserve_ms(&self) -> i64 {
        self.reserve_us / 1_000
    }

    /// A `go` at game ply `ply` with `limits`: when the engine's previous timed move was two
    /// plies before in the same game (its clock not refilled since), what it cost is the clock
    /// then, plus the increment, less the clock now; beyond its hard limit, that is an overrun
    /// the reserve keeps (the largest recent one, at most a second, fading by a 256th a move).
    /// Returns the reserve.
    pub fn observe(&mut self, ply: u64, limits: &Limits) -> i64 {
        let last = self.last.take();
        let Some(now) = limits.time_ms else {
            return self.reserve_ms();
        };
        self.reserve_us -= self.reserve_us / FADE;
        if let Some(last) = last.filter(|l| l.ply + 2 == ply && !l.refills) {
            let cost = last.time_ms.saturating_add(last.inc_ms).saturating_sub(now);
            let overrun = cost.saturating_sub(last.hard_ms);
            // A cost beyond the whole clock is not a move's (a GUI that set the clock anew).
            if cost <= last.time_ms.saturating_add(last.inc_ms) {
                self.reserve_us = self
                    .reserve_us
                    .max(overrun.min(MAX_RESERVE_MS).saturating_mul(1_000));
            }
        }
        self.reserve_ms()
    }

    /// The search of this `go` got `budget` (from `observe`'s reserve).
    pub fn record(&mut self, ply: u64, limits: &Limits, budget: Option<TimeBudget>) {
        self.last = match (limits.time_ms, budget) {
            (Some(time_ms), Some(b)) if limits.movetime_ms.is_none() => Some(TimedMove {
                ply,
                time_ms,
                inc_ms: limits.inc_ms.max(0),
                refills: limits.movestogo == Some(1),
                hard_ms: b.hard.as_millis().min(i64::MAX as u128) as i64,
            }),
            _ => None,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clock(time_ms: i64, inc_ms: i64) -> Limits {
        Limits {
            time_ms: Some(time_ms),
            inc_ms,
            ..Limits::default()
        }
    }

    /// One move: observe, budget, record; returns the hard limit.
    fn go(watch: &mut OverrunWatch, ply: u64, limits: &Limits) -> i64 {
        let reserve = watch.observe(ply, limits);
        let budget = TimeBudget::with_reserve(limits, 10, reserve);
        watch.record(ply, limits, budget);
        budget.map_or(0, |b| b.hard.as_millis() as i64)
    }

    #[test]
    fn an_overrun_by_the_guis_clock_is_kept_and_fades() {
        let mut w = OverrunWatch::default();
        let hard = go(&mut w, 10, &clock(1_000, 10));
        // The move cost its hard limit and 150 ms more.
        let now = 1_000 + 10 - (hard + 150);
        assert_eq!(w.observe(12, &clock(now, 10)), 150);
        // Moves within their limits: the reserve fades by a 256th each.
        w.record(
            12,
            &clock(now, 10),
            TimeBudget::with_reserve(&clock(now, 10), 10, 150),
        );
        let hard = w.last.unwrap().hard_ms;
        assert_eq!(w.observe(14, &clock(now + 10 - hard, 10)), 149);
        // A larger overrun replaces it; a smaller one does not.
        w.record(
            14,
            &clock(800, 10),
            TimeBudget::with_reserve(&clock(800, 10), 10, 148),
        );
        let hard = w.last.unwrap().hard_ms;
        assert_eq!(w.observe(16, &clock(800 + 10 - hard - 300, 10)), 300);
        // A GUI that stopped for a minute: a second is kept, no more.
        w.record(
            16,
            &clock(60_000, 10),
            TimeBudget::with_reserve(&clock(60_000, 10), 10, 300),
        );
        let hard = w.last.unwrap().hard_ms;
        assert_eq!(
            w.observe(18, &clock(60_000 + 10 - hard - 30_000, 10)),
            1_000
        );
    }

    /// A reserve below 256 ms fades as a larger one does: about half of it is left after 180
    /// moves within their limits, and none a few hundred moves later.
    #[test]
    fn a_small_reserve_fades_too() {
        let mut w = OverrunWatch::default();
        let hard = go(&mut w, 0, &clock(1_000, 10));
        assert_eq!(w.observe(2, &clock(1_000 + 10 - hard - 150, 10)), 150);
        for n in 1..=180 {
            w.observe(2 + 2 * n, &clock(1_000, 10));
        }
        let left = w.reserve_ms();
        assert!((70..=80).contains(&left), "{left} ms after 180 moves");
        for n in 181..=2_000 {
            w.observe(2 + 2 * n, &clock(1_000, 10));
        }
        assert_eq!(w.reserve_ms(), 0);
    }

    #[test]
    fn only_the_same_sides_next_move_teaches() {
        let mut w = OverrunWatch::default();
        let hard = go(&mut w, 10, &clock(1_000, 10));
        let late = 1_000 + 10 - hard - 200;
        // Another game, or the other side's move (a GUI that analyses): nothing learnt.
        assert_eq!(w.observe(40, &clock(late, 10)), 0);
        go(&mut w, 10, &clock(1_000, 10));
        assert_eq!(w.observe(11, &clock(late, 10)), 0);
        // After the last move of a period the clock is refilled: no cost can be read.
        let period = Limits {
            movestogo: Some(1),
            ..clock(1_000, 0)
        };
        go(&mut w, 10, &period);
        assert_eq!(w.observe(12, &clock(100, 0)), 0);
        // Untimed searches record nothing; a fixed move time neither.
        go(&mut w, 10, &Limits::depth(5));
        assert_eq!(w.observe(12, &clock(10, 0)), 0);
        // A clock set anew, above what it was: nothing.
        go(&mut w, 10, &clock(1_000, 10));
        assert_eq!(w.observe(12, &clock(5_000, 10)), 0);
    }

    /// A game at 1s+0.01s on a loaded machine: every move costs 3 ms more than its whole hard
    /// limit, and every 40th stalls past it, 150 ms the first time and 250 ms after. Without
    /// the watch a stall that comes when the clock sits near its floor (220 ms) loses on time;
    /// with it, the first stall sets the reserve and the clock stays above zero to the end.
    #[test]
    fn stalls_on_a_loaded_machine_are_kept_in_reserve() {
        let play = |learn: bool| {
            let mut w = OverrunWatch::default();
            let mut time = 1_000;
            let mut lowest = time;
            for n in 0..300u64 {
                let limits = clock(time, 10);
                let reserve = if learn { w.observe(2 * n, &limits) } else { 0 };
                let budget = TimeBudget::with_reserve(&limits, 10, reserve);
                w.record(2 * n, &limits, budget);
                let hard = budget.map_or(0, |b| b.hard.as_millis() as i64);
                let stall = match n {
                    39 => 150,
                    n if n % 40 == 39 => 250,
                    _ => 0,
                };
                time = time - hard - 3 - stall;
                lowest = lowest.min(time);
                time += 10;
            }
            lowest
        };
        assert!(play(false) < 0, "without the reserve: {} ms", play(false));
        assert!(play(true) > 0, "with it: {} ms", play(true));
    }
}

//! How busy the machine is, as the search thread sees it: how long it stood ready to run while
//! other work held the cores. `overrun::OverrunWatch` learns from a stall only after the GUI's
//! clock shows it; on a machine with several times more work than cores the first stall can
//! already lose the game at a fast time control. The time a thread waits in the run queue
//! (Linux's /proc/thread-self/schedstat) tells of that load from the first searches on, before
//! any move went late, and on an idle machine it is next to nothing.

use super::overrun::MAX_RESERVE_MS;

/// A thread's scheduler times: on a core, and ready but waiting for one.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct ThreadTimes {
    pub run_ns: u64,
    pub wait_ns: u64,
}

impl ThreadTimes {
    /// The calling thread's times so far, or `None` where the system does not keep them.
    pub fn now() -> Option<ThreadTimes> {
        let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
        ThreadTimes::parse(&text)
    }

    /// `schedstat`'s line: run time, run-queue wait (both in ns), timeslices.
    fn parse(text: &str) -> Option<ThreadTimes> {
        let mut fields = text.split_whitespace().map(|f| f.parse::<u64>().ok());
        Some(ThreadTimes {
            run_ns: fields.next()??,
            wait_ns: fields.next()??,
        })
    }

    /// The times from `earlier` to `self` (the same thread).
    pub fn since(self, earlier: ThreadTimes) -> ThreadTimes {
        ThreadTimes {
            run_ns: self.run_ns.saturating_sub(earlier.run_ns),
            wait_ns: self.wait_ns.saturating_sub(earlier.wait_ns),
        }
    }
}

/// How much of each search's weight a new one replaces: an eighth, so the estimate follows a
/// load that comes or goes within a few moves, and one odd search moves it little.
const FADE: u64 = 8;

/// The reserve for a search thread that waits as long as it runs (another thread wants its
/// core all the time). It grows with the ratio: a thread that waits nine times as long as it
/// runs shares its core with about nine others, and its stalls last about as many turns.
/// At 1s+0.01s with two games on 2 cores and a build beside them, stalls of a quarter to
/// half a second past the hard limit were seen (bench/RESULTS.md, "Keeping time under load").
const RESERVE_PER_WAIT_RATIO_MS: f64 = 40.0;

/// The recent searches' run and wait times, each search weighed by its length.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LoadWatch {
    run_ns: u64,
    wait_ns: u64,
}

impl LoadWatch {
    /// A finished search's times.
    pub fn add(&mut self, search: ThreadTimes) {
        self.run_ns = self.run_ns - self.run_ns / FADE + search.run_ns / FADE;
        self.wait_ns = self.wait_ns - self.wait_ns / FADE + search.wait_ns / FADE;
    }

    /// Waiting time for each unit of running time, recently (0 on an idle machine).
    pub fn wait_ratio(&self) -> f64 {
        if self.run_ns == 0 {
            return 0.0;
        }
        self.wait_ns as f64 / self.run_ns as f64
    }

    /// What to keep on the clock for the stalls such a load brings.
    pub fn reserve_ms(&self) -> i64 {
        let ms = self.wait_ratio() * RESERVE_PER_WAIT_RATIO_MS;
        (ms as i64).clamp(0, MAX_RESERVE_MS)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn schedstat_is_read_as_run_and_wait() {
        assert_eq!(
            ThreadTimes::parse("545467843 16698453 38\n"),
            Some(ThreadTimes {
                run_ns: 545_467_843,
                wait_ns: 16_698_453
            })
        );
        assert_eq!(ThreadTimes::parse("545467843\n"), None);
        assert_eq!(ThreadTimes::parse("x 1 2"), None);
        let later = ThreadTimes {
            run_ns: 600,
            wait_ns: 20,
        };
        let earlier = ThreadTimes {
            run_ns: 500,
            wait_ns: 30,
        };
        assert_eq!(
            later.since(earlier),
            ThreadTimes {
                run_ns: 100,
                wait_ns: 0
            }
        );
    }

    /// This thread's own times move as it works (where the system keeps them: Linux).
    #[test]
    fn a_busy_thread_runs() {
        let before = ThreadTimes::now();
        if !cfg!(target_os = "linux") && before.is_none() {
            return;
        }
        let before = before.expect("Linux keeps /proc/thread-self/schedstat");
        let mut x = 0u64;
        for i in 0..20_000_000u64 {
            x = x.wrapping_mul(31).wrapping_add(i);
        }
        std::hint::black_box(x);
        let after = ThreadTimes::now().unwrap();
        assert!(after.since(before).run_ns > 0);
    }

    #[test]
    fn the_reserve_follows_the_load() {
        let mut w = LoadWatch::default();
        assert_eq!(w.reserve_ms(), 0);
        // An idle machine: 1% waiting, nothing kept.
        for _ in 0..50 {
            w.add(ThreadTimes {
                run_ns: 100_000_000,
                wait_ns: 1_000_000,
            });
        }
        assert_eq!(w.reserve_ms(), 0);
        // Ten threads to a core: the thread waits nine times as long as it runs.
        for _ in 0..50 {
            w.add(ThreadTimes {
                run_ns: 10_000_000,
                wait_ns: 90_000_000,
            });
        }
        let loaded = w.reserve_ms();
        assert!((340..=360).contains(&loaded), "{loaded} ms");
        // The load goes: the reserve goes with it within a few dozen moves.
        for _ in 0..40 {
            w.add(ThreadTimes {
                run_ns: 100_000_000,
                wait_ns: 0,
            });
        }
        assert!(w.reserve_ms() < 5, "{} ms", w.reserve_ms());
        // However long the wait, no more than the cap is kept.
        w.add(ThreadTimes {
            run_ns: 0,
            wait_ns: u64::MAX / 2,
        });
        assert_eq!(w.reserve_ms(), MAX_RESERVE_MS);
    }
}

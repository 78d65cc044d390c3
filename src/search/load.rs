//! How busy the machine is, as the search thread sees it: how long it stood ready to run while
//! other work held the cores. `overrun::OverrunWatch` learns from a stall only after the GUI's
//! clock shows it; on a machine with several times more work than cores the first stall can
//! already lose the game at a fast time control. The wall time a search thread does not spend
//! on a core tells of that load from the first searches on, before any move went late, and on
//! an idle machine it is next to nothing.
//!
//! The thread's CPU time comes from the clock every POSIX system keeps for each thread
//! (`CLOCK_THREAD_CPUTIME_ID`), not from Linux's /proc/thread-self/schedstat: some kernels
//! (virtual machines among them) leave that file at zeros. A search thread never blocks while
//! it searches, so its wall time less its CPU time is time spent waiting for a core, once the
//! time it idled on purpose (a search waiting for `stop` or `ponderhit`) is taken out.

use super::overrun::MAX_RESERVE_MS;
use std::time::{Duration, Instant};

/// A thread's times over a stretch of work: on a core, and not.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct ThreadTimes {
    pub run_ns: u64,
    pub wait_ns: u64,
}

impl ThreadTimes {
    /// These times without `idle`, wall time the thread spent not wanting a core.
    pub fn less_idle(self, idle: Duration) -> ThreadTimes {
        let idle_ns = u64::try_from(idle.as_nanos()).unwrap_or(u64::MAX);
        ThreadTimes {
            wait_ns: self.wait_ns.saturating_sub(idle_ns),
            ..self
        }
    }
}

/// Started on a thread, read on the same thread: the wall and CPU time between.
pub struct ThreadClock {
    wall: Instant,
    cpu_ns: Option<u64>,
}

impl ThreadClock {
    pub fn start() -> ThreadClock {
        ThreadClock {
            wall: Instant::now(),
            cpu_ns: thread_cpu_ns(),
        }
    }

    /// The times since `start`, or `None` where the system keeps no CPU clock per thread.
    pub fn read(&self) -> Option<ThreadTimes> {
        let wall_ns = u64::try_from(self.wall.elapsed().as_nanos()).unwrap_or(u64::MAX);
        let run_ns = thread_cpu_ns()?.saturating_sub(self.cpu_ns?);
        Some(ThreadTimes {
            run_ns,
            wait_ns: wall_ns.saturating_sub(run_ns),
        })
    }
}

/// The calling thread's CPU time so far, in ns.
#[cfg(unix)]
fn thread_cpu_ns() -> Option<u64> {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a live, writable timespec owned by this frame, the only memory the call
    // writes; CLOCK_THREAD_CPUTIME_ID needs no other argument and fails with a return code,
    // which is checked, on a system without it.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    if rc != 0 {
        return None;
    }
    let secs = u64::try_from(ts.tv_sec).ok()?;
    let nanos = u64::try_from(ts.tv_nsec).ok()?;
    Some(secs * 1_000_000_000 + nanos)
}

#[cfg(not(unix))]
fn thread_cpu_ns() -> Option<u64> {
    None
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
    last: Option<ThreadTimes>,
}

impl LoadWatch {
    /// A finished search's times.
    pub fn add(&mut self, search: ThreadTimes) {
        self.run_ns = self.run_ns - self.run_ns / FADE + search.run_ns / FADE;
        self.wait_ns = self.wait_ns - self.wait_ns / FADE + search.wait_ns / FADE;
        self.last = Some(search);
    }

    /// The last search's times.
    pub fn last(&self) -> Option<ThreadTimes> {
        self.last
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

    /// A thread that computes is on a core; one that sleeps is not. (Where the system keeps a
    /// CPU clock per thread: every Unix.)
    #[test]
    fn running_and_waiting_are_told_apart() {
        let clock = ThreadClock::start();
        if cfg!(not(unix)) && clock.read().is_none() {
            return;
        }
        let mut x = 0u64;
        for i in 0..20_000_000u64 {
            x = x.wrapping_mul(31).wrapping_add(i);
        }
        std::hint::black_box(x);
        let busy = clock.read().expect("a Unix thread has a CPU clock");
        assert!(busy.run_ns > 1_000_000, "{busy:?}");

        let clock = ThreadClock::start();
        std::thread::sleep(std::time::Duration::from_millis(50));
        let idle = clock.read().expect("a Unix thread has a CPU clock");
        assert!(idle.wait_ns >= 45_000_000, "{idle:?}");
        assert!(idle.run_ns < 20_000_000, "{idle:?}");
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

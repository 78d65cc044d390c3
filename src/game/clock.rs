//! A chess clock: what a time control gives (`ClockSpec`) and one side's clock that spends it
//! (`Clock`). The tournament runner, the XBoard adapter and `ferrum play` all keep time with
//! these; each keeps its own rules on top (when a flag counts, who measures the time, how the
//! time becomes search limits).
//!
//! Times are signed milliseconds: a clock may go below zero (a late move), and the arithmetic
//! saturates, so a clock set from outside (XBoard's `time`) never overflows.

/// A time control's clock: `moves` per period (None: the whole game is one period), the time
/// each period brings, and the increment added after every move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ClockSpec {
    pub moves: Option<u32>,
    pub base_ms: u64,
    pub inc_ms: u64,
}

impl ClockSpec {
    /// Moves left in the current period, counting the next one, for a side that has made
    /// `made` moves since its first period began; `None` when the whole game is one period.
    /// A period of zero moves counts as one.
    pub fn moves_to_go(&self, made: usize) -> Option<u32> {
        let per = self.moves?.max(1);
        Some(per - (made % per as usize) as u32)
    }

    /// The increment as a signed time.
    pub fn inc(&self) -> i64 {
        saturated(self.inc_ms)
    }

    /// The base time as a signed time.
    pub fn base(&self) -> i64 {
        saturated(self.base_ms)
    }
}

fn saturated(ms: u64) -> i64 {
    i64::try_from(ms).unwrap_or(i64::MAX)
}

/// One side's clock: the time left, and the moves made since the current period began.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Clock {
    spec: ClockSpec,
    remaining_ms: i64,
    moves_in_period: u32,
}

impl Clock {
    /// A full clock at the start of its first period.
    pub fn new(spec: ClockSpec) -> Clock {
        Clock {
            spec,
            remaining_ms: spec.base(),
            moves_in_period: 0,
        }
    }

    pub fn spec(&self) -> ClockSpec {
        self.spec
    }

    /// Milliseconds left; below zero after a late move.
    pub fn remaining_ms(&self) -> i64 {
        self.remaining_ms
    }

    /// Sets the time left, as a referee says it (XBoard's `time` and `otim`).
    pub fn set_remaining_ms(&mut self, ms: i64) {
        self.remaining_ms = ms;
    }

    /// Back to the base time, at the start of a first period.
    pub fn reset(&mut self) {
        *self = Clock::new(self.spec);
    }

    /// Takes `spent_ms` off the clock.
    pub fn charge(&mut self, spent_ms: i64) {
        self.remaining_ms = self.remaining_ms.saturating_sub(spent_ms);
    }

    /// Adds the increment (after a move).
    pub fn add_increment(&mut self) {
        self.remaining_ms = self.remaining_ms.saturating_add(self.spec.inc());
    }

    /// A move was made (its time already charged): the increment, and the move counted towards
    /// the period; the period's last move brings the base time again.
    pub fn complete_move(&mut self) {
        self.add_increment();
        if let Some(per) = self.spec.moves {
            self.moves_in_period += 1;
            if self.moves_in_period >= per {
                self.moves_in_period = 0;
                self.remaining_ms = self.remaining_ms.saturating_add(self.spec.base());
            }
        }
    }

    /// Moves left in the current period, counting the next one (None: one period for the game).
    pub fn moves_to_go(&self) -> Option<u32> {
        self.spec.moves_to_go(self.moves_in_period as usize)
    }

    /// The flag has fallen: the time left is below zero even with `grace_ms` more.
    pub fn flag_fell(&self, grace_ms: i64) -> bool {
        self.remaining_ms.saturating_add(grace_ms) < 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(moves: Option<u32>, base_ms: u64, inc_ms: u64) -> ClockSpec {
        ClockSpec {
            moves,
            base_ms,
            inc_ms,
        }
    }

    #[test]
    fn moves_charge_time_and_add_increments() {
        let mut clock = Clock::new(spec(None, 60_000, 2_000));
        clock.charge(1_500);
        assert_eq!(clock.remaining_ms(), 58_500);
        clock.complete_move();
        assert_eq!(clock.remaining_ms(), 60_500);
        assert_eq!(clock.moves_to_go(), None);
        clock.charge(70_000);
        assert!(clock.flag_fell(0));
        assert!(!clock.flag_fell(10_000));
        clock.reset();
        assert_eq!(clock.remaining_ms(), 60_000);
    }

    #[test]
    fn the_period_end_refills_the_clock() {
        let mut clock = Clock::new(spec(Some(2), 1_000, 100));
        assert_eq!(clock.moves_to_go(), Some(2));
        clock.charge(10);
        clock.complete_move();
        assert_eq!(
            (clock.remaining_ms(), clock.moves_to_go()),
            (1_090, Some(1))
        );
        clock.charge(10);
        clock.complete_move();
        // The second move of the period brings the base time again.
        assert_eq!(
            (clock.remaining_ms(), clock.moves_to_go()),
            (2_180, Some(2))
        );
    }

    #[test]
    fn moves_to_go_counts_the_period() {
        let forty = spec(Some(40), 300_000, 0);
        assert_eq!(forty.moves_to_go(0), Some(40));
        assert_eq!(forty.moves_to_go(39), Some(1));
        assert_eq!(forty.moves_to_go(40), Some(40));
        assert_eq!(spec(Some(0), 1_000, 0).moves_to_go(5), Some(1));
        assert_eq!(spec(None, 1_000, 0).moves_to_go(5), None);
    }

    #[test]
    fn arithmetic_saturates() {
        let mut clock = Clock::new(spec(None, u64::MAX, u64::MAX));
        assert_eq!(clock.remaining_ms(), i64::MAX);
        clock.add_increment();
        assert_eq!(clock.remaining_ms(), i64::MAX);
        clock.set_remaining_ms(i64::MIN + 1);
        clock.charge(10);
        assert_eq!(clock.remaining_ms(), i64::MIN);
    }
}

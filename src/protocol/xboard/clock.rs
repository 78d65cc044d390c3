//! XBoard's clock commands (`level`, `st`, `sd`, `nps`, `time`, `otim`) turned into the
//! protocol-neutral `Limits` that UCI's `go` also produces, so one time manager serves both.
//!
//! Both sides' time is kept on the shared `game::clock::Clock`. Conventional controls
//! (`level 40 5 0`) count the engine's moves since the `level` command (or the start of the
//! game) and pass the moves left in the session as `movestogo`.

use super::command::Level;
use crate::core::Color;
use crate::game::clock::{Clock, ClockSpec};
use crate::search::time::TimeBudget;
use crate::search::Limits;

/// xboard's own default: 40 moves in 5 minutes.
pub const DEFAULT_LEVEL: Level = Level {
    moves: 40,
    base_ms: 300_000,
    inc_ms: 0,
};

/// The clock a `level` sets (0 moves: the whole game is one session).
fn clock_spec(level: Level) -> ClockSpec {
    ClockSpec {
        moves: (level.moves > 0).then_some(level.moves),
        base_ms: level.base_ms.max(0) as u64,
        inc_ms: level.inc_ms.max(0) as u64,
    }
}

/// Where the current session began: the ply of the game and the side to move then.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct SessionStart {
    ply: usize,
    turn: Color,
}

/// The clock state of one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clocks {
    /// The engine's clock, from the last `level`; `time` sets what is left on it.
    pub engine: Clock,
    /// The opponent's clock; `otim` sets what is left on it.
    pub opponent: Clock,
    /// `st`: a fixed time per move (ms) limits the engine instead of its clock.
    pub per_move_ms: Option<i64>,
    /// `sd`: depth cap, independent of the clock.
    pub depth: Option<i32>,
    /// `nps`: nodes stand for time at this rate (0: ignored).
    pub nps: Option<u64>,
    session: SessionStart,
}

impl Default for Clocks {
    fn default() -> Clocks {
        let clock = Clock::new(clock_spec(DEFAULT_LEVEL));
        Clocks {
            engine: clock,
            opponent: clock,
            per_move_ms: None,
            depth: None,
            nps: None,
            session: SessionStart {
                ply: 0,
                turn: Color::White,
            },
        }
    }
}

impl Clocks {
    /// `new`: clocks back to the base time, no depth cap and no node rate; the time control
    /// itself stays (xboard resends it anyway).
    pub fn new_game(&mut self, turn: Color) {
        if self.per_move_ms.is_none() {
            self.engine.reset();
            self.opponent.reset();
        }
        self.depth = None;
        self.nps = None;
        self.restart_session(0, turn);
    }

    /// A new position (`setboard`, `edit`): the session counts from here.
    pub fn restart_session(&mut self, ply: usize, turn: Color) {
        self.session = SessionStart { ply, turn };
    }

    /// `level`: a session of `moves` moves starts now, with `base` on both clocks.
    pub fn set_level(&mut self, level: Level, ply: usize, turn: Color) {
        self.per_move_ms = None;
        self.engine = Clock::new(clock_spec(level));
        self.opponent = self.engine;
        self.restart_session(ply, turn);
    }

    pub fn set_per_move(&mut self, ms: i64) {
        self.per_move_ms = Some(ms);
    }

    /// Moves `engine` still has to make in the current session when it is on move at `ply`,
    /// counting this one; `None` when the session is the whole game. Counted from the plies,
    /// not from the engine's moves: the GUI may play some of them (force mode, take-backs).
    pub fn moves_to_go(&self, ply: usize, engine: Color) -> Option<u32> {
        if self.per_move_ms.is_some() {
            return None;
        }
        let plies = ply.saturating_sub(self.session.ply);
        // Plies alternate from the session's first mover.
        let made = if self.session.turn == engine {
            plies.div_ceil(2)
        } else {
            plies / 2
        };
        self.engine.spec().moves_to_go(made)
    }

    /// The engine moved after `spent_ms`: its clock as the GUI will have it (the GUI's `time`
    /// corrects this before the next move, and refills it at the session's end; pondering
    /// uses the estimate).
    pub fn engine_moved(&mut self, spent_ms: i64) {
        if self.per_move_ms.is_none() {
            self.engine.charge(spent_ms);
            self.engine.add_increment();
        }
    }

    /// Search limits for `engine` on move at `ply`.
    pub fn limits(&self, ply: usize, engine: Color, overhead_ms: i64) -> Limits {
        let mut limits = Limits {
            depth: self.depth,
            ..Limits::default()
        };
        let nps = self.nps.filter(|&n| n > 0);
        if let Some(ms) = self.per_move_ms {
            match nps {
                Some(n) => limits.nodes = Some(nodes_for(ms, n)),
                None => limits.movetime_ms = Some(ms),
            }
            return limits;
        }
        let clock = Limits {
            time_ms: Some(self.engine.remaining_ms()),
            inc_ms: self.engine.spec().inc(),
            movestogo: self.moves_to_go(ply, engine),
            ..Limits::default()
        };
        match nps {
            // Time is measured in nodes: the time manager's target for this move, converted
            // at the given rate.
            Some(n) => {
                let soft =
                    TimeBudget::new(&clock, overhead_ms).map_or(1, |b| b.soft.as_millis() as i64);
                limits.nodes = Some(nodes_for(soft, n));
            }
            None => {
                limits.time_ms = clock.time_ms;
                limits.inc_ms = clock.inc_ms;
                limits.movestogo = clock.movestogo;
            }
        }
        limits
    }
}

/// Nodes the engine may search in `ms` at `nps` nodes per second (at least one).
fn nodes_for(ms: i64, nps: u64) -> u64 {
    ((ms.max(0) as u128 * nps as u128 / 1000) as u64).max(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn level(moves: u32, base_ms: i64, inc_ms: i64) -> Level {
        Level {
            moves,
            base_ms,
            inc_ms,
        }
    }

    #[test]
    fn conventional_control_counts_the_session() {
        let mut c = Clocks::default();
        c.set_level(level(40, 300_000, 0), 0, Color::White);
        // The engine plays White: its first move has 40 to go, its 40th has 1.
        assert_eq!(c.moves_to_go(0, Color::White), Some(40));
        assert_eq!(c.moves_to_go(2, Color::White), Some(39));
        assert_eq!(c.moves_to_go(78, Color::White), Some(1));
        assert_eq!(c.moves_to_go(80, Color::White), Some(40));
        // Playing Black from the start: White's first move is not ours.
        assert_eq!(c.moves_to_go(1, Color::Black), Some(40));
        assert_eq!(c.moves_to_go(3, Color::Black), Some(39));
        assert_eq!(c.moves_to_go(79, Color::Black), Some(1));
        assert_eq!(c.moves_to_go(81, Color::Black), Some(40));
        // `level 20 22 0` received before move 41 (WinBoard's secondary session): 20 to go.
        c.set_level(level(20, 22 * 60_000, 0), 80, Color::White);
        assert_eq!(c.moves_to_go(80, Color::White), Some(20));
        assert_eq!(c.moves_to_go(82, Color::White), Some(19));
        // Incremental and per-move controls have no session.
        c.set_level(level(0, 60_000, 1_000), 0, Color::White);
        assert_eq!(c.moves_to_go(10, Color::White), None);
        c.set_per_move(2_500);
        assert_eq!(c.moves_to_go(10, Color::White), None);
    }

    #[test]
    fn limits_from_each_control() {
        let mut c = Clocks::default();
        c.set_level(level(40, 300_000, 0), 0, Color::White);
        c.engine.set_remaining_ms(123_450);
        let l = c.limits(4, Color::White, 10);
        assert_eq!(
            (l.time_ms, l.inc_ms, l.movestogo, l.movetime_ms),
            (Some(123_450), 0, Some(38), None)
        );
        c.set_level(level(0, 120_000, 12_000), 0, Color::White);
        c.engine.set_remaining_ms(5_000);
        c.depth = Some(9);
        let l = c.limits(7, Color::Black, 10);
        assert_eq!(
            (l.time_ms, l.inc_ms, l.movestogo, l.depth),
            (Some(5_000), 12_000, None, Some(9))
        );
        c.set_per_move(2_500);
        let l = c.limits(7, Color::Black, 10);
        assert_eq!(
            (l.movetime_ms, l.time_ms, l.depth),
            (Some(2_500), None, Some(9))
        );
    }

    #[test]
    fn node_rate_turns_time_into_nodes() {
        // python-chess: `nps 1` + `st N` means N nodes; cutechess: `st 1` + `nps N`.
        let mut c = Clocks {
            nps: Some(1),
            ..Clocks::default()
        };
        c.set_per_move(5_000_000);
        assert_eq!(c.limits(0, Color::White, 10).nodes, Some(5_000));
        c.nps = Some(20_000);
        c.set_per_move(1_000);
        let l = c.limits(0, Color::White, 10);
        assert_eq!((l.nodes, l.movetime_ms), (Some(20_000), None));
        // With a clock: the soft budget, as nodes.
        c.set_level(level(0, 60_000, 0), 0, Color::White);
        c.nps = Some(1_000);
        let l = c.limits(0, Color::White, 0);
        let nodes = l.nodes.unwrap();
        assert!(l.time_ms.is_none());
        assert!(nodes > 500 && nodes < 30_000, "{nodes}");
        // nps 0 is ignored.
        c.nps = Some(0);
        assert_eq!(c.limits(0, Color::White, 0).time_ms, Some(60_000));
    }

    #[test]
    fn clocks_follow_the_game() {
        let mut c = Clocks::default();
        c.set_level(level(0, 60_000, 2_000), 0, Color::White);
        c.engine_moved(1_500);
        assert_eq!(c.engine.remaining_ms(), 60_500);
        c.depth = Some(3);
        c.nps = Some(10);
        c.engine.set_remaining_ms(1);
        c.new_game(Color::White);
        assert_eq!(
            (c.engine.remaining_ms(), c.depth, c.nps),
            (60_000, None, None)
        );
    }
}

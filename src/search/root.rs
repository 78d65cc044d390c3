//! The root move list and what the tablebases make of it: at a covered root the moves that keep
//! the best result (shortest mates by DTM, else the prober's WDL/DTZ ranking) and the score to
//! show. The main thread decides once per search; helpers wait for its answer.

use super::worker::Worker;
use super::{INFINITE, MATE, MAX_PLY, TB_WIN};
use crate::core::Move;
use crate::position::Position;
use crate::tb::{Tablebases, TbConfig, MAX_DTZ};
use crate::variant::Variant;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// A move at the root, with what the last iterations found for it.
#[derive(Clone, Debug)]
pub struct RootMove {
    pub mv: Move,
    /// This iteration's score; `-INFINITE` until searched in full (or when not a new best).
    pub score: i32,
    pub previous_score: i32,
    pub seldepth: i32,
    /// Nodes searched below this move in this search, for time management.
    pub nodes: u64,
    /// The line, starting with `mv`.
    pub pv: Vec<Move>,
}

impl RootMove {
    /// The legal moves of `pos`, only `searchmoves` among them unless it is empty, unsearched.
    pub fn list<V: Variant>(pos: &Position<V>, searchmoves: &[Move]) -> Vec<RootMove> {
        pos.legal_moves()
            .iter()
            .filter(|m| searchmoves.is_empty() || searchmoves.contains(m))
            .map(|&mv| RootMove {
                mv,
                score: -INFINITE,
                previous_score: -INFINITE,
                seldepth: 0,
                nodes: 0,
                pv: vec![mv],
            })
            .collect()
    }
}

/// The root moves a tablebase position leaves to the search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RootFilter {
    /// The moves that keep the best result.
    pub keep: Vec<Move>,
    /// The root's score as the tables give it: an exact mate (distance to mate), or a
    /// tablebase win, draw or loss (a WDL/DTZ ranking).
    pub score: Option<i32>,
    /// Whether the search still probes WDL inside the tree (not when DTZ ranked the root, or
    /// the root is not won, as in Stockfish).
    pub probe_in_tree: bool,
    /// Probes spent, for `tbhits`.
    pub probes: u64,
}

/// The score shown for a root whose best tablebase rank is `rank` (Stockfish's `tbScore`):
/// a tablebase win or loss, or a few centipawns for wins and losses the 50-move rule spoils.
fn rank_score(rank: i32, fifty_move_rule: bool) -> i32 {
    let bound = if fifty_move_rule {
        MAX_DTZ / 2 - 100
    } else {
        1
    };
    // Ranked by WDL only: a cursed win or blessed loss is nearly a draw under the rule.
    if fifty_move_rule && rank.abs() == MAX_DTZ - 101 {
        return rank.signum() * 2;
    }
    if rank >= bound {
        TB_WIN
    } else if rank > 0 {
        (rank - (MAX_DTZ / 2 - 200)).max(3) / 2
    } else if rank == 0 {
        0
    } else if rank > -bound {
        (rank + (MAX_DTZ / 2 - 200)).min(-3) / 2
    } else {
        -TB_WIN
    }
}

impl Worker {
    /// In a tablebase position, search only the moves that keep the best result, so the
    /// search cannot spoil a won or drawn ending: the shortest mates where distance-to-mate
    /// tables decide (see `filter_root_by_dtm`), else the moves the prober ranks best (by DTZ
    /// when it can). The main thread decides, helpers wait for its answer and apply the same.
    pub(super) fn filter_root_by_tablebases<V: Variant>(&mut self, pos: &Position<V>) {
        self.tb_root_score = None;
        self.tb_in_tree = true;
        let filter = if self.is_main() {
            let filter = self.root_filter(pos);
            if let Some(f) = &filter {
                self.shared.tbhits.fetch_add(f.probes, Ordering::Relaxed);
            }
            let _ = self.shared.root_filter.set(filter.clone());
            filter
        } else {
            loop {
                if let Some(f) = self.shared.root_filter.get() {
                    break f.clone();
                }
                if self.shared.stop.load(Ordering::Relaxed) {
                    break None;
                }
                std::thread::sleep(Duration::from_micros(200));
            }
        };
        if let Some(f) = filter {
            self.root_moves.retain(|r| f.keep.contains(&r.mv));
            self.tb_root_score = f.score;
            self.tb_in_tree = f.probe_in_tree;
        }
    }

    fn root_filter<V: Variant>(&self, pos: &Position<V>) -> Option<RootFilter> {
        let (tb, cfg) = self.shared.tb.clone()?;
        let pos = crate::tb::as_standard(pos)?;
        if !pos.castling().is_empty()
            || pos.occupied().count() > cfg.probe_limit.min(tb.max_pieces())
            || self.root_moves.is_empty()
        {
            return None;
        }
        // A DTM-filtered root decides the move by itself, so it may take half the hard limit.
        let dtm_allowance = self.budget.map_or(Duration::from_secs(1), |b| b.hard / 2);
        let dtm_deadline = *self.shared.start.lock() + dtm_allowance;
        if let Some(f) = self.filter_root_by_dtm(pos, tb.as_ref(), cfg, dtm_deadline) {
            return Some(f);
        }
        let ranked = self.rank_root_in_time(pos, &tb)?;
        let rank_of = |m: Move| ranked.iter().find(|r| r.0 == m).map(|r| r.1);
        let best_rank = self.root_moves.iter().filter_map(|r| rank_of(r.mv)).max()?;
        let score = rank_score(best_rank, cfg.fifty_move_rule);
        let wdl_only = best_rank == MAX_DTZ || best_rank == MAX_DTZ - 101;
        Some(RootFilter {
            keep: self
                .root_moves
                .iter()
                .map(|r| r.mv)
                .filter(|&m| rank_of(m) == Some(best_rank))
                .collect(),
            score: Some(score),
            probe_in_tree: wdl_only && score > 0,
            probes: ranked.len() as u64,
        })
    }

    /// The prober's ranking of the root moves, if it answers within its share of the time:
    /// a fifth of the soft budget (at least 5 ms, at most a quarter of the hard limit), one
    /// second for searches without a clock. It runs in a thread of its own that is abandoned
    /// when late: a first read of a DTZ file from a slow disk must not cost the game.
    fn rank_root_in_time(
        &self,
        pos: &Position,
        tb: &Arc<dyn Tablebases>,
    ) -> Option<Vec<(Move, i32)>> {
        let allowance = self.budget.map_or(Duration::from_secs(1), |b| {
            (b.soft / 5).max(Duration::from_millis(5)).min(b.hard / 4)
        });
        let deadline = *self.shared.start.lock() + allowance;
        let (tx, rx) = std::sync::mpsc::channel();
        let root = pos.clone();
        let prober = tb.clone();
        let spawned = std::thread::Builder::new()
            .name("tb-root".into())
            .spawn(move || {
                let _ = tx.send(prober.rank_root(&root, deadline));
            });
        match spawned {
            // A late answer is dropped; the thread still warms the file cache for next time.
            Ok(_) => rx
                .recv_timeout(deadline.saturating_duration_since(Instant::now()))
                .ok()
                .flatten(),
            Err(_) => tb.rank_root(pos, deadline),
        }
    }

    /// With distance-to-mate tables (Gaviota) at a won or lost root: keep the moves that mate
    /// fastest (or resist longest) and report the exact mate score. Only when the mate comes
    /// before the 50-move rule could matter (or the rule is off); otherwise the WDL/DTZ ranking
    /// decides. Returns the filter, if it applies.
    fn filter_root_by_dtm(
        &self,
        pos: &Position,
        tb: &dyn Tablebases,
        cfg: TbConfig,
        deadline: Instant,
    ) -> Option<RootFilter> {
        let root = tb.probe_dtm(pos)?;
        if root == 0 || (cfg.fifty_move_rule && pos.halfmoves() + root.unsigned_abs() > 100) {
            return None;
        }
        let mut dtms = Vec::with_capacity(self.root_moves.len());
        for rm in &self.root_moves {
            if Instant::now() >= deadline {
                return None;
            }
            let mut child = pos.clone();
            child.play_unchecked(rm.mv);
            // Plies to mate from the root after this move (the child's DTM is the opponent's).
            let dtm = if child.is_checkmate() {
                1
            } else {
                match tb.probe_dtm(&child) {
                    Some(d) if d < 0 => 1 - d,
                    Some(d) if d > 0 => -1 - d,
                    Some(_) => 0,
                    None => return None,
                }
            };
            dtms.push(dtm);
        }
        // Shortest win, then draw, then longest loss.
        let preference = |d: i32| (d.signum(), -d);
        let best = dtms.iter().copied().max_by_key(|&d| preference(d))?;
        if best == 0 {
            return None;
        }
        Some(RootFilter {
            keep: self
                .root_moves
                .iter()
                .zip(&dtms)
                .filter(|&(_, &d)| d == best)
                .map(|(r, _)| r.mv)
                .collect(),
            score: (best.unsigned_abs() < MAX_PLY as u32).then(|| {
                if best > 0 {
                    MATE - best
                } else {
                    -MATE - best
                }
            }),
            probe_in_tree: true,
            probes: dtms.len() as u64 + 1,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn root_rank_scores() {
        // Clean wins and losses (by DTZ or WDL) are tablebase wins and losses.
        assert_eq!(rank_score(MAX_DTZ - 7, true), TB_WIN);
        assert_eq!(rank_score(MAX_DTZ, true), TB_WIN);
        assert_eq!(rank_score(-MAX_DTZ + 7, true), -TB_WIN);
        assert_eq!(rank_score(0, true), 0);
        // Wins the 50-move rule spoils: a few centipawns, more as the win gets closer.
        let far = rank_score(MAX_DTZ / 2 - 150, true);
        let near = rank_score(MAX_DTZ / 2 - 101, true);
        assert!(0 < far && far < near && near < 50, "{far} {near}");
        assert!(rank_score(-(MAX_DTZ / 2 - 150), true) < 0);
        assert_eq!(rank_score(MAX_DTZ - 101, true), 2);
        // Without the rule they are wins.
        assert_eq!(rank_score(MAX_DTZ / 2 - 150, false), TB_WIN);
        assert_eq!(rank_score(MAX_DTZ - 101, false), TB_WIN);
    }
}

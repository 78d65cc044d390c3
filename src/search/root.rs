//! The root move list and what the tablebases make of it: at a covered root the moves that keep
//! the best result (shortest mates by DTM, else the prober's WDL/DTZ ranking) and the score to
//! show. The main thread decides once per search; helpers wait for its answer
//! (`Worker::filter_root_by_tablebases`).

use super::time::TimeBudget;
use super::{INFINITE, MATE, MAX_PLY, TB_WIN};
use crate::core::Move;
use crate::position::Position;
use crate::tb::{Tablebases, TbConfig, MAX_DTZ};
use crate::variant::Variant;
use parking_lot::Mutex;
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

/// Cuts `pv`, a line from `pos`, after the move that ends the game, as a strict client
/// replays it (fastchess warns of a line that goes on): mate, stalemate, insufficient material,
/// a variant's end, and the draws a referee grants at once, threefold repetition counting the
/// game's `history` (keys of the positions before `pos`, oldest first) and the 50-move rule.
/// The search scores those positions as ends but can still walk past them: quiescence takes
/// captures after a quiet move that reached the 100th half-move or a repetition. A move that is
/// not legal (never expected) ends the line before it.
pub fn cut_at_game_end<V: Variant>(pos: &Position<V>, history: &[u64], pv: &mut Vec<Move>) {
    let mut keys = Vec::with_capacity(history.len() + pv.len());
    keys.extend_from_slice(history);
    let mut p = pos.clone();
    for i in 0..pv.len() {
        if !p.is_legal(pv[i]) {
            pv.truncate(i);
            return;
        }
        keys.push(p.repetition_key());
        p.play_unchecked(pv[i]);
        if p.outcome_with_history(&keys, true).is_some() {
            pv.truncate(i + 1);
            return;
        }
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
    /// Where distance-to-mate tables gave an exact mate: for each kept move whose line the
    /// tables could follow in time, the mating line that starts with it, as long as the mate
    /// (both sides play DTM-optimal moves), to show in place of the search's shorter line.
    pub mate_lines: Vec<Vec<Move>>,
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

impl RootFilter {
    /// What the tablebases make of a covered root (standard chess or a variant with tables of
    /// its own, no castling rights, few enough pieces), with `moves` its legal moves: the
    /// shortest mates where distance-to-mate tables decide (see `by_dtm`), else the moves the
    /// prober ranks best (by DTZ when it can). `None` when the tables do not cover the root or answer too late. `budget` and the
    /// clock's start (which `ponderhit` may reset, so it is read as each deadline is set)
    /// give the probes their time.
    pub(super) fn for_root<V: Variant>(
        pos: &Position<V>,
        moves: &[RootMove],
        tb: &Arc<dyn Tablebases>,
        cfg: TbConfig,
        budget: Option<TimeBudget>,
        clock_start: &Mutex<Instant>,
    ) -> Option<RootFilter> {
        if !pos.castling().is_empty()
            || pos.occupied().count() > cfg.probe_limit.min(tb.pieces_for::<V>())
            || moves.is_empty()
        {
            return None;
        }
        // Distance-to-mate tables are standard chess only.
        if let Some(pos) = crate::tb::as_standard(pos) {
            // A DTM-filtered root decides the move by itself, so it may take half the hard limit.
            let dtm_allowance = budget.map_or(Duration::from_secs(1), |b| b.hard / 2);
            let dtm_deadline = *clock_start.lock() + dtm_allowance;
            if let Some(f) = RootFilter::by_dtm(pos, moves, tb.as_ref(), cfg, dtm_deadline) {
                return Some(f);
            }
        }
        let ranked = rank_root_in_time(pos, tb, budget, clock_start)?;
        let rank_of = |m: Move| ranked.iter().find(|r| r.0 == m).map(|r| r.1);
        let best_rank = moves.iter().filter_map(|r| rank_of(r.mv)).max()?;
        let score = rank_score(best_rank, cfg.fifty_move_rule);
        let wdl_only = best_rank == MAX_DTZ || best_rank == MAX_DTZ - 101;
        Some(RootFilter {
            keep: moves
                .iter()
                .map(|r| r.mv)
                .filter(|&m| rank_of(m) == Some(best_rank))
                .collect(),
            score: Some(score),
            probe_in_tree: wdl_only && score > 0,
            probes: ranked.len() as u64,
            mate_lines: Vec::new(),
        })
    }

    /// With distance-to-mate tables (Gaviota) at a won or lost root: keep the moves that mate
    /// fastest (or resist longest) and report the exact mate score. Only when the mate comes
    /// before the 50-move rule could matter (or the rule is off); otherwise the WDL/DTZ ranking
    /// decides. Returns the filter, if it applies.
    fn by_dtm(
        pos: &Position,
        moves: &[RootMove],
        tb: &dyn Tablebases,
        cfg: TbConfig,
        deadline: Instant,
    ) -> Option<RootFilter> {
        let root = tb.probe_dtm(pos)?;
        if root == 0 || (cfg.fifty_move_rule && pos.halfmoves() + root.unsigned_abs() > 100) {
            return None;
        }
        let mut dtms = Vec::with_capacity(moves.len());
        for rm in moves {
            if Instant::now() >= deadline {
                return None;
            }
            dtms.push(plies_to_mate_after(pos, rm.mv, tb)?);
        }
        // Shortest win, then draw, then longest loss.
        let preference = |d: i32| (d.signum(), -d);
        let best = dtms.iter().copied().max_by_key(|&d| preference(d))?;
        if best == 0 {
            return None;
        }
        let keep: Vec<Move> = moves
            .iter()
            .zip(&dtms)
            .filter(|&(_, &d)| d == best)
            .map(|(r, _)| r.mv)
            .collect();
        let score = (best.unsigned_abs() < MAX_PLY as u32).then(|| {
            if best > 0 {
                MATE - best
            } else {
                -MATE - best
            }
        });
        let mut probes = dtms.len() as u64 + 1;
        let mate_lines = if score.is_some() {
            keep.iter()
                .filter_map(|&mv| dtm_line(pos, mv, best, tb, deadline, &mut probes))
                .collect()
        } else {
            Vec::new()
        };
        Some(RootFilter {
            keep,
            score,
            probe_in_tree: true,
            probes,
            mate_lines,
        })
    }
}

/// Plies to mate from `pos` after `mv`, by the distance-to-mate tables (positive: the side to
/// move at `pos` mates; 0: a draw); `None` where no table covers the position after it.
fn plies_to_mate_after(pos: &Position, mv: Move, tb: &dyn Tablebases) -> Option<i32> {
    let mut child = pos.clone();
    child.play_unchecked(mv);
    if child.is_checkmate() {
        return Some(1);
    }
    // The child's DTM is the opponent's.
    Some(match tb.probe_dtm(&child)? {
        d if d < 0 => 1 - d,
        d if d > 0 => -1 - d,
        _ => 0,
    })
}

/// The mating line from `pos` that starts with `first`, `plies` long (signed as
/// `plies_to_mate_after`), both sides choosing by the tables: the fastest mate for the side that
/// mates, the longest resistance for the other. `None` when the tables do not carry it to mate
/// in exactly that many plies, or `deadline` passes. Each probe is counted in `probes`.
fn dtm_line(
    pos: &Position,
    first: Move,
    plies: i32,
    tb: &dyn Tablebases,
    deadline: Instant,
    probes: &mut u64,
) -> Option<Vec<Move>> {
    let length = plies.unsigned_abs() as usize;
    let mut line = vec![first];
    let mut p = pos.clone();
    p.play_unchecked(first);
    while line.len() < length {
        if Instant::now() >= deadline {
            return None;
        }
        let mut best: Option<(Move, i32)> = None;
        for &mv in p.legal_moves().iter() {
            *probes += 1;
            let d = plies_to_mate_after(&p, mv, tb)?;
            if best.is_none_or(|(_, b)| (d.signum(), -d) > (b.signum(), -b)) {
                best = Some((mv, d));
            }
        }
        let (mv, d) = best?;
        // Each ply brings the mate one ply nearer, or the tables disagree with themselves.
        if d.unsigned_abs() as usize != length - line.len() {
            return None;
        }
        line.push(mv);
        p.play_unchecked(mv);
    }
    p.is_checkmate().then_some(line)
}

/// The prober's ranking of the root moves, if it answers within its share of the time:
/// a fifth of the soft budget (at least 5 ms, at most a quarter of the hard limit), one
/// second for searches without a clock. It runs in a thread of its own that is abandoned
/// when late: a first read of a DTZ file from a slow disk must not cost the game.
fn rank_root_in_time<V: Variant>(
    pos: &Position<V>,
    tb: &Arc<dyn Tablebases>,
    budget: Option<TimeBudget>,
    clock_start: &Mutex<Instant>,
) -> Option<Vec<(Move, i32)>> {
    let allowance = budget.map_or(Duration::from_secs(1), |b| {
        (b.soft / 5).max(Duration::from_millis(5)).min(b.hard / 4)
    });
    let deadline = *clock_start.lock() + allowance;
    let (tx, rx) = std::sync::mpsc::channel();
    let root = pos.clone();
    let prober = tb.clone();
    let spawned = std::thread::Builder::new()
        .name("tb-root".into())
        .spawn(move || {
            let _ = tx.send(prober.rank_root_of(&root, deadline));
        });
    match spawned {
        // A late answer is dropped; the thread still warms the file cache for next time.
        Ok(_) => rx
            .recv_timeout(deadline.saturating_duration_since(Instant::now()))
            .ok()
            .flatten(),
        Err(_) => tb.rank_root_of(pos, deadline),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::CastlingMode;
    use crate::search::tests::line;

    #[test]
    fn a_line_stops_at_the_fifty_move_rule() {
        let pos = Position::from_fen(
            "8/8/8/8/8/p1p5/P1P5/1k5K w - - 99 150",
            CastlingMode::Standard,
        )
        .unwrap();
        let mut pv = line(&pos, "h1g2 b1a2 g2f2");
        cut_at_game_end(&pos, &[], &mut pv);
        assert_eq!(pv, line(&pos, "h1g2"));
    }

    #[test]
    fn a_line_stops_at_a_repetition_counting_the_game_before_the_root() {
        let start = Position::startpos();
        let mut history = Vec::new();
        let mut pos = start.clone();
        for mv in line(&start, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1") {
            history.push(pos.repetition_key());
            pos.play_unchecked(mv);
        }
        // ...Ng8 brings the starting position back for the third time.
        let mut pv = line(&pos, "f6g8 g1f3 g8f6");
        cut_at_game_end(&pos, &history, &mut pv);
        assert_eq!(pv, line(&pos, "f6g8"));
        // Without the game's history the same line is no repetition at all.
        let mut pv = line(&pos, "f6g8 g1f3 g8f6");
        cut_at_game_end(&pos, &[], &mut pv);
        assert_eq!(pv.len(), 3);
    }

    #[test]
    fn a_line_stops_at_mate_and_before_an_illegal_move() {
        let pos = Position::startpos();
        let mut pv = line(&pos, "f2f3 e7e5 g2g4 d8h4");
        let after_mate = pv.clone();
        // A move after mate (White has none) and an illegal move are cut.
        pv.push(pv[0]);
        cut_at_game_end(&pos, &[], &mut pv);
        assert_eq!(pv, after_mate);
        let mut pv = vec![line(&pos, "e2e4")[0], line(&pos, "e2e4")[0]];
        cut_at_game_end(&pos, &[], &mut pv);
        assert_eq!(pv.len(), 1);
    }

    /// At a root the Gaviota tables score, each kept move comes with its mating line: as long
    /// as the mate, the side that mates choosing the fastest mate and the other the longest
    /// resistance, ending in checkmate.
    #[test]
    fn dtm_roots_carry_lines_as_long_as_the_mate() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tablebases/gaviota");
        let tb = crate::tb::gaviota::Gaviota::open(&[dir], 1 << 20)
            .unwrap()
            .0;
        let cfg = TbConfig {
            probe_depth: 1,
            probe_limit: 7,
            fifty_move_rule: true,
        };
        let deadline = Instant::now() + Duration::from_secs(60);
        for (fen, plies) in [
            ("8/7K/8/5Q2/8/8/8/2k5 w - - 0 1", 13),
            ("K7/8/8/8/q7/8/8/4k3 w - - 0 1", -14),
            ("8/4K3/8/k7/8/5Q2/2r5/8 b - - 0 1", -52),
        ] {
            let pos = Position::from_fen(fen, CastlingMode::Standard).unwrap();
            let moves = RootMove::list(&pos, &[]);
            let f = RootFilter::by_dtm(&pos, &moves, &tb, cfg, deadline).unwrap();
            let score = if plies > 0 {
                MATE - plies
            } else {
                -MATE - plies
            };
            assert_eq!(f.score, Some(score), "{fen}");
            assert_eq!(f.mate_lines.len(), f.keep.len(), "{fen}");
            for (line, &mv) in f.mate_lines.iter().zip(&f.keep) {
                assert_eq!(line[0], mv);
                assert_eq!(line.len(), plies.unsigned_abs() as usize, "{fen}");
                let mut p = pos.clone();
                for &m in line {
                    assert!(p.is_legal(m), "{fen}");
                    p.play_unchecked(m);
                }
                assert!(p.is_checkmate(), "{fen}");
            }
        }
    }

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

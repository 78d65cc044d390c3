//! What the search tells the outside world while it runs: `info` lines for each searched line,
//! fail-high and fail-low bounds of slow iterations, and the move being searched.

use super::worker::Worker;
use super::{SearchEvent, SearchInfo, INFINITE, MATE_BOUND};
use crate::position::Position;
use crate::tt::Bound;
use crate::variant::Variant;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

impl SearchInfo {
    /// The one line shown for a position without a legal move: its `score`, nothing searched.
    pub fn game_over(score: i32) -> SearchInfo {
        SearchInfo {
            depth: 0,
            seldepth: 0,
            multipv: 1,
            score,
            bound: Bound::Exact,
            nodes: 0,
            nps: 0,
            hashfull: 0,
            tbhits: 0,
            time_ms: 0,
            pv: Vec::new(),
        }
    }
}

impl Worker {
    pub(super) fn emit(&mut self, event: SearchEvent) {
        if let SearchEvent::Info(info) = &event {
            self.shown_depth = self.shown_depth.max(info.depth);
        }
        if let Some(sink) = &self.sink {
            sink(event);
        }
        self.last_currmove_report = Instant::now();
    }

    /// The line `index` of the root moves as shown: its score (the tables' at a tablebase
    /// root), its PV (a distance-to-mate table's mating line where that gave the score), and a
    /// mate score's line as long as the mate or the score shown as a bound (`mate_pv`).
    pub fn info_for<V: Variant>(
        &self,
        pos: &Position<V>,
        index: usize,
        depth: i32,
        mut bound: Bound,
    ) -> SearchInfo {
        let rm = &self.root_moves[index];
        let elapsed = self.shared.elapsed();
        let nodes = self.shared.total_nodes().max(self.nodes);
        let ms = elapsed.as_millis() as u64;
        let score = self.shown_score(if rm.score == -INFINITE {
            rm.previous_score
        } else {
            rm.score
        });
        let mut pv = match self
            .tb_mate_lines
            .iter()
            .find(|l| l.first() == Some(&rm.mv))
        {
            Some(line) if Some(score) == self.tb_root_score => line.clone(),
            _ => rm.pv.clone(),
        };
        self.mate_line_or_bound(pos, score, &mut pv, &mut bound);
        SearchInfo {
            depth,
            seldepth: rm.seldepth.max(depth),
            multipv: index + 1,
            score,
            bound,
            nodes,
            nps: nodes * 1000 / ms.max(1),
            hashfull: self.tt.hashfull(),
            tbhits: self.shared.tbhits.load(Ordering::Relaxed),
            time_ms: ms,
            pv,
        }
    }

    /// At a tablebase root, the tables' score: an exact mate from distance-to-mate tables
    /// always, a tablebase result unless the search found a mate.
    fn shown_score(&self, score: i32) -> i32 {
        match self.tb_root_score {
            Some(tb) if tb.abs() >= MATE_BOUND || score.abs() < MATE_BOUND => tb,
            _ => score,
        }
    }

    pub(super) fn report_lines<V: Variant>(&mut self, pos: &Position<V>, depth: i32) {
        self.shared.nodes[self.id].store(self.nodes, Ordering::Relaxed);
        for i in 0..self.multipv {
            let info = self.info_for(pos, i, depth, Bound::Exact);
            self.emit(SearchEvent::Info(info));
        }
    }

    pub(super) fn report_bound<V: Variant>(
        &mut self,
        pos: &Position<V>,
        depth: i32,
        pv_index: usize,
        score: i32,
        bound: Bound,
    ) {
        if !self.is_main()
            || self.shared.elapsed() < Duration::from_secs(1)
            || self.tb_root_score.is_some()
        {
            return;
        }
        self.shared.nodes[self.id].store(self.nodes, Ordering::Relaxed);
        let mut info = self.info_for(pos, pv_index, depth, bound);
        info.score = score;
        self.emit(SearchEvent::Info(info));
    }
}

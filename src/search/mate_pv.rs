//! A mate score's line as long as the mate it announces. The search scores a mate exactly but
//! its line can stop short of the mate (an aspiration re-search that did not finish, a line
//! kept from an earlier iteration, or a root scored by distance-to-mate tables while the search
//! looked only a few plies deep), and a strict client (fastchess `-check-mate-pvs`) replays the
//! line and counts its plies. A short line is completed from the hash table where that leads
//! to the mate in exactly as many plies; otherwise the score is shown as the bound it is
//! (`lowerbound` for a mate the side to move gives, `upperbound` for one it gets): the mate
//! is certain, the line that proves it is not shown.

use super::root::cut_at_game_end;
use super::worker::Worker;
use super::{MATE, MATE_BOUND};
use crate::core::Move;
use crate::position::Position;
use crate::tt::Bound;
use crate::variant::Variant;

/// The plies to the mate `score` announces (odd: the side to move mates, even: it is mated), or
/// `None` for a score that is not a mate.
pub fn mate_plies(score: i32) -> Option<usize> {
    (score.abs() >= MATE_BOUND).then(|| (MATE - score.abs()) as usize)
}

/// Whether `pv`, a line from `pos`, is the line `score` announces: exactly as many plies as the
/// mate, every move legal, no position before the last one where the game is over, and the last
/// one won by the side the score says mates (checkmate, or a variant's own win).
pub fn is_mating_line<V: Variant>(pos: &Position<V>, score: i32, pv: &[Move]) -> bool {
    let Some(plies) = mate_plies(score) else {
        return false;
    };
    if pv.len() != plies {
        return false;
    }
    let mating_side = if score > 0 { pos.turn() } else { !pos.turn() };
    let mut p = pos.clone();
    for (i, &mv) in pv.iter().enumerate() {
        if !p.is_legal(mv) || (i > 0 && p.outcome().is_some()) {
            return false;
        }
        p.play_unchecked(mv);
    }
    p.outcome().is_some_and(|o| o.winner == Some(mating_side))
}

impl Worker {
    /// For a line shown with an exact mate `score`: `pv` completed to the mate from the hash
    /// table if it falls short, or, when it cannot be, the bound the score still is. Lines with
    /// other scores or bounds are left as they are.
    pub(super) fn mate_line_or_bound<V: Variant>(
        &self,
        pos: &Position<V>,
        score: i32,
        pv: &mut Vec<Move>,
        bound: &mut Bound,
    ) {
        if *bound != Bound::Exact || mate_plies(score).is_none() || is_mating_line(pos, score, pv) {
            return;
        }
        if let Some(longer) = self.extended_from_tt(pos, score, pv) {
            *pv = longer;
            return;
        }
        *bound = if score > 0 {
            Bound::Lower
        } else {
            Bound::Upper
        };
    }

    /// `pv` followed on by the hash table's moves up to the mate `score` announces, if that
    /// makes the mating line (`is_mating_line`).
    fn extended_from_tt<V: Variant>(
        &self,
        pos: &Position<V>,
        score: i32,
        pv: &[Move],
    ) -> Option<Vec<Move>> {
        let plies = mate_plies(score)?;
        if pv.is_empty() || pv.len() >= plies {
            return None;
        }
        let mut line = pv.to_vec();
        let mut p = pos.clone();
        for &mv in pv {
            p.play_unchecked(mv);
        }
        while line.len() < plies && p.outcome().is_none() {
            let mv = self.tt.probe(p.key()).and_then(|e| e.mv)?;
            if !p.is_legal(mv) {
                return None;
            }
            line.push(mv);
            p.play_unchecked(mv);
        }
        // The game's history before the root may make a repetition of the line.
        let history = self.keys.split_last().map_or(&[][..], |(_, h)| h);
        cut_at_game_end(pos, history, &mut line);
        is_mating_line(pos, score, &line).then_some(line)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::tests::line;

    #[test]
    fn a_mating_line_has_the_mates_length_and_ends_in_it() {
        let pos = Position::startpos();
        let fools = line(&pos, "f2f3 e7e5 g2g4 d8h4");
        // White to move is mated in 4 plies; as Black's score after f3, mate in 3.
        assert_eq!(mate_plies(-(MATE - 4)), Some(4));
        assert_eq!(mate_plies(MATE - 3), Some(3));
        assert_eq!(mate_plies(250), None);
        assert!(is_mating_line(&pos, -(MATE - 4), &fools));
        // Short, long, the wrong side mating, a score that is no mate.
        assert!(!is_mating_line(&pos, -(MATE - 4), &fools[..3]));
        assert!(!is_mating_line(&pos, -(MATE - 6), &fools));
        assert!(!is_mating_line(&pos, MATE - 4, &fools));
        assert!(!is_mating_line(&pos, -300, &fools));
        // As long as the mate but not ending in it.
        let quiet = line(&pos, "e2e4 e7e5 g1f3 b8c6");
        assert!(!is_mating_line(&pos, -(MATE - 4), &quiet));
    }
}

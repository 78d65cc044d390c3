//! The staged move picker: the transposition-table move first, then good captures and queen
//! promotions (MVV-LVA and capture history, SEE >= 0), killers and the counter-move, quiet moves
//! by history, and bad captures last. Quiet moves are generated only when reached, so a cutoff
//! on a capture never pays for them; once late-move or futility pruning holds, only the quiet
//! moves that check are still handed out.

use super::history::{Histories, PieceTo};
use crate::core::{Bitboard, Move, Piece, Role};
use crate::eval::piece_value;
use crate::position::{CheckSquares, MoveList, Position, MAX_MOVES};
use crate::variant::Variant;

#[derive(Copy, Clone, PartialEq, Eq, Debug, PartialOrd, Ord)]
enum Stage {
    TtMove,
    GenNoisy,
    GoodNoisy,
    Killer1,
    Killer2,
    Counter,
    GenQuiet,
    Quiet,
    BadNoisy,
    /// Quiescence in a variant with tactical quiet moves (`Variant::is_tactical_quiet`).
    Tactical,
    Done,
}

pub struct MovePicker {
    stage: Stage,
    tt_move: Option<Move>,
    killers: [Option<Move>; 2],
    counter: Option<Move>,
    /// Quiescence: skip quiet moves (unless in check) and bad captures.
    noisy_only: bool,
    /// Quiescence: hand out the variant's tactical quiet moves after the captures.
    tactical_quiets: bool,
    /// Late-move or futility pruning holds for the quiet moves still to come: hand out only
    /// those that check (or are the variant's tactical quiet moves), in generation order.
    quiet_checks_only: Option<CheckSquares>,
    moves: MoveList,
    /// Ordering scores of `moves`, index for index (not zeroed up front: filled as generated).
    scores: arrayvec::ArrayVec<i32, MAX_MOVES>,
    index: usize,
    bad: MoveList,
    bad_index: usize,
    prev: [Option<PieceTo>; 2],
}

impl MovePicker {
    pub fn new<V: Variant>(
        pos: &Position<V>,
        tt_move: Option<Move>,
        killers: [Option<Move>; 2],
        counter: Option<Move>,
        prev: [Option<PieceTo>; 2],
        noisy_only: bool,
    ) -> MovePicker {
        let noisy_only = noisy_only && !pos.is_check();
        let tt_move = tt_move.filter(|&m| {
            pos.is_legal(m)
                && (!noisy_only
                    || is_noisy(pos, m)
                    || (V::TACTICAL_QUIETS && V::is_tactical_quiet(pos, m)))
        });
        MovePicker {
            stage: Stage::TtMove,
            tt_move,
            killers,
            counter,
            noisy_only,
            tactical_quiets: true,
            quiet_checks_only: None,
            moves: MoveList::new(),
            scores: arrayvec::ArrayVec::new(),
            index: 0,
            bad: MoveList::new(),
            bad_index: 0,
            prev,
        }
    }

    /// Quiescence deep enough that the variant's tactical quiet moves are no longer searched:
    /// captures only.
    pub fn without_tactical_quiets(mut self) -> MovePicker {
        self.tactical_quiets = false;
        self
    }

    /// Pruning holds for quiet moves from here on: the picker hands out only those that check
    /// (`quiet_checks_only`). Answers whether `m`, the quiet move just handed out, checks.
    pub fn only_quiet_checks<V: Variant>(&mut self, pos: &Position<V>, m: Move) -> bool {
        let squares = self
            .quiet_checks_only
            .get_or_insert_with(|| pos.check_squares());
        pos.gives_check_with(squares, m)
    }

    /// A quiet move that still has to be searched once pruning holds for quiet moves.
    fn keeps_quiet<V: Variant>(&self, pos: &Position<V>, m: Move) -> bool {
        self.quiet_checks_only
            .as_ref()
            .is_none_or(|squares| pos.gives_check_with(squares, m))
            || (V::TACTICAL_QUIETS && V::is_tactical_quiet(pos, m))
    }

    fn pick_best(&mut self) -> Option<Move> {
        if self.index >= self.moves.len() {
            return None;
        }
        let mut best = self.index;
        for i in self.index + 1..self.moves.len() {
            if self.scores[i] > self.scores[best] {
                best = i;
            }
        }
        self.moves.swap(self.index, best);
        self.scores.swap(self.index, best);
        let m = self.moves[self.index];
        self.index += 1;
        Some(m)
    }

    fn is_special(&self, m: Move) -> bool {
        Some(m) == self.tt_move
            || Some(m) == self.killers[0]
            || Some(m) == self.killers[1]
            || Some(m) == self.counter
    }

    /// Generates the captures and promotions and scores them: the victim's value and a
    /// promotion's (MVV) weigh most, then the attacker's (LVA) and the capture history.
    #[inline(always)]
    fn generate_noisy<V: Variant>(&mut self, pos: &Position<V>, hist: &Histories) {
        pos.noisy_moves(&mut self.moves);
        self.scores.clear();
        // Atomic: a capture beside the enemy king blows it up and wins: first.
        let blast_zone = if V::EXPLOSIONS {
            pos.king_of(!pos.turn())
                .map_or(Bitboard::EMPTY, crate::attacks::king_attacks)
        } else {
            Bitboard::EMPTY
        };
        for &m in &self.moves {
            let attacker = pos.moved_role(m);
            let victim = pos.captured_role(m);
            let victim_value = victim.map_or(0, piece_value);
            let promo = if m.promotion_role().is_some() { 900 } else { 0 };
            let piece = Piece::new(pos.turn(), attacker);
            let hist = victim.map_or(0, |v| hist.capture(piece, m.to(), v));
            let blast = if blast_zone.contains(m.to()) && victim.is_some() {
                1 << 20
            } else {
                0
            };
            self.scores
                .push(victim_value * 16 + promo * 16 - piece_value(attacker) + hist / 16 + blast);
        }
        self.index = 0;
    }

    /// The stage after the good captures: killers and quiet moves in the main search; in
    /// quiescence the variant's tactical quiet moves (generated here) if it has any, else the
    /// end.
    #[inline(always)]
    fn after_good_noisy<V: Variant>(&mut self, pos: &Position<V>) -> Stage {
        if !self.noisy_only {
            Stage::Killer1
        } else if V::TACTICAL_QUIETS && self.tactical_quiets && V::may_have_tactical_quiet(pos) {
            self.moves.clear();
            pos.quiet_moves(&mut self.moves);
            self.index = 0;
            Stage::Tactical
        } else {
            Stage::Done
        }
    }

    /// Generates the quiet moves and scores them by history (butterfly and continuation);
    /// unscored once only quiet checks are handed out (the few are all searched anyway).
    #[inline(always)]
    fn generate_quiets<V: Variant>(&mut self, pos: &Position<V>, hist: &Histories) {
        self.moves.clear();
        pos.quiet_moves(&mut self.moves);
        self.index = 0;
        if self.quiet_checks_only.is_some() {
            return;
        }
        let color = pos.turn();
        self.scores.clear();
        for &m in &self.moves {
            let role = pos.moved_role(m);
            let pt = PieceTo {
                piece: Piece::new(color, role),
                to: m.to(),
            };
            self.scores.push(hist.quiet(color, m, pt, self.prev));
        }
    }

    /// The next move, stage by stage (see the module's description); `None` at the end.
    pub fn next<V: Variant>(&mut self, pos: &Position<V>, hist: &Histories) -> Option<Move> {
        loop {
            match self.stage {
                Stage::TtMove => {
                    self.stage = Stage::GenNoisy;
                    if self.tt_move.is_some() {
                        return self.tt_move;
                    }
                }
                Stage::GenNoisy => {
                    self.generate_noisy(pos, hist);
                    self.stage = Stage::GoodNoisy;
                }
                Stage::GoodNoisy => {
                    while let Some(m) = self.pick_best() {
                        if Some(m) == self.tt_move {
                            continue;
                        }
                        if V::EXCHANGE_EVALUATION && !pos.see_ge(m, 0) {
                            if !self.noisy_only {
                                self.bad.push(m);
                            }
                            continue;
                        }
                        return Some(m);
                    }
                    self.stage = self.after_good_noisy(pos);
                }
                Stage::Killer1 | Stage::Killer2 | Stage::Counter => {
                    let candidate = match self.stage {
                        Stage::Killer1 => self.killers[0],
                        Stage::Killer2 => self.killers[1],
                        _ => self
                            .counter
                            .filter(|&c| Some(c) != self.killers[0] && Some(c) != self.killers[1]),
                    };
                    self.stage = match self.stage {
                        Stage::Killer1 => Stage::Killer2,
                        Stage::Killer2 => Stage::Counter,
                        _ => Stage::GenQuiet,
                    };
                    if self.noisy_only {
                        continue;
                    }
                    if let Some(m) = candidate {
                        if Some(m) != self.tt_move
                            && !is_noisy(pos, m)
                            && pos.is_legal(m)
                            && self.keeps_quiet(pos, m)
                        {
                            return Some(m);
                        }
                    }
                }
                Stage::GenQuiet => {
                    self.stage = Stage::Quiet;
                    if !self.noisy_only {
                        self.generate_quiets(pos, hist);
                    }
                }
                Stage::Quiet => {
                    if self.quiet_checks_only.is_some() {
                        // Unsorted: the few that check are all searched anyway.
                        while self.index < self.moves.len() {
                            let m = self.moves[self.index];
                            self.index += 1;
                            if !self.is_special(m) && self.keeps_quiet(pos, m) {
                                return Some(m);
                            }
                        }
                    } else if !self.noisy_only {
                        while let Some(m) = self.pick_best() {
                            if !self.is_special(m) {
                                return Some(m);
                            }
                        }
                    }
                    self.stage = Stage::BadNoisy;
                }
                Stage::BadNoisy => {
                    if self.bad_index < self.bad.len() {
                        let m = self.bad[self.bad_index];
                        self.bad_index += 1;
                        return Some(m);
                    }
                    self.stage = Stage::Done;
                }
                Stage::Tactical => {
                    while self.index < self.moves.len() {
                        let m = self.moves[self.index];
                        self.index += 1;
                        if Some(m) != self.tt_move && V::is_tactical_quiet(pos, m) {
                            return Some(m);
                        }
                    }
                    self.stage = Stage::Done;
                }
                Stage::Done => return None,
            }
        }
    }
}

/// Captures and queen promotions: the moves of the noisy stages.
#[inline]
pub fn is_noisy<V: Variant>(pos: &Position<V>, m: Move) -> bool {
    pos.is_capture(m) || m.promotion_role() == Some(Role::Queen)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::CastlingMode;

    /// Perft through the picker equals plain perft: every legal move exactly once.
    fn picker_perft(pos: &Position, depth: u32, hist: &Histories) -> u64 {
        if depth == 0 {
            return 1;
        }
        let legal = pos.legal_moves();
        let tt = legal.last().copied();
        let killers = [legal.first().copied(), legal.get(3).copied()];
        let mut picker =
            MovePicker::new(pos, tt, killers, legal.get(5).copied(), [None, None], false);
        let mut seen = Vec::new();
        let mut nodes = 0;
        while let Some(m) = picker.next(pos, hist) {
            assert!(!seen.contains(&m), "{m:?} twice in {}", pos.fen());
            seen.push(m);
            let mut c = pos.clone();
            c.play_unchecked(m);
            nodes += picker_perft(&c, depth - 1, hist);
        }
        assert_eq!(seen.len(), legal.len(), "{}", pos.fen());
        nodes
    }

    /// The quiescence picker's moves in `fen`, as UCI strings.
    fn quiescence_moves<V: Variant>(fen: &str) -> Vec<String> {
        let pos = Position::<V>::from_fen_variant(fen, CastlingMode::Standard).unwrap();
        let hist = Histories::new();
        let mut picker = MovePicker::new(&pos, None, [None, None], None, [None, None], true);
        let mut moves = Vec::new();
        while let Some(m) = picker.next(&pos, &hist) {
            moves.push(format!("{m:?}"));
        }
        moves.sort();
        moves
    }

    /// Past the variant's quiescence plies for tactical quiet moves the picker hands out the
    /// captures alone; three-check stops after two plies, the goal variants never.
    #[test]
    fn deep_quiescence_drops_the_tactical_quiet_moves() {
        use crate::variant::{KingOfTheHill, ThreeCheck};
        assert_eq!(ThreeCheck::QS_TACTICAL_QUIET_PLIES, 2);
        assert_eq!(KingOfTheHill::QS_TACTICAL_QUIET_PLIES, i32::MAX);
        let fen = "rnbqkbnr/ppp3pp/8/3pp3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 3+3 0 4";
        let pos = Position::<ThreeCheck>::from_fen_variant(fen, CastlingMode::Standard).unwrap();
        let hist = Histories::new();
        let mut picker = MovePicker::new(&pos, None, [None, None], None, [None, None], true)
            .without_tactical_quiets();
        let mut moves = Vec::new();
        while let Some(m) = picker.next(&pos, &hist) {
            moves.push(format!("{m:?}"));
        }
        assert_eq!(moves, ["e4d5"]);
    }

    /// Quiescence searches a variant's tactical quiet moves beside the captures: quiet checks
    /// in three-check, a king step onto the hill; in chess the same position gives captures only.
    #[test]
    fn quiescence_adds_the_variants_tactical_quiet_moves() {
        use crate::variant::{KingOfTheHill, Standard, ThreeCheck};
        // Black's d- and f-pawns have moved: Qh5+ and Bb5+ besides the capture exd5.
        let fen = "rnbqkbnr/ppp3pp/8/3pp3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 3+3 0 4";
        assert_eq!(
            quiescence_moves::<ThreeCheck>(fen),
            ["d1h5", "e4d5", "f1b5"]
        );
        let chess = "rnbqkbnr/ppp3pp/8/3pp3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 4";
        assert_eq!(quiescence_moves::<Standard>(chess), ["e4d5"]);
        // The king on c4 may step onto d5; d4 (the other hill square in reach) is covered
        // by the knight on c6.
        let hill = "r1bqkbnr/pppp1ppp/2n5/8/2K5/8/PPPP1PPP/RNBQ1BNR w kq - 0 6";
        assert_eq!(quiescence_moves::<KingOfTheHill>(hill), ["c4d5"]);
    }

    #[test]
    fn picker_yields_each_legal_move_once() {
        let hist = Histories::new();
        for (fen, depth, expected) in [
            (
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                3,
                97_862,
            ),
            ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 4, 43_238),
            (
                "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
                3,
                62_379,
            ),
        ] {
            let pos = Position::from_fen(fen, CastlingMode::Standard).unwrap();
            assert_eq!(picker_perft(&pos, depth, &hist), expected, "{fen}");
        }
    }
}

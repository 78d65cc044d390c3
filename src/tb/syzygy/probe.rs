//! Probing semantics, exactly python-chess's (`chess.syzygy`), for standard chess, atomic and
//! the antichess family:
//!
//! * The tables store values assuming the position was reached by a zeroing move, and store
//!   "don't care" values wherever a capture is at least as good; so WDL first searches the
//!   captures (alpha-beta over -2..2, recursively) and only then reads the table.
//! * En passant captures are not in the tables: they are searched separately, and a position
//!   where the only legal moves are en passant captures takes their value.
//! * DTZ reads the DTZ table when it stores the side to move; otherwise it is one ply more
//!   than the best reply's. Zeroing moves (pawn moves, captures) give ±1 / ±101 directly.
//!   DTZ values may be one ply too large (the tables round where that cannot change the
//!   result); a checkmated side to move has WDL -2 and DTZ -1.
//! * A game already over by the variant's rules (an exploded king, a side without pieces)
//!   takes its result before any table is read.
//! * In the antichess family captures are compulsory: a capture or a *threat* (a move after
//!   which the opponent must capture) decides before the table, and there is no separate en
//!   passant step (en passant is an ordinary capture there).
//!
//! Root ranking (for play) follows Stockfish's `root_probe`: each move gets the DTZ counted
//! from the root, and ranks reward keeping the win under the 50-move counter, then the
//! shortest way to the next zeroing move (longest when losing).

use super::error::SyzygyError;
use super::material::MAX_PIECES;
use super::{Syzygy, SyzygyVariant};
use crate::core::{Move, Role};
use crate::position::{MoveList, Position};
use crate::tb::{Wdl, MAX_DTZ};
use crate::variant::VariantKind;
use std::time::Instant;

/// A probe of WDL inside captures: where the value came from.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Source {
    /// The table itself.
    Table,
    /// A capture is at least as good as the table value (or the game is over).
    Capture,
    /// Antichess family: a threat (a move forcing a capture) is at least as good.
    Threat,
}

/// DTZ recursion deeper than this means corrupt side flags (valid tables need two levels).
const MAX_DTZ_DEPTH: u32 = 8;

/// DTZ of the position right before a zeroing move that keeps `wdl`.
fn dtz_before_zeroing(wdl: Wdl) -> i32 {
    match wdl {
        2 => 1,
        1 => 101,
        -1 => -101,
        -2 => -1,
        _ => 0,
    }
}

/// The legal captures except en passant, under-promotions included. (The engine's noisy
/// moves are the captures and queen promotions; a capturing under-promotion is legal exactly
/// when the capturing queen promotion is.)
fn captures<V: SyzygyVariant>(pos: &Position<V>) -> MoveList {
    if V::KIND != VariantKind::Standard {
        // Promotions to a king, explosions: take the captures from the legal moves.
        return pos
            .legal_moves()
            .into_iter()
            .filter(|&m| !m.is_en_passant() && pos.is_capture(m))
            .collect();
    }
    let mut noisy = MoveList::new();
    pos.noisy_moves(&mut noisy);
    let mut out = MoveList::new();
    for m in noisy {
        if m.is_en_passant() || !pos.is_capture(m) {
            continue;
        }
        out.push(m);
        if m.promotion_role() == Some(Role::Queen) {
            for role in [Role::Rook, Role::Bishop, Role::Knight] {
                out.push(Move::promotion(m.from(), m.to(), role));
            }
        }
    }
    out
}

/// The legal captures, en passant included.
fn legal_captures<V: SyzygyVariant>(pos: &Position<V>) -> MoveList {
    pos.legal_moves()
        .into_iter()
        .filter(|&m| pos.is_capture(m))
        .collect()
}

fn is_checkmate<V: SyzygyVariant>(pos: &Position<V>) -> bool {
    pos.is_check() && pos.legal_moves().is_empty()
}

impl<V: SyzygyVariant> Syzygy<V> {
    /// The game's result by the variant's own rules, if it is over (python-chess's
    /// `is_variant_win`, `is_variant_draw`, `is_variant_loss`).
    fn variant_end(pos: &Position<V>) -> Option<Wdl> {
        if !V::HAS_VARIANT_END {
            return None;
        }
        let no_moves = V::CAPTURES_COMPULSORY && pos.legal_moves().is_empty();
        let outcome = V::variant_outcome(pos, no_moves)?;
        Some(match outcome.winner {
            Some(c) if c == pos.turn() => 2,
            Some(_) => -2,
            None => 0,
        })
    }

    /// The table's value after the variant's end and bare kings are ruled out.
    fn table_wdl(&self, pos: &Position<V>) -> Result<Wdl, SyzygyError> {
        match Self::variant_end(pos) {
            Some(v) => Ok(v),
            None => self.probe_wdl_table(pos),
        }
    }

    /// WDL by alpha-beta over the captures (en passant excluded), then the table.
    fn probe_ab(
        &self,
        pos: &Position<V>,
        mut alpha: Wdl,
        beta: Wdl,
        threats: bool,
    ) -> Result<(Wdl, Source), SyzygyError> {
        if !pos.castling().is_empty() {
            return Err(SyzygyError::CastlingRights);
        }
        // Captures resolve one level beyond the largest tables, no further.
        let pieces = pos.occupied().count();
        if pieces as usize > MAX_PIECES + 1 {
            return Err(SyzygyError::TooManyPieces { pieces });
        }
        if V::CAPTURES_COMPULSORY {
            if let Some(v) = Self::variant_end(pos) {
                return Ok((v, Source::Capture));
            }
            return self.sprobe_ab(pos, alpha, beta, threats);
        }
        for m in captures(pos) {
            let mut child = pos.clone();
            child.play_unchecked(m);
            let v = -self.probe_ab(&child, -beta, -alpha, false)?.0;
            if v > alpha {
                if v >= beta {
                    return Ok((v, Source::Capture));
                }
                alpha = v;
            }
        }
        let v = self.table_wdl(pos)?;
        if alpha >= v {
            let source = if alpha > 0 {
                Source::Capture
            } else {
                Source::Table
            };
            Ok((alpha, source))
        } else {
            Ok((v, Source::Table))
        }
    }

    /// Antichess family: captures are compulsory, so they decide when there are any; then
    /// threats (moves that force the opponent to capture), when asked for or with many pieces;
    /// then the table.
    fn sprobe_ab(
        &self,
        pos: &Position<V>,
        mut alpha: Wdl,
        beta: Wdl,
        threats: bool,
    ) -> Result<(Wdl, Source), SyzygyError> {
        if pos.them().count() > 1 {
            let (v, found) = self.sprobe_captures(pos, alpha, beta)?;
            if found {
                return Ok((v, Source::Capture));
            }
        } else if !legal_captures(pos).is_empty() {
            // Taking the opponent's last piece wins the game for the opponent.
            return Ok((-2, Source::Capture));
        }
        let mut threats_found = false;
        if threats || pos.occupied().count() >= 6 {
            for m in pos.legal_moves() {
                if pos.role_at(m.from()) == Some(Role::Pawn) {
                    continue;
                }
                let mut child = pos.clone();
                child.play_unchecked(m);
                let (v, found) = self.sprobe_captures(&child, -beta, -alpha)?;
                let v = -v;
                if found && v > alpha {
                    threats_found = true;
                    alpha = v;
                    if alpha >= beta {
                        return Ok((v, Source::Threat));
                    }
                }
            }
        }
        let v = self.table_wdl(pos)?;
        if v > alpha {
            Ok((v, Source::Table))
        } else if threats_found {
            Ok((alpha, Source::Threat))
        } else {
            Ok((alpha, Source::Table))
        }
    }

    /// The best capture's value (at least `alpha`) and whether there was a capture.
    fn sprobe_captures(
        &self,
        pos: &Position<V>,
        mut alpha: Wdl,
        beta: Wdl,
    ) -> Result<(Wdl, bool), SyzygyError> {
        let mut found = false;
        for m in legal_captures(pos) {
            found = true;
            let mut child = pos.clone();
            child.play_unchecked(m);
            let v = -self.sprobe_ab(&child, -beta, -alpha, false)?.0;
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        Ok((alpha, found))
    }

    /// The best value among the en passant captures (None if there are none, and always in
    /// the antichess family, where en passant is an ordinary capture).
    fn en_passant_value(&self, pos: &Position<V>) -> Result<Option<Wdl>, SyzygyError> {
        if V::CAPTURES_COMPULSORY || pos.ep_square().is_none() {
            return Ok(None);
        }
        let mut best = None;
        for m in pos.legal_moves() {
            if !m.is_en_passant() {
                continue;
            }
            let mut child = pos.clone();
            child.play_unchecked(m);
            let v = -self.probe_ab(&child, -2, 2, false)?.0;
            best = Some(best.map_or(v, |b: Wdl| b.max(v)));
        }
        Ok(best)
    }

    /// Only en passant captures are legal.
    fn only_en_passant(pos: &Position<V>) -> bool {
        pos.legal_moves().iter().all(|m| m.is_en_passant())
    }

    /// Win/draw/loss for the side to move, assuming the position was reached by a zeroing move
    /// (python-chess `probe_wdl`): 2 win, 1 win spoilt by the 50-move rule, 0 draw, -1 loss
    /// saved by the 50-move rule, -2 loss.
    pub fn probe_wdl(&self, pos: &Position<V>) -> Result<Wdl, SyzygyError> {
        let (mut v, _) = self.probe_ab(pos, -2, 2, false)?;
        if let Some(ep) = self.en_passant_value(pos)? {
            if ep >= v || (v == 0 && Self::only_en_passant(pos)) {
                v = ep;
            }
        }
        Ok(v)
    }

    fn probe_dtz_no_ep(&self, pos: &Position<V>, depth: u32) -> Result<i32, SyzygyError> {
        let (wdl, source) = self.probe_ab(pos, -2, 2, true)?;
        if wdl == 0 {
            return Ok(0);
        }
        let only_pawns = (pos.us() - pos.by_role(Role::Pawn)).is_empty();
        if source == Source::Capture || only_pawns {
            return Ok(dtz_before_zeroing(wdl));
        }
        let moves = pos.legal_moves();
        if wdl > 0 {
            if source == Source::Threat {
                return Ok(if wdl == 2 { 2 } else { 102 });
            }
            // A pawn push that keeps the result zeroes at once.
            for &m in &moves {
                let pawn = pos.role_at(m.from()) == Some(Role::Pawn);
                if !pawn || pos.is_capture(m) {
                    continue;
                }
                let mut child = pos.clone();
                child.play_unchecked(m);
                if -self.probe_wdl(&child)? == wdl {
                    return Ok(if wdl == 2 { 1 } else { 101 });
                }
            }
        }
        if let Some(dtz) = self.probe_dtz_table(pos, wdl)? {
            return Ok(dtz_before_zeroing(wdl) + if wdl > 0 { dtz } else { -dtz });
        }
        if depth >= MAX_DTZ_DEPTH {
            return Err(SyzygyError::Recursion);
        }
        if wdl > 0 {
            // One more than the best reply's distance, over the non-zeroing moves.
            let mut best = 0xffff;
            for &m in &moves {
                if pos.role_at(m.from()) == Some(Role::Pawn) || pos.is_capture(m) {
                    continue;
                }
                let mut child = pos.clone();
                child.play_unchecked(m);
                let v = -self.probe_dtz_inner(&child, depth + 1)?;
                if v == 1 && is_checkmate(&child) {
                    best = 1;
                } else if v > 0 && v + 1 < best {
                    best = v + 1;
                }
            }
            Ok(best)
        } else {
            let mut best = -1;
            for &m in &moves {
                let mut child = pos.clone();
                child.play_unchecked(m);
                let v = if child.halfmoves() == 0 {
                    if wdl == -2 {
                        -1
                    } else {
                        match self.probe_ab(&child, 1, 2, true)?.0 {
                            2 => 0,
                            _ => -101,
                        }
                    }
                } else {
                    -self.probe_dtz_inner(&child, depth + 1)? - 1
                };
                best = best.min(v);
            }
            Ok(best)
        }
    }

    fn probe_dtz_inner(&self, pos: &Position<V>, depth: u32) -> Result<i32, SyzygyError> {
        let mut v = self.probe_dtz_no_ep(pos, depth)?;
        let Some(ep) = self.en_passant_value(pos)? else {
            return Ok(v);
        };
        let ep = dtz_before_zeroing(ep);
        let take = if v < -100 {
            ep >= 0
        } else if v < 0 {
            !(-100..0).contains(&ep)
        } else if v > 100 {
            ep > 0
        } else if v > 0 {
            ep == 1
        } else {
            ep >= 0 || Self::only_en_passant(pos)
        };
        if take {
            v = ep;
        }
        Ok(v)
    }

    /// Distance to the next zeroing move (capture or pawn move) with best play, in plies,
    /// signed like WDL (python-chess `probe_dtz`): 1..=100 win, above 100 win spoilt by the
    /// 50-move rule, 0 draw, and the negatives for losses. May be one ply too large.
    pub fn probe_dtz(&self, pos: &Position<V>) -> Result<i32, SyzygyError> {
        self.probe_dtz_inner(pos, 0)
    }

    /// DTZ counted from `pos` for every legal move (Stockfish's `root_probe`): after a
    /// zeroing move from its WDL, else the reply's DTZ one ply further; a mating move is 1,
    /// a move into a 50-move draw 0. Gives up once `deadline` passes.
    pub fn root_dtz(
        &self,
        pos: &Position<V>,
        deadline: Option<Instant>,
    ) -> Result<Vec<(Move, i32)>, RootProbeError> {
        let mut out = Vec::new();
        for m in pos.legal_moves() {
            let mut child = pos.clone();
            child.play_unchecked(m);
            let replies = child.legal_moves();
            let mut dtz = if child.halfmoves() == 0 {
                dtz_before_zeroing(-self.probe_wdl(&child)?)
            } else if child.halfmoves() >= 100 && (!child.is_check() || !replies.is_empty()) {
                0
            } else {
                match -self.probe_dtz(&child)? {
                    d if d > 0 => d + 1,
                    d if d < 0 => d - 1,
                    _ => 0,
                }
            };
            if dtz == 2 && child.is_check() && replies.is_empty() {
                dtz = 1;
            }
            out.push((m, dtz));
            if deadline.is_some_and(|d| Instant::now() >= d) {
                return Err(RootProbeError::Deadline);
            }
        }
        Ok(out)
    }

    /// Ranks the legal moves for play (higher is better; see `crate::tb::MAX_DTZ`): by DTZ
    /// when the DTZ tables are there, else by WDL. `None` if the position is not covered or
    /// the deadline passed.
    pub fn rank_moves(
        &self,
        pos: &Position<V>,
        deadline: Option<Instant>,
    ) -> Option<Vec<(Move, i32)>> {
        match self.root_dtz(pos, deadline) {
            Ok(dtzs) => {
                let cnt50 = pos.halfmoves() as i32;
                Some(
                    dtzs.into_iter()
                        .map(|(m, dtz)| (m, dtz_rank(dtz, cnt50)))
                        .collect(),
                )
            }
            Err(RootProbeError::Deadline) => None,
            Err(RootProbeError::Probe(_)) => self.rank_by_wdl(pos),
        }
    }

    /// Ranks by WDL only (Stockfish's `root_probe_wdl`), when DTZ tables are missing.
    fn rank_by_wdl(&self, pos: &Position<V>) -> Option<Vec<(Move, i32)>> {
        const WDL_TO_RANK: [i32; 5] = [-MAX_DTZ, -MAX_DTZ + 101, 0, MAX_DTZ - 101, MAX_DTZ];
        let mut out = Vec::new();
        for m in pos.legal_moves() {
            let mut child = pos.clone();
            child.play_unchecked(m);
            let fifty =
                child.halfmoves() >= 100 && (!child.is_check() || !child.legal_moves().is_empty());
            let wdl = if fifty {
                0
            } else {
                -self.probe_wdl(&child).ok()?
            };
            out.push((m, WDL_TO_RANK[(wdl.clamp(-2, 2) + 2) as usize]));
        }
        Some(out)
    }
}

/// Stockfish's rank of a root move with DTZ `dtz` (from the root) and 50-move counter `cnt50`,
/// ranking wins by DTZ: clean wins above everything (shorter first), then wins the 50-move
/// counter may spoil (shorter first), draws, losses the counter may save, and clean losses
/// (longer first).
pub fn dtz_rank(dtz: i32, cnt50: i32) -> i32 {
    if dtz > 0 {
        if dtz + cnt50 <= 99 {
            MAX_DTZ - dtz
        } else {
            MAX_DTZ / 2 - (dtz + cnt50)
        }
    } else if dtz < 0 {
        if -dtz * 2 + cnt50 < 100 {
            -MAX_DTZ - dtz
        } else {
            -MAX_DTZ / 2 + (-dtz + cnt50)
        }
    } else {
        0
    }
}

/// Why root probing stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RootProbeError {
    Probe(SyzygyError),
    Deadline,
}

impl From<SyzygyError> for RootProbeError {
    fn from(e: SyzygyError) -> RootProbeError {
        RootProbeError::Probe(e)
    }
}

impl std::fmt::Display for RootProbeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RootProbeError::Probe(e) => e.fmt(f),
            RootProbeError::Deadline => write!(f, "out of time"),
        }
    }
}

impl std::error::Error for RootProbeError {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::CastlingMode;

    #[test]
    fn captures_include_under_promotions_and_match_the_legal_captures() {
        for fen in [
            "1n2k3/2P5/8/8/8/8/8/4K3 w - - 0 1",
            "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
            "r3k3/1P6/8/8/8/8/8/4K2R w - - 0 1",
            "8/8/8/8/8/2k5/1r6/K2Q4 b - - 0 1",
        ] {
            let pos = Position::from_fen(fen, CastlingMode::Standard).unwrap();
            let mut want: Vec<Move> = pos
                .legal_moves()
                .into_iter()
                .filter(|&m| pos.is_capture(m) && !m.is_en_passant())
                .collect();
            let mut got: Vec<Move> = captures(&pos).into_iter().collect();
            want.sort_by_key(|m| m.bits());
            got.sort_by_key(|m| m.bits());
            assert_eq!(got, want, "{fen}");
        }
    }
}

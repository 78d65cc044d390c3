//! Probing semantics, following python-chess (`chess.gaviota.PythonTablebase`):
//!
//! * `probe_dtm`: plies to mate, positive when the side to move mates, negative when it gets
//!   mated, 0 for draws *and* for a side to move that is already checkmated.
//! * `probe_wdl`: 1 win, 0 draw, -1 loss (a checkmated side to move is a loss).
//! * Positions with castling rights are not in the tables; bare kings are a draw.
//! * The tables ignore en passant: when an en passant capture is legal, the stored value is
//!   combined with the values after each such capture (the side to move picks the best).
//! * A table stores one colour order; the other is probed by swapping colours and mirroring
//!   the board vertically.

use super::block::{self, Entry};
use super::cache::BlockKey;
use super::error::{ProbeError, TableError};
use super::file::entries_in_block;
use super::material::{self, side_pieces};
use super::{Gaviota, Table};
use crate::core::{Color, Move};
use crate::position::Position;
use std::sync::Arc;
use std::time::Instant;

/// What a move leads to, from the mover's point of view (python-chess's DTM convention).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveDtm {
    pub mv: Move,
    /// Plies to mate after playing `mv`, counted from before it: positive when the mover mates.
    pub dtm: i32,
}

/// Orders DTM values by what the side to move prefers: the shortest win, then a draw, then the
/// longest loss.
pub fn preference(dtm: i32) -> i32 {
    const WIN: i32 = 1_000_000;
    match dtm {
        d if d > 0 => WIN - d,
        0 => 0,
        d => -WIN - d,
    }
}

/// The DTM before a move, given the opponent's DTM after it.
fn one_ply_back(child_dtm: i32) -> i32 {
    match -child_dtm {
        d if d > 0 => d + 1,
        d if d < 0 => d - 1,
        _ => 0,
    }
}

impl Gaviota {
    /// Plies to mate (python-chess's `probe_dtm`): positive when the side to move mates,
    /// negative when it gets mated, 0 for draws and checkmated positions.
    pub fn probe_dtm(&self, pos: &Position) -> Result<i32, ProbeError> {
        if !pos.castling().is_empty() {
            return Err(ProbeError::CastlingRights);
        }
        let pieces = pos.occupied().count();
        if pieces > 5 {
            return Err(ProbeError::TooManyPieces(pieces));
        }
        if pieces == 2 {
            return Ok(0);
        }
        let mut dtm = self.probe_dtm_no_ep(pos)?;
        if pos.ep_square().is_some() {
            for m in pos.legal_moves().iter().filter(|m| m.is_en_passant()) {
                let mut child = pos.clone();
                child.play_unchecked(*m);
                let after = if child.is_checkmate() {
                    1
                } else {
                    one_ply_back(self.probe_dtm_no_ep(&child)?)
                };
                if preference(after) > preference(dtm) {
                    dtm = after;
                }
            }
        }
        Ok(dtm)
    }

    /// Win (1), draw (0) or loss (-1) for the side to move (python-chess's `probe_wdl`).
    pub fn probe_wdl(&self, pos: &Position) -> Result<i32, ProbeError> {
        let dtm = self.probe_dtm(pos)?;
        Ok(match dtm {
            0 if pos.is_checkmate() => -1,
            d => d.signum(),
        })
    }

    /// Every legal move with the DTM it leads to (from the mover's view), best first.
    /// Gives up with `Ok(None)` once `deadline` has passed.
    pub fn probe_root(
        &self,
        pos: &Position,
        deadline: Option<Instant>,
    ) -> Result<Option<Vec<MoveDtm>>, ProbeError> {
        if !pos.castling().is_empty() {
            return Err(ProbeError::CastlingRights);
        }
        let mut moves = Vec::new();
        for &mv in pos.legal_moves().iter() {
            if deadline.is_some_and(|d| Instant::now() >= d) {
                return Ok(None);
            }
            let mut child = pos.clone();
            child.play_unchecked(mv);
            let dtm = if child.is_checkmate() {
                1
            } else {
                one_ply_back(self.probe_dtm(&child)?)
            };
            moves.push(MoveDtm { mv, dtm });
        }
        moves.sort_by_key(|m| std::cmp::Reverse(preference(m.dtm)));
        Ok(Some(moves))
    }

    /// The stored value, ignoring en passant rights.
    fn probe_dtm_no_ep(&self, pos: &Position) -> Result<i32, ProbeError> {
        if pos.occupied().count() == 2 {
            return Ok(0);
        }
        let (signature, swapped) = material::lookup(pos)
            .ok_or_else(|| ProbeError::MissingTable(material::describe(pos)))?;
        let table = self
            .table(signature.id)
            .ok_or_else(|| ProbeError::MissingTable(material::describe(pos)))?;
        // The table's first side ("white") is Black when colours are swapped; the board is then
        // mirrored vertically so that the pawns run the right way.
        let (first, second) = if swapped {
            (Color::Black, Color::White)
        } else {
            (Color::White, Color::Black)
        };
        let squares = |color: Color| {
            let mut out = arrayvec::ArrayVec::<u8, 5>::new();
            let king = pos.king(color);
            let all = std::iter::once(king).chain(side_pieces(pos, color).map(|(_, sq)| sq));
            for sq in all.take(5) {
                let i = sq.index() as u8;
                out.push(if swapped { i ^ 56 } else { i });
            }
            out
        };
        let (white, black) = (squares(first), squares(second));
        let side = usize::from(pos.turn() != first);
        let unindexable = || ProbeError::Unindexable(material::describe(pos));
        let index = signature
            .scheme
            .index(&white, &black)
            .ok_or_else(unindexable)?;
        let mover_is_first = side == 0;
        Ok(match self.entry(table, side, index)? {
            Entry::WhiteMates(plies) if mover_is_first => plies as i32,
            Entry::WhiteMates(plies) => -(plies as i32),
            Entry::BlackMates(plies) if mover_is_first => -(plies as i32),
            Entry::BlackMates(plies) => plies as i32,
            Entry::Draw | Entry::Illegal => 0,
        })
    }

    /// Entry `index` for `side` to move (0: the table's first side), through the block cache.
    fn entry(&self, table: &Table, side: usize, index: u64) -> Result<Entry, ProbeError> {
        let disabled = |error: TableError| ProbeError::Table {
            table: table.signature.name.to_string(),
            error,
        };
        if let Some(error) = table.broken.get() {
            return Err(disabled(error.clone()));
        }
        let (block, offset) = table.file.locate(side, index);
        let key = BlockKey {
            table: table.signature.id as u32,
            block,
        };
        let data = match self.cache.get(key) {
            Some(data) => data,
            None => {
                let max_index = table.signature.scheme.max_index();
                let loaded = table.file.block(block).and_then(|raw| {
                    block::decompress(block, raw, entries_in_block(max_index, index))
                });
                match loaded {
                    Ok(bytes) => {
                        let data: Arc<[u8]> = Arc::from(bytes);
                        self.cache.insert(key, data.clone());
                        data
                    }
                    Err(error) => return Err(disabled(table.disable(error))),
                }
            }
        };
        let byte = data.get(offset).copied().ok_or_else(|| {
            disabled(table.disable(TableError::UnpackedSize {
                block,
                expected: offset + 1,
                found: data.len(),
            }))
        })?;
        Ok(block::unpack(side == 1, byte))
    }
}

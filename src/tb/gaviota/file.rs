//! The layout of a `.gtb.cp4` file, memory-mapped.
//!
//! A 40-byte header of ten little-endian `u32` words (word 2: entries per block, always 16384;
//! word 8: the end of the block index), then the block index: one `u32` file offset per block
//! and a last one for the end of the final block. The blocks for White to move come first, then
//! those for Black, each side `ceil(max_index / 16384)` blocks.
//!
//! `TableFile::open` checks the whole index (count, order, bounds, block sizes), so later reads
//! of a block can only fail on its contents, never by reading outside the file.

use super::error::TableError;
use super::index::ENTRIES_PER_BLOCK;
use memmap2::Mmap;
use std::fs::File;
use std::path::Path;

const HEADER_LEN: u64 = 40;
/// The largest compressed block the format allows (`EGTB_MAXBLOCKSIZE`).
const MAX_BLOCK_BYTES: u64 = 65_536;

/// An open, validated table file.
pub struct TableFile {
    map: Mmap,
    /// Blocks for one side to move.
    blocks_per_side: u64,
}

/// Blocks needed for one side to move of a table with `max_index` positions.
pub fn blocks_per_side(max_index: u64) -> u64 {
    max_index.div_ceil(ENTRIES_PER_BLOCK)
}

impl TableFile {
    /// Maps `path` and checks its header and block index against a table of `max_index`
    /// positions per side to move.
    pub fn open(path: &Path, max_index: u64) -> Result<TableFile, TableError> {
        let io = |e: std::io::Error| TableError::Io(e.to_string());
        let file = File::open(path).map_err(io)?;
        let len = file.metadata().map_err(io)?.len();
        if len < HEADER_LEN + 8 {
            return Err(TableError::TooShort { len });
        }
        // SAFETY: `Mmap::map` is unsafe because another process could truncate or rewrite the
        // file while it is mapped, which would make our slice change or fault under us. Table
        // files are read-only data that the engine never writes; like every tablebase prober
        // (Stockfish, Fathom, shakmaty-syzygy) we require that nobody modifies them while the
        // engine runs. All reads go through bounds-checked slices of the mapping.
        let map = unsafe { Mmap::map(&file) }.map_err(io)?;
        let table = TableFile {
            map,
            blocks_per_side: blocks_per_side(max_index),
        };
        table.validate()?;
        Ok(table)
    }

    fn len(&self) -> u64 {
        self.map.len() as u64
    }

    fn word(&self, byte_offset: u64) -> Option<u32> {
        let start = usize::try_from(byte_offset).ok()?;
        let bytes = self.map.get(start..start.checked_add(4)?)?;
        Some(u32::from_le_bytes(bytes.try_into().ok()?))
    }

    /// Offset of entry `i` of the block index.
    fn index_entry(&self, i: u64) -> Option<u64> {
        self.word(HEADER_LEN + 4 * i).map(u64::from)
    }

    fn validate(&self) -> Result<(), TableError> {
        let len = self.len();
        let too_short = TableError::TooShort { len };
        let per_block = self.word(8).ok_or(too_short.clone())?;
        if u64::from(per_block) != ENTRIES_PER_BLOCK {
            return Err(TableError::EntriesPerBlock { found: per_block });
        }
        let index_end = self.word(32).ok_or(too_short)?;
        let end = u64::from(index_end);
        if end < HEADER_LEN + 8 || !(end - HEADER_LEN).is_multiple_of(4) || end > len {
            return Err(TableError::IndexOffset {
                offset: index_end,
                len,
            });
        }
        let blocks = (end - HEADER_LEN) / 4 - 1;
        let expected = 2 * self.blocks_per_side;
        if blocks != expected {
            return Err(TableError::BlockCount {
                found: blocks,
                expected,
            });
        }
        let mut previous = end;
        for block in 0..blocks {
            let bounds = (self.index_entry(block), self.index_entry(block + 1));
            let (Some(start), Some(stop)) = bounds else {
                return Err(TableError::IndexOffset {
                    offset: index_end,
                    len,
                });
            };
            if start < previous || stop < start || stop > len || stop - start > MAX_BLOCK_BYTES {
                return Err(TableError::BlockBounds {
                    block,
                    start,
                    end: stop,
                    len,
                });
            }
            previous = start;
        }
        Ok(())
    }

    /// The compressed bytes of block `block` (0-based over both sides).
    pub fn block(&self, block: u64) -> Result<&[u8], TableError> {
        let len = self.len();
        let out_of_bounds = TableError::BlockBounds {
            block,
            start: 0,
            end: 0,
            len,
        };
        let (Some(start), Some(stop)) = (self.index_entry(block), self.index_entry(block + 1))
        else {
            return Err(out_of_bounds);
        };
        if block >= 2 * self.blocks_per_side {
            return Err(out_of_bounds);
        }
        let range = usize::try_from(start).ok().zip(usize::try_from(stop).ok());
        range
            .and_then(|(a, b)| self.map.get(a..b))
            .ok_or(TableError::BlockBounds {
                block,
                start,
                end: stop,
                len,
            })
    }

    /// Which block holds entry `index` for the side to move `side` (0 White, 1 Black), and the
    /// entry's position inside it.
    pub fn locate(&self, side: usize, index: u64) -> (u64, usize) {
        let block = side as u64 * self.blocks_per_side + index / ENTRIES_PER_BLOCK;
        (block, (index % ENTRIES_PER_BLOCK) as usize)
    }
}

/// Entries in the block that holds `index` (the last block of a side may be short).
pub fn entries_in_block(max_index: u64, index: u64) -> usize {
    let first = index / ENTRIES_PER_BLOCK * ENTRIES_PER_BLOCK;
    (max_index.saturating_sub(first)).min(ENTRIES_PER_BLOCK) as usize
}

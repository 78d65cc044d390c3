//! The compressed value store of one (sub-)table: a canonical Huffman code over symbols that
//! stand for *pairs* of symbols (Re-Pair compression), in blocks of up to 65536 values.
//!
//! Layout, per sub-table: a header (flags, block size, index granularity, block count, code
//! lengths, the lowest symbol of each length, the symbol tree), then elsewhere in the file an
//! index table (every `2^idx_bits` values: a block and an offset into it), a size table (values
//! per block, minus one) and the blocks. Finding value `idx` means: the index entry nearest
//! before it, walk block sizes to the block that holds it, decode symbols until the one that
//! covers it, then descend the pair tree to the single value.
//!
//! Every read is bounds-checked against the file, every loop is bounded by the data it walks,
//! and the symbol tree is checked to be acyclic when the table is opened, so a corrupt file
//! gives an error and never a panic or a hang.

use super::error::Corruption;

/// Bounds-checked little- and big-endian reads.
#[inline]
pub(super) fn u8_at(data: &[u8], at: usize) -> Result<u8, Corruption> {
    data.get(at)
        .copied()
        .ok_or(Corruption("read past the end of the file"))
}

#[inline]
fn array<const N: usize>(data: &[u8], at: usize) -> Result<[u8; N], Corruption> {
    at.checked_add(N)
        .and_then(|end| data.get(at..end))
        .and_then(|s| s.try_into().ok())
        .ok_or(Corruption("read past the end of the file"))
}

#[inline]
pub(super) fn u16_le(data: &[u8], at: usize) -> Result<u16, Corruption> {
    array(data, at).map(u16::from_le_bytes)
}

#[inline]
pub(super) fn u32_le(data: &[u8], at: usize) -> Result<u32, Corruption> {
    array(data, at).map(u32::from_le_bytes)
}

#[inline]
fn u32_be(data: &[u8], at: usize) -> Result<u32, Corruption> {
    array(data, at).map(u32::from_be_bytes)
}

#[inline]
fn u64_be(data: &[u8], at: usize) -> Result<u64, Corruption> {
    array(data, at).map(u64::from_be_bytes)
}

/// A node of the pair tree. Leaves (`len == 0`) carry their value in `left`.
#[derive(Copy, Clone, Debug, Default)]
struct Symbol {
    left: u16,
    right: u16,
    /// Number of values the symbol expands to, minus one.
    len: u32,
}

/// Whether the values are WDL (8 bits) or DTZ (12 bits) — only single-valued tables differ.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum ValueKind {
    Wdl,
    Dtz { captures_compulsory: bool },
}

/// One sub-table's decoder.
#[derive(Debug, Default)]
pub(super) struct PairsData {
    /// The first header byte: bit 7 single value; for DTZ bit 0 stored side, bit 1 value maps,
    /// bits 2-3 plies-exact flags, bit 4 16-bit maps.
    pub flags: u8,
    single: Option<u16>,
    block_size: u32,
    idx_bits: u32,
    num_indices: u64,
    num_blocks: u64,
    real_num_blocks: u64,
    min_len: u32,
    /// Smallest left-aligned code of each length (`min_len..=max_len`; 0 from the longest
    /// length on, which ends the length search).
    base: [u64; 32],
    /// Lowest symbol of each length.
    lowest: [u16; 32],
    /// Values each symbol expands to, minus one (kept apart from the tree: the decoding loop
    /// reads only these, and one byte each keeps them in the first-level cache).
    sym_len: Vec<u8>,
    symbols: Vec<Symbol>,
    index_table: usize,
    size_table: usize,
    data: usize,
}

/// Byte sizes of the three regions a sub-table owns elsewhere in the file.
#[derive(Copy, Clone, Debug, Default)]
pub(super) struct RegionSizes {
    pub index: u64,
    pub sizes: u64,
    pub blocks: u64,
}

impl PairsData {
    /// Reads a sub-table header at `at`, for a sub-table of `tb_size` values. Returns the
    /// decoder, the sizes of its regions and the offset after the header.
    pub(super) fn parse(
        data: &[u8],
        at: usize,
        tb_size: u64,
        kind: ValueKind,
    ) -> Result<(PairsData, RegionSizes, usize), Corruption> {
        let flags = u8_at(data, at)?;
        if flags & 0x80 != 0 {
            let value = match kind {
                ValueKind::Wdl => u8_at(data, at + 1)? as u16,
                ValueKind::Dtz {
                    captures_compulsory,
                } => captures_compulsory as u16,
            };
            let d = PairsData {
                flags,
                single: Some(value),
                ..PairsData::default()
            };
            return Ok((d, RegionSizes::default(), at + 2));
        }

        let block_size = u8_at(data, at + 1)? as u32;
        let idx_bits = u8_at(data, at + 2)? as u32;
        if block_size > 24 {
            return Err(Corruption("block size out of range"));
        }
        if idx_bits == 0 || idx_bits > 40 {
            return Err(Corruption("index granularity out of range"));
        }
        let real_num_blocks = u32_le(data, at + 4)? as u64;
        let num_blocks = real_num_blocks + u8_at(data, at + 3)? as u64;
        let max_len = u8_at(data, at + 8)? as u32;
        let min_len = u8_at(data, at + 9)? as u32;
        if min_len == 0 || max_len < min_len || max_len > 32 {
            return Err(Corruption("Huffman code lengths out of range"));
        }
        let h = (max_len - min_len + 1) as usize;
        let mut lowest = [0u16; 32];
        for (i, l) in lowest.iter_mut().enumerate().take(h) {
            *l = u16_le(data, at + 10 + 2 * i)?;
        }
        let num_syms = u16_le(data, at + 10 + 2 * h)? as usize;
        if num_syms == 0 || num_syms > 4096 {
            return Err(Corruption("symbol count out of range"));
        }
        let sym_pat = at + 12 + 2 * h;
        let next = sym_pat + 3 * num_syms + (num_syms & 1);

        let mut symbols = Vec::with_capacity(num_syms);
        for s in 0..num_syms {
            let [b0, b1, b2] = array::<3>(data, sym_pat + 3 * s)?;
            symbols.push(Symbol {
                left: (((b1 & 0x0f) as u16) << 8) | b0 as u16,
                right: ((b2 as u16) << 4) | (b1 >> 4) as u16,
                len: 0,
            });
        }
        symbol_lengths(&mut symbols)?;
        // Valid tables expand a symbol to at most 256 values.
        let sym_len = symbols
            .iter()
            .map(|s| u8::try_from(s.len).map_err(|_| Corruption("symbol too long")))
            .collect::<Result<Vec<u8>, Corruption>>()?;

        // Canonical code: base[i] is the first code of length min_len + i, left-aligned.
        let mut base = [0u64; 32];
        for i in (0..h.saturating_sub(1)).rev() {
            let sum = base[i + 1] as i128 + lowest[i] as i128 - lowest[i + 1] as i128;
            if sum < 0 {
                return Err(Corruption("inconsistent Huffman code"));
            }
            base[i] = (sum / 2) as u64;
        }
        for (i, b) in base.iter_mut().enumerate().take(h) {
            let len = min_len + i as u32;
            if *b >> len != 0 {
                return Err(Corruption("inconsistent Huffman code"));
            }
            *b <<= 64 - len;
        }

        let num_indices = tb_size.div_ceil(1u64 << idx_bits);
        let sizes = RegionSizes {
            index: num_indices * 6,
            sizes: num_blocks * 2,
            blocks: real_num_blocks << block_size,
        };
        let d = PairsData {
            flags,
            single: None,
            block_size,
            idx_bits,
            num_indices,
            num_blocks,
            real_num_blocks,
            min_len,
            base,
            lowest,
            sym_len,
            symbols,
            index_table: 0,
            size_table: 0,
            data: 0,
        };
        Ok((d, sizes, next))
    }

    pub(super) fn set_index_table(&mut self, at: usize) {
        self.index_table = at;
    }

    pub(super) fn set_size_table(&mut self, at: usize) {
        self.size_table = at;
    }

    pub(super) fn set_data(&mut self, at: usize) {
        self.data = at;
    }

    /// The value at `idx`.
    pub(super) fn get(&self, data: &[u8], idx: u64) -> Result<u16, Corruption> {
        if let Some(v) = self.single {
            return Ok(v);
        }
        let main = idx >> self.idx_bits;
        if main >= self.num_indices {
            return Err(Corruption("index beyond the table"));
        }
        let half = 1i64 << (self.idx_bits - 1);
        let mut lit = (idx & ((1u64 << self.idx_bits) - 1)) as i64 - half;
        let entry = self.index_table + 6 * main as usize;
        let mut block = u32_le(data, entry)? as u64;
        lit += u16_le(data, entry + 4)? as i64;

        let block_len = |b: u64| -> Result<i64, Corruption> {
            if b >= self.num_blocks {
                return Err(Corruption("block number beyond the table"));
            }
            Ok(u16_le(data, self.size_table + 2 * b as usize)? as i64)
        };
        if lit < 0 {
            while lit < 0 {
                if block == 0 {
                    return Err(Corruption("block walk before the first block"));
                }
                block -= 1;
                lit += block_len(block)? + 1;
            }
        } else {
            loop {
                let len = block_len(block)?;
                if lit <= len {
                    break;
                }
                lit -= len + 1;
                block += 1;
            }
        }
        if block >= self.real_num_blocks {
            return Err(Corruption("block number beyond the data"));
        }

        let mut ptr = self.data + ((block as usize) << self.block_size);
        let mut code = u64_be(data, ptr)?;
        ptr += 8;
        let mut spare = 0u32;
        let sym = loop {
            let mut l = 0;
            // The base of the longest length is 0, so this stops there.
            while code < self.base[l & 31] {
                l += 1;
            }
            let l = l & 31;
            let len = self.min_len + l as u32;
            let sym = self.lowest[l] as u64 + ((code - self.base[l]) >> (64 - len));
            let width = *self
                .sym_len
                .get(sym as usize)
                .ok_or(Corruption("Huffman symbol out of range"))? as i64
                + 1;
            if lit < width {
                break sym as usize;
            }
            lit -= width;
            code <<= len;
            spare += len;
            if spare >= 32 {
                spare -= 32;
                code |= (u32_be(data, ptr)? as u64) << spare;
                ptr += 4;
            }
        };

        // Descend the pair tree (acyclic, checked at open) to the single value.
        let mut s = sym;
        loop {
            let node = self.symbols[s];
            if node.len == 0 {
                return Ok(node.left);
            }
            let left = self.symbols[node.left as usize];
            if lit < left.len as i64 + 1 {
                s = node.left as usize;
            } else {
                lit -= left.len as i64 + 1;
                s = node.right as usize;
            }
        }
    }
}

/// Fills in how many values each symbol stands for, checking that every pair refers to
/// existing symbols and that no symbol contains itself.
fn symbol_lengths(symbols: &mut [Symbol]) -> Result<(), Corruption> {
    const UNSEEN: u8 = 0;
    const OPEN: u8 = 1;
    const DONE: u8 = 2;
    let n = symbols.len();
    let mut state = vec![UNSEEN; n];
    let mut stack = Vec::new();
    for root in 0..n {
        if state[root] == DONE {
            continue;
        }
        stack.push(root);
        while let Some(&s) = stack.last() {
            let Symbol { left, right, .. } = symbols[s];
            if right == 0x0fff {
                symbols[s].len = 0;
                state[s] = DONE;
                stack.pop();
                continue;
            }
            let (l, r) = (left as usize, right as usize);
            if l >= n || r >= n {
                return Err(Corruption("pair refers to a missing symbol"));
            }
            state[s] = OPEN;
            let mut pending = false;
            for c in [l, r] {
                match state[c] {
                    DONE => {}
                    OPEN => return Err(Corruption("symbol tree has a cycle")),
                    _ => {
                        stack.push(c);
                        pending = true;
                    }
                }
            }
            if !pending {
                symbols[s].len = symbols[l]
                    .len
                    .saturating_add(symbols[r].len)
                    .saturating_add(1);
                state[s] = DONE;
                stack.pop();
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sym(left: u16, right: u16) -> Symbol {
        Symbol {
            left,
            right,
            len: 0,
        }
    }

    #[test]
    fn symbol_tree_lengths_and_cycles() {
        let mut syms = vec![sym(7, 0xfff), sym(9, 0xfff), sym(0, 1), sym(2, 2)];
        symbol_lengths(&mut syms).unwrap();
        assert_eq!(
            syms.iter().map(|s| s.len).collect::<Vec<_>>(),
            vec![0, 0, 1, 3]
        );
        let mut cyclic = vec![sym(1, 1), sym(0, 0)];
        assert!(symbol_lengths(&mut cyclic).is_err());
        let mut dangling = vec![sym(5, 0)];
        assert!(symbol_lengths(&mut dangling).is_err());
        let mut own = vec![sym(0, 0)];
        assert!(symbol_lengths(&mut own).is_err());
    }

    #[test]
    fn reads_are_checked() {
        let data = [1u8, 2, 3, 4, 5];
        assert_eq!(u16_le(&data, 3), Ok(0x0504));
        assert!(u16_le(&data, 4).is_err());
        assert!(u32_le(&data, usize::MAX - 1).is_err());
        assert_eq!(u32_be(&data, 0), Ok(0x0102_0304));
    }
}

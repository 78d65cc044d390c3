//! One block: LZMA decompression (compression scheme 4) and the one-byte entries inside.
//!
//! A compressed block is `[scheme byte][LZMA86 header][LZMA stream]`: the first byte is written
//! by the generator and ignored here (python-chess and the C prober ignore it too); the LZMA86
//! header is a filter flag (0: none; Gaviota never uses the x86 filter), the 5 LZMA property
//! bytes (lc/lp/pb and dictionary size) and an 8-byte unpacked size; the raw LZMA stream starts
//! at byte 15. The unpacked size is known from the table layout, so the stored one is not
//! trusted, and the dictionary never needs to exceed the 16384-byte output.
//!
//! Each decompressed byte is one position's entry; `unpack` turns it into a result with the
//! distance to mate in plies (the packing depends on the side to move).

use super::error::TableError;
use lzma_rs::decompress::raw::{LzmaDecoder, LzmaParams, LzmaProperties};

/// Bytes before the raw LZMA stream.
const HEADER: usize = 15;
/// The range decoder reads 5 bytes before producing anything.
const MIN_STREAM: usize = 5;
/// Decoding window: at least the largest block output, so every valid distance resolves.
const DICTIONARY: u32 = 1 << 16;

/// Decompresses block `block` (its number, for messages) into exactly `entries` bytes.
pub fn decompress(block: u64, raw: &[u8], entries: usize) -> Result<Vec<u8>, TableError> {
    let (Some(&filter), Some(&props), Some(stream)) = (raw.get(1), raw.get(2), raw.get(HEADER..))
    else {
        return Err(TableError::BlockTooShort {
            block,
            size: raw.len(),
        });
    };
    if stream.len() < MIN_STREAM {
        return Err(TableError::BlockTooShort {
            block,
            size: raw.len(),
        });
    }
    if filter != 0 {
        return Err(TableError::UnsupportedFilter {
            block,
            flag: filter,
        });
    }
    if props >= 9 * 5 * 5 {
        return Err(TableError::LzmaProperties { block, byte: props });
    }
    let properties = LzmaProperties {
        lc: u32::from(props % 9),
        lp: u32::from(props / 9 % 5),
        pb: u32::from(props / 45),
    };
    let params = LzmaParams::new(properties, DICTIONARY, Some(entries as u64));
    let corrupt = |e: lzma_rs::error::Error| TableError::Decompress {
        block,
        reason: e.to_string(),
    };
    let mut decoder = LzmaDecoder::new(params, Some(DICTIONARY as usize)).map_err(corrupt)?;
    let mut out = Vec::with_capacity(entries);
    let mut input = stream;
    decoder.decompress(&mut input, &mut out).map_err(corrupt)?;
    // The encoder flushes its range coder right after the last entry, so a sound block ends
    // exactly there (true of every block of the shipped tables); bytes left over mean the
    // stream took another path through corrupt data.
    if !input.is_empty() {
        return Err(TableError::Decompress {
            block,
            reason: format!("{} bytes left after the last entry", input.len()),
        });
    }
    if out.len() != entries {
        return Err(TableError::UnpackedSize {
            block,
            expected: entries,
            found: out.len(),
        });
    }
    Ok(out)
}

/// A position's stored result, in the table's colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    Draw,
    /// A position that cannot occur (the side not to move is in check); probes of legal
    /// positions never meet it.
    Illegal,
    /// White mates in this many plies (0: Black, to move, is already checkmated).
    WhiteMates(u32),
    /// Black mates in this many plies (0: White, to move, is already checkmated).
    BlackMates(u32),
}

const DRAW: u8 = 0;
const WHITE_MATES: u8 = 1;
const BLACK_MATES: u8 = 2;
const ILLEGAL: u8 = 3;

/// Decodes one stored byte for the side to move (`black_to_move`).
///
/// The low two bits say who mates; the other six count moves. Wins of 64 moves and more borrow
/// the draw and illegal codes: with White to move, "draw + n" is White mating in 64 + n moves and
/// "illegal + n" Black mating in 63 + n; mirrored for Black to move, where "draw + 63" stands for
/// White mating in 127 moves. Only the bytes 0 (draw) and 3 (illegal) mean what they say.
pub fn unpack(black_to_move: bool, byte: u8) -> Entry {
    match byte {
        0 => return Entry::Draw,
        3 => return Entry::Illegal,
        _ => {}
    }
    let store = u32::from(byte >> 2);
    // Plies when the side to move mates in `moves`, or is mated in `moves`.
    let mating = |moves: u32| 2 * moves - 1;
    let mated = |moves: u32| 2 * moves;
    if !black_to_move {
        match byte & 3 {
            WHITE_MATES => Entry::WhiteMates(mating(store + 1)),
            BLACK_MATES => Entry::BlackMates(mated(store)),
            DRAW => Entry::WhiteMates(mating(store + 64)),
            _ => Entry::BlackMates(mated(store + 63)),
        }
    } else {
        match byte & 3 {
            BLACK_MATES => Entry::BlackMates(mating(store + 1)),
            WHITE_MATES => Entry::WhiteMates(mated(store)),
            DRAW if store == 63 => Entry::WhiteMates(mated(127)),
            DRAW => Entry::BlackMates(mating(store + 64)),
            ILLEGAL => Entry::WhiteMates(mated(store + 63)),
            _ => unreachable!("two bits"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_decode_like_the_format() {
        assert_eq!(unpack(false, 0), Entry::Draw);
        assert_eq!(unpack(true, 3), Entry::Illegal);
        // White to move mates in 1; Black to move mates in 1.
        assert_eq!(unpack(false, 1), Entry::WhiteMates(1));
        assert_eq!(unpack(true, 2), Entry::BlackMates(1));
        // White to move checkmated (Black "mates in 0 moves"), and mated in 3 moves.
        assert_eq!(unpack(false, 2), Entry::BlackMates(0));
        assert_eq!(unpack(false, (3 << 2) | 2), Entry::BlackMates(6));
        // Long wins borrow the draw and illegal codes.
        assert_eq!(unpack(false, 1 << 2), Entry::WhiteMates(129));
        assert_eq!(unpack(false, (1 << 2) | 3), Entry::BlackMates(128));
        assert_eq!(unpack(true, 63 << 2), Entry::WhiteMates(254));
        assert_eq!(unpack(true, 62 << 2), Entry::BlackMates(251));
    }

    #[test]
    fn malformed_blocks_are_errors() {
        assert!(matches!(
            decompress(0, &[0; 10], 100),
            Err(TableError::BlockTooShort { .. })
        ));
        let mut raw = vec![0u8; 40];
        raw[1] = 1;
        assert!(matches!(
            decompress(0, &raw, 100),
            Err(TableError::UnsupportedFilter { .. })
        ));
        raw[1] = 0;
        raw[2] = 250;
        assert!(matches!(
            decompress(0, &raw, 100),
            Err(TableError::LzmaProperties { .. })
        ));
        raw[2] = 0x5d;
        assert!(decompress(0, &raw, 100).is_err());
    }
}

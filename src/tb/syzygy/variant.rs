//! What distinguishes one family of Syzygy tables from another: file suffixes and magic numbers,
//! whether every side has exactly one king, whether the kings may stand side by side (which
//! changes the index of the two-king pivot) and whether captures are compulsory (which changes
//! the probing rules and the value of single-valued DTZ tables).
//!
//! Standard chess is the only family the engine plays today. The table code (file layout,
//! decompression, indexing, discovery) is generic over [`SyzygyVariant`], so atomic
//! (`.atbw/.atbz`), antichess/giveaway (`.gtbw/.gtbz`) and suicide (`.stbw/.stbz`) tables only
//! need their marker type here and their probing rules once the engine generates their moves.

/// A family of Syzygy tables. Implemented by zero-sized marker types; every item is a
/// compile-time constant, so generic table code compiles to the same machine code as
/// hand-written standard-chess code.
pub trait SyzygyVariant: Send + Sync + 'static {
    /// Human-readable name (for messages).
    const NAME: &'static str;
    /// Suffix of WDL files (with the dot).
    const WDL_SUFFIX: &'static str;
    /// Suffix of DTZ files (with the dot).
    const DTZ_SUFFIX: &'static str;
    /// The first four bytes of every WDL file.
    const WDL_MAGIC: [u8; 4];
    /// The first four bytes of every DTZ file.
    const DTZ_MAGIC: [u8; 4];
    /// Pawnless tables shared with a sibling family (suicide and giveaway swap theirs):
    /// `(WDL suffix, DTZ suffix, WDL magic, DTZ magic)`.
    const PAWNLESS: Option<(&'static str, &'static str, [u8; 4], [u8; 4])> = None;
    /// Each side has exactly one king, and the king is not an ordinary piece.
    const ONE_KING: bool = true;
    /// Kings may stand next to each other (atomic, and the antichess family).
    const CONNECTED_KINGS: bool = false;
    /// A side that can capture must capture (antichess family).
    const CAPTURES_COMPULSORY: bool = false;
}

/// Standard chess tables (`.rtbw`, `.rtbz`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Standard;

impl SyzygyVariant for Standard {
    const NAME: &'static str = "chess";
    const WDL_SUFFIX: &'static str = ".rtbw";
    const DTZ_SUFFIX: &'static str = ".rtbz";
    const WDL_MAGIC: [u8; 4] = [0x71, 0xe8, 0x23, 0x5d];
    const DTZ_MAGIC: [u8; 4] = [0xd7, 0x66, 0x0c, 0xa5];
}

/// Atomic chess tables (`.atbw`, `.atbz`). Table code is ready; probing needs atomic moves.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Atomic;

impl SyzygyVariant for Atomic {
    const NAME: &'static str = "atomic";
    const WDL_SUFFIX: &'static str = ".atbw";
    const DTZ_SUFFIX: &'static str = ".atbz";
    const WDL_MAGIC: [u8; 4] = [0x55, 0x8d, 0xa4, 0x49];
    const DTZ_MAGIC: [u8; 4] = [0x91, 0xa9, 0x5e, 0xeb];
    const CONNECTED_KINGS: bool = true;
}

/// Antichess / giveaway tables (`.gtbw`, `.gtbz`; pawnless endings may come as suicide files).
/// Table code is ready; probing needs antichess moves.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Antichess;

impl SyzygyVariant for Antichess {
    const NAME: &'static str = "antichess";
    const WDL_SUFFIX: &'static str = ".gtbw";
    const DTZ_SUFFIX: &'static str = ".gtbz";
    const WDL_MAGIC: [u8; 4] = [0xbc, 0x55, 0xbc, 0x21];
    const DTZ_MAGIC: [u8; 4] = [0xd6, 0xf5, 0x1b, 0x50];
    const PAWNLESS: Option<(&'static str, &'static str, [u8; 4], [u8; 4])> = Some((
        ".stbw",
        ".stbz",
        [0x7b, 0xf6, 0x93, 0x15],
        [0xe4, 0xcf, 0xe7, 0x23],
    ));
    const ONE_KING: bool = false;
    const CONNECTED_KINGS: bool = true;
    const CAPTURES_COMPULSORY: bool = true;
}

/// Suicide tables (`.stbw`, `.stbz`; pawnless endings may come as giveaway files). Table code
/// is ready; probing needs suicide moves.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Suicide;

impl SyzygyVariant for Suicide {
    const NAME: &'static str = "suicide";
    const WDL_SUFFIX: &'static str = ".stbw";
    const DTZ_SUFFIX: &'static str = ".stbz";
    const WDL_MAGIC: [u8; 4] = [0x7b, 0xf6, 0x93, 0x15];
    const DTZ_MAGIC: [u8; 4] = [0xe4, 0xcf, 0xe7, 0x23];
    const PAWNLESS: Option<(&'static str, &'static str, [u8; 4], [u8; 4])> = Some((
        ".gtbw",
        ".gtbz",
        [0xbc, 0x55, 0xbc, 0x21],
        [0xd6, 0xf5, 0x1b, 0x50],
    ));
    const ONE_KING: bool = false;
    const CONNECTED_KINGS: bool = true;
    const CAPTURES_COMPULSORY: bool = true;
}

//! What distinguishes one family of Syzygy tables from another: file suffixes and magic numbers,
//! whether every side has exactly one king, whether the kings may stand side by side (which
//! changes the index of the two-king pivot); whether captures are compulsory (which changes the
//! probing rules and the value of single-valued DTZ tables) is the rules' own
//! `Variant::CAPTURES_COMPULSORY`.
//!
//! The families are the engine's variant types: `SyzygyVariant` extends `crate::variant::Variant`
//! with the tables' constants, so a `Syzygy<V>` reads the tables of the variant `Position<V>`
//! plays: standard chess, atomic (`.atbw/.atbz`), antichess and giveaway (`.gtbw/.gtbz`) and
//! suicide (`.stbw/.stbz`). Table code and probing (`probe`) are generic over it.

use crate::variant::{Antichess, Atomic, Giveaway, Standard, Suicide, Variant};

/// A family of Syzygy tables, named by the variant whose positions it holds. Every item is a
/// compile-time constant, so generic table code compiles to the same machine code as
/// hand-written standard-chess code.
pub trait SyzygyVariant: Variant {
    /// Human-readable name (for messages).
    const TABLES: &'static str;
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
}

const GIVEAWAY: ([u8; 4], [u8; 4]) = ([0xbc, 0x55, 0xbc, 0x21], [0xd6, 0xf5, 0x1b, 0x50]);
const SUICIDE: ([u8; 4], [u8; 4]) = ([0x7b, 0xf6, 0x93, 0x15], [0xe4, 0xcf, 0xe7, 0x23]);

impl SyzygyVariant for Standard {
    const TABLES: &'static str = "chess";
    const WDL_SUFFIX: &'static str = ".rtbw";
    const DTZ_SUFFIX: &'static str = ".rtbz";
    const WDL_MAGIC: [u8; 4] = [0x71, 0xe8, 0x23, 0x5d];
    const DTZ_MAGIC: [u8; 4] = [0xd7, 0x66, 0x0c, 0xa5];
}

impl SyzygyVariant for Atomic {
    const TABLES: &'static str = "atomic";
    const WDL_SUFFIX: &'static str = ".atbw";
    const DTZ_SUFFIX: &'static str = ".atbz";
    const WDL_MAGIC: [u8; 4] = [0x55, 0x8d, 0xa4, 0x49];
    const DTZ_MAGIC: [u8; 4] = [0x91, 0xa9, 0x5e, 0xeb];
    const CONNECTED_KINGS: bool = true;
}

/// Lichess antichess plays by the giveaway tables.
impl SyzygyVariant for Antichess {
    const TABLES: &'static str = "antichess";
    const WDL_SUFFIX: &'static str = ".gtbw";
    const DTZ_SUFFIX: &'static str = ".gtbz";
    const WDL_MAGIC: [u8; 4] = GIVEAWAY.0;
    const DTZ_MAGIC: [u8; 4] = GIVEAWAY.1;
    const PAWNLESS: Option<(&'static str, &'static str, [u8; 4], [u8; 4])> =
        Some((".stbw", ".stbz", SUICIDE.0, SUICIDE.1));
    const ONE_KING: bool = false;
    const CONNECTED_KINGS: bool = true;
}

impl SyzygyVariant for Giveaway {
    const TABLES: &'static str = "giveaway";
    const WDL_SUFFIX: &'static str = ".gtbw";
    const DTZ_SUFFIX: &'static str = ".gtbz";
    const WDL_MAGIC: [u8; 4] = GIVEAWAY.0;
    const DTZ_MAGIC: [u8; 4] = GIVEAWAY.1;
    const PAWNLESS: Option<(&'static str, &'static str, [u8; 4], [u8; 4])> =
        Some((".stbw", ".stbz", SUICIDE.0, SUICIDE.1));
    const ONE_KING: bool = false;
    const CONNECTED_KINGS: bool = true;
}

impl SyzygyVariant for Suicide {
    const TABLES: &'static str = "suicide";
    const WDL_SUFFIX: &'static str = ".stbw";
    const DTZ_SUFFIX: &'static str = ".stbz";
    const WDL_MAGIC: [u8; 4] = SUICIDE.0;
    const DTZ_MAGIC: [u8; 4] = SUICIDE.1;
    const PAWNLESS: Option<(&'static str, &'static str, [u8; 4], [u8; 4])> =
        Some((".gtbw", ".gtbz", GIVEAWAY.0, GIVEAWAY.1));
    const ONE_KING: bool = false;
    const CONNECTED_KINGS: bool = true;
}

//! One table file: opening (memory map, size and magic checks), the header (piece order per
//! side and pawn file, group orders, sub-table headers, DTZ value maps, the layout of index,
//! size and data regions), and the raw lookup of a position's stored value.
//!
//! A WDL file stores both sides to move (one for symmetric material); a DTZ file stores one
//! side only (its flags say which). Tables with pawns have four sub-tables, one per file group
//! of the leading pawn. The header is checked against the material of the file name when the
//! file is opened, so that a lookup can rely on it: every group of identical pieces in the
//! header matches the position's pieces one for one.

use super::encoding::{self, Pivot, Squares};
use super::error::{Corruption, SyzygyError};
use super::material::{Material, MAX_PIECES};
use super::pairs::{u16_le, u8_at, PairsData, RegionSizes, ValueKind};
use super::variant::SyzygyVariant;
use crate::core::{Color, Role};
use crate::position::Position;
use crate::variant::Variant;
use memmap2::Mmap;
use std::fs::File;
use std::path::{Path, PathBuf};

/// A piece as the header writes it: bits 0-2 the role (1 pawn ... 6 king), bit 3 set for the
/// table's second colour.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
struct TbPiece(u8);

impl TbPiece {
    fn role(self) -> Option<Role> {
        match self.0 & 0x07 {
            r @ 1..=6 => Some(Role::from_index(r as usize - 1)),
            _ => None,
        }
    }

    /// The board colour of this piece, given the colour swap of the lookup.
    fn color(self, swap: bool) -> Color {
        if (self.0 & 0x08 != 0) != swap {
            Color::Black
        } else {
            Color::White
        }
    }
}

/// A memory-mapped table file.
struct TableFile {
    path: PathBuf,
    map: Mmap,
}

impl TableFile {
    fn open(path: &Path, magic: [u8; 4]) -> Result<TableFile, SyzygyError> {
        let io = |e: std::io::Error| SyzygyError::Io {
            path: path.to_path_buf(),
            reason: e.to_string(),
        };
        let file = File::open(path).map_err(io)?;
        let len = file.metadata().map_err(io)?.len();
        if len % 64 != 16 {
            return Err(SyzygyError::BadSize {
                path: path.to_path_buf(),
                len,
            });
        }
        // SAFETY: the mapping is read-only and private to this process, and we only ever read
        // it through `&[u8]` with bounds checks, so no Rust aliasing rule can be broken from
        // our side. What the mapping cannot rule out is another process truncating or
        // rewriting the file while it is mapped (the bytes would change under us or reads
        // would fault); tablebase files are read-only data that nothing rewrites in place, and
        // every memory-mapping prober (Stockfish, Fathom, python-chess) makes the same
        // assumption. Mapping instead of reading is what makes 7-piece sets (tens of GB) usable.
        let map = unsafe { memmap2::MmapOptions::new().map(&file) }.map_err(io)?;
        #[cfg(unix)]
        {
            // Probes touch scattered pages: read-ahead would only waste I/O. A failed hint
            // changes nothing but speed.
            let _ = map.advise(memmap2::Advice::Random);
        }
        if map.get(..4) != Some(&magic[..]) {
            return Err(SyzygyError::BadMagic {
                path: path.to_path_buf(),
            });
        }
        Ok(TableFile {
            path: path.to_path_buf(),
            map,
        })
    }

    fn bytes(&self) -> &[u8] {
        &self.map
    }

    fn corrupt(&self, c: Corruption) -> SyzygyError {
        c.at(&self.path)
    }
}

/// What the material alone says about a table's encoding.
#[derive(Copy, Clone, Debug)]
struct Shape {
    num: usize,
    /// Leading pawns and the other side's pawns (tables with pawns).
    pawns: Option<(usize, usize)>,
    /// Pivot encoding (pawnless tables).
    pivot: Pivot,
    symmetric: bool,
    connected_kings: bool,
}

impl Shape {
    fn new(material: &Material, connected_kings: bool) -> Shape {
        let num = material.total() as usize;
        let pawns = material.has_pawns().then(|| {
            // The side with fewer pawns leads, unless it has none.
            let a = material.count(Color::White, Role::Pawn) as usize;
            let b = material.count(Color::Black, Role::Pawn) as usize;
            if a > 0 && (b == 0 || a < b) {
                (a, b)
            } else {
                (b, a)
            }
        });
        let unique = Color::ALL
            .iter()
            .flat_map(|&c| Role::ALL.iter().map(move |&r| material.count(c, r)))
            .filter(|&n| n == 1)
            .count();
        let pivot = match unique {
            3.. => Pivot::Triple,
            2 => Pivot::Kings,
            _ => {
                let smallest = Color::ALL
                    .iter()
                    .flat_map(|&c| Role::ALL.iter().map(move |&r| material.count(c, r)))
                    .filter(|&n| n > 1)
                    .min()
                    .unwrap_or(2);
                Pivot::Identical(smallest as u8)
            }
        };
        Shape {
            num,
            pawns,
            pivot,
            symmetric: material.is_symmetric(),
            connected_kings,
        }
    }

    fn first_group(&self) -> (usize, usize) {
        match self.pawns {
            Some((lead, other)) => (lead, other),
            None => (self.pivot.len(), 0),
        }
    }
}

/// One sub-table for one side to move: pieces in index order, group lengths and factors, and
/// the compressed values.
#[derive(Debug)]
struct Group {
    pieces: [TbPiece; MAX_PIECES],
    norm: [u8; MAX_PIECES],
    factor: [u64; MAX_PIECES],
    pairs: PairsData,
}

/// A group header before its sub-table header is read.
struct GroupHead {
    pieces: [TbPiece; MAX_PIECES],
    norm: [u8; MAX_PIECES],
    factor: [u64; MAX_PIECES],
    tb_size: u64,
}

impl GroupHead {
    /// Reads the piece order of one side at `at` (`order_bytes` group-order bytes first, then
    /// one byte per piece; the low nibbles describe side 0, the high ones side 1).
    fn read(
        data: &[u8],
        at: usize,
        shape: &Shape,
        high: bool,
        file: usize,
    ) -> Result<GroupHead, Corruption> {
        let nibble = |b: u8| if high { b >> 4 } else { b & 0x0f };
        let order_bytes = match shape.pawns {
            Some((_, other)) if other > 0 => 2,
            _ => 1,
        };
        let order = nibble(u8_at(data, at)?) as usize;
        let order2 = if order_bytes == 2 {
            nibble(u8_at(data, at + 1)?) as usize
        } else {
            0x0f
        };
        let mut pieces = [TbPiece::default(); MAX_PIECES];
        for (i, p) in pieces.iter_mut().enumerate().take(shape.num) {
            *p = TbPiece(nibble(u8_at(data, at + order_bytes + i)?));
            if p.role().is_none() {
                return Err(Corruption("invalid piece code in the header"));
            }
        }
        let codes: Vec<u8> = pieces[..shape.num].iter().map(|p| p.0).collect();
        // Identical pieces must be listed together.
        for (i, c) in codes.iter().enumerate() {
            if i > 0 && codes[i - 1] != *c && codes[..i - 1].contains(c) {
                return Err(Corruption("identical pieces not listed together"));
            }
        }
        let (first, second) = shape.first_group();
        if shape.pawns.is_none() {
            // The pivot: unique pieces, or one run of identical pieces.
            let pivot = codes.get(..first).ok_or(Corruption("too few pieces"))?;
            let ok = match shape.pivot {
                Pivot::Identical(_) => {
                    pivot.iter().all(|&c| c == pivot[0]) && codes.get(first) != Some(&pivot[0])
                }
                _ => pivot
                    .iter()
                    .all(|c| codes.iter().filter(|&d| d == c).count() == 1),
            };
            if !ok {
                return Err(Corruption("pivot pieces out of order in the header"));
            }
        }
        let norm = encoding::group_lengths(&codes, first, second);
        let factors = match shape.pawns {
            Some(_) => encoding::pawn_factors(&norm, shape.num, order, order2, file),
            None => {
                encoding::piece_factors(shape.pivot, shape.connected_kings, &norm, shape.num, order)
            }
        };
        let (factor, tb_size) = factors.ok_or(Corruption("invalid group order in the header"))?;
        Ok(GroupHead {
            pieces,
            norm,
            factor,
            tb_size,
        })
    }

    /// The material the header lists, in the table's colours (colour 0 = White).
    fn material(&self, num: usize) -> Material {
        let mut m = Material::default();
        for p in &self.pieces[..num] {
            if let Some(role) = p.role() {
                m.add(p.color(false), role);
            }
        }
        m
    }

    fn into_group(self, pairs: PairsData) -> Group {
        Group {
            pieces: self.pieces,
            norm: self.norm,
            factor: self.factor,
            pairs,
        }
    }
}

/// Checks the pawn structure of a header: the leading pawns first (all alike), then the other
/// side's pawns.
fn check_pawn_order(head: &GroupHead, lead_code: TbPiece, lead: usize, other: usize) -> bool {
    let pawn = |p: &TbPiece| p.role() == Some(Role::Pawn);
    head.pieces[..lead].iter().all(|&p| p == lead_code)
        && pawn(&lead_code)
        && head.pieces[lead..lead + other]
            .iter()
            .all(|p| pawn(p) && p.0 & 0x08 != lead_code.0 & 0x08)
}

/// Walks the regions after the headers, checking that they fit in the file.
struct Cursor {
    at: usize,
    len: usize,
}

impl Cursor {
    fn skip(&mut self, bytes: u64) -> Result<usize, Corruption> {
        let start = self.at;
        self.at = usize::try_from(bytes)
            .ok()
            .and_then(|b| self.at.checked_add(b))
            .filter(|&end| end <= self.len)
            .ok_or(Corruption("table regions extend past the end of the file"))?;
        Ok(start)
    }

    fn align(&mut self, to: usize) {
        self.at = self.at.next_multiple_of(to);
    }
}

/// How the lookup sees the board: colours swapped and ranks mirrored when the position's
/// material is the table's with colours exchanged (or for the second side of a symmetric
/// table), and which stored side applies.
#[derive(Copy, Clone, Debug)]
struct Orientation {
    swap: bool,
    mirror: u8,
    side: usize,
}

fn orientation<V: Variant>(
    pos: &Position<V>,
    key: u64,
    table_key: u64,
    symmetric: bool,
) -> Orientation {
    let white = pos.turn() == Color::White;
    if symmetric {
        Orientation {
            swap: !white,
            mirror: if white { 0 } else { 0x38 },
            side: 0,
        }
    } else if key != table_key {
        Orientation {
            swap: true,
            mirror: 0x38,
            side: white as usize,
        }
    } else {
        Orientation {
            swap: false,
            mirror: 0,
            side: !white as usize,
        }
    }
}

/// Writes the squares of `pieces[from..n]` (run by run of identical pieces) into `out`.
fn fill_squares<V: Variant>(
    pos: &Position<V>,
    pieces: &[TbPiece; MAX_PIECES],
    from: usize,
    n: usize,
    o: Orientation,
    mirror: u8,
    out: &mut Squares,
) -> Result<(), Corruption> {
    let mut i = from;
    while i < n {
        let p = pieces[i];
        let role = p.role().ok_or(Corruption("invalid piece code"))?;
        let mut run = i;
        while run < n && pieces[run] == p {
            run += 1;
        }
        let squares = pos.pieces(p.color(o.swap), role);
        if squares.count() as usize != run - i {
            return Err(Corruption("header does not match the position's material"));
        }
        for (slot, sq) in out[i..run].iter_mut().zip(squares) {
            *slot = sq.index() as u8 ^ mirror;
        }
        i = run;
    }
    Ok(())
}

/// Squares of a position in a group's order, and the index into that group's values.
fn index_of<'a, V: Variant>(
    pos: &Position<V>,
    shape: &Shape,
    groups_of_file: impl Fn(usize) -> Option<&'a Group>,
    lead_code: TbPiece,
    o: Orientation,
) -> Result<(usize, u64), Corruption> {
    let mut sq: Squares = [0; MAX_PIECES];
    let n = shape.num;
    match shape.pawns {
        None => {
            let g = groups_of_file(0).ok_or(Corruption("sub-table missing"))?;
            fill_squares(pos, &g.pieces, 0, n, o, 0, &mut sq)?;
            let idx = encoding::encode_pieces(
                shape.pivot,
                shape.connected_kings,
                &g.norm,
                &g.factor,
                &mut sq,
                n,
            )
            .ok_or(Corruption("position outside the table's index"))?;
            Ok((0, idx))
        }
        Some((lead, other)) => {
            let lead_pieces = [lead_code; MAX_PIECES];
            fill_squares(pos, &lead_pieces, 0, lead, o, o.mirror, &mut sq)?;
            let file = encoding::pawn_file(&mut sq, lead);
            let g = groups_of_file(file).ok_or(Corruption("sub-table missing"))?;
            fill_squares(pos, &g.pieces, lead, n, o, o.mirror, &mut sq)?;
            let idx = encoding::encode_pawns(lead, other, &g.norm, &g.factor, &mut sq, n);
            Ok((file, idx))
        }
    }
}

/// Checks the flags byte against the material and returns (split, four files).
fn table_flags(data: &[u8], shape: &Shape) -> Result<(bool, bool), Corruption> {
    let flags = u8_at(data, 4)?;
    let (split, files) = (flags & 0x01 != 0, flags & 0x02 != 0);
    if files != shape.pawns.is_some() {
        return Err(Corruption("pawn flag does not match the table name"));
    }
    Ok((split, files))
}

/// The magic number a file of this family and kind must start with.
fn magic<V: SyzygyVariant>(pawnless_file: bool, dtz: bool) -> [u8; 4] {
    match (V::PAWNLESS, pawnless_file, dtz) {
        (Some((_, _, w, _)), true, false) => w,
        (Some((_, _, _, z)), true, true) => z,
        (_, _, false) => V::WDL_MAGIC,
        (_, _, true) => V::DTZ_MAGIC,
    }
}

/// A WDL table (`.rtbw`): win/draw/loss for both sides to move.
pub(super) struct WdlTable {
    file: TableFile,
    shape: Shape,
    /// Material key in the table's own colours.
    key: u64,
    lead_code: TbPiece,
    /// `groups[file][side]` (file 0 only for pawnless tables).
    groups: Vec<[Option<Group>; 2]>,
}

impl WdlTable {
    /// Opens a WDL file. `material`: from the file name; `pawnless_file`: the file has the
    /// sibling family's pawnless suffix.
    pub(super) fn open<V: SyzygyVariant>(
        path: &Path,
        material: &Material,
        pawnless_file: bool,
    ) -> Result<WdlTable, SyzygyError> {
        let file = TableFile::open(path, magic::<V>(pawnless_file, false))?;
        let shape = Shape::new(material, V::CONNECTED_KINGS);
        WdlTable::parse(file, shape, material).map_err(|(file, c)| file.corrupt(c))
    }

    fn parse(
        file: TableFile,
        shape: Shape,
        material: &Material,
    ) -> Result<WdlTable, (TableFile, Corruption)> {
        match WdlTable::layout(file.bytes(), &shape, material) {
            Ok((key, lead_code, groups)) => Ok(WdlTable {
                file,
                shape,
                key,
                lead_code,
                groups,
            }),
            Err(c) => Err((file, c)),
        }
    }

    #[allow(clippy::type_complexity)]
    fn layout(
        data: &[u8],
        shape: &Shape,
        material: &Material,
    ) -> Result<(u64, TbPiece, Vec<[Option<Group>; 2]>), Corruption> {
        let (split, _) = table_flags(data, shape)?;
        if split == shape.symmetric {
            return Err(Corruption("split flag does not match the table name"));
        }
        let sides = if split { 2 } else { 1 };
        let files = if shape.pawns.is_some() { 4 } else { 1 };
        let order_bytes = match shape.pawns {
            Some((_, other)) if other > 0 => 2,
            _ => 1,
        };

        // Piece orders: per file, both sides in one byte per piece.
        let mut at = 5;
        let mut heads: Vec<Vec<GroupHead>> = Vec::new();
        for f in 0..files {
            let mut per_side = Vec::new();
            for side in 0..sides {
                per_side.push(GroupHead::read(data, at, shape, side == 1, f)?);
            }
            heads.push(per_side);
            at += shape.num + order_bytes;
        }
        at += at & 1;

        // The table's colours: pawnless tables may be stored with the name's colours swapped.
        let first = heads
            .first()
            .and_then(|h| h.first())
            .ok_or(Corruption("no sub-table"))?;
        let table_material = first.material(shape.num);
        if table_material != *material && table_material != material.mirrored() {
            return Err(Corruption("header pieces do not match the table name"));
        }
        let lead_code = first.pieces[0];
        for head in heads.iter().flatten() {
            if head.material(shape.num) != table_material {
                return Err(Corruption("header pieces do not match the table name"));
            }
            if let Some((lead, other)) = shape.pawns {
                if !check_pawn_order(head, lead_code, lead, other) {
                    return Err(Corruption("pawns out of order in the header"));
                }
            }
        }

        // Sub-table headers, then index tables, size tables and data, each in file order.
        let mut parsed: Vec<Vec<(PairsData, RegionSizes)>> = Vec::new();
        for per_side in &heads {
            let mut v = Vec::new();
            for head in per_side {
                let (pairs, sizes, next) =
                    PairsData::parse(data, at, head.tb_size, ValueKind::Wdl)?;
                v.push((pairs, sizes));
                at = next;
            }
            parsed.push(v);
        }
        let mut cursor = Cursor {
            at,
            len: data.len(),
        };
        for (pairs, sizes) in parsed.iter_mut().flatten() {
            pairs.set_index_table(cursor.skip(sizes.index)?);
        }
        for (pairs, sizes) in parsed.iter_mut().flatten() {
            pairs.set_size_table(cursor.skip(sizes.sizes)?);
        }
        for (pairs, sizes) in parsed.iter_mut().flatten() {
            cursor.align(64);
            pairs.set_data(cursor.skip(sizes.blocks)?);
        }

        let mut groups = Vec::new();
        for (per_side, parsed) in heads.into_iter().zip(parsed) {
            let mut slot: [Option<Group>; 2] = [None, None];
            for (side, (head, (pairs, _))) in per_side.into_iter().zip(parsed).enumerate() {
                slot[side] = Some(head.into_group(pairs));
            }
            groups.push(slot);
        }
        let key = if shape.pawns.is_some() {
            material.key()
        } else {
            table_material.key()
        };
        Ok((key, lead_code, groups))
    }

    /// The stored value of a position of this material (`key`: its material key): -2..=2 for
    /// the side to move, before captures are considered (the caller resolves them).
    pub(super) fn probe<V: Variant>(
        &self,
        pos: &Position<V>,
        key: u64,
    ) -> Result<i32, SyzygyError> {
        let o = orientation(pos, key, self.key, self.shape.symmetric);
        let groups = |f: usize| self.groups.get(f).and_then(|g| g[o.side].as_ref());
        let (file, idx) = index_of(pos, &self.shape, groups, self.lead_code, o)
            .map_err(|c| self.file.corrupt(c))?;
        let group =
            groups(file).ok_or_else(|| self.file.corrupt(Corruption("sub-table missing")))?;
        let v = group
            .pairs
            .get(self.file.bytes(), idx)
            .map_err(|c| self.file.corrupt(c))?;
        if v > 4 {
            return Err(self.file.corrupt(Corruption("WDL value out of range")));
        }
        Ok(v as i32 - 2)
    }
}

/// Where a DTZ sub-table's values are remapped (values are stored as ranks into per-result
/// maps when that compresses better).
#[derive(Copy, Clone, Debug)]
struct ValueMap {
    start: usize,
    /// Offset of each of the four maps (in entries from `start`).
    offsets: [usize; 4],
    wide: bool,
}

/// A DTZ table (`.rtbz`): distance to zeroing for one side to move.
pub(super) struct DtzTable {
    file: TableFile,
    shape: Shape,
    key: u64,
    lead_code: TbPiece,
    /// Per file group: the sub-table and its value map.
    groups: Vec<(Group, Option<ValueMap>)>,
}

/// Which value map a result uses, and whether values are stored in plies exactly (else in
/// moves, to be doubled), by WDL + 2.
const WDL_TO_MAP: [usize; 5] = [1, 3, 0, 2, 0];
const PLIES_FLAG: [u8; 5] = [8, 0, 0, 0, 4];

impl DtzTable {
    pub(super) fn open<V: SyzygyVariant>(
        path: &Path,
        material: &Material,
        pawnless_file: bool,
    ) -> Result<DtzTable, SyzygyError> {
        let file = TableFile::open(path, magic::<V>(pawnless_file, true))?;
        let shape = Shape::new(material, V::CONNECTED_KINGS);
        let kind = ValueKind::Dtz {
            captures_compulsory: V::CAPTURES_COMPULSORY,
        };
        match DtzTable::layout(file.bytes(), &shape, material, kind) {
            Ok((key, lead_code, groups)) => Ok(DtzTable {
                file,
                shape,
                key,
                lead_code,
                groups,
            }),
            Err(c) => Err(file.corrupt(c)),
        }
    }

    #[allow(clippy::type_complexity)]
    fn layout(
        data: &[u8],
        shape: &Shape,
        material: &Material,
        kind: ValueKind,
    ) -> Result<(u64, TbPiece, Vec<(Group, Option<ValueMap>)>), Corruption> {
        table_flags(data, shape)?;
        let files = if shape.pawns.is_some() { 4 } else { 1 };
        let order_bytes = match shape.pawns {
            Some((_, other)) if other > 0 => 2,
            _ => 1,
        };
        let mut at = 5;
        let mut heads = Vec::new();
        for f in 0..files {
            heads.push(GroupHead::read(data, at, shape, false, f)?);
            at += shape.num + order_bytes;
        }
        at += at & 1;

        let first = heads.first().ok_or(Corruption("no sub-table"))?;
        let table_material = first.material(shape.num);
        if table_material != *material && table_material != material.mirrored() {
            return Err(Corruption("header pieces do not match the table name"));
        }
        let lead_code = first.pieces[0];
        for head in &heads {
            if head.material(shape.num) != table_material {
                return Err(Corruption("header pieces do not match the table name"));
            }
            if let Some((lead, other)) = shape.pawns {
                if !check_pawn_order(head, lead_code, lead, other) {
                    return Err(Corruption("pawns out of order in the header"));
                }
            }
        }

        let mut parsed = Vec::new();
        for head in &heads {
            let (pairs, sizes, next) = PairsData::parse(data, at, head.tb_size, kind)?;
            parsed.push((pairs, sizes));
            at = next;
        }

        // Value maps: four per sub-table that uses them, each a length and its entries.
        let map_start = at;
        let mut maps = Vec::new();
        for (pairs, _) in &parsed {
            if pairs.flags & 0x02 == 0 {
                maps.push(None);
                continue;
            }
            let wide = pairs.flags & 0x10 != 0;
            let mut offsets = [0usize; 4];
            if wide {
                at += at & 1;
                for o in &mut offsets {
                    *o = (at + 2 - map_start) / 2;
                    at += 2 + 2 * u16_le(data, at)? as usize;
                }
            } else {
                for o in &mut offsets {
                    *o = at + 1 - map_start;
                    at += 1 + u8_at(data, at)? as usize;
                }
            }
            if at > data.len() {
                return Err(Corruption("value maps extend past the end of the file"));
            }
            maps.push(Some(ValueMap {
                start: map_start,
                offsets,
                wide,
            }));
        }
        at += at & 1;

        let mut cursor = Cursor {
            at,
            len: data.len(),
        };
        for (pairs, sizes) in &mut parsed {
            pairs.set_index_table(cursor.skip(sizes.index)?);
        }
        for (pairs, sizes) in &mut parsed {
            pairs.set_size_table(cursor.skip(sizes.sizes)?);
        }
        for (pairs, sizes) in &mut parsed {
            cursor.align(64);
            pairs.set_data(cursor.skip(sizes.blocks)?);
        }

        let groups = heads
            .into_iter()
            .zip(parsed)
            .zip(maps)
            .map(|((head, (pairs, _)), map)| (head.into_group(pairs), map))
            .collect();
        let key = if shape.pawns.is_some() {
            material.key()
        } else {
            table_material.key()
        };
        Ok((key, lead_code, groups))
    }

    /// The stored distance of a position (material key `key`) whose WDL after captures is
    /// `wdl` (non-zero), in plies, unsigned; `None` when this table does not store the side to
    /// move.
    pub(super) fn probe<V: Variant>(
        &self,
        pos: &Position<V>,
        key: u64,
        wdl: i32,
    ) -> Result<Option<i32>, SyzygyError> {
        let corrupt = |c| self.file.corrupt(c);
        let o = orientation(pos, key, self.key, self.shape.symmetric);
        if self.shape.pawns.is_none() {
            let flags = self.groups.first().map_or(0, |g| g.0.pairs.flags);
            if (flags & 1) as usize != o.side && !self.shape.symmetric {
                return Ok(None);
            }
        }
        // The side check for tables with pawns needs the file group first.
        let (file, idx) = {
            let groups = |f: usize| self.groups.get(f).map(|g| &g.0);
            index_of(pos, &self.shape, groups, self.lead_code, o).map_err(corrupt)?
        };
        let (group, map) = self
            .groups
            .get(file)
            .ok_or_else(|| corrupt(Corruption("sub-table missing")))?;
        let flags = group.pairs.flags;
        if self.shape.pawns.is_some() && (flags & 1) as usize != o.side {
            return Ok(None);
        }
        let data = self.file.bytes();
        let mut v = group.pairs.get(data, idx).map_err(corrupt)? as usize;
        let w = (wdl.clamp(-2, 2) + 2) as usize;
        if let Some(map) = map {
            let entry = map.offsets[WDL_TO_MAP[w]] + v;
            v = if map.wide {
                u16_le(data, map.start + 2 * entry).map_err(corrupt)? as usize
            } else {
                u8_at(data, map.start + entry).map_err(corrupt)? as usize
            };
        }
        if flags & PLIES_FLAG[w] == 0 || wdl % 2 != 0 {
            v *= 2;
        }
        Ok(Some(v as i32))
    }
}

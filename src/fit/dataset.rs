//! Labelled training positions on disk, 32 bytes each, for tuning at millions of positions
//! (`ferrum label` writes them, `ferrum tune --data` reads them beside the text lines).
//!
//! A file is a 16-byte header, `FERRUMD1` and the record count (u64, little-endian), then the
//! records. A writer puts `u64::MAX` in the count until it has written its last record, so a
//! file cut short by a crash or a full disk is refused as incomplete, never read as a smaller
//! data set. A record:
//!
//! | bytes  | what |
//! |--------|------|
//! | 0..8   | occupied squares (u64, bit `i` = square `i`, a1 = 0) |
//! | 8..24  | one nibble per occupied square in square order: role (0 pawn .. 5 king), +8 black |
//! | 24     | bit 0: Black to move; bits 1..4: en-passant file + 1 (0: none) |
//! | 25     | half-move clock (at most 255) |
//! | 26..28 | castling (u16): bits 0..3 white king side, white queen side, black king side, black queen side; bits 4.. the rook's file, 3 bits each in the same order |
//! | 28..30 | score (i16, centipawns, White's view; `i16::MIN`: none) |
//! | 30     | result, White's view: 0 loss, 1 draw, 2 win |
//! | 31     | source (`Source`) |
//!
//! Standard chess and Chess960 positions only (at most 32 pieces); the variants keep text lines.

use crate::core::{CastlingRights, CastlingSide, Color, File, Piece, Rank, Role, Square};
use crate::position::{CastlingMode, Position, Setup};
use crate::variant::Variant;
use std::fmt;
use std::io::{self, Read, Seek, SeekFrom, Write};
use std::path::Path;

pub const MAGIC: [u8; 8] = *b"FERRUMD1";
pub const HEADER_BYTES: usize = 16;
pub const RECORD_BYTES: usize = 32;
/// The count a writer leaves in the header until it finishes.
const UNFINISHED: u64 = u64::MAX;
const NO_SCORE: i16 = i16::MIN;

/// Where a position came from, kept with it so a data set can be sliced by source.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Source {
    /// A position of one of ferrum's self-play games.
    SelfPlay = 0,
    /// A self-play game that started from a book line.
    Book = 1,
    /// A self-play game from a Chess960 / double Chess960 start.
    Chess960 = 2,
    /// A position from inside a search tree.
    SearchTree = 3,
    /// A game against another engine.
    Versus = 4,
    Other = 255,
}

impl Source {
    pub const ALL: [Source; 6] = [
        Source::SelfPlay,
        Source::Book,
        Source::Chess960,
        Source::SearchTree,
        Source::Versus,
        Source::Other,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Source::SelfPlay => "selfplay",
            Source::Book => "book",
            Source::Chess960 => "chess960",
            Source::SearchTree => "search-tree",
            Source::Versus => "versus",
            Source::Other => "other",
        }
    }

    pub fn from_name(name: &str) -> Option<Source> {
        Source::ALL.into_iter().find(|s| s.name() == name)
    }

    fn from_byte(b: u8) -> Option<Source> {
        Source::ALL.into_iter().find(|&s| s as u8 == b)
    }
}

/// One labelled position.
#[derive(Clone, Debug, PartialEq)]
pub struct Record {
    pub setup: Setup,
    /// A search score, centipawns from White's view.
    pub score: Option<i16>,
    /// The game's result from White's view: 0.0, 0.5 or 1.0.
    pub result: f64,
    pub source: Source,
}

/// Why a data file or record cannot be used. Record numbers count from 1.
#[derive(Debug, PartialEq, Eq)]
pub enum DataError {
    Io(String),
    NotData,
    /// The writer never finished: the file may hold fewer records than were meant.
    Incomplete,
    /// The length disagrees with the header's count.
    Truncated {
        expected: u64,
        bytes: u64,
    },
    Record {
        number: u64,
        why: String,
    },
}

impl fmt::Display for DataError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DataError::Io(e) => write!(f, "{e}"),
            DataError::NotData => write!(f, "not a ferrum data file (no FERRUMD1 header)"),
            DataError::Incomplete => write!(
                f,
                "incomplete: its writer did not finish (the header's count was never written)"
            ),
            DataError::Truncated { expected, bytes } => write!(
                f,
                "truncated: the header promises {expected} records, the file has {bytes} bytes \
                 ({} complete records)",
                bytes.saturating_sub(HEADER_BYTES as u64) / RECORD_BYTES as u64
            ),
            DataError::Record { number, why } => write!(f, "record {number}: {why}"),
        }
    }
}

impl std::error::Error for DataError {}

impl Record {
    /// The record of `pos` with its labels. `score` is clamped to the i16 range less one.
    pub fn new<V: Variant>(
        pos: &Position<V>,
        score: Option<i32>,
        result: f64,
        source: Source,
    ) -> Record {
        Record {
            setup: Setup::from_position(pos),
            score: score.map(|s| s.clamp(-i16::MAX as i32, i16::MAX as i32) as i16),
            result,
            source,
        }
    }

    /// The position, in Chess960 castling mode when a castling rook or king stands off its
    /// standard square.
    pub fn position<V: Variant>(&self) -> Result<Position<V>, String> {
        self.setup
            .clone()
            .into_position::<V>(castling_mode(&self.setup))
            .map_err(|e| e.to_string())
    }

    pub fn encode(&self) -> Result<[u8; RECORD_BYTES], String> {
        let s = &self.setup;
        if s.pockets.is_some() || s.remaining_checks.is_some() {
            return Err("variant state (pockets, check counters) has no place in a record".into());
        }
        let mut out = [0u8; RECORD_BYTES];
        let mut occupied = 0u64;
        let mut count = 0;
        for (i, piece) in s.board.iter().enumerate() {
            let Some(p) = piece else { continue };
            if count == 32 {
                return Err("more than 32 pieces".into());
            }
            occupied |= 1 << i;
            let code = p.role.index() as u8 | if p.color == Color::Black { 8 } else { 0 };
            out[8 + count / 2] |= code << (4 * (count % 2));
            count += 1;
        }
        out[0..8].copy_from_slice(&occupied.to_le_bytes());
        let ep = s.ep_square.map_or(0, |sq| sq.file().index() as u8 + 1);
        out[24] = (s.turn == Color::Black) as u8 | (ep << 1);
        out[25] = s.halfmoves.min(255) as u8;
        let mut castling = 0u16;
        for (k, (color, side)) in castling_slots().enumerate() {
            if let Some(rook) = s.castling.rook(color, side) {
                castling |= 1 << k;
                castling |= (rook.file().index() as u16) << (4 + 3 * k);
            }
        }
        out[26..28].copy_from_slice(&castling.to_le_bytes());
        out[28..30].copy_from_slice(&self.score.unwrap_or(NO_SCORE).to_le_bytes());
        out[30] = result_byte(self.result)?;
        out[31] = self.source as u8;
        Ok(out)
    }

    pub fn decode(bytes: &[u8; RECORD_BYTES]) -> Result<Record, String> {
        let mut setup = Setup::empty();
        let occupied = u64::from_le_bytes(bytes[0..8].try_into().expect("8 bytes"));
        if occupied.count_ones() > 32 {
            return Err(format!("{} occupied squares", occupied.count_ones()));
        }
        for (n, i) in (0..64).filter(|i| occupied >> i & 1 == 1).enumerate() {
            let code = bytes[8 + n / 2] >> (4 * (n % 2)) & 15;
            if code & 7 > 5 {
                return Err(format!("bad piece code {code}"));
            }
            let color = if code & 8 != 0 {
                Color::Black
            } else {
                Color::White
            };
            setup.board[i] = Some(Piece::new(color, Role::from_index((code & 7) as usize)));
        }
        setup.turn = if bytes[24] & 1 != 0 {
            Color::Black
        } else {
            Color::White
        };
        let ep = bytes[24] >> 1;
        if ep > 8 {
            return Err(format!("bad en-passant file {ep}"));
        }
        if ep > 0 {
            let rank = if setup.turn == Color::White { 5 } else { 2 };
            setup.ep_square = Some(Square::from_coords(
                File::new(ep - 1).expect("file below 8"),
                Rank::new(rank).expect("rank below 8"),
            ));
        }
        setup.halfmoves = bytes[25] as u32;
        let castling = u16::from_le_bytes([bytes[26], bytes[27]]);
        let mut rights = CastlingRights::NONE;
        for (k, (color, side)) in castling_slots().enumerate() {
            if castling >> k & 1 == 1 {
                let file = File::new((castling >> (4 + 3 * k) & 7) as u8).expect("3 bits");
                let rank = if color == Color::White { 0 } else { 7 };
                let rook = Square::from_coords(file, Rank::new(rank).expect("rank below 8"));
                rights.set(color, side, Some(rook));
            }
        }
        setup.castling = rights;
        let score = i16::from_le_bytes([bytes[28], bytes[29]]);
        let result = match bytes[30] {
            0 => 0.0,
            1 => 0.5,
            2 => 1.0,
            b => return Err(format!("bad result {b} (0, 1 or 2)")),
        };
        let source =
            Source::from_byte(bytes[31]).ok_or_else(|| format!("bad source {}", bytes[31]))?;
        Ok(Record {
            setup,
            score: (score != NO_SCORE).then_some(score),
            result,
            source,
        })
    }
}

fn castling_slots() -> impl Iterator<Item = (Color, CastlingSide)> {
    [
        (Color::White, CastlingSide::King),
        (Color::White, CastlingSide::Queen),
        (Color::Black, CastlingSide::King),
        (Color::Black, CastlingSide::Queen),
    ]
    .into_iter()
}

fn result_byte(result: f64) -> Result<u8, String> {
    if result == 0.0 {
        Ok(0)
    } else if result == 0.5 {
        Ok(1)
    } else if result == 1.0 {
        Ok(2)
    } else {
        Err(format!("bad result {result} (0, 0.5 or 1)"))
    }
}

/// Chess960 when a right's rook is off the a/h file or its king off the e file.
fn castling_mode(setup: &Setup) -> CastlingMode {
    for (color, side) in castling_slots() {
        let Some(rook) = setup.castling.rook(color, side) else {
            continue;
        };
        let standard_rook = match side {
            CastlingSide::King => 7,
            CastlingSide::Queen => 0,
        };
        let king_on_e = setup.board
            [Square::from_coords(File::new(4).expect("e"), rook.rank()).index()]
            == Some(Piece::new(color, Role::King));
        if rook.file().index() != standard_rook || !king_on_e {
            return CastlingMode::Chess960;
        }
    }
    CastlingMode::Standard
}

/// Writes records to a file; `finish` makes it complete.
pub struct DataWriter<W: Write + Seek> {
    out: W,
    count: u64,
}

impl DataWriter<io::BufWriter<std::fs::File>> {
    pub fn create(path: &Path) -> Result<Self, DataError> {
        let file = std::fs::File::create(path)
            .map_err(|e| DataError::Io(format!("{}: {e}", path.display())))?;
        DataWriter::new(io::BufWriter::new(file))
    }
}

impl<W: Write + Seek> DataWriter<W> {
    pub fn new(mut out: W) -> Result<Self, DataError> {
        let io = |e: io::Error| DataError::Io(e.to_string());
        out.write_all(&MAGIC).map_err(io)?;
        out.write_all(&UNFINISHED.to_le_bytes()).map_err(io)?;
        Ok(DataWriter { out, count: 0 })
    }

    pub fn write(&mut self, record: &Record) -> Result<(), DataError> {
        let bytes = record.encode().map_err(|why| DataError::Record {
            number: self.count + 1,
            why,
        })?;
        self.out
            .write_all(&bytes)
            .map_err(|e| DataError::Io(e.to_string()))?;
        self.count += 1;
        Ok(())
    }

    /// Writes the count into the header: only now does the file read as complete. Returns
    /// the count and the output.
    pub fn finish(mut self) -> Result<(u64, W), DataError> {
        let io = |e: io::Error| DataError::Io(e.to_string());
        self.out.flush().map_err(io)?;
        self.out.seek(SeekFrom::Start(8)).map_err(io)?;
        self.out.write_all(&self.count.to_le_bytes()).map_err(io)?;
        self.out.flush().map_err(io)?;
        Ok((self.count, self.out))
    }
}

/// Does `bytes` start like a data file? (`tune` tells data files from text by this.)
pub fn is_data_file(path: &Path) -> bool {
    let mut head = [0u8; 8];
    std::fs::File::open(path)
        .and_then(|mut f| f.read_exact(&mut head))
        .is_ok_and(|_| head == MAGIC)
}

/// Every record of a complete data file, each checked.
pub fn read_all(path: &Path) -> Result<Vec<Record>, DataError> {
    let bytes =
        std::fs::read(path).map_err(|e| DataError::Io(format!("{}: {e}", path.display())))?;
    parse(&bytes)
}

/// Every record of a data file held in memory.
pub fn parse(bytes: &[u8]) -> Result<Vec<Record>, DataError> {
    if bytes.len() < HEADER_BYTES || bytes[..8] != MAGIC {
        return Err(DataError::NotData);
    }
    let count = u64::from_le_bytes(bytes[8..16].try_into().expect("8 bytes"));
    if count == UNFINISHED {
        return Err(DataError::Incomplete);
    }
    let length = bytes.len() as u64;
    if count.checked_mul(RECORD_BYTES as u64) != Some(length - HEADER_BYTES as u64) {
        return Err(DataError::Truncated {
            expected: count,
            bytes: length,
        });
    }
    bytes[HEADER_BYTES..]
        .chunks_exact(RECORD_BYTES)
        .enumerate()
        .map(|(i, chunk)| {
            Record::decode(chunk.try_into().expect("32 bytes")).map_err(|why| DataError::Record {
                number: i as u64 + 1,
                why,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::Standard;
    use std::io::Cursor;

    fn write(records: &[Record]) -> Vec<u8> {
        let mut w = DataWriter::new(Cursor::new(Vec::new())).unwrap();
        for r in records {
            w.write(r).unwrap();
        }
        w.finish().unwrap().1.into_inner()
    }

    fn record(fen: &str, score: Option<i32>, result: f64) -> Record {
        let pos = Position::<Standard>::from_fen_variant(fen, CastlingMode::Chess960).unwrap();
        Record::new(&pos, score, result, Source::SelfPlay)
    }

    #[test]
    fn records_round_trip_with_their_fen() {
        let fens = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
            "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
            "8/8/4k3/8/2K5/8/8/8 b - - 99 120",
        ];
        for (i, fen) in fens.iter().enumerate() {
            let r = record(fen, Some(i as i32 * 37 - 50), [0.0, 0.5, 1.0, 0.5][i]);
            let back = Record::decode(&r.encode().unwrap()).unwrap();
            let pos: Position<Standard> = back.position().unwrap();
            let original =
                Position::<Standard>::from_fen_variant(fen, CastlingMode::Chess960).unwrap();
            assert_eq!(pos.board_fen(), original.board_fen(), "{fen}");
            assert_eq!(pos.castling(), original.castling(), "{fen}");
            assert_eq!(pos.ep_square(), original.ep_square(), "{fen}");
            assert_eq!(pos.halfmoves(), original.halfmoves(), "{fen}");
            assert_eq!(pos.turn(), original.turn(), "{fen}");
            // Full-move numbers are not kept.
            assert_eq!(back.setup.fullmoves, 1);
            assert_eq!((back.score, back.result), (r.score, r.result));
        }
    }

    #[test]
    fn a_file_reads_back_and_a_cut_one_is_refused() {
        let records = vec![
            record("8/8/4k3/8/2K5/8/8/8 b - - 0 1", None, 0.5),
            record("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", Some(120), 1.0),
        ];
        let bytes = write(&records);
        assert_eq!(bytes.len(), HEADER_BYTES + 2 * RECORD_BYTES);
        assert_eq!(parse(&bytes).unwrap(), records);
        assert!(matches!(
            parse(&bytes[..bytes.len() - 5]),
            Err(DataError::Truncated { expected: 2, .. })
        ));
        let mut unfinished = bytes.clone();
        unfinished[8..16].copy_from_slice(&u64::MAX.to_le_bytes());
        assert_eq!(parse(&unfinished), Err(DataError::Incomplete));
        assert_eq!(parse(b"FEN | 1-0\n"), Err(DataError::NotData));
        let mut bad = bytes.clone();
        bad[HEADER_BYTES + RECORD_BYTES + 30] = 7;
        assert_eq!(
            parse(&bad),
            Err(DataError::Record {
                number: 2,
                why: "bad result 7 (0, 1 or 2)".into()
            })
        );
        let mut bad = bytes;
        bad[HEADER_BYTES + 8] = 0x0e;
        assert!(matches!(
            parse(&bad),
            Err(DataError::Record { number: 1, .. })
        ));
    }

    #[test]
    fn results_other_than_the_three_are_refused() {
        let mut r = record("8/8/4k3/8/2K5/8/8/8 b - - 0 1", None, 0.5);
        r.result = 0.7;
        assert!(r.encode().is_err());
    }
}

//! Shared helpers of the fuzz targets: choosing variants from input bytes, the invariants every
//! position read from outside must keep, and a collecting `Output` for the protocol loops.
//!
//! The checks here are the point of fuzzing beyond "does not crash": a position that parsed
//! must write a FEN that parses back to the same position (same FEN, same key, same
//! incremental material score), and every legal move must survive UCI and SAN round trips and
//! be played into a position whose incrementally updated key equals the recomputed one.

use ferrum::core::Move;
use ferrum::engine::options::OptionId;
use ferrum::position::CastlingMode;
use ferrum::protocol::io::Output;
use ferrum::variant::{AnyPosition, VariantKind};
use std::io::Write;
use std::sync::{Arc, Mutex};

/// The variant a byte selects (every variant is reachable).
pub fn variant_from_byte(b: u8) -> VariantKind {
    VariantKind::ALL[usize::from(b) % VariantKind::ALL.len()]
}

/// The castling mode a byte selects.
pub fn mode_from_byte(b: u8) -> CastlingMode {
    if b & 0x80 != 0 {
        CastlingMode::Chess960
    } else {
        CastlingMode::Standard
    }
}

/// FEN of `pos` without its en-passant field, and whether that field was written.
fn ep_written(fen: &str) -> bool {
    fen.split_whitespace().nth(3).is_some_and(|f| f != "-")
}

/// Parses `pos.fen()` back and checks that it is the same position. The only allowed
/// difference is the key's en-passant share: the key hashes an en-passant square whenever a
/// pawn could capture (the Polyglot rule), the FEN writes it only when the capture is legal
/// (python-chess's rule), so a pinned capturer loses the square in the text.
pub fn check_fen_round_trip(pos: &AnyPosition) -> AnyPosition {
    let fen = pos.fen();
    let again = AnyPosition::from_fen(pos.kind(), &fen, pos.castling_mode())
        .unwrap_or_else(|e| panic!("FEN written by ferrum does not parse: {fen}: {e}"));
    assert_eq!(again.fen(), fen, "FEN not stable through a round trip");
    let has_ep = ferrum::with_position!(pos, p => p.ep_square().is_some());
    if !(has_ep && !ep_written(&fen)) {
        assert_eq!(again.key(), pos.key(), "key differs after a FEN round trip: {fen}");
    }
    assert_eq!(
        again.psq(),
        pos.psq(),
        "material score differs after a FEN round trip: {fen}"
    );
    assert_eq!(again.legal_moves().len(), pos.legal_moves().len(), "{fen}");
    again
}

/// Checks one legal move: it is legal by `is_legal`, its UCI and SAN texts read back as the same
/// move, and the position after it survives a FEN round trip (so the incremental key, state and
/// material score equal the ones computed from scratch).
pub fn check_move(pos: &AnyPosition, m: Move) {
    let fen = pos.fen();
    assert!(pos.is_legal(m), "generated move {m:?} not legal by is_legal in {fen}");
    let uci = pos.uci(m);
    assert_eq!(
        pos.parse_uci(&uci).ok(),
        Some(m),
        "UCI '{uci}' does not read back in {fen}"
    );
    let san = pos.san(m);
    assert_eq!(
        pos.parse_san(&san).ok(),
        Some(m),
        "SAN '{san}' does not read back in {fen}"
    );
    let mut after = pos.clone();
    after.play_unchecked(m);
    check_fen_round_trip(&after);
}

/// Every check of a position and of each of its legal moves.
pub fn check_position(pos: &AnyPosition) {
    check_fen_round_trip(pos);
    let moves = pos.legal_moves();
    let mut seen: Vec<Move> = moves.to_vec();
    seen.sort_by_key(|m| m.bits());
    let before = seen.len();
    seen.dedup();
    assert_eq!(before, seen.len(), "duplicate legal moves in {}", pos.fen());
    for &m in &moves {
        check_move(pos, m);
    }
    // Whatever the variant says about the end, it must not disagree with having no moves.
    if moves.is_empty() {
        assert!(
            pos.outcome().is_some(),
            "no legal moves but no outcome in {}",
            pos.fen()
        );
    }
}

/// A writer that keeps what the engine prints.
#[derive(Clone, Default)]
pub struct Captured(Arc<Mutex<Vec<u8>>>);

impl Write for Captured {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if let Ok(mut v) = self.0.lock() {
            v.extend_from_slice(buf);
        }
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Captured {
    /// An `Output` writing into this buffer.
    pub fn output(&self) -> Output {
        Output::from_writer(Box::new(self.clone()))
    }

    /// The lines printed so far (and forgets them).
    pub fn take_lines(&self) -> Vec<String> {
        let bytes = match self.0.lock() {
            Ok(mut v) => std::mem::take(&mut *v),
            Err(_) => Vec::new(),
        };
        String::from_utf8_lossy(&bytes)
            .lines()
            .map(str::to_string)
            .collect()
    }
}

/// Splits fuzz input into text lines (lossy UTF-8, as the stdin thread reads them).
pub fn lines(data: &[u8]) -> Vec<String> {
    String::from_utf8_lossy(data)
        .split('\n')
        .map(|l| l.trim_end_matches('\r').to_string())
        .collect()
}

/// A small deterministic generator (xorshift64*) for positions built from a seed.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed | 1)
    }
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
}

/// Options the protocol targets do not let the input set: sizes that allocate gigabytes or
/// start hundreds of threads per input (the resource limits have their own tests in
/// `tests/suite/limits.rs`), and paths that would make the fuzzer read arbitrary files of the
/// machine (the file formats have their own targets).
pub fn is_heavy_option(id: OptionId) -> bool {
    matches!(
        id,
        OptionId::Hash
            | OptionId::Threads
            | OptionId::SyzygyPath
            | OptionId::GaviotaTbPath
            | OptionId::GaviotaTbCache
            | OptionId::BookFile
    )
}

//! Chess960 start positions (Scharnagl's numbering), double Chess960 starts (each side its own
//! back rank), and reading a FEN whose castling rights may be Chess960 ones.

use super::{AnyPosition, VariantKind};
use crate::position::{CastlingMode, FenError};

/// The Chess960 start number `n` (0..960, Scharnagl's numbering; 518 is the standard array).
pub fn chess960_back_rank(n: u32) -> [char; 8] {
    let mut rank = [' '; 8];
    let n = n % 960;
    let (n, light) = (n / 4, n % 4);
    rank[(2 * light + 1) as usize] = 'b';
    let (n, dark) = (n / 4, n % 4);
    rank[(2 * dark) as usize] = 'b';
    let (knights, queen) = (n / 6, n % 6);
    place_on_empty(&mut rank, queen as usize, 'q');
    const KNIGHTS: [(usize, usize); 10] = [
        (0, 1),
        (0, 2),
        (0, 3),
        (0, 4),
        (1, 2),
        (1, 3),
        (1, 4),
        (2, 3),
        (2, 4),
        (3, 4),
    ];
    let (k1, k2) = KNIGHTS[(knights as usize).min(9)];
    // Place the second first so the first's index among empty squares is unchanged.
    place_on_empty(&mut rank, k2, 'n');
    place_on_empty(&mut rank, k1, 'n');
    for piece in ['r', 'k', 'r'] {
        place_on_empty(&mut rank, 0, piece);
    }
    rank
}

fn place_on_empty(rank: &mut [char; 8], nth: usize, piece: char) {
    if let Some(slot) = rank.iter_mut().filter(|c| **c == ' ').nth(nth) {
        *slot = piece;
    }
}

/// The Chess960 start position number `n` for a variant (its usual pawns and extras).
pub fn chess960_start(kind: VariantKind, n: u32) -> AnyPosition {
    double_chess960_start(kind, n, n)
}

/// A double Chess960 start: White's back rank is start `white`, Black's is start `black`.
pub fn double_chess960_start(kind: VariantKind, white: u32, black: u32) -> AnyPosition {
    let black_rank: String = chess960_back_rank(black).iter().collect();
    let white_rank = chess960_back_rank(white)
        .iter()
        .collect::<String>()
        .to_ascii_uppercase();
    let standard = AnyPosition::new(kind, CastlingMode::Chess960).fen();
    let fen = standard
        .replacen("rnbqkbnr", &black_rank, 1)
        .replacen("RNBQKBNR", &white_rank, 1);
    AnyPosition::from_fen(kind, &fen, CastlingMode::Chess960)
        .unwrap_or_else(|_| AnyPosition::new(kind, CastlingMode::Chess960))
}

/// A FEN of a variant; in standard mode, Chess960 castling rights (a rook not in its corner,
/// Shredder letters) switch the position to Chess960, as PGN readers do.
pub fn from_fen_detecting_chess960(
    kind: VariantKind,
    mode: CastlingMode,
    fen: &str,
) -> Result<AnyPosition, FenError> {
    let as_960 = AnyPosition::from_fen(kind, fen, CastlingMode::Chess960)?;
    if mode == CastlingMode::Chess960 {
        return Ok(as_960);
    }
    match AnyPosition::from_fen(kind, fen, CastlingMode::Standard) {
        // Standard reading keeps every right: it is a standard position.
        Ok(std) if std.fen() == as_960.fen() => Ok(std),
        _ => Ok(as_960),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chess960_numbering() {
        let s = |n| chess960_back_rank(n).iter().collect::<String>();
        assert_eq!(s(518), "rnbqkbnr");
        assert_eq!(s(0), "bbqnnrkr");
        assert_eq!(s(959), "rkrnnqbb");
        // Every start is distinct and valid, kings between rooks, bishops on both colours.
        let mut seen = std::collections::HashSet::new();
        for n in 0..960 {
            let r = s(n);
            assert!(seen.insert(r.clone()), "{n}: {r}");
            let (k, r1, r2) = (
                r.find('k').unwrap(),
                r.find('r').unwrap(),
                r.rfind('r').unwrap(),
            );
            assert!(r1 < k && k < r2, "{r}");
            let b: Vec<usize> = r.match_indices('b').map(|(i, _)| i).collect();
            assert_eq!(b.len(), 2);
            assert_ne!(b[0] % 2, b[1] % 2, "{r}");
        }
        let pos = chess960_start(VariantKind::Standard, 0);
        assert_eq!(
            pos.fen(),
            "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"
        );
        assert_eq!(pos.castling_mode(), CastlingMode::Chess960);
        assert_eq!(pos.legal_moves().len(), 20);
    }

    #[test]
    fn double_chess960_starts() {
        let pos = double_chess960_start(VariantKind::Standard, 0, 959);
        assert_eq!(
            pos.fen(),
            "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"
        );
        assert_eq!(pos.legal_moves().len(), 20);
        assert_eq!(
            double_chess960_start(VariantKind::Standard, 518, 518).fen(),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        );
    }

    #[test]
    fn chess960_rights_switch_a_standard_reading() {
        let shredder = "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFca - 0 1";
        let pos =
            from_fen_detecting_chess960(VariantKind::Standard, CastlingMode::Standard, shredder)
                .expect("valid");
        assert_eq!(pos.castling_mode(), CastlingMode::Chess960);
        let std = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        let pos = from_fen_detecting_chess960(VariantKind::Standard, CastlingMode::Standard, std)
            .expect("valid");
        assert_eq!(pos.castling_mode(), CastlingMode::Standard);
        assert_eq!(pos.fen(), std);
    }
}

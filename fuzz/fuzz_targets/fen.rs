//! FEN, X-FEN, Shredder-FEN and EPD text in every variant and both castling modes. A FEN that
//! parses must write a FEN that parses to the same position (FEN, key, material score), and
//! every legal move of it must pass the move checks of `ferrum_fuzz::check_position`.
#![no_main]

use ferrum::position::{CastlingMode, Setup};
use ferrum::variant::{AnyPosition, VariantKind};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    // The untyped reader must not fail differently from the typed one.
    let setup = Setup::from_fen(&text);
    for kind in VariantKind::ALL {
        for mode in [CastlingMode::Standard, CastlingMode::Chess960] {
            let parsed = AnyPosition::from_fen(kind, &text, mode);
            if setup.is_err() {
                assert!(parsed.is_err(), "Setup refused but {kind} accepted: {text}");
            }
            if let Ok(pos) = parsed {
                ferrum_fuzz::check_position(&pos);
                let _ = pos.epd();
            }
        }
    }
});

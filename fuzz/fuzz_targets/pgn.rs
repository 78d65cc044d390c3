//! PGN collections (any bytes: UTF-8, Latin-1, a BOM). Every game that reads must be written
//! as PGN that reads back to the same game (start position, variant, moves, NAGs, result), and
//! writing that again must give the same text.
#![no_main]

use ferrum::game::pgn_write::write_game;
use ferrum::game::{Game, PgnReader};
use libfuzzer_sys::fuzz_target;

fn same_game(a: &Game, b: &Game, text: &str) {
    assert_eq!(a.start.fen(), b.start.fen(), "start differs:\n{text}");
    assert_eq!(a.start.kind(), b.start.kind(), "variant differs:\n{text}");
    assert_eq!(a.castling_mode(), b.castling_mode(), "Chess960 differs:\n{text}");
    let moves = |g: &Game| g.moves.iter().map(|m| (m.mv, m.nags.clone())).collect::<Vec<_>>();
    assert_eq!(moves(a), moves(b), "moves differ:\n{text}");
    assert_eq!(a.result, b.result, "result differs:\n{text}");
}

fuzz_target!(|data: &[u8]| {
    for (n, game) in PgnReader::new(data).enumerate() {
        if n >= 16 {
            break;
        }
        let Ok(game) = game else { continue };
        // The recorded line replays from its start.
        let end = game.end_position();
        assert_eq!(game.plies().count(), game.moves.len());
        let _ = end.outcome();
        let text = write_game(&game);
        let mut again: Vec<_> = PgnReader::new(text.as_bytes()).collect();
        assert_eq!(again.len(), 1, "written PGN is not one game:\n{text}");
        let reread = match again.remove(0) {
            Ok(g) => g,
            Err(e) => panic!("written PGN does not read back ({e}):\n{text}"),
        };
        same_game(&game, &reread, &text);
        assert_eq!(write_game(&reread), text, "writing is not stable");
    }
});

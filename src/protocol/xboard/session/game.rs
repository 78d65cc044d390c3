//! The game record under the session: moves and null moves as the GUI sends them, `new`,
//! `setboard`, `variant`, `undo`/`remove` and the old `edit` mode, kept in step with the engine's
//! game.

use super::{Activity, Mode, Opponent, Session};
use crate::core::{CastlingRights, CastlingSide, Color, Move, Piece, Rank, Role, Square};
use crate::engine::options::OptionId;
use crate::notation::UciMove;
use crate::position::{CastlingMode, Setup};
use crate::protocol::xboard::command::{self, EditCommand};
use crate::protocol::xboard::format::{error_line, illegal_move};
use crate::protocol::xboard::variants::{self, GameKind};
use crate::variant::AnyPosition;
use crate::{with_position, with_variant};

/// One ply of the game record: a move, or XBoard's null move `@@@@`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Ply {
    Move(Move),
    Null,
}

/// The game since the last `new`/`setboard`/`edit`.
#[derive(Clone, Debug, Default)]
pub(super) struct GameRecord {
    /// None: the standard start position.
    pub(super) start_fen: Option<String>,
    pub(super) plies: Vec<Ply>,
}

/// Old-style `edit` mode in progress.
pub(super) struct EditState {
    pub(super) setup: Setup,
    pub(super) color: Color,
}

/// Reads a move the GUI sent: coordinates (`e2e4`, `e7e8q`, `e1g1`, king-takes-rook `e1h1`),
/// `O-O`/`O-O-O` (sent even with san=0 in fischerandom), a king's move to its castling square in
/// Chess960, SAN, or the null move `@@@@`. The error is an optional reason.
fn parse_user_move(pos: &AnyPosition, text: &str) -> Result<Ply, Option<&'static str>> {
    if text == "@@@@" || text == "0000" {
        return if pos.is_check() {
            Err(Some("null move in check"))
        } else {
            Ok(Ply::Null)
        };
    }
    if let Ok(uci) = text.parse::<UciMove>() {
        if let Ok(m) = pos.parse_uci(text) {
            return Ok(Ply::Move(m));
        }
        if let UciMove::Normal {
            from,
            to,
            promotion: None,
        } = uci
        {
            // Castling moves start on the king's square (king takes rook).
            let turn = pos.turn();
            if pos.castling_mode() == CastlingMode::Chess960 {
                let castle = pos.legal_moves().iter().copied().find(|m| {
                    m.is_castle() && m.from() == from && m.castling_side().king_to(turn) == to
                });
                if let Some(m) = castle {
                    return Ok(Ply::Move(m));
                }
            }
        }
        return Err(None);
    }
    pos.parse_san(text).map(Ply::Move).map_err(|_| None)
}

/// Castling rights after `edit`: a king and rook on their home squares may castle (in Chess960,
/// a king on its back rank with the outermost rook on each side).
fn edit_castling(board: &[Option<Piece>; 64], mode: CastlingMode) -> CastlingRights {
    let mut rights = CastlingRights::NONE;
    for color in Color::ALL {
        let back = Rank::FIRST.relative(color).index() as u32;
        let at = |file: u32| board[Square::from_index(back * 8 + file).index()];
        let king = (0..8).find(|&f| at(f) == Some(Piece::new(color, Role::King)));
        let Some(king) = king else { continue };
        let rook = |f: u32| at(f) == Some(Piece::new(color, Role::Rook));
        let (king_side, queen_side) = match mode {
            CastlingMode::Standard if king == 4 => (rook(7).then_some(7), rook(0).then_some(0)),
            CastlingMode::Standard => (None, None),
            CastlingMode::Chess960 => (
                (king + 1..8).rev().find(|&f| rook(f)),
                (0..king).find(|&f| rook(f)),
            ),
        };
        for (side, file) in [
            (CastlingSide::King, king_side),
            (CastlingSide::Queen, queen_side),
        ] {
            rights.set(color, side, file.map(|f| Square::from_index(back * 8 + f)));
        }
    }
    rights
}

impl Session {
    /// `variant NAME`: a new game of that variant from its start.
    pub(super) fn variant(&mut self, name: &str) {
        match variants::by_name(name) {
            Some(kind) => {
                self.halt();
                self.set_kind(kind);
                self.reset_to_start();
            }
            None => self.say(&error_line(
                "unsupported variant",
                &format!("variant {name}"),
            )),
        }
    }

    /// `edit`: the old edit mode, from the current position, White's pieces first.
    pub(super) fn start_edit(&mut self) {
        self.halt();
        self.edit = Some(EditState {
            setup: with_position!(self.engine.position(), pos => Setup::from_position(pos)),
            color: Color::White,
        });
    }

    /// `undo` (one ply) and `remove` (two): refused, naming `command`, when the game has fewer.
    pub(super) fn take_back(&mut self, plies: usize, command: &str) {
        self.halt();
        if self.ply() < plies {
            self.say(&error_line("command not legal now", command));
            return;
        }
        for _ in 0..plies {
            self.undo();
        }
    }

    /// `display`: the board and the session's state, as debug lines.
    pub(super) fn display(&mut self) {
        let mut lines = with_position!(self.position(), pos => crate::protocol::uci::display(pos));
        lines.push(format!(
            "mode {:?}, {} plies, variant {}{}, opponent {}{}",
            self.mode,
            self.ply(),
            self.kind.variant.xboard_name(),
            if self.kind.chess960 {
                " (Chess960)"
            } else {
                ""
            },
            self.opponent.name.as_deref().unwrap_or("unknown"),
            if self.opponent.computer {
                " (computer)"
            } else {
                ""
            }
        ));
        for line in lines {
            self.debug(&line);
        }
    }

    pub(super) fn new_game(&mut self) {
        self.halt();
        self.engine.new_game();
        self.set_kind(GameKind::STANDARD);
        self.reset_to_start();
        if self.mode != Mode::Analyze {
            self.mode = Mode::Play(Color::Black);
        }
        self.clocks.new_game(Color::White);
        self.opponent = Opponent::default();
        self.hopeless = 0;
        self.last_score = None;
        self.last_offer_ply = None;
        self.predicted = None;
    }

    pub(super) fn set_kind(&mut self, kind: GameKind) {
        self.kind = kind;
        let chess960 = if kind.chess960 { "true" } else { "false" };
        for (option, value) in [
            (OptionId::Variant, kind.variant.uci_name()),
            (OptionId::Chess960, chess960),
        ] {
            if let Err(e) = self.engine.set_option_by_id(option, value) {
                log::error!("cannot switch to {}: {e}", kind.variant);
            }
        }
    }

    /// A new game from `fen` (None: the start position); an error if the FEN is not a legal
    /// position (the game is then unchanged).
    pub(super) fn reset_game(&mut self, fen: Option<&str>) -> Result<(), String> {
        self.engine
            .set_position(fen, &[])
            .map_err(|e| e.to_string())?;
        self.game = GameRecord {
            start_fen: fen.map(str::to_string),
            plies: Vec::new(),
        };
        self.valid = true;
        self.predicted = None;
        let turn = self.engine.position().turn();
        self.clocks.restart_session(0, turn);
        Ok(())
    }

    pub(super) fn reset_to_start(&mut self) {
        if let Err(e) = self.reset_game(None) {
            log::error!("the start position was refused: {e}");
        }
    }

    pub(super) fn set_board(&mut self, fen: &str) {
        self.halt();
        // An empty board is not a mistake but "no position": PyChess sends
        // `setboard 8/8/8/8/8/8/8/8 w - - 0 1` to stop engines that ignore `exit`. Taken quietly;
        // moves and `go` wait for the next `new`, `setboard` or `edit`.
        let board = fen.split_whitespace().next().unwrap_or("");
        if board.split('/').count() == 8
            && board
                .chars()
                .all(|c| c == '/' || c.is_ascii_digit() || c == '[' || c == ']')
        {
            self.valid = false;
            self.debug("empty board: no position until the next setboard, edit or new");
            return;
        }
        if let Err(e) = self.reset_game(Some(fen)) {
            self.valid = false;
            self.say(&error_line(&e, &format!("setboard {fen}")));
        }
    }

    pub(super) fn play(&mut self, ply: Ply) {
        match ply {
            Ply::Move(m) => self.engine.push_move(m),
            Ply::Null => {
                // The engine's game restarts after a null move, which it cannot represent.
                let mut pos = self.engine.position().clone();
                with_position!(&mut pos, p => p.play_null());
                if let Err(e) = self.engine.set_position(Some(&pos.fen()), &[]) {
                    log::error!("null move gave an invalid position: {e}");
                    return;
                }
            }
        }
        self.game.plies.push(ply);
    }

    /// Takes back one ply; false if there is none.
    pub(super) fn undo(&mut self) -> bool {
        let Some(ply) = self.game.plies.pop() else {
            return false;
        };
        match ply {
            Ply::Move(_) if !self.engine.moves().is_empty() => {
                self.engine.pop_move();
            }
            _ => self.replay(),
        }
        self.predicted = None;
        true
    }

    /// Rebuilds the engine's game from the record (after taking back a null move).
    pub(super) fn replay(&mut self) {
        let mode = self.engine.castling_mode();
        let variant = self.engine.settings.variant;
        let start = match &self.game.start_fen {
            None => Ok(AnyPosition::new(variant, mode)),
            Some(fen) => AnyPosition::from_fen(variant, fen, mode),
        };
        let Ok(mut pos) = start else {
            log::error!("the game's start position no longer parses");
            return;
        };
        let mut segment_fen = self.game.start_fen.clone();
        let mut segment: Vec<String> = Vec::new();
        for ply in &self.game.plies {
            match ply {
                Ply::Move(m) => {
                    segment.push(UciMove::from_move(*m, mode).to_string());
                    pos.play_unchecked(*m);
                }
                Ply::Null => {
                    with_position!(&mut pos, p => p.play_null());
                    segment_fen = Some(pos.fen());
                    segment.clear();
                }
            }
        }
        let moves: Vec<&str> = segment.iter().map(String::as_str).collect();
        if let Err(e) = self.engine.set_position(segment_fen.as_deref(), &moves) {
            log::error!("cannot replay the game: {e}");
        }
    }

    pub(super) fn user_move(&mut self, text: &str) {
        // The predicted reply while pondering: the search goes on as the engine's own.
        if let Activity::Pondering {
            id,
            predicted: Some(p),
            ref root,
        } = self.activity
        {
            if parse_user_move(root, text) == Ok(Ply::Move(p)) {
                self.engine.ponderhit_from(self.received);
                self.game.plies.push(Ply::Move(p));
                self.debug(&format!("ponderhit {text}"));
                self.activity = Activity::Thinking {
                    id,
                    start: self.received,
                    root: self.engine.position().clone(),
                };
                return;
            }
        }
        self.halt();
        if !self.valid {
            self.say(&illegal_move(text, Some("no valid position")));
            return;
        }
        match parse_user_move(self.engine.position(), text) {
            Err(reason) => {
                if self.mode == Mode::Force && reason.is_none() {
                    self.pending_illegal = Some(text.to_string());
                } else {
                    self.say(&illegal_move(text, reason));
                }
            }
            Ok(ply) => {
                self.play(ply);
                if let Mode::Play(us) = self.mode {
                    if self.engine.position().turn() == us {
                        self.think();
                    }
                }
            }
        }
    }

    // ----- edit mode -----

    pub(super) fn handle_edit(&mut self, line: &str) {
        if line.trim() == "quit" {
            self.edit = None;
            self.quit = true;
            return;
        }
        let Some(edit) = self.edit.as_mut() else {
            return;
        };
        match command::parse_edit(line) {
            EditCommand::ToggleColor => edit.color = !edit.color,
            EditCommand::Clear => edit.setup.board = [None; 64],
            EditCommand::Place(role, sq) => {
                edit.setup.board[sq.index()] = Some(Piece::new(edit.color, role))
            }
            EditCommand::Empty(sq) => edit.setup.board[sq.index()] = None,
            EditCommand::Done => self.finish_edit(),
            EditCommand::Unknown(text) => {
                if !text.is_empty() {
                    self.say(&error_line("unknown edit command", &text));
                }
            }
        }
    }

    pub(super) fn finish_edit(&mut self) {
        let Some(EditState { mut setup, .. }) = self.edit.take() else {
            return;
        };
        let mode = self.engine.castling_mode();
        setup.castling = edit_castling(&setup.board, mode);
        setup.ep_square = None;
        setup.halfmoves = 0;
        let variant = self.engine.settings.variant;
        match with_variant!(variant, V => setup.into_position::<V>(mode).map(AnyPosition::from)) {
            Ok(pos) => {
                if let Err(e) = self.reset_game(Some(&pos.fen())) {
                    self.valid = false;
                    self.say(&format!("tellusererror Illegal position: {e}"));
                }
            }
            Err(e) => {
                self.valid = false;
                self.say(&format!("tellusererror Illegal position: {e}"));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::position::Position;

    fn pos(fen: &str, mode: CastlingMode) -> AnyPosition {
        AnyPosition::from(Position::from_fen(fen, mode).unwrap())
    }

    #[test]
    fn reads_moves_as_clients_send_them() {
        let std = pos(
            "r3k2r/pppq1ppp/8/8/8/8/PPPQ1PPP/R3K2R w KQkq - 0 1",
            CastlingMode::Standard,
        );
        let castle = std.parse_uci("e1g1").unwrap();
        for text in ["e1g1", "e1h1", "O-O", "0-0"] {
            assert_eq!(parse_user_move(&std, text), Ok(Ply::Move(castle)), "{text}");
        }
        assert_eq!(
            parse_user_move(&std, "O-O-O"),
            Ok(Ply::Move(std.parse_uci("e1c1").unwrap()))
        );
        assert_eq!(
            parse_user_move(&std, "Qd2d3"),
            Ok(Ply::Move(std.parse_uci("d2d3").unwrap()))
        );
        assert_eq!(parse_user_move(&std, "@@@@"), Ok(Ply::Null));
        assert_eq!(parse_user_move(&std, "e2e5"), Err(None));
        assert_eq!(parse_user_move(&std, "e7e5"), Err(None));
        assert_eq!(parse_user_move(&std, "xyz"), Err(None));
        let checked = pos("4k3/8/8/8/8/8/4q3/4K3 w - - 0 1", CastlingMode::Standard);
        assert_eq!(
            parse_user_move(&checked, "@@@@"),
            Err(Some("null move in check"))
        );

        // Chess960, king on f1 and rooks on b1/h1: O-O, king-takes-rook, king to g1.
        let frc = pos(
            "1r3kr1/pppppppp/8/8/8/8/PPPPPPPP/1R3KR1 w GBgb - 0 1",
            CastlingMode::Chess960,
        );
        let short = frc.parse_uci("f1g1").unwrap();
        assert!(short.is_castle());
        assert_eq!(parse_user_move(&frc, "O-O"), Ok(Ply::Move(short)));
        assert_eq!(parse_user_move(&frc, "f1g1"), Ok(Ply::Move(short)));
        let long = frc.parse_uci("f1b1").unwrap();
        assert_eq!(parse_user_move(&frc, "O-O-O"), Ok(Ply::Move(long)));
        assert_eq!(parse_user_move(&frc, "f1c1"), Ok(Ply::Move(long)));
    }

    #[test]
    fn castling_after_edit() {
        let std = Setup::from_position(&Position::startpos());
        let rights = edit_castling(&std.board, CastlingMode::Standard);
        assert_eq!(rights.bits(), 0b1111);
        let moved = Setup::from_position(
            &Position::from_fen("r3k3/8/8/8/8/8/8/4K2R w - - 0 1", CastlingMode::Standard).unwrap(),
        );
        let rights = edit_castling(&moved.board, CastlingMode::Standard);
        assert_eq!(
            rights.rook(Color::White, CastlingSide::King),
            Some(Square::H1)
        );
        assert_eq!(rights.rook(Color::White, CastlingSide::Queen), None);
        assert_eq!(
            rights.rook(Color::Black, CastlingSide::Queen),
            Some(Square::A8)
        );
        let off_home = Setup::from_position(
            &Position::from_fen("4k3/8/8/8/8/8/8/R2K3R w - - 0 1", CastlingMode::Standard).unwrap(),
        );
        assert!(edit_castling(&off_home.board, CastlingMode::Standard).is_empty());
        let rights = edit_castling(&off_home.board, CastlingMode::Chess960);
        assert_eq!(
            rights.rook(Color::White, CastlingSide::Queen),
            Some(Square::A1)
        );
        assert_eq!(
            rights.rook(Color::White, CastlingSide::King),
            Some(Square::H1)
        );
    }
}

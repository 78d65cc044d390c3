//! `ferrum.Board`: a game of any variant (Chess960 included) from a FEN or its start position,
//! with python-chess's vocabulary (legal moves, push and pop by UCI or SAN, outcome and
//! termination, FEN, perft), PettingZoo's encoding (observations, action masks, actions) and
//! an SVG picture for Jupyter. It is a `learn::AnyGame` and the list of its moves.

use super::{checked_history, variant_of, IllegalActionError, IllegalMoveError, InvalidFenError};
use crate::core::{Color, Move};
use crate::game::svg::{self, BoardOptions};
use crate::learn::AnyGame;
use crate::position::{CastlingMode, Outcome as GameOutcome, Termination as GameTermination};
use crate::variant::AnyPosition;
use numpy::{PyArray1, PyArray3, PyArrayMethods};
use pyo3::exceptions::{PyIndexError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};

/// Why a game ended, named as python-chess's `chess.Termination`.
#[pyclass(module = "ferrum", eq, eq_int, frozen)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(non_camel_case_types, clippy::upper_case_acronyms)]
pub enum Termination {
    CHECKMATE,
    STALEMATE,
    INSUFFICIENT_MATERIAL,
    SEVENTYFIVE_MOVES,
    FIVEFOLD_REPETITION,
    FIFTY_MOVES,
    THREEFOLD_REPETITION,
    VARIANT_WIN,
    VARIANT_LOSS,
    VARIANT_DRAW,
}

#[pymethods]
impl Termination {
    /// The member's name, as python-chess's `Termination.X.name`.
    #[getter]
    fn name(&self) -> &'static str {
        match self {
            Termination::CHECKMATE => "CHECKMATE",
            Termination::STALEMATE => "STALEMATE",
            Termination::INSUFFICIENT_MATERIAL => "INSUFFICIENT_MATERIAL",
            Termination::SEVENTYFIVE_MOVES => "SEVENTYFIVE_MOVES",
            Termination::FIVEFOLD_REPETITION => "FIVEFOLD_REPETITION",
            Termination::FIFTY_MOVES => "FIFTY_MOVES",
            Termination::THREEFOLD_REPETITION => "THREEFOLD_REPETITION",
            Termination::VARIANT_WIN => "VARIANT_WIN",
            Termination::VARIANT_LOSS => "VARIANT_LOSS",
            Termination::VARIANT_DRAW => "VARIANT_DRAW",
        }
    }
}

impl From<GameTermination> for Termination {
    fn from(t: GameTermination) -> Termination {
        match t {
            GameTermination::Checkmate => Termination::CHECKMATE,
            GameTermination::Stalemate => Termination::STALEMATE,
            GameTermination::InsufficientMaterial => Termination::INSUFFICIENT_MATERIAL,
            GameTermination::SeventyFiveMoves => Termination::SEVENTYFIVE_MOVES,
            GameTermination::FivefoldRepetition => Termination::FIVEFOLD_REPETITION,
            GameTermination::FiftyMoves => Termination::FIFTY_MOVES,
            GameTermination::ThreefoldRepetition => Termination::THREEFOLD_REPETITION,
            GameTermination::VariantWin => Termination::VARIANT_WIN,
            GameTermination::VariantLoss => Termination::VARIANT_LOSS,
            GameTermination::VariantDraw => Termination::VARIANT_DRAW,
        }
    }
}

/// How a game ended, as python-chess's `chess.Outcome`: `winner` is `True` (White), `False`
/// (Black) or `None` (a draw).
#[pyclass(module = "ferrum", frozen, get_all)]
#[derive(Clone, Debug)]
pub struct Outcome {
    pub termination: Termination,
    pub winner: Option<bool>,
}

#[pymethods]
impl Outcome {
    /// `"1-0"`, `"0-1"` or `"1/2-1/2"`.
    fn result(&self) -> &'static str {
        match self.winner {
            Some(true) => "1-0",
            Some(false) => "0-1",
            None => "1/2-1/2",
        }
    }

    fn __repr__(&self) -> String {
        let winner = match self.winner {
            Some(true) => "True",
            Some(false) => "False",
            None => "None",
        };
        format!(
            "Outcome(termination=Termination.{}, winner={winner})",
            self.termination.name()
        )
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other
            .cast::<Outcome>()
            .is_ok_and(|o| o.get().termination == self.termination && o.get().winner == self.winner)
    }
}

impl From<GameOutcome> for Outcome {
    fn from(o: GameOutcome) -> Outcome {
        Outcome {
            termination: o.termination.into(),
            winner: o.winner.map(Color::is_white),
        }
    }
}

/// A chess game of any variant ferrum plays, from a FEN or the variant's start position.
///
/// Moves are UCI strings (`"e2e4"`, `"e7e8q"`, drops `"N@f3"`; Chess960 castling as
/// king-takes-rook, standard castling as `"e1g1"`, both as python-chess writes them). Outcomes,
/// repetitions and the 50/75-move rules are python-chess's. The PettingZoo methods
/// (`observation`, `action_mask`, `push_action`, ...) encode exactly as PettingZoo's `chess_v6`.
///
/// >>> board = ferrum.Board()
/// >>> board.push_san("e4")
/// 'e2e4'
/// >>> board.fen()
/// 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1'
#[pyclass(module = "ferrum")]
#[derive(Clone)]
pub struct Board {
    pub(crate) game: AnyGame,
    pub(crate) moves: Vec<Move>,
}

impl Board {
    /// A board at `root` without moves.
    pub(crate) fn at(root: AnyPosition) -> Board {
        Board {
            game: AnyGame::new(root),
            moves: Vec::new(),
        }
    }

    /// Plays a legal move and records it.
    pub(crate) fn play(&mut self, m: Move) {
        self.game.play(m);
        self.moves.push(m);
    }

    pub(crate) fn castling_mode(&self) -> CastlingMode {
        crate::with_game!(&self.game, g => g.position().castling_mode())
    }

    fn parse_move(&self, text: &str) -> PyResult<Move> {
        self.game.parse_uci(text.trim()).map_err(|_| {
            IllegalMoveError::new_err(format!(
                "illegal move '{text}' in {} (legal: {})",
                self.game.fen(),
                self.legal_uci().join(" ")
            ))
        })
    }

    fn parse_san_move(&self, text: &str) -> PyResult<Move> {
        self.game.parse_san(text.trim()).map_err(|e| {
            IllegalMoveError::new_err(format!(
                "illegal or ambiguous SAN '{text}' in {}: {e}",
                self.game.fen()
            ))
        })
    }

    fn legal_uci(&self) -> Vec<String> {
        self.game
            .legal_moves()
            .iter()
            .map(|&m| self.game.uci(m))
            .collect()
    }

    /// The UCI text of each move played, from the start.
    pub(crate) fn move_texts(&self) -> Vec<String> {
        let positions = self.game.previous_positions();
        positions
            .iter()
            .zip(&self.moves)
            .map(|(pos, &m)| pos.uci(m))
            .collect()
    }

    /// A move given as UCI text or as an object with a `uci()` method (a `chess.Move`).
    fn move_text(value: &Bound<'_, PyAny>) -> PyResult<String> {
        if let Ok(text) = value.extract::<String>() {
            return Ok(text);
        }
        match value.call_method0("uci") {
            Ok(text) => text.extract::<String>(),
            Err(_) => Err(PyTypeError::new_err(format!(
                "a move is a UCI string or a chess.Move, not {}",
                value.get_type().name()?
            ))),
        }
    }

    /// The action index the caller passed, checked: an integer (Python or NumPy) that is a
    /// legal action.
    fn legal_action(&self, action: &Bound<'_, PyAny>) -> PyResult<Move> {
        let integer = action.call_method0("__index__").map_err(|_| {
            PyTypeError::new_err(format!(
                "an action is an integer, not {}",
                action
                    .get_type()
                    .name()
                    .map_or("?".into(), |n| n.to_string())
            ))
        })?;
        // An integer too large for 64 bits is an action outside the space as any other.
        let index = integer.extract::<i64>().ok();
        let index_text = integer.str().map_or("?".into(), |s| s.to_string());
        let count = self.game.action_count();
        index
            .and_then(|i| usize::try_from(i).ok())
            .filter(|&a| a < count)
            .and_then(|a| self.game.action_to_move(a))
            .ok_or_else(|| {
                IllegalActionError::new_err(format!(
                    "action {index_text} is not legal in {} (outside the action mask; the action \
                     space has {count} actions, of which {} are legal here)",
                    self.game.fen(),
                    self.game.legal_moves().len()
                ))
            })
    }

    /// The observer's colour: `None` the side to move, 0 White (`player_0`), 1 Black.
    fn observer(&self, player: Option<i64>) -> PyResult<Color> {
        match player {
            None => Ok(self.game.turn()),
            Some(0) => Ok(Color::White),
            Some(1) => Ok(Color::Black),
            Some(p) => Err(PyValueError::new_err(format!(
                "player is 0 (White, player_0) or 1 (Black, player_1), not {p}"
            ))),
        }
    }

    fn new_observation<'py>(
        &self,
        py: Python<'py>,
        observer: Color,
        history: usize,
    ) -> PyResult<Bound<'py, PyArray3<bool>>> {
        let channels = self.game.channels(history);
        let array = PyArray3::<bool>::zeros(py, [8, 8, channels], false);
        {
            let mut view = array.readwrite();
            let out = view
                .as_slice_mut()
                .map_err(|e| PyValueError::new_err(e.to_string()))?;
            self.game.observation_into(observer, history, out);
        }
        Ok(array)
    }

    fn new_mask<'py>(&self, py: Python<'py>, legal: bool) -> PyResult<Bound<'py, PyArray1<i8>>> {
        let array = PyArray1::<i8>::zeros(py, self.game.action_count(), false);
        if legal {
            let mut view = array.readwrite();
            let out = view
                .as_slice_mut()
                .map_err(|e| PyValueError::new_err(e.to_string()))?;
            self.game.legal_mask_into(out);
        }
        Ok(array)
    }
}

#[pymethods]
impl Board {
    /// A board from `fen` (the variant's start position when `None`). `variant` is any name
    /// python-chess's `uci_variant` or ferrum's UCI_Variant knows (`"chess"`, `"chess960"`,
    /// `"crazyhouse"`, `"3check"`, ...); `chess960=True` reads castling as Chess960 (any rook).
    /// Raises `InvalidFenError` for a bad FEN and `ValueError` for an unknown variant.
    #[new]
    #[pyo3(signature = (fen = None, *, variant = "chess", chess960 = false))]
    fn new(fen: Option<&str>, variant: &str, chess960: bool) -> PyResult<Board> {
        let (kind, mode) = variant_of(variant, chess960)?;
        let root = match fen {
            None => AnyPosition::new(kind, mode),
            Some(fen) => AnyPosition::from_fen(kind, fen.trim(), mode).map_err(|e| {
                InvalidFenError::new_err(format!("invalid FEN '{fen}' for {kind}: {e}"))
            })?,
        };
        Ok(Board::at(root))
    }

    /// The Chess960 start position number `n` (0-959, Scharnagl's numbering; 518 is the
    /// standard array) of a variant, as python-chess's `Board.from_chess960_pos`.
    #[staticmethod]
    #[pyo3(signature = (n, *, variant = "chess"))]
    fn from_chess960_pos(n: u32, variant: &str) -> PyResult<Board> {
        if n >= 960 {
            return Err(PyValueError::new_err(format!(
                "a Chess960 start is numbered 0 to 959, not {n}"
            )));
        }
        let (kind, _) = variant_of(variant, true)?;
        Ok(Board::at(crate::variant::chess960::chess960_start(kind, n)))
    }

    /// The same game (start position and moves) as a python-chess board of the variant's
    /// class (`chess.Board`, `chess.variant.CrazyhouseBoard`, ...). Needs `chess`.
    fn to_python_chess<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let class = py
            .import("chess.variant")?
            .call_method1("find_variant", (self.game.kind().uci_name(),))?;
        let kwargs = PyDict::new(py);
        kwargs.set_item("chess960", self.castling_mode() == CastlingMode::Chess960)?;
        let board = class.call((self.game.root().fen(),), Some(&kwargs))?;
        let from_uci = py.import("chess")?.getattr("Move")?.getattr("from_uci")?;
        for text in self.move_texts() {
            board.call_method1("push", (from_uci.call1((text,))?,))?;
        }
        Ok(board)
    }

    /// A board with the same game as a python-chess board (its root position, variant,
    /// Chess960 flag and move stack).
    #[staticmethod]
    fn from_python_chess(board: &Bound<'_, PyAny>) -> PyResult<Board> {
        let root = board.call_method0("root")?;
        let fen: String = root.call_method0("fen")?.extract()?;
        let variant: String = board.getattr("uci_variant")?.extract()?;
        let chess960: bool = board.getattr("chess960")?.extract()?;
        let mut ours = Board::new(Some(&fen), &variant, chess960)?;
        for m in board.getattr("move_stack")?.try_iter()? {
            let text = Board::move_text(&m?)?;
            let mv = ours.parse_move(&text)?;
            ours.play(mv);
        }
        Ok(ours)
    }

    /// The FEN of the current position (X-FEN castling in Chess960, pockets in crazyhouse,
    /// check counters in three-check).
    fn fen(&self) -> String {
        self.game.fen()
    }

    /// The variant's UCI name (python-chess's `uci_variant`).
    #[getter]
    fn variant(&self) -> &'static str {
        self.game.kind().uci_name()
    }

    /// Whether castling is Chess960's (king takes rook).
    #[getter]
    fn chess960(&self) -> bool {
        self.castling_mode() == CastlingMode::Chess960
    }

    /// The side to move: `True` for White, as python-chess's `chess.WHITE`.
    #[getter]
    fn turn(&self) -> bool {
        self.game.turn().is_white()
    }

    #[getter]
    fn fullmove_number(&self) -> u32 {
        crate::with_game!(&self.game, g => g.position().fullmoves())
    }

    #[getter]
    fn halfmove_clock(&self) -> u32 {
        crate::with_game!(&self.game, g => g.position().halfmoves())
    }

    /// Moves played since the start position.
    fn ply(&self) -> usize {
        self.moves.len()
    }

    /// The moves played, oldest first, as UCI strings.
    #[getter]
    fn move_stack(&self) -> Vec<String> {
        self.move_texts()
    }

    /// A board at the start position of this game, without its moves.
    fn root(&self) -> Board {
        Board::at(self.game.root())
    }

    /// The legal moves, as UCI strings.
    #[getter]
    fn legal_moves(&self) -> Vec<String> {
        self.legal_uci()
    }

    /// Whether `uci` is a legal move here.
    fn is_legal(&self, uci: &str) -> bool {
        self.game.parse_uci(uci.trim()).is_ok()
    }

    /// Plays a move given in UCI; returns it as ferrum writes it. `IllegalMoveError` when it
    /// is not legal.
    fn push_uci(&mut self, uci: &str) -> PyResult<String> {
        let m = self.parse_move(uci)?;
        let text = self.game.uci(m);
        self.play(m);
        Ok(text)
    }

    /// Plays a move given in SAN (`"Nf3"`, `"O-O"`, `"exd8=Q+"`, `"N@f3"`); returns its UCI.
    fn push_san(&mut self, san: &str) -> PyResult<String> {
        let m = self.parse_san_move(san)?;
        let text = self.game.uci(m);
        self.play(m);
        Ok(text)
    }

    /// Plays a move given as UCI text or a `chess.Move`; returns its UCI.
    fn push(&mut self, value: &Bound<'_, PyAny>) -> PyResult<String> {
        let text = Board::move_text(value)?;
        self.push_uci(&text)
    }

    /// Takes back the last move and returns it (UCI). `IndexError` when no move was played.
    fn pop(&mut self) -> PyResult<String> {
        let Some(&m) = self.moves.last() else {
            return Err(PyIndexError::new_err("pop from empty move stack"));
        };
        self.game.pop();
        self.moves.pop();
        Ok(self.game.uci(m))
    }

    /// The last move played (UCI). `IndexError` when none was.
    fn peek(&self) -> PyResult<String> {
        self.move_texts()
            .pop()
            .ok_or_else(|| PyIndexError::new_err("peek at empty move stack"))
    }

    /// The SAN of a legal move given in UCI.
    fn san(&self, uci: &str) -> PyResult<String> {
        let m = self.parse_move(uci)?;
        Ok(self.game.san(m))
    }

    /// The UCI of a legal move given in SAN.
    fn parse_san(&self, san: &str) -> PyResult<String> {
        let m = self.parse_san_move(san)?;
        Ok(self.game.uci(m))
    }

    fn is_check(&self) -> bool {
        crate::with_game!(&self.game, g => g.position().is_check())
    }

    fn is_checkmate(&self) -> bool {
        crate::with_game!(&self.game, g => g.position().is_checkmate())
    }

    fn is_stalemate(&self) -> bool {
        crate::with_game!(&self.game, g => g.position().is_stalemate())
    }

    fn is_insufficient_material(&self) -> bool {
        crate::with_game!(&self.game, g => g.position().is_insufficient_material())
    }

    /// Whether the current position occurred at least `count` times (itself included).
    #[pyo3(signature = (count = 3))]
    fn is_repetition(&self, count: usize) -> bool {
        self.game.repetitions() >= count
    }

    /// How the game ended, or `None`: python-chess's `outcome(claim_draw=...)` (with
    /// `claim_draw`, also the 50-move rule and threefold repetition, each also when one move
    /// would reach it).
    #[pyo3(signature = (*, claim_draw = false))]
    fn outcome(&self, claim_draw: bool) -> Option<Outcome> {
        self.game.outcome(claim_draw).map(Outcome::from)
    }

    #[pyo3(signature = (*, claim_draw = false))]
    fn is_game_over(&self, claim_draw: bool) -> bool {
        self.game.outcome(claim_draw).is_some()
    }

    /// `"1-0"`, `"0-1"`, `"1/2-1/2"`, or `"*"` while the game goes on.
    #[pyo3(signature = (*, claim_draw = false))]
    fn result(&self, claim_draw: bool) -> &'static str {
        self.game.outcome(claim_draw).map_or("*", |o| o.result())
    }

    /// Whether a draw can be claimed (50-move rule or threefold repetition, now or by one
    /// move), as python-chess's `can_claim_draw`.
    fn can_claim_draw(&self) -> bool {
        self.game.can_claim_draw()
    }

    /// Leaf nodes of the legal move tree `depth` plies deep (the GIL is released meanwhile).
    fn perft(&self, py: Python<'_>, depth: u32) -> u64 {
        let game = &self.game;
        py.detach(|| game.perft(depth))
    }

    /// A copy of the board, its moves included.
    fn copy(&self) -> Board {
        self.clone()
    }

    fn __copy__(&self) -> Board {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> Board {
        self.clone()
    }

    /// The board as python-chess's `str(board)`: eight lines of pieces, `.` for empty.
    fn __str__(&self) -> String {
        ascii_board(&self.game.fen())
    }

    fn __repr__(&self) -> String {
        let mut args = format!("'{}'", self.game.fen());
        if self.game.kind() != crate::variant::VariantKind::Standard {
            args.push_str(&format!(", variant='{}'", self.variant()));
        }
        if self.chess960() {
            args.push_str(", chess960=True");
        }
        format!("Board({args})")
    }

    /// The board as an SVG picture (ferrum's own renderer: pockets and check counters
    /// drawn beside the board), the last move highlighted.
    #[pyo3(signature = (*, size = None, flipped = false))]
    fn svg(&self, size: Option<u32>, flipped: bool) -> String {
        let options = BoardOptions {
            flipped,
            last_move: self.moves.last().map(|&m| BoardOptions::last_move_of(m)),
            arrows: Vec::new(),
            no_coordinates: false,
            size,
        };
        svg::board(&self.game.position(), &options)
    }

    /// Jupyter shows the board as this SVG.
    fn _repr_svg_(&self) -> String {
        self.svg(Some(400), false)
    }

    // PettingZoo's encoding.

    /// Size of the action space: 4672 (PettingZoo's), 5016 for crazyhouse (drops) and the
    /// antichess family (promotions to king).
    #[getter]
    fn action_count(&self) -> usize {
        self.game.action_count()
    }

    /// Channels of an observation with `history` earlier boards (111 for chess with 7).
    #[pyo3(signature = (history = crate::learn::DEFAULT_HISTORY))]
    fn channels(&self, history: usize) -> PyResult<usize> {
        Ok(self.game.channels(checked_history(history)?))
    }

    /// PettingZoo's observation, `bool` of shape `(8, 8, channels)`, of `player` (0: White,
    /// `player_0`; 1: Black; `None`: the side to move), as `chess_v6`'s `observe()`.
    #[pyo3(signature = (player = None, history = crate::learn::DEFAULT_HISTORY))]
    fn observation<'py>(
        &self,
        py: Python<'py>,
        player: Option<i64>,
        history: usize,
    ) -> PyResult<Bound<'py, PyArray3<bool>>> {
        let observer = self.observer(player)?;
        self.new_observation(py, observer, checked_history(history)?)
    }

    /// The legal-action mask, `int8` of shape `(action_count,)`.
    fn action_mask<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyArray1<i8>>> {
        self.new_mask(py, true)
    }

    /// `chess_v6`'s `observe(agent)` as one dict: `{"observation", "action_mask"}` of
    /// `player` (0 or 1); the mask is all zeros unless `to_act` (the agent selected to act).
    #[pyo3(signature = (player, to_act, history = crate::learn::DEFAULT_HISTORY))]
    fn observe<'py>(
        &self,
        py: Python<'py>,
        player: i64,
        to_act: bool,
        history: usize,
    ) -> PyResult<Bound<'py, PyDict>> {
        let observer = self.observer(Some(player))?;
        let dict = PyDict::new(py);
        dict.set_item(
            "observation",
            self.new_observation(py, observer, checked_history(history)?)?,
        )?;
        dict.set_item("action_mask", self.new_mask(py, to_act)?)?;
        Ok(dict)
    }

    /// The legal actions (indices of the mask's ones), in move generation order.
    fn legal_actions(&self) -> Vec<usize> {
        self.game
            .legal_moves()
            .iter()
            .map(|&m| self.game.move_to_action(m))
            .collect()
    }

    /// The action index of a legal move given in UCI.
    fn move_to_action(&self, uci: &str) -> PyResult<usize> {
        let m = self.parse_move(uci)?;
        Ok(self.game.move_to_action(m))
    }

    /// The legal move (UCI) an action stands for; `IllegalActionError` outside the mask.
    fn action_to_move(&self, action: &Bound<'_, PyAny>) -> PyResult<String> {
        let m = self.legal_action(action)?;
        Ok(self.game.uci(m))
    }

    /// Plays the move of a legal action; returns its UCI. `IllegalActionError` outside the
    /// mask, `TypeError` for a non-integer.
    fn push_action(&mut self, action: &Bound<'_, PyAny>) -> PyResult<String> {
        let m = self.legal_action(action)?;
        let text = self.game.uci(m);
        self.play(m);
        Ok(text)
    }

    /// `chess_v6`'s `step`: plays the action and returns the result if PettingZoo ends the
    /// game there (1 White won, -1 Black won, 0 a draw), else `None`. PettingZoo ends a game
    /// as `outcome(claim_draw=True)` does.
    fn pettingzoo_step(&mut self, action: &Bound<'_, PyAny>) -> PyResult<Option<i8>> {
        let m = self.legal_action(action)?;
        self.play(m);
        Ok(self.pettingzoo_result())
    }

    /// The game's result as PettingZoo's `chess_v6` ends it (1, -1 or 0; `None`: it goes on).
    fn pettingzoo_result(&self) -> Option<i8> {
        self.game.outcome(true).map(|o| match o.winner {
            Some(Color::White) => 1,
            Some(Color::Black) => -1,
            None => 0,
        })
    }

    /// The pieces as python-chess's `piece_map()` would name them: `{square: symbol}` with
    /// squares 0 (a1) to 63 (h8) and symbols `"P"`, `"n"`, ...
    fn piece_map<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        let fen = self.game.fen();
        for (square, symbol) in fen_squares(&fen) {
            dict.set_item(square, symbol.to_string())?;
        }
        Ok(dict)
    }

    /// The list of variants `Board` accepts (UCI names).
    #[staticmethod]
    fn variants(py: Python<'_>) -> PyResult<Bound<'_, PyList>> {
        let names: Vec<&str> = crate::variant::VariantKind::ALL
            .iter()
            .map(|k| k.uci_name())
            .collect();
        PyList::new(py, names)
    }
}

/// The pieces of a FEN's board field as (square 0-63 from a1, symbol).
fn fen_squares(fen: &str) -> Vec<(usize, char)> {
    let placement = fen.split([' ', '[']).next().unwrap_or("");
    let mut out = Vec::new();
    for (row, rank) in placement.split('/').take(8).enumerate() {
        let mut file = 0usize;
        for c in rank.chars() {
            if let Some(skip) = c.to_digit(10) {
                file += skip as usize;
            } else if c.is_ascii_alphabetic() {
                if file < 8 {
                    out.push(((7 - row) * 8 + file, c));
                }
                file += 1;
            }
        }
    }
    out
}

/// python-chess's `str(board)` of a FEN: rank 8 first, squares separated by spaces.
fn ascii_board(fen: &str) -> String {
    let mut squares = ['.'; 64];
    for (square, symbol) in fen_squares(fen) {
        squares[square] = symbol;
    }
    (0..8)
        .rev()
        .map(|rank| {
            (0..8)
                .map(|file| squares[rank * 8 + file].to_string())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

//! `ferrum.BatchEnv` (also `ferrum.pettingzoo.BatchEnv`): many games stepped at once, each
//! game's observation and mask written into NumPy arrays allocated once, for training loops.
//! A game that ends is started again at once (its reward, termination or truncation shows
//! the end; its observation is already the new game's first).

use super::board::Board;
use super::{checked_history, variant_of, IllegalActionError};
use crate::core::VariantKind;
use crate::core::{Color, Move, SplitMix64};
use crate::position::CastlingMode;
use crate::variant::AnyPosition;
use numpy::{
    PyArray1, PyArray2, PyArray4, PyArrayDescrMethods, PyArrayMethods, PyReadonlyArray1,
    PyUntypedArrayMethods,
};
use pyo3::exceptions::{PyIndexError, PyTypeError, PyValueError};
use pyo3::prelude::*;

/// The most games of one `BatchEnv`: their observations take 0.5 GB at the default history
/// (NumPy cannot allocate arrays for any number a `usize` holds, and would fail inside PyO3).
const MAX_NUM_ENVS: usize = 1 << 16;

/// The observations array, `bool (n, 8, 8, channels)`.
type Observations<'py> = Bound<'py, PyArray4<bool>>;
/// The action masks array, `int8 (n, actions)`.
type Masks<'py> = Bound<'py, PyArray2<i8>>;
/// What `step` returns: observations, masks, rewards, terminations, truncations.
type Step<'py> = (
    Observations<'py>,
    Masks<'py>,
    Bound<'py, PyArray1<f32>>,
    Bound<'py, PyArray1<bool>>,
    Bound<'py, PyArray1<bool>>,
);

/// Many games of one variant stepped together into preallocated NumPy arrays.
///
/// >>> env = ferrum.pettingzoo.BatchEnv(64)
/// >>> obs, masks = env.reset(seed=0)
/// >>> obs, masks, rewards, terminations, truncations = env.step(env.random_actions())
///
/// After `step`, row `i` holds game `i`'s position for the side to move (`to_move[i]`: 0
/// White, 1 Black): `observations` `bool (n, 8, 8, channels)` and `action_masks`
/// `int8 (n, action_count)`, both PettingZoo's encoding. `rewards[i]` is the result for the
/// player who just moved in game `i` (+1 won, -1 lost, 0 otherwise), `terminations[i]`
/// whether that move ended the game by the rules (PettingZoo's: checkmate, stalemate,
/// insufficient material, claimable draws, the variant's own ends), `truncations[i]` whether
/// it reached `max_plies`. An ended game restarts at once. The arrays are the same objects
/// after every call, overwritten in place.
#[pyclass(module = "ferrum")]
pub struct BatchEnv {
    games: Vec<Board>,
    kind: VariantKind,
    mode: CastlingMode,
    history: usize,
    max_plies: Option<usize>,
    rng: SplitMix64,
    observations: Py<PyArray4<bool>>,
    action_masks: Py<PyArray2<i8>>,
    rewards: Py<PyArray1<f32>>,
    terminations: Py<PyArray1<bool>>,
    truncations: Py<PyArray1<bool>>,
    to_move: Py<PyArray1<i8>>,
}

/// What a step did to one game.
#[derive(Clone, Copy, Default)]
struct StepEnd {
    reward: f32,
    terminated: bool,
    truncated: bool,
}

/// The actions a caller passed: a 1-D integer array (any integer dtype) or a sequence of ints,
/// one per game.
fn actions_of(actions: &Bound<'_, PyAny>, n: usize) -> PyResult<Vec<i64>> {
    let values: Vec<i64> = if let Ok(a) = actions.extract::<PyReadonlyArray1<'_, i64>>() {
        a.as_array().to_vec()
    } else if let Ok(array) = actions.cast::<numpy::PyUntypedArray>() {
        let dtype = array.dtype();
        let integer = dtype.kind() == b'i' || dtype.kind() == b'u';
        if !integer || array.ndim() != 1 {
            return Err(PyTypeError::new_err(format!(
                "actions must be a 1-D integer array of shape ({n},), got dtype {} shape {:?}",
                dtype.str()?,
                array.shape()
            )));
        }
        actions
            .call_method1("astype", ("int64",))?
            .extract::<PyReadonlyArray1<'_, i64>>()?
            .as_array()
            .to_vec()
    } else {
        actions.extract::<Vec<i64>>().map_err(|_| {
            PyTypeError::new_err(format!(
                "actions must be a 1-D integer array or a list of {n} ints, not {}",
                actions
                    .get_type()
                    .name()
                    .map_or("?".into(), |s| s.to_string())
            ))
        })?
    };
    if values.len() != n {
        return Err(PyValueError::new_err(format!(
            "actions must have one action per game: shape ({n},), got {} actions",
            values.len()
        )));
    }
    Ok(values)
}

impl BatchEnv {
    /// A new game's start: the variant's, or a random Chess960 one.
    fn start(&mut self) -> Board {
        let root = if self.mode == CastlingMode::Chess960 {
            let n = (self.rng.next_u64() % 960) as u32;
            crate::variant::chess960::chess960_start(self.kind, n)
        } else {
            AnyPosition::new(self.kind, self.mode)
        };
        Board::at(root)
    }

    /// The legal moves of every game for `actions`, or the first game whose action is not
    /// legal (nothing is played then).
    fn checked_moves(&self, actions: &[i64]) -> PyResult<Vec<Move>> {
        let count = self.games.first().map_or(0, |g| g.game.action_count());
        actions
            .iter()
            .zip(&self.games)
            .enumerate()
            .map(|(i, (&a, board))| {
                usize::try_from(a)
                    .ok()
                    .filter(|&a| a < count)
                    .and_then(|a| board.game.action_to_move(a))
                    .ok_or_else(|| {
                        IllegalActionError::new_err(format!(
                            "game {i}: action {a} is not legal in {} (outside its action mask); \
                             no game was stepped",
                            board.game.fen()
                        ))
                    })
            })
            .collect()
    }

    /// Plays each game's move and restarts the games that end.
    fn play(&mut self, moves: &[Move]) -> Vec<StepEnd> {
        let mut ends = vec![StepEnd::default(); moves.len()];
        for i in 0..moves.len() {
            let mover = self.games[i].game.turn();
            self.games[i].play(moves[i]);
            let end = &mut ends[i];
            if let Some(o) = self.games[i].game.outcome(true) {
                end.terminated = true;
                end.reward = match o.winner {
                    Some(c) if c == mover => 1.0,
                    Some(_) => -1.0,
                    None => 0.0,
                };
            } else if self
                .max_plies
                .is_some_and(|m| self.games[i].moves.len() >= m)
            {
                end.truncated = true;
            }
            if end.terminated || end.truncated {
                self.games[i] = self.start();
            }
        }
        ends
    }

    /// Writes every game's observation, mask and side to move into the arrays.
    fn write_arrays(&self, py: Python<'_>, ends: &[StepEnd]) -> PyResult<()> {
        let slice_error = |e: numpy::AsSliceError| PyValueError::new_err(e.to_string());
        let mut obs =
            self.observations.bind(py).try_readwrite().map_err(|e| {
                PyValueError::new_err(format!("the observations array is in use: {e}"))
            })?;
        let mut masks =
            self.action_masks.bind(py).try_readwrite().map_err(|e| {
                PyValueError::new_err(format!("the action_masks array is in use: {e}"))
            })?;
        let obs = obs.as_slice_mut().map_err(slice_error)?;
        let masks = masks.as_slice_mut().map_err(slice_error)?;
        let per_obs = obs.len() / self.games.len().max(1);
        let per_mask = masks.len() / self.games.len().max(1);
        let (games, history) = (&self.games, self.history);
        py.detach(|| {
            for ((board, o), m) in games
                .iter()
                .zip(obs.chunks_mut(per_obs))
                .zip(masks.chunks_mut(per_mask))
            {
                o.fill(false);
                m.fill(0);
                board.game.observation_into(board.game.turn(), history, o);
                board.game.legal_mask_into(m);
            }
        });
        let fill = |array: &Py<PyArray1<f32>>, f: &dyn Fn(&StepEnd) -> f32| {
            let mut view = array.bind(py).readwrite();
            if let Ok(out) = view.as_slice_mut() {
                for (v, e) in out.iter_mut().zip(ends) {
                    *v = f(e);
                }
            }
        };
        fill(&self.rewards, &|e| e.reward);
        for (array, f) in [
            (
                &self.terminations,
                (|e: &StepEnd| e.terminated) as fn(&StepEnd) -> bool,
            ),
            (&self.truncations, |e: &StepEnd| e.truncated),
        ] {
            let mut view = array.bind(py).readwrite();
            if let Ok(out) = view.as_slice_mut() {
                for (v, e) in out.iter_mut().zip(ends) {
                    *v = f(e);
                }
            }
        }
        let mut view = self.to_move.bind(py).readwrite();
        if let Ok(out) = view.as_slice_mut() {
            for (v, board) in out.iter_mut().zip(games) {
                *v = i8::from(board.game.turn() == Color::Black);
            }
        }
        Ok(())
    }
}

#[pymethods]
impl BatchEnv {
    /// `num_envs` games of `variant` (`"chess960"`: a random Chess960 start for each game),
    /// observations with `history` earlier boards, games cut after `max_plies` plies
    /// (`None`: only the rules end them), the Chess960 starts and `random_actions` drawn
    /// from `seed`.
    #[new]
    #[pyo3(signature = (num_envs = 64, *, variant = "chess", history = crate::learn::DEFAULT_HISTORY, max_plies = None, seed = 0))]
    fn new(
        py: Python<'_>,
        num_envs: usize,
        variant: &str,
        history: usize,
        max_plies: Option<usize>,
        seed: u64,
    ) -> PyResult<BatchEnv> {
        if !(1..=MAX_NUM_ENVS).contains(&num_envs) {
            return Err(PyValueError::new_err(format!(
                "num_envs must be 1 to {MAX_NUM_ENVS}, not {num_envs}"
            )));
        }
        let (kind, mode) = variant_of(variant, false)?;
        let history = checked_history(history)?;
        let channels = crate::learn::channels(kind, history);
        let actions = crate::learn::action_count(kind);
        let mut env = BatchEnv {
            games: Vec::new(),
            kind,
            mode,
            history,
            max_plies,
            rng: SplitMix64::new(seed),
            observations: PyArray4::zeros(py, [num_envs, 8, 8, channels], false).unbind(),
            action_masks: PyArray2::zeros(py, [num_envs, actions], false).unbind(),
            rewards: PyArray1::zeros(py, num_envs, false).unbind(),
            terminations: PyArray1::zeros(py, num_envs, false).unbind(),
            truncations: PyArray1::zeros(py, num_envs, false).unbind(),
            to_move: PyArray1::zeros(py, num_envs, false).unbind(),
        };
        env.games = (0..num_envs).map(|_| env.start()).collect();
        env.write_arrays(py, &vec![StepEnd::default(); num_envs])?;
        Ok(env)
    }

    /// Starts every game anew (from `seed` when given); returns `(observations,
    /// action_masks)`.
    #[pyo3(signature = (seed = None))]
    fn reset<'py>(
        &mut self,
        py: Python<'py>,
        seed: Option<u64>,
    ) -> PyResult<(Observations<'py>, Masks<'py>)> {
        if let Some(seed) = seed {
            self.rng = SplitMix64::new(seed);
        }
        self.games = (0..self.games.len()).map(|_| self.start()).collect();
        self.write_arrays(py, &vec![StepEnd::default(); self.games.len()])?;
        Ok((
            self.observations.bind(py).clone(),
            self.action_masks.bind(py).clone(),
        ))
    }

    /// Plays one action in every game (`actions`: shape `(num_envs,)`, any integer dtype);
    /// returns `(observations, action_masks, rewards, terminations, truncations)`. Raises
    /// `IllegalActionError` naming the first game whose action is outside its mask (no game
    /// is stepped then) and `TypeError`/`ValueError` for a wrong dtype or shape.
    fn step<'py>(&mut self, py: Python<'py>, actions: &Bound<'py, PyAny>) -> PyResult<Step<'py>> {
        let actions = actions_of(actions, self.games.len())?;
        let moves = self.checked_moves(&actions)?;
        let ends = self.play(&moves);
        self.write_arrays(py, &ends)?;
        Ok((
            self.observations.bind(py).clone(),
            self.action_masks.bind(py).clone(),
            self.rewards.bind(py).clone(),
            self.terminations.bind(py).clone(),
            self.truncations.bind(py).clone(),
        ))
    }

    /// A legal action of every game, drawn at random (uniformly over its legal moves) from
    /// the environment's generator: `int64 (num_envs,)`.
    fn random_actions<'py>(&mut self, py: Python<'py>) -> Bound<'py, PyArray1<i64>> {
        let mut out = Vec::with_capacity(self.games.len());
        for board in &self.games {
            let moves = board.game.legal_moves();
            let m = moves[(self.rng.next_u64() % moves.len().max(1) as u64) as usize];
            out.push(board.game.move_to_action(m) as i64);
        }
        PyArray1::from_vec(py, out)
    }

    /// A copy of game `i` as a `Board` (its moves since its start included).
    fn board(&self, i: usize) -> PyResult<Board> {
        self.games
            .get(i)
            .cloned()
            .ok_or_else(|| PyIndexError::new_err(format!("game {i} of {}", self.games.len())))
    }

    /// The FEN of every game.
    fn fens(&self) -> Vec<String> {
        self.games.iter().map(|b| b.game.fen()).collect()
    }

    #[getter]
    fn num_envs(&self) -> usize {
        self.games.len()
    }

    #[getter]
    fn variant(&self) -> &'static str {
        self.kind.uci_name()
    }

    #[getter]
    fn action_count(&self) -> usize {
        crate::learn::action_count(self.kind)
    }

    #[getter]
    fn channels(&self) -> usize {
        crate::learn::channels(self.kind, self.history)
    }

    #[getter]
    fn observations<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray4<bool>> {
        self.observations.bind(py).clone()
    }

    #[getter]
    fn action_masks<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray2<i8>> {
        self.action_masks.bind(py).clone()
    }

    #[getter]
    fn rewards<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<f32>> {
        self.rewards.bind(py).clone()
    }

    #[getter]
    fn terminations<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<bool>> {
        self.terminations.bind(py).clone()
    }

    #[getter]
    fn truncations<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<bool>> {
        self.truncations.bind(py).clone()
    }

    /// The side to move of every game: 0 White (`player_0`), 1 Black.
    #[getter]
    fn to_move<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<i8>> {
        self.to_move.bind(py).clone()
    }
}

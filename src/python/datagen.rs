//! `ferrum.datagen`: `ferrum datagen --format pettingzoo`'s self-play records
//! (`learn::selfplay::generate`) as NumPy arrays, without a file in between.

use super::checked_history;
use crate::learn::selfplay::{generate, SelfPlayConfig};
use numpy::{PyArray1, PyArray2, PyArrayMethods};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyDict;

/// Self-play training data in-process: `games` games of `variant` from its start (after
/// `random_plies` random moves) at `nodes` nodes a move, every searched position labelled.
/// Returns the arrays of `ferrum datagen --format pettingzoo`'s `.npz`, sorted by game and ply:
///
/// - `observations` `bool (n, 8, 8, channels)`, `action_masks` `int8 (n, actions)`:
///   PettingZoo's encoding of the side to move;
/// - `policies` `float32 (n, actions)`: a softmax over the `multipv` best moves' scores at
///   `temperature` centipawns; `best_actions` `int32 (n,)`: the search's move;
/// - `values` `float32 (n,)` (`tanh(score / 400)`, mates +-1), `scores` `int32 (n,)`
///   (centipawns), `results` `int8 (n,)` (+1/0/-1), all from the side to move's view;
/// - `games`, `plies` `int32 (n,)`; `fens`: a list of `n` FENs.
///
/// The same arguments give the same arrays at any thread count. The GIL is released while the
/// games are played.
#[pyfunction]
#[pyo3(signature = (
    games = 10, *, nodes = 5000, variant = "chess", random_plies = 8, multipv = 4,
    temperature = 100.0, history = crate::learn::DEFAULT_HISTORY, max_plies = 400, seed = 1,
    threads = 1
))]
#[allow(clippy::too_many_arguments)]
pub fn datagen<'py>(
    py: Python<'py>,
    games: u64,
    nodes: u64,
    variant: &str,
    random_plies: u32,
    multipv: usize,
    temperature: f64,
    history: usize,
    max_plies: usize,
    seed: u64,
    threads: usize,
) -> PyResult<Bound<'py, PyDict>> {
    let (kind, mode) = super::variant_of(variant, false)?;
    if mode != crate::position::CastlingMode::Standard {
        return Err(PyValueError::new_err(
            "datagen plays from the variant's standard start (no Chess960)",
        ));
    }
    if multipv == 0 || nodes == 0 || temperature.is_nan() || temperature <= 0.0 {
        return Err(PyValueError::new_err(
            "need nodes and multipv at least 1 and a temperature above 0",
        ));
    }
    let config = SelfPlayConfig {
        nodes,
        random_plies,
        multipv,
        temperature,
        history: checked_history(history)?,
        max_plies,
    };
    let records = py.detach(|| generate(kind, &config, games, threads.max(1), seed, |_, _| {}));
    let n = records.len();
    let actions = crate::learn::action_count(kind);
    let channels = crate::learn::channels(kind, history);
    let observations = numpy::PyArray4::<bool>::zeros(py, [n, 8, 8, channels], false);
    let masks = PyArray2::<i8>::zeros(py, [n, actions], false);
    let policies = PyArray2::<f32>::zeros(py, [n, actions], false);
    {
        let slice_error = |e: numpy::AsSliceError| PyValueError::new_err(e.to_string());
        let mut obs = observations.readwrite();
        let mut mask = masks.readwrite();
        let mut policy = policies.readwrite();
        let obs = obs.as_slice_mut().map_err(slice_error)?;
        let mask = mask.as_slice_mut().map_err(slice_error)?;
        let policy = policy.as_slice_mut().map_err(slice_error)?;
        let per_obs = 64 * channels;
        for (i, r) in records.iter().enumerate() {
            for (o, &bit) in obs[i * per_obs..(i + 1) * per_obs]
                .iter_mut()
                .zip(&r.observation)
            {
                *o = bit != 0;
            }
            for &a in &r.legal {
                mask[i * actions + a as usize] = 1;
            }
            r.policy_into(&mut policy[i * actions..(i + 1) * actions]);
        }
    }
    let ints = |f: &dyn Fn(&crate::learn::selfplay::Record) -> i32| {
        PyArray1::from_vec(py, records.iter().map(f).collect())
    };
    let out = PyDict::new(py);
    out.set_item("observations", observations)?;
    out.set_item("action_masks", masks)?;
    out.set_item("policies", policies)?;
    out.set_item("best_actions", ints(&|r| r.best_action as i32))?;
    out.set_item(
        "values",
        PyArray1::from_vec(py, records.iter().map(|r| r.value()).collect()),
    )?;
    out.set_item("scores", ints(&|r| r.score))?;
    out.set_item(
        "results",
        PyArray1::from_vec(py, records.iter().map(|r| r.result).collect()),
    )?;
    out.set_item("games", ints(&|r| r.game as i32))?;
    out.set_item("plies", ints(&|r| r.ply as i32))?;
    out.set_item(
        "fens",
        records.iter().map(|r| r.fen.clone()).collect::<Vec<_>>(),
    )?;
    Ok(out)
}

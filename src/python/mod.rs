//! `import ferrum`: the Python extension module (`--features python`, built by maturin through
//! `pyproject.toml`). It binds the library's own code, with no second copy of the rules or of
//! the encoding: `Board` is a `learn::AnyGame` (python-chess's moves, outcomes and repetitions,
//! PettingZoo's observation and actions), `Engine` is `engine::Engine` (the search on its own
//! threads, the GIL released while it runs), `BatchEnv` steps many `AnyGame`s into NumPy arrays
//! and `datagen` is `learn::selfplay::generate`. The Python package (`python/ferrum/`) adds the
//! PettingZoo AEC environment (`ferrum.pettingzoo`) in a few lines of Python over `Board`.
//!
//! Bad input never panics here: every error of the library becomes a Python exception
//! (`IllegalMoveError`, `InvalidFenError`, `IllegalActionError`, all `ValueError`s; `TypeError`
//! for a wrong type or dtype), and a panic would reach Python as a `PanicException` (the
//! Python builds unwind; see `[profile.python]`), never as an abort.

mod batch;
mod board;
mod datagen;
mod engine;

use crate::core::VariantKind;
use crate::position::CastlingMode;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

pyo3::create_exception!(
    ferrum,
    IllegalMoveError,
    PyValueError,
    "A move that is not legal in the position, or text that is not a move (UCI or SAN)."
);
pyo3::create_exception!(
    ferrum,
    InvalidFenError,
    PyValueError,
    "A FEN that does not describe a valid position of the variant."
);
pyo3::create_exception!(
    ferrum,
    IllegalActionError,
    PyValueError,
    "A PettingZoo action index that is not legal (outside the action mask)."
);

/// A variant's name as the user wrote it (`chess`, `chess960`, `crazyhouse`, `3check`, any of
/// ferrum's aliases), with `chess960` asking for Chess960 castling in any variant.
pub(crate) fn variant_of(name: &str, chess960: bool) -> PyResult<(VariantKind, CastlingMode)> {
    let (kind, mode) = VariantKind::from_name_with_castling(name).ok_or_else(|| {
        let names: Vec<&str> = VariantKind::ALL.iter().map(|k| k.uci_name()).collect();
        PyValueError::new_err(format!(
            "unknown variant '{name}' (one of: {}, chess960)",
            names.join(", ")
        ))
    })?;
    let mode = if chess960 {
        CastlingMode::Chess960
    } else {
        mode
    };
    Ok((kind, mode))
}

/// The earlier boards of an observation, checked (`ValueError` past `learn::MAX_HISTORY`).
pub(crate) fn checked_history(history: usize) -> PyResult<usize> {
    if history > crate::learn::MAX_HISTORY {
        return Err(PyValueError::new_err(format!(
            "history must be at most {} earlier boards, got {history}",
            crate::learn::MAX_HISTORY
        )));
    }
    Ok(history)
}

/// The native part of the `ferrum` package (`ferrum._ferrum`); `ferrum/__init__.py` re-exports
/// it.
#[pymodule]
fn _ferrum(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add_class::<board::Board>()?;
    m.add_class::<board::Outcome>()?;
    m.add_class::<board::Termination>()?;
    m.add_class::<engine::PyEngine>()?;
    m.add_class::<engine::SearchResult>()?;
    m.add_class::<engine::SearchLine>()?;
    m.add_class::<batch::BatchEnv>()?;
    m.add_function(wrap_pyfunction!(datagen::datagen, m)?)?;
    m.add("IllegalMoveError", py.get_type::<IllegalMoveError>())?;
    m.add("InvalidFenError", py.get_type::<InvalidFenError>())?;
    m.add("IllegalActionError", py.get_type::<IllegalActionError>())?;
    let names: Vec<&str> = VariantKind::ALL.iter().map(|k| k.uci_name()).collect();
    m.add("VARIANTS", names)?;
    m.add("DEFAULT_HISTORY", crate::learn::DEFAULT_HISTORY)?;
    m.add("MAX_HISTORY", crate::learn::MAX_HISTORY)?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}

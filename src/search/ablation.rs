//! The search techniques that a measurement build can leave out: one constant per technique,
//! true in every normal build. Each `ablate-*` Cargo feature turns one off, so that a match
//! against the normal build measures what it is worth (`bench/ablation.sh`, CONTRIBUTING.md,
//! "Measuring"). They are compile-time constants: a disabled technique's code is compiled out,
//! and an enabled one costs no test at run time.

/// Aspiration windows around the last iteration's score at the root.
pub(super) const ASPIRATION: bool = !cfg!(feature = "ablate-aspiration");
/// Reverse futility pruning: a node far above beta with little depth left.
pub(super) const REVERSE_FUTILITY: bool = !cfg!(feature = "ablate-rfp");
/// Null-move pruning.
pub(super) const NULL_MOVE: bool = !cfg!(feature = "ablate-nmp");
/// Internal iterative reduction of nodes without a hash move.
pub(super) const IIR: bool = !cfg!(feature = "ablate-iir");
/// ProbCut: a capture that beats beta by a margin at a reduced depth.
pub(super) const PROBCUT: bool = !cfg!(feature = "ablate-probcut");
/// Late-move pruning of quiet moves at shallow depth.
pub(super) const LATE_MOVE_PRUNING: bool = !cfg!(feature = "ablate-lmp");
/// Futility pruning of quiet moves that cannot lift the static eval to alpha.
pub(super) const FUTILITY: bool = !cfg!(feature = "ablate-futility");
/// History pruning of late quiet moves that failed everywhere before.
pub(super) const HISTORY_PRUNING: bool = !cfg!(feature = "ablate-history-pruning");
/// SEE pruning of moves that lose material at shallow depth.
pub(super) const SEE_PRUNING: bool = !cfg!(feature = "ablate-see-pruning");
/// Singular extensions (with multi-cut, double and negative extensions).
pub(super) const SINGULAR: bool = !cfg!(feature = "ablate-singular");
/// One ply more for a move that gives check.
pub(super) const CHECK_EXTENSION: bool = !cfg!(feature = "ablate-check-extension");
/// Late-move reductions.
pub(super) const LMR: bool = !cfg!(feature = "ablate-lmr");
/// Correction history: the static eval corrected by what searches of its pawn structure found.
pub(super) const CORRECTION: bool = !cfg!(feature = "ablate-correction");

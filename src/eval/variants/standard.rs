//! Standard chess: the chess terms with the chess weights, nothing of its own.

use super::{EvalBasis, VariantEval};
use crate::variant::Standard;

impl VariantEval for Standard {
    const BASIS: EvalBasis = EvalBasis::Chess;
}

//! Static evaluation: material plus tapered (middlegame/endgame) piece-square tables, and a few
//! classical terms. Scores are centipawns from the side to move's point of view.
//!
//! The weights are a starting point shaped by chess principles (centralisation, pawn
//! advancement, king shelter); the tuner of the evaluation issue replaces them with fitted ones.

mod params;

use crate::core::{Bitboard, Color, Role};
use crate::position::Position;
pub use params::{Params, PARAMS};

/// A middlegame/endgame pair, interpolated by game phase.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Pair {
    pub mg: i32,
    pub eg: i32,
}

impl Pair {
    pub const fn new(mg: i32, eg: i32) -> Pair {
        Pair { mg, eg }
    }
}

impl std::ops::Add for Pair {
    type Output = Pair;
    fn add(self, o: Pair) -> Pair {
        Pair::new(self.mg + o.mg, self.eg + o.eg)
    }
}
impl std::ops::Sub for Pair {
    type Output = Pair;
    fn sub(self, o: Pair) -> Pair {
        Pair::new(self.mg - o.mg, self.eg - o.eg)
    }
}
impl std::ops::AddAssign for Pair {
    fn add_assign(&mut self, o: Pair) {
        self.mg += o.mg;
        self.eg += o.eg;
    }
}
impl std::ops::SubAssign for Pair {
    fn sub_assign(&mut self, o: Pair) {
        self.mg -= o.mg;
        self.eg -= o.eg;
    }
}
impl std::ops::Mul<i32> for Pair {
    type Output = Pair;
    fn mul(self, k: i32) -> Pair {
        Pair::new(self.mg * k, self.eg * k)
    }
}

/// Game phase weight per role: 24 with all minor and major pieces on the board.
pub const PHASE_WEIGHTS: [i32; 6] = [0, 1, 1, 2, 4, 0];
pub const MAX_PHASE: i32 = 24;

/// Game phase, 0 (bare endgame) ..= 24 (opening material).
pub fn phase(pos: &Position) -> i32 {
    let mut phase = 0;
    for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
        phase += PHASE_WEIGHTS[role.index()] * pos.by_role(role).count() as i32;
    }
    phase.min(MAX_PHASE)
}

/// Term-by-term breakdown, White's point of view (for the `eval` command).
#[derive(Clone, Debug, Default)]
pub struct Breakdown {
    pub terms: Vec<(&'static str, Pair, Pair)>,
    pub phase: i32,
    pub total_white: i32,
}

fn taper(p: Pair, phase: i32) -> i32 {
    (p.mg * phase + p.eg * (MAX_PHASE - phase)) / MAX_PHASE
}

/// One side's score split by term.
fn side_terms(pos: &Position, color: Color, params: &Params, out: &mut [Pair; 4]) {
    let ours = pos.by_color(color);
    let occ = pos.occupied();
    for role in Role::ALL {
        for sq in pos.pieces(color, role) {
            let rel = sq.relative(color);
            out[0] += params.material[role.index()];
            out[1] += params.pst[role.index()][rel.index()];
            let mobility = match role {
                Role::Knight => (crate::attacks::knight_attacks(sq) - ours).count(),
                Role::Bishop => (crate::attacks::bishop_attacks(sq, occ) - ours).count(),
                Role::Rook => (crate::attacks::rook_attacks(sq, occ) - ours).count(),
                Role::Queen => (crate::attacks::queen_attacks(sq, occ) - ours).count(),
                _ => continue,
            } as i32;
            out[2] += params.mobility[role.index()] * mobility;
        }
    }
    if pos.pieces(color, Role::Bishop).count() >= 2 {
        out[3] += params.bishop_pair;
    }
}

/// Static evaluation in centipawns for the side to move.
pub fn evaluate(pos: &Position) -> i32 {
    let params = &PARAMS;
    let mut white = [Pair::default(); 4];
    let mut black = [Pair::default(); 4];
    side_terms(pos, Color::White, params, &mut white);
    side_terms(pos, Color::Black, params, &mut black);
    let mut total = Pair::default();
    for i in 0..4 {
        total += white[i] - black[i];
    }
    let phase = phase(pos);
    let mut score = taper(total, phase);
    score = scale_for_draws(pos, score);
    let stm = if pos.turn() == Color::White {
        score
    } else {
        -score
    };
    stm + params.tempo
}

/// Endings where the stronger side cannot or can hardly win.
fn scale_for_draws(pos: &Position, score: i32) -> i32 {
    let strong = if score > 0 {
        Color::White
    } else {
        Color::Black
    };
    if pos.has_insufficient_material(strong) {
        return 0;
    }
    let pawns = pos.pieces(strong, Role::Pawn);
    if pawns.is_empty() {
        // Without pawns, a minor piece or less of advantage rarely wins (KNNvK, KRvKB, ...).
        let value = |c: Color| {
            [Role::Knight, Role::Bishop, Role::Rook, Role::Queen]
                .iter()
                .map(|&r| pos.pieces(c, r).count() as i32 * [0, 3, 3, 5, 9][r.index()])
                .sum::<i32>()
        };
        if value(strong) - value(!strong) <= 3 {
            return score / 8;
        }
    }
    // Opposite-coloured bishops with nothing else: drawish.
    let bishops = pos.by_role(Role::Bishop);
    let others = pos.by_role(Role::Knight) | pos.by_role(Role::Rook) | pos.by_role(Role::Queen);
    if others.is_empty()
        && pos.pieces(Color::White, Role::Bishop).count() == 1
        && pos.pieces(Color::Black, Role::Bishop).count() == 1
        && (bishops & Bitboard::LIGHT_SQUARES).count() == 1
    {
        return score / 2;
    }
    score
}

/// The evaluation split by term, White's point of view.
pub fn breakdown(pos: &Position) -> Breakdown {
    let mut white = [Pair::default(); 4];
    let mut black = [Pair::default(); 4];
    side_terms(pos, Color::White, &PARAMS, &mut white);
    side_terms(pos, Color::Black, &PARAMS, &mut black);
    let names = ["material", "piece-square", "mobility", "bishop pair"];
    let terms = (0..4).map(|i| (names[i], white[i], black[i])).collect();
    let stm = evaluate(pos);
    Breakdown {
        terms,
        phase: phase(pos),
        total_white: if pos.turn() == Color::White {
            stm
        } else {
            -stm
        },
    }
}

/// Piece value for move ordering (MVV-LVA) and pruning margins.
pub const fn piece_value(role: Role) -> i32 {
    [100, 320, 330, 500, 950, 0][role as usize]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::CastlingMode;

    #[test]
    fn symmetric() {
        let fens = [
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        ];
        for fen in fens {
            let pos = Position::from_fen(fen, CastlingMode::Standard).unwrap();
            assert_eq!(evaluate(&pos), evaluate(&pos.mirrored()), "{fen}");
        }
    }
}

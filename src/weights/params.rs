//! The evaluation's parameter layout: every weight is a middlegame/endgame `Pair` at a fixed
//! index, so that the evaluation is linear in its weights and the tuner can fit all of them.
//! Each term is one row of `TERMS` (name, shape, `eval` breakdown group, flags); the indices
//! (`ROW.at([..])`, checked against the shape), the groups, the king-safety and ablation sets,
//! the fit's constraints (`monotone`, `prior_at_start`) and the names the weight files and the
//! tuner use all follow from the rows.

use super::layout::{self, term, Ablation, Group, Term};
use super::Pair;

crate::layout! {
    /// The terms of the evaluation, in the order of their weights.
    pub TERMS, NUM_PARAMS;
    MATERIAL = term("material", &[6], "material").prior_at_start(),
    PST = term("pst", &[6, 64], "piece-square"),
    MOBILITY_KNIGHT = term("mobility_knight", &[9], "mobility").monotone().ablation(Ablation::Mobility),
    MOBILITY_BISHOP = term("mobility_bishop", &[14], "mobility").monotone().ablation(Ablation::Mobility),
    MOBILITY_ROOK = term("mobility_rook", &[15], "mobility").monotone().ablation(Ablation::Mobility),
    MOBILITY_QUEEN = term("mobility_queen", &[28], "mobility").monotone().ablation(Ablation::Mobility),
    PASSED = term("passed", &[8], "passed pawns").ablation(Ablation::Passed),
    PASSED_BLOCKED = term("passed_blocked", &[8], "passed pawns").ablation(Ablation::Passed),
    /// A passed pawn with one of ours ahead on its file, by rank: the one behind is slow.
    PASSED_STACKED = term("passed_stacked", &[8], "passed pawns").ablation(Ablation::Passed),
    /// A pawn that can trade its way to a passed pawn (`eval::terms::candidate_passer`), by
    /// whether it can push at once, then by rank.
    CANDIDATE_PASSER = term("candidate_passer", &[2, 8], "passed pawns").ablation(Ablation::Passed),
    CONNECTED = term("connected", &[8], "pawn structure").ablation(Ablation::Pawns),
    ISOLATED = term("isolated", &[], "pawn structure").ablation(Ablation::Pawns),
    DOUBLED = term("doubled", &[], "pawn structure").ablation(Ablation::Pawns),
    BACKWARD = term("backward", &[], "pawn structure").ablation(Ablation::Pawns),
    /// A backward pawn again, by whether its file ahead is free of enemy pawns (an open target
    /// for their rooks), then by rank: what `backward` alone cannot tell apart.
    BACKWARD_BY = term("backward_by", &[2, 8], "pawn structure").ablation(Ablation::Pawns),
    /// A doubled pawn that meets an enemy pawn it can take, now or after one push: the pair
    /// can come apart.
    DOUBLED_UNSTACK = term("doubled_unstack", &[], "pawn structure").ablation(Ablation::Pawns),
    BISHOP_PAIR = term("bishop_pair", &[], "bishop pair").ablation(Ablation::BishopPair),
    ROOK_OPEN = term("rook_open", &[], "rook files").ablation(Ablation::RookFiles),
    ROOK_SEMI_OPEN = term("rook_semi_open", &[], "rook files").ablation(Ablation::RookFiles),
    SHELTER = term("shelter", &[4], "king safety").king_safety(),
    KING_ATTACK = term("king_attack", &[4], "king safety").king_safety(),
    THREAT_BY_PAWN = term("threat_by_pawn", &[], "threats").ablation(Ablation::Threats),
    THREAT_BY_MINOR = term("threat_by_minor", &[], "threats").ablation(Ablation::Threats),
    THREAT_BY_ROOK = term("threat_by_rook", &[], "threats").ablation(Ablation::Threats),
    /// Checks our pieces could give next move, by the checking piece's kind (knight, bishop, rook,
    /// queen), on squares the enemy does not attack.
    SAFE_CHECK = term("safe_check", &[4], "king danger").king_safety(),
    /// The same checks on squares the enemy does attack.
    UNSAFE_CHECK = term("unsafe_check", &[], "king danger").king_safety(),
    /// Squares of the enemy king's ring we attack and they defend at most with king or queen.
    KING_WEAK_SQUARES = term("king_weak_squares", &[], "king danger").king_safety(),
    /// The attacks on the enemy king's zone, weighted by how many pieces take part (0..=7): the
    /// king's danger grows faster than the attack count.
    KING_ATTACKERS = term("king_attackers", &[8], "king danger").king_safety(),
    /// A passed pawn on the 4th rank or beyond: the distance of our king (then theirs) to the
    /// square in front of it, counted more the further the pawn has come.
    PASSED_OWN_KING = term("passed_own_king", &[8], "passed pawn race").ablation(Ablation::Passed),
    PASSED_THEIR_KING =
        term("passed_their_king", &[8], "passed pawn race").ablation(Ablation::Passed),
    /// A passed pawn whose next square is empty and not attacked by the enemy, by rank.
    PASSED_FREE = term("passed_free", &[8], "passed pawn race").ablation(Ablation::Passed),
    /// Enemy pieces (not pawns or king) we attack and they do not defend.
    HANGING = term("hanging", &[], "hanging pieces").ablation(Ablation::Threats),
    /// A knight (then bishop) on the 4th to 6th rank, defended by a pawn and out of reach of the
    /// enemy pawns.
    OUTPOST = term("outpost", &[2], "minor pieces"),
    /// A knight or bishop right behind one of our pawns (shielded, and not blocking it).
    MINOR_BEHIND_PAWN = term("minor_behind_pawn", &[], "minor pieces"),
    /// Per bishop: our pawns on squares of its colour.
    BISHOP_PAWNS = term("bishop_pawns", &[], "minor pieces"),
    /// Our king on a file without our pawns, then on one without any pawn.
    KING_FILE = term("king_file", &[2], "king files"),
    // No side-to-move (tempo) bonus: with the fitted weights, leaving it out scored +19 ± 35 Elo
    // in 200 games, so it did not earn its place.
    /// The attack on the enemy king as a whole, by bucket of danger units (zone attacks by the
    /// attacker's kind, safe and unsafe checks, weak ring squares; halved without a queen, less
    /// the king's pawn shield): one weight per bucket, so the fitted score need not be linear.
    KING_DANGER_BUCKET = term("king_danger_bucket", &[DANGER_BUCKETS], "king attack")
        .king_safety()
        .monotone(),
    /// The danger units the buckets count, by input (`DANGER_INPUTS`), as quarter units over
    /// `HAND_DANGER_UNITS` (zero: the hand-set units), in the middlegame half only. Not linear:
    /// the attack's sum reads them (`eval::terms::DangerInputs`) and the tuner fits them
    /// through an interpolated bucket (`tune --danger-units`); never traced.
    KING_DANGER_UNITS = term("king_danger_units", &[DANGER_INPUTS], "king attack").middlegame_only(),
    /// Our pawn shelter on the king's file and each neighbour: by whether it is the king's own
    /// file (0, 1), the file's distance from the edge (0..=3) and the ranks from the king to our
    /// nearest pawn at or ahead of it (0..=4; 5: further or none), `[own][edge][distance]`.
    SHELTER_FILE = term("shelter_file", &[2, 4, SHELTER_DISTANCES], "king shelter").king_safety(),
    /// Their pawn storm on the same files: by whether our pawn blocks their nearest one (0, 1),
    /// the file's distance from the edge and the ranks from our king to it (5: further or none),
    /// `[blocked][edge][distance]`.
    PAWN_STORM = term("pawn_storm", &[2, 4, SHELTER_DISTANCES], "pawn storm").king_safety(),
    /// Enemy pieces and pawns our knights and bishops attack, by the victim's kind (pawn to
    /// queen): those defended by a pawn or twice, and those weak (attacked, not so defended).
    THREAT_MINOR_ON =
        term("threat_minor_on", &[5], "threats by victim").ablation(Ablation::Threats),
    /// Weak enemy pieces and pawns our rooks attack, by the victim's kind.
    THREAT_ROOK_ON = term("threat_rook_on", &[5], "threats by victim").ablation(Ablation::Threats),
    /// Weak enemy pieces and pawns our king attacks.
    THREAT_KING_ON = term("threat_king_on", &[], "threats by victim").ablation(Ablation::Threats),
    /// Enemy pieces a safe pawn push (one step, or two from the start) would attack.
    PAWN_PUSH_THREAT =
        term("pawn_push_threat", &[], "threats by victim").ablation(Ablation::Threats),
    /// Squares both sides attack where the enemy's hold is weak (not defended by a pawn, nor
    /// twice against our once): the enemy's pieces are restricted there.
    RESTRICTED = term("restricted", &[], "threats by victim").ablation(Ablation::Threats),
    /// Safe squares in the centre files of our half (2nd to 4th rank, c to f file, not attacked
    /// by enemy pawns; those behind our pawns count twice), times the square of our piece count
    /// less three, over 32: room to bring pieces over counts while there are pieces to bring.
    SPACE = term("space", &[], "space"),
    /// A passed pawn whose way to the promotion square is empty and not attacked, by rank.
    PASSED_SAFE_PATH = term("passed_safe_path", &[8], "passed pawn path").ablation(Ablation::Passed),
    /// Our pawns, knights and bishops on the king's square and the ring round it (0..=8, more
    /// counted as 8): the king's defenders.
    KING_DEFENDERS = term("king_defenders", &[9], "king defenders").king_safety(),
    /// Our king on a flank (a-d, c-f or e-h by its file) without any pawn. Fitted in the endgame
    /// half only: almost all its positions are endgames, and a free middlegame weight fitted
    /// +161 to the few others.
    KING_PAWNLESS_FLANK = term("king_pawnless_flank", &[], "pawnless flank")
        .king_safety()
        .endgame_only(),
    /// A knight by its distance to our king (0..=7), then to theirs: far from both, it is out of
    /// play.
    KNIGHT_KING_DISTANCE = term("knight_king_distance", &[2, 8], "knight king distance"),
    /// A bishop that sees two centre squares through everything but pawns.
    BISHOP_LONG_DIAGONAL = term("bishop_long_diagonal", &[], "long diagonal"),
    /// Our queen behind exactly one piece on the line of an enemy bishop or rook of that line's
    /// kind (the piece moving off would uncover an attack on it).
    QUEEN_RELATIVE_PIN = term("queen_relative_pin", &[], "queen pin"),
    /// A rook on the 7th rank with the enemy king on the 8th or enemy pawns on the 7th.
    ROOK_ON_SEVENTH = term("rook_on_seventh", &[], "rook on seventh"),
    /// A rook behind a passed pawn on its file: ours behind our passer, then theirs behind it.
    ROOK_BEHIND_PASSER =
        term("rook_behind_passer", &[2], "rook behind passer").ablation(Ablation::Passed),
    /// The enemy king's flank (`KING_FLANK` by its file) in its camp (its own first five ranks):
    /// the squares we attack, those we attack twice, and those it defends. Where the attack on
    /// a castled king gathers before it reaches the king's ring.
    KING_FLANK_ATTACK = term("king_flank_attack", &[3], "king flank").king_safety(),
    /// Pieces between one of our bishops, rooks or queens and the enemy king, alone on that line:
    /// the enemy's own (pinned to its king), then ours (a discovered check each).
    KING_BLOCKERS = term("king_blockers", &[2], "king blockers").king_safety(),
    /// Each knight, then each rook, by how closed the pawns make the board (0..=8,
    /// `eval::terms::closedness`): knights gain where pawns lock, rooks want open files.
    CLOSEDNESS = term("closedness", &[2, CLOSEDNESS_LEVELS], "closedness"),
    /// How far an endgame edge is from a win: the pawns, pawns on both wings, no pieces
    /// besides kings and pawns, and a constant, summed as `c` and added to the endgame half
    /// towards its sign, `sign(eg) * max(c, -|eg|)` (never past zero). Not linear: the
    /// evaluation applies it after the sum (`eval::complexity`) and the tuner fits it with
    /// its own gradient; never traced. Zero in a set that was not fitted with it.
    COMPLEXITY = term("complexity", &[COMPLEXITY_INPUTS + 1], "complexity").endgame_only(),
}

/// How closed a board can be for `CLOSEDNESS`: 0 (open) to 8.
pub const CLOSEDNESS_LEVELS: usize = 9;

/// The inputs of `COMPLEXITY` before its constant.
pub const COMPLEXITY_INPUTS: usize = 3;

/// Danger buckets of `KING_DANGER_BUCKET`.
pub const DANGER_BUCKETS: usize = 16;
/// Danger units (quarter units, as `HAND_DANGER_UNITS`) per bucket of `KING_DANGER_BUCKET`.
pub const DANGER_UNITS_PER_BUCKET: i32 = 16;
/// What the attack on a king counts before its units weigh it (`KING_DANGER_UNITS`), in order:
/// zone attacks by the attacker's kind (knight, bishop, rook, queen), safe checks next move by
/// the checking piece's kind (the same four), unsafe checks, weak squares of the king's ring,
/// the king's shield pawns (which take units away), the squares of the king's flank in its
/// camp we attack and those we attack twice, the king's own pieces pinned to it, and a knight
/// of the king's side next to it (which takes units away): the whole attack in one sum, as
/// Stockfish 11 adds its king danger.
pub const DANGER_INPUTS: usize = 15;
/// The first safe-check input of `DANGER_INPUTS`.
pub const DANGER_SAFE_CHECK: usize = 4;
pub const DANGER_UNSAFE_CHECK: usize = 8;
pub const DANGER_WEAK_SQUARE: usize = 9;
pub const DANGER_SHIELD_PAWN: usize = 10;
pub const DANGER_FLANK_ATTACK: usize = 11;
pub const DANGER_FLANK_TWICE: usize = 12;
pub const DANGER_PINNED: usize = 13;
pub const DANGER_KNIGHT_DEFENDER: usize = 14;
/// The inputs of the defence, whose units are taken away whole (no halving without a queen).
#[inline(always)]
pub const fn is_danger_defence(input: usize) -> bool {
    input == DANGER_SHIELD_PAWN || input == DANGER_KNIGHT_DEFENDER
}
/// The danger units set by hand, a quarter unit each (so that a fit can move them by less
/// than a unit): a zone attack 2/2/3/4 units, a safe check 6/4/6/5, an unsafe one 1, a weak
/// ring square 2, a shield pawn 3; the flank, pins and knight defender start at nothing (their
/// own terms weigh them linearly until a fit moves them here).
pub const HAND_DANGER_UNITS: [i32; DANGER_INPUTS] =
    [8, 8, 12, 16, 24, 16, 24, 20, 4, 8, 12, 0, 0, 0, 0];

/// The danger units of a weight set: `HAND_DANGER_UNITS` moved by its `KING_DANGER_UNITS`.
#[inline(always)]
pub fn danger_units(weights: &[Pair; NUM_PARAMS]) -> [i32; DANGER_INPUTS] {
    let mut units = HAND_DANGER_UNITS;
    for (i, u) in units.iter_mut().enumerate() {
        *u += weights[KING_DANGER_UNITS.at([i])].mg;
    }
    units
}
/// Rank distances told apart by `SHELTER_FILE` and `PAWN_STORM`: 0..=4, then "further or none".
pub const SHELTER_DISTANCES: usize = 6;

/// Term groups for the `eval` breakdown: (name, first index, end index), in the rows' order.
pub const GROUPS: &[Group] = &GROUP_TABLE;
const GROUP_TABLE: [Group; layout::group_count(TERMS)] = layout::groups(TERMS);

/// The row of weight `index`.
const fn row(index: usize) -> Option<&'static Term> {
    layout::term_of(TERMS, index)
}

/// The king-safety parameters: the rows marked `king_safety()` (shelter, attacks on the king's
/// zone, checks next move, weak squares of the king's ring, the attack as a whole, the pawns on
/// the king's files and the king's defenders).
#[inline]
pub const fn is_king_safety(index: usize) -> bool {
    matches!(row(index), Some(t) if t.king_safety)
}

/// Parameters fitted in the endgame half only, their middlegame weight held at zero: terms
/// of the endgame that the middlegame rarely shows, where a free middlegame weight would fit
/// a few odd positions (the rows marked `endgame_only()`).
#[inline]
pub const fn endgame_only(index: usize) -> bool {
    matches!(row(index), Some(t) if t.endgame_only)
}

/// Parameters with a middlegame half only, the endgame weight held at zero (the rows marked
/// `middlegame_only()`: values that are not scores, as the danger units).
#[inline]
pub const fn middlegame_only(index: usize) -> bool {
    matches!(row(index), Some(t) if t.middlegame_only)
}

/// Measurement builds (`--features ablate-eval-<group>`) leave the rows of an `Ablation` out of
/// the engine's evaluation, to measure in games what they are worth. Always false otherwise.
#[inline]
pub const fn ablated(index: usize) -> bool {
    ANY_ABLATED && ABLATED[index]
}
const ABLATED: [bool; NUM_PARAMS] = layout::ablated_weights(TERMS);
const ANY_ABLATED: bool = {
    let mut any = false;
    let mut i = 0;
    while i < NUM_PARAMS {
        any |= ABLATED[i];
        i += 1;
    }
    any
};

const fn center_distance(sq: usize) -> i32 {
    let f = (sq % 8) as i32;
    let r = (sq / 8) as i32;
    let df = if f < 4 { 3 - f } else { f - 4 };
    let dr = if r < 4 { 3 - r } else { r - 4 };
    if df > dr {
        df
    } else {
        dr
    }
}

/// Hand-set starting weights, shaped by chess principles: the base of the chess sets.
pub const fn initial_weights() -> [Pair; NUM_PARAMS] {
    let mut w = [Pair::new(0, 0); NUM_PARAMS];
    let material = [
        (90, 120),
        (320, 300),
        (335, 320),
        (480, 540),
        (980, 1000),
        (0, 0),
    ];
    let mut i = 0;
    while i < 6 {
        w[MATERIAL.at([i])] = Pair::new(material[i].0, material[i].1);
        i += 1;
    }
    let mut sq = 0;
    while sq < 64 {
        let f = (sq % 8) as i32;
        let r = (sq / 8) as i32;
        let cd = center_distance(sq);
        let central_file = if f == 3 || f == 4 { 1 } else { 0 };
        if r >= 1 && r <= 6 {
            w[PST.at([0, sq])] = Pair::new(
                (r - 1) * 4 + central_file * (r - 1) * 4,
                (r - 1) * (r - 1) * 3,
            );
        }
        w[PST.at([1, sq])] = Pair::new(15 - cd * 12, 10 - cd * 8);
        w[PST.at([2, sq])] = Pair::new(8 - cd * 5, 6 - cd * 4);
        w[PST.at([3, sq])] = Pair::new(
            if r == 6 { 15 } else { central_file * 5 },
            if r == 6 { 10 } else { 0 },
        );
        w[PST.at([4, sq])] = Pair::new(4 - cd * 3, 10 - cd * 6);
        let shelter = if r == 0 {
            if f <= 2 || f >= 6 {
                20
            } else {
                0
            }
        } else {
            -15 * r
        };
        w[PST.at([5, sq])] = Pair::new(shelter, 20 - cd * 12);
        sq += 1;
    }
    // Mobility: centred on a typical count.
    let mut m = 0;
    while m < 28 {
        let k = m as i32;
        if m < 9 {
            w[MOBILITY_KNIGHT.at([m])] = Pair::new((k - 4) * 5, (k - 4) * 5);
        }
        if m < 14 {
            w[MOBILITY_BISHOP.at([m])] = Pair::new((k - 6) * 5, (k - 6) * 5);
        }
        if m < 15 {
            w[MOBILITY_ROOK.at([m])] = Pair::new((k - 6) * 2, (k - 6) * 4);
        }
        w[MOBILITY_QUEEN.at([m])] = Pair::new(k - 12, (k - 12) * 2);
        m += 1;
    }
    let passed = [0, 5, 10, 20, 35, 60, 100, 0];
    let mut r = 0;
    while r < 8 {
        w[PASSED.at([r])] = Pair::new(passed[r] / 2, passed[r]);
        w[PASSED_BLOCKED.at([r])] = Pair::new(0, -passed[r] / 3);
        w[CONNECTED.at([r])] = Pair::new(r as i32 * 2, r as i32 * 2);
        r += 1;
    }
    w[ISOLATED.at([])] = Pair::new(-10, -12);
    w[DOUBLED.at([])] = Pair::new(-8, -20);
    w[BACKWARD.at([])] = Pair::new(-6, -6);
    w[BISHOP_PAIR.at([])] = Pair::new(30, 50);
    w[ROOK_OPEN.at([])] = Pair::new(25, 10);
    w[ROOK_SEMI_OPEN.at([])] = Pair::new(10, 5);
    w[SHELTER.at([0])] = Pair::new(-30, 0);
    w[SHELTER.at([1])] = Pair::new(-10, 0);
    w[SHELTER.at([2])] = Pair::new(5, 0);
    w[SHELTER.at([3])] = Pair::new(10, 0);
    w[KING_ATTACK.at([0])] = Pair::new(8, 0);
    w[KING_ATTACK.at([1])] = Pair::new(6, 0);
    w[KING_ATTACK.at([2])] = Pair::new(10, 0);
    w[KING_ATTACK.at([3])] = Pair::new(14, 0);
    w[THREAT_BY_PAWN.at([])] = Pair::new(40, 30);
    w[THREAT_BY_MINOR.at([])] = Pair::new(25, 20);
    w[THREAT_BY_ROOK.at([])] = Pair::new(30, 20);
    w
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The layout before it was declared as rows (#41), written by hand: the reference the
    /// rows must reproduce.
    // Copied as they were written.
    #[allow(clippy::manual_range_contains)]
    mod before {
        pub const MATERIAL: usize = 0;
        pub const PST: usize = MATERIAL + 6;
        pub const MOBILITY_KNIGHT: usize = PST + 6 * 64;
        pub const MOBILITY_BISHOP: usize = MOBILITY_KNIGHT + 9;
        pub const MOBILITY_ROOK: usize = MOBILITY_BISHOP + 14;
        pub const MOBILITY_QUEEN: usize = MOBILITY_ROOK + 15;
        pub const PASSED: usize = MOBILITY_QUEEN + 28;
        pub const PASSED_BLOCKED: usize = PASSED + 8;
        pub const CONNECTED: usize = PASSED_BLOCKED + 8;
        pub const ISOLATED: usize = CONNECTED + 8;
        pub const DOUBLED: usize = ISOLATED + 1;
        pub const BACKWARD: usize = DOUBLED + 1;
        pub const BISHOP_PAIR: usize = BACKWARD + 1;
        pub const ROOK_OPEN: usize = BISHOP_PAIR + 1;
        pub const ROOK_SEMI_OPEN: usize = ROOK_OPEN + 1;
        pub const SHELTER: usize = ROOK_SEMI_OPEN + 1;
        pub const KING_ATTACK: usize = SHELTER + 4;
        pub const THREAT_BY_PAWN: usize = KING_ATTACK + 4;
        pub const THREAT_BY_MINOR: usize = THREAT_BY_PAWN + 1;
        pub const THREAT_BY_ROOK: usize = THREAT_BY_MINOR + 1;
        pub const SAFE_CHECK: usize = THREAT_BY_ROOK + 1;
        pub const UNSAFE_CHECK: usize = SAFE_CHECK + 4;
        pub const KING_WEAK_SQUARES: usize = UNSAFE_CHECK + 1;
        pub const KING_ATTACKERS: usize = KING_WEAK_SQUARES + 1;
        pub const PASSED_OWN_KING: usize = KING_ATTACKERS + 8;
        pub const PASSED_THEIR_KING: usize = PASSED_OWN_KING + 8;
        pub const PASSED_FREE: usize = PASSED_THEIR_KING + 8;
        pub const HANGING: usize = PASSED_FREE + 8;
        pub const OUTPOST: usize = HANGING + 1;
        pub const MINOR_BEHIND_PAWN: usize = OUTPOST + 2;
        pub const BISHOP_PAWNS: usize = MINOR_BEHIND_PAWN + 1;
        pub const KING_FILE: usize = BISHOP_PAWNS + 1;
        pub const KING_DANGER_BUCKET: usize = KING_FILE + 2;
        pub const DANGER_BUCKETS: usize = 16;
        pub const SHELTER_FILE: usize = KING_DANGER_BUCKET + DANGER_BUCKETS;
        pub const SHELTER_DISTANCES: usize = 6;
        pub const PAWN_STORM: usize = SHELTER_FILE + 8 * SHELTER_DISTANCES;
        pub const THREAT_MINOR_ON: usize = PAWN_STORM + 8 * SHELTER_DISTANCES;
        pub const THREAT_ROOK_ON: usize = THREAT_MINOR_ON + 5;
        pub const THREAT_KING_ON: usize = THREAT_ROOK_ON + 5;
        pub const PAWN_PUSH_THREAT: usize = THREAT_KING_ON + 1;
        pub const RESTRICTED: usize = PAWN_PUSH_THREAT + 1;
        pub const SPACE: usize = RESTRICTED + 1;
        pub const PASSED_SAFE_PATH: usize = SPACE + 1;
        pub const KING_DEFENDERS: usize = PASSED_SAFE_PATH + 8;
        pub const KING_PAWNLESS_FLANK: usize = KING_DEFENDERS + 9;
        pub const KNIGHT_KING_DISTANCE: usize = KING_PAWNLESS_FLANK + 1;
        pub const BISHOP_LONG_DIAGONAL: usize = KNIGHT_KING_DISTANCE + 16;
        pub const QUEEN_RELATIVE_PIN: usize = BISHOP_LONG_DIAGONAL + 1;
        pub const ROOK_ON_SEVENTH: usize = QUEEN_RELATIVE_PIN + 1;
        pub const ROOK_BEHIND_PASSER: usize = ROOK_ON_SEVENTH + 1;
        pub const NUM_PARAMS: usize = ROOK_BEHIND_PASSER + 2;

        pub const GROUPS: &[(&str, usize, usize)] = &[
            ("material", MATERIAL, PST),
            ("piece-square", PST, MOBILITY_KNIGHT),
            ("mobility", MOBILITY_KNIGHT, PASSED),
            ("passed pawns", PASSED, CONNECTED),
            ("pawn structure", CONNECTED, BISHOP_PAIR),
            ("bishop pair", BISHOP_PAIR, ROOK_OPEN),
            ("rook files", ROOK_OPEN, SHELTER),
            ("king safety", SHELTER, THREAT_BY_PAWN),
            ("threats", THREAT_BY_PAWN, SAFE_CHECK),
            ("king danger", SAFE_CHECK, PASSED_OWN_KING),
            ("passed pawn race", PASSED_OWN_KING, HANGING),
            ("hanging pieces", HANGING, OUTPOST),
            ("minor pieces", OUTPOST, KING_FILE),
            ("king files", KING_FILE, KING_DANGER_BUCKET),
            ("king attack", KING_DANGER_BUCKET, SHELTER_FILE),
            ("king shelter", SHELTER_FILE, PAWN_STORM),
            ("pawn storm", PAWN_STORM, THREAT_MINOR_ON),
            ("threats by victim", THREAT_MINOR_ON, SPACE),
            ("space", SPACE, PASSED_SAFE_PATH),
            ("passed pawn path", PASSED_SAFE_PATH, KING_DEFENDERS),
            ("king defenders", KING_DEFENDERS, KING_PAWNLESS_FLANK),
            ("pawnless flank", KING_PAWNLESS_FLANK, KNIGHT_KING_DISTANCE),
            (
                "knight king distance",
                KNIGHT_KING_DISTANCE,
                BISHOP_LONG_DIAGONAL,
            ),
            ("long diagonal", BISHOP_LONG_DIAGONAL, QUEEN_RELATIVE_PIN),
            ("queen pin", QUEEN_RELATIVE_PIN, ROOK_ON_SEVENTH),
            ("rook on seventh", ROOK_ON_SEVENTH, ROOK_BEHIND_PASSER),
            ("rook behind passer", ROOK_BEHIND_PASSER, NUM_PARAMS),
        ];

        pub const fn is_king_safety(index: usize) -> bool {
            (index >= SHELTER && index < THREAT_BY_PAWN)
                || (index >= SAFE_CHECK && index < PASSED_OWN_KING)
                || (index >= KING_DANGER_BUCKET && index < THREAT_MINOR_ON)
                || (index >= KING_DEFENDERS && index < KNIGHT_KING_DISTANCE)
        }

        /// `ablated`'s ranges, one feature at a time.
        pub fn ablated(feature: super::Ablation, index: usize) -> bool {
            use super::Ablation::*;
            match feature {
                Never => false,
                Mobility => index >= MOBILITY_KNIGHT && index < PASSED,
                Passed => {
                    (index >= PASSED && index < CONNECTED)
                        || (index >= PASSED_OWN_KING && index < HANGING)
                        || (index >= PASSED_SAFE_PATH && index < KING_DEFENDERS)
                        || (index >= ROOK_BEHIND_PASSER && index < NUM_PARAMS)
                }
                Pawns => index >= CONNECTED && index < BISHOP_PAIR,
                BishopPair => index >= BISHOP_PAIR && index < ROOK_OPEN,
                RookFiles => index >= ROOK_OPEN && index < SHELTER,
                KingSafety => is_king_safety(index),
                Threats => {
                    (index >= THREAT_BY_PAWN && index < SAFE_CHECK)
                        || (index >= HANGING && index < OUTPOST)
                        || (index >= THREAT_MINOR_ON && index < SPACE)
                }
            }
        }
    }

    /// The rows of the layout before, by name and first index there (each ends where the next
    /// begins). Rows added since are not here; a row removed takes its line out.
    const BEFORE_ROWS: &[(&str, usize)] = &[
        ("material", before::MATERIAL),
        ("pst", before::PST),
        ("mobility_knight", before::MOBILITY_KNIGHT),
        ("mobility_bishop", before::MOBILITY_BISHOP),
        ("mobility_rook", before::MOBILITY_ROOK),
        ("mobility_queen", before::MOBILITY_QUEEN),
        ("passed", before::PASSED),
        ("passed_blocked", before::PASSED_BLOCKED),
        ("connected", before::CONNECTED),
        ("isolated", before::ISOLATED),
        ("doubled", before::DOUBLED),
        ("backward", before::BACKWARD),
        ("bishop_pair", before::BISHOP_PAIR),
        ("rook_open", before::ROOK_OPEN),
        ("rook_semi_open", before::ROOK_SEMI_OPEN),
        ("shelter", before::SHELTER),
        ("king_attack", before::KING_ATTACK),
        ("threat_by_pawn", before::THREAT_BY_PAWN),
        ("threat_by_minor", before::THREAT_BY_MINOR),
        ("threat_by_rook", before::THREAT_BY_ROOK),
        ("safe_check", before::SAFE_CHECK),
        ("unsafe_check", before::UNSAFE_CHECK),
        ("king_weak_squares", before::KING_WEAK_SQUARES),
        ("king_attackers", before::KING_ATTACKERS),
        ("passed_own_king", before::PASSED_OWN_KING),
        ("passed_their_king", before::PASSED_THEIR_KING),
        ("passed_free", before::PASSED_FREE),
        ("hanging", before::HANGING),
        ("outpost", before::OUTPOST),
        ("minor_behind_pawn", before::MINOR_BEHIND_PAWN),
        ("bishop_pawns", before::BISHOP_PAWNS),
        ("king_file", before::KING_FILE),
        ("king_danger_bucket", before::KING_DANGER_BUCKET),
        ("shelter_file", before::SHELTER_FILE),
        ("pawn_storm", before::PAWN_STORM),
        ("threat_minor_on", before::THREAT_MINOR_ON),
        ("threat_rook_on", before::THREAT_ROOK_ON),
        ("threat_king_on", before::THREAT_KING_ON),
        ("pawn_push_threat", before::PAWN_PUSH_THREAT),
        ("restricted", before::RESTRICTED),
        ("space", before::SPACE),
        ("passed_safe_path", before::PASSED_SAFE_PATH),
        ("king_defenders", before::KING_DEFENDERS),
        ("king_pawnless_flank", before::KING_PAWNLESS_FLANK),
        ("knight_king_distance", before::KNIGHT_KING_DISTANCE),
        ("bishop_long_diagonal", before::BISHOP_LONG_DIAGONAL),
        ("queen_relative_pin", before::QUEEN_RELATIVE_PIN),
        ("rook_on_seventh", before::ROOK_ON_SEVENTH),
        ("rook_behind_passer", before::ROOK_BEHIND_PASSER),
    ];

    /// The rows reproduce the hand-written layout: same order, sizes, groups (in the same order,
    /// so the `eval` breakdown is unchanged) and, weight by weight, the same king-safety,
    /// endgame-only and ablation sets.
    #[test]
    fn rows_give_the_hand_written_layout() {
        use Ablation::*;
        let mut last_row = 0;
        for (k, &(name, start)) in BEFORE_ROWS.iter().enumerate() {
            let end = BEFORE_ROWS.get(k + 1).map_or(before::NUM_PARAMS, |r| r.1);
            let r = TERMS.iter().position(|t| t.name == name).expect(name);
            assert!(k == 0 || r > last_row, "{name}: rows in the same order");
            last_row = r;
            let row = TERMS[r];
            assert_eq!(row.size, end - start, "{name}");
            for old in start..end {
                let now = row.start + old - start;
                let group = before::GROUPS.iter().find(|g| (g.1..g.2).contains(&old));
                assert_eq!(Some(row.group), group.map(|g| g.0), "{name}");
                assert_eq!(is_king_safety(now), before::is_king_safety(old), "{name}");
                assert_eq!(
                    endgame_only(now),
                    old == before::KING_PAWNLESS_FLANK,
                    "{name}"
                );
                for feature in [
                    Mobility, Passed, Pawns, BishopPair, RookFiles, KingSafety, Threats,
                ] {
                    let ablated = row.ablation == feature;
                    assert_eq!(ablated, before::ablated(feature, old), "{name} {feature:?}");
                }
            }
        }
        let groups: Vec<&str> = GROUPS.iter().map(|g| g.0).collect();
        let mut position = 0;
        for g in before::GROUPS {
            let at = groups.iter().position(|&n| n == g.0).expect(g.0);
            assert!(at >= position, "{}: groups in the same order", g.0);
            position = at;
        }
        for i in 0..NUM_PARAMS {
            assert_eq!(ablated(i), row(i).is_some_and(|t| t.ablation.is_active()));
        }
    }

    #[test]
    fn row_names_are_unique_snake_case() {
        for (i, t) in TERMS.iter().enumerate() {
            assert!(
                t.name
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_'),
                "{}",
                t.name
            );
            assert!(TERMS[..i].iter().all(|u| u.name != t.name), "{}", t.name);
        }
        assert_eq!(layout::weight_name(TERMS, PST.at([1, 6])), "pst[1][6]");
        assert_eq!(layout::weight_name(TERMS, SPACE.at([])), "space");
    }
}

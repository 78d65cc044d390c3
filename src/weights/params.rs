//! The evaluation's parameter layout: every weight is a middlegame/endgame `Pair` at a fixed
//! index, so that the evaluation is linear in its weights and the tuner can fit all of them.

use super::Pair;

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
/// Checks our pieces could give next move, by the checking piece's kind (knight, bishop, rook,
/// queen), on squares the enemy does not attack.
pub const SAFE_CHECK: usize = THREAT_BY_ROOK + 1;
/// The same checks on squares the enemy does attack.
pub const UNSAFE_CHECK: usize = SAFE_CHECK + 4;
/// Squares of the enemy king's ring we attack and they defend at most with king or queen.
pub const KING_WEAK_SQUARES: usize = UNSAFE_CHECK + 1;
/// The attacks on the enemy king's zone, weighted by how many pieces take part (0..=7): the
/// king's danger grows faster than the attack count.
pub const KING_ATTACKERS: usize = KING_WEAK_SQUARES + 1;
/// A passed pawn on the 4th rank or beyond: the distance of our king (then theirs) to the
/// square in front of it, counted more the further the pawn has come.
pub const PASSED_OWN_KING: usize = KING_ATTACKERS + 8;
pub const PASSED_THEIR_KING: usize = PASSED_OWN_KING + 8;
/// A passed pawn whose next square is empty and not attacked by the enemy, by rank.
pub const PASSED_FREE: usize = PASSED_THEIR_KING + 8;
/// Enemy pieces (not pawns or king) we attack and they do not defend.
pub const HANGING: usize = PASSED_FREE + 8;
/// A knight (then bishop) on the 4th to 6th rank, defended by a pawn and out of reach of the
/// enemy pawns.
pub const OUTPOST: usize = HANGING + 1;
/// A knight or bishop right behind one of our pawns (shielded, and not blocking it).
pub const MINOR_BEHIND_PAWN: usize = OUTPOST + 2;
/// Per bishop: our pawns on squares of its colour.
pub const BISHOP_PAWNS: usize = MINOR_BEHIND_PAWN + 1;
/// Our king on a file without our pawns, then on one without any pawn.
pub const KING_FILE: usize = BISHOP_PAWNS + 1;
// No side-to-move (tempo) bonus: with the fitted weights, leaving it out scored +19 ± 35 Elo in
// 200 games, so it did not earn its place.
/// The attack on the enemy king as a whole, by bucket of danger units (zone attacks by the
/// attacker's kind, safe and unsafe checks, weak ring squares; halved without a queen, less
/// the king's pawn shield): one weight per bucket, so the fitted score need not be linear.
pub const KING_DANGER_BUCKET: usize = KING_FILE + 2;
pub const DANGER_BUCKETS: usize = 16;
/// Our pawn shelter on the king's file and each neighbour: by whether it is the king's own file
/// (0, 1), the file's distance from the edge (0..=3) and the ranks from the king to our nearest
/// pawn at or ahead of it (0..=4; 5: further or none), `[own][edge][distance]`.
pub const SHELTER_FILE: usize = KING_DANGER_BUCKET + DANGER_BUCKETS;
/// Rank distances told apart by `SHELTER_FILE` and `PAWN_STORM`: 0..=4, then "further or none".
pub const SHELTER_DISTANCES: usize = 6;
/// Their pawn storm on the same files: by whether our pawn blocks their nearest one (0, 1), the
/// file's distance from the edge and the ranks from our king to it (5: further or none),
/// `[blocked][edge][distance]`.
pub const PAWN_STORM: usize = SHELTER_FILE + 8 * SHELTER_DISTANCES;
/// Enemy pieces and pawns our knights and bishops attack, by the victim's kind (pawn to
/// queen): those defended by a pawn or twice, and those weak (attacked, not so defended).
pub const THREAT_MINOR_ON: usize = PAWN_STORM + 8 * SHELTER_DISTANCES;
/// Weak enemy pieces and pawns our rooks attack, by the victim's kind.
pub const THREAT_ROOK_ON: usize = THREAT_MINOR_ON + 5;
/// Weak enemy pieces and pawns our king attacks.
pub const THREAT_KING_ON: usize = THREAT_ROOK_ON + 5;
/// Enemy pieces a safe pawn push (one step, or two from the start) would attack.
pub const PAWN_PUSH_THREAT: usize = THREAT_KING_ON + 1;
/// Squares both sides attack where the enemy's hold is weak (not defended by a pawn, nor
/// twice against our once): the enemy's pieces are restricted there.
pub const RESTRICTED: usize = PAWN_PUSH_THREAT + 1;
/// Safe squares in the centre files of our half (2nd to 4th rank, c to f file, not attacked
/// by enemy pawns; those behind our pawns count twice), times the square of our piece count
/// less three, over 32: room to bring pieces over counts while there are pieces to bring.
pub const SPACE: usize = RESTRICTED + 1;
/// A passed pawn whose way to the promotion square is empty and not attacked, by rank.
pub const PASSED_SAFE_PATH: usize = SPACE + 1;
/// Our pawns, knights and bishops on the king's square and the ring round it (0..=8, more
/// counted as 8): the king's defenders.
pub const KING_DEFENDERS: usize = PASSED_SAFE_PATH + 8;
/// Our king on a flank (a-d, c-f or e-h by its file) without any pawn.
pub const KING_PAWNLESS_FLANK: usize = KING_DEFENDERS + 9;
/// A knight by its distance to our king (0..=7), then to theirs: far from both, it is out of play.
pub const KNIGHT_KING_DISTANCE: usize = KING_PAWNLESS_FLANK + 1;
/// A bishop that sees two centre squares through everything but pawns.
pub const BISHOP_LONG_DIAGONAL: usize = KNIGHT_KING_DISTANCE + 16;
/// Our queen behind exactly one piece on the line of an enemy bishop or rook of that line's
/// kind (the piece moving off would uncover an attack on it).
pub const QUEEN_RELATIVE_PIN: usize = BISHOP_LONG_DIAGONAL + 1;
/// A rook on the 7th rank with the enemy king on the 8th or enemy pawns on the 7th.
pub const ROOK_ON_SEVENTH: usize = QUEEN_RELATIVE_PIN + 1;
/// A rook behind a passed pawn on its file: ours behind our passer, then theirs behind it.
pub const ROOK_BEHIND_PASSER: usize = ROOK_ON_SEVENTH + 1;
pub const NUM_PARAMS: usize = ROOK_BEHIND_PASSER + 2;

/// Term groups for the `eval` breakdown: (name, first index, end index).
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

/// The king-safety parameters: shelter, attacks on the king's zone, checks next move, weak
/// squares of the king's ring, the attack as a whole, the pawns on the king's files and the
/// king's defenders (the "king safety", "king danger", "king attack", "king shelter", "pawn
/// storm", "king defenders" and "pawnless flank" groups).
#[inline]
pub const fn is_king_safety(index: usize) -> bool {
    (index >= SHELTER && index < THREAT_BY_PAWN)
        || (index >= SAFE_CHECK && index < PASSED_OWN_KING)
        || (index >= KING_DANGER_BUCKET && index < THREAT_MINOR_ON)
        || (index >= KING_DEFENDERS && index < KNIGHT_KING_DISTANCE)
}

/// Parameters fitted in the endgame half only, their middlegame weight held at zero: terms
/// of the endgame that the middlegame rarely shows, where a free middlegame weight would fit
/// a few odd positions (a king's flank without pawns fitted +161 in the middlegame, from
/// positions that are nearly all endgames).
#[inline]
pub const fn endgame_only(index: usize) -> bool {
    index == KING_PAWNLESS_FLANK
}

/// Measurement builds (`--features ablate-eval-<group>`) leave a group of terms out of the
/// engine's evaluation, to measure in games what the group is worth. Always false otherwise.
#[inline]
pub const fn ablated(index: usize) -> bool {
    (cfg!(feature = "ablate-eval-mobility") && (index >= MOBILITY_KNIGHT && index < PASSED))
        || (cfg!(feature = "ablate-eval-passed")
            && ((index >= PASSED && index < CONNECTED)
                || (index >= PASSED_OWN_KING && index < HANGING)
                || (index >= PASSED_SAFE_PATH && index < KING_DEFENDERS)
                || (index >= ROOK_BEHIND_PASSER && index < NUM_PARAMS)))
        || (cfg!(feature = "ablate-eval-pawns") && (index >= CONNECTED && index < BISHOP_PAIR))
        || (cfg!(feature = "ablate-eval-bishop-pair")
            && (index >= BISHOP_PAIR && index < ROOK_OPEN))
        || (cfg!(feature = "ablate-eval-rook-files") && (index >= ROOK_OPEN && index < SHELTER))
        || (cfg!(feature = "ablate-eval-king-safety") && is_king_safety(index))
        || (cfg!(feature = "ablate-eval-threats")
            && ((index >= THREAT_BY_PAWN && index < SAFE_CHECK)
                || (index >= HANGING && index < OUTPOST)
                || (index >= THREAT_MINOR_ON && index < SPACE)))
}

/// A readable name of a parameter (for the tuner's output).
pub fn name(i: usize) -> String {
    for &(group, start, end) in GROUPS {
        if (start..end).contains(&i) {
            return format!("{group}[{}]", i - start);
        }
    }
    format!("param[{i}]")
}

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

/// Hand-set starting weights, shaped by chess principles; `weights.rs` holds the fitted ones.
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
        w[MATERIAL + i] = Pair::new(material[i].0, material[i].1);
        i += 1;
    }
    let mut sq = 0;
    while sq < 64 {
        let f = (sq % 8) as i32;
        let r = (sq / 8) as i32;
        let cd = center_distance(sq);
        let central_file = if f == 3 || f == 4 { 1 } else { 0 };
        if r >= 1 && r <= 6 {
            w[PST + sq] = Pair::new(
                (r - 1) * 4 + central_file * (r - 1) * 4,
                (r - 1) * (r - 1) * 3,
            );
        }
        w[PST + 64 + sq] = Pair::new(15 - cd * 12, 10 - cd * 8);
        w[PST + 128 + sq] = Pair::new(8 - cd * 5, 6 - cd * 4);
        w[PST + 192 + sq] = Pair::new(
            if r == 6 { 15 } else { central_file * 5 },
            if r == 6 { 10 } else { 0 },
        );
        w[PST + 256 + sq] = Pair::new(4 - cd * 3, 10 - cd * 6);
        let shelter = if r == 0 {
            if f <= 2 || f >= 6 {
                20
            } else {
                0
            }
        } else {
            -15 * r
        };
        w[PST + 320 + sq] = Pair::new(shelter, 20 - cd * 12);
        sq += 1;
    }
    // Mobility: centred on a typical count.
    let mut m = 0;
    while m < 28 {
        let k = m as i32;
        if m < 9 {
            w[MOBILITY_KNIGHT + m] = Pair::new((k - 4) * 5, (k - 4) * 5);
        }
        if m < 14 {
            w[MOBILITY_BISHOP + m] = Pair::new((k - 6) * 5, (k - 6) * 5);
        }
        if m < 15 {
            w[MOBILITY_ROOK + m] = Pair::new((k - 6) * 2, (k - 6) * 4);
        }
        w[MOBILITY_QUEEN + m] = Pair::new(k - 12, (k - 12) * 2);
        m += 1;
    }
    let passed = [0, 5, 10, 20, 35, 60, 100, 0];
    let mut r = 0;
    while r < 8 {
        w[PASSED + r] = Pair::new(passed[r] / 2, passed[r]);
        w[PASSED_BLOCKED + r] = Pair::new(0, -passed[r] / 3);
        w[CONNECTED + r] = Pair::new(r as i32 * 2, r as i32 * 2);
        r += 1;
    }
    w[ISOLATED] = Pair::new(-10, -12);
    w[DOUBLED] = Pair::new(-8, -20);
    w[BACKWARD] = Pair::new(-6, -6);
    w[BISHOP_PAIR] = Pair::new(30, 50);
    w[ROOK_OPEN] = Pair::new(25, 10);
    w[ROOK_SEMI_OPEN] = Pair::new(10, 5);
    w[SHELTER] = Pair::new(-30, 0);
    w[SHELTER + 1] = Pair::new(-10, 0);
    w[SHELTER + 2] = Pair::new(5, 0);
    w[SHELTER + 3] = Pair::new(10, 0);
    w[KING_ATTACK] = Pair::new(8, 0);
    w[KING_ATTACK + 1] = Pair::new(6, 0);
    w[KING_ATTACK + 2] = Pair::new(10, 0);
    w[KING_ATTACK + 3] = Pair::new(14, 0);
    w[THREAT_BY_PAWN] = Pair::new(40, 30);
    w[THREAT_BY_MINOR] = Pair::new(25, 20);
    w[THREAT_BY_ROOK] = Pair::new(30, 20);
    w
}

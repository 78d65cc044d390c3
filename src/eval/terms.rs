//! The evaluation terms, written once over a `Tracer`: the engine's tracer sums weights, the
//! tuner's records how often each parameter applies (the position's feature vector).

use crate::attacks;
use crate::core::{Bitboard, Color, Rank, Role, Square};
use crate::position::Position;
use crate::variant::Variant;
use crate::weights::params::*;

/// Receives "parameter `index` applies `count` times for `color`".
pub trait Tracer {
    /// The material and piece-square terms are left out (the position keeps their sum).
    const SKIPS_PSQ: bool = false;
    fn add(&mut self, color: Color, index: usize, count: i32);
    /// The danger units this tracer's weights give (`params::danger_units`), which decide the
    /// attack's bucket (`KING_DANGER_BUCKET`).
    #[inline(always)]
    fn danger_units(&self) -> [i32; DANGER_INPUTS] {
        HAND_DANGER_UNITS
    }
    /// `us`'s attack on the enemy king before its units weigh it: the tuner keeps it to fit
    /// the units.
    #[inline(always)]
    fn king_danger(&mut self, _us: Color, _inputs: &DangerInputs) {}
}

/// One side's attack on the enemy king as counts (`DANGER_INPUTS`), before the danger units
/// weigh them.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct DangerInputs {
    pub counts: [i32; DANGER_INPUTS],
    /// We have a queen: without one, the attack counts half.
    pub queen: bool,
    /// Two or more of our pieces attack the king's zone.
    pub attackers: bool,
}

/// The units an attack needs to count when only one piece attacks the zone: two safe knight
/// checks' worth at the hand-set units.
pub const DANGER_THRESHOLD: i32 = 48;

impl DangerInputs {
    /// The attack's danger units at `units`, or `None` when it is too thin to count (one
    /// piece at the zone and little else: one piece alone rarely mates). A queen makes any
    /// attack worse; a pawn shield blunts it.
    #[inline(always)]
    pub fn units(&self, units: &[i32; DANGER_INPUTS]) -> Option<i32> {
        let (mut attack, mut defence) = (0, 0);
        for (i, (n, u)) in self.counts.iter().zip(units).enumerate() {
            if is_danger_defence(i) {
                defence += n * u;
            } else {
                attack += n * u;
            }
        }
        if !self.attackers && attack < DANGER_THRESHOLD {
            return None;
        }
        let attack = if self.queen { attack } else { attack / 2 };
        Some(attack - defence)
    }
}

/// The `KING_DANGER_BUCKET` of an attack of `units` danger units.
#[inline(always)]
pub fn danger_bucket(units: i32) -> usize {
    ((units.max(0) / DANGER_UNITS_PER_BUCKET) as usize).min(DANGER_BUCKETS - 1)
}

const fn file_masks() -> [u64; 8] {
    let mut m = [0u64; 8];
    let mut f = 0;
    while f < 8 {
        m[f] = 0x0101_0101_0101_0101 << f;
        f += 1;
    }
    m
}
const FILES: [u64; 8] = file_masks();

const fn adjacent_files() -> [u64; 8] {
    let mut m = [0u64; 8];
    let mut f = 0;
    while f < 8 {
        if f > 0 {
            m[f] |= FILES[f - 1];
        }
        if f < 7 {
            m[f] |= FILES[f + 1];
        }
        f += 1;
    }
    m
}
const ADJACENT: [u64; 8] = adjacent_files();

/// The files of the king's flank by its file: a-d for a king on a-c, c-f on d-e, e-h on f-h.
const KING_FLANK: [u64; 8] = {
    let queenside = FILES[0] | FILES[1] | FILES[2] | FILES[3];
    let centre = FILES[2] | FILES[3] | FILES[4] | FILES[5];
    let kingside = FILES[4] | FILES[5] | FILES[6] | FILES[7];
    [
        queenside, queenside, queenside, centre, centre, kingside, kingside, kingside,
    ]
};

/// Squares strictly in front of `sq` (from `color`'s view) on its file and the adjacent files.
const fn front_spans() -> [[u64; 64]; 2] {
    let mut t = [[0u64; 64]; 2];
    let mut sq = 0;
    while sq < 64 {
        let f = sq % 8;
        let r = sq / 8;
        let span = FILES[f] | ADJACENT[f];
        let above = if r < 7 { !0u64 << ((r + 1) * 8) } else { 0 };
        let below = if r > 0 { !0u64 >> ((8 - r) * 8) } else { 0 };
        t[0][sq] = span & above;
        t[1][sq] = span & below;
        sq += 1;
    }
    t
}
static FRONT_SPAN: [[u64; 64]; 2] = front_spans();

#[inline]
fn front_span(color: Color, sq: Square) -> Bitboard {
    Bitboard(FRONT_SPAN[color.index()][sq.index()])
}

#[inline]
fn file_of(sq: Square) -> Bitboard {
    Bitboard(FILES[sq.file().index()])
}

/// Adds every term for both colours (White's and Black's own counts; the caller subtracts).
pub fn trace<V: Variant, T: Tracer>(pos: &Position<V>, t: &mut T) {
    let passed = pawn_structure(
        pos.pieces(Color::White, Role::Pawn),
        pos.pieces(Color::Black, Role::Pawn),
        t,
    );
    trace_pieces(pos, passed, t);
}

/// The terms that depend on the pawns alone (passed pawns by rank, connected, isolated,
/// doubled, backward), for both colours. Returns the passed pawns of both sides, which the
/// engine keeps with the score in its pawn cache.
pub fn pawn_structure<T: Tracer>(white: Bitboard, black: Bitboard, t: &mut T) -> Bitboard {
    let mut passed = Bitboard::EMPTY;
    for us in Color::ALL {
        let them = !us;
        let (our_pawns, their_pawns) = us.fold((white, black), (black, white));
        let their_pawn_attacks = their_pawns.pawn_attacks(them);
        for sq in our_pawns {
            let rank = sq.rank().relative(us).index();
            let file_bb = file_of(sq);
            let adjacent = Bitboard(ADJACENT[sq.file().index()]);
            let in_front = front_span(us, sq);
            let stacked = (in_front & file_bb & our_pawns).any();
            let stop = sq.offset(us.fold(8, -8));
            let stoppers = in_front & their_pawns;
            if stoppers.is_empty() {
                t.add(us, PASSED.at([rank]), 1);
                if stacked {
                    t.add(us, PASSED_STACKED.at([rank]), 1);
                }
                passed = passed.with(sq);
            } else if let Some(stop) = stop {
                candidate_passer(us, sq, stop, rank, our_pawns, stoppers, t);
            }
            if (adjacent & our_pawns).is_empty() {
                t.add(us, ISOLATED.at([]), 1);
            }
            if stacked {
                t.add(us, DOUBLED.at([]), 1);
                // An enemy pawn it takes now or after one push: the pawns can come apart.
                let reach = stop
                    .filter(|&s| !our_pawns.contains(s))
                    .map_or(Bitboard::EMPTY, |s| attacks::pawn_attacks(us, s));
                if ((attacks::pawn_attacks(us, sq) | reach) & their_pawns).any() {
                    t.add(us, DOUBLED_UNSTACK.at([]), 1);
                }
            }
            let phalanx = (attacks::king_attacks(sq) & Bitboard::rank(sq.rank()) & our_pawns).any();
            let supported = (attacks::pawn_attacks(them, sq) & our_pawns).any();
            if phalanx || supported {
                t.add(us, CONNECTED.at([rank]), 1);
            } else {
                // Backward: no friendly pawn beside or behind on adjacent files, and the stop
                // square is attacked by an enemy pawn.
                let behind_or_level = front_span(them, sq) | Bitboard::rank(sq.rank());
                let helpers = adjacent & behind_or_level & our_pawns;
                if helpers.is_empty() && stop.is_some_and(|s| their_pawn_attacks.contains(s)) {
                    t.add(us, BACKWARD.at([]), 1);
                    let open = (in_front & file_bb & their_pawns).is_empty();
                    t.add(us, BACKWARD_BY.at([open as usize, rank]), 1);
                }
            }
        }
    }
    passed
}

/// How closed the pawns make the board, 0 (open) to `CLOSEDNESS_LEVELS - 1`: the pawns,
/// three more for each pair of pawns blocking each other, four fewer for each file without
/// a pawn, over three.
pub fn closedness(white: Bitboard, black: Bitboard) -> usize {
    let rammed = (white.forward(Color::White) & black).count() as i32;
    let pawns = white | black;
    let open_files = FILES
        .iter()
        .filter(|&&f| (Bitboard(f) & pawns).is_empty())
        .count() as i32;
    let closed = pawns.count() as i32 + 3 * rammed - 4 * open_files;
    (closed / 3).clamp(0, CLOSEDNESS_LEVELS as i32 - 1) as usize
}

/// A pawn that is not passed but whose file ahead is free of enemy pawns and whose every
/// stopper is one it meets beside it (a lever now, or after one push) with at least as many of
/// our pawns behind it as there are of them: it can trade its way through
/// (`CANDIDATE_PASSER`, by whether it can push at once: its stop square guarded at least as
/// often as it is attacked).
#[inline(always)]
fn candidate_passer<T: Tracer>(
    us: Color,
    sq: Square,
    stop: Square,
    rank: usize,
    our_pawns: Bitboard,
    stoppers: Bitboard,
    t: &mut T,
) {
    let them = !us;
    if (stoppers & file_of(sq)).any() {
        return;
    }
    let levers = stoppers & attacks::pawn_attacks(us, sq);
    let push_levers = stoppers & attacks::pawn_attacks(us, stop);
    if stoppers != levers | push_levers {
        return;
    }
    let support = our_pawns & attacks::pawn_attacks(them, sq);
    let push_support = our_pawns & attacks::pawn_attacks(them, stop);
    if (support | push_support).count() < (levers | push_levers).count() {
        return;
    }
    let pushes = push_support.count() >= push_levers.count();
    t.add(us, CANDIDATE_PASSER.at([pushes as usize, rank]), 1);
}

/// Every square a side attacks, the squares it attacks twice or more, and per piece kind.
#[derive(Default)]
struct AttackMaps {
    all: [Bitboard; 2],
    twice: [Bitboard; 2],
    by_role: [[Bitboard; 6]; 2],
}

impl AttackMaps {
    #[inline]
    fn add(&mut self, color: Color, role: Role, att: Bitboard) {
        let c = color.index();
        self.twice[c] |= self.all[c] & att;
        self.all[c] |= att;
        self.by_role[c][role.index()] |= att;
    }
}

/// Every term but the pawn-only ones of `pawn_structure`, given its passed pawns. The pieces'
/// own terms come first and gather both sides' attacks; the terms that weigh one side's attacks
/// against the other's defence (king danger, passed pawns' path, hanging pieces) follow.
pub fn trace_pieces<V: Variant, T: Tracer>(pos: &Position<V>, passed: Bitboard, t: &mut T) {
    let mut maps = AttackMaps::default();
    let mut attack = KingAttack::default();
    for us in Color::ALL {
        trace_side(pos, us, &mut maps, &mut attack, t);
    }
    let closed = closedness(
        pos.pieces(Color::White, Role::Pawn),
        pos.pieces(Color::Black, Role::Pawn),
    );
    for us in Color::ALL {
        let knights = pos.pieces(us, Role::Knight).count() as i32;
        if knights > 0 {
            t.add(us, CLOSEDNESS.at([0, closed]), knights);
        }
        let rooks = pos.pieces(us, Role::Rook).count() as i32;
        if rooks > 0 {
            t.add(us, CLOSEDNESS.at([1, closed]), rooks);
        }
    }
    for us in Color::ALL {
        trace_attack_on_king(pos, us, &maps, &attack, t);
        trace_passed_pawns(pos, us, passed, &maps, t);
        let them = !us;
        let pieces = pos.by_color(them) - pos.by_role(Role::Pawn) - pos.by_role(Role::King);
        let hanging = pieces & (maps.all[us.index()] - maps.all[them.index()]);
        if hanging.any() {
            t.add(us, HANGING.at([]), hanging.count() as i32);
        }
        threats(pos, &maps, us, t);
    }
}

/// Per side, what its pieces gather about the attack on the enemy king (read by
/// `trace_attack_on_king` once both sides' attacks are known).
#[derive(Default)]
struct KingAttack {
    /// The attacks on the enemy king's zone and how many pieces make them.
    zone_attacks: [i32; 2],
    zone_attackers: [usize; 2],
    /// The attacks on the enemy king's zone by the attacker's kind (knight to queen).
    zone_by_role: [[i32; 4]; 2],
    /// The pawns sheltering the side's own king.
    shield_pawns: [i32; 2],
}

/// What the terms of one side's pieces share, computed once per side.
struct SideView {
    us: Color,
    them: Color,
    our_pawns: Bitboard,
    their_pawns: Bitboard,
    our_pawn_attacks: Bitboard,
    mobility_area: Bitboard,
    /// The enemy king's square and ring; empty for a side without a king (horde's White).
    king_zone: Bitboard,
}

/// One side's pieces and king: their attacks into `maps`, their own terms, the king's
/// shelter and the pawns' threats.
#[inline(always)]
fn trace_side<V: Variant, T: Tracer>(
    pos: &Position<V>,
    us: Color,
    maps: &mut AttackMaps,
    attack: &mut KingAttack,
    t: &mut T,
) {
    let them = !us;
    let ours = pos.by_color(us);
    let our_pawns = pos.pieces(us, Role::Pawn);
    let their_pawns = pos.pieces(them, Role::Pawn);
    let their_pawn_attacks = their_pawns.pawn_attacks(them);
    let advanced = our_pawns.forward(us);
    // Each side separately, so that a square two pawns attack counts as attacked twice.
    maps.add(us, Role::Pawn, advanced.east());
    maps.add(us, Role::Pawn, advanced.west());
    if let Some(king) = pos.king_of(us) {
        maps.add(us, Role::King, attacks::king_attacks(king));
    }
    let view = SideView {
        us,
        them,
        our_pawns,
        their_pawns,
        our_pawn_attacks: advanced.east() | advanced.west(),
        mobility_area: !(ours & (pos.by_role(Role::Pawn) | pos.by_role(Role::King)))
            - their_pawn_attacks,
        king_zone: pos
            .king_of(them)
            .map_or(Bitboard::EMPTY, |k| attacks::king_attacks(k).with(k)),
    };

    for role in Role::ALL {
        for sq in pos.pieces(us, role) {
            trace_piece(pos, &view, role, sq, maps, attack, t);
        }
    }
    if pos.pieces(us, Role::Bishop).count() >= 2 {
        t.add(us, BISHOP_PAIR.at([]), 1);
    }
    if let Some(king) = pos.king_of(us) {
        trace_king_shelter(pos, &view, king, attack, t);
    }
    let threatened = view.our_pawn_attacks
        & (pos.by_color(them) - pos.by_role(Role::Pawn) - pos.by_role(Role::King));
    if threatened.any() {
        t.add(us, THREAT_BY_PAWN.at([]), threatened.count() as i32);
    }
}

/// One piece: material and square, then for a knight, bishop, rook or queen its attacks,
/// mobility, share in the attack on the king and the terms of its kind.
#[inline(always)]
fn trace_piece<V: Variant, T: Tracer>(
    pos: &Position<V>,
    view: &SideView,
    role: Role,
    sq: Square,
    maps: &mut AttackMaps,
    attack: &mut KingAttack,
    t: &mut T,
) {
    let us = view.us;
    if !T::SKIPS_PSQ {
        t.add(us, MATERIAL.at([role.index()]), 1);
        t.add(us, PST.at([role.index(), sq.relative(us).index()]), 1);
    }
    let occ = pos.occupied();
    let (att, mobility) = match role {
        Role::Knight => (attacks::knight_attacks(sq), MOBILITY_KNIGHT),
        Role::Bishop => (attacks::bishop_attacks(sq, occ), MOBILITY_BISHOP),
        Role::Rook => (attacks::rook_attacks(sq, occ), MOBILITY_ROOK),
        Role::Queen => (attacks::queen_attacks(sq, occ), MOBILITY_QUEEN),
        Role::Pawn | Role::King => return,
    };
    maps.add(us, role, att);
    t.add(
        us,
        mobility.at([(att & view.mobility_area).count() as usize]),
        1,
    );
    let on_zone = (att & view.king_zone).count() as i32;
    if on_zone > 0 {
        t.add(us, KING_ATTACK.at([role.index() - 1]), on_zone);
        attack.zone_attacks[us.index()] += on_zone;
        attack.zone_attackers[us.index()] += 1;
        attack.zone_by_role[us.index()][role.index() - 1] += on_zone;
    }
    match role {
        Role::Knight => {
            trace_knight(pos, us, sq, t);
            trace_minor(pos, view, role, sq, att, t);
        }
        Role::Bishop => {
            trace_bishop(pos, view, sq, t);
            trace_minor(pos, view, role, sq, att, t);
        }
        Role::Rook => trace_rook(pos, view, sq, att, t),
        _ => {
            if queen_relatively_pinned(pos, us, sq) {
                t.add(us, QUEEN_RELATIVE_PIN.at([]), 1);
            }
        }
    }
}

/// A knight's distance to our king, then to theirs.
#[inline(always)]
fn trace_knight<V: Variant, T: Tracer>(pos: &Position<V>, us: Color, sq: Square, t: &mut T) {
    for (i, king) in [pos.king_of(us), pos.king_of(!us)].iter().enumerate() {
        if let Some(k) = king {
            let d = sq.distance(*k) as usize;
            t.add(us, KNIGHT_KING_DISTANCE.at([i, d]), 1);
        }
    }
}

/// A bishop on a long diagonal, and our pawns on its colour.
#[inline(always)]
fn trace_bishop<V: Variant, T: Tracer>(pos: &Position<V>, view: &SideView, sq: Square, t: &mut T) {
    let us = view.us;
    let through_pieces = attacks::bishop_attacks(sq, pos.by_role(Role::Pawn));
    if (through_pieces & Bitboard::CENTER).count() >= 2 {
        t.add(us, BISHOP_LONG_DIAGONAL.at([]), 1);
    }
    let same_colour = if Bitboard::LIGHT_SQUARES.contains(sq) {
        Bitboard::LIGHT_SQUARES
    } else {
        Bitboard::DARK_SQUARES
    };
    let pawns = (view.our_pawns & same_colour).count() as i32;
    if pawns > 0 {
        t.add(us, BISHOP_PAWNS.at([]), pawns);
    }
}

/// What knights and bishops share: threats on rooks and queens, the shelter of a pawn in
/// front, outposts.
#[inline(always)]
fn trace_minor<V: Variant, T: Tracer>(
    pos: &Position<V>,
    view: &SideView,
    role: Role,
    sq: Square,
    att: Bitboard,
    t: &mut T,
) {
    let us = view.us;
    let targets = att & them_majors(pos, view.them);
    if targets.any() {
        t.add(us, THREAT_BY_MINOR.at([]), targets.count() as i32);
    }
    if sq
        .offset(us.fold(8, -8))
        .is_some_and(|s| view.our_pawns.contains(s))
    {
        t.add(us, MINOR_BEHIND_PAWN.at([]), 1);
    }
    let rank = sq.rank().relative(us).index();
    let attackable = front_span(us, sq) - file_of(sq);
    if (3..=5).contains(&rank)
        && view.our_pawn_attacks.contains(sq)
        && (attackable & view.their_pawns).is_empty()
    {
        t.add(us, OUTPOST.at([role.index() - 1]), 1);
    }
}

/// A rook on the seventh, attacking a queen, on an open or half-open file.
#[inline(always)]
fn trace_rook<V: Variant, T: Tracer>(
    pos: &Position<V>,
    view: &SideView,
    sq: Square,
    att: Bitboard,
    t: &mut T,
) {
    let (us, them) = (view.us, view.them);
    let seventh = Bitboard::relative_rank(us, Rank::SEVENTH);
    let eighth = Bitboard::relative_rank(us, Rank::EIGHTH);
    if seventh.contains(sq)
        && ((pos.pieces(them, Role::King) & eighth).any() || (view.their_pawns & seventh).any())
    {
        t.add(us, ROOK_ON_SEVENTH.at([]), 1);
    }
    if (att & pos.pieces(them, Role::Queen)).any() {
        t.add(us, THREAT_BY_ROOK.at([]), 1);
    }
    let file = file_of(sq);
    if (file & pos.by_role(Role::Pawn)).is_empty() {
        t.add(us, ROOK_OPEN.at([]), 1);
    } else if (file & view.our_pawns).is_empty() {
        t.add(us, ROOK_SEMI_OPEN.at([]), 1);
    }
}

/// Our king's shelter: the pawns in front of it, its files, the shelter and storm by file,
/// its defenders and a flank without pawns.
#[inline(always)]
fn trace_king_shelter<V: Variant, T: Tracer>(
    pos: &Position<V>,
    view: &SideView,
    king: Square,
    attack: &mut KingAttack,
    t: &mut T,
) {
    let (us, our_pawns, their_pawns) = (view.us, view.our_pawns, view.their_pawns);
    let files = file_of(king) | Bitboard(ADJACENT[king.file().index()]);
    let ahead = front_span(us, king) & files;
    let near = ahead & (attacks::king_attacks(king).forward(us) | attacks::king_attacks(king));
    let shield = (near & our_pawns).count().min(3) as usize;
    t.add(us, SHELTER.at([shield]), 1);
    attack.shield_pawns[us.index()] = shield as i32;
    let file = file_of(king);
    if (file & our_pawns).is_empty() {
        let open = (file & their_pawns).is_empty();
        t.add(us, KING_FILE.at([open as usize]), 1);
    }
    shelter_and_storm(us, king, our_pawns, their_pawns, t);
    let area = attacks::king_attacks(king).with(king);
    let defenders =
        area & (our_pawns | pos.pieces(us, Role::Knight) | pos.pieces(us, Role::Bishop));
    t.add(
        us,
        KING_DEFENDERS.at([(defenders.count() as usize).min(8)]),
        1,
    );
    if (Bitboard(KING_FLANK[king.file().index()]) & pos.by_role(Role::Pawn)).is_empty() {
        t.add(us, KING_PAWNLESS_FLANK.at([]), 1);
    }
}

/// `us`'s attack on the enemy king as a whole, once both sides' attacks are known.
#[inline(always)]
fn trace_attack_on_king<V: Variant, T: Tracer>(
    pos: &Position<V>,
    us: Color,
    maps: &AttackMaps,
    attack: &KingAttack,
    t: &mut T,
) {
    let (u, th) = (us.index(), (!us).index());
    let Some(king) = pos.king_of(!us) else {
        return;
    };
    let mut inputs = DangerInputs {
        queen: pos.pieces(us, Role::Queen).any(),
        attackers: attack.zone_attackers[u] >= 2,
        ..DangerInputs::default()
    };
    inputs.counts[..DANGER_SAFE_CHECK].copy_from_slice(&attack.zone_by_role[u]);
    inputs.counts[DANGER_SHIELD_PAWN] = attack.shield_pawns[th];
    king_danger(pos, maps, us, king, &mut inputs, t);
    king_flank_and_blockers(pos, maps, us, king, &mut inputs, t);
    if (maps.by_role[th][Role::Knight.index()] & attacks::king_attacks(king)).any() {
        inputs.counts[DANGER_KNIGHT_DEFENDER] = 1;
    }
    if attack.zone_attacks[u] > 0 {
        let attackers = attack.zone_attackers[u].min(7);
        t.add(us, KING_ATTACKERS.at([attackers]), attack.zone_attacks[u]);
    }
    // The attack as a whole, by bucket of its units: the bucket's weight is fitted, so the
    // score can grow faster than the units.
    t.king_danger(us, &inputs);
    if let Some(units) = inputs.units(&t.danger_units()) {
        t.add(us, KING_DANGER_BUCKET.at([danger_bucket(units)]), 1);
    }
}

/// The first five ranks of each side (White's, Black's): where its king's flank is defended.
const CAMP: [u64; 2] = [0x0000_00ff_ffff_ffff, 0xffff_ffff_ff00_0000];

/// `us`'s attacks on the flank of the enemy king on `king` (`KING_FLANK_ATTACK`) and the pieces
/// alone between our sliders and that king (`KING_BLOCKERS`), each also an input of the attack's
/// danger.
#[inline(always)]
fn king_flank_and_blockers<V: Variant, T: Tracer>(
    pos: &Position<V>,
    maps: &AttackMaps,
    us: Color,
    king: Square,
    inputs: &mut DangerInputs,
    t: &mut T,
) {
    let (u, th) = (us.index(), (!us).index());
    let flank = Bitboard(KING_FLANK[king.file().index()] & CAMP[th]);
    let attacked = (flank & maps.all[u]).count() as i32;
    if attacked > 0 {
        t.add(us, KING_FLANK_ATTACK.at([0]), attacked);
        inputs.counts[DANGER_FLANK_ATTACK] = attacked;
        let twice = (flank & maps.twice[u]).count() as i32;
        if twice > 0 {
            t.add(us, KING_FLANK_ATTACK.at([1]), twice);
            inputs.counts[DANGER_FLANK_TWICE] = twice;
        }
    }
    let defended = (flank & maps.all[th]).count() as i32;
    if defended > 0 {
        t.add(us, KING_FLANK_ATTACK.at([2]), defended);
    }
    // `king` is the enemy's king, so the position's own blockers of it are the ones meant.
    let blockers = pos.slider_blockers(!us);
    if blockers.any() {
        let theirs = (blockers & pos.by_color(!us)).count() as i32;
        let ours = (blockers & pos.by_color(us)).count() as i32;
        if theirs > 0 {
            t.add(us, KING_BLOCKERS.at([0]), theirs);
            inputs.counts[DANGER_PINNED] = theirs;
        }
        if ours > 0 {
            t.add(us, KING_BLOCKERS.at([1]), ours);
        }
    }
}

/// `us`'s passed pawns: the kings' distances, a rook behind, blocked or free and safe paths.
#[inline(always)]
fn trace_passed_pawns<V: Variant, T: Tracer>(
    pos: &Position<V>,
    us: Color,
    passed: Bitboard,
    maps: &AttackMaps,
    t: &mut T,
) {
    let them = !us;
    let occ = pos.occupied();
    for sq in passed & pos.pieces(us, Role::Pawn) {
        let rank = sq.rank().relative(us).index();
        let Some(stop) = sq.offset(us.fold(8, -8)) else {
            continue;
        };
        if rank >= 3 {
            let weight = rank as i32 - 2;
            if let Some(k) = pos.king_of(us) {
                t.add(us, PASSED_OWN_KING.at([k.distance(stop) as usize]), weight);
            }
            if let Some(k) = pos.king_of(them) {
                t.add(
                    us,
                    PASSED_THEIR_KING.at([k.distance(stop) as usize]),
                    weight,
                );
            }
        }
        let behind = front_span(them, sq) & file_of(sq);
        let rooks = pos.by_role(Role::Rook) & behind;
        if let Some(rook) = match us {
            Color::White => rooks.last(),
            Color::Black => rooks.first(),
        } {
            // The rook nearest behind the pawn, with nothing between them.
            if (attacks::rook_attacks(rook, occ) & file_of(sq)).contains(sq) {
                let theirs = pos.by_color(them).contains(rook) as usize;
                t.add(us, ROOK_BEHIND_PASSER.at([theirs]), 1);
            }
        }
        // Stopped by any piece on the square in front, or free to advance.
        if occ.contains(stop) {
            t.add(us, PASSED_BLOCKED.at([rank]), 1);
        } else if !maps.all[them.index()].contains(stop) {
            t.add(us, PASSED_FREE.at([rank]), 1);
            let path = front_span(us, sq) & file_of(sq);
            if (path & (occ | maps.all[them.index()])).is_empty() {
                t.add(us, PASSED_SAFE_PATH.at([rank]), 1);
            }
        }
    }
}

/// The checks `us` could give the enemy king on `king` next move (safe or not, by the checking
/// piece's kind) and the weak squares of its ring, counted into `inputs`.
fn king_danger<V: Variant, T: Tracer>(
    pos: &Position<V>,
    maps: &AttackMaps,
    us: Color,
    king: Square,
    inputs: &mut DangerInputs,
    t: &mut T,
) {
    let (u, th) = (us.index(), (!us).index());
    let occ = pos.occupied();
    let targets = !pos.by_color(us);
    let safe = targets - maps.all[th];
    let diagonal = attacks::bishop_attacks(king, occ);
    let straight = attacks::rook_attacks(king, occ);
    let checks = [
        attacks::knight_attacks(king),
        diagonal,
        straight,
        diagonal | straight,
    ];
    let mut unsafe_checks = 0;
    for (i, squares) in checks.into_iter().enumerate() {
        let reach = maps.by_role[u][i + 1] & squares & targets;
        let safe_checks = (reach & safe).count() as i32;
        if safe_checks > 0 {
            t.add(us, SAFE_CHECK.at([i]), safe_checks);
            inputs.counts[DANGER_SAFE_CHECK + i] = safe_checks;
        }
        unsafe_checks += (reach - safe).count() as i32;
    }
    if unsafe_checks > 0 {
        t.add(us, UNSAFE_CHECK.at([]), unsafe_checks);
        inputs.counts[DANGER_UNSAFE_CHECK] = unsafe_checks;
    }
    // Defended only by the king or queen, or not at all, and not twice.
    let poorly_defended = !maps.all[th]
        | maps.by_role[th][Role::King.index()]
        | maps.by_role[th][Role::Queen.index()];
    let weak = attacks::king_attacks(king) & maps.all[u] & (poorly_defended - maps.twice[th]);
    if weak.any() {
        t.add(us, KING_WEAK_SQUARES.at([]), weak.count() as i32);
        inputs.counts[DANGER_WEAK_SQUARE] = weak.count() as i32;
    }
}

/// Attacks on enemy pieces and pawns by the attacker's and the victim's kind, and the pieces a
/// safe pawn push would attack (`THREAT_MINOR_ON` ..= `PAWN_PUSH_THREAT`).
fn threats<V: Variant, T: Tracer>(pos: &Position<V>, maps: &AttackMaps, us: Color, t: &mut T) {
    let (u, th) = (us.index(), (!us).index());
    let them = !us;
    let their_pawn_attacks = maps.by_role[th][Role::Pawn.index()];
    // Defended by a pawn, or twice where we attack only once: taking costs the attacker.
    let strongly_defended = their_pawn_attacks | (maps.twice[th] - maps.twice[u]);
    let victims = pos.by_color(them) - pos.by_role(Role::King);
    let weak = victims & (maps.all[u] - strongly_defended);
    let defended = (victims - pos.by_role(Role::Pawn)) & strongly_defended;
    let by_minor = (weak | defended)
        & (maps.by_role[u][Role::Knight.index()] | maps.by_role[u][Role::Bishop.index()]);
    let by_rook = weak & maps.by_role[u][Role::Rook.index()];
    for sq in by_minor {
        if let Some(role) = pos.role_at(sq) {
            t.add(us, THREAT_MINOR_ON.at([role.index()]), 1);
        }
    }
    for sq in by_rook {
        if let Some(role) = pos.role_at(sq) {
            t.add(us, THREAT_ROOK_ON.at([role.index()]), 1);
        }
    }
    let restricted = maps.all[th] & (maps.all[u] - strongly_defended);
    if restricted.any() {
        t.add(us, RESTRICTED.at([]), restricted.count() as i32);
    }
    let by_king = weak & maps.by_role[u][Role::King.index()];
    if by_king.any() {
        t.add(us, THREAT_KING_ON.at([]), by_king.count() as i32);
    }
    let occ = pos.occupied();
    let our_pawns = pos.pieces(us, Role::Pawn);
    let safe = !maps.all[th] | maps.all[u];
    let mut pushes = our_pawns.forward(us) - occ;
    pushes |= (pushes & Bitboard::relative_rank(us, Rank::THIRD)).forward(us) - occ;
    let pushes = (pushes - their_pawn_attacks) & safe;
    let attacked = pushes.pawn_attacks(us) & (victims - pos.by_role(Role::Pawn));
    if attacked.any() {
        t.add(us, PAWN_PUSH_THREAT.at([]), attacked.count() as i32);
    }

    let pieces = pos.by_color(us).count() as i32 - 3;
    if pieces > 0 {
        let centre = Bitboard(FILES[2] | FILES[3] | FILES[4] | FILES[5]);
        let own_half = match us {
            Color::White => Bitboard(0x0000_0000_ffff_ff00),
            Color::Black => Bitboard(0x00ff_ffff_0000_0000),
        };
        let safe = centre & (own_half - our_pawns - their_pawn_attacks);
        let behind = match us {
            Color::White => our_pawns.fill_south(),
            Color::Black => our_pawns.fill_north(),
        };
        let room = safe.count() + (safe & (behind - maps.all[th])).count();
        let units = room as i32 * pieces * pieces / 32;
        if units > 0 {
            t.add(us, SPACE.at([]), units);
        }
    }
}

/// The pawns on the king's file and its neighbours (`SHELTER_FILE`, `PAWN_STORM`): per file,
/// how far ahead our nearest pawn stands and how far their nearest one has come.
fn shelter_and_storm<T: Tracer>(
    us: Color,
    king: Square,
    our_pawns: Bitboard,
    their_pawns: Bitboard,
    t: &mut T,
) {
    let king_file = king.file().index();
    let king_rank = king.rank().index() as i32;
    // The king's rank and those ahead of it: pawns behind the king shelter nothing.
    let ahead = Bitboard(match us {
        Color::White => !0u64 << (8 * king_rank),
        Color::Black => !0u64 >> (8 * (7 - king_rank)),
    });
    let nearest = |pawns: Bitboard| match us {
        Color::White => pawns.first(),
        Color::Black => pawns.last(),
    };
    let far = SHELTER_DISTANCES - 1;
    let distance = |sq: Option<Square>| {
        sq.map_or(far, |s| {
            ((s.rank().index() as i32 - king_rank).unsigned_abs() as usize).min(far)
        })
    };
    let files = king_file.saturating_sub(1)..=(king_file + 1).min(7);
    for (file, &mask) in FILES
        .iter()
        .enumerate()
        .take(*files.end() + 1)
        .skip(*files.start())
    {
        let on_file = Bitboard(mask) & ahead;
        let edge = file.min(7 - file);
        let ours = distance(nearest(our_pawns & on_file));
        let theirs = distance(nearest(their_pawns & on_file));
        let own = (file == king_file) as usize;
        t.add(us, SHELTER_FILE.at([own, edge, ours]), 1);
        let blocked = theirs < far && ours + 1 == theirs;
        t.add(us, PAWN_STORM.at([blocked as usize, edge, theirs]), 1);
    }
}

/// Whether an enemy bishop (diagonally) or rook (straight) stands behind exactly one piece on
/// a line to our queen on `sq`.
fn queen_relatively_pinned<V: Variant>(pos: &Position<V>, us: Color, sq: Square) -> bool {
    let them = !us;
    let occ = pos.occupied();
    let lines = [
        (
            attacks::bishop_attacks as fn(Square, Bitboard) -> Bitboard,
            pos.pieces(them, Role::Bishop),
        ),
        (attacks::rook_attacks, pos.pieces(them, Role::Rook)),
    ];
    lines.into_iter().any(|(slide, sliders)| {
        let blockers = slide(sq, occ) & occ;
        let behind = slide(sq, occ - blockers) - slide(sq, occ);
        (behind & sliders).any()
    })
}

#[inline]
fn them_majors<V: Variant>(pos: &Position<V>, them: Color) -> Bitboard {
    pos.pieces(them, Role::Rook) | pos.pieces(them, Role::Queen)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::CastlingMode;

    /// How often each parameter applies, per colour.
    struct Counts(Vec<[i32; 2]>);

    impl Tracer for Counts {
        fn add(&mut self, color: Color, index: usize, count: i32) {
            self.0[index][color.index()] += count;
        }
    }

    fn counts(fen: &str) -> Counts {
        let pos: Position = Position::from_fen(fen, CastlingMode::Standard).unwrap();
        let mut c = Counts(vec![[0; 2]; NUM_PARAMS]);
        trace(&pos, &mut c);
        c
    }

    #[test]
    fn checks_next_move_safe_or_not() {
        // Rd1-d8 checks the king on g8 from a square Black does not attack.
        let c = counts("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
        assert_eq!(c.0[SAFE_CHECK.at([2])], [1, 0]);
        assert_eq!(c.0[UNSAFE_CHECK.at([])], [0, 0]);
        // With a rook on a8 Black guards d8: the same check is no longer safe.
        let c = counts("r5k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
        assert_eq!(c.0[SAFE_CHECK.at([2])], [0, 0]);
        assert_eq!(c.0[UNSAFE_CHECK.at([])], [1, 0]);
        // The knight's checks from g4, on f6 and h6, are both covered by the g7 pawn.
        let c = counts("6k1/5ppp/8/8/6N1/8/5PPP/6K1 w - - 0 1");
        assert_eq!(c.0[SAFE_CHECK.at([0])], [0, 0]);
        assert_eq!(c.0[UNSAFE_CHECK.at([])][0], 2);
    }

    #[test]
    fn candidate_passers_trade_their_way_through() {
        // c4 meets b6 after one push, with b4 behind c5: it can push at once.
        let c = counts("4k3/8/1p6/8/1PP5/8/8/4K3 w - - 0 1");
        assert_eq!(c.0[CANDIDATE_PASSER.at([1, 3])], [1, 0]);
        assert_eq!(c.0[CANDIDATE_PASSER.at([0, 3])], [0, 0]);
        // d7 stops it too, and no lever of c4's meets it: not a candidate.
        let c = counts("4k3/3p4/1p6/8/1PP5/8/8/4K3 w - - 0 1");
        assert_eq!(c.0[CANDIDATE_PASSER.at([1, 3])], [0, 0]);
        // Without b4 the lever is one against none.
        let c = counts("4k3/8/1p6/8/2P5/8/8/4K3 w - - 0 1");
        assert_eq!(c.0[CANDIDATE_PASSER.at([1, 3])], [0, 0]);
    }

    #[test]
    fn stacked_pawns_passed_or_able_to_unstack() {
        // d3 behind d5, both passed: d3 is a stacked passer and doubled, with nothing to take.
        let c = counts("4k3/8/8/3P4/8/3P4/8/4K3 w - - 0 1");
        assert_eq!(c.0[PASSED_STACKED.at([2])], [1, 0]);
        assert_eq!(c.0[PASSED_STACKED.at([4])], [0, 0]);
        assert_eq!(c.0[DOUBLED.at([])], [1, 0]);
        assert_eq!(c.0[DOUBLED_UNSTACK.at([])], [0, 0]);
        // d2 behind d4 takes on e3: the pair comes apart.
        let c = counts("4k3/8/8/8/3P4/4p3/3P4/4K3 w - - 0 1");
        assert_eq!(c.0[DOUBLED_UNSTACK.at([])], [1, 0]);
        // A pawn on h5 gives it nothing to take.
        let c = counts("4k3/8/8/7p/3P4/8/3P4/4K3 w - - 0 1");
        assert_eq!(c.0[DOUBLED.at([])], [1, 0]);
        assert_eq!(c.0[DOUBLED_UNSTACK.at([])], [0, 0]);
    }

    #[test]
    fn backward_pawns_by_file_and_rank() {
        // d3's stop square is taken by e5 and no pawn of ours is beside or behind it; e5's
        // stop square by d3 likewise. Both files ahead are free of enemy pawns.
        let c = counts("4k3/8/8/4p3/2P5/3P4/8/4K3 w - - 0 1");
        assert_eq!(c.0[BACKWARD_BY.at([1, 2])], [1, 0]);
        assert_eq!(c.0[BACKWARD_BY.at([1, 3])], [0, 1]);
        // With d7 ahead of it, d3 stands on a closed file (and d7 backs e5 up).
        let c = counts("4k3/3p4/8/4p3/2P5/3P4/8/4K3 w - - 0 1");
        assert_eq!(c.0[BACKWARD_BY.at([0, 2])], [1, 0]);
        assert_eq!(c.0[BACKWARD_BY.at([1, 3])], [0, 0]);
    }

    #[test]
    fn knights_and_rooks_by_closedness() {
        let pawns = |fen: &str| {
            let pos: Position = Position::from_fen(fen, CastlingMode::Standard).unwrap();
            closedness(
                pos.pieces(Color::White, Role::Pawn),
                pos.pieces(Color::Black, Role::Pawn),
            )
        };
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        // 16 pawns, none blocked, no open file: 16 / 3.
        assert_eq!(pawns(start), 5);
        let c = counts(start);
        assert_eq!(c.0[CLOSEDNESS.at([0, 5])], [2, 2]);
        assert_eq!(c.0[CLOSEDNESS.at([1, 5])], [2, 2]);
        // No pawns: eight open files, as open as it gets.
        let c = counts("4k3/8/8/8/8/8/8/1N2K2R w - - 0 1");
        assert_eq!(c.0[CLOSEDNESS.at([0, 0])], [1, 0]);
        assert_eq!(c.0[CLOSEDNESS.at([1, 0])], [1, 0]);
        // Eight blocked pairs: 16 + 24, past the top; two of them on e and d alone: (4 + 6 -
        // 24) / 3 is below the bottom.
        assert_eq!(pawns("4k3/8/8/pppppppp/PPPPPPPP/8/8/4K3 w - - 0 1"), 8);
        assert_eq!(pawns("4k3/8/8/3pp3/3PP3/8/8/4K3 w - - 0 1"), 0);
    }

    #[test]
    fn king_flank_attacks_and_defence() {
        // The rook on h1 attacks h4-h8 of Black's flank (files e-h, ranks 4-8); Black's king
        // defends f7, g7, h7, f8, h8 there. White's flank (files c-f on e1, ranks 1-5) is
        // defended by the king (d1, f1, d2, e2, f2) and the rook (f1, e1): six squares.
        let c = counts("6k1/8/8/8/8/8/8/4K2R w K - 0 1");
        assert_eq!(c.0[KING_FLANK_ATTACK.at([0])], [5, 0]);
        assert_eq!(c.0[KING_FLANK_ATTACK.at([1])], [0, 0]);
        assert_eq!(c.0[KING_FLANK_ATTACK.at([2])], [5, 6]);
        // A queen on f3 joins the rook on h5 (f3-g4-h5): attacked twice.
        let c = counts("6k1/8/8/8/8/5Q2/8/4K2R w K - 0 1");
        assert_eq!(c.0[KING_FLANK_ATTACK.at([1])][0], 1);
    }

    #[test]
    fn king_blockers_pinned_or_discovering() {
        // The rook on e8 pins White's knight to its king: a blocker of White's.
        let c = counts("4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1");
        assert_eq!(c.0[KING_BLOCKERS.at([0])], [0, 1]);
        assert_eq!(c.0[KING_BLOCKERS.at([1])], [0, 0]);
        // Black's own knight on the line: moving it gives a discovered check.
        let c = counts("4r1k1/8/8/4n3/8/8/8/4K3 b - - 0 1");
        assert_eq!(c.0[KING_BLOCKERS.at([0])], [0, 0]);
        assert_eq!(c.0[KING_BLOCKERS.at([1])], [0, 1]);
        // Two pieces on the line: neither is alone, so neither counts.
        let c = counts("4r1k1/8/8/4n3/8/8/4N3/4K3 w - - 0 1");
        assert_eq!(c.0[KING_BLOCKERS.at([0])], [0, 0]);
        assert_eq!(c.0[KING_BLOCKERS.at([1])], [0, 0]);
    }

    #[test]
    fn passed_pawn_kings_and_free_path() {
        // d5: the stop square d6 is free; White's king is 5 squares from it, Black's 2; the
        // pawn on the 5th rank counts twice.
        let c = counts("4k3/8/8/3P4/8/8/8/4K3 w - - 0 1");
        assert_eq!(c.0[PASSED_FREE.at([4])], [1, 0]);
        assert_eq!(c.0[PASSED_OWN_KING.at([5])], [2, 0]);
        assert_eq!(c.0[PASSED_THEIR_KING.at([2])], [2, 0]);
        // With Black's king on e7 the stop square is attacked: not free.
        let c = counts("8/4k3/8/3P4/8/8/8/4K3 w - - 0 1");
        assert_eq!(c.0[PASSED_FREE.at([4])], [0, 0]);
        assert_eq!(c.0[PASSED_THEIR_KING.at([1])], [2, 0]);
    }

    #[test]
    fn hanging_pieces_and_outposts() {
        // The knight on c5 is attacked by the bishop and defended by nothing.
        let c = counts("4k3/8/8/2n5/8/4B3/8/4K3 w - - 0 1");
        assert_eq!(c.0[HANGING.at([])], [1, 0]);
        let c = counts("4k3/8/1p6/2n5/8/4B3/8/4K3 w - - 0 1");
        assert_eq!(c.0[HANGING.at([])], [0, 0]);
        // A knight on d5 defended by e4, no black pawn can ever attack it.
        let c = counts("4k3/8/8/3N4/4P3/8/8/4K3 w - - 0 1");
        assert_eq!(c.0[OUTPOST.at([0])], [1, 0]);
        // A black pawn on c7 can still drive it away (c6).
        let c = counts("4k3/2p5/8/3N4/4P3/8/8/4K3 w - - 0 1");
        assert_eq!(c.0[OUTPOST.at([0])], [0, 0]);
    }

    #[test]
    fn minor_pieces_and_king_files() {
        // The bishop on c1 (a dark square) has pawns on the dark b2, d2 and d4 (c2 is light);
        // both stand right behind a pawn of theirs (c2, d4).
        let c = counts("4k3/8/8/8/3P4/3N4/1PPP4/2B1K3 w - - 0 1");
        assert_eq!(c.0[BISHOP_PAWNS.at([])], [3, 0]);
        assert_eq!(c.0[MINOR_BEHIND_PAWN.at([])], [2, 0]);
        // White's king on the open e-file, Black's on a file with only White's pawn (d): its
        // own pawn is gone, so the file is half open for it.
        let c = counts("3k4/8/8/8/8/8/3P4/4K3 w - - 0 1");
        assert_eq!(c.0[KING_FILE.at([1])], [1, 0]);
        assert_eq!(c.0[KING_FILE.at([0])], [0, 1]);
    }

    #[test]
    fn king_zone_attacks_grow_with_the_attackers() {
        // The queen on g4 alone attacks the king's zone, then with the knight on h5 too.
        let one = counts("6k1/5ppp/8/8/6Q1/8/5PPP/6K1 w - - 0 1");
        let two = counts("6k1/5ppp/8/7N/6Q1/8/5PPP/6K1 w - - 0 1");
        let attacks = |c: &Counts, n: usize| c.0[KING_ATTACKERS.at([n])][0];
        assert!(attacks(&one, 1) > 0);
        assert_eq!(attacks(&one, 2), 0);
        assert_eq!(attacks(&two, 1), 0);
        assert!(attacks(&two, 2) > attacks(&one, 1));
    }

    /// Traces at units `units`, keeping White's attack inputs and bucket.
    struct AtUnits {
        units: [i32; DANGER_INPUTS],
        inputs: DangerInputs,
        bucket: Option<usize>,
    }

    impl Tracer for AtUnits {
        fn add(&mut self, color: Color, index: usize, _count: i32) {
            if color == Color::White && KING_DANGER_BUCKET.contains(index) {
                self.bucket = Some(index - KING_DANGER_BUCKET.start);
            }
        }
        fn danger_units(&self) -> [i32; DANGER_INPUTS] {
            self.units
        }
        fn king_danger(&mut self, us: Color, inputs: &DangerInputs) {
            if us == Color::White {
                self.inputs = *inputs;
            }
        }
    }

    #[test]
    fn the_danger_bucket_follows_the_tracers_units() {
        let at = |fen: &str, units: [i32; DANGER_INPUTS]| {
            let pos: Position = Position::from_fen(fen, CastlingMode::Standard).unwrap();
            let mut t = AtUnits {
                units,
                inputs: DangerInputs::default(),
                bucket: None,
            };
            trace(&pos, &mut t);
            t
        };
        // The knight on h5 and the queen on g4 each attack g7 of the king's zone.
        let fen = "6k1/5ppp/8/7N/6Q1/8/5PPP/6K1 w - - 0 1";
        let hand = at(fen, HAND_DANGER_UNITS);
        assert_eq!(hand.inputs.counts[..DANGER_SAFE_CHECK], [1, 0, 0, 1]);
        assert!(hand.inputs.queen && hand.inputs.attackers);
        let units = hand.inputs.units(&HAND_DANGER_UNITS).expect("an attack");
        assert_eq!(hand.bucket, Some(danger_bucket(units)));
        // Every unit doubled: the shield's share doubles with the rest, the bucket follows.
        let doubled = at(fen, HAND_DANGER_UNITS.map(|u| 2 * u));
        assert_eq!(doubled.inputs, hand.inputs);
        assert_eq!(doubled.bucket, Some(danger_bucket(2 * units)));
        // A shield pawn worth a hundred units leaves the king safe; without queen zone
        // attacks, one piece at the zone and no more is not an attack at all.
        let mut shielded = HAND_DANGER_UNITS;
        shielded[DANGER_SHIELD_PAWN] = 400;
        assert_eq!(at(fen, shielded).bucket, Some(0));
        let lone = at("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", HAND_DANGER_UNITS);
        assert!(!lone.inputs.attackers);
        assert_eq!(lone.inputs.counts[DANGER_SAFE_CHECK + 2], 1);
        assert_eq!(lone.bucket, None);
    }

    #[test]
    fn the_danger_sum_counts_the_flank_pins_and_a_defending_knight() {
        let at = |fen: &str| {
            let pos: Position = Position::from_fen(fen, CastlingMode::Standard).unwrap();
            let mut t = AtUnits {
                units: HAND_DANGER_UNITS,
                inputs: DangerInputs::default(),
                bucket: None,
            };
            trace(&pos, &mut t);
            (t.inputs, counts(fen))
        };
        // The flank inputs are the flank term's own counts; the queen pins g7; no knight
        // guards g8's ring.
        let (inputs, c) = at("6k1/5ppp/8/7N/6Q1/8/5PPP/6K1 w - - 0 1");
        assert!(inputs.counts[DANGER_FLANK_ATTACK] > 0);
        assert_eq!(
            inputs.counts[DANGER_FLANK_ATTACK],
            c.0[KING_FLANK_ATTACK.at([0])][0]
        );
        assert_eq!(
            inputs.counts[DANGER_FLANK_TWICE],
            c.0[KING_FLANK_ATTACK.at([1])][0]
        );
        assert_eq!(inputs.counts[DANGER_PINNED], 1);
        assert_eq!(inputs.counts[DANGER_KNIGHT_DEFENDER], 0);
        // A knight on f6 guards h7 next to the king; a bishop on d5 pins f7 too.
        let (inputs, _) = at("6k1/5ppp/5n2/3B3N/6Q1/8/5PPP/6K1 w - - 0 1");
        assert_eq!(inputs.counts[DANGER_KNIGHT_DEFENDER], 1);
        assert_eq!(inputs.counts[DANGER_PINNED], 2);
        // The defence's units come off whole, with or without a queen.
        let mut units = [0; DANGER_INPUTS];
        units[DANGER_KNIGHT_DEFENDER] = 40;
        units[DANGER_SAFE_CHECK] = 100;
        let mut x = inputs;
        x.counts[DANGER_SAFE_CHECK] = 1;
        x.attackers = true;
        x.queen = false;
        assert_eq!(x.units(&units), Some(50 - 40));
    }

    #[test]
    fn king_attack_bucket_weighs_the_whole_attack() {
        let bucket = |fen: &str| {
            let c = counts(fen);
            let white: Vec<usize> = (0..DANGER_BUCKETS)
                .filter(|&b| c.0[KING_DANGER_BUCKET.at([b])][0] == 1)
                .collect();
            assert!(white.len() <= 1, "{fen}: one bucket per side");
            white.first().copied()
        };
        // The queen alone (its checks count) makes less of an attack than with the knight.
        let alone = bucket("6k1/5ppp/8/8/6Q1/8/5PPP/6K1 w - - 0 1");
        let sheltered = bucket("6k1/5ppp/8/7N/6Q1/8/5PPP/6K1 w - - 0 1").expect("an attack");
        assert!(alone < Some(sheltered), "{alone:?} {sheltered}");
        // Black's lone king has nothing to attack with.
        assert_eq!(
            counts("6k1/5ppp/8/7N/6Q1/8/5PPP/6K1 w - - 0 1").0[KING_DANGER_BUCKET.at([0])][1],
            0
        );
        // With one shield pawn of three the king is in more danger; with a rook for the queen,
        // in less.
        let bare = bucket("6k1/6p1/8/7N/6Q1/8/5PPP/6K1 w - - 0 1").expect("an attack");
        assert!(bare > sheltered, "{bare} {sheltered}");
        let rook = bucket("6k1/5ppp/8/7N/6R1/8/5PPP/6K1 w - - 0 1");
        assert!(rook.is_none_or(|b| b < sheltered), "{rook:?} {sheltered}");
    }
    #[test]
    fn shelter_and_storm_by_file_and_distance() {
        let d = SHELTER_DISTANCES;
        let shelter = |own, edge, dist| SHELTER_FILE.at([own, edge, dist]);
        let storm = |blocked, edge, dist| PAWN_STORM.at([blocked, edge, dist]);
        // White's king on g1 behind f2, g3 and nothing on h; Black's pawn on h4 storms three
        // ranks ahead, unblocked. Black's king on b8 has a7 and b7 and nothing on c.
        let c = counts("1k6/pp6/8/8/7p/6P1/5P2/6K1 w - - 0 1");
        assert_eq!(c.0[shelter(0, 2, 1)], [1, 0]); // f2
        assert_eq!(c.0[shelter(1, 1, 2)], [1, 0]); // g3
        assert_eq!(c.0[shelter(0, 0, d - 1)], [1, 0]); // no h-pawn
        assert_eq!(c.0[storm(0, 0, 3)], [1, 0]); // h4
        assert_eq!(c.0[storm(0, 1, d - 1)], [1, 1]); // nothing on g (White), b (Black)
        assert_eq!(c.0[shelter(0, 0, 1)], [0, 1]); // a7
        assert_eq!(c.0[shelter(1, 1, 1)], [0, 1]); // b7
        assert_eq!(c.0[shelter(0, 2, d - 1)], [0, 1]); // no c-pawn

        // Three files a side, one shelter and one storm entry each.
        let side = |row: crate::weights::layout::Term, c: &Counts, color: usize| {
            row.range().map(|i| c.0[i][color]).sum::<i32>()
        };
        assert_eq!((side(SHELTER_FILE, &c, 0), side(PAWN_STORM, &c, 0)), (3, 3));
        // A black pawn on g4 right in front of White's g3 is blocked; behind the king it counts
        // as none.
        let c = counts("6k1/8/8/8/6p1/6P1/8/6K1 w - - 0 1");
        assert_eq!(c.0[storm(1, 1, 3)], [1, 0]);
        let c = counts("6k1/8/8/8/8/8/6Kp/8 w - - 0 1");
        assert_eq!(c.0[storm(0, 0, 0)], [1, 0]); // h2 is on the king's rank
        let c = counts("6k1/8/8/8/8/8/7p/7K w - - 0 1");
        assert_eq!(c.0[storm(0, 0, 1)], [1, 0]);
        let c = counts("6k1/8/8/8/8/8/8/6K1 w - - 0 1");
        assert_eq!(c.0[storm(0, 0, d - 1)], [1, 1]);
    }

    #[test]
    fn threats_by_attacker_and_victim() {
        // The knight on d5 attacks the rook on e7 (defended by the king alone), the bishop on
        // c7 (by the knight alone) and the pawn on f6 (by a pawn: a defended pawn is no
        // threat); the rook on a1 attacks the undefended knight on a8.
        let c = counts("n3k3/2b1r1p1/5p2/3N4/8/8/3P4/R6K w - - 0 1");
        assert_eq!(c.0[THREAT_MINOR_ON.at([Role::Pawn.index()])], [0, 0]);
        assert_eq!(c.0[THREAT_MINOR_ON.at([Role::Rook.index()])], [1, 0]);
        assert_eq!(c.0[THREAT_MINOR_ON.at([Role::Bishop.index()])], [1, 0]);
        assert_eq!(c.0[THREAT_ROOK_ON.at([Role::Knight.index()])], [1, 0]);
        // d2-d4 would hit the knight on e5 (d3 is no safe square: the knight covers it).
        let c = counts("4k3/8/8/4n3/8/8/3P4/4K3 w - - 0 1");
        assert_eq!(c.0[PAWN_PUSH_THREAT.at([])], [1, 0]);
        // With a black pawn on c5 guarding d4, neither push is safe.
        let c = counts("4k3/8/8/2p1n3/8/8/3P4/4K3 w - - 0 1");
        assert_eq!(c.0[PAWN_PUSH_THREAT.at([])], [0, 0]);
        // The king takes the loose pawn next to it.
        let c = counts("4k3/8/8/8/8/8/4p3/4K3 w - - 0 1");
        assert_eq!(c.0[THREAT_KING_ON.at([])], [1, 0]);
    }

    #[test]
    fn king_defenders_and_pawnless_flank() {
        // White's king on g1: the pawns on f2, g2 and h2 and the bishop on f1 are in its ring,
        // the knight on f3 is not: four defenders. Black's king on b8 is alone on a queenside
        // without pawns.
        let c = counts("1k6/8/8/8/8/5N2/5PPP/5BK1 w - - 0 1");
        assert_eq!(c.0[KING_DEFENDERS.at([4])], [1, 0]);
        assert_eq!(c.0[KING_DEFENDERS.at([0])], [0, 1]);
        assert_eq!(c.0[KING_PAWNLESS_FLANK.at([])], [0, 1]);
        // Every square of the ring held.
        let c = counts("7k/8/8/8/8/2PPP3/2NKB3/2BNB3 w - - 0 1");
        assert_eq!(c.0[KING_DEFENDERS.at([8])], [1, 0]);
        assert_eq!(
            c.0[KING_PAWNLESS_FLANK.at([])],
            [0, 0],
            "h8: e3 is on the e-h flank"
        );
    }

    #[test]
    fn knight_distance_diagonal_seventh_and_pin() {
        // The knight on a8 is 7 squares from White's king on h1 and 3 from Black's on d7.
        let c = counts("N7/3k4/8/8/8/8/8/7K w - - 0 1");
        assert_eq!(c.0[KNIGHT_KING_DISTANCE.at([0, 7])], [1, 0]);
        assert_eq!(c.0[KNIGHT_KING_DISTANCE.at([1, 3])], [1, 0]);
        // A bishop on b2 sees d4 and e5 through the pawn on c3; one on h1 behind a knight on
        // g2 sees nothing of the centre.
        let c = counts("4k3/8/8/8/8/2P5/1B4N1/4K2B w - - 0 1");
        assert_eq!(c.0[BISHOP_LONG_DIAGONAL.at([])], [1, 0]);
        // A rook on the 7th with the king on the 8th; without it and without 7th-rank pawns,
        // nothing.
        assert_eq!(
            counts("4k3/R7/8/8/8/8/8/4K3 w - - 0 1").0[ROOK_ON_SEVENTH.at([])],
            [1, 0]
        );
        assert_eq!(
            counts("8/R7/4k3/8/8/8/8/4K3 w - - 0 1").0[ROOK_ON_SEVENTH.at([])],
            [0, 0]
        );
        assert_eq!(
            counts("8/R5p1/4k3/8/8/8/8/4K3 w - - 0 1").0[ROOK_ON_SEVENTH.at([])],
            [1, 0]
        );
        // White's queen on d1 behind the knight on d2 on the rook's file d8: pinned in effect.
        // Behind two pieces, or with the bishop on the file, it is not.
        let c = counts("3rk3/8/8/8/8/8/3N4/3QK3 w - - 0 1");
        assert_eq!(c.0[QUEEN_RELATIVE_PIN.at([])], [1, 0]);
        let c = counts("3rk3/8/8/8/3P4/8/3N4/3QK3 w - - 0 1");
        assert_eq!(c.0[QUEEN_RELATIVE_PIN.at([])], [0, 0]);
        let c = counts("3bk3/8/8/8/8/8/3N4/3QK3 w - - 0 1");
        assert_eq!(c.0[QUEEN_RELATIVE_PIN.at([])], [0, 0]);
        // The bishop on a4 behind the pawn on c2 to the queen on d1: diagonal.
        let c = counts("4k3/8/8/8/b7/8/2P5/3QK3 w - - 0 1");
        assert_eq!(c.0[QUEEN_RELATIVE_PIN.at([])], [1, 0]);
    }

    #[test]
    fn rooks_behind_passed_pawns() {
        // White's rook a1 behind its passer on a5; Black's rook on b1 behind White's passer on
        // b6; the rook on h1 with a pawn of its own between is not counted for h7's passer.
        let c = counts("4k3/7p/1P6/P7/8/8/7P/Rr2K2R w - - 0 1");
        assert_eq!(c.0[ROOK_BEHIND_PASSER.at([0])], [1, 0]);
        assert_eq!(c.0[ROOK_BEHIND_PASSER.at([1])], [1, 0]);
        // Black's passer on c3 with Black's rook behind it on c8 and a knight between: none.
        let c = counts("2r1k3/8/2n5/8/8/2p5/8/4K3 b - - 0 1");
        assert_eq!(c.0[ROOK_BEHIND_PASSER.at([0])], [0, 0]);
        let c = counts("2r1k3/8/8/8/8/2p5/8/4K3 b - - 0 1");
        assert_eq!(c.0[ROOK_BEHIND_PASSER.at([0])], [0, 1]);
    }
}

//! Evaluation weights. Piece-square tables are from White's side (a1 = index 0) and are
//! generated from simple shape functions until the tuner fits them.

use super::Pair;

pub struct Params {
    pub material: [Pair; 6],
    pub pst: [[Pair; 64]; 6],
    pub mobility: [Pair; 6],
    pub bishop_pair: Pair,
    pub tempo: i32,
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

const fn build_pst() -> [[Pair; 64]; 6] {
    let mut t = [[Pair::new(0, 0); 64]; 6];
    let mut sq = 0;
    while sq < 64 {
        let f = (sq % 8) as i32;
        let r = (sq / 8) as i32;
        let cd = center_distance(sq);
        let central_file = if f == 3 || f == 4 { 1 } else { 0 };
        // Pawns: advance, more so in the endgame; central pawns a little more.
        if r >= 1 && r <= 6 {
            t[0][sq] = Pair::new(
                (r - 1) * 4 + central_file * (r - 1) * 4,
                (r - 1) * (r - 1) * 4,
            );
        }
        // Knights love the centre and hate the rim.
        t[1][sq] = Pair::new(15 - cd * 12, 10 - cd * 8);
        // Bishops: mild centralisation.
        t[2][sq] = Pair::new(8 - cd * 5, 6 - cd * 4);
        // Rooks: the seventh rank, central files slightly.
        t[3][sq] = Pair::new(
            if r == 6 { 15 } else { central_file * 5 },
            if r == 6 { 10 } else { 0 },
        );
        // Queen: mild centralisation, not too early into the enemy camp.
        t[4][sq] = Pair::new(4 - cd * 3, 10 - cd * 6);
        // King: sheltered on the back rank in the middlegame, central in the endgame.
        let shelter = if r == 0 {
            if f <= 2 || f >= 6 {
                20
            } else {
                0
            }
        } else {
            -15 * r
        };
        t[5][sq] = Pair::new(shelter, 20 - cd * 12);
        sq += 1;
    }
    t
}

pub static PARAMS: Params = Params {
    material: [
        Pair::new(90, 120),
        Pair::new(320, 300),
        Pair::new(335, 320),
        Pair::new(480, 540),
        Pair::new(980, 1000),
        Pair::new(0, 0),
    ],
    pst: build_pst(),
    mobility: [
        Pair::new(0, 0),
        Pair::new(4, 4),
        Pair::new(5, 5),
        Pair::new(2, 4),
        Pair::new(1, 2),
        Pair::new(0, 0),
    ],
    bishop_pair: Pair::new(30, 50),
    tempo: 10,
};

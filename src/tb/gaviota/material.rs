//! Material signatures and file discovery. A Gaviota table is named by its material in lower
//! case, the side with more (or stronger) material first: `kqkr.gtb.cp4` holds K+Q v K+R with
//! either side to move, and also serves K+R v K+Q by swapping colours. The format defines 145
//! signatures with 3 to 5 pieces; each has a fixed indexing scheme.

use super::index::Scheme;
use crate::core::{Color, Role};
use crate::position::Position;
use std::collections::HashMap;
use std::sync::LazyLock;

/// File name suffix of LZMA-compressed (scheme 4) Gaviota tables.
pub const SUFFIX: &str = ".gtb.cp4";

/// Every signature of the format, in the format's own order (3, 4 and 5 pieces).
pub const NAMES: [&str; 145] = [
    "kqk", "krk", "kbk", "knk", "kpk", //
    "kqkq", "kqkr", "kqkb", "kqkn", "krkr", "krkb", "krkn", "kbkb", "kbkn", "knkn", //
    "kqqk", "kqrk", "kqbk", "kqnk", "krrk", "krbk", "krnk", "kbbk", "kbnk", "knnk", //
    "kqkp", "krkp", "kbkp", "knkp", "kqpk", "krpk", "kbpk", "knpk", "kppk", "kpkp", //
    "kqqqk", "kqqrk", "kqqbk", "kqqnk", "kqrrk", "kqrbk", "kqrnk", "kqbbk", "kqbnk", "kqnnk",
    "krrrk", "krrbk", "krrnk", "krbbk", "krbnk", "krnnk", "kbbbk", "kbbnk", "kbnnk", "knnnk",
    "kqqkq", "kqqkr", "kqqkb", "kqqkn", "kqrkq", "kqrkr", "kqrkb", "kqrkn", "kqbkq", "kqbkr",
    "kqbkb", "kqbkn", "kqnkq", "kqnkr", "kqnkb", "kqnkn", "krrkq", "krrkr", "krrkb", "krrkn",
    "krbkq", "krbkr", "krbkb", "krbkn", "krnkq", "krnkr", "krnkb", "krnkn", "kbbkq", "kbbkr",
    "kbbkb", "kbbkn", "kbnkq", "kbnkr", "kbnkb", "kbnkn", "knnkq", "knnkr", "knnkb", "knnkn",
    "kqqpk", "kqrpk", "kqbpk", "kqnpk", "krrpk", "krbpk", "krnpk", "kbbpk", "kbnpk", "knnpk",
    "kqppk", "krppk", "kbppk", "knppk", //
    "kqpkq", "kqpkr", "kqpkb", "kqpkn", "krpkq", "krpkr", "krpkb", "krpkn", "kbpkq", "kbpkr",
    "kbpkb", "kbpkn", "knpkq", "knpkr", "knpkb", "knpkn", //
    "kppkq", "kppkr", "kppkb", "kppkn", //
    "kqqkp", "kqrkp", "kqbkp", "kqnkp", "krrkp", "krbkp", "krnkp", "kbbkp", "kbnkp", "knnkp",
    "kqpkp", "krpkp", "kbpkp", "knpkp", "kppkp", "kpppk",
];

/// Pieces of one side without the king, strongest first (Q, R, B, N, P), as the file names list
/// them.
pub type Pieces = arrayvec::ArrayVec<Role, 4>;

/// One signature of the format.
#[derive(Clone, Debug)]
pub struct Signature {
    /// Position in `NAMES`; also the table's slot in a prober.
    pub id: usize,
    pub name: &'static str,
    pub white: Pieces,
    pub black: Pieces,
    pub scheme: Scheme,
}

impl Signature {
    /// Pieces on the board, kings included.
    pub fn piece_count(&self) -> u32 {
        (self.white.len() + self.black.len() + 2) as u32
    }
}

/// Piece counts of one side (queens, rooks, bishops, knights, pawns) packed into a key.
fn side_key(pieces: &[Role]) -> u32 {
    pieces.iter().fold(0, |key, &role| {
        key + match role {
            Role::Queen => 1,
            Role::Rook => 1 << 4,
            Role::Bishop => 1 << 8,
            Role::Knight => 1 << 12,
            Role::Pawn => 1 << 16,
            Role::King => 0,
        }
    })
}

fn material_key(white: u32, black: u32) -> u64 {
    ((white as u64) << 32) | black as u64
}

/// The pieces of a name such as `kqr` (a side's part of a table name).
fn parse_side(text: &str) -> Option<Pieces> {
    let mut chars = text.chars();
    if chars.next() != Some('k') {
        return None;
    }
    let mut pieces = Pieces::new();
    for c in chars {
        let role = match c {
            'q' => Role::Queen,
            'r' => Role::Rook,
            'b' => Role::Bishop,
            'n' => Role::Knight,
            'p' => Role::Pawn,
            _ => return None,
        };
        pieces.try_push(role).ok()?;
    }
    Some(pieces)
}

/// The indexing scheme of a signature, from the shape of its material.
fn scheme_for(white: &[Role], black: &[Role]) -> Option<Scheme> {
    use Role::Pawn as P;
    let piece = |r: &Role| *r != P;
    Some(match (white, black) {
        ([P], []) => Scheme::Kpk,
        ([a], []) if piece(a) => Scheme::Kxk,
        ([a], [b]) if piece(a) && piece(b) => Scheme::Kakb,
        ([a], [P]) if piece(a) => Scheme::Kakp,
        ([P], [P]) => Scheme::Kpkp,
        ([P, P], []) => Scheme::Kppk,
        ([a, P], []) if piece(a) => Scheme::Kapk,
        ([a, b], []) if a == b => Scheme::Kaak,
        ([_, _], []) => Scheme::Kabk,
        ([P, P, P], []) => Scheme::Kpppk,
        ([a, P, P], []) if piece(a) => Scheme::Kappk,
        ([a, b, P], []) if a == b => Scheme::Kaapk,
        ([_, _, P], []) => Scheme::Kabpk,
        ([a, b, c], []) if a == b && b == c => Scheme::Kaaak,
        ([a, b, _], []) if a == b => Scheme::Kaabk,
        ([_, b, c], []) if b == c => Scheme::Kabbk,
        ([_, _, _], []) => Scheme::Kabck,
        ([P, P], [P]) => Scheme::Kppkp,
        ([a, P], [P]) if piece(a) => Scheme::Kapkp,
        ([a, b], [P]) if a == b => Scheme::Kaakp,
        ([_, _], [P]) => Scheme::Kabkp,
        ([P, P], [_]) => Scheme::Kppka,
        ([a, P], [_]) if piece(a) => Scheme::Kapkb,
        ([a, b], [_]) if a == b => Scheme::Kaakb,
        ([_, _], [_]) => Scheme::Kabkc,
        _ => return None,
    })
}

struct Catalogue {
    signatures: Vec<Signature>,
    by_key: HashMap<u64, usize>,
    by_name: HashMap<&'static str, usize>,
}

static CATALOGUE: LazyLock<Catalogue> = LazyLock::new(|| {
    let mut signatures = Vec::with_capacity(NAMES.len());
    for (id, name) in NAMES.iter().enumerate() {
        // The names above are well formed: this only fails if someone breaks the list.
        let split = name[1..].find('k').map(|i| i + 1);
        let parsed = split.and_then(|i| {
            let white = parse_side(&name[..i])?;
            let black = parse_side(&name[i..])?;
            let scheme = scheme_for(&white, &black)?;
            Some((white, black, scheme))
        });
        let Some((white, black, scheme)) = parsed else {
            unreachable!("malformed built-in Gaviota signature {name}")
        };
        signatures.push(Signature {
            id,
            name,
            white,
            black,
            scheme,
        });
    }
    let by_key = signatures
        .iter()
        .map(|s| (material_key(side_key(&s.white), side_key(&s.black)), s.id))
        .collect();
    let by_name = signatures.iter().map(|s| (s.name, s.id)).collect();
    Catalogue {
        signatures,
        by_key,
        by_name,
    }
});

/// All signatures, indexed by `Signature::id`.
pub fn signatures() -> &'static [Signature] {
    &CATALOGUE.signatures
}

/// The signature a table file name stands for (`kqkr.gtb.cp4`), if any.
pub fn from_file_name(file_name: &str) -> Option<&'static Signature> {
    let stem = file_name.strip_suffix(SUFFIX)?;
    let id = *CATALOGUE.by_name.get(stem)?;
    CATALOGUE.signatures.get(id)
}

/// The pieces of `color` except the king, strongest first; squares ascending within a role.
pub fn side_pieces(
    pos: &Position,
    color: Color,
) -> impl Iterator<Item = (Role, crate::core::Square)> + '_ {
    [
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::Pawn,
    ]
    .into_iter()
    .flat_map(move |role| {
        pos.pieces(color, role)
            .into_iter()
            .map(move |sq| (role, sq))
    })
}

/// Which table covers the position's material, and whether colours must be swapped to use it
/// (the table's first side is then Black).
pub fn lookup(pos: &Position) -> Option<(&'static Signature, bool)> {
    let key_of = |color| {
        let roles: Pieces = side_pieces(pos, color).map(|(r, _)| r).take(4).collect();
        side_key(&roles)
    };
    if pos.occupied().count() > 5 {
        return None;
    }
    let (w, b) = (key_of(Color::White), key_of(Color::Black));
    let catalogue = &*CATALOGUE;
    if let Some(&id) = catalogue.by_key.get(&material_key(w, b)) {
        return Some((&catalogue.signatures[id], false));
    }
    let &id = catalogue.by_key.get(&material_key(b, w))?;
    Some((&catalogue.signatures[id], true))
}

/// A material description for messages: `KQvKR`.
pub fn describe(pos: &Position) -> String {
    let side = |color| {
        std::iter::once('K')
            .chain(side_pieces(pos, color).map(|(r, _)| r.upper_char()))
            .collect::<String>()
    };
    format!("{}v{}", side(Color::White), side(Color::Black))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::CastlingMode;

    #[test]
    fn every_signature_has_a_scheme_and_unique_material() {
        assert_eq!(signatures().len(), 145);
        assert_eq!(CATALOGUE.by_key.len(), 145, "material keys collide");
        let five: usize = signatures().iter().filter(|s| s.piece_count() == 5).count();
        assert_eq!(five, 110);
        assert_eq!(signatures()[0].scheme, Scheme::Kxk);
        assert_eq!(
            from_file_name("kqkr.gtb.cp4").map(|s| s.scheme),
            Some(Scheme::Kakb)
        );
        assert_eq!(
            from_file_name("kbnkp.gtb.cp4").map(|s| s.scheme),
            Some(Scheme::Kabkp)
        );
        assert_eq!(
            from_file_name("kppkp.gtb.cp4").map(|s| s.scheme),
            Some(Scheme::Kppkp)
        );
        assert!(from_file_name("krkq.gtb.cp4").is_none());
        assert!(from_file_name("kqkr.gtb.cp2").is_none());
    }

    #[test]
    fn positions_find_their_table_in_either_colour() {
        let pos = |fen| Position::from_fen(fen, CastlingMode::Standard).unwrap();
        let (sig, swapped) = lookup(&pos("8/8/8/3k4/8/8/1R6/Q3K3 w - - 0 1")).unwrap();
        assert_eq!((sig.name, swapped), ("kqrk", false));
        let (sig, swapped) = lookup(&pos("8/8/8/3k4/8/8/1r6/q3K3 w - - 0 1")).unwrap();
        assert_eq!((sig.name, swapped), ("kqrk", true));
        let (sig, swapped) = lookup(&pos("8/8/8/3k4/8/8/1r6/Q3K3 w - - 0 1")).unwrap();
        assert_eq!((sig.name, swapped), ("kqkr", false));
        assert!(lookup(&pos("8/8/8/3k4/8/8/1rr5/Q1Q1K3 w - - 0 1")).is_none());
        assert_eq!(describe(&pos("8/8/8/3k4/8/8/1r6/Q3K3 w - - 0 1")), "KQvKR");
    }
}

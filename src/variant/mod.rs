//! Chess variants as a type parameter. `Position<V: Variant>` is generic over the rules, so move
//! generation, make, search and evaluation are compiled once per variant and every
//! `if V::SOMETHING` branch vanishes from standard chess. The runtime choice (`UCI_Variant`,
//! XBoard `variant`, a PGN `Variant` tag) is made once at the boundary, through `AnyPosition`.
//!
//! Each variant lives in its own file and overrides only the hooks whose rules differ; the
//! rules are python-chess's `chess.variant` boards (which are lichess's). Chess960 is not a
//! variant but data (`CastlingMode`) and combines with every variant.

pub mod antichess;
pub mod any;
pub mod atomic;
pub mod crazyhouse;
pub mod horde;
pub mod king_of_the_hill;
pub mod racing_kings;
pub mod standard;
pub mod three_check;

pub use antichess::{Antichess, Giveaway, Suicide};
pub use any::AnyPosition;
pub use atomic::Atomic;
pub use crazyhouse::{Crazyhouse, Pockets};
pub use horde::Horde;
pub use king_of_the_hill::KingOfTheHill;
pub use racing_kings::RacingKings;
pub use standard::Standard;
pub use three_check::{RemainingChecks, ThreeCheck};

use crate::core::{Bitboard, Color, Move, Role, Square};
use crate::position::{GenKind, MoveSink, Outcome, Position, PositionError, Setup};
use std::fmt;
use std::hash::Hash;

/// The variants ferrum plays, as a runtime value.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash, Default)]
pub enum VariantKind {
    #[default]
    Standard,
    Antichess,
    Giveaway,
    Suicide,
    Atomic,
    KingOfTheHill,
    RacingKings,
    Horde,
    ThreeCheck,
    Crazyhouse,
}

impl VariantKind {
    pub const ALL: [VariantKind; 10] = [
        VariantKind::Standard,
        VariantKind::Antichess,
        VariantKind::Giveaway,
        VariantKind::Suicide,
        VariantKind::Atomic,
        VariantKind::KingOfTheHill,
        VariantKind::RacingKings,
        VariantKind::Horde,
        VariantKind::ThreeCheck,
        VariantKind::Crazyhouse,
    ];

    /// The `UCI_Variant` value (python-chess's `uci_variant`, lichess's and cutechess's names).
    pub const fn uci_name(self) -> &'static str {
        match self {
            VariantKind::Standard => "chess",
            VariantKind::Antichess => "antichess",
            VariantKind::Giveaway => "giveaway",
            VariantKind::Suicide => "suicide",
            VariantKind::Atomic => "atomic",
            VariantKind::KingOfTheHill => "kingofthehill",
            VariantKind::RacingKings => "racingkings",
            VariantKind::Horde => "horde",
            VariantKind::ThreeCheck => "3check",
            VariantKind::Crazyhouse => "crazyhouse",
        }
    }

    /// The XBoard `variant` name (`normal` for standard chess).
    pub const fn xboard_name(self) -> &'static str {
        match self {
            VariantKind::Standard => "normal",
            other => other.uci_name(),
        }
    }

    /// The PGN `Variant` tag value python-chess writes (its `aliases[0]`).
    pub const fn pgn_name(self) -> &'static str {
        match self {
            VariantKind::Standard => "Standard",
            VariantKind::Antichess => "Antichess",
            VariantKind::Giveaway => "Giveaway",
            VariantKind::Suicide => "Suicide",
            VariantKind::Atomic => "Atomic",
            VariantKind::KingOfTheHill => "King of the Hill",
            VariantKind::RacingKings => "Racing Kings",
            VariantKind::Horde => "Horde",
            VariantKind::ThreeCheck => "Three-check",
            VariantKind::Crazyhouse => "Crazyhouse",
        }
    }

    /// The starting position's FEN.
    pub const fn start_fen(self) -> &'static str {
        match self {
            VariantKind::Antichess => "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
            VariantKind::Suicide => "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
            VariantKind::RacingKings => "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1",
            VariantKind::Horde => {
                "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1"
            }
            VariantKind::ThreeCheck => {
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1"
            }
            VariantKind::Crazyhouse => "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
            _ => "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        }
    }

    /// Reads a variant name as GUIs, lichess, python-chess and PGN files spell it
    /// (case-insensitive; `standard`, `normal`, `chess` and `chess960` all mean standard rules).
    pub fn from_name(name: &str) -> Option<VariantKind> {
        let key: String = name
            .chars()
            .filter(|c| c.is_ascii_alphanumeric())
            .collect::<String>()
            .to_ascii_lowercase();
        Some(match key.as_str() {
            "chess" | "standard" | "normal" | "chess960" | "fischerandom" | "fischerrandom"
            | "fromposition" | "960" => VariantKind::Standard,
            "antichess" | "anti" => VariantKind::Antichess,
            "giveaway" | "giveawaychess" => VariantKind::Giveaway,
            "suicide" | "suicidechess" => VariantKind::Suicide,
            "atomic" | "atom" | "atomicchess" => VariantKind::Atomic,
            "kingofthehill" | "koth" => VariantKind::KingOfTheHill,
            "racingkings" | "racing" | "race" => VariantKind::RacingKings,
            "horde" | "hordechess" => VariantKind::Horde,
            "3check" | "threecheck" | "threecheckchess" | "3checkchess" => VariantKind::ThreeCheck,
            "crazyhouse" | "zh" | "house" => VariantKind::Crazyhouse,
            _ => return None,
        })
    }
}

impl fmt::Display for VariantKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.uci_name())
    }
}

/// Extra state a variant keeps in its positions (pockets, check counters); `()` for most.
pub trait VariantState: Copy + Default + fmt::Debug + PartialEq + Eq + Hash + Send + Sync {
    /// Takes the extra state from a setup; a setup that carries state the variant does not
    /// know (pockets outside Crazyhouse, check counters outside Three-check) is refused.
    fn from_setup(setup: &Setup) -> Result<Self, PositionError>;
    /// Writes the state back into a setup.
    fn to_setup(&self, setup: &mut Setup);
    /// The state's share of the position key (zero for no state): not part of the Polyglot
    /// key, which books and GUIs compute from the board alone.
    fn key(&self) -> u64;
    /// The state with colours swapped.
    fn mirrored(&self) -> Self;

    /// Crazyhouse: pieces of `role` in `color`'s pocket.
    #[inline]
    fn pocket_count(&self, _color: Color, _role: Role) -> u8 {
        0
    }
    /// Crazyhouse: a piece of `role` leaves `color`'s pocket (a drop).
    #[inline]
    fn take_from_pocket(&mut self, _color: Color, _role: Role) {}
    /// Crazyhouse: `color` captured a piece of `role` (a promoted piece returns as a pawn).
    #[inline]
    fn add_to_pocket(&mut self, _color: Color, _role: Role, _was_promoted: bool) {}
    /// Crazyhouse: does the piece on `sq` come from a promotion?
    #[inline]
    fn is_promoted(&self, _sq: Square) -> bool {
        false
    }
    /// Crazyhouse: a piece moved from `from` to `to` (`promotion`: it promoted on the way).
    #[inline]
    fn move_piece(&mut self, _from: Square, _to: Square, _promotion: bool) {}
    /// Crazyhouse: whatever stood on `sq` left the board (castling rook and king).
    #[inline]
    fn forget_square(&mut self, _sq: Square) {}
    /// Three-check: `color` gave check.
    #[inline]
    fn count_check(&mut self, _color: Color) {}
}

impl VariantState for () {
    fn from_setup(setup: &Setup) -> Result<(), PositionError> {
        if setup.pockets.is_some() {
            return Err(PositionError::Variant("pockets outside crazyhouse"));
        }
        if setup.remaining_checks.is_some() {
            return Err(PositionError::Variant("check counters outside three-check"));
        }
        Ok(())
    }
    fn to_setup(&self, _setup: &mut Setup) {}
    #[inline]
    fn key(&self) -> u64 {
        0
    }
    fn mirrored(&self) {}
}

/// The rules of a variant. Associated constants switch the shared code paths (make, the
/// standard generator, search and evaluation); hooks replace whole rules where a variant
/// differs. Standard chess overrides nothing.
pub trait Variant:
    Copy + Clone + Default + fmt::Debug + PartialEq + Eq + Hash + Send + Sync + 'static
{
    const KIND: VariantKind;
    type State: VariantState;

    /// The king is royal: it can be in check and must not be left attacked. False for the
    /// antichess family, where the king is an ordinary piece.
    const ROYAL_KING: bool = true;
    /// A capture explodes the capturing piece and every non-pawn around it (atomic).
    const EXPLOSIONS: bool = false;
    /// Captured pieces go to the captor's pocket and may be dropped (crazyhouse).
    const DROPS: bool = false;
    /// Pawns may also promote to a king (antichess family).
    const KING_PROMOTIONS: bool = false;
    /// White plays without a king and its first-rank pawns may advance two squares (horde).
    const HORDE: bool = false;
    /// Giving check is remembered in the state (three-check).
    const COUNTS_CHECKS: bool = false;
    /// The 50- and 75-move rules apply (not in crazyhouse).
    const MOVE_RULES: bool = true;
    /// The game may end by the variant's own rules before any move is generated (an exploded
    /// king, a king on the hill or the eighth rank, a third check, a side without pieces).
    const HAS_VARIANT_END: bool = false;
    /// Standard material exchanges hold: static exchange evaluation and null-move pruning are
    /// sound enough to use (false for antichess and atomic).
    const STANDARD_EXCHANGES: bool = true;

    /// Rules of the position beyond the common ones (which only check piece counts).
    fn validate(pos: &Position<Self>) -> Result<(), PositionError> {
        standard::validate_royal_kings(pos)
    }

    /// Legal moves of the kind asked for, into `sink`. No moves once the game is over by
    /// the variant's rules (python-chess's `generate_legal_moves`).
    #[inline(always)]
    fn generate<S: MoveSink>(pos: &Position<Self>, kind: GenKind, sink: &mut S) {
        pos.generate_royal(kind, sink);
    }

    /// Is `m` (any 16-bit pattern, e.g. from the transposition table) legal here?
    #[inline]
    fn is_legal(pos: &Position<Self>, m: Move) -> bool {
        pos.is_legal_royal(m)
    }

    /// Pieces giving check to the side to move after a move (or at setup).
    #[inline(always)]
    fn checkers(pos: &Position<Self>) -> Bitboard {
        pos.royal_checkers()
    }

    /// The game's end by the variant's own rules: python-chess's `is_variant_loss`,
    /// `is_variant_win`, `is_variant_draw` in that order. `no_legal_moves` tells whether the
    /// side to move has no legal move, for the variants where that decides (antichess).
    #[inline]
    fn variant_outcome(_pos: &Position<Self>, _no_legal_moves: bool) -> Option<Outcome> {
        None
    }

    /// python-chess's `has_insufficient_material(color)` for this variant.
    fn has_insufficient_material(pos: &Position<Self>, color: Color) -> bool {
        pos.standard_insufficient_material(color)
    }
}

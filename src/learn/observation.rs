//! `PzGame`: a game as PettingZoo's `chess_v6` environment sees it, and its observation planes.
//!
//! The environment keeps a stack of board planes that it pushes after every move (never for the
//! position it starts from) and reads the repetition plane, castling, side to move and clocks
//! from its `chess.Board`; `PzGame` keeps the same record next to a ferrum `Position`. The
//! module documentation of `crate::learn` lists every rule and oddity reproduced here.

use super::action::{legal_actions, legal_mask};
use crate::core::{Bitboard, CastlingSide, Color, Move, Role, Square};
use crate::position::{Outcome, Position, Setup};
use crate::variant::{Variant, VariantKind};

/// Castling (4), colour, 50-move clock, all ones.
pub const AUX_PLANES: usize = 7;
/// Twelve piece planes and the repetition plane per remembered board.
pub const BOARD_PLANES: usize = 13;
/// Earlier boards PettingZoo shows besides the latest one (111 = 7 + 13 * (7 + 1)).
pub const DEFAULT_HISTORY: usize = 7;
/// The largest `history` accepted.
pub const MAX_HISTORY: usize = 63;

/// Planes a variant adds after the board history: crazyhouse pockets (our pawn..queen count,
/// their pawn..queen count) and promoted pieces; three-check: we gave at least one, two checks,
/// they gave at least one, two checks.
pub const fn extra_planes(kind: VariantKind) -> usize {
    crate::with_variant!(kind, V => {
        if V::DROPS {
            11
        } else if V::COUNTS_CHECKS {
            4
        } else {
            0
        }
    })
}

/// Channels of an observation with `history` earlier boards.
pub const fn channels(kind: VariantKind, history: usize) -> usize {
    AUX_PLANES + BOARD_PLANES * (history + 1) + extra_planes(kind)
}

/// The board planes PettingZoo stores after a move, from White's side: White's pawn..king,
/// Black's pawn..king (a pawn that just advanced two squares moved to its colour's first rank
/// for White, eighth for Black), repetition.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct BoardPlanes([Bitboard; BOARD_PLANES]);

impl BoardPlanes {
    fn of<V: Variant>(pos: &Position<V>, double_push_to: Option<Square>, repeated: bool) -> Self {
        let mut planes = [Bitboard::EMPTY; BOARD_PLANES];
        for color in [Color::White, Color::Black] {
            for role in Role::ALL {
                planes[color.index() * 6 + role.index()] = pos.pieces(color, role);
            }
        }
        if let Some(to) = double_push_to {
            // python-chess's ep square is behind the pawn: below rank 4 it is White's.
            let (plane, first_rank) = if to.rank().index() == 3 {
                (0, to.file().index() as u32)
            } else {
                (6, 56 + to.file().index() as u32)
            };
            planes[plane] = planes[plane]
                .without(to)
                .with(Square::from_index(first_rank));
        }
        if repeated {
            planes[12] = !Bitboard::EMPTY;
        }
        BoardPlanes(planes)
    }
}

/// A game from a start position, with what PettingZoo's observation needs to remember.
#[derive(Clone, Debug)]
pub struct PzGame<V: Variant> {
    pos: Position<V>,
    /// Repetition keys of every position of the game, the current one last.
    keys: Vec<u64>,
    /// Board planes after each move, oldest first.
    boards: Vec<BoardPlanes>,
    /// The position before each move, oldest first (what `pop` goes back to).
    previous: Vec<Position<V>>,
}

impl<V: Variant> PzGame<V> {
    /// A game starting at `root`, as `env.reset()` starts one: the root's board is not in the
    /// history planes.
    pub fn new(root: Position<V>) -> PzGame<V> {
        PzGame {
            keys: vec![root.repetition_key()],
            boards: Vec::new(),
            previous: Vec::new(),
            pos: root,
        }
    }

    /// A game starting at `root` whose board is shown as if a move had led to it (not what
    /// PettingZoo does; for positions without a move history).
    pub fn with_root_shown(root: Position<V>) -> PzGame<V> {
        let mut game = PzGame::new(root);
        game.boards.push(BoardPlanes::of(&game.pos, None, false));
        game
    }

    pub fn position(&self) -> &Position<V> {
        &self.pos
    }

    /// Moves played since the start.
    pub fn ply(&self) -> usize {
        self.keys.len() - 1
    }

    /// Plays a legal move and records its board as `env.step` does.
    pub fn play(&mut self, m: Move) {
        let from = m.from();
        let to = m.to();
        let double_push = !m.is_drop()
            && self.pos.role_at(from) == Some(Role::Pawn)
            && from.relative(self.pos.turn()).rank().index() == 1
            && to.relative(self.pos.turn()).rank().index() == 3;
        self.previous.push(self.pos.clone());
        self.pos.play_unchecked(m);
        let key = self.pos.repetition_key();
        let repeated = self.keys.contains(&key);
        self.keys.push(key);
        self.boards.push(BoardPlanes::of(
            &self.pos,
            double_push.then_some(to),
            repeated,
        ));
    }

    /// Takes the last move back (python-chess's `pop`): the position, its repetition key and
    /// its board planes. `false` when no move was played.
    pub fn pop(&mut self) -> bool {
        let Some(previous) = self.previous.pop() else {
            return false;
        };
        self.pos = previous;
        self.keys.pop();
        self.boards.pop();
        true
    }

    /// The position the game started from.
    pub fn root(&self) -> &Position<V> {
        self.previous.first().unwrap_or(&self.pos)
    }

    /// The positions before each move, oldest first (the root first when a move was played).
    pub fn previous_positions(&self) -> &[Position<V>] {
        &self.previous
    }

    /// The observation of the side to move, `8 x 8 x channels` bytes of 0 or 1 in row-major
    /// order (NumPy's `(8, 8, C)` layout), with `history` earlier boards.
    pub fn observation(&self, history: usize) -> Vec<u8> {
        self.observation_of(self.pos.turn(), history)
    }

    /// The observation of `observer`, who may be the side not to move (PettingZoo's
    /// `observe(agent)` for the other agent: "ours" and the image's orientation are the
    /// observer's).
    pub fn observation_of(&self, observer: Color, history: usize) -> Vec<u8> {
        let mut out = vec![0; 64 * channels(V::KIND, history)];
        self.observation_into(observer, history, &mut out);
        out
    }

    /// `observation_of` into a zeroed buffer of `64 * channels` values (bytes, or NumPy's
    /// booleans): the set squares become `T::from(true)`.
    pub fn observation_into<T: From<bool>>(&self, observer: Color, history: usize, out: &mut [T]) {
        let planes = self.planes(observer, history);
        debug_assert_eq!(out.len(), 64 * planes.len());
        let white = observer == Color::White;
        let count = planes.len();
        for (channel, plane) in planes.iter().enumerate() {
            for sq in *plane {
                // Row 0 is the eighth rank for White, the first rank for Black.
                let rank = sq.rank().index();
                let row = if white { 7 - rank } else { rank };
                out[(row * 8 + sq.file().index()) * count + channel] = T::from(true);
            }
        }
    }

    /// Every channel as a set of real squares.
    fn planes(&self, us: Color, history: usize) -> Vec<Bitboard> {
        let all = !Bitboard::EMPTY;
        let pos = &self.pos;
        let mut planes = Vec::with_capacity(channels(V::KIND, history));
        let corner = |color: Color, file_h: bool| {
            let sq = if file_h { Square::H1 } else { Square::A1 }.relative(color);
            CastlingSide::ALL
                .iter()
                .any(|&side| pos.castling().rook(color, side) == Some(sq))
        };
        for (color, file_h) in [(us, true), (us, false), (!us, true), (!us, false)] {
            planes.push(if corner(color, file_h) {
                all
            } else {
                Bitboard::EMPTY
            });
        }
        planes.push(if us == Color::Black {
            all
        } else {
            Bitboard::EMPTY
        });
        let clock = pos.halfmoves() / 2;
        planes.push(Square::new(clock).map_or(Bitboard::EMPTY, Bitboard::from_square));
        planes.push(all);
        for back in 0..=history {
            let board = self
                .boards
                .len()
                .checked_sub(back + 1)
                .map(|i| &self.boards[i].0);
            match board {
                Some(b) if us == Color::White => planes.extend_from_slice(b),
                Some(b) => {
                    planes.extend_from_slice(&b[6..12]);
                    planes.extend_from_slice(&b[0..6]);
                    planes.push(b[12]);
                }
                None => planes.extend([Bitboard::EMPTY; BOARD_PLANES]),
            }
        }
        self.push_variant_planes(us, &mut planes);
        planes
    }

    fn push_variant_planes(&self, us: Color, planes: &mut Vec<Bitboard>) {
        let all = !Bitboard::EMPTY;
        // The same planes `extra_planes` counts: pockets, then check counters.
        if V::DROPS {
            let setup = Setup::from_position(&self.pos);
            let counts = setup.pockets.unwrap_or_default();
            for color in [us, !us] {
                for &n in &counts[color.index()] {
                    // The first n squares from the side to move's a1 along its ranks.
                    let mut plane = Bitboard::EMPTY;
                    for i in 0..u32::from(n).min(64) {
                        plane = plane.with(Square::from_index(i).relative(us));
                    }
                    planes.push(plane);
                }
            }
            planes.push(setup.promoted);
        } else if V::COUNTS_CHECKS {
            let setup = Setup::from_position(&self.pos);
            let left = setup.remaining_checks.unwrap_or([3, 3]);
            for color in [us, !us] {
                let given = 3u8.saturating_sub(left[color.index()]);
                for at_least in [1, 2] {
                    planes.push(if given >= at_least {
                        all
                    } else {
                        Bitboard::EMPTY
                    });
                }
            }
        }
    }

    /// The legal moves with their action indices.
    pub fn legal_actions(&self) -> Vec<(usize, Move)> {
        legal_actions(&self.pos)
    }

    /// The legal-action mask of the side to move.
    pub fn legal_mask(&self) -> Vec<u8> {
        legal_mask(&self.pos)
    }

    /// How often the position occurs in the game so far (itself included).
    fn occurrences(&self, key: u64) -> usize {
        self.keys.iter().filter(|&&k| k == key).count()
    }

    /// How often the current position occurred in the game, itself included (python-chess's
    /// `is_repetition(n)` is `repetitions() >= n`).
    pub fn repetitions(&self) -> usize {
        self.occurrences(*self.keys.last().unwrap_or(&0))
    }

    /// The game's end as python-chess's `outcome(claim_draw)` names it: with `claim_draw`,
    /// `outcome` (PettingZoo's end); without, the variant's end, checkmate, insufficient
    /// material, stalemate, the 75-move rule and fivefold repetition only.
    pub fn outcome_claiming(&self, claim_draw: bool) -> Option<Outcome> {
        if claim_draw {
            return self.outcome();
        }
        self.pos.outcome().or_else(|| {
            (self.repetitions() >= 5).then_some(Outcome {
                winner: None,
                termination: crate::position::Termination::FivefoldRepetition,
            })
        })
    }

    /// The game's end as `env.step` decides it after a move: no legal move, insufficient
    /// material, or a draw python-chess's `can_claim_draw()` allows: the 50-move rule (also
    /// when a move that keeps the clock running reaches it) and threefold repetition (also
    /// when a move reaches a third occurrence). The termination is the one python-chess's
    /// `outcome(claim_draw=True)` names (its order: checkmate, insufficient material,
    /// stalemate, 75 moves, fivefold, 50 moves, threefold). Variants add their own ends first.
    pub fn outcome(&self) -> Option<Outcome> {
        use crate::position::Termination;
        let draw = |termination| {
            Some(Outcome {
                winner: None,
                termination,
            })
        };
        if let Some(o) = self.pos.outcome() {
            return Some(o);
        }
        if self.repetitions() >= 5 {
            return draw(Termination::FivefoldRepetition);
        }
        if self.can_claim_fifty_moves() {
            return draw(Termination::FiftyMoves);
        }
        if self.can_claim_threefold_repetition() {
            return draw(Termination::ThreefoldRepetition);
        }
        None
    }

    /// python-chess's `can_claim_fifty_moves`: 100 half-moves without a capture or pawn move
    /// (and a legal move left), or a move that keeps the clock running reaches them.
    pub fn can_claim_fifty_moves(&self) -> bool {
        if !V::MOVE_RULES {
            return false;
        }
        let has_moves = |pos: &Position<V>| !pos.legal_moves().is_empty();
        if self.pos.halfmoves() >= 100 && has_moves(&self.pos) {
            return true;
        }
        self.pos.halfmoves() >= 99
            && self.pos.legal_moves().iter().any(|m| {
                let mut child = self.pos.clone();
                child.play_unchecked(*m);
                child.halfmoves() >= 100 && has_moves(&child)
            })
    }

    /// python-chess's `can_claim_threefold_repetition`: the position occurred three times, or
    /// a legal move reaches a third occurrence.
    pub fn can_claim_threefold_repetition(&self) -> bool {
        self.repetitions() >= 3
            || self.pos.legal_moves().iter().any(|m| {
                let mut child = self.pos.clone();
                child.play_unchecked(*m);
                self.occurrences(child.repetition_key()) >= 2
            })
    }

    /// python-chess's `can_claim_draw`.
    pub fn can_claim_draw(&self) -> bool {
        self.can_claim_fifty_moves() || self.can_claim_threefold_repetition()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::Termination;
    use crate::variant::{Crazyhouse, Standard};

    fn game(moves: &[&str]) -> PzGame<Standard> {
        let mut g = PzGame::new(Position::startpos());
        for m in moves {
            let mv = g.position().parse_uci(m).unwrap();
            g.play(mv);
        }
        g
    }

    /// The observation value at (row, column, channel).
    fn at(obs: &[u8], row: usize, col: usize, channel: usize) -> u8 {
        obs[(row * 8 + col) * 111 + channel]
    }

    fn plane_count(obs: &[u8], channel: usize) -> usize {
        (0..64).filter(|&i| obs[i * 111 + channel] == 1).count()
    }

    #[test]
    fn the_start_shows_no_board() {
        let obs = game(&[]).observation(DEFAULT_HISTORY);
        assert_eq!(obs.len(), 8 * 8 * 111);
        for channel in [0, 1, 2, 3, 6] {
            assert_eq!(plane_count(&obs, channel), 64, "channel {channel}");
        }
        assert_eq!(plane_count(&obs, 4), 0);
        // Clock 0: square a1, the bottom-left for White.
        assert_eq!(plane_count(&obs, 5), 1);
        assert_eq!(at(&obs, 7, 0, 5), 1);
        assert!((7..111).all(|c| plane_count(&obs, c) == 0));
    }

    #[test]
    fn a_double_step_shows_the_pawn_on_its_first_rank() {
        let obs = game(&["e2e4"]).observation(DEFAULT_HISTORY);
        assert_eq!(plane_count(&obs, 4), 64, "Black to move");
        // Black's view: row 0 is rank 1. Their pawns (channel 13): e1 instead of e4.
        assert_eq!(at(&obs, 0, 4, 13), 1);
        assert_eq!(at(&obs, 3, 4, 13), 0);
        assert_eq!(plane_count(&obs, 13), 8);
        // Our pawns (channel 7) on rank 7, row 6.
        assert_eq!((0..8).map(|c| at(&obs, 6, c, 7)).sum::<u8>(), 8);
        // After the reply the pawn stands on e4 in the newest board, e1 in the one before.
        let obs = game(&["e2e4", "g8f6"]).observation(DEFAULT_HISTORY);
        assert_eq!(at(&obs, 4, 4, 7), 1, "e4 from White's view");
        assert_eq!(at(&obs, 7, 4, 7 + 13), 1, "e1 in the previous board");
    }

    #[test]
    fn repetitions_and_claimable_draws() {
        let shuffle = ["g1f3", "g8f6", "f3g1", "f6g8"];
        let g = game(&shuffle);
        let obs = g.observation(DEFAULT_HISTORY);
        assert_eq!(plane_count(&obs, 19), 64, "the start position again");
        assert_eq!(plane_count(&obs, 19 + 13), 0);
        assert_eq!(g.outcome(), None);
        let seven: Vec<&str> = shuffle.iter().cycle().take(7).copied().collect();
        assert_eq!(
            game(&seven[..6]).outcome(),
            None,
            "no move reaches a third time"
        );
        // f6g8 would bring the start position a third time: claimable now.
        assert_eq!(
            game(&seven).outcome().map(|o| o.termination),
            Some(Termination::ThreefoldRepetition)
        );
    }

    #[test]
    fn fifty_moves_count_one_move_ahead() {
        let p = |clock| {
            let fen = format!("4k3/8/8/8/8/8/8/R3K3 w - - {clock} 80");
            PzGame::new(Position::from_fen(&fen, crate::position::CastlingMode::Standard).unwrap())
        };
        assert_eq!(p(98).outcome(), None);
        assert_eq!(
            p(99).outcome().map(|o| o.termination),
            Some(Termination::FiftyMoves)
        );
        // The clock plane: square 49 (b7), row 1 for White.
        assert_eq!(at(&p(99).observation(DEFAULT_HISTORY), 1, 1, 5), 1);
        assert_eq!(plane_count(&p(130).observation(DEFAULT_HISTORY), 5), 0);
    }

    #[test]
    fn variant_planes_follow_the_history() {
        let fen = "rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/R1BQKB1R[NNn] b KQkq - 0 1";
        let pos = Position::<Crazyhouse>::from_fen_variant(fen, Default::default()).unwrap();
        let g = PzGame::new(pos);
        assert_eq!(channels(VariantKind::Crazyhouse, DEFAULT_HISTORY), 122);
        let obs = g.observation(DEFAULT_HISTORY);
        let count = |channel: usize| (0..64).filter(|&i| obs[i * 122 + channel] == 1).count();
        // Ours (Black): one knight; theirs: two knights.
        assert_eq!([count(112), count(111)], [1, 0]);
        assert_eq!(count(117), 2);
        // Black's own a1 (real a8) is the bottom-left of Black's image.
        assert_eq!(obs[(7 * 8) * 122 + 112], 1);
    }
}

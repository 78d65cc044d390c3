//! Encodings for learning agents: the observation planes and action indices of PettingZoo's
//! `chess_v6` environment (PyPI `pettingzoo` 1.27, `pettingzoo/classic/chess/chess.py` and
//! `chess_utils.py`), bit for bit, and a NumPy `.npz` writer for training data.
//!
//! Observation (`PzGame::observation`, `8 x 8 x 111` with the default 7 earlier boards), from
//! the side to move's view (`observation_of` gives the other side's, as `observe()` of the agent
//! not to move; "ours", "theirs" and the orientation below are then the observer's). Row 0 of
//! the 8 x 8 image is the eighth rank when White is to move and the first rank when Black is
//! (the image is flipped vertically), column 0 the a-file.
//! Where PettingZoo's code and its documentation differ, the code is followed:
//!
//! - Channels 0-3, castling: our right with the rook on the h-file corner, ours on the a-file
//!   corner, theirs on the h-file corner, theirs on the a-file corner (the documentation says
//!   queen side first and White before Black; the code tests `castling_rights & BB_H1`, ... on a
//!   board mirrored for Black). A right whose rook is not in the corner (Chess960) sets nothing.
//! - Channel 4: all ones when the observer (the side to move) is Black.
//! - Channel 5, the 50-move plane: one square only, number `halfmove_clock // 2` counted a1 = 0,
//!   b1 = 1, ... on the real board (so it sits on the other side of the image for Black); empty
//!   from a clock of 128 (PettingZoo raises an `IndexError` there; games never get that far).
//! - Channel 6: all ones.
//! - Channels 7-110: 8 boards of 13 planes, the latest first: our pawn, knight, bishop, rook,
//!   queen, king, their six, then a repetition plane. "Ours" is the observer's, also in older
//!   boards. The documentation counts 20 + 91 channels (and the channel list adds up
//!   differently); the code builds 7 + 8 x 13 = 111.
//! - The boards are a stack the environment pushes after every move: the position the game
//!   started from is never shown (the observation at the start has empty board planes), and
//!   boards older than the game are all zeros. `env.reset()` empties it.
//! - The repetition plane of a board is all ones when that position occurred earlier in the
//!   game (python-chess's `is_repetition(2)` when it was pushed), judged as python-chess does:
//!   same pieces, side to move, castling rights and en-passant square only if the capture is
//!   legal.
//! - En passant: after a two-square pawn move the pawn is shown on its colour's first rank
//!   (White's on rank 1, Black's on rank 8, same file) instead of where it stands, whether or not
//!   a capture is possible (python-chess sets the en-passant square after every double step).
//!   The documentation says "on the 8th row"; seen from the side to move it is the far edge.
//!
//! Actions (`action`): 8 x 8 x 73 = 4672, AlphaZero's layout, mirrored for Black; castling is the
//! king's two-square move (e1g1 is a queen-like move east by two). The legal-action mask has
//! one byte per action.
//!
//! Game end (`PzGame::outcome`): as `env.step`: no legal move, insufficient material, or a draw
//! that can be claimed (50-move rule, threefold repetition, both also one move ahead).
//!
//! Variants (not in PettingZoo) keep the same planes and add their own at the end
//! (`extra_planes`), and moves PettingZoo cannot number get actions after 4672 (`action`).
//!
//! `AnyGame` is a `PzGame` of the variant chosen at run time (the Python module's boards and
//! environments). `selfplay` holds the self-play loop of `ferrum datagen` (random opening, fixed-node
//! searches, adjudication, result) for both its formats, and labels the positions of the games
//! (best move, MultiPV policy, value, result); `npz` writes NumPy archives, for
//! `ferrum datagen --format pettingzoo`.

pub mod action;
pub mod any_game;
pub mod genfens;
pub mod npz;
pub mod observation;
pub mod selfplay;

pub use action::{
    action_count, action_to_move, legal_actions, legal_mask, legal_mask_into, move_to_action,
    ACTIONS, EXTENDED_ACTIONS,
};
pub use any_game::AnyGame;
pub use observation::{channels, extra_planes, PzGame, DEFAULT_HISTORY, MAX_HISTORY};

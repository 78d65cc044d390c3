//! ferrum's AlphaZero/PettingZoo encoding against PettingZoo's own `chess_v6` environment
//! (`pettingzoo[classic]` 1.27.0 and NumPy, installed by `.ci/run`): 200 games, every step's
//! observation, legal-action mask and game end compared (tests/python/pettingzoo_check.py).

mod common;

#[test]
fn observations_masks_and_game_ends_equal_the_env_over_200_games() {
    common::python_check::run("pettingzoo_check.py", "games");
}

/// `ferrum datagen --format pettingzoo` files read by `numpy.load`: shapes, dtypes, legal best
/// actions, policies over legal actions summing to 1 (tests/python/pettingzoo_npz.py).
fn npz(check: &str) {
    common::python_check::run("pettingzoo_npz.py", check);
}

#[test]
fn datagen_npz_loads_in_numpy_with_documented_arrays() {
    npz("chess");
}

#[test]
fn datagen_npz_of_crazyhouse_has_pocket_planes_and_drop_actions() {
    npz("crazyhouse");
}

#[test]
fn datagen_npz_game_replays_identically_in_pettingzoo() {
    npz("replay");
}

/// The README's example: ferrum, through python-chess's UCI client and `ferrum encode`, plays
/// Black inside PettingZoo's env against a random mover and wins every game.
#[test]
fn ferrum_plays_inside_pettingzoo_as_an_opponent() {
    common::python_check::run("pettingzoo_opponent.py", "check");
}

//! ferrum's AlphaZero/PettingZoo encoding against PettingZoo's own `chess_v6` environment
//! (`pettingzoo[classic]` 1.27.0 and NumPy, installed by `.ci/run`): 200 games, every step's
//! observation, legal-action mask and game end compared (tests/python/pettingzoo_check.py).

mod common;

#[test]
fn observations_masks_and_game_ends_equal_the_env_over_200_games() {
    common::python_check::run("pettingzoo_check.py", "games");
}

"""ferrum.pettingzoo against PettingZoo's own chess_v6: the API test, and 200 games stepped in
both environments side by side (120 between random movers, 80 of ferrum against a random
mover) with every observation (both agents'), action mask, reward, cumulative reward,
termination, truncation and info equal at every step."""

import random

import numpy as np
import pytest
from pettingzoo.classic import chess_v6
from pettingzoo.test import api_test

import ferrum
import ferrum.pettingzoo as fpz

RANDOM_GAMES = 120
ENGINE_GAMES = 80


def test_api_test_passes():
    api_test(fpz.env(), num_cycles=1000)


@pytest.mark.parametrize("variant", ferrum.VARIANTS[1:] + ["chess960"])
def test_api_test_passes_for_variants(variant):
    api_test(fpz.env(variant=variant), num_cycles=300)


def same_observation(a, b, where):
    assert a["observation"].dtype == b["observation"].dtype == bool, where
    assert a["action_mask"].dtype == b["action_mask"].dtype == np.int8, where
    assert a["observation"].shape == b["observation"].shape == (8, 8, 111), where
    assert np.array_equal(a["observation"], b["observation"]), where
    assert np.array_equal(a["action_mask"], b["action_mask"]), where


def play_side_by_side(game, rng, opponents=None):
    ours, theirs = fpz.env(), chess_v6.env()
    ours.reset(seed=game)
    theirs.reset(seed=game)
    steps = 0
    for agent in theirs.agent_iter():
        where = f"game {game} step {steps} ({theirs.unwrapped.board.fen()})"
        assert ours.agent_selection == agent, where
        o_obs, o_rew, o_term, o_trunc, o_info = ours.last()
        t_obs, t_rew, t_term, t_trunc, t_info = theirs.last()
        same_observation(o_obs, t_obs, where)
        assert (o_rew, o_term, o_trunc, o_info) == (t_rew, t_term, t_trunc, t_info), where
        for name in theirs.agents:
            same_observation(ours.observe(name), theirs.observe(name), where)
        assert ours.rewards == theirs.rewards, where
        assert ours.unwrapped._cumulative_rewards == theirs.unwrapped._cumulative_rewards
        assert ours.terminations == theirs.terminations, where
        assert ours.truncations == theirs.truncations, where
        assert ours.infos == theirs.infos, where
        assert ours.unwrapped.board.fen() == theirs.unwrapped.board.fen(), where
        if t_term or t_trunc:
            action = None
        elif opponents is not None and agent == "player_1":
            # Two opponents that see the same positions in the same order choose alike: one
            # reads chess_v6's python-chess board, the other ferrum's.
            action = opponents[0](theirs)
            assert action == opponents[1](ours), where
        else:
            action = rng.choice(np.flatnonzero(t_obs["action_mask"]).tolist())
        ours.step(action)
        theirs.step(action)
        steps += 1
    assert ours.agents == theirs.agents == []
    board = theirs.unwrapped.board
    return board.outcome(claim_draw=True), steps


def test_200_games_equal_chess_v6_step_by_step():
    rng = random.Random(70)
    opponents = (fpz.EngineOpponent(nodes=300), fpz.EngineOpponent(nodes=300))
    ends, steps = {}, 0
    for game in range(RANDOM_GAMES + ENGINE_GAMES):
        engine = opponents if game >= RANDOM_GAMES else None
        outcome, n = play_side_by_side(game, rng, engine)
        kind = "engine" if engine else "random"
        key = (kind, outcome.termination.name if outcome else None)
        ends[key] = ends.get(key, 0) + 1
        steps += n
    print(f"{RANDOM_GAMES + ENGINE_GAMES} games, {steps} steps equal: {ends}")
    # Every game ends by the rules; the random games reach every end chess_v6 knows.
    for must in ["CHECKMATE", "INSUFFICIENT_MATERIAL", "THREEFOLD_REPETITION", "FIFTY_MOVES"]:
        assert ends.get(("random", must), 0) > 0, (must, ends)
    # ferrum wins as Black against the random mover.
    assert ends.get(("engine", "CHECKMATE"), 0) >= ENGINE_GAMES * 3 // 4, ends


def test_render_ansi_and_rgb_array_equal_chess_v6():
    for mode in ["ansi", "rgb_array"]:
        ours, theirs = fpz.env(render_mode=mode), chess_v6.env(render_mode=mode)
        ours.reset()
        theirs.reset()
        for action in [77, 2421, 3563]:  # a2a3-style actions: legal in turn here
            mask = theirs.observe(theirs.agent_selection)["action_mask"]
            if not mask[action]:
                action = int(np.flatnonzero(mask)[0])
            ours.step(action)
            theirs.step(action)
        a, b = ours.render(), theirs.render()
        if mode == "ansi":
            assert a == b
        else:
            assert a.shape == b.shape and np.array_equal(a, b)
        ours.close()
        theirs.close()


def test_an_action_outside_the_mask_ends_the_game_as_in_chess_v6():
    ours, theirs = fpz.env(), chess_v6.env()
    for e in (ours, theirs):
        e.reset()
        e.step(0)  # a1 queen-move south: never legal
    assert ours.terminations == theirs.terminations == {"player_0": True, "player_1": True}
    assert ours.rewards == theirs.rewards
    assert ours.unwrapped._cumulative_rewards == theirs.unwrapped._cumulative_rewards


def test_raw_env_raises_on_bad_actions():
    e = fpz.raw_env()
    e.reset()
    with pytest.raises(ferrum.IllegalActionError, match="action 0 is not legal"):
        e.step(0)
    with pytest.raises(ferrum.IllegalActionError, match="outside the action mask"):
        e.step(99_999)
    with pytest.raises(ferrum.IllegalActionError):
        e.step(-1)
    with pytest.raises(TypeError, match="an action is an integer"):
        e.step("e2e4")
    with pytest.raises(TypeError):
        e.step(3.5)
    # Nothing was played: the game goes on from the start.
    assert e.board.ply() == 0
    e.step(np.int64(2421))  # numpy integers are actions too
    assert e.board.move_stack == ["e2e4"]


def test_variants_keep_the_encoding_and_add_their_planes():
    shapes = {}
    for variant in ferrum.VARIANTS + ["chess960"]:
        e = fpz.env(variant=variant)
        e.reset(seed=3)
        obs = e.last()[0]
        shapes[variant] = (obs["observation"].shape[2], obs["action_mask"].shape[0])
        # A few random plies, every one legal by the mask.
        rng = random.Random(1)
        for agent in e.agent_iter(max_iter=40):
            obs, _, term, trunc, _ = e.last()
            action = None if term or trunc else rng.choice(np.flatnonzero(obs["action_mask"]))
            e.step(action)
    assert shapes["chess"] == shapes["chess960"] == (111, 4672)
    assert shapes["crazyhouse"] == (122, 5016)
    assert shapes["3check"] == (115, 4672)
    assert shapes["antichess"] == (111, 5016)


def test_reset_from_a_fen_and_truncation():
    e = fpz.env(max_plies=4)
    e.reset(options={"fen": "4k3/8/8/8/8/8/8/R3K3 b Q - 0 1"})
    assert e.agent_selection == "player_1"
    rng = random.Random(2)
    for agent in e.agent_iter():
        obs, _, term, trunc, _ = e.last()
        e.step(None if term or trunc else rng.choice(np.flatnonzero(obs["action_mask"])))
    assert e.unwrapped.board.ply() == 4

"""ferrum.pettingzoo.BatchEnv (many games into preallocated arrays) and ferrum.datagen
(self-play data as arrays)."""

import os
import subprocess
import tempfile

import numpy as np
import pytest

import ferrum
from ferrum.pettingzoo import BatchEnv


def test_batch_steps_equal_boards_stepped_one_by_one():
    env = BatchEnv(8, seed=5)
    obs, masks = env.reset(seed=5)
    boards = [ferrum.Board() for _ in range(8)]
    arrays = (env.observations, env.action_masks)
    ended = 0
    for _ in range(300):
        actions = env.random_actions()
        assert all(masks[i, a] == 1 for i, a in enumerate(actions))
        obs, masks, rewards, terms, truncs = env.step(actions)
        assert obs is arrays[0] or np.shares_memory(obs, arrays[0])
        for i, board in enumerate(boards):
            result = board.pettingzoo_step(int(actions[i]))
            if result is not None:
                mover = 1 if board.turn is False else -1  # the side that just moved
                assert terms[i] and rewards[i] == result * mover
                boards[i] = ferrum.Board()
                ended += 1
            else:
                assert not terms[i] and rewards[i] == 0
            assert env.fens()[i] == boards[i].fen()
            assert np.array_equal(obs[i], boards[i].observation())
            assert np.array_equal(masks[i], boards[i].action_mask())
            assert env.to_move[i] == (0 if boards[i].turn else 1)
    assert not truncs.any()
    assert ended > 0


def test_batch_truncation_variants_and_chess960():
    env = BatchEnv(4, variant="crazyhouse", max_plies=6)
    assert env.observations.shape == (4, 8, 8, 122) and env.action_masks.shape == (4, 5016)
    for ply in range(6):
        _, _, _, terms, truncs = env.step(env.random_actions())
    assert truncs.all() and not terms.any()
    assert all(env.board(i).ply() == 0 for i in range(4))
    starts = {BatchEnv(1, variant="chess960", seed=s).fens()[0] for s in range(6)}
    assert len(starts) > 1


def test_batch_bad_actions():
    env = BatchEnv(3)
    before = env.fens()
    with pytest.raises(ferrum.IllegalActionError, match="game 1: action 0 is not legal"):
        env.step(np.array([2421, 0, 2421]))
    assert env.fens() == before, "no game was stepped"
    with pytest.raises(TypeError, match="integer array"):
        env.step(np.array([2421.0, 2421.0, 2421.0]))
    with pytest.raises(TypeError, match="integer array"):
        env.step(np.zeros((3, 1), dtype=np.int64))
    with pytest.raises(ValueError, match=r"shape \(3,\)"):
        env.step(np.array([2421, 2421]))
    with pytest.raises(TypeError):
        env.step("e2e4")
    env.step(np.array([2421, 2421, 2421], dtype=np.int32))
    env.step([77, 77, 77])
    assert env.board(0).move_stack == ["e2e4", "a7a6"]
    with pytest.raises(IndexError):
        env.board(3)
    with pytest.raises(ValueError, match="num_envs must be 1 to 65536, not 0"):
        BatchEnv(0)
    # Not an array NumPy could not allocate (PyO3 would panic): a ValueError.
    with pytest.raises(ValueError, match="not 9223372036854775808"):
        BatchEnv(np.uint64(2**63))


def test_datagen_arrays_equal_the_cli_npz():
    data = ferrum.datagen(2, nodes=300, seed=9, random_plies=4)
    n = len(data["fens"])
    assert n > 0
    assert data["observations"].shape == (n, 8, 8, 111) and data["observations"].dtype == bool
    assert data["action_masks"].shape == (n, 4672) and data["action_masks"].dtype == np.int8
    assert np.allclose(data["policies"].sum(axis=1), 1.0, atol=1e-5)
    for i in range(n):
        board = ferrum.Board(data["fens"][i])
        assert np.array_equal(data["action_masks"][i], board.action_mask())
        assert data["action_masks"][i, data["best_actions"][i]] == 1
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    exe = os.environ.get("FERRUM_EXE", os.path.join(root, "target", "release", "ferrum"))
    assert os.path.exists(exe), f"{exe}: build it (cargo build --release) or set FERRUM_EXE"
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "d.npz")
        subprocess.run(
            [exe, "datagen", "--format", "pettingzoo", "--games", "2", "--nodes", "300",
             "--seed", "9", "--random-plies", "4", "--out", out],
            check=True, capture_output=True,
        )
        with np.load(out) as npz:
            for key in ["observations", "action_masks", "policies", "best_actions", "values",
                        "scores", "results", "games", "plies"]:
                assert np.array_equal(npz[key], data[key]), key
            assert npz["fens"].tolist() == data["fens"]


def test_datagen_bad_arguments():
    with pytest.raises(ValueError, match="unknown variant"):
        ferrum.datagen(1, variant="nope")
    with pytest.raises(ValueError, match="temperature"):
        ferrum.datagen(1, temperature=0)
    with pytest.raises(ValueError, match="history"):
        ferrum.datagen(1, history=99)

"""Checks `ferrum datagen --format pettingzoo` files with NumPy alone: shapes and dtypes as the
README documents them, every best action legal under its mask, policies summing to 1 over legal
actions only, values and results in range; and (check `replay`) that a game's observations and
masks are those of PettingZoo's chess_v6 env replaying the same moves.

Usage: pettingzoo_npz.py FERRUM chess|crazyhouse|3check|antichess|replay
"""

import os
import subprocess
import sys
import tempfile

import numpy as np


def fail(msg):
    print("FAIL:", msg)
    sys.exit(1)


def datagen(exe, out, *extra, nodes=600):
    cmd = [exe, "datagen", "--format", "pettingzoo", "--out", out, "--nodes", str(nodes), *extra]
    run = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    if run.returncode != 0:
        fail(f"{cmd} failed: {run.stderr}")
    return np.load(out)


def check_file(data, channels, actions):
    n = len(data["best_actions"])
    if n < 50:
        fail(f"only {n} positions")
    expected = {
        "observations": (np.bool_, (n, 8, 8, channels)),
        "action_masks": (np.int8, (n, actions)),
        "best_actions": (np.int32, (n,)),
        "policies": (np.float32, (n, actions)),
        "values": (np.float32, (n,)),
        "scores": (np.int32, (n,)),
        "results": (np.int8, (n,)),
        "games": (np.int32, (n,)),
        "plies": (np.int32, (n,)),
    }
    for name, (dtype, shape) in expected.items():
        a = data[name]
        if a.dtype != dtype or a.shape != shape:
            fail(f"{name}: {a.dtype} {a.shape}, expected {np.dtype(dtype)} {shape}")
    if data["fens"].shape != (n,) or data["fens"].dtype.kind != "U":
        fail(f"fens: {data['fens'].dtype} {data['fens'].shape}")
    masks, policies, best = data["action_masks"], data["policies"], data["best_actions"]
    if not np.all(masks[np.arange(n), best] == 1):
        fail("a best action is not legal under its mask")
    if not np.allclose(policies.sum(axis=1), 1.0, atol=1e-5):
        fail(f"policy sums {policies.sum(axis=1)[:10]}")
    if np.any(policies[masks == 0] != 0) or np.any(policies < 0):
        fail("policy mass on an illegal action, or negative")
    if not set(np.unique(data["results"])) <= {-1, 0, 1}:
        fail(f"results {np.unique(data['results'])}")
    if np.any(np.abs(data["values"]) > 1):
        fail("value outside [-1, 1]")
    # Side to move's view: within a game, the result flips sign from ply to ply.
    games, plies, results = data["games"], data["plies"], data["results"]
    for i in range(1, n):
        if games[i] == games[i - 1] and results[i] != results[i - 1] * (-1) ** (plies[i] - plies[i - 1]):
            fail(f"results not from the side to move's view at record {i}")
    print(f"{n} positions, {len(np.unique(games))} games: shapes, masks, policies ok")


def check_replay(exe, out):
    from pettingzoo.classic import chess_v6

    # One game from the start, long enough to replay many plies (at 600 nodes the weights of
    # de1d789 repeat the position by ply 22; at 1,000 the game runs 128 plies).
    data = datagen(exe, out, "--games", "1", "--random-plies", "0", nodes=1000)
    check_file(data, 111, 4672)
    env = chess_v6.env()
    env.reset(seed=0)
    for i, action in enumerate(data["best_actions"]):
        if data["plies"][i] != i:
            fail(f"record {i} is ply {data['plies'][i]}")
        seen = env.observe(env.agent_selection)
        if not np.array_equal(seen["observation"], data["observations"][i]):
            fail(f"observation of ply {i} differs from the env's")
        if not np.array_equal(seen["action_mask"], data["action_masks"][i]):
            fail(f"mask of ply {i} differs from the env's")
        if env.unwrapped.board.fen() != data["fens"][i]:
            fail(f"position of ply {i}: env {env.unwrapped.board.fen()}, file {data['fens'][i]}")
        env.step(int(action))
    print(f"{len(data['best_actions'])} plies replayed in PettingZoo: observations and masks equal")


if __name__ == "__main__":
    exe, check = sys.argv[1], sys.argv[2]
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "data.npz")
        if check == "chess":
            check_file(datagen(exe, out, "--games", "6", "--threads", "2"), 111, 4672)
        elif check == "crazyhouse":
            data = datagen(exe, out, "--games", "3", "--variant", "crazyhouse", "--history", "3")
            check_file(data, 7 + 13 * 4 + 11, 5016)
        elif check == "3check":
            check_file(datagen(exe, out, "--games", "5", "--variant", "3check"), 115, 4672)
        elif check == "antichess":
            check_file(datagen(exe, out, "--games", "2", "--variant", "antichess"), 111, 5016)
        elif check == "replay":
            check_replay(exe, out)
        else:
            fail(f"unknown check {check}")
    print("ok")

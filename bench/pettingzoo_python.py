#!/usr/bin/env python3
"""Speed of `import ferrum` beside PettingZoo's and python-chess's own code, in one run:

1. a random game loop through the AEC API (`agent_iter`, `last`, a random legal action from
   the mask, `step`) in PettingZoo's `chess_v6.env()` and in `ferrum.pettingzoo.env()`: the
   same loop, the same wrappers, steps per second;
2. `ferrum.pettingzoo.BatchEnv` with 64 games (`random_actions`, `step`): game steps per
   second (64 per call);
3. perft from the start position: `ferrum.Board.perft` against python-chess (the usual
   recursive legal-move loop over `push`/`pop`), nodes per second.

Usage: bench/pettingzoo_python.py [--seconds S]  (the module installed: `pip install .`)
"""

import argparse
import os
import time

import chess
import numpy as np
from pettingzoo.classic import chess_v6

import ferrum
from ferrum.pettingzoo import BatchEnv
from ferrum.pettingzoo import env as ferrum_env


def aec_steps_per_second(make_env, seconds, seed=1):
    env = make_env()
    rng = np.random.default_rng(seed)
    steps, games = 0, 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        env.reset(seed=seed + games)
        for _ in env.agent_iter():
            obs, _, term, trunc, _ = env.last()
            if term or trunc:
                action = None
            else:
                action = rng.choice(np.flatnonzero(obs["action_mask"]))
            env.step(action)
            steps += 1
        games += 1
    elapsed = time.perf_counter() - start
    return steps / elapsed, steps, games, elapsed


def batch_steps_per_second(seconds, n=64):
    env = BatchEnv(n, seed=1)
    env.reset(seed=1)
    calls = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        env.step(env.random_actions())
        calls += 1
    elapsed = time.perf_counter() - start
    return calls * n / elapsed, calls * n, elapsed


def python_chess_perft(board, depth):
    if depth == 0:
        return 1
    nodes = 0
    for move in list(board.legal_moves):
        board.push(move)
        nodes += python_chess_perft(board, depth - 1)
        board.pop()
    return nodes


def timed(f):
    start = time.perf_counter()
    value = f()
    return value, time.perf_counter() - start


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=20.0, help="per AEC/batch measurement")
    args = parser.parse_args()
    print(f"load before: {os.getloadavg()}")
    pz, pz_steps, pz_games, pz_time = aec_steps_per_second(chess_v6.env, args.seconds)
    print(f"chess_v6 AEC loop:         {pz:10,.0f} steps/s ({pz_steps} steps, {pz_games} games, {pz_time:.1f} s)")
    fe, fe_steps, fe_games, fe_time = aec_steps_per_second(ferrum_env, args.seconds)
    print(f"ferrum.pettingzoo AEC:     {fe:10,.0f} steps/s ({fe_steps} steps, {fe_games} games, {fe_time:.1f} s)  x{fe / pz:.1f}")
    batch, batch_steps, batch_time = batch_steps_per_second(args.seconds)
    print(f"ferrum BatchEnv(64):       {batch:10,.0f} steps/s ({batch_steps} game steps, {batch_time:.1f} s)  x{batch / pz:.1f}")
    (theirs, t_time) = timed(lambda: python_chess_perft(chess.Board(), 4))
    (ours, o_time) = timed(lambda: ferrum.Board().perft(5))
    print(f"python-chess perft 4:      {theirs:,} nodes in {t_time:.2f} s, {theirs / t_time:12,.0f} nodes/s")
    print(f"ferrum.Board perft 5:      {ours:,} nodes in {o_time:.2f} s, {ours / o_time:12,.0f} nodes/s  x{(ours / o_time) / (theirs / t_time):.0f}")
    print(f"load after: {os.getloadavg()}")


if __name__ == "__main__":
    main()

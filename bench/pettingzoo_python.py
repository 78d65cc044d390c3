#!/usr/bin/env python3
"""Speed of `import ferrum` beside PettingZoo's and python-chess's own code, in one run:

1. a random game loop through the AEC API (`agent_iter`, `last`, a random legal action from
   the mask, `step`) in PettingZoo's `chess_v6.env()` and in `ferrum.pettingzoo.env()`: the
   same loop, the same wrappers, steps per second;
2. `ferrum.pettingzoo.BatchEnv` with 64 games (`random_actions`, `step`): game steps per
   second (64 per call);
3. perft from the start position: `ferrum.Board.perft` against python-chess (the usual
   recursive legal-move loop over `push`/`pop`), nodes per second;
4. the same AEC loop in every other variant of `ferrum.pettingzoo` (no PettingZoo env to
   compare with);
5. the GIL: how far a Python thread counts in one second alone, and in one second of
   `Engine.search(movetime=1000)` in the main thread.

Measurements 1-3 are taken `--runs` times, interleaved (chess_v6, ferrum, batch, perfts; then
again), and the median is reported with the range, so a change of machine load hits both sides.

Usage: bench/pettingzoo_python.py [--seconds S] [--runs R]  (the module installed: `pip install .`)
"""

import argparse
import os
import statistics
import threading
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
    return steps / (time.perf_counter() - start)


def batch_steps_per_second(seconds, n=64):
    env = BatchEnv(n, seed=1)
    env.reset(seed=1)
    calls = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        env.step(env.random_actions())
        calls += 1
    return calls * n / (time.perf_counter() - start)


def python_chess_perft(board, depth):
    if depth == 0:
        return 1
    nodes = 0
    for move in list(board.legal_moves):
        board.push(move)
        nodes += python_chess_perft(board, depth - 1)
        board.pop()
    return nodes


def nodes_per_second(f, expected):
    start = time.perf_counter()
    nodes = f()
    elapsed = time.perf_counter() - start
    assert nodes == expected, (nodes, expected)
    return nodes / elapsed


def count_for(seconds, during=None):
    """How far a Python thread counts while the main thread sleeps or runs `during`."""
    count, stop = [0], threading.Event()

    def counter():
        while not stop.is_set():
            count[0] += 1

    thread = threading.Thread(target=counter)
    thread.start()
    start = time.perf_counter()
    if during is None:
        time.sleep(seconds)
    else:
        during()
    elapsed = time.perf_counter() - start
    stop.set()
    thread.join()
    return count[0] / elapsed


def line(name, values, unit, base=None):
    med = statistics.median(values)
    text = f"{name:<28}{med:14,.0f} {unit}  (median of {len(values)}: {min(values):,.0f}..{max(values):,.0f})"
    if base is not None:
        text += f"  x{med / statistics.median(base):.1f}"
    print(text, flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0, help="per AEC/batch measurement")
    parser.add_argument("--runs", type=int, default=5, help="repetitions of measurements 1-3")
    args = parser.parse_args()
    print(f"load before: {os.getloadavg()}", flush=True)
    pz, fe, batch, pc_perft, fe_perft = [], [], [], [], []
    for run in range(args.runs):
        pz.append(aec_steps_per_second(chess_v6.env, args.seconds, seed=1 + 1000 * run))
        fe.append(aec_steps_per_second(ferrum_env, args.seconds, seed=1 + 1000 * run))
        batch.append(batch_steps_per_second(args.seconds))
        pc_perft.append(nodes_per_second(lambda: python_chess_perft(chess.Board(), 4), 197_281))
        fe_perft.append(nodes_per_second(lambda: ferrum.Board().perft(5), 4_865_609))
        print(f"run {run + 1}: chess_v6 {pz[-1]:,.0f}, ferrum {fe[-1]:,.0f}, batch {batch[-1]:,.0f} "
              f"steps/s; perft {pc_perft[-1]:,.0f} / {fe_perft[-1]:,.0f} nodes/s", flush=True)
    line("chess_v6 AEC loop", pz, "steps/s")
    line("ferrum.pettingzoo AEC loop", fe, "steps/s", pz)
    line("ferrum BatchEnv(64)", batch, "steps/s", pz)
    line("python-chess perft 4", pc_perft, "nodes/s")
    line("ferrum.Board perft 5", fe_perft, "nodes/s", pc_perft)
    for variant in ferrum.VARIANTS[1:] + ["chess960"]:
        sps = aec_steps_per_second(lambda: ferrum_env(variant=variant), args.seconds / 2)
        print(f"ferrum.pettingzoo {variant:<12}{sps:12,.0f} steps/s", flush=True)
    alone = count_for(1.0)
    engine = ferrum.Engine()
    searching = count_for(1.0, lambda: engine.search(ferrum.Board(), movetime=1000))
    print(f"a Python thread counts {alone:,.0f}/s alone, {searching:,.0f}/s during a search")
    print(f"load after: {os.getloadavg()}")


if __name__ == "__main__":
    main()

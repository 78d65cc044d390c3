"""Encoding throughput: PettingZoo chess_v6's `observe()` (observation + legal-action mask) vs
`ferrum encode` on the same positions (those of seeded random games played in the env).

Usage: python3 bench/pettingzoo_encode.py target/release/ferrum [games]

Prints positions per second of:
- PettingZoo: `env.observe(agent)` at every step (the env's `step` is not timed);
- ferrum, encoding only: `ferrum encode --batch --summary` (observation and mask, timed inside
  ferrum; reading the lines and replaying their moves not included);
- ferrum, end to end: `ferrum encode --batch` wall time with JSON output (process start, replay
  of every line's moves from the start, JSON writing), the parsing in Python not included.
"""

import random
import subprocess
import sys
import time

from pettingzoo.classic import chess_v6


def main():
    exe = sys.argv[1]
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    env = chess_v6.env()
    rng = random.Random(7)
    lines, observe_time = [], 0.0
    for game in range(games):
        env.reset(seed=game)
        moves = []
        while True:
            agent = env.agent_selection
            start = time.perf_counter()
            seen = env.observe(agent)
            observe_time += time.perf_counter() - start
            lines.append("startpos moves " + " ".join(moves) if moves else "startpos")
            _, _, terminated, truncated, _ = env.last()
            if terminated or truncated or len(moves) >= 200:
                break
            legal = [i for i, v in enumerate(seen["action_mask"]) if v]
            env.step(rng.choice(legal))
            moves.append(env.unwrapped.board.move_stack[-1].uci())
    n = len(lines)
    text = "\n".join(lines) + "\n"
    print(f"{n} positions from {games} random games")
    print(f"PettingZoo observe():        {n / observe_time:10.0f} positions/s")
    summary = subprocess.run([exe, "encode", "--batch", "--summary"], input=text,
                             capture_output=True, text=True, check=True).stdout.strip()
    print(f"ferrum encode (encoding):    {float(summary.split()[-2]):10.0f} positions/s   ({summary})")
    start = time.perf_counter()
    subprocess.run([exe, "encode", "--batch"], input=text, capture_output=True, text=True,
                   check=True)
    wall = time.perf_counter() - start
    print(f"ferrum encode (JSON, total): {n / wall:10.0f} positions/s")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Each engine's median clock by move number over a fastchess PGN: where in the game it spends.

    python3 bench/clock_by_move.py GAMES.pgn BASE_SECONDS INCREMENT_SECONDS [MOVE ...]

Move times are read from fastchess's comments (`{+0.25/10 0.123s}`) as bench/lowclock.py reads
them; a side's clock starts at the base, loses each move's time and gains the increment after
it. Prints, per engine, the median clock before its move at each asked move number (counted
from the first move it played in the game; default 1 5 10 15 20 25 30 40 50 60), and the mean
time a move over moves 1-10, 11-20, 21-30 and 31-40.
"""

import collections
import re
import statistics
import sys


def main():
    path, base, inc = sys.argv[1], float(sys.argv[2]), float(sys.argv[3])
    marks = [int(m) for m in sys.argv[4:]] or [1, 5, 10, 15, 20, 25, 30, 40, 50, 60]
    clocks = collections.defaultdict(lambda: collections.defaultdict(list))
    spent = collections.defaultdict(lambda: collections.defaultdict(list))
    for game in open(path).read().split("[Event ")[1:]:
        white = re.search(r'\[White "([^"]*)"', game).group(1)
        black = re.search(r'\[Black "([^"]*)"', game).group(1)
        body = game.split("\n\n", 1)[1] if "\n\n" in game else ""
        times = [float(t) for t in re.findall(r"\{[^}]*?([0-9.]+)s\}", body)]
        # The opening's side to move plays first (a FEN with Black to move starts with Black).
        first_black = re.search(r'\[FEN "[^"]* b [^"]*"\]', game) is not None
        movers = (black, white) if first_black else (white, black)
        for side, name in enumerate(movers):
            clock = base
            for n, t in enumerate(times[side::2], start=1):
                clocks[name][n].append(clock)
                spent[name][(n - 1) // 10].append(t)
                clock += inc - t
    for name in sorted(clocks):
        row = " ".join(
            f"{m}:{statistics.median(clocks[name][m]):.2f}" for m in marks if clocks[name][m]
        )
        means = " ".join(
            f"{10 * b + 1}-{10 * b + 10}:{statistics.mean(spent[name][b]):.3f}"
            for b in range(4)
            if spent[name][b]
        )
        print(f"{name}: clock (s) before move {row}")
        print(f"{name}: mean time a move (s) {means}")


if __name__ == "__main__":
    main()

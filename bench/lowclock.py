"""The lowest clock each side reached, before the increment, in each game of a fastchess PGN.

    python3 bench/lowclock.py GAMES.pgn BASE_SECONDS INCREMENT_SECONDS

Each move's time is read from its comment (`{+0.25/10 0.123s}`); a side's clock starts at the
base, loses each move's time and gains the increment after it. Prints the games, the losses on
time, the lowest clock of all and the median of each side's lowest.
"""

import re
import statistics
import sys


def main():
    path, base, inc = sys.argv[1], float(sys.argv[2]), float(sys.argv[3])
    games = open(path).read().split("[Event ")[1:]
    lows, forfeits = [], 0
    for game in games:
        if "time forfeit" in game or "loses on time" in game:
            forfeits += 1
        body = game.split("\n\n", 1)[1] if "\n\n" in game else ""
        times = [float(t) for t in re.findall(r"\{[^}]*?([0-9.]+)s\}", body)]
        for side in (times[0::2], times[1::2]):
            clock = low = base
            for t in side:
                clock -= t
                low = min(low, clock)
                clock += inc
            lows.append(low)
    print(
        f"games {len(games)}, losses on time {forfeits}, lowest clock {min(lows) * 1000:.0f} ms, "
        f"median of each side's lowest {statistics.median(lows) * 1000:.0f} ms"
    )


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Nodes per second of each variant: the first N openings of bench/variants/<variant>.epd
(bench/variants/chess.epd for standard chess), each searched to a fixed depth from a new game
with one thread and Hash 16, by the UCI engine given.

    bench/variants/nps.py ENGINE [--depth D] [--positions N] [--variants v1,v2,...]

Prints one line per variant: positions, nodes, seconds, nodes per second (the engine's own
count and clock, summed over the positions)."""
import argparse
import pathlib
import subprocess

HERE = pathlib.Path(__file__).resolve().parent
VARIANTS = ["chess", "antichess", "giveaway", "suicide", "atomic", "kingofthehill",
            "racingkings", "horde", "3check", "crazyhouse"]


def search(engine, variant, fen, depth):
    """The last `info` line's nodes and time (ms) of a fixed-depth search."""
    engine.stdin.write(f"ucinewgame\nposition fen {fen}\ngo depth {depth}\n")
    engine.stdin.flush()
    nodes = millis = 0
    for line in engine.stdout:
        words = line.split()
        if words[:1] == ["info"] and "nodes" in words and "time" in words:
            nodes = int(words[words.index("nodes") + 1])
            millis = int(words[words.index("time") + 1])
        if words[:1] == ["bestmove"]:
            return nodes, millis
    raise SystemExit(f"{variant}: the engine stopped answering")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("engine")
    ap.add_argument("--depth", type=int, default=9)
    ap.add_argument("--positions", type=int, default=8)
    ap.add_argument("--variants", default=",".join(VARIANTS))
    args = ap.parse_args()
    for variant in args.variants.split(","):
        fens = [line.split(";")[0].strip()
                for line in (HERE / f"{variant}.epd").read_text().splitlines() if line.strip()]
        fens = [f if len(f.split()) >= 6 else f + " 0 1" for f in fens[:args.positions]]
        engine = subprocess.Popen([args.engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, bufsize=1)
        engine.stdin.write("uci\nsetoption name Threads value 1\nsetoption name Hash value 16\n"
                           "setoption name OwnBook value false\n"
                           f"setoption name UCI_Variant value {variant}\nisready\n")
        engine.stdin.flush()
        for line in engine.stdout:
            if line.strip() == "readyok":
                break
        nodes = millis = 0
        for fen in fens:
            n, t = search(engine, variant, fen, args.depth)
            nodes += n
            millis += t
        engine.stdin.write("quit\n")
        engine.stdin.flush()
        engine.wait()
        print(f"{variant:14} {len(fens):3} positions {nodes:10} nodes {millis / 1000:7.2f} s "
              f"{nodes * 1000 // max(millis, 1):9} nps", flush=True)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Perft speed of ferrum against Stockfish's `go perft`, measured back to back on this machine.

Usage: python3 bench/perft_vs_stockfish.py [--runs 5] [--ferrum target/release/ferrum] [--stockfish /usr/games/stockfish]
Prints the median wall time of each and the ratio for start position perft 6 and Kiwipete perft 5.
Stockfish runs perft on its search thread, so the time is taken from `go perft` to the
`Nodes searched` line, after the engine is initialised (NNUE loading is not counted).
"""
import argparse
import statistics
import subprocess
import time

CASES = [
    ("startpos", "startpos", None, 6, 119060324),
    ("kiwipete", "fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
     "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5, 193690690),
]


def stockfish_time(path, position, depth, expected):
    p = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    p.stdin.write("uci\nisready\n")
    p.stdin.flush()
    while p.stdout.readline().strip() != "readyok":
        pass
    p.stdin.write(f"position {position}\n")
    start = time.perf_counter()
    p.stdin.write(f"go perft {depth}\n")
    p.stdin.flush()
    while True:
        line = p.stdout.readline()
        if line.startswith("Nodes searched"):
            break
    elapsed = time.perf_counter() - start
    assert int(line.split()[-1]) == expected, line
    p.stdin.write("quit\n")
    p.stdin.flush()
    p.wait()
    return elapsed


def ferrum_time(path, fen, depth, expected):
    args = [path, "perft", "--depth", str(depth)] + (["--fen", fen] if fen else [])
    start = time.perf_counter()
    out = subprocess.run(args, capture_output=True, text=True, check=True).stdout
    elapsed = time.perf_counter() - start
    assert f"Nodes searched: {expected}" in out, out
    return elapsed


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--ferrum", default="target/release/ferrum")
    ap.add_argument("--stockfish", default="/usr/games/stockfish")
    a = ap.parse_args()
    for name, position, fen, depth, expected in CASES:
        sf, fe = [], []
        for _ in range(a.runs):
            sf.append(stockfish_time(a.stockfish, position, depth, expected))
            fe.append(ferrum_time(a.ferrum, fen, depth, expected))
        s, f = statistics.median(sf), statistics.median(fe)
        print(f"{name} perft {depth} ({expected} nodes): stockfish {s:.3f} s, ferrum {f:.3f} s "
              f"(incl. process start), ferrum/stockfish speed {s / f:.2f}x")


if __name__ == "__main__":
    main()

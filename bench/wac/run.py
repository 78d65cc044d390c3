#!/usr/bin/env python3
"""Win At Chess (WAC) for ferrum and a reference engine in the same run.

Two measures (issue 20): positions solved at a fixed time per position (the engine's best move
is one of the EPD's `bm` moves and none of its `am` moves), and, on the forced mates of at most
`--mate-moves` moves (the EPD's `dm`), how often the engine reports the exact mate distance.
Each engine runs with one thread and Hash 16, a new game (ucinewgame) before every search.

    bench/wac/run.py --engine target/release/ferrum --engine /usr/games/stockfish
    bench/wac/run.py --time 0.2 --mate-time 1.0 --engine ... --engine ...

wac.epd: the 299-position WAC suite with engine annotations (`bm`, `dm`), copied from
github.com/sarona-CCCF/EPD-sets (commit ded21b46b7623695c92c08f89314ccbf659a249e); the positions
are Reinfeld's 1958 "Win at Chess".
"""

import argparse
import os
import time

import chess
import chess.engine


def load(path):
    """(board, ops) for every EPD line."""
    out = []
    with open(path) as f:
        for line in f:
            line = line.strip()
            if not line:
                continue
            # Keep the operations used here: some annotation PVs do not parse.
            fields = line.split(None, 4)
            kept = [op.strip() for op in fields[4].split(";")
                    if op.strip().split(" ")[0] in ("bm", "am", "id", "dm")]
            board = chess.Board()
            ops = board.set_epd(" ".join(fields[:4]) + " " + "; ".join(kept) + ";")
            out.append((board, ops))
    return out


def solved(board, ops, move):
    bm = ops.get("bm") or []
    am = ops.get("am") or []
    if bm and move not in bm:
        return False
    return move not in am


def run_engine(path, suite, seconds, mate_seconds, mate_moves):
    engine = chess.engine.SimpleEngine.popen_uci(path, stderr=open(os.devnull, "w"))
    engine.configure({"Threads": 1, "Hash": 16})
    solved_ids, mates, mate_total = [], [], 0
    start = time.time()
    for board, ops in suite:
        result = engine.play(board, chess.engine.Limit(time=seconds), game=object())
        if result.move is not None and solved(board, ops, result.move):
            solved_ids.append(ops.get("id"))
        dm = ops.get("dm")
        if dm is not None and 0 < int(dm) <= mate_moves:
            mate_total += 1
            info = engine.analyse(board, chess.engine.Limit(time=mate_seconds), game=object())
            score = info.get("score")
            if score is not None and score.relative.mate() == int(dm):
                mates.append(ops.get("id"))
    engine.quit()
    return solved_ids, mates, mate_total, time.time() - start


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--engine", action="append", required=True)
    ap.add_argument("--epd", default=os.path.join(here, "wac.epd"))
    ap.add_argument("--time", type=float, default=0.2)
    ap.add_argument("--mate-time", type=float, default=1.0)
    ap.add_argument("--mate-moves", type=int, default=6)
    args = ap.parse_args()
    suite = load(args.epd)
    print(f"{len(suite)} positions, {args.time} s each; mates in <= {args.mate_moves} at {args.mate_time} s")
    results = {}
    for path in args.engine:
        s, m, mt, secs = run_engine(path, suite, args.time, args.mate_time, args.mate_moves)
        results[path] = (set(s), set(m))
        print(f"{path}: solved {len(s)}/{len(suite)}; exact mate distance {len(m)}/{mt}; {secs:.0f} s")
    if len(args.engine) == 2:
        a, b = args.engine
        print(f"solved by {a} only: {sorted(results[a][0] - results[b][0])}")
        print(f"solved by {b} only: {sorted(results[b][0] - results[a][0])}")
        print(f"mates by {b} only: {sorted(results[b][1] - results[a][1])}")


if __name__ == "__main__":
    main()

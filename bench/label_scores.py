#!/usr/bin/env python3
"""Adds a stronger engine's search score to `ferrum datagen` lines, for `ferrum tune --score-weight`.

Reads `<FEN> | <result>` lines and writes `<FEN> | <result> | <score>`, the score in centipawns
from White's view (a mate as +-3000), from a UCI engine searched to a fixed depth, one thread
and 16 MB hash per process, `--jobs` processes side by side (each takes every jobs-th line;
the output keeps the input's order). `--every N` keeps every N-th line only.

    python3 bench/label_scores.py data.txt labelled.txt --engine /usr/games/stockfish --depth 8 --jobs 2
    ferrum tune --data labelled.txt --score-weight 0.75 --out src/weights/sets/chess.rs

The weights in the tree were fitted this way (CONTRIBUTING.md, "Tuning the evaluation").
"""
import argparse
import multiprocessing
import subprocess

MATE_SCORE = 3000


def label_part(job):
    args, part = job
    engine = subprocess.Popen([args.engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              text=True, bufsize=1)

    def send(text):
        engine.stdin.write(text + "\n")
        engine.stdin.flush()

    def wait_for(prefix):
        for line in engine.stdout:
            if line.startswith(prefix):
                return line
        raise RuntimeError(f"{args.engine} ended before '{prefix}'")

    send("uci")
    wait_for("uciok")
    send("setoption name Threads value 1")
    send("setoption name Hash value 16")
    send("isready")
    wait_for("readyok")
    out = []
    with open(args.data) as data:
        kept = (line for n, line in enumerate(data) if n % args.every == 0)
        for n, line in enumerate(kept):
            if n % args.jobs != part:
                continue
            fields = [f.strip() for f in line.split("|")]
            if len(fields) < 2:
                continue
            fen, result = fields[0], fields[1]
            send("position fen " + fen)
            send(f"go depth {args.depth}")
            score = None
            for reply in engine.stdout:
                if reply.startswith("bestmove"):
                    break
                words = reply.split()
                if words[:1] != ["info"] or "score" not in words:
                    continue
                if "lowerbound" in words or "upperbound" in words:
                    continue
                i = words.index("score")
                value = int(words[i + 2])
                score = value if words[i + 1] == "cp" else (MATE_SCORE if value > 0 else -MATE_SCORE)
            if score is None:
                continue
            if fen.split()[1] == "b":
                score = -score
            out.append((n, f"{fen} | {result} | {score}\n"))
    send("quit")
    engine.wait()
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("data", help="ferrum datagen output: <FEN> | <result> lines")
    parser.add_argument("out", help="written: <FEN> | <result> | <score> lines")
    parser.add_argument("--engine", default="/usr/games/stockfish")
    parser.add_argument("--depth", type=int, default=8)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--every", type=int, default=1)
    args = parser.parse_args()
    with multiprocessing.Pool(args.jobs) as pool:
        parts = pool.map(label_part, [(args, p) for p in range(args.jobs)])
    lines = sorted((n, text) for part in parts for n, text in part)
    with open(args.out, "w") as out:
        out.writelines(text for _, text in lines)
    print(f"{len(lines)} positions labelled at depth {args.depth} by {args.engine}")


if __name__ == "__main__":
    main()

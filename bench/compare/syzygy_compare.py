"""Syzygy probing speed: python-chess in process, Debian's `fathom` CLI and `ferrum probe` one
process per position, and `ferrum probe --epd` in one process, on the positions of
tests/data/syzygy-reference.txt and their colour mirrors (5,180 positions). For in-process
Fathom see fathom_wdl.c; for ferrum in process, `cargo bench --bench syzygy`.

    cargo build --release
    python3 bench/compare/syzygy_compare.py [N_PER_PROCESS]
"""
import os
import subprocess
import sys
import tempfile
import time

import chess
import chess.syzygy

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TABLES = os.path.join(ROOT, "tablebases", "syzygy")
FERRUM = os.path.join(ROOT, "target", "release", "ferrum")


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    fens = []
    for line in open(os.path.join(ROOT, "tests", "data", "syzygy-reference.txt")):
        if not line.startswith("#") and line.strip():
            fen = line.split(";")[0]
            fens += [chess.Board(fen).mirror().fen(), fen]
    boards = [chess.Board(f) for f in fens]
    tb = chess.syzygy.open_tablebase(TABLES)
    for b in boards:
        tb.probe_wdl(b)
    for name, probe in (("probe_wdl", tb.probe_wdl), ("probe_dtz", tb.probe_dtz)):
        t = time.perf_counter()
        for b in boards:
            probe(b)
        s = time.perf_counter() - t
        print(f"python-chess {name}, in process: {len(boards)} in {s:.2f} s = {len(boards) / s:,.0f}/s")
    sub = fens[:n]
    for name, cmd in (("fathom --test", lambda f: ["/usr/games/fathom", "--test", f"--path={TABLES}", f]),
                      ("ferrum probe --fen", lambda f: [FERRUM, "probe", "--syzygy", TABLES, "--fen", f])):
        t = time.perf_counter()
        for f in sub:
            subprocess.run(cmd(f), stdout=subprocess.DEVNULL, check=True)
        s = time.perf_counter() - t
        print(f"{name}, one process per position: {n} in {s:.2f} s = {s / n * 1000:.1f} ms/position")
    with tempfile.NamedTemporaryFile("w", suffix=".epd", delete=False) as f:
        f.write("\n".join(fens) + "\n")
    t = time.perf_counter()
    subprocess.run([FERRUM, "probe", "--syzygy", TABLES, "--epd", f.name], stdout=subprocess.DEVNULL, check=True)
    s = time.perf_counter() - t
    print(f"ferrum probe --epd (WDL+DTZ), one process: {len(fens)} in {s:.3f} s = {len(fens) / s:,.0f}/s")
    os.unlink(f.name)


if __name__ == "__main__":
    main()

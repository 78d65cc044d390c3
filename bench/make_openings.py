#!/usr/bin/env python3
"""Writes match openings ferrum was never tuned on: bench/openings-fresh.epd (self-play
measurements) or, with an output path, another set (bench/openings-reserve.epd: the set kept
apart for judging against other engines, #68).

Each line is a seeded walk of 6 plies through the Polyglot book ../shared/data/books/performance.bin
(each move drawn uniformly from the book's moves; the book is too narrow for 8) and 2 random legal
plies, kept if new (in no file given after the output) and if Stockfish 15.1 at depth 10 scores
it within 100 cp of level. Rebuild: python3 bench/make_openings.py [BOOK] [COUNT] [SEED] [OUT
[EXCLUDED ...]]; the reserve set: python3 bench/make_openings.py
../shared/data/books/performance.bin 200 6801 bench/openings-reserve.epd bench/openings-fresh.epd
bench/openings.epd.
"""
import random
import sys

import chess
import chess.engine
import chess.polyglot

book = sys.argv[1] if len(sys.argv) > 1 else "../shared/data/books/performance.bin"
count = int(sys.argv[2]) if len(sys.argv) > 2 else 400
rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 2611)
out_path = sys.argv[4] if len(sys.argv) > 4 else "bench/openings-fresh.epd"
seen, kept = set(), []
for excluded in sys.argv[5:]:
    with open(excluded) as f:
        seen.update(" ".join(line.split()[:4]) for line in f if line.strip())
with chess.polyglot.open_reader(book) as reader, chess.engine.SimpleEngine.popen_uci(
    "/usr/games/stockfish"
) as sf:
    tries = 0
    while len(kept) < count and tries < 50 * count:
        tries += 1
        board = chess.Board()
        for _ in range(6):
            entries = list(reader.find_all(board))
            if not entries:
                break
            board.push(rng.choice(entries).move)
        for _ in range(2):
            if board.ply() >= 6 and not board.is_game_over():
                board.push(rng.choice(list(board.legal_moves)))
        if board.ply() < 8 or board.epd() in seen:
            continue
        seen.add(board.epd())
        score = sf.analyse(board, chess.engine.Limit(depth=10))["score"].white()
        if score.is_mate() or abs(score.score()) > 100:
            continue
        kept.append(board.epd())
with open(out_path, "w") as out:
    out.write("".join(line + "\n" for line in kept))
print(f"{len(kept)} openings from {tries} walks")

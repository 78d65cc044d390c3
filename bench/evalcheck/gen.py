#!/usr/bin/env python3
# Positions for the static-evaluation check: random playouts in every variant (seeded).
import os
import random
import sys

import chess
import chess.variant

# Writes positions.txt into the directory given (default: here).
V = {"chess": chess.Board, "antichess": chess.variant.AntichessBoard, "giveaway": chess.variant.GiveawayBoard,
     "suicide": chess.variant.SuicideBoard, "atomic": chess.variant.AtomicBoard,
     "kingofthehill": chess.variant.KingOfTheHillBoard, "racingkings": chess.variant.RacingKingsBoard,
     "horde": chess.variant.HordeBoard, "3check": chess.variant.ThreeCheckBoard, "crazyhouse": chess.variant.CrazyhouseBoard}
rng = random.Random(41)
os.chdir(sys.argv[1] if len(sys.argv) > 1 else ".")
out = open("positions.txt", "w")
for name, cls in V.items():
    n = 0
    while n < 1300:
        b = cls()
        plies = rng.randint(2, 120)
        for _ in range(plies):
            if b.is_game_over(): break
            ms = list(b.legal_moves)
            # prefer captures a little so material varies
            b.push(rng.choice(ms))
            if rng.random() < 0.15 and not b.is_game_over():
                out.write(f"{name}\t{b.fen()}\n"); n += 1
        if not b.is_game_over():
            out.write(f"{name}\t{b.fen()}\n"); n += 1
# chess960 starts and a few plies
for i in range(700):
    b = chess.Board.from_chess960_pos(rng.randrange(960))
    for _ in range(rng.randint(0, 40)):
        if b.is_game_over(): break
        b.push(rng.choice(list(b.legal_moves)))
    out.write(f"chess960\t{b.fen()}\n")

"""Writes tests/data/random_games.txt: random games annotated by python-chess (SAN, FEN, outcome).

Run from the repository root: python3 tests/python/make_random_games.py
"""
import random

import chess

random.seed(20261122)
out = [
    "# Random games generated and annotated by python-chess 1.11.2 (reference for SAN, FEN and game end).",
    "# Each game: 'game <start FEN>', one line per ply 'move <uci> <san> <fen after>', then",
    "# 'end <result> <termination|none>' from outcome(claim_draw=False).",
    "# Generated with seed 20261122 by tests/python/make_random_games.py.",
]


def game():
    board = chess.Board()
    lines = ["game " + board.fen()]
    while not board.is_game_over() and board.ply() < 300:
        moves = list(board.legal_moves)
        move = random.choice(moves)
        # Favour captures and promotions half of the time, so that games reach endings.
        if random.random() < 0.5:
            forcing = [m for m in moves if board.is_capture(m) or m.promotion]
            if forcing:
                move = random.choice(forcing)
        san = board.san(move)
        board.push(move)
        lines.append("move %s %s %s" % (move.uci(), san, board.fen()))
    outcome = board.outcome()
    lines.append("end %s %s" % (board.result(), outcome.termination.name.lower() if outcome else "none"))
    return lines


for _ in range(150):
    out += game()
with open("tests/data/random_games.txt", "w") as f:
    f.write("\n".join(out) + "\n")

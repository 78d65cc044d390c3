"""Writes tests/data/variant_games/<variant>.txt: random playouts of every variant annotated by
python-chess (the reference for the rules): after each move the SAN, the number of legal moves,
the outcome and the FEN.

Run from the repository root: python3 tests/python/make_variant_games.py
"""
import os
import random

import chess
import chess.variant

SEED = 20261122
POSITIONS = 3000
VARIANTS = ["chess", "antichess", "giveaway", "suicide", "atomic", "kingofthehill",
            "racingkings", "horde", "3check", "crazyhouse"]
# Variants whose start is the standard array can also start from a Chess960 array.
FISCHER = {"chess", "antichess", "giveaway", "suicide", "atomic", "kingofthehill", "3check",
           "crazyhouse"}


def outcome_token(board):
    outcome = board.outcome(claim_draw=False)
    if outcome is None:
        return "none"
    return "%s:%s" % (outcome.result(), outcome.termination.name.lower())


def game(cls, uci_name, rng):
    chess960 = uci_name in FISCHER and rng.random() < 0.25
    if chess960:
        board = cls(chess960=True)
        board.set_chess960_pos(rng.randrange(960))
        if uci_name == "antichess":
            board.castling_rights = chess.BB_EMPTY
    else:
        board = cls()
    lines = ["game %s %s" % ("960" if chess960 else "std", board.fen())]
    while not board.is_game_over() and board.ply() < 400:
        moves = list(board.legal_moves)
        move = rng.choice(moves)
        # Favour forcing moves half of the time, so that games reach their endings.
        if rng.random() < 0.5:
            forcing = [m for m in moves if board.is_capture(m) or m.promotion or m.drop or board.gives_check(m)]
            if forcing:
                move = rng.choice(forcing)
        san = board.san(move)
        uci = board.uci(move, chess960=chess960)
        board.push(move)
        lines.append("move %s %s %d %s %s" % (uci, san, board.legal_moves.count(), outcome_token(board), board.fen()))
    lines.append("end %s" % outcome_token(board))
    return lines


def main():
    os.makedirs("tests/data/variant_games", exist_ok=True)
    for uci_name in VARIANTS:
        cls = chess.variant.find_variant(uci_name)
        rng = random.Random("%s-%d" % (uci_name, SEED))
        out = [
            "# Random %s games annotated by python-chess %s (reference for legal moves, SAN, FEN, outcome)." % (uci_name, chess.__version__),
            "# 'game <std|960> <start FEN>'; per ply 'move <uci> <san> <legal moves after> <outcome after> <FEN after>';",
            "# outcome = none or <result>:<termination> of outcome(claim_draw=False); 'end <outcome>'.",
            "# Generated with seed %d by tests/python/make_variant_games.py." % SEED,
        ]
        positions = 0
        while positions < POSITIONS:
            g = game(cls, uci_name, rng)
            positions += len(g) - 2
            out += g
        with open("tests/data/variant_games/%s.txt" % uci_name, "w") as f:
            f.write("\n".join(out) + "\n")
        print(uci_name, positions, "positions")


main()

#!/usr/bin/env python3
"""Writes tests/data/gaviota-extra.txt: Gaviota reference values from python-chess 1.11.2's
pure-Python prober (chess.gaviota.PythonTablebase) for positions the shared reference file does
not cover: en passant captures (KPvKP with the capture legal, some of them the only move or
mating), both colour orders of every table, and positions with the weaker side to move.

Usage: python3 tests/python/gaviota_extra_reference.py [TABLE_DIR] > tests/data/gaviota-extra.txt
Deterministic (fixed seed)."""

import random
import sys

import chess
import chess.gaviota

SEED = 20260512
PER_TABLE = 24
EP_POSITIONS = 160


def random_position(rng, white, black, turn):
    """A random legal position with the given piece letters (kings included)."""
    while True:
        board = chess.Board(None)
        squares = rng.sample(range(64), len(white) + len(black))
        ok = True
        for letters, color in ((white, chess.WHITE), (black, chess.BLACK)):
            for letter in letters:
                sq = squares.pop()
                piece = chess.Piece.from_symbol(letter.upper() if color else letter)
                if piece.piece_type == chess.PAWN and chess.square_rank(sq) in (0, 7):
                    ok = False
                board.set_piece_at(sq, piece)
        board.turn = turn
        if ok and board.is_valid():
            return board


def ep_position(rng):
    """KPvKP where the side to move may capture en passant."""
    while True:
        board = chess.Board(None)
        turn = rng.choice([chess.WHITE, chess.BLACK])
        file = rng.randrange(8)
        side = rng.choice([-1, 1])
        if not 0 <= file + side < 8:
            continue
        if turn == chess.WHITE:
            pushed = chess.square(file, 4)  # black pawn just went x7-x5
            capturer = chess.square(file + side, 4)
            ep = chess.square(file, 5)
        else:
            pushed = chess.square(file, 3)
            capturer = chess.square(file + side, 3)
            ep = chess.square(file, 2)
        board.set_piece_at(pushed, chess.Piece(chess.PAWN, not turn))
        board.set_piece_at(capturer, chess.Piece(chess.PAWN, turn))
        free = [s for s in range(64) if s not in (pushed, capturer, ep)]
        # The squares the pawn crossed must have been empty.
        origin = chess.square(file, 6 if turn == chess.WHITE else 1)
        free = [s for s in free if s != origin]
        wk, bk = rng.sample(free, 2)
        board.set_piece_at(wk, chess.Piece(chess.KING, chess.WHITE))
        board.set_piece_at(bk, chess.Piece(chess.KING, chess.BLACK))
        board.turn = turn
        board.ep_square = ep
        if board.is_valid() and any(board.generate_legal_ep()):
            return board


def main():
    directory = sys.argv[1] if len(sys.argv) > 1 else "tablebases/gaviota"
    rng = random.Random(SEED)
    tb = chess.gaviota.PythonTablebase()
    tb.add_directory(directory)
    print(f"# Gaviota extra reference probes, made by tests/python/gaviota_extra_reference.py")
    print(f"# (seed {SEED}) with python-chess {chess.__version__} chess.gaviota.PythonTablebase.")
    print("# Same columns and conventions as gaviota-reference.txt: FEN;WDL;DTM;TABLE.")
    print("# En passant positions (KPvKP, capture legal) first, then random positions of every")
    print("# table in both colour orders with either side to move.")
    for _ in range(EP_POSITIONS):
        board = ep_position(rng)
        print(f"{board.fen(en_passant='fen')};{tb.probe_wdl(board)};{tb.probe_dtm(board)};kpkp-ep")
    for name in sorted(tb.available_tables):
        split = name.index("k", 1)
        strong, weak = name[:split], name[split:]
        for i in range(PER_TABLE):
            white, black = (strong, weak) if i % 2 == 0 else (weak, strong)
            turn = chess.WHITE if (i // 2) % 2 == 0 else chess.BLACK
            board = random_position(rng, white, black, turn)
            print(f"{board.fen()};{tb.probe_wdl(board)};{tb.probe_dtm(board)};{name}")


if __name__ == "__main__":
    main()

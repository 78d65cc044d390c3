"""Makes tests/data/syzygy-variant-raw.txt: raw Syzygy table values (the stored WDL and DTZ,
before python-chess resolves captures and variant ends around them) of random positions, for
the variant tables in tests/data/syzygy-variants/. They check ferrum's table code (indexing of
connected kings, identical pivot pieces, pawn files, decompression) for the variant families.

Usage: python3 tests/python/make_syzygy_variant_raw.py > tests/data/syzygy-variant-raw.txt
"""
import os
import random

import chess
import chess.syzygy
import chess.variant

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "data", "syzygy-variants")
FAMILIES = [("atomic", chess.variant.AtomicBoard), ("giveaway", chess.variant.GiveawayBoard),
            ("suicide", chess.variant.SuicideBoard)]
PER_TABLE = 60
TYPES = {"K": chess.KING, "Q": chess.QUEEN, "R": chess.ROOK, "B": chess.BISHOP, "N": chess.KNIGHT,
         "P": chess.PAWN}


def random_board(cls, name, rng):
    white, black = name.split("v")
    while True:
        board = cls(None)
        for color, part in ((chess.WHITE, white), (chess.BLACK, black)):
            for c in part:
                while True:
                    sq = rng.randrange(64)
                    if board.piece_at(sq) or (c == "P" and chess.square_rank(sq) in (0, 7)):
                        continue
                    board.set_piece_at(sq, chess.Piece(TYPES[c], color))
                    break
        board.turn = rng.choice([chess.WHITE, chess.BLACK])
        if board.is_valid():
            return board


def main():
    rng = random.Random(2026)
    print("# Raw Syzygy table values (no captures or variant ends resolved), python-chess 1.11.2")
    print("# internals: WdlTable.probe_wdl_table / DtzTable.probe_dtz_table(board, wdl).")
    print("# Format: FAMILY;FEN;WDL;DTZ;TABLE  (DTZ 'none' where the DTZ table stores the other side;")
    print("# both in the table's orientation for the side to move; positions in both colour orders).")
    for family, cls in FAMILIES:
        directory = os.path.join(DATA, family)
        tb = chess.syzygy.open_tablebase(directory, VariantBoard=cls)
        names = sorted({f.rsplit(".", 1)[0] for f in os.listdir(directory)})
        for name in names:
            for _ in range(PER_TABLE):
                board = random_board(cls, name, rng)
                if rng.random() < 0.5:
                    board = board.mirror()
                key = chess.syzygy.calc_key(board)
                wdl = tb.wdl[key].probe_wdl_table(board)
                dtz, stored = tb.dtz[key].probe_dtz_table(board, wdl)
                print(f"{family};{board.fen()};{wdl};{dtz if stored > 0 else 'none'};{name}")


if __name__ == "__main__":
    main()

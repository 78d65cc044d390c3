"""Makes tests/data/syzygy-variant-raw.txt: raw Syzygy table values (the stored WDL and DTZ,
before python-chess resolves captures and variant ends around them) of random positions, for
the variant tables in tests/data/syzygy-variants/. They check ferrum's table code (indexing of
connected kings, identical pivot pieces, pawn files, decompression) for the variant families.

Usage: python3 tests/python/make_syzygy_variant_raw.py > tests/data/syzygy-variant-raw.txt
"""
import os
import random
import tempfile

import chess
import chess.syzygy
import chess.variant

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TABLES = os.path.join(os.path.dirname(ROOT), "tablebases", "syzygy")
SUICIDE_4 = os.path.join(ROOT, "data", "syzygy-suicide-4")
# (family, board, tables): pivots of three unique pieces, connected kings, two and three
# identical pieces, and pawn files.
FAMILIES = [
    ("atomic", chess.variant.AtomicBoard, ["KBNvK", "KPvKP", "KQvK", "KQvKR", "KRRvK"]),
    ("giveaway", chess.variant.GiveawayBoard, ["BvN", "KKvK", "KPvK", "KvP", "NNvB", "PPvN"]),
    ("suicide", chess.variant.SuicideBoard, ["BBBvB", "BBvK", "BBvNN", "KKKvK", "QQvRR"]),
]
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
    for family, cls, names in FAMILIES:
        # python-chess reads one family per directory (and not the sibling family's pawnless
        # files): link this family's files into a directory of their own.
        tmp = tempfile.mkdtemp()
        for directory in (TABLES, SUICIDE_4):
            for f in os.listdir(directory):
                if f.endswith((cls.tbw_suffix, cls.tbz_suffix)):
                    os.symlink(os.path.join(directory, f), os.path.join(tmp, f))
        tb = chess.syzygy.open_tablebase(tmp, VariantBoard=cls)
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

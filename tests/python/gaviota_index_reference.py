#!/usr/bin/env python3
"""Writes tests/data/gaviota-index.txt: python-chess 1.11.2's Gaviota position indices
(chess.gaviota.EGKEY[name].pctoi) for random placements of every one of the format's 145
material signatures, 5-piece ones included (no 5-piece tables are shipped, so this is how their
indexing is checked). Placements are in the table's orientation: the signature's first side is
White. About one in ten pawnless placements has touching kings, which cannot be indexed (-1).

Line format: NAME;WHITE;BLACK;INDEX with squares 0..63 (a1 = 0), king first, pieces in the
order of the name, equal pieces' squares ascending; INDEX -1 when not indexable.

Usage: python3 tests/python/gaviota_index_reference.py > tests/data/gaviota-index.txt"""

import random

import chess
import chess.gaviota as g

SEED = 20260513
PER_SIGNATURE = 20


def placement(rng, name, touching):
    split = name.index("k", 1)
    sides = [name[:split], name[split:]]
    while True:
        squares = rng.sample(range(64), len(name))
        out = []
        for letters in sides:
            side = []
            for letter in letters:
                sq = squares.pop()
                if letter == "p" and chess.square_rank(sq) in (0, 7):
                    break
                side.append((letter, sq))
            out.append(side)
        if sum(len(s) for s in out) != len(name):
            continue
        wk, bk = out[0][0][1], out[1][0][1]
        if (chess.square_distance(wk, bk) <= 1) != touching:
            continue
        result = []
        for side in out:
            king, rest = side[0], side[1:]
            # Equal pieces: squares ascending, as python-chess sorts them.
            order = "qrbnp"
            rest.sort(key=lambda ls: (order.index(ls[0]), ls[1]))
            result.append([king[1]] + [sq for _, sq in rest])
        return result


def main():
    rng = random.Random(SEED)
    print("# Gaviota position indices from python-chess", chess.__version__, "(seed", SEED, ")")
    print("# NAME;WHITE;BLACK;INDEX -- made by tests/python/gaviota_index_reference.py")
    for name, key in g.EGKEY.items():
        pawnless = "p" not in name
        for i in range(PER_SIGNATURE):
            touching = pawnless and i % 10 == 9
            white, black = placement(rng, name, touching)
            req = g.Request(white, [chess.KING] * len(white), black, [chess.KING] * len(black), 0)
            req.white_piece_squares = white
            req.black_piece_squares = black
            index = key.pctoi(req)
            assert index < key.maxindex, (name, white, black, index)
            w = " ".join(map(str, white))
            b = " ".join(map(str, black))
            print(f"{name};{w};{b};{index}")


if __name__ == "__main__":
    main()

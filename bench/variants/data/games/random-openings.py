"""Openings for games against another engine: 500 three-check positions of 6-8 random plies.

    python3 random-openings.py SEED OUT.epd [AVOID.epd ...]

python-chess plays the random plies (`random.Random(SEED)`); positions that end the game,
repeat one already drawn or stand in an AVOID file (placement, side, castling, en passant)
are drawn again. 3check-versus-2-openings.epd: seed 4337, avoiding bench/variants/3check.epd
and 3check-versus-openings.epd (versus-1's openings, drawn by an earlier script, seed 4335).
"""

import random
import sys

import chess.variant


def key(epd):
    return " ".join(epd.split()[:4])


def main():
    seed, out = int(sys.argv[1]), sys.argv[2]
    avoid = set()
    for path in sys.argv[3:]:
        with open(path) as f:
            avoid |= {key(line) for line in f if line.strip()}
    rng = random.Random(seed)
    seen, lines = set(), []
    while len(lines) < 500:
        board = chess.variant.ThreeCheckBoard()
        for _ in range(rng.randint(6, 8)):
            moves = list(board.legal_moves)
            if not moves:
                break
            board.push(rng.choice(moves))
        if board.is_game_over() or board.is_variant_end():
            continue
        epd = board.epd()
        if key(epd) in seen or key(epd) in avoid:
            continue
        seen.add(key(epd))
        lines.append(epd)
    with open(out, "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()

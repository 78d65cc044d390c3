"""Openings for games against another engine: 500 positions of 6-8 random plies.

    python3 random-openings.py [--variant NAME] SEED OUT.epd [AVOID.epd ...]

NAME is python-chess's variant name (default 3check).
python-chess plays the random plies (`random.Random(SEED)`); positions that end the game,
repeat one already drawn or stand in an AVOID file (placement, side, castling, en passant)
are drawn again. 3check-versus-2-openings.epd: seed 4337, avoiding bench/variants/3check.epd
and 3check-versus-openings.epd (versus-1's openings, drawn by an earlier script, seed 4335).
zh-versus-1-openings.epd: `--variant crazyhouse 4306`, avoiding bench/variants/crazyhouse.epd;
koth-versus-1-openings.epd: `--variant kingofthehill 4316`, avoiding bench/variants/kingofthehill.epd.
horde-versus-1-openings.epd: `--variant horde 4346`, avoiding bench/variants/horde.epd.
ac-versus-1-openings.epd: `--variant antichess 4357`, avoiding bench/variants/antichess.epd.
rk-versus-1-openings.epd: `--variant racingkings 4326`, avoiding bench/variants/racingkings.epd.
"""

import random
import sys

import chess.variant


def key(epd):
    return " ".join(epd.split()[:4])


def main():
    args = sys.argv[1:]
    variant = "3check"
    if args[:1] == ["--variant"]:
        variant, args = args[1], args[2:]
    board_class = chess.variant.find_variant(variant)
    seed, out = int(args[0]), args[1]
    avoid = set()
    for path in args[2:]:
        with open(path) as f:
            avoid |= {key(line) for line in f if line.strip()}
    rng = random.Random(seed)
    seen, lines = set(), []
    while len(lines) < 500:
        board = board_class()
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

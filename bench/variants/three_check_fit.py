#!/usr/bin/env python3
"""Fit three-check's own terms (src/variant/three_check.rs, `check_terms`) to Fairy-Stockfish's
judgement of positions from real games.

Self-play results label three-check positions poorly (ferrum's own games decide little about
the king hunts it loses to stronger engines), so the labels here are Fairy-Stockfish 11.1's
depth-10 scores. The fit keeps ferrum's standard terms as they are (one free scale `a` between
ferrum's centipawns and Fairy-Stockfish's) and fits, per checks given (0, 1, 2): the bonus for
the checks given, the safe and defended checks available next move, and the pieces attacking
the enemy king's zone, with the chess king-safety terms at `--king` times their 400% weighting.
The loss is the mean squared error between win probabilities (1 / (1 + 10^(-cp/400))).

    three_check_fit.py collect OUT.fens GAMES.pgn...     positions from games (not in check)
    three_check_fit.py label IN.fens OUT.labels          Fairy-Stockfish depth 10 (--depth)
    three_check_fit.py features FERRUM IN.fens OUT.json  ferrum's `eval` and check counts
    three_check_fit.py fit FEATURES.json... --labels LABELS...   the weights, in ferrum cp

`features` reads the terms from `ferrum`'s UCI `eval` output (its "variant terms" line) and
counts the checks as `king_attack::next_move_checks` does; it checks that the counts give
back the engine's variant terms under `--terms` (the build's weights, G/S/D/Z per checks given).
"""

import argparse
import json
import re
import subprocess
import sys

import chess
import chess.engine
import chess.pgn
import chess.variant


def collect(args):
    fens = set()
    for path in args.pgn:
        with open(path) as f:
            while (game := chess.pgn.read_game(f)) is not None:
                board = game.board()
                for move in game.mainline_moves():
                    board.push(move)
                    if not board.is_game_over() and not board.is_check():
                        fens.add(board.fen())
    with open(args.out, "w") as f:
        f.writelines(fen + "\n" for fen in sorted(fens))
    print(len(fens), "positions")


def label(args):
    engine = chess.engine.SimpleEngine.popen_uci(args.fairy)
    engine.configure({"Hash": 16, "Threads": 1})
    with open(args.fens) as src, open(args.out, "w") as out:
        for line in src:
            if not line.strip():
                continue
            board = chess.variant.ThreeCheckBoard(line.strip())
            score = engine.analyse(board, chess.engine.Limit(depth=args.depth))["score"].white()
            cp = score.score(mate_score=10000)
            out.write(f"{board.fen()} | {cp}\n")
    engine.quit()


def next_move_checks(board, color):
    """(safe, defended, zone attackers) as `king_attack::next_move_checks` counts them."""
    king = board.king(not color)
    occ = board.occupied
    defended = 0
    for sq in chess.scan_forward(board.occupied_co[not color]):
        defended |= int(board.attacks(sq))
    landing = ~board.occupied_co[color] & chess.BB_ALL
    zone = chess.BB_KING_ATTACKS[king] | chess.BB_SQUARES[king]
    diagonal = chess.BB_DIAG_ATTACKS[king][chess.BB_DIAG_MASKS[king] & occ]
    straight = (chess.BB_RANK_ATTACKS[king][chess.BB_RANK_MASKS[king] & occ]
                | chess.BB_FILE_ATTACKS[king][chess.BB_FILE_MASKS[king] & occ])
    safe = guarded = zone_attackers = 0
    for role, checking in [(chess.KNIGHT, chess.BB_KNIGHT_ATTACKS[king]), (chess.BISHOP, diagonal),
                           (chess.ROOK, straight), (chess.QUEEN, diagonal | straight)]:
        reach = 0
        for sq in board.pieces(role, color):
            attacks = int(board.attacks(sq))
            reach |= attacks
            zone_attackers += bool(attacks & zone)
        squares = checking & landing & reach
        safe += chess.popcount(squares & ~defended)
        guarded += chess.popcount(squares & defended)
    return safe, guarded, zone_attackers


def features(args):
    fens = [line.strip() for line in open(args.fens) if line.strip()]
    commands = ["uci", "setoption name UCI_Variant value 3check"]
    for fen in fens:
        commands += [f"position fen {fen}", "eval"]
    commands.append("quit")
    out = subprocess.run([args.ferrum], input="\n".join(commands) + "\n",
                         capture_output=True, text=True, check=True).stdout

    def column(name):
        return [(int(w), int(b)) for w, _, b, _ in re.findall(
            name + r"\s+(-?\d+)/(-?\d+)\s+(-?\d+)/(-?\d+)", out)]

    variant = [int(v) for v in re.findall(r"variant terms (-?\d+)", out)]
    final = [int(v) for v in re.findall(r"final evaluation (-?\d+)", out)]
    king = [column("king safety"), column("king danger"), column("king files")]
    assert len(variant) == len(final) == len(fens), "ferrum's eval output is short"
    terms = json.loads(args.terms)
    # The build's king-safety percentage over the 400% the fit is expressed in.
    king_scale = 400 / args.king_percent
    mismatches = 0
    with open(args.out, "w") as out_file:
        for i, fen in enumerate(fens):
            board = chess.variant.ThreeCheckBoard(fen)
            row = {"fen": fen, "final": final[i], "variant": variant[i]}
            own = 0
            for color, side in [(chess.WHITE, "w"), (chess.BLACK, "b")]:
                given = 3 - board.remaining_checks[color]
                counts = next_move_checks(board, color)
                row[side] = [given, *counts]
                # As the build counts them, and as a 400% weighting would.
                row["king_" + side] = sum(k[i][0 if color else 1] for k in king)
                row["king400_" + side] = king_scale * row["king_" + side]
                g = min(given, 2)
                value = (terms["G"][g] + terms["S"][g] * min(counts[0], 4)
                         + terms["D"][g] * min(counts[1], 4) + terms["Z"][g] * counts[2])
                own += value if color else -value
            mismatches += own != variant[i]
            out_file.write(json.dumps(row) + "\n")
    print(len(fens), "positions;", mismatches, "whose counts do not give the engine's terms")


def fit(args):
    import numpy as np
    from scipy.optimize import minimize

    labels = {}
    for path in args.labels:
        for line in open(path):
            fen, cp = line.rsplit("|", 1)
            labels[fen.strip()] = int(cp)
    rows = [json.loads(line) for path in args.features for line in open(path)]
    rows = [r for r in rows if r["fen"] in labels]
    prob = lambda cp: 1 / (1 + 10 ** (-np.clip(cp, -4000, 4000) / 400))
    target = prob(np.array([labels[r["fen"]] for r in rows], float))
    col = lambda f: np.array([f(r) for r in rows], float)
    king = col(lambda r: r["king400_w"] - r["king400_b"])
    base = col(lambda r: r["final"] - r["variant"] - r["king_w"] + r["king_b"])
    given = {s: col(lambda r: min(r[s][0], 2)).astype(int) for s in "wb"}
    count = {s: [col(lambda r: min(r[s][1], 4)), col(lambda r: min(r[s][2], 4)), col(lambda r: r[s][3])]
             for s in "wb"}
    order = np.random.default_rng(1).permutation(len(rows))
    train, test = order[: len(rows) * 4 // 5], order[len(rows) * 4 // 5:]

    def unpack(x):
        # A safe and a defended check weigh the same with one check left: either wins.
        return (x[0], np.array([0, x[1], x[2]]), np.array([x[3], x[4], x[7]]),
                np.array([x[5], x[6], x[7]]), x[8:11])

    def predict(x):
        a, g, s, d, z = unpack(x)
        side = lambda c: (g[given[c]] + s[given[c]] * count[c][0] + d[given[c]] * count[c][1]
                          + z[given[c]] * count[c][2])
        return a * (base + args.king * king) + side("w") - side("b")

    loss = lambda x, ix: float(np.mean((prob(predict(x)[ix]) - target[ix]) ** 2))
    start = np.r_[0.5, 100, 800, 100, 100, 50, 50, 200, 100, 100, 100]
    result = minimize(lambda x: loss(x, train), start, method="L-BFGS-B", options={"maxiter": 10000})
    a, g, s, d, z = unpack(result.x)
    print(f"{len(rows)} positions; king terms x{args.king}; a {a:.3f}; "
          f"loss train {loss(result.x, train):.5f} test {loss(result.x, test):.5f}")
    for name, v in [("GIVEN", g), ("SAFE_CHECK", s), ("DEFENDED_CHECK", d), ("ZONE_ATTACKER", z)]:
        print(f"{name}: {[round(float(w / a)) for w in v]}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(required=True)
    p = sub.add_parser("collect")
    p.add_argument("out")
    p.add_argument("pgn", nargs="+")
    p.set_defaults(run=collect)
    p = sub.add_parser("label")
    p.add_argument("fens")
    p.add_argument("out")
    p.add_argument("--fairy", default="/usr/games/fairy-stockfish")
    p.add_argument("--depth", type=int, default=10)
    p.set_defaults(run=label)
    p = sub.add_parser("features")
    p.add_argument("ferrum")
    p.add_argument("fens")
    p.add_argument("out")
    p.add_argument("--king-percent", type=float, default=100,
                   help="the build's THREE_CHECK_KING_PERCENT")
    p.add_argument("--terms", default='{"G": [0, 140, 836], "S": [88, 176, 477], '
                   '"D": [32, 81, 477], "Z": [150, 95, 248]}',
                   help="the build's check_terms weights, to check the counts against")
    p.set_defaults(run=features)
    p = sub.add_parser("fit")
    p.add_argument("features", nargs="+")
    p.add_argument("--labels", nargs="+", required=True)
    p.add_argument("--king", type=float, default=0.25,
                   help="the chess king terms' weight, as a fraction of 400%%")
    p.set_defaults(run=fit)
    args = parser.parse_args()
    args.run(args)


if __name__ == "__main__":
    sys.exit(main())

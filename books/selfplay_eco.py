#!/usr/bin/env python3
"""Writes the PGN that ferrum's default book (books/ferrum.bin) is built from.

Each game is one opening line of Scid's ECO file (scid.eco), the lines that no other line
extends (the leaves), in file order. Its result is the result of a ferrum self-play game
continued from the end of the line at a fixed node count, so `ferrum book make` weights each
book move by how well ferrum scored after it (2 per win, 1 per draw, summed over every line
through the move). Only the ECO moves are written: the book holds opening theory, never the
moves of the fast self-play.

The run is reproducible: one engine process per side, Threads 1, Hash 16, `ucinewgame`
(which clears the hash) before every game, a fixed node count per move, no book.

Usage (see books/README.md for the exact commands used):
    nice python3 books/selfplay_eco.py --engine target/release/ferrum \
        --eco /usr/share/scid/data/scid.eco --out books/eco-selfplay.pgn
"""
import argparse
import re
import sys
import time

import chess
import chess.engine
import chess.pgn

ECO_ENTRY = re.compile(r'([A-E]\d\d[a-z]?\d?)\s+"([^"]*)"\s+([^*]*)\*')
MOVE_NUMBER = re.compile(r"^\d+\.+")


def eco_lines(path):
    """The (ECO code, moves) of every entry, in file order, moves as chess.Move lists."""
    with open(path, encoding="latin-1") as f:
        text = "\n".join(line for line in f.read().split("\n") if not line.startswith("#"))
    lines = []
    for code, _name, movetext in ECO_ENTRY.findall(text):
        board = chess.Board()
        for token in movetext.split():
            san = MOVE_NUMBER.sub("", token)
            if san:
                board.push_san(san)
        lines.append((code, list(board.move_stack)))
    return lines


def leaves(lines):
    """Lines that no other line extends, first occurrence kept, file order."""
    prefixes = set()
    for _code, moves in lines:
        for i in range(len(moves)):
            prefixes.add(tuple(moves[:i]))
    seen = set()
    out = []
    for code, moves in lines:
        key = tuple(moves)
        if key in prefixes or key in seen:
            continue
        seen.add(key)
        out.append((code, moves))
    return out


def play_out(engines, board, nodes, max_plies, game_id):
    """Continues the game; returns (result, termination, plies played)."""
    win_streak = 0
    last_white_cp = 0
    for ply in range(max_plies):
        outcome = board.outcome(claim_draw=True)
        if outcome is not None:
            return outcome.result(), outcome.termination.name.lower(), ply
        engine = engines[board.turn]
        result = engine.play(board, chess.engine.Limit(nodes=nodes), game=game_id,
                             info=chess.engine.INFO_SCORE)
        score = result.info.get("score")
        if score is not None:
            white_cp = score.white().score(mate_score=100000)
            last_white_cp = white_cp
            # Both sides agree for 4 plies that one side is winning: adjudicate.
            if white_cp >= 400:
                win_streak = win_streak + 1 if win_streak > 0 else 1
            elif white_cp <= -400:
                win_streak = win_streak - 1 if win_streak < 0 else -1
            else:
                win_streak = 0
            if abs(win_streak) >= 4:
                return ("1-0" if win_streak > 0 else "0-1"), "adjudication", ply
        board.push(result.move)
    # Move cap: the last evaluation decides (a clear edge wins, otherwise a draw).
    if last_white_cp >= 150:
        return "1-0", "move cap", max_plies
    if last_white_cp <= -150:
        return "0-1", "move cap", max_plies
    return "1/2-1/2", "move cap", max_plies


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--engine", required=True)
    ap.add_argument("--eco", default="/usr/share/scid/data/scid.eco")
    ap.add_argument("--out", required=True)
    ap.add_argument("--nodes", type=int, default=1500)
    ap.add_argument("--max-plies", type=int, default=60,
                    help="self-play plies after the ECO line before the last evaluation decides")
    ap.add_argument("--limit", type=int, default=0, help="only the first N lines (trial runs)")
    args = ap.parse_args()

    lines = leaves(eco_lines(args.eco))
    if args.limit:
        lines = lines[: args.limit]
    engines = {}
    for color in (chess.WHITE, chess.BLACK):
        e = chess.engine.SimpleEngine.popen_uci(args.engine)
        e.configure({"OwnBook": False, "Threads": 1, "Hash": 16})
        engines[color] = e
    start = time.monotonic()
    scores = {"1-0": 0, "0-1": 0, "1/2-1/2": 0}
    try:
        with open(args.out, "w", encoding="utf-8") as out:
            for i, (code, moves) in enumerate(lines):
                board = chess.Board()
                for m in moves:
                    board.push(m)
                result, termination, plies = play_out(engines, board, args.nodes,
                                                      args.max_plies, game_id=i)
                scores[result] += 1
                game = chess.pgn.Game()
                game.headers["Event"] = "ferrum book self-play"
                game.headers["Site"] = "scid.eco"
                game.headers["Date"] = "????.??.??"
                game.headers["Round"] = str(i + 1)
                game.headers["White"] = "ferrum"
                game.headers["Black"] = "ferrum"
                game.headers["Result"] = result
                game.headers["ECO"] = code[:3]
                game.headers["Termination"] = termination
                game.headers["SelfPlay"] = f"{plies} plies at {args.nodes} nodes"
                node = game
                for m in moves:
                    node = node.add_variation(m)
                print(game, file=out, end="\n\n")
                if (i + 1) % 100 == 0:
                    print(f"{i + 1}/{len(lines)} lines, {scores}, "
                          f"{time.monotonic() - start:.0f} s", file=sys.stderr)
    finally:
        for e in engines.values():
            e.quit()
    print(f"done: {len(lines)} lines, {scores}, {time.monotonic() - start:.0f} s",
          file=sys.stderr)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""How often an engine scores a game's positions exactly 0.

For each move of ENGINE_NAME in the first N games of a PGN, searches the position at a fixed node
count with the game's moves before it (so repetitions of the game count as they did in play) and
prints how many of the scores were exactly 0. A searcher that takes a position repeated once as
a draw scores far more zeros than one that does not.

    python3 bench/zero_scores.py GAMES.pgn N ENGINE NODES [--name ferrum]
"""
import argparse

import chess
import chess.engine
import chess.pgn


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pgn")
    ap.add_argument("games", type=int)
    ap.add_argument("engine")
    ap.add_argument("nodes", type=int)
    ap.add_argument("--name", default="ferrum", help="the PGN's player whose moves are searched")
    args = ap.parse_args()
    engine = chess.engine.SimpleEngine.popen_uci(args.engine)
    if "OwnBook" in engine.options:
        engine.configure({"OwnBook": False})
    if "Hash" in engine.options:
        engine.configure({"Hash": 16})
    zero = total = 0
    with open(args.pgn) as f:
        for _ in range(args.games):
            game = chess.pgn.read_game(f)
            if game is None:
                break
            board = game.board()
            for node in game.mainline():
                player = game.headers["White" if board.turn == chess.WHITE else "Black"]
                if player == args.name:
                    info = engine.analyse(board, chess.engine.Limit(nodes=args.nodes), game=game)
                    total += 1
                    zero += info["score"].relative.score() == 0
                board.push(node.move)
    engine.quit()
    share = 100 * zero / total if total else 0.0
    print(f"{args.engine}: {total} positions, {zero} scored 0 ({share:.1f}%)")


if __name__ == "__main__":
    main()

"""Reads the PGN that `ferrum play` wrote, as any GUI would, with python-chess: every game's
moves replayed one by one, each checked legal in its position. Prints one line per game:
result tag, Termination tag, variant, SAN moves (space-separated), and how python-chess sees
the final position (variant-end / checkmate / over / ongoing), tab-separated."""

import sys

import chess
import chess.pgn
import chess.variant

with open(sys.argv[1], encoding="utf-8") as f:
    while True:
        game = chess.pgn.read_game(f)
        if game is None:
            break
        if game.errors:
            raise SystemExit(f"python-chess could not read the game: {game.errors}")
        board = game.board()
        sans = []
        for move in game.mainline_moves():
            if not board.is_legal(move):
                raise SystemExit(f"illegal move {move.uci()} in {board.fen()}")
            sans.append(board.san(move))
            board.push(move)
        if board.is_variant_end():
            end = "variant-end"
        elif board.is_checkmate():
            end = "checkmate"
        elif board.is_game_over():
            end = "over"
        else:
            end = "ongoing"
        print(
            "\t".join(
                [
                    game.headers.get("Result", ""),
                    game.headers.get("Termination", ""),
                    board.uci_variant,
                    " ".join(sans),
                    end,
                    board.result(claim_draw=True),
                ]
            )
        )

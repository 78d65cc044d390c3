"""Dumps the games of a PGN file as python-chess reads them (the reference for ferrum's reader).

Usage: python3 pgn_dump.py FILE.pgn

One line per game: `<kind>\t<result>\t<White tag>\t<start fen>\t<uci moves>\t<comments>\t<san
moves>\t<fens>` where kind is `standard`, `chess960` or the variant's name, null moves are `0000`
(`--` in SAN), comments are the main-line move comments (whitespace collapsed) joined with ` | `,
and fens are the positions after every main-line move joined with ` | `.
"""
import sys

import chess
import chess.pgn

with open(sys.argv[1], encoding="utf-8-sig") as f:
    while True:
        game = chess.pgn.read_game(f)
        if game is None:
            break
        assert not game.errors, game.errors
        board = game.board()
        if type(board) is not chess.Board:
            kind = board.uci_variant
        elif board.chess960:
            kind = "chess960"
        else:
            kind = "standard"
        moves = []
        comments = []
        sans = []
        fens = []
        for node in game.mainline():
            moves.append(board.uci(node.move) if node.move else "0000")
            sans.append(board.san(node.move) if node.move else "--")
            board.push(node.move)
            fens.append(board.fen())
            comments.append(" ".join(node.comment.split()))
        print("\t".join([kind, game.headers.get("Result", "*"), game.headers.get("White", "?"),
                         game.board().fen(), " ".join(moves), " | ".join(comments),
                         " ".join(sans), " | ".join(fens)]))

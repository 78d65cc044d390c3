"""Reads a Polyglot book with python-chess, as the reference reader.

Usage: python3 book_check.py BOOK.bin MAX_PLY PGN...

Prints every record in file order as `entry <key hex> <raw move hex> <weight> <learn>`, then for
every position in the first MAX_PLY plies of every standard or Chess960 game of the PGN files
`pos <960 flag>;<fen>;<key hex>;<entries>` with python-chess's `find_all(minimum_weight=0)`
entries as `uci:weight:learn`, space-separated (castling in the board's own notation).
"""
import sys

import chess
import chess.pgn
import chess.polyglot

book_path, max_ply, pgns = sys.argv[1], int(sys.argv[2]), sys.argv[3:]

with chess.polyglot.open_reader(book_path) as reader:
    keys = []
    for e in reader:
        print(f"entry {e.key:016x} {e.raw_move:04x} {e.weight} {e.learn}")
        keys.append(e.key)
    assert keys == sorted(keys), "python-chess needs sorted keys"
    for path in pgns:
        with open(path, encoding="utf-8-sig") as f:
            while True:
                game = chess.pgn.read_game(f)
                if game is None:
                    break
                board = game.board()
                if type(board) is not chess.Board:
                    continue  # a variant
                for ply, move in enumerate(game.mainline_moves()):
                    if ply >= max_ply:
                        break
                    entries = " ".join(
                        f"{board.uci(e.move)}:{e.weight}:{e.learn}"
                        for e in reader.find_all(board, minimum_weight=0)
                    )
                    key = chess.polyglot.zobrist_hash(board)
                    flag = 1 if board.chess960 else 0
                    print(f"pos {flag};{board.fen()};{key:016x};{entries}")
                    board.push(move)

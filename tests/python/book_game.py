"""Plays ferrum through python-chess's `popen_uci` with its opening book and checks that it
answers from the book while the position is in the book (and within BookDepth), then searches.

Usage: python3 book_game.py FERRUM BOOK.bin
"""
import sys

import chess
import chess.engine
import chess.polyglot

ENGINE, BOOK = sys.argv[1], sys.argv[2]
DEPTH = 16


def game(best, plies=36):
    """Ferrum against itself; returns (book answers, searched answers)."""
    engine = chess.engine.SimpleEngine.popen_uci(ENGINE)
    try:
        engine.configure({"OwnBook": True, "BookFile": BOOK, "BookDepth": DEPTH,
                          "BookBestMove": best})
        board = chess.Board()
        booked = searched = 0
        with chess.polyglot.open_reader(BOOK) as reader:
            while board.ply() < plies and not board.is_game_over():
                entries = list(reader.find_all(board))
                in_book = bool(entries) and board.ply() < DEPTH
                result = engine.play(board, chess.engine.Limit(time=0.05),
                                     info=chess.engine.INFO_ALL)
                if in_book:
                    if best:
                        assert result.move == reader.find(board).move, (board.fen(), result)
                    else:
                        assert result.move in [e.move for e in entries], (board.fen(), result)
                    # The book line as a PV scored by the static evaluation (a book position is
                    # near level), the book's favourite reply to ponder on.
                    after = board.copy()
                    after.push(result.move)
                    replies = [e for e in reader.find_all(after, minimum_weight=0)
                               if after.is_legal(e.move)]
                    top = max((e.weight for e in replies), default=None)
                    favourite = next((e.move for e in replies if e.weight == top), None)
                    assert result.info.get("nodes") == 0, result.info
                    score = result.info["score"].pov(board.turn).score()
                    # The book's favourite keeps the game near level; a weighted draw may pick
                    # a rare move of the book that gives up more (CI drew one at -220 for its
                    # side), but never a mate or a piece.
                    near = 200 if result.move == reader.find(board).move else 900
                    assert score is not None and abs(score) < near, result.info
                    assert result.info["pv"] == [result.move] + ([favourite] if favourite else []), result.info
                    assert result.ponder == favourite, (result, favourite)
                    booked += 1
                else:
                    assert result.info.get("nodes", 0) > 0, (board.fen(), result.info)
                    assert result.info.get("depth", 0) >= 1, result.info
                    searched += 1
                board.push(result.move)
        return booked, searched
    finally:
        engine.quit()


def analysis():
    """`analyse` sets UCI_AnalyseMode: a search with a score even in a book position."""
    with chess.engine.SimpleEngine.popen_uci(ENGINE) as engine:
        engine.configure({"BookFile": BOOK})
        info = engine.analyse(chess.Board(), chess.engine.Limit(depth=5))
        assert info.get("depth") == 5 and "score" in info, info


def main():
    analysis()
    booked, searched = game(best=True)
    print(f"best-move game: {booked} book moves, {searched} searched")
    assert booked >= 8 and searched >= 10, (booked, searched)
    booked, searched = game(best=False)
    print(f"weighted game: {booked} book moves, {searched} searched")
    assert booked >= 2 and searched >= 10, (booked, searched)


if __name__ == "__main__":
    main()

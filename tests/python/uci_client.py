"""Drives ferrum through python-chess's UCI client, as lichess-bot and other tools do.

Usage: python3 uci_client.py PATH_TO_FERRUM CHECK
Exits non-zero with a message when a check fails.
"""
import os
import sys
import time

import chess
import chess.engine

from selfplay_clock import INC, charge, clock_limit, move_overhead, new_clocks

ENGINE = sys.argv[1]


def play_game(board, limit_for, ponder=False, max_plies=400):
    """Plays ferrum against itself with two processes; returns the finished board."""
    white = chess.engine.SimpleEngine.popen_uci(ENGINE)
    black = chess.engine.SimpleEngine.popen_uci(ENGINE)
    try:
        for e in (white, black):
            e.configure({"Hash": 16})
        clocks = new_clocks()
        while not board.is_game_over(claim_draw=True) and board.ply() < max_plies:
            engine = white if board.turn == chess.WHITE else black
            start = time.monotonic()
            result = engine.play(board, limit_for(clocks, INC), ponder=ponder, info=chess.engine.INFO_SCORE)
            charge(clocks, board.turn, time.monotonic() - start, move_overhead(engine))
            assert result.move in board.legal_moves, f"illegal move {result.move} in {board.fen()}"
            if result.ponder is not None:
                after = board.copy()
                after.push(result.move)
                assert result.ponder in after.legal_moves, f"illegal ponder move {result.ponder}"
            board.push(result.move)
        return board
    finally:
        white.quit()
        black.quit()


def check_game():
    board = play_game(chess.Board(), clock_limit, max_plies=160)
    print("game:", board.result(claim_draw=True), board.ply(), "plies")


def check_ponder_game():
    board = play_game(chess.Board(), clock_limit, ponder=True, max_plies=60)
    print("ponder game:", board.ply(), "plies")


def check_chess960():
    board = chess.Board.from_chess960_pos(518 - 100)
    board = play_game(board, clock_limit, max_plies=120)
    print("960 game:", board.result(claim_draw=True), board.ply(), "plies")


def check_analyse_multipv():
    with chess.engine.SimpleEngine.popen_uci(ENGINE) as engine:
        board = chess.Board("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
        infos = engine.analyse(board, chess.engine.Limit(depth=8), multipv=3)
        assert len(infos) == 3, infos
        firsts = [i["pv"][0] for i in infos]
        assert len(set(firsts)) == 3, firsts
        scores = [i["score"].relative.score(mate_score=100000) for i in infos]
        assert scores == sorted(scores, reverse=True), scores
        assert [i["multipv"] for i in infos] == [1, 2, 3]
        print("multipv:", [(str(m), s) for m, s in zip(firsts, scores)])


def check_ponderhit():
    """go ponder, then ponderhit: the search continues as a timed search and answers."""
    with chess.engine.SimpleEngine.popen_uci(ENGINE) as engine:
        # Book moves come without a ponder move: this check is about searching.
        engine.configure({"OwnBook": False})
        board = chess.Board()
        r = engine.play(board, chess.engine.Limit(white_clock=5, black_clock=5), ponder=True)
        assert r.ponder is not None, "a ponder move was expected"
        board.push(r.move)
        board.push(r.ponder)  # the opponent plays the expected move: python-chess sends ponderhit
        start = time.monotonic()
        r2 = engine.play(board, chess.engine.Limit(white_clock=5, black_clock=5), ponder=True)
        assert r2.move in board.legal_moves
        assert time.monotonic() - start < 3.0
        print("ponderhit ok:", r.move, r.ponder, r2.move)


def check_mate_score():
    with chess.engine.SimpleEngine.popen_uci(ENGINE) as engine:
        board = chess.Board("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1")
        info = engine.analyse(board, chess.engine.Limit(depth=6))
        assert info["score"].relative == chess.engine.Mate(1), info["score"]
        print("mate score:", info["score"])


def check_late_move_loses():
    """The clock check can fail: an engine that answers 50 ms after its clock ran out (its
    `Move Overhead` is 10 ms) loses on time at its first move."""
    fake = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fake_engine.py")
    with chess.engine.SimpleEngine.popen_uci([sys.executable, fake, "uci-late", "50"]) as engine:
        clocks = new_clocks()
        clocks[chess.WHITE] = 0.2
        start = time.monotonic()
        engine.play(chess.Board(), clock_limit(clocks, INC))
        try:
            charge(clocks, chess.WHITE, time.monotonic() - start, move_overhead(engine))
        except AssertionError as loss:
            print("late move:", loss)
            return
    raise AssertionError(f"a move 50 ms past the clock passed: {clocks}")


CHECKS = {
    "late_move_loses": check_late_move_loses,
    "game": check_game,
    "ponder_game": check_ponder_game,
    "chess960": check_chess960,
    "multipv": check_analyse_multipv,
    "ponderhit": check_ponderhit,
    "mate": check_mate_score,
}

if __name__ == "__main__":
    CHECKS[sys.argv[2]]()

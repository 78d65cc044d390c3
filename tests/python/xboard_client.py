"""Drives ferrum through python-chess's XBoard (CECP) client, as lichess-bot and other tools do.

Usage: python3 xboard_client.py PATH_TO_FERRUM CHECK
Exits non-zero with a message when a check fails.
"""
import logging
import sys
import time

import chess
import chess.engine
import chess.variant

from selfplay_clock import INC, charge, clock_limit, move_overhead, new_clocks

ENGINE = sys.argv[1]


class WarningCounter(logging.Handler):
    """Collects python-chess warnings about unexpected engine output."""

    def __init__(self):
        super().__init__(logging.WARNING)
        self.messages = []

    def emit(self, record):
        self.messages.append(record.getMessage())


WARNINGS = WarningCounter()
logging.getLogger("chess.engine").addHandler(WARNINGS)


def unexpected_output():
    # python-chess rejects sigterm=0 with a warning by design; stat01 is the answer to '.'.
    return [m for m in WARNINGS.messages
            if "Unexpected engine output" in m and "stat01" not in m]


def open_engine():
    return chess.engine.SimpleEngine.popen_xboard(ENGINE, timeout=10)


def play_game(board, limit_for, ponder=False, max_plies=400):
    """Plays ferrum against itself with two processes; returns the finished board."""
    white = open_engine()
    black = open_engine()
    try:
        clocks = new_clocks()
        game = object()
        while not board.is_game_over(claim_draw=True) and board.ply() < max_plies:
            engine = white if board.turn == chess.WHITE else black
            start = time.monotonic()
            result = engine.play(board, limit_for(clocks, INC), ponder=ponder, game=game,
                                 info=chess.engine.INFO_SCORE)
            charge(clocks, board.turn, time.monotonic() - start, move_overhead(engine))
            if result.resigned:
                print("resigned at ply", board.ply())
                break
            assert result.move in board.legal_moves, f"illegal move {result.move} in {board.fen()}"
            board.push(result.move)
        for e in (white, black):
            e.send_game_result(board)
            e.ping()
        return board
    finally:
        white.quit()
        black.quit()


def check_game():
    board = play_game(chess.Board(), clock_limit, max_plies=160)
    assert not unexpected_output(), unexpected_output()
    print("game:", board.result(claim_draw=True), board.ply(), "plies")


def check_ponder_game():
    board = play_game(chess.Board(), clock_limit, ponder=True, max_plies=60)
    assert board.ply() >= 60 or board.is_game_over(claim_draw=True)
    assert not unexpected_output(), unexpected_output()
    print("ponder game:", board.ply(), "plies")


def check_conventional_clock():
    """40 moves per session: python-chess sends `level <moves left> m:ss 0` before every move."""
    def limit(clocks, _inc):
        return chess.engine.Limit(white_clock=clocks[chess.WHITE], black_clock=clocks[chess.BLACK],
                                  remaining_moves=40 - (board.fullmove_number - 1) % 40)

    board = chess.Board()
    board = play_game(board, limit, max_plies=50)
    print("conventional clock game:", board.ply(), "plies")


def check_chess960():
    board = chess.Board.from_chess960_pos(518 - 100)
    board = play_game(board, clock_limit, max_plies=120)
    assert board.chess960
    replay = board.root()
    castles = 0
    for m in board.move_stack:
        castles += replay.is_castling(m)
        replay.push(m)
    print("960 game:", board.result(claim_draw=True), board.ply(), "plies")
    # The engine castles as O-O in fischerandom and python-chess reads it: a mate by castling.
    with open_engine() as engine:
        mate = chess.Board("4rk2/4p1pp/8/8/2B5/8/6PP/6KR w H - 0 1", chess960=True)
        r = engine.play(mate, chess.engine.Limit(depth=4))
        assert mate.is_castling(r.move), r.move
        mate.push(r.move)
        assert mate.is_checkmate()
        # The opponent castles: O-O from python-chess in a 960 game.
        board = chess.Board("rk2r3/pppp1ppp/8/8/8/8/PPPPPPPP/RK2R3 b EAea - 0 1", chess960=True)
        board.push_san("O-O-O")
        r = engine.play(board, chess.engine.Limit(depth=3))
        assert r.move in board.legal_moves
    print("960 castling ok; castlings in the game:", castles)


def check_analysis():
    with open_engine() as engine:
        board = chess.Board("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
        info = engine.analyse(board, chess.engine.Limit(depth=8))
        assert info["depth"] >= 8, info
        pv = info["pv"]
        assert len(pv) >= 4, info
        b = board.copy()
        for m in pv:
            assert m in b.legal_moves
            b.push(m)
        assert abs(info["score"].relative.score()) < 200, info
        assert info["time"] >= 0 and info["nodes"] > 0
        # Mate scores: 100000 + N.
        mate = chess.Board("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1")
        info = engine.analyse(mate, chess.engine.Limit(depth=5))
        assert info["score"].relative == chess.engine.Mate(1), info["score"]
        assert info["pv"][0] == chess.Move.from_uci("d1d8")
        # Streaming analysis, stopped from outside.
        with engine.analysis(board) as analysis:
            depths = []
            for i in analysis:
                if "depth" in i:
                    depths.append(i["depth"])
                if len(depths) >= 5:
                    break
        assert depths == sorted(depths), depths
        # The engine plays on normally after analysis.
        r = engine.play(board, chess.engine.Limit(time=0.2))
        assert r.move in board.legal_moves
    print("analysis ok")


POSITIONS = [
    # Black to move, castling rights on both sides.
    ("r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R b KQkq - 5 8", None),
    # En passant available (python-chess sends the ep square after every double push).
    ("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", None),
    # Mate in one, White and Black.
    ("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", "d1d8"),
    ("3r2k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1", "d8d1"),
    # Promotion wins.
    ("8/P6k/8/8/8/8/6K1/8 w - - 0 1", "a7a8q"),
    # Only one legal move.
    ("R6k/7p/8/8/8/8/8/6K1 b - - 0 1", "h8g7"),
]


def check_setboard():
    with open_engine() as engine:
        for fen, best in POSITIONS:
            board = chess.Board(fen)
            r = engine.play(board, chess.engine.Limit(depth=6))
            assert r.move in board.legal_moves, (fen, r.move)
            if best is not None:
                assert r.move == chess.Move.from_uci(best), (fen, r.move)
        # A game from a set-up position continues with moves on top.
        board = chess.Board(POSITIONS[0][0])
        for _ in range(6):
            r = engine.play(board, chess.engine.Limit(time=0.05))
            board.push(r.move)
        print("setboard ok:", board.fen())


def check_undo_remove():
    with open_engine() as engine:
        board = chess.Board()
        game = object()
        for _ in range(8):
            r = engine.play(board, chess.engine.Limit(time=0.05), game=game)
            board.push(r.move)
        for back in (2, 1, 3):
            # Same game, shorter move stack: python-chess sends `remove` (two plies) and `undo`.
            for _ in range(back):
                board.pop()
            info = engine.analyse(board, chess.engine.Limit(depth=6), game=game)
            pv = info["pv"]
            assert len(pv) >= 3, (board.fen(), info)
            b = board.copy()
            for m in pv:
                assert m in b.legal_moves, (board.fen(), pv)
                b.push(m)
            r = engine.play(board, chess.engine.Limit(time=0.05), game=game)
            assert r.move in board.legal_moves
            board.push(r.move)
        print("undo/remove ok:", board.fen())


def check_illegal_move():
    with open_engine() as engine:
        board = chess.Board()
        board.push(chess.Move.from_uci("e2e5"))  # not legal; python-chess pushes it anyway
        try:
            engine.play(board, chess.engine.Limit(time=0.1))
        except chess.engine.EngineError as e:
            assert "Illegal move" in str(e), e
        else:
            raise AssertionError("an illegal move was accepted")
        # The `go` that followed still ran on the engine's (unchanged) position, as XBoard expects
        # after it takes the move back; a ping waits for that move before the next game.
        engine.ping()
        # The engine still plays the real game afterwards.
        board = chess.Board()
        board.push_san("e4")
        r = engine.play(board, chess.engine.Limit(time=0.1))
        assert r.move in board.legal_moves
    print("illegal move ok")


def check_options():
    with open_engine() as engine:
        names = set(engine.options)
        for required in ("memory", "cores", "Move_Overhead", "Clear_Hash", "Resign"):
            assert required in names, (required, names)
        assert not any(" " in n and not n.startswith("egtpath") for n in names), names
        engine.configure({"memory": 32, "cores": 1, "Move_Overhead": 50, "Clear_Hash": None})
        r = engine.play(chess.Board(), chess.engine.Limit(time=0.1))
        assert r.move in chess.Board().legal_moves
        # Node limits: `nps 1` + `st N`.
        info = engine.analyse(chess.Board(), chess.engine.Limit(depth=3))
        r = engine.play(chess.Board(), chess.engine.Limit(nodes=2000), info=chess.engine.INFO_ALL)
        assert r.move in chess.Board().legal_moves
        assert r.info.get("nodes", 0) <= 4000, r.info
        print("options ok:", sorted(names), info.get("depth"))


def check_resign():
    """A hopeless position against a computer: the engine resigns after a few moves. The
    opponent passes with null moves (`@@@@`), which the engine must take in its stride."""
    opponent = chess.engine.Opponent(name="bot", title=None, rating=2000, is_engine=True)
    with open_engine() as engine:
        board = chess.Board("k7/8/8/8/8/8/1qq5/7K w - - 0 1")
        game = object()
        resigned = False
        for i in range(6):
            r = engine.play(board, chess.engine.Limit(time=0.1), game=game,
                            opponent=opponent if i == 0 else None)
            if r.resigned:
                resigned = True
                break
            assert r.move in board.legal_moves, (board.fen(), r.move)
            board.push(r.move)
            board.push(chess.Move.null())
        assert resigned, board.fen()
        # Without `computer` and with resigning off, the engine plays on.
        board = chess.Board("k7/8/8/8/8/8/1qq5/7K w - - 0 1")
    with open_engine() as engine:
        for _ in range(4):
            r = engine.play(board, chess.engine.Limit(time=0.05), game=game)
            assert not r.resigned and r.move in board.legal_moves
            board.push(r.move)
            board.push(chess.Move.null())
    print("resign ok after", i, "moves")


def check_variants():
    """Every python-chess variant board whose XBoard name ferrum advertises: python-chess sends
    `variant <name>` and `setboard` in the variant's FEN, the moves (drops in crazyhouse) are
    checked by python-chess's own rules, and the engine claims results by the variant's rules."""
    with open_engine() as engine:
        offered = str(engine.protocol.features["variants"]).split(",")
        boards = [b for b in chess.variant.VARIANTS if b.xboard_variant in offered]
        assert len(boards) == 10, [b.__name__ for b in boards]
        for board_type in boards:
            if board_type is chess.Board:
                continue
            board = board_type()
            game = object()
            while not board.is_game_over() and board.ply() < 40:
                r = engine.play(board, chess.engine.Limit(time=0.05), game=game)
                assert r.move in board.legal_moves, (board_type.__name__, board.fen(), r.move)
                board.push(r.move)
            engine.send_game_result(board)
            print(board_type.__name__, board.ply(), "plies", board.result())
        # A drop from the opponent in crazyhouse.
        board = chess.variant.CrazyhouseBoard(
            "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[P] b KQkq - 0 2")
        board.push_san("Qxd5")
        board.push_san("P@e4")
        r = engine.play(board, chess.engine.Limit(time=0.1))
        assert r.move in board.legal_moves
        # A variant win: atomic, White explodes the black king at once.
        board = chess.variant.AtomicBoard("rnbqkbnr/pppppppp/8/4N3/8/8/PPPPPPPP/RNBQKB1R w KQkq - 0 3")
        r = engine.play(board, chess.engine.Limit(depth=3))
        board.push(r.move)
        assert board.is_variant_loss(), (r.move, board.fen())  # for Black, to move
    print("variants ok")


CHECKS = {
    "game": check_game,
    "ponder_game": check_ponder_game,
    "conventional_clock": check_conventional_clock,
    "chess960": check_chess960,
    "analysis": check_analysis,
    "setboard": check_setboard,
    "undo_remove": check_undo_remove,
    "illegal_move": check_illegal_move,
    "options": check_options,
    "resign": check_resign,
    "variants": check_variants,
}

if __name__ == "__main__":
    CHECKS[sys.argv[2]]()

"""Drives ferrum exactly the way lichess-bot does (through python-chess's chess.engine), with
lichess-bot's default engine options, one engine process per game, clock limits with pondering,
UCI_Variant set per game by python-chess, and (over XBoard) draw offers sent with the moves.

Every move's PV must start with the move itself: lichess-bot calls `board.variation_san(pv)` on
the position before the move, which raises on a PV that starts with the opponent's reply (ponder
output taken as the move's own over XBoard, found with lichess-bot's defaults).

Usage: python3 lichess_bot_client.py PATH_TO_FERRUM CHECK
       (CHECK: uci | variants | xboard | ponder_pv)
Exits non-zero with a message when a check fails.
"""
import sys
import time

import chess
import chess.engine
import chess.variant

ENGINE = sys.argv[1]
# lichess-bot's config.yml.default `uci_options` (SyzygyPath names a folder that does not exist
# here, as on most bot machines: ferrum must report it and go on).
LICHESS_BOT_OPTIONS = {
    "Move Overhead": 100,
    "Threads": 2,
    "Hash": 64,
    "SyzygyPath": "./syzygy/",
    "UCI_ShowWDL": True,
}


def play(board, protocol="uci", plies=60, base=8.0, inc=0.1, draw_offers=False, stats=None):
    """One game, ferrum against itself in two processes; returns the number of plies played.
    `stats["pv"]` counts the moves that came with a PV (each checked to start with the move)."""
    popen = chess.engine.SimpleEngine.popen_uci if protocol == "uci" else chess.engine.SimpleEngine.popen_xboard
    engines = {chess.WHITE: popen(ENGINE), chess.BLACK: popen(ENGINE)}
    try:
        for engine in engines.values():
            if protocol == "uci":
                engine.configure(LICHESS_BOT_OPTIONS)
            else:
                engine.configure({"cores": 1, "memory": 32})
        clocks = {chess.WHITE: base, chess.BLACK: base}
        played = 0
        while not board.is_game_over(claim_draw=True) and played < plies:
            engine = engines[board.turn]
            if board.ply() < 2:
                # lichess-bot gives the first move of each side a fixed time.
                limit = chess.engine.Limit(time=0.2)
            else:
                limit = chess.engine.Limit(
                    white_clock=clocks[chess.WHITE], black_clock=clocks[chess.BLACK],
                    white_inc=inc, black_inc=inc)
            start = time.monotonic()
            result = engine.play(board, limit, ponder=True, info=chess.engine.INFO_ALL,
                                 draw_offered=draw_offers and played % 4 == 3)
            spent = time.monotonic() - start
            if board.ply() >= 2:
                clocks[board.turn] -= spent
                if clocks[board.turn] <= 0:
                    raise AssertionError(f"time loss: {clocks} at ply {board.ply()}")
                clocks[board.turn] += inc
            if result.resigned:
                break
            if result.move not in board.legal_moves:
                raise AssertionError(f"illegal move {result.move} in {board.fen()}")
            # Every answer has a score, a book move's too (the static evaluation after it).
            if protocol == "uci" and "score" not in result.info:
                raise AssertionError(f"no score with the move at {board.fen()}: {result.info}")
            pv = result.info.get("pv")
            if pv:
                if pv[0] != result.move:
                    raise AssertionError(
                        f"PV {[m.uci() for m in pv]} does not start with the move played "
                        f"{result.move} at {board.fen()} ({protocol}): {result.info}")
                board.variation_san(pv)  # what lichess-bot does with it
                if stats is not None:
                    stats["pv"] = stats.get("pv", 0) + 1
            if result.ponder is not None:
                after = board.copy()
                after.push(result.move)
                if result.ponder not in after.legal_moves or after.is_game_over():
                    raise AssertionError(f"bad ponder move {result.ponder} after {result.move}")
            board.push(result.move)
            played += 1
        return played
    finally:
        for engine in engines.values():
            engine.quit()


def check_uci():
    plies = play(chess.Board())
    print("standard game over UCI:", plies, "plies")
    board = chess.Board(chess960=True)
    board.set_chess960_pos(518 + 17)
    print("chess960 game over UCI:", play(board), "plies")


def check_variants():
    for name in ["antichess", "atomic", "crazyhouse", "horde", "kingofthehill", "racingkings",
                 "3check", "giveaway", "suicide"]:
        board = chess.variant.find_variant(name)()
        print(name, "over UCI:", play(board, plies=40), "plies")


def check_xboard():
    print("standard game over XBoard with draw offers:",
          play(chess.Board(), protocol="xboard", draw_offers=True), "plies")
    board = chess.variant.find_variant("atomic")()
    print("atomic over XBoard:", play(board, protocol="xboard", plies=40), "plies")


def check_ponder_pv():
    """lichess-bot's path with pondering on: at least 20 searched moves per protocol, each PV
    starting with the move played."""
    for protocol in ["xboard", "uci"]:
        stats = {}
        plies = games = 0
        # A game may end early (a mate, a resignation): play on until 20 searched moves are seen.
        while stats.get("pv", 0) < 20 and games < 4:
            plies += play(chess.Board(), protocol=protocol, plies=60, base=6.0, inc=0.1,
                          stats=stats)
            games += 1
        print(f"{protocol}: {plies} plies in {games} games, {stats.get('pv', 0)} moves with a PV, "
              "all starting with the move played")
        assert stats.get("pv", 0) >= 20, (protocol, stats)


{"uci": check_uci, "variants": check_variants, "xboard": check_xboard,
 "ponder_pv": check_ponder_pv}[sys.argv[2]]()

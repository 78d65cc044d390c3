"""Tablebase play check: ferrum with Syzygy tables against Stockfish without tables.

From won 3-4-piece positions ferrum (playing the winning side) must win; from drawn
positions ferrum must not lose. Every position is played twice: won positions as given and
colour-mirrored (so ferrum wins once as White, once as Black), drawn positions with ferrum on
each side. Games are played out to mate, stalemate, insufficient material, threefold
repetition or the 50-move rule (no adjudication).

Not part of the default test suite (needs Stockfish). Usage:

    cargo build --release
    python3 tests/python/tb_conversion.py [FERRUM] [STOCKFISH] [--tc 2+0.05] [--with-gaviota]

Exits non-zero if ferrum fails to convert a win or loses a draw.
"""
import argparse
import os
import sys
import time

import chess
import chess.engine
import chess.syzygy

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TABLES = os.path.join(ROOT, "tablebases", "syzygy")

# (FEN, WDL for the side to move) -- random positions of each ending, picked with
# python-chess: no capture or check on the first move; wins with a long DTZ.
WON = [
    "8/1R6/8/8/8/4k2K/8/8 w - - 0 1",  # KRvK, DTZ 25
    "8/8/K7/7Q/8/6k1/8/8 w - - 0 1",  # KQvK, DTZ 15
    "7Q/8/2k5/8/2r5/8/8/4K3 w - - 0 1",  # KQvKR, DTZ 45
    "8/8/8/7k/8/4P3/8/4K3 w - - 0 1",  # KPvK, DTZ 15
    "7k/8/1K6/8/8/4N3/8/1B6 w - - 0 1",  # KBNvK, DTZ 50
    "8/6Q1/8/6K1/8/8/3p4/4k3 w - - 0 1",  # KQvKP, DTZ 17
    "8/5k2/8/8/1P6/1P6/8/7K w - - 0 1",  # KPPvK, DTZ 13
    "8/8/6K1/8/8/2P1k3/7B/8 w - - 0 1",  # KBPvK, DTZ 11
    "8/8/4p3/8/5k2/8/8/1R4K1 w - - 0 1",  # KRvKP, DTZ 13
    "8/8/8/3k4/3n4/8/8/1Q2K3 w - - 0 1",  # KQvKN, DTZ 27
]
DRAWN = [
    "8/8/6R1/8/8/k6K/8/4r3 w - - 0 1",  # KRvKR
    "8/6K1/7B/2k2p2/8/8/8/8 w - - 0 1",  # KBvKP
    "8/7K/8/3k4/8/8/5P2/8 w - - 0 1",  # KPvK
    "8/4K3/7N/k7/8/8/8/4N3 w - - 0 1",  # KNNvK
    "7R/3k4/8/8/8/1K6/8/6b1 w - - 0 1",  # KRvKB
    "4k3/8/8/8/K7/1Q6/8/7q w - - 0 1",  # KQvKQ
    "7K/8/8/2P5/p7/k7/8/8 w - - 0 1",  # KPvKP
]


def play(ferrum, stockfish, fen, ferrum_color, base, inc, gaviota):
    board = chess.Board(fen)
    clocks = {chess.WHITE: base, chess.BLACK: base}
    engines = {ferrum_color: ferrum, not ferrum_color: stockfish}
    for e in engines.values():
        e.configure({"Hash": 16, "Threads": 1})
    ferrum.configure({"SyzygyPath": TABLES})
    if "GaviotaTbPath" in ferrum.options and not gaviota:
        # Syzygy alone (the shipped Gaviota tables would pick mates by distance to mate).
        ferrum.configure({"GaviotaTbPath": ""})
    while not board.is_game_over(claim_draw=True) and board.ply() < 600:
        limit = chess.engine.Limit(white_clock=clocks[chess.WHITE], black_clock=clocks[chess.BLACK],
                                   white_inc=inc, black_inc=inc)
        start = time.monotonic()
        result = engines[board.turn].play(board, limit, game=fen + str(ferrum_color))
        clocks[board.turn] -= time.monotonic() - start
        if clocks[board.turn] <= 0:
            return board, "time", (not board.turn)
        clocks[board.turn] += inc
        board.push(result.move)
    outcome = board.outcome(claim_draw=True)
    if outcome is None:
        return board, "move limit", None
    return board, outcome.termination.name.lower(), outcome.winner


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("ferrum", nargs="?", default=os.path.join(ROOT, "target", "release", "ferrum"))
    parser.add_argument("stockfish", nargs="?", default="/usr/games/stockfish")
    parser.add_argument("--tc", default="2+0.05", help="seconds+increment per side")
    parser.add_argument("--with-gaviota", action="store_true",
                        help="keep ferrum's default Gaviota tables as well")
    args = parser.parse_args()
    base, inc = (float(x) for x in args.tc.split("+"))

    tables = chess.syzygy.open_tablebase(TABLES)
    games = []
    for fen in WON:
        assert tables.probe_wdl(chess.Board(fen)) == 2, fen
        mirrored = chess.Board(fen).mirror().fen()
        games.append((fen, chess.WHITE, "win"))
        games.append((mirrored, chess.BLACK, "win"))
    for fen in DRAWN:
        assert tables.probe_wdl(chess.Board(fen)) == 0, fen
        games.append((fen, chess.WHITE, "draw"))
        games.append((fen, chess.BLACK, "draw"))

    ferrum = chess.engine.SimpleEngine.popen_uci(args.ferrum)
    stockfish = chess.engine.SimpleEngine.popen_uci(args.stockfish)
    failures = 0
    try:
        for fen, color, goal in games:
            board, how, winner = play(ferrum, stockfish, fen, color, base, inc, args.with_gaviota)
            side = "White" if color == chess.WHITE else "Black"
            if winner is None:
                result = "draw"
            else:
                result = "ferrum wins" if winner == color else "ferrum LOSES"
            ok = (result == "ferrum wins") if goal == "win" else (result != "ferrum LOSES")
            failures += not ok
            print(f"{'ok  ' if ok else 'FAIL'} {goal:4} ferrum={side:5} {result:12} by {how:22} "
                  f"after {board.ply():3} plies  {fen}", flush=True)
    finally:
        ferrum.quit()
        stockfish.quit()
    print(f"{len(games) - failures} of {len(games)} games as expected at {args.tc}")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()

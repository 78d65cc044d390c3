#!/usr/bin/env python3
"""ferrum with Gaviota tables against Stockfish defending: in KQvK, KRvK, KQvKR and KBNvK
positions ferrum must report `score mate N` with N the exact distance to mate (python-chess's
Gaviota DTM, in moves) on every move, and mate within N moves.

Not part of the default test suite (CI has no Stockfish). Usage:

    python3 tests/python/gaviota_mates.py [FERRUM] [STOCKFISH] [--per-table N]

defaults: target/release/ferrum, stockfish from PATH or /usr/games/stockfish, 3 positions per
table: the longest mates of each table in tests/data/gaviota-reference.txt with the winning side
to move (deterministic). Exits non-zero if any check fails."""

import argparse
import os
import shutil
import sys

import chess
import chess.engine
import chess.gaviota

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TABLES = os.path.join(ROOT, "tablebases", "gaviota")
REFERENCE = os.path.join(ROOT, "tests", "data", "gaviota-reference.txt")
ENDINGS = ["kqk", "krk", "kqkr", "kbnk"]
FERRUM_TIME = 0.1
STOCKFISH_TIME = 0.05


def mate_moves(dtm):
    """UCI `mate N` for a DTM in plies."""
    return (dtm + 1) // 2 if dtm > 0 else dtm // 2


def strong_side_to_move(board, table):
    """Whether the side to move owns the table's first (stronger) material, e.g. the queen in
    KQvKR."""
    split = table.index("k", 1)
    letters = "k" + "".join(
        chess.piece_symbol(t) for t in (chess.QUEEN, chess.ROOK, chess.BISHOP, chess.KNIGHT, chess.PAWN)
        for _ in board.pieces(t, board.turn))
    return letters == table[:split]


def positions(per_table):
    """The longest wins of each ending in the reference file, the stronger side to move."""
    by_table = {t: [] for t in ENDINGS}
    with open(REFERENCE) as f:
        for line in f:
            if line.startswith("#"):
                continue
            fen, wdl, dtm, table = line.strip().split(";")
            if table in by_table and wdl == "1" and strong_side_to_move(chess.Board(fen), table):
                by_table[table].append((int(dtm), fen))
    for table in ENDINGS:
        for dtm, fen in sorted(by_table[table], reverse=True)[:per_table]:
            yield table, fen, dtm


def play(ferrum, stockfish, tablebase, table, fen):
    board = chess.Board(fen)
    attacker = board.turn
    expected = mate_moves(tablebase.probe_dtm(board))
    problems = []
    first_report = None
    ferrum_moves = 0
    while not board.is_game_over():
        if board.turn == attacker:
            want = mate_moves(tablebase.probe_dtm(board))
            result = ferrum.play(board, chess.engine.Limit(time=FERRUM_TIME), info=chess.engine.INFO_SCORE)
            score = result.info.get("score")
            got = score.relative.mate() if score is not None else None
            if first_report is None:
                first_report = got
            if got != want:
                problems.append(f"move {ferrum_moves + 1}: reported mate {got}, DTM says {want} ({board.fen()})")
            ferrum_moves += 1
        else:
            result = stockfish.play(board, chess.engine.Limit(time=STOCKFISH_TIME))
        board.push(result.move)
        if ferrum_moves > expected:
            problems.append(f"no mate after {ferrum_moves} moves")
            break
    mated = board.is_checkmate() and board.turn != attacker
    if not mated:
        problems.append(f"game ended {board.result()} without ferrum mating")
    return {
        "table": table,
        "fen": fen,
        "dtm_moves": expected,
        "first_report": first_report,
        "moves_to_mate": ferrum_moves,
        "mated": mated,
        "problems": problems,
    }


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("ferrum", nargs="?", default=os.path.join(ROOT, "target", "release", "ferrum"))
    parser.add_argument("stockfish", nargs="?", default=shutil.which("stockfish") or "/usr/games/stockfish")
    parser.add_argument("--per-table", type=int, default=3)
    args = parser.parse_args()

    tablebase = chess.gaviota.PythonTablebase()
    tablebase.add_directory(TABLES)
    ferrum = chess.engine.SimpleEngine.popen_uci(args.ferrum)
    stockfish = chess.engine.SimpleEngine.popen_uci(args.stockfish)
    failures = 0
    try:
        ferrum.configure({"GaviotaTbPath": TABLES})
        for table, fen, _ in positions(args.per_table):
            ferrum.configure({"Clear Hash": None})
            r = play(ferrum, stockfish, tablebase, table, fen)
            status = "ok" if not r["problems"] else "FAIL"
            print(f"{status} {table:5} mate {r['dtm_moves']:>3} (reported {r['first_report']}) "
                  f"mated in {r['moves_to_mate']:>3} moves  {fen}")
            for p in r["problems"]:
                print("     ", p)
            failures += bool(r["problems"])
    finally:
        ferrum.quit()
        stockfish.quit()
    total = args.per_table * len(ENDINGS)
    print(f"{total - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

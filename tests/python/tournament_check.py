#!/usr/bin/env python3
"""Checks a tournament's PGN with python-chess.

Usage: tournament_check.py PGN GAMES BASE_SECONDS INC_SECONDS [--require-eval]
(BASE and INC 0: no clock ran; moves then need [%emt] instead of [%clk])

Every game must read without errors, start with the Seven Tag Roster in order, have a result
token equal to its Result tag, replay legally, and end as its Termination says: by the rules
(python-chess agrees on the outcome), or with the side to move at the end losing on time or by
a failure. Every move not from the opening suite carries a [%clk] within the clock's reach and
(with --require-eval) an [%eval]; a mating move's mate score favours the mating side.
Prints a summary line: games, results, terminations, evals, clocks.
"""

import collections
import io
import re
import sys

import chess
import chess.pgn

STR = ["Event", "Site", "Date", "Round", "White", "Black", "Result"]


def fail(msg):
    print("FAIL: " + msg)
    sys.exit(1)


def main():
    path, expected, base, inc = sys.argv[1], int(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4])
    require_eval = "--require-eval" in sys.argv
    text = open(path, encoding="utf-8").read()
    # Movetext lines under 80 columns, result tokens as the Result tags.
    for line in text.splitlines():
        if len(line) >= 80:
            fail("line of %d characters: %s" % (len(line), line))
    chunks = [c for c in re.split(r"\n\n(?=\[Event )", text.strip()) if c.strip()]
    results = collections.Counter()
    terminations = collections.Counter()
    evals = clocks = moves = 0
    stream = io.StringIO(text)
    games = 0
    while True:
        game = chess.pgn.read_game(stream)
        if game is None:
            break
        games += 1
        if game.errors:
            fail("game %d: errors %r" % (games, game.errors))
        keys = list(game.headers.keys())
        if keys[:7] != STR:
            fail("game %d: tag order %r" % (games, keys[:7]))
        result = game.headers["Result"]
        token = chunks[games - 1].split()[-1]
        if token != result:
            fail("game %d: result token %s, tag %s" % (games, token, result))
        for tag in ["TimeControl", "Termination", "PlyCount"]:
            if tag not in game.headers:
                fail("game %d: no %s tag" % (games, tag))
        results[result] += 1
        termination = game.headers["Termination"]
        terminations[termination] += 1
        board = game.board()
        ply = 0
        last_comment = game.comment
        last_eval = None
        for node in game.mainline():
            if node.move not in board.legal_moves:
                fail("game %d: illegal move %s in %s" % (games, node.move, board.fen()))
            mover = board.turn
            board.push(node.move)
            ply += 1
            moves += 1
            comment = node.comment
            last_comment = comment
            last_eval = (mover, node.eval())
            if comment.strip() == "book":
                continue
            clock = node.clock()
            if clock is None and base == 0 and inc == 0:
                # No clock runs (nodes, depth): no [%clk], but the elapsed time is there.
                if node.emt() is None:
                    fail("game %d ply %d: no emt in %r" % (games, ply, comment))
                clock = 0.0
            elif clock is None:
                fail("game %d ply %d: no clock in %r" % (games, ply, comment))
            clocks += 1
            if not (0 <= clock <= base + inc * ply + 0.001):
                fail("game %d ply %d: clock %s out of range" % (games, ply, clock))
            if node.eval() is not None:
                evals += 1
            elif require_eval and not comment.startswith("book"):
                fail("game %d ply %d: no eval in %r" % (games, ply, comment))
        if int(game.headers["PlyCount"]) != ply:
            fail("game %d: PlyCount %s, %d plies" % (games, game.headers["PlyCount"], ply))
        loser_to_move = {chess.WHITE: "0-1", chess.BLACK: "1-0"}[board.turn]
        if termination == "normal":
            if "resigns" in last_comment:
                if result not in ("1-0", "0-1"):
                    fail("game %d: resignation with %s" % (games, result))
                continue
            outcome = board.outcome(claim_draw=True)
            if outcome is None or outcome.result() != result:
                fail("game %d: ends %s but python-chess sees %s at %s" % (games, result, outcome, board.fen()))
            if board.is_checkmate() and last_eval[1] is not None and last_eval[1].is_mate():
                if last_eval[1].pov(last_eval[0]).mate() <= 0:
                    fail("game %d: mating move with eval %s" % (games, last_eval[1]))
        elif termination in ("time forfeit", "abandoned", "rules infraction"):
            if result != loser_to_move and not (termination == "time forfeit" and result == "1/2-1/2"):
                fail("game %d: %s but %s with %s to move" % (games, termination, result, board.turn))
        elif termination == "adjudication":
            if "adjudication" not in last_comment and "resigns" not in last_comment:
                fail("game %d: adjudication without a reason: %r" % (games, last_comment))
        else:
            fail("game %d: unknown termination %s" % (games, termination))
    if games != expected:
        fail("%d games, expected %d" % (games, expected))
    print(
        "games %d results %s terminations %s moves %d clocks %d evals %d"
        % (games, dict(results), dict(terminations), moves, clocks, evals)
    )


main()

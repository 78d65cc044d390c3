#!/usr/bin/env python3
"""An independent check of `ferrum analyse`: reads its annotated PGN with python-chess and
recomputes, from the [%eval] values alone, every verdict (NAG), each side's accuracy and average
centipawn loss and the counts in the closing comment, with its own implementation of lichess's
published formulas (scalachess eval.scala WinPercent; lila AccuracyPercent.scala,
Advice.scala, AccuracyCP.scala). They must equal what ferrum wrote, exactly.

Usage: analyse_check.py ANNOTATED.pgn ANALYSIS.json [--games N]

The JSON file (`ferrum analyse --json`) is read only for facts the PGN does not hold: the
engine's own move in each position (a move the engine chose itself is never judged, as on
lichess). Also checked: python-chess reads every game without errors, every move, NAG and
variation is there, each verdict has the better move as a variation and a green [%cal] arrow,
and the [%eval] values python-chess reads equal the JSON's.

Prints a summary; exits 1 on the first difference, naming the game and move.
"""

import json
import math
import re
import sys

import chess
import chess.engine
import chess.pgn
import chess.variant

CEILING = 1000
SLOPE = -0.00368208
INACCURACY, MISTAKE, BLUNDER = 0.1, 0.2, 0.3
NAGS = {"Inaccuracy": 6, "Mistake": 2, "Blunder": 4}
NAME_OF_NAG = {v: k for k, v in NAGS.items()}
EVAL = re.compile(r"\[%eval\s+([^\],\s]+)(?:,(\d+))?\]")


def fail(msg):
    print("FAIL: " + msg)
    sys.exit(1)


# A score is ("cp", centipawns for White) or ("mate", winner, moves) with winner True for White.

def parse_eval(text, turn):
    """An [%eval] value; `turn` is the side to move in the position (for #0)."""
    if text.startswith("#"):
        n = int(text[1:])
        if n > 0:
            return ("mate", True, n)
        if n < 0:
            return ("mate", False, -n)
        return ("mate", not turn, 0)  # #0: the side to move has been mated
    pawns = text
    negative = pawns.startswith("-")
    whole, _, frac = pawns.lstrip("+-").partition(".")
    cp = int(whole or "0") * 100 + int((frac + "00")[:2])
    return ("cp", -cp if negative else cp)


def from_python_chess(pov):
    """python-chess's reading of the same [%eval] as a score of ours."""
    s = pov.white()
    if s.is_mate():
        m = s.mate()
        if m > 0:
            return ("mate", True, m)
        if m < 0:
            return ("mate", False, -m)
        return ("mate", s > chess.engine.Cp(0), 0)
    return ("cp", s.score())


def ceiled(score):
    if score[0] == "cp":
        return max(-CEILING, min(CEILING, score[1]))
    return CEILING if score[1] else -CEILING


def winning_chances(cp):
    return max(-1.0, min(1.0, 2.0 / (1.0 + math.exp(SLOPE * cp)) - 1.0))


def win_percent(score):
    return 50.0 + 50.0 * winning_chances(float(ceiled(score)))


def move_accuracy(before, after):
    if after >= before:
        return 100.0
    diff = before - after
    raw = 103.1668100711649 * math.exp(-0.04354415386753951 * diff) + -3.166924740191411
    return max(0.0, min(100.0, raw + 1.0))


def accuracy_of_move(white_moved, wp_before, wp_after):
    # lichess passes Black's move as (after, before) of White's Win%.
    if white_moved:
        return move_accuracy(wp_before, wp_after)
    return move_accuracy(wp_after, wp_before)


def mover_cp(score, white):
    if score[0] != "cp":
        return None
    return score[1] if white else -score[1]


def verdict(white, before, after):
    """lichess's Advice: CpAdvice when both are centipawns, else MateAdvice."""
    if before[0] == "cp" and after[0] == "cp":
        d = winning_chances(before[1]) - winning_chances(after[1])
        if not white:
            d = -d
        for threshold, name in ((BLUNDER, "Blunder"), (MISTAKE, "Mistake"), (INACCURACY, "Inaccuracy")):
            if threshold <= d:
                return name
        return None
    prev_cp = mover_cp(before, white) or 0
    next_cp = mover_cp(after, white) or 0
    prev_mate = None if before[0] != "mate" else (before[1] == white)
    next_mate = None if after[0] != "mate" else (after[1] == white)
    if prev_mate is None and next_mate is False:  # MateCreated
        return "Inaccuracy" if prev_cp < -999 else "Mistake" if prev_cp < -700 else "Blunder"
    if prev_mate is True and next_mate is not True:  # MateLost
        return "Inaccuracy" if next_cp > 999 else "Mistake" if next_cp > 700 else "Blunder"
    return None


def mean_std(values):
    total = 0.0
    for v in values:
        total += v
    mean = total / len(values)
    squares = 0.0
    for v in values:
        squares += (v - mean) * (v - mean)
    return math.sqrt(squares / len(values))


def weights(wps):
    moves = len(wps) - 1
    size = max(2, min(8, moves // 10))
    head = min(size, len(wps))
    windows = [wps[:head]] * max(0, head - 2)
    if len(wps) <= size:
        windows.append(wps)
    else:
        windows += [wps[i:i + size] for i in range(len(wps) - size + 1)]
    return [max(0.5, min(12.0, mean_std(w))) for w in windows[:moves]]


def game_accuracy(wps, movers, counted, white):
    ws = weights(wps)
    weighted = total_weight = reciprocal = 0.0
    count = 0
    for i in range(len(wps) - 1):
        if movers[i] != white or not counted[i]:
            continue
        acc = accuracy_of_move(movers[i], wps[i], wps[i + 1])
        weighted += acc * ws[i]
        total_weight += ws[i]
        reciprocal += 1.0 / max(acc, 1.0)
        count += 1
    if count == 0 or total_weight == 0.0:
        return None
    return (weighted / total_weight + count / reciprocal) / 2.0


def cp_loss(white, before, after):
    diff = ceiled(after) - ceiled(before)
    return max(0, -diff if white else diff)


def check_game(number, game, data):
    where = "game %d (%s - %s)" % (number, game.headers.get("White"), game.headers.get("Black"))
    if game.errors:
        fail("%s: python-chess: %s" % (where, game.errors))
    nodes = list(game.mainline())
    positions = data["positions"]
    if len(positions) != len(nodes) + 1:
        fail("%s: %d moves in the PGN, %d positions in the JSON" % (where, len(nodes), len(positions)))
    board = game.board()
    m = EVAL.search(game.comment)
    scores = [parse_eval(m.group(1), board.turn) if m else None]
    if positions[0]["eval"] != (m.group(1) if m else None):
        fail("%s: start eval %s vs JSON %s" % (where, m and m.group(1), positions[0]["eval"]))
    movers, counted, verdicts, losses, books = [], [], [], [], []
    for ply, node in enumerate(nodes):
        move = node.move
        white = board.turn == chess.WHITE
        before = scores[-1]
        jmove = positions[ply]["move"]
        if move is None:
            fail("%s: ply %d: no move" % (where, ply + 1))
        is_null = move == chess.Move.null()
        if not is_null and jmove["uci"] != board.uci(move) and jmove["san"] != board.san(move):
            fail("%s: ply %d: PGN move %s, JSON %s" % (where, ply + 1, board.san(move), jmove["san"]))
        best = positions[ply]["best"]
        engine_choice = best is not None and best == jmove["uci"]
        board.push(move)
        m = EVAL.search(node.comment)
        after = parse_eval(m.group(1), board.turn) if m else None
        if (m.group(1) if m else None) != positions[ply + 1]["eval"]:
            fail("%s: ply %d: [%%eval] %s vs JSON %s" % (where, ply + 1, m and m.group(1), positions[ply + 1]["eval"]))
        if m and from_python_chess(node.eval()) != after:
            fail("%s: ply %d: python-chess reads %s as %s" % (where, ply + 1, m.group(0), node.eval()))
        book = "Book move." in " ".join(node.comment.split())
        outcome = board.outcome()
        ends_in_win = outcome is not None and outcome.winner is not None
        expected = None
        if before is not None and after is not None and not is_null and not engine_choice and not book and not ends_in_win:
            expected = verdict(white, before, after)
        got = [NAME_OF_NAG[n] for n in node.nags if n in NAME_OF_NAG]
        if got != ([expected] if expected else []):
            fail("%s: ply %d (%s): ferrum wrote %s, the formulas give %s (before %s, after %s)"
                 % (where, ply + 1, jmove["san"], got, expected, before, after))
        if expected:
            alt = [v.move for v in node.parent.variations[1:]]
            if not alt or node.parent.board().uci(alt[0]) != best:
                fail("%s: ply %d: a %s without the better move %s as a variation" % (where, ply + 1, expected, best))
            if not [a for a in node.arrows() if a.color == "green"]:
                fail("%s: ply %d: a %s without a green arrow" % (where, ply + 1, expected))
        if expected != jmove["judgement"]:
            fail("%s: ply %d: JSON says %s, the formulas %s" % (where, ply + 1, jmove["judgement"], expected))
        scores.append(after)
        movers.append(white)
        counted.append(not is_null)
        verdicts.append(expected)
        books.append(book)
        if before is not None and after is not None and not is_null:
            losses.append((white, cp_loss(white, before, after)))
    # The Win% curve as far as the values are known.
    known = []
    for s in scores:
        if s is None:
            break
        known.append(win_percent(s))
    summary = {}
    for white in (True, False):
        name = "White" if white else "Black"
        acc = game_accuracy(known, movers[:len(known) - 1], counted[:len(known) - 1], white)
        mine = [l for w, l in losses if w == white]
        acpl = None if not mine else int(math.floor(sum_loop(mine) / len(mine) + 0.5))
        tag_acc = game.headers.get(name + "Accuracy")
        tag_acpl = game.headers.get(name + "ACPL")
        want_acc = None if acc is None else "%.1f" % acc
        if tag_acc != want_acc:
            fail("%s: %sAccuracy %s, the formulas give %s" % (where, name, tag_acc, want_acc))
        if tag_acpl != (None if acpl is None else str(acpl)):
            fail("%s: %sACPL %s, the formulas give %s" % (where, name, tag_acpl, acpl))
        counts = [sum(1 for w, v in zip(movers, verdicts) if w == white and v == k)
                  for k in ("Inaccuracy", "Mistake", "Blunder")]
        summary[name] = (want_acc, acpl, counts)
        side = data["white" if white else "black"]
        if [side["inaccuracies"], side["mistakes"], side["blunders"]] != counts:
            fail("%s: %s counts %s in the JSON, %s by the formulas" % (where, name, side, counts))
    closing = " ".join((nodes[-1].comment if nodes else game.comment).split())
    for name, (acc, acpl, counts) in summary.items():
        text = "%s: accuracy %s, ACPL %s, inaccuracies %d, mistakes %d, blunders %d." % (
            name, (acc + "%") if acc else "-", acpl if acpl is not None else "-", *counts)
        if text not in closing:
            fail("%s: the closing comment lacks '%s': %s" % (where, text, closing))
    return summary, sum(1 for v in verdicts if v), len(nodes)


def sum_loop(values):
    total = 0.0
    for v in values:
        total += v
    return total


def main():
    args = sys.argv[1:]
    expect = None
    if "--games" in args:
        i = args.index("--games")
        expect = int(args[i + 1])
        del args[i:i + 2]
    pgn_path, json_path = args
    data = json.load(open(json_path, encoding="utf-8"))
    games = []
    with open(pgn_path, encoding="utf-8") as f:
        while True:
            g = chess.pgn.read_game(f)
            if g is None:
                break
            games.append(g)
    if len(games) != len(data):
        fail("%d games in the PGN, %d in the JSON" % (len(games), len(data)))
    if expect is not None and len(games) != expect:
        fail("%d games, expected %d" % (len(games), expect))
    judged = plies = 0
    kinds = {}
    for number, (game, d) in enumerate(zip(games, data), 1):
        _, j, p = check_game(number, game, d)
        judged += j
        plies += p
        v = game.headers.get("Variant", "Standard")
        kinds[v] = kinds.get(v, 0) + 1
    print("ok: %d games, %d moves, %d verdicts, NAGs, accuracies, ACPL and counts equal the reference (%s)"
          % (len(games), plies, judged, ", ".join("%s %d" % kv for kv in sorted(kinds.items()))))


main()

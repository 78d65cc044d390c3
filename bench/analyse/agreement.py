#!/usr/bin/env python3
"""How often two analyses of the same games agree on the verdicts (`ferrum analyse --json`
files, e.g. ferrum's own and Stockfish's): for each engine's blunders, what the other engine
called the same move, and the same for mistakes. Prints a Markdown table.

Usage: agreement.py A.json B.json [NAME_A NAME_B]
"""

import json
import sys

KINDS = ["Blunder", "Mistake", "Inaccuracy", None]


def verdicts(path):
    games = json.load(open(path, encoding="utf-8"))
    out = {}
    for g in games:
        key = (g["file"], g["game"])
        out[key] = [p["move"]["judgement"] for p in g["positions"] if p["move"] is not None]
    return out


def main():
    a_path, b_path = sys.argv[1:3]
    names = sys.argv[3:5] if len(sys.argv) >= 5 else ["A", "B"]
    a, b = verdicts(a_path), verdicts(b_path)
    common = sorted(set(a) & set(b))
    pairs = []
    for key in common:
        if len(a[key]) != len(b[key]):
            sys.exit("game %s: %d moves in one, %d in the other" % (key, len(a[key]), len(b[key])))
        pairs += list(zip(a[key], b[key]))
    print("%d games, %d moves in both analyses" % (len(common), len(pairs)))
    print()
    print("| verdict of | count | the other: blunder | mistake | inaccuracy | nothing | agree (blunder) | agree (blunder or mistake) |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for who, other, first in ((names[0], names[1], True), (names[1], names[0], False)):
        for kind in ("Blunder", "Mistake"):
            theirs = [q if first else p for p, q in pairs if (p if first else q) == kind]
            n = len(theirs)
            counts = [sum(1 for t in theirs if t == k) for k in KINDS]
            serious = counts[0] + counts[1]
            same = counts[KINDS.index(kind)]
            print("| %s: %s | %d | %d | %d | %d | %d | %s | %s |" % (
                who, kind.lower(), n, *counts,
                "%d/%d (%.0f%%)" % (same, n, 100.0 * same / n) if n else "-",
                "%d/%d (%.0f%%)" % (serious, n, 100.0 * serious / n) if n else "-"))


main()

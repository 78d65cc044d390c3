#!/usr/bin/env python3
# Usage: run.py FERRUM OUT [POSITIONS]. Static evaluation of every position in positions.txt with the given ferrum binary:
# one line per position: variant, fen, final evaluation, and a hash of the full breakdown.
import subprocess, sys, hashlib, collections
binary, out = sys.argv[1], sys.argv[2]
by = collections.defaultdict(list)
for line in open(sys.argv[3] if len(sys.argv) > 3 else "positions.txt"):
    v, fen = line.rstrip("\n").split("\t")
    by[v].append(fen)
res = open(out, "w")
for v, fens in by.items():
    cmds = ["uci"]
    if v == "chess960":
        cmds.append("setoption name UCI_Chess960 value true")
    else:
        cmds.append(f"setoption name UCI_Variant value {v}")
    for f in fens:
        cmds += [f"position fen {f}", "eval"]
    cmds.append("quit")
    p = subprocess.run([binary], input="\n".join(cmds) + "\n", capture_output=True, text=True)
    blocks, cur = [], []
    for l in p.stdout.splitlines():
        if not l.startswith("info string"): continue
        cur.append(l)
        if "final evaluation" in l:
            blocks.append(cur); cur = []
    bad = [l for l in p.stdout.splitlines() if "error" in l.lower() or "illegal" in l.lower() or "invalid" in l.lower()]
    if len(blocks) != len(fens) or bad:
        sys.exit(f"{v}: {len(blocks)} evaluations for {len(fens)} positions; {bad[:3]}")
    for f, b in zip(fens, blocks):
        final = b[-1].split("final evaluation")[1].split()[0]
        h = hashlib.sha1("\n".join(b).encode()).hexdigest()[:12]
        res.write(f"{v}\t{f}\t{final}\t{h}\n")

#!/bin/bash
# The measurements of bench/RESULTS.md, "Game analysis": ferrum analyse on 40 standard games
# (2,921 moves, 2,961 positions) at 100,000 nodes a position with 1 and 2 workers, Stockfish on
# the same file, and the agreement of ferrum's verdicts with Stockfish's at a fixed depth.
# Run from the repository root after `cargo build --release`, without `nice`.
set -e
F=${FERRUM:-target/release/ferrum}
SF=${STOCKFISH:-/usr/games/stockfish}
OUT=${OUT:-/tmp/analyse-bench}
mkdir -p "$OUT"
cat tests/data/analyse/famous.pgn tests/data/analyse/toga-phalanx.pgn \
    tests/data/analyse/ferrum1500-phalanx.pgn tests/data/pgn/kasparov-deep-blue-1997.pgn \
    > "$OUT/forty.pgn"
run() {
    local name=$1
    shift
    uptime
    # Wall and CPU time (the CPU time counts the engines ferrum starts, e.g. Stockfish).
    /usr/bin/time -f "$name: %e s wall, %U s user + %S s system CPU ($*)" \
        "$F" analyse "$OUT/forty.pgn" --quiet --out "$OUT/$name.pgn" --json "$OUT/$name.json" "$@"
    uptime
}
run ferrum-j1 --nodes 100000 --jobs 1 --svg "$OUT/svg" --html "$OUT/forty.html"
run ferrum-j2 --nodes 100000 --jobs 2
run stockfish-nodes-j2 --nodes 100000 --jobs 2 --engine cmd="$SF"
run stockfish-depth16-j2 --depth 16 --jobs 2 --engine cmd="$SF"
python3 bench/analyse/agreement.py "$OUT/ferrum-j1.json" "$OUT/stockfish-depth16-j2.json" \
    "ferrum (100,000 nodes)" "Stockfish (depth 16)"

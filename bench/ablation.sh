#!/usr/bin/env bash
# What each search technique and evaluation term is worth, measured in games: builds ferrum with
# one `ablate-*` feature (Cargo.toml) at a time and plays it against the normal build with
# `ferrum tournament` (book off, the balanced openings of bench/openings.epd, colours swapped).
#
# Usage: bench/ablation.sh [-g GAMES] [-t TC] [FEATURE...]   (default: 200 games at 3+0.03,
#        every ablate-* feature). Results: target/ablate/<feature>.txt and .pgn.
set -euo pipefail
cd "$(dirname "$0")/.."

games=200
tc="3+0.03"
while getopts "g:t:" opt; do
  case $opt in
    g) games=$OPTARG ;;
    t) tc=$OPTARG ;;
    *) echo "usage: $0 [-g GAMES] [-t TC] [FEATURE...]" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
if [ $# -eq 0 ]; then
  set -- $(sed -n 's/^\(ablate-[a-z-]*\) = \[\]$/\1/p' Cargo.toml)
fi

out=target/ablate
mkdir -p "$out"
cargo build --release --quiet
cp target/release/ferrum "$out/base"

for feature in "$@"; do
  cargo build --release --quiet --features "$feature" --target-dir target/ablate-build
  cp target/ablate-build/release/ferrum "$out/$feature"
  rm -f "$out/$feature.pgn"
  "$out/base" tournament \
    --engine name="$feature" cmd="$out/$feature" proto=uci \
    --engine name=base cmd="$out/base" proto=uci \
    --each option.OwnBook=false option.Hash=16 \
    --games "$games" --tc "$tc" --concurrency 2 \
    --openings bench/openings.epd --order random --seed 1 \
    --draw movenumber=40 movecount=8 score=10 --resign movecount=3 score=600 \
    --pgn "$out/$feature.pgn" --quiet | tee "$out/$feature.txt"
done

#!/usr/bin/env bash
# Builds the shards of bench/data/shards.tsv that are missing from $FERRUM_DATA: self-play
# positions by `ferrum datagen`, labelled by `ferrum label` with Stockfish (Debian's
# `stockfish`, 15.1), then records each shard (source, seed, games, positions, label depth,
# SHA-256, the ferrum commit that played it) in bench/data/MANIFEST.tsv. A shard already in
# the manifest whose file's checksum matches is kept; one that does not match is refused.
#
#   bench/data/build.sh [shard ...]     (default: every shard; JOBS=2 engine processes)
set -euo pipefail
cd "$(dirname "$0")/../.."
DATA=${FERRUM_DATA:-../ferrum-data}
JOBS=${JOBS:-2}
ENGINE=${ENGINE:-/usr/games/stockfish}
MANIFEST=bench/data/MANIFEST.tsv
mkdir -p "$DATA"
[ -f "$MANIFEST" ] || printf '# name\tsource\tseed\tgames\tpositions\tlabel_depth\tsha256\tferrum\tlabeller\n' > "$MANIFEST"
cargo build --release --quiet
FERRUM=target/release/ferrum
commit=$(git rev-parse --short HEAD)
# awk reads to the end: `head` would close the pipe early and pipefail would stop the script.
labeller=$("$ENGINE" <<< uci 2>/dev/null | awk 'NR == 1 { sub(/ by .*/, ""); print }')

grep -v '^#' bench/data/shards.tsv | while IFS=$'\t' read -r name source seed games options depth; do
  [ -n "$name" ] || continue
  if [ $# -gt 0 ] && ! printf '%s\n' "$@" | grep -qx "$name"; then continue; fi
  bin="$DATA/$name.bin"
  recorded=$(awk -F'\t' -v n="$name" '$1 == n { print $7 }' "$MANIFEST")
  if [ -n "$recorded" ]; then
    if [ -f "$bin" ] && [ "$(sha256sum < "$bin" | cut -d' ' -f1)" = "$recorded" ]; then
      echo "$name: built (checksum matches)"; continue
    fi
    echo "$name: in the manifest but $bin is missing or differs; remove its manifest line to rebuild" >&2
    exit 1
  fi
  echo "$name: datagen ($games games, seed $seed, $options)"
  rm -f "$DATA/$name.txt"
  # shellcheck disable=SC2086
  "$FERRUM" datagen --games "$games" --seed "$seed" --threads "$JOBS" $options --out "$DATA/$name.txt"
  # Threads finish games in any order: sorted, the same options give the same file (labels
  # included, for the same JOBS, since each engine process keeps its hash between positions).
  LC_ALL=C sort -o "$DATA/$name.txt" "$DATA/$name.txt"
  echo "$name: label at depth $depth"
  "$FERRUM" label --input "$DATA/$name.txt" --out "$bin" --engine "$ENGINE" --depth "$depth" \
    --jobs "$JOBS" --source "$source"
  positions=$(( ($(stat -c %s "$bin") - 16) / 32 ))
  sum=$(sha256sum < "$bin" | cut -d' ' -f1)
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$source" "$seed" "$games" "$positions" \
    "$depth" "$sum" "$commit" "$labeller" >> "$MANIFEST"
  rm -f "$DATA/$name.txt"
done

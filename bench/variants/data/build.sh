#!/usr/bin/env bash
# Builds the variant shards of bench/variants/data/shards.tsv that are missing from
# $FERRUM_DATA/variants: self-play positions by `ferrum datagen --variant`, labelled by
# `ferrum label --variant` with Fairy-Stockfish (Debian's `fairy-stockfish`, 11.1), then
# records each shard (variant, source, seed, games, positions, label depth, SHA-256, the ferrum
# commit that played it) in bench/variants/data/MANIFEST.tsv. A shard in the manifest whose
# file's checksum matches is kept; one that does not match is refused.
#
#   bench/variants/data/build.sh [shard ...]     (default: every shard; JOBS=2 processes)
set -euo pipefail
cd "$(dirname "$0")/../../.."
DATA=${FERRUM_DATA:-../ferrum-data}/variants
JOBS=${JOBS:-2}
ENGINE=${ENGINE:-/usr/games/fairy-stockfish}
MANIFEST=bench/variants/data/MANIFEST.tsv
mkdir -p "$DATA"
[ -f "$MANIFEST" ] || printf '# name\tvariant\tsource\tseed\tgames\tpositions\tlabel_depth\tsha256\tferrum\tlabeller\n' > "$MANIFEST"
cargo build --release --quiet
FERRUM=${CARGO_TARGET_DIR:-target}/release/ferrum
commit=$(git rev-parse --short HEAD)
# awk reads to the end: `head` would close the pipe early and pipefail would stop the script.
labeller=$("$ENGINE" <<< uci 2>/dev/null | awk 'NR == 1 { sub(/ by .*/, ""); print }')

grep -v '^#' bench/variants/data/shards.tsv | while IFS=$'\t' read -r name variant source seed games options depth; do
  [ -n "$name" ] || continue
  if [ $# -gt 0 ] && ! printf '%s\n' "$@" | grep -qx "$name"; then continue; fi
  out="$DATA/$name.txt"
  recorded=$(awk -F'\t' -v n="$name" '$1 == n { print $8 }' "$MANIFEST")
  if [ -n "$recorded" ]; then
    if [ -f "$out" ] && [ "$(sha256sum < "$out" | cut -d' ' -f1)" = "$recorded" ]; then
      echo "$name: built (checksum matches)"; continue
    fi
    echo "$name: in the manifest but $out is missing or differs; remove its manifest line to rebuild" >&2
    exit 1
  fi
  echo "$name: datagen $variant ($games games, seed $seed, $options)"
  rm -f "$DATA/$name.games"
  # shellcheck disable=SC2086
  "$FERRUM" datagen --variant "$variant" --games "$games" --seed "$seed" --threads "$JOBS" $options \
    --out "$DATA/$name.games"
  # Threads finish games in any order: sorted, the same options give the same positions.
  LC_ALL=C sort -o "$DATA/$name.games" "$DATA/$name.games"
  echo "$name: label at depth $depth"
  "$FERRUM" label --variant "$variant" --input "$DATA/$name.games" --out "$out" \
    --engine "$ENGINE" --depth "$depth" --jobs "$JOBS" --source "$source"
  positions=$(wc -l < "$out")
  sum=$(sha256sum < "$out" | cut -d' ' -f1)
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$variant" "$source" "$seed" "$games" \
    "$positions" "$depth" "$sum" "$commit" "$labeller" >> "$MANIFEST"
  rm -f "$DATA/$name.games"
done

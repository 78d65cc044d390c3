#!/usr/bin/env bash
# Builds the tuning data's shards that are missing: self-play positions by `ferrum datagen`,
# labelled by `ferrum label` with a stronger engine, then records each shard (source, seed,
# games, positions, label depth, SHA-256, the ferrum commit that played it, the labeller) in
# the manifest beside its table. A shard already in the manifest whose file's checksum matches
# is kept; one that does not match is refused.
#
#   bench/data/build.sh [shard ...]             standard chess: bench/data/shards.tsv into
#                                               $FERRUM_DATA, labelled by Stockfish 15.1
#   bench/data/build.sh --variants [shard ...]  the variants: bench/variants/data/shards.tsv into
#                                               $FERRUM_DATA/variants, by Fairy-Stockfish 11.1
#
# Default: every shard of the table; JOBS=2 engine processes; FERRUM_DATA=../ferrum-data.
# Chess shards are binary (`label`'s 32-byte records); variant shards are text lines
# `<FEN> | <result> | <score>`, as the binary records hold chess positions only.
set -euo pipefail
cd "$(dirname "$0")/../.."
JOBS=${JOBS:-2}
if [ "${1:-}" = --variants ]; then
  shift
  variants=1
  TABLE=bench/variants/data/shards.tsv
  DATA=${FERRUM_DATA:-../ferrum-data}/variants
  ENGINE=${ENGINE:-/usr/games/fairy-stockfish}
  header='# name\tvariant\tsource\tseed\tgames\tpositions\tlabel_depth\tsha256\tferrum\tlabeller\n'
else
  variants=0
  TABLE=bench/data/shards.tsv
  DATA=${FERRUM_DATA:-../ferrum-data}
  ENGINE=${ENGINE:-/usr/games/stockfish}
  header='# name\tsource\tseed\tgames\tpositions\tlabel_depth\tsha256\tferrum\tlabeller\n'
fi
MANIFEST=$(dirname "$TABLE")/MANIFEST.tsv
# The checksum's column in the manifest: after the variant's, where there is one.
sum_column=$((7 + variants))
mkdir -p "$DATA"
# shellcheck disable=SC2059
[ -f "$MANIFEST" ] || printf "$header" > "$MANIFEST"
cargo build --release --quiet
FERRUM=${CARGO_TARGET_DIR:-target}/release/ferrum
commit=$(git rev-parse --short HEAD)
# awk reads to the end: `head` would close the pipe early and pipefail would stop the script.
labeller=$("$ENGINE" <<< uci 2>/dev/null | awk 'NR == 1 { sub(/ by .*/, ""); print }')

grep -v '^#' "$TABLE" | while IFS=$'\t' read -r -a row; do
  [ "${#row[@]}" -gt 0 ] || continue
  name=${row[0]}
  if [ "$variants" = 1 ]; then
    variant=${row[1]} source=${row[2]} seed=${row[3]} games=${row[4]} options=${row[5]} depth=${row[6]}
    out="$DATA/$name.txt" variant_args=(--variant "$variant") variant_column="$variant"$'\t'
  else
    source=${row[1]} seed=${row[2]} games=${row[3]} options=${row[4]} depth=${row[5]}
    out="$DATA/$name.bin" variant_args=() variant_column=
  fi
  if [ $# -gt 0 ] && ! printf '%s\n' "$@" | grep -qx "$name"; then continue; fi
  recorded=$(awk -F'\t' -v n="$name" -v c="$sum_column" '$1 == n { print $c }' "$MANIFEST")
  if [ -n "$recorded" ]; then
    if [ -f "$out" ] && [ "$(sha256sum < "$out" | cut -d' ' -f1)" = "$recorded" ]; then
      echo "$name: built (checksum matches)"; continue
    fi
    echo "$name: in the manifest but $out is missing or differs; remove its manifest line to rebuild" >&2
    exit 1
  fi
  echo "$name: datagen ${variant_args[*]} ($games games, seed $seed, $options)"
  games_file="$DATA/$name.games"
  rm -f "$games_file"
  # shellcheck disable=SC2086
  "$FERRUM" datagen "${variant_args[@]}" --games "$games" --seed "$seed" --threads "$JOBS" \
    $options --out "$games_file"
  # Threads finish games in any order: sorted, the same options give the same file (labels
  # included, for the same JOBS, since each engine process keeps its hash between positions).
  LC_ALL=C sort -o "$games_file" "$games_file"
  echo "$name: label at depth $depth"
  "$FERRUM" label "${variant_args[@]}" --input "$games_file" --out "$out" --engine "$ENGINE" \
    --depth "$depth" --jobs "$JOBS" --source "$source"
  if [ "$variants" = 1 ]; then
    positions=$(wc -l < "$out")
  else
    positions=$(( ($(stat -c %s "$out") - 16) / 32 ))
  fi
  sum=$(sha256sum < "$out" | cut -d' ' -f1)
  printf '%s\t%s%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$variant_column" "$source" "$seed" \
    "$games" "$positions" "$depth" "$sum" "$commit" "$labeller" >> "$MANIFEST"
  rm -f "$games_file"
done

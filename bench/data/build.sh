#!/usr/bin/env bash
# Builds the tuning data's shards that are missing: self-play positions by `ferrum datagen`,
# labelled by `ferrum label` with a stronger engine, then records each shard (source, seed,
# games, positions, label depth, SHA-256, the ferrum commit that played it, the labeller) in
# the manifest beside its table. A shard already in the manifest whose file's checksum matches
# is kept; one whose file differs is refused. One in the manifest whose file is missing (a new
# machine) is rebuilt by the commit that played it (built in a worktree under
# $FERRUM_DATA/.ferrum-COMMIT) with the same labeller and checked against its checksum: the
# same commit, seed, options and JOBS give the same file.
#
#   bench/data/build.sh [shard ...]             standard chess: bench/data/shards.tsv into
#                                               $FERRUM_DATA, labelled by Stockfish 15.1
#   bench/data/build.sh --variants [shard ...]  the variants: bench/variants/data/shards.tsv into
#                                               $FERRUM_DATA/variants, by Fairy-Stockfish 11.1,
#                                               or by ferrum's own deeper search where the row's
#                                               labeller column says `ferrum` (atomic, which
#                                               Fairy-Stockfish 11.1 does not play)
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
DATA=$(cd "$DATA" && pwd)
# Where recorded commits are checked out and built to rebuild their shards (chess and variants).
WORKTREES=$(cd "${FERRUM_DATA:-../ferrum-data}" && pwd)
# Absolute: the shards are built from inside a source tree, this one or a recorded commit's.
ENGINE=$(command -v "$ENGINE") || { echo "build.sh: no labeller engine ${ENGINE@Q}" >&2; exit 1; }
cargo build --release --quiet
FERRUM=$(cd "${CARGO_TARGET_DIR:-target}" && pwd)/release/ferrum
commit=$(git rev-parse --short HEAD)
# awk reads to the end: `head` would close the pipe early and pipefail would stop the script.
labeller=$("$ENGINE" <<< uci 2>/dev/null | awk 'NR == 1 { sub(/ by .*/, ""); print }')

# build_shard FERRUM TREE OUT: the current row's shard, played by the binary FERRUM (and
# labelled by it too, where the row says so), run in the source tree it was built from (so its
# options' files, such as opening books, are that tree's).
build_shard() {
  local ferrum=$1 tree=$2 out=$3 games_file="$DATA/$name.games" engine=$ENGINE
  [ "$row_labeller" = ferrum ] && engine=$ferrum
  echo "$name: datagen ${variant_args[*]} ($games games, seed $seed, $options)"
  rm -f "$games_file"
  # A shard of recorded games (`--pgn FILE`, games against other engines) plays none: the
  # games column counts the file's games, and datagen refuses the playing options.
  local play_args=(--games "$games" --threads "$JOBS")
  [[ " $options " = *" --pgn "* ]] && play_args=()
  # shellcheck disable=SC2086
  (cd "$tree" && "$ferrum" datagen "${variant_args[@]}" "${play_args[@]}" --seed "$seed" \
    $options --out "$games_file")
  # Threads finish games in any order: sorted, the same options give the same file (labels
  # included, for the same JOBS, since each engine process keeps its hash between positions).
  LC_ALL=C sort -o "$games_file" "$games_file"
  echo "$name: label at depth $depth"
  (cd "$tree" && "$ferrum" label "${variant_args[@]}" --input "$games_file" --out "$out" \
    --engine "$engine" --depth "$depth" --jobs "$JOBS" --source "$source")
  rm -f "$games_file"
}

# ferrum_at COMMIT: a worktree of COMMIT with ferrum built in it (once), for rebuilding the
# shards that commit played; prints the worktree's path.
ferrum_at() {
  local tree="$WORKTREES/.ferrum-$1"
  if [ ! -x "$tree/target/release/ferrum" ]; then
    [ -d "$tree" ] || git worktree add --detach --quiet "$tree" "$1" >&2
    (cd "$tree" && CARGO_TARGET_DIR=target cargo build --release --quiet >&2)
  fi
  echo "$tree"
}

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
  # The row's labeller: ENGINE, or `ferrum` where a variant row's eighth column says so (the
  # ferrum that played the shard, the manifest's commit).
  row_labeller=$labeller
  [ "$variants" = 1 ] && [ "${row[7]:-}" = ferrum ] && row_labeller=ferrum
  if [ $# -gt 0 ] && ! printf '%s\n' "$@" | grep -qx "$name"; then continue; fi
  recorded=$(awk -F'\t' -v n="$name" -v c="$sum_column" '$1 == n { print $c }' "$MANIFEST")
  if [ -n "$recorded" ]; then
    if [ -f "$out" ]; then
      if [ "$(sha256sum < "$out" | cut -d' ' -f1)" = "$recorded" ]; then
        echo "$name: built (checksum matches)"; continue
      fi
      echo "$name: $out differs from the manifest's checksum; remove one or the other" >&2
      exit 1
    fi
    # Missing here: rebuilt as it was made, by the recorded commit and labeller.
    made_by=$(awk -F'\t' -v n="$name" -v c="$((sum_column + 1))" '$1 == n { print $c }' "$MANIFEST")
    labelled_by=$(awk -F'\t' -v n="$name" -v c="$((sum_column + 2))" '$1 == n { print $c }' "$MANIFEST")
    if [ "$labelled_by" != "$row_labeller" ]; then
      echo "$name: labelled by '$labelled_by', but its row's labeller is '$row_labeller': cannot rebuild it" >&2
      exit 1
    fi
    echo "$name: missing; rebuilding with ferrum $made_by"
    tree=$(ferrum_at "$made_by")
    build_shard "$tree/target/release/ferrum" "$tree" "$out.rebuilt"
    if [ "$(sha256sum < "$out.rebuilt" | cut -d' ' -f1)" != "$recorded" ]; then
      echo "$name: rebuilt by $made_by, but its checksum differs from the manifest's; kept as" \
        "$out.rebuilt (remove the manifest line to record it as built today)" >&2
      exit 1
    fi
    mv "$out.rebuilt" "$out"
    echo "$name: rebuilt (checksum matches)"
    continue
  fi
  build_shard "$FERRUM" "$PWD" "$out"
  if [ "$variants" = 1 ]; then
    positions=$(wc -l < "$out")
  else
    positions=$(( ($(stat -c %s "$out") - 16) / 32 ))
  fi
  sum=$(sha256sum < "$out" | cut -d' ' -f1)
  printf '%s\t%s%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$variant_column" "$source" "$seed" \
    "$games" "$positions" "$depth" "$sum" "$commit" "$row_labeller" >> "$MANIFEST"
done

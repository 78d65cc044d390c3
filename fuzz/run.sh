#!/usr/bin/env bash
# Builds every fuzz target and runs each for SECONDS (default 30), one after the other, on the
# stable toolchain. Fails (exit 1) if any target crashes, hangs (-timeout) or exceeds the memory
# limit; the input that did it is in fuzz/artifacts/<target>/, and a summary line per target
# (executions, corpus size) is printed at the end.
#
#   fuzz/run.sh [SECONDS] [TARGET...]
#
# Environment: FUZZ_NICE (default 19: fuzzing yields the CPU to everything else),
# FUZZ_JOBS (cargo build jobs, default: cargo's choice).
#
# Why no sanitizer: `cargo fuzz` enables AddressSanitizer by default, which needs the nightly
# compiler (`-Zsanitizer=address`). ferrum's code has no `unsafe` outside memory-mapping files,
# so safe Rust's bounds checks already catch every out-of-bounds access as a panic; with
# `--sanitizer none` every flag cargo-fuzz passes (`-Cpasses=sancov-module`, `-Cllvm-args=...`,
# `-Cdebug-assertions`) is a stable one, and no RUSTC_BOOTSTRAP is needed.
set -euo pipefail

SECS="${1:-30}"
shift || true
cd "$(dirname "$0")"
FUZZ="$(pwd)"
ROOT="$(cd .. && pwd)"
NICE=(nice -n "${FUZZ_NICE:-19}")
BUILD_FLAGS=(--sanitizer none)
if [ -n "${FUZZ_JOBS:-}" ]; then
  BUILD_FLAGS+=(--jobs "$FUZZ_JOBS")
fi

if ! cargo fuzz --version >/dev/null 2>&1; then
  echo "== installing cargo-fuzz"
  "${NICE[@]}" cargo install --locked cargo-fuzz
fi
cargo fuzz --version

echo "== building the fuzz targets"
start=$(date +%s)
"${NICE[@]}" cargo fuzz build "${BUILD_FLAGS[@]}"
echo "built in $(( $(date +%s) - start )) s"

if [ "$#" -gt 0 ]; then
  TARGETS=("$@")
else
  mapfile -t TARGETS < <(cargo fuzz list)
fi

# Seed corpora made from the repository's own test data (target/seeds is rebuilt each run;
# hand-written seeds live in fuzz/seeds/<target>/).
SEEDS="$FUZZ/target/seeds"
rm -rf "$SEEDS"
mkdir -p "$SEEDS"
seed() { # target name < content
  mkdir -p "$SEEDS/$1"
  cat > "$SEEDS/$1/$2"
}
make_seeds() {
  local n=0 f line
  # FEN: positions of every perft suite (variants included) and the mate suite.
  for f in "$ROOT"/tests/data/*.perft "$ROOT"/tests/data/mates.epd; do
    grep '^epd ' "$f" | head -n 12 | while IFS= read -r line; do
      n=$((n + 1))
      printf '%s 0 1' "${line#epd }" | seed fen "$(basename "$f").$n"
    done
  done
  # Moves: the first games of each variant's reference file, as UCI and as SAN words.
  for f in "$ROOT"/tests/data/variant_games/*.txt; do
    local variant
    variant="$(basename "$f" .txt)"
    awk -v v="$variant" '
      /^game / { g++; if (g > 3) exit; out = v "-game" g; mode = ($2 == "960") ? " 960" : "";
                 fen = $3; for (i = 4; i <= NF; i++) fen = fen " " $i;
                 printf "%s%s\n%s\n", v, mode, fen > (out ".uci"); printf "%s%s\n%s\n", v, mode, fen > (out ".san") }
      /^move / { printf "%s ", $2 > (out ".uci"); printf "%s ", $3 > (out ".san") }
    ' "$f"
  done
  # (awk wrote into the working directory; move them into place)
  mkdir -p "$SEEDS/moves"
  mv ./*-game*.uci ./*-game*.san "$SEEDS/moves/"
  # PGN: the reader's test files.
  mkdir -p "$SEEDS/pgn"
  cp "$ROOT"/tests/data/pgn/*.pgn "$SEEDS/pgn/"
  # Polyglot: the small test book, and the sorted first records of the bigger ones.
  mkdir -p "$SEEDS/book"
  cp "$ROOT/tests/data/books/lasker-trap.bin" "$SEEDS/book/"
  head -c 4096 "$ROOT/tests/data/books/performance.bin" > "$SEEDS/book/performance-head.bin"
  head -c 2048 "$ROOT/books/ferrum.bin" > "$SEEDS/book/ferrum-head.bin"
  # Syzygy: a byte choosing the name (the index in TABLES of fuzz_targets/syzygy.rs), then
  # the real file.
  local i=0 name
  for name in KQvK.rtbw KRvK.rtbw KNvKN.rtbw KBvKB.rtbw KRRvK.rtbw KRPvK.rtbw KPvK.rtbz \
      KQvK.rtbz KRvKR.rtbz KBvKP.rtbz KPvK.atbz KPvK.atbw KBNvK.atbw BvB.gtbw BNvB.gtbz \
      KvK.gtbw QvB.stbw BPvQ.stbz KvK.stbw; do
    if [ -f "$ROOT/tablebases/syzygy/$name" ]; then
      { printf "\\x$(printf %02x "$i")"; cat "$ROOT/tablebases/syzygy/$name"; } | seed syzygy "$name"
    fi
    i=$((i + 1))
  done
  # Gaviota: a byte choosing the signature (its index in the format's list), then the file.
  i=0
  for name in kqk krk kbk knk kpk; do
    { printf "\\x$(printf %02x "$i")"; cat "$ROOT/tablebases/gaviota/$name.gtb.cp4"; } | seed gaviota "$name"
    i=$((i + 1))
  done
}
(cd "$SEEDS" && make_seeds)

failed=()
summary=()
for t in "${TARGETS[@]}"; do
  mkdir -p "$FUZZ/corpus/$t" "$FUZZ/artifacts/$t"
  dirs=("$FUZZ/corpus/$t")
  [ -d "$FUZZ/seeds/$t" ] && dirs+=("$FUZZ/seeds/$t")
  [ -d "$SEEDS/$t" ] && dirs+=("$SEEDS/$t")
  echo "== fuzzing $t for $SECS s"
  log="$FUZZ/target/fuzz-$t.log"
  # -timeout: one input taking longer is a hang; -rss_limit_mb: a leak or a bomb.
  if "${NICE[@]}" cargo fuzz run "${BUILD_FLAGS[@]}" "$t" "${dirs[@]}" -- \
      -max_total_time="$SECS" -timeout=30 -rss_limit_mb=2560 -print_final_stats=1 \
      > "$log" 2>&1; then
    status=ok
  else
    status=FAILED
    failed+=("$t")
    tail -n 40 "$log"
  fi
  execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo '?')
  corpus=$(find "$FUZZ/corpus/$t" -type f | wc -l)
  summary+=("$(printf '%-14s %-6s %10s execs  %6s corpus files' "$t" "$status" "$execs" "$corpus")")
done

echo "== summary ($SECS s per target)"
printf '%s\n' "${summary[@]}"
if [ "${#failed[@]}" -gt 0 ]; then
  echo "crashes in: ${failed[*]} (inputs in fuzz/artifacts/<target>/, logs in fuzz/target/fuzz-<target>.log)"
  exit 1
fi

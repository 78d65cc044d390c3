#!/usr/bin/env bash
# Builds every fuzz target and runs each for SECONDS (default 30), one after the other (or
# FUZZ_PARALLEL at a time). Fails (exit 1) if any target crashes, hangs (-timeout) or exceeds the
# memory limit; the input that did it is in fuzz/artifacts/<target>/, and a summary line per
# target (executions, corpus size) is printed at the end.
#
#   fuzz/run.sh [SECONDS] [TARGET...]
#
# Environment: FUZZ_NICE (default 19: fuzzing yields the CPU to everything else), FUZZ_JOBS
# (cargo build jobs, default: cargo's choice), FUZZ_PARALLEL (targets fuzzed at the same time,
# default 1), FUZZ_SEED (libFuzzer's -seed: a fixed seed makes a run repeatable, as CI wants;
# default: a new seed each run).
#
# The targets are built the way `cargo fuzz build --sanitizer none` builds them (the same
# RUSTFLAGS: SanitizerCoverage for libFuzzer, `--cfg fuzzing`, debug assertions), with plain
# cargo on the stable toolchain, so neither cargo-fuzz nor nightly is needed; `cargo fuzz run
# --sanitizer none <target>` works on the same folder for those who have it. Why no sanitizer:
# AddressSanitizer needs the nightly compiler, and ferrum has no `unsafe` outside memory-mapping
# files, so safe Rust's bounds checks already turn every out-of-bounds access into a panic,
# which libFuzzer reports as a crash.
set -euo pipefail

SECS="${1:-30}"
shift || true
cd "$(dirname "$0")"
FUZZ="$(pwd)"
ROOT="$(cd .. && pwd)"
NICE=(nice -n "${FUZZ_NICE:-19}")
PARALLEL="${FUZZ_PARALLEL:-1}"
SEED_ARGS=()
if [ -n "${FUZZ_SEED:-}" ]; then
  SEED_ARGS=(-seed="$FUZZ_SEED")
fi
TRIPLE="$(rustc -vV | sed -n 's/^host: //p')"
BUILD_FLAGS=(--release --target "$TRIPLE" --bins --config 'profile.release.debug="line-tables-only"')
if [ -n "${FUZZ_JOBS:-}" ]; then
  BUILD_FLAGS+=(--jobs "$FUZZ_JOBS")
fi
# --target keeps these flags off build scripts and proc-macros, as cargo-fuzz does.
RUSTFLAGS="-Cpasses=sancov-module -Cllvm-args=-sanitizer-coverage-level=4 \
-Cllvm-args=-sanitizer-coverage-inline-8bit-counters -Cllvm-args=-sanitizer-coverage-pc-table \
-Cllvm-args=-sanitizer-coverage-trace-compares --cfg fuzzing \
-Cllvm-args=-simplifycfg-branch-fold-threshold=0 -Cllvm-args=-sanitizer-coverage-stack-depth \
-Cdebug-assertions -Ccodegen-units=1 ${RUSTFLAGS:-}"
export RUSTFLAGS

echo "== building the fuzz targets ($TRIPLE)"
start=$(date +%s)
"${NICE[@]}" cargo build "${BUILD_FLAGS[@]}"
echo "built in $(( $(date +%s) - start )) s"
BIN="$FUZZ/target/$TRIPLE/release"

if [ "$#" -gt 0 ]; then
  TARGETS=("$@")
else
  mapfile -t TARGETS < <(sed -n 's/^name = "\(.*\)"$/\1/p' Cargo.toml | grep -v '^ferrum-fuzz$')
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
    # (grep may die of SIGPIPE once head has its 12 lines: not a failure)
    { grep '^epd ' "$f" || true; } | head -n 12 | while IFS= read -r line; do
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

fuzz_one() { # target: fuzz it for SECS, then write its summary line into target/status-<t>
  local t="$1" dirs status execs corpus
  mkdir -p "$FUZZ/corpus/$t" "$FUZZ/artifacts/$t"
  dirs=("$FUZZ/corpus/$t")
  [ -d "$FUZZ/seeds/$t" ] && dirs+=("$FUZZ/seeds/$t")
  [ -d "$SEEDS/$t" ] && dirs+=("$SEEDS/$t")
  log="$FUZZ/target/fuzz-$t.log"
  # -timeout: one input taking longer is a hang; -rss_limit_mb: a leak or a bomb. New inputs go
  # into the first directory (the corpus), crashes into artifacts/<target>/.
  if "${NICE[@]}" "$BIN/$t" -artifact_prefix="$FUZZ/artifacts/$t/" -max_total_time="$SECS" \
      -timeout=30 -rss_limit_mb=2560 -print_final_stats=1 ${SEED_ARGS[@]+"${SEED_ARGS[@]}"} "${dirs[@]}" > "$log" 2>&1; then
    status=ok
  else
    status=FAILED
  fi
  execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo '?')
  corpus=$(find "$FUZZ/corpus/$t" -type f | wc -l)
  printf '%-14s %-6s %10s execs  %6s corpus files\n' "$t" "$status" "$execs" "$corpus" \
    > "$FUZZ/target/status-$t"
}

rm -f "$FUZZ"/target/status-*
running=0
for t in "${TARGETS[@]}"; do
  if [ ! -x "$BIN/$t" ]; then
    echo "no such fuzz target: $t" > "$FUZZ/target/status-$t"
    continue
  fi
  echo "== fuzzing $t for $SECS s"
  fuzz_one "$t" &
  running=$((running + 1))
  if [ "$running" -ge "$PARALLEL" ]; then
    wait -n || true
    running=$((running - 1))
  fi
done
wait

echo "== summary ($SECS s per target)"
failed=()
for t in "${TARGETS[@]}"; do
  cat "$FUZZ/target/status-$t"
  if ! grep -q ' ok ' "$FUZZ/target/status-$t"; then
    failed+=("$t")
    [ -f "$FUZZ/target/fuzz-$t.log" ] && tail -n 40 "$FUZZ/target/fuzz-$t.log"
  fi
done
if [ "${#failed[@]}" -gt 0 ]; then
  echo "failures in: ${failed[*]} (inputs in fuzz/artifacts/<target>/, logs in fuzz/target/fuzz-<target>.log)"
  exit 1
fi

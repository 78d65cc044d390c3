#!/usr/bin/env bash
# Soak test: ferrum against itself for many games at a fast clock, both engines external UCI
# processes with 2 threads and pondering on, over standard openings, random Chess960 starts and
# every variant. Counts crashes, illegal moves, time losses and stalled connections (all must be
# zero) and samples the engines' memory (resident set and high-water mark) to show it stays flat
# and near `Hash`.
#
#   tests/soak.sh [GAMES] [OUT_DIR]        (defaults: 1000 games, target/soak)
#
# Environment: SOAK_TC (default 1+0.01), SOAK_THREADS (2), SOAK_HASH (64 MB), SOAK_CONCURRENCY (1;
# a game already runs four search threads while both engines ponder), FERRUM (a built binary;
# default: builds target/release/ferrum).
#
# The games are split over the variants: 30 % standard chess from bench/openings.epd, 25 %
# Chess960 (random starts), the rest shared by the nine other variants. Engines stay up for a
# whole batch (one variant), so a leak would show as growth across its games. Output: one PGN per
# batch, the tournament's JSON lines, rss.log (samples) and summary.txt. Exit status 1 if any
# game ended by a fault.
set -euo pipefail

GAMES="${1:-1000}"
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
OUT="${2:-$ROOT/target/soak}"
TC="${SOAK_TC:-1+0.01}"
THREADS="${SOAK_THREADS:-2}"
HASH="${SOAK_HASH:-64}"
CONCURRENCY="${SOAK_CONCURRENCY:-1}"

if [ -z "${FERRUM:-}" ]; then
  (cd "$ROOT" && cargo build --release --quiet)
  FERRUM="$ROOT/target/release/ferrum"
fi
mkdir -p "$OUT"
rm -f "$OUT"/*.pgn "$OUT"/games.jsonl "$OUT"/rss.log "$OUT"/summary.txt
# The engines run from a copy with its own name, so the memory sampler finds them (and not the
# tournament process, which is ferrum too).
ENGINE="$OUT/soak-engine"
cp "$FERRUM" "$ENGINE"

# Memory sampler: every 2 s, the resident set and high-water mark (kB) of each engine process.
sample_memory() {
  while true; do
    local now pid rss hwm
    now=$(date +%s)
    for pid in $(pgrep -x soak-engine || true); do
      rss=$(awk '/^VmRSS:/ {print $2}' "/proc/$pid/status" 2>/dev/null || true)
      hwm=$(awk '/^VmHWM:/ {print $2}' "/proc/$pid/status" 2>/dev/null || true)
      [ -n "$rss" ] && [ -n "$hwm" ] && echo "$now $pid $rss $hwm" >> "$OUT/rss.log"
    done
    sleep 2
  done
}
sample_memory &
SAMPLER=$!
trap 'kill $SAMPLER 2>/dev/null || true' EXIT

variants=(crazyhouse atomic 3check antichess giveaway suicide kingofthehill racingkings horde)
chess_games=$((GAMES * 30 / 100))
chess960_games=$((GAMES * 25 / 100))
rest=$((GAMES - chess_games - chess960_games))
per_variant=$((rest / ${#variants[@]}))
chess_games=$((chess_games + rest - per_variant * ${#variants[@]}))

batch() { # variant games [extra tournament arguments...]
  local variant="$1" games="$2"
  shift 2
  [ "$games" -gt 0 ] || return 0
  echo "== $variant: $games games at $TC, $THREADS threads each, ponder on"
  "$FERRUM" tournament \
    --engine name=ferrum-a "cmd=$ENGINE" proto=uci \
    --engine name=ferrum-b "cmd=$ENGINE" proto=uci \
    --each ponder "option.Threads=$THREADS" "option.Hash=$HASH" \
    --variant "$variant" --games "$games" --tc "$TC" --concurrency "$CONCURRENCY" \
    --seed 20261122 --pgn "$OUT/$variant.pgn" --event "ferrum soak ($variant)" \
    --json "$@" | tee -a "$OUT/games.jsonl" | grep '"type":"report"' | cut -c1-200 \
    || echo "tournament for $variant exited with an error (status ${PIPESTATUS[0]})"
}

start=$(date +%s)
batch chess "$chess_games" --openings "$ROOT/bench/openings.epd" --order random
batch chess960 "$chess960_games"
for v in "${variants[@]}"; do
  batch "$v" "$per_variant"
done
elapsed=$(($(date +%s) - start))
kill $SAMPLER 2>/dev/null || true

python3 - "$OUT" "$HASH" "$elapsed" "$TC" "$THREADS" "$GAMES" <<'EOF' | tee "$OUT/summary.txt"
import json, sys, collections
out, hash_mb, elapsed, tc, threads = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], sys.argv[5]
scheduled = int(sys.argv[6])
games, ends, faults = 0, collections.Counter(), collections.Counter()
fault_kinds = {"crash", "illegal move", "time forfeit", "stalled connection"}
for line in open(f"{out}/games.jsonl"):
    obj = json.loads(line)
    if obj.get("type") != "report":
        continue
    games += obj["games"]
    for pair in obj["pairs"][:1]:  # one pair per batch; its ends cover every game
        for kind, n in pair["ends"].items():
            ends[kind] += n
            if kind in fault_kinds:
                faults[kind] += n
samples = [line.split() for line in open(f"{out}/rss.log")] if games else []
rss = [int(s[2]) for s in samples]
hwm = [int(s[3]) for s in samples]
# Flatness: each engine process's resident set at mid-life (once the hash table's pages are
# touched) against its last tenth; a leak grows between the two.
by_pid = collections.defaultdict(list)
for s in samples:
    by_pid[s[1]].append(int(s[2]))
growth = []
for pid, series in by_pid.items():
    if len(series) >= 20:
        n = len(series)
        middle, last = series[n * 4 // 10 : n // 2], series[-(n // 10):]
        growth.append(max(last) - max(middle))
print(f"soak: {games} of {scheduled} games at {tc}, {threads} threads each, ponder on, Hash {hash_mb} MB, {elapsed} s")
print("game ends: " + ", ".join(f"{k} {v}" for k, v in sorted(ends.items())))
for kind in sorted(fault_kinds):
    print(f"{kind}: {faults[kind]}")
if rss:
    print(f"engine memory: peak RSS {max(hwm) / 1024:.1f} MB (high-water mark) against Hash {hash_mb} MB; "
          f"RSS samples {min(rss) / 1024:.1f}..{max(rss) / 1024:.1f} MB over {len(by_pid)} processes")
if growth:
    print(f"RSS growth from mid-life to the last tenth, over {len(growth)} processes with 20+ samples: "
          f"max {max(growth) / 1024:+.1f} MB, median {sorted(growth)[len(growth) // 2] / 1024:+.1f} MB")
sys.exit(1 if sum(faults.values()) or games != scheduled else 0)
EOF

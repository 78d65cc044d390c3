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

# Memory sampler: every 2 s, per engine process the resident set, its high-water mark, and the
# resident set's anonymous (heap, hash table, caches) and file-backed (memory-mapped books and
# tablebases, shared with the page cache) parts, in kB.
sample_memory() {
  while true; do
    local now pid line
    now=$(date +%s)
    for pid in $(pgrep -x soak-engine || true); do
      line=$(awk '/^(VmRSS|VmHWM|RssAnon|RssFile):/ {v[$1] = $2}
        END {if (v["VmRSS:"] != "") print v["VmRSS:"], v["VmHWM:"], v["RssAnon:"], v["RssFile:"]}' \
        "/proc/$pid/status" 2>/dev/null || true)
      [ -n "$line" ] && echo "$now $pid $line" >> "$OUT/rss.log"
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
# Flatness: each engine process's memory at mid-life (once the hash table's pages are touched)
# against its last tenth; a leak grows between the two. Anonymous memory is what a leak would
# grow; file-backed pages grow as more of the mapped tablebases and book are read.
by_pid = collections.defaultdict(list)
for s in samples:
    by_pid[s[1]].append(s)
growth = {"RSS": [], "anonymous": [], "file-backed": []}
for pid, series in by_pid.items():
    if len(series) >= 20:
        n = len(series)
        middle, last = series[n * 4 // 10 : n // 2], series[-(n // 10):]
        for name, col in (("RSS", 2), ("anonymous", 4), ("file-backed", 5)):
            if all(len(s) > col for s in series):
                growth[name].append(max(int(s[col]) for s in last) - max(int(s[col]) for s in middle))
anon = [int(s[4]) for s in samples if len(s) > 5]
files = [int(s[5]) for s in samples if len(s) > 5]
print(f"soak: {games} of {scheduled} games at {tc}, {threads} threads each, ponder on, Hash {hash_mb} MB, {elapsed} s")
print("game ends: " + ", ".join(f"{k} {v}" for k, v in sorted(ends.items())))
for kind in sorted(fault_kinds):
    print(f"{kind}: {faults[kind]}")
if rss:
    print(f"engine memory: peak RSS {max(hwm) / 1024:.1f} MB (high-water mark) against Hash {hash_mb} MB; "
          f"RSS samples {min(rss) / 1024:.1f}..{max(rss) / 1024:.1f} MB over {len(by_pid)} processes")
if anon:
    print(f"  of which anonymous {min(anon) / 1024:.1f}..{max(anon) / 1024:.1f} MB, "
          f"file-backed (mapped tables and book) {min(files) / 1024:.1f}..{max(files) / 1024:.1f} MB")
for name, values in growth.items():
    if values:
        print(f"{name} growth from mid-life to the last tenth, over {len(values)} processes with 20+ samples: "
              f"max {max(values) / 1024:+.1f} MB, median {sorted(values)[len(values) // 2] / 1024:+.1f} MB")
sys.exit(1 if sum(faults.values()) or games != scheduled else 0)
EOF

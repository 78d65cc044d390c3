#!/usr/bin/env bash
# Refits every chess weight (the king-danger units with them) on the #68 training shards present
# in $FERRUM_DATA (sp-*, df-*, bk-*; not the older series), the four val shards held out.
#   FERRUM_DATA=../ferrum-data bench/data/refit.sh FERRUM OUT.rs [more `tune` options]
# The log (shards, held-out loss per check) goes to stderr; the weight file to OUT.rs.
set -euo pipefail
DATA=${FERRUM_DATA:-../ferrum-data}
ferrum=$1 out=$2
shift 2
data=()
for f in "$DATA"/sp-[0-9]*.bin "$DATA"/df-[0-9]*.bin "$DATA"/bk-[0-9]*.bin; do
  case $f in *-train.bin | *-held.bin) continue ;; esac
  [ -e "$f" ] && data+=(--data "$f")
done
held=()
for v in 1 2 3 4; do held+=(--validation "$DATA/val-$v.bin"); done
echo "refit on ${data[*]}" >&2
"$ferrum" tune "${data[@]}" "${held[@]}" --score-weight 0.8 --check-every 10 --patience 8 \
  --lr 0.25 --danger-units --out "$out" "$@" >&2

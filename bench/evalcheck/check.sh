#!/usr/bin/env bash
# Compares the static evaluation of two ferrum builds on 13,748 positions: 1,300 in chess and
# in each variant from seeded random playouts of python-chess's boards, and 700 Chess960
# positions (gen.py, seed 41). Every position's `eval` output (the total and every breakdown
# line) is compared. A refactoring that must not change play passes with both lines
# "identical".
#
#   bench/evalcheck/check.sh BEFORE_BINARY AFTER_BINARY
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 "$here/gen.py" "$work"
python3 "$here/run.py" "$1" "$work/before.txt" "$work/positions.txt"
python3 "$here/run.py" "$2" "$work/after.txt" "$work/positions.txt"
n=$(wc -l < "$work/before.txt")
if cmp -s <(cut -f1-3 "$work/before.txt") <(cut -f1-3 "$work/after.txt"); then
  echo "final evaluations: identical ($n positions)"
else
  echo "final evaluations DIFFER:"
  diff <(cut -f1-3 "$work/before.txt") <(cut -f1-3 "$work/after.txt") | head -20
  exit 1
fi
if cmp -s "$work/before.txt" "$work/after.txt"; then
  echo "breakdowns: identical"
else
  echo "breakdowns differ in $(diff "$work/before.txt" "$work/after.txt" | grep -c '^>') positions"
  exit 1
fi

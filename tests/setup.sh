#!/usr/bin/env bash
# The README's test command (`make test` runs it; so does CI, `.ci/run`): installs what the test
# suite needs and is missing, then runs the whole suite, deep perft and the tests that drive other
# programs included:
#
#   1. the Debian packages below that are not installed (apt-get, which needs root: run as
#      someone else, it stops and says what to install),
#   2. the PyPI packages below that python3 (the first on PATH, which the tests run) does not
#      have at these versions (pip; as root on Debian, with PIP_BREAK_SYSTEM_PACKAGES, into
#      /usr/local),
#   3. this tree's Python module (`pip install .`: `import ferrum`, whose pytest tests the
#      suite runs, python_module::),
#   4. then `cargo test --release -- --include-ignored`; its exit status is this script's.
#
#   bash tests/setup.sh [CARGO_TEST_ARGS...] [-- TEST_ARGS...]
#   bash tests/setup.sh --setup-only
#
# Arguments narrow the run as cargo's own do, e.g. `bash tests/setup.sh --test suite -- play::`;
# `--include-ignored` is always passed. `--setup-only` installs and checks, and runs no test.
# No test skips itself when a program is missing: it fails and names the package, so the lists
# below are what the suite needs.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian packages (the programs, and the tests that run them).
DEBIAN_PACKAGES=(
  python3     # the python-chess reference scripts (tests/python/*.py); /usr/bin/python3 runs PyChess
  python3-pip # installs PYPI_PACKAGES
  chromium    # tournament::svg_...: headless Chromium renders `ferrum svg`'s board (svg_check.py)
  xvfb        # xvfb-run, the virtual X server of xboard_gui:: and pychess::
  xauth       # xvfb-run needs it (a Recommends of xvfb, which is not installed)
  xboard      # xboard_gui:: (/usr/games/xboard)
  pychess     # pychess:: (PyChess's engine layer, for /usr/bin/python3)
  polyglot    # polyglot::, book::made_book_equals_polyglot_make_book (/usr/games/polyglot)
  tmux        # play::terminal_* (a terminal for `ferrum play`)
  toga2       # tournament::gauntlet_against_debian_engines (/usr/games/toga2, UCI)
  phalanx     # tournament::gauntlet_against_debian_engines (/usr/games/phalanx, XBoard)
  stockfish   # tuning::datagen_label_and_tune_of_binary_data (/usr/games/stockfish labels)
  fairy-stockfish # tuning::datagen_and_tune_of_crazyhouse (/usr/games/fairy-stockfish labels variants)
  make        # openbench:: (`make EXE=...`)
  procps      # kill (tournament::interrupt_keeps_finished_games sends SIGINT)
)

# PyPI packages, pinned (python-chess is the reference of most integration tests; PettingZoo's
# chess env and NumPy of pettingzoo::; pettingzoo[classic] brings pygame-ce, which its chess env
# imports; maturin builds the Python module, `import ferrum`, and pytest runs its tests,
# tests/python_bindings/, from python_module::).
PYPI_PACKAGES=(
  'chess==1.11.2'
  'pettingzoo[classic]==1.27.0'
  'numpy==2.4.6'
  'pygame-ce==2.5.8'
  'maturin==1.16.0'
  'pytest==9.0.2'
)

# What the tests run, checked after the installs: a command name (on PATH) or a path.
PROGRAMS=(
  python3 /usr/bin/python3 chromium xvfb-run xauth /usr/games/xboard /usr/games/polyglot tmux
  /usr/games/toga2 /usr/games/phalanx /usr/games/stockfish /usr/games/fairy-stockfish make kill
)

die() {
  echo "tests/setup.sh: $*" >&2
  exit 1
}

command -v cargo >/dev/null || die "cargo is not on PATH (install Rust: https://rustup.rs)"
command -v dpkg-query >/dev/null || die "dpkg-query not found: this script installs Debian packages"

echo "== Debian packages"
missing=()
for p in "${DEBIAN_PACKAGES[@]}"; do
  if [ "$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)" = "install ok installed" ]; then
    echo "$p: already there"
  else
    missing+=("$p")
  fi
done
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    die "Debian packages missing: ${missing[*]}
  install them as root:  apt-get update && apt-get install --no-install-recommends ${missing[*]}
  (or run this script, \`make test\`, as root)"
  fi
  echo "installing: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  for p in "${missing[@]}"; do
    [ "$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)" = "install ok installed" ] ||
      die "apt-get did not install $p"
    echo "$p: installed"
  done
fi

# Prints one line per requirement: "ok REQ VERSION" or "missing REQ WHY". A requirement is
# satisfied when its distribution is installed at a version it allows and so, recursively, is
# everything that distribution requires (with the requirement's extras).
check_pypi() {
  python3 - "$@" <<'EOF'
import sys
from importlib import metadata

try:
    from packaging.requirements import Requirement
except ImportError:
    from pip._vendor.packaging.requirements import Requirement


def problem(req, seen):
    """Why `req` is not satisfied, or None."""
    key = (req.name.lower(), tuple(sorted(req.extras)))
    if key in seen:
        return None
    seen.add(key)
    try:
        have = metadata.version(req.name)
    except metadata.PackageNotFoundError:
        return f"{req.name} not installed"
    if not req.specifier.contains(have, prereleases=True):
        return f"{req.name} {have} installed, {req.specifier} wanted"
    for line in metadata.requires(req.name) or []:
        dep = Requirement(line)
        envs = [{"extra": ""}] + [{"extra": e} for e in req.extras]
        if dep.marker is not None and not any(dep.marker.evaluate(env) for env in envs):
            continue
        why = problem(dep, seen)
        if why:
            return f"{why} (for {req.name})"
    return None


for text in sys.argv[1:]:
    req = Requirement(text)
    why = problem(req, set())
    if why:
        print("missing", text, why)
    else:
        print("ok", text, metadata.version(req.name))
EOF
}

echo "== PyPI packages ($(command -v python3), $(python3 --version 2>&1))"
python3 -m pip --version >/dev/null 2>&1 || die "python3 has no pip (Debian: apt-get install python3-pip)"
report=$(check_pypi "${PYPI_PACKAGES[@]}")
missing=()
while read -r state req detail; do
  if [ "$state" = ok ]; then
    echo "$req: already there ($detail)"
  else
    echo "$req: missing ($detail)"
    missing+=("$req")
  fi
done <<<"$report"
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing: ${missing[*]}"
  # The pins (without extras) as constraints: what pip adds for the missing ones moves none of
  # those that are there.
  constraints=$(mktemp)
  trap 'rm -f "$constraints"' EXIT
  printf '%s\n' "${PYPI_PACKAGES[@]}" | sed 's/\[[^]]*\]//' >"$constraints"
  # Debian's python3 is "externally managed": as root, pip installs into /usr/local all the same.
  PIP_BREAK_SYSTEM_PACKAGES=1 PIP_ROOT_USER_ACTION=ignore PIP_DISABLE_PIP_VERSION_CHECK=1 \
    python3 -m pip install --quiet --constraint "$constraints" "${missing[@]}"
  rm -f "$constraints"
  report=$(check_pypi "${PYPI_PACKAGES[@]}")
  while read -r state req detail; do
    [ "$state" = ok ] || die "after pip install: $req: $detail"
    if [[ " ${missing[*]} " == *" $req "* ]]; then
      echo "$req: installed ($detail)"
    fi
  done <<<"$report"
fi

# The Python module of this tree (pyproject.toml: maturin, the crate's `python` feature),
# built and installed anew on every run: python_module:: tests the installed one and refuses
# one older than the sources. Cargo rebuilds only what changed (target/).
echo "== the Python module: pip install . ($(command -v python3))"
PIP_BREAK_SYSTEM_PACKAGES=1 PIP_ROOT_USER_ACTION=ignore PIP_DISABLE_PIP_VERSION_CHECK=1 \
  python3 -m pip install --quiet --no-build-isolation --no-deps --force-reinstall . ||
  die "pip install . failed: the Python module did not build"
python3 -c 'import ferrum, ferrum.pettingzoo; print("import ferrum:", ferrum.__file__)' ||
  die "the Python module does not import after pip install ."

echo "== programs"
for p in "${PROGRAMS[@]}"; do
  command -v "$p" >/dev/null || die "$p not found after the installs"
done
/usr/bin/python3 -c 'import pychess' || die "/usr/bin/python3 cannot import pychess"
echo "all there: ${PROGRAMS[*]}; pychess for /usr/bin/python3"
if [ "${1:-}" = --setup-only ]; then
  exit 0
fi

# Arguments before a `--` are cargo's, those after it the test binaries'.
cargo_args=()
while [ $# -gt 0 ] && [ "$1" != -- ]; do
  cargo_args+=("$1")
  shift
done
if [ $# -gt 0 ]; then shift; fi
echo "== cargo test --release ${cargo_args[*]} -- --include-ignored $*"
exec cargo test --release "${cargo_args[@]}" -- --include-ignored "$@"

"""The tests of `import ferrum` (see tests/suite/python_module.rs, which runs them).

They test the installed module; one older than the sources of this tree would test other
code, so it is refused here with the command that installs the tree's: `pip install .`
(`make test` runs it first)."""

import os
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


def newest_source():
    files = [p for d in ("src", "python") for p in (ROOT / d).rglob("*") if p.is_file()]
    files += [ROOT / "Cargo.toml", ROOT / "Cargo.lock", ROOT / "pyproject.toml"]
    return max(files, key=lambda p: p.stat().st_mtime)


def pytest_sessionstart(session):
    try:
        import ferrum._ferrum as native
    except ImportError as e:
        pytest.exit(f"import ferrum failed ({e}): install it from this tree with `pip install .`",
                    returncode=1)
    built = os.stat(native.__file__).st_mtime
    newest = newest_source()
    if newest.stat().st_mtime > built + 1:
        pytest.exit(
            f"the installed ferrum ({native.__file__}) is older than {newest.relative_to(ROOT)}: "
            "install this tree's with `pip install .` (make test does)",
            returncode=1,
        )

"""Bad input never takes the interpreter down: a child interpreter runs bad_input_child.py
(mutated FENs of every variant, junk moves, actions, arguments and arrays of every wrong dtype
and shape, at every entry point) and must exit normally, every call having returned or raised
an ordinary exception (no PanicException, no abort, no segfault)."""

import os
import re
import subprocess
import sys


def test_thousands_of_bad_inputs_raise_and_never_crash():
    child = os.path.join(os.path.dirname(os.path.abspath(__file__)), "bad_input_child.py")
    run = subprocess.run([sys.executable, child, "70", "3000"], capture_output=True, text=True,
                         timeout=600)
    # A negative return code is a signal: SIGABRT of a Rust abort, SIGSEGV.
    assert run.returncode == 0, f"exit {run.returncode}\n{run.stdout}\n{run.stderr[-4000:]}"
    match = re.search(r"calls (\d+) raised (\d+) unexpected (\d+)", run.stdout)
    assert match, run.stdout
    calls, raised, unexpected = map(int, match.groups())
    print(run.stdout.strip())
    assert unexpected == 0
    # The junk is mostly refused: the test did reach the error paths, and in numbers.
    assert calls > 100_000 and raised > calls // 2, (calls, raised)

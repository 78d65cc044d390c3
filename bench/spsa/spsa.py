#!/usr/bin/env python3
"""SPSA tuning of ferrum's search parameters, run locally as OpenBench runs it.

Each iteration perturbs every tuned parameter by +c_k or -c_k (a random sign per parameter),
plays P game pairs of the two perturbed engines (theta+ against theta-, each opening with both
colours) through `ferrum tournament` at fixed nodes, and moves theta towards the side that won.
The schedule is OpenBench's (OpenBench/spsa_utils.py), with N the planned iterations and k the
1-based iteration:

    c   = c_end * N^gamma                  c_k = max(c / k^gamma, 0.5)
    a   = r_end * c_end^2 * (A + N)^alpha  r_k = a / (A + k)^alpha / c_k^2
    A   = 0.1 * N,  alpha = 0.602,  gamma = 0.101
    theta += r_k * c_k * (wins - losses of theta+) * flip,  clamped to [min, max]

so at k = N the perturbation is c_end and r_k is r_end. Integer parameters are rounded as
OpenBench rounds them: floor(value + u), one uniform u per parameter for both sides.

The engine must be a `tune` build (`cargo build --release --features tune`): it offers every
parameter as a UCI option and lists them, with the variant's defaults, on the UCI command `spsa`.
Both sides are separate engine processes because a tune build's parameters are process-wide.

Usage:

    spsa.py new  --state FILE --engine PATH --variant V --params NAME,NAME,... \\
                 --nodes N --iterations PLANNED --pairs P --seed S [--openings FILE] \\
                 [--c-end-steps K] [--r-end R]
    spsa.py run  --state FILE [--engine PATH] [--openings FILE] [--minutes M | --iterations N]
    spsa.py show --state FILE [--rust]

`new` also takes --openings (default bench/variants/V.epd), --concurrency (games at once,
default 2), --hash (MB, default 16) and --no-adjudication (OpenBench's draw and resign
adjudication is on by default); V defaults to chess.

`new` reads the named parameters' defaults, ranges and steps from the engine and writes the state
file (JSON; it never overwrites one). `run` resumes at the state's iteration and, without a
limit, runs to the planned count (--minutes also stops before an iteration that would end after the
limit, judging by the iterations so far); the state is rewritten atomically after every
iteration, so an interrupt loses at most the iteration in progress. `run --engine` and
`--openings` go on from another clone or machine: the openings must be the same file (its
checksum is kept), the engine a tune build of the same commit (warned of otherwise). The signs and the openings of iteration k
come from the seed and k alone, so a resumed run plays what an uninterrupted one would. `show`
prints the current values against the defaults; `--rust` prints them as a
`SearchParams` value for a variant's arm of `for_variant` in `src/search/params.rs`. The tests are in test_spsa.py (`python3 bench/spsa/test_spsa.py`).
"""

import argparse
import hashlib
import json
import math
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from datetime import datetime, timezone

STATE_FORMAT = 1

# OpenBench's defaults for an SPSA workload.
ALPHA = 0.602
GAMMA = 0.101
A_RATIO = 0.1

# OpenBench's usual adjudication (its engine configurations' win_adj and draw_adj).
ADJUDICATION = [
    "--draw", "movenumber=40", "movecount=8", "score=10",
    "--resign", "movecount=3", "score=400",
]

# Game ends that mean an engine or the setup is broken rather than that a side played worse:
# an iteration with any of them is not used.
FAULT_ENDS = {"time forfeit", "illegal move", "false claim", "crash", "stalled connection",
              "cannot play"}

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class SpsaError(Exception):
    """A problem the user must fix; reported as one message and exit status 1."""


# ---------------------------------------------------------------------------------------------
# The schedule and the update (pure functions; the tests check them against hand-computed values)


def schedule_constants(c_end, r_end, planned, alpha=ALPHA, gamma=GAMMA, a_ratio=A_RATIO):
    """OpenBench's c and a of one parameter: chosen so that c_k = c_end and r_k = r_end at the
    last planned iteration."""
    c = c_end * planned ** gamma
    a = r_end * c_end ** 2 * (a_ratio * planned + planned) ** alpha
    return c, a


def perturbation(c, k, gamma=GAMMA):
    """c_k of iteration k (1-based); at least 0.5, so that a rounded integer still moves."""
    return max(c / k ** gamma, 0.5)


def learning_rate(a, c_k, k, big_a, alpha=ALPHA):
    """r_k of iteration k: a_k / c_k^2, so that the step r_k * c_k * result is a_k / c_k * result."""
    return a / (big_a + k) ** alpha / c_k ** 2


def derived_seed(seed, k, purpose):
    """A 63-bit seed for iteration k's `purpose` (flips, openings): the same for the same seed and
    k in any run, and unrelated between neighbouring seeds or iterations."""
    digest = hashlib.sha256(f"{seed}:{k}:{purpose}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def draw_flips(seed, k, count):
    """Iteration k's signs (+1/-1, one per tuned parameter) and rounding offsets u in [0, 1)."""
    rng = random.Random(derived_seed(seed, k, "flips"))
    flips = [rng.choice((-1, 1)) for _ in range(count)]
    offsets = [rng.random() for _ in range(count)]
    return flips, offsets


def clamp(x, low, high):
    return max(low, min(high, x))


def perturbed_values(theta, flip, c_k, u, low, high):
    """The plus and minus sides' integer values of one parameter (OpenBench: floor(x + u) with
    the same u for both, then clipped to the range)."""
    plus = clamp(math.floor(theta + flip * c_k + u), low, high)
    minus = clamp(math.floor(theta - flip * c_k + u), low, high)
    return int(plus), int(minus)


def updated_theta(theta, flip, c_k, r_k, result, low, high):
    """theta after an iteration whose plus side scored `result` (wins - losses) more than minus."""
    return clamp(theta + r_k * c_k * result * flip, low, high)


def rounded(x):
    """Half away from zero: the value an integer option gets (round() would round half to even)."""
    return int(math.floor(x + 0.5)) if x >= 0 else -int(math.floor(-x + 0.5))


# ---------------------------------------------------------------------------------------------
# The engine: its parameter list, its commit, and games through `ferrum tournament`


def check_engine(path):
    """The engine's absolute path, or an error if it cannot be run."""
    if not path:
        raise SpsaError("no engine given (--engine PATH)")
    full = os.path.abspath(path)
    if not os.path.isfile(full):
        raise SpsaError(f"engine {path} not found (build it with `cargo build --release "
                        f"--features tune`)")
    if not os.access(full, os.X_OK):
        raise SpsaError(f"engine {path} is not executable")
    # `ferrum tournament` splits cmd= at spaces into the program and its arguments.
    if any(ch.isspace() for ch in full):
        raise SpsaError(f"engine path {full!r} contains whitespace, which `ferrum tournament` "
                        "cannot take in cmd=; move or link the binary")
    return full


def parse_spsa_lines(text):
    """The parameters in the `spsa` output, in order: name -> default, min, max, c_end, r_end."""
    params = {}
    for line in text.splitlines():
        fields = [f.strip() for f in line.split(",")]
        # ferrum's parameters are all integers, which the rounding of the sides assumes.
        if len(fields) != 7 or fields[1] != "int":
            continue
        try:
            default, low, high, c_end, r_end = (float(f) for f in fields[2:])
        except ValueError:
            continue
        params[fields[0]] = {"default": default, "min": low, "max": high,
                             "c_end": c_end, "r_end": r_end}
    return params


def engine_variants(text):
    """The variants the engine's `uci` output offers in its UCI_Variant combo."""
    for line in text.splitlines():
        if line.startswith("option name UCI_Variant "):
            words = line.split()
            return {words[i + 1] for i, w in enumerate(words[:-1]) if w == "var"}
    return set()


def query_engine(engine, variant):
    """The engine's tunable parameters with `variant`'s defaults (see parse_spsa_lines)."""
    commands = ["uci"]
    # The defaults are per variant: the engine lists the variant's after UCI_Variant is set.
    if variant != "chess":
        commands.append(f"setoption name UCI_Variant value {variant}")
    commands += ["spsa", "isready", "quit"]
    try:
        out = subprocess.run([engine], input="\n".join(commands) + "\n", capture_output=True,
                             text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired) as e:
        raise SpsaError(f"engine {engine} did not answer `spsa`: {e}") from None
    if "readyok" not in out.stdout:
        raise SpsaError(f"engine {engine} did not answer `spsa` (exit status {out.returncode}): "
                        f"{out.stderr.strip()[-500:]}")
    if variant != "chess" and variant not in engine_variants(out.stdout):
        raise SpsaError(f"engine {engine} does not offer UCI_Variant {variant}")
    params = parse_spsa_lines(out.stdout)
    if not params:
        raise SpsaError(f"engine {engine} lists no tunable parameters: it is not a tune build "
                        "(cargo build --release --features tune)")
    return params


def engine_commit(engine):
    """`git rev-parse --short HEAD` of the engine's checkout: the repository holding the binary,
    else (a separate --target-dir) this script's. Returns (commit, repository) or (None, None)."""
    for where in (os.path.dirname(engine), REPO):
        try:
            out = subprocess.run(["git", "-C", where, "rev-parse", "--short", "HEAD"],
                                 capture_output=True, text=True, timeout=30)
        except OSError:
            return None, None
        if out.returncode == 0:
            return out.stdout.strip(), where
    return None, None


def file_digest(path):
    """The binary's SHA-256: the commit names the checkout, this the build actually used."""
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def tournament_command(config, plus, minus, opening_seed):
    """The `ferrum tournament` command of one iteration: 2P games of plus against minus."""
    engine = config["engine"]

    def side(name, values):
        return (["--engine", f"name={name}", f"cmd={engine}", "proto=uci"]
                + [f"option.{n}={v}" for n, v in values.items()])

    command = [engine, "tournament", *side("plus", plus), *side("minus", minus),
               "--each", f"option.Hash={config['hash']}", "option.Threads=1",
               "option.OwnBook=false",
               "--games", str(2 * config["pairs"]), "--tc", f"nodes={config['nodes']}",
               "--variant", config["variant"], "--openings", config["openings"],
               "--order", "random", "--seed", str(opening_seed),
               "--concurrency", str(config["concurrency"]), "--json"]
    if config["adjudicate"]:
        command += ADJUDICATION
    return command


def parse_report(stdout, games):
    """Plus's (wins, draws, losses) from `ferrum tournament --json` output: the last line of
    type "report", whose one pair is plus (engine) against minus (opponent)."""
    report = None
    for line in stdout.splitlines():
        try:
            obj = json.loads(line)
        except ValueError:
            continue
        if isinstance(obj, dict) and obj.get("type") == "report":
            report = obj
    if report is None:
        raise SpsaError("the tournament printed no report")
    pairs = report.get("pairs") or []
    if report.get("interrupted") or report.get("games") != games or len(pairs) != 1:
        raise SpsaError(f"the tournament played {report.get('games')} of {games} games"
                        f"{' (interrupted)' if report.get('interrupted') else ''}")
    pair = pairs[0]
    if (pair.get("engine"), pair.get("opponent")) != ("plus", "minus"):
        raise SpsaError(f"unexpected pair in the tournament report: {pair}")
    faults = {k: n for k, n in (pair.get("ends") or {}).items() if k in FAULT_ENDS}
    if faults:
        raise SpsaError("games ended by engine faults, not play: "
                        + ", ".join(f"{k} {n}" for k, n in sorted(faults.items())))
    wins, draws, losses = pair["wins"], pair["draws"], pair["losses"]
    if wins + draws + losses != games:
        raise SpsaError(f"the tournament report counts {wins + draws + losses} of {games} games")
    return wins, draws, losses


def play_tournament(config, plus, minus, opening_seed):
    """Plays one iteration's games; plus's (wins, draws, losses)."""
    command = tournament_command(config, plus, minus, opening_seed)
    try:
        tournament = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                      text=True)
    except OSError as e:
        raise SpsaError(f"could not start the tournament: {e}") from None
    try:
        stdout, stderr = tournament.communicate()
    except KeyboardInterrupt:
        # The tournament got the same Ctrl-C: give it time to stop its engines.
        try:
            tournament.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            tournament.kill()
            tournament.communicate()
        raise
    if tournament.returncode in (130, -signal.SIGINT):
        raise KeyboardInterrupt  # interrupted on its own (its SIGINT reached it, not us)
    if tournament.returncode != 0:
        raise SpsaError(f"the tournament failed (exit status {tournament.returncode}): "
                        f"{stderr.strip()[-1000:]}")
    return parse_report(stdout, 2 * config["pairs"])


# ---------------------------------------------------------------------------------------------
# The state file


def new_state(config, engine_params, names, commit, commit_repo, digest=None):
    """A fresh state tuning `names` (engine spellings are kept; matched case-insensitively)."""
    by_lower = {n.lower(): n for n in engine_params}
    chosen = []
    for raw in names:
        name = by_lower.get(raw.strip().lower())
        if name is None:
            raise SpsaError(f"unknown parameter {raw.strip()!r}: the engine's are "
                            + ", ".join(engine_params))
        if name in chosen:
            raise SpsaError(f"parameter {name} named twice")
        chosen.append(name)
    if not chosen:
        raise SpsaError("no parameters to tune (--params NAME,NAME,...)")
    params = []
    for name in chosen:
        p = {"name": name, **engine_params[name]}
        # A short local run takes larger steps than OpenBench's tens of thousands of pairs.
        p["c_end"] *= config.get("c_end_steps", 1.0)
        p["r_end"] = config.get("r_end") or p["r_end"]
        if not p["min"] <= p["default"] <= p["max"] or p["c_end"] <= 0 or p["r_end"] <= 0:
            raise SpsaError(f"the engine's {name} row is unusable: {engine_params[name]}")
        p["c"], p["a"] = schedule_constants(p["c_end"], p["r_end"], config["planned_iterations"],
                                            config["alpha"], config["gamma"], config["a_ratio"])
        params.append(p)
    return {
        "format": STATE_FORMAT,
        "created": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "engine_commit": commit,
        "engine_commit_repo": commit_repo,
        "engine_sha256": digest,
        "config": config,
        "params": params,
        "theta": {p["name"]: p["default"] for p in params},
        "k": 0,
        "wins": 0,
        "draws": 0,
        "losses": 0,
        "history": [],
    }


def corrupt(path, why):
    return SpsaError(f"state file {path} is corrupt: {why}")


def is_number(x):
    return isinstance(x, (int, float)) and not isinstance(x, bool) and math.isfinite(x)


def validate_state(state, path):
    """Raises SpsaError unless `state` has every field, of the right kind, consistent."""
    if not isinstance(state, dict):
        raise corrupt(path, "not a JSON object")
    if state.get("format") != STATE_FORMAT:
        raise corrupt(path, f"format {state.get('format')!r}, expected {STATE_FORMAT}")
    for key in ("config", "params", "theta", "k", "wins", "draws", "losses", "history"):
        if key not in state:
            raise corrupt(path, f"no {key!r}")
    config = state["config"]
    if not isinstance(config, dict):
        raise corrupt(path, "config is not an object")
    for key in ("engine", "variant", "openings"):
        if not isinstance(config.get(key), str):
            raise corrupt(path, f"config.{key} is not a string")
    for key in ("nodes", "planned_iterations", "pairs", "seed", "concurrency", "hash"):
        if not isinstance(config.get(key), int) or isinstance(config.get(key), bool):
            raise corrupt(path, f"config.{key} is not an integer")
    for key in ("alpha", "gamma", "a_ratio"):
        if not is_number(config.get(key)):
            raise corrupt(path, f"config.{key} is not a number")
    if not isinstance(config.get("adjudicate"), bool):
        raise corrupt(path, "config.adjudicate is not true or false")
    params, theta = state["params"], state["theta"]
    if not isinstance(params, list) or not params or not isinstance(theta, dict):
        raise corrupt(path, "params must be a non-empty list and theta an object")
    for p in params:
        if not isinstance(p, dict) or not isinstance(p.get("name"), str):
            raise corrupt(path, f"bad parameter entry {p!r}")
        for key in ("default", "min", "max", "c_end", "r_end", "c", "a"):
            if not is_number(p.get(key)):
                raise corrupt(path, f"{p['name']}.{key} is not a number")
        value = theta.get(p["name"])
        if not is_number(value) or not p["min"] <= value <= p["max"]:
            raise corrupt(path, f"theta of {p['name']} is {value!r}, outside "
                                f"[{p['min']}, {p['max']}]")
    if sorted(theta) != sorted(p["name"] for p in params):
        raise corrupt(path, "theta's names differ from the parameters'")
    for key in ("k", "wins", "draws", "losses"):
        if not isinstance(state[key], int) or isinstance(state[key], bool) or state[key] < 0:
            raise corrupt(path, f"{key} is not a count")
    history = state["history"]
    if not isinstance(history, list) or len(history) != state["k"]:
        raise corrupt(path, f"history has {len(history) if isinstance(history, list) else '?'} "
                            f"entries for {state['k']} iterations")


def load_state(path):
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except FileNotFoundError:
        raise SpsaError(f"state file {path} not found (create it with `spsa.py new`)") from None
    except OSError as e:
        raise SpsaError(f"cannot read state file {path}: {e}") from None
    try:
        state = json.loads(text)
    except ValueError as e:
        raise corrupt(path, f"not JSON ({e})") from None
    validate_state(state, path)
    return state


def state_text(state):
    """The state as JSON: indented, except the history, one compact line per iteration (a long
    run's file stays readable and small)."""
    head = json.dumps({key: v for key, v in state.items() if key != "history"}, indent=1)
    entries = ",\n  ".join(json.dumps(e, separators=(",", ":")) for e in state["history"])
    history = f"[\n  {entries}\n ]" if entries else "[]"
    # `head` ends with "\n}": the history goes in as its last key.
    return f'{head[:-2]},\n "history": {history}\n}}\n'


def save_state(state, path):
    """Writes the state so that the file always holds a whole state: a temporary file in the same
    directory, flushed to disk, then renamed over the old one."""
    directory = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(prefix=os.path.basename(path) + ".", suffix=".tmp", dir=directory)
    try:
        os.fchmod(fd, 0o644)  # mkstemp's 0600 would make the renamed state private
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(state_text(state))
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def check_against_engine(state, engine_params):
    """Refuses a state tuning a parameter the engine lacks; warns about changed rows (another
    build's defaults or ranges: the state's are kept)."""
    missing = [p["name"] for p in state["params"] if p["name"] not in engine_params]
    if missing:
        raise SpsaError(f"the engine has no parameter {', '.join(missing)} (tuned by the state); "
                        "use the engine the state was made with (--engine)")
    for p in state["params"]:
        row = engine_params[p["name"]]
        changed = [f"{key} {p[key]:g} -> {row[key]:g}" for key in ("default", "min", "max")
                   if row[key] != p[key]]
        if changed:
            print(f"warning: the engine's {p['name']} differs from the state's "
                  f"({', '.join(changed)}); the state's range is kept", file=sys.stderr)


# ---------------------------------------------------------------------------------------------
# One iteration and the run loop


def iteration_plan(state):
    """The next iteration's number, c_k/r_k per parameter, flips and both sides' values."""
    config, params = state["config"], state["params"]
    k = state["k"] + 1
    big_a = config["a_ratio"] * config["planned_iterations"]
    flips, offsets = draw_flips(config["seed"], k, len(params))
    plan = {"k": k, "flips": flips, "c_k": [], "r_k": [], "plus": {}, "minus": {}}
    for p, flip, u in zip(params, flips, offsets):
        c_k = perturbation(p["c"], k, config["gamma"])
        plan["c_k"].append(c_k)
        plan["r_k"].append(learning_rate(p["a"], c_k, k, big_a, config["alpha"]))
        plus, minus = perturbed_values(state["theta"][p["name"]], flip, c_k, u, p["min"], p["max"])
        plan["plus"][p["name"]] = plus
        plan["minus"][p["name"]] = minus
    return plan


def apply_result(state, plan, wdl):
    """The state after the planned iteration scored wdl (plus's wins, draws, losses)."""
    wins, draws, losses = wdl
    result = wins - losses
    theta = dict(state["theta"])
    for p, flip, c_k, r_k in zip(state["params"], plan["flips"], plan["c_k"], plan["r_k"]):
        theta[p["name"]] = updated_theta(theta[p["name"]], flip, c_k, r_k, result,
                                         p["min"], p["max"])
    names = [p["name"] for p in state["params"]]
    entry = {"k": plan["k"], "flips": plan["flips"],
             "plus": [plan["plus"][n] for n in names],
             "minus": [plan["minus"][n] for n in names],
             "wdl": [wins, draws, losses]}
    return dict(state, theta=theta, k=plan["k"], wins=state["wins"] + wins,
                draws=state["draws"] + draws, losses=state["losses"] + losses,
                history=state["history"] + [entry])


def progress_line(state, wdl, seconds):
    wins, draws, losses = wdl
    games = wins + draws + losses
    shown = [f"{p['name']} {state['theta'][p['name']]:.1f}" for p in state["params"][:4]]
    more = f" (+{len(state['params']) - 4} more)" if len(state["params"]) > 4 else ""
    return (f"k {state['k']}/{state['config']['planned_iterations']}  plus +{wins} ={draws} "
            f"-{losses} ({wins + draws / 2:g}/{games})  {', '.join(shown)}{more}  "
            f"{seconds:.1f} s")


def run_iterations(state, path, play=play_tournament, iterations=None, minutes=None,
                   out=None, clock=time.monotonic):
    """Plays iterations until the limit, saving after each one: `iterations` more (which may
    run past the plan), else to the planned count, stopping earlier with `minutes` before an
    iteration that would end after the limit, judging by the iterations so far. Returns the
    final state."""
    config = state["config"]
    out = out or sys.stdout
    # Past the planned count the schedule has ended: only an explicit count goes on.
    if iterations is None:
        iterations = max(0, config["planned_iterations"] - state["k"])
    start = clock()
    done = 0
    while iterations is None or done < iterations:
        if minutes is not None and done > 0:
            elapsed = clock() - start
            if elapsed + elapsed / done > minutes * 60:
                break
        began = clock()
        plan = iteration_plan(state)
        opening_seed = derived_seed(config["seed"], plan["k"], "openings")
        wdl = play(config, plan["plus"], plan["minus"], opening_seed)
        state = apply_result(state, plan, wdl)
        save_state(state, path)
        done += 1
        print(progress_line(state, wdl, clock() - began), file=out, flush=True)
    return state


# ---------------------------------------------------------------------------------------------
# show


def show_table(state):
    config = state["config"]
    lines = [f"{config['variant']}: {state['k']} of {config['planned_iterations']} iterations, "
             f"{config['pairs']} pairs each at {config['nodes']} nodes; plus scored "
             f"+{state['wins']} ={state['draws']} -{state['losses']}; engine "
             f"{state.get('engine_commit') or 'commit unknown'}",
             f"{'parameter':<28}{'value':>8}{'default':>9}{'change':>8}{'theta':>10}"
             f"{'range':>16}"]
    for p in state["params"]:
        theta = state["theta"][p["name"]]
        value, default = rounded(theta), rounded(p["default"])
        span = f"{rounded(p['min'])}..{rounded(p['max'])}"
        lines.append(f"{p['name']:<28}{value:>8}{default:>9}{value - default:>+8}{theta:>10.2f}"
                     f"{span:>16}")
    return "\n".join(lines)


def show_rust(state):
    config = state["config"]
    lines = [f"// {config['variant']}: bench/spsa, {state['k']} iterations of {config['pairs']} "
             f"pairs at {config['nodes']} nodes (ferrum {state.get('engine_commit') or '?'})"]
    # The form of an arm of `params::for_variant`: the tuned fields, the rest standard chess's.
    lines.append("SearchParams {")
    lines += [f"    {p['name']}: {rounded(state['theta'][p['name']])}," for p in state["params"]]
    lines += ["    ..SearchParams::STANDARD", "}"]
    return "\n".join(lines)


# ---------------------------------------------------------------------------------------------
# Command line


def positive(text):
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text} is not a positive integer")
    return value


def positive_float(text):
    value = float(text)
    if not value > 0:
        raise argparse.ArgumentTypeError(f"{text} is not a positive number")
    return value


def parse_args(argv):
    parser = argparse.ArgumentParser(prog="spsa.py", description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)

    new = commands.add_parser("new", help="start a tuning run: write a new state file")
    new.add_argument("--state", required=True)
    new.add_argument("--engine", required=True, help="a tune build of ferrum")
    new.add_argument("--variant", default="chess")
    new.add_argument("--params", required=True, help="comma-separated parameter names")
    new.add_argument("--nodes", type=positive, required=True, help="nodes per move")
    new.add_argument("--openings", help="EPD file (default bench/variants/VARIANT.epd)")
    new.add_argument("--iterations", type=positive, required=True,
                     help="planned iterations (sets the schedule)")
    new.add_argument("--pairs", type=positive, required=True, help="game pairs per iteration")
    new.add_argument("--seed", type=int, required=True)
    new.add_argument("--concurrency", type=positive, default=2)
    new.add_argument("--hash", type=positive, default=16, help="MB per engine")
    new.add_argument("--c-end-steps", type=positive_float, default=1.0,
                     help="final perturbation c_end in the engine's steps (default 1)")
    new.add_argument("--r-end", type=positive_float,
                     help="final learning rate r_end (default the engine's, 0.002)")
    new.add_argument("--no-adjudication", action="store_true",
                     help="play games out (default: OpenBench's draw and resign adjudication)")

    run = commands.add_parser("run", help="play iterations, updating the state file")
    run.add_argument("--state", required=True)
    run.add_argument("--engine", help="another path of the engine (kept in the state)")
    run.add_argument("--openings",
                     help="another path of the same openings file (kept in the state)")
    limit = run.add_mutually_exclusive_group()
    limit.add_argument("--minutes", type=positive_float,
                       help="stop before an iteration that would end after this")
    limit.add_argument("--iterations", type=positive, help="iterations to play")

    show = commands.add_parser("show", help="print the current values")
    show.add_argument("--state", required=True)
    show.add_argument("--rust", action="store_true",
                      help="a SearchParams value for a variant's arm of params::for_variant")
    return parser.parse_args(argv)


def command_new(args, query, commit_of):
    if os.path.exists(args.state):
        raise SpsaError(f"state file {args.state} exists; give another name or delete it")
    engine = check_engine(args.engine)
    openings = args.openings or os.path.join(REPO, "bench", "variants", f"{args.variant}.epd")
    if not os.path.isfile(openings):
        raise SpsaError(f"openings file {openings} not found")
    config = {
        "engine": engine,
        "variant": args.variant,
        "nodes": args.nodes,
        "openings": os.path.abspath(openings),
        "openings_sha256": file_digest(openings),
        "planned_iterations": args.iterations,
        "pairs": args.pairs,
        "seed": args.seed,
        "concurrency": args.concurrency,
        "hash": args.hash,
        "adjudicate": not args.no_adjudication,
        "alpha": ALPHA,
        "gamma": GAMMA,
        "a_ratio": A_RATIO,
        "c_end_steps": args.c_end_steps,
        "r_end": args.r_end,
    }
    engine_params = query(engine, args.variant)
    commit, repo = commit_of(engine)
    state = new_state(config, engine_params, args.params.split(","), commit, repo,
                      file_digest(engine))
    save_state(state, args.state)
    for p in state["params"]:
        print(f"{p['name']}: {p['default']:g} in [{p['min']:g}, {p['max']:g}], c_end "
              f"{p['c_end']:g}, r_end {p['r_end']:g} -> c {p['c']:.4f}, a {p['a']:.4f}")
    print(f"wrote {args.state} (engine commit {commit or 'unknown'})")


def repoint(config, key, path):
    """`run --engine` or `--openings`: the run goes on with the file at `path` (kept in the
    state), said where it differs from the one the state named."""
    if path != config[key]:
        print(f"{key}: {path} (was {config[key]})", file=sys.stderr)
        config[key] = path


def check_openings(state, moved_to=None):
    """The state's openings file, or `moved_to` where the run goes on from another clone: it
    must hold the very lines the run began with, since an iteration's openings are drawn from
    them by number. A state from before the checksum was kept takes the file's now."""
    config = state["config"]
    if moved_to:
        repoint(config, "openings", os.path.abspath(moved_to))
    if not os.path.isfile(config["openings"]):
        raise SpsaError(f"openings file {config['openings']} not found")
    digest = file_digest(config["openings"])
    if config.setdefault("openings_sha256", digest) != digest:
        raise SpsaError(f"openings file {config['openings']} is not the one the run began with "
                        f"(SHA-256 {digest}, the state has {config['openings_sha256']})")


def command_run(args, query, commit_of, play):
    state = load_state(args.state)
    if args.engine:
        repoint(state["config"], "engine", check_engine(args.engine))
    engine = check_engine(state["config"]["engine"])
    check_openings(state, args.openings)
    check_against_engine(state, query(engine, state["config"]["variant"]))
    commit, _ = commit_of(engine)
    if commit and state.get("engine_commit") and commit != state["engine_commit"]:
        print(f"warning: the engine's checkout is at {commit}, the state was started at "
              f"{state['engine_commit']}", file=sys.stderr)
    if state.get("engine_sha256") and file_digest(engine) != state["engine_sha256"]:
        print(f"warning: {engine} is not the binary the state was started with (rebuilt?)",
              file=sys.stderr)
    try:
        state = run_iterations(state, args.state, play, args.iterations, args.minutes)
    except KeyboardInterrupt:
        print(f"\ninterrupted: {args.state} holds the iterations finished before",
              file=sys.stderr)
        return 130
    print(show_table(state))
    return 0


def main(argv=None, query=query_engine, commit_of=engine_commit, play=play_tournament):
    """The command line; the engine functions are parameters so that tests need no engine."""
    args = parse_args(sys.argv[1:] if argv is None else argv)
    try:
        if args.command == "new":
            command_new(args, query, commit_of)
        elif args.command == "run":
            return command_run(args, query, commit_of, play)
        else:
            state = load_state(args.state)
            print(show_rust(state) if args.rust else show_table(state))
    except SpsaError as e:
        print(f"spsa.py: error: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Drives ferrum through the real PyChess program's engine layer (Debian package `pychess`), headless.

Run with the system python, which is where Debian installs PyChess, under a virtual display (the
Engine Output panel is a Gtk widget):

    xvfb-run -a /usr/bin/python3 tests/python/pychess_client.py FERRUM CHECK

CHECK is one of:
  detect         PyChess's "add engine" probes (engineNest.is_uci / is_cecp) both accept ferrum.
  cecp-analysis  ferrum as a PyChess analyzer over XBoard/CECP: start position, a move played
                 (putMove), a middlegame and a mate in 2 (setBoard); every change of position
                 while analysing goes through PyChess's stop (`exit` + empty-board `setboard`).
  cecp-play      two ferrum players over CECP play six plies with a 10 s clock; PyChess's Engine
                 Output panel is attached to both and must show only moves after "PV:".
  uci-analysis   the same positions through PyChess's UCIEngine.
  uci-play       the same game through PyChess's UCIEngine.

The engines are started the way PyChess starts them (engineNest.discoverer.initAnalyzerEngine /
initPlayerEngine on an engine entry made by discoverer.addEngine, as the Engines dialog does),
on PyChess's own event loop arrangement (an asyncio loop pumping the GLib main context). Every
line ferrum prints is recorded from PyChess's SubProcess "line" signal; none may be an error.
Exits non-zero with a message when a check fails.
"""

import asyncio
import atexit
import glob
import logging
import os
import re
import shutil
import sys
import tempfile

# PyChess keeps its configuration and engine list under HOME; use a throwaway one.
HOME = tempfile.mkdtemp(prefix="pychess-home-")


def remove_home():
    logging.disable(logging.CRITICAL)  # pending PyChess tasks still log at interpreter exit
    shutil.rmtree(HOME, ignore_errors=True)


atexit.register(remove_home)
os.environ["HOME"] = HOME
for var, sub in (("XDG_CONFIG_HOME", ".config"), ("XDG_DATA_HOME", ".local/share"),
                 ("XDG_CACHE_HOME", ".cache")):
    os.environ[var] = os.path.join(HOME, sub)

import gi  # noqa: E402

gi.require_version("Gtk", "3.0")
from gi.repository import GLib  # noqa: E402

from pychess.Players.CECPEngine import anare, movere  # noqa: E402
from pychess.Players.engineNest import discoverer, is_cecp, is_uci, md5_sum  # noqa: E402
from pychess.Utils.Board import Board  # noqa: E402
from pychess.Utils.GameModel import GameModel  # noqa: E402
from pychess.Utils.Move import parseAny, toSAN  # noqa: E402
from pychess.Utils.const import ANALYZING, BLACK, WHITE  # noqa: E402
from pychess.Utils.logic import validate  # noqa: E402
from pychess.Utils.lutils.ldata import MATE_VALUE  # noqa: E402
from pychess.Variants.normal import NormalBoard  # noqa: E402

# PyChess's log (in HOME) then holds both directions of every engine dialogue: shown on failure.
logging.getLogger().setLevel(logging.DEBUG)

START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
MIDDLEGAME = "r1bq1rk1/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R1BQ1RK1 w - - 2 8"
# Black mates in two: 1...Rg1+ 2.Kxg1 Rxf1# (tests/suite/search.rs, finds_mate_with_distance).
MATE_IN_2 = "6k1/pp4p1/2p5/2bp4/8/P5Pb/1P3rrP/2BRRN1K b - - 0 1"
MATE_FIRST_MOVE = "Rg1+"

SAN_TOKEN = re.compile(r"^(?:[KQRBN]?[a-h]?[1-8]?x?[a-h][1-8](?:=[QRBN])?|O-O(?:-O)?)[+#]?$")
UCI_TOKEN = re.compile(r"^[a-h][1-8][a-h][1-8][qrbn]?$")

failures = []
SHOWN_FAILURES = 20


def check(condition, message):
    if not condition:
        failures.append(message)
        if len(failures) <= SHOWN_FAILURES:
            print("FAIL:", message)


class Recorder:
    """Everything ferrum printed, taken from PyChess's SubProcess 'line' signal."""

    def __init__(self):
        self.lines = []

    def attach(self, engine, tag):
        engine.engine.connect("line", lambda _proc, line: self.lines.append((tag, line)))

    def check_no_errors(self):
        bad = [f"{tag}: {line}" for tag, line in self.lines
               if line.lower().startswith("error") or "illegal" in line.lower()
               or line.startswith("tellusererror")]
        check(not bad, "ferrum printed errors to PyChess:\n  " + "\n  ".join(bad))


def engine_entry(ferrum, protocol, book=True):
    """The engine entry PyChess's Engines dialog makes (discoverer.addEngine), plus the md5 that
    its discovery adds; working directory: the binary's directory, as addEngine sets it.
    Without `book`, OwnBook is switched off the way the dialog's option editor stores it
    (engineNest.initEngine sends options whose value differs from the default)."""
    name = f"ferrum-{protocol}-{'book' if book else 'nobook'}"
    if discoverer.getEngineByName(name) is None:
        discoverer.addEngine(name, ferrum, protocol, None, None)
    entry = discoverer.getEngineByName(name)
    entry["md5"] = md5_sum(ferrum)
    if not book:
        entry["options"] = [{"name": "OwnBook", "type": "check", "default": True, "value": False}]
    return entry


def legal_pv(board, moves):
    """Plays `moves` on a copy of `board` with PyChess's own parser and validator (what
    CECPEngine does with an engine's move); returns the first problem or None."""
    for i, text in enumerate(moves):
        try:
            move = parseAny(board, text)
        except Exception as err:  # PyChess raises ParsingError and others
            return f"move {i + 1} {text!r} does not parse: {err}"
        if not validate(board, move):
            return f"move {i + 1} {text!r} is not legal in {board.asFen()}"
        board = board.move(move)
    return None


def pump_glib(loop):
    """PyChess's main loop arrangement (/usr/games/pychess glib_update)."""
    context = GLib.MainContext.default()
    while context.pending():
        context.iteration(False)
    loop.call_later(0.01, pump_glib, loop)


# ----------------------------------------------------------------------------- analysis


class AnalysisLog:
    """The 'analyze' emissions, each kept with the board PyChess held when it emitted."""

    def __init__(self, engine, protocol):
        self.protocol = protocol
        self.by_fen = {}
        engine.connect("analyze", self.on_analyze)

    def on_analyze(self, engine, lines):
        for line in lines:
            if line is None:
                continue
            ply, moves, score, depth, _nps = line
            fen = engine.board.asFen()
            self.by_fen.setdefault(fen, []).append((ply, list(moves), score, depth))


def check_position(log, fen, protocol, min_depth, previous_fen=None):
    """Checks the emissions PyChess made while it held `fen`. CECPEngine switches its board
    0.1 s after sending the stop, so under load a line ferrum printed for `previous_fen` before
    the stop can be read after the switch: PyChess's own race, allowed for the first two
    emissions when the PV is legal in the previous position (and counted in the output)."""
    emissions = log.by_fen.get(fen, [])
    board = Board(setup=fen)
    stale = 0
    if previous_fen is not None:
        for ply, moves, *_ in emissions[:2]:
            if legal_pv(board, moves) is not None and \
                    legal_pv(Board(setup=previous_fen), moves) is None:
                stale += 1
        emissions = emissions[stale:]
    check(emissions, f"{protocol}: no analysis emitted for {fen}")
    if not emissions:
        return []
    depths = []
    for ply, moves, score, depth in emissions:
        where = f"{protocol} {fen} depth {depth} pv {moves}"
        check(ply == board.ply, f"{where}: ply {ply}, board ply {board.ply}")
        check(len(moves) > 0, f"{where}: empty PV")
        check(not any(m.isdigit() for m in moves), f"{where}: a number in the PV")
        token = SAN_TOKEN if protocol == "cecp" else UCI_TOKEN
        check(all(token.match(m) for m in moves), f"{where}: PV token not a move")
        problem = legal_pv(board, moves)
        check(problem is None, f"{where}: {problem}")
        # PyChess's UCIEngine turns a mate score into a float (sign * (MATE_VALUE - n)).
        check(isinstance(score, (int, float)), f"{where}: score {score!r} is not a number")
        check(str(depth).isdigit(), f"{where}: depth {depth!r} is not a number")
        if str(depth).isdigit():
            depths.append(int(depth))
    # Depth never goes down (a UCI search's last line, at its stop, repeats the depth it
    # completed), except that a search may start over once: PyChess sends the first position
    # (force + setboard) to an analyser already analysing that same position.
    restarts = [i for i in range(1, len(depths)) if depths[i] < depths[i - 1]]
    check(len(restarts) <= 1 and all(depths[i] == 1 for i in restarts),
          f"{protocol} {fen}: depths do not go up: {depths}")
    check(depths and depths[-1] >= min_depth,
          f"{protocol} {fen}: deepest depth {depths[-1:]} < {min_depth}")
    print(f"{protocol} {fen}: {len(emissions)} emissions, depths {depths[:1]}..{depths[-1:]}, "
          f"last score {emissions[-1][2]}, last PV {' '.join(emissions[-1][1][:6])}"
          + (f" ({stale} late line(s) of the previous position skipped)" if stale else ""))
    return emissions


def check_cecp_raw_thinking(recorder):
    """What CECPEngine takes as the PV text (anare's fifth field) must hold moves only."""
    seen = 0
    bad = []
    for _tag, line in recorder.lines:
        match = anare.match(line)
        if not match:
            continue
        seen += 1
        pv_text = match.group(5)
        # CECPEngine keeps the moves movere finds in it; anything else there (numbers) is
        # what PyChess's Engine Output panel shows as the PV.
        if pv_text.split() != movere.findall(pv_text):
            bad.append(f"{line!r}: PV field {pv_text!r}")
    check(seen > 0, "no thinking line matched PyChess's pattern")
    check(not bad, f"{len(bad)} of {seen} thinking lines have more than moves in PyChess's "
          "PV field, e.g.\n  " + "\n  ".join(bad[:3]))


async def analysis(ferrum, protocol):
    recorder = Recorder()
    entry = engine_entry(ferrum, "xboard" if protocol == "cecp" else "uci")
    engine = await discoverer.initAnalyzerEngine(entry, ANALYZING, NormalBoard)
    recorder.attach(engine, "analyzer")
    log = AnalysisLog(engine, protocol)

    # GameModel.start_analyzer: the analyzer gets the game's boards first.
    model = GameModel()
    engine.setOptionInitialBoard(model)
    await asyncio.sleep(2.0)

    # A move is played in the game: GameModel hands it to its spectators with putMove.
    start = model.boards[-1]
    e4 = parseAny(start, "e4")
    after_e4 = start.move(e4)
    engine.putMove(after_e4, e4, start)
    await asyncio.sleep(2.0)

    # The user jumps to other positions: setBoard (CECP: `exit` + empty board, then the FEN).
    engine.setBoard(Board(setup=MIDDLEGAME))
    await asyncio.sleep(2.5)
    engine.setBoard(Board(setup=MATE_IN_2))
    await asyncio.sleep(3.5)  # beyond PyChess's 3 s analysis spin: its own stop runs too
    engine.kill(0)
    await asyncio.sleep(0.3)

    check_position(log, START, protocol, 6)
    check_position(log, after_e4.asFen(), protocol, 6, START)
    check_position(log, MIDDLEGAME, protocol, 6, after_e4.asFen())
    mate = check_position(log, MATE_IN_2, protocol, 3, MIDDLEGAME)
    if mate:
        _ply, moves, score, _depth = mate[-1]
        mate_board = Board(setup=MATE_IN_2)
        first = moves[0] if protocol == "cecp" else toSAN(mate_board, parseAny(mate_board, moves[0]))
        check(first == MATE_FIRST_MOVE, f"{protocol} mate in 2: PV starts {first}")
        check(len(moves) == 3, f"{protocol} mate in 2: PV {moves} is not three plies")
        if protocol == "cecp":
            check(moves[-1].endswith("#"), f"cecp mate in 2: PV {moves} does not end in mate")
            check(score == MATE_VALUE, f"cecp mate in 2: score {score}, PyChess mate {MATE_VALUE}")
        else:
            check(score == MATE_VALUE - 2, f"uci mate in 2: score {score}, not MATE_VALUE - 2")

    if protocol == "cecp":
        check_cecp_raw_thinking(recorder)
        sent_stop = [line for _t, line in recorder.lines if line.startswith("# empty board")]
        check(len(sent_stop) >= 3,
              f"ferrum acknowledged {len(sent_stop)} empty-board stops, expected >= 3 (PyChess "
              "stops on a change of position and at the end of its 3 s analysis spin)")
    recorder.check_no_errors()
    print(f"{protocol} analysis: {len(recorder.lines)} lines from ferrum")


# ----------------------------------------------------------------------------- play


def panel_pvs(panel):
    """The PV texts the Engine Output panel shows ('... PV: <moves> NPS: ...')."""
    buffer = panel.output.get_buffer()
    text = buffer.get_text(buffer.get_start_iter(), buffer.get_end_iter(), False)
    pvs = []
    for row in text.splitlines():
        if "PV: " not in row:
            continue
        pv = row.split("PV: ", 1)[1].split(" NPS: ", 1)[0]
        pvs.append(pv.split())
    return pvs


async def play(ferrum, protocol):
    from pychess.perspectives.games.engineOutputPanel import EngineOutput

    recorder = Recorder()
    name = "xboard" if protocol == "cecp" else "uci"
    players = []
    panels = []
    for color in (WHITE, BLACK):
        # No book, so that every move is searched and the panel has thinking lines to show.
        entry = engine_entry(ferrum, name, book=False)
        # Level 20 (full strength), 10 s for the game, as a PyChess "new game" dialog sets it.
        player = await discoverer.initPlayerEngine(entry, color, 20, NormalBoard, secs=10, incr=0)
        recorder.attach(player, "white" if color == WHITE else "black")
        event = asyncio.Event()
        dead = set()
        player.start(event, dead)  # GameModel.start does this for every player
        await asyncio.wait_for(event.wait(), 30)
        check(not dead, f"{protocol}: player {color} died during the handshake")
        panel = EngineOutput(color == WHITE)
        panel.attachEngine(player.engine)  # engineOutputPanel: model.players[i].engine
        players.append(player)
        panels.append(panel)

    board = Board(setup=True)
    previous, last_move = None, None
    clock = [10.0, 10.0]
    played = []
    shown = []
    for ply in range(6):
        side = ply % 2
        player = players[side]
        player.updateTime(clock[side], clock[1 - side])
        started = asyncio.get_event_loop().time()
        move = await asyncio.wait_for(player.makeMove(board, last_move, previous), 20)
        clock[side] -= asyncio.get_event_loop().time() - started
        check(validate(board, move), f"{protocol}: engine move {move} not legal on {board.asFen()}")
        # The panel clears itself at the next move's first thinking line: read it now.
        shown.extend(panel_pvs(panels[side]))
        played.append(toSAN(board, move))
        previous, board, last_move = board, board.move(move), move
    print(f"{protocol} game: {' '.join(played)}; clocks left {clock[0]:.1f} s, {clock[1]:.1f} s")
    check(min(clock) > 0, f"{protocol}: a player lost on time: {clock}")
    for player in players:
        # Not player.end(): on Python 3.11 it raises TypeError in PyChess 1.0.3 itself
        # (wait_signal.cancel() does not take Task.cancel's message argument).
        player.kill(0)
    await asyncio.sleep(0.3)

    pvs = shown
    check(pvs, f"{protocol}: the Engine Output panel showed no thinking line")
    pvs = pvs or [["-"]]
    for pv in pvs:
        check(pv and all(not token.isdigit() for token in pv),
              f"{protocol}: Engine Output panel PV {' '.join(pv)!r} shows numbers as moves")
    print(f"{protocol} Engine Output panel: {len(pvs)} PV rows, e.g. {' '.join(pvs[-1][:6])}")
    recorder.check_no_errors()


# ----------------------------------------------------------------------------- main


def detect(ferrum):
    # The Engines dialog tries is_uci then is_cecp on a new binary; the protocol combo box
    # re-runs the chosen probe when the user switches protocol.
    check(is_uci([ferrum]), "PyChess's is_uci does not accept ferrum")
    check(is_cecp([ferrum]), "PyChess's is_cecp does not accept ferrum")
    print("detect: is_uci and is_cecp accept ferrum")


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    ferrum, name = os.path.abspath(sys.argv[1]), sys.argv[2]
    loop = asyncio.SelectorEventLoop()
    asyncio.set_event_loop(loop)
    pump_glib(loop)
    if name == "detect":
        detect(ferrum)
    elif name in ("cecp-analysis", "uci-analysis"):
        loop.run_until_complete(analysis(ferrum, name.split("-")[0]))
    elif name in ("cecp-play", "uci-play"):
        loop.run_until_complete(play(ferrum, name.split("-")[0]))
    else:
        sys.exit(f"unknown check {name!r}")
    if failures:
        print(f"{len(failures)} failure(s) (the first {SHOWN_FAILURES} shown)")
        print_pychess_log()
        sys.exit(1)
    print("ok")


def print_pychess_log(lines=60):
    """The end of PyChess's own log: both directions of the engine dialogue."""
    logs = sorted(glob.glob(os.path.join(os.environ["XDG_DATA_HOME"], "pychess", "*.log")))
    if not logs:
        return
    with open(logs[-1], encoding="utf-8", errors="replace") as log_file:
        tail = [line.rstrip() for line in log_file if line.strip().endswith(":") is False]
    print(f"--- end of PyChess's log {logs[-1]}:")
    print("\n".join(tail[-lines:]))


if __name__ == "__main__":
    main()

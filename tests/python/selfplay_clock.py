"""The clock of the python clients' self-play games (uci_client.py, xboard_client.py):
10s+0.1s for each side, charged with the wall time each move took.

A move that ends past zero loses, as with any GUI or runner, except by less than the engine's own
`Move Overhead` (the time it keeps for the GUI and the operating system, 10 ms unless set): the
engine promises that much, and keeps it on a loaded machine too (the suite runs engine matches
beside this one on 2 cores; ferrum counts its clock from the moment it reads `go` and learns the
delays the GUI's clock shows, `search::overrun`)."""
import chess
import chess.engine

BASE, INC = 10.0, 0.1


def new_clocks():
    return {chess.WHITE: BASE, chess.BLACK: BASE}


def move_overhead(engine):
    """The engine's `Move Overhead`, in seconds (the UCI option, XBoard's `Move_Overhead`)."""
    option = engine.options.get("Move Overhead") or engine.options["Move_Overhead"]
    return option.default / 1000


def charge(clocks, turn, spent, margin):
    """Takes a move's `spent` seconds off `turn`'s clock, fails on a time loss (more than
    `margin` past zero: `move_overhead`), adds the increment."""
    clocks[turn] -= spent
    assert clocks[turn] > -margin, f"time loss: {clocks}, {margin * 1000:.0f} ms allowed past zero"
    clocks[turn] += INC


def clock_limit(clocks, inc):
    return chess.engine.Limit(white_clock=clocks[chess.WHITE], black_clock=clocks[chess.BLACK],
                              white_inc=inc, black_inc=inc)

"""The clock of the python clients' self-play games (uci_client.py, xboard_client.py):
10s+0.1s for each side, charged with the wall time each move took."""
import chess
import chess.engine

BASE, INC = 10.0, 0.1

# Seconds past zero a clock may reach before the move counts as lost: the suite runs other
# engine matches beside this one on 2 cores, and a process descheduled for a second is the
# machine's, not the engine's. (ferrum at 10s+0.1s settles near 1.1 s on its clock; an
# engine that ignored the clock would still overrun by far more.)
SCHEDULING_MARGIN = 1.0


def new_clocks():
    return {chess.WHITE: BASE, chess.BLACK: BASE}


def charge(clocks, turn, spent):
    """Takes a move's `spent` seconds off `turn`'s clock, fails on a time loss, adds the increment."""
    clocks[turn] -= spent
    assert clocks[turn] > -SCHEDULING_MARGIN, f"time loss: {clocks}"
    clocks[turn] += INC


def clock_limit(clocks, inc):
    return chess.engine.Limit(white_clock=clocks[chess.WHITE], black_clock=clocks[chess.BLACK],
                              white_inc=inc, black_inc=inc)

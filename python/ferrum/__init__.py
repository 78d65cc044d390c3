"""ferrum in-process: the rules of chess and its variants, the engine, and PettingZoo environments.

- ``ferrum.Board``: a game of any variant (``Board.variants()``; Chess960 with ``chess960=True``
  or ``Board.from_chess960_pos(n)``): legal moves, ``push_uci``/``push_san``/``pop``,
  ``outcome()`` as python-chess names it, ``fen()``, ``perft()``, python-chess conversion,
  SVG in Jupyter, and PettingZoo's ``chess_v6`` encoding (``observation()``, ``action_mask()``,
  ``push_action()``).
- ``ferrum.Engine``: ferrum's search (depth, nodes, movetime, MultiPV, threads, Hash, book,
  tablebases, strength), the GIL released while it runs.
- ``ferrum.pettingzoo``: ``env()``/``raw_env`` (``chess_v6``'s AEC environment, for every
  variant), ``BatchEnv`` (many games into preallocated NumPy arrays) and ``EngineOpponent``.
- ``ferrum.datagen()``: self-play training data as NumPy arrays.

Errors are exceptions: ``IllegalMoveError``, ``InvalidFenError`` and ``IllegalActionError``
(all ``ValueError``), ``TypeError`` for a wrong type or dtype.
"""

from ferrum._ferrum import (
    DEFAULT_HISTORY,
    MAX_HISTORY,
    VARIANTS,
    BatchEnv,
    Board,
    Engine,
    IllegalActionError,
    IllegalMoveError,
    InvalidFenError,
    Outcome,
    SearchLine,
    SearchResult,
    Termination,
    __version__,
    datagen,
)

__all__ = [
    "DEFAULT_HISTORY",
    "MAX_HISTORY",
    "VARIANTS",
    "BatchEnv",
    "Board",
    "Engine",
    "IllegalActionError",
    "IllegalMoveError",
    "InvalidFenError",
    "Outcome",
    "SearchLine",
    "SearchResult",
    "Termination",
    "__version__",
    "datagen",
]

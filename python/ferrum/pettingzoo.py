"""PettingZoo environments over ferrum: ``chess_v6``'s AEC environment for every variant, a
batch environment for training loops, and a ferrum opponent.

``env(variant="chess", render_mode=None)`` is made as ``pettingzoo.classic.chess_v6.env()`` is
(the same wrappers: an action outside the mask ends the game with reward -1 for the player
who played it, an action outside the action space fails an assertion, calls out of order
raise) and, for standard chess, gives the same observations, action masks, rewards,
terminations, truncations, infos and renderings, step by step. ``raw_env`` is the environment
without the wrappers: there an action outside the mask raises ``ferrum.IllegalActionError``.

Other variants keep the encoding and add what it cannot say after it:

- crazyhouse: 11 planes after the 111 (each side's pocket, pawn to queen, as counts of the
  first squares from the observer's a1, ours first; then the promoted pieces), and drops as
  actions 4672 + role * 64 + square (5016 actions);
- three-check: 4 planes (we gave one, two checks; they gave one, two);
- antichess, giveaway, suicide: promotions to king as actions 4992 + file * 3 + direction;
- chess960 (``variant="chess960"``): a random start at each ``reset`` (from its seed); a
  castling right whose rook is not in the corner shows in no castling plane.
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
from gymnasium import spaces
from gymnasium.utils import EzPickle
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers
from pettingzoo.utils.agent_selector import AgentSelector

import ferrum
from ferrum._ferrum import BatchEnv

__all__ = ["env", "raw_env", "BatchEnv", "EngineOpponent"]


def env(**kwargs: Any) -> AECEnv:
    """The environment wrapped as ``chess_v6.env()`` wraps its own: ``raw_env(**kwargs)``
    inside ``TerminateIllegalWrapper(illegal_reward=-1)``, ``AssertOutOfBoundsWrapper`` and
    ``OrderEnforcingWrapper``."""
    e = raw_env(**kwargs)
    e = wrappers.TerminateIllegalWrapper(e, illegal_reward=-1)
    e = wrappers.AssertOutOfBoundsWrapper(e)
    e = wrappers.OrderEnforcingWrapper(e)
    return e


class raw_env(AECEnv, EzPickle):
    """Two agents, ``player_0`` (White) and ``player_1`` (Black), play a game of ``variant``.

    Observations are dicts ``{"observation": bool (8, 8, channels), "action_mask": int8
    (actions,)}``; the mask is all zeros for the agent not selected to act. When a move ends
    the game (checkmate, stalemate, insufficient material, a claimable draw, the variant's own
    end) both agents are terminated with rewards +1/-1/0 and infos ``{"legal_moves": []}``.
    ``max_plies`` (default ``None``, as ``chess_v6``) truncates longer games. ``self.board`` is
    the game as a ``ferrum.Board``. ``reset(options={"fen": FEN})`` starts from a position.
    """

    metadata = {
        "render_modes": ["human", "ansi", "rgb_array"],
        "name": "ferrum_chess_v0",
        "is_parallelizable": False,
        "render_fps": 2,
    }

    def __init__(
        self,
        variant: str = "chess",
        render_mode: str | None = None,
        screen_height: int | None = 800,
        history: int = ferrum.DEFAULT_HISTORY,
        max_plies: int | None = None,
    ):
        EzPickle.__init__(self, variant, render_mode, screen_height, history, max_plies)
        super().__init__()
        self.variant = variant
        self.history = history
        self.max_plies = max_plies
        self._chess960 = variant.lower().replace("-", "") in ("chess960", "960", "fischerandom")
        self._rng = random.Random()
        self.board = self._start_board(None)
        self.agents = [f"player_{i}" for i in range(2)]
        self.possible_agents = self.agents[:]
        self._agent_selector = AgentSelector(self.agents)
        actions = self.board.action_count
        shape = (8, 8, self.board.channels(history))
        self.action_spaces = {name: spaces.Discrete(actions) for name in self.agents}
        self.observation_spaces = {
            name: spaces.Dict(
                {
                    "observation": spaces.Box(low=0, high=1, shape=shape, dtype=bool),
                    "action_mask": spaces.Box(low=0, high=1, shape=(actions,), dtype=np.int8),
                }
            )
            for name in self.agents
        }
        self.rewards = None
        self.infos = {name: {} for name in self.agents}
        self.truncations = dict.fromkeys(self.agents, False)
        self.terminations = dict.fromkeys(self.agents, False)
        self.agent_selection = None
        assert render_mode is None or render_mode in self.metadata["render_modes"]
        self.render_mode = render_mode
        self.screen_height = screen_height
        self._renderer = None

    def _start_board(self, fen: str | None) -> ferrum.Board:
        if fen is not None:
            return ferrum.Board(fen, variant=self.variant)
        if self._chess960:
            return ferrum.Board.from_chess960_pos(self._rng.randrange(960))
        return ferrum.Board(variant=self.variant)

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    def observe(self, agent):
        return self.board.observe(
            self.possible_agents.index(agent), agent == self.agent_selection, self.history
        )

    def reset(self, seed: int | None = None, options: dict | None = None):
        if seed is not None:
            self._rng.seed(seed)
        self.agents = self.possible_agents[:]
        self.board = self._start_board((options or {}).get("fen"))
        self._agent_selector = AgentSelector(self.agents)
        self.agent_selection = self._agent_selector.reset()
        if not self.board.turn:
            # A FEN with Black to move: player_1 acts first.
            self.agent_selection = self._agent_selector.next()
        self.rewards = dict.fromkeys(self.agents, 0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {name: {} for name in self.agents}
        if self.render_mode == "human":
            self.render()

    def _set_game_result(self, result_val: int):
        for i, name in enumerate(self.agents):
            self.terminations[name] = True
            self.rewards[name] = result_val * (1 if i == 0 else -1)
            self.infos[name] = {"legal_moves": []}

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            return self._was_dead_step(action)
        result = self.board.pettingzoo_step(action)
        if result is not None:
            self._set_game_result(result)
        elif self.max_plies is not None and self.board.ply() >= self.max_plies:
            self.truncations = dict.fromkeys(self.agents, True)
        self._accumulate_rewards()
        self.agent_selection = self._agent_selector.next()
        if self.render_mode == "human":
            self.render()

    def render(self):
        if self.render_mode is None:
            import gymnasium

            gymnasium.logger.warn(
                "You are calling render method without specifying any render mode."
            )
            return None
        if self.render_mode == "ansi":
            return str(self.board)
        # PettingZoo's own drawing (pygame and its piece images), of the same position.
        if self._renderer is None:
            from pettingzoo.classic.chess import chess

            self._renderer = chess.raw_env(
                render_mode=self.render_mode, screen_height=self.screen_height
            )
        self._renderer.board = self.board.to_python_chess()
        return self._renderer.render()

    def close(self):
        if self._renderer is not None:
            self._renderer.close()
            self._renderer = None


class EngineOpponent:
    """ferrum as a player inside an environment, at a chosen strength.

    ``EngineOpponent(nodes=2000)``, ``(depth=6)``, ``(movetime=50)`` (milliseconds) or
    ``(nodes=..., elo=1500)``; ``opponent(env)`` (or ``opponent.action(env)``) is the action of
    ferrum's move for the agent to act, in ``ferrum.pettingzoo`` environments and in
    PettingZoo's own ``chess_v6`` (its python-chess board is read; the numbering is the same).
    """

    def __init__(
        self,
        *,
        nodes: int | None = None,
        depth: int | None = None,
        movetime: int | None = None,
        elo: int | None = None,
        threads: int = 1,
        hash: int = 16,
    ):
        if nodes is None and depth is None and movetime is None:
            nodes = 2000
        self.limits = {"nodes": nodes, "depth": depth, "movetime": movetime}
        self.engine = ferrum.Engine(threads=threads, hash=hash, elo=elo)

    def board_of(self, env) -> ferrum.Board:
        board = env.unwrapped.board
        if isinstance(board, ferrum.Board):
            return board
        return ferrum.Board.from_python_chess(board)

    def action(self, env) -> int:
        board = self.board_of(env)
        result = self.engine.search(board, **self.limits)
        if result.best_move is None:
            raise ValueError(f"no legal move in {board.fen()}")
        return board.move_to_action(result.best_move)

    __call__ = action

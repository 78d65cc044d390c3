"""Plays games inside PettingZoo's real chess_v6 environment and checks, at every step, that
`ferrum encode --batch` gives the environment's observation and legal-action mask bit for bit
(every third step also the other agent's observation, `--observer`),
that every action ferrum picks (at random, or the engine's UCI move mapped by ferrum's encoding)
is legal in the environment, and that the environment's game end and result are ferrum's.

Check `fens`: the same comparisons for games from FENs (en passant into a pin, promotions, the
50-move boundary), the env's observation rebuilt by replaying its `step()` code over
`chess_utils` from the FEN, since `env.reset()` only starts from the initial position.

Usage: pettingzoo_check.py FERRUM games|fens
Exits non-zero with a message on the first difference.
"""

import collections
import json
import random
import subprocess
import sys
import time

import chess
import chess.engine
import numpy as np
from pettingzoo.classic import chess_v6

# Game kinds: (name, games, white engine?, black engine?, ply cap or None, random opening plies)
KINDS = [
    ("random, played to the end", 24, False, False, None, 0),
    ("random, first 60 plies", 50, False, False, 60, 0),
    ("engine v random", 40, True, False, None, 0),
    ("random v engine", 40, False, True, None, 0),
    ("engine v engine", 46, True, True, 240, 6),
]
ENGINE_NODES = 150

# python-chess's termination names and ferrum's.
TERMINATIONS = {
    "CHECKMATE": "checkmate",
    "STALEMATE": "stalemate",
    "INSUFFICIENT_MATERIAL": "insufficient material",
    "SEVENTYFIVE_MOVES": "75-move rule",
    "FIVEFOLD_REPETITION": "fivefold repetition",
    "FIFTY_MOVES": "50-move rule",
    "THREEFOLD_REPETITION": "threefold repetition",
}


class Encoder:
    """`ferrum encode --batch` kept running: one line in, one JSON object out."""

    def __init__(self, exe, observer="side"):
        self.proc = subprocess.Popen(
            [exe, "encode", "--batch", "--observer", observer],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )

    def encode(self, moves):
        line = "startpos moves " + " ".join(moves) if moves else "startpos"
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        reply = json.loads(self.proc.stdout.readline())
        if "error" in reply:
            raise SystemExit(f"ferrum encode error: {reply['error']} for {line}")
        return reply

    def close(self):
        self.proc.stdin.close()
        self.proc.wait(timeout=10)


def fail(msg):
    print("FAIL:", msg)
    sys.exit(1)


def play_game(env, encoder, watchers, engine, rng, kind, game_no):
    name, _, white_engine, black_engine, cap, opening = kind
    env.reset(seed=game_no)
    moves = []
    while True:
        agent = env.agent_selection
        board = env.unwrapped.board
        ours = encoder.encode(moves)
        seen = env.observe(agent)
        where = f"{name} game {game_no} ply {len(moves)} ({board.fen()})"
        obs = np.array(ours["observation"], dtype=bool)
        if obs.shape != (8, 8, 111):
            fail(f"observation shape {obs.shape} at {where}")
        if obs.shape != seen["observation"].shape or not np.array_equal(obs, seen["observation"]):
            bad = np.argwhere(obs != seen["observation"])
            fail(f"observation differs at {where}: first (row, col, channel) {bad[:8].tolist()}")
        mask = np.zeros(4672, dtype=np.int8)
        mask[ours["actions"]] = 1
        if len(set(ours["actions"])) != len(ours["actions"]):
            fail(f"two moves share an action at {where}")
        if not np.array_equal(mask, seen["action_mask"]):
            fail(f"action mask differs at {where}: ferrum {sorted(ours['actions'])}, "
                 f"env {np.flatnonzero(seen['action_mask']).tolist()}")
        if ours["fen"] != board.fen():
            fail(f"position differs at {where}: ferrum {ours['fen']}")
        if len(moves) % 3 == 0:
            # The other agent's view: observe() works for either agent.
            other = "player_1" if agent == "player_0" else "player_0"
            watcher = watchers[1 if agent == "player_0" else 0]
            theirs = np.array(watcher.encode(moves)["observation"], dtype=bool)
            if not np.array_equal(theirs, env.observe(other)["observation"]):
                fail(f"{other}'s observation (not to move) differs at {where}")
        _, _, terminated, truncated, _ = env.last()
        if terminated or truncated:
            end = board.outcome(claim_draw=True)
            if ours["outcome"] is None:
                fail(f"env ended the game ({end}), ferrum did not, at {where}")
            if ours["outcome"]["result"] != end.result():
                fail(f"result {ours['outcome']} vs env {end.result()} at {where}")
            if ours["outcome"]["termination"] != TERMINATIONS[end.termination.name]:
                fail(f"termination {ours['outcome']} vs env {end.termination.name} at {where}")
            reward = env.rewards["player_0"]
            expected = {"1-0": 1, "0-1": -1, "1/2-1/2": 0}[end.result()]
            if reward != expected:
                fail(f"env reward {reward} for {end.result()} at {where}")
            return ours["outcome"]["termination"], len(moves)
        if ours["outcome"] is not None:
            fail(f"ferrum ended the game ({ours['outcome']}), env did not, at {where}")
        if cap is not None and len(moves) >= cap:
            return "ply cap", len(moves)
        use_engine = white_engine if board.turn == chess.WHITE else black_engine
        if use_engine and len(moves) >= opening:
            result = engine.play(board.copy(), chess.engine.Limit(nodes=ENGINE_NODES))
            uci = result.move.uci()
            if uci not in ours["moves"]:
                fail(f"engine move {uci} not among ferrum's legal moves at {where}")
            action = ours["actions"][ours["moves"].index(uci)]
        else:
            i = rng.randrange(len(ours["actions"]))
            action, uci = ours["actions"][i], ours["moves"][i]
        if seen["action_mask"][action] != 1:
            fail(f"ferrum's action {action} ({uci}) is illegal in the env at {where}")
        env.step(action)
        if board.move_stack[-1].uci() != uci:
            fail(f"env played {board.move_stack[-1].uci()} for action {action}, ferrum meant {uci}")
        moves.append(uci)


def check_games(exe):
    start = time.time()
    env = chess_v6.env()
    encoder = Encoder(exe)
    watchers = [Encoder(exe, "white"), Encoder(exe, "black")]
    engine = chess.engine.SimpleEngine.popen_uci([exe])
    engine.configure({"OwnBook": False})
    rng = random.Random(20261124)
    ends = collections.Counter()
    plies = 0
    game_no = 0
    try:
        for kind in KINDS:
            for _ in range(kind[1]):
                game_no += 1
                end, n = play_game(env, encoder, watchers, engine, rng, kind, game_no)
                ends[end] += 1
                plies += n
    finally:
        # Also on failure: a running engine would keep Python from exiting.
        engine.quit()
        for e in [encoder, *watchers]:
            e.close()
    print(f"{game_no} games, {plies} plies compared in {time.time() - start:.1f} s")
    for end, n in sorted(ends.items()):
        print(f"  {end}: {n}")
    natural = sum(n for end, n in ends.items() if end != "ply cap")
    if game_no != 200 or natural < 100:
        fail(f"{game_no} games, {natural} ended by the rules: too few")
    for must in ["checkmate", "insufficient material", "threefold repetition", "50-move rule"]:
        if ends[must] == 0:
            fail(f"no game ended by {must}: the end rules were not all compared")


FENS = [
    # c7c5 leaves an en-passant square whose capture is illegal (the b5 pawn is pinned).
    "8/2p5/8/KP5r/8/8/8/4k3 b - - 0 1",
    "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "4k3/1P6/8/8/8/8/6p1/4K3 w - - 90 80",
    "8/8/3k4/8/8/3K4/8/8 w - - 97 80",
    "rnbqkbnr/pp1ppppp/8/2pP4/8/8/PPP1PPPP/RNBQKBNR b KQkq - 0 2",
]


def env_observation_from_fen(fen, moves):
    """What chess_v6's observe() and legal mask give for the side to move after `moves` from
    `fen`: the env's step() and observe() code, unchanged, over a board set up from the FEN."""
    from pettingzoo.classic.chess import chess_utils

    board = chess.Board(fen)
    history = np.zeros((8, 8, 104), dtype=bool)
    for m in moves:
        board.push(chess.Move.from_uci(m))
        latest = chess_utils.get_observation(board, player=0)
        history = np.dstack((latest[:, :, 7:], history[:, :, :-13]))
    player = 0 if board.turn == chess.WHITE else 1
    observation = chess_utils.get_observation(board, player)
    observation = np.dstack((observation[:, :, :7], history))
    if player == 1:
        observation = np.flip(observation, axis=0)
        for i in range(1, 9):
            tmp = observation[..., 13 * i - 6: 13 * i].copy()
            observation[..., 13 * i - 6: 13 * i] = observation[..., 13 * i: 13 * i + 6]
            observation[..., 13 * i: 13 * i + 6] = tmp
    mask = np.zeros(4672, np.int8)
    mask[chess_utils.legal_moves(board)] = 1
    over = (not any(board.legal_moves) or board.is_insufficient_material()
            or board.can_claim_draw())
    return observation, mask, over


def check_fens(exe):
    proc = subprocess.Popen([exe, "encode", "--batch"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True)
    rng = random.Random(5)
    steps = 0
    for fen in FENS:
        for _ in range(10):
            moves = []
            for _ in range(60):
                observation, mask, over = env_observation_from_fen(fen, moves)
                proc.stdin.write(f"fen {fen} moves {' '.join(moves)}\n")
                proc.stdin.flush()
                ours = json.loads(proc.stdout.readline())
                where = f"{fen} moves {' '.join(moves)}"
                if "error" in ours:
                    fail(f"{ours['error']} at {where}")
                if not np.array_equal(np.array(ours["observation"], dtype=bool), observation):
                    fail(f"observation differs at {where}")
                ours_mask = np.zeros(4672, np.int8)
                ours_mask[ours["actions"]] = 1
                if not np.array_equal(ours_mask, mask):
                    fail(f"mask differs at {where}")
                if over != (ours["outcome"] is not None):
                    fail(f"game end differs at {where}: ferrum {ours['outcome']}")
                steps += 1
                if over:
                    break
                moves.append(rng.choice(ours["moves"]))
    proc.stdin.close()
    proc.wait(timeout=10)
    print(f"{steps} positions from {len(FENS)} FENs equal")


if __name__ == "__main__":
    exe, check = sys.argv[1], sys.argv[2]
    if check == "games":
        check_games(exe)
    elif check == "fens":
        check_fens(exe)
    else:
        fail(f"unknown check {check}")
    print("ok")

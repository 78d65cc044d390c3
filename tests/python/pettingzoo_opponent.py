"""ferrum as an opponent inside PettingZoo's own chess environment (the README's example).

player_0 (White) is a random agent that picks among the env's legal actions; player_1 (Black)
is ferrum: its move comes from python-chess's `chess.engine` UCI client, and `ferrum encode`
(batch mode, one line per position) maps it to PettingZoo's action index.

Usage: pettingzoo_opponent.py FERRUM [games]    (as a test: pettingzoo_opponent.py FERRUM check)
"""

import json
import subprocess
import sys

import chess.engine
import numpy as np
from pettingzoo.classic import chess_v6


class FerrumOpponent:
    def __init__(self, exe, nodes=2000):
        self.engine = chess.engine.SimpleEngine.popen_uci([exe])
        self.encoder = subprocess.Popen([exe, "encode", "--batch"], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, text=True)
        self.limit = chess.engine.Limit(nodes=nodes)

    def action(self, board):
        """PettingZoo's action index of ferrum's move in `board` (the env's chess.Board)."""
        move = self.engine.play(board, self.limit).move
        line = "startpos moves " + " ".join(m.uci() for m in board.move_stack)
        self.encoder.stdin.write(line + "\n")
        self.encoder.stdin.flush()
        encoded = json.loads(self.encoder.stdout.readline())
        return encoded["actions"][encoded["moves"].index(move.uci())]

    def close(self):
        self.engine.quit()
        self.encoder.stdin.close()
        self.encoder.wait()


def play(exe, games, seed=0):
    env = chess_v6.env()
    ferrum = FerrumOpponent(exe)
    rng = np.random.default_rng(seed)
    scores = []
    try:
        for game in range(games):
            env.reset(seed=game)
            final = {}
            for agent in env.agent_iter():
                observation, reward, terminated, truncated, _ = env.last()
                if terminated or truncated:
                    final[agent] = reward
                    action = None
                elif agent == "player_1":
                    action = ferrum.action(env.unwrapped.board)
                    assert observation["action_mask"][action] == 1, "ferrum's action is legal"
                else:
                    action = int(rng.choice(np.flatnonzero(observation["action_mask"])))
                env.step(action)
            board = env.unwrapped.board
            scores.append(final["player_1"])
            print(f"game {game + 1}: {board.result(claim_draw=True)} in "
                  f"{len(board.move_stack)} plies, ferrum's reward {final['player_1']}")
    finally:
        ferrum.close()
        env.close()
    return scores


if __name__ == "__main__":
    exe = sys.argv[1]
    if len(sys.argv) > 2 and sys.argv[2] == "check":
        scores = play(exe, 3)
        if scores != [1, 1, 1]:
            print("FAIL: ferrum should beat a random mover every time:", scores)
            sys.exit(1)
        print("ok")
    else:
        play(exe, int(sys.argv[2]) if len(sys.argv) > 2 else 1)

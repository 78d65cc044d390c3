"""Self-play over UCI as a strict runner reads it: every PV that ferrum prints, replayed in
python-chess on the game's own history, stops at the first position where the game is over
(checkmate, stalemate, insufficient material, a variant's end, the fifty-move rule, threefold
repetition); each PV move is legal; the ponder move is legal and offered only while the game
goes on; `bestmove` is the first move of the last PV. fastchess `-strict` stops a match at the
first line that breaks one of these.

Usage: python3 pv_game_end.py PATH_TO_FERRUM CHECK
Exits non-zero with a message when a check fails.
"""
import random
import subprocess
import sys

import chess
import chess.variant

ENGINE = sys.argv[1]
NODES = 4000
MAX_PLIES = 300

# A game fastchess stopped (ferrum against itself, 1s+0.01s): Black's search at depth 1 gave
# `pv h8g8 g4h5`, a capture after the repetition that Kg8 makes for the third time.
REPETITION_FEN = "r1bqkbnr/1p2pppp/n1pp4/p7/8/2PP1NP1/PP2PP1P/RNBQKB1R w KQkq - 0 1"
REPETITION_MOVES = (
    "f1g2 e7e5 e1g1 g8f6 e2e4 f8e7 d3d4 e5d4 f3d4 e8g8 c3c4 f8e8 b1c3 g7g6 f1e1 a6c5 f2f3 d8b6 "
    "a1b1 f6d7 f3f4 e7f8 c1e3 d7f6 d4b3 c8e6 b3c5 d6c5 e4e5 a8d8 e3d2 f6h5 b2b3 e6f5 c3e4 b6c7 "
    "d1e2 f5e4 g2e4 h5g7 d2c3 g7e6 b1d1 e6d4 e2b2 b7b5 b2g2 c7b6 h2h4 a5a4 b3a4 b5c4 a4a5 b6a6 "
    "g3g4 f8h6 e1f1 h6g7 h4h5 d4b5 d1d8 e8d8 g2b2 a6c8 f4f5 b5c3 b2c3 d8d4 c3f3 g6h5 e5e6 f7e6 "
    "f5f6 g7f6 f3f6 d4e4 f6f7 g8h8 f7f6 h8g8 f6f7 g8h8 f7f6"
).split()

# White's king moves are all quiet and each reaches the 100th half-move; Black then takes a pawn
# in quiescence (`pv h1g2 b1a2` at depth 1, and `ponder b1a2`).
FIFTY_FEN = "8/8/8/8/8/p1p5/P1P5/1k5K w - - 99 150"

# Double Fischer random starts (White's and Black's back ranks drawn separately).
DFRC_FENS = [
    "rbbnknrq/pppppppp/8/8/8/8/PPPPPPPP/QRNBNKBR w KQkq - 0 1",
    "rkrbqnbn/pppppppp/8/8/8/8/PPPPPPPP/BNRBNKRQ w KQkq - 0 1",
    "nnqbrkbr/pppppppp/8/8/8/8/PPPPPPPP/RKQRNBBN w KQkq - 0 1",
]

VARIANTS = ["antichess", "giveaway", "suicide", "atomic", "kingofthehill", "racingkings",
            "horde", "3check", "crazyhouse"]


def game_end(board):
    """Why the game is over in this position (as fastchess and ferrum's referee count it:
    draws by rule end the game at once), or None."""
    outcome = board.outcome(claim_draw=False)
    if outcome is not None:
        return outcome.termination.name.lower()
    if board.is_fifty_moves():
        return "fifty-move rule"
    if board.is_repetition(3):
        return "threefold repetition"
    return None


class Engine:
    def __init__(self, variant, chess960):
        self.proc = subprocess.Popen([ENGINE], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     text=True, bufsize=1)
        self.send("uci")
        self.wait_for("uciok")
        self.send("setoption name Hash value 16")
        self.send("setoption name OwnBook value false")
        if variant != "chess":
            self.send(f"setoption name UCI_Variant value {variant}")
        if chess960:
            self.send("setoption name UCI_Chess960 value true")
        self.send("ucinewgame")
        self.send("isready")
        self.wait_for("readyok")

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def wait_for(self, token):
        lines = []
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise SystemExit(f"ferrum exited; last lines: {lines[-5:]}")
            lines.append(line.strip())
            if line.split()[:1] == [token]:
                return lines

    def quit(self):
        self.send("quit")
        self.proc.wait(timeout=10)


def parse_pv(line):
    tokens = line.split()
    if "pv" not in tokens:
        return None
    return tokens[tokens.index("pv") + 1:]


def check_pv(board, pv, line, where):
    """Replays `pv` on a copy of the game; fails at a move after the game's end."""
    replay = board.copy()
    for i, uci in enumerate(pv):
        end = game_end(replay)
        if end is not None:
            raise SystemExit(f"{where}: PV continues after {end} (move {i + 1}, {uci}): {line}")
        try:
            replay.push_uci(uci)
        except ValueError:
            raise SystemExit(f"{where}: illegal PV move {uci} (move {i + 1}): {line}")


def play(name, board, variant="chess", random_plies=0, seed=0):
    """Self-play from `board` (its move stack is the game's history); returns PV lines seen."""
    rng = random.Random(seed)
    for _ in range(random_plies):
        moves = list(board.legal_moves)
        if not moves or game_end(board):
            break
        board.push(rng.choice(moves))
    root = board.root()
    start = root.fen()
    engine = Engine(variant, board.chess960)
    checked = 0
    first_ply = len(board.move_stack)
    try:
        while game_end(board) is None and len(board.move_stack) - first_ply < MAX_PLIES:
            where = f"{name}, ply {board.ply()} ({board.fen()})"
            moves = " ".join(m.uci() for m in board.move_stack)
            engine.send(f"position fen {start}" + (f" moves {moves}" if moves else ""))
            engine.send(f"go nodes {NODES}")
            lines = engine.wait_for("bestmove")
            # The last line of the first PV, exact or a bound, is the answer's own line: it
            # must start with the move played. (fastchess reads that line and skips the check
            # when it is a bound; a mate whose line could not be completed goes out as a bound,
            # so a move found better in the iteration under way, a longer resistance to a mate,
            # say, comes with a bound line after an exact line of the move it replaced.)
            last_pv = None
            for line in lines:
                if not line.startswith("info"):
                    continue
                pv = parse_pv(line)
                if pv is None:
                    continue
                check_pv(board, pv, line, where)
                checked += 1
                tokens = line.split()
                multipv = tokens[tokens.index("multipv") + 1] if "multipv" in tokens else "1"
                if multipv == "1":
                    last_pv = pv
            answer = lines[-1].split()
            best = answer[1]
            if last_pv is not None and last_pv[0] != best:
                raise SystemExit(f"{where}: bestmove {best} is not the last PV's first move "
                                 f"{last_pv[0]}")
            move = board.parse_uci(best)
            board.push(move)
            if "ponder" in answer:
                ponder = answer[answer.index("ponder") + 1]
                end = game_end(board)
                if end is not None:
                    raise SystemExit(f"{where}: ponder move {ponder} after {end}")
                if chess.Move.from_uci(ponder) not in board.legal_moves:
                    raise SystemExit(f"{where}: illegal ponder move {ponder}")
    finally:
        engine.quit()
    print(f"{name}: {len(board.move_stack) - first_ply} plies played, {game_end(board) or 'ply limit'}, "
          f"{checked} PV lines checked")


def check_rules_ends():
    """The two starts where a strict runner stopped ferrum: repetition and the 50-move rule."""
    board = chess.Board(REPETITION_FEN)
    for uci in REPETITION_MOVES:
        board.push_uci(uci)
    play("threefold repetition", board)
    play("fifty-move rule", chess.Board(FIFTY_FEN))


def check_standard_and_chess960():
    for seed in range(3):
        play(f"standard game {seed}", chess.Board(), random_plies=8, seed=seed)
    for i, fen in enumerate(DFRC_FENS):
        play(f"DFRC game {i}", chess.Board(fen, chess960=True), random_plies=4, seed=i)


def check_variants():
    for i, variant in enumerate(VARIANTS):
        board = chess.variant.find_variant(variant)()
        play(f"{variant} game", board, variant=variant, random_plies=6, seed=i)


CHECKS = {
    "rules_ends": check_rules_ends,
    "standard_and_chess960": check_standard_and_chess960,
    "variants": check_variants,
}

if __name__ == "__main__":
    CHECKS[sys.argv[2]]()

"""ferrum.Board against python-chess (the reference of ferrum's rules) over 1,100 random games
of every variant python-chess has: at every ply the same legal moves, the same outcome with
and without claimed draws, the same FEN; and the conversion both ways keeps the game."""

import random

import chess
import chess.variant
import pytest

import ferrum

# (ferrum variant, chess960?) and games of each: 1,100 in all.
KINDS = [
    ("chess", False, 200),
    ("chess", True, 100),
    ("antichess", False, 100),
    ("atomic", False, 100),
    ("crazyhouse", False, 100),
    ("giveaway", False, 100),
    ("horde", False, 100),
    ("kingofthehill", False, 100),
    ("racingkings", False, 100),
    ("suicide", False, 100),
    ("3check", False, 100),
]
MAX_PLIES = 160


def outcome_key(outcome):
    if outcome is None:
        return None
    return outcome.termination.name, outcome.winner


def play_random_game(variant, chess960, seed):
    rng = random.Random(seed)
    if chess960:
        n = rng.randrange(960)
        ours = ferrum.Board.from_chess960_pos(n)
        theirs = chess.Board.from_chess960_pos(n)
    else:
        ours = ferrum.Board(variant=variant)
        cls = chess.variant.find_variant(variant)
        # ferrum's suicide starts without castling rights, as Fairy-Stockfish's does (the
        # variant ferrum's suicide follows); python-chess's SuicideBoard starts with KQkq.
        # Both play from ferrum's start then.
        theirs = cls(ours.fen()) if variant == "suicide" else cls()
        if variant == "suicide":
            assert cls().fen() == ours.fen().replace(" - - ", " KQkq - ")
    for ply in range(MAX_PLIES + 1):
        where = f"{variant}{' 960' if chess960 else ''} seed {seed} ply {ply}: {theirs.fen()}"
        assert ours.fen() == theirs.fen(), where
        legal = sorted(m.uci() for m in theirs.legal_moves)
        assert sorted(ours.legal_moves) == legal, where
        assert outcome_key(ours.outcome()) == outcome_key(theirs.outcome()), where
        claimed = theirs.outcome(claim_draw=True)
        assert outcome_key(ours.outcome(claim_draw=True)) == outcome_key(claimed), where
        assert ours.is_check() == theirs.is_check(), where
        if claimed is not None or not legal:
            return claimed, ours, theirs
        move = rng.choice(legal)
        assert ours.san(move) == theirs.san(chess.Move.from_uci(move)), where
        ours.push_uci(move)
        theirs.push_uci(move)
    return None, ours, theirs


@pytest.mark.parametrize("variant,chess960,games", KINDS)
def test_random_games_equal_python_chess(variant, chess960, games):
    ends = {}
    for seed in range(games):
        outcome, ours, theirs = play_random_game(variant, chess960, seed)
        name = outcome.termination.name if outcome else "ply cap"
        ends[name] = ends.get(name, 0) + 1
        if seed % 10 == 0:
            # Both conversions keep the variant, the start and the moves.
            back = ours.to_python_chess()
            assert type(back) is type(theirs) and back.fen() == theirs.fen()
            assert [m.uci() for m in back.move_stack] == [m.uci() for m in theirs.move_stack]
            again = ferrum.Board.from_python_chess(theirs)
            assert again.fen() == ours.fen() and again.move_stack == ours.move_stack
            # pop walks the game back to its start.
            while again.ply():
                again.pop()
                theirs.pop()
                assert again.fen() == theirs.fen()
    print(variant, "960" if chess960 else "", ends)
    assert sum(ends.values()) == games
    # Some games end by the rules, not only by the cap (random racing kings rarely does).
    assert sum(n for name, n in ends.items() if name != "ply cap") >= 5, ends

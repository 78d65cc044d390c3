"""ferrum.Board: python-chess's vocabulary, PettingZoo's encoding, bad input as exceptions."""

import copy

import chess
import numpy as np
import pytest

import ferrum


def test_moves_san_pop_and_fen():
    board = ferrum.Board()
    assert board.turn is True and board.variant == "chess" and not board.chess960
    assert len(board.legal_moves) == 20
    assert board.push_san("e4") == "e2e4"
    assert board.push("e7e5") == "e7e5"
    assert board.push(chess.Move.from_uci("g1f3")) == "g1f3"
    assert board.san("b8c6") == "Nc6" and board.parse_san("Nc6") == "b8c6"
    assert board.move_stack == ["e2e4", "e7e5", "g1f3"] and board.peek() == "g1f3"
    assert board.fen() == "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
    assert board.pop() == "g1f3" and board.ply() == 2
    assert board.root().fen() == ferrum.Board().fen()
    other = board.copy()
    other.push_uci("g1f3")
    assert board.ply() == 2 and copy.deepcopy(other).ply() == 3
    assert str(ferrum.Board()) == str(chess.Board())
    assert repr(ferrum.Board(variant="atomic")).endswith("variant='atomic')")


def test_outcomes_are_named_as_python_chess_names_them():
    mate = ferrum.Board("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1")
    assert mate.is_checkmate() and mate.result() == "1-0"
    outcome = mate.outcome()
    assert outcome.termination == ferrum.Termination.CHECKMATE and outcome.winner is True
    assert outcome.termination.name == chess.Termination.CHECKMATE.name
    assert outcome.result() == "1-0"
    board = ferrum.Board()
    for _ in range(2):
        for m in ["g1f3", "g8f6", "f3g1", "f6g8"]:
            board.push_uci(m)
    assert board.is_repetition(3) and board.can_claim_draw()
    assert board.outcome() is None and board.result() == "*"
    assert board.outcome(claim_draw=True).termination == ferrum.Termination.THREEFOLD_REPETITION
    hill = ferrum.Board("8/8/8/4K3/8/8/8/k7 b - - 0 1", variant="kingofthehill")
    assert hill.outcome().termination == ferrum.Termination.VARIANT_LOSS


def test_perft_of_every_start():
    # Counts of tests/data/horde.perft and racingkings.perft, and python-chess's.
    assert ferrum.Board().perft(4) == 197_281
    assert ferrum.Board(variant="crazyhouse").perft(3) == 8_902
    assert ferrum.Board(variant="horde").perft(3) == 1_274
    assert ferrum.Board(variant="racingkings").perft(3) == 11_264
    assert ferrum.Board.from_chess960_pos(0).perft(3) == 9_006


def test_chess960_and_variants():
    board = ferrum.Board.from_chess960_pos(518)
    assert board.fen() == ferrum.Board().fen() and board.chess960
    king_takes_rook = ferrum.Board("4k3/8/8/8/8/8/8/4K2R w K - 0 1", chess960=True)
    assert "e1h1" in king_takes_rook.legal_moves
    assert "e1g1" in ferrum.Board("4k3/8/8/8/8/8/8/4K2R w K - 0 1").legal_moves
    assert set(ferrum.VARIANTS) == {
        "chess", "antichess", "giveaway", "suicide", "atomic", "kingofthehill",
        "racingkings", "horde", "3check", "crazyhouse",
    }
    assert ferrum.Board(variant="chess960").chess960
    zh = ferrum.Board("r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR[Nn] w KQkq - 0 1",
                      variant="crazyhouse")
    assert "N@e4" in zh.legal_moves and zh.move_to_action("N@e4") >= 4672


def test_svg_for_jupyter():
    board = ferrum.Board()
    board.push_uci("e2e4")
    svg = board._repr_svg_()
    assert svg.startswith("<svg") and svg.rstrip().endswith("</svg>")
    assert 'width="400"' in svg
    assert ferrum.Board(variant="crazyhouse").svg() != ferrum.Board().svg()


def test_pettingzoo_encoding_of_a_board():
    board = ferrum.Board()
    obs = board.observation()
    assert obs.shape == (8, 8, 111) and obs.dtype == bool
    mask = board.action_mask()
    assert mask.shape == (4672,) and mask.dtype == np.int8 and mask.sum() == 20
    assert sorted(board.legal_actions()) == np.flatnonzero(mask).tolist()
    assert board.move_to_action("e2e4") == 2421 and board.action_to_move(2421) == "e2e4"
    assert board.push_action(3563) == "g1f3"
    assert board.observation(player=0).shape == (8, 8, 111)
    assert board.channels(history=0) == 20
    assert ferrum.Board(variant="crazyhouse").observation().shape == (8, 8, 122)


@pytest.mark.parametrize(
    "call,error,message",
    [
        (lambda: ferrum.Board("not a fen"), ferrum.InvalidFenError, "invalid FEN"),
        (lambda: ferrum.Board("8/8/8/8/8/8/8/8 w - - 0 1"), ferrum.InvalidFenError, "king"),
        (lambda: ferrum.Board(variant="shogi"), ValueError, "unknown variant 'shogi'"),
        (lambda: ferrum.Board().push_uci("e2e5"), ferrum.IllegalMoveError, "illegal move 'e2e5'"),
        (lambda: ferrum.Board().push_uci("zz"), ferrum.IllegalMoveError, "illegal move 'zz'"),
        (lambda: ferrum.Board().push_san("Qh5"), ferrum.IllegalMoveError, "SAN 'Qh5'"),
        (lambda: ferrum.Board().push(42), TypeError, "UCI string or a chess.Move"),
        (lambda: ferrum.Board().pop(), IndexError, "empty move stack"),
        (lambda: ferrum.Board().push_action(0), ferrum.IllegalActionError, "outside the action mask"),
        (lambda: ferrum.Board().push_action(1 << 70), ferrum.IllegalActionError, "not legal"),
        (lambda: ferrum.Board().push_action(2421.0), TypeError, "an action is an integer"),
        (lambda: ferrum.Board().action_to_move("2421"), TypeError, "an action is an integer"),
        (lambda: ferrum.Board().observation(player=2), ValueError, "player is 0"),
        (lambda: ferrum.Board().observation(history=64), ValueError, "history must be at most 63"),
        (lambda: ferrum.Board.from_chess960_pos(960), ValueError, "0 to 959"),
    ],
)
def test_bad_input_raises_clear_exceptions(call, error, message):
    with pytest.raises(error, match=message):
        call()
    # Every ferrum error is a ValueError, as python-chess's are.
    assert issubclass(ferrum.IllegalMoveError, ValueError)
    assert issubclass(ferrum.InvalidFenError, ValueError)
    assert issubclass(ferrum.IllegalActionError, ValueError)


def test_help_and_docstrings():
    assert "python-chess" in ferrum.Board.__doc__
    assert "GIL" in ferrum.Engine.search.__doc__
    assert "in place" in ferrum.BatchEnv.__doc__
    assert ferrum.__doc__ and ferrum.datagen.__doc__
    import pydoc
    assert "push_san" in pydoc.render_doc(ferrum.Board)

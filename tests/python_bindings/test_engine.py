"""ferrum.Engine: the search in-process, its options, and the GIL released while it runs."""

import threading
import time

import pytest

import ferrum


def test_search_finds_a_mate_and_reports_its_line():
    board = ferrum.Board("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1")
    result = ferrum.Engine().search(board, depth=6)
    assert result.best_move == "a1a8"
    assert result.mate == 1 and result.score is None
    assert result.pv == ["a1a8"]
    assert result.depth >= 1 and result.nodes > 0
    assert not result.book


def test_multipv_lines_are_sorted_and_distinct():
    result = ferrum.Engine().search(ferrum.Board(), depth=5, multipv=3)
    assert [line.multipv for line in result.lines] == [1, 2, 3]
    firsts = [line.pv[0] for line in result.lines]
    assert len(set(firsts)) == 3 and firsts[0] == result.best_move
    scores = [line.score for line in result.lines]
    assert scores == sorted(scores, reverse=True)


def test_limits_nodes_and_movetime():
    engine = ferrum.Engine()
    board = ferrum.Board()
    result = engine.search(board, nodes=3000)
    # The node limit is checked every few nodes: never far past it.
    assert 0 < result.nodes <= 3000 + 2048
    start = time.monotonic()
    result = engine.search(board, movetime=200)
    assert result.best_move in board.legal_moves
    assert time.monotonic() - start < 5


def test_the_board_history_and_variant_are_searched():
    board = ferrum.Board(variant="crazyhouse")
    for m in ["e2e4", "d7d5", "e4d5", "d8d5"]:
        board.push_uci(m)
    result = ferrum.Engine().search(board, depth=4)
    assert result.best_move in board.legal_moves
    # Chess960 castling notation comes back as the board writes it.
    b960 = ferrum.Board("1r2k3/8/8/8/8/8/8/R3K1R1 w GAb - 0 1", chess960=True)
    result = ferrum.Engine().search(b960, depth=3)
    assert result.best_move in b960.legal_moves


def test_no_legal_move_gives_no_best_move():
    mated = ferrum.Board("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1")
    result = ferrum.Engine().search(mated, depth=3)
    assert result.best_move is None and result.pv == []


def test_book_and_options():
    engine = ferrum.Engine(book=True)
    result = engine.search(ferrum.Board(), depth=10)
    assert result.book and result.best_move in ferrum.Board().legal_moves
    engine = ferrum.Engine(threads=2, hash=8, elo=1400, options={"Move Overhead": 20})
    assert engine.search(ferrum.Board(), nodes=2000).best_move is not None
    with pytest.raises(ValueError, match="Threads"):
        ferrum.Engine(threads=0)
    with pytest.raises(ValueError, match="NoSuchOption"):
        engine.set_option("NoSuchOption", 1)
    with pytest.raises(ValueError, match="without a limit"):
        engine.search(ferrum.Board())
    with pytest.raises(TypeError):
        engine.search("not a board", depth=2)


def test_syzygy_tables_of_the_tree_are_probed():
    # KQ v K: a tablebase win; the tables shipped in tablebases/ are loaded by default.
    board = ferrum.Board("8/8/8/8/8/2k5/8/KQ6 w - - 0 1")
    result = ferrum.Engine().search(board, depth=2)
    assert result.score is not None and result.score > 10_000 or result.mate is not None


def test_a_search_releases_the_gil():
    """A Python thread keeps counting while a search runs (in the main thread's call)."""
    engine = ferrum.Engine()
    count = [0]
    stop = threading.Event()

    def counter():
        while not stop.is_set():
            count[0] += 1

    thread = threading.Thread(target=counter)
    thread.start()
    time.sleep(0.05)
    before = count[0]
    start = time.monotonic()
    result = engine.search(ferrum.Board(), movetime=1000)
    elapsed = time.monotonic() - start
    during = count[0] - before
    stop.set()
    thread.join()
    assert result.best_move is not None and elapsed >= 0.9
    # Had the search held the GIL, the counter could not have run during that second (only
    # the few increments before the call took it back); it counts on.
    print(f"counted {during:,} in {elapsed:.2f} s of search")
    assert during > 100_000, during


def test_a_busy_engine_refuses_a_second_search():
    engine = ferrum.Engine()
    errors = []

    def long_search():
        engine.search(ferrum.Board(), movetime=1000)

    t = threading.Thread(target=long_search)
    t.start()
    time.sleep(0.2)
    try:
        engine.search(ferrum.Board(), depth=1)
    except RuntimeError as e:
        errors.append(str(e))
    t.join()
    assert errors and "searching in another thread" in errors[0]

#!/usr/bin/env python3
"""A scripted engine for tournament tests (UCI or XBoard), built on python-chess.

Usage: fake_engine.py MODE [ARG]

  uci              plays the first legal move (sorted by UCI text), with an info score
  uci-crash N      like uci, but exits abruptly on the N-th `go` (only on the first run when
                   the environment variable FAKE_MARKER names a file that does not exist yet)
  uci-stall        never answers `go` (not even after `stop`)
  uci-illegal      answers `go` with a legal-looking but illegal move
  uci-slow MS      waits MS milliseconds before every bestmove, ignoring `stop`
  uci-late MS      answers every `go` MS milliseconds after its clock runs out (its
                   `Move Overhead` is 10 ms)
  xboard           XBoard: plays the first legal move, with thinking output
  xboard-resign N  XBoard: resigns on its N-th move
  xboard-nodone    XBoard: sends its features without any `done` (as a protocol-1 engine or a
                   slow one that does not say so), then plays as xboard
  xboard-done0     XBoard: sends `feature done=0` and its features but never `done=1`, then
                   plays as xboard
  xboard-silent MS XBoard: says nothing for MS milliseconds after it starts (as an engine on a
                   loaded machine), then plays as xboard
  proxy-crash N CMD...  runs CMD as the engine and kills it (and itself) on the N-th `go` or
                   `usermove`/`go` exchange; once only when FAKE_MARKER is set
"""

import os
import subprocess
import sys
import threading
import time

# python-chess is imported by load_chess(), after an XBoard engine has answered `protover`.
chess = None


def load_chess():
    global chess
    import chess


def out(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def first_move(board):
    moves = sorted(board.legal_moves, key=lambda m: m.uci())
    return moves[0] if moves else None


def should_crash():
    marker = os.environ.get("FAKE_MARKER")
    if not marker:
        return True
    # Created atomically: with concurrency two copies start at once, and only one may crash.
    try:
        fd = os.open(marker, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
    except FileExistsError:
        return False
    os.write(fd, b"crashed\n")
    os.close(fd)
    return True


def uci(mode, arg):
    load_chess()
    board = chess.Board()
    gos = 0
    crash_armed = mode == "uci-crash" and should_crash()
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        cmd = words[0]
        if cmd == "uci":
            out("id name Fake " + mode)
            out("option name Hash type spin default 16 min 1 max 1024")
            out("option name Move Overhead type spin default 10 min 0 max 10000")
            out("uciok")
        elif cmd == "isready":
            out("readyok")
        elif cmd == "position":
            if words[1] == "startpos":
                board = chess.Board()
                rest = words[2:]
            else:
                i = words.index("moves") if "moves" in words else len(words)
                board = chess.Board(" ".join(words[2:i]))
                rest = words[i:]
            if rest and rest[0] == "moves":
                for m in rest[1:]:
                    board.push_uci(m)
        elif cmd == "go":
            gos += 1
            if crash_armed and gos >= int(arg):
                os._exit(3)
            if mode == "uci-stall":
                continue
            if mode == "uci-slow":
                time.sleep(int(arg) / 1000.0)
            if mode == "uci-late":
                clock = words[words.index("wtime" if board.turn else "btime") + 1]
                time.sleep((int(clock) + int(arg)) / 1000.0)
            move = first_move(board)
            out("info depth 1 score cp 12 nodes 1 pv " + (move.uci() if move else ""))
            if mode == "uci-illegal":
                out("bestmove e2e5" if board.turn else "bestmove e7e4")
            else:
                out("bestmove " + (move.uci() if move else "(none)"))
        elif cmd == "quit":
            return


def xboard(mode, arg):
    # `feature done=0` first, then the import: on a loaded machine importing python-chess can
    # take longer than the 2 s a client waits for `done`, after which it takes the engine for a
    # protocol-1 one and sends bare moves (this engine ignores them and then plays from the
    # start position: a flaky "illegal move").
    features = 'feature ping=1 setboard=1 usermove=1 myname="Fake XB" variants="normal"'
    if mode == "xboard-silent":
        time.sleep(int(arg) / 1000.0)
    for line in sys.stdin:
        if line.startswith("protover"):
            if mode != "xboard-nodone":
                out("feature done=0")
            break
    load_chess()
    out(features if mode in ("xboard-nodone", "xboard-done0") else features + " done=1")
    board = chess.Board()
    force = False
    moves_made = 0

    def play():
        nonlocal moves_made
        moves_made += 1
        if mode == "xboard-resign" and moves_made >= int(arg):
            out("resign")
            return
        move = first_move(board)
        if move is None:
            return
        out("3 -25 1 42 " + move.uci())
        board.push(move)
        out("move " + move.uci())

    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        cmd = words[0]
        if cmd == "new":
            board = chess.Board()
            force = False
        elif cmd == "force":
            force = True
        elif cmd == "setboard":
            board = chess.Board(" ".join(words[1:]))
        elif cmd == "usermove":
            board.push_uci(words[1])
            if not force:
                play()
        elif cmd == "go":
            force = False
            play()
        elif cmd == "ping":
            out("pong " + words[1])
        elif cmd == "quit":
            return


def proxy(arg, command):
    child = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    armed = should_crash()
    limit = int(arg)

    def pump():
        for line in child.stdout:
            out(line.rstrip("\n"))

    threading.Thread(target=pump, daemon=True).start()
    gos = 0
    for line in sys.stdin:
        words = line.split()
        if words and words[0] == "go":
            gos += 1
            if armed and gos >= limit:
                child.kill()
                os._exit(9)
        child.stdin.write(line)
        child.stdin.flush()
    child.stdin.close()
    child.wait()


def main():
    mode = sys.argv[1]
    arg = sys.argv[2] if len(sys.argv) > 2 else "0"
    if mode.startswith("uci"):
        uci(mode, arg)
    elif mode.startswith("xboard"):
        xboard(mode, arg)
    elif mode == "proxy-crash":
        proxy(arg, sys.argv[3:])


if __name__ == "__main__":
    main()

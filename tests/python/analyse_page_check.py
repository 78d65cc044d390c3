#!/usr/bin/env python3
"""Opens an `ferrum analyse --html` page in headless Chromium and checks its screenshot: the
evaluation graph (its two areas, White's light and Black's dark) and boards (light and dark
squares) above the graph (the board that follows the moves, drawn by the page's script) and
below it (the critical moments), and a blunder's red marker on the graph.

Usage: analyse_page_check.py CHROMIUM PAGE.html SHOT.png

Prints the pixel counts; exits 1 when something is missing.
"""

import os
import subprocess
import sys

from svg_check import close, decode_png, fail

WHITE_AREA = (0xF3, 0xEF, 0xE2)
BLACK_AREA = (0x3B, 0x3A, 0x36)
LIGHT = (0xFF, 0xCE, 0x9E)
DARK = (0xD1, 0x8B, 0x47)
BLUNDER = (0xD4, 0x2A, 0x2A)


def main():
    chromium, page, shot = sys.argv[1:4]
    subprocess.run(
        [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-extensions", "--hide-scrollbars", "--screenshot=" + shot,
         "--window-size=1280,1700", "file://" + os.path.abspath(page)],
        check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=180)
    width, height, pixel = decode_png(open(shot, "rb").read())
    graph_rows = []
    counts = {"white-area": 0, "black-area": 0, "blunder": 0}
    board_rows = []
    for y in range(height):
        dark_in_row = 0
        light_in_row = 0
        for x in range(0, width, 2):
            p = pixel(x, y)
            if close(p, WHITE_AREA, 2):
                counts["white-area"] += 1
            elif close(p, BLACK_AREA, 2):
                counts["black-area"] += 1
                dark_in_row += 1
            elif close(p, BLUNDER, 3):
                counts["blunder"] += 1
            elif close(p, LIGHT, 2) or close(p, DARK, 2):
                light_in_row += 1
        if dark_in_row > 100:
            graph_rows.append(y)
        if light_in_row > 40:
            board_rows.append(y)
    if not graph_rows:
        fail("no graph (no row with Black's area): %s" % counts)
    top, bottom = graph_rows[0], graph_rows[-1]
    above = sum(1 for y in board_rows if y < top)
    below = sum(1 for y in board_rows if y > bottom)
    print("screenshot %dx%d: graph rows %d..%d, White's area %d px, Black's area %d px, blunder marker %d px, "
          "board rows above the graph %d, below it %d" % (width, height, top, bottom, counts["white-area"],
                                                          counts["black-area"], counts["blunder"], above, below))
    if counts["white-area"] < 4000 or counts["black-area"] < 4000:
        fail("the graph's areas are too small: %s" % counts)
    if counts["blunder"] < 10:
        fail("no blunder marker on the graph")
    if above < 200:
        fail("no board above the graph (the script's board): %d rows" % above)
    if below < 100:
        fail("no critical-moment board below the graph: %d rows" % below)


main()

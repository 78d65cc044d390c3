#!/usr/bin/env python3
"""Checks SVG files: well-formed XML with an <svg> root in the SVG namespace and a viewBox.

Usage: svg_check.py [--render CHROMIUM] BOARD.svg [MORE.svg ...]

With --render, the first file is rendered by headless Chromium to a PNG, which is decoded
here (zlib and PNG filters, no imaging library) and must not be blank: many distinct colours,
and the board's light (#ffce9e) and dark (#d18b47) squares where a1 and b1 sit.
"""

import os
import struct
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
import zlib

SVG = "{http://www.w3.org/2000/svg}"


def fail(msg):
    print("FAIL: " + msg)
    sys.exit(1)


def decode_png(data):
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        fail("not a PNG")
    pos = 8
    idat = b""
    width = height = None
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        kind = data[pos + 4:pos + 8]
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or color not in (2, 6) or interlace != 0:
                fail("unexpected PNG format depth=%d color=%d interlace=%d" % (depth, color, interlace))
            channels = 3 if color == 2 else 4
        elif kind == b"IDAT":
            idat += body
    raw = zlib.decompress(idat)
    stride = width * channels
    rows = []
    prev = bytearray(stride)
    i = 0
    for _ in range(height):
        ftype = raw[i]
        line = bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - channels] if x >= channels else 0
            b = prev[x]
            c = prev[x - channels] if x >= channels else 0
            if ftype == 1:
                line[x] = (line[x] + a) & 255
            elif ftype == 2:
                line[x] = (line[x] + b) & 255
            elif ftype == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif ftype == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[x] = (line[x] + pred) & 255
        rows.append(line)
        prev = line
    def pixel(x, y):
        o = x * channels
        return tuple(rows[y][o:o + 3])
    return width, height, pixel


def close(c1, c2, tol=6):
    return all(abs(a - b) <= tol for a, b in zip(c1, c2))


def main():
    args = sys.argv[1:]
    chromium = None
    if args and args[0] == "--render":
        chromium = args[1]
        args = args[2:]
    for path in args:
        root = ET.parse(path).getroot()
        if root.tag != SVG + "svg":
            fail("%s: root is %s" % (path, root.tag))
        if "viewBox" not in root.attrib:
            fail("%s: no viewBox" % path)
        if not root.findall(".//" + SVG + "use"):
            fail("%s: no pieces" % path)
    print("well-formed: %d files" % len(args))
    if chromium:
        out = os.path.join(tempfile.mkdtemp(), "board.png")
        subprocess.run(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
             "--screenshot=" + out, "--window-size=400,400", "file://" + os.path.abspath(args[0])],
            check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)
        width, height, pixel = decode_png(open(out, "rb").read())
        colors = set(pixel(x, y) for y in range(0, height, 3) for x in range(0, width, 3))
        if len(colors) < 50:
            fail("rendered image has %d colours: blank?" % len(colors))
        # a1 (dark) and b1 (light) corners: the top-left 6x6 of each square, free of pieces.
        a1 = pixel(20 + 3, 20 + 7 * 45 + 3)
        b1 = pixel(20 + 45 + 3, 20 + 7 * 45 + 3)
        if not close(a1, (0xd1, 0x8b, 0x47)) or not close(b1, (0xff, 0xce, 0x9e)):
            fail("square colours a1 %s b1 %s" % (a1, b1))
        # A white piece's body is white: the white king on e1 has white pixels.
        e1 = [pixel(20 + 4 * 45 + dx, 20 + 7 * 45 + 26) for dx in range(12, 34)]
        if not any(close(p, (255, 255, 255)) for p in e1):
            fail("no white pixels on e1: %s" % e1[:5])
        print("rendered %dx%d, %d colours, a1 %s, b1 %s" % (width, height, len(colors), a1, b1))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Host side: a contact sheet of the lab's screenshots, to look at many at once.
Usage: contact-sheet.py OUT.png [--every N] [--cols C] PNG...  (each shrunk N times, default 3;
C per row, default 4; a thin grey rule between them). Stdlib only."""
import importlib.util
import os
import struct
import sys
import zlib

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("shots", os.path.join(here, "shot-colours.py"))
shots = importlib.util.module_from_spec(spec)
sys.argv, args = sys.argv[:1], sys.argv[1:]
spec.loader.exec_module(shots)
out, every, cols, paths = args[0], 3, 4, []
i = 1
while i < len(args):
    if args[i] == "--every":
        every, i = int(args[i + 1]), i + 2
    elif args[i] == "--cols":
        cols, i = int(args[i + 1]), i + 2
    else:
        paths.append(args[i])
        i += 1
tiles = []
for p in paths:
    w, h, bpp, rows = shots.pixels(p)
    tiles.append([b"".join(rows[y][x * bpp:x * bpp + 3] for x in range(0, w, every)) for y in range(0, h, every)])
tw = max(len(t[0]) // 3 for t in tiles)
th = max(len(t) for t in tiles)
gap = 4
nrows = (len(tiles) + cols - 1) // cols
W, H = cols * (tw + gap), nrows * (th + gap)
canvas = [bytearray(b"\x80\x80\x80" * W) for _ in range(H)]
for n, t in enumerate(tiles):
    ox, oy = (n % cols) * (tw + gap), (n // cols) * (th + gap)
    for y, row in enumerate(t):
        canvas[oy + y][ox * 3:ox * 3 + len(row)] = row
raw = b"".join(b"\x00" + bytes(r) for r in canvas)


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


with open(out, "wb") as f:
    f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", W, H, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b""))
print("%s: %d pictures, %dx%d" % (out, len(tiles), W, H))

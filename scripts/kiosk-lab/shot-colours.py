#!/usr/bin/env python3
"""Host side: for each PNG given, its size, how many distinct colours a 16-pixel grid samples and
the commonest; "FLAT" marks a picture of one colour (a black or blank display). Stdlib only;
reads 8-bit RGB/RGBA PNGs such as the lab's screenshots."""
import struct
import sys
import zlib


def pixels(path):
    data = open(path, "rb").read()
    pos, idat = 8, b""
    while pos < len(data):
        n = struct.unpack(">I", data[pos:pos + 4])[0]
        kind, body = data[pos + 4:pos + 8], data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            width, height, _, ctype = struct.unpack(">IIBB", body[:10])
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    bpp = 4 if ctype == 6 else 3
    raw, stride = zlib.decompress(idat), width * bpp
    rows, prev = [], bytearray(stride)
    for y in range(height):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b, c = prev[i], prev[i - bpp] if i >= bpp else 0
            if f == 1:
                line[i] = (line[i] + a) & 255
            elif f == 2:
                line[i] = (line[i] + b) & 255
            elif f == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    return width, height, bpp, rows


for path in sys.argv[1:]:
    w, h, bpp, rows = pixels(path)
    counts = {}
    for y in range(0, h, 16):
        for x in range(0, w, 16):
            px = rows[y][x * bpp:x * bpp + 3].hex()
            counts[px] = counts.get(px, 0) + 1
    top = sorted(counts.items(), key=lambda kv: -kv[1])[:3]
    flat = "FLAT" if len(counts) == 1 else "picture"
    print("%-40s %dx%d %-7s %4d colours; commonest %s" % (path.split("/")[-1], w, h, flat, len(counts),
                                                          " ".join("#%s×%d" % kv for kv in top)))

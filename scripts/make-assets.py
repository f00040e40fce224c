#!/usr/bin/env python3
"""Generates the small images in Assets/images used by the `layers` gallery.

Only the standard library: pixels are computed here and written as RGBA PNGs with zlib.
Run from the package root: python3 scripts/make-assets.py
"""
import math
import os
import struct
import zlib


def write_png(path, width, height, pixel):
    """Writes a width×height RGBA PNG; pixel(x, y) returns (r, g, b, a) in 0…255."""
    rows = bytearray()
    for y in range(height):
        rows.append(0)  # filter type None
        for x in range(width):
            rows.extend(bytes(max(0, min(255, int(round(c)))) for c in pixel(x, y)))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    png = b"\x89PNG\r\n\x1a\n"
    png += chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(bytes(rows), 9))
    png += chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(png)


def mix(a, b, t):
    return tuple(a[i] + (b[i] - a[i]) * t for i in range(len(a)))


def sunset(x, y, w=96, h=64):
    """A landscape: sky gradient, a sun, two rows of hills. Wider than tall, to show gravity."""
    t = y / (h - 1)
    sky = mix((41, 128, 185), (250, 170, 110), t ** 1.4)
    d = math.hypot(x - w * 0.68, y - h * 0.46)
    if d < 11:
        sky = mix((255, 236, 150), sky, max(0.0, d - 10))
    far = h * 0.62 + 5 * math.sin(x / 9.0) + 3 * math.sin(x / 4.3 + 1)
    near = h * 0.78 + 4 * math.sin(x / 13.0 + 2)
    if y > near:
        return (*mix((30, 70, 60), (20, 45, 40), (y - near) / h), 255)
    if y > far:
        return (72, 110, 120, 255)
    return (*sky, 255)


def badge(x, y, s=64):
    """A round badge with a bolt, transparent outside the circle (tests alpha)."""
    cx = cy = (s - 1) / 2
    d = math.hypot(x - cx, y - cy)
    edge = max(0.0, min(1.0, s / 2 - 1 - d + 0.5))
    if edge <= 0:
        return (0, 0, 0, 0)
    colour = mix((180, 100, 250), (109, 213, 250), (x + y) / (2 * s))
    u, v = (x - cx) / s, (y - cy) / s
    bolt = (abs(u + v * 0.45) < 0.09 and abs(v) < 0.32) or (abs(v) < 0.05 and abs(u) < 0.16)
    if bolt:
        colour = (255, 255, 255)
    return (*colour, 255 * edge)


if __name__ == "__main__":
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Assets", "images")
    os.makedirs(out, exist_ok=True)
    write_png(os.path.join(out, "sunset.png"), 96, 64, sunset)
    write_png(os.path.join(out, "badge.png"), 64, 64, badge)
    print("wrote", os.path.normpath(out))

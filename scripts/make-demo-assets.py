#!/usr/bin/env python3
"""Generates the demo's icons (Assets/icons) and illustrations (Assets/images).

Only the standard library: shapes are signed-distance functions, pixels are computed here and
written as PNGs with zlib. Run from anywhere: python3 scripts/make-demo-assets.py
The output is committed; DemoAssets (Sources/FlickDemoKit/DemoAssets.swift) names every file.

Icons: white on transparent, drawn on a 24-unit grid (the 24 pt nav-bar size), rendered at
4×4 samples per output pixel and averaged down to 48×48 px (named @2x).
Images: 360×640 px (9:16) illustrations, RGB; edges anti-aliased analytically (coverage from
the signed distance), silhouettes sampled 4 times across each pixel.
"""
import math
import os
import random
import struct
import zlib

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Assets")


# ---------------------------------------------------------------- PNG writing

def write_png(path, width, height, rows, channels):
    """Writes rows (a list of bytes, each width*channels long) as an 8-bit RGB or RGBA PNG.

    Each row gets the PNG filter (None, Sub, Up or Average) with the smallest sum of absolute
    byte values, libpng's heuristic, which keeps smooth gradients small."""
    stride = width * channels
    out = bytearray()
    prev = bytes(stride)
    for row in rows:
        row = bytes(row)
        sub = bytes((row[i] - (row[i - channels] if i >= channels else 0)) & 255 for i in range(stride))
        up = bytes((row[i] - prev[i]) & 255 for i in range(stride))
        avg = bytes(
            (row[i] - (((row[i - channels] if i >= channels else 0) + prev[i]) >> 1)) & 255 for i in range(stride))
        best = min(
            ((0, row), (1, sub), (2, up), (3, avg)),
            key=lambda c: sum(b if b < 128 else 256 - b for b in c[1]))
        out.append(best[0])
        out.extend(best[1])
        prev = row

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    colour_type = 6 if channels == 4 else 2
    png = b"\x89PNG\r\n\x1a\n"
    png += chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, colour_type, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(bytes(out), 9))
    png += chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(png)


# ---------------------------------------------------------------- signed distances

def clamp(v, lo=0.0, hi=1.0):
    return lo if v < lo else hi if v > hi else v


def hexrgb(h):
    if isinstance(h, tuple):
        return h
    return ((h >> 16) & 255, (h >> 8) & 255, h & 255)


def mix(a, b, t):
    return tuple(a[i] + (b[i] - a[i]) * t for i in range(3))


def sd_circle(x, y, cx, cy, r):
    return math.hypot(x - cx, y - cy) - r


def sd_ellipse(x, y, cx, cy, rx, ry, angle=0.0):
    """Approximate distance to an ellipse (exact on the axes; good for anti-aliasing)."""
    dx, dy = x - cx, y - cy
    if angle:
        c, s = math.cos(angle), math.sin(angle)
        dx, dy = c * dx + s * dy, -s * dx + c * dy
    k = math.hypot(dx / rx, dy / ry)
    return (k - 1) * min(rx, ry)


def sd_round_rect(x, y, cx, cy, hw, hh, r):
    qx = abs(x - cx) - hw + r
    qy = abs(y - cy) - hh + r
    return math.hypot(max(qx, 0), max(qy, 0)) + min(max(qx, qy), 0) - r


def sd_segment(x, y, ax, ay, bx, by):
    px, py, ex, ey = x - ax, y - ay, bx - ax, by - ay
    h = clamp((px * ex + py * ey) / (ex * ex + ey * ey))
    return math.hypot(px - ex * h, py - ey * h)


def sd_polyline(x, y, pts, width):
    """A stroke of `width` along the open polyline `pts`, with round caps and joins."""
    d = min(sd_segment(x, y, *pts[i], *pts[i + 1]) for i in range(len(pts) - 1))
    return d - width / 2


def sd_polygon(x, y, pts):
    """Exact signed distance to a simple polygon (negative inside; any winding, any shape)."""
    d = float("inf")
    inside = False
    n = len(pts)
    for i in range(n):
        ax, ay = pts[i]
        bx, by = pts[(i + 1) % n]
        d = min(d, sd_segment(x, y, ax, ay, bx, by))
        if (ay > y) != (by > y) and x < (bx - ax) * (y - ay) / (by - ay) + ax:
            inside = not inside
    return -d if inside else d


def sd_arc(x, y, cx, cy, r, a0, a1, width):
    """A stroke along the circle's arc from angle a0 to a1 (radians, counter-clockwise in
    y-down space means clockwise on screen), round caps."""
    ang = math.atan2(y - cy, x - cx) % (2 * math.pi)
    lo, hi = a0 % (2 * math.pi), a1 % (2 * math.pi)
    within = lo <= ang <= hi if lo <= hi else ang >= lo or ang <= hi
    if within:
        return abs(math.hypot(x - cx, y - cy) - r) - width / 2
    e0 = (cx + r * math.cos(a0), cy + r * math.sin(a0))
    e1 = (cx + r * math.cos(a1), cy + r * math.sin(a1))
    return min(math.hypot(x - e0[0], y - e0[1]), math.hypot(x - e1[0], y - e1[1])) - width / 2


def stroke(d, width):
    """The outline of width `width` centred on the edge of a shape with distance d."""
    return abs(d) - width / 2


# ---------------------------------------------------------------- icons

ICON_PX = 48          # output pixels (24 pt @2x)
ICON_SS = 4           # samples per output pixel, each way
W = 2.0               # outline width, grid units (a 24 pt grid: 2 pt lines, like SF Symbols' regular)


def icon_chat(x, y):
    bubble = sd_round_rect(x, y, 12, 11, 9, 7.2, 6.5)
    tail = sd_polygon(x, y, [(6.5, 15), (11, 17.5), (5.2, 21.2)])
    return stroke(min(bubble, tail), W)


def icon_capture(x, y):
    return stroke(sd_circle(x, y, 12, 12, 9.6), 2.6)


def icon_discover(x, y):
    d = float("inf")
    for cx in (7.5, 16.5):
        for cy in (7.5, 16.5):
            d = min(d, stroke(sd_round_rect(x, y, cx, cy, 3.6, 3.6, 1.6), W))
    return d


def icon_memories(x, y):
    front = sd_round_rect(x, y, 10.5, 13.5, 7, 6.5, 2.2)
    back = sd_round_rect(x, y, 14, 10, 7, 6.5, 2.2)
    back_visible = max(stroke(back, W), -(front - 1.8))
    sun = sd_circle(x, y, 8.2, 11.6, 1.4)
    hill = max(sd_polygon(x, y, [(4.5, 19.5), (10, 14), (13.5, 17), (15, 15.5), (17.5, 18), (17.5, 19.5)]), front + 0.2)
    return min(stroke(front, W), back_visible, sun, hill)


def icon_settings(x, y):
    body = sd_circle(x, y, 12, 12, 6.6)
    ang = math.atan2(y - 12, x - 12)
    r = math.hypot(x - 12, y - 12)
    sector = 2 * math.pi / 8
    a = (ang + sector / 2) % sector - sector / 2
    tx, ty = r * math.cos(a), r * math.sin(a)
    tooth = sd_round_rect(tx, ty, 8.6, 0, 2.0, 1.9, 0.8)
    gear = min(body, tooth)
    return max(gear, -sd_circle(x, y, 12, 12, 3.0))


def icon_back(x, y):
    return sd_polyline(x, y, [(15, 4.5), (7.5, 12), (15, 19.5)], 2.5)


def icon_close(x, y):
    return min(sd_polyline(x, y, [(6, 6), (18, 18)], 2.5), sd_polyline(x, y, [(18, 6), (6, 18)], 2.5))


HEART = []
for i in range(96):
    t = 2 * math.pi * i / 96
    hx = 16 * math.sin(t) ** 3
    hy = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
    HEART.append((12 + hx * 0.56, 11.6 - hy * 0.56))


def icon_heart(x, y):
    return sd_polygon(x, y, HEART)


def icon_share(x, y):
    arrow = min(
        sd_polyline(x, y, [(12, 3.5), (12, 14.5)], W),
        sd_polyline(x, y, [(7.5, 8), (12, 3.5), (16.5, 8)], W))
    tray = sd_polyline(x, y, [(8.5, 10.5), (5, 10.5), (5, 20.5), (19, 20.5), (19, 10.5), (15.5, 10.5)], W)
    return min(arrow, tray)


def icon_search(x, y):
    return min(stroke(sd_circle(x, y, 10.5, 10.5, 6.5), 2.2), sd_polyline(x, y, [(15.4, 15.4), (20, 20)], 2.6))


def icon_flash(x, y):
    bolt = [(13.8, 2.5), (5.5, 13.6), (11.2, 13.6), (9.8, 21.5), (18.5, 10.2), (12.8, 10.2), (14.6, 2.5)]
    return sd_polygon(x, y, bolt) - 0.35


def icon_flip(x, y):
    top = sd_arc(x, y, 12, 12, 7.5, math.radians(200), math.radians(330), W)
    bottom = sd_arc(x, y, 12, 12, 7.5, math.radians(20), math.radians(150), W)
    e1 = (12 + 7.5 * math.cos(math.radians(330)), 12 + 7.5 * math.sin(math.radians(330)))
    e2 = (12 + 7.5 * math.cos(math.radians(150)), 12 + 7.5 * math.sin(math.radians(150)))
    head1 = sd_polygon(x, y, [(e1[0] - 3.2, e1[1] - 0.6), (e1[0] + 2.4, e1[1] - 2.4), (e1[0] + 1.6, e1[1] + 3.4)])
    head2 = sd_polygon(x, y, [(e2[0] + 3.2, e2[1] + 0.6), (e2[0] - 2.4, e2[1] + 2.4), (e2[0] - 1.6, e2[1] - 3.4)])
    return min(top, bottom, head1 - 0.3, head2 - 0.3)


ICONS = {
    "chat": icon_chat, "capture": icon_capture, "discover": icon_discover, "memories": icon_memories,
    "settings": icon_settings, "back": icon_back, "close": icon_close, "heart": icon_heart,
    "share": icon_share, "search": icon_search, "flash": icon_flash, "flip": icon_flip,
}


def render_icon(sdf):
    """White on transparent: alpha is the shape's coverage, averaged over ICON_SS² samples per
    pixel, each sample's own coverage taken from the distance (so edges are smooth even at 4×)."""
    n = ICON_PX * ICON_SS
    unit = 24.0 / n            # grid units per sample
    rows = []
    cov = [[0.0] * n for _ in range(n)]
    for sy in range(n):
        gy = (sy + 0.5) * unit
        line = cov[sy]
        for sx in range(n):
            d = sdf((sx + 0.5) * unit, gy) / unit
            line[sx] = clamp(0.5 - d)
    for py in range(ICON_PX):
        row = bytearray()
        for px in range(ICON_PX):
            s = 0.0
            for j in range(ICON_SS):
                line = cov[py * ICON_SS + j]
                for i in range(ICON_SS):
                    s += line[px * ICON_SS + i]
            a = s / (ICON_SS * ICON_SS)
            row.extend((255, 255, 255, int(round(a * 255))))
        rows.append(row)
    return rows


# ---------------------------------------------------------------- illustrations

IW, IH = 360, 640


class Canvas:
    """RGB floats (0…255), painted back to front."""

    def __init__(self, fill):
        self.px = [list(fill) for _ in range(IW * IH)]

    def gradient(self, stops, direction=(0.0, 1.0)):
        """Fills with a linear gradient; stops are (t, 0xRRGGBB), t along `direction`
        measured from the top-left (0) to the far corner (1)."""
        dx, dy = direction
        span = abs(dx) * IW + abs(dy) * IH
        cols = [(t, hexrgb(c)) for t, c in stops]
        for y in range(IH):
            for x in range(IW):
                t = ((x if dx >= 0 else IW - x) * abs(dx) + (y if dy >= 0 else IH - y) * abs(dy)) / span
                self.px[y * IW + x] = list(sample(cols, t))

    def blend(self, x, y, colour, a):
        if a <= 0:
            return
        p = self.px[y * IW + x]
        p[0] += (colour[0] - p[0]) * a
        p[1] += (colour[1] - p[1]) * a
        p[2] += (colour[2] - p[2]) * a

    def shape(self, sdf, colour, box, alpha=1.0, soft=1.0):
        """Paints the shape with distance `sdf(x, y)` (pixels) inside `box` (x0, y0, x1, y1);
        `soft` widens the edge (1 = one-pixel anti-aliasing)."""
        x0, y0, x1, y1 = (int(max(0, math.floor(box[0]))), int(max(0, math.floor(box[1]))),
                          int(min(IW, math.ceil(box[2]))), int(min(IH, math.ceil(box[3]))))
        col = hexrgb(colour) if isinstance(colour, int) else colour
        for y in range(y0, y1):
            for x in range(x0, x1):
                d = sdf(x + 0.5, y + 0.5)
                if d < soft:
                    self.blend(x, y, col, alpha * clamp(0.5 - d / soft))

    def silhouette(self, ridge, colour, bottom=IH, alpha=1.0):
        """Fills everything below the curve y = ridge(x) (down to `bottom`); the edge is sampled
        four times across each pixel. `colour` may be a function of (x, y, depth below ridge)."""
        for x in range(IW):
            tops = [ridge(x + (i + 0.5) / 4) for i in range(4)]
            top = min(tops)
            for y in range(max(0, int(math.floor(top))), min(IH, bottom)):
                cov = sum(clamp(y + 1 - t) for t in tops) / 4
                col = colour(x, y, y - top) if callable(colour) else hexrgb(colour)
                self.blend(x, y, col, cov * alpha)

    def glow(self, cx, cy, radius, colour, strength):
        """Adds a soft light: strength · exp(−(d/radius)²), mixed toward `colour`."""
        col = hexrgb(colour)
        r3 = radius * 3
        for y in range(max(0, int(cy - r3)), min(IH, int(cy + r3))):
            for x in range(max(0, int(cx - r3)), min(IW, int(cx + r3))):
                d2 = ((x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2) / (radius * radius)
                self.blend(x, y, col, strength * math.exp(-d2))

    def rows(self, rng):
        """8-bit rows, dithered by ±0.5 level so gradients do not band."""
        out = []
        for y in range(IH):
            row = bytearray()
            for x in range(IW):
                p = self.px[y * IW + x]
                n = rng.random() - 0.5
                row.extend(int(clamp(c + n, 0, 255) + 0.5) if c + n < 255 else 255 for c in p)
            out.append(row)
        return out


def sample(cols, t):
    t = clamp(t)
    for i in range(len(cols) - 1):
        if t <= cols[i + 1][0]:
            a, b = cols[i], cols[i + 1]
            return mix(a[1], b[1], (t - a[0]) / max(b[0] - a[0], 1e-9))
    return cols[-1][1]


def stars(c, rng, count, y_max, colour=0xFFFFFF):
    for _ in range(count):
        x, y = rng.uniform(0, IW), rng.uniform(0, y_max)
        r = rng.choice((0.6, 0.8, 1.0, 1.3))
        a = rng.uniform(0.35, 1.0) * (1 - y / y_max * 0.6)
        c.shape(lambda px, py: sd_circle(px, py, x, y, r), colour, (x - 3, y - 3, x + 3, y + 3), a)


def ridge_fn(base, waves, peaks=()):
    """A skyline: base height plus sines (amplitude, wavelength, phase) plus peaks
    (x, height, half-width)."""
    def f(x):
        y = base
        for amp, wl, ph in waves:
            y += amp * math.sin(x / wl * 2 * math.pi + ph)
        for px, h, w in peaks:
            y -= h * max(0.0, 1 - abs(x - px) / w) ** 1.4
        return y
    return f


def story_mountains(rng):
    c = Canvas((0, 0, 0))
    c.gradient([(0, 0x241B4F), (0.28, 0x6B3A7A), (0.46, 0xE0607E), (0.6, 0xFFB26B), (0.66, 0xFFD59A)])
    c.glow(238, 392, 95, 0xFFE2A8, 0.55)
    c.shape(lambda x, y: sd_circle(x, y, 238, 392, 52), 0xFFF0C4, (180, 335, 300, 450))
    layers = [
        (ridge_fn(400, [(10, 160, 0.5), (6, 70, 2)], [(90, 110, 120), (300, 60, 90)]), 0xC2607F),
        (ridge_fn(445, [(14, 190, 1.5), (5, 55, 0.3)], [(250, 120, 140), (40, 40, 80)]), 0x8C3F6E),
        (ridge_fn(505, [(16, 230, 3), (6, 80, 1)], [(120, 90, 150)]), 0x542A5C),
        (ridge_fn(575, [(12, 260, 0.2), (5, 60, 2)]), 0x2A1838),
    ]
    for ridge, colour in layers:
        c.silhouette(ridge, colour)
    for bx, by, s in [(120, 250, 9), (140, 262, 7), (102, 268, 6)]:
        c.shape(lambda x, y, bx=bx, by=by, s=s: sd_polyline(
            x, y, [(bx - s, by - s * 0.4), (bx, by), (bx + s, by - s * 0.4)], 2.0), 0x3A1F45, (bx - s - 3, by - s, bx + s + 3, by + 3))
    return c


def story_sea(rng):
    c = Canvas((0, 0, 0))
    horizon = 400
    c.gradient([(0, 0x0A1230), (0.45, 0x1F3566), (horizon / IH, 0x4D6A9C), (horizon / IH + 0.001, 0x1B3560), (1, 0x050C1E)])
    stars(c, rng, 120, horizon - 40)
    c.glow(120, 200, 70, 0xDDE6FF, 0.35)
    c.shape(lambda x, y: sd_circle(x, y, 120, 200, 44), 0xF5F1DF, (70, 150, 170, 250))
    for cx, cy, r in [(105, 188, 8), (134, 214, 6), (122, 180, 4)]:
        c.shape(lambda x, y, cx=cx, cy=cy, r=r: sd_circle(x, y, cx, cy, r), 0xE2DCC4, (cx - r - 2, cy - r - 2, cx + r + 2, cy + r + 2))
    for i in range(70):
        y = horizon + 6 + (i / 70) ** 1.6 * (IH - horizon - 10)
        spread = 8 + (y - horizon) * 0.35
        w = rng.uniform(6, 26) * (0.5 + (y - horizon) / (IH - horizon))
        x = 120 + rng.uniform(-spread, spread)
        a = 0.75 * (1 - (y - horizon) / (IH - horizon)) + 0.15
        c.shape(lambda px, py, x=x, y=y, w=w: sd_polyline(px, py, [(x - w / 2, y), (x + w / 2, y)], 1.6), 0xF5F1DF, (x - w, y - 3, x + w, y + 3), a)
    for i in range(26):
        y = horizon + 20 + i * 9 + rng.uniform(-3, 3)
        x = rng.uniform(0, IW)
        w = rng.uniform(20, 60)
        c.shape(lambda px, py, x=x, y=y, w=w: sd_polyline(px, py, [(x - w / 2, y), (x + w / 2, y)], 1.2), 0x6D86B5, (x - w, y - 3, x + w, y + 3), 0.25)
    return c


def story_aurora(rng):
    c = Canvas((0, 0, 0))
    c.gradient([(0, 0x030817), (0.5, 0x0A1E3C), (0.75, 0x153A5C)])
    stars(c, rng, 160, 470)
    green, violet = hexrgb(0x4DFFB4), hexrgb(0xA070FF)
    for band, (base, amp, wl, ph, width, height) in enumerate(
            [(230, 50, 300, 0.3, 16, 160), (300, 35, 220, 2.0, 12, 120), (180, 40, 380, 4.0, 10, 110)]):
        for x in range(IW):
            centre = base + amp * math.sin(x / wl * 2 * math.pi + ph) + 12 * math.sin(x / 37 + band)
            rays = 0.55 + 0.45 * math.sin(x * 0.21 + band * 3) * math.sin(x * 0.047 + 1)
            for y in range(max(0, int(centre - height)), min(IH, int(centre + width * 3))):
                if y > centre:
                    k = math.exp(-((y - centre) / width) ** 2)
                else:
                    t = (centre - y) / height
                    k = math.exp(-2.2 * t) * (1 - t) ** 2
                a = 0.85 * k * rays * (0.55 if band == 2 else 1)
                t = clamp((centre - y) / height)
                c.blend(x, y, mix(green, violet, t ** 0.8), a * 0.8)
    c.silhouette(ridge_fn(520, [(18, 260, 1), (6, 90, 0.4)]), lambda x, y, d: mix(hexrgb(0xC8D8EE), hexrgb(0x8FA6C8), clamp(d / 120)))
    c.silhouette(ridge_fn(575, [(14, 200, 2.4), (5, 70, 1)]), lambda x, y, d: mix(hexrgb(0xEAF2FB), hexrgb(0xB4C6DE), clamp(d / 80)))
    for tx in (40, 62, 300, 322, 338):
        h = rng.uniform(40, 70)
        base = ridge_fn(575, [(14, 200, 2.4), (5, 70, 1)])(tx) + 6
        tri = [(tx, base - h), (tx - h * 0.28, base), (tx + h * 0.28, base)]
        c.shape(lambda x, y, tri=tri: sd_polygon(x, y, tri), 0x0B1A2E, (tx - h, base - h - 2, tx + h, base + 2))
    return c


def story_city(rng):
    c = Canvas((0, 0, 0))
    c.gradient([(0, 0x140C2E), (0.35, 0x3B1F5E), (0.62, 0xC4517A), (0.72, 0xFF9A6A)])
    stars(c, rng, 50, 200)
    c.shape(lambda x, y: max(sd_circle(x, y, 280, 110, 26), -sd_circle(x, y, 292, 102, 24)), 0xFFF2D0, (250, 80, 310, 140))

    def skyline(seed, base, lo, hi, wmin, wmax):
        r = random.Random(seed)
        edges, x = [], -10
        while x < IW + 10:
            w = r.uniform(wmin, wmax)
            edges.append((x, x + w, base - r.uniform(lo, hi)))
            x += w
        return edges

    far = skyline(7, 470, 60, 190, 26, 50)
    near = skyline(11, 520, 80, 260, 34, 64)
    for layer, colour, window_alpha in ((far, 0x4A2F6B, 0.35), (near, 0x1C1230, 0.9)):
        def ridge(x, layer=layer):
            for a, b, top in layer:
                if a <= x < b:
                    return top
            return IH
        c.silhouette(ridge, colour)
        for a, b, top in layer:
            for wy in range(int(top) + 10, IH - 10, 14):
                for wx in range(int(a) + 6, int(b) - 8, 10):
                    if rng.random() < 0.42:
                        glowc = rng.choice((0xFFD479, 0xFFE6A8, 0xFFB86B, 0x9FD8FF))
                        c.shape(lambda x, y, wx=wx, wy=wy: sd_round_rect(x, y, wx + 2.5, wy + 3.5, 2.5, 3.5, 0.8),
                                glowc, (wx - 1, wy - 1, wx + 7, wy + 9), window_alpha * rng.uniform(0.6, 1))
    c.glow(180, 640, 160, 0xFF7A59, 0.25)
    return c


def story_desert(rng):
    c = Canvas((0, 0, 0))
    c.gradient([(0, 0x6C8FD6), (0.35, 0xB9B4DA), (0.55, 0xFBC6A4), (0.62, 0xFFE0B5)])
    c.glow(180, 330, 130, 0xFFF4DA, 0.5)
    c.shape(lambda x, y: sd_circle(x, y, 180, 330, 78), 0xFFF3D6, (95, 245, 265, 415))

    def dune(base, amp, wl, ph, light, shadow):
        ridge = ridge_fn(base, [(amp, wl, ph), (amp * 0.3, wl / 2.7, ph * 2)])

        def colour(x, y, d):
            slope = ridge(x + 1) - ridge(x - 1)
            side = hexrgb(light) if slope > 0 else hexrgb(shadow)
            return mix(side, hexrgb(shadow), clamp(d / 260) * 0.5)
        c.silhouette(ridge, colour)

    dune(420, 22, 340, 0.5, 0xF0A46A, 0xD9875A)
    dune(470, 30, 300, 2.2, 0xE58B52, 0xC06A3D)
    dune(545, 34, 420, 4.0, 0xD2723E, 0xA4502B)

    def cactus(x, y):
        trunk = sd_round_rect(x, y, 282, 520, 9, 60, 9)
        arm1 = min(sd_round_rect(x, y, 262, 505, 16, 6, 6), sd_round_rect(x, y, 252, 488, 6, 22, 6))
        arm2 = min(sd_round_rect(x, y, 300, 522, 14, 6, 6), sd_round_rect(x, y, 309, 506, 6, 20, 6))
        return min(trunk, arm1, arm2)
    c.shape(cactus, 0x4E6B3A, (240, 450, 320, 585))
    c.shape(lambda x, y: sd_ellipse(x, y, 282, 582, 38, 5), 0x8A3F22, (240, 575, 325, 590), 0.5)
    return c


def story_forest(rng):
    c = Canvas((0, 0, 0))
    c.gradient([(0, 0xA9CBD6), (0.5, 0xDDEBE6), (0.75, 0xC9DDD6)])
    c.glow(250, 170, 90, 0xFFF8E6, 0.6)
    fog = hexrgb(0xDDEBE6)
    layers = [(330, 0x6F9A96, 0.55, 70, 26), (400, 0x4E7C74, 0.35, 90, 30), (470, 0x2F5A52, 0.15, 115, 36),
              (560, 0x16342F, 0.0, 150, 44)]
    for base, colour, fogk, height, spacing in layers:
        r = random.Random(base)
        trees = []
        x = -20
        while x < IW + 20:
            trees.append((x + r.uniform(-6, 6), height * r.uniform(0.7, 1.15), height * 0.2 * r.uniform(0.8, 1.2)))
            x += spacing * r.uniform(0.7, 1.2)

        def ridge(px, trees=trees, base=base):
            top = base + 30
            for tx, h, hw in trees:
                dx = abs(px - tx)
                if dx < hw * 1.6:
                    # three tiers: each a triangle narrower than the one below
                    for k, (f, w) in enumerate(((1.0, 0.65), (0.7, 1.05), (0.42, 1.6))):
                        y0 = base - h * f
                        tier_h = h * 0.45
                        if dx < hw * w:
                            top = min(top, y0 + tier_h * dx / (hw * w))
            return top
        col = mix(hexrgb(colour), fog, fogk)
        c.silhouette(ridge, col)
        for y in range(base - 10, min(IH, base + 40)):
            a = 0.35 * clamp(1 - abs(y - base) / 40) * (1 - fogk)
            for x in range(IW):
                c.blend(x, y, fog, a * 0.6)
    return c


def abstract_blobs(rng):
    c = Canvas((0, 0, 0))
    c.gradient([(0, 0x5B4BC4), (0.55, 0xC45BAA), (1, 0xFF8A7A)], direction=(0.6, 1.0))
    palette = [0xFFD166, 0x06D6A0, 0x4CC9F0, 0xF72585, 0xFFFFFF, 0xB5179E, 0xFF9F1C]
    for i in range(16):
        x, y = rng.uniform(-40, IW + 40), rng.uniform(-40, IH + 40)
        r = rng.uniform(50, 150)
        colour = palette[i % len(palette)]
        soft = r * 0.6
        c.shape(lambda px, py, x=x, y=y, r=r: sd_circle(px, py, x, y, r), colour,
                (x - r - soft, y - r - soft, x + r + soft, y + r + soft), rng.uniform(0.25, 0.5), soft=soft)
    for i in range(9):
        x, y, r = rng.uniform(20, IW - 20), rng.uniform(20, IH - 20), rng.uniform(4, 14)
        c.shape(lambda px, py, x=x, y=y, r=r: stroke(sd_circle(px, py, x, y, r), 2), 0xFFFFFF,
                (x - r - 3, y - r - 3, x + r + 3, y + r + 3), 0.6)
    return c


def abstract_waves(rng):
    c = Canvas(hexrgb(0x1D3557))
    bands = [0x264653, 0x2A9D8F, 0x8AB17D, 0xE9C46A, 0xF4A261, 0xE76F51, 0xC44536, 0x772E25]
    for i, colour in enumerate(bands):
        base = 40 + i * 78
        ridge = ridge_fn(base, [(22, 260 + 30 * i, i * 0.9), (9, 110, i * 1.7)])
        top = hexrgb(colour)
        c.silhouette(ridge, lambda x, y, d, top=top: mix(top, (0, 0, 0), clamp(d / 400) * 0.25))
        for x in range(IW):
            y = ridge(x + 0.5)
            yi = int(y)
            if 0 <= yi < IH:
                c.blend(x, yi, (255, 255, 255), 0.18 * (1 - (y - yi)))
            if 0 <= yi + 1 < IH:
                c.blend(x, yi + 1, (255, 255, 255), 0.18 * (y - yi))
    return c


# ---- pets: faces from circles, ellipses and triangles on a soft card

def pet_card(rng, top, bottom, dots):
    c = Canvas((0, 0, 0))
    c.gradient([(0, top), (1, bottom)])
    c.glow(180, 300, 150, 0xFFFFFF, 0.35)
    for _ in range(40):
        x, y, r = rng.uniform(0, IW), rng.uniform(0, IH), rng.uniform(3, 8)
        c.shape(lambda px, py, x=x, y=y, r=r: sd_circle(px, py, x, y, r), dots, (x - r - 2, y - r - 2, x + r + 2, y + r + 2), 0.35)
    return c


def eyes(c, lx, rx, y, r, dark=0x2B2D42, shine=True):
    for ex in (lx, rx):
        c.shape(lambda x, yy, ex=ex: sd_ellipse(x, yy, ex, y, r, r * 1.15), dark, (ex - r - 2, y - r * 1.2 - 2, ex + r + 2, y + r * 1.2 + 2))
        if shine:
            c.shape(lambda x, yy, ex=ex: sd_circle(x, yy, ex + r * 0.35, y - r * 0.4, r * 0.33), 0xFFFFFF, (ex - r, y - r * 1.2, ex + r, y + r))


def blush(c, lx, rx, y):
    for bx in (lx, rx):
        c.shape(lambda x, yy, bx=bx: sd_ellipse(x, yy, bx, y, 20, 12), 0xFF7B9C, (bx - 30, y - 20, bx + 30, y + 20), 0.35, soft=6)


def pet_cat(rng):
    c = pet_card(rng, 0xFFE5C4, 0xFFB997, 0xFFFFFF)
    fur, inner, dark = 0xF29E4C, 0xFFB3C1, 0x2B2D42
    for s in (-1, 1):
        ear = [(180 + s * 40, 215), (180 + s * 112, 150), (180 + s * 100, 262)]
        c.shape(lambda x, y, e=ear: sd_polygon(x, y, e) - 8, fur, (40, 130, 320, 280))
        ine = [(180 + s * 58, 222), (180 + s * 104, 176), (180 + s * 96, 248)]
        c.shape(lambda x, y, e=ine: sd_polygon(x, y, e) - 4, inner, (40, 150, 320, 270))
    c.shape(lambda x, y: sd_ellipse(x, y, 180, 320, 118, 100), fur, (55, 215, 305, 425))
    for s in (-1, 1):
        c.shape(lambda x, y, s=s: sd_polyline(x, y, [(180 + s * 10, 232), (180 + s * 16, 262)], 7), 0xD97F2E, (150, 225, 210, 270))
    c.shape(lambda x, y: sd_ellipse(x, y, 180, 362, 60, 40), 0xFFF1E0, (115, 318, 245, 405))
    eyes(c, 138, 222, 312, 15, dark)
    blush(c, 108, 252, 350)
    c.shape(lambda x, y: sd_polygon(x, y, [(168, 342), (192, 342), (180, 356)]) - 3, 0xFF7B9C, (160, 335, 200, 362))
    for s in (-1, 1):
        c.shape(lambda x, y, s=s: sd_arc(x, y, 180 + s * 11, 362, 11, math.radians(10), math.radians(170), 3.2), dark, (150, 350, 210, 380))
    for s in (-1, 1):
        for k, dy in enumerate((-8, 4, 16)):
            a, b = (180 + s * 70, 352 + dy * 0.4), (180 + s * 150, 340 + dy * 1.4)
            c.shape(lambda x, y, a=a, b=b: sd_polyline(x, y, [a, b], 2.4), 0xFFFFFF, (min(a[0], b[0]) - 3, 320, max(a[0], b[0]) + 3, 375), 0.85)
    return c


def pet_dog(rng):
    c = pet_card(rng, 0xCFE3FF, 0x86B3F2, 0xFFFFFF)
    fur, ear, muzzle, dark = 0xD9A066, 0x8A5A3B, 0xFFF1DD, 0x2B2D42
    c.shape(lambda x, y: sd_ellipse(x, y, 180, 318, 112, 104), fur, (60, 205, 300, 430))
    c.shape(lambda x, y: sd_ellipse(x, y, 222, 296, 36, 32, 0.3), 0xB77A4A, (180, 258, 262, 334))
    for s in (-1, 1):
        c.shape(lambda x, y, s=s: sd_ellipse(x, y, 180 + s * 110, 300, 34, 80, -s * 0.35), ear, (180 + s * 110 - 70, 210, 180 + s * 110 + 70, 390))
    c.shape(lambda x, y: sd_ellipse(x, y, 180, 372, 66, 48), muzzle, (110, 320, 250, 425))
    eyes(c, 136, 224, 300, 14, dark)
    c.shape(lambda x, y: sd_ellipse(x, y, 180, 350, 22, 15), dark, (155, 332, 205, 368))
    c.shape(lambda x, y: sd_circle(x, y, 173, 345, 5), 0x5C6178, (165, 338, 181, 352))
    c.shape(lambda x, y: sd_polyline(x, y, [(180, 364), (180, 380)], 3.5), dark, (174, 360, 186, 384))
    for s in (-1, 1):
        c.shape(lambda x, y, s=s: sd_arc(x, y, 180 + s * 14, 380, 14, math.radians(10), math.radians(170), 3.5), dark, (150, 370, 210, 400))
    c.shape(lambda x, y: max(sd_ellipse(x, y, 180, 404, 15, 20), -(sd_ellipse(x, y, 180, 388, 40, 8))), 0xFF6F8E, (160, 390, 200, 428))
    blush(c, 110, 250, 352)
    return c


def pet_fox(rng):
    c = pet_card(rng, 0xE6FFD9, 0x9EDC9A, 0xFFFFFF)
    fur, white, dark = 0xF07F3C, 0xFFF6EC, 0x2B2D42
    for s in (-1, 1):
        ear = [(180 + s * 30, 230), (180 + s * 110, 130), (180 + s * 112, 262)]
        c.shape(lambda x, y, e=ear: sd_polygon(x, y, e) - 6, fur, (40, 115, 320, 275))
        tip = [(180 + s * 96, 150), (180 + s * 110, 130), (180 + s * 112, 172)]
        c.shape(lambda x, y, e=tip: sd_polygon(x, y, e) - 6, 0x5A2E1A, (40, 115, 320, 190))
        ine = [(180 + s * 50, 232), (180 + s * 100, 170), (180 + s * 100, 248)]
        c.shape(lambda x, y, e=ine: sd_polygon(x, y, e) - 3, 0xFFD8C2, (40, 160, 320, 260))
    head = [(60, 262), (300, 262), (196, 424), (164, 424)]
    c.shape(lambda x, y: sd_polygon(x, y, head) - 22, fur, (30, 230, 330, 450))
    for s in (-1, 1):
        cheek = [(180 + s * 6, 366), (180 + s * 112, 300), (180 + s * 18, 428)]
        c.shape(lambda x, y, e=cheek: sd_polygon(x, y, e) - 8, white, (30, 260, 330, 450))
    for s in (-1, 1):
        ex = 180 + s * 50
        c.shape(lambda x, y, ex=ex, s=s: sd_ellipse(x, y, ex, 316, 16, 10, s * 0.35), dark, (ex - 22, 300, ex + 22, 332))
        c.shape(lambda x, y, ex=ex: sd_circle(x, y, ex + 5, 312, 3.5), 0xFFFFFF, (ex - 2, 305, ex + 12, 320))
    c.shape(lambda x, y: sd_ellipse(x, y, 180, 420, 15, 11), dark, (160, 405, 200, 435))
    c.shape(lambda x, y: sd_circle(x, y, 175, 416, 4), 0x5C6178, (168, 410, 182, 422))
    return c


def pet_owl(rng):
    c = pet_card(rng, 0xE4DEFF, 0xA99BF2, 0xFFFFFF)
    body, face, dark = 0x8D6E63, 0xF5E6CA, 0x3E2723
    for s in (-1, 1):
        tuft = [(180 + s * 40, 215), (180 + s * 105, 158), (180 + s * 98, 240)]
        c.shape(lambda x, y, e=tuft: sd_polygon(x, y, e) - 6, 0x6D4C41, (50, 140, 310, 255))
    c.shape(lambda x, y: sd_ellipse(x, y, 180, 340, 120, 128), body, (50, 205, 310, 475))
    c.shape(lambda x, y: sd_ellipse(x, y, 180, 410, 78, 60), 0xBCA08A, (95, 345, 265, 475))
    for row, yy in enumerate((385, 410, 435)):
        for k in range(4 - row % 2):
            vx = 180 + (k - (3 - row % 2) / 2) * 30
            c.shape(lambda x, y, vx=vx, yy=yy: sd_polyline(x, y, [(vx - 8, yy - 5), (vx, yy + 2), (vx + 8, yy - 5)], 3), 0x8D6E63, (vx - 12, yy - 10, vx + 12, yy + 6))
    for s in (-1, 1):
        ex = 180 + s * 48
        c.shape(lambda x, y, ex=ex: sd_circle(x, y, ex, 300, 50), face, (ex - 55, 245, ex + 55, 355))
        c.shape(lambda x, y, ex=ex: sd_circle(x, y, ex, 300, 31), 0xFFC93C, (ex - 35, 265, ex + 35, 335))
        c.shape(lambda x, y, ex=ex: sd_circle(x, y, ex, 300, 19), dark, (ex - 23, 277, ex + 23, 323))
        c.shape(lambda x, y, ex=ex: sd_circle(x, y, ex + 7, 292, 6), 0xFFFFFF, (ex - 2, 282, ex + 16, 302))
    c.shape(lambda x, y: sd_polygon(x, y, [(168, 326), (192, 326), (180, 352)]) - 3, 0xF4A23C, (160, 318, 200, 358))
    for s in (-1, 1):
        for k in range(3):
            fx = 180 + s * (14 + k * 11)
            c.shape(lambda x, y, fx=fx: sd_round_rect(x, y, fx, 470, 4, 9, 4), 0xF4A23C, (fx - 6, 458, fx + 6, 482))
    return c


IMAGES = {
    "story-mountains": story_mountains, "story-sea": story_sea, "story-aurora": story_aurora,
    "story-city": story_city, "story-desert": story_desert, "story-forest": story_forest,
    "abstract-blobs": abstract_blobs, "abstract-waves": abstract_waves,
    "pet-cat": pet_cat, "pet-dog": pet_dog, "pet-fox": pet_fox, "pet-owl": pet_owl,
}


def main():
    import sys
    only = set(sys.argv[1:])
    icons = os.path.join(ROOT, "icons")
    images = os.path.join(ROOT, "images")
    os.makedirs(icons, exist_ok=True)
    os.makedirs(images, exist_ok=True)
    for name, sdf in ICONS.items():
        if only and name not in only:
            continue
        write_png(os.path.join(icons, f"{name}@2x.png"), ICON_PX, ICON_PX, render_icon(sdf), 4)
        print("icons/%s@2x.png" % name)
    for name, draw in IMAGES.items():
        if only and name not in only:
            continue
        rng = random.Random(name)
        canvas = draw(rng)
        write_png(os.path.join(images, f"{name}.png"), IW, IH, canvas.rows(random.Random(1)), 3)
        print("images/%s.png" % name)


if __name__ == "__main__":
    main()

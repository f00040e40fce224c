#!/usr/bin/env python3
"""Generates the small input recordings in Tests/Fixtures/recordings, replayed by the regression
tests in Tests/FlickDemoKitTests/ReplayRegressionTests.swift and used as the fuzzer's seed corpus.

Format: docs/MEASURING.md (JSON lines, a header then one event per line). Events are computed here
(drags at 120 Hz, like a touchscreen), so the files are exact and reproducible.
Run from the package root: python3 scripts/make-recordings.py
"""
import json
import math
import os

OUT = "Tests/Fixtures/recordings"


def header(scene="input", viewport=(360, 640), rate=60):
    return {"flick-recording": 1, "viewport": list(viewport), "scene": scene, "rate": rate}


def num(v):
    v = round(v, 4)
    return int(v) if v == int(v) else v


def touch(t, tid, phase, x, y, pressure=1):
    return {"t": num(t), "kind": "touch", "id": tid, "phase": phase, "x": num(x), "y": num(y), "pressure": pressure}


def drag(events, tid, start, end, t0, duration, rate=120, lift=True):
    """A finger going down at `start`, moving to `end` over `duration` seconds, then lifting."""
    events.append(touch(t0, tid, "began", *start))
    steps = max(1, int(duration * rate))
    for i in range(1, steps + 1):
        f = i / steps
        events.append(touch(t0 + i / rate, tid, "moved", start[0] + (end[0] - start[0]) * f, start[1] + (end[1] - start[1]) * f))
    if lift:
        events.append(touch(t0 + duration + 1 / rate, tid, "ended", *end))


def write(name, head, events):
    events.sort(key=lambda e: e["t"])
    os.makedirs(OUT, exist_ok=True)
    with open(os.path.join(OUT, name), "w") as f:
        f.write(json.dumps(head, separators=(",", ":")) + "\n")
        for e in events:
            f.write(json.dumps(e, separators=(",", ":"), ensure_ascii=False) + "\n")


def main():
    # One finger dragged diagonally and held: its marker ends at (260, 460).
    events = []
    drag(events, 1, (100, 300), (260, 460), 0.1, 0.5, lift=False)
    write("one-finger-hold.jsonl", header(), events)

    # Three fingers dragged together and lifted one by one: no markers remain, the log lists
    # the lifts in order.
    events = []
    for i, tid in enumerate((1, 2, 3)):
        drag(events, tid, (80 + 100 * i, 250), (80 + 100 * i, 450), 0.1 + 0.01 * i, 0.4 + 0.1 * i)
    write("three-finger-drag.jsonl", header(), events)

    # Two fingers down, focus lost (the source cancels them), a resize to landscape.
    events = []
    drag(events, 1, (60, 200), (90, 260), 0.05, 0.2, lift=False)
    drag(events, 2, (300, 200), (270, 260), 0.05, 0.2, lift=False)
    events += [
        touch(0.4, 1, "cancelled", 90, 260), touch(0.4, 2, "cancelled", 270, 260),
        {"t": 0.4, "kind": "focus-lost"},
        {"t": 0.6, "kind": "resized", "width": 640, "height": 360},
        {"t": 0.7, "kind": "focus-gained"},
    ]
    write("focus-loss-resize.jsonl", header(), events)

    # A gamepad arrives, presses A, tilts the left stick, Start+Back toggles the HUD; keys typed.
    events = [
        {"t": 0.1, "kind": "pad-device", "pad": 1, "connected": True, "name": "Virtual Pad"},
        {"t": 0.2, "kind": "pad-button", "pad": 1, "button": "a", "down": True},
        {"t": 0.25, "kind": "pad-button", "pad": 1, "button": "a", "down": False},
        {"t": 0.3, "kind": "pad-axis", "pad": 1, "axis": "leftX", "value": 0.75},
        {"t": 0.35, "kind": "pad-axis", "pad": 1, "axis": "rightTrigger", "value": 0.5},
        {"t": 0.4, "kind": "pad-button", "pad": 1, "button": "start", "down": True},
        {"t": 0.42, "kind": "pad-button", "pad": 1, "button": "back", "down": True},
        {"t": 0.5, "kind": "pad-button", "pad": 1, "button": "back", "down": False},
        {"t": 0.5, "kind": "pad-button", "pad": 1, "button": "start", "down": False},
        {"t": 0.6, "kind": "key", "code": "h", "down": True, "repeat": False, "modifiers": ["shift"]},
        {"t": 0.62, "kind": "key", "code": "h", "down": False, "repeat": False, "modifiers": ["shift"]},
        {"t": 0.7, "kind": "key", "code": "enter", "down": True, "repeat": False, "modifiers": []},
        {"t": 0.72, "kind": "key", "code": 1073741882, "down": True, "repeat": False, "modifiers": ["control", "alt"]},
    ]
    write("gamepad-keys-hud.jsonl", header(), events)

    # The mouse: move, press, drag in a circle, release, then two wheel notches.
    events = [{"t": 0.05, "kind": "pointer", "action": "moved", "x": 180, "y": 320, "pressed": []}]
    events.append({"t": 0.1, "kind": "pointer", "action": "down", "button": "left", "x": 180, "y": 320, "pressed": ["left"]})
    for i in range(1, 61):
        a = 2 * math.pi * i / 60
        events.append({"t": num(0.1 + i / 120), "kind": "pointer", "action": "moved",
                       "x": num(180 + 60 * math.sin(a)), "y": num(320 - 60 + 60 * math.cos(a)), "pressed": ["left"]})
    events.append({"t": 0.7, "kind": "pointer", "action": "up", "button": "left", "x": 180, "y": 320, "pressed": []})
    events.append({"t": 0.8, "kind": "wheel", "dx": 0, "dy": -53, "x": 180, "y": 320})
    events.append({"t": 0.85, "kind": "wheel", "dx": 0, "dy": 53, "x": 180, "y": 320})
    write("mouse-wheel.jsonl", header(), events)


if __name__ == "__main__":
    main()

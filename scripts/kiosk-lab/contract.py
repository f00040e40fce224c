#!/usr/bin/env python3
"""Lab job: the kiosk contract of docs/KIOSK.md on the console, one flick run per part, with a
screenshot after each step (c<part><step>-<what>.png) and the app's log per part.

Parts (PARTS, default all): home (touch swipes to every panel and back, a tap on a nav button,
the cursor), bar (the nav bar's buttons; swipes up from the middle, the bar and the ring), pad (D-pad, A, B, LB/RB, the left stick's scrub, unplugged mid-scrub), escape
(Escape mid-drag does not quit; Escape at rest does), chord (Start+Back held quits), hud
(--hud), r90 and r270 (touch on a rotated panel). Devices exist before flick starts (SDL
enumerates them at start). Each step waits until flick is idle (no CPU for 2 s): what was
injected has been drawn and presented."""
import os
import sys
import time

sys.path.insert(0, os.path.join(os.environ.get("KIOSK_SHARE", "/mnt/kiosk"), "job", "kiosk-lab"))
import flicklab  # noqa: E402
from evdev import UInput, ecodes as e  # noqa: E402
from kioskinput import Gamepad, Mouse, Touchscreen  # noqa: E402

BASE = ["--video-driver", "kmsdrm", "--fullscreen", "--camera", "none"]
TOUCH = None
results = []


def check(name, ok, detail=""):
    results.append("%s %s %s" % ("PASS" if ok else "FAIL", name, detail))
    flicklab.log(results[-1])


class Keyboard:
    def __init__(self):
        self.ui = UInput({e.EV_KEY: [e.KEY_ESC, e.KEY_LEFT, e.KEY_RIGHT, e.KEY_A]}, name="Kiosk Virtual Keyboard",
                         vendor=0x1D6B, product=0x0C02, version=1, bustype=e.BUS_USB)

    def key(self, code, down):
        self.ui.write(e.EV_KEY, code, 1 if down else 0)
        self.ui.syn()

    def press(self, code, hold=0.1):
        self.key(code, True)
        time.sleep(hold)
        self.key(code, False)


def cursor_plane_fb(label):
    """The framebuffer id on the DRM cursor plane ("0": no cursor shown), read with modetest
    (plane type 2 is DRM_PLANE_TYPE_CURSOR); the raw listing goes to cursor-<label>.txt."""
    import re
    import subprocess
    out = subprocess.run(["modetest", "-M", "virtio_gpu", "-p"], capture_output=True, text=True).stdout
    with open(os.path.join(flicklab.OUT, "cursor-%s.txt" % label), "w") as f:
        f.write(out)
    fb, expect_value = None, False
    for line in out.split("\n"):
        header = re.match(r"^(\d+)\s+(\d+)\s+(\d+)\s", line)
        if header:
            fb = header.group(3)
        elif re.match(r"^\s+\d+ type:", line):
            expect_value = True
        elif expect_value and "value:" in line:
            expect_value = False
            if line.split("value:")[1].strip() == "2" and fb is not None:
                return fb
    return "unknown"


def settle(app, shot, extra=0.0, limit=20):
    """Waits until flick idles, or `limit` s at most: transitions run on wall-clock time and end
    within a few frames even at the lab's frame a second, while the home camera's viewfinder
    keeps drawing for as long as it shows (a panel's first frame can take 10 s or more there)."""
    if extra:
        time.sleep(extra)
    waited = app.wait_idle(timeout=limit)
    flicklab.screenshot(shot)
    return waited


def recorded(app, pattern, timeout=120):
    """Waits until flick's recording (--record) holds a line matching `pattern`: flick has
    dequeued that event. SDL pumps each evdev device in turn, so a key pressed while flick is
    busy drawing can reach it after a lift that came later: wait for one before the next."""
    import re
    path = os.path.join(flicklab.OUT, app.name + ".jsonl")
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with open(path) as f:
            if re.search(pattern, f.read()):
                return True
        time.sleep(0.2)
    return False


def start(name, args):
    # SDL 2.26 reads a touchscreen's slots only on SYN_DROPPED, not when it opens the device,
    # and the kernel drops a position equal to the slot's last: a first touch on the same row
    # or column as the last touch before this flick started would read 0 there. Touch (1, 1)
    # first, while no flick runs, so every later touch changes both axes.
    TOUCH.tap(1, 1, hold=0.05)
    time.sleep(0.5)
    # --record keeps every input event flick received (name.jsonl), to tell a lost event from a
    # misread one.
    app = flicklab.Flick(name, BASE + args + ["--record", os.path.join(flicklab.OUT, name + ".jsonl")])
    ok = app.wait_first_frame() is not None
    check(name + " first frame", ok)
    return app


def part_home(ts, pad, mouse, kb):
    app = start("home", [])
    settle(app, "c1a-home-start")
    fb = cursor_plane_fb("start")
    check("cursor hidden at start", fb == "0", "cursor plane fb " + fb)
    steps = [  # (finger from, to, screenshot)
        ((150, 240), (650, 240), "c1b-swipe-right-chats"),
        ((650, 240), (150, 240), "c1c-back-centre"),
        ((650, 240), (150, 240), "c1d-swipe-left-discover"),
        ((150, 240), (650, 240), "c1e-back-centre"),
        ((400, 120), (400, 420), "c1f-swipe-down-memories"),
        ((400, 440), (400, 100), "c1g-swipe-up-from-bar-centre"),
        ((400, 300), (400, 40), "c1h-swipe-up-stories"),
        ((400, 100), (400, 420), "c1i-swipe-down-centre"),
    ]
    for (a, b, shot) in steps:
        ts.swipe(a[0], a[1], b[0], b[1], duration=0.6)
        settle(app, shot)
    ts.tap(53, 410, hold=0.1)
    settle(app, "c1j-tap-chat-button")
    ts.tap(746, 410, hold=0.1)
    settle(app, "c1k-tap-right-button")
    ts.tap(400, 410, hold=0.1)
    settle(app, "c1l-tap-capture-ring")
    mouse.move(120, -80)
    time.sleep(1.0)
    shown = cursor_plane_fb("moved")
    flicklab.screenshot("c1m-mouse-moved")
    time.sleep(5)
    app.wait_idle(timeout=10)
    hidden = cursor_plane_fb("idle")
    flicklab.screenshot("c1n-mouse-idle-5s")
    check("cursor shown on mouse motion", shown not in ("0", "unknown"), "cursor plane fb " + shown)
    check("cursor hidden after 3 s idle", hidden == "0", "cursor plane fb " + hidden)
    check("home alive", app.alive())
    app.stop()


def part_bar(ts, pad, mouse, kb):
    """The nav bar: its buttons from the camera, and swipes up that start on it."""
    app = start("bar", [])
    settle(app, "c7a-bar-start")
    for (x, y, shot) in [(53, 410, "c7b-tap-chat-button"), (400, 410, "c7c-tap-ring-back"),
                         (746, 410, "c7d-tap-right-button"), (400, 410, "c7e-tap-ring-back")]:
        ts.tap(x, y, hold=0.1)
        settle(app, shot)
    for (x0, y0, up, down) in [(400, 300, "c7f-up-from-middle", "c7g-down-back"),
                               (600, 420, "c7h-up-from-bar", "c7i-down-back"),
                               (400, 400, "c7j-up-from-ring", "c7k-down-back")]:
        ts.swipe(x0, y0, x0, 40, duration=0.6)
        settle(app, up)
        ts.swipe(x0, 60, x0, 440, duration=0.6)
        settle(app, down)
    check("bar alive", app.alive())
    app.stop()


def part_pad(ts, pad, mouse, kb):
    app = start("pad", [])
    settle(app, "c2a-pad-start")
    pad.dpad("left", hold=0.15)
    settle(app, "c2b-dpad-left-shows-focus")
    pad.dpad("left", hold=0.15)
    settle(app, "c2b2-dpad-left-chats")
    pad.press("B", 0.15)
    settle(app, "c2c-b-back")
    pad.press("A", 0.15)
    settle(app, "c2d-a-capture", extra=0.5)
    pad.press("RB", 0.15)
    settle(app, "c2e-rb-discover")
    pad.press("LB", 0.15)
    pad.press("LB", 0.15)
    settle(app, "c2f-lb-lb-chats")
    pad.press("B", 0.15)
    settle(app, "c2g-b-centre")
    pad.axis("LX", 0.6)
    time.sleep(4)
    flicklab.screenshot("c2h-stick-held")
    pad.axis("LX", 0)
    settle(app, "c2i-stick-released")
    pad.press("B", 0.15)
    settle(app, "c2j-b-centre")
    pad.axis("LX", -0.6)
    time.sleep(4)
    flicklab.screenshot("c2k-stick-left-held")
    pad.button("A", True)
    time.sleep(3)
    flicklab.screenshot("c2k2-stick-left-and-a-held-before-unplug")
    pad.close()
    settle(app, "c2l-unplugged-settled")
    pad2 = Gamepad()
    time.sleep(3)
    pad2.press("RB", 0.15)
    settle(app, "c2m-new-pad-rb")
    check("pad alive", app.alive())
    app.stop()
    return pad2


def part_escape(ts, pad, mouse, kb):
    app = start("escape", ["--scene", "panels"])
    settle(app, "c3a-panels-start")
    ts.down(0, 100, 240)
    for x in range(100, 440, 20):
        ts.move(0, x, 240)
        time.sleep(0.05)
    check("the drag reached flick", recorded(app, r'"phase":"moved","x":4[0-9][0-9]'))
    kb.press(e.KEY_ESC)
    check("the Escape reached flick mid-drag", recorded(app, r'"code":"escape","down":true'))
    time.sleep(3)
    flicklab.screenshot("c3b-escape-mid-drag")
    check("Escape mid-drag does not quit", app.alive())
    for x in range(420, 600, 20):
        ts.move(0, x, 240)
        time.sleep(0.05)
    ts.up(0)
    recorded(app, r'"phase":"ended"')
    settle(app, "c3c-lifted")
    check("alive after the drag", app.alive())
    kb.press(e.KEY_ESC)
    settle(app, "c3d-escape-back")
    kb.press(e.KEY_ESC)
    rc = app.wait_exit(60)
    check("Escape at rest on the centre quits (exit 0)", rc == 0, "exit %s" % rc)
    app.stop()


def part_chord(ts, pad, mouse, kb):
    app = start("chord", [])
    settle(app, "c4a-chord-start")
    pad.button("START", True)
    pad.button("BACK", True)
    time.sleep(0.5)
    flicklab.screenshot("c4b-chord-pressed")
    rc = app.wait_exit(60)
    pad.button("BACK", False)
    pad.button("START", False)
    check("Start+Back held quits (exit 0)", rc == 0, "exit %s" % rc)
    app.stop()


def part_hud(ts, pad, mouse, kb):
    app = start("hud", ["--hud", "--scene", "panels"])
    settle(app, "c5a-hud")
    ts.swipe(650, 240, 150, 240, duration=0.6)
    settle(app, "c5b-hud-after-swipe")
    check("hud alive", app.alive())
    app.stop()


def part_rotated(ts, pad, mouse, kb, degrees):
    # App coordinates (a 480x800 portrait viewport) to the panel's (800x480).
    def panel(ax, ay):
        return (800 - ay, ax) if degrees == 90 else (ay, 480 - ax)

    app = start("r%d" % degrees, ["--rotate", str(degrees)])
    settle(app, "c6-r%d-a-start" % degrees, limit=45)
    a, b = panel(100, 400), panel(400, 400)
    ts.swipe(a[0], a[1], b[0], b[1], duration=0.6)
    settle(app, "c6-r%d-b-app-swipe-right" % degrees, limit=45)
    a, b = panel(400, 400), panel(100, 400)
    ts.swipe(a[0], a[1], b[0], b[1], duration=0.6)
    settle(app, "c6-r%d-c-app-swipe-left" % degrees, limit=45)
    x, y = panel(427, 730)
    ts.tap(x, y, hold=0.1)
    settle(app, "c6-r%d-d-tap-right-button" % degrees, limit=45)
    check("r%d alive" % degrees, app.alive())
    app.stop()


def main():
    parts = os.environ.get("PARTS", "home bar pad escape chord hud r90 r270").split()
    global TOUCH
    ts, pad, mouse, kb = Touchscreen(), Gamepad(), Mouse(), Keyboard()
    TOUCH = ts
    time.sleep(2)
    for part in parts:
        try:
            if part == "home":
                part_home(ts, pad, mouse, kb)
            elif part == "bar":
                part_bar(ts, pad, mouse, kb)
            elif part == "pad":
                pad = part_pad(ts, pad, mouse, kb)
            elif part == "escape":
                part_escape(ts, pad, mouse, kb)
            elif part == "chord":
                part_chord(ts, pad, mouse, kb)
            elif part == "hud":
                part_hud(ts, pad, mouse, kb)
            elif part in ("r90", "r270"):
                part_rotated(ts, pad, mouse, kb, int(part[1:]))
        except Exception as err:  # one broken part must not hide the others
            check(part + " ran", False, repr(err))
    with open(os.path.join(flicklab.OUT, "contract.txt"), "w") as f:
        f.write("\n".join(results) + "\n")
    print("\n".join(results))


main()

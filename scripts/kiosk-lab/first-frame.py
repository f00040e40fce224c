#!/usr/bin/env python3
"""Lab job: the first frame is on the glass with no input at all (the kiosk issue's point 1).

For every scene (SCENES, default all of `flick list`) and every rotation (ROTATIONS, default
"0 90"), starts `flick --video-driver kmsdrm --fullscreen --scene S --camera none --rotate R`
with no input device present, waits for its "first frame" log line, and screenshots the display
SHOT_AFTER seconds later (default 12): first-<scene>-r<rotation>.png. FLICK_BIN picks the binary
(default flick). Writes first-frame.txt: scene, rotation, seconds to the first frame, screenshot."""
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.environ.get("KIOSK_SHARE", "/mnt/kiosk"), "job", "kiosk-lab"))
import flicklab  # noqa: E402

os.environ.setdefault("FLICK_BIN", "flick")
binary = os.environ["FLICK_BIN"]
names = subprocess.run([binary, "list"], capture_output=True, text=True).stdout.split("\n")
scenes = os.environ.get("SCENES", "").split() or [line.split()[0] for line in names if line.strip()]
rotations = os.environ.get("ROTATIONS", "0 90").split()
shot_after = float(os.environ.get("SHOT_AFTER", "12"))
prefix = os.environ.get("SHOT_PREFIX", "first")

with open(os.path.join(flicklab.OUT, "first-frame.txt"), "w") as summary:
    for rotation in rotations:
        for scene in scenes:
            name = "%s-%s-r%s" % (prefix, scene, rotation)
            app = flicklab.Flick(name, ["--video-driver", "kmsdrm", "--fullscreen", "--scene", scene,
                                        "--camera", "none", "--rotate", rotation], binary=binary)
            t = app.wait_first_frame()
            if t is None:
                summary.write("%s r%s: no first frame (exit %s)\n" % (scene, rotation, app.proc.poll()))
                app.stop()
                continue
            time.sleep(max(0, t + shot_after - time.monotonic()))
            flicklab.screenshot(name)
            summary.write("%s r%s: first frame %.1f s after start; %s.png %.1f s after it\n"
                          % (scene, rotation, t - app.started, name, time.monotonic() - t))
            summary.flush()
            app.stop()

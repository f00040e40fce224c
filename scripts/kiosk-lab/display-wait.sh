#!/bin/bash
# Lab job: flick started before the display is up (the kiosk issue's point 2). The DRM card node
# is hidden (moved aside) to stand for a display driver that is not ready yet.
#   w1: --video-driver kmsdrm --display-wait 60, the card comes back 5 s after flick said it
#       waits: it comes up (w1-up.png 12 s after its first frame).
#   w2: --video-driver kmsdrm --display-wait 3, the card never comes: exit 1 with the cause.
#   w3: no driver named, DISPLAY=:7 with no X server, --fullscreen, card hidden: SDL would fall
#       back to its invisible offscreen driver; flick waits 3 s, then exits 1 (no invisible window).
#   w4: no display at all and no option asking for one: the headless fallback (README).
# Results: w*.log, display-wait.txt (exit codes), screenshots. FLICK_BIN picks the binary.
set -u
cd "$KIOSK_OUT"
BIN=${FLICK_BIN:-flick}
export FLICK_ASSETS=$KIOSK_SHARE/job/Assets
hide() { mv /dev/dri/card0 /dev/dri/.card0-hidden; }
show() { mv /dev/dri/.card0-hidden /dev/dri/card0; }
summary() { echo "$*" | tee -a display-wait.txt; }

hide
$BIN --video-driver kmsdrm --fullscreen --display-wait 60 --scene panels --camera none >w1.log 2>&1 &
APP=$!
for _ in $(seq 900); do grep -q "waiting up to" w1.log && break; sleep 0.2; done
sleep 5
show
for _ in $(seq 600); do grep -q "first frame" w1.log && break; sleep 0.2; done
sleep 12
kiosk-screenshot w1-up
kill -TERM $APP; wait $APP; summary "w1 (card back 5 s into the wait, wait 60): exit $? after SIGTERM"

hide
$BIN --video-driver kmsdrm --fullscreen --display-wait 3 --scene panels --camera none >w2.log 2>&1
summary "w2 (card never back, wait 3): exit $?"

env -u SDL_VIDEODRIVER DISPLAY=:7 $BIN --fullscreen --display-wait 3 --scene panels --camera none >w3.log 2>&1 &
APP=$!
sleep 20
if kill -0 $APP 2>/dev/null; then
  summary "w3 (DISPLAY=:7 without X, card hidden): STILL RUNNING after 20 s"
  kill -TERM $APP; wait $APP
else
  wait $APP; summary "w3 (DISPLAY=:7 without X, card hidden): exit $?"
fi

env -u SDL_VIDEODRIVER -u DISPLAY $BIN --scene panels --out headless >w4.log 2>&1
summary "w4 (no display, no option asking for one): exit $?; $(ls headless 2>/dev/null | tr '\n' ' ')"
show

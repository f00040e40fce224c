#!/bin/bash
# Lab job: what a kmsdrm present puts on the glass. Runs present-probe (present-probe.c) with a
# sequence of steps (a colour to clear to and present, or "pump" to drain SDL's events) and
# screenshots the display after each (probe-<n>-<step>.png). See README.md for the command.
set -u
cd "$KIOSK_OUT"
STEPS=${STEPS:-r g pump b b rg}
# shellcheck disable=SC2086  # STEPS is a list on purpose
present-probe $STEPS >probe.log 2>&1 &
APP=$!
n=1
for step in $STEPS; do
  for _ in $(seq 600); do [ -e /run/present-probe.$n ] && break; sleep 0.1; done
  sleep 3
  kiosk-screenshot "probe-$n-$step"
  touch /run/present-probe.$n.done
  n=$((n + 1))
done
wait $APP

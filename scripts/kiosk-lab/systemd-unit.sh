#!/bin/bash
# Lab job: docs/KIOSK.md's systemd unit (flick.service), installed and run as a unit.
#   u1: enable --now: the first frame on the glass (u1-started.png) with no input.
#   u2: flick killed with SIGSEGV: Restart=on-failure starts it again (u2-restarted.png).
#   u3: the display not up at start (card node hidden until flick gives up): the first try waits
#       10 s and exits 1, systemd restarts it, the second try waits and, the card back, comes up
#       (u3-after-late-card.png).
#   u4: Start+Back held on a pad: flick exits 0 and systemd leaves it stopped (u4-quit.png).
# Results: systemd.txt (states, PIDs, exit statuses), journal-flick.txt, screenshots.
set -u
cd "$KIOSK_OUT"
say() { echo "$*" | tee -a systemd.txt; }
state() { systemctl show flick -p ActiveState -p SubState -p MainPID -p NRestarts -p Result -p ExecMainStatus | tr '\n' ' '; }
first_frames() { journalctl -u flick -o cat | grep -c "first frame"; }
wait_frames() { for _ in $(seq 900); do [ "$(first_frames)" -ge "$1" ] && return 0; sleep 0.2; done; return 1; }

install -m 755 "$KIOSK_SHARE/bin/flick" /usr/local/bin/flick
mkdir -p /usr/local/share/flick && cp -r "$KIOSK_SHARE/job/Assets" /usr/local/share/flick/
useradd --system --no-create-home --groups video,input,render kiosk 2>/dev/null || useradd --system --no-create-home --groups video,input kiosk
cp "$KIOSK_SHARE/job/kiosk-lab/flick.service" /etc/systemd/system/flick.service
systemd-analyze verify /etc/systemd/system/flick.service >verify.txt 2>&1; say "verify: $(cat verify.txt | tr '\n' ' ')"
kioskinput.py - >inject.log 2>&1 <<'KIN' &
devices pad
ready /run/pad.ready
wait-file /run/chord.go 900
hold START
hold BACK
wait-file /run/chord.release 120
release BACK
release START
KIN
for _ in $(seq 300); do [ -e /run/pad.ready ] && break; sleep 0.1; done

systemctl daemon-reload
systemctl enable --now flick
wait_frames 1 && say "u1: first frame; $(state)" || say "u1: NO first frame; $(state)"
sleep 12; kiosk-screenshot u1-started

PID=$(systemctl show -p MainPID --value flick)
kill -SEGV "$PID"
sleep 1; say "u2: killed $PID with SIGSEGV; $(state)"
wait_frames 2 && say "u2: first frame again; $(state)" || say "u2: NO restart; $(state)"
sleep 12; kiosk-screenshot u2-restarted

systemctl stop flick
mv /dev/dri/card0 /dev/dri/.card0-hidden
systemctl start flick
gave_up() { journalctl -u flick -o cat | grep -c "no display after waiting"; }
for _ in $(seq 900); do [ "$(gave_up)" -ge 1 ] && break; sleep 0.2; done
sleep 1
say "u3: card hidden until flick gave up: $(journalctl -u flick -o cat | grep "no display after waiting" | head -1 | cut -c1-160); $(state)"
for _ in $(seq 300); do journalctl -u flick -o cat | grep -c "waiting up to" | grep -q '^[2-9]' && break; sleep 0.2; done
say "u3: restarted and waiting again; $(state)"
mv /dev/dri/.card0-hidden /dev/dri/card0
wait_frames 3 && say "u3: first frame after the card came; $(state)" || say "u3: NO first frame; $(state)"
sleep 12; kiosk-screenshot u3-after-late-card

touch /run/chord.go
# Held until flick is gone: at the lab's frame every few seconds, a short hold can start and end
# within two frames (events are timed when flick dequeues them).
for _ in $(seq 300); do [ "$(systemctl show -p ActiveState --value flick)" = inactive ] && break; sleep 0.2; done
touch /run/chord.release
sleep 5
say "u4: after Start+Back held; $(state)"
kiosk-screenshot u4-quit
wait
journalctl -u flick -o short-monotonic >journal-flick.txt

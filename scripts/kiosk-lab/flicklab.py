"""Guest-side helpers for the kiosk lab jobs (scripts/kiosk-lab/*.sh): start flick on the
console, wait for its first frame, wait until it is idle (its CPU time stops moving), take
screenshots, and stop it. Imported by the jobs' Python; the harness's kioskinput and kioskctl
are on PYTHONPATH in the guest."""
import os
import re
import signal
import subprocess
import time

import kioskctl

SHARE = os.environ.get("KIOSK_SHARE", "/mnt/kiosk")
OUT = os.environ.get("KIOSK_OUT", os.getcwd())
ASSETS = os.path.join(SHARE, "job", "Assets")


def log(msg):
    print("[flicklab %.2f] %s" % (time.monotonic(), msg), flush=True)
    try:
        kioskctl.log(msg)
    except Exception:  # the host log is a convenience
        pass


class Flick:
    """One flick process with its log in OUT/<name>.log."""

    def __init__(self, name, args, env=None, binary="flick"):
        self.name = name
        self.log_path = os.path.join(OUT, name + ".log")
        full_env = dict(os.environ, FLICK_ASSETS=ASSETS)
        full_env.update(env or {})
        self.started = time.monotonic()
        self.logfile = open(self.log_path, "w")
        log("%s: %s %s" % (name, binary, " ".join(args)))
        self.proc = subprocess.Popen([binary] + args, stdout=self.logfile, stderr=subprocess.STDOUT, env=full_env)

    def text(self):
        with open(self.log_path) as f:
            return f.read()

    def wait_for(self, pattern, timeout=300):
        """Waits until the log matches `pattern`; returns the match's time (monotonic) or None."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if re.search(pattern, self.text()):
                return time.monotonic()
            if self.proc.poll() is not None:
                return None
            time.sleep(0.2)
        return None

    def wait_first_frame(self, timeout=300):
        t = self.wait_for(r"first frame \d+ ms after launch", timeout)
        log("%s: first frame %s" % (self.name, "seen after %.1f s" % (t - self.started) if t else "NOT seen"))
        return t

    def cpu_ticks(self):
        try:
            with open("/proc/%d/stat" % self.proc.pid) as f:
                fields = f.read().rsplit(")", 1)[1].split()
            return int(fields[11]) + int(fields[12])
        except (OSError, IndexError):
            return None

    def wait_idle(self, quiet=2.0, timeout=120):
        """Waits until flick used no CPU for `quiet` seconds (its loop sleeps when nothing moves,
        so everything injected has been drawn and presented). Returns the seconds waited."""
        start = time.monotonic()
        last, since = self.cpu_ticks(), time.monotonic()
        while time.monotonic() - start < timeout:
            time.sleep(0.25)
            now = self.cpu_ticks()
            if now is None:
                break
            if now != last:
                last, since = now, time.monotonic()
            elif time.monotonic() - since >= quiet:
                break
        return time.monotonic() - start

    def alive(self):
        return self.proc.poll() is None

    def wait_exit(self, timeout=60):
        try:
            return self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            return None

    def stop(self):
        if self.alive():
            self.proc.send_signal(signal.SIGTERM)
            if self.wait_exit(15) is None:
                self.proc.kill()
                self.proc.wait()
        self.logfile.close()
        return self.proc.returncode


def screenshot(name):
    log("screenshot %s" % name)
    return kioskctl.screenshot(name)

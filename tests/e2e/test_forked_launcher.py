"""A launcher that forks the engine (a wrapper script, `conda run`): killing the app and its
guard outright still ends the engine, not only the launcher the app started."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.support.engine import DOUBLE, ROOT, group_members, make_model_dir

pytestmark = pytest.mark.timeout(90)

FAST = "--double-load-s 0.3 --double-health-delay 0.05 --double-warmup-delay 0.05"


def _wrapper(folder: Path) -> Path:
    # Forks the engine and waits for it, as `conda run` does: the engine is a grandchild.
    w = folder / "wrap-engine"
    w.write_text(f'#!/bin/sh\n"{sys.executable}" "{DOUBLE}" "$@" &\nwait\n')
    w.chmod(0o755)
    return w


def _guard_of(pgid: int) -> int:
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            with contextlib.suppress(OSError):
                argv = (entry / "cmdline").read_bytes().split(b"\0")
                if any(a.endswith(b"guard.py") for a in argv) and str(pgid).encode() in argv:
                    return int(entry.name)
    raise AssertionError("no guard found for the engine group")


def test_a_forked_engine_dies_with_the_app_and_its_guard(tmp_path):
    model = make_model_dir(tmp_path)
    ready_file = tmp_path / "ready.json"
    launcher = f"{_wrapper(tmp_path)} {FAST} --double-ready-file {ready_file}"
    app = subprocess.Popen(
        [sys.executable, "-m", "app", "serve", "--basedir", str(tmp_path / "base"),
         "--launcher", launcher, "--model", str(model)],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
    )  # fmt: skip
    pgid = None
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and not ready_file.exists():
            if not app.stdout.readline():
                break
        engine = json.loads(ready_file.read_text())["pid"]
        pidfile = tmp_path / "base" / "runtime" / "engine.pid.json"
        pgid = int(json.loads(pidfile.read_text())["pgid"])
        assert engine != pgid and engine in group_members(pgid)  # a grandchild of the app
        os.kill(_guard_of(pgid), signal.SIGKILL)  # the guard first: it cannot end the group
        app.kill()
        app.wait(10)
        deadline = time.monotonic() + 15
        while group_members(pgid) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert group_members(pgid) == [], "the forked engine outlived the app and its guard"
    finally:
        if app.poll() is None:
            app.kill()
        if pgid and group_members(pgid):
            os.killpg(pgid, signal.SIGKILL)

"""Run the whole app (`python -m app`) as a process on Qt's offscreen platform, with the double."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from app.core.paths import Paths
from app.core.vault import keys
from tests.support.engine import DOUBLE, ROOT, group_members

KNOBS = "--double-load-s 0.3 --double-health-delay 0.05 --double-warmup-delay 0.05"


def app_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("QT_")}
    env.update(QT_QPA_PLATFORM="offscreen",
               PYTHON_KEYRING_BACKEND="keyring.backends.fail.Keyring")  # fmt: skip
    return env


def with_data_key(base: Path) -> None:
    """A data folder whose key exists (issue 37): the window's first start would otherwise show
    the new recovery key in a modal dialog, which nothing answers on the offscreen platform (the
    dialog has its own tests, tests/gui/test_unlock_gui.py and tests/e2e/test_gui_e2e.py)."""
    paths = Paths.from_basedir(base).ensure()
    if keys.stored_in(paths) is None:
        keys.create(paths, keys.KEY_FILE)


def start_app(base: Path, model: Path, log_path: Path, *extra: str) -> subprocess.Popen:
    if not extra or extra[0].startswith("-"):  # the window (a verb is the command line's)
        with_data_key(base)
    launcher = f"{sys.executable} {DOUBLE} {KNOBS}"
    log = open(log_path, "ab")  # noqa: SIM115  # the child keeps its own copy of the fd
    try:
        return subprocess.Popen(
            [sys.executable, "-m", "app", "--basedir", str(base), "--launcher", launcher,
             "--model", str(model), *extra],
            cwd=ROOT, env=app_env(), stdout=log, stderr=subprocess.STDOUT,
        )  # fmt: skip
    finally:
        log.close()


def wait_for(cond: Callable[[], Any], timeout: float, what: str) -> Any:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = cond()
        if value:
            return value
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what}")


def read_text(path: Path) -> str:
    try:
        return path.read_text(errors="replace")
    except OSError:
        return ""


def wait_engine_ready(base: Path, timeout: float = 60) -> int:
    """The engine's pid, once its log says it is ready and the app has recorded it."""
    wait_for(lambda: "fired up" in read_text(base / "logs" / "engine.log"), timeout, "the engine")
    pidfile = base / "runtime" / "engine.pid.json"
    wait_for(pidfile.exists, 10, "the engine pidfile")
    return int(json.loads(pidfile.read_text())["pid"])


def start_time(pid: int) -> int | None:
    """The process's start time in clock ticks since boot (field 22 of /proc/PID/stat)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = stat[stat.rindex(")") + 2 :].split()
    if fields[0] == "Z":
        return None
    return int(fields[19])


def stop(proc: subprocess.Popen, engine_pid: int | None = None) -> None:
    """Cleanup for a finally: the app, then any engine group it left."""
    if proc.poll() is None:
        proc.kill()
        proc.wait(10)
    if engine_pid and group_members(engine_pid):
        with contextlib.suppress(ProcessLookupError):
            os.killpg(engine_pid, signal.SIGKILL)

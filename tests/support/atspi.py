"""The running window as a screen reader sees it: Xvfb, a private D-Bus session bus (the
accessibility bus and its registry are activated on it by at-spi2-core's service files), the real
Ling Desk (`python -m app`, xcb, accessibility always on) against the SGLang double, and an AT-SPI
client in another process (tests/support/atspi_client.py, run by Debian's python3-pyatspi).

Everything here is the user's stack; the double is the only stand-in. Nothing is shared with the
user's own session: its bus, its display and its accessibility bus are never used.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from app.core.engine.supervisor import pick_free_port
from app.core.paths import Paths
from app.core.settings import Settings, save_settings
from tests.support.app_process import with_data_key
from tests.support.engine import DOUBLE, ROOT

CLIENT = Path(__file__).with_name("atspi_client.py")
SYSTEM_PYTHON = "/usr/bin/python3"
APP_NAME = "Ling Desk"
KNOBS = (
    "--double-load-s 0.3 --double-health-delay 0.05 --double-warmup-delay 0.05 "
    "--double-tok-per-s 400"
)


def missing() -> str | None:
    """Why this machine cannot run the harness (what to install), or None."""
    for binary in ("Xvfb", "dbus-daemon"):
        if shutil.which(binary) is None:
            return f"{binary} is not installed (apt-get install xvfb dbus-daemon)"
    if not Path("/usr/libexec/at-spi-bus-launcher").exists():
        return "at-spi2-core is not installed (apt-get install at-spi2-core)"
    probe = subprocess.run([SYSTEM_PYTHON, "-c", "import gi; gi.require_version('Atspi', '2.0')"],
                           capture_output=True)  # fmt: skip
    if probe.returncode != 0:
        return "python3-pyatspi is not installed (apt-get install python3-pyatspi)"
    return None


def _read_line(fd: int) -> str:
    with os.fdopen(fd) as fh:
        return fh.readline().strip()


class Desk:
    """One display, bus, app and client; `close()` ends them all (the app first)."""

    def __init__(self, tmp: Path, model: Path, *, size: str = "1600x1000") -> None:
        self.tmp = tmp
        self.procs: list[subprocess.Popen] = []
        self.heard: list[dict] = []
        r, w = os.pipe()
        xvfb = subprocess.Popen(
            ["Xvfb", "-displayfd", str(w), "-screen", "0", f"{size}x24", "-nolisten", "tcp"],
            pass_fds=(w,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )  # fmt: skip
        os.close(w)
        self.procs.append(xvfb)
        display = _read_line(r)
        if not display:
            self.close()
            raise RuntimeError("Xvfb did not start")
        r, w = os.pipe()
        bus = subprocess.Popen(
            ["dbus-daemon", "--session", "--nofork", "--nopidfile", f"--print-address={w}"],
            pass_fds=(w,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )  # fmt: skip
        os.close(w)
        self.procs.append(bus)
        address = _read_line(r)
        if not address:
            self.close()
            raise RuntimeError("dbus-daemon did not start")
        env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "AT_SPI"))}
        env.update(
            DISPLAY=f":{display}",
            DBUS_SESSION_BUS_ADDRESS=address,
            XDG_RUNTIME_DIR=str(self._runtime_dir()),
            NO_AT_BRIDGE="0",
            GTK_A11Y="atspi",
            PYTHON_KEYRING_BACKEND="keyring.backends.fail.Keyring",
        )
        self.env = env
        self.base = tmp / "base"
        with_data_key(self.base)
        # Never the gateway's default port (4950: the user's own Ling Desk, and tests/e2e's).
        settings = Settings()
        settings.gateway.port = pick_free_port()
        save_settings(Paths.from_basedir(self.base), settings)
        launcher = f"{sys.executable} {DOUBLE} {KNOBS}"
        self.log_path = tmp / "app.log"
        log = open(self.log_path, "ab")  # noqa: SIM115  # the child keeps its own copy
        try:
            app_env = dict(env, QT_QPA_PLATFORM="xcb", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
                           PYTHONFAULTHANDLER="1")  # fmt: skip
            self.app = subprocess.Popen(
                [sys.executable, "-m", "app", "--basedir", str(self.base), "--launcher", launcher,
                 "--model", str(model)],
                cwd=ROOT, env=app_env, stdout=log, stderr=subprocess.STDOUT,
            )  # fmt: skip
        finally:
            log.close()
        self.client = subprocess.Popen(
            [SYSTEM_PYTHON, str(CLIENT)], env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=open(tmp / "atspi-client.log", "ab"), text=True, bufsize=1,  # noqa: SIM115
        )  # fmt: skip
        assert self.client.stdout is not None
        if json.loads(self.client.stdout.readline() or "{}").get("ready") is not True:
            self.close()
            raise RuntimeError("the AT-SPI client did not start")

    def _runtime_dir(self) -> Path:
        d = self.tmp / "xdg-runtime"
        d.mkdir(mode=0o700, exist_ok=True)
        return d

    def ask(self, **req: Any) -> dict:
        assert self.client.stdin is not None and self.client.stdout is not None
        self.client.stdin.write(json.dumps(req) + "\n")
        self.client.stdin.flush()
        line = self.client.stdout.readline()
        if not line:
            raise RuntimeError(f"the AT-SPI client ended; app log:\n{self.app_log()}")
        return json.loads(line)

    def app_log(self) -> str:
        try:
            return self.log_path.read_text(errors="replace")[-4000:]
        except OSError:
            return ""

    def wait_for(self, cond: Callable[[], Any], timeout: float, what: str) -> Any:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            value = cond()
            if value:
                return value
            if self.app.poll() is not None:
                raise AssertionError(f"the app ended ({self.app.returncode}):\n{self.app_log()}")
            time.sleep(0.2)
        raise AssertionError(f"timed out waiting for {what}\n{self.app_log()}")

    def tree(self) -> dict:
        reply = self.ask(cmd="tree", app=APP_NAME)
        if "error" in reply:
            raise AssertionError(f"AT-SPI: {reply['error']}")
        return reply["tree"]

    def find(self, name: str, role: str | None = None, window: str = "") -> dict | None:
        """The first object so named (and of that role), in that top-level window if given."""
        reply = self.ask(cmd="find", app=APP_NAME, name=name, role=role, window=window)
        return reply.get("found")

    def press(self, name: str, role: str = "push button", window: str = "",
              modal: bool = False) -> None:  # fmt: skip
        """Do the object's first action (a click), as a screen reader's user does."""
        hit = self.wait_for(lambda: self.find(name, role, window), 20, f"{role} {name!r}")
        reply = self.ask(cmd="action", app=APP_NAME, path=hit["path"], action=0, modal=modal)
        assert reply.get("ok"), reply

    def set_text(self, name: str, text: str) -> None:
        hit = self.wait_for(lambda: self.find(name), 20, f"the text box {name!r}")
        assert self.ask(cmd="settext", app=APP_NAME, path=hit["path"], text=text).get("ok")

    def events(self) -> list[dict]:
        """The events heard since the last call; every one is also kept in `heard`."""
        new = self.ask(cmd="events")["events"]
        self.heard.extend(new)
        return new

    def announcements(self) -> list[str]:
        self.events()
        return [e["text"] for e in self.heard if e["type"] == "object:announcement"]

    def wait_announced(self, cond: Callable[[str], bool], timeout: float, what: str) -> str:
        def hit() -> str | None:
            return next((t for t in self.announcements() if cond(t)), None)

        try:
            return self.wait_for(hit, timeout, f"an announcement: {what}")
        except AssertionError as exc:
            raise AssertionError(f"{exc}\nannounced: {self.announcements()}") from None

    def close(self) -> None:
        for proc in (getattr(self, "client", None), getattr(self, "app", None), *self.procs[::-1]):
            if proc is None or proc.poll() is not None:
                continue
            proc.terminate()
            try:
                proc.wait(15)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(5)


def walk(node: dict) -> Iterator[dict]:
    yield node
    for child in node["children"]:
        yield from walk(child)

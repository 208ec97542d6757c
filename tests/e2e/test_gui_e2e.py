"""End to end: ling-desk as a process in a real X session (Xvfb), driven by keystrokes.

The app is started with --basedir and --launcher set to the SGLang double; a question is typed
with xdotool; the history file (saved while the answer streams) and the engine log say it
happened; screenshots of the main window and the side panel are saved, and each window's area in
them is painted in a theme colour (an unpainted X window is black); then the app is killed
with SIGKILL mid-answer: the text so far survives, no engine process is left, and the next start
shows the conversation (the cut answer marked as interrupted) and quits cleanly on SIGTERM.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from app.core import vault
from app.core.paths import Paths
from app.core.vault import keys
from app.ui.shell.theme import DARK_THEME, LIGHT_THEME
from tests.support.engine import DOUBLE, ROOT, make_model_dir

pytestmark = [pytest.mark.xvfb, pytest.mark.timeout(150)]

SHOTS = ROOT / "test-output" / "screenshots"
KNOBS = "--double-load-s 0.3 --double-health-delay 0.05 --double-warmup-delay 0.05 --double-tok-per-s 400"


def _need(binary: str) -> str:
    path = shutil.which(binary)
    if path is None:
        pytest.skip(f"{binary} is not installed (apt-get install xvfb xdotool); CI installs it")
    return path


@pytest.fixture
def xdisplay():
    xvfb = _need("Xvfb")
    _need("xdotool")
    r, w = os.pipe()
    proc = subprocess.Popen(
        [xvfb, "-displayfd", str(w), "-screen", "0", "1440x900x24", "-nolisten", "tcp"],
        pass_fds=(w,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    os.close(w)
    with os.fdopen(r) as fh:
        number = fh.readline().strip()
    if not number:
        proc.kill()
        pytest.skip("Xvfb did not start")
    # Without Qt's xcb libraries the window cannot open: skip with the app's own one line (the
    # README's list of what to install), not a time-out waiting for a window.
    from app.ui.shell.platform_check import describe_missing, missing_libraries, plugin_path

    plugin = plugin_path("xcb")
    libs = missing_libraries(plugin) if plugin else []
    if libs:
        proc.kill()
        pytest.skip(describe_missing(libs, "xcb (X11)"))
    yield f":{number}"
    proc.terminate()
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()


def env_for(display: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("QT_")}
    env.update(DISPLAY=display, QT_QPA_PLATFORM="xcb",
               PYTHON_KEYRING_BACKEND="keyring.backends.fail.Keyring")  # fmt: skip
    return env


def xdo(display: str, *args: str, timeout: float = 20) -> str:
    out = subprocess.run(["xdotool", *args], env=env_for(display), capture_output=True,
                         text=True, timeout=timeout)  # fmt: skip
    return out.stdout.strip()


def grab(display: str, name: str) -> Path:
    """A screenshot of the whole X screen, taken by a small Qt process on that display."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / f"{name}.png"
    code = (
        "import sys; from PySide6.QtGui import QGuiApplication; app = QGuiApplication([]); "
        "sys.exit(0 if app.primaryScreen().grabWindow(0).save(sys.argv[1]) else 1)"
    )
    subprocess.run([sys.executable, "-c", code, str(path)], env=env_for(display), timeout=30,
                   check=True)  # fmt: skip
    return path


# The colours a themed window's background can be, in either theme.
THEME_BACKGROUNDS = {
    QColor(c).rgb()
    for t in (LIGHT_THEME, DARK_THEME)
    for c in (t.window, t.base, t.alt_base, t.panel)
}


def geometry(display: str, wid: str) -> tuple[int, int, int, int]:
    out = xdo(display, "getwindowgeometry", "--shell", wid)
    g = dict(line.split("=", 1) for line in out.splitlines() if "=" in line)
    return int(g["X"]), int(g["Y"]), int(g["WIDTH"]), int(g["HEIGHT"])


def themed(shot: Path, rect: tuple[int, int, int, int]) -> bool:
    """The most common colour inside `rect` of the screenshot is a theme background."""
    img = QImage(str(shot))
    x0, y0, w, h = rect
    samples = [
        img.pixel(x, y)
        for x in range(max(x0, 0), min(x0 + w, img.width()), 9)
        for y in range(max(y0, 0), min(y0 + h, img.height()), 9)
    ]
    if not samples:
        return False
    top = max(set(samples), key=samples.count)
    return ((top & 0xFFFFFF) | 0xFF000000) in THEME_BACKGROUNDS


def grab_themed(display: str, name: str, wid: str, timeout: float = 20) -> Path:
    """Screenshots until window `wid` shows painted in a theme colour (then it has been drawn)."""

    def attempt() -> Path | None:
        shot = grab(display, name)
        return shot if themed(shot, geometry(display, wid)) else None

    return wait_for(attempt, timeout, f"{name}: the window painted in its theme")


def wait_for(cond, timeout: float, what: str):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = cond()
        if value:
            return value
        time.sleep(0.2)
    raise AssertionError(f"timed out waiting for {what}")


def rows(db: Path, sql: str, *args) -> list[tuple]:
    if not db.exists():
        return []
    # The app encrypts its history (issue 37): read with the data key of its data folder.
    con = vault.connect(db, keys.load(Paths.from_basedir(db.parent.parent)), timeout=2)
    try:
        return con.execute(sql, args).fetchall()
    except vault.OperationalError:
        return []
    finally:
        con.close()


def engine_pids(marker: str) -> list[int]:
    """Live processes whose command line mentions `marker` (our base dir), the app excepted."""
    pids = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            cmd = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
            state = (entry / "stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if marker in cmd and "sglang-double" in cmd and state != "Z":
            pids.append(int(entry.name))
    return pids


def start_app(display: str, base: Path, model: Path, log) -> subprocess.Popen:
    launcher = f"{sys.executable} {DOUBLE} {KNOBS}"
    return subprocess.Popen(
        [sys.executable, "-m", "app", "--basedir", str(base), "--launcher", launcher,
         "--model", str(model)],
        cwd=ROOT, env=env_for(display), stdout=log, stderr=subprocess.STDOUT,
    )  # fmt: skip


def main_window(display: str) -> str:
    return wait_for(lambda: xdo(display, "search", "--onlyvisible", "--name", "Ling Desk")
                    .split("\n")[0], 30, "the main window")  # fmt: skip


def test_type_a_conversation_kill_the_app_and_find_it_again(xdisplay, tmp_path):
    base = tmp_path / "base"
    model = make_model_dir(tmp_path / "models")
    db = base / "data" / "history.sqlite3"
    log = open(tmp_path / "app.log", "w")  # noqa: SIM115
    app = start_app(xdisplay, base, model, log)
    try:
        # The first start made the data key (the key file, as LINGDESK_KEY_STORE says): its
        # recovery key shows once, before the main window; Continue only once it is stored.
        dlg = wait_for(lambda: xdo(xdisplay, "search", "--onlyvisible", "--name",
                                   "your recovery key").split("\n")[0], 30,
                       "the recovery key dialog")  # fmt: skip
        time.sleep(0.5)  # painted
        grab(xdisplay, "e2e-recovery-key")
        xdo(xdisplay, "windowfocus", "--sync", dlg)
        xdo(xdisplay, "key", "Return")  # Continue is disabled: the dialog stays
        time.sleep(0.5)
        assert xdo(xdisplay, "search", "--onlyvisible", "--name", "your recovery key")
        xdo(xdisplay, "key", "space")  # ticks "I have stored it" (it has the focus)
        xdo(xdisplay, "key", "Return")
        wait_for(lambda: not xdo(xdisplay, "search", "--onlyvisible", "--name",
                                 "your recovery key"), 15, "the recovery key dialog to close")  # fmt: skip
        wid = main_window(xdisplay)
        engine_log = base / "logs" / "engine.log"
        # Ready once /health has answered 200 (it answers only after the ready line).
        wait_for(lambda: '"GET /health HTTP/1.1" 200' in engine_log.read_text()
                 if engine_log.exists() else False, 40, "the engine to answer /health")  # fmt: skip
        xdo(xdisplay, "windowfocus", "--sync", wid)
        xdo(xdisplay, "mousemove", "--window", wid, "600", "400")
        xdo(xdisplay, "type", "--delay", "15", "Hello from the keyboard")
        xdo(xdisplay, "key", "Return")
        wait_for(lambda: rows(db, "SELECT 1 FROM messages WHERE role='user' AND content=?",
                              "Hello from the keyboard"), 30, "the question in the history")  # fmt: skip
        # The answer is saved while it streams (8,192 tokens at 400 tok/s: ~20 s).
        wait_for(lambda: rows(db, "SELECT 1 FROM messages WHERE role='assistant' AND "
                              "status='streaming' AND length(content) > 300"), 60,
                 "the answer, saved while it streams")  # fmt: skip
        grab_themed(xdisplay, "e2e-main-window", wid)
        # The side panel, by its shortcut.
        xdo(xdisplay, "key", "ctrl+shift+l")
        panel = wait_for(lambda: xdo(xdisplay, "search", "--onlyvisible", "--name", "side panel")
                         .split("\n")[0], 15, "the side panel")  # fmt: skip
        grab_themed(xdisplay, "e2e-side-panel", panel)
        # The engine saw the request (the uvicorn access line in its log).
        assert "POST /v1/chat/completions" in (base / "logs" / "engine.log").read_text()
        # Kill the app mid-stream: the history stays, with at most ~0.5 s of text lost, and
        # the engine goes too (the supervisor's guard ends its process group).
        saved_before = rows(db, "SELECT length(content) FROM messages WHERE role='assistant'")
        app.send_signal(signal.SIGKILL)
        app.wait(10)
        wait_for(lambda: not engine_pids(str(base)), 20, "the engine to go after the kill")
        [(kept,)] = rows(db, "SELECT length(content) FROM messages WHERE role='assistant'")
        assert kept >= saved_before[0][0] > 300
        # The next start finds the conversation and quits cleanly on SIGTERM.
        app = start_app(xdisplay, base, model, log)
        wid = main_window(xdisplay)
        wait_for(lambda: rows(db, "SELECT 1 FROM messages WHERE status='interrupted'"), 30,
                 "the cut answer marked as interrupted at the start")  # fmt: skip
        grab_themed(xdisplay, "e2e-main-window-after-restart", wid)
        app.send_signal(signal.SIGTERM)
        assert app.wait(40) == 0
        wait_for(lambda: not engine_pids(str(base)), 20, "the engine to stop with the app")
        convs = rows(db, "SELECT title FROM conversations")
        assert convs and convs[0][0].startswith("Hello from the keyboard")
        # The cut answer is kept and marked as cut by the app's end, not left "streaming".
        [(status, length)] = rows(
            db, "SELECT status, length(content) FROM messages WHERE role='assistant'"
        )
        assert status == "interrupted" and length == kept
    finally:
        if app.poll() is None:
            app.kill()
            app.wait(10)
        for pid in engine_pids(str(base)):
            os.kill(pid, signal.SIGKILL)
        log.close()
        print((tmp_path / "app.log").read_text()[-3000:])

"""Chat GUI fixtures: one qasync loop per test, the app built in-process, the double as a process.

The app is built exactly as `ling-desk` builds it (app.ui.shell.app.Gui), with isolated Paths under
tmp_path and the SGLang double as the launcher; the real Supervisor starts it as a real process.
Screenshots go to test-output/screenshots/ (kept on purpose and on failure).
"""

from __future__ import annotations

import asyncio
import gc
import os
import sys
from pathlib import Path

import pytest

from tests.support.engine import DOUBLE, ROOT, make_model_dir

# Quick to start and to answer; a test's own knobs come after these and win.
FAST = ("--double-load-s", "0.3", "--double-health-delay", "0.05", "--double-warmup-delay", "0.05",
        "--double-tok-per-s", "1500")  # fmt: skip
SHOTS = ROOT / "test-output" / "screenshots"


def double_cmd(*knobs: str) -> list[str]:
    path = os.environ.get("LING_DESK_DOUBLE") or str(DOUBLE)  # a stand-in while developing
    return [sys.executable, path, *knobs]


def screenshot(widget, name: str) -> Path:
    from PySide6.QtCore import QCoreApplication, QEventLoop

    for _ in range(3):  # let pending layout requests land first
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / f"{name}.png"
    widget.grab().save(str(path))
    return path


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    rep = outcome.get_result()
    setattr(item, "rep_" + rep.when, rep)


@pytest.fixture(autouse=True, scope="package")
def _gc_on_the_gui_thread():
    """As the app does (app/ui/shell/app.py): no automatic GC, which may run in any thread (the
    asyncio.to_thread workers) and free Qt objects there, crashing Qt in its timer dispatch;
    instead a collection on this (the GUI) thread after every test."""
    gc.disable()
    yield
    gc.enable()


@pytest.fixture(autouse=True)
def _collect_after_each_test():
    yield
    gc.collect()


@pytest.fixture(autouse=True, scope="session")
def _binding_guard(qapp):
    """PySide6 6.12.0 on Python 3.11 leaks references to None/True/False (see qtfix.py)."""
    from app.ui.status.qtfix import guard_pyside_leaks

    guard_pyside_leaks()


@pytest.fixture
def aloop(qapp):
    """A qasync loop that runs whenever Qt processes events (qtbot.waitUntil, wait...)."""
    import qasync

    from app.ui.status.qtfix import install_asyncgen_hooks

    loop = qasync.QEventLoop(qapp, already_running=True)
    asyncio.set_event_loop(loop)
    install_asyncgen_hooks(loop)
    yield loop
    # Not loop.stop(): it calls QApplication.exit(), after which every later QEventLoop.exec()
    # (what qtbot.wait uses) returns at once and nothing is processed any more.
    loop._QEventLoop__is_running = False
    sys.set_asyncgen_hooks(firstiter=None, finalizer=None)
    asyncio.events._set_running_loop(None)
    loop.close()
    asyncio.set_event_loop(None)


def run(qtbot, coro, timeout: int = 30_000):
    """Await `coro` on the running qasync loop while Qt spins."""
    fut = asyncio.ensure_future(coro)
    qtbot.waitUntil(fut.done, timeout=timeout)
    return fut.result()


@pytest.fixture
def model_dir(tmp_path_factory) -> Path:
    return make_model_dir(tmp_path_factory.mktemp("model"))


@pytest.fixture
def make_gui(request, tmp_path, aloop, qtbot, model_dir):
    """make_gui(knobs=(...), basedir=None, start=True, model=...) -> a shown Gui."""
    from app.core.paths import Paths
    from app.core.settings import Settings
    from app.ui.shell.app import Gui

    guis = []

    def make(knobs=(), basedir=None, start=True, model=model_dir, settings=None,
             wait_ready=True, size=(1240, 800), vault=None):  # fmt: skip
        paths = Paths.from_basedir(basedir or tmp_path / "base").ensure()
        if settings is None:
            settings = Settings()
            # No max_tokens: the double then writes its ~300-token passage and stops (with
            # max_tokens it writes exactly that many).
            settings.sampling.max_tokens = 0
        if settings.gateway.port == 4950:  # the default: never the user's own Ling Desk's port
            from app.core.engine.supervisor import pick_free_port

            settings.gateway.port = pick_free_port()
        knobs = (*FAST, *knobs)
        overrides: dict[str, object] = {"launcher": double_cmd(*knobs)}
        if model is not None:
            overrides["model"] = str(model)
        gui = Gui(paths, settings, overrides, vault=vault)
        guis.append(gui)
        gui.show()
        if size is not None:
            gui.window.resize(*size)
        if start:
            gui.engine.start()
            if wait_ready:
                try:
                    qtbot.waitUntil(lambda: gui.engine.state == "ready", timeout=45_000)
                except Exception as exc:
                    tail = "\n".join(gui.engine.supervisor.tail(30))
                    raise AssertionError(
                        f"engine not ready: {gui.engine.state} {gui.engine.detail}\n{tail}"
                    ) from exc
        return gui

    yield make
    failed = getattr(request.node, "rep_call", None)
    for i, gui in enumerate(guis):
        if failed is not None and failed.failed:
            screenshot(gui.window, f"FAILED-{request.node.name}-{i}")
        run(qtbot, gui.shutdown(), timeout=40_000)
        gui.window.deleteLater()
        gui.side.deleteLater()
    qtbot.wait(10)


@pytest.fixture
def runner(qapp):
    """An asyncio Runner on a qasync loop, for tests that drive the engine without the app."""
    import qasync

    from app.ui.status.qtfix import install_asyncgen_hooks

    async def hooks() -> None:
        install_asyncgen_hooks()

    old_hooks = sys.get_asyncgen_hooks()
    with asyncio.Runner(loop_factory=lambda: qasync.QEventLoop(qapp)) as r:
        r.run(hooks())
        yield r
    sys.set_asyncgen_hooks(*old_hooks)


@pytest.fixture
def restore_language():
    """The i18n module to install a language with; after the test, English again, as the
    root conftest asks (LING_DESK_LANG=en): Qt's translators and the default locale too."""
    from PySide6.QtCore import QLocale

    from app.core import words
    from app.ui import i18n

    before = QLocale()
    yield i18n
    i18n.install(None)
    words.use_backend(None)
    words.set_language(None)
    QLocale.setDefault(before)

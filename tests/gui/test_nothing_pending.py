"""Quitting leaves nothing of the app pending on the event loop: a task still pending when the
loop closes is destroyed at garbage collection ("Task was destroyed but it is pending!"), and
what its `finally` closes (an HTTP client) is then closed outside any loop."""

from __future__ import annotations

import asyncio

import pytest

from app.core.settings import Settings
from tests.gui.conftest import run
from tests.gui.test_chat_gui import type_and_send

# The "stopping the engine" notice is a window: the offscreen plugin says it cannot size it.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def _left(loop: asyncio.AbstractEventLoop) -> list[str]:
    return [repr(t) for t in asyncio.all_tasks(loop) if not t.done()]


def test_quitting_while_a_restart_waits_out_its_backoff_leaves_no_task(
    make_gui, qtbot, aloop, monkeypatch
):
    monkeypatch.setenv("SGLANG_DOUBLE_FAULT", "crash-stream")
    settings = Settings()
    settings.sampling.max_tokens = 0
    settings.engine.auto_restart = True
    gui = make_gui(settings=settings)
    ctl = gui.engine
    ctl.restart_policy.base_s = 600.0  # the restart waits: the user quits meanwhile
    notices: list[str] = []
    ctl.notice.connect(notices.append)
    type_and_send(qtbot, gui.window.pane, "break it")
    qtbot.waitUntil(lambda: any("restarting in" in n for n in notices), timeout=20_000)
    run(qtbot, gui.shutdown(), timeout=40_000)
    qtbot.wait(50)  # the loop's next turns: what was cancelled has ended by now
    assert _left(aloop) == []
    assert ctl.state == "crashed"  # no restart came after the quit


def test_quitting_while_the_engine_loads_leaves_no_task(make_gui, qtbot, aloop):
    gui = make_gui(knobs=("--double-load-s", "60"), wait_ready=False)
    qtbot.waitUntil(lambda: gui.engine.state == "loading", timeout=30_000)
    run(qtbot, gui.shutdown(), timeout=40_000)
    qtbot.wait(50)
    assert _left(aloop) == []

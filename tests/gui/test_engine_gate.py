"""The GUI refuses to launch where preflight's memory check fails (a Spark would freeze)."""

from __future__ import annotations

import sys

import pytest

from app.core.paths import Paths
from app.core.settings import Settings
from app.core.verify.preflight import mem_available_bytes
from tests.gui.conftest import run
from tests.gui.test_chat_gui import type_and_send


def test_spark_with_too_little_free_memory_refuses_to_launch(aloop, qtbot, tmp_path, model_dir):
    from app.ui.engine_controller import FAILED, EngineController

    free = mem_available_bytes()
    if free is None or free >= 85 * 2**30:
        pytest.skip("this machine has 85 GiB or more free: the Spark guard would let it launch")
    settings = Settings()
    settings.engine.model_path = str(model_dir)
    settings.engine.profile = "gb10"  # unified memory: 85 GiB must be free before launch
    settings.engine.engine_python = sys.executable  # the default launcher: no custom engine
    ctl = EngineController(Paths.from_basedir(tmp_path / "base").ensure(), settings)
    started = run(qtbot, ctl.start_async(), timeout=90_000)
    assert started is False
    assert ctl.state == FAILED and ctl.failure_kind == "memory"
    assert "85" in ctl.detail and "free" in ctl.detail
    assert ctl.supervisor.pid is None  # nothing was launched


def test_auto_restart_after_a_curable_crash(make_gui, qtbot, monkeypatch):
    from app.core.settings import Settings

    monkeypatch.setenv("SGLANG_DOUBLE_FAULT", "crash-stream")
    settings = Settings()
    settings.sampling.max_tokens = 0
    settings.engine.auto_restart = True
    gui = make_gui(settings=settings)
    ctl = gui.engine
    ctl.restart_policy.base_s = 0.2  # the bounded backoff, made quick
    notices: list[str] = []
    ctl.notice.connect(notices.append)
    first = ctl.supervisor.pid
    type_and_send(qtbot, gui.window.pane, "break it")
    qtbot.waitUntil(lambda: ctl.state == "crashed", timeout=20_000)
    assert ctl.last_outcome is not None and ctl.last_outcome.diagnosis.kind == "cuda_fault"
    qtbot.waitUntil(lambda: ctl.state == "ready", timeout=30_000)
    assert ctl.supervisor.pid != first
    assert any("restarting in" in n for n in notices)

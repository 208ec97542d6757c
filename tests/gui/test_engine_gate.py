"""The GUI refuses to launch where preflight's memory check fails (a Spark would freeze)."""

from __future__ import annotations

import sys

import pytest

from app.core.paths import Paths
from app.core.settings import Settings
from app.core.verify.preflight import mem_available_bytes
from tests.gui.conftest import run


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

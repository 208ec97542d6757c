"""Closing the terminal that started the app (SIGHUP) quits it like SIGTERM does."""

from __future__ import annotations

import signal

import pytest

from tests.support.app_process import start_app, stop, wait_engine_ready, wait_for
from tests.support.engine import group_members, make_model_dir

pytestmark = pytest.mark.timeout(120)


def test_sighup_stops_the_engine_and_removes_runtime_files(tmp_path):
    base = tmp_path / "base"
    model = make_model_dir(tmp_path / "models")
    app = start_app(base, model, tmp_path / "app.log")
    engine_pid = None
    try:
        engine_pid = wait_engine_ready(base)
        runtime = base / "runtime"
        assert (runtime / "engine-config.yaml").exists()  # holds the engine's key while it runs
        app.send_signal(signal.SIGHUP)
        assert app.wait(40) == 0, (tmp_path / "app.log").read_text()[-3000:]
        wait_for(lambda: not group_members(engine_pid), 20, "the engine to stop")
        assert not (runtime / "engine.pid.json").exists()
        assert not (runtime / "engine-config.yaml").exists()
    finally:
        stop(app, engine_pid)

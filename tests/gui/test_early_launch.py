"""The engine launched before the window is built (issue 40): held until the window listens,
never launched past a cancelled unlock or set-up's gate, and stopped when the window cannot be
built. The SGLang double runs as a real process; nothing here is timed."""

from __future__ import annotations

import os

import pytest

from app.core.engine import events as ev
from app.core.paths import Paths
from app.core.settings import Settings
from tests.gui.conftest import FAST, double_cmd, run


def _settings() -> Settings:
    settings = Settings()
    settings.privacy.encrypt = False  # no key to make: no dialog, no keyring
    settings.gateway.enabled = False  # nothing binds a port here
    return settings


def _gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def test_an_early_engine_is_held_until_the_window_listens_then_told_in_order(
    aloop, qtbot, tmp_path, model_dir
):
    from app.ui.shell.app import launch_early, stop_early
    from app.ui.status.controller import StatusController

    paths = Paths.from_basedir(tmp_path / "base").ensure()
    overrides = {"launcher": double_cmd(*FAST), "model": str(model_dir)}
    engine = run(qtbot, launch_early(paths, _settings(), overrides))
    assert engine is not None and engine.holding
    qtbot.waitUntil(lambda: engine.supervisor.running, timeout=20_000)  # no window needed
    told: list[ev.EngineEvent] = []
    engine.engineEvent.connect(told.append)
    qtbot.waitUntil(lambda: len(engine.supervisor.lines) > 0, timeout=20_000)
    assert told == []  # kept, not told: nobody listened yet
    # The status panel is built over it (as the window's is), then everything is told.
    status = StatusController(engine, gpus_query=None)
    qtbot.addWidget(status.engine_view)
    engine.release()
    status.engine_view.log.flush()
    # Each line once (not caught up from the supervisor's ring, then told again).
    shown = [t for t in status.engine_view.log.shown_lines() if not t.startswith("────")]
    assert shown and len(shown) == len(engine.supervisor.lines)
    # Told now, from the start: the verification session begins at STARTING.
    states = [e.state for e in told if isinstance(e, ev.StateChanged)]
    assert states[0] == ev.EngineState.STARTING
    assert any(isinstance(e, ev.LogLine) for e in told)
    qtbot.waitUntil(lambda: engine.state == "ready", timeout=30_000)  # later events as usual
    pid = engine.supervisor.pid
    run(qtbot, stop_early(engine), timeout=40_000)
    assert pid is not None and _gone(pid)


def test_no_early_launch_past_set_ups_gate_or_without_autostart(aloop, qtbot, tmp_path):
    from app.ui.shell.app import launch_early

    paths = Paths.from_basedir(tmp_path / "base").ensure()
    # No model folder: set-up's page shows instead, and nothing is launched.
    gated = {"launcher": double_cmd(*FAST), "model": str(tmp_path / "no-model")}
    assert run(qtbot, launch_early(paths, _settings(), gated)) is None
    manual = _settings()
    manual.engine.autostart = False
    assert run(qtbot, launch_early(paths, manual, {"launcher": double_cmd(*FAST)})) is None


def test_a_cancelled_unlock_launches_no_engine(aloop, qtbot, tmp_path, model_dir, monkeypatch):
    import app.ui.shell.app as shell

    launched: list[object] = []
    monkeypatch.setattr(shell, "unlock_with_dialogs", lambda paths, settings: None)
    monkeypatch.setattr(shell, "launch_early", lambda *a: launched.append(a))
    paths = Paths.from_basedir(tmp_path / "base").ensure()
    overrides = {"launcher": double_cmd(*FAST), "model": str(model_dir)}
    assert run(qtbot, shell._main(paths, _settings(), overrides, [])) == 1
    assert launched == []


def test_a_window_that_cannot_be_built_stops_the_early_engine(
    aloop, qtbot, tmp_path, model_dir, monkeypatch
):
    import app.ui.shell.app as shell

    early: list = []
    launch = shell.launch_early

    async def keep(*args):
        engine = await launch(*args)
        early.append(engine)
        return engine

    def broken(self, *args, **kwargs):
        raise RuntimeError("the window could not be built")

    monkeypatch.setattr(shell, "launch_early", keep)
    monkeypatch.setattr(shell.Gui, "__init__", broken)
    paths = Paths.from_basedir(tmp_path / "base").ensure()
    overrides = {"launcher": double_cmd(*FAST), "model": str(model_dir)}
    with pytest.raises(RuntimeError, match="could not be built"):
        run(qtbot, shell._main(paths, _settings(), overrides, []), timeout=60_000)
    (engine,) = early
    pid = engine.supervisor.pid
    assert pid is not None  # it had been launched
    assert not engine.supervisor.running and _gone(pid)

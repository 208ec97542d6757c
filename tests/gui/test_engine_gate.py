"""The GUI refuses to launch where preflight's memory check fails (a Spark would freeze)."""

from __future__ import annotations

import sys

from app.core.paths import Paths
from app.core.settings import Settings
from app.core.verify import preflight
from tests.gui.conftest import run
from tests.gui.test_chat_gui import type_and_send


def fake_meminfo(tmp_path, free_gib: int):
    """A /proc/meminfo with `free_gib` available: the gate reads it as it reads the real one."""
    path = tmp_path / f"meminfo-{free_gib}"
    kib = free_gib * 2**20
    path.write_text(
        f"MemTotal:       {128 * 2**20} kB\nMemFree:        {kib} kB\nMemAvailable:   {kib} kB\n"
    )
    return path


def test_spark_with_too_little_free_memory_refuses_to_launch(
    aloop, qtbot, tmp_path, model_dir, monkeypatch
):
    from app.ui.status.engine_controller import FAILED, EngineController

    # Fake the reading, not the rule: on any host (a big GPU machine too) the Spark sees 40 GiB.
    monkeypatch.setitem(
        preflight.run_preflight.__kwdefaults__, "meminfo", fake_meminfo(tmp_path, 40)
    )
    settings = Settings()
    settings.engine.model_path = str(model_dir)
    settings.engine.profile = "gb10"  # unified memory: 85 GiB must be free before launch
    settings.engine.engine_python = sys.executable  # the default launcher: no custom engine
    ctl = EngineController(Paths.from_basedir(tmp_path / "base").ensure(), settings)
    started = run(qtbot, ctl.start_async(), timeout=90_000)
    assert started is False
    assert ctl.state == FAILED and ctl.failure_kind == "memory"
    assert "42.9 GB free" in ctl.detail and "91.3 GB" in ctl.detail
    assert ctl.supervisor.pid is None  # nothing was launched
    # With room enough the same gate lets the launch go on.
    monkeypatch.setitem(
        preflight.run_preflight.__kwdefaults__, "meminfo", fake_meminfo(tmp_path, 100)
    )
    assert ctl._memory_gate(ctl.prepared) is None


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


def test_every_engine_object_the_app_makes_dies_with_it(qtbot, tmp_path):
    """A switch to a running engine and back, or to two machines, makes new engine objects:
    each must keep the kernel's parent-death signal, not only the first."""
    import copy

    from app.core.engine.group import EngineGroup
    from app.ui.status.engine_controller import EngineController

    paths = Paths.from_basedir(tmp_path / "base").ensure()
    ctl = EngineController(paths, Settings(), die_with_app=True)
    assert ctl.supervisor.die_with_app
    replaced: list[object] = []
    ctl.engineReplaced.connect(replaced.append)
    attached = copy.deepcopy(ctl.settings)
    attached.engine.attach_url = "http://127.0.0.1:9"
    ctl.update_settings(attached)
    assert ctl.attached
    ctl.update_settings(Settings())  # back to an engine of our own: a new Supervisor
    assert not ctl.attached and ctl.supervisor.die_with_app
    ctl._fit_engine(multi_node=True)  # the two-Sparks profile: an EngineGroup
    assert isinstance(ctl.supervisor, EngineGroup) and ctl.supervisor.die_with_app
    ctl._fit_engine(multi_node=False)
    assert ctl.supervisor.die_with_app
    # Each new engine object was announced, so followers (the API gateway) can follow it.
    assert len(replaced) == 4 and replaced[-1] is ctl.supervisor

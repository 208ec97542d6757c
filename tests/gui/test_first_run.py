"""The first-run page as a user meets it: no engine environment and no model on a fresh machine.

Real widgets, the real download job against the loopback hub stand-in (throttled so Cancel lands
midway), real files; the engine environment from tiny stand-in wheels (no index reached).
"""

from __future__ import annotations

import pytest

from tests.gui.conftest import run, screenshot
from tests.support.hub import FakeHub

SHARD1 = "model-00001-of-00003.safetensors"


@pytest.fixture
def fresh_gui(tmp_path, aloop, qtbot, monkeypatch):
    from app.core.paths import Paths
    from app.core.settings import Settings
    from app.ui.app import Gui

    monkeypatch.delenv("HF_HUB_OFFLINE", raising=False)
    guis = []

    def make(size=(1240, 800)):
        paths = Paths.from_basedir(tmp_path / "base").ensure()
        # The app's own Python has no sglang here: exactly a fresh machine's first start.
        gui = Gui(paths, Settings())
        guis.append(gui)
        gui.show()
        gui.window.resize(*size)
        gui.start_engine()
        return gui

    yield make
    for gui in guis:
        run(qtbot, gui.shutdown(), timeout=40_000)
        gui.window.deleteLater()
        gui.side.deleteLater()


def test_fresh_start_shows_the_steps_and_grey_optimization_rows(fresh_gui, qtbot):
    gui = fresh_gui()
    page = gui.first_run.page
    assert gui.first_run.shown
    assert gui.engine.state == "stopped"  # nothing was launched that could only fail
    qtbot.waitUntil(lambda: "engine_env" in page.verdicts, timeout=60_000)
    assert page.env.state.text().endswith("to do</span>")
    assert "SGLang is not installed" in page.env.detail.text()
    assert page.model.state.text().endswith("to do</span>")
    assert "Press Download model" in page.model.detail.text()
    assert not page.start_button.isEnabled()
    assert "only connection Ling Desk ever makes" in page.net_note.text()
    # The optimization rows have not been judged: grey "not checked yet", never red.
    for id in ("humming_moe", "fp8_lm_head", "mtp_nextn"):
        row = gui.status.panel.rows[id]
        assert row.verdict.status == "pending" and row.verdict.summary == "Not checked yet."
        assert row.dot.status == "pending"  # the grey ring
    assert gui.status.badge()[0] != "fail"
    screenshot(gui.window, "first-run-large")
    gui.window.resize(760, 560)
    screenshot(gui.window, "first-run-narrow")


def test_download_cancel_from_the_gui_then_finish_it(fresh_gui, qtbot, monkeypatch):
    with FakeHub(throttle_bps=256 * 1024) as hub:
        monkeypatch.setenv("HF_ENDPOINT", hub.endpoint)
        gui = fresh_gui()
        page = gui.first_run.page
        qtbot.waitUntil(lambda: "model_files" in page.verdicts, timeout=60_000)
        page.model_download.click()
        assert page.busy and page.model.cancel.isVisible()
        part = gui.ctx.paths.data_dir / "models" / "Ling-3.0-flash-fp4" / ".ling-desk" / "partial"
        qtbot.waitUntil(lambda: (part / (SHARD1 + ".part")).exists()
                        and page.model.progress.value() > 0, timeout=30_000)  # fmt: skip
        assert "Overall" in page.model.progress_text.text()
        screenshot(gui.window, "first-run-downloading")
        page.model.cancel.click()
        qtbot.waitUntil(lambda: not page.busy, timeout=30_000)
        assert "Cancelled" in page.model.progress_text.text()
        kept = (part / (SHARD1 + ".part")).stat().st_size
        assert 0 < kept < len(hub.files[SHARD1])
        assert gui.ctx.settings.engine.model_path == ""  # nothing configured by half a download
        hub.throttle_bps = 0
        page.model_download.click()
        qtbot.waitUntil(lambda: page._ok("model_files"), timeout=60_000)
        assert hub.gets(SHARD1)[-1] == f"bytes={kept}-"  # the second run resumed
        dest = gui.ctx.paths.data_dir / "models" / "Ling-3.0-flash-fp4"
        assert gui.ctx.settings.engine.model_path == str(dest)
        assert (dest / SHARD1).read_bytes() == hub.files[SHARD1]
        assert page.model.state.text().endswith("ready</span>")

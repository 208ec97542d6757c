"""The first-run page as a user meets it: no engine environment and no model on a fresh machine.

Real widgets, the real download job against the loopback hub stand-in (throttled so Cancel lands
midway), real files; the engine environment from tiny stand-in wheels (no index reached).
"""

from __future__ import annotations

import os
import re

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from tests.gui.conftest import run, screenshot
from tests.support.hub import FakeHub

SHARD1 = "model-00001-of-00003.safetensors"
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen's dialogs


@pytest.fixture
def fresh_gui(tmp_path, aloop, qtbot, monkeypatch):
    from app.core.paths import Paths
    from app.core.settings import Settings
    from app.ui.shell.app import Gui

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
    # Exact: each place Ling Desk connects beyond the machine, named with where it happens.
    note = page.net_note.text()
    assert "only connection" not in note
    for said in ("Download model (step 2)", "huggingface_hub", "Create engine environment "
                 "(step 1) has pip", "Python package index", "MCP tool server you add in "
                 "Settings &gt; Tools", "always runs offline"):  # fmt: skip
        assert said in note, said
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


def test_a_trickling_hub_reads_stalled_in_the_window_not_hours_left(fresh_gui, qtbot, monkeypatch):
    # A byte every half second, never long enough without one for the job to give up here.
    monkeypatch.setenv("LING_DESK_HUB_STALL_S", "120")
    with FakeHub() as hub:
        monkeypatch.setenv("HF_ENDPOINT", hub.endpoint)
        hub.trickle(SHARD1, 0.5)
        gui = fresh_gui()
        page = gui.first_run.page
        qtbot.waitUntil(lambda: "model_files" in page.verdicts, timeout=60_000)
        page.model_download.click()
        text = page.model.progress_text.text
        qtbot.waitUntil(lambda: text().startswith(SHARD1) and "Overall" in text(), timeout=30_000)
        # Once the rate's window (5 s) holds only the trickle: "stalled", where it said "436 h".
        qtbot.waitUntil(lambda: text().endswith(", stalled"), timeout=30_000)
        assert re.search(r"at \d+ B/s, stalled$", text()), text()
        assert " h " not in text()
        page.model.cancel.click()
        qtbot.waitUntil(lambda: not page.busy, timeout=30_000)


def _answer(said: list[str], label: str) -> None:
    box = QApplication.activeModalWidget()
    assert isinstance(box, QMessageBox)
    said.append(box.text())
    next(b for b in box.buttons() if b.text() == label).click()


def test_quit_during_a_download_asks_stops_it_and_the_next_start_offers_resume(
    fresh_gui, qtbot, monkeypatch
):
    from app.core.setup.jobs import human_bytes

    with FakeHub(throttle_bps=256 * 1024) as hub:
        monkeypatch.setenv("HF_ENDPOINT", hub.endpoint)
        gui = fresh_gui()
        page = gui.first_run.page
        qtbot.waitUntil(lambda: "model_files" in page.verdicts, timeout=60_000)
        page.model_download.click()
        part = gui.ctx.paths.data_dir / "models" / "Ling-3.0-flash-fp4" / ".ling-desk" / "partial"
        qtbot.waitUntil(lambda: (part / (SHARD1 + ".part")).exists()
                        and page.model.progress.value() > 0, timeout=30_000)  # fmt: skip
        said: list[str] = []
        QTimer.singleShot(0, lambda: _answer(said, "Keep downloading"))
        gui.window.quitRequested.emit()  # Ctrl+Q
        assert not gui.quit_event.is_set() and page.busy  # kept on, unasked nothing stops
        assert re.fullmatch(r"Download in progress, \S+ \S?B of 3\.1 MB: quit and resume later\?",
                            said[0]), said  # fmt: skip
        QTimer.singleShot(0, lambda: _answer(said, "Quit and resume later"))
        gui.window.quitRequested.emit()
        assert gui.quit_event.is_set()
        run(qtbot, gui.shutdown(), timeout=40_000)
        assert gui.stopping_notice.label.text() == "Stopping the download…"  # it was shown
        # Stopped, not left downloading with no window: the job ended as a cancel, in its log.
        assert not page.busy and page._task.done()
        logs = list((gui.ctx.paths.log_dir / "setup").glob("model-download-*.log"))
        assert "Cancelled; what was downloaded is kept" in logs[0].read_text()
        kept = (part / (SHARD1 + ".part")).stat().st_size
        assert 0 < kept < len(hub.files[SHARD1])
        # The next start offers to resume the partial copy, saying how much is kept.
        again = fresh_gui()
        page2 = again.first_run.page
        qtbot.waitUntil(lambda: "model_files" in page2.verdicts, timeout=60_000)
        small = sum(len(d) for n, d in hub.files.items() if n.endswith(".json"))
        total = sum(len(d) for d in hub.files.values())
        assert page2.model_download.text() == (
            f"Resume download ({human_bytes(small + kept)} of {human_bytes(total)} kept)"
        )
        screenshot(again.window, "first-run-resume-offered")
        hub.throttle_bps = 0
        page2.model_download.click()
        qtbot.waitUntil(lambda: page2._ok("model_files"), timeout=60_000)
        assert hub.gets(SHARD1)[-1] == f"bytes={kept}-"
        assert page2.model_download.text() == "Download model"


def test_a_lost_connection_is_said_with_what_is_kept_retried_then_offered_as_resume(
    fresh_gui, qtbot, monkeypatch
):
    from app.core.setup.jobs import human_bytes

    # The first retry waits 2 s (long enough to read its line), the second hardly at all.
    monkeypatch.setenv("LING_DESK_HUB_RETRY_S", "2,0.05")
    with FakeHub() as hub:
        monkeypatch.setenv("HF_ENDPOINT", hub.endpoint)
        cut = 300_000
        hub.drop(SHARD1, cut, 0, 0)  # bytes, then the connection is lost for good
        gui = fresh_gui()
        page = gui.first_run.page
        qtbot.waitUntil(lambda: "model_files" in page.verdicts, timeout=60_000)
        page.model_download.click()
        small = sum(len(d) for n, d in hub.files.items() if n.endswith(".json"))
        total = sum(len(d) for d in hub.files.values())
        qtbot.waitUntil(lambda: "Retrying in" in page.model.progress_text.text(), timeout=30_000)
        line = page.model.progress_text.text()
        assert re.match(
            rf"Connection lost: {re.escape(human_bytes(small + cut))} of 3\.1 MB kept\. "
            r"Retrying in [12] s\n",
            line,
        ), line
        assert "Errno" not in line and "the connection was cut midway" in line
        # The bar says what the line says (it showed 2.1% beside "302.0 KB of 3.1 MB kept").
        assert page.model.progress.text() == f"{100 * (small + cut) / total:.1f}%"
        screenshot(gui.window, "first-run-retrying")
        qtbot.waitUntil(lambda: not page.busy, timeout=30_000)
        text = page.model.progress_text.text()
        left = human_bytes(total - small - cut)
        assert text.startswith(f"Connection lost: {human_bytes(small + cut)} of "
                               f"{human_bytes(total)} kept. Resume fetches the {left} left.")  # fmt: skip
        assert "Errno" not in text
        assert page.model_download.text() == f"Resume ({left} left)"
        assert page.model.cancel.isHidden()  # nothing runs to cancel
        assert page.model.progress.text() == f"{100 * (small + cut) / total:.1f}%"  # up to date
        assert hub.gets(SHARD1) == [None, f"bytes={cut}-", f"bytes={cut}-"]  # bounded: 2 retries
        screenshot(gui.window, "first-run-connection-lost")
        page.model_download.click()  # Resume
        qtbot.waitUntil(lambda: page._ok("model_files"), timeout=60_000)
        assert hub.gets(SHARD1)[-1] == f"bytes={cut}-"
        dest = gui.ctx.paths.data_dir / "models" / "Ling-3.0-flash-fp4"
        assert (dest / SHARD1).read_bytes() == hub.files[SHARD1]


def test_engine_env_progress_moves_with_an_old_pip_that_gives_no_byte_counts(
    fresh_gui, qtbot, monkeypatch
):
    from tests.unit.test_setup_engine_env_progress import PIP_24_0, fake_venv

    gui = fresh_gui()
    page = gui.first_run.page
    qtbot.waitUntil(lambda: "engine_env" in page.verdicts, timeout=60_000)
    # The venv the button creates is already there, with pip 24.0 and no newer pip to be had.
    env = fake_venv(gui.ctx.paths.data_dir / "engine-venv", "24.0")
    (env / "bin" / "no-newer-pip").write_text("")
    (env / "bin" / "pip-output").write_text(PIP_24_0)
    (env / "bin" / "pip-pause").write_text("2\n")  # slow enough to quit while it runs
    monkeypatch.setenv("LING_DESK_PIP_ARGS", "--no-index --find-links /nonexistent")
    page.env_create.click()
    text = page.env.progress_text.text
    qtbot.waitUntil(lambda: "torch-2.9.1" in text(), timeout=30_000)
    # No byte counts from this pip: a busy bar that moves by itself, never one stuck at 0%.
    assert (page.env.progress.minimum(), page.env.progress.maximum()) == (0, 0)
    assert "0 B of" not in text()
    assert re.search(r"\n2 packages so far · 2\.5 MB fetched · \d+ s so far$", text()), text()
    screenshot(gui.window, "first-run-env-old-pip")
    first = text()
    qtbot.waitUntil(lambda: text() != first, timeout=5_000)  # the time goes on while pip is silent
    said: list[str] = []
    QTimer.singleShot(0, lambda: _answer(said, "Keep installing"))
    gui.window.quitRequested.emit()  # Ctrl+Q asks first here too
    assert not gui.quit_event.is_set()
    assert re.fullmatch(r"The engine environment is being created \(\d+ s so far\): quit and "
                        r"finish it later\? What pip installed is kept\.", said[0]), said  # fmt: skip
    calls = (env / "bin" / "pip-calls").read_text().splitlines()
    assert calls[0].endswith("--no-index --find-links /nonexistent --upgrade pip")
    QTimer.singleShot(0, lambda: _answer(said, "Quit and finish later"))
    gui.window.quitRequested.emit()
    assert gui.quit_event.is_set()
    run(qtbot, gui.shutdown(), timeout=40_000)
    # Meanwhile a window said what the quit waited on (the window itself was already gone).
    notice = gui.stopping_notice
    assert notice is not None and notice.label.text() == "Stopping the engine-environment job…"
    assert "What pip installed is kept" in notice.detail.text() and not notice.isVisible()
    # pip's whole process group ended with the quit: nothing installs on without a window.
    assert not page.busy
    with pytest.raises(ProcessLookupError):
        os.killpg(int((env / "bin" / "pip-pid").read_text()), 0)
    logs = list((gui.ctx.paths.log_dir / "setup").glob("engine-env-*.log"))
    assert "Cancelled; the venv is kept" in logs[0].read_text()


def test_engine_panel_start_on_the_set_up_page_starts_nothing_and_says_the_first_step(
    fresh_gui, qtbot, tmp_path
):

    gui = fresh_gui()
    page = gui.first_run.page
    qtbot.waitUntil(lambda: "engine_env" in page.verdicts, timeout=60_000)
    view = gui.status.engine_view
    assert view.start_button.isEnabled()
    view.start_button.click()  # the Engine panel's Start
    qtbot.wait(50)
    # Nothing launched that could only fail: no card, no red, the set-up page still shown.
    assert gui.engine.state == "stopped" and gui.first_run.shown
    assert view.crash.isHidden()
    assert gui.window.statusBar().currentMessage() == (
        "Finish set-up first: step 1 (Engine environment) and step 2 (Model). The engine "
        "cannot start without them."
    )
    assert page.start.detail.text() == gui.window.statusBar().currentMessage()  # step 3 too
    view.restart_button.click()  # Restart is asked the same way
    assert gui.engine.state == "stopped"
    screenshot(gui.window, "first-run-start-refused")


def test_a_launch_failure_card_goes_when_set_up_puts_its_piece_in_place(fresh_gui, qtbot, tmp_path):
    from tests.support.engine import make_model_dir

    gui = fresh_gui()
    page = gui.first_run.page
    qtbot.waitUntil(lambda: "engine_env" in page.verdicts, timeout=60_000)
    # A launch that failed for want of a model (as one started before the gate could, or from
    # the command line's settings) leaves its card.
    run(qtbot, gui.engine.start_async())
    assert gui.engine.state == "failed" and gui.engine.failure_kind == "model_missing"
    view = gui.status.engine_view
    assert not view.crash.isHidden()
    run(qtbot, page.use_model(make_model_dir(tmp_path / "model")), timeout=60_000)
    assert page._ok("model_files")
    # The model is in place: the card that said it was missing is gone, the rows not checked.
    assert view.crash.isHidden()
    assert gui.engine.state == "stopped" and gui.engine.failure_kind == ""
    row = gui.status.panel.rows["mtp_nextn"]
    assert row.verdict.status == "pending"

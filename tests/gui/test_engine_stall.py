"""An engine that hangs while loading is noticed: the chat and the status panel say where it is
stuck with Stop/Restart/Show log; the ready timeout stops it, and a waiting message ends with the
real reason instead of waiting forever."""

from __future__ import annotations

import html

import pytest

from app.core.chat.model import ERROR, QUEUED
from app.core.settings import Settings
from tests.gui.conftest import screenshot

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def hang_settings(stall_s: float, timeout_s: float) -> Settings:
    s = Settings()
    s.sampling.max_tokens = 0
    s.engine.stall_after_s = stall_s
    s.engine.ready_timeout_s = timeout_s
    return s


def test_stall_then_timeout_ends_the_waiting_message(make_gui, qtbot):
    gui = make_gui(knobs=("--double-fault", "hang"), settings=hang_settings(1.0, 8.0),
                   wait_ready=False)  # fmt: skip
    gui.engine.watch_interval_s = 0.2
    pane = gui.window.pane
    qtbot.waitUntil(lambda: gui.engine.state == "loading", timeout=20_000)
    pane.send("Are you there?", [])
    conv = pane.conv
    reply = conv.last()
    assert reply.status == QUEUED
    qtbot.waitUntil(lambda: "looks stuck" in gui.engine.stall_text, timeout=20_000)
    assert "capturing CUDA graphs: target verify" in gui.engine.stall_text
    assert "looks stuck" in pane.banner.text.text()
    assert gui.status.panel.badge.text() == (
        "Engine looks stuck at capturing CUDA graphs: target verify"
    )
    assert {"Stop", "Restart", "Show log"} <= {b.text() for b in pane.banner.buttons}
    assert gui.status.engine_view.stall.isVisible() or not gui.window.engine_dock.isVisible()
    # The ready timeout: the engine is stopped and the message says why.
    qtbot.waitUntil(lambda: gui.engine.state == "failed", timeout=30_000)
    assert gui.engine.failure_kind == "timeout"
    assert gui.engine.stall_text == ""
    qtbot.waitUntil(lambda: conv.last().status == ERROR, timeout=5_000)
    assert "did not become ready within 8 s" in conv.last().error
    assert "capturing CUDA graphs: target verify" in conv.last().error


def test_stop_while_loading_ends_the_waiting_message_plainly(make_gui, qtbot):
    gui = make_gui(knobs=("--double-fault", "hang"), settings=hang_settings(300.0, 600.0),
                   wait_ready=False)  # fmt: skip
    pane = gui.window.pane
    qtbot.waitUntil(lambda: gui.engine.state == "loading", timeout=20_000)
    # Issue 39 item 10: while it loads nothing is checked: the badges say what it does instead.
    pill = gui.status.panel.badge
    qtbot.waitUntil(lambda: pill.text() == "Capturing CUDA graphs", timeout=20_000)
    assert gui.status.badge() == ("loading", "Capturing CUDA graphs")
    gui.window.resize(1600, 1000)
    screenshot(gui.window, "loading-phase-badge-1600")
    gui.window.resize(480, 700)
    screenshot(gui.window, "loading-phase-badge-480")
    pane.send("Hello?", [])
    conv = pane.conv
    gui.engine.stop()
    qtbot.waitUntil(lambda: conv.last().status == ERROR, timeout=30_000)
    assert conv.last().error.startswith("Not sent: the engine was stopped before it was ready")
    assert "stopping when this was sent" not in conv.last().error


def test_a_crash_is_told_in_full_once_and_pointed_to_elsewhere(make_gui, qtbot):
    gui = make_gui(knobs=("--double-fault", "oom-load"), wait_ready=False)
    qtbot.waitUntil(lambda: gui.engine.state == "crashed", timeout=30_000)
    card = gui.status.engine_view.crash
    qtbot.waitUntil(lambda: not card.isHidden(), timeout=5_000)
    remedy = html.escape(gui.engine.last_outcome.diagnosis.remedy)
    assert remedy and remedy in card.remedy.text()  # in full, once: the crash card
    banner = gui.window.pane.banner.text.text()
    assert banner.startswith("<b>The engine crashed: out of GPU memory.</b>")
    assert "The Engine panel says what happened and what to do" in banner
    summary = html.escape(gui.engine.last_outcome.diagnosis.summary)
    assert remedy not in banner and summary not in banner  # pointed to, not repeated


def test_after_stop_the_rows_read_not_checked(make_gui, qtbot):
    from app.core.verify import verdict as vd
    from app.core.verify.verdict import Status

    gui = make_gui()
    qtbot.waitUntil(lambda: gui.status.panel.row(vd.MTP_NEXTN).verdict.status == Status.PASS,
                    timeout=30_000)  # fmt: skip
    gui.engine.stop()
    qtbot.waitUntil(lambda: gui.engine.state == "stopped", timeout=30_000)
    for id in vd.OPTIMIZATION_IDS:
        v = gui.status.panel.row(id).verdict
        assert v.status == Status.PENDING and v.summary.startswith("Not checked"), v
    assert gui.status.panel.overall == ("pending", "Not checked yet")


def test_a_hang_is_noticed_by_what_its_step_took_last_time_and_remembered_after_stop(
    make_gui, qtbot, monkeypatch
):
    """Issue 29 item 12: the stall warning came after the 5-minute setting while the title
    still said loading, and Stop forgot where it hung. The last start's timings (kept in the
    data dir) set each step's limit; the title and status bar say "looks stuck"; after Stop the
    window says where it was stuck."""
    from app.ui.status import loading

    # The floor and margin scaled down with the double's sub-second steps (real: 45 s, 30 s).
    monkeypatch.setattr(loading, "STALL_MIN_S", 0.5)
    monkeypatch.setattr(loading, "STALL_MARGIN_S", 0.5)
    gui = make_gui(knobs=("--double-fault", "hang"), settings=hang_settings(300.0, 600.0),
                   start=False)  # fmt: skip
    steps = {"starting": 1.0, "weights": 1.0, "caches": 0.5, "humming": 0.5, "graphs": 0.3,
             "warmup": 0.5}  # fmt: skip
    loading.LoadTimes(gui.engine.paths.load_times_file).record(
        loading.LoadRecord("an earlier start", 4.0, steps, 3, 0.0)
    )
    gui.engine.watch_interval_s = 0.2
    gui.engine.start()
    qtbot.waitUntil(lambda: "capturing CUDA graphs" in gui.engine.stall_text, timeout=20_000)
    assert gui.engine.state == "loading"  # noticed long before the 300-s setting
    assert "where this step took 0 s in all at the last start" in gui.engine.stall_text
    stuck = "looks stuck at capturing CUDA graphs: target verify"
    qtbot.waitUntil(lambda: stuck in gui.window.windowTitle(), timeout=5_000)
    assert stuck in gui.window.badge.text()  # the status bar
    view = gui.status.engine_view
    qtbot.waitUntil(lambda: "looks stuck" in view.time_label.text(), timeout=5_000)
    assert "left" not in view.time_label.text()  # no countdown while nothing moves
    gui.engine.stop()
    qtbot.waitUntil(lambda: gui.engine.state == "stopped", timeout=30_000)
    where = "stopped while stuck at capturing CUDA graphs: target verify"
    assert gui.engine.detail == where
    assert where in gui.window.windowTitle() and where in gui.window.badge.text()
    assert where in gui.status.engine_view.detail.text()

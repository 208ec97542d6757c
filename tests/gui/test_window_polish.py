"""Window details a user meets: the probe's figures say they are the probe's, no full 'Ready'
bar, a one-line notice once, and the settings the remedies name."""

from __future__ import annotations

import pytest

from app.core.settings import Settings
from app.ui.settings.dialog import SettingsDialog

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def test_ready_engine_shows_probe_figures_as_the_probes_and_no_full_bar(make_gui, qtbot):
    gui = make_gui()
    ctl = gui.status
    qtbot.waitUntil(lambda: ctl.hub.from_probe, timeout=30_000)
    qtbot.waitUntil(lambda: "startup probe" in ctl.gauges.decode.sub.text(), timeout=10_000)
    assert ctl.engine_view.progress.isHidden()  # ready: no full blue bar
    assert ctl.engine_view.state_label.text() == "Ready"


def test_a_notice_is_one_line_once_with_details_on_demand(make_gui, qtbot):
    gui = make_gui(start=False)
    text = (
        "The engine key is kept in /home/someone/.config/ling-desk/engine-key (readable by you "
        "only) because no keyring service is available. Unlock or install a keyring."
    )
    gui.window.notice(text)
    bar = gui.window.pane.notice
    assert bar.isVisibleTo(gui.window)
    shown = bar.text.text()
    assert shown == "The engine key is kept in engine-key (readable by you only)"
    assert bar.buttons[0].text() == "Details…"
    bar.hide()
    gui.window.notice(text)  # the second time: only the status bar
    assert not bar.isVisibleTo(gui.window)
    assert gui.window.statusBar().currentMessage() == text


def test_settings_dialog_has_what_the_remedies_name(qtbot):
    s = Settings()
    s.engine.mem_fraction_static = 0.6
    dlg = SettingsDialog(s)
    qtbot.addWidget(dlg)
    assert dlg.mem_fraction.value() == pytest.approx(0.6)
    assert dlg.ready_timeout.value() == 30 and dlg.stall_after.value() == 5
    dlg.mem_fraction.setValue(0.55)
    dlg.mtp_steps.setValue(2)  # draft tokens follow: steps + 1
    dlg.ready_timeout.setValue(45)
    out = dlg.result_settings()
    assert out.engine.mem_fraction_static == pytest.approx(0.55)
    assert (out.optimizations.mtp_steps, out.optimizations.mtp_draft_tokens) == (2, 3)
    assert out.engine.ready_timeout_s == 45 * 60
    assert out.engine.stall_after_s == 300.0  # untouched: the file's value is kept
    assert dlg.engine_changed()


def test_narrow_window_folds_the_side_areas_and_unfolds_them(make_gui, qtbot):
    gui = make_gui(start=False, size=(1400, 900))
    win = gui.window
    qtbot.waitUntil(lambda: win.sidebar.isVisible() and win.engine_dock.isVisible(), timeout=5000)
    win.resize(480, 700)
    qtbot.waitUntil(lambda: not win.sidebar.isVisible(), timeout=5000)
    assert not win.engine_dock.isVisible()
    assert win.width() <= 480 + 1  # nothing forces the window wider than asked
    qtbot.waitUntil(lambda: win.pane.width() >= win.CHAT_MIN, timeout=5000)  # the chat keeps it
    assert (win.chats_button.text(), win.engine_button.text()) == ("Chats", "Engine")
    assert not win.chats_button.isChecked()
    win.chats_button.click()  # the user can still open the list on demand
    assert win.sidebar.isVisible()
    win.chats_button.click()
    win.resize(1400, 900)
    qtbot.waitUntil(lambda: win.sidebar.isVisible() and win.engine_dock.isVisible(), timeout=5000)


def test_settings_dialog_sets_how_long_a_silent_answer_waits(qtbot):
    s = Settings()
    s.engine.stream_idle_s = 90.0
    dlg = SettingsDialog(s)
    qtbot.addWidget(dlg)
    assert dlg.stream_idle.value() == 90
    assert dlg.result_settings().engine.stream_idle_s == 90.0  # untouched: kept as it was
    dlg.stream_idle.setValue(240)
    assert dlg.result_settings().engine.stream_idle_s == 240.0


def test_a_settings_file_made_hostile_while_running_is_said_when_settings_open(make_gui):
    gui = make_gui(start=False)
    said: list[str] = []
    gui.ctx.status.connect(said.append)
    gui.paths.settings_file.write_text("a = " + "[" * 5000 + "]" * 5000, encoding="utf-8")
    assert gui.ctx.disk_settings() == Settings()  # defaults, the file kept aside
    assert said and said[-1].startswith("Settings: ")
    assert "broken-" in said[-1]


def test_settings_dialog_sets_the_local_api_and_parallel_requests(qtbot):
    s = Settings()
    dlg = SettingsDialog(s)
    qtbot.addWidget(dlg)
    assert (dlg.gateway_enabled.isChecked(), dlg.gateway_port.value(), dlg.parallel.value()) == (
        True, 4950, 1)  # fmt: skip
    dlg.gateway_port.setValue(5123)
    dlg.gateway_enabled.setChecked(False)
    dlg.parallel.setValue(2)
    out = dlg.result_settings()
    assert (out.gateway.enabled, out.gateway.port, out.engine.parallel_requests) == (
        False, 5123, 2)  # fmt: skip
    assert dlg.engine_changed()  # parallel requests change the engine's launch: restart asked

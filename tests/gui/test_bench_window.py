"""The Benchmark window runs the ladder in the app, shows the result and applies the best rung."""

from __future__ import annotations

import json

import pytest
from PySide6.QtGui import QColor

from app.core.settings import load_settings
from tests.gui.conftest import screenshot

# Offscreen Qt cannot raise or size a top-level window; it says so as a warning.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def test_ladder_in_the_window_then_apply(make_gui, qtbot, tmp_path):
    gui = make_gui(knobs=("--double-speed-follows-flags", "1", "--double-accuracy", "0.9",
                          "--double-tok-per-s", "400"))  # fmt: skip
    prompts = tmp_path / "sums.jsonl"
    prompts.write_text("".join(
        json.dumps({"prompt": f"What is {a} plus {a}?", "answer": 2 * a}) + "\n" for a in range(1, 6)
    ))  # fmt: skip
    gui.window.open_benchmark()
    win = gui.window._bench
    win._file = str(prompts)
    win.workload.blockSignals(True)
    win.workload.setCurrentIndex(2)  # the prompts file, chosen without the file dialog
    win.workload.blockSignals(False)
    win.rungs["humming"].setChecked(False)
    win.rungs["humming_fp8"].setChecked(False)
    win._update_estimate()
    assert "2 engine starts and 10 requests" in win.estimate.text()
    win.start()
    qtbot.waitUntil(lambda: win._task is None, timeout=90_000)
    summary = win._summary
    assert summary is not None, win.status.text()
    assert [c["id"] for c in summary["configs"]] == ["baseline", "humming_fp8_mtp"]
    assert summary["best"] == "humming_fp8_mtp"
    assert win.recommendation.text().startswith("Use `humming_fp8_mtp`")
    assert win.runs.count() == 1 and win.apply_btn.isEnabled()
    # The chart draws the best bar in its own colour.
    win.resize(900, 640)
    shot = win.chart.grab().toImage()
    colours = {shot.pixelColor(x, y).name() for x in range(0, shot.width(), 3)
               for y in range(0, shot.height(), 3)}  # fmt: skip
    assert QColor("#2e86de").name() in colours
    screenshot(win, "bench-window")
    # The chat engine comes back after the ladder.
    qtbot.waitUntil(lambda: gui.engine.state == "ready", timeout=45_000)
    win.apply_best()
    saved = load_settings(gui.ctx.paths).settings
    assert saved.optimizations.mtp_nextn and saved.optimizations.mtp_steps == 3
    assert "launcher" not in json.dumps(saved.engine.launcher)  # the override is not saved
    assert saved.engine.launcher == []
    win.close()


def _prompts_file(win, tmp_path, n=5):
    prompts = tmp_path / "sums.jsonl"
    prompts.write_text("".join(
        json.dumps({"prompt": f"What is {a} plus {a}?", "answer": 2 * a}) + "\n"
        for a in range(1, n + 1)
    ))  # fmt: skip
    win._file = str(prompts)
    win.workload.blockSignals(True)
    win.workload.setCurrentIndex(2)  # the prompts file, chosen without the file dialog
    win.workload.blockSignals(False)
    win._update_estimate()


def test_start_during_a_benchmark_says_the_benchmark_has_the_engine(make_gui, qtbot, tmp_path):
    # Slow answers: the ladder is still measuring its first rung when the user presses Start.
    gui = make_gui(knobs=("--double-tok-per-s", "30"))
    gui.window.open_benchmark()
    win = gui.window._bench
    _prompts_file(win, tmp_path)
    win.rungs["humming"].setChecked(False)
    win.rungs["humming_fp8"].setChecked(False)
    win.start()
    qtbot.waitUntil(lambda: "request" in win.status.text(), timeout=60_000)
    pane, panel = gui.window.pane, gui.status.engine_view
    for press in (gui.engine.start, gui.engine.restart):
        press()
        qtbot.wait(300)
        text = pane.banner.text.text()
        assert "Another Ling Desk" not in text and str(__import__("os").getpid()) not in text
        assert "The benchmark is using the engine (rung 1 of 2)" in text, text
        assert gui.engine.state != "failed"
    # The buttons that would start an engine say why they cannot.
    assert not panel.start_button.isEnabled() and not panel.restart_button.isEnabled()
    assert "benchmark" in panel.start_button.toolTip().lower()
    gui.window._engine_menu_shown()
    assert not gui.window.act_start.isEnabled() and not gui.window.act_restart.isEnabled()
    screenshot(gui.window, "bench-owns-engine")
    cancel = pane.banner.button("Cancel benchmark")
    assert cancel is not None
    cancel.click()
    qtbot.waitUntil(lambda: win._task is None, timeout=30_000)
    # Given back: the chat engine starts again and the buttons work.
    qtbot.waitUntil(lambda: gui.engine.state == "ready", timeout=45_000)
    assert "benchmark" not in pane.banner.text.text().lower() or pane.banner.isHidden()
    assert panel.stop_button.isEnabled() and panel.restart_button.isEnabled()
    win.close()

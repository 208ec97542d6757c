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

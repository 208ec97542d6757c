"""The Benchmark window runs the ladder in the app, shows the result and applies the best rung."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QGuiApplication
from PySide6.QtWidgets import QMessageBox

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
    rec = win.recommendation.text()
    # Names, not ids in backticks; 5 questions cannot show an accuracy change, and it says so.
    assert rec.startswith("Use Humming MoE + FP8 LM head + NEXTN MTP (3 steps): "), rec
    assert "`" not in rec and "humming_fp8_mtp" not in rec
    assert "5 questions are far too few to tell whether accuracy changed" in rec
    assert "no detectable change" not in rec
    assert win.runs.count() == 1 and win.apply_btn.isEnabled()
    # The run keeps its report.md, as a CLI run does, and the window says where.
    report = win._run.folder / "report.md"
    assert report.is_file() and "**Recommendation:**" in report.read_text()
    assert "ling-desk bench --workload" in report.read_text()
    assert str(report) in win.report_line.text()
    # The chart draws the best bar in its own colour.
    win.resize(900, 640)
    shot = win.chart.grab().toImage()
    colours = {shot.pixelColor(x, y).name() for x in range(0, shot.width(), 3)
               for y in range(0, shot.height(), 3)}  # fmt: skip
    assert QColor("#2e86de").name() in colours
    screenshot(win, "bench-window")
    # The chat engine comes back after the ladder.
    qtbot.waitUntil(lambda: gui.engine.state == "ready", timeout=45_000)
    # The settings already are the best configuration (the defaults): nothing to ask, nothing
    # restarted.
    states = []
    gui.engine.stateChanged.connect(lambda st, _d: states.append(st))
    win.apply_best()
    qtbot.wait(300)  # a restart would have begun by now
    assert win._apply_box is None and states == []
    assert "already use" in win.status.text() and "nothing to change" in win.status.text()
    # Saved without NEXTN: Apply asks before it restarts the engine; Cancel changes nothing.
    disk = gui.ctx.disk_settings()
    disk.optimizations.mtp_nextn = False
    gui.ctx.save_settings(disk)
    before = load_settings(gui.ctx.paths).settings
    win.apply_best()
    box = win._apply_box
    assert box is not None and "restart the engine" in box.text()
    assert "Humming MoE + FP8 LM head + NEXTN MTP (3 steps)" in box.text()
    box.button(QMessageBox.StandardButton.Cancel).click()
    assert load_settings(gui.ctx.paths).settings == before and states == []
    win.apply_best()
    go = next(b for b in win._apply_box.buttons() if b.text() == "Save and restart")
    go.click()
    saved = load_settings(gui.ctx.paths).settings
    assert saved.optimizations.mtp_nextn and saved.optimizations.mtp_steps == 3
    assert "launcher" not in json.dumps(saved.engine.launcher)  # the override is not saved
    assert saved.engine.launcher == []
    qtbot.waitUntil(lambda: "stopping" in states and gui.engine.state == "ready", timeout=45_000)
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
    qtbot.wait(300)
    # Before anyone presses anything, the Engine panel's buttons are already off.
    assert not panel.start_button.isEnabled() and not panel.restart_button.isEnabled()
    assert not panel.stop_button.isEnabled()
    assert panel.state_label.text() == "Benchmark running"  # not "Stopped"
    for press in (gui.engine.start, gui.engine.restart):
        press()
        qtbot.wait(300)
        text = pane.banner.text.text()
        assert "Another Ling Desk" not in text and str(__import__("os").getpid()) not in text
        assert "The benchmark is using the engine (rung 1 of 2)" in text, text
        assert gui.engine.state != "failed"
    # The title and status bar say an engine runs, the benchmark's (not "Engine stopped"), and
    # the gauges hold no figure of the chat's last engine.
    assert gui.window.windowTitle().endswith("[Benchmark running (rung 1 of 2)]")
    assert gui.window.badge.text().endswith("Benchmark running (rung 1 of 2)")
    gauges = gui.status.gauges
    for tile in (gauges.decode, gauges.accept, gauges.ttft, gauges.roof):
        assert (tile.value.text(), tile.sub.text()) == ("–", "benchmark running")
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
    assert "Benchmark" not in gui.window.windowTitle() and gauges.decode.sub.text() != (
        "benchmark running"
    )
    win.close()


def test_the_window_opens_inside_the_screen(make_gui, qtbot):
    gui = make_gui(start=False)
    avail = QGuiApplication.primaryScreen().availableGeometry()
    assert (
        avail.width() < 900 or avail.height() < 640
    )  # offscreen: 800 px wide, narrower than it was
    gui.window.open_benchmark()
    win = gui.window._bench
    qtbot.waitExposed(win)
    assert avail.contains(win.geometry()), (win.geometry(), avail)
    # Everything stays reachable: the content scrolls rather than pushing the window larger.
    assert win.minimumSizeHint().width() <= avail.width()
    assert win.minimumSizeHint().height() <= avail.height()
    win.close()


def _sweep_summary() -> dict:
    configs = []
    for i, cid in enumerate(["baseline", "humming", "humming_fp8", "humming_fp8_mtp",
                             "mtp_s1", "mtp_s2", "mtp_s3", "mtp_s4"]):  # fmt: skip
        configs.append({
            "id": cid, "ok": True, "n": 50,
            "decode_tok_s": {"mean": 40.0 + 5 * i, "ci95": [38.0 + 5 * i, 42.0 + 5 * i]},
            "accept_length": None if i < 3 else 2.5 + i / 10, "accuracy": 0.875,
        })  # fmt: skip
    return {"configs": configs, "best": "mtp_s4", "comparisons": []}


def test_sweep_labels_fit_their_slots_at_the_charts_narrowest(qtbot):
    from app.ui.bench.window import SpeedChart

    chart = SpeedChart()
    qtbot.addWidget(chart)
    summary = _sweep_summary()
    chart.set_summary(summary)
    chart.resize(chart.minimumWidth(), chart.minimumHeight())
    fm = chart.fontMetrics()
    cell = (chart.width() - 16) / len(summary["configs"]) - chart.PAD
    texts = [t for c in summary["configs"] for t in chart._texts(c)]
    # Names, not ids; each word and each number line fits its own slot: nothing is cut or
    # runs into the neighbour's.
    assert "NEXTN depth 2 (sweep)" in texts and not any("_" in t for t in texts)
    for t in texts:
        for word in t.split():
            assert fm.horizontalAdvance(word) <= cell, (word, cell)
    screenshot(chart, "bench-chart-sweep")


def test_eight_bars_fit_the_windows_first_size_without_a_scroll_bar(make_gui, qtbot):
    """Issue 39 item 12: at the default size all 8 bars show, none behind a horizontal scroll
    bar (the number lines wrap in a narrow slot instead of widening the chart)."""
    from app.ui.bench.window import WANT_SIZE

    gui = make_gui(start=False)
    gui.window.open_benchmark()
    win = gui.window._bench
    qtbot.waitExposed(win)
    win.resize(*WANT_SIZE)
    summary = _sweep_summary()
    for c in summary["configs"]:  # the widest numbers a run shows: every answer right
        c["accuracy"] = 1.0
    win.chart.set_summary(summary)
    win._fit_chart_height()
    qtbot.wait(50)
    assert len(win.chart.configs) == 8
    bar = win.chart_scroll.horizontalScrollBar()
    assert not bar.isVisible(), (win.chart.minimumWidth(), win.chart_scroll.viewport().width())
    assert win.chart.width() <= win.chart_scroll.viewport().width()
    screenshot(win, "bench-eight-bars-900x680")
    win.close()


def test_the_sweeps_depth_3_is_the_full_stack_measured_once_and_said(make_gui, qtbot, tmp_path):
    from app.core.ladder import configs as lc
    from app.core.ladder import runner
    from app.ui.bench.window import WANT_SIZE

    chosen = lc.pick(None, True)
    ids = [c.id for c in chosen]
    assert "humming_fp8_mtp" in ids and "mtp_s3" not in ids and len(ids) == 7  # once
    assert lc.folded(ids) == {"mtp_s3": "humming_fp8_mtp"}
    # The page says so before the run...
    gui = make_gui(start=False)
    gui.window.open_benchmark()
    win = gui.window._bench
    qtbot.waitExposed(win)
    win.resize(*WANT_SIZE)
    win.sweep.setChecked(True)
    assert "7 engine starts" in win.estimate.text()
    assert (
        "NEXTN depth 3 (sweep) is the same configuration as Humming + FP8 head + NEXTN (its "
        "NEXTN runs 3 steps): measured once, shown once."
    ) in win.estimate.text()
    # ...and the ladder's result (the summary, its report and the chart) after it.
    run = runner.StoredRun.create(gui.ctx.paths, {"id": "r1", "configs": ids, "seed": 0})
    for cid in ids:
        run.results[cid] = runner.ConfigResult(cid, True, requests=[
            runner.RequestResult(key=f"k{i}", ok=True, decode_tok_s=40.0 + i + ids.index(cid),
                                 latency_s=1.0, accept_length=2.5, correct=True)
            for i in range(5)
        ])  # fmt: skip
    summary = runner.summarize(run)
    assert summary["same_as"] == {"mtp_s3": "humming_fp8_mtp"}
    assert "measured once" in runner.markdown_report(summary, "ling-desk bench --sweep-spec")
    win._show(run)
    assert "measured once, shown once" in win.recommendation.text()
    assert win.chart._label(win.chart.configs[3]) == "Humming + FP8 head + NEXTN = depth 3"
    screenshot(win, "bench-sweep-folded-900x680")
    win.resize(480, 700)
    screenshot(win, "bench-sweep-folded-480x700")
    win.close()


def test_the_history_workload_reads_the_encrypted_history(make_gui, qtbot):
    from app.core import vault
    from app.core.chat.model import Conversation, Message

    gui = make_gui(start=False)
    assert gui.ctx.data_key is not None and vault.is_encrypted(gui.paths.history_db)
    conv = Conversation(id="q", title="Q", created_at=1.0, updated_at=1.0)
    msg = Message(id="q1", conversation_id="q", parent_id=None, role="user",
                  content="What is two plus two?", created_at=1.0, updated_at=1.0)  # fmt: skip
    gui.store.save_all(conv, [msg])
    assert "q" in gui.store.conversation_ids()  # read after the background save is written
    gui.window.open_benchmark()
    win = gui.window._bench
    win.workload.setCurrentIndex(win.workload.findData("history"))
    workload = win.load()  # through the window's context, with its data key
    assert workload.name == "history" and workload.n == 1
    assert workload.items[0].messages[0]["content"] == "What is two plus two?"


def test_chinese_number_lines_fit_under_their_bars(qtbot, monkeypatch):
    """In Chinese the numbers' lines come from a fallback font, taller than the widget font's:
    the chart is made tall enough for the text laid out under each bar (it cut "87.5%" off)."""
    from app.core import words
    from app.ui import i18n
    from app.ui.bench.window import SpeedChart

    monkeypatch.setenv(words.ENV, "zh_CN")
    i18n.install(None)
    try:
        chart = SpeedChart()
        qtbot.addWidget(chart)
        summary = _sweep_summary()
        chart.set_summary(summary)
        chart.resize(chart.minimumWidth(), chart.minimumHeight())
        assert chart._texts(summary["configs"][3])[1].startswith("接受长度")
        fm = chart.fontMetrics()
        slot = (chart.width() - 16) / len(summary["configs"])
        box = QRect(0, 0, int(slot - chart.PAD), 10_000)
        wrap = int(Qt.AlignmentFlag.AlignHCenter) | int(Qt.TextFlag.TextWordWrap)
        # paintEvent keeps the chart's lowest under_height + 4 px for the texts: the names (as
        # tall as the tallest) and then each number line, laid out as drawn.
        room = chart._under_height(slot) + 4
        names = max(
            fm.boundingRect(box, wrap, chart._label(c)).height() for c in summary["configs"]
        )
        for c in summary["configs"]:
            need = names + sum(fm.boundingRect(box, wrap, t).height() for t in chart._extra(c))
            assert need <= room, (chart._texts(c), need, room)
    finally:
        monkeypatch.setenv(words.ENV, "en")
        i18n.install(None)
        words.use_backend(None)
        words.set_language(None)

"""The status widgets standalone: rows, badge, log, gauges, crash card, loading stages."""

from __future__ import annotations

import json
import re
import weakref

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QGuiApplication, QTextCursor
from PySide6.QtWidgets import QMainWindow, QToolButton

from app.core.engine import events as ev
from app.core.gauges import ChunkTimer, GaugeHub
from app.core.paths import Paths
from app.core.roofline import estimate_from_config
from app.core.settings import Settings
from app.core.verify import verdict as vd
from app.core.verify.verdict import Status, Verdict
from app.ui.shell.throttle import Throttle
from app.ui.status import StatusDock, attach_chat, install
from app.ui.status.engine_view import CrashCard, EngineView
from app.ui.status.gauges_view import GaugesView
from app.ui.status.loading import LoadRecord, LoadTimes, LoadTracker, fmt_duration
from app.ui.status.log_view import LogView
from app.ui.status.panel import COMPACT_IDS, EXTRA_IDS, StatusPanel, breakable, overall_badge
from tests.support.engine import ROOT

FIXTURE_CONFIG = ROOT / "tests" / "fixtures" / "ling-3.0-flash-config.json"

# The offscreen platform warns on every top-level show; nothing to do with these widgets.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def V(id, status, summary="s", evidence=(), remedy=""):
    return Verdict.make(id, Status(status), summary, list(evidence), remedy)


# --- the panel ------------------------------------------------------------------------------


def test_rows_start_grey_and_compact(qtbot):
    panel = StatusPanel()
    qtbot.addWidget(panel)
    panel.show()
    for id in COMPACT_IDS:
        assert panel.row(id).isVisible()
        assert panel.row(id).verdict.status == Status.PENDING  # nothing green before evidence
    for id in EXTRA_IDS:
        assert not panel.row(id).isVisible()
    panel.more.click()
    assert all(panel.row(id).isVisible() for id in EXTRA_IDS)
    assert panel.overall[0] == "pending"


def test_a_long_overall_badge_wraps_in_a_narrow_dock(qtbot):
    from PySide6.QtWidgets import QScrollArea

    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    panel = StatusPanel()
    area.setWidget(panel)
    qtbot.addWidget(area)
    area.resize(300, 600)
    area.show()
    ok = [V(i, "pass") for i in (vd.ENGINE_READY, vd.HUMMING_MOE, vd.MTP_NEXTN)]
    panel.set_verdicts([*ok, V(vd.FP8_LM_HEAD, "fail", remedy="Turn it off")])
    assert panel.badge.text().startswith("Ready, slower than it should be")
    qtbot.wait(100)  # the layouts settle on posted events
    assert panel.width() == area.viewport().width()  # nothing cut off at the right
    assert panel.badge.geometry().right() <= panel.width()
    assert panel.badge.height() > panel.badge.fontMetrics().height() * 1.5  # on two lines


def test_click_row_shows_evidence_and_remedy_and_copies(qtbot):
    panel = StatusPanel()
    qtbot.addWidget(panel)
    panel.show()
    panel.set_verdict(V(vd.FP8_LM_HEAD, "fail", "The head is BF16.",
                        ["engine extension report (target): {\"dtype\": \"bfloat16\"}"],
                        "Turn off the FP8 LM head."))  # fmt: skip
    row = panel.row(vd.FP8_LM_HEAD)
    assert row.dot.status == "fail"
    assert not row.expanded
    qtbot.mouseClick(row, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert row.expanded and row.details.isVisible()
    text = row.details_text.text()
    assert "bfloat16" in text and "Turn off the FP8 LM head." in text
    # Said once: in full in the red header, not again under it.
    assert row.summary.plain == "The head is BF16." and row.summary.wrap
    assert "The head is BF16." not in text
    panel.set_verdict(V(vd.HUMMING_MOE, "pass", "Humming runs the MoE layers (by the log)."))
    ok = panel.row(vd.HUMMING_MOE)
    assert "Humming runs the MoE layers (by the log)." in ok.details_text.text()  # header elides
    row.copy_button.click()
    clip = QGuiApplication.clipboard().text()
    assert clip.startswith("FP8 LM head: FAIL") and "What to do: Turn off the FP8 LM head." in clip
    row.setFocus()
    qtbot.keyClick(row, Qt.Key.Key_Space)
    assert not row.expanded


def test_a_row_builds_its_details_when_first_opened_with_what_it_was_told_meanwhile(qtbot):
    panel = StatusPanel()
    qtbot.addWidget(panel)
    panel.show()
    row = panel.row(vd.MTP_NEXTN)
    row.set_verdict(V(vd.MTP_NEXTN, "warn", "Few drafts accepted.", ["accept length 1.2"],
                      "Restart the engine."))  # fmt: skip
    assert row.findChildren(QToolButton) == []  # nothing under an unopened header (issue 40)
    qtbot.mouseClick(row, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert row.expanded and "accept length 1.2" in row.details_text.text()
    shown = [b.text() for b in row.findChildren(QToolButton) if b.isVisible()]
    assert sorted(shown) == ["Copy", "Restart engine"]
    assert (
        row.action_buttons["restart"].accessibleDescription()
        == "For the check NEXTN multi-token prediction"
    )


def test_a_failing_row_can_point_to_where_it_is_said_in_full(qtbot):
    panel = StatusPanel()
    qtbot.addWidget(panel)
    panel.show()
    panel.set_verdict(V(vd.ENGINE_READY, "pass", "The engine answers /health after 3.7 s."))
    panel.set_pointer(vd.ENGINE_READY, "See the card above.")
    row = panel.row(vd.ENGINE_READY)
    assert row.summary.plain == "The engine answers /health after 3.7 s."  # only a failure points
    panel.set_verdict(V(vd.ENGINE_READY, "fail", "The engine failed with a Python error: X."))
    assert row.summary.plain == "See the card above." and row.summary.wrap
    row.set_expanded(True)
    assert "The engine failed with a Python error: X." in row.details_text.text()
    assert "Python error" in row.toolTip()  # the full sentence stays on hover
    panel.set_pointer(vd.ENGINE_READY, "")
    assert row.summary.plain == "The engine failed with a Python error: X."
    assert "Python error" not in row.details_text.text()  # in the header again, said once


@pytest.mark.parametrize(
    ("statuses", "expected"),
    [
        (("pass", "pass", "pass"), "pass"),
        (("pass", "fail", "pass"), "fail"),
        (("pass", "warn", "pass"), "warn"),
        (("pass", "pending", "pass"), "pending"),
        (("pass", "warn", "fail"), "fail"),
        (("pass", "pass", "skip"), "skip"),
    ],
)
def test_overall_badge(statuses, expected):
    verdicts = {i: V(i, s) for i, s in zip(vd.OPTIMIZATION_IDS, statuses, strict=True)}
    status, text = overall_badge(verdicts)
    assert status == expected
    if expected == "fail":
        assert "failed" in text
    if expected == "pass":
        assert text == "All 3 optimizations verified"


def test_badge_signal_and_engine_failure(qtbot):
    panel = StatusPanel()
    qtbot.addWidget(panel)
    with qtbot.waitSignal(panel.overallChanged) as sig:
        panel.set_verdicts([V(i, "pass") for i in vd.OPTIMIZATION_IDS])
    assert sig.args[0] == "pass"
    with qtbot.waitSignal(panel.overallChanged) as sig:
        panel.set_verdict(V(vd.MTP_NEXTN, "fail", "accept length 1.00"))
    assert sig.args == ["fail", "NEXTN multi-token prediction failed"]
    panel.clear()
    assert panel.overall[0] == "pending"


# --- the log --------------------------------------------------------------------------------


def test_log_batches_appends_and_replaces_progress(qtbot):
    view = LogView(flush_ms=30)
    qtbot.addWidget(view)
    for i in range(200):
        view.append(f"line {i}", "stderr")
    assert view.text.document().blockCount() == 1  # nothing yet: batched
    qtbot.waitUntil(lambda: view.flushes == 1)
    assert view.text.toPlainText().splitlines()[-1] == "line 199"
    view.append("Loading safetensors checkpoint shards:  10% Completed | 1/10", progress=True)
    view.flush()
    view.append("Loading safetensors checkpoint shards:  20% Completed | 2/10", progress=True)
    view.append("Loading safetensors checkpoint shards:  30% Completed | 3/10", progress=True)
    view.flush()
    lines = view.text.toPlainText().splitlines()
    assert lines[-1].startswith("Loading safetensors checkpoint shards:  30%")
    assert sum("checkpoint shards" in ln for ln in lines) == 1
    view.append("Load weight end.", "stderr")
    view.flush()
    assert view.text.toPlainText().splitlines()[-2:] == [lines[-1], "Load weight end."]


def test_log_is_bounded(qtbot):
    view = LogView(max_lines=100, flush_ms=10)
    qtbot.addWidget(view)
    for i in range(1000):
        view.append(f"line {i}")
    view.flush()
    assert view.text.document().blockCount() <= 100
    assert len(view.entries) == 100


def _heap_in_use() -> int:
    """Bytes glibc's malloc has handed out and not had back (Qt's C++ objects included)."""
    import ctypes

    class MallInfo2(ctypes.Structure):
        _fields_ = [(n, ctypes.c_size_t) for n in (
            "arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks",
            "fordblks", "keepcost")]  # fmt: skip

    libc = ctypes.CDLL("libc.so.6")
    libc.mallinfo2.restype = MallInfo2
    return libc.mallinfo2().uordblks


ENGINE_LINE = ("[2026-12-03 07:40:01 TP0] Prefill batch, #new-seq: 1, #new-token: 2345, #cached-token: "
               "0, full token usage: 0.01, mamba usage: 0.02, #running-req: 0, #queue-req: 0, "
               "#pending-token: 0, cuda graph: False, input throughput (token/s): 1001.23")  # fmt: skip
DECODE_LINE = ("[2026-12-03 07:40:02 TP0] Decode batch, #running-req: 1, #token: {n}, token usage: "
               "0.01, accept len: 2.71, accept rate: 0.68, cuda graph: True, gen throughput (token/s): "
               "53.9, #queue-req: 0")  # fmt: skip


def test_log_shows_a_run_of_decode_lines_as_its_newest(qtbot):
    # SGLang prints a Decode batch line every 40 decode steps (thousands an hour): a run of them
    # reads as one status line, as tqdm's bar does; any other line ends the run.
    view = LogView(flush_ms=10_000)
    qtbot.addWidget(view)
    for n in range(30):
        view.append(DECODE_LINE.format(n=n))
    view.flush()
    for n in range(30, 60):
        view.append(DECODE_LINE.format(n=n))
        view.flush()  # across flushes too
    assert view.text.toPlainText().splitlines() == [DECODE_LINE.format(n=59)]
    view.append('[t] INFO:     127.0.0.1:5 - "POST /v1/chat/completions HTTP/1.1" 200 OK', "stdout")
    view.append(DECODE_LINE.format(n=60))
    view.append(DECODE_LINE.format(n=61))
    view.flush()
    lines = view.text.toPlainText().splitlines()
    assert lines == [DECODE_LINE.format(n=59), lines[1], DECODE_LINE.format(n=61)]
    assert [e.text for e in view.entries] == lines  # the model holds what is shown
    view.filter.setCurrentIndex(view.filter.findData("stdout"))
    view.append(DECODE_LINE.format(n=62))  # hidden by the filter, still the newest of its run
    view.flush()
    view.filter.setCurrentIndex(view.filter.findData("all"))
    assert view.text.toPlainText().splitlines()[-1] == DECODE_LINE.format(n=62)
    assert len(view.entries) == 3


def _stream_log(qtbot, view: LogView, lines: int, tag: str = "") -> None:
    for k in range(lines // 40):  # as the engine's lines arrive: a batch per flush
        for i in range(40):
            view.append(f"{ENGINE_LINE} {tag}{k}.{i}")
        view.flush()
        qtbot.wait(0)


def _page(qtbot, view: LogView, key) -> None:
    """The user pages to the top or the end (a read-only log scrolls by pages, not Ctrl+Home)."""
    bar = view.text.verticalScrollBar()
    for _ in range(500):
        if bar.value() == (0 if key == Qt.Key.Key_PageUp else bar.maximum()):
            return
        qtbot.keyClick(view.text, key)


def test_log_followed_at_its_end_keeps_memory_bounded(qtbot):
    # Every line appended to a visible log keeps its shaped glyphs (~11 KB an engine line), so
    # 5,000 lines held 58 MiB; resetting the document while the user follows the end frees them.
    held = {}
    for every in (10**9, 200):
        view = LogView(flush_ms=10_000, compact_every=every)
        qtbot.addWidget(view)
        view.resize(420, 600)
        view.show()
        qtbot.waitExposed(view)
        before = _heap_in_use()
        _stream_log(qtbot, view, 2000, tag=f"{every}:")
        held[every] = _heap_in_use() - before
        bar = view.text.verticalScrollBar()
        assert bar.value() == bar.maximum()  # still following the end
        lines = view.text.toPlainText().splitlines()
        assert len(lines) == 2000 and lines[-1].endswith(f"{every}:49.39")  # nothing lost
        view.close()
    assert held[200] < held[10**9] / 2, held


def test_log_read_back_or_selected_is_not_reset(qtbot):
    view = LogView(flush_ms=10_000, compact_every=100)
    qtbot.addWidget(view)
    view.resize(420, 300)
    view.show()
    qtbot.waitExposed(view)
    _stream_log(qtbot, view, 120)
    assert view.compactions == 1
    bar = view.text.verticalScrollBar()
    _page(qtbot, view, Qt.Key.Key_PageUp)
    assert bar.value() == 0  # the user reads back from the top: nothing moves
    _stream_log(qtbot, view, 200, tag="b")
    assert view.compactions == 1 and bar.value() == 0
    _page(qtbot, view, Qt.Key.Key_PageDown)
    cur = view.text.textCursor()
    cur.movePosition(QTextCursor.MoveOperation.End)
    cur.movePosition(QTextCursor.MoveOperation.StartOfBlock, QTextCursor.MoveMode.KeepAnchor)
    view.text.setTextCursor(cur)  # a selection being copied is kept too
    _stream_log(qtbot, view, 200, tag="c")
    assert view.compactions == 1
    assert view.text.textCursor().hasSelection()
    view.text.moveCursor(QTextCursor.MoveOperation.End)  # selection gone: the next batch resets
    _stream_log(qtbot, view, 40, tag="d")
    assert view.compactions == 2
    assert view.text.toPlainText().splitlines()[-1].endswith("d0.39")


def test_log_filled_while_hidden_opens_at_its_last_line(qtbot):
    # The engine log fills while the Engine panel is closed; opening it must show the latest
    # lines, not wherever the scroll range stood before the wrapped lines were laid out.
    view = LogView(flush_ms=10)
    qtbot.addWidget(view)
    view.resize(320, 300)
    for i in range(400):
        view.append(f"[t] line {i} " + "wrapped words " * 12)
    view.flush()
    view.show()
    qtbot.waitExposed(view)
    bar = view.text.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum(), timeout=3000)
    last = view.text.cursorForPosition(view.text.viewport().rect().bottomLeft())
    assert "line 399" in last.block().text()


def test_log_keeps_following_past_a_line_laid_out_late(qtbot):
    # SGLang prints its server_args as one line of ~12,000 characters. Laid out after it was
    # appended, it grew the scroll range under a bar that stood at the old maximum; the view then
    # took itself for scrolled back and stopped following: the log sat mid-way at server_args
    # while the engine went on (seen in the window during a load).
    view = LogView(flush_ms=10_000)
    qtbot.addWidget(view)
    view.resize(349, 300)
    view.show()
    qtbot.waitExposed(view)
    for i in range(5):
        view.append(f"[t] early line {i}")
    view.append("[t] server_args={" + ", ".join(f"'key_{i}': {i}" for i in range(600)) + "}")
    view.flush()
    for k in range(8):
        qtbot.wait(0)
        view.append(f"[t] later line {k}")
        view.flush()
    bar = view.text.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 200 and bar.value() == bar.maximum(), timeout=3000)
    last = view.text.cursorForPosition(view.text.viewport().rect().bottomLeft())
    assert last.block().text() == "[t] later line 7"
    qtbot.keyClick(view.text, Qt.Key.Key_PageUp)  # the user pages back up
    where = bar.value()
    assert where < bar.maximum() and not view.following
    view.append("[t] one more")
    view.flush()
    qtbot.wait(20)
    assert bar.value() == where  # a new line does not pull them down
    _page(qtbot, view, Qt.Key.Key_PageDown)
    assert view.following and bar.value() == bar.maximum()  # back at the end: following again


def test_log_filter_search_copy(qtbot):
    view = LogView(flush_ms=10)
    qtbot.addWidget(view)
    view.append('[t] INFO:     127.0.0.1 - "GET /health HTTP/1.1" 200 OK', "stdout")
    view.append("[t] WARNING: something odd", "stderr")
    view.append("[t] RuntimeError: CUDA error: an illegal memory access", "stderr")
    view.append("[t] Decode batch, #running-req: 1", "stderr")
    view.flush()
    view.filter.setCurrentIndex(view.filter.findData("problems"))
    assert view.text.toPlainText().splitlines() == [
        "[t] WARNING: something odd", "[t] RuntimeError: CUDA error: an illegal memory access"]  # fmt: skip
    view.filter.setCurrentIndex(view.filter.findData("stdout"))
    assert "GET /health" in view.text.toPlainText()
    assert "Decode batch" not in view.text.toPlainText()
    view.filter.setCurrentIndex(view.filter.findData("all"))
    view.search.setText("decode")
    qtbot.waitUntil(lambda: view.match_count == 1)
    assert view.matches.text() == "1 match"
    assert view.find_next()
    view.only_matching.setChecked(True)
    assert view.text.toPlainText() == "[t] Decode batch, #running-req: 1"
    view.text.moveCursor(view.text.textCursor().MoveOperation.Start)
    copied = view.copy()  # no selection: every shown line
    assert copied == "[t] Decode batch, #running-req: 1"
    assert QGuiApplication.clipboard().text() == copied


# --- throttle -------------------------------------------------------------------------------


def test_throttle_first_now_rest_merged(qtbot):
    calls = []
    t = Throttle(lambda x: calls.append(x), 50)
    for i in range(100):
        t(i)
    assert calls == [0]
    qtbot.waitUntil(lambda: len(calls) == 2, timeout=1000)
    assert calls == [0, 99]


def test_throttle_holds_a_bound_method_weakly(qtbot):
    # Its owner usually holds the throttle: a strong hold was a cycle that only a full garbage
    # collection broke (automatic GC is off in the app and in these tests).
    class Owner:
        calls = 0

        def hit(self):
            self.calls += 1

    owner = Owner()
    t = Throttle(owner.hit, 50)
    t()
    assert owner.calls == 1
    gone = weakref.ref(owner)
    owner.throttle = t
    del owner
    assert gone() is None
    t()  # after its owner went: nothing to call, and no error
    qtbot.wait(80)
    assert t.calls == 1


# --- gauges ---------------------------------------------------------------------------------


class Clock:
    t = 100.0

    def __call__(self):
        return self.t


def test_gauges_show_figures_with_definitions_and_sources(qtbot):
    clock = Clock()
    hub = GaugeHub(clock=clock)
    est = estimate_from_config(json.loads(FIXTURE_CONFIG.read_text()), fp8_lm_head=True)
    hub.set_roofline(est, 273.0)
    view = GaugesView(hub)
    qtbot.addWidget(view)
    timer = ChunkTimer(hub)
    clock.t += 0.2
    for i in range(1, 102):
        timer.chunk(i)
        clock.t += 0.02
    clock.t -= 0.02
    view.refresh()
    assert view.decode.value.text() == "50.0"
    assert "live" in view.decode.sub.text()
    timer.finish({"completion_tokens": 101, "prompt_tokens": 10},
                 {"spec_accept_length": 2.68, "spec_verify_ct": 37})  # fmt: skip
    hub.on_engine_event(ev.DecodeStats(1, 2.5, 0.5, 20.0, True, 0))  # spans idle: not shown
    hub.on_engine_event(ev.DecodeStats(1, 2.5, 0.5, 51.0, True, 0))
    view.refresh()
    assert view.accept.value.text() == "2.68"
    assert "rolling 2.50 (decode log)" in view.accept.sub.text().replace("\u00a0", " ")
    assert "engine 51.0" in view.decode.sub.text().replace("\u00a0", " ")
    assert view.ttft.value.text() == "0.20"
    tip = view.decode.toolTip()
    assert "Source: client" in tip and "Source: engine" in tip
    assert "Time to first token is not included" in tip
    assert "Engine vs client: +2.0%" in tip
    roof = view.roof.toolTip()
    assert "Assumes:" in roof and "ceiling is 62.6 tok/s" in roof
    assert view.roof.value.text() == f"{50.0 * est.bytes_per_token(10 + 50) / 273e9 * 100:.0f}"
    assert "accept" in view.accept.toolTip().lower() and "Source: engine" in view.accept.toolTip()
    assert "Source: client" in view.ttft.toolTip()


def test_gauges_refresh_is_throttled(qtbot):
    hub = GaugeHub(notify_interval_s=0.0)
    view = GaugesView(hub, rate_hz=5)
    qtbot.addWidget(view)
    before = view.refreshes
    timer = ChunkTimer(hub)
    for i in range(1, 2001):
        timer.chunk(i)
    assert view.refreshes - before <= 2  # 2,000 notifications, at most one refresh now + one later


# --- loading and the engine view ------------------------------------------------------------

LOAD = [
    ev.StateChanged(ev.EngineState.STARTING),
    ev.WeightsLoadBegin(100.0),
    ev.StateChanged(ev.EngineState.LOADING),
    ev.WeightsProgress(50, 1, 2),
    ev.WeightsProgress(100, 2, 2),
    ev.WeightsLoaded(3.0, "BailingMoeV3ForCausalLM", "fp8", 40.0),
    ev.WeightsLoadBegin(40.0),  # the NEXTN draft
    ev.WeightsProgress(100, 2, 2),
    ev.WeightsLoaded(0.1, "BailingMoeForCausalLMNextN", "fp8", 38.0),
    ev.CacheAllocated("kv", "KV Cache is allocated."),
    ev.CacheAllocated("pool", "Memory pool end."),
    ev.GraphCapture("target verify", "begin"),
    ev.HummingMoeLine("Using indexed gemm for humming moe"),
    ev.GraphCapture("target verify", "end"),
    ev.GraphCapture("draft decode", "begin"),
    ev.GraphCapture("draft decode", "end"),
    ev.GraphCapture("draft extend", "begin"),
    ev.GraphCapture("draft extend", "end"),
    ev.ServerReady(),
    ev.StateChanged(ev.EngineState.READY),
]


def test_tracker_stages_advance_in_order_and_bar_never_goes_back():
    clock = Clock()
    t = LoadTracker(humming=True, mtp=True, clock=clock)
    fractions, labels = [], []
    for e in LOAD:
        clock.t += 1
        t.handle(e)
        fractions.append(t.fraction)
        labels.append(t.label())
    assert t.history == ["starting", "weights", "caches", "humming", "graphs", "warmup"]
    assert fractions == sorted(fractions) and fractions[-1] == 1.0
    assert "Loading weights 50% (1/2 shards)" in labels
    assert "Loading NEXTN draft weights 100% (2/2 shards)" in labels
    assert "Engine says ready; waiting for /health" in labels
    assert "Compiling Humming kernels" in labels
    assert any(lb.startswith("Capturing CUDA graphs: draft decode (2/3)") for lb in labels)
    rec = t.to_record("k")
    assert rec.total_s == pytest.approx(len(LOAD) - 1)
    assert set(rec.stages) == {"starting", "weights", "caches", "humming", "graphs", "warmup"}
    assert rec.graphs == 3


def test_load_times_learned_and_used(tmp_path):
    store = LoadTimes(tmp_path / "load-times.json")
    assert store.previous("k") is None
    stages = {"starting": 1, "weights": 60, "caches": 4, "humming": 5, "graphs": 15, "warmup": 5}
    store.record(LoadRecord("k", 90.0, stages, 3))
    store.record(LoadRecord("other", 30.0, {}, 1))
    prev = store.previous("k")
    assert prev.total_s == 90.0
    assert store.previous("unknown").key == "other"  # most recent load of any setup
    clock = Clock()
    t = LoadTracker(previous=prev, clock=clock)
    t.handle(ev.StateChanged(ev.EngineState.STARTING))
    clock.t += 30
    assert t.estimate_total() == 90.0 and t.remaining() == pytest.approx(60.0)
    # Learned shares: weights took 60 of 90 s.
    t.handle(ev.WeightsLoadBegin(100.0))
    t.handle(ev.WeightsProgress(100, 2, 2))
    sh = t._shares  # learned from the previous load (every share at least MIN_SHARE)
    assert sh["weights"] > 0.6 and sh["starting"] < 0.05
    assert t.fraction == pytest.approx(
        sh["starting"] + sh["weights"] / 2
    )  # target done, draft next
    t.handle(ev.WeightsLoaded(1.0, "x", "fp8", 1.0))
    t.handle(ev.WeightsLoadBegin(100.0))
    t.handle(ev.WeightsLoaded(1.0, "x", "fp8", 1.0))
    assert t.fraction == pytest.approx(sh["starting"] + sh["weights"])
    (tmp_path / "load-times.json").write_text("{broken")
    assert store.previous("k") is None  # a damaged file is ignored
    assert fmt_duration(95) == "1:35" and fmt_duration(7.4) == "7 s"


def test_engine_view_buttons_and_crash_card(qtbot):
    view = EngineView()
    qtbot.addWidget(view)
    view.show()
    view.set_state("stopped")
    assert view.start_button.isEnabled() and not view.stop_button.isEnabled()
    view.set_state("loading")
    assert not view.start_button.isEnabled() and view.stop_button.isEnabled()
    with qtbot.waitSignal(view.restartRequested):
        view.restart_button.click()
    view.set_state("crashed", "The engine ran out of GPU memory.")
    view.crash.show_diagnosis(
        "oom",
        "The engine ran out of GPU memory.",
        "Close other programs.",
        ["a", "torch.OutOfMemoryError: CUDA out of memory."],
        "exit 1",
    )
    assert view.crash.isVisible()
    assert re.fullmatch(
        r"The engine stopped: Out of memory \(\d\d:\d\d:\d\d\)", view.crash.title.text()
    )
    assert "CUDA out of memory" in view.crash.lines.toPlainText()
    # The same crash after a restart reads as a new attempt.
    view.crash.show_diagnosis("oom", "Again.", "Close other programs.", [], "exit 1", attempt=2)
    assert "(again: attempt 2, " in view.crash.title.text()
    view.crash.copy()
    assert "Close other programs." in QGuiApplication.clipboard().text()


def test_after_a_crash_restart_is_offered_once_and_no_bar_says_crashed(qtbot):
    """Issue 29 item 14: "Crashed" was drawn inside a progress bar, and Restart was offered by
    the view's Start and Restart and by the crash card at once."""
    view = EngineView()
    qtbot.addWidget(view)
    view.resize(400, 600)
    view.show()
    view.set_state("loading")
    assert view.progress.isVisible()
    view.set_state("crashed", "The engine ran out of GPU memory.")
    view.crash.show_diagnosis("oom", "Out of memory.", "Close other programs.", ["x"], "exit 1")
    assert not view.progress.isVisible()
    assert "Crashed" not in view.progress.format() or not view.progress.isVisible()
    offered = [b for b in (view.start_button, view.stop_button, view.restart_button,
                           view.crash.restart_button) if b.isVisible()]  # fmt: skip
    assert offered == [view.crash.restart_button]
    assert view.state_label.text() == "Crashed"
    # A crash no restart can fix (bad settings): the card has no Restart; Start is there again.
    view.crash.show_diagnosis("settings", "Bad setting.", "Fix it in Settings.", [], "")
    view.refresh()  # as the controller does after each diagnosis
    assert view.start_button.isVisible() and not view.crash.restart_button.isVisible()
    # The next start hides the card: the view's buttons are back.
    view.crash.hide()
    view.set_state("starting")
    assert view.start_button.isVisible() and view.restart_button.isVisible()


def test_crash_card_wraps_long_lines_and_shows_the_last_one(qtbot):
    card = CrashCard()
    qtbot.addWidget(card)
    card.resize(320, 500)
    card.show()
    path = "/opt/sglang/.venv/lib/python3.11/site-packages/sglang/srt/model_loader/loader.py"
    lines = [f'  File "{path}", line {n}, in load_weights' for n in range(20)]
    lines.append("safetensors_rust.SafetensorError: Error while deserializing header: END")
    card.show_diagnosis("traceback", "Python error.", "Read it.", lines)
    qtbot.waitExposed(card)
    box = card.lines
    assert box.horizontalScrollBar().maximum() == 0  # nothing hidden to the right
    last = box.document().lastBlock()
    assert last.layout().lineCount() > 1  # the error line itself wrapped at the card's width
    end = QTextCursor(box.document())
    end.movePosition(QTextCursor.MoveOperation.End)
    assert 0 <= box.cursorRect(end).bottom() <= box.viewport().height()  # its end in view


def test_crash_card_kinds(qtbot):
    card = CrashCard()
    qtbot.addWidget(card)
    for kind, word in [("port_in_use", "Port in use"), ("model_missing", "Model missing"),
                       ("cuda_error", "CUDA error"), ("traceback", "Python error")]:  # fmt: skip
        card.show_diagnosis(kind, "x", "y", [])
        assert word in card.title.text()


# --- install / chat wiring ------------------------------------------------------------------


def idle_engine(paths):
    """The real EngineController, never started: what the status dock is installed on."""
    from app.ui.status.engine_controller import EngineController

    return EngineController(paths, Settings())


class FakeWindow(QMainWindow):
    def __init__(self):
        super().__init__()
        self.badges = []
        self.panel = None

    def set_engine_panel(self, widget):
        self.panel = widget

    def set_overall_badge(self, status, text):
        self.badges.append((status, text))


class FakeChat:
    def __init__(self):
        self.on_finished = []


def test_install_puts_the_dock_in_the_window_and_feeds_badges(qtbot, tmp_path):
    engine = idle_engine(Paths.from_basedir(tmp_path).ensure())
    window = FakeWindow()
    qtbot.addWidget(window)
    chat = FakeChat()
    ctl = install(window, engine, chat=chat, gpus_query=None)
    assert isinstance(window.panel, StatusDock) and window.panel.hub is ctl.hub
    assert window.badges[-1] == ("stopped", "Engine stopped")
    assert ctl.chat_feed == "finished" and len(chat.on_finished) == 1
    msg = type("M", (), {"stats": {"decode_tps": 50.0, "ttft_s": 0.2, "duration_s": 2.2}})()
    chat.on_finished[0](None, msg)
    assert ctl.hub.snapshot().decode_tps_last.value == 50.0
    live_chat = type("C", (), {"meter_observer": None})()
    assert attach_chat(ctl.hub, live_chat) == "live" and live_chat.meter_observer is ctl.hub
    engine.supervisor.close()


def test_breakable_lets_long_tokens_wrap():
    text = breakable("set SGLANG_EXTERNAL_MODEL_PACKAGE=ling_desk_engine_ext <now>")
    assert "SGLANG_\u200bEXTERNAL" in text and "&lt;now&gt;" in text
    assert breakable("short words stay") == "short words stay"


def test_a_chinese_summary_that_fits_beside_its_title_is_not_cut(qtbot):
    """The row places a summary beside its title when horizontalAdvance says it fits; drawn
    through elidedText, mixed Chinese and Latin text of exactly that width lost its end ("…")."""
    from app.ui.status.panel import SummaryLabel

    label = SummaryLabel()
    qtbot.addWidget(label)
    for text in ("Humming 正在运行 MoE 层。", "加载的 LM head 为 torch.float8_e4m3fn。",
                 "Humming runs the MoE layers."):  # fmt: skip
        label.set_summary(text, wrap=False)
        label.resize(label.fontMetrics().horizontalAdvance(text), 20)
        assert label.shown_text() == text
    label.resize(60, 20)
    assert label.shown_text().endswith("…")  # too narrow: elided, as before

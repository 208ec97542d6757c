"""The window tells the truth about the engine (issue 25): a 4 MB log line is capped in the view,
a frozen engine (SIGSTOP mid-answer, the double) stops reading "Ready" and its answer ends with
the reason and keeps its text, a quit shows that the engine is stopping and a second start is
told so, and the words are right (attached loss, link dialog, crash card, NaN gauges)."""

from __future__ import annotations

import asyncio
import contextlib
import math
import os
import signal
import subprocess
import sys
import textwrap

import pytest
from PySide6.QtGui import QTextDocument

from app.core.chat.model import ERROR
from app.core.gauges import GaugeHub
from app.core.instance import socket_name
from app.core.paths import Paths
from app.ui.shell.single_instance import InstanceServer
from app.ui.shell.stopping import STOPPING_TEXT
from app.ui.status import engine_controller as engine_controller
from app.ui.status.engine_view import CrashCard, EngineView
from app.ui.status.gauges_view import GaugesView
from app.ui.status.log_view import MAX_LINE_CHARS, LogView
from tests.support.engine import ROOT

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

MARKER = "more characters, full line in engine.log)"


# --- one giant line ------------------------------------------------------------------------------


def _longest_block(view: LogView) -> int:
    doc = view.text.document()
    block, longest = doc.begin(), 0
    while block.isValid():
        longest = max(longest, block.length())
        block = block.next()
    return longest


def test_a_4mb_line_is_capped_in_the_log_view_and_the_crash_card(qtbot):
    view = LogView(flush_ms=10_000)
    qtbot.addWidget(view)
    view.resize(400, 300)
    view.show()
    giant = "x" * 4_000_000  # one engine line without a newline
    view.append("before")
    view.append(giant)
    view.append("after")
    view.flush()
    # What Qt must lay out is bounded, whatever the line's length: the work is bounded too.
    assert _longest_block(view) <= MAX_LINE_CHARS + 100
    shown = view.shown_lines()
    assert shown[0] == "before" and shown[2] == "after"
    assert shown[1].startswith("x" * MAX_LINE_CHARS)
    assert shown[1].endswith(f"({4_000_000 - MAX_LINE_CHARS:,} {MARKER}")
    assert max(len(e.text) for e in view.entries) <= MAX_LINE_CHARS + 100  # memory too
    # The supervisor's ring handed over late takes the same road.
    view.set_lines(["start", giant])
    assert _longest_block(view) <= MAX_LINE_CHARS + 100
    card = CrashCard()
    qtbot.addWidget(card)
    card.show_diagnosis("traceback", "Python error.", "Read it.", ["a", giant])
    longest = max(len(ln) for ln in card.lines.toPlainText().splitlines())
    assert longest <= MAX_LINE_CHARS + 100 and MARKER in card.lines.toPlainText()


# --- crash card words ----------------------------------------------------------------------------


def _shown(label) -> str:
    """What a QLabel shows: its text as rich text when it is read as such, else as written."""
    from PySide6.QtGui import Qt  # QtGui's Qt namespace carries mightBeRichText

    fmt = label.textFormat()
    if fmt == Qt.TextFormat.PlainText:
        return label.text()
    if fmt == Qt.TextFormat.AutoText and not Qt.mightBeRichText(label.text()):
        return label.text()
    doc = QTextDocument()
    doc.setHtml(label.text())
    return doc.toPlainText()


def test_crash_card_shows_quotes_and_brackets_as_written(qtbot):
    card = CrashCard()
    qtbot.addWidget(card)
    summary = "ValueError: can't read 'model.safetensors' <shard 3> & \"index\""
    remedy = "Don't delete it & re-download <the shard>"
    card.show_diagnosis("traceback", summary, remedy, [summary], "exited with code 1")
    assert _shown(card.summary) == f"{summary} (exited with code 1)"
    assert "&#x27;" not in _shown(card.summary) and "&amp;" not in _shown(card.summary)
    assert _shown(card.remedy) == f"What to do: {remedy}"
    text = card.text()
    assert summary in text and remedy in text and "&#x27;" not in text
    # Quotes and & with no < in it: escaped text in a label left to guess showed `&#x27;`.
    plain = 'OSError: can\'t open "/models/ling" & give up'
    card.show_diagnosis("traceback", plain, "Check the path.", [])
    assert _shown(card.summary) == plain


def test_an_attached_engines_loss_offers_no_restart_and_no_exit_code(qtbot):
    view = EngineView()
    qtbot.addWidget(view)
    view.show()
    view.set_owner("Someone else's engine at http://10.0.0.5:30000.", attached=True)
    view.set_state("crashed", "The attached engine stopped answering /health.")
    view.crash.show_diagnosis("unreachable", "The attached engine stopped answering /health.",
                              "Ask whoever runs that engine.", [])  # fmt: skip
    assert view.crash.isVisible() and view.crash.restart_button.isHidden()
    assert view.restart_button.isHidden() and view.stop_button.isHidden()
    # The same card for an engine of ours offers the restart.
    view.set_owner("Ling Desk's own engine.", attached=False)
    view.crash.show_diagnosis("unknown", "It stopped.", "Restart it.", [])
    assert not view.crash.restart_button.isHidden()


def test_attached_loss_through_the_status_controller_says_no_code_none(qtbot, tmp_path):
    from app.core.engine import events as ev
    from app.ui.status.controller import StatusController
    from tests.gui.test_status_widgets import idle_engine

    engine = idle_engine(Paths.from_basedir(tmp_path / "base").ensure())
    ctl = StatusController(engine, gpus_query=None)
    qtbot.addWidget(ctl.engine_view)
    outcome = ev.ProcessOutcome(None, None, False, (), ev.Diagnosis(
        "unreachable", "The attached engine at http://h:1 stopped answering /health.",
        "Ask whoever runs that engine."))  # fmt: skip
    ctl._show_crash(outcome)
    said = ctl.engine_view.crash.summary.text()
    assert said == "The attached engine at http://h:1 stopped answering /health."
    assert "None" not in said


# --- gauges never paint NaN ----------------------------------------------------------------------


def test_nan_or_inf_never_reaches_the_gauge_painter(qtbot):
    hub = GaugeHub()
    view = GaugesView(hub)
    qtbot.addWidget(view)
    view.show()
    # Straight into the hub's state, past its own guards: the view must still hold.
    hub.accept_rolling = math.nan
    hub.accept_detail = "decode log"
    hub.engine_tps = math.inf
    hub.accept_series.add(2.0, hub.clock())
    hub.accept_series.add(math.nan, hub.clock())
    view.refresh()
    assert view.accept.value.text() == "n/a"
    assert "nan" not in view.accept.toolTip().lower()
    assert all(math.isfinite(v) for _, v in view.accept.spark.primary)
    assert view.accept.spark.primary  # the good point is still drawn
    view.accept.spark.grab()  # paints without NaN coordinates


# --- the link dialog -----------------------------------------------------------------------------


def test_the_link_dialog_says_the_address_itself_goes_to_the_site(qtbot, make_gui, monkeypatch):
    from PySide6.QtGui import QDesktopServices
    from PySide6.QtWidgets import QMessageBox

    gui = make_gui(start=False)
    seen: list[str] = []

    def answer(box):
        seen.append(box.informativeText())
        return QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(QMessageBox, "exec", answer)
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: True)
    assert not gui.ctx.open_link("https://example.org/search?q=my+secret+plan", gui.window)
    said = seen[0]
    assert "Nothing from the conversation is sent" not in said
    assert "send this whole address to example.org" in said
    assert "words from this conversation too, if the link carries them" in said


# --- a second start while the first is quitting --------------------------------------------------

SECOND_START = textwrap.dedent(
    """
    import sys
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox
    from app.core.instance import InstanceBusy
    from app.core.paths import Paths
    from app.ui.shell.app import _hand_over, ensure_app

    ensure_app()

    def close_box():
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            print("BOX:", box.text(), flush=True)
            box.accept()
            return
        QTimer.singleShot(20, close_box)

    QTimer.singleShot(0, close_box)
    paths = Paths.from_basedir(sys.argv[1])
    sys.exit(_hand_over(paths, InstanceBusy(paths.data_dir, None)))
    """
)


def _second_start(qtbot, base) -> subprocess.Popen:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen([sys.executable, "-c", SECOND_START, str(base)], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)  # fmt: skip
    qtbot.waitUntil(lambda: proc.poll() is not None, timeout=30_000)  # Qt serves the socket
    return proc


def test_a_second_start_while_the_first_quits_is_told_it_is_stopping(qtbot, tmp_path):
    base = tmp_path / "base"
    paths = Paths.from_basedir(base).ensure()
    server = InstanceServer(socket_name(paths))
    assert server.listen()
    raised: list[bool] = []
    server.raiseRequested.connect(lambda: raised.append(True))
    try:
        server.stopping = True  # what Gui.shutdown sets first
        proc = _second_start(qtbot, base)
        out, err = proc.communicate()
        assert proc.returncode == 1, err
        assert "is stopping its engine and closing" in err and str(paths.data_dir) in err
        assert "brought its window to the front" not in err
        assert out.startswith("BOX: The Ling Desk using") and "Start Ling Desk again" in out
        assert raised == []
        server.stopping = False  # running: the window comes to the front
        proc = _second_start(qtbot, base)
        out, err = proc.communicate()
        assert proc.returncode == 0 and "brought its window to the front" in err
        assert raised == [True]
    finally:
        server.close()


# --- a frozen engine (SIGSTOP mid-answer) --------------------------------------------------------


def test_a_frozen_engine_is_told_its_answer_keeps_its_text_and_quit_says_stopping(
    make_gui, qtbot, monkeypatch
):
    monkeypatch.setattr(engine_controller, "ANSWER_EVERY_S", 0.3)
    monkeypatch.setattr(engine_controller, "ANSWER_TIMEOUT_S", 1.0)
    gui = make_gui(knobs=("--double-tok-per-s", "20"))  # a ~15 s answer
    # Longer than the health watch takes to notice (~2.6 s): the stream is still open then.
    gui.engine.client.stream_idle_s = 8.0
    server = InstanceServer(socket_name(gui.paths))
    server.listen()
    gui.instance_server = server
    view = gui.status.engine_view
    assert view.state_label.text() == "Ready"
    pane = gui.window.pane
    pane.send("Tell me about the sea.", [])
    reply = pane.conv.last()
    qtbot.waitUntil(lambda: len(reply.content) > 20, timeout=20_000)
    assert gui.status.hub.snapshot().decode_tps.live
    pgid = gui.engine.supervisor.pid
    os.killpg(pgid, signal.SIGSTOP)
    try:
        kept = reply.content
        qtbot.waitUntil(lambda: gui.engine.silent_text != "", timeout=20_000)
        assert gui.engine.silent_text.startswith("The engine stopped answering")
        assert view.state_label.text() == "Not answering" and view.dot.status == "fail"
        assert gui.status.overall == ("fail", "Engine not answering")
        assert view.stall.text().startswith("The engine stopped answering")
        assert reply.status != ERROR and gui.status.hub.generating  # the stream still open
        d = gui.status.hub.snapshot().decode_tps
        assert not d.live and d.value is None  # no live figure from a frozen stream
        sub = gui.status.gauges.decode.sub  # refreshed through its throttle
        qtbot.waitUntil(lambda: sub.text().startswith("engine not answering"), timeout=5_000)
        # The open answer ends with the reason, its text kept.
        qtbot.waitUntil(lambda: reply.status == ERROR, timeout=20_000)
        assert reply.error.startswith("The engine stopped answering (no data for 8 s).")
        assert reply.content.startswith(kept) and len(kept) > 20
        # The answer has ended, the engine is still frozen: the decode gauge (tile and side
        # panel) shows no figure, as the panel reads "Not answering" (it kept the last one).
        assert not gui.status.hub.generating and gui.engine.silent_text
        gui.status.gauges.refresh()
        s = gui.status.hub.snapshot()
        assert s.decode_tps.value is None and s.engine_tps.value is None
        tile = gui.status.gauges.decode
        assert tile.value.text() == "–" and tile.sub.text().startswith("engine not answering")
        assert "engine\N{NO-BREAK SPACE}" not in tile.sub.text()  # nor the engine's last rate
        gui.side._show_speed()
        assert gui.side.speed.text() == "– tok/s"
        # Back to life: "Ready" again.
        os.killpg(pgid, signal.SIGCONT)
        qtbot.waitUntil(lambda: gui.engine.silent_text == "", timeout=20_000)
        assert view.state_label.text() == "Ready" and view.stall.isHidden()
        gui.status.gauges.refresh()
        assert gui.status.gauges.decode.value.text() != "–"  # the last reply's figure is back
        assert gui.status.overall != ("fail", "Engine not answering")
        # Frozen again, then quit: a window says the engine is stopping until it has.
        os.killpg(pgid, signal.SIGSTOP)
        qtbot.waitUntil(lambda: gui.engine.silent_text != "", timeout=20_000)
        done = asyncio.ensure_future(gui.shutdown())
        qtbot.waitUntil(
            lambda: gui.stopping_notice is not None and gui.stopping_notice.isVisible(),
            timeout=10_000,
        )
        assert gui.stopping_notice.label.text() == STOPPING_TEXT == "Stopping the engine…"
        assert server.stopping  # a second start meanwhile is told so
        qtbot.waitUntil(done.done, timeout=40_000)
        done.result()
        assert not gui.stopping_notice.isVisible() and not gui.engine.supervisor.running
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(pgid, signal.SIGCONT)
        server.close()

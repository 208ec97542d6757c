"""A 50,000-message conversation (issue 25): opened with a window of widgets, more as the user
scrolls, search still jumps to any message, and a conversation that could not be shown is not
reopened at the next start. Real history files (bulk-imported), the real main window offscreen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPlainTextEdit, QPushButton, QToolButton

from app.core.chat.model import DONE, ERROR
from app.core.paths import Paths
from app.ui.chat.view import KEEP, STEP, WINDOW
from app.ui.shell.window_state import OPENING_KEY, not_reopened_text
from tests.support import bigconv

pytestmark = [pytest.mark.qt_log_ignore("This plugin does not support"), pytest.mark.timeout(90)]

BIG = 50_000


def history(tmp_path, count: int, title: str = "Long chat") -> tuple:
    base = tmp_path / "base"
    paths = Paths.from_basedir(base).ensure()
    return base, bigconv.build_file(paths.history_db, count, title)


def opened(qtbot, gui, conv_id: str):
    qtbot.waitUntil(lambda: gui.window.current is not None, timeout=10_000)
    assert gui.window.current.id == conv_id
    return gui.window.pane.view


def screen_y(view, w) -> int:
    return w.mapTo(view.viewport(), QPoint(0, 0)).y()


def test_a_50000_message_chat_opens_with_a_window_and_loads_more_at_the_top(
    qtbot, make_gui, tmp_path
):
    base, conv_id = history(tmp_path, BIG)
    gui = make_gui(basedir=base, start=False)
    view = opened(qtbot, gui, conv_id)
    thread = gui.window.current.thread()
    assert len(thread) == BIG
    # The newest messages only, the last one at the bottom of the screen.
    assert len(view.widgets) == WINDOW
    assert [w.msg.id for w in view.widgets] == [m.id for m in thread[-WINDOW:]]
    assert view.earlier.isVisible() and f"{BIG - WINDOW:,} more" in view.earlier.text()
    assert not view.later.isVisible()
    bar = view.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum(), timeout=5000)
    # Scrolling to the top builds the messages above; what was on screen stays in place.
    first = view.widgets[0]
    bar.setValue(0)
    y = screen_y(view, first)
    qtbot.waitUntil(lambda: len(view.widgets) == WINDOW + STEP, timeout=5000)
    assert view.window_range == (BIG - WINDOW - STEP, BIG)
    assert screen_y(view, first) == y
    assert view.widgets[0].msg.id == thread[BIG - WINDOW - STEP].id
    # Further up, the widgets far below go: never more than KEEP.
    while view.window_range[0] > BIG - 4 * STEP - WINDOW:
        before = view.window_range[0]
        bar.setValue(0)
        qtbot.waitUntil(lambda b=before: view.window_range[0] < b, timeout=5000)
    assert len(view.widgets) == KEEP
    assert view.window_range == (BIG - 4 * STEP - WINDOW, BIG - 4 * STEP - WINDOW + KEEP)
    assert view.later.isVisible()
    # Back down: the newest come back and the oldest built go.
    while view.window_range[1] < BIG:
        after = view.window_range[1]
        bar.setValue(bar.maximum())
        qtbot.waitUntil(lambda a=after: view.window_range[1] > a, timeout=5000)
    assert len(view.widgets) == KEEP and view.window_range == (BIG - KEEP, BIG)
    assert not view.later.isVisible()


def test_search_jumps_to_an_old_message_of_a_50000_message_chat(qtbot, make_gui, tmp_path):
    base, conv_id = history(tmp_path, BIG)
    gui = make_gui(basedir=base, start=False)
    view = opened(qtbot, gui, conv_id)
    target = 1234
    sb = gui.window.sidebar
    QTest.keyClicks(sb.search, bigconv.word(target))
    qtbot.waitUntil(lambda: sb.search_model.rowCount() == 1, timeout=5000)
    QTest.keyClick(sb.search, Qt.Key.Key_Return)
    msg = gui.window.current.thread()[target]
    w = view.widget_for(msg.id)
    assert w is not None and w.property("highlighted") is True
    start, end = view.window_range
    assert start <= target < end and len(view.widgets) <= WINDOW
    qtbot.waitUntil(lambda: view.viewport().rect().contains(QPoint(10, screen_y(view, w) + 5)))
    assert view.later.isVisible() and view.earlier.isVisible()
    # Copy last code block still finds the thread's last one, far below what is built.
    assert view.last_code_block() is None  # this history has none


def test_the_bottom_of_a_long_chat_regenerates_edits_and_switches_branches(
    qtbot, make_gui, tmp_path
):
    base, conv_id = history(tmp_path, 2_000)
    gui = make_gui(basedir=base)
    view = opened(qtbot, gui, conv_id)
    conv = gui.window.current
    pane = gui.window.pane
    first = conv.thread()[-1]
    view.widget_for(first.id).regen_button.click()
    qtbot.waitUntil(lambda: conv.thread()[-1] is not first and conv.thread()[-1].status == DONE,
                    timeout=20_000)  # fmt: skip
    second = conv.thread()[-1]
    w2 = view.widget_for(second.id)
    assert w2 is not None and w2.branch_label.text() == "2/2" and w2.prev_button.isVisible()
    assert len(view.widgets) <= WINDOW
    w2.prev_button.click()
    assert conv.thread()[-1] is first
    assert view.widget_for(first.id).branch_label.text() == "1/2"
    assert len(view.widgets) <= WINDOW and view.window_range[1] == view.thread_length()
    # Edit the last question: a new branch at the bottom.
    question = view.widgets[-2]
    question.edit_button.click()
    QTest.keyClicks(question.edit_box, " (edited)")
    QTest.keyClick(question.edit_box, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: conv.thread()[-1].status == DONE and conv.thread()[-2].content
                    .endswith("(edited)"), timeout=20_000)  # fmt: skip
    assert view.widgets[-2].msg.content.endswith("(edited)")
    assert view.widgets[-2].branch_label.text() == "2/2"
    # Sending while far up (a search jump away): the newest messages are built and shown.
    view.scroll_to_message(conv.thread()[10].id)
    assert view.window_range[1] < view.thread_length()
    pane.composer.edit.setFocus()
    QTest.keyClicks(pane.composer.edit, "one more")
    QTest.keyClick(pane.composer.edit, Qt.Key.Key_Return)
    assert view.window_range[1] == view.thread_length() == 2_002
    assert view.widgets[-2].msg.content == "one more"
    qtbot.waitUntil(lambda: conv.thread()[-1].status == DONE, timeout=20_000)
    assert len(view.widgets) <= WINDOW + 2


def test_a_chat_that_could_not_be_shown_is_not_reopened(qtbot, make_gui, tmp_path):
    base, conv_id = history(tmp_path, 300, "Huge import")
    gui = make_gui(basedir=base, start=False)
    ini = gui.ctx.paths.config_dir / "windows.ini"
    # While it is being shown, the file already says so (a kill now leaves it written).
    seen: list[str] = []
    conv = gui.ctx.conversations.get(conv_id)
    conv.events.connect(lambda _e: seen.append(str(QSettings(str(ini), QSettings.Format.IniFormat)
                                                   .value(OPENING_KEY) or "")))  # fmt: skip
    opened(qtbot, gui, conv_id)
    assert seen and seen[0] == conv_id
    qtbot.waitUntil(lambda: not QSettings(str(ini), QSettings.Format.IniFormat).value(OPENING_KEY))
    run_shutdown(qtbot, gui)
    # As a start that never finished showing it leaves the file (the app killed meanwhile).
    qs = QSettings(str(ini), QSettings.Format.IniFormat)
    qs.setValue(OPENING_KEY, conv_id)
    qs.sync()
    again = make_gui(basedir=base, start=False)
    qtbot.waitUntil(lambda: again.window.pane.notice.isVisible(), timeout=5000)
    assert again.window.current is None and again.window.pane.view.widgets == []
    assert again.window.pane.notice.text.text() == not_reopened_text("Huge import")
    # Still not reopened at the start after (it was never shown since) ...
    run_shutdown(qtbot, again)
    third = make_gui(basedir=base, start=False)
    qtbot.waitUntil(lambda: third.window.pane.notice.isVisible(), timeout=5000)
    assert third.window.current is None
    # ... until the user opens it from the list; then the next start reopens it.
    sb = third.window.sidebar
    sb.list.setCurrentIndex(sb.model.index(sb.model.row_of(conv_id), 0))
    assert third.window.current is not None and third.window.current.id == conv_id
    qtbot.wait(50)
    run_shutdown(qtbot, third)
    fourth = make_gui(basedir=base, start=False)
    opened(qtbot, fourth, conv_id)
    assert not fourth.window.pane.notice.isVisible()


def test_a_message_widget_makes_only_the_parts_it_shows(qtbot, make_gui, tmp_path):
    base, conv_id = history(tmp_path, 100)
    gui = make_gui(basedir=base, start=False)
    view = opened(qtbot, gui, conv_id)
    question, answer = view.widgets[-2:]
    assert answer.msg.role == "assistant" and question.msg.role == "user"
    # An imported answer: no thinking section, no state box with its buttons, no ‹ ›.
    assert answer.findChildren(QPlainTextEdit) == []
    assert answer.findChildren(QPushButton) == []  # not even the thinking's toggle
    for w in (question, answer):
        assert not [b for b in w.findChildren(QToolButton) if b.text() in ("‹", "›")]
    # Each comes when there is something to show.
    gui.window.current.update(answer.msg, status=ERROR, error="The engine went away.")
    assert answer.state_box.isVisible() and answer.retry_button.isVisible()
    assert answer.state_label.text() == "The engine went away."
    assert answer.restart_button.isVisible() and answer.restart_button.text() == "Start engine"
    gui.window.current.update(answer.msg, reasoning="Let me think.")
    assert answer.thinking.isVisible() and answer.thinking.text.toPlainText() == "Let me think."


def run_shutdown(qtbot, gui) -> None:
    from tests.gui.conftest import run

    run(qtbot, gui.shutdown(), timeout=40_000)

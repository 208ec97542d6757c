"""A long chat in the window reads its history a page at a time (issue 40): opening reads the
newest page, scrolling up reads older ones in order with the view held steady, a search result
far up reads the pages down to it, and leaving the chat lets it go from memory. One window on a
real (encrypted) history file of 2,000 messages; rows counted as the store makes messages."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from app.core.chat.store import PAGE, Store
from app.core.paths import Paths
from app.ui.chat.view import WINDOW
from tests.support import bigconv

pytestmark = [pytest.mark.qt_log_ignore("This plugin does not support"), pytest.mark.timeout(90)]

N = 2_000


def test_a_long_chat_is_read_a_page_at_a_time(qtbot, make_gui, tmp_path, monkeypatch):
    base = tmp_path / "base"
    cid = bigconv.build_file(Paths.from_basedir(base).ensure().history_db, N)
    made = [0]
    real = Store._msg

    def counted(self, r):
        made[0] += 1
        return real(self, r)

    monkeypatch.setattr(Store, "_msg", counted)
    gui = make_gui(basedir=base, start=False)
    qtbot.waitUntil(lambda: gui.window.current is not None, timeout=10_000)
    conv, view = gui.window.current, gui.window.pane.view
    assert conv.id == cid
    # Opened: the newest page read, no more; the count above it said all the same.
    assert made[0] == PAGE and len(conv.messages) == PAGE and not conv.complete
    assert [w.msg.id for w in view.widgets] == [f"{cid}-{i:06d}" for i in range(N - WINDOW, N)]
    assert view.earlier.isVisible() and f"{N - WINDOW:,} more" in view.earlier.text()
    bar = view.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum(), timeout=5000)
    # Scrolling to the top reads the page above; what was on screen stays where it was.
    first = view.widgets[0]
    bar.setValue(0)
    y = first.mapTo(view.viewport(), QPoint(0, 0)).y()
    qtbot.waitUntil(lambda: view.window_range[0] == 0 and len(view.widgets) > WINDOW)
    assert first.mapTo(view.viewport(), QPoint(0, 0)).y() == y
    assert made[0] <= 2 * PAGE and not conv.complete
    start = N - len(conv.shown_thread())
    assert [w.msg.id for w in view.widgets] == [
        f"{cid}-{i:06d}" for i in range(start, start + len(view.widgets))
    ]  # in order: no gap, no message twice
    assert f"{start:,} more" in view.earlier.text()
    # A search result far up: the pages down to it are read (not the rest), it is shown.
    target = 123
    sb = gui.window.sidebar
    QTest.keyClicks(sb.search, bigconv.word(target))
    qtbot.waitUntil(lambda: sb.search_model.rowCount() == 1, timeout=5000)
    QTest.keyClick(sb.search, Qt.Key.Key_Return)
    w = view.widget_for(f"{cid}-{target:06d}")
    assert w is not None and w.property("highlighted") is True
    assert made[0] < N and not conv.complete
    begin, end = view.window_range
    thread = conv.shown_thread()
    assert [x.msg.id for x in view.widgets] == [m.id for m in thread[begin:end]]
    assert thread[0].id == f"{cid}-{target - WINDOW // 2:06d}"  # a half window above it
    # Another chat: this one leaves memory (it was read only in part: the history has it all).
    gui.window.show_conversation(gui.ctx.new_conversation().id)
    qtbot.waitUntil(lambda: not conv.loaded, timeout=5000)
    # Opened again: the newest page again, and a whole read (an export) still gets every row.
    gui.window.show_conversation(cid)
    assert len(conv.messages) == PAGE
    conv.ensure_complete()
    assert len(conv.messages) == N and [m.id for m in conv.thread()][:2] == [
        f"{cid}-000000",
        f"{cid}-000001",
    ]

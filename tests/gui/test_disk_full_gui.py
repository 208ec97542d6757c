"""A full disk in the chat window: nothing typed or streamed is lost, the user is told plainly,
and saving resumes by itself once there is room (pytest-qt, offscreen, the double as engine).

The disk is filled with SQLite's `PRAGMA max_page_count` on the app's own connection: a real
SQLITE_FULL from SQLite, as a full disk gives (tests/unit/test_history_disk_full.py does the
same on a real, full tmpfs).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.core import vault
from app.core.chat.model import STOPPED
from app.core.vault import keys

pytestmark = [
    pytest.mark.qt_log_ignore("This plugin does not support"),
    pytest.mark.timeout(90),
]

FULL = "Not saved: the disk holding your history is full ("


def fill(store) -> None:
    pages = store.db.execute("PRAGMA page_count").fetchone()[0]
    store.db.execute(f"PRAGMA max_page_count={pages}")


def make_room(store) -> None:
    store._db.execute("PRAGMA max_page_count=1073741823")


def saved_rows(paths) -> dict[str, tuple]:
    db = vault.connect(paths.history_db, keys.load(paths))  # the history is encrypted (issue 37)
    try:
        rows = db.execute("SELECT id, parent_id, role, status, error, content FROM messages")
        return {r[0]: r[1:] for r in rows.fetchall()}
    finally:
        db.close()


def test_a_message_sent_on_a_full_disk_stays_in_the_box_until_it_is_saved(qtbot, make_gui):
    gui = make_gui(start=False)  # the engine does not matter: the message is refused first
    pane = gui.window.pane
    text = ("keep me " * 2500).strip()  # 20,000 characters: its save needs new pages
    pane.composer.edit.setPlainText(text)
    fill(gui.store)
    QTest.keyClick(pane.composer.edit, Qt.Key.Key_Return)
    # Not sent, not cleared, not in the chat; the user is told why, over the box.
    assert pane.composer.text() == text
    assert pane.conv is None or not pane.conv.messages
    assert pane.notice.isVisible() and pane.notice.text.text().startswith(f"<b>{FULL}")
    make_room(gui.store)
    QTest.keyClick(pane.composer.edit, Qt.Key.Key_Return)  # the same Enter, now there is room
    qtbot.waitUntil(lambda: pane.composer.text() == "")
    [user] = [m for m in pane.conv.messages.values() if m.role == "user"]
    assert user.content == text
    assert saved_rows(gui.paths)[user.id][1:] == ("user", "done", "", text)
    assert not pane.notice.isVisible()


def test_an_answer_streamed_onto_a_full_disk_says_unsaved_then_saves_itself(qtbot, make_gui):
    gui = make_gui(("--double-tok-per-s", "40"))
    gui.ctx._retry.setInterval(50)  # the app tries every few seconds; the test need not wait
    pane = gui.window.pane
    pane.composer.edit.setPlainText("Write a long answer")
    QTest.keyClick(pane.composer.edit, Qt.Key.Key_Return)
    conv = pane.conv
    answer = conv.thread()[-1]
    qtbot.waitUntil(lambda: len(answer.content) > 10, timeout=15_000)
    fill(gui.store)
    qtbot.waitUntil(lambda: gui.store.unsaved > 0, timeout=15_000)  # a stream save failed
    qtbot.waitUntil(pane.notice.isVisible)
    assert pane.notice.text.text().startswith(f"<b>{FULL}")
    assert gui.ctx.history_problem.startswith("the disk holding your history is full (")
    QTest.keyClick(pane.composer.edit, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: answer.status == STOPPED, timeout=15_000)
    label = pane.view.widget_for(answer.id).state_label
    # Not "the text so far is kept" while it is not: the view says it is not saved yet.
    assert label.text().startswith("Stopped. Not saved yet: the disk holding your history")
    make_room(gui.store)  # nobody does anything: the timer writes what waited
    qtbot.waitUntil(lambda: gui.store.unsaved == 0 and not pane.notice.isVisible())
    qtbot.waitUntil(lambda: label.text() == "Stopped. The text so far is kept.")
    rows = saved_rows(gui.paths)
    assert rows[answer.id][1:] == ("assistant", STOPPED, "", answer.content)
    assert all(parent is None or parent in rows for parent, *_ in rows.values())


def test_quitting_with_saves_held_back_asks_first_and_can_stay_open(qtbot, make_gui):
    from PySide6.QtWidgets import QApplication, QMessageBox

    from app.core.chat.model import Conversation

    gui = make_gui(start=False)
    conv = Conversation(title="kept in memory " * 400)  # a row that needs new pages
    fill(gui.store)
    gui.store.save_conversation(conv)  # refused by the full disk: held in memory
    assert gui.store.unsaved > 0
    said: list[str] = []

    def answer(label: str) -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        said.append(box.text())
        next(b for b in box.buttons() if b.text() == label).click()

    from PySide6.QtCore import QTimer

    QTimer.singleShot(0, lambda: answer("Keep Ling Desk open"))
    gui.window.quitRequested.emit()  # Ctrl+Q
    assert not gui.quit_event.is_set()  # the held-back saves are not thrown away unasked
    assert "not saved yet: the disk holding your history is full" in said[0]
    QTimer.singleShot(0, lambda: answer("Quit and lose them"))
    gui.window.quitRequested.emit()
    assert gui.quit_event.is_set()
    make_room(gui.store)  # the fixture's shutdown may then write them

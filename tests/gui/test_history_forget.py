"""Deletion that erases in the window (issue 37): a deleted chat leaves the history's files at
once (within 5 s), the undo bar says so, and Undo brings it back whole from memory; a message
branch is deleted after a confirmation naming how many messages go. The real window, a real
(encrypted) history file, its bytes read for a canary word, raw and decrypted with the key."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from app.core.chat.model import DONE, STREAMING
from tests.support.erasure import decrypted_hits, raw_hits

pytestmark = [pytest.mark.qt_log_ignore("This plugin does not support"), pytest.mark.timeout(120)]

ERASE_MS = 5000  # issue 37: within 5 s


def _anywhere(store, canary: str) -> bool:
    """Whether `canary` is in any file of the history: raw, or in a page decrypted with the key."""
    if raw_hits(store.path, canary):
        return True
    return store.key is not None and decrypted_hits(store.path, store.key, canary)


def test_a_deleted_chat_leaves_the_disk_at_once_and_undo_brings_it_back_whole(qtbot, make_gui):
    pytest.importorskip("cryptography")  # the tests' page reader
    gui = make_gui(start=False)
    store = gui.store
    # (Encrypted once the window unlocks the data folder; plain until then: both are read.)
    canary = "Marrowquill"
    conv = gui.ctx.new_conversation()
    u = conv.new_message("user", None, f"My locker code is {canary}. " * 50)
    conv.new_message("assistant", u.id, f"Noted {canary}. " * 20)
    store.save_all(conv)
    other = gui.ctx.new_conversation()
    other.new_message("user", None, "Harbour plans")
    store.save_all(other)
    store.flush()
    assert _anywhere(store, canary)
    gui.window.delete(conv.id)
    bar = gui.window.sidebar
    assert bar.undo_bar.isVisible()
    assert bar.undo_label.full == "Deleted, erased from disk."
    assert f"“{conv.title}”" in bar.undo_label.toolTip()
    qtbot.waitUntil(lambda: not _anywhere(store, canary), timeout=ERASE_MS)
    assert conv.id not in store.conversation_ids() and other.id in store.conversation_ids()
    assert _anywhere(store, "Harbour")
    bar.undo_button.click()
    assert gui.window.current is conv and bar.model.row_of(conv.id) >= 0
    back = store.load_conversation(conv.id)
    assert back is not None and back.title == conv.title
    assert {m.id: (m.content, m.parent_id) for m in back.messages.values()} == {
        m.id: (m.content, m.parent_id) for m in conv.messages.values()
    }
    assert [h.conversation_id for h in store.search(canary)] == [conv.id]


def test_a_chat_deleted_while_it_streams_is_not_written_back_by_its_last_save(qtbot, make_gui):
    pytest.importorskip("cryptography")
    gui = make_gui(knobs=("--double-tok-per-s", "40"))
    win, store = gui.window, gui.store
    canary = "Tallowfinch"
    win.pane.send(f"Tell me a long story about {canary}", [])
    conv = win.pane.conv
    assert conv is not None
    qtbot.waitUntil(
        lambda: conv.last().status == STREAMING and len(conv.last().content) > 20, timeout=20_000
    )
    win.delete(conv.id)
    qtbot.waitUntil(lambda: not gui.ctx.chat.holds(conv), timeout=10_000)  # its end is handled
    qtbot.waitUntil(lambda: not _anywhere(store, canary), timeout=ERASE_MS)
    qtbot.wait(300)  # any save still on its way
    store.flush()
    assert conv.id not in store.conversation_ids() and not _anywhere(store, canary)
    answer = conv.last()
    win.sidebar.undo_button.click()  # Undo: the stopped answer too, as it ended
    back = store.load_conversation(conv.id)
    assert back is not None and back.messages[answer.id].content == answer.content


def _confirm(qtbot, seen: list[str], click: str) -> None:
    """Answers the branch dialog when it opens: notes its text, clicks `click`."""

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, answer)
            return
        seen.append(box.text())
        for b in box.buttons():
            if b.text().replace("&", "") == click:
                b.click()
                return

    QTimer.singleShot(0, answer)


def test_delete_this_branch_asks_then_erases_the_message_and_all_below_it(qtbot, make_gui):
    pytest.importorskip("cryptography")
    gui = make_gui(start=False)
    win, store = gui.window, gui.store
    canary = "Sorrelgrange"
    conv = gui.ctx.new_conversation()
    q = conv.new_message("user", None, "Which route to the harbour?")
    a1 = conv.new_message("assistant", q.id, "Take the coast road.", status=DONE)
    e = conv.new_message("user", None, f"Which route? Password {canary}. " * 20)
    a2 = conv.new_message("assistant", e.id, f"Your {canary} is safe.", status=DONE)
    store.save_all(conv)
    win.show_conversation(conv.id)
    w = win.pane.view.widget_for(e.id)
    assert w is not None and w.delete_button.isEnabled()
    seen: list[str] = []
    _confirm(qtbot, seen, "Cancel")
    assert w.delete_branch() == 0  # Cancel: nothing goes
    assert seen == ["Delete these 2 messages (this one and those below it)?"]
    assert set(conv.messages) == {q.id, a1.id, e.id, a2.id}
    _confirm(qtbot, seen, "Delete")
    assert w.delete_branch() == 2
    assert set(conv.messages) == {q.id, a1.id} and conv.current_leaf == a1.id
    assert [x.msg.id for x in win.pane.view.widgets] == [q.id, a1.id]
    qtbot.waitUntil(lambda: not _anywhere(store, canary), timeout=ERASE_MS)
    back = store.load_conversation(conv.id)
    assert back is not None and set(back.messages) == {q.id, a1.id}
    assert back.current_leaf == a1.id


def test_a_branch_that_streams_is_not_offered_for_deletion(qtbot, make_gui):
    gui = make_gui(knobs=("--double-tok-per-s", "40"))
    win = gui.window
    win.pane.send("A long answer, please", [])
    conv = win.pane.conv
    assert conv is not None
    qtbot.waitUntil(lambda: conv.last().status == STREAMING, timeout=20_000)
    answer = win.pane.view.widget_for(conv.last().id)
    question = win.pane.view.widget_for(conv.thread()[0].id)
    assert answer is not None and question is not None
    qtbot.waitUntil(lambda: not answer.delete_button.isEnabled(), timeout=5000)
    said: list[str] = []
    question.status.connect(said.append)
    assert question.delete_branch() == 0  # no dialog: refused at once
    assert said == ["An answer in this branch is being written: stop it first."]
    assert len(conv.messages) == 2
    gui.ctx.chat.stop(conv)

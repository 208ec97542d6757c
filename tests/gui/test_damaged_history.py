"""Start-up with a damaged history: a dialog, not a crash; the file is moved aside or left."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from app.core.chat.model import Conversation, Message
from app.core.chat.store import Store, StoreCorrupt
from app.core.paths import Paths
from app.core.settings import Settings
from app.ui.shell.damaged_history import MOVE_ASIDE, open_history_or_ask

# The offscreen platform's note about window size hints, for every dialog.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

PAGE = 4096


def _damaged_history(path: Path) -> bytes:
    store = Store(path)
    now = time.time()
    for c in range(5):
        conv = Conversation(id=f"c{c}", title=f"chat {c}", created_at=now, updated_at=now)
        msgs = [
            Message(id=f"m{c}-{i}", conversation_id=conv.id, parent_id=None, role="user",
                    content="x" * 900, created_at=now, updated_at=now)
            for i in range(40)
        ]  # fmt: skip
        store.save_all(conv, msgs)
    store.close()
    with open(path, "r+b") as fh:  # one page of messages; the schema still reads
        fh.seek(PAGE * 20)
        fh.write(b"\xde\xad\xbe\xef" * (PAGE // 4))
    return path.read_bytes()


def _answer(button_text: str, seen: list[str]) -> None:
    """Click `button_text` on the modal message box as soon as it shows."""

    def poll() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            seen.append(box.text() + "\n" + box.informativeText())
            for b in box.buttons():
                if b.text() == button_text:
                    b.click()
                    return
        QTimer.singleShot(20, poll)

    QTimer.singleShot(0, poll)


def test_the_app_start_reports_damage_instead_of_crashing(qapp, tmp_path):
    from app.ui.shell.app import Gui

    paths = Paths.from_basedir(tmp_path / "base").ensure()
    _damaged_history(paths.history_db)
    with pytest.raises(StoreCorrupt):  # a raw sqlite3.DatabaseError crashed start-up before
        Gui(paths, Settings())


def test_move_aside_keeps_the_damaged_file_and_starts_fresh(qapp, tmp_path):
    db = tmp_path / "history.sqlite3"
    original = _damaged_history(db)
    seen: list[str] = []
    _answer(MOVE_ASIDE, seen)
    store, notice = open_history_or_ask(db)
    assert store is not None
    try:
        assert "damaged" in seen[0] and str(db) in seen[0]
        assert store.load_conversations() == []
        [kept] = tmp_path.glob("history.sqlite3.damaged-*[0-9]")
        assert kept.read_bytes() == original
        assert str(kept) in notice
    finally:
        store.close()


def test_quit_leaves_the_damaged_file_where_it_is(qapp, tmp_path):
    db = tmp_path / "history.sqlite3"
    original = _damaged_history(db)
    _answer("Quit", [])
    store, notice = open_history_or_ask(db)
    assert store is None and notice == ""
    assert db.read_bytes() == original
    assert not list(tmp_path.glob("*.damaged-*"))


def test_a_file_that_is_not_a_database_gets_the_same_choice(qapp, tmp_path):
    db = tmp_path / "history.sqlite3"
    db.write_bytes(b"garbage, not SQLite\n" * 300)
    seen: list[str] = []
    _answer(MOVE_ASIDE, seen)
    store, _ = open_history_or_ask(db)
    assert store is not None and seen
    store.close()
    [kept] = tmp_path.glob("history.sqlite3.damaged-*[0-9]")
    assert kept.read_bytes().startswith(b"garbage")

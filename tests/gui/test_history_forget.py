"""A deleted conversation leaves the history's files once its Undo is over (issue 35 item 6):
the real window, a real history file, its bytes read for a canary word."""

from __future__ import annotations

from pathlib import Path

import pytest

import app.ui.shell.context as context
from app.core.settings import Settings

pytestmark = [pytest.mark.qt_log_ignore("This plugin does not support"), pytest.mark.timeout(120)]


def _on_disk(db: Path, canary: str) -> list[str]:
    files = (db, Path(f"{db}-wal"), Path(f"{db}-shm"))
    return [f.name for f in files if f.exists() and canary.encode() in f.read_bytes()]


def test_a_deleted_chat_is_purged_from_disk_when_its_undo_ends(qtbot, make_gui, monkeypatch):
    monkeypatch.setattr(context, "UNDO_SECONDS", 0.3)  # the bar's 10 s, shortened for the test
    # Encryption off: the file's bytes are read for the canary (encrypted, it is never there).
    settings = Settings()
    settings.privacy.encrypt = False
    gui = make_gui(start=False, settings=settings)
    assert not gui.ctx.vault.encrypted
    canary = "Marrowquill"
    conv = gui.ctx.new_conversation()
    conv.new_message("user", None, f"My locker code is {canary}. " * 50)
    gui.store.save_all(conv)
    other = gui.ctx.new_conversation()
    other.new_message("user", None, "Harbour plans")
    gui.store.save_all(other)
    assert _on_disk(gui.store.path, canary)
    gui.window.delete(conv.id)
    assert gui.window.sidebar.undo_bar.isVisible()
    qtbot.waitUntil(lambda: conv.id not in gui.store.conversation_ids(), timeout=10_000)
    assert _on_disk(gui.store.path, canary) == []
    assert other.id in gui.store.conversation_ids()


def test_an_earlier_undo_ending_purges_neither_a_chat_brought_back_nor_deleted_again(
    qtbot, make_gui, monkeypatch
):
    gui = make_gui(start=False)
    leftover = gui.ctx.new_conversation()
    leftover.new_message("user", None, "Deleted long ago")
    gui.store.save_all(leftover)
    gui.store.delete_conversation(leftover.id)  # marked deleted, its undo long over
    conv = gui.ctx.new_conversation()
    conv.new_message("user", None, "Keep me")
    gui.store.save_all(conv)
    monkeypatch.setattr(context, "UNDO_SECONDS", 0.3)
    gui.window.delete(conv.id)
    gui.window.sidebar.undo_button.click()  # brought back ...
    monkeypatch.setattr(context, "UNDO_SECONDS", 600)
    gui.window.delete(conv.id)  # ... and deleted again: a new undo, 600 s long
    # The first deletion's undo ends: what it purges (the leftover) shows that it ran.
    qtbot.waitUntil(lambda: leftover.id not in gui.store.conversation_ids(), timeout=10_000)
    assert conv.id in gui.store.conversation_ids()
    gui.window.sidebar.undo_button.click()
    assert conv.id in {c.id for c in gui.store.load_conversations()}

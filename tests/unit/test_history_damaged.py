"""A damaged history is reported (never a raw sqlite3 error) and moved aside, never deleted."""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

import pytest

from app.core.chat.model import Conversation, Message
from app.core.chat.store import Store, StoreCorrupt, StoreError, move_aside, open_history

PAGE = 4096


def _history(path: Path, conversations: int = 5, messages: int = 40) -> Path:
    store = Store(path)
    now = time.time()
    for c in range(conversations):
        conv = Conversation(id=f"c{c}", title=f"chat {c}", created_at=now, updated_at=now)
        store.save_all(
            conv,
            [
                Message(
                    id=f"m{c}-{i}",
                    conversation_id=conv.id,
                    parent_id=None,
                    role="user",
                    content="x" * 900 + str(i),
                    created_at=now,
                    updated_at=now,
                )
                for i in range(messages)
            ],
        )
    store.close()
    return path


def _damage_page(path: Path, page: int) -> None:
    with open(path, "r+b") as fh:
        fh.seek(PAGE * page)
        fh.write(b"\xde\xad\xbe\xef" * (PAGE // 4))


def test_partly_damaged_history_is_reported_at_start_not_raised_raw(tmp_path):
    db = _history(tmp_path / "history.sqlite3")
    _damage_page(db, 20)  # a page of the messages table; the schema page is intact
    with pytest.raises(StoreCorrupt, match="is damaged") as info:
        open_history(db)
    assert info.value.path == db


def test_file_that_is_not_a_database_is_reported_as_damaged(tmp_path):
    db = tmp_path / "history.sqlite3"
    db.write_bytes(b"this is not SQLite at all\n" * 400)
    with pytest.raises(StoreCorrupt, match="not a database"):
        open_history(db)


def test_healthy_history_opens_and_is_cleaned_up(tmp_path):
    db = _history(tmp_path / "history.sqlite3", conversations=2, messages=2)
    store = open_history(db)
    try:
        assert len(store.load_conversations()) == 2
    finally:
        store.close()


def test_a_locked_history_is_not_called_damaged(tmp_path):
    db = _history(tmp_path / "history.sqlite3", conversations=1, messages=1)
    holder = sqlite3.connect(db, isolation_level=None)
    holder.execute("PRAGMA journal_mode=DELETE")  # so our open must wait for the lock
    holder.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(StoreError) as info:
            open_history(db)
        assert not isinstance(info.value, StoreCorrupt)
    finally:
        holder.execute("ROLLBACK")
        holder.close()


def test_move_aside_keeps_the_file_and_its_wal_and_never_overwrites(tmp_path):
    db = _history(tmp_path / "history.sqlite3", conversations=1, messages=3)
    original = db.read_bytes()
    wal = Path(f"{db}-wal")
    wal.write_bytes(b"wal bytes")
    first = move_aside(db)
    assert not db.exists() and not wal.exists()
    assert first.read_bytes() == original
    assert Path(f"{first}-wal").read_bytes() == b"wal bytes"
    # A second damaged file in the same second gets another name; the first copy is untouched.
    db.write_bytes(b"second damaged file")
    second = move_aside(db)
    assert second != first and second.read_bytes() == b"second damaged file"
    assert first.read_bytes() == original
    # And a fresh history can be made where the damaged one was.
    store = open_history(db)
    assert store.load_conversations() == []
    store.close()

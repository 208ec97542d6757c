"""A damaged history is reported (never a raw sqlite3 error) and moved aside, never deleted."""

from __future__ import annotations

import errno
import os
import re
import sqlite3
import time
from pathlib import Path

import pytest

from app.core.chat.model import Conversation, Message
from app.core.chat.store import (
    Store,
    StoreCorrupt,
    StoreError,
    move_aside,
    open_history,
    store_error,
)

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


def test_the_damage_report_carries_sqlites_own_words(tmp_path):
    # The start-up dialog shows `detail` under the file's name.
    db = tmp_path / "history.sqlite3"
    db.write_bytes(b"this is not SQLite at all\n" * 400)
    with pytest.raises(StoreCorrupt) as info:
        open_history(db)
    assert info.value.detail == "file is not a database"


def test_only_sqlites_damage_codes_call_a_file_damaged(tmp_path):
    # A real error of the base class that is not damage: an authorizer's denial (SQLITE_AUTH).
    db = sqlite3.connect(":memory:")
    db.set_authorizer(lambda *_: sqlite3.SQLITE_DENY)
    with pytest.raises(sqlite3.DatabaseError) as denied:
        db.execute("SELECT 1")
    db.close()
    assert type(denied.value) is sqlite3.DatabaseError
    assert denied.value.sqlite_errorcode == sqlite3.SQLITE_AUTH
    err = store_error(tmp_path / "h", denied.value)
    assert type(err) is StoreError and "cannot be used: not authorized" in str(err)
    # Without an error code (raised by Python code, not SQLite) the base class means damage.
    assert isinstance(store_error(tmp_path / "h", sqlite3.DatabaseError("bad")), StoreCorrupt)
    assert type(store_error(tmp_path / "h", sqlite3.OperationalError("busy"))) is StoreError


def test_a_moved_file_is_named_by_its_time_and_takes_its_wal_and_shm_along(tmp_path):
    db = _history(tmp_path / "history.sqlite3", conversations=1, messages=1)
    Path(f"{db}-wal").write_bytes(b"wal")
    Path(f"{db}-shm").write_bytes(b"shm")
    before = time.strftime("%Y%m%d-%H%M%S")
    dest = move_aside(db)
    after = time.strftime("%Y%m%d-%H%M%S")
    stamp = dest.name.removeprefix("history.sqlite3.damaged-")
    assert re.fullmatch(r"\d{8}-\d{6}", stamp) and before <= stamp <= after, dest.name
    assert Path(f"{dest}-wal").read_bytes() == b"wal"
    assert Path(f"{dest}-shm").read_bytes() == b"shm"
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        dest.name,
        f"{dest.name}-shm",
        f"{dest.name}-wal",
    ]


def test_a_name_taken_by_a_dangling_link_is_not_used(tmp_path):
    # exists() says no for a link to nothing, but the name is taken: the next one is used.
    db = _history(tmp_path / "history.sqlite3", conversations=1, messages=1)
    now = time.time()
    # This second and the next two: the clock may tick before move_aside reads it.
    taken = [time.strftime("%Y%m%d-%H%M%S", time.localtime(now + s)) for s in range(3)]
    for stamp in taken:
        (tmp_path / f"history.sqlite3.damaged-{stamp}").symlink_to(tmp_path / "nowhere")
    dest = move_aside(db)
    assert dest.name in {f"history.sqlite3.damaged-{stamp}-1" for stamp in taken}, dest.name
    assert dest.is_file() and not dest.is_symlink() and not db.exists()


def test_without_hard_links_the_file_is_renamed_never_over_another(tmp_path, monkeypatch):
    # Some filesystems (FAT, some network shares) have no hard links: link() fails with EPERM.
    db = _history(tmp_path / "history.sqlite3", conversations=1, messages=1)
    original = db.read_bytes()
    Path(f"{db}-wal").write_bytes(b"wal")

    def no_links(src, dst):
        raise PermissionError(errno.EPERM, "Operation not permitted")

    monkeypatch.setattr(os, "link", no_links)
    first = move_aside(db)
    assert first.read_bytes() == original and not db.exists()
    assert Path(f"{first}-wal").read_bytes() == b"wal" and not Path(f"{db}-wal").exists()
    db.write_bytes(b"second damaged file")
    second = move_aside(db)
    assert second != first and second.read_bytes() == b"second damaged file"
    assert first.read_bytes() == original


def test_damage_that_quick_check_finds_is_reported_with_its_findings(tmp_path):
    # Some damage does not stop the open; quick_check names it (e.g. a table page of garbage).
    src = _history(tmp_path / "src.sqlite3")
    for page in range(1, src.stat().st_size // PAGE):
        db = tmp_path / f"history-{page}.sqlite3"
        db.write_bytes(src.read_bytes())
        _damage_page(db, page)
        raw = sqlite3.connect(db)
        try:
            found = [r[0] for r in raw.execute("PRAGMA quick_check(5)").fetchall()]
        except sqlite3.DatabaseError:
            continue  # damage that stops the read itself: the tests above
        finally:
            raw.close()
        if found != ["ok"]:
            break
    else:
        pytest.fail("no page's damage is one that quick_check reports")
    with pytest.raises(StoreCorrupt) as info:
        open_history(db)
    assert info.value.path == db
    assert info.value.detail == "; ".join(found) and "btreeInitPage" in info.value.detail

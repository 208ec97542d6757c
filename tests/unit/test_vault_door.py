"""The vault's door on real files with real SQLCipher: a round trip, and every file it cannot
open (wrong key, another machine's file, a damaged first page, a plain file) refused with a typed
error that says what to do, the file's bytes untouched."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import pytest

from app.core import vault
from app.core.chat.model import Conversation
from app.core.chat.store import Store
from app.core.ladder.workload import WorkloadError, history


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _history(path: Path, key: vault.DataKey | None, text: str = "the harbour opens at six") -> None:
    store = Store(path, key)
    conv = Conversation(title="Tides")
    conv.new_message("user", None, text)
    store.save_all(conv)
    store.close()


def test_round_trip_with_a_key(tmp_path):
    key = vault.DataKey.generate()
    path = tmp_path / "history.sqlite3"
    _history(path, key)
    assert vault.is_encrypted(path)
    store = Store(path, key)
    assert [c.title for c in store.load_conversations()] == ["Tides"]
    assert store.search("harbour")[0].title == "Tides"
    store.close()


def test_without_a_key_the_file_is_plain_as_before(tmp_path):
    path = tmp_path / "history.sqlite3"
    _history(path, None)
    assert not vault.is_encrypted(path)
    assert path.read_bytes().startswith(b"SQLite format 3\x00")
    assert not vault.is_encrypted(tmp_path / "missing.sqlite3")


def test_a_wrong_key_is_refused_and_the_file_untouched(tmp_path):
    path = tmp_path / "history.sqlite3"
    _history(path, vault.DataKey.generate())
    before = _digest(path)
    with pytest.raises(vault.WrongKey, match="cannot be opened with this data key") as info:
        Store(path, vault.DataKey.generate())
    assert "recovery key" in str(info.value) and "left untouched" in str(info.value)
    assert info.value.path == path
    assert _digest(path) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["history.sqlite3"]


def test_a_file_from_another_machine_is_a_wrong_key(tmp_path):
    """Copied over from another data folder (another key): refused, not taken for damage."""
    theirs = tmp_path / "theirs" / "history.sqlite3"
    _history(theirs, vault.DataKey.generate(), "their secret")
    mine = tmp_path / "mine" / "history.sqlite3"
    mine.parent.mkdir()
    mine.write_bytes(theirs.read_bytes())
    before = _digest(mine)
    with pytest.raises(vault.WrongKey, match="another machine"):
        Store(mine, vault.DataKey.generate())
    assert _digest(mine) == before


def test_a_damaged_first_page_with_the_right_key_says_damaged(tmp_path):
    key = vault.DataKey.generate()
    path = tmp_path / "history.sqlite3"
    store = Store(path, key)
    conv = Conversation(title="Big")
    for i in range(50):  # several pages, so that the others prove the key right
        conv.new_message("user", None, f"message {i} " + "words " * 200)
    store.save_all(conv)
    store.close()
    raw = bytearray(path.read_bytes())
    raw[200] ^= 0xFF  # inside page 1, past SQLCipher's salt
    path.write_bytes(bytes(raw))
    before = _digest(path)
    with pytest.raises(vault.Damaged, match="is damaged") as info:
        Store(path, key)
    assert "Restore it from a backup" in str(info.value)
    assert _digest(path) == before


def test_a_plain_file_with_a_key_must_be_migrated_first(tmp_path):
    path = tmp_path / "history.sqlite3"
    _history(path, None)
    before = _digest(path)
    with pytest.raises(vault.NotEncrypted, match="Encrypt it first"):
        Store(path, vault.DataKey.generate())
    assert _digest(path) == before


def test_an_encrypted_file_without_a_key_is_not_a_database(tmp_path):
    """As before: the app checks `is_encrypted` to tell this from damage (phase 2)."""
    path = tmp_path / "history.sqlite3"
    _history(path, vault.DataKey.generate())
    with pytest.raises(sqlite3.DatabaseError):
        sqlite3.connect(path).execute("SELECT * FROM sqlite_master").fetchall()


def test_the_exception_tuples_catch_both_modules(tmp_path):
    key = vault.DataKey.generate()
    db = vault.connect(tmp_path / "x.sqlite3", key, isolation_level=None)
    db.execute("CREATE TABLE t (k TEXT PRIMARY KEY)")
    db.execute("INSERT INTO t VALUES ('a')")
    with pytest.raises(vault.IntegrityError):
        db.execute("INSERT INTO t VALUES ('a')")
    with pytest.raises(vault.OperationalError):
        db.execute("SELECT nope FROM t")
    assert db.execute("PRAGMA secure_delete=ON").fetchone()[0] == 1
    db.close()
    assert "redacted" in repr(key) and key.raw.hex() not in repr(key)


def test_the_ladder_reads_an_encrypted_history_with_its_key(tmp_path):
    key = vault.DataKey.generate()
    path = tmp_path / "history.sqlite3"
    _history(path, key, "how deep is the harbour?")
    assert [i.messages[0]["content"] for i in history(path, key).items] == [
        "how deep is the harbour?"
    ]
    with pytest.raises(WorkloadError, match="cannot be opened with this data key"):
        history(path, vault.DataKey.generate())

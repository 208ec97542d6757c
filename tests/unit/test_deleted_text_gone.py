"""Deleted text leaves every file on disk within seconds (issue 35 item 6): the library after a
removal and the history after a purge, checked by reading the bytes of the SQLite file, its WAL
and its shared-memory index for a canary word, with no checkpoint of the test's own."""

from __future__ import annotations

from pathlib import Path

from app.core.chat.model import Conversation
from app.core.chat.store import Store


def _on_disk(db: Path, canary: str) -> list[str]:
    """The files of `db` (main, -wal, -shm) whose bytes hold `canary` (any case)."""
    found = []
    for f in (db, Path(f"{db}-wal"), Path(f"{db}-shm")):
        if f.exists() and canary.lower().encode() in f.read_bytes().lower():
            found.append(f.name)
    return found


def test_a_removed_document_is_in_no_file_of_the_library(lib, tmp_path):
    canary = "Vorpalquince"
    folder = tmp_path / "docs"
    folder.mkdir()
    for i in range(20):  # the report's 20 copies, each its own document
        (folder / f"copy{i:02}.txt").write_text(f"Copy {i}: the code word is {canary}.\n" * 200)
    (folder / "keep.txt").write_text("Harbour notes stay.")
    lib.add([folder])
    assert _on_disk(lib.path, canary)  # indexed: in the WAL (at least) before the removal
    results = lib.remove([folder / f"copy{i:02}.txt" for i in range(20)])
    assert [r.status for r in results] == ["removed"] * 20
    assert _on_disk(lib.path, canary) == []
    assert lib.search("harbour")  # the rest is still there and readable


def test_a_document_deleted_on_disk_leaves_with_the_next_add(lib, tmp_path):
    canary = "Gloamstitch"
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "a.md").write_text(f"# Minutes\nThe password hint is {canary}.\n")
    (folder / "b.md").write_text("# Other\nNothing secret.\n")
    lib.add([folder])
    (folder / "a.md").unlink()
    assert any(r.status == "removed" for r in lib.add([folder]))
    assert _on_disk(lib.path, canary) == []


def _history_with(store: Store, canary: str) -> Conversation:
    conv = Conversation(title=f"About {canary}")
    u = conv.new_message("user", None, f"Remember {canary} for me. " * 100)
    conv.new_message("assistant", u.id, f"Noted: {canary}. " * 100, reasoning=f"{canary} noted")
    store.save_all(conv)
    keep = Conversation(title="Kept")
    keep.new_message("user", None, "Harbour plans")
    store.save_all(keep)
    return conv


def test_a_purged_conversation_is_in_no_file_of_the_history(tmp_path):
    canary = "Plinthowl"
    store = Store(tmp_path / "history.sqlite3")
    try:
        conv = _history_with(store, canary)
        assert store.db.execute("PRAGMA secure_delete").fetchone()[0] == 1
        assert _on_disk(store.path, canary)
        store.delete_conversation(conv.id)
        assert _on_disk(store.path, canary)  # still there: Undo may bring it back
        assert store.purge_deleted() == 1
        assert _on_disk(store.path, canary) == []
        assert [h.conversation_id for h in store.search("harbour")]
    finally:
        store.close()


def test_purge_keeps_the_conversation_whose_undo_is_still_offered(tmp_path):
    store = Store(tmp_path / "history.sqlite3")
    try:
        first = _history_with(store, "Firstcanary")
        second = _history_with(store, "Secondcanary")
        store.delete_conversation(first.id)
        store.delete_conversation(second.id)
        assert store.purge_deleted(keep=second.id) == 1
        assert _on_disk(store.path, "Firstcanary") == []
        store.restore_conversation(second.id)
        assert second.id in {c.id for c in store.load_conversations()}
    finally:
        store.close()


def test_a_conversation_deleted_just_before_quitting_is_purged_at_close(tmp_path):
    canary = "Quenchmoss"
    store = Store(tmp_path / "history.sqlite3")
    conv = _history_with(store, canary)
    store.delete_conversation(conv.id)
    store.close()
    assert _on_disk(store.path, canary) == []
    again = Store(store.path)
    try:
        assert conv.id not in again.conversation_ids() and len(again.conversation_ids()) == 1
    finally:
        again.close()


def test_a_purge_on_the_writer_thread_scrubs_the_same(tmp_path):
    """The window purges through the writer (the index rewrite is too slow for its thread):
    after the saves queued before it, with the same result on disk."""
    canary = "Brindlewick"
    store = Store(tmp_path / "history.sqlite3")
    try:
        conv = _history_with(store, canary)
        kept = _history_with(store, "Stillhere")
        store.delete_conversation(conv.id)
        store.delete_conversation(kept.id)
        store.purge_deleted_later(keep=kept.id)
        assert conv.id not in store.conversation_ids()  # reading waits for the writer
        assert _on_disk(store.path, canary) == []
        store.restore_conversation(kept.id)
        assert kept.id in {c.id for c in store.load_conversations()}
    finally:
        store.close()

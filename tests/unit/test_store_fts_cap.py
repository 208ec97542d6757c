"""The full-text index holds the first FTS_CHARS of each message: a giant paste saves fast, the
index stays consistent through updates and deletes, and older databases migrate."""

from __future__ import annotations

import sqlite3

from app.core.chat.model import Conversation
from app.core.chat.store import FTS_CHARS, SCHEMA_VERSION, Store, _v0_to_v1


def integrity(store: Store) -> None:
    # Raises sqlite3.DatabaseError when the index disagrees with what it indexes.
    store.db.execute("INSERT INTO messages_fts(messages_fts) VALUES ('integrity-check')")


def giant(head: str, tail: str) -> str:
    return head + " " + ("x" * (FTS_CHARS + 10)) + " " + tail


def test_words_in_the_first_part_are_found_not_beyond(tmp_path):
    store = Store(tmp_path / "h.sqlite3")
    conv = Conversation(title="paste")
    conv.new_message("user", None, giant("zanzibarhead", "quokkatail"))
    store.save_all(conv)
    assert [h.conversation_id for h in store.search("zanzibarhead")] == [conv.id]
    assert store.search("quokkatail") == []
    integrity(store)


def test_updates_and_deletes_of_giant_messages_keep_the_index_consistent(tmp_path):
    store = Store(tmp_path / "h.sqlite3")
    conv = Conversation(title="paste")
    msg = conv.new_message("assistant", None, giant("alpha", "omega"))
    store.save_all(conv)
    conv.update(msg, content=giant("bravo", "omega"))
    store.save_message(msg)
    integrity(store)
    assert store.search("alpha") == [] and store.search("bravo")
    store.delete_conversation(conv.id)
    store.purge_deleted()
    integrity(store)
    assert store.search("bravo") == []


def test_a_version_1_database_migrates_with_its_messages_searchable(tmp_path):
    path = tmp_path / "h.sqlite3"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE schema_version (version INTEGER)")
    _v0_to_v1(db)
    db.execute("INSERT INTO schema_version VALUES (1)")
    db.execute(
        "INSERT INTO conversations (id, title, created_at, updated_at) VALUES ('c1', 't', 1, 1)"
    )
    db.execute(
        "INSERT INTO messages (id, conversation_id, role, content, created_at, updated_at) "
        "VALUES ('m1', 'c1', 'user', ?, 1, 1)",
        (giant("pangolin", "narwhal"),),
    )
    db.commit()
    db.close()
    store = Store(path)
    assert store.schema_version() == SCHEMA_VERSION == 4
    assert store.search("pangolin") and store.search("narwhal") == []
    integrity(store)

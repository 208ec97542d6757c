"""Retention's rule (pinned kept, 0 = forever) and the pinned flag kept by the history."""

from __future__ import annotations

import sqlite3

from app.core.chat.model import Conversation
from app.core.chat.retention import DAY_S, expired
from app.core.chat.store import MIGRATIONS, SCHEMA_VERSION, Store

NOW = 1_800_000_000.0


def test_expired_keeps_pinned_and_recent_and_forever_keeps_all():
    old = Conversation(title="old", updated_at=NOW - 40 * DAY_S)
    older = Conversation(title="older", updated_at=NOW - 90 * DAY_S)
    pinned = Conversation(title="pinned", updated_at=NOW - 400 * DAY_S, pinned=True)
    fresh = Conversation(title="fresh", updated_at=NOW - 29 * DAY_S)
    convs = [old, older, pinned, fresh]
    assert [c.title for c in expired(convs, 30, NOW)] == ["older", "old"]
    assert [c.title for c in expired(convs, 60, NOW)] == ["older"]
    assert expired(convs, 0, NOW) == []


def test_pinned_is_saved_and_a_version_2_history_gains_it(tmp_path):
    path = tmp_path / "history.sqlite3"
    # As version 2 wrote it (its own migrations): no pinned column.
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE schema_version (version INTEGER)")
    for step in (0, 1):
        MIGRATIONS[step](db)
    db.execute("INSERT INTO schema_version VALUES (2)")
    db.execute(
        "INSERT INTO conversations (id, title, created_at, updated_at) VALUES ('c1', 'keep me', 1, 1)"
    )
    db.commit()
    db.close()
    store = Store(path)
    assert store.schema_version() == SCHEMA_VERSION == 4
    [loaded] = store.load_conversations()
    assert loaded.title == "keep me" and loaded.pinned is False
    loaded.set_meta(pinned=True)
    store.save_conversation(loaded)
    assert store.load_conversations()[0].pinned is True
    store.close()

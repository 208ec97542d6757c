"""SQLite history: WAL, schema_version and migrations, FTS kept in sync, delete with undo."""

from __future__ import annotations

import sqlite3

import pytest

from app.core.chat.model import Conversation
from app.core.chat.store import SCHEMA_VERSION, Store, StoreError, StreamSaver, fts_query


def make(tmp_path) -> Store:
    return Store(tmp_path / "history.sqlite3")


def filled(store: Store) -> tuple[Conversation, list]:
    conv = Conversation(title="Parsing TOML")
    u = conv.new_message("user", None, "How do I read a pyproject file?")
    a = conv.new_message(
        "assistant", u.id, "Use tomllib: `tomllib.load(f)`.", reasoning="think toml"
    )
    store.save_all(conv)
    return conv, [u, a]


def test_wal_and_schema_version(tmp_path):
    store = make(tmp_path)
    assert store.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert store.schema_version() == SCHEMA_VERSION
    store.close()
    again = make(tmp_path)  # reopening does not migrate twice
    assert again.schema_version() == SCHEMA_VERSION


def test_newer_schema_is_refused_and_left_alone(tmp_path):
    store = make(tmp_path)
    store.db.execute("UPDATE schema_version SET version=99")
    store.close()
    with pytest.raises(StoreError, match="newer Ling Desk"):
        make(tmp_path)
    db = sqlite3.connect(tmp_path / "history.sqlite3")
    assert db.execute("SELECT version FROM schema_version").fetchone()[0] == 99


def test_round_trip_conversation_and_messages(tmp_path):
    store = make(tmp_path)
    conv, (u, a) = filled(store)
    conv.set_meta(system_prompt="Be brief", thinking=False, sampling={"temperature": 0.2})
    store.save_conversation(conv)
    a.stats = {"decode_tps": 50.0, "ttft_s": 0.2}
    store.save_message(a)
    store.close()
    store = make(tmp_path)
    [loaded] = store.load_conversations()
    assert not loaded.loaded and loaded.title == "Parsing TOML"
    store.load_messages(loaded)
    assert [m.content for m in loaded.thread()] == [u.content, a.content]
    assert loaded.thread()[1].stats["decode_tps"] == 50.0
    assert loaded.system_prompt == "Be brief" and loaded.thinking is False
    assert loaded.sampling == {"temperature": 0.2}


def test_search_finds_words_in_messages_and_titles_and_follows_updates(tmp_path):
    store = make(tmp_path)
    conv, (_u, a) = filled(store)
    hits = store.search("tomlli")  # prefix of the last word
    assert hits and hits[0].conversation_id == conv.id
    assert "\x02" in hits[0].snippet or hits[0].message_id is None
    assert store.search("Parsing")[0].message_id is None  # title hit
    conv2 = Conversation(title="Zebras")
    conv2.new_message("user", None, "zebra crossing")
    store.save_all(conv2)
    [hit] = store.search("zebra")
    assert hit.message_id is not None and "\x02zebra\x03" in hit.snippet  # message over title
    a.content = "Completely different words now"
    store.save_message(a)
    assert not [h for h in store.search("tomllib") if h.message_id == a.id]
    assert store.search("different")[0].message_id == a.id
    assert store.search('"unbalanced') is not None  # odd input never raises
    assert store.search("") == []


def test_fts_query_quotes_every_word():
    assert fts_query('foo "bar') == '"foo" "bar"*'
    assert fts_query("   ") is None


def test_delete_undo_and_purge(tmp_path):
    store = make(tmp_path)
    conv, _ = filled(store)
    store.delete_conversation(conv.id)
    assert store.load_conversations() == []
    assert store.search("tomllib") == []
    store.restore_conversation(conv.id)
    assert [c.id for c in store.load_conversations()] == [conv.id]
    store.delete_conversation(conv.id)
    assert store.purge_deleted() == 1
    assert store.message_count() == 0
    assert store.db.execute("SELECT count(*) FROM messages_fts").fetchone()[0] == 0


def test_unused_chats_are_purged_but_drafts_are_kept(tmp_path):
    store = make(tmp_path)
    filled(store)
    store.save_conversation(Conversation(title="empty"))
    store.save_conversation(Conversation(title="draft only", draft={"text": "half a thought"}))
    assert store.purge_empty() == 1
    assert sorted(c.title for c in store.load_conversations()) == ["Parsing TOML", "draft only"]


def test_interrupted_answers_are_marked_on_the_next_start(tmp_path):
    store = make(tmp_path)
    conv, (_u, a) = filled(store)
    a.status = "streaming"
    store.save_message(a)
    assert store.recover_interrupted() == 1
    loaded = store.load_conversation(conv.id)
    assert loaded.messages[a.id].status == "interrupted"
    assert loaded.messages[a.id].content == a.content


def test_stream_saver_saves_at_most_every_interval(tmp_path):
    store = make(tmp_path)
    conv, (_u, a) = filled(store)
    now = [0.0]
    saver = StreamSaver(store, a, 0.5, clock=lambda: now[0])
    a.content += " more"
    assert not saver.tick()
    now[0] = 0.6
    assert saver.tick()
    assert store.load_conversation(conv.id).messages[a.id].content.endswith(" more")


def test_queued_and_streaming_answers_are_marked_after_a_crash_but_finished_ones_are_not(
    tmp_path,
):
    store = make(tmp_path)
    conv, (u, a) = filled(store)
    a.status = "streaming"
    queued = conv.new_message("assistant", u.id, "", status="queued")
    done = conv.new_message("assistant", u.id, "An earlier full answer.")
    stopped = conv.new_message("assistant", u.id, "Cut by the user", status="stopped")
    store.save_all(conv)
    store.close()  # the app ends with one answer streaming and one waiting for the engine
    store = make(tmp_path)
    assert store.recover_interrupted() == 2
    loaded = store.load_conversation(conv.id)
    for m in (a, queued):
        assert loaded.messages[m.id].status == "interrupted", m.id
        assert "ended while this answer was being written" in loaded.messages[m.id].error
    assert loaded.messages[done.id].status == "done"
    assert loaded.messages[done.id].error == ""
    assert loaded.messages[u.id].status == "done"
    assert loaded.messages[stopped.id].status == "stopped"
    assert store.recover_interrupted() == 0  # nothing left to recover on the next start

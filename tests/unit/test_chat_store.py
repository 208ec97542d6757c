"""SQLite history: WAL, schema_version and migrations, FTS kept in sync, delete with undo."""

from __future__ import annotations

import dataclasses
import sqlite3
import threading

import pytest

from app.core.chat.model import Conversation, Message
from app.core.chat.store import (
    SCHEMA_VERSION,
    SearchHit,
    Store,
    StoreError,
    StreamSaver,
    fts_query,
)


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
    with pytest.raises(StoreError, match="newer Ling Desk") as info:
        make(tmp_path)
    assert f"schema 99; this version reads up to {SCHEMA_VERSION}" in str(info.value)
    assert "It is left untouched" in str(info.value)
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
    assert fts_query('tom " l') == '"tom" "l"*'  # a lone quote is no word
    assert fts_query('""') is None


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
        assert loaded.messages[m.id].error == (
            "Ling Desk ended while this answer was being written; the text so far is kept."
        )
    assert loaded.messages[done.id].status == "done"
    assert loaded.messages[done.id].error == ""
    assert loaded.messages[u.id].status == "done"
    assert loaded.messages[stopped.id].status == "stopped"
    assert store.recover_interrupted() == 0  # nothing left to recover on the next start


def test_every_field_survives_a_restart(tmp_path):
    store = make(tmp_path / "new" / "folder")  # the folder is made, parents too
    conv = Conversation(title="Kept", titled=True, created_at=10.0)
    u = conv.new_message("user", None, "q", meta={"attachments": ["a.txt"]}, created_at=11.0)
    a = conv.new_message(
        "assistant", u.id, "answer", reasoning="why", status="error", error="cut",
        stats={"ttft_s": 0.1}, meta={"thinking": False}, created_at=12.0, updated_at=13.0,
    )  # fmt: skip
    conv.current_leaf = a.id
    conv.draft = {"text": "next question"}
    conv.updated_at = 14.0
    store.save_all(conv)
    store.close()
    store = make(tmp_path / "new" / "folder")
    [listed] = store.load_conversations()
    assert listed.loaded is False and listed.messages == {}
    for f in ("id", "title", "titled", "created_at", "updated_at", "system_prompt", "thinking",
              "sampling", "current_leaf", "draft", "pinned"):  # fmt: skip
        assert getattr(listed, f) == getattr(conv, f), f
    loaded = store.load_conversation(conv.id)
    assert loaded.loaded is True
    for m in (u, a):
        assert dataclasses.asdict(loaded.messages[m.id]) == dataclasses.asdict(m)
    assert store.load_conversation("no-such-id") is None


def test_draft_is_saved_alone(tmp_path):
    store = make(tmp_path)
    conv, _ = filled(store)
    conv.draft = {"text": "half"}
    conv.title = "Not saved by save_draft"
    store.save_draft(conv)
    [loaded] = store.load_conversations()
    assert loaded.draft == {"text": "half"}
    assert loaded.title == "Parsing TOML"


def test_unreadable_stats_or_meta_load_as_empty(tmp_path):
    store = make(tmp_path)
    conv, (_u, a) = filled(store)
    store.db.execute("UPDATE messages SET stats='[1, 2]', meta='not json' WHERE id=?", (a.id,))
    store.db.execute("UPDATE conversations SET sampling='' WHERE id=?", (conv.id,))
    loaded = store.load_conversation(conv.id)
    assert loaded.messages[a.id].stats == {} and loaded.messages[a.id].meta == {}
    assert loaded.sampling == {}


def test_ids_and_counts(tmp_path):
    store = make(tmp_path)
    conv, (u, a) = filled(store)
    other = Conversation(title="Other")
    x = other.new_message("user", None, "x")
    store.save_all(other)
    store.delete_conversation(other.id)
    assert store.conversation_ids() == {conv.id, other.id}  # deleted ones too
    assert store.message_ids() == {u.id, a.id, x.id}
    assert store.message_count() == 3
    assert store.message_count(conv.id) == 2
    assert store.message_count(other.id) == 1
    assert store.message_count("none") == 0


def test_save_all_saves_only_the_messages_given(tmp_path):
    store = make(tmp_path)
    conv = Conversation(title="Partial")
    u = conv.new_message("user", None, "saved")
    conv.new_message("assistant", u.id, "not saved yet")
    store.save_all(conv, [u])
    assert store.message_ids() == {u.id}


def test_a_failed_save_all_leaves_nothing_behind(tmp_path):
    store = make(tmp_path)
    conv = Conversation(title="Half")
    good = conv.new_message("user", None, "fine")
    bad = Message("m-bad", conv.id, None, None)  # role is NOT NULL: the insert fails
    with pytest.raises(sqlite3.IntegrityError):
        store.save_all(conv, [good, bad])
    assert store.load_conversations() == []
    assert store.message_count() == 0
    store.save_all(conv, [good])  # no transaction was left open
    assert store.message_ids() == {good.id}


def test_the_store_is_usable_from_a_worker_thread(tmp_path):
    store = make(tmp_path)
    filled(store)
    got: list[object] = []
    worker = threading.Thread(target=lambda: got.append(store.message_count()))
    worker.start()
    worker.join()
    assert got == [2]


def test_an_in_memory_store_needs_no_folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    store = Store(":memory:")
    filled(store)
    assert store.message_count() == 2
    assert list(tmp_path.iterdir()) == []


def test_an_empty_schema_table_is_version_zero_and_migrated(tmp_path):
    db = sqlite3.connect(tmp_path / "history.sqlite3")
    db.execute("CREATE TABLE schema_version (version INTEGER)")
    db.commit()
    db.close()
    store = make(tmp_path)
    assert store.schema_version() == SCHEMA_VERSION
    filled(store)
    assert store.message_count() == 2


def test_search_hits_carry_their_conversation_fields(tmp_path):
    store = make(tmp_path)
    conv, (_u, a) = filled(store)
    [hit] = store.search("tomllib")
    assert (hit.conversation_id, hit.message_id, hit.title, hit.role, hit.updated_at) == (
        conv.id, a.id, "Parsing TOML", "assistant", conv.updated_at,
    )  # fmt: skip
    [title_hit] = store.search("Parsing")
    assert title_hit == SearchHit(conv.id, None, "Parsing TOML", "", "", conv.updated_at)


def test_search_gives_one_hit_per_conversation_and_goes_on_past_repeats(tmp_path):
    store = make(tmp_path)
    first = Conversation(title="A")
    m1 = first.new_message("user", None, "walrus walrus walrus")
    first.new_message("assistant", m1.id, "walrus walrus")
    store.save_all(first)
    second = Conversation(title="B")
    m2 = second.new_message("user", None, "a walrus and a long sentence of many other words")
    store.save_all(second)
    hits = store.search("walrus")
    assert [h.conversation_id for h in hits] == [first.id, second.id]
    assert hits[1].message_id == m2.id


def test_title_search_takes_percent_underscore_and_backslash_literally(tmp_path):
    store = make(tmp_path)
    titles = ["50% off", "500 off", "a_b", "axb", r"C:\dir", "C:dir"]
    for t in titles:
        store.save_conversation(Conversation(title=t))
    assert [h.title for h in store.search("50%")] == ["50% off"]
    assert [h.title for h in store.search("a_b")] == ["a_b"]
    assert [h.title for h in store.search(r"C:\d")] == [r"C:\dir"]


def test_search_returns_at_most_fifty_by_default(tmp_path):
    store = make(tmp_path)
    for i in range(52):
        store.save_conversation(Conversation(title=f"Zebra {i}", updated_at=float(i)))
    hits = store.search("zebra")
    assert len(hits) == 50
    assert hits[0].title == "Zebra 51"  # most recent first
    assert len(store.search("zebra", limit=3)) == 3


def test_stream_saver_counts_saves_and_saves_at_the_interval_exactly(tmp_path):
    store = make(tmp_path)
    _conv, (_u, a) = filled(store)
    now = [100.0]
    saver = StreamSaver(store, a, clock=lambda: now[0])  # every 0.5 s by default
    assert saver.saves == 0
    now[0] = 100.4
    assert not saver.tick()
    now[0] = 100.5
    assert saver.tick()
    assert saver.saves == 1
    saver.flush()
    assert saver.saves == 2


def test_a_broken_full_text_index_still_leaves_title_search(tmp_path):
    store = make(tmp_path)
    conv, _ = filled(store)
    store.db.execute("DROP TABLE messages_fts")
    assert [h.conversation_id for h in store.search("Parsing")] == [conv.id]


def test_a_path_that_cannot_hold_a_database_is_refused_by_name(tmp_path):
    folder = tmp_path / "history.sqlite3"
    folder.mkdir()  # a folder where the file should be
    with pytest.raises(StoreError) as info:
        Store(folder)
    assert str(folder) in str(info.value)


def test_a_search_after_the_close_finds_nothing_and_raises_nothing(tmp_path):
    """The list's search timer can fire after the window closed the history (CI saw it)."""
    store = make(tmp_path)
    filled(store)
    assert store.search("tomllib")
    store.close()
    assert store.search("tomllib") == []

"""Giant saves go to the history's writer thread, in order, and nothing waiting is lost.

The writer is held up by another connection holding SQLite's write lock: a save made on the
caller's thread would then wait for the lock (busy_timeout) and fail with "database is locked";
a save handed to the writer returns at once and is written once the lock is free.
"""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from app.core.chat.model import Conversation
from app.core.chat.store import BACKGROUND_CHARS, Store

BIG = "x" * BACKGROUND_CHARS


@contextmanager
def write_lock(path) -> Iterator[sqlite3.Connection]:
    other = sqlite3.connect(str(path), isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    try:
        yield other
    finally:
        other.execute("COMMIT")
        other.close()


def rows(path) -> dict[str, tuple[str, int]]:
    db = sqlite3.connect(str(path))
    try:
        got = db.execute("SELECT id, status, length(content) FROM messages").fetchall()
    finally:
        db.close()
    return {mid: (status, n) for mid, status, n in got}


def test_giant_save_returns_while_the_database_is_locked_then_is_written(tmp_path):
    path = tmp_path / "history.sqlite3"
    store = Store(path)
    conv = Conversation(title="paste")
    store.save_conversation(conv)
    user = conv.new_message("user", None, BIG)
    with write_lock(path):
        store.save_all(conv, [user])  # would raise "database is locked" if written here
        assert store._writer is not None and store._writer.pending == 1
    store.flush()
    assert rows(path) == {user.id: ("done", BACKGROUND_CHARS)}
    store.close()


def test_small_saves_queue_behind_a_giant_one_and_keep_their_order(tmp_path):
    path = tmp_path / "history.sqlite3"
    store = Store(path)
    conv = Conversation(title="paste")
    store.save_conversation(conv)
    user = conv.new_message("user", None, BIG)
    reply = conv.new_message("assistant", user.id, "", status="queued")
    with write_lock(path):
        store.save_all(conv, [user])
        store.save_all(conv, [reply])  # small, but after the giant one: queued too
        conv.update(reply, status="streaming")
        store.save_message(reply)
        conv.update(reply, status="done", content="ok")
        store.save_message(reply)
        assert store._writer is not None and store._writer.pending == 4
    store.flush()
    assert rows(path) == {user.id: ("done", BACKGROUND_CHARS), reply.id: ("done", 2)}
    # The queue is empty again: the next small save is written on the caller's thread.
    conv.update(reply, content="ok!")
    store.save_message(reply)
    assert store._writer.pending == 0
    assert rows(path)[reply.id] == ("done", 3)
    store.close()


def test_a_read_waits_for_the_saves_before_it(tmp_path):
    path = tmp_path / "history.sqlite3"
    store = Store(path)
    conv = Conversation(title="paste")
    store.save_conversation(conv)
    user = conv.new_message("user", None, BIG)
    lock = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)
    lock.execute("BEGIN IMMEDIATE")
    store.save_all(conv, [user])
    # Let the writer go only once the read below is waiting.
    release = threading.Timer(0.2, lambda: lock.execute("COMMIT"))
    release.start()
    try:
        assert store.message_count(conv.id) == 1
        assert store.search("paste")[0].conversation_id == conv.id
    finally:
        release.join()
        lock.close()
    store.close()


def test_a_failed_background_save_is_reported_and_later_saves_still_run(tmp_path):
    path = tmp_path / "history.sqlite3"
    store = Store(path)
    failures: list[Exception] = []
    store.on_write_error = failures.append
    orphan = Conversation(title="never saved")  # its messages break the foreign key
    good = Conversation(title="saved")
    store.save_conversation(good)
    bad_msg = orphan.new_message("user", None, BIG)
    good_msg = good.new_message("user", None, BIG)
    with write_lock(path):
        store.save_message(bad_msg)
        store.save_message(good_msg)
    store.flush()
    assert len(failures) == 1 and isinstance(failures[0], sqlite3.IntegrityError)
    assert rows(path) == {good_msg.id: ("done", BACKGROUND_CHARS)}
    store.close()


def test_close_writes_every_queued_save_first(tmp_path):
    path = tmp_path / "history.sqlite3"
    store = Store(path)
    conv = Conversation(title="paste")
    store.save_conversation(conv)
    msgs = [conv.new_message("user", None, BIG) for _ in range(3)]
    lock = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)
    lock.execute("BEGIN IMMEDIATE")
    for m in msgs:
        store.save_message(m)
    release = threading.Timer(0.2, lambda: lock.execute("COMMIT"))
    release.start()
    store.close()
    release.join()
    lock.close()
    reopened = Store(path)
    assert reopened.message_count(conv.id) == 3
    reopened.close()


def test_in_memory_history_saves_at_once(tmp_path):
    store = Store(":memory:")
    conv = Conversation(title="paste")
    msg = conv.new_message("user", None, BIG)
    store.save_all(conv, [msg])
    assert store._writer is None
    assert store.db.execute("SELECT length(content) FROM messages").fetchone()[0] == len(BIG)
    store.close()


def test_replacing_a_giant_draft_with_a_small_one_is_written_in_the_background(tmp_path):
    # Freeing a giant value's pages costs as much as writing it: clearing a 10 MB draft on Send
    # stalled the window until it was done on the writer thread too.
    path = tmp_path / "history.sqlite3"
    store = Store(path)
    conv = Conversation(title="paste")
    store.save_conversation(conv)
    conv.draft = {"text": BIG}
    store.save_draft(conv)
    store.flush()
    with write_lock(path):
        conv.draft = {}
        store.save_draft(conv)  # would raise "database is locked" if written here
        assert store._writer is not None and store._writer.pending == 1
    store.flush()
    conv.draft = {"text": "small"}
    store._db.execute("PRAGMA busy_timeout=50")
    # Small and stored small now: written here, so it waits for the lock and fails (and is
    # kept for the next try, not handed to the writer).
    with write_lock(path):
        store.save_draft(conv)
        assert (store.unsaved, store._writer.pending) == (1, 0)
        assert "locked" in store.problem
    store._db.execute("PRAGMA busy_timeout=3000")
    db = sqlite3.connect(str(path))
    assert db.execute("SELECT draft FROM conversations").fetchone()[0] == "{}"
    store.retry_unsaved()
    store.flush()
    assert db.execute("SELECT draft FROM conversations").fetchone()[0] == '{"text": "small"}'
    db.close()
    store.close()


EXIT_WITHOUT_CLOSE = """
import sys
from app.core.chat.model import Conversation
from app.core.chat.store import BACKGROUND_CHARS, Store
store = Store(sys.argv[1])
conv = Conversation(title="paste")
store.save_all(conv, [conv.new_message("user", None, "x" * BACKGROUND_CHARS)])
store.flush()
assert store._writer is not None and store._writer._thread is not None
print("saved", flush=True)
"""  # and ends without store.close(): an error path, or a plain sys.exit


def test_a_process_that_never_closes_the_history_still_exits(tmp_path):
    # The writer thread waits for work forever: were it not a daemon, Python's exit would wait
    # for it, and the app would hang on its way out.
    path = tmp_path / "history.sqlite3"
    root = Path(__file__).resolve().parents[2]
    proc = subprocess.run(
        [sys.executable, "-c", EXIT_WITHOUT_CLOSE, str(path)],
        cwd=root,
        capture_output=True,
        text=True,
        timeout=30,  # a hang guard, not a speed check
    )
    assert (proc.returncode, proc.stdout) == (0, "saved\n"), proc.stderr
    assert list(rows(path).values()) == [("done", BACKGROUND_CHARS)]


def test_what_decides_a_background_save(tmp_path):
    path = tmp_path / "history.sqlite3"
    store = Store(path)
    conv = Conversation(title="paste")
    store.save_conversation(conv)
    thought = conv.new_message("assistant", None, "short answer")
    thought.reasoning = BIG  # a giant thinking text counts as much as a giant answer
    paste = conv.new_message("user", None, BIG)
    reply = conv.new_message("assistant", paste.id, "", status="queued")
    exact = conv.new_message("user", None, "y" * BACKGROUND_CHARS)  # the threshold itself is big
    with write_lock(path):
        store.save_message(thought)
        assert store._writer is not None and store._writer.pending == 1
    store.flush()
    with write_lock(path):
        store.save_all(conv, [paste, reply])  # a giant one first, a small one last: still big
        assert store._writer.pending == 1
    store.flush()
    with write_lock(path):
        store.save_message(exact)
        assert store._writer.pending == 1
    store.flush()
    conv.update(exact, content="now small")
    with write_lock(path):
        store.save_message(exact)  # was big: freeing its pages is slow too
        assert store._writer.pending == 1
    store.flush()
    assert rows(path) == {
        thought.id: ("done", len("short answer")),
        paste.id: ("done", BACKGROUND_CHARS),
        reply.id: ("queued", 0),
        exact.id: ("done", len("now small")),
    }
    store.close()


def test_a_failed_background_save_with_nobody_listening_still_lets_later_saves_run(tmp_path):
    # A history without on_write_error (an import, a command-line verb): logged, nothing more.
    path = tmp_path / "history.sqlite3"
    store = Store(path)
    orphan = Conversation(title="never saved")
    good = Conversation(title="saved")
    store.save_conversation(good)
    good_msg = good.new_message("user", None, BIG)
    with write_lock(path):
        store.save_message(orphan.new_message("user", None, BIG))
        store.save_message(good_msg)
    store.flush()
    assert rows(path) == {good_msg.id: ("done", BACKGROUND_CHARS)}
    store.close()


def test_a_listener_that_raises_does_not_stop_the_writer(tmp_path):
    # The writer thread outlives a broken on_write_error: later saves are written and flush
    # returns (it waited forever once the thread had died with the listener's error).
    path = tmp_path / "history.sqlite3"
    store = Store(path)
    heard: list[Exception] = []

    def broken(exc: Exception) -> None:
        heard.append(exc)
        raise RuntimeError("listener bug")

    store.on_write_error = broken
    orphan = Conversation(title="never saved")
    good = Conversation(title="saved")
    store.save_conversation(good)
    good_msg = good.new_message("user", None, BIG)
    with write_lock(path):
        store.save_message(orphan.new_message("user", None, BIG))
        store.save_message(good_msg)
    store.flush()
    assert len(heard) == 1 and isinstance(heard[0], sqlite3.IntegrityError)
    assert rows(path) == {good_msg.id: ("done", BACKGROUND_CHARS)}
    store.close()


def _sqlite_memory_used() -> int | None:
    """SQLite's own heap in this process (the library `sqlite3` is linked to), or None."""
    import ctypes
    import ctypes.util

    name = ctypes.util.find_library("sqlite3")
    if name is None:
        return None
    lib = ctypes.CDLL(name)  # the copy already loaded by _sqlite3, when it links the system one
    lib.sqlite3_memory_used.restype = ctypes.c_int64
    used = lib.sqlite3_memory_used()
    return used or None


def test_saving_many_replies_keeps_sqlites_memory_small(tmp_path):
    # SQLite's default page cache (2 MB a connection, and the history has two) only filled with
    # pages of replies already saved; in a long chat that was megabytes of the app's memory.
    store = Store(tmp_path / "history.sqlite3")
    before = _sqlite_memory_used()
    if before is None:
        pytest.skip("this Python's sqlite3 does not use a shared libsqlite3")
    conv = Conversation(title="long chat")
    store.save_conversation(conv)
    user = conv.new_message("user", None, "Write at length.")
    store.save_message(user)
    reply = "A paragraph of an answer, long enough to need overflow pages. " * 250  # 16 KB
    for i in range(300):
        msg = conv.new_message("assistant", user.id, reply)
        store.save_message(msg)
        if i % 10 == 0:  # giant ones go through the writer thread's connection
            store.save_all(conv, [conv.new_message("assistant", user.id, BIG)])
    store.flush()
    grown = _sqlite_memory_used() - before
    store.close()
    assert grown < 1_500_000, f"SQLite holds {grown / 1e6:.1f} MB after 330 saved replies"

"""A full disk never loses a message: saves wait in memory, say why, and go out once there is room.

Two real ways to fill the disk: a small tmpfs in a private mount namespace (the real ENOSPC,
tests/support/small_disk.py), and SQLite's own `PRAGMA max_page_count` (a real SQLITE_FULL,
in this process, for the cases that need to look inside).
"""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest

from app.core.chat.bulk import ImportJob, run_import
from app.core.chat.export import to_json
from app.core.chat.model import STOPPED, Conversation
from app.core.chat.session import ChatService
from app.core.chat.store import NotSaved, Store, StreamSaver, problem_reason
from app.core.engine.client import ChatChunk
from app.core.settings import Sampling
from tests.support.small_disk import run_on_small_disk

PIECE = 20_000  # characters: every save of a growing answer needs new pages


def walk_parents(path: Path) -> dict[str, object]:
    """Reopens the file as a later start would: every parent a message names must be there."""
    db = sqlite3.connect(str(path))
    try:
        rows = db.execute("SELECT id, parent_id, role, status, error, length(content) "
                          "FROM messages").fetchall()  # fmt: skip
    finally:
        db.close()
    ids = {r[0] for r in rows}
    return {
        "missing_parents": sorted(r[1] for r in rows if r[1] is not None and r[1] not in ids),
        "rows": {r[0]: r[2:] for r in rows},
    }


def fill(store: Store) -> None:
    """The database may not grow by a single page (a real SQLITE_FULL from SQLite)."""
    pages = store.db.execute("PRAGMA page_count").fetchone()[0]
    store.db.execute(f"PRAGMA max_page_count={pages}")


def make_room(store: Store) -> None:
    store._db.execute("PRAGMA max_page_count=1073741823")


CHAT_ON_A_FULL_DISK = """
import asyncio, json, os, sqlite3, sys
from app.core.chat.model import Conversation
from app.core.chat.session import ChatService
from app.core.chat.store import NotSaved, open_history
from app.core.engine.client import ChatChunk
from app.core.settings import Sampling

folder = sys.argv[1]
path = os.path.join(folder, "history.sqlite3")
out = {}


class GatedClient:
    def __init__(self):
        self.gate = asyncio.Queue()

    async def stream_chat(self, payload):
        while (chunk := await self.gate.get()) is not None:
            yield chunk


async def until(cond):
    while not cond():
        await asyncio.sleep(0.005)


async def main():
    store = open_history(path)
    heard = []
    store.on_save_problem = heard.append
    svc = ChatService(store, Sampling, save_interval_s=0.0)
    client = GatedClient()
    svc.set_engine("ready", client)
    conv = Conversation(title="full disk")
    reply = svc.send(conv, "first question")
    await client.gate.put(ChatChunk(content="A" * 20000))
    await until(lambda: len(reply.content) == 20000)
    ballast = fill(folder)
    out["free_after_fill"] = os.statvfs(folder).f_bavail
    await client.gate.put(ChatChunk(content="B" * 20000))
    await until(lambda: len(reply.content) == 40000)
    out["unsaved_while_full"] = store.unsaved
    out["problem"] = store.problem
    before = len(conv.messages)
    try:
        svc.send(conv, "second question")
        out["send"] = "sent"
    except NotSaved as exc:
        out["send"] = str(exc)
    out["messages_added_by_refused_send"] = len(conv.messages) - before
    svc.stop(conv)  # Esc
    await until(lambda: not svc.running())
    out["stopped_error"] = reply.error
    os.unlink(ballast)  # space comes back; nobody saves anything new
    store.retry_unsaved()
    store.flush()
    out["unsaved_after_room"] = store.unsaved
    out["heard"] = heard[:1] + heard[-1:]
    svc.history_saved()  # what the app does when it hears ""
    out["error_after_room"] = reply.error
    third = svc.send(conv, "third question")
    await client.gate.put(ChatChunk(content="ok", finish_reason="stop"))
    await client.gate.put(None)
    await until(lambda: not svc.running())
    out["ids"] = {"reply": reply.id, "third": third.id, "third_parent": third.parent_id}
    store.close()


asyncio.run(main())
db = sqlite3.connect(path)
rows = db.execute("SELECT id, parent_id, status, error, length(content) FROM messages").fetchall()
ids = {r[0] for r in rows}
out["missing_parents"] = [r[1] for r in rows if r[1] is not None and r[1] not in ids]
out["rows"] = {r[0]: [r[2], r[3], r[4]] for r in rows}
print(json.dumps(out))
"""


def test_chatting_on_a_real_full_disk_loses_nothing_and_saves_once_there_is_room(tmp_path):
    got = run_on_small_disk(tmp_path / "disk", CHAT_ON_A_FULL_DISK, size="2m")
    assert got["free_after_fill"] == 0
    # The growing answer's save failed and waits, said plainly with the free space.
    assert got["unsaved_while_full"] >= 1
    assert got["problem"] == "the disk holding your history is full (0 B free)"
    # A message sent now is refused whole: the caller keeps the text, the chat is unchanged.
    assert got["send"] == "Not saved: the disk holding your history is full (0 B free)"
    assert got["messages_added_by_refused_send"] == 0
    # Esc: the answer says it was stopped, and that its text is not saved yet (not "kept").
    assert got["stopped_error"].startswith("Stopped. Not saved yet: the disk holding your")
    # Space returns: written without any new save, the listener hears it, the words go.
    assert got["unsaved_after_room"] == 0
    assert got["heard"] == ["the disk holding your history is full (0 B free)", ""]
    assert got["error_after_room"] == ""
    # After a restart: the whole answer is there, stopped, and the chain has no hole.
    reply = got["ids"]["reply"]
    assert got["rows"][reply] == ["stopped", "", 40_000]
    assert got["ids"]["third_parent"] in got["rows"]
    assert got["missing_parents"] == []
    assert len(got["rows"]) == 4  # first question, its answer, third question, its answer


START_ON_A_FULL_DISK = """
import json, os, sys
from app.core.chat.model import Conversation
from app.core.chat.store import StoreError, open_history

folder = sys.argv[1]
path = os.path.join(folder, "history.sqlite3")
store = open_history(path)
conv = Conversation(title="t")
store.save_all(conv, [conv.new_message("user", None, "hello")])
store.close()  # a clean end removes the WAL and its index: a start must create them again
fill(folder)
out = {}
try:
    open_history(path).close()
    out["error"] = None
except StoreError as exc:
    out.update(error=str(exc), type=type(exc).__name__)
# What the app's start shows (app/ui/shell/damaged_history.py): the box's words, not a move aside.
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtWidgets import QApplication, QMessageBox
from app.ui.shell.damaged_history import open_history_or_ask

app = QApplication([])
shown = []
QMessageBox.critical = lambda parent, title, text: shown.append([title, text])
store, notice = open_history_or_ask(path)
out.update(store=store is not None, shown=shown, files=sorted(os.listdir(folder)))
print(json.dumps(out))
"""


def test_start_up_on_a_full_disk_says_disk_full_with_the_path(tmp_path):
    folder = tmp_path / "disk"
    got = run_on_small_disk(folder, START_ON_A_FULL_DISK, size="1m")
    # SQLite itself says only "disk I/O error" (it cannot make the WAL's index).
    assert got["type"] == "DiskFull"  # not StoreCorrupt: moving a healthy file aside is wrong
    assert got["error"].startswith(
        f"The history database {folder / 'history.sqlite3'} cannot be opened: the disk holding "
        "it is full (0 B free; SQLite said: disk I/O error)."
    )
    assert "Free some space on that disk" in got["error"]
    # The start says it in a box titled so, quits, and moves nothing aside.
    assert not got["store"]
    assert got["shown"] == [["Ling Desk: the disk is full", got["error"]]]
    assert "history.sqlite3" in got["files"] and not any("damaged" in f for f in got["files"])


def test_a_message_never_points_at_a_row_that_was_not_written(tmp_path):
    # The audit: an answer's save failed on a full disk, the next message was saved with it as
    # parent once there was room, and after a restart the earlier turns were gone from view.
    path = tmp_path / "history.sqlite3"
    store = Store(path)
    conv = Conversation(title="chain")
    question = conv.new_message("user", None, "q" * PIECE)
    store.save_all(conv, [question])
    fill(store)
    answer = conv.new_message("assistant", question.id, "a" * PIECE)
    saver = StreamSaver(store, answer)
    saver.flush()  # the streaming save: fails, kept
    assert store.is_unsaved(answer.id)
    make_room(store)
    follow = conv.new_message("user", answer.id, "next")
    store.save_message(follow)  # its parent goes out with it, first
    store.close()
    got = walk_parents(path)
    assert got["missing_parents"] == []
    assert got["rows"][answer.id] == ("assistant", "done", "", PIECE)


def test_the_newest_version_of_a_kept_row_wins_and_its_conversation_may_come_after(tmp_path):
    path = tmp_path / "history.sqlite3"
    store = Store(path)
    fill(store)  # even the conversation's own row is not written
    conv = Conversation(title="new")
    store.save_conversation(conv)
    msg = conv.new_message("user", None, "x" * PIECE)
    store.save_message(msg)
    conv.set_meta(title="renamed")
    store.save_conversation(conv)  # after its message in the queue: foreign keys wait for commit
    conv.update(msg, content="y" * PIECE)
    store.save_message(msg)
    assert store.unsaved == 2  # one per row, not one per save
    make_room(store)
    store.retry_unsaved()
    store.flush()
    assert store.unsaved == 0
    again = store.load_conversation(conv.id)
    assert again.title == "renamed" and again.messages[msg.id].content == "y" * PIECE
    store.close()


def test_send_on_a_full_history_is_refused_whole_and_leaves_the_conversation_as_it_was(tmp_path):
    store = Store(tmp_path / "history.sqlite3")
    svc = ChatService(store, Sampling)
    svc.set_engine("stopped", None)
    conv = Conversation()
    store.save_conversation(conv)
    fill(store)
    with pytest.raises(NotSaved, match=r"^Not saved: the disk holding your history is full \("):
        svc.send(conv, "z" * PIECE)
    assert conv.messages == {} and conv.current_leaf is None and store.unsaved == 0
    make_room(store)
    reply = svc.send(conv, "z" * PIECE)  # the same text, sent again: now it goes
    assert [m.role for m in store.load_conversation(conv.id).thread()] == ["user", "assistant"]
    assert reply.parent_id in conv.messages
    store.close()


def test_a_constraint_failure_among_kept_saves_does_not_block_every_later_save(tmp_path):
    # A kept save that can never be written (its conversation is gone) is dropped, loudly,
    # instead of failing every save after it for the rest of the run.
    path = tmp_path / "history.sqlite3"
    store = Store(path)
    orphan = Conversation(title="never saved")
    good = Conversation(title="saved")
    store.save_conversation(good)
    fill(store)
    store.save_message(orphan.new_message("user", None, "x" * PIECE))
    assert store.unsaved == 1
    make_room(store)
    ok = good.new_message("user", None, "fine")
    store.save_message(ok)
    assert store.unsaved == 0
    assert set(walk_parents(path)["rows"]) == {ok.id}
    store.close()


def test_the_reason_in_words(tmp_path):
    full = sqlite3.OperationalError("database or disk is full")
    full.sqlite_errorcode = 13  # type: ignore[attr-defined]
    text = problem_reason(tmp_path / "h.sqlite3", full)
    assert text.startswith("the disk holding your history is full (") and text.endswith(" free)")
    locked = sqlite3.OperationalError("database is locked")
    locked.sqlite_errorcode = 5  # type: ignore[attr-defined]
    assert problem_reason(tmp_path / "h", locked) == (
        f"another program holds the history file {tmp_path / 'h'} locked"
    )


def test_the_answer_that_ends_while_unsaved_says_so_and_stops_saying_it_once_saved(tmp_path):
    store = Store(tmp_path / "history.sqlite3")
    svc = ChatService(store, Sampling, save_interval_s=0.0)

    class Client:
        async def stream_chat(self, payload):
            yield ChatChunk(content="w" * PIECE)
            fill(store)
            yield ChatChunk(content="v" * PIECE)
            await asyncio.sleep(30)  # until Stop

    async def go():
        svc.set_engine("ready", Client())
        conv = Conversation()
        reply = svc.send(conv, "q")
        while len(reply.content) < 2 * PIECE:
            await asyncio.sleep(0.005)
        svc.stop(conv)
        while svc.running():
            await asyncio.sleep(0.005)
        return reply

    reply = asyncio.run(go())
    assert reply.status == STOPPED and "Not saved yet" in reply.error
    make_room(store)
    store.retry_unsaved()
    svc.history_saved()
    assert reply.error == ""
    assert store.load_conversation(reply.conversation_id).messages[reply.id].content == (
        "w" * PIECE + "v" * PIECE
    )
    store.close()


def test_an_import_onto_a_full_history_says_disk_full_and_adds_nothing(tmp_path):
    source = Conversation(title="to import")
    source.new_message("user", None, "i" * PIECE)
    file = tmp_path / "chat.json"
    file.write_text(to_json(source), encoding="utf-8")
    store = Store(tmp_path / "history.sqlite3")
    fill(store)
    with pytest.raises(NotSaved, match=r"^Not saved: the disk holding your history is full \("):
        run_import(store, ImportJob(file))
    assert store.conversation_ids() == set()
    make_room(store)
    got = run_import(store, ImportJob(file))  # the same file once there is room
    assert store.message_count(got[0].conversation.id) == 1
    store.close()


GIANT_ON_A_FULL_DISK = """
import json, os, sqlite3, sys
from app.core.chat.model import Conversation
from app.core.chat.store import BACKGROUND_CHARS, open_history

folder = sys.argv[1]
path = os.path.join(folder, "history.sqlite3")
store = open_history(path)
heard = []
store.on_save_problem = heard.append
conv = Conversation(title="paste")
store.save_conversation(conv)
ballast = fill(folder)
paste = conv.new_message("user", None, "p" * BACKGROUND_CHARS)
store.save_all(conv, [paste])  # giant: written (and failing) on the writer thread
store.flush()
out = {"background": store._writer._thread is not None, "unsaved": store.unsaved,
       "heard": list(heard)}
os.unlink(ballast)
store.retry_unsaved()
store.flush()
out["unsaved_after"] = store.unsaved
out["heard_after"] = heard[-1]
store.close()
db = sqlite3.connect(path)
out["saved"] = db.execute("SELECT length(content) FROM messages").fetchall()
print(json.dumps(out))
"""


def test_a_giant_save_that_fails_on_the_writer_thread_is_kept_and_retried_there(tmp_path):
    got = run_on_small_disk(tmp_path / "disk", GIANT_ON_A_FULL_DISK, size="2m")
    assert got["background"] and got["unsaved"] == 2  # the conversation row and the paste
    assert got["heard"] == ["the disk holding your history is full (0 B free)"]
    assert (got["unsaved_after"], got["heard_after"]) == (0, "")
    assert got["saved"] == [[256_000]]

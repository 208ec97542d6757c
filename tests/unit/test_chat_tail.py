"""A chat opened with only its newest page (issue 40): the store reads the page, older pages on
demand in order, everything when asked (export, send, branch switch), branches stay right.
Real SQLite files; rows counted as the store turns them into messages."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from app.core.chat.export import to_json_data
from app.core.chat.model import Conversation, Event, Message
from app.core.chat.payload import context_used
from app.core.chat.store import PAGE, Store

N = 2_000
OLD_BRANCH = 100  # an old question edited: its first version stays as a sibling off the thread


def mid(cid: str, i: int) -> str:
    return f"{cid}-{i:06d}"


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> tuple[Path, str]:
    """A 2,000-message line (ids `mid(cid, i)`), an old sibling beside message 100 (with an
    answer of its own) and a regenerated last answer (its first version a sibling). Written once, in one transaction
    (executemany); each test gets a copy."""
    path = tmp_path_factory.mktemp("tail") / "history.sqlite3"
    store = Store(path)
    conv = Conversation(title="Long")
    cid = conv.id
    rows = []
    for i in range(N):
        parent = mid(cid, i - 1) if i else None
        rows.append((mid(cid, i), cid, parent, "user" if i % 2 == 0 else "assistant",
                     f"message {i}", float(i)))  # fmt: skip
    rows.append((f"{cid}-old", cid, mid(cid, OLD_BRANCH - 1), "user", "first version", 99.5))
    rows.append((f"{cid}-old-answer", cid, f"{cid}-old", "assistant", "its answer", 99.6))
    rows.append((f"{cid}-regen", cid, mid(cid, N - 2), "assistant", "first answer", N - 1.5))
    conv.current_leaf = mid(cid, N - 1)
    store.save_conversation(conv)
    with store.db:  # one transaction
        store.db.execute("BEGIN")
        store.db.executemany(
            """INSERT INTO messages (id, conversation_id, parent_id, role, content, created_at,
               updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)""",
            [(*r, r[-1]) for r in rows],
        )
    store.close()
    return path, cid


@pytest.fixture
def history(built, tmp_path):
    path, cid = built
    copy = tmp_path / path.name
    shutil.copyfile(path, copy)
    store = Store(copy)
    yield store, cid
    store.close()


@pytest.fixture
def counted(monkeypatch):
    """How many message rows the store has turned into messages so far."""
    made = [0]
    real = Store._msg

    def msg(self, r) -> Message:
        made[0] += 1
        return real(self, r)

    monkeypatch.setattr(Store, "_msg", msg)
    return made


def whole(store: Store, cid: str) -> Conversation:
    conv = store.load_conversation(cid)
    assert conv is not None
    return conv


def opened(store: Store, cid: str) -> Conversation:
    conv = next(c for c in store.load_conversations() if c.id == cid)
    store.load_tail(conv)
    return conv


def ids(msgs: list[Message]) -> list[str]:
    return [m.id for m in msgs]


def test_opening_reads_only_the_newest_page(history, counted):
    store, cid = history
    statements: list[str] = []
    store.db.set_trace_callback(statements.append)
    conv = opened(store, cid)
    store.db.set_trace_callback(None)
    # The page and the regenerated answer's first version (a sibling on the page): no more.
    assert counted[0] == PAGE + 1
    assert not any("ORDER BY created_at" in s for s in statements)  # never the whole chat
    assert ids(conv.shown_thread()) == [mid(cid, i) for i in range(N - PAGE, N)]
    # A branching tree: how long its thread is above the page is not known without reading.
    assert not conv.complete and conv.has_older() and conv.older is None
    assert len(conv.messages) == PAGE + 1


def test_older_pages_come_in_order_without_gaps_or_duplicates(history, counted):
    store, cid = history
    full = ids(whole(store, cid).thread())
    conv = opened(store, cid)
    came: list[int] = []
    conv.events.connect(lambda e: came.append(e.index) if e.type == "prepended" else None)
    steps = 0
    while conv.has_older():
        before, read = len(conv.shown_thread()), counted[0]
        got = conv.load_older(PAGE)
        assert got == came[-1] and 0 < got <= PAGE
        assert counted[0] - read <= PAGE + 1  # a page (and a sibling), never the rest
        shown = ids(conv.shown_thread())
        assert len(shown) == before + got and shown == full[-len(shown) :]
        steps += 1
    assert ids(conv.shown_thread()) == full and not conv.has_older()
    assert steps == -(-N // PAGE) - 1 and sum(came) == N - PAGE
    assert len(conv.messages) == N + 2  # the old sibling came with its page, not its answer
    assert not conv.complete  # that answer, below an old branch, is read when asked


def test_a_line_knows_how_many_are_above_the_page(history):
    store, cid = history
    for extra in ("old-answer", "old", "regen"):
        store.db.execute("DELETE FROM messages WHERE id=?", (f"{cid}-{extra}",))
    conv = opened(store, cid)
    assert conv.older == N - PAGE
    conv.load_older(PAGE)
    assert conv.older == N - 2 * PAGE


def test_branches_are_right_on_a_partly_read_chat(history):
    store, cid = history
    ref = whole(store, cid)
    conv = opened(store, cid)
    last = conv.messages[mid(cid, N - 1)]
    assert conv.branch_position(last) == ref.branch_position(ref.messages[last.id]) == (2, 2)
    # Stepping to the other answer reads the rest first, then switches as a whole chat does.
    other = conv.step_branch(last, -1)
    ref.step_branch(ref.messages[last.id], -1)
    assert other is not None and other.id == f"{cid}-regen" and conv.complete
    assert ids(conv.thread()) == ids(ref.thread())
    conv.step_branch(other, +1)
    assert conv.current_leaf == mid(cid, N - 1)
    # The old branch's switcher once its page is read (the branch below it is not).
    conv2 = opened(store, cid)
    while conv2.has_older():  # up to its first message, by pages
        conv2.load_older(PAGE)
    assert not conv2.complete
    edited = conv2.messages[mid(cid, OLD_BRANCH)]
    assert conv2.branch_position(edited) == ref.branch_position(ref.messages[edited.id]) == (2, 2)
    # Its other version: the branch below it comes whole (its answer was not read before).
    first = conv2.step_branch(edited, -1)
    assert first is not None and first.id == f"{cid}-old" and conv2.complete
    assert ids(conv2.thread())[-2:] == [f"{cid}-old", f"{cid}-old-answer"]


def test_everything_is_read_on_demand_and_the_messages_in_memory_stay_the_same(history):
    store, cid = history
    conv = opened(store, cid)
    last = conv.last()
    data = to_json_data(conv)  # an export reads the whole tree
    assert len(data["messages"]) == N + 3 and conv.complete
    assert conv.last() is last  # a streaming answer holds this very object
    assert ids(conv.thread()) == ids(whole(store, cid).thread())


def test_a_send_on_a_partly_read_chat_reads_its_whole_thread(history):
    store, cid = history
    conv = opened(store, cid)
    events: list[Event] = []
    conv.events.connect(events.append)
    parent = conv.last()
    assert parent is not None
    conv.new_message("user", parent.id, "one more")
    assert not conv.complete and conv.shown_thread()[-1].content == "one more"
    assert [e.type for e in events] == ["inserting", "inserted"]
    assert len(conv.path_to(conv.current_leaf)) == N + 1  # what is sent: all of it
    assert conv.complete and events[-1].type == "prepended" and events[-1].index == N - PAGE


def test_the_meter_counts_what_was_not_read(history):
    store, cid = history
    used_whole, _ = context_used(whole(store, cid))
    conv = opened(store, cid)
    used, exact = context_used(conv)
    assert not exact and not conv.complete
    assert 0.8 < used / used_whole < 1.25  # estimated from the page's lengths


def test_a_jump_far_up_reads_down_to_it_and_a_half_page_more(history, counted):
    store, cid = history
    conv = opened(store, cid)
    read = counted[0]
    target = 1_500
    conv.load_until(mid(cid, target), PAGE // 2)
    first = target - PAGE // 2
    assert ids(conv.shown_thread()) == [mid(cid, i) for i in range(first, N)]
    assert counted[0] - read == N - PAGE - first  # those rows, not one more
    assert conv.has_older() and not conv.complete

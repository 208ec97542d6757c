"""The conversation tree: threads, branches from edits and regenerations, events."""

from __future__ import annotations

import pytest

from app.core.chat.model import DEFAULT_TITLE, Conversation, ConversationList


def events_of(conv: Conversation) -> list[tuple[str, int]]:
    seen: list[tuple[str, int]] = []
    conv.events.connect(lambda e: seen.append((e.type, e.index)))
    return seen


def test_thread_grows_with_inserting_inserted_events():
    conv = Conversation()
    seen = events_of(conv)
    u = conv.new_message("user", None, "hi")
    a = conv.new_message("assistant", u.id, "hello")
    assert [m.id for m in conv.thread()] == [u.id, a.id]
    assert seen == [("inserting", 0), ("inserted", 0), ("inserting", 1), ("inserted", 1)]


def test_streaming_append_announces_changed_on_the_last_row():
    conv = Conversation()
    u = conv.new_message("user", None, "hi")
    a = conv.new_message("assistant", u.id, "")
    seen = events_of(conv)
    conv.append(a, "Hel")
    conv.append(a, "lo", reasoning="hmm")
    assert a.content == "Hello" and a.reasoning == "hmm"
    assert seen == [("changed", 1), ("changed", 1)]


def test_edit_makes_a_branch_and_the_old_one_stays_reachable():
    conv = Conversation()
    u1 = conv.new_message("user", None, "first")
    a1 = conv.new_message("assistant", u1.id, "answer 1")
    u2 = conv.new_message("user", None, "first, edited")  # a sibling of u1
    a2 = conv.new_message("assistant", u2.id, "answer 2")
    assert [m.id for m in conv.thread()] == [u2.id, a2.id]
    assert conv.branch_position(u2) == (2, 2)
    conv.step_branch(u2, -1)
    assert [m.id for m in conv.thread()] == [u1.id, a1.id]
    conv.select(u2.id)
    assert conv.thread()[-1] is a2


def test_regenerate_sibling_answers():
    conv = Conversation()
    u = conv.new_message("user", None, "q")
    a1 = conv.new_message("assistant", u.id, "one")
    a2 = conv.new_message("assistant", u.id, "two")
    assert conv.siblings(a2) == [a1, a2]
    assert conv.step_branch(a2, 1) is None
    assert conv.step_branch(a2, -1) is a1
    assert conv.thread() == [u, a1]


def test_set_messages_picks_the_latest_leaf_when_unknown():
    conv = Conversation()
    u = conv.new_message("user", None, "q")
    a = conv.new_message("assistant", u.id, "a")
    other = Conversation(id=conv.id, current_leaf="gone")
    other.set_messages(list(conv.messages.values()))
    assert other.current_leaf == a.id


def test_auto_title_uses_the_first_line_and_respects_a_user_title():
    conv = Conversation()
    assert conv.auto_title(
        "\n# How do I parse TOML in Python 3.11 without any third party library at all?\nmore"
    )
    assert conv.title.startswith("How do I parse TOML") and conv.title.endswith("…")
    assert len(conv.title) <= 60
    named = Conversation(title="Mine", titled=True)
    assert not named.auto_title("something")
    assert named.title == "Mine"
    assert Conversation().title == DEFAULT_TITLE


def test_sampling_override_only_replaces_given_keys():
    conv = Conversation(sampling={"temperature": 0.1, "bogus": 1})
    eff = conv.effective_sampling({"temperature": 0.6, "top_p": 0.95})
    assert eff == {"temperature": 0.1, "top_p": 0.95}


def test_conversation_list_events_for_qt_adapters():
    a, b = Conversation(updated_at=1), Conversation(updated_at=2)
    items = ConversationList([a, b])
    assert [c.id for c in items] == [b.id, a.id]
    seen = []
    items.events.connect(lambda e: seen.append((e.type, e.index)))
    items.bump(a.id)
    assert [c.id for c in items] == [a.id, b.id]
    c = Conversation(updated_at=0)
    items.add_sorted(c)
    items.remove(b.id)
    assert seen == [("moving", 1), ("moved", 1), ("inserting", 2), ("inserted", 2),
                    ("removing", 1), ("removed", 1)]  # fmt: skip


def test_remove_branch_takes_a_message_and_all_below_it_and_moves_the_thread_beside_it():
    conv = Conversation()
    q = conv.new_message("user", None, "q")
    a1 = conv.new_message("assistant", q.id, "a1")
    a2 = conv.new_message("assistant", q.id, "a2")  # a regenerated answer: a sibling
    f = conv.new_message("user", a2.id, "follow-up")
    g = conv.new_message("assistant", f.id, "answer")
    events = []
    conv.events.connect(lambda e: events.append(e.type))
    assert [m.id for m in conv.subtree(a2.id)] == [a2.id, f.id, g.id]
    gone = conv.remove_branch(a2.id)
    assert {m.id for m in gone} == {a2.id, f.id, g.id} and events == ["reset"]
    assert set(conv.messages) == {q.id, a1.id}
    assert conv.current_leaf == a1.id and [m.id for m in conv.thread()] == [q.id, a1.id]
    assert conv.branch_position(a1) == (1, 1)
    conv.remove_branch(a1.id)  # no sibling left: the thread ends at the parent
    assert conv.current_leaf == q.id and conv.children(q.id) == []
    conv.remove_branch(q.id)  # the last root: nothing left
    assert conv.messages == {} and conv.current_leaf is None and conv.thread() == []


def test_remove_branch_off_the_thread_keeps_the_thread():
    conv = Conversation()
    q = conv.new_message("user", None, "q")
    a1 = conv.new_message("assistant", q.id, "a1")
    a2 = conv.new_message("assistant", q.id, "a2")
    conv.select(a1.id)
    conv.remove_branch(a2.id)
    assert conv.current_leaf == a1.id and [m.id for m in conv.thread()] == [q.id, a1.id]
    with pytest.raises(KeyError):
        conv.remove_branch(a2.id)

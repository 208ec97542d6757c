"""The thread kept between calls (issue 25): always the path to the selected leaf, whatever
changed the tree; messages are light (no per-message __dict__)."""

from __future__ import annotations

import sys

from app.core.chat.model import Conversation, Message


def ids(msgs: list[Message]) -> list[str]:
    return [m.id for m in msgs]


def same_as_walked(conv: Conversation) -> None:
    walked = conv.path_to(conv.current_leaf)
    assert ids(conv.thread()) == ids(walked)
    assert conv.thread_length() == len(walked)
    for i, m in enumerate(walked):
        assert conv.thread_index(m.id) == i


def test_the_thread_follows_adds_branches_switches_and_reloads():
    conv = Conversation()
    u = conv.new_message("user", None, "q")
    a = conv.new_message("assistant", u.id, "a1")
    same_as_walked(conv)
    conv.thread_index(a.id)  # the index is built ...
    b = conv.new_message("assistant", u.id, "a2")  # ... and a regenerate starts a branch
    same_as_walked(conv)
    assert conv.thread_index(a.id) == -1 and conv.thread_index(b.id) == 1
    u2 = conv.new_message("user", b.id, "q2")  # extends in place
    assert conv.thread_index(u2.id) == 2
    same_as_walked(conv)
    conv.step_branch(b, -1)
    assert ids(conv.thread()) == [u.id, a.id] and conv.thread_index(u2.id) == -1
    same_as_walked(conv)
    conv.select(u2.id)
    same_as_walked(conv)
    conv.current_leaf = a.id  # set from outside (the store, an import)
    same_as_walked(conv)
    conv.set_messages([Message("x", conv.id, None, "user", "new")])
    assert ids(conv.thread()) == ["x"] and conv.thread_index(u.id) == -1
    same_as_walked(conv)


def test_thread_gives_a_copy_and_changed_events_carry_the_index():
    conv = Conversation()
    u = conv.new_message("user", None, "q")
    a = conv.new_message("assistant", u.id, "")
    conv.thread().clear()
    assert ids(conv.thread()) == [u.id, a.id]
    seen = []
    conv.events.connect(lambda e: seen.append((e.type, e.index)))
    conv.append(a, "tok")
    conv.update(u, content="q!")
    assert seen == [("changed", 1), ("changed", 0)]


def test_a_message_is_light():
    m = Message("id", "conv", None, "user", "text")
    assert not hasattr(m, "__dict__")  # slots: 50,000 of them in one chat
    assert sys.getsizeof(m) < 200
    m.content = "changed"
    assert m.to_dict()["content"] == "changed"

"""The second save of a row keeps every field it changed, across a reopen of the real file.

A first save (an INSERT) writes every column, so only a second save of the same row (the UPSERT's
update list) can lose one: the branch chosen after a regenerate (`current_leaf`) once was.
"""

from __future__ import annotations

import dataclasses

from app.core.chat.model import Conversation, Message
from app.core.chat.store import open_history

# Fields the store keeps as they were first written, by design.
CONV_FIXED = {"id", "created_at"}
MSG_FIXED = {"id", "conversation_id", "parent_id", "role", "created_at"}


def conv_fields(conv: Conversation) -> dict:
    skip = {"messages", "loaded", "events", "pager", "older"}  # in memory only: what is read
    return {
        f.name: getattr(conv, f.name)
        for f in dataclasses.fields(conv)
        if f.name not in skip and not f.name.startswith("_")
    }


def test_every_conversation_field_changed_in_a_second_save_survives_a_reopen(tmp_path):
    path = tmp_path / "history.sqlite3"
    store = open_history(path)
    conv = Conversation(title="first", created_at=100.0, updated_at=100.0)
    a = Message(id="a", conversation_id=conv.id, parent_id=None, role="user", content="q")
    b1 = Message(id="b1", conversation_id=conv.id, parent_id="a", role="assistant", content="1")
    b2 = Message(id="b2", conversation_id=conv.id, parent_id="a", role="assistant", content="2")
    conv.current_leaf = "b1"
    store.save_conversation(conv)
    for m in (a, b1, b2):
        store.save_message(m)
    first = conv_fields(conv)
    # Every field that can change, changed at once (the user picked the other branch).
    conv.title, conv.titled, conv.updated_at = "second", True, 200.0
    conv.system_prompt, conv.thinking = "Be brief.", False
    conv.sampling = {"temperature": 0.2}
    conv.current_leaf = "b2"
    conv.draft = {"text": "half a thought"}
    conv.pinned = True
    store.save_conversation(conv)
    store.close()
    want = conv_fields(conv)
    # The test itself changes every field but those kept from the first save.
    assert {n for n in want if want[n] != first[n]} == set(want) - CONV_FIXED

    reopened = open_history(path)
    try:
        [back] = reopened.load_conversations()
        got = conv_fields(back)
        for name in want:
            assert got[name] == want[name], name
    finally:
        reopened.close()


def test_every_message_field_changed_in_a_second_save_survives_a_reopen(tmp_path):
    path = tmp_path / "history.sqlite3"
    store = open_history(path)
    conv = Conversation(title="t")
    store.save_conversation(conv)
    msg = Message(id="m", conversation_id=conv.id, parent_id=None, role="assistant",
                  status="streaming", created_at=10.0, updated_at=10.0)  # fmt: skip
    store.save_message(msg)
    msg.content, msg.reasoning = "the answer", "the thinking"
    msg.status, msg.error = "error", "The engine crashed."
    msg.stats = {"decode_tps": 50.0, "accept_length": 2.9}
    msg.meta = {"thinking": True, "attachments": [{"name": "a.txt"}]}
    msg.updated_at = 20.0
    store.save_message(msg)
    store.close()

    reopened = open_history(path)
    try:
        back = reopened.load_conversation(conv.id)
        assert back is not None
        got = back.messages["m"]
        changeable = {f.name for f in dataclasses.fields(Message)} - MSG_FIXED
        for name in changeable:
            assert getattr(got, name) == getattr(msg, name), name
    finally:
        reopened.close()

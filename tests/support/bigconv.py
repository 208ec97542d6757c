"""A long conversation written straight into a history file, fast (issue 25's 50,000 messages).

Through the store's bulk import (app.core.chat.bulk.save_all: one transaction), as File > Import
writes one: a linear thread of `count` messages, user and assistant in turn, each a short
paragraph with a few words of its own (`word(i)`) that full-text search can find.
"""

from __future__ import annotations

import time
from pathlib import Path

from app.core.chat.bulk import save_all
from app.core.chat.export import Imported
from app.core.chat.model import Conversation, Message
from app.core.chat.store import Store


def word(i: int) -> str:
    """A word only message `i` holds (letters only: the FTS tokenizer keeps it whole)."""
    out, n = "", i
    while True:
        out = "abcdefghijklmnopqrstuvwxyz"[n % 26] + out
        n //= 26
        if n == 0:
            return "zq" + out


def build(store: Store, count: int, title: str = "Long chat") -> Conversation:
    """Save a conversation of `count` messages; returns it (not loaded: as the app lists it)."""
    conv = Conversation(title=title, titled=True)
    start = time.time() - count
    messages, parent = [], None
    for i in range(count):
        role = "user" if i % 2 == 0 else "assistant"
        text = (f"Message {i} ({word(i)}). " + "Some words of an ordinary chat line. " * 6).strip()
        m = Message(f"{conv.id}-{i:06d}", conv.id, parent, role, text,
                    created_at=start + i, updated_at=start + i)  # fmt: skip
        messages.append(m)
        parent = m.id
    conv.current_leaf = parent
    conv.updated_at = start + count
    save_all(store, [Imported(conv, messages)])
    return conv


def build_file(db: Path, count: int, title: str = "Long chat") -> str:
    """The same into the history file `db` (created if missing); returns the conversation id."""
    store = Store(db)
    try:
        return build(store, count, title).id
    finally:
        store.close()

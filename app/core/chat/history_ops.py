"""What `ling-desk history` does to the history, Qt-free: erase named conversations, pin them,
and open the history beside a window that holds it (issue 37).

Kept apart from store.py (the window's store): these steps are built from its public methods.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable, Iterator
from pathlib import Path

from app.core import vault
from app.core.chat.model import Conversation
from app.core.chat.store import SQLITE_BUSY, SQLITE_LOCKED, Store
from app.core.docs.attach import release_attachments


class BesideStore(Store):
    """The history opened while a running window holds the data folder: no start-up clean-up,
    and closing purges nothing, since the window's Undo may still want what it marked deleted
    (Store.close would purge it)."""

    def close(self) -> None:
        if self._writer is not None:
            self._writer.close()  # every save queued is written first
        with contextlib.suppress(*vault.Error):
            self._db.close()
        self._closed = True


class UnknownIds(LookupError):
    """Ids that name no conversation of the history (deleted ones count as unknown)."""

    def __init__(self, ids: list[str]) -> None:
        self.ids = ids
        shown = ", ".join(ids)
        super().__init__(
            f"no conversation with id {shown} in the history"
            if len(ids) == 1
            else f"no conversations with ids {shown} in the history"
        )


def live(store: Store) -> dict[str, Conversation]:
    """Every conversation not deleted, by id (newest change first), without messages."""
    return {c.id: c for c in store.load_conversations()}


def find(store: Store, ids: Iterable[str]) -> list[Conversation]:
    """The conversations `ids` name, in that order (a repeat once); UnknownIds names every id
    that is not there, before anything is done."""
    known = live(store)
    wanted = list(dict.fromkeys(ids))
    missing = [i for i in wanted if i not in known]
    if missing:
        raise UnknownIds(missing)
    return [known[i] for i in wanted]


@contextlib.contextmanager
def written(store: Store) -> Iterator[None]:
    """The store's saves inside as one transaction, written now or raised: outside one, a save
    the database refuses for now (busy) is kept in memory and written later, which would make
    a verb say "done" too early, or "nothing changed" and then change it at close."""
    store.flush()
    db = store.db
    db.execute("BEGIN IMMEDIATE")
    try:
        yield
        db.execute("COMMIT")
    except BaseException:
        if db.in_transaction:
            with contextlib.suppress(*vault.Error):
                db.execute("ROLLBACK")
        raise


def erase(
    store: Store, conversations: Iterable[Conversation], data_dir: Path | None = None
) -> list[str]:
    """Deletes the conversations for good: marked, then purged, which zeroes their rows
    (secure_delete), rewrites the search index without their words and empties the WAL.
    With `data_dir` (the data folder), the attached files no conversation left holds go
    too, text and all, from the attachments file (opened with the history's key).
    Meant for a history no window holds (a purge also takes what a window marked deleted)."""
    ids = [c.id for c in conversations]
    with written(store):
        for conv_id in ids:
            store.delete_conversation(conv_id)
    store.purge_deleted()
    if data_dir is not None and ids:
        release_attachments(data_dir, store.key, store.conversation_ids())
    return ids


def set_pinned(store: Store, conv: Conversation, pinned: bool) -> Conversation:
    """Pins or unpins (retention never erases a pinned conversation); its last change stays as
    it was, so pinning does not restart its retention clock."""
    conv.set_meta(pinned=pinned)
    with written(store):
        store.save_conversation(conv)
    return conv


def is_busy(exc: BaseException | None) -> bool:
    """SQLite's "database is locked" (another process held a write lock past the timeout)."""
    if exc is None:
        return False
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None:
        return code & 0xFF in (SQLITE_BUSY, SQLITE_LOCKED)
    return isinstance(exc, vault.OperationalError) and "locked" in str(exc)

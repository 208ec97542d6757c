"""Deletion that erases (issue 37): a chat, a message branch, a document or an API key deleted
leaves no trace of its text in any file within 5 s: not in the raw bytes of the database, its
WAL or its index, and, for an encrypted one, not in any page decrypted with the key (free pages
and WAL frames too) nor in a plain copy made with the key."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

from app.core import vault
from app.core.chat.model import Conversation
from app.core.chat.store import Store
from app.core.docs.attach import ChatDocs
from app.core.docs.library import Library
from app.core.gateway.keys import ClientKeys
from tests.support.erasure import (
    ERASE_SECONDS,
    decrypted_hits,
    index_terms,
    plain_copy,
    raw_hits,
    within,
)

pytest.importorskip("cryptography")  # the tests' page reader (tests/support/erasure.py)


def _chat(store: Store, canary: str) -> Conversation:
    conv = Conversation(title=f"About {canary}")
    u = conv.new_message("user", None, f"Remember {canary} for me. " * 100)
    conv.new_message("assistant", u.id, f"Noted: {canary}. " * 100, reasoning=f"{canary} noted")
    store.save_all(conv)
    return conv


def _kept(store: Store) -> Conversation:
    keep = Conversation(title="Kept")
    keep.new_message("user", None, "Harbour plans for the spring")
    store.save_all(keep)
    return keep


def _gone_everywhere(db: Path, key: vault.DataKey | None, canary: str) -> bool:
    if raw_hits(db, canary):
        return False
    return key is None or not decrypted_hits(db, key, canary)


def test_several_chats_erased_at_once_are_in_no_file_within_5_s(tmp_path):
    # Retention erases its conversations in one purge (one rewrite of the search index).
    key = vault.DataKey.generate()
    store = Store(tmp_path / "history.sqlite3", key)
    try:
        first, second = _chat(store, "Quorbelline"), _chat(store, "Vestranzide")
        keep = _kept(store)
        store.flush()
        store.erase_conversations([first.id, second.id])
        for canary in ("Quorbelline", "Vestranzide"):
            within(ERASE_SECONDS, lambda c=canary: _gone_everywhere(store.path, key, c))
        assert store.conversation_ids() == {keep.id}
    finally:
        store.close()


@pytest.mark.parametrize("encrypted", [False, True], ids=["plain", "encrypted"])
def test_an_erased_chat_is_in_no_file_within_5_s_and_undo_writes_it_back(tmp_path, encrypted):
    canary = "Plinthowlery"
    key = vault.DataKey.generate() if encrypted else None
    store = Store(tmp_path / "history.sqlite3", key)
    try:
        conv = _chat(store, canary)
        keep = _kept(store)
        store.flush()
        if key is not None:
            assert raw_hits(store.path, canary) == []  # encrypted at rest ...
            assert decrypted_hits(store.path, key, canary)  # ... and the reader sees it
        else:
            assert raw_hits(store.path, canary)
        store.erase_conversation(conv.id)
        within(ERASE_SECONDS, lambda: _gone_everywhere(store.path, key, canary))
        assert conv.id not in store.conversation_ids()
        if key is not None:
            assert decrypted_hits(store.path, key, "Harbour")  # the reader reads what is kept
            copy = plain_copy(store.path, key, tmp_path / "copy")
            assert canary.lower().encode() not in copy.read_bytes().lower()
            assert b"Harbour" in copy.read_bytes()
            terms = index_terms(copy, "messages_fts")
        else:
            terms = index_terms(store.path, "messages_fts")
        assert canary.lower() not in terms and "harbour" in terms
        assert [h.conversation_id for h in store.search("harbour")] == [keep.id]
        # Undo: the window's copy in memory is written back whole.
        store.unerase(conv)
        back = store.load_conversation(conv.id)
        assert back is not None and back.title == conv.title
        assert {m.id: m.content for m in back.messages.values()} == {
            m.id: m.content for m in conv.messages.values()
        }
        assert [h.conversation_id for h in store.search(canary)] == [conv.id]
    finally:
        store.close()


def test_a_late_save_of_an_erased_chat_is_dropped(tmp_path):
    """A stopped answer's last flush (or a title set as it ends) comes after the deletion:
    it must not write the chat back."""
    canary = "Quillbramble"
    store = Store(tmp_path / "history.sqlite3")
    try:
        conv = _chat(store, canary)
        answer = conv.last()
        assert answer is not None
        store.erase_conversation(conv.id)
        conv.update(answer, content=answer.content + f" and {canary} again")
        store.save_message(answer)
        conv.set_meta(title=f"{canary} title")
        store.save_conversation(conv)
        store.save_draft(conv)
        store.save_all(conv)
        assert conv.id not in store.conversation_ids()
        assert store.message_count() == 0
        within(ERASE_SECONDS, lambda: raw_hits(store.path, canary) == [])
        store.unerase(conv)  # Undo still works after them, with the newest text
        back = store.load_conversation(conv.id)
        assert back is not None and back.title == f"{canary} title"
        assert back.messages[answer.id].content.endswith(f"{canary} again")
    finally:
        store.close()


def test_an_erased_chat_s_kept_saves_are_never_written(tmp_path):
    """Saves kept in memory (the file locked, a full disk) of an erased chat are dropped with
    it, and the chat goes even though its deletion mark could not be written yet."""
    canary = "Moorgristle"
    store = Store(tmp_path / "history.sqlite3")
    try:
        conv = _chat(store, canary)
        answer = conv.last()
        assert answer is not None
        store.db.execute("PRAGMA busy_timeout=50")  # the window's wait, shortened
        other = sqlite3.connect(store.path)
        other.execute("BEGIN IMMEDIATE")  # another program holds the file
        conv.update(answer, content=f"Late: {canary}")
        store.save_message(answer)
        assert store.is_unsaved(answer.id)
        store.erase_conversation(conv.id)
        assert not store.is_unsaved(answer.id)
        assert store.unsaved == 1  # its deletion mark only: waits for the file like any save
        other.rollback()
        other.close()
        store.retry_unsaved()  # what the window's timer does
        within(ERASE_SECONDS, lambda: raw_hits(store.path, canary) == [])
        assert conv.id not in store.conversation_ids()
        store.retry_unsaved()  # the timer's next try writes the mark (of a row now gone)
        store.flush()
        assert store.unsaved == 0 and conv.id not in store.conversation_ids()
    finally:
        store.close()


@pytest.mark.parametrize("encrypted", [False, True], ids=["plain", "encrypted"])
def test_a_deleted_branch_is_in_no_file_and_the_rest_stays(tmp_path, encrypted):
    canary = "Sorrelwhisk"
    key = vault.DataKey.generate() if encrypted else None
    store = Store(tmp_path / "history.sqlite3", key)
    try:
        conv = Conversation(title="Branches")
        q = conv.new_message("user", None, "Which route to the harbour?")
        a1 = conv.new_message("assistant", q.id, "Take the coast road.")
        e = conv.new_message("user", None, f"Which route? Password {canary}. " * 50)
        a2 = conv.new_message("assistant", e.id, f"Your {canary} is safe. " * 50)
        f = conv.new_message("user", a2.id, f"Repeat {canary}")
        store.save_all(conv)
        store.flush()
        assert key is not None or raw_hits(store.path, canary)
        gone = conv.remove_branch(e.id)
        assert {m.id for m in gone} == {e.id, a2.id, f.id}
        assert conv.current_leaf == a1.id and [m.id for m in conv.thread()] == [q.id, a1.id]
        store.erase_messages(conv, [m.id for m in gone])
        within(ERASE_SECONDS, lambda: _gone_everywhere(store.path, key, canary))
        store.save_message(f)  # a late save of an erased message is dropped
        back = store.load_conversation(conv.id)
        assert back is not None and set(back.messages) == {q.id, a1.id}
        assert back.current_leaf == a1.id
        assert raw_hits(store.path, canary) == []
        index = store.path
        if key is not None:
            index = plain_copy(store.path, key, tmp_path / "copy")
            assert canary.lower().encode() not in index.read_bytes().lower()
        terms = index_terms(index, "messages_fts")
        assert canary.lower() not in terms and "coast" in terms
    finally:
        store.close()


@pytest.mark.parametrize("encrypted", [False, True], ids=["plain", "encrypted"])
def test_a_removed_document_is_in_no_file_even_with_the_key(tmp_path, encrypted):
    canary = "Vellumfrost"
    key = vault.DataKey.generate() if encrypted else None
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "secret.txt").write_text(f"The vault code is {canary}.\n" * 300)
    (folder / "keep.txt").write_text("Harbour notes stay.")
    lib = Library(tmp_path / "library.sqlite3", key=key)
    try:
        assert lib.db.execute("PRAGMA secure_delete").fetchone()[0] == 1
        lib.add([folder])
        assert key is None or decrypted_hits(lib.path, key, canary)
        [r] = lib.remove([folder / "secret.txt"])
        assert r.status == "removed" and lib.erased
        within(ERASE_SECONDS, lambda: _gone_everywhere(lib.path, key, canary))
        index = lib.path
        if key is not None:
            assert decrypted_hits(lib.path, key, "Harbour")
            index = plain_copy(lib.path, key, tmp_path / "copy")
            assert canary.lower().encode() not in index.read_bytes().lower()
        assert canary.lower() not in index_terms(index, "chunks_fts")
        assert lib.search("harbour")
    finally:
        lib.close()


def test_a_released_attachment_is_in_no_file(tmp_path):
    canary = "Gannetloom"
    key = vault.DataKey.generate()
    (tmp_path / "att.txt").write_text(f"Attached: {canary}.\n" * 200)
    library = Library(tmp_path / "library.sqlite3", key=key)
    files = Library(tmp_path / "attachments.sqlite3", key=key)
    docs = ChatDocs(library, files)
    try:
        assert files.db.execute("PRAGMA secure_delete").fetchone()[0] == 1
        [a] = docs.attach([tmp_path / "att.txt"])
        assert a.status == "indexed"
        docs.keep("chat-1", [str(tmp_path / "att.txt")])
        assert decrypted_hits(files.path, key, canary)
        assert docs.release([]) == [str(tmp_path / "att.txt")]
        within(ERASE_SECONDS, lambda: not decrypted_hits(files.path, key, canary))
        assert raw_hits(files.path, canary) == []
    finally:
        docs.close()
        library.close()


@pytest.mark.parametrize("encrypted", [False, True], ids=["plain", "encrypted"])
def test_a_revoked_api_key_is_in_no_file(tmp_path, encrypted):
    name = "Kestrelvane-laptop"
    key = vault.DataKey.generate() if encrypted else None
    keys = ClientKeys(tmp_path / "client_keys.sqlite3", key=key)
    try:
        assert keys._db.execute("PRAGMA secure_delete").fetchone()[0] == 1
        keys.create("other-app")
        token = keys.create(name)
        salt, digest = keys._db.execute(
            "SELECT salt, digest FROM client_keys WHERE name=?", (name,)
        ).fetchone()
        if key is None:
            assert raw_hits(keys.path, name)
        else:
            assert raw_hits(keys.path, name) == [] and decrypted_hits(keys.path, key, name)
        keys.revoke(name)

        def gone() -> bool:
            blobs = [f.read_bytes() for f in (keys.path, Path(f"{keys.path}-wal")) if f.exists()]
            if key is not None:
                from tests.support.erasure import decrypted_pages

                blobs.append(decrypted_pages(keys.path, key))
            return not any(salt in b or digest in b or name.encode() in b for b in blobs)

        within(ERASE_SECONDS, gone)
        assert keys.verify(token) is None
        assert [k.name for k in keys.list()] == ["other-app"]
    finally:
        keys.close()


def test_a_deleted_chat_s_attachment_leaves_every_file_and_undo_puts_it_back(tmp_path):
    """`ChatDocs.drop` (a chat deleted in the window): the files only it held go at once,
    text and all; one another chat holds and one read for a message not sent yet stay; its
    `restore` (Undo) puts back the same chunks, so follow-up searches find what they found."""
    canary = "Brackenquill"
    key = vault.DataKey.generate()
    (tmp_path / "own.txt").write_text(f"The gate code is {canary}.\n" * 200)
    (tmp_path / "shared.txt").write_text("Harbour tides are shared by both chats.\n" * 50)
    (tmp_path / "pending.txt").write_text("Lighthouse draft not sent yet.\n" * 20)
    library = Library(tmp_path / "library.sqlite3", key=key)
    files = Library(tmp_path / "attachments.sqlite3", key=key)
    docs = ChatDocs(library, files)
    own, shared, pending = (str(tmp_path / n) for n in ("own.txt", "shared.txt", "pending.txt"))
    try:
        docs.attach([own, shared, pending])
        docs.keep("gone", [own, shared])
        docs.keep("other", [shared])
        before = docs.retrieve(f"gate code {canary}", 2000, [own], False)
        assert before and canary in before[0].text
        dropped = docs.drop(["gone"])
        assert [d.path for d in dropped.documents] == [own]
        within(ERASE_SECONDS, lambda: _gone_everywhere(files.path, key, canary))
        assert {d.path for d in files.documents()} == {shared, pending}
        assert docs.retrieve("harbour tides", 2000, [shared], False)
        assert docs.retrieve(canary, 2000, [own], False) == []
        os.remove(own)  # Undo needs no file on disk: the rows come back from memory
        docs.restore(dropped)
        assert docs.retrieve(f"gate code {canary}", 2000, [own], False) == before
        assert decrypted_hits(files.path, key, canary)
        # Held by "gone" again: dropping "other" alone takes nothing of "gone"'s.
        assert docs.drop(["other"]).documents == []
        assert {d.path for d in files.documents()} == {own, shared, pending}
    finally:
        docs.close()
        library.close()

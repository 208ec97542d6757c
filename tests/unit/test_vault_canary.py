"""The canary: distinctive strings written through the real Store (a chat message), Library (an
indexed document) and ClientKeys (a key's name) with a data key are in no byte of any file in
the data folder (database, -wal, -shm, journal), while every one reads back. Without a key the
same scan finds them all, so the scan can fail."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.core import vault
from app.core.chat.model import Conversation
from app.core.chat.store import Store
from app.core.docs.library import Library
from app.core.gateway.keys import ClientKeys

CHAT = "zanzibarquokka chat canary"
DOC = "quetzalmarmot"
KEY_NAME = "canary-ocelot-app"


def _found(folder: Path) -> dict[str, list[str]]:
    """Each canary -> the files holding it in the clear (every file, every byte)."""
    files = [p for p in folder.rglob("*") if p.is_file()]
    assert files
    found: dict[str, list[str]] = {}
    for canary in (CHAT, DOC, KEY_NAME):
        needle = canary.encode()
        found[canary] = sorted(p.name for p in files if needle in p.read_bytes())
    return found


@pytest.mark.parametrize("encrypted", [True, False])
def test_no_canary_in_the_clear_while_all_read_back(tmp_path, extractor, encrypted):
    key = vault.DataKey.generate() if encrypted else None
    data = tmp_path / "data"
    source = tmp_path / "source"  # the user's document stays outside the data folder
    source.mkdir()
    (source / "notes.md").write_text(f"# Notes\nThe {DOC} sleeps at noon.\n")

    store = Store(data / "history.sqlite3", key)
    conv = Conversation(title="Animals")
    conv.new_message("user", None, f"Tell me about the {CHAT}.")
    store.save_all(conv)
    lib = Library(data / "documents.sqlite3", extractor=extractor, key=key)
    assert [r.status for r in lib.add([source])] == ["indexed"]
    keys = ClientKeys(data / "api-keys.sqlite3", key=key)
    keys.create(KEY_NAME)

    try:
        # While open: the -wal files hold the newest writes.
        assert any(p.name.endswith("-wal") for p in data.iterdir())
        assert store.search("zanzibarquokka")[0].title == "Animals"
        assert lib.search(DOC)[0].snippet.count(DOC) == 1
        assert [k.name for k in keys.list()] == [KEY_NAME]
        open_found = _found(data)
    finally:
        store.close()
        lib.close()
        keys.close()
    closed_found = _found(data)

    if encrypted:
        assert open_found == closed_found == {CHAT: [], DOC: [], KEY_NAME: []}
        assert all(vault.is_encrypted(data / n) for n in
                   ("history.sqlite3", "documents.sqlite3", "api-keys.sqlite3"))  # fmt: skip
    else:  # the same scan sees every canary when nothing is encrypted
        assert all(open_found[c] for c in (CHAT, DOC, KEY_NAME)), open_found
        assert all(closed_found[c] for c in (CHAT, DOC, KEY_NAME)), closed_found


def test_deletion_scrubs_the_same_way_encrypted(tmp_path):
    """secure_delete is on and a purge's TRUNCATE checkpoint empties the log on the encrypted
    history as on the plain one (the pages themselves cannot be read without the key)."""
    key = vault.DataKey.generate()
    path = tmp_path / "history.sqlite3"
    store = Store(path, key)
    assert store.db.execute("PRAGMA secure_delete").fetchone()[0] == 1
    assert store.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    conv = Conversation(title="Gone")
    conv.new_message("user", None, f"forget the {CHAT}")
    store.save_all(conv)
    store.delete_conversation(conv.id)
    assert store.purge_deleted() == 1
    assert Path(f"{path}-wal").stat().st_size == 0  # emptied by the TRUNCATE checkpoint
    assert store.search("zanzibarquokka") == []
    store.close()

"""A downgrade never damages what a newer Ling Desk wrote (issue 38, upgrades): each store given a
file of a higher format number refuses it with a sentence naming the file and both numbers, and
leaves its bytes exactly as they were: not rewritten, not renamed, not moved aside as broken.
Files from before the stores kept a number (0) are read and stamped with the current one.

Real files throughout: TOML on disk, SQLite and SQLCipher databases, the format number written
into the file as a newer version would write it (SQLite's user_version header field, or the
history's schema_version table)."""

from __future__ import annotations

import hashlib
import subprocess
import sys
from pathlib import Path

import pytest

from app.core import audit, vault
from app.core.audit import files as audit_files
from app.core.chat.model import Conversation
from app.core.chat.store import SCHEMA_VERSION as HISTORY_SCHEMA
from app.core.chat.store import NewerHistory, Store, open_history
from app.core.docs import library as docs_library
from app.core.docs.library import Library
from app.core.gateway import keys as gateway_keys
from app.core.gateway.keys import ClientKeys, KeyStoreError
from app.core.paths import Paths
from app.core.settings import (
    SCHEMA_VERSION,
    Settings,
    SettingsFromNewer,
    load_settings,
    newer_on_disk,
    save_settings,
)
from app.core.vault import keys as vault_keys
from tests.support.engine import ROOT


@pytest.fixture(params=["plain", "encrypted"])
def key(request) -> vault.DataKey | None:
    return vault.DataKey.generate() if request.param == "encrypted" else None


# Lock files a run takes (their content is a pid): not the user's data.
LOCKS = ("instance.lock", ".audit.lock")


def snapshot(folder: Path) -> dict[str, str]:
    """Every file under `folder` by name, as its sha256: what a refusal must leave as it was."""
    return {
        str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.rglob("*"))
        if p.is_file() and p.name not in LOCKS
    }


def bump(path: Path, key: vault.DataKey | None, number: int) -> None:
    """Stamp a store's file with a format number, as a newer Ling Desk would have written it."""
    db = vault.connect(path, key)
    db.execute(f"PRAGMA user_version = {number}")
    db.commit()
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()


# --- settings ------------------------------------------------------------------------------------


@pytest.fixture
def paths(tmp_path) -> Paths:
    return Paths.from_basedir(tmp_path).ensure()


NEWER_SETTINGS = (
    f"schema_version = {SCHEMA_VERSION + 1}\n"
    "[engine]\nport = 31234\n[privacy]\nencrypt = false\n[future]\nthing = 1\n"
)


def test_a_newer_settings_file_is_left_untouched_and_named_with_both_versions(paths):
    paths.settings_file.write_text(NEWER_SETTINGS)
    before = snapshot(paths.config_dir)
    loaded = load_settings(paths)
    [problem] = loaded.problems
    assert str(paths.settings_file) in problem
    assert "written by a newer Ling Desk" in problem
    assert f"settings schema {SCHEMA_VERSION + 1}; this version reads up to {SCHEMA_VERSION}" in (
        problem
    )
    assert "uses the defaults" in problem and "broken" not in problem
    assert loaded.newer == SCHEMA_VERSION + 1
    assert loaded.settings.engine.port == Settings().engine.port  # its values are not guessed
    assert snapshot(paths.config_dir) == before  # not moved aside: no settings.toml.broken-*


def test_a_run_beside_a_newer_settings_file_keeps_its_encryption_choice(paths):
    # With the default (encrypt) instead, this run would convert a folder kept plain.
    paths.settings_file.write_text(NEWER_SETTINGS)
    assert load_settings(paths).settings.privacy.encrypt is False
    paths.settings_file.write_text(f"schema_version = {SCHEMA_VERSION + 1}\nprivacy = 3\n")
    assert load_settings(paths).settings.privacy.encrypt is Settings().privacy.encrypt


def test_saving_never_overwrites_a_newer_settings_file(paths):
    paths.settings_file.write_text(NEWER_SETTINGS)
    before = snapshot(paths.config_dir)
    assert newer_on_disk(paths) == SCHEMA_VERSION + 1
    with pytest.raises(SettingsFromNewer, match="written by a newer Ling Desk") as info:
        save_settings(paths, load_settings(paths).settings)
    assert str(paths.settings_file) in str(info.value)
    assert snapshot(paths.config_dir) == before
    # This version's own file (and an older one) is saved as always.
    paths.settings_file.write_text(f"schema_version = {SCHEMA_VERSION}\n")
    assert newer_on_disk(paths) is None
    save_settings(paths, Settings())
    assert load_settings(paths).problems == []


def test_a_verb_beside_a_newer_settings_file_says_so_and_changes_nothing(tmp_path):
    base = tmp_path / "base"
    paths = Paths.from_basedir(base).ensure()
    paths.settings_file.write_text(NEWER_SETTINGS)
    before = snapshot(base / "config")
    r = subprocess.run(
        [sys.executable, "-m", "app", "--basedir", str(base), "engine-command", "--json",
         "--model", str(tmp_path)],
        cwd=ROOT, capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL,
    )  # fmt: skip
    assert r.returncode == 0, r.stderr
    assert "written by a newer Ling Desk" in r.stderr and str(paths.settings_file) in r.stderr
    assert snapshot(base / "config") == before


# --- history ---------------------------------------------------------------------------------------


def test_a_newer_history_is_refused_and_its_files_left_untouched(tmp_path, key):
    path = tmp_path / "history.sqlite3"
    store = Store(path, key)
    conv = Conversation(title="written by the newer one")
    conv.new_message("user", None, "kept")
    store.save_all(conv)
    store.db.execute("UPDATE schema_version SET version = ?", (HISTORY_SCHEMA + 1,))
    store.close()
    before = snapshot(tmp_path)
    for opener in (Store, open_history):
        with pytest.raises(NewerHistory) as info:
            opener(path, key)
        message = str(info.value)
        assert str(path) in message and "written by a newer Ling Desk" in message
        assert f"schema {HISTORY_SCHEMA + 1}; this version reads up to {HISTORY_SCHEMA}" in message
        assert snapshot(tmp_path) == before  # no WAL left behind, nothing moved aside


# --- the document library ------------------------------------------------------------------------


def test_a_newer_library_is_refused_and_left_untouched(tmp_path, key):
    path = tmp_path / "documents.sqlite3"
    doc = tmp_path / "docs" / "note.txt"
    doc.parent.mkdir()
    doc.write_text("zebras graze at dawn")
    with Library(path, key=key) as lib:
        lib.add([doc])
    bump(path, key, docs_library.FORMAT + 1)
    before = snapshot(tmp_path)
    with pytest.raises(vault.NewerFormat) as info:
        Library(path, key=key)
    message = str(info.value)
    assert message.startswith(f"The document library {path} was written by a newer Ling Desk")
    assert (
        f"(format {docs_library.FORMAT + 1}; this version reads up to {docs_library.FORMAT})"
        in (message)
    )
    assert snapshot(tmp_path) == before


def test_a_library_from_before_the_format_number_is_read_and_stamped(tmp_path, key):
    path = tmp_path / "documents.sqlite3"
    doc = tmp_path / "note.txt"
    doc.write_text("zebras graze at dawn")
    with Library(path, key=key) as lib:
        lib.add([doc])
    bump(path, key, 0)  # as the versions before the number wrote it
    with Library(path, key=key) as lib:
        assert [d.path for d in lib.documents()] == [str(doc)]
        assert vault.format_of(lib.db) == docs_library.FORMAT


# --- the API key file ----------------------------------------------------------------------------


def test_a_newer_key_file_is_refused_and_left_untouched(tmp_path, key):
    path = tmp_path / "api-keys.sqlite3"
    keys = ClientKeys(path, key=key)
    keys.create("laptop")
    keys.close()
    bump(path, key, gateway_keys.FORMAT + 1)
    before = snapshot(tmp_path)
    with pytest.raises(KeyStoreError) as info:
        ClientKeys(path, key=key)
    message = str(info.value)
    assert message.startswith(f"The API key file {path} was written by a newer Ling Desk")
    assert f"format {gateway_keys.FORMAT + 1}; this version reads up to" in message
    assert "move it aside" not in message  # the file is fine: it is only newer
    assert snapshot(tmp_path) == before


def test_a_key_file_from_before_the_format_number_keeps_its_keys(tmp_path, key):
    path = tmp_path / "api-keys.sqlite3"
    keys = ClientKeys(path, key=key)
    token = keys.create("laptop")
    keys.close()
    bump(path, key, 0)
    keys = ClientKeys(path, key=key)
    assert keys.verify(token) == "laptop"
    assert vault.format_of(keys._db) == gateway_keys.FORMAT
    keys.close()


# --- the audit log -------------------------------------------------------------------------------


def test_a_newer_audit_file_is_neither_read_nor_written(tmp_path, key):
    folder = tmp_path / "audit"
    with audit.AuditLog(folder, key) as log:
        log.append("export", {"conversations": 2})
    path = folder / audit.file_name(1)
    bump(path, key, audit_files.FORMAT + 1)
    before = snapshot(tmp_path)
    newer = f"format {audit_files.FORMAT + 1}; this version reads up to {audit_files.FORMAT}"
    # Read: verify names the file and says why, and fails.
    verdict = audit.verify(folder, key)
    assert not verdict.ok and verdict.file == path.name
    assert verdict.error.startswith(f"The audit log file {path} was written by a newer Ling Desk")
    assert newer in verdict.error
    with pytest.raises(audit.Unreadable, match="written by a newer Ling Desk"):
        list(audit.records(folder, key))
    # Written: the record stays queued, the file and the head as they were.
    log = audit.AuditLog(folder, key)
    with pytest.raises(vault.NewerFormat, match="written by a newer Ling Desk"):
        log.append("export", {"conversations": 1})
    assert log.pending() == 1
    log._pending.clear()  # closing would try again (and raise again)
    log.close()
    assert snapshot(tmp_path) == before


def test_audit_files_from_before_the_format_number_keep_their_chain(tmp_path, key):
    folder = tmp_path / "audit"
    with audit.AuditLog(folder, key) as log:
        log.append("export", {"conversations": 2})
    bump(folder / audit.file_name(1), key, 0)
    with audit.AuditLog(folder, key) as log:
        log.append("export", {"conversations": 3})
    verdict = audit.verify(folder, key)
    assert verdict.ok and verdict.records == 2
    db = vault.connect(folder / audit.file_name(1), key)
    assert vault.format_of(db) == audit_files.FORMAT
    db.close()


# --- through the verbs ---------------------------------------------------------------------------


def run(base: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "app", "--basedir", str(base), *args],
        cwd=ROOT, capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL,
    )  # fmt: skip


def test_the_verbs_refuse_a_newer_folder_plainly_and_change_no_byte(tmp_path):
    """Every store of an encrypted folder stamped newer: each verb fails with one line naming
    its file (no traceback), and no file of the folder changes."""
    base = tmp_path / "base"
    doc = tmp_path / "note.txt"
    doc.write_text("zebras graze at dawn")
    assert run(base, "docs", "add", str(doc)).returncode == 0
    assert run(base, "api", "key", "create", "laptop").returncode == 0
    paths = Paths.from_basedir(base)
    key = vault_keys.load(paths)
    store = Store(paths.history_db, key)
    store.save_all(Conversation(title="a chat"))
    store.db.execute("UPDATE schema_version SET version = ?", (HISTORY_SCHEMA + 1,))
    store.close()
    with audit.AuditLog(paths.data_dir / audit.FOLDER, key) as log:
        log.append("export", {"conversations": 1})
    bump(paths.data_dir / "documents.sqlite3", key, docs_library.FORMAT + 1)
    bump(paths.data_dir / "api-keys.sqlite3", key, gateway_keys.FORMAT + 1)
    bump(paths.data_dir / audit.FOLDER / audit.file_name(1), key, audit_files.FORMAT + 1)
    before = snapshot(base / "data")
    for argv, name in (
        (("history", "list"), "history.sqlite3"),
        (("docs", "list"), "documents.sqlite3"),
        (("api", "key", "list"), "api-keys.sqlite3"),
        (("audit", "verify"), "audit-0001.sqlite3"),
        (("audit", "show"), "audit-0001.sqlite3"),
    ):
        r = run(base, *argv)
        assert r.returncode == 1, (argv, r.stdout, r.stderr)
        assert "written by a newer Ling Desk" in r.stderr and name in r.stderr, (argv, r.stderr)
        assert "Traceback" not in r.stderr
        assert snapshot(base / "data") == before, argv

"""Opening a data folder at start: a new key where it can live, the passphrase asked, the
recovery key when the store is gone, conversion both ways, and "Delete all my data"."""

from __future__ import annotations

import pytest

from app.core.chat.store import Store
from app.core.docs.attach import ATTACHMENTS_FILE
from app.core.docs.library import LIBRARY_FILE
from app.core.gateway.config import GATEWAY_KEYS_FILE
from app.core.paths import Paths
from app.core.vault import keys, session
from app.core.vault.door import is_encrypted
from tests.support.memory_keyring import MemoryKeyring, installed


class Scripted:
    """Answers the session's questions from lists, and records what it was asked."""

    def __init__(self, passphrases=(), stores=(), recoveries=()) -> None:
        self.passphrases, self.stores, self.recoveries = (
            list(passphrases),
            list(stores),
            list(recoveries),
        )
        self.asked: list[str] = []

    def passphrase(self, prompt, problem):
        self.asked.append(f"passphrase:{problem}")
        return self.passphrases.pop(0) if self.passphrases else None

    def new_store(self, reason):
        self.asked.append("store")
        return self.stores.pop(0) if self.stores else None

    def recovery_key(self, reason, problem):
        self.asked.append(f"recovery:{problem}")
        return self.recoveries.pop(0) if self.recoveries else None


@pytest.fixture
def paths(tmp_path, monkeypatch):
    monkeypatch.delenv(session.STORE_ENV, raising=False)
    return Paths.from_basedir(tmp_path).ensure()


@pytest.fixture
def ring():
    with installed(MemoryKeyring()) as ring:
        yield ring


def test_the_data_files_are_the_stores_own():
    assert set(session.DATA_FILES) == {
        Paths.from_basedir("/x").history_db.name,
        LIBRARY_FILE,
        ATTACHMENTS_FILE,
        GATEWAY_KEYS_FILE,
    }


def test_a_new_folder_gets_a_key_in_the_keyring_and_a_recovery_key_once(paths, ring):
    first = session.unlock(paths, encrypt=True, ask=session.NoQuestions())
    assert first.created and first.store == keys.KEYRING and first.recovery
    assert keys.key_from_recovery(first.recovery) == first.key
    again = session.unlock(paths, encrypt=True, ask=session.NoQuestions())
    assert again.key == first.key and not again.created and again.recovery is None


def test_without_a_keyring_the_user_chooses_and_cancelling_changes_nothing(paths):
    # The test run's keyring is the "fail" backend: no keyring is usable.
    with pytest.raises(session.Locked, match="passphrase or key file"):
        session.unlock(paths, encrypt=True, ask=session.NoQuestions())
    assert keys.stored_in(paths) is None
    ask = Scripted(stores=[(keys.PASSPHRASE, "correct horse")])
    made = session.unlock(paths, encrypt=True, ask=ask)
    assert made.store == keys.PASSPHRASE and made.created
    # Next start: the passphrase is asked, a wrong one again, then the right one opens it.
    ask = Scripted(passphrases=["wrong", "correct horse"])
    opened = session.unlock(paths, encrypt=True, ask=ask)
    assert opened.key == made.key
    assert ask.asked[0] == "passphrase:" and "does not unlock" in ask.asked[1]


def test_the_key_file_is_chosen_by_name_and_warned_about(paths, monkeypatch):
    monkeypatch.setenv(session.STORE_ENV, "file")
    made = session.unlock(paths, encrypt=True, ask=session.NoQuestions())
    assert made.store == keys.KEY_FILE and "kept in a file" in made.warning
    # Said when the store was chosen, not at every start after.
    again = session.unlock(paths, encrypt=True, ask=session.NoQuestions())
    assert again.key == made.key and again.warning == ""
    monkeypatch.setenv(session.STORE_ENV, "floppy")
    with pytest.raises(keys.KeyProblem, match="not a key store"):
        session.unlock(paths, encrypt=True, ask=session.NoQuestions())


def test_a_plain_folder_is_converted_and_back(paths, monkeypatch):
    monkeypatch.setenv(session.STORE_ENV, "file")
    store = Store(paths.history_db)
    store.db.execute("CREATE TABLE IF NOT EXISTS canary (x TEXT)")
    store.db.execute("INSERT INTO canary VALUES ('zebra-canary-41')")
    store.close()
    opened = session.unlock(paths, encrypt=True, ask=session.NoQuestions())
    assert session.pending(paths, opened, True) == [paths.history_db]
    steps: list[str] = []
    session.convert(paths, opened, True, lambda p, i, n, step, d, t: steps.append(step))
    assert is_encrypted(paths.history_db) and "verify" in steps
    assert b"zebra-canary-41" not in paths.history_db.read_bytes()
    again = Store(paths.history_db, opened.key)
    assert again.db.execute("SELECT x FROM canary").fetchone()[0] == "zebra-canary-41"
    again.close()
    # Turned off: every file plain again, and the key forgotten.
    off = session.convert(paths, opened, False)
    assert off.key is None and keys.stored_in(paths) is None
    assert not is_encrypted(paths.history_db)
    assert session.unlock(paths, encrypt=False, ask=session.NoQuestions()).key is None


def test_a_lost_key_asks_for_the_recovery_key_and_keeps_it(paths, monkeypatch):
    monkeypatch.setenv(session.STORE_ENV, "file")
    made = session.unlock(paths, encrypt=True, ask=session.NoQuestions())
    Store(paths.history_db, made.key).close()
    keys.forget(paths)  # the key file is gone (a new machine, a cleaned config folder)
    with pytest.raises(session.Locked, match="nothing was changed"):
        session.unlock(paths, encrypt=True, ask=session.NoQuestions())
    other = keys.recovery_text(keys.DataKey.generate())
    ask = Scripted(recoveries=["1234", other, made.recovery])
    back = session.unlock(paths, encrypt=True, ask=ask)
    assert back.key == made.key and keys.stored_in(paths) == keys.KEY_FILE
    assert "characters" in ask.asked[1] and "other data" in ask.asked[2]


def test_delete_all_my_data_leaves_settings_and_the_key(paths, monkeypatch):
    monkeypatch.setenv(session.STORE_ENV, "file")
    made = session.unlock(paths, encrypt=True, ask=session.NoQuestions())
    Store(paths.history_db, made.key).close()
    (paths.data_dir / "ladder" / "run1").mkdir(parents=True)
    paths.settings_file.write_text("[ui]\ntheme = 'dark'\n")
    assert session.erase_all(paths) == []
    assert not paths.history_db.exists() and not (paths.data_dir / "ladder").exists()
    assert paths.settings_file.exists() and keys.load(paths) == made.key


def test_the_audit_log_is_converted_with_the_stores_and_kept_by_delete_all(paths, monkeypatch):
    from app.core import audit

    assert (
        audit.FOLDER,
        audit.file_name(7),
    ) == (session.AUDIT_FOLDER, session.AUDIT_PREFIX + "0007" + session.AUDIT_SUFFIX)
    folder = paths.data_dir / audit.FOLDER
    with audit.AuditLog(folder, None) as log:  # as a version before encryption wrote it
        log.append("export", {"format": "md", "conversation": "c1"})
    monkeypatch.setenv(session.STORE_ENV, "file")
    opened = session.unlock(paths, encrypt=True, ask=session.NoQuestions())
    assert session.pending(paths, opened, True) == [folder / audit.file_name(1)]
    session.convert(paths, opened, True)
    assert is_encrypted(folder / audit.file_name(1))
    assert audit.verify(folder, opened.key).ok  # the chain survives the conversion
    # A kill between the renames leaves only the swap names: still found, and finished.
    (folder / audit.file_name(1)).rename(folder / (audit.file_name(1) + ".swap-new"))
    assert session.data_files(paths)[-1] == folder / audit.file_name(1)
    session.finish_cut(paths)
    assert audit.verify(folder, opened.key).ok
    assert session.erase_all(paths) == []
    assert audit.verify(folder, opened.key).ok  # "Delete all my data" keeps the audit log

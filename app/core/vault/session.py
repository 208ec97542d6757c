"""Opening a data folder at start: which key opens it, from where, and its files brought to the
state the user chose (encrypted by default; plain when encryption was turned off).

Qt-free. The window and the command line each answer the questions (`Asker`) their own way: a
dialog, or a prompt / a file descriptor. Every step that converts files is resumable (see
migrate.py), and nothing here overwrites a file that a key could not open.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from app.core.lazylog import logger
from app.core.paths import Paths
from app.core.vault import keys, migrate
from app.core.vault.door import DataKey, VaultError, WrongKey, connect, is_encrypted
from app.core.words import QT_TRANSLATE_NOOP, translate

log = logger(__name__)  # logging imported at the first record (issue 40)

# Every file that holds the user's text. Each store names its own file; a unit test keeps this
# list equal to theirs (the vault is below the stores and imports none of them).
DATA_FILES = ("history.sqlite3", "documents.sqlite3", "attachments.sqlite3", "api-keys.sqlite3")
# Folders of the data folder that "Delete all my data" removes (the ladder's runs).
DATA_FOLDERS = ("ladder",)
# The audit log's files (app/core/audit: audit/audit-NNNN.sqlite3): encrypted and converted like
# the stores, but kept by "Delete all my data" (they hold no text of the user's, and an
# organisation's record of what was done must outlive the data). A unit test keeps the names equal.
AUDIT_FOLDER = "audit"
AUDIT_PREFIX, AUDIT_SUFFIX = "audit-", ".sqlite3"
# Chooses where a new key is kept without asking: keyring | passphrase | file (scripted
# installs, headless boxes; "file" still logs its warning).
STORE_ENV = "LINGDESK_KEY_STORE"
PASSPHRASE_TRIES = 5

# Marked for translation: shown as translate("vault", KEY_FILE_WARNING).
KEY_FILE_WARNING = QT_TRANSLATE_NOOP(
    "vault",
    "The data key is kept in a file in the config folder (readable only by you). Anyone who "
    "can read your files as you, or a backup of the config folder, can read your history with "
    "it: keep backups of the config and data folders apart, or use a passphrase.",
)

# progress(file, file_index, files, step, done, total): see migrate.Progress for step.
Progress = Callable[[Path, int, int, str, int, int], None]


class Locked(keys.KeyProblem):
    """The data stays locked: the user cancelled, or could not be asked. The message says what
    to do (it is shown as is)."""


class Asker(Protocol):
    """The questions opening a data folder may need answered. None: the user cancelled."""

    def passphrase(self, prompt: str, problem: str) -> str | None:
        """The passphrase of the key envelope; `problem` says why it is asked again ("" first)."""
        ...

    def new_store(self, reason: str) -> tuple[str, str | None] | None:
        """Where to keep a new key when the keyring cannot: (store, passphrase for PASSPHRASE)."""
        ...

    def recovery_key(self, reason: str, problem: str) -> str | None:
        """The recovery key's text, when no store holds a key that opens the data."""
        ...


class NoQuestions:
    """An Asker that cannot ask (no terminal, no window): every question ends in `Locked`."""

    def passphrase(self, prompt: str, problem: str) -> str | None:
        return None

    def new_store(self, reason: str) -> tuple[str, str | None] | None:
        return None

    def recovery_key(self, reason: str, problem: str) -> str | None:
        return None


@dataclass(frozen=True)
class Unlocked:
    key: DataKey | None  # None: the data folder is plain (encryption turned off)
    store: str | None  # where the key is kept (keys.KEYRING, PASSPHRASE or KEY_FILE)
    created: bool = False  # a key made just now: its recovery key must be shown, once
    # The chosen store's risk (the key file's), said only when the store was chosen now: not at
    # every start or verb after (a script's stderr stays one line on failure).
    warning: str = ""

    @property
    def recovery(self) -> str | None:
        return keys.recovery_text(self.key) if self.created and self.key is not None else None

    @property
    def encrypted(self) -> bool:
        return self.key is not None


# --- what the data folder holds ------------------------------------------------------------------


def data_files(paths: Paths) -> list[Path]:
    """Every database this vault encrypts: the stores' and the audit log's."""
    return [*_store_files(paths), *_audit_files(paths)]


def _store_files(paths: Paths) -> list[Path]:
    return [paths.data_dir / name for name in DATA_FILES]


def _audit_files(paths: Paths) -> list[Path]:
    """The audit log's databases, also one whose conversion a kill cut between its renames
    (only its .swap-new/.swap-old name is there then)."""
    folder = paths.data_dir / AUDIT_FOLDER
    try:
        names = os.listdir(folder)
    except FileNotFoundError:
        return []
    found = set()
    for name in names:
        base = name.partition(AUDIT_SUFFIX)[0] + AUDIT_SUFFIX
        if (
            name.startswith(AUDIT_PREFIX)
            and AUDIT_SUFFIX in name
            and base[len(AUDIT_PREFIX) : -len(AUDIT_SUFFIX)].isdigit()
        ):
            found.add(folder / base)
    return sorted(found)


def encrypted_files(paths: Paths) -> list[Path]:
    return [p for p in data_files(paths) if is_encrypted(p)]


def plain_files(paths: Paths) -> list[Path]:
    """Plain databases that hold data (an empty or missing file is neither)."""
    out = []
    for p in data_files(paths):
        with contextlib.suppress(FileNotFoundError):
            if p.stat().st_size and not is_encrypted(p):
                out.append(p)
    return out


def finish_cut(paths: Paths) -> list[str]:
    """Completes or undoes conversions a kill cut short (at every start, before any open)."""
    done = []
    for p in data_files(paths):
        if p.parent.exists():
            what = migrate.finish(p)
            if what:
                log.warning("%s: %s (a conversion was cut short)", p.name, what)
                done.append(f"{p.name}: {what}")
    return done


# --- unlocking -----------------------------------------------------------------------------------


def chosen_store() -> str | None:
    """The store named by LINGDESK_KEY_STORE, None when unset; a wrong name is an error."""
    value = os.environ.get(STORE_ENV, "").strip().lower()
    if not value:
        return None
    if value not in keys.STORES:
        raise keys.KeyProblem(
            translate("vault", "{setting} is not a key store; use one of {stores}").format(
                setting=f"{STORE_ENV}={value!r}", stores=", ".join(keys.STORES)
            )
        )
    return value


def unlock(
    paths: Paths,
    *,
    encrypt: bool,
    ask: Asker,
    store: str | None = None,
    passphrase: str | None = None,
) -> Unlocked:
    """The key of this data folder (None when it is and stays plain), asking what must be asked.

    `store`: where a new key goes (else LINGDESK_KEY_STORE, else the keyring, else asked);
    `passphrase`: given ahead (a file descriptor, a test) instead of asked. Raises Locked when the
    user cancels, and keys.KeyProblem / VaultError with a sentence for any other failure.
    Converting files is `convert`'s job, after this.
    """
    paths.ensure()
    finish_cut(paths)
    store = store or chosen_store()
    encrypted = encrypted_files(paths)
    if not encrypt and not encrypted:
        # Plain and staying plain: no key is needed, so none is looked up (the keyring's import
        # and its call are most of a `docs search` on a plain folder; issue 40). A key left
        # from a conversion to plain is forgotten by that conversion, as before.
        return Unlocked(None, None)
    where = keys.stored_in(paths)
    if where is None:
        if encrypted:
            key = _recover(paths, ask, encrypted,
                           translate("vault", "No key for the encrypted data was found"))  # fmt: skip
            saved = _save_new(paths, key, ask, store, passphrase)
            return Unlocked(key, saved, warning=_warning(saved))
        if not encrypt:
            return Unlocked(None, None)
        key = DataKey.generate()
        saved = _save_new(paths, key, ask, store, passphrase)
        return Unlocked(key, saved, created=True, warning=_warning(saved))
    key = _load(paths, where, ask, passphrase)
    if encrypted and not _opens(key, encrypted[0]):
        key = _recover(
            paths, ask, encrypted,
            translate("vault", "The key kept in the {where} does not open this data (it "
                      "belongs to another data folder or was replaced)").format(where=where),
        )  # fmt: skip
        keys.save(paths, key, where, passphrase if where == keys.PASSPHRASE else None)
    return Unlocked(key, where)


def _warning(store: str | None) -> str:
    return translate("vault", KEY_FILE_WARNING) if store == keys.KEY_FILE else ""


def _opens(key: DataKey, path: Path) -> bool:
    try:
        connect(path, key).close()
    except WrongKey:
        return False
    return True


def _load(paths: Paths, where: str, ask: Asker, passphrase: str | None) -> DataKey:
    if where != keys.PASSPHRASE:
        return keys.load(paths)
    problem = ""
    for _ in range(PASSPHRASE_TRIES):
        given = passphrase if passphrase is not None else ask.passphrase(
            translate("vault", "Enter the passphrase that unlocks your history and documents."),
            problem,
        )  # fmt: skip
        if given is None:
            raise Locked(translate(
                "vault",
                "Your history and documents stay locked: they open only with the passphrase "
                "(or the recovery key). Start Ling Desk again to enter it.",
            ))  # fmt: skip
        try:
            return keys.load(paths, given)
        except keys.WrongPassphrase as exc:
            if passphrase is not None:
                raise
            problem = str(exc)
    tries = PASSPHRASE_TRIES
    raise Locked(translate(
        "vault",
        "The passphrase was wrong %n time(s); your data stays locked and untouched. Start "
        "again, or use the recovery key.",
        None,
        tries,
    ))  # fmt: skip


def _recover(paths: Paths, ask: Asker, encrypted: list[Path], reason: str) -> DataKey:
    problem = ""
    while True:
        text = ask.recovery_key(
            translate("vault", "{reason}. Enter the recovery key you were shown when the data "
                      "was first encrypted (17 groups of 4 characters).").format(reason=reason),
            problem,
        )  # fmt: skip
        if text is None:
            raise Locked(translate(
                "vault",
                "{reason}, so your history and documents stay locked; nothing was changed. "
                "Start again with the recovery key at hand, or restore the keyring or key "
                "file, or move {folder} aside to start with an empty history.",
            ).format(reason=reason, folder=paths.data_dir))  # fmt: skip
        try:
            key = keys.key_from_recovery(text)
        except keys.RecoveryTypo as exc:
            problem = str(exc)
            continue
        if _opens(key, encrypted[0]):
            return key
        problem = translate(
            "vault", "That recovery key is valid but belongs to other data; check which one."
        )


def _save_new(
    paths: Paths, key: DataKey, ask: Asker, store: str | None, passphrase: str | None
) -> str:
    """Saves a key in `store`, else the keyring, else where the user chooses."""
    if store == keys.PASSPHRASE and passphrase is None:
        answer = ask.new_store(
            translate("vault", "Choose a passphrase for your history and documents.")
        )
        if answer is None:
            raise Locked(
                translate("vault", "No passphrase was chosen, so nothing was encrypted or changed.")
            )
        store, passphrase = answer
    try:
        keys.save(paths, key, store or keys.KEYRING, passphrase)
        return store or keys.KEYRING
    except keys.KeyringUnavailable as exc:
        if store == keys.KEYRING:
            raise
        log.info("no usable keyring for the data key: %s", exc)  # its own words: for the log
    answer = ask.new_store(translate(
        "vault",
        "Your history and documents are encrypted, and no system keyring is available here to "
        "keep their key. Choose a passphrase to enter at each start, or a key file.",
    ))  # fmt: skip
    if answer is None:
        raise Locked(translate(
            "vault",
            "No keyring is usable here, and no passphrase or key file was chosen, so your data "
            "stays as it was. Choose one: set {env}=passphrase (with --passphrase-fd or at the "
            "prompt) or {env}=file, or turn encryption off in the settings.",
        ).format(env=STORE_ENV))  # fmt: skip
    chosen, phrase = answer
    keys.save(paths, key, chosen, phrase)
    return chosen


# --- converting the files -----------------------------------------------------------------------


def pending(paths: Paths, unlocked: Unlocked, encrypt: bool) -> list[Path]:
    """Files a `convert` would change."""
    if encrypt and unlocked.key is not None:
        return plain_files(paths)
    if not encrypt and unlocked.key is not None:
        return encrypted_files(paths)
    return []


def convert(
    paths: Paths, unlocked: Unlocked, encrypt: bool, progress: Progress | None = None
) -> Unlocked:
    """Brings every data file to the chosen state; the state after it (turning encryption off
    forgets the key once every file is plain). Resumable: a kill leaves each file whole."""
    files = pending(paths, unlocked, encrypt)
    key = unlocked.key
    for i, path in enumerate(files):

        def say(step: str, done: int, total: int, path: Path = path, i: int = i) -> None:
            if progress is not None:
                progress(path, i, len(files), step, done, total)

        assert key is not None  # pending() lists files only with a key
        if encrypt:
            migrate.encrypt(path, key, say)
        else:
            migrate.decrypt(path, key, say)
    if not encrypt and key is not None and not encrypted_files(paths):
        keys.forget(paths)
        return Unlocked(None, None)
    return unlocked


# --- erasing -------------------------------------------------------------------------------------


def erase_all(paths: Paths) -> list[str]:
    """ "Delete all my data": every store's file scrubbed and removed, and the ladder's runs; the
    settings, the key, the audit log, the model and the engine's environment stay. The stores must be closed
    first. Returns what could not be removed, in words (empty when all went)."""
    problems = []
    for path in _store_files(paths):
        for extra in (path, *migrate.names(path).values()):
            try:
                migrate.scrub(extra)
            except OSError as exc:
                problems.append(f"{extra}: {exc.strerror or exc}")
    for name in DATA_FOLDERS:
        folder = paths.data_dir / name
        if folder.exists():
            import shutil  # (only "Delete all my data" removes folders)

            try:
                shutil.rmtree(folder)
            except OSError as exc:
                problems.append(f"{folder}: {exc.strerror or exc}")
    return problems


__all__ = [
    "DATA_FILES",
    "STORE_ENV",
    "Asker",
    "Locked",
    "NoQuestions",
    "Unlocked",
    "VaultError",
    "chosen_store",
    "convert",
    "data_files",
    "encrypted_files",
    "erase_all",
    "finish_cut",
    "pending",
    "plain_files",
    "unlock",
]

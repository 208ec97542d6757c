"""Where a data folder's key lives: the OS keyring, a passphrase envelope, or a 0600 key file.

One random 32-byte data key per data folder encrypts its databases. It is kept in exactly one
store at a time:
- keyring: the OS keyring (service as app/core/secrets.py, one account per data folder);
- passphrase: `data-key.envelope` in the config folder, a tiny SQLCipher database keyed with the
  passphrase (SQLCipher's own PBKDF2-HMAC-SHA512 derives its key: nothing hand-rolled here);
- file: `data-key` in the config folder, mode 0600, chosen explicitly (one that group or others
  can read is refused).
The recovery key (`recovery_text`) is the data key itself as text with a check: written down, it
opens the data when every store is lost.
"""

from __future__ import annotations

import contextlib
import os
import stat
from pathlib import Path

from app.core.paths import Paths
from app.core.vault.door import KEY_BYTES, DataKey, sqlcipher
from app.core.words import translate

KEYRING, PASSPHRASE, KEY_FILE = "keyring", "passphrase", "file"
STORES = (KEYRING, PASSPHRASE, KEY_FILE)
ENVELOPE_FILE = "data-key.envelope"
KEY_FILE_NAME = "data-key"
CHECK_BYTES = 2  # the recovery text's check: a typo passes it 1 time in 65,536
GROUP = 4


class KeyProblem(Exception):
    """The data key cannot be created, read or moved; the message says why and what to do."""


class NoKey(KeyProblem):
    """No store holds a key for this data folder."""


class NeedsPassphrase(KeyProblem):
    """The key is in the passphrase envelope and no passphrase was given."""


class WrongPassphrase(KeyProblem):
    pass


class KeyFileTooOpen(KeyProblem):
    pass


class KeyringUnavailable(KeyProblem):
    pass


class RecoveryTypo(KeyProblem):
    pass


def envelope_path(paths: Paths) -> Path:
    return paths.config_dir / ENVELOPE_FILE


def key_file_path(paths: Paths) -> Path:
    return paths.config_dir / KEY_FILE_NAME


def keyring_account(paths: Paths) -> str:
    # One key per data folder: two --basedir instances never share one.
    return f"data-key:{paths.data_dir}"


# --- the stores ---------------------------------------------------------------------------------


def stored_in(paths: Paths) -> str | None:
    """Which store holds the key (envelope and key file first: they need no keyring call)."""
    if envelope_path(paths).exists():
        return PASSPHRASE
    if key_file_path(paths).exists():
        return KEY_FILE
    if _keyring_get(paths) is not None:
        return KEYRING
    return None


def create(paths: Paths, store: str, passphrase: str | None = None) -> DataKey:
    """A new data key, saved in `store`. Refuses when one exists already (it would orphan the
    data encrypted with it)."""
    if stored_in(paths) is not None:
        raise KeyProblem(translate(
            "vault", "a data key for {folder} exists already; load it, or forget it first "
            "(only when no encrypted data needs it)",
        ).format(folder=paths.data_dir))  # fmt: skip
    key = DataKey.generate()
    save(paths, key, store, passphrase)
    return key


def load(paths: Paths, passphrase: str | None = None) -> DataKey:
    """The data key from whichever store holds it."""
    where = stored_in(paths)
    if where == PASSPHRASE:
        if passphrase is None:
            raise NeedsPassphrase(translate(
                "vault", "the data key of {folder} is locked with a passphrase: enter it"
            ).format(folder=paths.data_dir))  # fmt: skip
        return _read_envelope(envelope_path(paths), passphrase)
    if where == KEY_FILE:
        return _read_key_file(key_file_path(paths))
    if where == KEYRING:
        text = _keyring_get(paths)
        assert text is not None
        return _from_hex(text, translate("vault", "the keyring's entry"))
    raise NoKey(translate(
        "vault", "no data key for {folder} is in the keyring, a passphrase envelope or a key "
        "file: enter the recovery key to open the encrypted data",
    ).format(folder=paths.data_dir))  # fmt: skip


def save(paths: Paths, key: DataKey, store: str, passphrase: str | None = None) -> None:
    """Writes `key` into `store` (and nowhere else: see `change_store`)."""
    if store == KEYRING:
        _keyring_set(paths, key)
    elif store == PASSPHRASE:
        if not passphrase:
            raise KeyProblem(
                translate("vault", "a passphrase store needs a passphrase that is not empty")
            )
        _write_envelope(envelope_path(paths), key, passphrase)
    elif store == KEY_FILE:
        _write_private(key_file_path(paths), key.raw.hex() + "\n")
    else:
        raise ValueError(f"unknown key store {store!r}; one of {', '.join(STORES)}")


def change_store(paths: Paths, key: DataKey, store: str, passphrase: str | None = None) -> None:
    """Moves `key` to `store`: saved and read back there first, then forgotten elsewhere, so a
    failure on the way leaves it in the old store."""
    save(paths, key, store, passphrase)
    back = (
        _read_envelope(envelope_path(paths), passphrase or "")
        if store == PASSPHRASE
        else _read_key_file(key_file_path(paths))
        if store == KEY_FILE
        else _from_hex(_keyring_get(paths) or "", translate("vault", "the keyring's entry"))
    )
    if back != key:
        raise KeyProblem(translate(
            "vault", "the {store} store did not keep the data key; it stays where it was"
        ).format(store=store))  # fmt: skip
    for other in STORES:
        if other != store:
            forget(paths, other)


def change_passphrase(paths: Paths, old: str, new: str) -> None:
    """New passphrase, same data key (the databases are not touched)."""
    key = _read_envelope(envelope_path(paths), old)
    if not new:
        raise KeyProblem(translate("vault", "the new passphrase is empty"))
    _write_envelope(envelope_path(paths), key, new)


def forget(paths: Paths, store: str | None = None) -> None:
    """Removes the key from `store` (every store when None). Without the recovery key, data
    encrypted with it is then lost: the caller asks first."""
    import keyring.errors  # on use: its import is ~90 ms (issue 40)

    from app.core.secrets import SERVICE  # (its module: the engine key's, not a search's)

    if store in (None, PASSPHRASE):
        _scrub(envelope_path(paths))
    if store in (None, KEY_FILE):
        _scrub(key_file_path(paths))
    if store in (None, KEYRING):
        with contextlib.suppress(keyring.errors.KeyringError, RuntimeError, OSError):
            keyring.delete_password(SERVICE, keyring_account(paths))


# --- recovery key --------------------------------------------------------------------------------


def recovery_text(key: DataKey) -> str:
    """The key and a check as hex in groups of 4 (17 groups), to be written down."""
    digits = (key.raw + _check(key.raw)).hex().upper()
    return "-".join(digits[i : i + GROUP] for i in range(0, len(digits), GROUP))


def key_from_recovery(text: str) -> DataKey:
    """The data key from `recovery_text`'s output (spaces, dashes and case do not matter)."""
    digits = "".join(c for c in text if c not in " -\t\n").lower()
    bad = [c for c in digits if c not in "0123456789abcdef"]
    if bad:
        raise RecoveryTypo(translate(
            "vault", "the recovery key holds {char}, which is not one of its characters (0-9, "
            "A-F); check what you typed",
        ).format(char=repr(bad[0])))  # fmt: skip
    want = (KEY_BYTES + CHECK_BYTES) * 2
    if len(digits) != want:
        raise RecoveryTypo(translate(
            "vault", "the recovery key has {got} characters, not {want} ({groups} groups of "
            "{size}); check for a missing or doubled group",
        ).format(got=len(digits), want=want, groups=want // GROUP, size=GROUP))  # fmt: skip
    raw = bytes.fromhex(digits)
    key, check = raw[:KEY_BYTES], raw[KEY_BYTES:]
    if _check(key) != check:
        raise RecoveryTypo(translate(
            "vault", "the recovery key has a typo (its last group, a check, does not match the "
            "others); compare each group with what you wrote down",
        ))  # fmt: skip
    return DataKey(key)


def _check(raw: bytes) -> bytes:
    import hashlib  # (OpenSSL's, ~5 ms: only a recovery key's check needs it)

    return hashlib.sha256(b"ling-desk recovery\0" + raw).digest()[:CHECK_BYTES]


# --- the stores' files ---------------------------------------------------------------------------


def _keyring_get(paths: Paths) -> str | None:
    import keyring.errors  # on use: its import is ~90 ms (issue 40)

    from app.core.secrets import SERVICE  # (its module: the engine key's, not a search's)

    try:
        return keyring.get_password(SERVICE, keyring_account(paths))
    except (keyring.errors.KeyringError, RuntimeError, OSError):
        return None


def _keyring_set(paths: Paths, key: DataKey) -> None:
    import keyring.errors  # on use: its import is ~90 ms (issue 40)

    from app.core.secrets import SERVICE  # (its module: the engine key's, not a search's)

    try:
        keyring.set_password(SERVICE, keyring_account(paths), key.raw.hex())
        kept = keyring.get_password(SERVICE, keyring_account(paths))
    except (keyring.errors.KeyringError, RuntimeError, OSError) as exc:
        raise KeyringUnavailable(translate(
            "vault", "the system keyring cannot hold the data key ({error}); choose a passphrase "
            "or a key file instead",
        ).format(error=exc)) from None  # fmt: skip
    if kept != key.raw.hex():
        raise KeyringUnavailable(translate(
            "vault", "the system keyring did not keep the data key; choose a passphrase or a key "
            "file",
        ))  # fmt: skip


def _from_hex(text: str, where: str) -> DataKey:
    try:
        return DataKey(bytes.fromhex(text.strip()))
    except ValueError:
        raise KeyProblem(translate(
            "vault", "{where} does not hold a data key (64 hex digits); enter the recovery key"
        ).format(where=where)) from None  # fmt: skip


def _read_key_file(path: Path) -> DataKey:
    st = os.stat(path)
    if st.st_mode & 0o077:
        raise KeyFileTooOpen(translate(
            "vault", "the key file {path} can be read by other users (mode {mode}), so Ling Desk "
            "will not use it: run `chmod 600 {path}` if no one else could have read it, else "
            "make a new key",
        ).format(path=path, mode=f"{stat.S_IMODE(st.st_mode):o}"))  # fmt: skip
    return _from_hex(
        path.read_text(encoding="ascii"),
        translate("vault", "the key file {path}").format(path=path),
    )


def _write_private(path: Path, text: str) -> None:
    """Written whole or not at all: a temporary 0600 file, fsynced, then renamed over."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    with contextlib.suppress(FileNotFoundError):
        tmp.unlink()
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w", encoding="ascii") as fh:
        fh.write(text)
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)
    _fsync_dir(path.parent)


def _passphrase_pragma(passphrase: str) -> str:
    # A string key: SQLCipher derives the page key from it with PBKDF2-HMAC-SHA512.
    return "'" + passphrase.replace("'", "''") + "'"


def _write_envelope(path: Path, key: DataKey, passphrase: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    for stale in (tmp, Path(f"{tmp}-journal")):
        with contextlib.suppress(FileNotFoundError):
            stale.unlink()
    os.close(os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
    db = sqlcipher().connect(str(tmp))
    try:
        db.execute(f"PRAGMA key = {_passphrase_pragma(passphrase)}")
        db.execute("CREATE TABLE data_key (raw BLOB NOT NULL)")
        db.execute("INSERT INTO data_key VALUES (?)", (key.raw,))
        db.commit()
    finally:
        db.close()
    with open(tmp, "rb") as fh:
        os.fsync(fh.fileno())
    os.replace(tmp, path)
    _fsync_dir(path.parent)


def _read_envelope(path: Path, passphrase: str) -> DataKey:
    cipher = sqlcipher()
    db = cipher.connect(f"file:{path}?mode=ro", uri=True)
    try:
        db.execute("PRAGMA cipher_log_level = NONE")
        db.execute(f"PRAGMA key = {_passphrase_pragma(passphrase)}")
        row = db.execute("SELECT raw FROM data_key").fetchone()
    except cipher.DatabaseError:
        raise WrongPassphrase(
            translate("vault", "that passphrase does not unlock the data key; try again")
        ) from None
    finally:
        db.close()
    if row is None or len(row[0]) != KEY_BYTES:
        raise KeyProblem(translate(
            "vault", "the key envelope {path} holds no data key; enter the recovery key"
        ).format(path=path))  # fmt: skip
    return DataKey(bytes(row[0]))


def _scrub(path: Path) -> None:
    """Overwrites a small key file with zeros, then removes it (best effort: see migrate.py)."""
    try:
        size = path.stat().st_size
        with open(path, "r+b") as fh:
            fh.write(b"\0" * size)
            fh.flush()
            os.fsync(fh.fileno())
        path.unlink()
    except FileNotFoundError:
        return
    _fsync_dir(path.parent)


def _fsync_dir(folder: Path) -> None:
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)

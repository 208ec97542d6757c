"""The one door through which every store opens its SQLite file, encrypted or plain.

With a DataKey the file is a SQLCipher database (sqlcipher3, a fork of the stdlib's sqlite3
module, so the stores' SQL and DB-API code keep their shape); without one it is the stdlib's
plain sqlite3, as before issue 37. The key is a raw 256-bit key (`PRAGMA key = "x'..'"`): no KDF
runs per open, the key already is random. A first read proves the key before the connection is
handed out, and a file that cannot be opened with it is a typed VaultError that says what to do;
nothing is ever written to such a file.
"""

from __future__ import annotations

import os
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

# sqlcipher3 (~10 ms, its own SQLite) is imported by the first keyed open or the first look at the
# exception tuples below: a plain folder's `docs search` never needs it (issue 40).
from app.core.words import translate

PLAIN_HEADER = b"SQLite format 3\x00"
KEY_BYTES = 32
MEMORY = ":memory:"

# sqlite3 and sqlcipher3 each raise their own classes: a store catches both through these
# (Error, DatabaseError, OperationalError, IntegrityError), and BARE_DATABASE_ERRORS are the bare
# DatabaseError classes (the "not a database"/damage signal when no code is given). Made by
# __getattr__ at first use, each with both modules' classes, so they always catch either.
_PAIRS = {
    "Error": "Error",
    "DatabaseError": "DatabaseError",
    "OperationalError": "OperationalError",
    "IntegrityError": "IntegrityError",
    "BARE_DATABASE_ERRORS": "DatabaseError",
}
if TYPE_CHECKING:
    import sqlcipher3.dbapi2 as c

    Error: tuple[type[sqlite3.Error], type[c.Error]]
    DatabaseError: tuple[type[sqlite3.DatabaseError], type[c.DatabaseError]]
    OperationalError: tuple[type[sqlite3.OperationalError], type[c.OperationalError]]
    IntegrityError: tuple[type[sqlite3.IntegrityError], type[c.IntegrityError]]
    BARE_DATABASE_ERRORS: tuple[type[sqlite3.DatabaseError], type[c.DatabaseError]]


def sqlcipher() -> ModuleType:
    import sqlcipher3.dbapi2

    return sqlcipher3.dbapi2


def __getattr__(name: str) -> Any:
    if name not in _PAIRS:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    cls = _PAIRS[name]
    pair = (getattr(sqlite3, cls), getattr(sqlcipher(), cls))
    globals()[name] = pair  # made once
    return pair


@dataclass(frozen=True)
class DataKey:
    """The 32 random bytes that encrypt one data folder's databases."""

    raw: bytes

    def __post_init__(self) -> None:
        if len(self.raw) != KEY_BYTES:
            raise ValueError(f"a data key is {KEY_BYTES} bytes, not {len(self.raw)}")

    @classmethod
    def generate(cls) -> DataKey:
        return cls(os.urandom(KEY_BYTES))  # what secrets.token_bytes is (without its imports)

    def pragma_value(self) -> str:
        """The key as SQLCipher's raw-key literal (used as is: no KDF)."""
        return f"\"x'{self.raw.hex()}'\""

    def __repr__(self) -> str:  # never print the key by accident
        return "DataKey(<redacted>)"


class VaultError(Exception):
    """An encrypted store that cannot be opened; the message says why and what to do."""

    def __init__(self, path: Path | str, message: str) -> None:
        self.path = Path(path)
        super().__init__(message)


class WrongKey(VaultError):
    """The key does not open the file: another key (another machine's, a lost one) made it."""


class Damaged(VaultError):
    """The key is right (other pages open with it) but the file's first page is damaged."""


class NotEncrypted(VaultError):
    """A key was given but the file is a plain SQLite database: it must be migrated first."""


def is_encrypted(path: Path | str) -> bool:
    """Whether `path` holds an encrypted database: a non-empty file without SQLite's plain
    header (an empty or missing file is neither, and reads False)."""
    try:
        with open(path, "rb") as fh:
            head = fh.read(len(PLAIN_HEADER))
    except FileNotFoundError:
        return False
    return bool(head) and head != PLAIN_HEADER


def connect(path: Path | str, key: DataKey | None, **sqlite_kwargs: Any) -> sqlite3.Connection:
    """A DB-API connection to `path`: SQLCipher keyed with `key`, or plain sqlite3 without.

    Typed as sqlite3.Connection: sqlcipher3's connection has the same API (it is the stdlib
    module's fork); code that needs the module's own classes uses `row_factory_for` and the
    exception tuples above.
    """
    if key is None:
        # As before issue 37, unchanged: an encrypted file opened so reads as "not a database"
        # (the caller checks `is_encrypted` first to tell that from damage).
        return sqlite3.connect(str(path), **sqlite_kwargs)
    if str(path) != MEMORY and _plain_file(path):
        raise NotEncrypted(
            path,
            translate(
                "vault",
                "{path} is a plain (unencrypted) database, so the data key cannot "
                "open it. Encrypt it first (the vault's migration does it); the file is "
                "left untouched.",
            ).format(path=path),
        )
    cipher = sqlcipher()
    db = cipher.connect(str(path), **sqlite_kwargs)
    try:
        # SQLCipher logs a failed key check to stderr itself; the VaultError says it instead.
        db.execute("PRAGMA cipher_log_level = NONE")
        db.execute(f"PRAGMA key = {key.pragma_value()}")
        db.execute("SELECT count(*) FROM sqlite_master").fetchone()  # proves the key
    except cipher.DatabaseError as exc:
        db.close()
        raise _key_failure(path, key, exc) from None
    return db


def row_factory_for(db: sqlite3.Connection) -> Any:
    """The Row class of the module `db` comes from (each module's Row takes only its cursors)."""
    if isinstance(db, sqlite3.Connection):  # sqlcipher3's Connection is not a subclass of it
        return sqlite3.Row
    return sqlcipher().Row


def _plain_file(path: Path | str) -> bool:
    try:
        with open(path, "rb") as fh:
            return fh.read(len(PLAIN_HEADER)) == PLAIN_HEADER
    except FileNotFoundError:
        return False


def _key_failure(path: Path | str, key: DataKey, exc: Exception) -> VaultError:
    """Tells a wrong key from a damaged first page: with the right key, SQLCipher's per-page
    check (HMAC) passes on every page but the damaged ones; with a wrong key it fails on all."""
    failed, pages = _page_check(path, key)
    if pages > 1 and 0 < failed < pages:
        return Damaged(
            path,
            translate(
                "vault",
                "{path} is damaged ({failed} of {pages} pages fail their check, "
                "the first page among them): the key is right, but the file cannot be "
                "opened. Restore it from a backup; the file is left untouched.",
            ).format(path=path, failed=failed, pages=pages),
        )
    return WrongKey(
        path,
        translate(
            "vault",
            "{path} cannot be opened with this data key: it was encrypted with "
            "another key (a copy from another machine or data folder, or a key that was "
            "replaced), or it is damaged. Unlock with the key it was made with, or use its "
            "recovery key; the file is left untouched. (SQLCipher said: {error})",
        ).format(path=path, error=exc),
    )


def _page_check(path: Path | str, key: DataKey) -> tuple[int, int]:
    """(pages failing their HMAC, pages in the file); (0, 0) when it cannot be checked."""
    try:
        pages = os.path.getsize(path) // 4096  # SQLCipher 4's default page size
    except OSError:
        return 0, 0
    cipher = sqlcipher()
    db = cipher.connect(str(path))
    try:
        db.execute("PRAGMA cipher_log_level = NONE")
        db.execute(f"PRAGMA key = {key.pragma_value()}")
        rows = db.execute("PRAGMA cipher_integrity_check").fetchall()
    except cipher.Error:
        return 0, 0
    finally:
        db.close()
    return sum(1 for r in rows if "page" in str(r[0])), pages

"""Client keys: one per app, shown once, stored only as a salted hash in a 0600 SQLite file.

SQLite (WAL) so that `ling-desk api key create/revoke` in a terminal and the running gateway
(in the window or `serve`) share one file safely: every check reads the table, so a key created
or revoked elsewhere counts on the gateway's next request.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import re
import secrets
import sqlite3
import threading
import time
from dataclasses import dataclass
from pathlib import Path

KEY_PREFIX = "lingdesk-"  # recognisable in an editor's config and by secret scanners
_NAME_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9 ._@+-]{0,63}$")

_SCHEMA = """
CREATE TABLE IF NOT EXISTS client_keys (
    name TEXT PRIMARY KEY,
    salt BLOB NOT NULL,
    digest BLOB NOT NULL,
    hint TEXT NOT NULL,
    created REAL NOT NULL,
    last_used REAL,
    requests INTEGER NOT NULL DEFAULT 0
)
"""


class KeyStoreError(Exception):
    """A key operation that cannot be done; the message says why and what to do."""


@dataclass(frozen=True)
class KeyInfo:
    name: str
    created: float
    last_used: float | None
    requests: int
    hint: str  # the key's last 4 characters, so a user can tell two keys apart

    def to_dict(self) -> dict:
        return {
            "name": self.name,
            "created": self.created,
            "last_used": self.last_used,
            "requests": self.requests,
            "hint": self.hint,
        }


def _digest(salt: bytes, token: str) -> bytes:
    return hashlib.sha256(salt + token.encode("utf-8", "surrogatepass")).digest()


def check_name(name: str) -> str:
    name = name.strip()
    if not _NAME_RE.match(name):
        raise KeyStoreError(
            f"{name!r} is not a usable key name: 1-64 letters, digits, spaces or ._@+-, "
            "starting with a letter or digit (e.g. Continue, aider-laptop)"
        )
    return name


class ClientKeys:
    """The key table. Safe to share between threads; each process opens its own."""

    def __init__(self, path: Path, busy_timeout_s: float = 5.0) -> None:
        self.path = Path(path)
        self._lock = threading.Lock()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        # Create it 0600 before SQLite does (its -wal and -shm files copy these permissions).
        fd = os.open(self.path, os.O_CREAT | os.O_RDWR, 0o600)
        os.close(fd)
        os.chmod(self.path, 0o600)
        try:
            self._db = sqlite3.connect(
                str(self.path), timeout=busy_timeout_s, check_same_thread=False
            )
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")  # WAL: safe, no fsync per request
            self._db.execute(_SCHEMA)
            self._db.commit()
        except sqlite3.DatabaseError as exc:
            raise KeyStoreError(
                f"the key file {self.path} cannot be read ({exc}); move it aside and create "
                "the keys again"
            ) from None

    def close(self) -> None:
        with self._lock:
            self._db.close()

    def create(self, name: str) -> str:
        """Make a key for `name` and return it; this is the only time it exists in clear."""
        name = check_name(name)
        token = KEY_PREFIX + secrets.token_urlsafe(32)
        salt = secrets.token_bytes(16)
        with self._lock:
            try:
                with self._db:
                    self._db.execute(
                        "INSERT INTO client_keys (name, salt, digest, hint, created) "
                        "VALUES (?, ?, ?, ?, ?)",
                        (name, salt, _digest(salt, token), token[-4:], time.time()),
                    )
            except sqlite3.IntegrityError:
                raise KeyStoreError(
                    f"a key named {name!r} exists already; revoke it first or pick another name"
                ) from None
        return token

    def revoke(self, name: str) -> None:
        with self._lock, self._db:
            cur = self._db.execute("DELETE FROM client_keys WHERE name = ?", (name.strip(),))
        if cur.rowcount == 0:
            raise KeyStoreError(f"no key is named {name.strip()!r}")

    def list(self) -> list[KeyInfo]:
        with self._lock:
            rows = self._db.execute(
                "SELECT name, created, last_used, requests, hint FROM client_keys ORDER BY created"
            ).fetchall()
        return [KeyInfo(*row) for row in rows]

    def verify(self, token: str | None) -> str | None:
        """The name of the key `token` is, or None. Reads the table each time (see above)."""
        if not token or not token.startswith(KEY_PREFIX) or len(token) > 200:
            return None
        with self._lock:
            rows = self._db.execute("SELECT name, salt, digest FROM client_keys").fetchall()
        found = None
        for name, salt, digest in rows:
            # Every row is compared (no early exit) in constant time per row.
            if hmac.compare_digest(_digest(salt, token), digest):
                found = name
        return found

    def touch(self, name: str) -> None:
        """Count one request for `name` (best effort: a busy file skips a count, never a reply)."""
        try:
            with self._lock, self._db:
                self._db.execute(
                    "UPDATE client_keys SET requests = requests + 1, last_used = ? WHERE name = ?",
                    (time.time(), name),
                )
        except sqlite3.Error:  # busy, or closed while the gateway stops
            pass

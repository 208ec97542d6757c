"""Client keys: one per app, shown once, stored only as a salted hash in a 0600 SQLite file.

SQLite (WAL) so that `ling-desk api key create/revoke` in a terminal and the running gateway
(in the window or `serve`) share one file safely: a key created or revoked elsewhere counts on
the gateway's next request. A key that matched is remembered (by a salted hash of it, never in
clear) for as long as the table is unchanged: every check asks SQLite's `data_version`, which
moves when any other connection (another process's revoke) commits, and this connection's own
changes to the keys forget what was remembered. Under the gateway's load the table read and a
hash a stored key cost ~0.1 ms of its thread before each request went out (bench/gateway).
"""

from __future__ import annotations

import builtins
import hashlib
import hmac
import logging
import os
import re
import secrets
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from app.core import vault
from app.core.audit import NULL, Auditor
from app.core.words import QT_TRANSLATE_NOOP, translate

log = logging.getLogger(__name__)

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
# The file's format (SQLite's user_version, app/core/vault/formats.py): 1 has the exposed
# columns. A file of a higher one was written by a newer Ling Desk and is refused untouched.
FORMAT = 1
# Added later: a key that existed while a stranger held the gateway's port may have been sent to
# that stranger; it is refused until the user confirms or re-issues it.
_EXPOSED_COLUMNS = (("exposed_at", "REAL"), ("exposed_by", "TEXT"))
UNKNOWN_KEY = (
    "missing or unknown API key: create one in Ling Desk (Connect an app) or with `ling-desk api "
    "key create NAME`, and send it as `Authorization: Bearer <key>`"
)


class KeyStoreError(Exception):
    """A key operation that cannot be done; the message says why and what to do."""


@dataclass(frozen=True)
class KeyInfo:
    name: str
    created: float
    last_used: float | None
    requests: int
    hint: str  # the key's last 4 characters, so a user can tell two keys apart
    exposed_at: float | None = None  # when a stranger was found holding the gateway's port
    exposed_by: str | None = None  # who that was, in words ("user bob's program nc (pid 42)")

    @property
    def exposed(self) -> bool:
        return self.exposed_at is not None

    def to_dict(self) -> dict:
        return {
            "name": self.name,
            "created": self.created,
            "last_used": self.last_used,
            "requests": self.requests,
            "hint": self.hint,
            "exposed": self.exposed,
            "exposed_at": self.exposed_at,
            "exposed_by": self.exposed_by,
        }


def _digest(salt: bytes, token: str) -> bytes:
    return hashlib.sha256(salt + token.encode("utf-8", "surrogatepass")).digest()


def _new_token() -> tuple[str, bytes]:
    return KEY_PREFIX + secrets.token_urlsafe(32), secrets.token_bytes(16)


def check_name(name: str) -> str:
    name = name.strip()
    if not _NAME_RE.match(name):
        raise KeyStoreError(
            translate(
                "gateway",
                "{name} is not a usable key name: 1-64 letters, digits, spaces or ._@+-, "
                "starting with a letter or digit (e.g. Continue, aider-laptop)",
            ).format(name=repr(name))
        )
    return name


class ClientKeys:
    """The key table. Safe to share between threads; each process opens its own."""

    def __init__(
        self,
        path: Path,
        busy_timeout_s: float = 5.0,
        key: vault.DataKey | None = None,
        auditor: Auditor = NULL,
    ) -> None:
        """`key`: the data key of an encrypted key file (app/core/vault), None for plain.
        `auditor`: where a key's creation, revocation, exposure and re-issue are recorded (by
        name; never the key)."""
        self.path = Path(path)
        self.auditor = auditor
        self._lock = threading.Lock()
        # The keys that matched, by a salted hash of the key (see the module's notes): valid
        # while `data_version` stays `_version`. A miss is never remembered (a key made
        # elsewhere must count at once, and random tokens must not fill it).
        self._seen: dict[bytes, tuple[str, str | None]] = {}
        self._seen_salt = secrets.token_bytes(16)
        self._version: int | None = None
        self.path.parent.mkdir(parents=True, exist_ok=True)
        # Create it 0600 before SQLite does (its -wal and -shm files copy these permissions).
        fd = os.open(self.path, os.O_CREAT | os.O_RDWR, 0o600)
        os.close(fd)
        os.chmod(self.path, 0o600)
        try:
            self._db = vault.connect(
                self.path, key, timeout=busy_timeout_s, check_same_thread=False
            )
            try:
                # Before anything is written: a newer Ling Desk's file is refused as it is.
                found = vault.refuse_newer(
                    self._db, self.path, FORMAT, QT_TRANSLATE_NOOP("vault", "The API key file")
                )
            except vault.NewerFormat as exc:
                self._db.close()
                raise KeyStoreError(str(exc)) from None
            # A revoked key's name, salt and digest are zeroed, not just unlinked (see revoke).
            self._db.execute("PRAGMA secure_delete=ON")
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")  # WAL: safe, no fsync per request
            self._db.execute(_SCHEMA)
            have = {row[1] for row in self._db.execute("PRAGMA table_info(client_keys)")}
            for col, kind in _EXPOSED_COLUMNS:
                if col not in have:  # a key file from before: keys kept, columns added
                    try:
                        self._db.execute(f"ALTER TABLE client_keys ADD COLUMN {col} {kind}")
                    except vault.OperationalError as exc:  # another process added it just now
                        if "duplicate column" not in str(exc):
                            raise
            if found < FORMAT:  # 0: a file from before the number was kept
                vault.stamp(self._db, FORMAT)
            self._db.commit()
        except vault.DatabaseError as exc:
            raise KeyStoreError(
                translate(
                    "gateway",
                    "the key file {path} cannot be read ({error}); move it aside and create the "
                    "keys again",
                ).format(path=self.path, error=exc)
            ) from None

    def close(self) -> None:
        with self._lock:
            self._db.close()

    def create(self, name: str) -> str:
        """Make a key for `name` and return it; this is the only time it exists in clear."""
        name = check_name(name)
        token, salt = _new_token()
        with self._lock:
            self._seen.clear()
            try:
                with self._db:
                    self._db.execute(
                        "INSERT INTO client_keys (name, salt, digest, hint, created) "
                        "VALUES (?, ?, ?, ?, ?)",
                        (name, salt, _digest(salt, token), token[-4:], time.time()),
                    )
            except vault.IntegrityError:
                raise KeyStoreError(
                    translate(
                        "gateway",
                        "a key named {name} exists already; revoke it first or pick another name",
                    ).format(name=repr(name))
                ) from None
        self.auditor.record("key.created", name=name)
        return token

    def revoke(self, name: str) -> None:
        """Delete the key; its row leaves every file at once (secure_delete zeroes it in the
        file, the checkpoint empties the WAL that still holds it as written)."""
        with self._lock, self._db:
            self._seen.clear()
            cur = self._db.execute("DELETE FROM client_keys WHERE name = ?", (name.strip(),))
        if cur.rowcount == 0:
            raise KeyStoreError(
                translate("gateway", "no key is named {name}").format(name=repr(name.strip()))
            )
        self.auditor.record("key.revoked", name=name.strip())
        self._scrub()

    def _scrub(self) -> None:
        try:
            with self._lock:
                busy = self._db.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()[0]
        except vault.Error as exc:  # the row is gone all the same; the next revoke retries
            log.warning("the key file's log could not be emptied: %s", exc)
            return
        if busy:  # another process (the gateway) reads it right now: the next revoke empties it
            log.warning("the key file's log could not be emptied after a revoke (busy)")

    def list(self) -> list[KeyInfo]:
        with self._lock:
            rows = self._db.execute(
                "SELECT name, created, last_used, requests, hint, exposed_at, exposed_by "
                "FROM client_keys ORDER BY created"
            ).fetchall()
        return [KeyInfo(*row) for row in rows]

    def mark_exposed(self, who: str) -> builtins.list[str]:
        """Every key that exists now may have reached `who` (a stranger holding the port):
        refused from now on until confirmed or re-issued. Returns the names newly marked."""
        with self._lock, self._db:
            self._seen.clear()
            names = [r[0] for r in self._db.execute(
                "SELECT name FROM client_keys WHERE exposed_at IS NULL ORDER BY created"
            )]  # fmt: skip
            self._db.execute(
                "UPDATE client_keys SET exposed_at = ?, exposed_by = ? WHERE exposed_at IS NULL",
                (time.time(), who),
            )
        if names:
            self.auditor.record("key.exposed", names=names, by=who)
        return names

    def exposed(self) -> builtins.list[KeyInfo]:
        return [k for k in self.list() if k.exposed]

    def confirm(self, name: str) -> None:
        """The user says the key is safe after all (e.g. the squatter was their own program)."""
        with self._lock, self._db:
            self._seen.clear()
            cur = self._db.execute(
                "UPDATE client_keys SET exposed_at = NULL, exposed_by = NULL WHERE name = ?",
                (name.strip(),),
            )
        if cur.rowcount == 0:
            raise KeyStoreError(
                translate("gateway", "no key is named {name}").format(name=repr(name.strip()))
            )
        self.auditor.record("key.confirmed", name=name.strip())

    def reissue(self, name: str) -> str:
        """A new key for the same app (the old one stops working); returned this once only."""
        token, salt = _new_token()
        with self._lock, self._db:
            self._seen.clear()
            cur = self._db.execute(
                "UPDATE client_keys SET salt = ?, digest = ?, hint = ?, exposed_at = NULL, "
                "exposed_by = NULL WHERE name = ?",
                (salt, _digest(salt, token), token[-4:], name.strip()),
            )
        if cur.rowcount == 0:
            raise KeyStoreError(
                translate("gateway", "no key is named {name}").format(name=repr(name.strip()))
            )
        self.auditor.record("key.reissued", name=name.strip())
        self._scrub()  # the old salt and digest go from the WAL too
        return token

    def _match(self, token: str | None) -> tuple[str, str | None] | None:
        if not token or not token.startswith(KEY_PREFIX) or len(token) > 200:
            return None
        seen = _digest(self._seen_salt, token)
        with self._lock:
            # Another connection's commit (a revoke in a terminal) moves it: forget all.
            version = self._db.execute("PRAGMA data_version").fetchone()[0]
            if version != self._version:
                self._seen.clear()
                self._version = version
            if (hit := self._seen.get(seen)) is not None:
                return hit
            rows = self._db.execute(
                "SELECT name, salt, digest, exposed_by FROM client_keys"
            ).fetchall()
            found = None
            for name, salt, digest, exposed_by in rows:
                # Every row is compared (no early exit) in constant time per row.
                if hmac.compare_digest(_digest(salt, token), digest):
                    found = (name, exposed_by)
            if found is not None:
                if len(self._seen) >= 256:  # more apps than anyone has: start again
                    self._seen.clear()
                self._seen[seen] = found
        return found

    def verify(self, token: str | None) -> str | None:
        """The name of the key `token` is, or None (also for an exposed key: see `refusal`).
        Up to date with every commit to the table, this process's or another's (see above)."""
        found = self._match(token)
        if found is None or found[1] is not None:
            return None
        return found[0]

    def refusal(self, token: str | None) -> str:
        """Why `token` is refused, for the app's 401."""
        found = self._match(token)
        if found is None or found[1] is None:
            return UNKNOWN_KEY
        name, who = found
        return (
            f"the key {name!r} may have been seen by {who}, which held Ling Desk's port while "
            "Ling Desk did not, so Ling Desk refuses it: give the app a new key (Connect an app, "
            f"or `ling-desk api key reissue {name}`), or, if you know it is safe, "
            f"`ling-desk api key confirm {name}`"
        )

    def touch(self, name: str) -> None:
        """Count one request for `name` (best effort: a busy file skips a count, never a reply)."""
        try:
            with self._lock, self._db:
                self._db.execute(
                    "UPDATE client_keys SET requests = requests + 1, last_used = ? WHERE name = ?",
                    (time.time(), name),
                )
        except vault.Error:  # busy, or closed while the gateway stops
            pass

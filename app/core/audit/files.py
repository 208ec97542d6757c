"""Where the audit log lies: its numbered files, their schema, and the head file beside them.

Files audit-0001.sqlite3, audit-0002.sqlite3, ... each a SQLite database opened through the vault
(SQLCipher with the data key, plain without), one table of records that triggers keep
append-only. audit-head.json (plain: a number and a hash, no user data) names the last record
written, so a log whose last records (or last file) were cut is told from a whole one.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from app.core import vault
from app.core.words import QT_TRANSLATE_NOOP

HEAD_FILE = "audit-head.json"
HEAD_TEMP = ".audit-head.tmp"  # the head being written (write_head)
NAME = re.compile(r"^audit-(\d{4,})\.sqlite3$")

# Each file's format (SQLite's user_version, app/core/vault/formats.py): a file of a higher one
# was written by a newer Ling Desk; it is read by no verb and written by no log here, untouched.
FORMAT = 1
SCHEMA = """
CREATE TABLE IF NOT EXISTS records (
    seq    INTEGER PRIMARY KEY,
    time   TEXT NOT NULL,
    kind   TEXT NOT NULL,
    fields TEXT NOT NULL,
    prev   TEXT NOT NULL,
    hash   TEXT NOT NULL
);
CREATE TRIGGER IF NOT EXISTS records_no_update BEFORE UPDATE ON records
BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
CREATE TRIGGER IF NOT EXISTS records_no_delete BEFORE DELETE ON records
BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
"""


def file_name(number: int) -> str:
    return f"audit-{number:04d}.sqlite3"


def numbered(folder: Path) -> list[tuple[int, Path]]:
    """The log's files in order, as (number, path); other files in the folder are ignored."""
    try:
        names = os.listdir(folder)
    except FileNotFoundError:
        return []
    found = [(int(m.group(1)), folder / n) for n in names if (m := NAME.match(n))]
    return sorted(found)


def open_db(path: Path, key: vault.DataKey | None) -> sqlite3.Connection:
    """One file of the log, opened through the vault (VaultError when the key cannot)."""
    db = vault.connect(path, key, check_same_thread=False, isolation_level=None)
    try:
        # Before anything is written: a newer Ling Desk's file is refused as it is.
        vault.refuse_newer(db, path, FORMAT, QT_TRANSLATE_NOOP("vault", "The audit log file"))
        # WAL: a reader (`audit verify` beside a running app) never blocks the writer.
        db.execute("PRAGMA journal_mode = WAL")
        # FULL: a commit is on disk before the head file names it, so a power cut never leaves
        # the head ahead of the records (which would read as a cut tail).
        db.execute("PRAGMA synchronous = FULL")
        db.execute("PRAGMA busy_timeout = 5000")
    except (*vault.Error, vault.NewerFormat):
        db.close()
        raise
    return db


def create_schema(db: sqlite3.Connection) -> None:
    db.executescript(SCHEMA)
    if vault.format_of(db) < FORMAT:  # 0: a file from before the number was kept
        vault.stamp(db, FORMAT)


@dataclass(frozen=True)
class Head:
    """The last record written, as the head file says: its seq, hash and file."""

    seq: int
    hash: str
    file: str


def read_head(folder: Path) -> Head | None:
    """The head file's content; None when there is none. ValueError when it is not readable."""
    try:
        raw = (folder / HEAD_FILE).read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    data = json.loads(raw)
    if not (
        isinstance(data, dict)
        and isinstance(data.get("seq"), int)
        and isinstance(data.get("hash"), str)
        and isinstance(data.get("file"), str)
    ):
        raise ValueError(f"{folder / HEAD_FILE} is not an audit head")
    return Head(data["seq"], data["hash"], data["file"])


def write_head(folder: Path, head: Head) -> None:
    """Replace the head file atomically (a temporary file, synced, renamed over it). The caller
    holds the folder's lock (every writer does), so the temporary file has one fixed name: no
    name to make up at each of the writer's flushes, and none left behind by a crash but this
    one, which the next write replaces."""
    body = json.dumps({"seq": head.seq, "hash": head.hash, "file": head.file}).encode()
    tmp = folder / HEAD_TEMP
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        try:
            view = memoryview(body)
            while view:
                view = view[os.write(fd, view) :]
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, folder / HEAD_FILE)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise

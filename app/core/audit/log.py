"""The writer: records appended to the chain, cheaply and from any thread or process.

`append` only checks the record and queues it (a lock, a list append); `append_later` queues
what makes its fields, for the writer to make and check (the gateway: a tuple per request);
`flush` writes what is queued in one transaction and then the head file. With `batch=1` (the default) each append
flushes at once; a busy caller (the gateway, per request) passes a larger batch and
`flush_every`, and a background thread writes the queue, so a request never waits on the disk.

Each record's seq, prev and hash are given when it is written, under a lock on the folder
(flock) and inside the write transaction, from the log's real tail: two processes (the window
and a verb beside it) that both append keep one chain. A record is never removed: when the head
file is ahead of the records found (a cut tail), the chain continues from the head, so the
gap stays visible to `verify`.
"""

from __future__ import annotations

import contextlib
import fcntl
import logging
import os
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from types import TracebackType
from typing import Any

from app.core import vault
from app.core.audit.files import (
    HEAD_FILE,
    Head,
    create_schema,
    file_name,
    numbered,
    open_db,
    read_head,
    write_head,
)
from app.core.audit.record import (
    GENESIS,
    KINDS,
    MAX_FIELDS_BYTES,
    BadRecord,
    Encoded,
    checked,
    digest_text,
    iso_of,
    now_iso,
)

log = logging.getLogger(__name__)

MIB = 1024 * 1024
DEFAULT_MAX_BYTES = 16 * MIB
LOCK_FILE = ".audit.lock"


class AuditLog:
    """The audit log in `folder` (made 0700 when missing), encrypted with `key` (None: plain).

    A new file starts when the current one passes `max_bytes`; its first record chains to the
    last of the previous file.
    """

    def __init__(
        self,
        folder: Path,
        key: vault.DataKey | None,
        *,
        max_bytes: int = DEFAULT_MAX_BYTES,
        batch: int = 1,
        flush_every: float | None = None,
    ) -> None:
        self.folder = Path(folder)
        self.key = key
        self.max_bytes = max_bytes
        self.batch = max(1, batch)
        self.flush_every = flush_every
        self._lock = threading.Lock()  # the queue
        self._write_lock = threading.Lock()  # one flush at a time, in queue order
        # (time, kind, fields' canonical JSON): checked once, stored and hashed as is; or, from
        # `append_later`, (time.time(), kind, (make, args)): made and checked by the writer.
        self._pending: list[tuple[Any, str, Any]] = []
        self._db: sqlite3.Connection | None = None
        self._db_number = 0
        self._lock_fd: int | None = None
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._closed = False

    # --- appending --------------------------------------------------------------------------

    def append(self, kind: str, fields: dict[str, Any] | None = None) -> None:
        """Queue one record (BadRecord when it may not be written); written at once with
        batch=1, else by the next flush."""
        self._queue((now_iso(), kind, checked(kind, fields)[1]))

    def append_later(
        self, kind: str, make: Callable[..., dict[str, Any] | Encoded], *args: Any
    ) -> None:
        """Queue one record whose fields `make(*args)` gives, made and checked by the writer
        (one that may not be written is logged and dropped there); or their JSON, as an
        `Encoded`, taken as is. For a hot caller: it costs the caller a tuple and a lock; the
        time it happened is taken now."""
        self._queue((time.time(), kind, (make, args)))

    def _queue(self, entry: tuple[Any, str, Any]) -> None:
        with self._lock:
            if self._closed:
                raise RuntimeError("the audit log is closed")
            self._pending.append(entry)
            full = len(self._pending) >= self.batch
            if self.flush_every is not None and self._thread is None:
                self._start_thread()
        if not full:
            return
        if self._thread is not None:
            if not self._wake.is_set():
                self._wake.set()  # the background thread writes it; the caller never waits
        else:
            self.flush()

    def pending(self) -> int:
        with self._lock:
            return len(self._pending)

    def flush(self) -> int:
        """Write every queued record in one transaction, then the head; returns how many.

        On failure (a full disk) the records stay queued, in order, for the next flush."""
        with self._write_lock:
            with self._lock:
                batch, self._pending = self._pending, []
            if not batch:
                return 0
            try:
                with self._folder_locked():
                    self._write(batch)
            except BaseException:
                with self._lock:
                    self._pending[:0] = batch
                raise
            return len(batch)

    def close(self) -> None:
        """Write what is queued, stop the background thread and close the file."""
        with self._lock:
            self._closed = True
            thread = self._thread
        if thread is not None:
            self._stop.set()
            self._wake.set()
            thread.join()
        try:
            self.flush()
        finally:
            with self._write_lock:
                if self._db is not None:
                    self._db.close()
                    self._db = None
                if self._lock_fd is not None:
                    os.close(self._lock_fd)
                    self._lock_fd = None

    def __enter__(self) -> AuditLog:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    # --- writing ----------------------------------------------------------------------------

    def _write(self, batch: list[tuple[Any, str, Any]]) -> None:
        ready = [entry for entry in map(_made, batch) if entry is not None]
        if not ready:
            return
        db, number = self._current()
        db.execute("BEGIN IMMEDIATE")
        try:
            seq, prev = self._tail(db, number)
            rows = []
            for when, kind, text in ready:
                seq += 1
                h = digest_text(seq, when, kind, text, prev)
                rows.append((seq, when, kind, text, prev, h))
                prev = h
            db.executemany("INSERT INTO records VALUES (?, ?, ?, ?, ?, ?)", rows)
            db.execute("COMMIT")
        except BaseException:
            with contextlib.suppress(*vault.Error):
                db.execute("ROLLBACK")
            raise
        try:
            write_head(self.folder, Head(seq, prev, file_name(number)))
        except OSError:
            # The records are in: a head left behind only proves less of the tail until the
            # next flush writes it (never requeued, which would write them twice).
            log.warning("audit: the head file could not be written", exc_info=True)

    def _current(self) -> tuple[sqlite3.Connection, int]:
        """The file to write: the last one, or a new one when it passed max_bytes."""
        files = numbered(self.folder)
        number = files[-1][0] if files else 0
        if number == 0:
            # The head exists before the first record: a missing head file is then always
            # a removal, never a crash between the first commit and the first head. (A head
            # left by files that were removed is kept: it is the evidence.)
            if not (self.folder / HEAD_FILE).exists():
                write_head(self.folder, Head(0, GENESIS, file_name(1)))
            return self._open(1)
        db, _ = self._open(number)
        # Pages as this connection sees them, the WAL's included (the file alone lags behind).
        pages = int(db.execute("PRAGMA page_count").fetchone()[0])
        size = pages * int(db.execute("PRAGMA page_size").fetchone()[0])
        if size < self.max_bytes:
            return db, number
        return self._open(number + 1)

    def _open(self, number: int) -> tuple[sqlite3.Connection, int]:
        if self._db is not None and self._db_number == number:
            return self._db, number
        if self._db is not None:
            # The old file is left whole on its own (its WAL folded in) before the next starts.
            with contextlib.suppress(*vault.Error):
                self._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            self._db.close()
            self._db = None
        db = open_db(self.folder / file_name(number), self.key)
        try:
            create_schema(db)
        except BaseException:
            db.close()
            raise
        self._db, self._db_number = db, number
        return db, number

    def _tail(self, db: sqlite3.Connection, number: int) -> tuple[int, str]:
        """(seq, hash) of the last record written: in this file, else the files before it;
        the head's when it is further on (records were cut: the chain goes on past the gap)."""
        row = db.execute("SELECT seq, hash FROM records ORDER BY seq DESC LIMIT 1").fetchone()
        found = (int(row[0]), str(row[1])) if row else self._tail_before(number)
        try:
            head = read_head(self.folder)
        except (ValueError, OSError):
            head = None
        if head is not None and head.seq > found[0]:
            log.warning("audit: the head (record %d) is past the last record found (%d)",
                        head.seq, found[0])  # fmt: skip
            return head.seq, head.hash
        return found

    def _tail_before(self, number: int) -> tuple[int, str]:
        for n, path in reversed(numbered(self.folder)):
            if n >= number:
                continue
            db = vault.connect(path, self.key)
            try:
                row = db.execute(
                    "SELECT seq, hash FROM records ORDER BY seq DESC LIMIT 1"
                ).fetchone()
            finally:
                db.close()
            if row:
                return int(row[0]), str(row[1])
        return 0, GENESIS

    @contextlib.contextmanager
    def _folder_locked(self) -> Iterator[None]:
        if self._lock_fd is None:
            self.folder.mkdir(mode=0o700, parents=True, exist_ok=True)
            self._lock_fd = os.open(self.folder / LOCK_FILE, os.O_RDWR | os.O_CREAT, 0o600)
        fcntl.flock(self._lock_fd, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(self._lock_fd, fcntl.LOCK_UN)

    # --- the background writer --------------------------------------------------------------

    def _start_thread(self) -> None:
        self._thread = threading.Thread(target=self._run, name="audit-writer", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        every = self.flush_every or 1.0
        while not self._stop.is_set():
            self._wake.wait(every)
            self._wake.clear()
            try:
                self.flush()
            except Exception:  # kept queued; said once a round, tried again the next
                log.exception("audit: writing the log failed; the records stay queued")


def _made(entry: tuple[Any, str, Any]) -> tuple[str, str, str] | None:
    """A queued entry as (time, kind, fields' JSON); an `append_later` one made and checked
    now (None, said, when it may not be written)."""
    when, kind, body = entry
    if isinstance(body, str):
        return entry
    make, args = body
    try:
        made = make(*args)
        if type(made) is Encoded:
            if kind not in KINDS or not made.startswith("{") or len(made) > MAX_FIELDS_BYTES:
                raise BadRecord(f"{kind}: not the fields of a record")
            text: str = made
        else:
            text = checked(kind, made)[1]
    except BadRecord as exc:
        log.warning("audit: a record was refused and dropped: %s", exc)
        return None
    except Exception:  # a caller's bug: never a flush that fails for ever on it
        log.exception("audit: the fields of a %s record could not be made; dropped", kind)
        return None
    return iso_of(when), kind, text

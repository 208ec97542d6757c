"""Where the services' audit records go: an `Auditor`, handed to each service explicitly.

`record(kind, **fields)` writes the record before it returns (a key made, a chat deleted: rare,
and on disk when the action is); `queue(kind, **fields)` only queues it for the background
writer, and `queue_later(kind, make, *args)` queues what makes its fields (a gateway request:
hot, never waits on the disk, and leaves the JSON and the checks to the writer). Neither ever raises into the caller:
auditing must not break what it records. A write that fails (a full disk) is logged as a warning
and its records stay queued for the next write; a record the log refuses (an unknown kind, a
field that would hold the user's text) is a caller's bug, logged and dropped.

`NULL` drops every record: for code with no data key yet (before unlock), and for tests that do
not look at the log. One Auditor per process and data folder; `close()` at exit writes the rest.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from app.core import vault
from app.core.audit.log import AuditLog
from app.core.audit.record import BadRecord, Encoded

log = logging.getLogger(__name__)

FOLDER = "audit"  # inside the data folder (also app.core.audit.FOLDER)
# The background writer's period: a queued record is on disk within this (one transaction, one
# fsync for every request of the period, however many).
FLUSH_EVERY_S = 5.0
# Queued records that wake the writer before its period is up.
BATCH = 4096


class Auditor:
    """Records to the audit log of one data folder (`open`), or nowhere (`NULL`)."""

    def __init__(self, audit_log: AuditLog | None) -> None:
        self._log = audit_log
        self._failing = False  # said once per run of failures, not once per record
        self._said = threading.Lock()

    @classmethod
    def open(
        cls,
        data_dir: Path,
        key: vault.DataKey | None,
        *,
        flush_every: float = FLUSH_EVERY_S,
        batch: int = BATCH,
    ) -> Auditor:
        """The log in `data_dir`/audit, encrypted with `key` (None: a plain data folder). Touches
        no file until the first record."""
        return cls(AuditLog(Path(data_dir) / FOLDER, key, batch=batch, flush_every=flush_every))

    @property
    def enabled(self) -> bool:
        return self._log is not None

    @property
    def folder(self) -> Path | None:
        return self._log.folder if self._log is not None else None

    def record(self, kind: str, /, **fields: Any) -> None:
        """Write one record now (with whatever is queued before it); never raises."""
        if self._append(kind, fields):
            self.flush()

    def queue(self, kind: str, /, **fields: Any) -> None:
        """Queue one record for the background writer; never raises, never waits on the disk."""
        self._append(kind, fields)

    def queue_later(
        self, kind: str, make: Callable[..., dict[str, Any] | Encoded], *args: Any
    ) -> None:
        """`queue` for a hot path: the writer calls make(*args) for the fields and checks them
        (a refused record is logged and dropped there); the caller pays a tuple and a lock.
        `args` must not change after the call (pass a snapshot)."""
        if self._log is None:
            return
        try:
            self._log.append_later(kind, make, *args)
        except RuntimeError:  # closed: the app is quitting
            log.debug("audit: %s after the log was closed, dropped", kind)

    def flush(self) -> bool:
        """Write what is queued; False (logged, kept queued) when it could not be."""
        if self._log is None:
            return True
        try:
            self._log.flush()
        except Exception as exc:
            self._warn(f"audit: the log could not be written ({exc}); its records stay queued")
            return False
        self._failing = False
        return True

    def close(self) -> None:
        """Write the rest and close the log (further records are dropped); never raises."""
        if self._log is None:
            return
        try:
            self._log.close()
        except Exception as exc:
            log.warning("audit: closing the log lost %d record(s): %s", self._log.pending(), exc)

    def _append(self, kind: str, fields: dict[str, Any]) -> bool:
        if self._log is None:
            return False
        try:
            self._log.append(kind, fields)
        except BadRecord as exc:
            log.warning("audit: a record was refused and dropped: %s", exc)
            return False
        except RuntimeError:  # closed: the app is quitting; a late record has nowhere to go
            log.debug("audit: %s after the log was closed, dropped", kind)
            return False
        except Exception as exc:  # with batch=1 an append writes: failed, and kept queued
            self._warn(f"audit: the log could not be written ({exc}); its records stay queued")
            return False
        return True

    def _warn(self, text: str) -> None:
        with self._said:
            if self._failing:
                log.debug("%s", text)
                return
            self._failing = True
        log.warning("%s", text)


NULL = Auditor(None)

"""The tamper-evident audit log (issue 38): an append-only, hash-chained record of who used
what (gateway calls, keys, tool decisions, exports, deletions, settings), never the user's text.
Encrypted at rest through the vault like the history. Qt-free; below every service that
writes to it, just above app.core.vault."""

from app.core.audit.chain import Unreadable, Verdict, json_lines, records, verify
from app.core.audit.files import HEAD_FILE, file_name
from app.core.audit.log import DEFAULT_MAX_BYTES, MIB, AuditLog
from app.core.audit.record import GENESIS, KINDS, BadRecord, Encoded, Record, digest
from app.core.audit.sink import FOLDER, NULL, Auditor  # FOLDER: paths.data_dir / FOLDER

__all__ = [
    "DEFAULT_MAX_BYTES",
    "FOLDER",
    "GENESIS",
    "HEAD_FILE",
    "KINDS",
    "MIB",
    "NULL",
    "AuditLog",
    "Auditor",
    "BadRecord",
    "Encoded",
    "Record",
    "Unreadable",
    "Verdict",
    "digest",
    "file_name",
    "json_lines",
    "records",
    "verify",
]

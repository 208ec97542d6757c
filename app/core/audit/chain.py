"""Reading the audit log back, and proving it whole.

`verify` walks every file in order and stops at the first record that is not what the chain
says it must be: a changed byte (its hash no longer matches its content), a removed record (a gap
in seq), a broken link (its prev is not the hash before it), a missing file between others, or a
cut tail (the head file names a record past the last one found).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.core import vault
from app.core.audit.files import FORMAT, HEAD_FILE, Head, file_name, numbered, read_head
from app.core.audit.record import GENESIS, Record, digest, fields_json
from app.core.words import QT_TRANSLATE_NOOP, translate

COLUMNS = "seq, time, kind, fields, prev, hash"


class Unreadable(Exception):
    """A file of the log that cannot be opened or read; `file` is its name."""

    def __init__(self, file: str, message: str) -> None:
        self.file = file
        super().__init__(message)


@dataclass(frozen=True)
class Stored:
    """A row as stored, before anything is believed about it."""

    seq: int
    time: str
    kind: str
    fields_text: str
    prev: str
    hash: str
    file: str

    def fields(self) -> dict[str, Any] | None:
        """The fields, or None when the stored text is not a JSON object."""
        try:
            value = json.loads(self.fields_text)
        except ValueError:
            return None
        return value if isinstance(value, dict) else None

    def record(self) -> Record:
        f = self.fields()
        return Record(self.seq, self.time, self.kind,
                      f if f is not None else {"unreadable": self.fields_text[:200]},
                      self.prev, self.hash)  # fmt: skip


def rows(path: Path, key: vault.DataKey | None) -> Iterator[Stored]:
    """One file's rows in seq order (Unreadable when the key or the file does not allow it)."""
    try:
        db = vault.connect(path, key)
    except vault.VaultError as exc:
        raise Unreadable(path.name, str(exc)) from None
    try:
        vault.refuse_newer(db, path, FORMAT, QT_TRANSLATE_NOOP("vault", "The audit log file"))
        cur = db.execute(f"SELECT {COLUMNS} FROM records ORDER BY seq")
        for r in cur:
            yield Stored(int(r[0]), str(r[1]), str(r[2]), str(r[3]), str(r[4]), str(r[5]),
                         path.name)  # fmt: skip
    except vault.NewerFormat as exc:
        raise Unreadable(path.name, str(exc)) from None
    except vault.DatabaseError as exc:
        raise Unreadable(path.name, _why_unreadable(path, key, exc)) from None
    finally:
        db.close()


def _why_unreadable(path: Path, key: vault.DataKey | None, exc: Exception) -> str:
    if key is None and vault.is_encrypted(path):
        return translate(
            "audit", "{file} is encrypted, and no data key was given to read it"
        ).format(file=path.name)
    return translate("audit", "{file} cannot be read: {error}").format(file=path.name, error=exc)


def _records_gone(first: int, last: int) -> str:
    """ "record 5", "records 5-7": which records are gone, for the sentences below."""
    if first == last:
        return translate("audit", "record {n}").format(n=first)
    return translate("audit", "records {first}-{last}").format(first=first, last=last)


def records(folder: Path, key: vault.DataKey | None) -> Iterator[Record]:
    """Every record of every file, in order, as stored (unverified: `verify` says if whole)."""
    for _, path in numbered(folder):
        for stored in rows(path, key):
            yield stored.record()


def json_lines(records: Iterable[Record]) -> Iterator[str]:
    """Each record as one line of JSON, newline-ended: the export format (`audit export`, the
    window's Export…) that a SIEM reads; each line carries its own hash and prev."""
    for r in records:
        yield json.dumps(r.as_json(), ensure_ascii=False) + "\n"


@dataclass
class Verdict:
    ok: bool
    records: int = 0
    files: int = 0
    error: str = ""
    seq: int | None = None
    file: str | None = None
    details: dict[str, Any] = field(default_factory=dict)

    def as_json(self) -> dict[str, Any]:
        if self.ok:
            return {"ok": True, "records": self.records, "files": self.files}
        return {"ok": False, "error": self.error, "seq": self.seq, "file": self.file}


def verify(folder: Path, key: vault.DataKey | None) -> Verdict:
    """Whether the log in `folder` is whole, or its first bad record and why."""
    folder = Path(folder)
    try:
        head = read_head(folder)
    except (ValueError, OSError) as exc:
        error = translate("audit", "the head file cannot be read: {error}").format(error=exc)
        return Verdict(False, error=error, file=HEAD_FILE)
    files = numbered(folder)
    last_seq, last_hash, count = 0, GENESIS, 0
    head_hash_seen: str | None = None
    before = 0
    for number, path in files:
        if number != before + 1:
            missing = file_name(before + 1)
            said = (
                translate("audit", "the audit file {missing} is missing (after {previous}, "
                          "before {next}): records from {seq} on are not there")
                if before
                else translate("audit", "the audit file {missing} is missing (before {next}): "
                               "records from {seq} on are not there")
            )  # fmt: skip
            why = said.format(missing=missing, previous=file_name(before) if before else "",
                              next=path.name, seq=last_seq + 1)  # fmt: skip
            return Verdict(False, count, len(files), why, last_seq + 1, missing)
        before = number
        try:
            for r in rows(path, key):
                bad = _check(r, last_seq, last_hash)
                if bad:
                    return Verdict(False, count, len(files), bad[1], bad[0], r.file)
                last_seq, last_hash = r.seq, r.hash
                count += 1
                if head is not None and r.seq == head.seq:
                    head_hash_seen = r.hash
        except Unreadable as exc:
            return Verdict(False, count, len(files), str(exc), last_seq + 1, exc.file)
    cut = _head_problem(head, last_seq, head_hash_seen, files)
    if cut:
        return Verdict(False, count, len(files), cut[1], cut[0], cut[2])
    return Verdict(True, count, len(files))


def _check(r: Stored, last_seq: int, last_hash: str) -> tuple[int, str] | None:
    """(seq, why) when this row breaks the chain after (last_seq, last_hash)."""
    expected = last_seq + 1
    if r.seq > expected:
        gone = _records_gone(expected, r.seq - 1)
        return expected, translate(
            "audit", "{gone} removed (a gap in seq: {last} is followed by {seq})"
        ).format(gone=gone, last=last_seq, seq=r.seq)
    if r.seq < expected:  # ORDER BY seq with a primary key: only a file out of order does this
        return r.seq, translate(
            "audit", "record {seq} is out of order (after record {last})"
        ).format(seq=r.seq, last=last_seq)
    fields = r.fields()
    if fields is None or fields_json(fields) != r.fields_text:
        return r.seq, translate(
            "audit", "record {seq} was changed (its fields are not as written)"
        ).format(seq=r.seq)
    if digest(r.seq, r.time, r.kind, fields, r.prev) != r.hash:
        return r.seq, translate(
            "audit", "record {seq} was changed (its hash does not match its content)"
        ).format(seq=r.seq)
    if r.prev != last_hash:
        return r.seq, translate(
            "audit", "record {seq} does not follow record {last} (its prev is not that record's "
            "hash): a record before it was replaced or removed",
        ).format(seq=r.seq, last=last_seq)  # fmt: skip
    return None


def _head_problem(
    head: Head | None, last_seq: int, head_hash_seen: str | None, files: list[tuple[int, Path]]
) -> tuple[int, str, str] | None:
    """(seq, why, file) when the head file says the log was longer, or is missing, or differs."""
    last_file = files[-1][1].name if files else None
    if head is None:
        if last_seq == 0 and not files:
            return None  # no log yet
        return (
            last_seq + 1,
            translate(
                "audit",
                "the head file {file} is missing: the log's end cannot be proven (it "
                "was removed, maybe with records cut from the tail)",
            ).format(file=HEAD_FILE),
            HEAD_FILE,
        )
    if head.seq > last_seq:
        names = {p.name for _, p in files}
        gone = _records_gone(last_seq + 1, head.seq)
        said = (
            translate("audit", "the tail was cut: the log ends at record {last}, but its head "
                      "says {seq}; {gone} removed")
            if head.file in names
            else translate("audit", "the tail was cut: the log ends at record {last}, but its "
                           "head says {seq}; {gone} removed (its file {file} is gone)")
        )  # fmt: skip
        why = said.format(last=last_seq, seq=head.seq, gone=gone, file=head.file)
        return last_seq + 1, why, head.file
    if head.seq > 0 and head_hash_seen != head.hash:
        return (
            head.seq,
            translate(
                "audit",
                "record {seq} is not the one the head file names (its hash differs): "
                "the record or the head was replaced",
            ).format(seq=head.seq),
            last_file or head.file,
        )
    return None

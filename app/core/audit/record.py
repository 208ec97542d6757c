"""One audit record and its hash: what is recorded, and the canonical bytes the chain hashes.

A record says who did what, never the user's text: `fields` is a small JSON object of names,
counts and verdicts, and a field named like a prompt, an answer, a tool's arguments or its
results is refused outright, so a careless caller cannot put them in by accident.
"""

from __future__ import annotations

import datetime
import hashlib
import json
import math
from dataclasses import dataclass
from typing import Any

# The hash a log's first record chains to (no record before it).
GENESIS = "0" * 64

# What may be recorded; an unknown kind is a caller's typo, refused rather than kept.
KINDS = frozenset({
    "gateway.call",
    "key.created",
    "key.revoked",
    "key.exposed",
    "mcp.server_added",
    "mcp.server_removed",
    "tool.decision",
    "export",
    "deletion",
    "retention",
    "settings.changed",
    "policy.changed",
    "engine.start",
    "model.download",
    "model.verify",
})  # fmt: skip

# Field names that would carry the user's text (compared lower-cased).
FORBIDDEN_FIELDS = frozenset({
    "prompt", "prompts", "answer", "answers", "arguments", "args", "result", "results",
    "text", "content", "messages", "message", "question", "output", "input",
})  # fmt: skip

# A record's fields stay small: names and numbers, not documents.
MAX_FIELDS_BYTES = 4096

Scalar = str | int | float | bool | None


class BadRecord(ValueError):
    """A record that may not be written (an unknown kind, a forbidden or oversized field)."""


@dataclass(frozen=True)
class Record:
    seq: int
    time: str
    kind: str
    fields: dict[str, Any]
    prev: str
    hash: str

    def as_json(self) -> dict[str, Any]:
        return {
            "seq": self.seq,
            "time": self.time,
            "kind": self.kind,
            "fields": self.fields,
            "prev": self.prev,
            "hash": self.hash,
        }


def now_iso() -> str:
    """UTC, ISO 8601 to the microsecond, with Z."""
    t = datetime.datetime.now(tz=datetime.UTC)
    return t.isoformat(timespec="microseconds").replace("+00:00", "Z")


def fields_json(fields: dict[str, Any]) -> str:
    """The canonical JSON text of `fields` (sorted keys, no spaces), as stored and hashed."""
    return json.dumps(fields, sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                      allow_nan=False)  # fmt: skip


def digest(seq: int, time: str, kind: str, fields: dict[str, Any], prev: str) -> str:
    """SHA-256 (hex) over the canonical JSON of (seq, time, kind, fields, prev)."""
    body = json.dumps(
        [seq, time, kind, fields, prev],
        sort_keys=True,
        separators=(",", ":"),
        ensure_ascii=False,
        allow_nan=False,
    )
    return hashlib.sha256(body.encode("utf-8")).hexdigest()


def make(seq: int, time: str, kind: str, fields: dict[str, Any], prev: str) -> Record:
    return Record(seq, time, kind, fields, prev, digest(seq, time, kind, fields, prev))


def checked_fields(kind: str, fields: dict[str, Any] | None) -> dict[str, Any]:
    """`fields` as it will be recorded (a copy), or BadRecord saying why it cannot be."""
    if kind not in KINDS:
        raise BadRecord(f"unknown audit record kind {kind!r}")
    out = dict(fields or {})
    for name, value in out.items():
        if not isinstance(name, str):
            raise BadRecord(f"{kind}: a field's name must be text, not {name!r}")
        if name.lower() in FORBIDDEN_FIELDS:
            raise BadRecord(f"{kind}: the field {name!r} would record the user's text")
        _check_value(kind, name, value)
    try:
        size = len(fields_json(out).encode("utf-8"))
    except ValueError as exc:  # NaN or infinity: no canonical JSON for them
        raise BadRecord(f"{kind}: {exc}") from None
    if size > MAX_FIELDS_BYTES:
        raise BadRecord(f"{kind}: fields of {size} bytes (at most {MAX_FIELDS_BYTES})")
    return out


def _check_value(kind: str, name: str, value: Any) -> None:
    # Scalars, or flat lists of scalars (a list of tool names, say); nothing nested deeper.
    items = value if isinstance(value, list) else [value]
    for v in items:
        if not isinstance(v, Scalar):  # type: ignore[arg-type]
            raise BadRecord(f"{kind}: field {name!r} holds {type(v).__name__}, not a plain value")
        if isinstance(v, float) and not math.isfinite(v):
            raise BadRecord(f"{kind}: field {name!r} is not a finite number")

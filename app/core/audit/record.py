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
    "key.reissued",
    "key.confirmed",
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


def iso_of(when: float) -> str:
    """`now_iso` for a time.time() taken earlier (the writer's: one a gateway request, and
    most in the same second, whose text is made once)."""
    second, micro = divmod(round(when * 1_000_000), 1_000_000)
    last, text = _SECOND[0]  # one tuple: read whole even beside another thread's update
    if last != second:
        stamp = datetime.datetime.fromtimestamp(second, tz=datetime.UTC)
        text = stamp.strftime("%Y-%m-%dT%H:%M:%S")
        _SECOND[0] = (second, text)
    return f"{text}.{micro:06d}Z"


_SECOND: list[tuple[int | None, str]] = [(None, "")]  # the second iso_of made last, its text


# One encoder, made once: json.dumps with these options would make one at every call (a third
# of the cost of a gateway.call record).
_CANONICAL = json.JSONEncoder(
    sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False
)


def fields_json(fields: dict[str, Any]) -> str:
    """The canonical JSON text of `fields` (sorted keys, no spaces), as stored and hashed."""
    return _CANONICAL.encode(fields)


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


_text = json.encoder.encode_basestring  # a str as JSON, as json.dumps(ensure_ascii=False) has it


def digest_text(seq: int, time: str, kind: str, fields_text: str, prev: str) -> str:
    """`digest`, from the fields' canonical JSON already made (`fields_json`): the same bytes
    (a list's items are encoded one by one, with the same options), without encoding the fields
    again. The writer's hot path: one record a gateway request."""
    body = f"[{int(seq)},{_text(time)},{_text(kind)},{fields_text},{_text(prev)}]"
    return hashlib.sha256(body.encode("utf-8")).hexdigest()


def make(seq: int, time: str, kind: str, fields: dict[str, Any], prev: str) -> Record:
    return Record(seq, time, kind, fields, prev, digest(seq, time, kind, fields, prev))


def checked_fields(kind: str, fields: dict[str, Any] | None) -> dict[str, Any]:
    """`fields` as it will be recorded (a copy), or BadRecord saying why it cannot be."""
    return checked(kind, fields)[0]


class Encoded(str):
    """Fields already as their canonical JSON (`fields_json`), made by a hot caller's own
    encoder, whose test holds it equal to `fields_json` of fields `checked` accepts: stored and
    hashed as is, not checked again (the gateway's `gateway.call`, one a request)."""


# Values taken at a glance (their exact type); anything else goes through _check_value.
_PLAIN = frozenset({str, int, bool, type(None)})
# Sets of field names found allowed (names only, never values), so a record of the same shape
# is not checked again; bounded, as a caller could make up names without end.
_NAMES_SEEN: set[tuple[str, ...]] = set()
_NAMES_KEPT = 256


def checked(kind: str, fields: dict[str, Any] | None) -> tuple[dict[str, Any], str]:
    """(`fields` as it will be recorded, a copy; its canonical JSON), or BadRecord saying why it
    cannot be. The JSON is kept: the writer stores and hashes it as is."""
    if kind not in KINDS:
        raise BadRecord(f"unknown audit record kind {kind!r}")
    out = dict(fields or {})
    names = tuple(out)
    if names not in _NAMES_SEEN:  # a hot caller sends the same names each time: checked once
        for name in names:
            if not isinstance(name, str):
                raise BadRecord(f"{kind}: a field's name must be text, not {name!r}")
            if name.lower() in FORBIDDEN_FIELDS:
                raise BadRecord(f"{kind}: the field {name!r} would record the user's text")
        if len(_NAMES_SEEN) >= _NAMES_KEPT:
            _NAMES_SEEN.clear()
        _NAMES_SEEN.add(names)
    for name, value in out.items():
        kind_of = type(value)
        if kind_of not in _PLAIN and not (kind_of is float and math.isfinite(value)):
            _check_value(kind, name, value)
    try:
        text = fields_json(out)
    except ValueError as exc:  # NaN or infinity: no canonical JSON for them
        raise BadRecord(f"{kind}: {exc}") from None
    # A character is at most 4 bytes: only a long text needs counting.
    size = len(text) if len(text) * 4 <= MAX_FIELDS_BYTES else len(text.encode("utf-8"))
    if size > MAX_FIELDS_BYTES:
        raise BadRecord(f"{kind}: fields of {size} bytes (at most {MAX_FIELDS_BYTES})")
    return out, text


def _check_value(kind: str, name: str, value: Any) -> None:
    # Scalars, or flat lists of scalars (a list of tool names, say); nothing nested deeper.
    items = value if isinstance(value, list) else [value]
    for v in items:
        if not isinstance(v, Scalar):  # type: ignore[arg-type]
            raise BadRecord(f"{kind}: field {name!r} holds {type(v).__name__}, not a plain value")
        if isinstance(v, float) and not math.isfinite(v):
            raise BadRecord(f"{kind}: field {name!r} is not a finite number")

"""The audit records in words: a kind's name, a one-line summary of its fields, a local time,
the details pane's text and the chain's status line. Plain functions (no widgets): the page's
model calls them on its loading thread, and tests call them directly.

The writers (the gateway, the tools, the privacy actions) choose their own field names; the
summary knows the usual ones (and their common spellings) and says any other field as
"name: value", so a field added later is shown rather than lost.
"""

from __future__ import annotations

import datetime
import json
from collections.abc import Callable, Iterable
from typing import Any

from app.core.audit import KINDS, Record, Verdict
from app.core.audit.record import fields_json

SEP = " · "

# Each kind in words, in the order the kind filter lists them.
KIND_WORDS: dict[str, str] = {
    "gateway.call": "Gateway call",
    "tool.decision": "Tool permission",
    "key.created": "Key created",
    "key.revoked": "Key revoked",
    "key.reissued": "Key re-issued",
    "key.confirmed": "Key confirmed",
    "key.exposed": "Key exposed",
    "mcp.server_added": "Tool server added",
    "mcp.server_removed": "Tool server removed",
    "export": "Export",
    "deletion": "Deletion",
    "retention": "Retention clean-up",
    "settings.changed": "Settings changed",
    "policy.changed": "Policy changed",
    "engine.start": "Engine start",
    "model.download": "Model download",
    "model.verify": "Model check",
}

EMPTY_TEXT = (
    "Nothing recorded yet. Gateway calls, tool permissions, exports and deletions will appear here."
)
NO_MATCH_TEXT = "No activity matches these filters."


def kind_words(kind: str) -> str:
    """The kind in words ("Gateway call"); an unknown one (a newer writer's) as it is stored."""
    return KIND_WORDS.get(kind) or kind


def kinds_in_order() -> list[str]:
    """Every kind the log may hold: the named ones in KIND_WORDS' order, then any other."""
    return [*KIND_WORDS, *sorted(KINDS - KIND_WORDS.keys())]


# --- times ----------------------------------------------------------------------------------------


def parse_time(text: str) -> float | None:
    """A record's stored time (UTC ISO 8601, Z) as epoch seconds; None when it is not a time
    (a changed record: shown as stored, never hidden by a time filter)."""
    try:
        t = datetime.datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        return None
    if t.tzinfo is None:
        t = t.replace(tzinfo=datetime.UTC)
    return t.timestamp()


def when_text(ts: float | None, raw: str, now: float) -> str:
    """Local time for the table: "Today 14:02:11", "Yesterday 09:13:40", "Thu 5 Mar 14:02",
    "5 Mar 2025 14:02" (older years); the stored text when it is not a time."""
    if ts is None:
        return raw
    t = datetime.datetime.fromtimestamp(ts)
    today = datetime.datetime.fromtimestamp(now).date()
    if t.date() == today:
        return f"Today {t:%H:%M:%S}"
    if t.date() == today - datetime.timedelta(days=1):
        return f"Yesterday {t:%H:%M:%S}"
    if t.year == today.year:
        return f"{t:%a} {t.day} {t:%b %H:%M}"
    return f"{t.day} {t:%b %Y %H:%M}"


def full_time(ts: float | None, raw: str) -> str:
    """The details pane's time: the local date and time to the second, and the stored UTC."""
    if ts is None:
        return f"{raw} (not a valid time)"
    t = datetime.datetime.fromtimestamp(ts).astimezone()
    return f"{t:%A} {t.day} {t:%B %Y, %H:%M:%S} ({t:%Z}); stored as {raw}"


def last_at(ts: float | None, now: float) -> str:
    """ "at 14:02" today, else "on 5 Mar 2026 at 14:02"."""
    if ts is None:
        return "at an unreadable time"
    t = datetime.datetime.fromtimestamp(ts)
    if t.date() == datetime.datetime.fromtimestamp(now).date():
        return f"at {t:%H:%M}"
    return f"on {t.day} {t:%b %Y} at {t:%H:%M}"


# --- fields ---------------------------------------------------------------------------------------


def _first(f: dict[str, Any], *names: str) -> tuple[str | None, Any]:
    for n in names:
        if n in f and f[n] is not None and f[n] != "":
            return n, f[n]
    return None, None


def _num(v: Any) -> str:
    if isinstance(v, bool):
        return "yes" if v else "no"
    if isinstance(v, int):
        return f"{v:,}"
    if isinstance(v, float):
        return f"{v:,.2f}".rstrip("0").rstrip(".")
    return str(v)


def _seconds(v: Any) -> str:
    if not isinstance(v, int | float) or isinstance(v, bool):
        return str(v)
    return f"{v * 1000:.0f} ms" if v < 1 else f"{v:.1f} s"


def _plain(name: str, v: Any) -> str:
    """Any other field: "name: value" (a count named in the plural: "3 conversations")."""
    label = name.replace("_", " ")
    if isinstance(v, list):
        return f"{label}: {', '.join(_num(x) for x in v) or 'none'}"
    if isinstance(v, int) and not isinstance(v, bool) and label.endswith("s") and " " not in label:
        return f"{v:,} {label[:-1] if v == 1 else label}"
    return f"{label}: {_num(v)}"


def _gateway(f: dict[str, Any], used: set[str]) -> list[str]:
    parts: list[str] = []
    n, client = _first(f, "client", "app", "client_name")
    if n:
        used.add(n)
        parts.append(str(client))
    nm, method = _first(f, "method")
    nr, route = _first(f, "route", "endpoint", "path")
    used.update(x for x in (nm, nr) if x)
    if nr or nm:
        parts.append(" ".join(str(x) for x in (method, route) if x is not None))
    n, status = _first(f, "status", "status_code")
    if n:
        used.add(n)
        parts.append(str(status))
    ni, t_in = _first(f, "tokens_in", "prompt_tokens", "input_tokens")
    no, t_out = _first(f, "tokens_out", "completion_tokens", "output_tokens")
    used.update(x for x in (ni, no) if x)
    if ni and no:
        parts.append(f"{_num(t_in)} → {_num(t_out)} tokens")
    elif ni:
        parts.append(f"{_num(t_in)} tokens in")
    elif no:
        parts.append(f"{_num(t_out)} tokens out")
    n, secs = _first(f, "duration_s", "seconds")
    if n:
        used.add(n)
        parts.append(_seconds(secs))
    n, ms = _first(f, "duration_ms", "ms", "latency_ms")
    if n:
        used.add(n)
        parts.append(_seconds(ms / 1000) if isinstance(ms, int | float) else str(ms))
    return parts


def _decision(f: dict[str, Any], used: set[str]) -> list[str]:
    parts: list[str] = []
    nt, tool = _first(f, "tool", "name")
    ns, server = _first(f, "server", "mcp_server")
    used.update(x for x in (nt, ns) if x)
    if nt and ns:
        parts.append(f"{tool} on {server}")
    elif nt or ns:
        parts.append(str(tool if nt else server))
    n, allowed = _first(f, "allowed", "allow", "approved")
    if n:
        used.add(n)
        parts.append(
            "allowed" if allowed is True else "denied" if allowed is False else str(allowed)
        )
    n, decision = _first(f, "decision", "verdict")
    if n:
        used.add(n)
        parts.append(str(decision))
    return parts


def _named(f: dict[str, Any], used: set[str]) -> list[str]:
    """Keys, servers and the like: their name first, bare."""
    parts: list[str] = []
    for names in (("client", "app"), ("server", "name", "tool"), ("key_id", "key")):
        n, v = _first(f, *names)
        if n:
            used.add(n)
            parts.append(f"key {v}" if n in ("key_id", "key") else str(v))
    return parts


def _policy(f: dict[str, Any], used: set[str]) -> list[str]:
    """ "in force · forbids gateway, remote_mcp · fixes ui.theme"; "removed"."""
    used.update(("active", "forbidden", "fixed", "max_retention_days", "digest"))
    if f.get("active") is False:
        return ["removed: nothing is fixed or forbidden now"]
    parts = ["in force"]
    if f.get("forbidden"):
        parts.append("forbids " + ", ".join(str(x) for x in f["forbidden"]))
    if f.get("fixed"):
        parts.append("fixes " + ", ".join(str(x) for x in f["fixed"]))
    if f.get("max_retention_days") is not None:
        parts.append(f"keeps conversations at most {_num(f['max_retention_days'])} days")
    return parts


_VERDICTS = ("pass", "fail", "warn", "skip")


def _engine(f: dict[str, Any], used: set[str]) -> list[str]:
    """ "3 optimizations proven · 8 checks passed, 5 skipped · by window · profile generic"."""
    checks = {k: v for k, v in f.items() if v in _VERDICTS}
    used.update(checks)
    parts: list[str] = []
    failed = sorted(k.replace("_", " ") for k, v in checks.items() if v == "fail")
    opt = ("humming_moe", "fp8_lm_head", "mtp_nextn")
    proven = sum(1 for k in opt if checks.get(k) == "pass")
    if any(k in checks for k in opt):
        parts.append(f"{proven} of 3 optimizations proven")
    if failed:
        parts.append("failed: " + ", ".join(failed))
    counts = [(v, sum(1 for x in checks.values() if x == v)) for v in ("pass", "warn", "skip")]
    words = {"pass": "passed", "warn": "warned", "skip": "skipped"}
    said = [f"{n} {words[v]}" for v, n in counts if n]
    if said:
        parts.append("checks: " + ", ".join(said))
    return parts


_FIRST: dict[str, Callable[[dict[str, Any], set[str]], list[str]]] = {
    "engine.start": _engine,
    "gateway.call": _gateway,
    "tool.decision": _decision,
    "policy.changed": _policy,
}


def summary(kind: str, fields: dict[str, Any]) -> str:
    """One line of the fields in words: "Continue · POST /v1/chat/completions · 200 · 812 → 143
    tokens"; the fields its kind does not name follow as "name: value"."""
    used: set[str] = set()
    first = _FIRST.get(kind, _named)
    parts = first(fields, used)
    parts += [_plain(k, v) for k, v in fields.items() if k not in used]
    return SEP.join(p for p in parts if p)


# --- rows -----------------------------------------------------------------------------------------


class Rows:
    """Records as the table shows them, one list a column (oldest first, as read).

    Lists of strings and numbers, not an object a record: 100,000 records are a few dozen
    objects to Python's cyclic GC, not half a million (the window's full collection, on the GUI
    thread, took 90 ms with one object a record), and about a third of the memory."""

    __slots__ = ("fields", "hash", "kind", "needle", "prev", "seq", "summary", "time", "ts")

    def __init__(self) -> None:
        self.seq: list[int] = []
        self.time: list[str] = []  # as stored (UTC)
        self.ts: list[float | None] = []  # epoch seconds; None: not a time (a changed record)
        self.kind: list[str] = []
        self.fields: list[str] = []  # the fields' canonical JSON text (the details pane's)
        self.hash: list[str] = []
        self.prev: list[str] = []
        self.summary: list[str] = []
        self.needle: list[str] = []  # what the text filter searches: summary and kind, folded

    def __len__(self) -> int:
        return len(self.seq)

    def add(self, r: Record) -> None:
        kind = _KIND_TEXT.setdefault(r.kind, r.kind)  # one string a kind, not one a record
        text = summary(kind, r.fields)
        self.seq.append(r.seq)
        self.time.append(r.time)
        self.ts.append(parse_time(r.time))
        self.kind.append(kind)
        self.fields.append(fields_json(r.fields))
        self.hash.append(r.hash)
        self.prev.append(r.prev)
        self.summary.append(text)
        self.needle.append(f"{text}\n{kind_words(kind)}\n{kind}".casefold())

    def extend(self, more: Rows) -> None:
        for name in self.__slots__:
            getattr(self, name).extend(getattr(more, name))

    def details(self, i: int) -> str:
        """Everything about record i, for the details pane: each field, the time, the chain."""
        try:
            fields = json.loads(self.fields[i])
        except ValueError:
            fields = {"unreadable": self.fields[i]}
        lines = [f"Record {self.seq[i]}: {kind_words(self.kind[i])}",
                 f"When: {full_time(self.ts[i], self.time[i])}", f"Kind: {self.kind[i]}",
                 ""]  # fmt: skip
        if fields:
            lines.append("Fields:")
            lines += [f"  {k}: {json.dumps(v, ensure_ascii=False)}" for k, v in fields.items()]
        else:
            lines.append("Fields: none")
        lines += ["", f"Hash: {self.hash[i]}", f"Follows: {self.prev[i]}"]
        return "\n".join(lines)


_KIND_TEXT: dict[str, str] = {k: k for k in KIND_WORDS}


def make_rows(records: Iterable[Record]) -> Rows:
    rows = Rows()
    for r in records:
        rows.add(r)
    return rows


# --- the chain's status ---------------------------------------------------------------------------


def whole_text(count: int, last_ts: float | None, now: float) -> str:
    if count == 0:
        return "The record is whole: nothing recorded yet."
    noun = "record" if count == 1 else "records"
    return f"The record is whole: {count:,} {noun}, last {last_at(last_ts, now)}."


def changed_text(verdict: Verdict) -> str:
    """What verify names, in words: which record, in which file, and why."""
    where = f", in {verdict.file}" if verdict.file else ""
    return f"Changed: {verdict.error}{where}. Nothing from there on can be trusted."

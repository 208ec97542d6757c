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

from PySide6.QtCore import QDateTime, QLocale

from app.core import words as core_words
from app.core.audit import KINDS, Record, Verdict
from app.core.audit.record import fields_json
from app.core.words import QT_TRANSLATE_NOOP, translate

SEP = " · "

# Each kind in words, in the order the kind filter lists them.
KIND_WORDS: dict[str, str] = {
    "gateway.call": QT_TRANSLATE_NOOP("audit", "Gateway call"),
    "tool.decision": QT_TRANSLATE_NOOP("audit", "Tool permission"),
    "key.created": QT_TRANSLATE_NOOP("audit", "Key created"),
    "key.revoked": QT_TRANSLATE_NOOP("audit", "Key revoked"),
    "key.reissued": QT_TRANSLATE_NOOP("audit", "Key re-issued"),
    "key.confirmed": QT_TRANSLATE_NOOP("audit", "Key confirmed"),
    "key.exposed": QT_TRANSLATE_NOOP("audit", "Key exposed"),
    "mcp.server_added": QT_TRANSLATE_NOOP("audit", "Tool server added"),
    "mcp.server_removed": QT_TRANSLATE_NOOP("audit", "Tool server removed"),
    "export": QT_TRANSLATE_NOOP("audit", "Export"),
    "deletion": QT_TRANSLATE_NOOP("audit", "Deletion"),
    "retention": QT_TRANSLATE_NOOP("audit", "Retention clean-up"),
    "settings.changed": QT_TRANSLATE_NOOP("audit", "Settings changed"),
    "policy.changed": QT_TRANSLATE_NOOP("audit", "Policy changed"),
    "engine.start": QT_TRANSLATE_NOOP("audit", "Engine start"),
    "model.download": QT_TRANSLATE_NOOP("audit", "Model download"),
    "model.verify": QT_TRANSLATE_NOOP("audit", "Model check"),
}

# Marked for translation: shown as translate("audit", EMPTY_TEXT).
EMPTY_TEXT = QT_TRANSLATE_NOOP(
    "audit",
    "Nothing recorded yet. Gateway calls, tool permissions, exports and deletions will appear here.",
)
NO_MATCH_TEXT = QT_TRANSLATE_NOOP("audit", "No activity matches these filters.")


def kind_words(kind: str) -> str:
    """The kind in words ("Gateway call"); an unknown one (a newer writer's) as it is stored."""
    known = KIND_WORDS.get(kind)
    return translate("audit", known) if known else kind


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


def _locale() -> QLocale:
    """Day and month names in the language spoken (English: as before, whatever the system)."""
    if core_words.current_language() == core_words.ENGLISH:
        return QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom)
    return QLocale()


def _format(ts: float, pattern: str) -> str:
    """`ts` (epoch seconds) in local time by a Qt date pattern ("ddd d MMM HH:mm")."""
    return _locale().toString(QDateTime.fromMSecsSinceEpoch(round(ts * 1000)), pattern)


def when_text(ts: float | None, raw: str, now: float) -> str:
    """Local time for the table: "Today 14:02:11", "Yesterday 09:13:40", "Thu 5 Mar 14:02",
    "5 Mar 2025 14:02" (older years); the stored text when it is not a time."""
    if ts is None:
        return raw
    t = datetime.datetime.fromtimestamp(ts)
    today = datetime.datetime.fromtimestamp(now).date()
    if t.date() == today:
        return translate("audit", "Today {time}").format(time=f"{t:%H:%M:%S}")
    if t.date() == today - datetime.timedelta(days=1):
        return translate("audit", "Yesterday {time}").format(time=f"{t:%H:%M:%S}")
    if t.year == today.year:
        return _format(ts, translate("audit", "ddd d MMM HH:mm", "Qt date pattern: this year"))
    return _format(ts, translate("audit", "d MMM yyyy HH:mm", "Qt date pattern: another year"))


def full_time(ts: float | None, raw: str) -> str:
    """The details pane's time: the local date and time to the second, and the stored UTC."""
    if ts is None:
        return translate("audit", "{time} (not a valid time)").format(time=raw)
    t = datetime.datetime.fromtimestamp(ts).astimezone()
    pattern = translate("audit", "dddd d MMMM yyyy, HH:mm:ss", "Qt date pattern: in full")
    return translate("audit", "{time} ({zone}); stored as {stored}").format(
        time=_format(ts, pattern), zone=f"{t:%Z}", stored=raw
    )


def last_at(ts: float | None, now: float) -> str:
    """ "at 14:02" today, else "on 5 Mar 2026 at 14:02"."""
    if ts is None:
        return translate("audit", "at an unreadable time")
    t = datetime.datetime.fromtimestamp(ts)
    if t.date() == datetime.datetime.fromtimestamp(now).date():
        return translate("audit", "at {time}").format(time=f"{t:%H:%M}")
    day = _format(ts, translate("audit", "d MMM yyyy", "Qt date pattern: a day"))
    return translate("audit", "on {day} at {time}").format(day=day, time=f"{t:%H:%M}")


# --- fields ---------------------------------------------------------------------------------------


def _first(f: dict[str, Any], *names: str) -> tuple[str | None, Any]:
    for n in names:
        if n in f and f[n] is not None and f[n] != "":
            return n, f[n]
    return None, None


def _num(v: Any) -> str:
    if isinstance(v, bool):
        return translate("audit", "yes") if v else translate("audit", "no")
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
        listed = ", ".join(_num(x) for x in v) or translate("audit", "none")
        return f"{label}: {listed}"
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
        parts.append(translate("audit", "{tokens_in} → {tokens_out} tokens").format(
            tokens_in=_num(t_in), tokens_out=_num(t_out)))  # fmt: skip
    elif ni:
        parts.append(translate("audit", "{tokens} tokens in").format(tokens=_num(t_in)))
    elif no:
        parts.append(translate("audit", "{tokens} tokens out").format(tokens=_num(t_out)))
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
        parts.append(translate("audit", "{tool} on {server}").format(tool=tool, server=server))
    elif nt or ns:
        parts.append(str(tool if nt else server))
    n, allowed = _first(f, "allowed", "allow", "approved")
    if n:
        used.add(n)
        parts.append(
            translate("audit", "allowed")
            if allowed is True
            else translate("audit", "denied")
            if allowed is False
            else str(allowed)
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
            parts.append(
                translate("audit", "key {key}").format(key=v) if n in ("key_id", "key") else str(v)
            )
    return parts


def _policy(f: dict[str, Any], used: set[str]) -> list[str]:
    """ "in force · forbids gateway, remote_mcp · fixes ui.theme"; "removed"."""
    used.update(("active", "forbidden", "fixed", "max_retention_days", "digest"))
    if f.get("active") is False:
        return [translate("audit", "removed: nothing is fixed or forbidden now")]
    parts = [translate("audit", "in force")]
    if f.get("forbidden"):
        parts.append(translate("audit", "forbids {what}").format(
            what=", ".join(str(x) for x in f["forbidden"])))  # fmt: skip
    if f.get("fixed"):
        parts.append(translate("audit", "fixes {what}").format(
            what=", ".join(str(x) for x in f["fixed"])))  # fmt: skip
    if f.get("max_retention_days") is not None:
        parts.append(translate("audit", "keeps conversations at most {days} days").format(
            days=_num(f["max_retention_days"])))  # fmt: skip
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
        parts.append(translate("audit", "{proven} of 3 optimizations proven").format(
            proven=proven))  # fmt: skip
    if failed:
        parts.append(translate("audit", "failed: {checks}").format(checks=", ".join(failed)))
    counts = [(v, sum(1 for x in checks.values() if x == v)) for v in ("pass", "warn", "skip")]
    words = {"pass": translate("audit", "{n} passed"), "warn": translate("audit", "{n} warned"),
             "skip": translate("audit", "{n} skipped")}  # fmt: skip
    said = [words[v].format(n=n) for v, n in counts if n]
    if said:
        parts.append(translate("audit", "checks: {counts}").format(counts=", ".join(said)))
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
        lines = [
            translate("audit", "Record {seq}: {kind}").format(
                seq=self.seq[i], kind=kind_words(self.kind[i])),
            translate("audit", "When: {time}").format(time=full_time(self.ts[i], self.time[i])),
            translate("audit", "Kind: {kind}").format(kind=self.kind[i]),
            "",
        ]  # fmt: skip
        if fields:
            lines.append(translate("audit", "Fields:"))
            lines += [f"  {k}: {json.dumps(v, ensure_ascii=False)}" for k, v in fields.items()]
        else:
            lines.append(translate("audit", "Fields: none"))
        lines += [
            "",
            translate("audit", "Hash: {hash}").format(hash=self.hash[i]),
            translate("audit", "Follows: {hash}").format(hash=self.prev[i]),
        ]
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
        return translate("audit", "The record is whole: nothing recorded yet.")
    return translate("audit", "The record is whole: %n record(s), last {when}.", None,
                     count).format(when=last_at(last_ts, now))  # fmt: skip


def changed_text(verdict: Verdict) -> str:
    """What verify names, in words: which record, in which file, and why."""
    if verdict.file:
        said = translate("audit", "Changed: {why}, in {file}. Nothing from there on can be "
                         "trusted.")  # fmt: skip
    else:
        said = translate("audit", "Changed: {why}. Nothing from there on can be trusted.")
    return said.format(why=verdict.error, file=verdict.file)

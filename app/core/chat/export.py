"""Export a conversation to Markdown (the thread shown) or JSON (the whole tree); import JSON.

Import validates everything before anything is written and names each problem by its place
(`messages[3].role: ...`); an import never overwrites: a conversation or message id that is
already in the history gets a fresh id, so the copy sits beside the original.
"""

from __future__ import annotations

import html
import json
import math
import os
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from app.core.chat.docs import saved_meta
from app.core.chat.model import (
    ROLES,
    STATUSES,
    TOOL_CALLS,
    TOOLS_NOTE,
    Conversation,
    Message,
    new_id,
)
from app.core.words import grouped, translate

FORMAT = "ling-desk.conversation"
FORMAT_VERSION = 1


class ImportProblem(ValueError):
    """The file cannot be imported; `problems` lists every reason found."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        more = len(problems) - 12
        shown = problems[:12] + (
            [translate("chat", "... and {count} more").format(count=more)] if more > 0 else []
        )
        # The reasons name the file's own fields (messages[3].role): they stay as they are.
        head = translate("chat", "This file cannot be imported:")
        super().__init__(head + "\n- " + "\n- ".join(shown))


FILE_NAME_CHARS = 60


def export_file_name(title: str, suffix: str) -> str:
    """A file name for an export: the title's words (punctuation and the "…" of a shortened
    title dropped, never a word cut in half), at most FILE_NAME_CHARS before `suffix`."""
    keep = "".join(c if c.isalnum() or c in "-_'+,()" else " " for c in title)
    words = keep.split()
    name = ""
    for w in words:
        nxt = f"{name} {w}" if name else w
        if len(nxt) > FILE_NAME_CHARS:
            break
        name = nxt
    if not name and words:  # one giant word: cut it, there is nothing better
        name = words[0][:FILE_NAME_CHARS]
    return (name or "chat") + suffix


def _fmt_time(t: float) -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(t))


def to_markdown(conv: Conversation, *, include_thinking: bool = True) -> str:
    # A file for people: its headings in their language (LING_DESK_LANG=en keeps English).
    exported = translate("chat", "Exported from Ling Desk on {time}.").format(
        time=_fmt_time(time.time())
    )
    lines = [f"# {conv.title}", "", f"_{exported}_", ""]
    if conv.system_prompt.strip():
        lines += [
            "**" + translate("chat", "System prompt") + "**",
            "",
            _quote(conv.system_prompt),
            "",
        ]
    speakers = {
        "user": translate("chat", "You", "export: the user's messages"),
        "assistant": "Ling",
        "system": translate("chat", "System", "export: a system message"),
    }
    for m in conv.thread():
        lines += [f"## {speakers[m.role]}", ""]
        if include_thinking and m.reasoning.strip():
            lines += [
                "<details><summary>" + translate("chat", "Thinking") + "</summary>",
                "",
                demote_headings(m.reasoning.strip()),
                "",
                "</details>",
                "",
            ]
        if m.role == "assistant":
            lines += _tool_call_lines(m.meta.get(TOOL_CALLS))
        lines += [
            demote_headings(m.content.rstrip()) or "_" + translate("chat", "(no text)") + "_",
            "",
        ]
        if m.role == "assistant" and isinstance(m.meta.get(TOOLS_NOTE), str):
            lines += [f"<sub>{html.escape(m.meta[TOOLS_NOTE])}</sub>", ""]
        docs = m.meta.get("docs") if m.role == "user" else None
        if isinstance(docs, dict) and docs.get("note"):
            said = translate("chat", "Documents: {note}").format(note=docs["note"])
            lines += [f"<sub>{said}</sub>", ""]
        sources = m.meta.get("sources") if m.role == "assistant" else None
        if isinstance(sources, list) and sources:
            lines += ["**" + translate("chat", "Sources") + "**", ""]
            lines += [f"- {_source_line(s)}" for s in sources if isinstance(s, dict)]
            lines.append("")
        uncited = m.meta.get("uncited") if m.role == "assistant" else None
        if isinstance(uncited, int) and uncited > 0:  # it cites none of the passages given
            said = translate(
                "chat", "Sources: none cited of the %n passage(s) given", None, uncited
            )
            lines += [f"<sub>{said}</sub>", ""]
        note = _stats_line(m)
        if note:
            lines += [f"<sub>{note}</sub>", ""]
    return "\n".join(lines).rstrip() + "\n"


# Speakers are "## You" / "## Ling" under the title's "#": a message's own headings go below.
HEADING_SHIFT = 2
_ATX = re.compile(r"^( {0,3})(#{1,6})(?=[ \t]|$)")
_FENCE_OPEN = re.compile(r"^ {0,3}(`{3,}|~{3,})")
_SETEXT = re.compile(r"^ {0,3}(=+|-+)[ \t]*$")
# A line that cannot be a setext heading's text (a list item, quote, heading, table row...).
_NOT_PARAGRAPH = re.compile(r"^( {4}|\t| {0,3}(#+|[-*+>|]|\d+[.)])( |$))|^\s*$")


def demote_headings(text: str, shift: int = HEADING_SHIFT) -> str:
    """`text` with each Markdown heading `shift` levels lower (at most ######), so an answer's
    "## Steps" sits under its speaker's "## Ling" in the export's outline, not beside it.
    Headings inside fenced code are code and stay as they are; a setext heading (text over
    === or ---) becomes an ATX one of the demoted level."""
    out: list[str] = []
    fence = ""  # the open fence's marker, "" outside code
    for line in text.split("\n"):
        m = _FENCE_OPEN.match(line)
        if fence:
            if (
                m
                and m.group(1)[0] == fence[0]
                and len(m.group(1)) >= len(fence)
                and (not line.strip().strip(fence[0]))
            ):
                fence = ""
            out.append(line)
            continue
        if m:
            fence = m.group(1)
            out.append(line)
            continue
        atx = _ATX.match(line)
        if atx:
            level = min(6, len(atx.group(2)) + shift)
            out.append(atx.group(1) + "#" * level + line[atx.end() :])
            continue
        under = _SETEXT.match(line)
        prev = out[-1] if out else ""
        if under and not _NOT_PARAGRAPH.match(prev) and not _FENCE_OPEN.match(prev):
            level = min(6, (1 if under.group(1)[0] == "=" else 2) + shift)
            out[-1] = "#" * level + " " + prev.strip()
            continue
        out.append(line)
    return "\n".join(out)


def _fence(text: str, lang: str = "") -> list[str]:
    """A fenced block that no backtick run in `text` can close (a result is data, not Markdown)."""
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    ticks = "`" * max(3, longest + 1)
    return [ticks + lang, text.rstrip("\n"), ticks]


def _tool_call_lines(calls: Any) -> list[str]:
    """Each tool call of an answer: server.tool, whether it ran, its arguments and result."""
    if not isinstance(calls, list) or not calls:
        return []
    out = ["**" + translate("chat", "Tool calls") + "**", ""]
    for c in calls:
        if not isinstance(c, dict):
            continue
        name = f"{c.get('server') or '?'}.{c.get('tool') or c.get('name') or '?'}"
        ran = (
            translate("chat", "ran", "a tool call")
            if c.get("ok", True)
            else translate("chat", "failed", "a tool call")
        )
        verdict = ran if c.get("allowed") else translate("chat", "not run", "a tool call")
        args = c.get("arguments")
        args_text = (
            args if isinstance(args, str) else json.dumps(args, indent=2, ensure_ascii=False)
        )
        out += [
            f"<details><summary>{html.escape(name)} ({verdict})</summary>",
            "",
            translate("chat", "Arguments:", "a tool call's"),
            "",
        ]
        out += _fence(args_text, "json")
        out += ["", translate("chat", "Result:", "a tool call's"), ""]
        out += _fence(str(c.get("result", "")), "text")
        out += ["", "</details>", ""]
    return out


def _source_line(s: dict[str, Any]) -> str:
    """'[2] report.pdf, page 2 (/full/path/report.pdf): "the snippet"'."""
    path = str(s.get("path", ""))
    where = (
        ", " + translate("chat", "page {page}").format(page=s["page"])
        if s.get("page") is not None
        else ""
    )
    loc = str(s.get("location") or "")
    if loc and not loc.startswith(("page ", "pages ")):
        where += f", {loc}"
    snippet = " ".join(str(s.get("snippet", "")).split())
    quoted = f': "{snippet}"' if snippet else ""
    return f"[{s.get('n')}] {os.path.basename(path)}{where} ({path}){quoted}"


def _quote(text: str) -> str:
    return "\n".join("> " + ln if ln else ">" for ln in text.splitlines())


def _stats_line(m: Message) -> str:
    s = m.stats
    parts = []
    if s.get("decode_tps"):
        parts.append(f"{s['decode_tps']:.1f} tok/s")
    if s.get("ttft_s") is not None:
        parts.append(f"TTFT {s['ttft_s']:.2f} s")
    if s.get("accept_len"):
        parts.append(f"accept {s['accept_len']:.2f}")
    if s.get("completion_tokens"):
        parts.append(f"{s['completion_tokens']} tokens")
    if m.status not in ("done",) and m.role == "assistant":
        parts.append(m.status)
    return " · ".join(parts)


def to_json_data(conv: Conversation) -> dict[str, Any]:
    conv.ensure_complete()  # opened with its newest page only: every branch goes out
    return {
        "format": FORMAT,
        "version": FORMAT_VERSION,
        "exported_at": time.time(),
        "conversation": {
            "id": conv.id,
            "title": conv.title,
            "titled": conv.titled,
            "pinned": conv.pinned,
            "created_at": conv.created_at,
            "updated_at": conv.updated_at,
            "system_prompt": conv.system_prompt,
            "thinking": conv.thinking,
            "sampling": conv.sampling,
            "current_leaf": conv.current_leaf,
        },
        "messages": [
            # An encrypted document's text (meta "unsaved") stays out, as it does of the history.
            {
                **{k: v for k, v in m.to_dict().items() if k != "conversation_id"},
                "meta": saved_meta(m.meta),
            }
            for m in sorted(conv.messages.values(), key=lambda m: m.created_at)
        ],
    }


def to_json(conv: Conversation) -> str:
    return json.dumps(to_json_data(conv), ensure_ascii=False, indent=2) + "\n"


@dataclass
class Imported:
    conversation: Conversation
    messages: list[Message]
    notes: list[str] = field(default_factory=list)


class ImportCancelled(Exception):
    """The user cancelled the import; nothing was written."""


# Deepest nesting accepted: an export's deepest value is ~4 levels down
# (conversations[i].messages[j].meta.sampling.top_k); much deeper is not an export, and Python's
# own JSON reader and writer recurse.
MAX_DEPTH = 32
PROGRESS_EVERY = 2000  # messages between progress reports

Progress = Callable[[float, str], None]

# The figures kept with a message (app.core.telemetry.MessageStats, plus the live rate).
STAT_NUMBERS = ("ttft_s", "decode_tps", "accept_len", "accept_rate", "duration_s", "live_tps",
                "thinking_s")  # fmt: skip
STAT_COUNTS = ("completion_tokens", "prompt_tokens", "reasoning_tokens", "verify_steps")
# Sampling override: what app.core.chat.payload turns into float()/int() for the request.
SAMPLING_RANGES: dict[str, tuple[type, float, float]] = {
    "temperature": (float, 0.0, 100.0),
    "top_p": (float, 0.0, 1.0),
    "top_k": (int, -1, 1e9),
    "max_tokens": (int, 0, 1e9),
}


def _show(value: Any) -> str:
    """A value as the user wrote it (short)."""
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list):
        return "a list"
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 40 else text[:39] + "…"


def _type_name(types: type | tuple[type, ...]) -> str:
    names = {str: "a string", bool: "true or false", dict: "an object", list: "a list",
             int: "a whole number", float: "a number", type(None): "null"}  # fmt: skip
    if isinstance(types, type):
        return names.get(types, types.__name__)
    if set(types) >= {int, float}:
        rest = [names.get(t, t.__name__) for t in types if t not in (int, float)]
        return " or ".join(["a number", *rest])
    return " or ".join(names.get(t, t.__name__) for t in types)


def _check(value: Any, types: type | tuple[type, ...], where: str, problems: list[str]) -> bool:
    wanted = types if isinstance(types, tuple) else (types,)
    ok = isinstance(value, wanted)
    if isinstance(value, bool) and bool not in wanted:
        ok = False  # JSON true is not a number
    if ok and isinstance(value, float) and not math.isfinite(value):
        ok = False  # NaN / Infinity (Python's reader accepts them)
    if not ok:
        problems.append(f"{where}: expected {_type_name(types)}, got {_show(value)}")
    return ok


def _check_number(
    value: Any, kind: type, lo: float, hi: float, where: str, problems: list[str]
) -> bool:
    if not _check(value, int if kind is int else (int, float), where, problems):
        return False
    if not lo <= value <= hi:
        problems.append(f"{where}: expected a value from {lo:g} to {hi:g}, got {_show(value)}")
        return False
    return True


def _too_deep(data: Any) -> str | None:
    """The JSON path of the first value nested deeper than MAX_DEPTH, or None (no recursion)."""
    stack: list[tuple[Any, int, Any]] = [(data, 0, None)]
    while stack:
        value, depth, link = stack.pop()
        if depth > MAX_DEPTH:
            parts = []
            while link is not None:
                link, key = link
                parts.append(f"[{key}]" if isinstance(key, int) else f".{key}")
            return "".join(reversed(parts)).lstrip(".") or "top level"
        items = value.items() if isinstance(value, dict) else enumerate(value)
        for key, child in items:
            if isinstance(child, (dict, list)):
                stack.append((child, depth + 1, (link, key)))
    return None


def from_json(
    text: str | bytes,
    existing_ids: set[str] | None = None,
    existing_messages: set[str] | None = None,
    *,
    progress: Progress | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> list[Imported]:
    """Parse and validate an export (one conversation, or {"conversations": [...]}).

    Linear in the size of the file; meant to run off the GUI thread: `progress(fraction, what)`
    is called from the calling thread, and `cancelled()` is polled (ImportCancelled).
    """
    say = progress or (lambda _f, _w: None)
    say(0.0, translate("chat", "Reading the file…"))
    try:
        data = json.loads(text)
    except RecursionError as exc:
        raise ImportProblem([f"top level: nested deeper than {MAX_DEPTH} levels"]) from exc
    except (ValueError, UnicodeDecodeError) as exc:
        raise ImportProblem([translate("chat", "not JSON: {error}").format(error=exc)]) from exc
    where = _too_deep(data)
    if where is not None:
        raise ImportProblem([f"{where}: nested deeper than {MAX_DEPTH} levels"])
    if isinstance(data, dict) and isinstance(data.get("conversations"), list):
        items = data["conversations"]
        wheres = [f"conversations[{i}]" for i in range(len(items))]
    else:
        items, wheres = [data], [""]
    total = sum(
        len(it["messages"])
        for it in items
        if isinstance(it, dict) and isinstance(it.get("messages"), list)
    )
    counter = _Counter(max(1, total), say, cancelled)
    problems: list[str] = []
    out: list[Imported] = []
    taken = set(existing_ids or ())
    taken_msgs = set(existing_messages or ())
    for item, where in zip(items, wheres, strict=True):
        got = _one(item, where, problems, taken, taken_msgs, counter)
        if got is not None:
            out.append(got)
    if problems:
        raise ImportProblem(problems)
    if not out:
        raise ImportProblem([translate("chat", "the file holds no conversation")])
    say(1.0, translate("chat", "Checked", "an import's file"))
    return out


class _Counter:
    """Counts checked messages; reports progress and honours a cancel every PROGRESS_EVERY."""

    def __init__(self, total: int, say: Progress, cancelled: Callable[[], bool] | None) -> None:
        self.total = total
        self.done = 0
        self.say = say
        self.cancelled = cancelled

    def tick(self) -> None:
        self.done += 1
        if self.done % PROGRESS_EVERY == 0:
            if self.cancelled is not None and self.cancelled():
                raise ImportCancelled
            said = translate("chat", "Checked {done} of {total} messages").format(
                done=grouped(self.done), total=grouped(self.total)
            )
            self.say(0.9 * self.done / self.total, said)


def _check_sampling(value: Any, where: str, problems: list[str], nullable: bool) -> None:
    if not _check(value, dict, where, problems):
        return
    for key, (kind, lo, hi) in SAMPLING_RANGES.items():
        if key in value and not (nullable and value[key] is None):
            _check_number(value[key], kind, lo, hi, f"{where}.{key}", problems)


def _check_stats(value: Any, where: str, problems: list[str]) -> None:
    if not _check(value, dict, where, problems):
        return
    for key in STAT_NUMBERS:
        if value.get(key) is not None:
            _check(value[key], (int, float), f"{where}.{key}", problems)
    for key in STAT_COUNTS:
        if value.get(key) is not None:
            _check_number(value[key], int, 0, 1e15, f"{where}.{key}", problems)
    if value.get("finish_reason") is not None:
        _check(value["finish_reason"], str, f"{where}.finish_reason", problems)


def _check_meta(value: Any, where: str, problems: list[str]) -> None:
    if not _check(value, dict, where, problems):
        return
    if "attachments" in value and _check(value["attachments"], list, f"{where}.attachments",
                                          problems):  # fmt: skip
        for i, name in enumerate(value["attachments"]):
            _check(name, str, f"{where}.attachments[{i}]", problems)
    if "thinking" in value:
        _check(value["thinking"], bool, f"{where}.thinking", problems)
    if "sampling" in value:
        _check_sampling(value["sampling"], f"{where}.sampling", problems, nullable=True)
    if TOOL_CALLS in value and _check(value[TOOL_CALLS], list, f"{where}.{TOOL_CALLS}", problems):
        for i, call in enumerate(value[TOOL_CALLS]):
            cw = f"{where}.{TOOL_CALLS}[{i}]"
            if not _check(call, dict, cw, problems):
                continue
            for key, types in (("server", str), ("tool", str), ("result", str), ("allowed", bool)):
                if key in call:
                    _check(call[key], types, f"{cw}.{key}", problems)


def _one(
    data: Any,
    where: str,
    problems: list[str],
    taken: set[str],
    taken_msgs: set[str],
    counter: _Counter,
) -> Imported | None:
    pre = f"{where}." if where else ""
    n0 = len(problems)
    if not isinstance(data, dict):
        problems.append(f"{where or 'top level'}: expected an object, got {_show(data)}")
        return None
    if data.get("format") != FORMAT:
        problems.append(f"{pre}format: expected {FORMAT!r}, got {_show(data.get('format'))}")
        return None
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version > FORMAT_VERSION:
        problems.append(
            f"{pre}version: this Ling Desk reads version {FORMAT_VERSION}, got {_show(version)}"
        )
        return None
    c: Any = data.get("conversation")  # checked next: a dict, or nothing is read
    if not _check(c, dict, f"{pre}conversation", problems):
        return None
    raw_msgs: Any = data.get("messages")  # checked next, as `c`
    if not _check(raw_msgs, list, f"{pre}messages", problems):
        return None
    notes: list[str] = []
    title = c.get("title", "Imported chat")
    _check(title, str, f"{pre}conversation.title", problems)
    for key, types in (
        ("id", (str, type(None))),
        ("system_prompt", str),
        ("thinking", bool),
        ("titled", bool),
        ("pinned", bool),
        ("current_leaf", (str, type(None))),
        ("created_at", (int, float)),
        ("updated_at", (int, float)),
    ):
        if key in c:
            _check(c[key], types, f"{pre}conversation.{key}", problems)
    if "sampling" in c:
        _check_sampling(c["sampling"], f"{pre}conversation.sampling", problems, nullable=False)
    msgs: list[Message] = []
    places: list[int] = []  # each kept message's index in the file
    ids: set[str] = set()
    now = time.time()
    for i, m in enumerate(raw_msgs):
        counter.tick()
        mw = f"{pre}messages[{i}]"
        if not _check(m, dict, mw, problems):
            continue
        ok = True
        for key, types, required in (
            ("id", str, True),
            ("role", str, True),
            ("content", str, True),
            ("parent_id", (str, type(None)), False),
            ("reasoning", str, False),
            ("status", str, False),
            ("error", str, False),
            ("created_at", (int, float), False),
            ("updated_at", (int, float), False),
        ):
            if key not in m:
                if required:
                    problems.append(f"{mw}.{key}: missing")
                    ok = False
                continue
            ok &= _check(m[key], types, f"{mw}.{key}", problems)
        n_before = len(problems)
        if "stats" in m:
            _check_stats(m["stats"], f"{mw}.stats", problems)
        if "meta" in m:
            _check_meta(m["meta"], f"{mw}.meta", problems)
        if not ok or len(problems) > n_before:
            continue
        if m["role"] not in ROLES:
            problems.append(
                f"{mw}.role: expected one of {', '.join(ROLES)}, got {_show(m['role'])}"
            )
            continue
        status = m.get("status", "done")
        if status not in STATUSES:
            problems.append(f"{mw}.status: unknown status {_show(status)}")
            continue
        if m["id"] in ids:
            problems.append(f"{mw}.id: {_show(m['id'])} appears twice")
            continue
        ids.add(m["id"])
        places.append(i)
        msgs.append(
            Message(
                id=m["id"],
                conversation_id="",
                parent_id=m.get("parent_id"),
                role=m["role"],
                content=m["content"],
                reasoning=m.get("reasoning", ""),
                status=status if status not in ("streaming", "queued") else "interrupted",
                error=m.get("error", ""),
                stats=m.get("stats", {}),
                meta=m.get("meta", {}),
                created_at=float(m.get("created_at", now + i * 1e-3)),
                updated_at=float(m.get("updated_at", now)),
            )
        )
    for i, m in zip(places, msgs, strict=True):
        if m.parent_id is not None and m.parent_id not in ids:
            problems.append(
                f"{pre}messages[{i}].parent_id: {_show(m.parent_id)} is not in the file"
            )
    loop = _loop_at(msgs)
    if loop is not None:
        problems.append(f"{pre}messages: the parent links form a loop (through id {loop!r})")
    if len(problems) > n0:
        return None
    conv_id = c.get("id") if isinstance(c.get("id"), str) and c.get("id") else new_id()
    if conv_id in taken:
        notes.append(
            translate("chat", "“{title}” is already in the history: imported as a copy").format(
                title=title
            )
        )
        conv_id = new_id()
    taken.add(conv_id)
    remap = {}
    for m in msgs:
        remap[m.id] = new_id() if m.id in taken_msgs else m.id
    conv = Conversation(
        id=conv_id,
        title=title or "Imported chat",
        titled=bool(c.get("titled", True)),
        pinned=bool(c.get("pinned", False)),
        created_at=float(c.get("created_at", now)),
        updated_at=float(c.get("updated_at", now)),
        system_prompt=c.get("system_prompt", ""),
        thinking=c.get("thinking", True),
        sampling=c.get("sampling", {}),
        current_leaf=remap.get(c.get("current_leaf")) if c.get("current_leaf") else None,
    )
    for m in msgs:
        m.id = remap[m.id]
        m.parent_id = remap[m.parent_id] if m.parent_id else None
        m.conversation_id = conv_id
        taken_msgs.add(m.id)
    conv.set_messages(msgs)
    return Imported(conv, msgs, notes)


def _loop_at(msgs: list[Message]) -> str | None:
    """A message id on a loop of parent links, or None. Linear: each message is walked once."""
    parent = {m.id: m.parent_id for m in msgs}
    state: dict[str, int] = {}  # 1: on the path being walked, 2: known to reach a root
    for start in parent:
        path = []
        node: str | None = start
        while node is not None and node in parent and node not in state:
            state[node] = 1
            path.append(node)
            node = parent[node]
        if node is not None and state.get(node) == 1:
            return node
        for n in path:
            state[n] = 2
    return None

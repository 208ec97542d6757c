"""Export a conversation to Markdown (the thread shown) or JSON (the whole tree); import JSON.

Import validates everything before anything is written and names each problem by its place
(`messages[3].role: ...`); an import never overwrites: a conversation or message id that is
already in the history gets a fresh id, so the copy sits beside the original.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from typing import Any

from app.core.chat.model import ROLES, STATUSES, Conversation, Message, new_id

FORMAT = "ling-desk.conversation"
FORMAT_VERSION = 1


class ImportProblem(ValueError):
    """The file cannot be imported; `problems` lists every reason found."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        shown = problems[:12] + (
            [f"... and {len(problems) - 12} more"] if len(problems) > 12 else []
        )
        super().__init__("This file cannot be imported:\n- " + "\n- ".join(shown))


def _fmt_time(t: float) -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(t))


def to_markdown(conv: Conversation, *, include_thinking: bool = True) -> str:
    lines = [f"# {conv.title}", "", f"_Exported from Ling Desk on {_fmt_time(time.time())}._", ""]
    if conv.system_prompt.strip():
        lines += ["**System prompt**", "", _quote(conv.system_prompt), ""]
    for m in conv.thread():
        who = {"user": "You", "assistant": "Ling", "system": "System"}[m.role]
        lines += [f"## {who}", ""]
        if include_thinking and m.reasoning.strip():
            lines += [
                "<details><summary>Thinking</summary>",
                "",
                m.reasoning.strip(),
                "",
                "</details>",
                "",
            ]
        lines += [m.content.rstrip() or "_(no text)_", ""]
        note = _stats_line(m)
        if note:
            lines += [f"<sub>{note}</sub>", ""]
    return "\n".join(lines).rstrip() + "\n"


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
    return {
        "format": FORMAT,
        "version": FORMAT_VERSION,
        "exported_at": time.time(),
        "conversation": {
            "id": conv.id,
            "title": conv.title,
            "titled": conv.titled,
            "created_at": conv.created_at,
            "updated_at": conv.updated_at,
            "system_prompt": conv.system_prompt,
            "thinking": conv.thinking,
            "sampling": conv.sampling,
            "current_leaf": conv.current_leaf,
        },
        "messages": [
            {k: v for k, v in m.to_dict().items() if k != "conversation_id"}
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


def _check(value: Any, types: type | tuple[type, ...], where: str, problems: list[str]) -> bool:
    if isinstance(value, bool) and types in (int, float, (int, float)):
        problems.append(f"{where}: expected a number, got {value!r}")
        return False
    if not isinstance(value, types):
        name = types.__name__ if isinstance(types, type) else "/".join(t.__name__ for t in types)
        problems.append(f"{where}: expected {name}, got {type(value).__name__}")
        return False
    return True


def from_json(
    text: str | bytes,
    existing_ids: set[str] | None = None,
    existing_messages: set[str] | None = None,
) -> list[Imported]:
    """Parse and validate an export (one conversation, or {"conversations": [...]})."""
    try:
        data = json.loads(text)
    except (ValueError, UnicodeDecodeError) as exc:
        raise ImportProblem([f"not JSON: {exc}"]) from exc
    if isinstance(data, dict) and isinstance(data.get("conversations"), list):
        items = data["conversations"]
        wheres = [f"conversations[{i}]" for i in range(len(items))]
    else:
        items, wheres = [data], [""]
    problems: list[str] = []
    out: list[Imported] = []
    taken = set(existing_ids or ())
    taken_msgs = set(existing_messages or ())
    for item, where in zip(items, wheres, strict=True):
        got = _one(item, where, problems, taken, taken_msgs)
        if got is not None:
            out.append(got)
    if problems:
        raise ImportProblem(problems)
    if not out:
        raise ImportProblem(["the file holds no conversation"])
    return out


def _one(
    data: Any, where: str, problems: list[str], taken: set[str], taken_msgs: set[str]
) -> Imported | None:
    pre = f"{where}." if where else ""
    n0 = len(problems)
    if not isinstance(data, dict):
        problems.append(f"{where or 'top level'}: expected an object, got {type(data).__name__}")
        return None
    if data.get("format") != FORMAT:
        problems.append(f"{pre}format: expected {FORMAT!r}, got {data.get('format')!r}")
        return None
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version > FORMAT_VERSION:
        problems.append(
            f"{pre}version: this Ling Desk reads version {FORMAT_VERSION}, got {version!r}"
        )
        return None
    c = data.get("conversation")
    if not _check(c, dict, f"{pre}conversation", problems):
        return None
    raw_msgs = data.get("messages")
    if not _check(raw_msgs, list, f"{pre}messages", problems):
        return None
    notes: list[str] = []
    title = c.get("title", "Imported chat")
    _check(title, str, f"{pre}conversation.title", problems)
    for key, types in (
        ("system_prompt", str),
        ("thinking", bool),
        ("sampling", dict),
        ("created_at", (int, float)),
        ("updated_at", (int, float)),
    ):
        if key in c:
            _check(c[key], types, f"{pre}conversation.{key}", problems)
    msgs: list[Message] = []
    ids: set[str] = set()
    for i, m in enumerate(raw_msgs):
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
            ("stats", dict, False),
            ("meta", dict, False),
            ("created_at", (int, float), False),
            ("updated_at", (int, float), False),
        ):
            if key not in m:
                if required:
                    problems.append(f"{mw}.{key}: missing")
                    ok = False
                continue
            ok &= _check(m[key], types, f"{mw}.{key}", problems)
        if not ok:
            continue
        if m["role"] not in ROLES:
            problems.append(f"{mw}.role: expected one of {', '.join(ROLES)}, got {m['role']!r}")
            continue
        status = m.get("status", "done")
        if status not in STATUSES:
            problems.append(f"{mw}.status: unknown status {status!r}")
            continue
        if m["id"] in ids:
            problems.append(f"{mw}.id: {m['id']!r} appears twice")
            continue
        ids.add(m["id"])
        now = time.time()
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
    for i, m in enumerate(msgs):
        if m.parent_id is not None and m.parent_id not in ids:
            problems.append(f"{pre}messages[{i}].parent_id: {m.parent_id!r} is not in the file")
    if _has_cycle(msgs):
        problems.append(f"{pre}messages: the parent links form a loop")
    if len(problems) > n0:
        return None
    conv_id = c.get("id") if isinstance(c.get("id"), str) and c.get("id") else new_id()
    if conv_id in taken:
        notes.append(f"'{title}' is already in the history: imported as a copy")
        conv_id = new_id()
    taken.add(conv_id)
    remap = {}
    for m in msgs:
        remap[m.id] = new_id() if m.id in taken_msgs else m.id
    conv = Conversation(
        id=conv_id,
        title=title or "Imported chat",
        titled=bool(c.get("titled", True)),
        created_at=float(c.get("created_at", time.time())),
        updated_at=float(c.get("updated_at", time.time())),
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


def _has_cycle(msgs: list[Message]) -> bool:
    parent = {m.id: m.parent_id for m in msgs}
    for start in parent:
        seen = set()
        node: str | None = start
        while node is not None:
            if node in seen:
                return True
            seen.add(node)
            node = parent.get(node)
    return False

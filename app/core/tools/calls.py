"""Tool-call plumbing, independent of the UI: schemas to OpenAI `tools`, streamed `tool_calls`
assembled, arguments checked, permissions.

Streaming shape built to SGLang 0.5.23 (serving_chat.py, `_process_tool_call_stream` and
`_check_for_unstreamed_tool_args`): per call, a first delta `{"index": i, "id": "call_...",
"type": "function", "function": {"name": N, "arguments": ""}}`, then deltas with `id` and `name`
null and `arguments` fragments, for the same `index`; the choice ends with `finish_reason:
"tool_calls"`. Non-streamed, `message.tool_calls` holds the complete calls.

Arguments are checked with jsonschema (a dependency of the mcp SDK), against the tool's own
input schema.
"""

from __future__ import annotations

import enum
import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from app.core.tools.host import ToolSpec

_INVALID = re.compile(r"[^A-Za-z0-9_-]+")
_MAX_NAME = 64  # OpenAI's function-name limit: ^[a-zA-Z0-9_-]{1,64}$


# --- the catalog: MCP tools as OpenAI tools ------------------------------------------------


@dataclass
class ToolCatalog:
    """The tools offered in one request, by their OpenAI name (`server__tool`)."""

    by_name: dict[str, ToolSpec] = field(default_factory=dict)
    # Tools not offered, and why (a broken schema): for Settings and the log.
    left_out: list[tuple[ToolSpec, str]] = field(default_factory=list)

    @classmethod
    def build(cls, specs: Iterable[ToolSpec]) -> ToolCatalog:
        cat = cls()
        for spec in specs:
            if spec.problem:
                cat.left_out.append((spec, spec.problem))
                continue
            base = f"{_clean(spec.server)}__{_clean(spec.name)}"[:_MAX_NAME]
            name, n = base, 2
            while name in cat.by_name:
                suffix = f"_{n}"
                name, n = base[: _MAX_NAME - len(suffix)] + suffix, n + 1
            cat.by_name[name] = spec
        return cat

    def openai_tools(self) -> list[dict[str, Any]]:
        return [
            {
                "type": "function",
                "function": {
                    "name": name,
                    "description": spec.description or f"{spec.name} (from {spec.server})",
                    "parameters": spec.input_schema or {"type": "object", "properties": {}},
                },
            }
            for name, spec in self.by_name.items()
        ]

    def lookup(self, name: str) -> ToolSpec | None:
        return self.by_name.get(name)


def _clean(text: str) -> str:
    return _INVALID.sub("_", text).strip("_") or "tool"


# --- assembling streamed tool_calls --------------------------------------------------------


@dataclass
class AssembledCall:
    id: str
    name: str
    arguments: str  # the JSON text as the model wrote it

    def as_message_entry(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "type": "function",
            "function": {"name": self.name, "arguments": self.arguments},
        }


class ToolCallAssembler:
    """Feed it every delta's `tool_calls` list (or a full message's); `calls()` gives them whole."""

    def __init__(self) -> None:
        self._parts: dict[int, dict[str, Any]] = {}

    def feed(self, tool_calls: list[dict[str, Any]] | None) -> None:
        for pos, tc in enumerate(tool_calls or []):
            if not isinstance(tc, dict):
                continue
            index = tc.get("index")
            if not isinstance(index, int):
                index = pos  # a non-streamed list may carry no index
            part = self._parts.setdefault(index, {"id": None, "name": "", "arguments": ""})
            if tc.get("id"):
                part["id"] = tc["id"]
            fn = tc.get("function") or {}
            if fn.get("name") and not part["name"]:
                part["name"] = fn["name"]
            if isinstance(fn.get("arguments"), str):
                part["arguments"] += fn["arguments"]
            elif isinstance(fn.get("arguments"), dict):  # some servers send an object
                part["arguments"] += json.dumps(fn["arguments"])

    def feed_chunk(self, chunk: dict[str, Any]) -> None:
        """One raw streamed chunk (or a non-streamed response): its first choice's calls."""
        for choice in chunk.get("choices") or []:
            if choice.get("index", 0) != 0:
                continue
            msg = choice.get("delta") or choice.get("message") or {}
            self.feed(msg.get("tool_calls"))

    def calls(self) -> list[AssembledCall]:
        out = []
        for n, index in enumerate(sorted(self._parts)):
            p = self._parts[index]
            out.append(AssembledCall(p["id"] or f"call_{n}", p["name"], p["arguments"]))
        return out

    def __bool__(self) -> bool:
        return bool(self._parts)


# --- arguments --------------------------------------------------------------------------------


def parse_arguments(call: AssembledCall, spec: ToolSpec) -> tuple[dict[str, Any] | None, str]:
    """The arguments as an object, or None and a message for the model (as the tool's result)."""
    text = call.arguments.strip()
    if not text:
        args: Any = {}
    else:
        try:
            args = json.loads(text)
        except json.JSONDecodeError as exc:
            return None, (
                f"Not run: the arguments for {call.name} are not valid JSON ({exc.msg} at "
                f"character {exc.pos}). Send a JSON object matching the tool's parameters."
            )
    if not isinstance(args, dict):
        return None, f"Not run: the arguments for {call.name} must be a JSON object."
    import jsonschema  # here, as host.py imports the MCP SDK: when a tool is called

    try:
        validator_cls = jsonschema.validators.validator_for(spec.input_schema)
        errors = sorted(
            validator_cls(spec.input_schema).iter_errors(args), key=lambda e: list(e.path)
        )
    except jsonschema.SchemaError as exc:  # listed as valid; defensive
        return None, f"Not run: the tool's schema is broken ({exc.message[:200]})."
    if errors:
        lines = []
        for err in errors[:5]:
            where = "/".join(str(p) for p in err.path)
            lines.append(f"{where}: {err.message}" if where else err.message)
        return None, (
            f"Not run: the arguments for {call.name} do not match its parameters: "
            + "; ".join(lines)
        )
    return args, ""


def unknown_tool_message(name: str, catalog: ToolCatalog) -> str:
    names = ", ".join(sorted(catalog.by_name)) or "none"
    return f"Not run: there is no tool named {name!r}. The tools available are: {names}."


# --- permissions ------------------------------------------------------------------------------


class Decision(enum.StrEnum):
    ALLOW_ONCE = "allow_once"
    ALWAYS = "always"
    DENY = "deny"


class Permissions:
    """The tools the user chose "Always allow" for, as "server.tool" strings the app saves.

    Only the user's decision changes it (`record`, `revoke`): the loop gives a tool's result to
    the model and to nothing else, so a result can never grant itself a permission.
    """

    def __init__(self, always: Iterable[str] = ()) -> None:
        self._always: set[str] = {str(a) for a in always}

    @staticmethod
    def key(server: str, tool: str) -> str:
        return f"{server}.{tool}"

    def allowed_always(self, server: str, tool: str) -> bool:
        return self.key(server, tool) in self._always

    def record(self, server: str, tool: str, decision: Decision) -> None:
        if decision == Decision.ALWAYS:
            self._always.add(self.key(server, tool))

    def revoke(self, server: str, tool: str) -> None:
        self._always.discard(self.key(server, tool))

    def to_data(self) -> list[str]:
        return sorted(self._always)

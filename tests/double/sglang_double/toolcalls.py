"""Tool calls as Ling writes them and as SGLang 0.5.23 hands them out.

Ling writes a call in the GLM-4.5 XML of function_call/ling3_detector.py::

    <tool_call>NAME
    <arg_key>K</arg_key>
    <arg_value>V</arg_value>
    </tool_call>

With ``--tool-call-parser ling3`` (and ``tool_choice`` not "none") serving_chat.py turns it into
OpenAI ``tool_calls``: ids ``call_`` + 24 hex (``_process_tool_call_id``), arguments a JSON object
written with ``json.dumps(..., ensure_ascii=False)`` (glm4_moe_detector.py), finish_reason
"tool_calls". Without a parser the XML is plain ``content`` and finish_reason "stop". A
"required" or named ``tool_choice`` is constrained to a JSON array and parsed parser or not
(``_process_tool_calls``), so it always comes back structured.

Which call the "model" makes is deterministic: a named ``tool_choice``, else the tool named by a
``DOUBLE_TOOL_CALL NAME`` marker in the last user message (any name, so a test can make the model
call a tool that does not exist), else the first tool; arguments from ``DOUBLE_TOOL_ARGS {json}``
in that message, else one simple value per required property of the tool's schema.
``DOUBLE_NO_TOOL`` answers in text. When the last message is a tool result the model answers in
text, quoting the start of that result, so a tool loop ends.
"""

from __future__ import annotations

import json
import re
import uuid
from dataclasses import dataclass
from typing import Any

_CALL_RE = re.compile(r"DOUBLE_TOOL_CALL\s+([^\s]+)")
_ARGS_RE = re.compile(r"DOUBLE_TOOL_ARGS\s+(\{.*\})", re.DOTALL)
QUOTE_CHARS = 80


@dataclass
class Call:
    name: str
    arguments: dict[str, Any]

    def xml(self) -> str:
        """The raw completion: what the parser reads, or what the user sees without one."""
        parts = [f"<tool_call>{self.name}\n"]
        for key, value in self.arguments.items():
            text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
            parts.append(f"<arg_key>{key}</arg_key>\n<arg_value>{text}</arg_value>\n")
        parts.append("</tool_call>")
        return "".join(parts)

    def arguments_json(self) -> str:
        return json.dumps(self.arguments, ensure_ascii=False)


def new_call_id() -> str:
    return f"call_{uuid.uuid4().hex[:24]}"  # serving_chat.py _process_tool_call_id


def _text(content: Any) -> str:
    if isinstance(content, list):
        return " ".join(p.get("text", "") for p in content if isinstance(p, dict))
    return content if isinstance(content, str) else ""


def _simple_value(schema: Any, key: str) -> Any:
    kind = schema.get("type") if isinstance(schema, dict) else None
    if isinstance(kind, list):
        kind = next((k for k in kind if k != "null"), "string")
    if isinstance(schema, dict) and schema.get("enum"):
        return schema["enum"][0]
    return {
        "integer": 1,
        "number": 1,
        "boolean": True,
        "array": [],
        "object": {},
    }.get(kind, f"sample {key}")


def _required_args(tool: dict[str, Any]) -> dict[str, Any]:
    params = (tool.get("function") or {}).get("parameters") or {}
    props = params.get("properties") or {} if isinstance(params, dict) else {}
    required = params.get("required") or [] if isinstance(params, dict) else []
    return {k: _simple_value(props.get(k), k) for k in required if isinstance(k, str)}


def choose(body: dict[str, Any], messages: list[dict[str, Any]]) -> Call | None:
    """The call the model makes for this request, or None for a text answer."""
    tools = [t for t in body.get("tools") or [] if isinstance(t, dict)]
    choice = body.get("tool_choice", "auto")
    if not tools or choice == "none" or not messages:
        return None
    if messages[-1].get("role") == "tool":
        return None
    last_user = next(
        (_text(m.get("content")) for m in reversed(messages) if m.get("role") == "user"), ""
    )
    by_name = {(t.get("function") or {}).get("name"): t for t in tools}
    if isinstance(choice, dict):
        name = (choice.get("function") or {}).get("name")
    elif "DOUBLE_NO_TOOL" in last_user and choice != "required":
        return None
    elif m := _CALL_RE.search(last_user):
        name = m.group(1)
    else:
        name = (tools[0].get("function") or {}).get("name")
    if not isinstance(name, str) or not name:
        return None
    if m := _ARGS_RE.search(last_user):
        try:
            args = json.loads(m.group(1))
        except ValueError:
            args = {}
        args = args if isinstance(args, dict) else {}
    else:
        args = _required_args(by_name.get(name) or {})
    return Call(name, args)


def constrained(body: dict[str, Any]) -> bool:
    """'required' or a named function: SGLang constrains and parses the call without a parser."""
    choice = body.get("tool_choice", "auto")
    return choice == "required" or isinstance(choice, dict)


def answer_after_result(messages: list[dict[str, Any]]) -> str | None:
    """After a tool result the model answers in text that quotes the result's start."""
    if not messages or messages[-1].get("role") != "tool":
        return None
    result = " ".join(_text(messages[-1].get("content")).split())
    quoted = result[:QUOTE_CHARS] + ("..." if len(result) > QUOTE_CHARS else "")
    return f'The tool returned: "{quoted}". That answers the question.'

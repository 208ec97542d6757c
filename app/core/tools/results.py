"""A tool's result as the plain text the model and the card see: capped, non-text summarized.

A result is data, shown as plain text (never HTML) and never read as an instruction by the app.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from app.core.units import human_bytes
from app.core.words import translate

RESULT_CAP = 16 * 1024  # characters: enough for a file or a page, small against the context


@dataclass(frozen=True)
class ToolOutcome:
    """What a call gave: `ok` False for an error the model should read as the tool's result."""

    ok: bool
    text: str


def cap_text(text: str, cap: int = RESULT_CAP) -> str:
    if len(text) <= cap:
        return text
    return f"{text[:cap]}\n… {len(text) - cap} more characters"


def _size(b64: str) -> str:
    n = len(b64) * 3 // 4 - b64[-2:].count("=") if b64 else 0
    return human_bytes(n)


def _part_text(part: Any) -> str:
    kind = getattr(part, "type", None)
    if kind == "text":
        return str(part.text)
    if kind in ("image", "audio"):
        return f"[{part.mime_type or kind}, {_size(part.data or '')}]"
    if kind == "resource":
        res = part.resource
        text = getattr(res, "text", None)
        if text is not None:
            return f"[resource {res.uri}]\n{text}"
        return (
            f"[resource {res.uri}: {res.mime_type or 'binary'}, {_size(getattr(res, 'blob', ''))}]"
        )
    if kind == "resource_link":
        return f"[link {part.uri}{': ' + part.name if getattr(part, 'name', None) else ''}]"
    return f"[{kind or 'unknown'} content]"


def format_result(result: Any, cap: int = RESULT_CAP) -> ToolOutcome:
    """An MCP CallToolResult as capped plain text."""
    parts = [_part_text(p) for p in (getattr(result, "content", None) or [])]
    text = "\n".join(parts)
    if not text and getattr(result, "structured_content", None) is not None:
        import json

        text = json.dumps(result.structured_content, ensure_ascii=False)
    is_error = bool(getattr(result, "is_error", False))
    if is_error:
        text = translate("tools", "The tool reported an error: {text}").format(
            text=text or translate("tools", "(no details)")
        )
    return ToolOutcome(not is_error, cap_text(text, cap))

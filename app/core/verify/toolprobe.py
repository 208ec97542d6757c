"""Tool calling proven at start: one request with one trivial tool must come back as a
structured `tool_calls` entry.

With `tool_choice: "auto"`, the way a chat calls tools: SGLang constrains "required" and named
choices to JSON and parses them itself, parser or not (serving_chat.py), so only "auto" shows
whether `--tool-call-parser` works. Without a working parser Ling's call comes back as
`<tool_call>...</tool_call>` text in the content: a warning (chatting still works), never a
failure of `check`'s exit status.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

from app.core.engine.client import EngineClient, EngineHTTPError
from app.core.verify.verdict import TITLES, TOOL_CALLS, Status, Verdict
from app.core.words import QT_TRANSLATE_NOOP, translate

TITLE = TITLES[TOOL_CALLS]
PROBE_TOOL = "get_current_time"

_FIX = QT_TRANSLATE_NOOP(
    "verify",
    "Restart the engine from Ling Desk, which starts it with Ling's tool-call parser; until then "
    "the chat says tools are unavailable instead of showing the raw call.",
)
_FIX_DETAIL = QT_TRANSLATE_NOOP(
    "verify",
    "The engine needs --tool-call-parser ling3 (SGLang 0.5.23's parser for Ling's <tool_call> "
    "format); an attached engine must be started with it.",
)
MAYBE_UNAVAILABLE = QT_TRANSLATE_NOOP(
    "verify", "Tools may be unavailable; the engine log may say why."
)


def probe_payload(model: str | None = None) -> dict[str, Any]:
    body: dict[str, Any] = {
        "messages": [{"role": "user", "content": "What time is it now? Use the tool to find out."}],
        "tools": [
            {
                "type": "function",
                "function": {
                    "name": PROBE_TOOL,
                    "description": "Returns the current local time.",
                    "parameters": {"type": "object", "properties": {}},
                },
            }
        ],
        "tool_choice": "auto",
        "temperature": 0,
        "max_tokens": 256,
    }
    if model:
        body["model"] = model
    return body


def classify(response: dict[str, Any], duration_s: float | None = None) -> Verdict:
    """The verdict for one non-streamed response to probe_payload()."""
    choices = response.get("choices") or [{}]
    choice = choices[0] if isinstance(choices[0], dict) else {}
    message = choice.get("message") or {}
    finish = choice.get("finish_reason")
    calls = message.get("tool_calls") or []
    content = message.get("content") or ""
    names = [(c.get("function") or {}).get("name") for c in calls if isinstance(c, dict)]
    if names:
        status = Status.PASS if PROBE_TOOL in names else Status.WARN
        summary = (
            translate("verify", "Tool calls come back structured.")
            if status == Status.PASS
            else translate(
                "verify", "A structured call came back, but for {name}, not {wanted}."
            ).format(name=repr(names[0]), wanted=repr(PROBE_TOOL))
        )
        return _verdict(
            status,
            summary,
            [f"tool_calls[0].function.name = {names[0]!r}", f"finish_reason = {finish!r}"],
            duration_s=duration_s,
        )
    if "<tool_call>" in content or "</tool_call>" in content:
        return _verdict(
            Status.WARN,
            translate(
                "verify",
                "Tool calls come back as raw <tool_call> text: the engine runs without a working "
                "tool-call parser, so tools are unavailable (chatting still works).",
            ),
            [f"content = {content[:160]!r}", f"finish_reason = {finish!r}"],
            translate("verify", _FIX),
            translate("verify", _FIX_DETAIL),
            duration_s,
        )
    return _verdict(
        Status.WARN,
        translate(
            "verify",
            "The model answered without calling the probe's tool, so tool calling is not proven.",
        ),
        [f"content = {content[:160]!r}", f"finish_reason = {finish!r}"],
        translate("verify", "Tools may still work; try one in the chat."),
        "",
        duration_s,
    )


async def probe_tool_calls(
    client: EngineClient, model: str | None = None, *, timeout_s: float = 120.0
) -> Verdict:
    """Send the probe to a ready engine and judge its answer."""
    t0 = time.monotonic()
    try:
        # The client's chat has no read limit (an answer may think for long); this probe's
        # answer is a few tokens, so a frozen engine must not hold it forever.
        async with asyncio.timeout(timeout_s):
            response = await client.chat(probe_payload(model))
    except TimeoutError:
        return _verdict(
            Status.WARN,
            translate("verify", "The tool-call probe got no answer within {seconds} s.").format(
                seconds=f"{timeout_s:g}"
            ),
            [],
            translate("verify", MAYBE_UNAVAILABLE),
            "",
            time.monotonic() - t0,
        )
    except EngineHTTPError as exc:
        return _verdict(
            Status.WARN,
            translate("verify", "The tool-call probe got no answer: {error}").format(error=exc),
            [str(exc)],
            translate("verify", MAYBE_UNAVAILABLE),
            "",
            time.monotonic() - t0,
        )
    return classify(response, time.monotonic() - t0)


def _verdict(
    status: Status,
    summary: str,
    evidence: list[str],
    remedy: str = "",
    remedy_detail: str = "",
    duration_s: float | None = None,
) -> Verdict:
    title = translate("verify", TITLE)
    return Verdict(TOOL_CALLS, title, status, summary, evidence, remedy, duration_s, remedy_detail)


def tools_available(verdict: Verdict | None) -> bool:
    """Whether the chat may offer tools: only once the probe saw a structured call."""
    return verdict is not None and verdict.status == Status.PASS

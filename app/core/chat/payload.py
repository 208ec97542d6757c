"""A conversation thread -> the /v1/chat/completions request body (and context-size estimates)."""

from __future__ import annotations

import json
from typing import Any

from app.core.chat.docs import sent_content
from app.core.chat.model import (
    DONE,
    INTERRUPTED,
    STOPPED,
    STREAMING,
    TOOL_CALLS,
    Conversation,
    Message,
)
from app.core.recipe import SERVED_MODEL_NAME
from app.core.settings import Sampling

SAMPLING_KEYS = ("temperature", "top_p", "top_k", "max_tokens")
# Rough characters per token for text the engine has not counted yet (English and code).
CHARS_PER_TOKEN = 3.6


def sampling_defaults(sampling: Sampling) -> dict[str, Any]:
    return {k: getattr(sampling, k) for k in SAMPLING_KEYS}


def tool_turns(msg: Message) -> list[dict[str, Any]]:
    """An answer's tool calls and their results as the model saw them (each call an assistant
    turn with `tool_calls`, then its `tool` result), so a later question sees what the tools
    returned. Calls that never got a result (a Stop while it waited) are left out."""
    out: list[dict[str, Any]] = []
    for rec in msg.meta.get(TOOL_CALLS) or []:
        if not isinstance(rec, dict) or not rec.get("call_id") or "result" not in rec:
            continue
        args = rec.get("arguments")
        call = {"id": str(rec["call_id"]), "type": "function", "function": {
            "name": str(rec.get("name") or rec.get("tool") or ""),
            "arguments": args if isinstance(args, str) else json.dumps(args)}}  # fmt: skip
        out.append({"role": "assistant", "content": "", "tool_calls": [call]})
        out.append({"role": "tool", "tool_call_id": call["id"], "content": str(rec["result"])})
    return out


def history_messages(thread: list[Message]) -> list[dict[str, Any]]:
    """The thread as OpenAI messages. Failed/empty answers are left out; thinking is never sent.
    A user message that carried documents is sent with its stored document block first; an
    answer that used tools is sent with its calls and their results before its text."""
    out: list[dict[str, Any]] = []
    for m in thread:
        kept = m.status in (DONE, STOPPED, INTERRUPTED) and m.content.strip()
        if m.role == "assistant" and not kept:
            continue
        if m.role == "assistant":
            out += tool_turns(m)
        out.append({"role": m.role, "content": sent_content(m)})
    return out


def build_payload(
    conv: Conversation,
    thread: list[Message],
    sampling: Sampling,
    *,
    model: str = SERVED_MODEL_NAME,
) -> dict[str, Any]:
    """`thread` ends with the user message being answered."""
    messages: list[dict[str, Any]] = []
    if conv.system_prompt.strip():
        messages.append({"role": "system", "content": conv.system_prompt})
    messages += [m for m in history_messages(thread) if m["role"] != "system"]
    params = conv.effective_sampling(sampling_defaults(sampling))
    payload: dict[str, Any] = {
        "model": model,
        "messages": messages,
        "stream": True,
        "temperature": float(params["temperature"]),
        "top_p": float(params["top_p"]),
        "top_k": int(params["top_k"]),
        "chat_template_kwargs": {"enable_thinking": bool(conv.thinking)},
        "stream_options": {"include_usage": True, "continuous_usage_stats": True},
        "return_spec_tokens_details": True,
    }
    if int(params["max_tokens"]) > 0:
        payload["max_tokens"] = int(params["max_tokens"])
    return payload


def estimate_tokens(text: str) -> int:
    return int(len(text) / CHARS_PER_TOKEN) + (1 if text else 0)


def context_used(conv: Conversation, pending_text: str = "") -> tuple[int, bool]:
    """Tokens the next request would take, and whether the figure is the engine's own count.

    The latest answer on the thread with usage gives prompt + completion tokens exactly (the
    engine counted them); text after it (and `pending_text`, what is being typed) is estimated.
    """
    # What is in memory: a chat opened with its newest page is not read whole for the meter.
    thread = conv.shown_thread()
    base = 0
    exact = True
    start = 0
    for i in range(len(thread) - 1, -1, -1):
        stats = thread[i].stats
        if thread[i].role == "assistant" and stats.get("prompt_tokens") is not None:
            base = int(stats.get("prompt_tokens") or 0) + int(stats.get("completion_tokens") or 0)
            if thread[i].status != STREAMING:
                # Thinking is not sent back with the next request.
                thinking = stats.get("reasoning_tokens")
                if thinking is None:
                    thinking = estimate_tokens(thread[i].reasoning)
                base = max(0, base - int(thinking))
            start = i + 1
            break
    else:
        exact = not thread and not pending_text
        base = estimate_tokens(conv.system_prompt)
        if conv.has_older():  # the thread above what is in memory, estimated, not read
            base += int(conv.older_estimate() / CHARS_PER_TOKEN)
            exact = False
    rest = sum(estimate_tokens(sent_content(m)) for m in thread[start:])
    rest += estimate_tokens(pending_text)
    if rest:
        exact = False
    return base + rest, exact

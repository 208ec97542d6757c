"""The tool loop: ask the model, run the calls it makes (with permission), give it the results,
until it answers, the round limit, or Stop. A pure async function over callables, so the chat
session (cards, buttons) and the headless `ask` verb (--allow-tool) drive the same loop.

Messages are in OpenAI form: the assistant message with `tool_calls`, then one `role: "tool"`
message per call with its `tool_call_id`, in the calls' order.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from app.core.audit import NULL, Auditor
from app.core.tools.calls import (
    AssembledCall,
    Decision,
    Permissions,
    ToolCallAssembler,
    ToolCatalog,
    parse_arguments,
    unknown_tool_message,
)
from app.core.tools.results import ToolOutcome, cap_text
from app.core.words import QT_TRANSLATE_NOOP, translate

MAX_ROUNDS = 8
# Shown on the call's card and given to the model as its result, in the user's language.
DENIED = QT_TRANSLATE_NOOP("tools", "Not run: the user denied this call.")
# A decision as the audit log words it ("always" also for a tool allowed always before).
_DECIDED = {Decision.ALLOW_ONCE: "allowed", Decision.ALWAYS: "always", Decision.DENY: "denied"}


@dataclass
class ModelTurn:
    """One answer of the model: its text, and the calls it made (assembled)."""

    content: str = ""
    reasoning: str = ""
    tool_calls: list[AssembledCall] = field(default_factory=list)
    finish_reason: str | None = None


@dataclass(frozen=True)
class PendingCall:
    """A call waiting for the user's decision (the card's content)."""

    call_id: str
    server: str
    tool: str
    arguments: dict[str, Any]

    @property
    def pretty_arguments(self) -> str:
        return json.dumps(self.arguments, indent=2, ensure_ascii=False)


@dataclass
class CallRecord:
    """One call as history, export and `ask --json` keep it."""

    call_id: str
    name: str  # the OpenAI name the model used
    server: str
    tool: str
    arguments: Any  # the object, or the raw text when it was not JSON
    allowed: bool
    result: str
    ok: bool

    def to_json(self) -> dict[str, Any]:
        return {
            "server": self.server,
            "tool": self.tool,
            "arguments": self.arguments,
            "allowed": self.allowed,
            "result": self.result,
        }


@dataclass
class LoopOutcome:
    answer: str
    reasoning: str
    # "answered" | "max_rounds" | "stopped"
    ended: str
    rounds: int
    records: list[CallRecord]
    # The messages this loop added (assistant turns and tool results), to store and resend.
    messages: list[dict[str, Any]]


Send = Callable[[list[dict[str, Any]], list[dict[str, Any]]], Awaitable[ModelTurn]]
Ask = Callable[[PendingCall], Awaitable[Decision]]
Call = Callable[[str, str, dict[str, Any]], Awaitable[ToolOutcome]]
Event = Callable[[str, Any], None]


class _Stopped(Exception):
    pass


async def _until(aw: Awaitable[Any], stop: asyncio.Event | None) -> Any:
    """Await `aw` unless Stop comes first (then cancel it)."""
    if stop is None:
        return await aw
    if stop.is_set():
        if asyncio.iscoroutine(aw):
            aw.close()
        raise _Stopped
    task = asyncio.ensure_future(aw)
    stopper = asyncio.ensure_future(stop.wait())
    try:
        await asyncio.wait({task, stopper}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        stopper.cancel()
    if not task.done():
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
        raise _Stopped
    return task.result()


async def run_tool_loop(
    messages: list[dict[str, Any]],
    *,
    catalog: ToolCatalog,
    send: Send,
    ask: Ask,
    call: Call,
    permissions: Permissions,
    max_rounds: int = MAX_ROUNDS,
    stop: asyncio.Event | None = None,
    on_event: Event | None = None,
    auditor: Auditor = NULL,
) -> LoopOutcome:
    """Run the conversation `messages` (not changed) until the model answers.

    send(messages, tools) -> ModelTurn; ask(PendingCall) -> Decision; call(server, tool, args)
    -> ToolOutcome. on_event(kind, data) is told "turn", "call" (PendingCall), "result"
    (CallRecord) as they happen, for cards. A round is one request that came back with calls.
    Each permission decision and its call's outcome goes to `auditor` as one `tool.decision`
    (server, tool, allowed/denied/always, ok/error; never the arguments or the result).
    """
    added: list[dict[str, Any]] = []
    records: list[CallRecord] = []
    tools = catalog.openai_tools()
    rounds = 0
    turn = ModelTurn()

    def emit(kind: str, data: Any) -> None:
        if on_event is not None:
            on_event(kind, data)

    def outcome(ended: str) -> LoopOutcome:
        return LoopOutcome(turn.content, turn.reasoning, ended, rounds, records, added)

    try:
        while True:
            turn = await _until(send([*messages, *added], tools), stop)
            emit("turn", turn)
            if not turn.tool_calls:
                if turn.content or turn.reasoning:
                    added.append({"role": "assistant", "content": turn.content})
                return outcome("answered")
            rounds += 1
            added.append(
                {
                    "role": "assistant",
                    "content": turn.content or None,
                    "tool_calls": [c.as_message_entry() for c in turn.tool_calls],
                }
            )
            over = rounds > max_rounds
            for i, tc in enumerate(turn.tool_calls):
                if over:
                    result, record = (
                        translate(
                            "tools", "Not run: the limit of {rounds} tool rounds was reached."
                        ).format(rounds=max_rounds),
                        None,
                    )
                else:
                    try:
                        record = await _one_call(
                            tc, catalog, ask, call, permissions, stop, emit, auditor
                        )
                    except _Stopped:
                        # Every call of the assistant message gets its result, so the
                        # conversation stays valid to send again.
                        for rest in turn.tool_calls[i:]:
                            stopped = translate("tools", "Not run: stopped by the user.")
                            added.append(_tool_message(rest.id, stopped))
                        raise
                    result = record.result
                if record is not None:
                    records.append(record)
                    emit("result", record)
                added.append(_tool_message(tc.id, result))
            if over:
                return outcome("max_rounds")
    except _Stopped:
        return outcome("stopped")


def _tool_message(call_id: str, text: str) -> dict[str, Any]:
    return {"role": "tool", "tool_call_id": call_id, "content": text}


async def _one_call(
    tc: AssembledCall,
    catalog: ToolCatalog,
    ask: Ask,
    call: Call,
    permissions: Permissions,
    stop: asyncio.Event | None,
    emit: Event,
    auditor: Auditor = NULL,
) -> CallRecord:
    spec = catalog.lookup(tc.name)
    if spec is None:
        return CallRecord(
            tc.id,
            tc.name,
            "",
            tc.name,
            tc.arguments,
            False,
            unknown_tool_message(tc.name, catalog),
            False,
        )
    args, problem = parse_arguments(tc, spec)
    if args is None:
        return CallRecord(
            tc.id, tc.name, spec.server, spec.name, tc.arguments, False, problem, False
        )
    pending = PendingCall(tc.id, spec.server, spec.name, args)
    emit("call", pending)

    def audit(decided: str, outcome: str) -> None:
        auditor.record("tool.decision", server=spec.server, tool=spec.name, decision=decided,
                       outcome=outcome)  # fmt: skip

    if permissions.allowed_always(spec.server, spec.name):
        decision, decided = Decision.ALLOW_ONCE, "always"  # the user's standing permission
    else:
        decision = await _until(ask(pending), stop)
        permissions.record(spec.server, spec.name, decision)
        decided = _DECIDED[decision]
    if decision == Decision.DENY:
        audit(decided, "not_run")
        denied = translate("tools", DENIED)
        return CallRecord(tc.id, tc.name, spec.server, spec.name, args, False, denied, False)
    try:
        result = await _until(call(spec.server, spec.name, args), stop)
    except _Stopped:
        audit(decided, "stopped")
        raise
    except Exception as exc:  # a caller's bug still ends as a message, not a lost chat
        result = ToolOutcome(
            False, translate("tools", "The call failed: {error}").format(error=exc)
        )
    audit(decided, "ok" if result.ok else "error")
    return CallRecord(
        tc.id, tc.name, spec.server, spec.name, args, True, cap_text(result.text), result.ok
    )


def allow_list(allowed: list[str] | set[str]) -> Ask:
    """The headless `ask`: a call of a tool named "server.tool" in `allowed` runs (once, each
    time), any other is denied and the denial goes to the model as the tool's result."""
    names = set(allowed)

    async def ask(pending: PendingCall) -> Decision:
        key = Permissions.key(pending.server, pending.tool)
        return Decision.ALLOW_ONCE if key in names else Decision.DENY

    return ask


# --- the engine as `send` ----------------------------------------------------------------------


def turn_from_chunks(chunks: list[dict[str, Any]]) -> ModelTurn:
    """A ModelTurn from raw streamed chunks (or one non-streamed response)."""
    asm = ToolCallAssembler()
    turn = ModelTurn()
    for chunk in chunks:
        asm.feed_chunk(chunk)
        for choice in chunk.get("choices") or []:
            if choice.get("index", 0) != 0:
                continue
            msg = choice.get("delta") or choice.get("message") or {}
            turn.content += msg.get("content") or ""
            turn.reasoning += msg.get("reasoning_content") or ""
            turn.finish_reason = choice.get("finish_reason") or turn.finish_reason
    turn.tool_calls = asm.calls()
    return turn


def engine_sender(client: Any, payload: dict[str, Any]) -> Send:
    """A `send` that streams through app.core.engine.client.EngineClient.stream_chat;
    `payload` holds the rest of the request (model, max_tokens, sampling)."""

    async def send(messages: list[dict[str, Any]], tools: list[dict[str, Any]]) -> ModelTurn:
        body = {**payload, "messages": messages}
        if tools:
            body["tools"] = tools
            body["tool_choice"] = "auto"
        raws = [chunk.raw async for chunk in client.stream_chat(body)]
        return turn_from_chunks(raws)

    return send

"""Chat actions on conversations: send, stream, stop, regenerate, edit-and-resend, retry.

Qt-free and asyncio-only, so the same code runs under qasync in the app and in plain asyncio
tests. The engine is reached through `client()`; the caller says whether the engine is ready or
still loading (`engine_state`): a message sent while it loads is queued and goes out when it is
ready; a message sent while it is stopped or crashed is kept, marked, and can be retried.

Whatever ends an answer says why in its `error`, and only the user's Stop (Esc) reads as
"Stopped": the app quitting, the engine going away or failing each say so, and the text so far
is kept. A message the history could not save yet stays in memory and on screen, and says so
until the store writes it (`history_saved`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from app.core.chat.docs import answer_meta
from app.core.chat.model import (
    DONE,
    ERROR,
    INTERRUPTED,
    QUEUED,
    STOPPED,
    STREAMING,
    TOOL_CALLS,
    TOOL_PENDING,
    TOOLS_NOTE,
    Conversation,
    Message,
    new_id,
)
from app.core.chat.payload import build_payload
from app.core.chat.store import Store, StreamSaver
from app.core.engine.client import EngineClient, EngineHTTPError
from app.core.settings import Sampling
from app.core.telemetry import StreamMeter, StreamTally
from app.core.words import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:  # the MCP SDK is imported only when an answer uses tools
    from app.core.tools.calls import Decision
    from app.core.tools.chat import ChatTools
    from app.core.tools.loop import ModelTurn, PendingCall

log = logging.getLogger(__name__)

# Engine states in which a message waits instead of failing.
WAITING_STATES = ("starting", "loading")
# Engine states that end an answer being written: the engine is gone or going.
GONE_STATES = ("stopping", "stopped", "crashed", "failed")
# The words of a message's end are saved with it, in the language spoken when it ended
# (translate("chat", KEPT) where used).
KEPT = QT_TRANSLATE_NOOP("chat", "The text so far is kept.")


def quit_text() -> str:
    return translate("chat", "Ling Desk quit while this answer was being written. {kept}").format(
        kept=translate("chat", KEPT)
    )


def engine_gone_text(state: str) -> str:
    """Why an answer ended when the engine went away in the middle of it."""
    if state == "crashed":
        return translate(
            "chat", "The engine crashed while writing this answer (the Engine panel says why)."
        )
    if state == "failed":
        return translate("chat", "The engine failed while writing this answer.")
    return translate("chat", "The engine was stopped while writing this answer.")


def unsaved_text(status: str, error: str, reason: str) -> str:
    """How an answer ended, with the history's problem: its text is not lost, yet not saved."""
    head = error or (translate("chat", "Stopped.") if status == STOPPED else "")
    return (
        head
        + " "
        + translate(
            "chat",
            "Not saved yet: {reason}. The text stays here and is saved by itself once there is "
            "room; do not quit Ling Desk until then.",
        ).format(reason=reason)
    ).lstrip()


def engine_absent_text(state: str, reason: str = "") -> str:
    if reason:
        return translate(
            "chat", "Not sent: {reason}. Fix that, start the engine, then retry."
        ).format(reason=reason.rstrip("."))
    if state == "crashed":
        return translate(
            "chat", "The engine crashed before this could be sent. Restart it, then retry."
        )
    if state == "failed":
        return translate(
            "chat",
            "The engine could not start (the note above the message box says why). Fix that, "
            "then retry.",
        )
    if state == "stopping":
        return translate(
            "chat", "The engine was stopping when this was sent. Start it, then retry."
        )
    return translate("chat", "The engine is not running. Start it, then retry.")


class ChatService:
    def __init__(
        self,
        store: Store,
        sampling: Callable[[], Sampling],
        *,
        save_interval_s: float = 0.5,
    ) -> None:
        self.store = store
        self.sampling = sampling
        self.save_interval_s = save_interval_s
        self.client: EngineClient | None = None
        self.engine_state = "stopped"
        self._tasks: dict[str, asyncio.Task] = {}  # message id -> its stream
        self._queued: dict[str, tuple[Conversation, Message]] = {}
        self.on_finished: list[Callable[[Conversation, Message], None]] = []
        # Why a stream is being cancelled when not by the user: message id -> (status, error).
        self._ending: dict[str, tuple[str, str]] = {}
        # Answers that ended while the history could not save them: id -> (conversation, the
        # error they are saved with). Their shown error says "not saved yet" until it is.
        self._unsaved: dict[str, tuple[Conversation, str]] = {}
        # Live timing observer (the GaugeHub): stream_started/stream_progress/stream_finished.
        self.meter_observer: Any = None
        self.clock: Callable[[], float] = time.monotonic  # the stream timings' clock (tests)
        # MCP tools (the window sets it; None: no tools). An answer in a conversation with tool
        # servers chosen runs the tool loop when the engine's tool calls are proven.
        self.tools: ChatTools | None = None
        # Answers waiting for the user's decision on a tool call: message id -> its future.
        self._asks: dict[str, asyncio.Future[Decision]] = {}

    # --- engine ------------------------------------------------------------------------------------

    def set_engine(self, state: str, client: EngineClient | None, reason: str = "") -> None:
        """The engine's state; a message waiting for it ends when it cannot come (with `reason`,
        the real cause in words, when the caller knows it)."""
        self.engine_state = state
        self.client = client if state == "ready" else None
        if self.client is not None:
            for conv, msg in list(self._queued.values()):
                self._queued.pop(msg.id, None)
                self._launch(conv, msg)
        if state in GONE_STATES:
            # A stream to an engine that is gone or going ends now, saying so (a frozen engine
            # being stopped would otherwise leave it open, and a cut one would say less).
            for mid, task in list(self._tasks.items()):
                if not task.done():
                    self._ending.setdefault(mid, (ERROR, engine_gone_text(state)))
                    task.cancel()
        if self.client is None and state not in WAITING_STATES:
            for conv, msg in list(self._queued.values()):
                self._queued.pop(msg.id, None)
                self._fail(conv, msg, engine_absent_text(state, reason))

    # --- actions -----------------------------------------------------------------------------------

    def busy(self, conv: Conversation) -> Message | None:
        for m in conv.shown_thread():  # an answer being written is among the newest
            if m.busy:
                return m
        return None

    def send(self, conv: Conversation, text: str, meta: dict[str, Any] | None = None) -> Message:
        """Add a user message to the end of the thread and answer it.

        The message is on disk before it joins the conversation: NotSaved (the history cannot
        be written now) leaves the conversation as it was, so the caller keeps the text where
        the user typed it, and no later message can point at one that was never written.
        """
        if not conv.loaded:  # left memory while the message was prepared (documents read)
            self.store.load_messages(conv)
        parent = conv.last()
        user = Message(new_id(), conv.id, parent.id if parent else None, "user", text,
                       meta=meta or {})  # fmt: skip
        conv.touch()
        self.store.save_now(conv, [user])  # raises NotSaved
        conv.add(user)
        conv.auto_title(text)
        return self.answer(conv, user)

    def edit(self, conv: Conversation, msg: Message, text: str) -> Message:
        """Resend an edited user message as a sibling: the earlier branch stays reachable."""
        if msg.role != "user":
            raise ValueError("only your own messages can be edited")
        user = conv.new_message("user", msg.parent_id, text, meta=dict(msg.meta))
        self._save_new(conv, user)
        return self.answer(conv, user)

    def regenerate(self, conv: Conversation, msg: Message) -> Message:
        """A new answer to the same question, beside the old one."""
        if msg.role != "assistant" or msg.parent_id is None:
            raise ValueError("only answers can be regenerated")
        self.stop_message(msg)
        return self.answer(conv, conv.messages[msg.parent_id])

    def retry(self, conv: Conversation, msg: Message) -> Message:
        """Try a failed answer again: in place when it holds no text, else as a new branch."""
        if msg.content.strip() or msg.reasoning.strip():
            return self.regenerate(conv, msg)
        conv.update(msg, status=QUEUED, error="", reasoning="", content="", stats={})
        conv.select(msg.id)
        self.store.save_message(msg)
        self._dispatch(conv, msg)
        return msg

    def answer(self, conv: Conversation, user: Message) -> Message:
        meta = {"thinking": conv.thinking}
        reply = conv.new_message("assistant", user.id, "", status=QUEUED, meta=meta)
        self._save_new(conv, reply)
        self._dispatch(conv, reply)
        return reply

    def _save_new(self, conv: Conversation, msg: Message) -> None:
        conv.touch()
        self.store.save_all(conv, [msg])

    def _dispatch(self, conv: Conversation, msg: Message) -> None:
        if self.client is not None:
            self._launch(conv, msg)
        elif self.engine_state in WAITING_STATES:
            self._queued[msg.id] = (conv, msg)
            conv.update(msg, status=QUEUED, error="")
        else:
            self._fail(conv, msg, engine_absent_text(self.engine_state))

    def _fail(self, conv: Conversation, msg: Message, text: str) -> None:
        conv.update(msg, status=ERROR, error=text)
        self.store.save_message(msg)
        self._finished(conv, msg)

    def _launch(self, conv: Conversation, msg: Message) -> None:
        assert self.client is not None
        task = asyncio.get_running_loop().create_task(self._stream(conv, msg, self.client))
        self._tasks[msg.id] = task
        mid = msg.id  # bound now (mypy cannot type a lambda's default)
        task.add_done_callback(lambda _t: self._tasks.pop(mid, None))

    def stop(self, conv: Conversation) -> bool:
        """Stop whatever is being written or waiting in this conversation."""
        stopped = False
        for m in list(conv.messages.values()):
            if m.busy:
                stopped |= self.stop_message(m)
        return stopped

    def stop_message(self, msg: Message) -> bool:
        """The user's Stop (unless something else already ended the answer: that reason stays)."""
        if msg.id in self._queued:
            qconv, _ = self._queued.pop(msg.id)
            qconv.update(msg, status=STOPPED, error="")
            self.store.save_message(msg)
            return True
        task = self._tasks.get(msg.id)
        if task is not None and not task.done():
            task.cancel()
            return True
        return False

    def holds(self, conv: Conversation) -> bool:
        """Whether the service still works on `conv`'s messages: one streams, waits for the
        engine or a decision, or is shown as not saved yet (its messages must stay in memory)."""
        if any(m.busy for m in conv.messages.values()):
            return True
        mine = conv.messages.keys()
        if any(mid in mine and not t.done() for mid, t in self._tasks.items()):
            return True  # (a done task leaves `_tasks` a turn of the loop later)
        if any(mid in mine for mid in (*self._queued, *self._asks)):
            return True
        return any(c is conv for c, _error in self._unsaved.values())

    def waiting_decision(self, msg: Message) -> bool:
        fut = self._asks.get(msg.id)
        return fut is not None and not fut.done()

    def decide(self, msg: Message, decision: Decision) -> bool:
        """The user's answer on the card of the call this answer waits on (False: none waits)."""
        fut = self._asks.get(msg.id)
        if fut is None or fut.done():
            return False
        from app.core.tools.calls import Decision

        fut.set_result(Decision(decision))
        return True

    def running(self) -> list[asyncio.Task]:
        return [t for t in self._tasks.values() if not t.done()]

    async def shutdown(self) -> None:
        """Stop every stream and save what it had (the app is quitting)."""
        tasks = self.running()
        for mid, t in list(self._tasks.items()):
            if not t.done():
                self._ending.setdefault(mid, (INTERRUPTED, quit_text()))
                t.cancel()
        if tasks:
            await asyncio.wait(tasks, timeout=3.0)
        for conv, msg in list(self._queued.values()):
            conv.update(
                msg,
                status=STOPPED,
                error=translate("chat", "Ling Desk was closed before the engine was ready."),
            )
            self.store.save_message(msg)
        self._queued.clear()

    # --- the stream --------------------------------------------------------------------------------

    async def _stream(self, conv: Conversation, msg: Message, client: EngineClient) -> None:
        thread = conv.path_to(msg.parent_id)
        payload = build_payload(conv, thread, self.sampling())
        meta = {
            k: v for k, v in msg.meta.items() if k not in (TOOL_CALLS, TOOL_PENDING, TOOLS_NOTE)
        }
        meta.update(
            thinking=payload["chat_template_kwargs"]["enable_thinking"],
            sampling={k: payload.get(k) for k in ("temperature", "top_p", "top_k", "max_tokens")},
        )
        chosen = conv.tool_servers
        use_tools = False
        if chosen and self.tools is not None:
            use_tools, why = self.tools.available()
            if not use_tools:
                meta[TOOLS_NOTE] = translate("chat", "Tools are unavailable: {why}.").format(
                    why=why.rstrip(".")
                )
        conv.update(msg, status=STREAMING, error="", meta=meta)
        saver = StreamSaver(self.store, msg, self.save_interval_s)
        saver.flush()
        meter = StreamMeter(clock=self.clock)
        meter.sent()
        self._observe("stream_started", meter)
        tally = StreamTally()
        # Thinking time: from the first thinking token to the first answer token (or the last
        # thinking token when no answer came), on the meter's clock; not the whole reply.
        think_from: float | None = None
        think_to: float | None = None
        status, error = DONE, ""

        def take(chunk: Any) -> None:
            nonlocal think_from, think_to
            tally.take(chunk)
            if chunk.has_text:
                usage = tally.usage
                tokens = usage.get("completion_tokens") if chunk.usage and usage else None
                meter.chunk(tokens)
                self._observe("stream_progress", meter)
                if chunk.reasoning and think_from is None:
                    think_from = meter.t_last
                if chunk.reasoning and not msg.content and not chunk.content:
                    think_to = meter.t_last
                if chunk.content and think_from is not None and not msg.content:
                    think_to = meter.t_last
                    assert think_to is not None  # chunk() set it
                    msg.stats = {**msg.stats, "thinking_s": think_to - think_from}
                conv.append(msg, chunk.content, chunk.reasoning)
                if usage:
                    msg.stats = {
                        **msg.stats,
                        "prompt_tokens": usage.get("prompt_tokens"),
                        "completion_tokens": usage.get("completion_tokens"),
                    }
                if live := meter.live_tps():
                    msg.stats["live_tps"] = live
                saver.tick()

        try:
            if use_tools:
                error = await self._tool_loop(conv, msg, client, payload, chosen, take, meter)
            else:
                async for chunk in client.stream_chat(payload):
                    take(chunk)
        except asyncio.CancelledError:
            # The user's Stop, unless whoever cancelled said otherwise (quit, engine gone).
            status, error = self._ending.get(msg.id, (STOPPED, ""))
        except EngineHTTPError as exc:
            status, error = ERROR, str(exc)
        except Exception as exc:  # never lose the text on an unexpected failure
            log.exception("chat stream failed")
            status, error = ERROR, translate("chat", "Unexpected error: {error}").format(error=exc)
        self._ending.pop(msg.id, None)  # a cancel that came too late leaves nothing behind
        if status == DONE and tally.finish is None:
            # SGLang always ends with a finish_reason: a stream without one was cut short.
            status = ERROR
            error = translate(
                "chat",
                "The answer stopped before the engine finished it (the engine may have ended).",
            )
        final = meter.finish(tally.usage, tally.spec, tally.finish)
        self._observe("stream_finished", meter, final)
        stats = final.to_dict()
        if think_from is not None and think_to is not None:
            stats["thinking_s"] = think_to - think_from
        if status == DONE and tally.finish == "length":
            error = translate(
                "chat", "The answer reached the maximum length (max_tokens) and was cut."
            )
        kept = msg.content.strip() or msg.reasoning.strip()
        if status == ERROR and kept and translate("chat", KEPT) not in error:
            error = f"{error.rstrip()} {translate('chat', KEPT)}"
        changes: dict[str, Any] = {}
        if TOOL_PENDING in msg.meta:  # a card left waiting (Stop, quit): nothing runs now
            changes["meta"] = {k: v for k, v in msg.meta.items() if k != TOOL_PENDING}
        if msg.content.strip():
            # The passages it cites (else how many it was given), kept with it in history.
            found = answer_meta(thread, msg.content)
            if found:
                changes["meta"] = {**changes.get("meta", msg.meta), **found}
        conv.update(msg, status=status, error=error, stats=stats, **changes)
        saver.flush()
        conv.touch()
        with contextlib.suppress(Exception):
            self.store.save_conversation(conv)
        if self.store.is_unsaved(msg.id):
            # Saved (when the store can) with `error`; shown with the truth meanwhile.
            self._unsaved[msg.id] = (conv, error)
            conv.update(msg, error=unsaved_text(status, error, self.store.problem))
        # A stop (cancel) ends here on purpose: the text so far is kept and saved.
        self._finished(conv, msg)

    # --- tools -------------------------------------------------------------------------------------

    def _set_meta(self, conv: Conversation, msg: Message, key: str, value: Any) -> None:
        meta = dict(msg.meta)
        if value is None:
            meta.pop(key, None)
        else:
            meta[key] = value
        conv.update(msg, meta=meta)

    async def _tool_loop(
        self,
        conv: Conversation,
        msg: Message,
        client: EngineClient,
        payload: dict[str, Any],
        chosen: list[str],
        take: Callable[[Any], None],
        meter: StreamMeter,
    ) -> str:
        """Answer with the chosen servers' tools: each call shown on the answer (meta), asked
        for unless allowed always, its result kept as it ends. Returns the answer's note ("" or
        why the loop stopped short)."""
        from app.core.tools.calls import Decision, ToolCallAssembler, ToolCatalog
        from app.core.tools.host import State
        from app.core.tools.loop import CallRecord, ModelTurn, run_tool_loop

        tools = self.tools
        assert tools is not None
        host = tools.host
        known = [n for n in chosen if n in host.names()]
        gone = translate("chat", "the tool server “{name}” is no longer configured")
        notes = [gone.format(name=n) for n in chosen if n not in known]
        statuses = await host.start_all(known)
        notes += [s.error.rstrip(".") for s in statuses if s.state != State.READY and s.error]
        catalog = ToolCatalog.build([t for s in statuses for t in s.tools])
        if notes:
            self._set_meta(
                conv,
                msg,
                TOOLS_NOTE,
                translate("chat", "Some tools are unavailable: {why}.").format(
                    why="; ".join(notes)
                ),
            )

        async def send(messages: list[dict[str, Any]], offered: list[dict[str, Any]]) -> ModelTurn:
            body = {**payload, "messages": messages}
            if offered:
                body["tools"] = offered
                body["tool_choice"] = "auto"
            asm = ToolCallAssembler()
            turn = ModelTurn()
            meter.request()  # each round is the engine's own request, timed from here
            async for chunk in client.stream_chat(body):
                if chunk.content and not turn.content and msg.content.strip():
                    conv.append(msg, "\n\n")  # a later round's text starts a new paragraph
                take(chunk)
                asm.feed_chunk(chunk.raw)
                turn.content += chunk.content
                turn.reasoning += chunk.reasoning
            turn.tool_calls = asm.calls()
            return turn

        def card(pending: PendingCall, state: str) -> dict[str, Any]:
            return {"call_id": pending.call_id, "server": pending.server, "tool": pending.tool,
                    "arguments": pending.arguments, "state": state}  # fmt: skip

        async def ask(pending: PendingCall) -> Decision:
            fut: asyncio.Future[Decision] = asyncio.get_running_loop().create_future()
            self._asks[msg.id] = fut
            self._set_meta(conv, msg, TOOL_PENDING, card(pending, "asking"))
            try:
                decision = await fut
            finally:
                self._asks.pop(msg.id, None)
            if decision == Decision.ALWAYS:
                tools.remember_always(pending.server, pending.tool)  # the user's own choice
            running = card(pending, "running") if decision != Decision.DENY else None
            self._set_meta(conv, msg, TOOL_PENDING, running)
            return decision

        def on_event(kind: str, data: Any) -> None:
            if kind == "call":
                self._set_meta(conv, msg, TOOL_PENDING, card(data, "running"))
            elif kind == "result" and isinstance(data, CallRecord):
                record = {
                    "call_id": data.call_id,
                    "name": data.name,
                    **data.to_json(),
                    "ok": data.ok,
                }
                meta = {k: v for k, v in msg.meta.items() if k != TOOL_PENDING}
                meta[TOOL_CALLS] = [*meta.get(TOOL_CALLS, []), record]
                conv.update(msg, meta=meta)
                with contextlib.suppress(Exception):
                    self.store.save_message(msg)  # a call that ran is history at once

        async def call(server: str, tool: str, arguments: dict[str, Any]) -> Any:
            return await host.call_tool(server, tool, arguments, timeout=tools.call_timeout_s())

        outcome = await run_tool_loop(
            payload["messages"], catalog=catalog, send=send, ask=ask, call=call,
            permissions=tools.permissions(), max_rounds=tools.max_rounds(), on_event=on_event,
            auditor=tools.auditor,
        )  # fmt: skip
        if outcome.ended == "max_rounds":
            rounds = outcome.rounds - 1
            return translate(
                "chat",
                "Stopped after %n round(s) of tool calls: the limit set in Settings > Tools. The "
                "calls Ling asked for after that were not run.",
                None,
                rounds,
            )
        return ""

    def history_saved(self) -> None:
        """The store wrote everything it kept: answers stop saying they are not saved."""
        for mid, (conv, error) in list(self._unsaved.items()):
            self._unsaved.pop(mid, None)
            msg = conv.messages.get(mid)
            if msg is not None and not msg.busy:
                conv.update(msg, error=error)

    def _observe(self, name: str, *args: Any) -> None:
        if self.meter_observer is None:
            return
        try:
            getattr(self.meter_observer, name)(*args)
        except Exception:  # gauges must never break a chat
            log.exception("meter observer %s failed", name)

    def _finished(self, conv: Conversation, msg: Message) -> None:
        for cb in list(self.on_finished):
            try:
                cb(conv, msg)
            except Exception:
                log.exception("on_finished callback failed")

"""The MCP host: configured servers, started when first needed, owned like the engine.

A stdio server runs under launcher.py (its own process group, and every descendant ended with it
when the app quits or dies, even by SIGKILL) through our own transport (stdio.py: its pipes are
read by threads, a message past a size cap is not read); an HTTP server is reached with the
SDK's Streamable HTTP client, only when it is on loopback or the user agreed to its leaving the
machine. Each server has a state (starting, ready with its tools, failed and why) that callers
read or watch with `on_change`. Every failure is a message in words, for the card and the model;
no exception of a server's making escapes a call.
"""

from __future__ import annotations

import asyncio
import contextlib
import enum
import logging
import os
import signal
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app.core.tools.config import STDIO, ServerConfig
from app.core.tools.results import RESULT_CAP, ToolOutcome, format_result
from app.core.tools.stdio import MESSAGE_CAP, MessageTooLarge, StderrRing, stdio_server
from app.core.units import human_bytes
from app.core.words import translate

# The MCP SDK (and anyio, httpx2, jsonschema under it) is imported when a server is started or a
# schema checked: ~0.4 s and 50 MiB that a window or verb without tool servers never pays.
if TYPE_CHECKING:
    from mcp import ClientSession

log = logging.getLogger(__name__)

LAUNCHER = Path(__file__).with_name("launcher.py")
START_TIMEOUT_S = 30.0
CALL_TIMEOUT_S = 60.0


class State(enum.StrEnum):
    STOPPED = "stopped"
    STARTING = "starting"
    READY = "ready"
    FAILED = "failed"


@dataclass(frozen=True)
class ToolSpec:
    server: str
    name: str
    description: str
    input_schema: dict[str, Any]
    # Why the tool cannot be offered (a broken schema); None when it can.
    problem: str | None = None


@dataclass(frozen=True)
class ServerStatus:
    name: str
    state: State
    tools: tuple[ToolSpec, ...] = ()
    error: str = ""


def schema_problem(schema: Any) -> str | None:
    """Why an input schema cannot be given to the model, or None."""
    if not isinstance(schema, dict):
        return translate("tools", "its input schema is not a JSON object")
    if schema.get("type", "object") != "object":
        return translate("tools", "its input schema has type {type}; tools take an object").format(
            type=repr(schema.get("type"))
        )
    import jsonschema

    try:
        jsonschema.validators.validator_for(schema).check_schema(schema)
    except jsonschema.SchemaError as exc:
        where = "/".join(str(p) for p in exc.path) or translate("tools", "top level", "of a schema")
        return translate(
            "tools", "its input schema is not valid JSON Schema ({where}: {problem})"
        ).format(where=where, problem=exc.message[:200])
    return None


@dataclass
class _Connection:
    config: ServerConfig
    state: State = State.STOPPED
    tools: tuple[ToolSpec, ...] = ()
    error: str = ""
    session: ClientSession | None = None
    task: asyncio.Task[None] | None = None
    started: asyncio.Event = field(default_factory=asyncio.Event)
    stop: asyncio.Event = field(default_factory=asyncio.Event)
    ended: asyncio.Event = field(default_factory=asyncio.Event)
    # Lines that were not JSON-RPC: a call waiting when one arrives fails at once with it.
    garbage: list[str] = field(default_factory=list)
    garbage_seen: asyncio.Event = field(default_factory=asyncio.Event)
    # The server's own stderr, its last lines (this run's; kept after it ends for the card).
    stderr: StderrRing = field(default_factory=StderrRing)
    # A message larger than the cap ended this run: the call waiting ends with it.
    cut: MessageTooLarge | None = None
    cut_seen: asyncio.Event = field(default_factory=asyncio.Event)
    # The server's exit status when it ended by itself (128 + N: signal N); None otherwise.
    exit_code: int | None = None

    def stderr_tail(self) -> str:
        """The server's last few stderr lines (its reason, when it gives one)."""
        return self.stderr.tail()


class McpHost:
    def __init__(
        self,
        servers: list[ServerConfig],
        *,
        start_timeout: float = START_TIMEOUT_S,
        call_timeout: float = CALL_TIMEOUT_S,
        result_cap: int = RESULT_CAP,
        message_cap: int = MESSAGE_CAP,
        on_change: Callable[[ServerStatus], None] | None = None,
    ) -> None:
        self._conns = {s.name: _Connection(s) for s in servers}
        self.start_timeout = start_timeout
        self.call_timeout = call_timeout
        self.result_cap = result_cap
        self.message_cap = message_cap
        self.on_change = on_change
        self._locks: dict[str, asyncio.Lock] = {}

    # --- state -----------------------------------------------------------------------------

    def names(self) -> list[str]:
        return list(self._conns)

    def status(self, name: str) -> ServerStatus:
        c = self._conns[name]
        return ServerStatus(name, c.state, c.tools, c.error)

    def _set(self, c: _Connection, state: State, error: str = "") -> None:
        c.state, c.error = state, error
        if self.on_change is not None:
            try:
                self.on_change(self.status(c.config.name))
            except Exception:  # a watcher's bug must not break the host
                log.exception("MCP on_change failed")

    # --- start and stop --------------------------------------------------------------------

    async def start(self, name: str) -> ServerStatus:
        """Start the server if it is not running (again after a failure); its status after."""
        c = self._conns.get(name)
        if c is None:
            return ServerStatus(
                name,
                State.FAILED,
                error=translate("tools", "No tool server is named {name}.").format(name=repr(name)),
            )
        lock = self._locks.setdefault(name, asyncio.Lock())
        async with lock:
            if c.state == State.READY and not c.ended.is_set() and c.cut is None:
                return self.status(name)
            if c.task is not None:
                await self._stop(c)
            if not c.config.enabled:
                self._set(
                    c,
                    State.FAILED,
                    translate("tools", "The tool server {name} is turned off.").format(
                        name=repr(name)
                    ),
                )
                return self.status(name)
            if not c.config.may_connect:
                self._set(
                    c,
                    State.FAILED,
                    translate(
                        "tools",
                        "{url} is not on this machine: the conversation's data would go there. "
                        "Agree to that in Settings > Tools first.",
                    ).format(url=c.config.url),
                )
                return self.status(name)
            c.started, c.stop, c.ended = asyncio.Event(), asyncio.Event(), asyncio.Event()
            c.stderr, c.cut, c.cut_seen = StderrRing(), None, asyncio.Event()
            c.exit_code = None
            c.garbage.clear()
            c.garbage_seen = asyncio.Event()
            self._set(c, State.STARTING)
            c.task = asyncio.create_task(self._run(c), name=f"mcp:{name}")
            await c.started.wait()
            return self.status(name)

    async def start_all(self, names: list[str] | None = None) -> list[ServerStatus]:
        wanted = names if names is not None else self.names()
        return list(await asyncio.gather(*(self.start(n) for n in wanted)))

    async def stop(self, name: str) -> None:
        c = self._conns.get(name)
        if c is not None:
            await self._stop(c)
            self._set(c, State.STOPPED)

    async def aclose(self) -> None:
        """Stop every server (the app quits)."""
        await asyncio.gather(*(self.stop(n) for n in self._conns))

    async def _stop(self, c: _Connection) -> None:
        task, c.task = c.task, None
        if task is None:
            return
        c.stop.set()
        try:
            # The SDK's own shutdown is bounded (about 5 s for a stdio server that ignores EOF).
            await asyncio.wait_for(asyncio.shield(task), timeout=15)
        except (TimeoutError, asyncio.CancelledError, Exception):
            task.cancel()
            with contextlib.suppress(BaseException):
                await task
        c.session = None

    async def _message(self, c: _Connection, message: Any) -> None:
        if isinstance(message, Exception):
            text = ""
            with contextlib.suppress(Exception):  # pydantic's error keeps the line it read
                text = str(message.errors()[0].get("input", ""))[:200]  # type: ignore[attr-defined]
            if not text:
                text = (
                    str(message).splitlines()[0][:200] if str(message) else type(message).__name__
                )
            c.garbage.append(text)
            del c.garbage[:-5]
            c.garbage_seen.set()

    async def _run(self, c: _Connection) -> None:
        import anyio
        import httpx2
        from mcp import ClientSession
        from mcp.client.streamable_http import streamable_http_client

        cfg = c.config
        failure = ""
        run = c.stderr  # this run's ring: a late word from an earlier run's threads is ignored

        def on_cut(cut: MessageTooLarge) -> None:
            if c.stderr is run:
                c.cut = cut
                c.cut_seen.set()

        def on_exit(code: int | None) -> None:
            if c.stderr is run:
                c.exit_code = code

        try:
            async with contextlib.AsyncExitStack() as stack:
                if cfg.transport == STDIO:
                    argv = [sys.executable, "-I", str(LAUNCHER), str(os.getpid()), "--"]
                    read, write = await stack.enter_async_context(
                        stdio_server(
                            [*argv, cfg.command, *cfg.args],
                            env=dict(cfg.env),
                            cwd=cfg.cwd,
                            stderr=c.stderr,
                            on_cut=on_cut,
                            on_exit=on_exit,
                            cap=self.message_cap,
                        )
                    )
                else:
                    # trust_env=False: a proxy from the environment never sees this traffic.
                    client = httpx2.AsyncClient(
                        headers=dict(cfg.headers),
                        timeout=httpx2.Timeout(30.0, read=300.0),
                        trust_env=False,
                    )
                    await stack.enter_async_context(client)
                    read, write = await stack.enter_async_context(
                        streamable_http_client(cfg.url, http_client=client)
                    )

                async def handler(message: Any) -> None:
                    await self._message(c, message)

                # Our own end of the read stream, to see the server go away while idle (the SDK's
                # session just stops reading): then the state says so and the next need restarts
                # it, instead of a call failing first.
                mine_send, mine = anyio.create_memory_object_stream[Any](0)
                lost = asyncio.Event()

                async def forward() -> None:
                    try:
                        async with mine_send:
                            async for item in read:
                                await mine_send.send(item)
                    except (anyio.ClosedResourceError, anyio.BrokenResourceError):
                        pass
                    finally:
                        lost.set()

                group = await stack.enter_async_context(anyio.create_task_group())
                stack.callback(group.cancel_scope.cancel)  # runs before the group's exit
                group.start_soon(forward)
                session = await stack.enter_async_context(
                    ClientSession(mine, write, message_handler=handler)
                )
                with anyio.fail_after(self.start_timeout):
                    await session.initialize()
                    tools = await self._list(session, cfg.name)
                c.session, c.tools = session, tools
                self._set(c, State.READY)
                c.started.set()
                waits = [asyncio.ensure_future(e.wait()) for e in (c.stop, lost)]
                try:
                    await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
                finally:
                    for w in waits:
                        w.cancel()
        except Exception as exc:
            failure = self._start_failure(c, _first(exc))
        finally:
            c.session = None
            if c.cut is not None:
                self._set(c, State.FAILED, self._cut_reason(c))
            elif failure:
                tail = c.stderr_tail()
                if c.garbage:
                    failure += " " + translate(
                        "tools", "It wrote lines that are not MCP messages: {line}."
                    ).format(line=repr(c.garbage[-1]))
                if tail:
                    failure += " " + _last_output(tail[-600:])
                self._set(c, State.FAILED, failure)
            elif c.state == State.READY and not c.stop.is_set():
                tail = c.stderr_tail()
                said = translate("tools", "The tool server {name} stopped.").format(
                    name=repr(cfg.name)
                )
                if how := _how_it_ended(c.exit_code, sentence=True):
                    said += " " + how
                if tail:
                    said += " " + _last_output(tail[-400:])
                self._set(c, State.FAILED, said)
            c.ended.set()
            c.started.set()

    def _cut_reason(self, c: _Connection) -> str:
        return translate(
            "tools",
            "The tool server {name} sent a message larger than {size}; Ling Desk stopped reading "
            "it there and stopped the server. It starts again when next needed.",
        ).format(name=repr(c.config.name), size=human_bytes(self.message_cap))

    def _start_failure(self, c: _Connection, exc: BaseException) -> str:
        cfg = c.config
        name = repr(cfg.name)
        if isinstance(exc, TimeoutError):
            return translate(
                "tools", "The tool server {name} did not answer the MCP handshake within {s} s."
            ).format(name=name, s=f"{self.start_timeout:g}")
        if cfg.transport != STDIO and isinstance(exc, _http_errors()):
            return translate(
                "tools", "The tool server {name} at {url} is not reachable ({error})."
            ).format(name=name, url=cfg.url, error=exc)
        # We start the launcher ourselves, in the server's folder: a missing folder fails there.
        if (
            cfg.transport == STDIO
            and isinstance(exc, FileNotFoundError)
            and cfg.cwd == exc.filename
        ):
            return translate(
                "tools",
                "The tool server {name} did not start: its working folder {folder} does not exist.",
            ).format(name=name, folder=cfg.cwd)
        if cfg.transport == STDIO:
            return translate(
                "tools", "The tool server {name} ({command}) did not start: {error}."
            ).format(name=name, command=cfg.command, error=_words(exc))
        return translate("tools", "The tool server {name} failed: {error}.").format(
            name=name, error=_words(exc)
        )

    async def _list(self, session: ClientSession, server: str) -> tuple[ToolSpec, ...]:
        out: list[ToolSpec] = []
        cursor: str | None = None
        for _page in range(100):  # a server that pages forever is cut off
            params = None
            if cursor:
                from mcp.types import PaginatedRequestParams

                params = PaginatedRequestParams(cursor=cursor)
            listing = await session.list_tools(params=params)
            for tool in listing.tools:
                schema = tool.input_schema
                out.append(
                    ToolSpec(
                        server=server,
                        name=tool.name,
                        description=(tool.description or "").strip(),
                        input_schema=schema if isinstance(schema, dict) else {},
                        problem=schema_problem(schema),
                    )
                )
            cursor = listing.next_cursor
            if not cursor:
                break
        return tuple(out)

    # --- tools -----------------------------------------------------------------------------

    async def list_tools(self, names: list[str] | None = None) -> list[ToolSpec]:
        """Every tool of the named servers (all when None), starting them as needed."""
        statuses = await self.start_all(names)
        return [t for s in statuses for t in s.tools]

    async def call_tool(
        self,
        server: str,
        tool: str,
        arguments: dict[str, Any],
        *,
        timeout: float | None = None,
    ) -> ToolOutcome:
        """Run one tool; every failure is a ToolOutcome(ok=False) saying what happened.
        Cancelling the caller cancels the call (the SDK tells the server)."""
        status = await self.start(server)
        c = self._conns.get(server)
        if c is None or status.state != State.READY or c.session is None:
            return ToolOutcome(
                False,
                status.error
                or translate("tools", "The tool server {name} is not ready.").format(
                    name=repr(server)
                ),
            )
        limit = self.call_timeout if timeout is None else timeout
        session = c.session
        mark = c.stderr.written  # a crash quotes what the server wrote from here on
        c.garbage_seen.clear()
        call = asyncio.ensure_future(session.call_tool(tool, arguments))
        garbage = asyncio.ensure_future(c.garbage_seen.wait())
        ended = asyncio.ensure_future(c.ended.wait())
        cut = asyncio.ensure_future(c.cut_seen.wait())
        waits = (call, garbage, ended, cut)
        try:
            done, _ = await asyncio.wait(
                set(waits), timeout=limit, return_when=asyncio.FIRST_COMPLETED
            )
        finally:
            for f in waits:
                if not f.done():
                    f.cancel()
            with contextlib.suppress(BaseException):
                await asyncio.gather(*waits, return_exceptions=True)
        if call in done and not call.cancelled() and call.exception() is None:
            return format_result(call.result(), self.result_cap)
        if c.cut is not None:  # before "stopped": the cut is why the stream ended
            return await self._too_large(c, c.cut, tool)
        if call in done and (exc := call.exception()) is not None:
            if c.ended.is_set() or _is_closed(exc):
                return await self._lost(c, tool, mark)
            return ToolOutcome(
                False,
                translate("tools", "The tool {tool} failed: {error}").format(
                    tool=repr(tool), error=_words(exc)
                ),
            )
        if garbage in done:
            what = c.garbage[-1] if c.garbage else "?"
            # Its stream can no longer be trusted: restart it at the next call.
            await self.stop(server)
            self._set(
                c,
                State.FAILED,
                translate(
                    "tools",
                    "The tool server {name} sent a message that is not valid JSON-RPC: {what}",
                ).format(name=repr(server), what=repr(what)),
            )
            return ToolOutcome(
                False,
                translate(
                    "tools",
                    "The tool server {name} broke the protocol (it sent something that is not "
                    "valid JSON-RPC: {what}); it was stopped and starts again when next needed.",
                ).format(name=repr(server), what=repr(what)),
            )
        if ended in done:
            return await self._lost(c, tool, mark)
        return ToolOutcome(
            False,
            translate(
                "tools", "The tool {tool} did not answer within {s} s; stopped waiting."
            ).format(tool=repr(tool), s=f"{limit:g}"),
        )

    async def _too_large(self, c: _Connection, cut: MessageTooLarge, tool: str) -> ToolOutcome:
        await self._stop(c)
        self._set(c, State.FAILED, self._cut_reason(c))
        note = translate(
            "tools",
            "The result of {tool} was cut at {size}: the tool sent more than that, so Ling Desk "
            "stopped reading it and stopped the server (it starts again when next needed).",
        ).format(tool=repr(tool), size=human_bytes(cut.cap))
        beginning = cut.beginning(max(0, self.result_cap - len(note) - 40))
        if beginning:
            note += " " + translate("tools", "Its beginning:\n{text}").format(text=beginning)
        return ToolOutcome(False, note)

    async def _lost(self, c: _Connection, tool: str, mark: int) -> ToolOutcome:
        await self._stop(c)
        # Only what it wrote during this call: a warning it logged at start is not its reason.
        tail = c.stderr.tail(since=mark)
        how = _how_it_ended(c.exit_code)
        said = [how] if how else []
        if tail:
            said.append(translate("tools", "its last output: {text}").format(text=tail[-400:]))
        name, what = repr(c.config.name), repr(tool)
        if said:
            details = translate("tools", "; ", "between details").join(said)
            stopped = translate(
                "tools", "The tool server {name} stopped while running {tool} ({details})."
            ).format(name=name, tool=what, details=details)
            outcome = translate(
                "tools",
                "The tool server {name} stopped while running {tool} ({details}); it starts "
                "again when next needed.",
            ).format(name=name, tool=what, details=details)
        else:
            stopped = translate(
                "tools", "The tool server {name} stopped while running {tool}."
            ).format(name=name, tool=what)
            outcome = translate(
                "tools",
                "The tool server {name} stopped while running {tool}; it starts again when next "
                "needed.",
            ).format(name=name, tool=what)
        self._set(c, State.FAILED, stopped)
        return ToolOutcome(False, outcome)


def _last_output(tail: str) -> str:
    return translate("tools", "Its last output: {text}").format(text=tail)


def _how_it_ended(code: int | None, sentence: bool = False) -> str:
    """The server's exit status in words (launcher.py reports a signal N as 128 + N): a clause
    ("it exited with status 3"), or with `sentence` a sentence of its own."""
    if code is None:
        return ""
    if code > 128:
        with contextlib.suppress(ValueError):
            name = signal.Signals(code - 128).name
            if sentence:
                return translate("tools", "It was ended by {signal}.").format(signal=name)
            return translate("tools", "it was ended by {signal}").format(signal=name)
    if sentence:
        return translate("tools", "It exited with status {code}.").format(code=code)
    return translate("tools", "it exited with status {code}").format(code=code)


def _http_errors() -> tuple[type[BaseException], ...]:
    import httpx2  # imported already by the server that failed (_run)

    return (httpx2.HTTPError, OSError)


def _is_closed(exc: BaseException) -> bool:
    import anyio

    text = str(exc).lower()
    return "closed" in text or "connection" in text or isinstance(exc, anyio.EndOfStream)


def _first(exc: BaseException) -> BaseException:
    """The first real error inside anyio's task-group wrapping."""
    while isinstance(exc, BaseExceptionGroup) and exc.exceptions:
        exc = exc.exceptions[0]
    return exc


def _words(exc: BaseException) -> str:
    if isinstance(exc, BaseExceptionGroup) and exc.exceptions:
        return _words(exc.exceptions[0])
    text = str(exc).strip()
    if isinstance(exc, FileNotFoundError):
        return translate("tools", "no such program ({name})").format(name=exc.filename or text)
    return text.splitlines()[0][:300] if text else type(exc).__name__

"""Our own stdio transport for MCP servers: the pipes are read by threads, never by the event loop.

The SDK's stdio_client reads stdout on the event loop and joins its line buffer anew for every
chunk, so one 100 MB line held the GUI loop for minutes (quadratic) and a line that never ends
kept it past any timeout. Here a thread reads stdout in chunks, keeps a line as a list of chunks
(joined once, at its newline), parses it off the loop and hands the message to the SDK's session
through the same memory streams stdio_client gives it. A line past `cap` bytes is not read
further: the host is told (`on_cut`, with the line's first bytes) and the stream ends, so the
waiting call ends at once and the server is stopped. A second thread keeps the last stderr lines
in memory (a ring: nothing on disk, nothing unbounded). A third writes stdin, so a server that
does not read its input never blocks the loop either.

Stopping: stdin closed, a short grace, then SIGTERM to launcher.py alone (it ends the server's
group and every descendant it adopted, SIGTERM then SIGKILL), and as a last resort SIGKILL to
whatever of the tree is left.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import queue
import re
import select
import signal
import subprocess
import threading
from collections import deque
from collections.abc import AsyncIterator, Callable
from typing import TYPE_CHECKING, Any

from app.core.procgroup import descendants
from app.core.units import human_bytes

# anyio and the MCP SDK's types are imported when a server starts (host.py says why).
if TYPE_CHECKING:
    from mcp.shared.message import SessionMessage

log = logging.getLogger(__name__)

MESSAGE_CAP = 16_000_000  # bytes of a JSON-RPC line (a text result is there twice: text and
# structured); parsing 16 MB holds the GIL about 35 ms, the longest the GUI loop then waits
STDERR_LINES = 40
STDERR_LINE_CHARS = 1000
_CHUNK = 1 << 20
_POLL_S = 0.2  # how soon a reader thread sees that the transport is closing
_HEAD = 64 * 1024  # bytes of a cut line kept to show its beginning
EXIT_GRACE_S = 2.0  # for the server to leave by itself once its stdin closes
TERM_WAIT_S = 6.0  # the launcher's own SIGTERM-then-SIGKILL takes about 2 s; margin for load
KILL_WAIT_S = 2.0


class StderrRing:
    """The last lines a server wrote on stderr, in memory; each line cut to a width."""

    def __init__(self, lines: int = STDERR_LINES, width: int = STDERR_LINE_CHARS) -> None:
        self._lines: deque[str] = deque(maxlen=lines)
        self._width = width
        self._partial = bytearray()
        self._lock = threading.Lock()
        self.written = 0  # lines so far: a mark to quote only what came after it

    def feed(self, data: bytes) -> None:
        with self._lock:
            *whole, rest = data.split(b"\n")
            for i, piece in enumerate(whole):
                if i == 0:
                    piece = bytes(self._partial) + piece
                    self._partial.clear()
                self._add(piece)
            room = self._width * 4 - len(self._partial)  # a line without end stays bounded
            if room > 0:
                self._partial += rest[:room]

    def finish(self) -> None:
        with self._lock:
            if self._partial:
                self._add(bytes(self._partial))
                self._partial.clear()

    def _add(self, piece: bytes) -> None:
        text = piece.decode("utf-8", errors="replace").rstrip("\r").strip()
        if text:
            self._lines.append(text[: self._width])
            self.written += 1

    def lines(self, since: int = 0) -> list[str]:
        """The lines kept (those written after mark `since` only), an unended last one too."""
        with self._lock:
            out = list(self._lines)[-(self.written - since) :] if self.written > since else []
            if self._partial.strip():
                out.append(self._partial.decode("utf-8", errors="replace").strip()[: self._width])
            return out

    def tail(self, n: int = 3, since: int = 0) -> str:
        return " / ".join(self.lines(since)[-n:])


class MessageTooLarge(Exception):
    """A line from the server longer than the cap: not read past it."""

    def __init__(self, cap: int, head: bytes) -> None:
        super().__init__(f"a message larger than {human_bytes(cap)}")
        self.cap = cap
        self.head = head

    def beginning(self, chars: int) -> str:
        """The start of the first text in the cut message (a tool result's text), or ""."""
        return head_text(self.head, chars)


def head_text(head: bytes, chars: int) -> str:
    """The first `chars` characters of the first `"text": "..."` string in a JSON prefix."""
    found = re.search(rb'"text"\s*:\s*"', head)
    if found is None or chars <= 0:
        return ""
    body = head[found.end() :].decode("utf-8", errors="ignore")
    with contextlib.suppress(ValueError):  # the string ends inside the head
        return str(json.decoder.scanstring(body, 0, False)[0])[:chars]  # type: ignore[attr-defined]
    body = body[: chars * 6 + 12]  # enough escaped text for `chars` characters
    for cut in range(len(body), max(-1, len(body) - 13), -1):  # drop a half escape at the end
        with contextlib.suppress(ValueError):
            text = str(json.loads(f'"{body[:cut]}"', strict=False))[:chars]
            # The first half of a surrogate pair whose second half was cut off is no character.
            return text[:-1] if text and "\ud800" <= text[-1] <= "\udbff" else text
    return ""


def _parse(line: bytes) -> SessionMessage | Exception:
    import mcp_types as types  # loaded by stdio_server already: a dictionary look-up here
    from mcp.shared.message import SessionMessage

    try:
        text = line.decode("utf-8", errors="replace")
        return SessionMessage(types.jsonrpc_message_adapter.validate_json(text, by_name=False))
    except ValueError as exc:  # pydantic's error keeps the line (the host quotes it)
        return exc


def _readable(fd: int) -> bool:
    poller = select.poll()  # not select(): an fd past 1024 is fine
    poller.register(fd, select.POLLIN | select.POLLHUP | select.POLLERR)
    try:
        return bool(poller.poll(_POLL_S * 1000))
    except OSError:
        return True  # let the read itself say what is wrong


@contextlib.asynccontextmanager
async def stdio_server(
    argv: list[str],
    *,
    env: dict[str, str],
    cwd: str | None,
    stderr: StderrRing,
    on_cut: Callable[[MessageTooLarge], None],
    on_exit: Callable[[int | None], None] = lambda _code: None,
    cap: int = MESSAGE_CAP,
) -> AsyncIterator[tuple[Any, Any]]:
    """Run `argv` (launcher.py and the server) and yield the (read, write) streams of the SDK.
    `on_exit` gets the server's exit status (128 + N for a signal N) when it ended by itself,
    None when it had to be ended."""
    import anyio
    from mcp.client.stdio import get_default_environment
    from mcp.shared.message import SessionMessage

    loop = asyncio.get_running_loop()
    proc = subprocess.Popen(
        argv,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=get_default_environment() | env,
        cwd=cwd,
        start_new_session=True,
        bufsize=0,
    )
    assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
    read_send, read_recv = anyio.create_memory_object_stream[SessionMessage | Exception](0)
    write_send, write_recv = anyio.create_memory_object_stream[SessionMessage](0)
    closing = threading.Event()
    was_cut = threading.Event()
    outbox: queue.SimpleQueue[bytes | None] = queue.SimpleQueue()

    def soon(fn: Callable[..., Any], *args: Any) -> None:
        with contextlib.suppress(RuntimeError):  # the loop is gone: nobody to tell
            loop.call_soon_threadsafe(fn, *args)

    def deliver(item: SessionMessage | Exception) -> bool:
        """Hand one message to the session (waits while it is busy: one message in flight)."""
        try:
            fut = asyncio.run_coroutine_threadsafe(read_send.send(item), loop)
        except RuntimeError:
            return False
        while True:
            try:
                fut.result(timeout=_POLL_S)
                return True
            except TimeoutError:
                if closing.is_set():
                    fut.cancel()
                    return False
            except Exception:  # the session closed its end
                return False

    def read_stdout(fd: int) -> None:
        parts: list[bytes] = []
        size = 0
        listening = True  # False once the session is gone: the rest is read and dropped
        try:
            while not closing.is_set():
                if not _readable(fd):
                    continue
                chunk = os.read(fd, _CHUNK)
                if not chunk:
                    return
                if not listening:
                    continue
                start = 0
                while listening:
                    end = chunk.find(b"\n", start)
                    piece = chunk[start:] if end < 0 else chunk[start:end]
                    if size + len(piece) > cap:
                        head = b"".join(parts)[:_HEAD]
                        if len(head) < _HEAD:
                            head += piece[: _HEAD - len(head)]
                        was_cut.set()
                        soon(on_cut, MessageTooLarge(cap, head))
                        return  # not one byte more: the server is stopped
                    if end < 0:
                        if piece:
                            parts.append(piece)
                            size += len(piece)
                        break
                    line = b"".join([*parts, piece]) if parts else piece
                    parts, size, start = [], 0, end + 1
                    if line.strip():
                        listening = deliver(_parse(line))
        except OSError:
            pass
        finally:
            soon(read_send.close)  # the session sees the end (and any waiting call with it)

    def read_stderr(fd: int) -> None:
        try:
            while not closing.is_set():
                if not _readable(fd):
                    continue
                chunk = os.read(fd, 65536)
                if not chunk:
                    break
                stderr.feed(chunk)
        except OSError:
            pass
        finally:
            stderr.finish()

    def write_stdin(fd: int) -> None:
        try:
            while (data := outbox.get()) is not None:
                view = memoryview(data)
                while view:
                    view = view[os.write(fd, view) :]
        except OSError:  # the server closed its input or died: calls must not wait on it
            soon(read_send.close)
        finally:
            with contextlib.suppress(OSError):
                os.close(fd)

    out_fd, err_fd, in_fd = (os.dup(f.fileno()) for f in (proc.stdout, proc.stderr, proc.stdin))
    for f in (proc.stdout, proc.stderr, proc.stdin):
        f.close()  # the threads own the duplicates; Popen keeps no half-closed file objects

    def owned(fn: Callable[[int], None], fd: int, name: str) -> threading.Thread:
        def run() -> None:
            try:
                fn(fd)
            finally:
                if fn is not write_stdin:
                    with contextlib.suppress(OSError):
                        os.close(fd)

        t = threading.Thread(target=run, name=f"mcp-{name}-{proc.pid}", daemon=True)
        t.start()
        return t

    owned(read_stdout, out_fd, "stdout")
    owned(read_stderr, err_fd, "stderr")
    owned(write_stdin, in_fd, "stdin")

    async def pump() -> None:
        """SDK messages to the stdin thread (serialized here: they are small)."""
        async with write_recv:
            async for message in write_recv:
                text = message.message.model_dump_json(by_alias=True, exclude_unset=True)
                outbox.put((text + "\n").encode())

    pumper = asyncio.ensure_future(pump())
    try:
        yield read_recv, write_send
    finally:
        with anyio.CancelScope(shield=True):
            # The session is gone: a message waiting for it is dropped and the reader drains
            # stdout, so a server blocked writing can still read its stdin's end and leave.
            read_recv.close()
            pumper.cancel()
            with contextlib.suppress(BaseException):
                await pumper
            outbox.put(None)  # stdin closes once what was sent is written
            by_itself = await _stop(proc, grace=0.0 if was_cut.is_set() else EXIT_GRACE_S)
            closing.set()
            with contextlib.suppress(Exception):
                on_exit(proc.poll() if by_itself else None)
            for stream in (read_send, read_recv, write_send, write_recv):
                stream.close()


async def _exited(proc: subprocess.Popen[bytes], within: float) -> bool:
    deadline = asyncio.get_running_loop().time() + within
    while proc.poll() is None:
        if asyncio.get_running_loop().time() >= deadline:
            return False
        await asyncio.sleep(0.02)
    return True


async def _stop(proc: subprocess.Popen[bytes], *, grace: float) -> bool:
    """End the launcher and, through it, the server and everything it started. True when it
    ended by itself (with its stdin closed), before any signal."""
    if await _exited(proc, grace):
        return True
    with contextlib.suppress(ProcessLookupError):
        os.kill(proc.pid, signal.SIGTERM)  # the launcher alone: it ends the rest, in order
    if await _exited(proc, TERM_WAIT_S):
        return False
    tree = descendants(proc.pid)
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(proc.pid, signal.SIGKILL)
    for pid in tree:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.kill(pid, signal.SIGKILL)
    if not await _exited(proc, KILL_WAIT_S):
        log.warning("MCP server launcher %d outlived SIGKILL; left behind", proc.pid)
    return False

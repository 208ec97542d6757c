"""Connection limits for the gateway: a flood of idle connections costs the app nothing it needs.

Any local program, of any user, may connect to 127.0.0.1. Without limits 1,500 idle connections
used the window's last file descriptors (its engine client then failed, and the window said the
engine stopped answering) and asyncio wrote a traceback per failed accept (~100 MB in 35 s).
Here:

- the soft RLIMIT_NOFILE is raised (see app/core/descriptors) and the gateway holds at most
  `total` connections, far below it: the app's own files and sockets always find a descriptor;
- a connection that has sent no complete request head within `first_head_s` is closed (the
  server's keep-alive timer covers a slow head later on); a request without a valid key gets
  its answer with `Connection: close` (server.py), so a keyless client holds nothing between
  requests;
- what a peer is: on loopback every peer is 127.0.0.1, and any address in 127/8 can be bound,
  so an address says nothing. The *user* owning the peer's socket can be known (the kernel's
  sock_diag, looked up by the 4-tuple in O(1); /proc/net/tcp would be a scan of every socket
  per connection). A process of the app's own user can already read the keys file or stop the
  app, so limiting it protects nothing and would only refuse the user's editors; any *other*
  user gets at most `per_peer` connections. Per process would need a scan of every process's
  descriptors per connection: too dear to do for each accept;
- at a cap, the oldest connection that has sent nothing for `evict_after_s` makes room (a
  flood only displaces itself; an editor sends its head within milliseconds); when none has,
  the newcomer is held unread for `hold_s`, then gets a short 503 and is closed;
- what was refused, cut or evicted is logged once a minute as counts, never per connection,
  and asyncio's "accept out of system resource" (one traceback per pending connection) too;
- a connection is served by a small front protocol (`_Front`) until its first byte arrives,
  and only then handed to aiohttp's request handler. aiohttp builds a handler with a task, a
  parser and timers for every connection at accept; under a flood of connections that never
  send a byte, those were objects for the GUI thread's collector to walk (its pauses reached
  100 ms at high machine load). Idle, refused and cut connections now cost a transport and
  two slotted objects.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import logging
import os
import random
import socket
import struct
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from app.core.descriptors import raise_soft_limit

log = logging.getLogger(__name__)

# Descriptors left for everything else the app does: history, the log, the engine client, the
# docs worker's pipes, Qt. The gateway's own engine connections and an accept burst come on top.
RESERVE = 512
ENGINE_CONNECTIONS = 256  # the gateway's engine client (TCPConnector limit in server.py)
MAX_TOTAL = 4096
MIN_TOTAL = 32
LOG_EVERY_S = 60.0
GATHER_S = 10.0  # a flood's first line counts its first seconds, not its first connection

_REFUSAL = (
    b"HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json\r\n"
    b"Retry-After: 5\r\nConnection: close\r\nContent-Length: %d\r\n\r\n%s"
)
_REFUSAL_BODY = (
    b'{"error": {"message": "the local API has too many connections open; try again in a '
    b'moment", "type": "server_error", "param": null, "code": "too_many_connections"}}'
)


def connection_budget(backlog: int) -> int:
    """How many client connections the gateway may hold: two thirds of what is left of the
    (raised) soft limit after the reserve, the engine connections and one full accept burst
    (asyncio accepts up to `backlog` connections in one go, before any can be closed); the
    last third is for refused connections held before their 503 (half of the total)."""
    soft = raise_soft_limit()
    room = soft - RESERVE - ENGINE_CONNECTIONS - backlog
    return max(MIN_TOTAL, min(MAX_TOTAL, room * 2 // 3))  # a third for the held refusals


class PeerUsers:
    """The uid owning the other end of a loopback TCP connection, from the kernel's sock_diag
    (NETLINK_SOCK_DIAG, an exact lookup: no scan). None where it cannot be told."""

    SOCK_DIAG_BY_FAMILY = 20
    NLMSG_ERROR = 2
    NLM_F_REQUEST = 1
    NETLINK_SOCK_DIAG = 4

    def __init__(self) -> None:
        self._sock: socket.socket | None = None
        self._seq = 0
        with contextlib.suppress(OSError, AttributeError):
            s = socket.socket(socket.AF_NETLINK, socket.SOCK_DGRAM, self.NETLINK_SOCK_DIAG)
            s.settimeout(0.05)  # the kernel answers at once; never hang the loop on it
            self._sock = s

    def close(self) -> None:
        if self._sock is not None:
            self._sock.close()
            self._sock = None

    def uid(self, peer: Any, local: Any) -> int | None:
        """`peer` and `local`: the (host, port, ...) tuples of a connection we accepted."""
        if self._sock is None or not peer or not local:
            return None
        try:
            family = socket.AF_INET6 if ":" in peer[0] else socket.AF_INET
            src = socket.inet_pton(family, peer[0]).ljust(16, b"\0")
            dst = socket.inet_pton(family, local[0]).ljust(16, b"\0")
        except (OSError, ValueError, TypeError, IndexError):
            return None
        self._seq += 1
        # inet_diag_req_v2 for the peer's own socket: its local side is our remote one.
        req = struct.pack("=BBBBI", family, socket.IPPROTO_TCP, 0, 0, 0xFFFFFFFF)
        req += struct.pack("!HH", peer[1], local[1]) + src + dst
        req += struct.pack("=III", 0, 0xFFFFFFFF, 0xFFFFFFFF)  # any interface, no cookie
        head = struct.pack("=LHHLL", 16 + len(req), self.SOCK_DIAG_BY_FAMILY,
                           self.NLM_F_REQUEST, self._seq, 0)  # fmt: skip
        try:
            self._sock.send(head + req)
            while True:
                data = self._sock.recv(8192)
                _, kind, _, seq, _ = struct.unpack_from("=LHHLL", data)
                if seq == self._seq:
                    break
        except OSError:
            return None
        if kind != self.SOCK_DIAG_BY_FAMILY or len(data) < 16 + 72:
            return None  # NLMSG_ERROR: gone already, or not a TCP socket of this host
        # inet_diag_msg: family..retrans (4), sockid (48), expires, rqueue, wqueue, uid, inode
        return int(struct.unpack_from("=I", data, 16 + 4 + 48 + 12)[0])


class _Front(asyncio.Protocol):
    """A connection before its first byte (see the module's notes)."""

    __slots__ = ("guard", "refused", "transport")

    def __init__(self, guard: ConnectionGuard) -> None:
        self.guard = guard
        self.transport: asyncio.Transport | None = None
        self.refused = False

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport
        self.guard._made(transport, self)

    def data_received(self, data: bytes) -> None:
        if not self.refused and self.transport is not None:  # a refused one's bytes are dropped
            self.guard._first_bytes(self.transport, data)

    def eof_received(self) -> bool:
        return False  # nothing was asked: close

    def connection_lost(self, exc: BaseException | None) -> None:
        transport, self.transport = self.transport, None
        if transport is not None:
            self.guard._lost(transport)
            _cut_cycle(transport)


def _cut_cycle(transport: asyncio.BaseTransport) -> None:
    """asyncio (3.11) keeps a bound method of each transport on the transport itself: a cycle
    that only the cyclic GC frees, 7 objects a connection. Under a flood that garbage made the
    GUI thread's collections take 30-60 ms; the transport is closed and no longer reads."""
    if hasattr(transport, "_read_ready_cb"):
        setattr(transport, "_read_ready_cb", None)  # noqa: B010 (private: no stub)


@dataclass(slots=True)
class _Conn:
    transport: asyncio.Transport
    handler: Any  # aiohttp's RequestHandler once the first byte came; None before
    peer: int | None  # the peer's uid when another user's, else None (the app's own user)
    opened: float
    requests: int = 0
    timer: asyncio.TimerHandle | None = None


@dataclass
class _Counts:
    refused: int = 0
    evicted: int = 0
    no_head: int = 0  # closed for sending no request head in time
    accept_failed: int = 0  # asyncio's accept() found no descriptor
    peak: int = 0
    users: Counter = field(default_factory=Counter)  # refusals and evictions per other uid

    def any(self) -> bool:
        return bool(self.refused or self.evicted or self.accept_failed or self.no_head >= 20)


class ConnectionGuard:
    """Listen with `protocol` and `attach` an aiohttp `web.Server` to hand connections to;
    everything here runs on the gateway loop's thread."""

    def __init__(
        self,
        total: int,
        per_peer: int = 64,
        first_head_s: float = 3.0,
        evict_after_s: float = 0.5,
        hold_s: float = 2.0,
    ) -> None:
        self.total = total
        self.per_peer = per_peer
        self.first_head_s = first_head_s
        self.evict_after_s = evict_after_s
        self.hold_s = hold_s
        self.max_held = max(16, total // 2)
        self._held: dict[asyncio.Transport, asyncio.TimerHandle] = {}
        self._own_uid = os.getuid()
        self._users = PeerUsers()
        self._conns: dict[asyncio.Transport, _Conn] = {}  # oldest first
        self._by_peer: dict[int, dict[asyncio.Transport, _Conn]] = {}
        self._handlers: dict[Any, asyncio.Transport] = {}  # aiohttp's handler -> its transport
        self._server: Any = None
        self._counts = _Counts()
        self._flush: asyncio.TimerHandle | None = None
        self._last_log = 0.0
        self._loop: asyncio.AbstractEventLoop | None = None

    # -- wiring ---------------------------------------------------------------------------

    def attach(self, server: Any, loop: asyncio.AbstractEventLoop) -> None:
        """Take `server` (an aiohttp `web.Server`: a factory of request handlers) as what a
        connection is handed to at its first byte, and the loop's reports of failed accepts.
        Listen with `protocol` as the protocol factory (loop.create_server)."""
        self._loop = loop
        self._server = server
        lost = server.connection_lost

        def connection_lost(handler: Any, exc: BaseException | None = None) -> None:
            transport = self._handlers.pop(handler, None)
            if transport is not None:
                self._lost(transport)
            lost(handler, exc)
            if transport is not None:
                _cut_cycle(transport)

        server.connection_lost = connection_lost
        loop.set_exception_handler(self._loop_exception)

    def protocol(self) -> asyncio.Protocol:
        """The protocol factory to listen with: every connection starts at the front."""
        return _Front(self)

    def close(self) -> None:
        if self._flush is not None:
            self._flush.cancel()
        for transport, timer in list(self._held.items()):
            timer.cancel()
            transport.abort()
        self._held.clear()
        for conn in list(self._conns.values()):
            if conn.handler is None:  # still at the front: aiohttp's runner knows nothing of it
                self._drop(conn)
        self._log_counts()
        self._users.close()

    @property
    def open_count(self) -> int:
        return len(self._conns)

    # -- per connection -------------------------------------------------------------------

    def request(self, transport: Any) -> None:
        """A request head arrived on this connection (server.py calls this first thing)."""
        conn = self._conns.get(transport)
        if conn is not None:
            conn.requests += 1

    def _made(self, transport: asyncio.Transport, front: _Front) -> None:
        uid = self._users.uid(
            transport.get_extra_info("peername"), transport.get_extra_info("sockname")
        )
        peer = uid if uid is not None and uid != self._own_uid else None
        now = time.monotonic()
        if peer is not None:
            mine = self._by_peer.get(peer, {})
            if len(mine) >= self.per_peer and not self._evict(mine, now, peer):
                return self._refuse(front, transport, peer)
        if len(self._conns) >= self.total and not self._evict(self._conns, now, peer):
            return self._refuse(front, transport, peer)
        conn = _Conn(transport, None, peer, now)
        assert self._loop is not None
        # Spread over the last quarter: a flood opened at once is not cut (and reopened) at once,
        # which would hand the gateway's thread thousands of closes in one go.
        due = self.first_head_s * (0.75 + 0.25 * random.random())
        conn.timer = self._loop.call_later(due, self._head_due, transport)
        self._conns[transport] = conn
        if peer is not None:
            self._by_peer.setdefault(peer, {})[transport] = conn
        self._counts.peak = max(self._counts.peak, len(self._conns))

    def _first_bytes(self, transport: asyncio.Transport, data: bytes) -> None:
        """The connection spoke: from now on aiohttp's request handler serves it."""
        conn = self._conns.get(transport)
        if conn is None or self._server is None:
            transport.abort()  # not ours any more (cut a moment ago)
            return
        handler = self._server()
        conn.handler = handler
        self._handlers[handler] = transport
        transport.set_protocol(handler)
        handler.connection_made(transport)
        handler.data_received(data)

    def _lost(self, transport: asyncio.Transport) -> None:
        conn = self._conns.pop(transport, None)
        if conn is None:
            return
        if conn.timer is not None:
            conn.timer.cancel()
        if conn.peer is not None:
            mine = self._by_peer.get(conn.peer)
            if mine is not None:
                mine.pop(transport, None)
                if not mine:
                    del self._by_peer[conn.peer]

    def _head_due(self, transport: asyncio.Transport) -> None:
        conn = self._conns.get(transport)
        if conn is not None and conn.requests == 0:
            self._counts.no_head += 1
            self._drop(conn)
            self._note()

    def _evict(
        self, pool: dict[asyncio.Transport, _Conn], now: float, newcomer: int | None
    ) -> bool:
        """Close the oldest connection of `pool` that has sent nothing for `evict_after_s`;
        False when there is none (all busy or all just opened)."""
        for conn in pool.values():  # oldest first; a long run of busy ones is rare and short
            if now - conn.opened < self.evict_after_s:
                return False  # the rest are younger still
            if conn.requests == 0:
                self._counts.evicted += 1
                if conn.peer is not None:
                    self._counts.users[conn.peer] += 1
                self._drop(conn)
                self._note()
                return True
        return False

    def _drop(self, conn: _Conn) -> None:
        self._lost(conn.transport)  # at once: the freed slot is counted before the loop runs on
        if conn.handler is not None:
            with contextlib.suppress(Exception):
                conn.handler.force_close()
        conn.transport.abort()  # no FIN dance: the descriptor is free now

    def _refuse(self, front: _Front, transport: asyncio.Transport, peer: int | None) -> None:
        """Over a cap: the 503 and the close come after `hold_s`, unread meanwhile. Refused at
        once, a flooder that reconnects at once kept the gateway's thread busy with nothing but
        accepts and closes (~6,700 a second, 80% of a core); held, it waits like everyone else.
        The held ones are bounded too: past `max_held`, the refusal is at once. Whatever a
        refused connection sends is never served (the front drops it)."""
        self._counts.refused += 1
        if peer is not None:
            self._counts.users[peer] += 1
        self._note()
        front.refused = True
        if len(self._held) < self.max_held and self._loop is not None:
            with contextlib.suppress(Exception):
                transport.pause_reading()
            self._held[transport] = self._loop.call_later(self.hold_s, self._release, transport)
            return
        self._release(transport)

    def _release(self, transport: asyncio.Transport) -> None:
        """The 503, then end of data: a close with its request unread would reach the client
        as a reset instead of the answer. The socket itself closes a moment later."""
        self._held.pop(transport, None)
        with contextlib.suppress(Exception):
            transport.resume_reading()  # read and dropped: the close is then clean
            transport.write(_REFUSAL % (len(_REFUSAL_BODY), _REFUSAL_BODY))
            transport.write_eof()
        if self._loop is not None and not transport.is_closing():
            self._loop.call_later(0.5, transport.close)
        else:
            transport.close()

    # -- reporting ------------------------------------------------------------------------

    def _loop_exception(self, loop: asyncio.AbstractEventLoop, context: dict) -> None:
        exc = context.get("exception")
        if isinstance(exc, OSError) and exc.errno in (
            errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM,
        ):  # fmt: skip
            # asyncio logs this once per pending connection (up to the backlog, every second).
            self._counts.accept_failed += 1
            self._note()
            return
        loop.default_exception_handler(context)

    def _note(self) -> None:
        """Something worth a line happened: log it with what follows in the next seconds, or
        once a minute is up since the last line."""
        if self._flush is not None or self._loop is None:
            return
        wait = max(GATHER_S, self._last_log + LOG_EVERY_S - time.monotonic())
        self._flush = self._loop.call_later(wait, self._log_counts)

    def _log_counts(self) -> None:
        self._flush = None
        c, self._counts = self._counts, _Counts(peak=len(self._conns))
        if not c.any():
            return
        self._last_log = time.monotonic()
        others = ", ".join(f"uid {u}: {n}" for u, n in c.users.most_common(3))
        log.warning(
            "gateway: many connections: %d refused, %d idle ones closed to make room, %d closed "
            "for sending no request, %d accepts failed (no file descriptor); up to %d open "
            "(limit %d)%s",
            c.refused, c.evicted, c.no_head, c.accept_failed, c.peak, self.total,
            f"; other users' connections refused or closed: {others}" if others else "",
        )  # fmt: skip

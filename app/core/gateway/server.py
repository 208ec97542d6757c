"""The gateway's HTTP server: aiohttp, in its own thread with its own asyncio loop.

aiohttp over uvicorn+httpx, by measurement against the double (bench/gateway/RESULTS.md): one
well-kept package for both server and client, and at 3,000 tok/s it kept 0.999 of the direct
decode speed where uvicorn+httpx kept 0.992.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import json
import logging
import os
import socket
import threading
import time
from pathlib import Path
from typing import Any

from aiohttp import ClientError, ClientSession, ClientTimeout, TCPConnector, web
from yarl import URL

from app.core.gateway.config import GATEWAY_RUNTIME_FILE, GatewayConfig
from app.core.gateway.forward import (
    HiddenUsage,
    Meter,
    ask_usage,
    clean_path,
    client_token,
    coalesced,
    downstream_headers,
    error_body,
    route_of,
    upstream_headers,
    upstream_target,
)
from app.core.gateway.guard import ConnectionGuard, connection_budget
from app.core.gateway.keys import ClientKeys
from app.core.gateway.owner import PortOwner, port_owner
from app.core.gateway.records import RequestLog, RequestRecord
from app.core.gateway.state import ReadinessState
from app.core.keeper import KeeperBusy, Lease, borrow
from app.core.units import human_bytes

log = logging.getLogger(__name__)
# uvicorn's (and so SGLang's) listen backlog: a burst of editors' connections is not refused.
BACKLOG = 2048


class GatewayError(Exception):
    """The gateway cannot start; the message says why and what to do."""


class PortHeld(GatewayError):
    """A stranger (not this user's Ling Desk) listens on the gateway's port."""

    def __init__(self, owner: PortOwner) -> None:
        super().__init__(
            f"port {owner.port} on 127.0.0.1 is held by {owner.who()}: whatever your editors "
            "send to it (their keys, prompts and files) goes to that program, not to Ling Desk. "
            "Ling Desk treats every key as exposed; stop that program or ask its owner to, or "
            "choose another gateway port in Settings"
        )
        self.owner = owner


class _Refuse(Exception):
    def __init__(self, status: int, message: str, code: str, headers: dict | None = None):
        super().__init__(message)
        self.status, self.message, self.code, self.headers = status, message, code, headers or {}


class Gateway:
    """Start with `start()` (returns once listening, or raises GatewayError); `stop()` ends it."""

    def __init__(
        self,
        config: GatewayConfig,
        state: ReadinessState,
        keys: ClientKeys,
        log_: RequestLog | None = None,
        runtime_dir: Path | None = None,
    ) -> None:
        self.config = config
        self.state = state
        self.keys = keys
        self.log = log_ or RequestLog(config.log_size)
        self.runtime_dir = runtime_dir
        self.port = config.port
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._stop: asyncio.Event | None = None
        self._hosts: frozenset[str] = frozenset()
        self._session: ClientSession | None = None
        # The gateway keeper's control socket folder (None: this user's runtime folder).
        self.keeper_dir: Path | None = None
        self._lease: Lease | None = None
        self._guard: ConnectionGuard | None = None

    # -- lifecycle ------------------------------------------------------------------------

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self, timeout_s: float = 15.0) -> None:
        if self.running:
            return
        ready = threading.Event()
        failure: list[BaseException] = []
        loop = asyncio.new_event_loop()
        self._loop = loop

        def run() -> None:
            asyncio.set_event_loop(loop)
            try:
                loop.run_until_complete(self._main(ready, failure))
            except BaseException as exc:  # reported to start()'s caller
                failure.append(exc)
                ready.set()
            finally:
                loop.close()

        self._thread = threading.Thread(target=run, name="ling-desk-gateway", daemon=True)
        self._thread.start()
        if not ready.wait(timeout_s):
            raise GatewayError("the gateway did not start in time")
        if failure:
            self._thread.join(5)
            self._thread = None
            exc = failure[0]
            if isinstance(exc, GatewayError):
                raise exc
            raise GatewayError(f"the gateway could not start: {exc}") from exc

    def stop(self, timeout_s: float = 10.0) -> None:
        thread, loop, stop = self._thread, self._loop, self._stop
        if thread is None or loop is None or stop is None:
            return
        with contextlib.suppress(RuntimeError):  # loop already closed
            loop.call_soon_threadsafe(stop.set)
        thread.join(timeout_s)
        self._thread = None

    async def _main(self, ready: threading.Event, failure: list[BaseException]) -> None:
        self._stop = asyncio.Event()
        cfg = self.config
        app = web.Application(client_max_size=cfg.max_body_bytes + 1)
        app.router.add_route("*", "/{tail:.*}", self._handle)
        # handler_cancellation: a client that goes away cancels its handler at once, which
        # closes the engine stream (SGLang then aborts the request) even mid-prefill.
        runner = web.AppRunner(
            app,
            access_log=None,  # no access log: nothing that could carry a key or a prompt
            handle_signals=False,
            handler_cancellation=True,
            keepalive_timeout=cfg.header_timeout_s,  # also cuts a client slow to send its head
        )
        await runner.setup()
        guard = self._guard = ConnectionGuard(
            cfg.max_connections or connection_budget(BACKLOG), cfg.peer_connections,
            min(cfg.first_head_s, cfg.header_timeout_s),
        )  # fmt: skip
        guard.attach(runner.server, asyncio.get_running_loop())
        loop = asyncio.get_running_loop()
        listeners: list[asyncio.Server] = []  # the guard's front first; aiohttp at a first byte
        try:
            # The keeper holds the port while we do not: take its listening socket, so the port
            # is never free between its 503s and our answers (app/core/keeper.py).
            self._lease = borrow(cfg.port, self.keeper_dir) if cfg.port else None
            if self._lease is not None:
                for sock in self._lease.sockets:
                    listeners.append(await loop.create_server(guard.protocol, sock=sock))
                self.port = cfg.port
            else:
                v4 = await loop.create_server(
                    guard.protocol, "127.0.0.1", cfg.port, reuse_address=True, backlog=BACKLOG
                )
                listeners.append(v4)
                self.port = v4.sockets[0].getsockname()[1]
            with contextlib.suppress(OSError):  # no IPv6 loopback here: IPv4 alone is fine
                listeners.append(await loop.create_server(
                    guard.protocol, "::1", self.port, reuse_address=True, backlog=BACKLOG
                ))  # fmt: skip
        except KeeperBusy as exc:
            _close(listeners)
            await runner.cleanup()
            guard.close()
            failure.append(GatewayError(
                f"port {cfg.port} on 127.0.0.1 is in use by your other Ling Desk (pid "
                f"{exc.pid}), which serves your apps: quit that one first, or choose another "
                "gateway port in Settings"
            ))  # fmt: skip
            ready.set()
            return
        except OSError as exc:
            _close(listeners)
            await runner.cleanup()
            self._end_lease()
            guard.close()
            if exc.errno == errno.EADDRINUSE:
                failure.append(self._taken(cfg.port))
            else:
                failure.append(GatewayError(f"cannot listen on 127.0.0.1:{cfg.port}: {exc}"))
            ready.set()
            return
        self._hosts = frozenset(f"{h}:{self.port}" for h in ("127.0.0.1", "localhost", "[::1]"))
        self._session = ClientSession(
            timeout=ClientTimeout(total=None, sock_connect=5),
            connector=TCPConnector(limit=256, force_close=False),
            auto_decompress=False,  # bytes pass through as the engine sent them
            skip_auto_headers=("Accept-Encoding", "User-Agent"),
        )
        self._write_runtime_file()
        ready.set()
        try:
            await self._stop.wait()
        finally:
            self._remove_runtime_file()
            _close(listeners)
            await runner.cleanup()
            self._end_lease()  # after our copies are closed: the keeper answers 503 again
            await self._session.close()
            guard.close()

    def _end_lease(self) -> None:
        if self._lease is not None:
            self._lease.close()
            self._lease = None

    @staticmethod
    def _taken(port: int) -> GatewayError:
        """Why the port cannot be had: a stranger holds it (PortHeld), or our own Ling Desk."""
        owner = port_owner(port)
        if owner is not None and owner.stranger:
            return PortHeld(owner)
        if owner is not None and owner.keeper:
            return GatewayError(
                f"port {port} on 127.0.0.1 is held by your gateway keeper (pid {owner.pid}), "
                "which Ling Desk could not reach: is $XDG_RUNTIME_DIR the same as at login? "
                "`ling-desk gateway-keeper uninstall` stops it"
            )
        return GatewayError(
            f"port {port} on 127.0.0.1 is in use by another Ling Desk of yours"
            + (f" ({owner.program}, pid {owner.pid})" if owner and owner.pid else "")
            + ": quit that one first, or choose another gateway port in Settings"
        )

    def _runtime_path(self) -> Path | None:
        return self.runtime_dir / GATEWAY_RUNTIME_FILE if self.runtime_dir else None

    def _write_runtime_file(self) -> None:
        path = self._runtime_path()
        if path is None:
            return
        info = {"pid": os.getpid(), "port": self.port, "url": self.base_url, "started": time.time()}
        with contextlib.suppress(OSError):
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(".tmp")
            tmp.write_text(json.dumps(info))
            tmp.replace(path)

    def _remove_runtime_file(self) -> None:
        path = self._runtime_path()
        if path is not None:
            with contextlib.suppress(OSError):
                info = json.loads(path.read_text())
                if info.get("pid") == os.getpid():
                    path.unlink()

    # -- one request ----------------------------------------------------------------------

    async def _handle(self, request: web.Request) -> web.StreamResponse:
        if self._guard is not None:
            self._guard.request(request.transport)  # a complete head: not an idle connection
        # Decoded once and checked before anything else; None: dot segments, encoded slashes.
        checked = clean_path(request.raw_path)
        path = checked if checked is not None else request.path
        cors: dict[str, str] = {}
        client: str | None = None
        try:
            cors = self._check_origin(request)
            if request.method == "OPTIONS":
                return self._preflight(request, cors)
            route = route_of(request.method, checked) if checked is not None else None
            if route is None:
                raise _Refuse(404, f"{path} is not served here: Ling Desk's gateway serves "
                              "/v1/models, /v1/chat/completions, /v1/completions, "
                              "/v1/messages and /v1/responses", "not_found")  # fmt: skip
            if route == "method":
                raise _Refuse(405, f"{request.method} is not allowed on {path}",
                              "method_not_allowed")  # fmt: skip
            token = client_token(request.headers)
            client = self.keys.verify(token)
            if client is None:  # unknown, or exposed to a stranger who held the port
                raise _Refuse(401, self.keys.refusal(token), "invalid_api_key")
            snap = self.state.get()
            if not snap.ready:
                raise _Refuse(
                    503, snap.message(), "engine_not_ready",
                    {"Retry-After": str(snap.retry_after_s)},
                )  # fmt: skip
            body, obj = await self._read_body(request) if request.method == "POST" else (b"", {})
        except _Refuse as r:
            resp = self._error(path, r, cors)
            if client is None:
                resp.force_close()  # no valid key: the connection is not kept for a next one
            return resp
        assert checked is not None  # route_of matched it
        asked = ask_usage(checked, obj, body)
        return await self._forward(
            request, checked, client, snap, body if asked is None else asked, cors,
            hide_usage=asked is not None,
        )  # fmt: skip

    def _check_origin(self, request: web.Request) -> dict[str, str]:
        host = request.headers.get("Host", "").lower()
        if host not in self._hosts:
            # DNS rebinding: a web page's name resolving to 127.0.0.1 still says its own Host.
            raise _Refuse(
                403,
                f"the Host header must be 127.0.0.1:{self.port} or localhost:{self.port}",
                "host_not_allowed",
            )
        origin = request.headers.get("Origin")
        if origin is None:
            return {}
        if origin not in self.config.allowed_origins:
            raise _Refuse(
                403,
                f"requests from the web origin {origin} are refused; allow it in Ling Desk's "
                "settings if you trust that page",
                "origin_not_allowed",
            )
        return {"Access-Control-Allow-Origin": origin, "Vary": "Origin"}

    def _preflight(self, request: web.Request, cors: dict[str, str]) -> web.Response:
        if not cors:
            return web.Response(status=204, headers={"Allow": "GET, POST, OPTIONS"})
        asked = request.headers.get("Access-Control-Request-Headers", "")
        return web.Response(
            status=204,
            headers={
                **cors,
                "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
                "Access-Control-Allow-Headers": asked or "authorization, content-type",
                "Access-Control-Max-Age": "600",
            },
        )

    async def _read_body(self, request: web.Request) -> tuple[bytes, dict]:
        cap = self.config.max_body_bytes
        too_big = _Refuse(
            413,
            f"the request body is larger than the gateway's limit of {human_bytes(cap)} "
            "(Settings: gateway body limit)",
            "request_too_large",
        )
        declared = request.content_length
        if declared is not None and declared > cap:
            raise too_big
        content = request.content
        if content.is_eof():
            # The whole body came with the head (an editor's usual request): taken as it lies,
            # without the timer and the reads below, ~0.07 ms of the gateway's thread before
            # the request could go out (bench/gateway/RESULTS.md).
            body = content.read_nowait()
            if len(body) > cap:
                raise too_big
        else:
            body = await self._read_rest(content, cap, too_big)
        try:
            obj = json.loads(body)
        except ValueError as exc:
            raise _Refuse(400, f"the request body is not valid JSON ({exc})", "invalid_json") \
                from None  # fmt: skip
        except RecursionError:  # e.g. 100,000 nested arrays: the parser's stack, not ours
            raise _Refuse(
                400, "the request body nests arrays or objects too deeply to be read",
                "invalid_json",
            ) from None  # fmt: skip
        if not isinstance(obj, dict):
            raise _Refuse(400, "the request body must be a JSON object", "invalid_json")
        return body, obj

    async def _read_rest(self, content: Any, cap: int, too_big: _Refuse) -> bytes:
        """A body still arriving: read within the body timeout and the size cap."""
        parts: list[bytes] = []
        size = 0
        try:
            async with asyncio.timeout(self.config.body_timeout_s):
                while True:
                    chunk = await content.readany()
                    if not chunk:
                        break
                    size += len(chunk)
                    if size > cap:
                        raise too_big
                    parts.append(chunk)
        except TimeoutError:
            raise _Refuse(
                408, f"the request body did not arrive within {self.config.body_timeout_s:g} s",
                "request_timeout",
            ) from None  # fmt: skip
        return b"".join(parts)

    def _error(self, path: str, r: _Refuse, cors: dict[str, str]) -> web.Response:
        return web.Response(
            status=r.status,
            body=error_body(path, r.status, r.message, r.code),
            content_type="application/json",
            headers={**r.headers, **cors},
        )

    async def _forward(
        self,
        request: web.Request,
        path: str,
        client: str,
        snap: Any,
        body: bytes,
        cors: dict[str, str],
        hide_usage: bool = False,
    ) -> web.StreamResponse:
        t0 = time.perf_counter()
        rec = RequestRecord(client=client, endpoint=f"{request.method} {path}")
        meter = Meter(rec, t0)
        self.log.started(rec)
        session = self._session
        assert session is not None
        # encoded=True: sent as checked, never normalised again on the way out.
        url = URL(snap.upstream + upstream_target(path, request.raw_path), encoded=True)
        resp: web.StreamResponse | None = None
        finished = False

        def done() -> None:
            nonlocal finished
            if finished:
                return
            finished = True
            meter.close()
            rec.duration_s = time.perf_counter() - t0
            self.keys.touch(client)
            self.log.finished(rec)

        try:
            async with session.request(
                request.method,
                url,
                headers=upstream_headers(request.headers, snap.engine_key),
                data=body if request.method == "POST" else None,
            ) as up:
                headers = {**downstream_headers(up.headers), **cors}
                if up.status == 401:
                    # The engine refused the app's own key: never the client's fault.
                    rec.status, rec.error = 502, "the engine refused Ling Desk's key"
                    return self._error(
                        path,
                        _Refuse(502, "the engine refused Ling Desk's own key; restart the "
                                "engine from Ling Desk", "engine_auth"),
                        cors,
                    )  # fmt: skip
                if up.content_type == "text/event-stream":
                    rec.stream = True
                    resp = web.StreamResponse(status=up.status, headers=headers)
                    await resp.prepare(request)
                    hidden = HiddenUsage() if hide_usage else None
                    async for chunk in coalesced(up.content, meter):
                        meter.feed(chunk)
                        out = hidden.feed(chunk) if hidden is not None else chunk
                        if out:
                            await resp.write(out)
                        if meter.ended and not finished:
                            # The client has the stream's end, so the whole answer: complete,
                            # with its tokens, even if it closes now without waiting for the
                            # engine to end the stream (the OpenAI client does).
                            rec.status = up.status
                            done()
                    if hidden is not None and (rest := hidden.flush()):
                        await resp.write(rest)
                    rec.status = up.status
                    done()  # before the last byte: the record is there when the client is done
                    await resp.write_eof()
                    return resp
                data = await up.read()
                rec.status = up.status
                if up.status >= 400:
                    rec.error = f"engine answered {up.status}"
                if up.content_type == "application/json":
                    with contextlib.suppress(ValueError, RecursionError):
                        obj = json.loads(data)
                        if isinstance(obj, dict):
                            meter.body(obj)
                return web.Response(status=up.status, body=data, headers=headers)
        except asyncio.CancelledError:
            if not finished:  # only a stream cut before its end: one that had it is complete
                rec.status, rec.error = 499, "the client went away"
            raise
        except (ConnectionResetError, ConnectionError) as exc:
            # Writing to a client that left: closing `up` (above) ends the engine's stream.
            if not finished:
                rec.status, rec.error = 499, f"the client went away ({type(exc).__name__})"
            return resp or web.Response(status=499)
        except (ClientError, OSError, TimeoutError) as exc:
            if finished:  # after the stream's end reached the client: nothing was lost
                return resp or web.Response(status=rec.status)
            if resp is not None:  # the engine's stream broke after the first bytes
                rec.status, rec.error = 502, f"the engine's stream broke ({type(exc).__name__})"
                with contextlib.suppress(Exception):
                    resp.force_close()
                return resp
            rec.status, rec.error = 503, "the engine is not answering"
            return self._error(
                path,
                _Refuse(503, f"{snap.model_id} is not answering ({type(exc).__name__}); "
                        "Ling Desk is checking the engine", "engine_unreachable",
                        {"Retry-After": "5"}),
                cors,
            )  # fmt: skip
        finally:
            done()


def read_runtime_info(runtime_dir: Path) -> dict | None:
    """The running gateway of this data folder (pid, port, url) if one answers, else None."""
    path = runtime_dir / GATEWAY_RUNTIME_FILE
    try:
        info = json.loads(path.read_text())
        pid, port = int(info["pid"]), int(info["port"])
    except (OSError, ValueError, KeyError, TypeError):
        return None
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return None
    except PermissionError:
        pass
    with socket.socket() as s:
        s.settimeout(1.0)
        if s.connect_ex(("127.0.0.1", port)) != 0:
            return None
    return info


def _close(listeners: list[asyncio.Server]) -> None:
    """Stop accepting; open connections are closed by the runner (served ones) and the guard
    (those before their first byte). Not awaited: wait_closed waits for every connection."""
    for listener in listeners:
        listener.close()

"""Two minimal streaming proxies, used only to choose the gateway's stack by measurement.

Each forwards any request to UPSTREAM and streams the answer back chunk by chunk; nothing else
(no auth, no records), so the figures compare the stacks, not our code. Each runs in its own
thread with its own event loop, as the gateway does.
"""

from __future__ import annotations

import asyncio
import socket
import threading
from collections.abc import Callable

_HOP = {"host", "content-length", "connection", "transfer-encoding", "keep-alive"}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_uvicorn_httpx(upstream: str) -> tuple[int, Callable[[], None]]:
    import httpx
    import uvicorn

    client: httpx.AsyncClient | None = None

    async def app(scope, receive, send):
        nonlocal client
        if scope["type"] == "lifespan":
            while True:
                msg = await receive()
                if msg["type"] == "lifespan.startup":
                    client = httpx.AsyncClient(
                        timeout=None, limits=httpx.Limits(max_connections=None)
                    )
                    await send({"type": "lifespan.startup.complete"})
                else:
                    await client.aclose()
                    await send({"type": "lifespan.shutdown.complete"})
                    return
        body = b""
        more = True
        while more:
            msg = await receive()
            body += msg.get("body", b"")
            more = msg.get("more_body", False)
        headers = [(k, v) for k, v in scope["headers"] if k.decode().lower() not in _HOP]
        req = client.build_request(
            scope["method"], upstream + scope["path"], headers=headers, content=body
        )
        resp = await client.send(req, stream=True)
        try:
            out = [
                (k.encode(), v.encode()) for k, v in resp.headers.items() if k.lower() not in _HOP
            ]
            await send({"type": "http.response.start", "status": resp.status_code, "headers": out})
            async for chunk in resp.aiter_raw():
                await send({"type": "http.response.body", "body": chunk, "more_body": True})
            await send({"type": "http.response.body", "body": b""})
        finally:
            await resp.aclose()

    port = _free_port()
    server = uvicorn.Server(
        uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", lifespan="on")
    )
    t = threading.Thread(target=server.run, daemon=True)
    t.start()
    while not server.started:
        threading.Event().wait(0.01)

    def stop() -> None:
        server.should_exit = True
        t.join(10)

    return port, stop


def start_aiohttp(upstream: str) -> tuple[int, Callable[[], None]]:
    from aiohttp import ClientSession, ClientTimeout, TCPConnector, web

    port = _free_port()
    loop = asyncio.new_event_loop()
    ready = threading.Event()
    state: dict = {}

    async def handler(request: web.Request) -> web.StreamResponse:
        session: ClientSession = state["session"]
        body = await request.read()
        headers = {k: v for k, v in request.headers.items() if k.lower() not in _HOP}
        async with session.request(
            request.method, upstream + request.path, headers=headers, data=body
        ) as up:
            resp = web.StreamResponse(status=up.status)
            for k, v in up.headers.items():
                if k.lower() not in _HOP:
                    resp.headers[k] = v
            await resp.prepare(request)
            async for chunk in up.content.iter_any():
                await resp.write(chunk)
            await resp.write_eof()
            return resp

    async def main() -> None:
        state["session"] = ClientSession(
            timeout=ClientTimeout(total=None), connector=TCPConnector(limit=0)
        )
        app = web.Application()
        app.router.add_route("*", "/{tail:.*}", handler)
        runner = web.AppRunner(app, access_log=None)
        await runner.setup()
        await web.TCPSite(runner, "127.0.0.1", port).start()
        state["stop"] = asyncio.Event()
        ready.set()
        await state["stop"].wait()
        await runner.cleanup()
        await state["session"].close()

    t = threading.Thread(target=loop.run_until_complete, args=(main(),), daemon=True)
    t.start()
    ready.wait(10)

    def stop() -> None:
        loop.call_soon_threadsafe(state["stop"].set)
        t.join(10)

    return port, stop


STACKS = {"uvicorn+httpx": start_uvicorn_httpx, "aiohttp": start_aiohttp}

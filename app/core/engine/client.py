"""HTTP client for the engine: OpenAI-compatible chat streaming and SGLang's own endpoints.

SSE framing is parsed by httpx-sse (named events, multi-line data, comments are its business).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

from app.core.descriptors import out_of_descriptors
from app.core.plainhttp import tls_for
from app.core.words import QT_TRANSLATE_NOOP, translate

# httpx (and its command line's click and rich, which it imports) is imported in the methods that
# use it: the window's and each verb's import does not pay ~80 ms for it (issue 40).

# Said instead of "the engine is not reachable" when the fault is ours: no descriptor to connect.
OUT_OF_DESCRIPTORS = QT_TRANSLATE_NOOP(
    "engine",
    "Ling Desk has too many connections open to reach the engine right now (out of file "
    "handles); the engine itself may be fine. Try again in a moment.",
)  # said as translate("engine", OUT_OF_DESCRIPTORS)


class EngineHTTPError(Exception):
    """The engine answered with an error; `str()` is for the user."""

    def __init__(self, message: str, status: int | None = None) -> None:
        super().__init__(message)
        self.status = status


class StreamProtocolError(EngineHTTPError):
    """The stream broke the SSE/JSON protocol (malformed chunk, cut connection)."""


# A stream open and silent this long means the engine stopped answering (frozen, SIGSTOPped,
# a hung GPU): SGLang sends a chunk for every decode step while it decodes (tens of ms each;
# a chunked prefill of another request in between takes seconds), so a minute of silence once
# the answer has begun is far outside a slow but live engine.
STREAM_IDLE_S = 60.0
# Before the first chunk SGLang sends nothing at all while it queues the request, prefills a
# long prompt (a 128k-token prompt takes minutes on a small GPU) or compiles a kernel for a new
# shape: a much longer wait is still life.
STREAM_FIRST_S = 600.0


class EngineStoppedAnswering(EngineHTTPError):
    """A stream went silent: no data for `silent_s` while the request was open."""

    def __init__(self, silent_s: float) -> None:
        super().__init__(
            translate("engine", "The engine stopped answering (no data for {s} s).").format(
                s=f"{silent_s:g}"
            )
        )
        self.silent_s = silent_s


@dataclass
class ChatChunk:
    content: str = ""
    reasoning: str = ""
    finish_reason: str | None = None
    usage: dict[str, Any] | None = None
    spec: dict[str, Any] | None = None
    raw: dict[str, Any] = field(default_factory=dict)

    @property
    def has_text(self) -> bool:
        return bool(self.content or self.reasoning)


def _error_message(status: int, body: str) -> str:
    try:
        data = json.loads(body)
        detail = data.get("message") or data.get("error") or data.get("detail") or body
        if isinstance(detail, dict):
            detail = detail.get("message") or json.dumps(detail)
    except (ValueError, AttributeError):
        detail = body.strip()[:300]
    if status == 401:
        return translate(
            "engine", "The engine refused the request (401): the API key does not match."
        )
    return translate("engine", "The engine answered {status}: {detail}").format(
        status=status, detail=detail
    )


def parse_chunk(data: dict[str, Any]) -> ChatChunk:
    if "error" in data and not data.get("choices"):
        err = data["error"]
        msg = err.get("message") if isinstance(err, dict) else str(err)
        raise EngineHTTPError(
            translate("engine", "The engine reported an error mid-stream: {error}").format(
                error=msg
            )
        )
    chunk = ChatChunk(raw=data)
    for choice in data.get("choices") or []:
        delta = choice.get("delta") or choice.get("message") or {}
        chunk.content += delta.get("content") or ""
        chunk.reasoning += delta.get("reasoning_content") or ""
        chunk.finish_reason = choice.get("finish_reason") or chunk.finish_reason
    if data.get("usage"):
        chunk.usage = data["usage"]
    ext = data.get("sglext") or {}
    spec = ext.get("spec_tokens_details")
    if isinstance(spec, list):
        spec = spec[0] if spec else None
    if spec:
        chunk.spec = spec
    return chunk


class EngineClient:
    def __init__(
        self,
        base_url: str,
        api_key: str | None,
        *,
        timeout: float = 30.0,
        stream_idle_s: float = STREAM_IDLE_S,
        stream_first_s: float = STREAM_FIRST_S,
    ) -> None:
        import httpx
        import httpx_sse  # noqa: F401  (now: a process out of descriptors cannot import later)

        self.base_url = base_url.rstrip("/")
        self.stream_idle_s = stream_idle_s
        self.stream_first_s = stream_first_s
        headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        # trust_env=False: never route loopback traffic through a proxy from the environment.
        self._http = httpx.AsyncClient(
            base_url=self.base_url,
            headers=headers,
            timeout=httpx.Timeout(timeout, read=None),
            trust_env=False,
            verify=tls_for(self.base_url),
        )
        # Reads with no read limit (the client's default: a generation may think for long)
        # would wait forever on a frozen engine: the info and metrics GETs get one.
        self._get_timeout = httpx.Timeout(timeout)

    async def aclose(self) -> None:
        await self._http.aclose()

    async def __aenter__(self) -> EngineClient:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    async def _get_json(self, *paths: str) -> dict[str, Any]:
        import httpx

        last: EngineHTTPError | None = None
        for path in paths:
            try:
                r = await self._http.get(path, timeout=self._get_timeout)
            except httpx.HTTPError as exc:
                raise EngineHTTPError(
                    translate("engine", "The engine did not answer {path}: {error}").format(
                        path=path, error=exc
                    )
                ) from exc
            if r.status_code == 404:
                last = EngineHTTPError(
                    translate("engine", "The engine has no {path} endpoint.").format(path=path),
                    404,
                )
                continue
            if r.status_code != 200:
                raise EngineHTTPError(_error_message(r.status_code, r.text), r.status_code)
            return r.json()
        assert last is not None
        raise last

    async def server_info(self) -> dict[str, Any]:
        # /get_server_info is the deprecated alias older or other builds still serve.
        return await self._get_json("/server_info", "/get_server_info")

    async def model_info(self) -> dict[str, Any]:
        return await self._get_json("/model_info", "/get_model_info")

    async def metrics_text(self) -> str | None:
        import httpx

        try:
            r = await self._http.get("/metrics", timeout=self._get_timeout)
        except httpx.HTTPError:
            return None
        return r.text if r.status_code == 200 else None

    async def health(self, timeout: float = 10.0) -> bool | None:
        """True: the engine answered 200; False: it did not; None: this process could not even
        open a connection (out of file descriptors, e.g. while a flood of connections holds the
        gateway's), which says nothing about the engine."""
        import httpx

        try:
            r = await self._http.get("/health", timeout=timeout)
        except (httpx.HTTPError, OSError) as exc:
            if out_of_descriptors(exc):
                return None
            if isinstance(exc, httpx.HTTPError):
                return False
            raise
        return r.status_code == 200

    async def stream_chat(self, payload: dict[str, Any]) -> AsyncIterator[ChatChunk]:
        import httpx
        from httpx_sse import SSEError, aconnect_sse

        body = {**payload, "stream": True}
        try:
            async with aconnect_sse(self._http, "POST", "/v1/chat/completions", json=body) as src:
                if src.response.status_code != 200:
                    text = (await src.response.aread()).decode(errors="replace")
                    raise EngineHTTPError(
                        _error_message(src.response.status_code, text), src.response.status_code
                    )
                done = False
                events = src.aiter_sse()
                began = False
                while True:
                    # Silence is judged per event, not by httpx's read timeout: the wait for
                    # the first chunk may be far longer than a gap between two chunks.
                    limit = self.stream_idle_s if began else self.stream_first_s
                    try:
                        async with asyncio.timeout(limit):
                            sse = await anext(events)
                    except StopAsyncIteration:
                        break
                    except TimeoutError:
                        raise EngineStoppedAnswering(limit) from None
                    began = True
                    # After [DONE], read on to the end of the response instead of returning:
                    # leaving httpx's generators half-read makes them fail when collected.
                    if done or sse.data == "[DONE]":
                        done = True
                        continue
                    if not sse.data:
                        continue
                    try:
                        data = json.loads(sse.data)
                    except json.JSONDecodeError as exc:
                        raise StreamProtocolError(
                            translate(
                                "engine",
                                "The engine sent a malformed stream chunk ({error}): {data}",
                            ).format(error=exc.msg, data=repr(sse.data[:120]))
                        ) from exc
                    if not isinstance(data, dict):
                        raise StreamProtocolError(
                            translate("engine", "Unexpected stream chunk: {data}").format(
                                data=repr(sse.data[:120])
                            )
                        )
                    yield parse_chunk(data)
        except SSEError as exc:
            raise StreamProtocolError(
                translate("engine", "The engine's stream is not SSE: {error}").format(error=exc)
            ) from exc
        except (httpx.RemoteProtocolError, httpx.ReadError) as exc:
            raise StreamProtocolError(
                translate(
                    "engine", "The connection to the engine broke mid-stream ({error})."
                ).format(error=type(exc).__name__)
            ) from exc
        except httpx.ConnectError as exc:
            if out_of_descriptors(exc):
                raise EngineHTTPError(translate("engine", OUT_OF_DESCRIPTORS)) from exc
            raise EngineHTTPError(
                translate("engine", "The engine is not reachable at {url}.").format(
                    url=self.base_url
                )
            ) from exc

    async def chat(self, payload: dict[str, Any]) -> dict[str, Any]:
        import httpx

        try:
            r = await self._http.post("/v1/chat/completions", json={**payload, "stream": False})
        except httpx.HTTPError as exc:
            raise EngineHTTPError(
                translate("engine", "The engine did not answer: {error}").format(error=exc)
            ) from exc
        if r.status_code != 200:
            raise EngineHTTPError(_error_message(r.status_code, r.text), r.status_code)
        return r.json()

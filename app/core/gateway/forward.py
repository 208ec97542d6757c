"""What passes between a client and the engine: the route allow-list, headers, errors, usage.

Kept apart from the server so each rule can be read (and tested) on its own.
"""

from __future__ import annotations

import asyncio
import json
import re
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any
from urllib.parse import quote, unquote

from app.core.gateway.records import RequestRecord

# The inference API of SGLang 0.5.23 (entrypoints/http_server.py); nothing else is reachable:
# every admin route (/server_info prints the engine key, /update_weights_from_disk, ...) is 404.
_ROUTES: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"^/v1/models$"), "GET"),
    (re.compile(r"^/v1/models/[^/]+$"), "GET"),
    (re.compile(r"^/v1/chat/completions$"), "POST"),
    (re.compile(r"^/v1/completions$"), "POST"),
    (re.compile(r"^/v1/messages$"), "POST"),
    (re.compile(r"^/v1/responses$"), "POST"),
    (re.compile(r"^/v1/responses/[A-Za-z0-9_.:-]+$"), "GET"),
    (re.compile(r"^/v1/responses/[A-Za-z0-9_.:-]+/cancel$"), "POST"),
]

# Never forwarded: hop-by-hop headers, the client's credentials (replaced by the engine's key),
# and what identifies a browser page to the engine.
_DROP_UP = frozenset(
    {
        "host", "connection", "keep-alive", "proxy-connection", "transfer-encoding", "te",
        "trailer", "upgrade", "content-length", "authorization", "x-api-key", "cookie",
        "origin", "referer", "proxy-authorization",
    }
)  # fmt: skip
_DROP_DOWN = frozenset(
    {
        "connection", "keep-alive", "transfer-encoding", "content-length", "server", "date",
        "set-cookie", "access-control-allow-origin", "access-control-allow-credentials",
        "access-control-allow-headers", "access-control-allow-methods",
    }
)  # fmt: skip


_ENCODED_SEPARATOR = re.compile(r"%(2f|5c|00)", re.IGNORECASE)


def clean_path(raw_path: str) -> str | None:
    """The request's path (no query), decoded once, or None when it must be refused: an encoded
    slash or backslash, a NUL, a backslash, an empty or dot segment (literal or percent-encoded).

    The allow list is matched against this one decoded form and the request is forwarded with
    this form (re-quoted), so what was checked is what the engine gets: before, the check saw
    `/v1/responses/%2e%2e/cancel` as an id of "..", and the client library, normalising the
    forwarded URL, sent the engine `/v1/cancel`."""
    raw = raw_path.split("?", 1)[0]
    if not raw.startswith("/") or _ENCODED_SEPARATOR.search(raw):
        return None
    try:
        path = unquote(raw, errors="strict") if "%" in raw else raw
    except UnicodeDecodeError:
        return None
    if "\\" in path or any(ord(ch) < 0x20 or ord(ch) == 0x7F for ch in path):
        return None
    segments = path.split("/")[1:]
    if any(seg in ("", ".", "..") for seg in segments[:-1]) or segments[-1] in (".", ".."):
        return None
    return path


def upstream_target(path: str, raw_path: str) -> str:
    """What the engine is sent: the checked path, quoted again, and the query as it came."""
    _, sep, query = raw_path.partition("?")
    return quote(path, safe="/:@-._~!$&'()*+,;=") + sep + query


def route_of(method: str, path: str) -> str | None:
    """'ok' for an allowed method and path, 'method' for a known path with another method,
    None for a path the gateway does not serve."""
    known = False
    for pattern, allowed in _ROUTES:
        if pattern.match(path):
            if method == allowed:
                return "ok"
            known = True
    return "method" if known else None


def upstream_headers(client_headers: Any, engine_key: str) -> dict[str, str]:
    out = {k: v for k, v in client_headers.items() if k.lower() not in _DROP_UP}
    if engine_key:
        out["Authorization"] = f"Bearer {engine_key}"
    return out


def downstream_headers(engine_headers: Any) -> dict[str, str]:
    return {k: v for k, v in engine_headers.items() if k.lower() not in _DROP_DOWN}


def client_token(headers: Any) -> str | None:
    """The client's key: `Authorization: Bearer K` (OpenAI SDKs) or `x-api-key: K` (Anthropic's)."""
    auth = headers.get("Authorization", "")
    scheme, _, value = auth.partition(" ")
    if scheme.lower() == "bearer" and value.strip():
        return value.strip()
    key = headers.get("x-api-key", "").strip()
    return key or None


def error_body(path: str, status: int, message: str, code: str) -> bytes:
    """OpenAI's error shape; Anthropic's on /v1/messages, as its clients parse that one."""
    if path.startswith("/v1/messages"):
        kind = {
            401: "authentication_error", 403: "permission_error", 404: "not_found_error",
            413: "request_too_large", 503: "overloaded_error",
        }.get(status, "invalid_request_error")  # fmt: skip
        return json.dumps({"type": "error", "error": {"type": kind, "message": message}}).encode()
    kind = "invalid_request_error" if status < 500 else "server_error"
    return json.dumps(
        {"error": {"message": message, "type": kind, "param": None, "code": code}}
    ).encode()


# The routes whose streams carry usage only when asked (`stream_options.include_usage`); the
# /v1/messages and /v1/responses streams always carry it.
_ASK_USAGE = frozenset({"/v1/chat/completions", "/v1/completions"})
# The last event of a /v1/messages or /v1/responses stream (chat and completions end in [DONE]).
_END_TYPES = frozenset({"message_stop", "response.completed", "response.incomplete",
                        "response.failed"})  # fmt: skip


def ask_usage(path: str, obj: dict, body: bytes | None = None) -> bytes | None:
    """The body to send instead, asking the engine for the usage chunk, when a stream's client
    did not ask for it (the official OpenAI client does not by default): without it a record
    has no token counts. None: send the body as it came. The chunk asked for here is taken out
    of the client's stream again (`HiddenUsage`). `body`: the bytes `obj` was read from; with
    no `stream_options` in it, the option is added at its end (the client's bytes kept, and no
    second encoding of a long prompt before its first token)."""
    if path not in _ASK_USAGE or obj.get("stream") is not True:
        return None
    opts = obj.get("stream_options")
    if opts is not None and not isinstance(opts, dict):
        return None  # the engine answers the client's own mistake, unchanged
    if opts and opts.get("include_usage"):
        return None
    if body is not None and "stream_options" not in obj:
        raw = body.rstrip(b" \t\r\n")  # JSON's whitespace; `obj` has a key, so not `{}`
        if raw.endswith(b"}"):
            return raw[:-1] + b',"stream_options":{"include_usage":true}}'
    return json.dumps({**obj, "stream_options": {**(opts or {}), "include_usage": True}}).encode()


# How long a streamed chunk may wait for the ones behind it: one socket write (a system call
# that also wakes the client: most of what the gateway spends a token) then carries what the
# engine sent meanwhile. bench/gateway/bench_serve.py measures it.
HOLD_S = 0.001


async def coalesced(
    content: Any,
    meter: Meter,
    hold_s: float = HOLD_S,
    sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep,
) -> AsyncIterator[bytes]:
    """The engine's stream (aiohttp's StreamReader) as it came, every byte in order, in fewer
    pieces: a chunk that comes less than `hold_s` after the last one went out waits until
    `hold_s` after it and goes out with whatever came meanwhile. Nothing waits before the first
    token has gone out (the client's time to first token is never held), nor in a stream slower
    than a chunk every `hold_s` (each token then goes out as it comes)."""
    loop = asyncio.get_running_loop()
    sent = -hold_s
    while chunk := await content.readany():
        wait = sent + hold_s - loop.time()
        if wait > 0 and meter.first is not None:
            await sleep(wait)
            # What came meanwhile, without waiting; a broken stream raises at the next readany,
            # after what came before the break has gone out.
            if content.exception() is None and (more := content.read_nowait()):
                chunk += more
        yield chunk
        sent = loop.time()


class HiddenUsage:
    """Takes the usage-only event (`"choices": []` with a usage object) out of a stream whose
    client did not ask for it, so the client gets what the engine would have sent it: code that
    reads `chunk.choices[0]` on every chunk must not meet an empty one. Whole events pass on as
    soon as they are complete; only a partial event waits for its end."""

    def __init__(self) -> None:
        self._buf = b""

    def feed(self, chunk: bytes) -> bytes:
        buf = self._buf + chunk if self._buf else chunk
        cut = buf.rfind(b"\n\n")
        if cut < 0:
            self._buf = buf
            return b""
        if cut + 2 == len(buf):  # whole events, the usual case: passed on without a copy
            whole, self._buf = buf, b""
        else:
            whole, self._buf = buf[: cut + 2], buf[cut + 2 :]
        if b"[]" not in whole:  # the usage event has an empty choices list: not in this part
            return whole
        return b"".join(e + b"\n\n" for e in whole[:-2].split(b"\n\n") if not _usage_only(e))

    def flush(self) -> bytes:
        rest, self._buf = self._buf, b""
        return rest


def _usage_only(event: bytes) -> bool:
    for line in event.split(b"\n"):
        if line.startswith(b"data:"):
            try:
                obj = json.loads(line[5:])
            except (ValueError, RecursionError):
                return False
            return (
                isinstance(obj, dict) and obj.get("choices") == []
                and isinstance(obj.get("usage"), dict) and not obj.get("sglext")
            )  # fmt: skip
    return False


# Keys whose events carry what a record reads (usage, accept length, Anthropic/Responses events).
_PARSE_FOR = (b'"usage"', b'"sglext"', b'"type"', b'"finish_reason":"', b'"tool_calls"')
_PARSE_RE = re.compile(b"|".join(re.escape(k) for k in _PARSE_FOR))
_TOKEN_MARK = b'"finish_reason":null'


class Meter:
    """Reads usage, token timing and accept length from the engine's answer as it passes."""

    def __init__(self, rec: RequestRecord, t0: float) -> None:
        self.rec = rec
        self.t0 = t0
        self.first: float | None = None
        self.last: float | None = None
        self.events = 0
        # The stream's last event has passed ([DONE], message_stop, response.completed): a
        # client that has it has the whole answer, and may close at once (the OpenAI client does).
        self.ended = False
        self._buf = b""

    # -- streams --------------------------------------------------------------------------

    def feed(self, chunk: bytes) -> None:
        buf = self._buf + chunk if self._buf else chunk
        if b"\n\n" not in buf:
            self._buf = buf
            return
        *events, self._buf = buf.split(b"\n\n")
        now = time.perf_counter()
        # One scan of the whole chunk for the keys that need a parse; none there (the usual
        # token chunks): no event of it needs the per-event scan either.
        plain = self.first is not None and _PARSE_RE.search(buf) is None
        for event in events:
            if (
                plain and event.startswith(b"data: {") and b"\n" not in event
                and _TOKEN_MARK in event
            ):  # fmt: skip
                # One SGLang token event (compact JSON): counted without a parse, as in _data.
                self.last = now
                self.events += 1
                continue
            for line in event.split(b"\n"):
                if line.startswith(b"data:"):
                    data = line[5:].strip()
                    if data.startswith(b"{"):
                        self._data(data, now)
                    elif data == b"[DONE]":
                        self.ended = True

    def _data(self, data: bytes, now: float) -> None:
        # After the first token, an SGLang token chunk (compact JSON) is counted without being
        # parsed: at 3,000 tok/s a parse per chunk is measurable. Anything else is parsed.
        cheap = self.first is not None and _TOKEN_MARK in data
        if cheap and _PARSE_RE.search(data) is None:
            self.last = now
            self.events += 1
            return
        try:
            obj = json.loads(data)
        except (ValueError, RecursionError):
            return  # a malformed event passes through untouched
        if isinstance(obj, dict):
            self._event(obj, now)

    def _event(self, obj: dict, now: float) -> None:
        if _carries_tokens(obj):
            if self.first is None:
                self.first = now
            self.last = now
            self.events += 1
        elif isinstance(kind := obj.get("type"), str) and kind in _END_TYPES:
            self.ended = True
        self.body(obj)

    # -- any JSON answer or event ---------------------------------------------------------

    def body(self, obj: dict) -> None:
        usage = obj.get("usage")
        if usage is None and isinstance(obj.get("response"), dict):
            usage = obj["response"].get("usage")  # /v1/responses: response.completed
        if usage is None and isinstance(obj.get("message"), dict):
            usage = obj["message"].get("usage")  # /v1/messages: message_start
        if isinstance(usage, dict):
            self._usage(usage)
        ext = obj.get("sglext")
        if isinstance(ext, dict) and isinstance(ext.get("spec_tokens_details"), dict):
            acc = ext["spec_tokens_details"].get("spec_accept_length")
            if isinstance(acc, int | float):
                self.rec.accept_length = float(acc)

    def _usage(self, u: dict) -> None:
        rec = self.rec
        prompt = _int(u.get("prompt_tokens", u.get("input_tokens")))
        if prompt is not None:
            rec.prompt_tokens = prompt
        completion = _int(u.get("completion_tokens", u.get("output_tokens")))
        if completion is not None:
            rec.completion_tokens = completion
        details = u.get("prompt_tokens_details") or u.get("input_tokens_details")
        cached = _int(details.get("cached_tokens")) if isinstance(details, dict) else None
        if cached is None:
            cached = _int(u.get("cache_read_input_tokens"))
        if cached is not None:
            rec.cached_tokens = cached

    def close(self) -> None:
        rec = self.rec
        if self.first is not None:
            rec.ttft_s = self.first - self.t0
        if self.first is not None and self.last is not None and self.last > self.first:
            tokens = rec.completion_tokens if rec.completion_tokens else self.events
            if tokens > 1:
                rec.decode_tok_s = (tokens - 1) / (self.last - self.first)


def _carries_tokens(obj: dict) -> bool:
    choices = obj.get("choices")
    if isinstance(choices, list) and choices and isinstance(choices[0], dict):
        c = choices[0]
        delta = c.get("delta")
        if isinstance(delta, dict):  # chat
            return bool(
                delta.get("content") or delta.get("reasoning_content") or delta.get("tool_calls")
            )
        return bool(c.get("text"))  # completions
    kind = obj.get("type")
    if isinstance(kind, str):  # /v1/messages content_block_delta, /v1/responses *.delta
        return kind == "content_block_delta" or kind.endswith(".delta")
    return False


def _int(v: object) -> int | None:
    return v if isinstance(v, int) and not isinstance(v, bool) else None

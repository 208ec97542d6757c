"""EngineClient on the paths users meet when something is wrong: refused keys, error bodies,
broken streams, old endpoint names. httpx.MockTransport plays the engine; one test uses a real
closed port on 127.0.0.1."""

from __future__ import annotations

import asyncio
import json
import socket
from collections.abc import AsyncIterator, Callable
from typing import Any

import httpx
import pytest

from app.core.engine.client import (
    ChatChunk,
    EngineClient,
    EngineHTTPError,
    StreamProtocolError,
    parse_chunk,
)

Handler = Callable[[httpx.Request], httpx.Response]


def client_for(handler: Handler, api_key: str | None = "sk-right") -> EngineClient:
    client = EngineClient("http://127.0.0.1:30000/", api_key)
    # Keep the client's own headers and base URL; only the wire is replaced.
    client._http._transport = httpx.MockTransport(handler)
    return client


def run(coro: Any) -> Any:
    return asyncio.run(coro)


def sse(*events: str) -> bytes:
    return "".join(f"data: {e}\n\n" for e in events).encode()


def stream_response(body: bytes, status: int = 200) -> httpx.Response:
    return httpx.Response(status, headers={"content-type": "text/event-stream"}, content=body)


def chunk(content: str = "", **extra: Any) -> str:
    return json.dumps(
        {"choices": [{"delta": {"content": content}, "finish_reason": None}], **extra}
    )


async def collect(client: EngineClient, payload: dict[str, Any] | None = None) -> list[ChatChunk]:
    async with client:
        return [c async for c in client.stream_chat(payload or {"model": "m"})]


def collect_error(client: EngineClient) -> EngineHTTPError:
    with pytest.raises(EngineHTTPError) as info:
        run(collect(client))
    return info.value


# --- streaming ----------------------------------------------------------------------------------


def test_stream_sends_the_key_and_stream_true_and_stops_reading_at_done():
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        body = sse(
            chunk("Hel"),
            "",  # an empty data line (keep-alive) is skipped
            chunk("lo", usage={"completion_tokens": 2}),
            "[DONE]",
            chunk("after done"),  # never handed out
        )
        return stream_response(body)

    chunks = run(collect(client_for(handler), {"model": "m", "stream": False}))
    assert [c.content for c in chunks] == ["Hel", "lo"]
    assert chunks[1].usage == {"completion_tokens": 2}
    [request] = seen
    assert request.url.path == "/v1/chat/completions"
    assert request.headers["authorization"] == "Bearer sk-right"
    assert json.loads(request.content) == {"model": "m", "stream": True}


def test_no_key_sends_no_authorization_header():
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return stream_response(sse(chunk("x"), "[DONE]"))

    run(collect(client_for(handler, api_key=None)))
    assert "authorization" not in seen[0].headers


def test_a_refused_key_says_the_key_does_not_match():
    def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(401, json={"error": {"message": "Unauthorized"}})

    err = collect_error(client_for(handler, api_key="sk-wrong"))
    assert err.status == 401
    assert str(err) == "The engine refused the request (401): the API key does not match."


@pytest.mark.parametrize(
    ("body", "detail"),
    [
        ({"message": "max_tokens is too large"}, "max_tokens is too large"),
        ({"error": {"message": "context too long", "code": 400}}, "context too long"),
        ({"error": {"code": 400}}, '{"code": 400}'),
        ({"detail": "Not Found"}, "Not Found"),
        ({"object": "error"}, '{"object": "error"}'),  # nothing to quote: the body itself
    ],
)
def test_a_non_200_stream_quotes_the_engines_error(body, detail):
    def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(400, text=json.dumps(body))

    err = collect_error(client_for(handler))
    assert err.status == 400
    assert not isinstance(err, StreamProtocolError)
    assert str(err) == f"The engine answered 400: {detail}"


def test_a_plain_text_error_body_is_quoted_trimmed():
    def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(503, text="  Service Unavailable: " + "x" * 400 + "\n")

    err = collect_error(client_for(handler))
    assert err.status == 503
    message = str(err)
    assert message.startswith("The engine answered 503: Service Unavailable: xxx")
    assert len(message) == len("The engine answered 503: ") + 300


def test_a_json_body_that_is_not_an_object_is_quoted_as_text():
    def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(500, text='["overloaded"]')

    assert str(collect_error(client_for(handler))) == 'The engine answered 500: ["overloaded"]'


@pytest.mark.parametrize(
    ("error", "said"), [({"message": "CUDA error", "code": 500}, "CUDA error"), ("boom", "boom")]
)
def test_an_error_chunk_mid_stream_ends_the_stream_with_its_message(error, said):
    def handler(request: httpx.Request) -> httpx.Response:
        return stream_response(sse(chunk("partial"), json.dumps({"error": error}), chunk("more")))

    got: list[str] = []

    async def consume() -> None:
        async with client_for(handler) as client:
            async for c in client.stream_chat({"model": "m"}):
                got.append(c.content)

    with pytest.raises(EngineHTTPError) as info:
        run(consume())
    assert got == ["partial"]  # the text before the error was handed out
    assert str(info.value) == f"The engine reported an error mid-stream: {said}"
    assert not isinstance(info.value, StreamProtocolError)


def test_a_malformed_chunk_is_a_protocol_error():
    def handler(request: httpx.Request) -> httpx.Response:
        return stream_response(sse(chunk("ok"), '{"choices": [', "[DONE]"))

    err = collect_error(client_for(handler))
    assert isinstance(err, StreamProtocolError)
    assert str(err).startswith("The engine sent a malformed stream chunk (")
    assert "'{\"choices\": ['" in str(err)


def test_a_chunk_that_is_not_an_object_is_a_protocol_error():
    def handler(request: httpx.Request) -> httpx.Response:
        return stream_response(sse("[1, 2]"))

    err = collect_error(client_for(handler))
    assert isinstance(err, StreamProtocolError)
    assert str(err) == "Unexpected stream chunk: '[1, 2]'"


def test_a_200_that_is_not_an_event_stream_is_a_protocol_error():
    def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, json={"choices": []})

    err = collect_error(client_for(handler))
    assert isinstance(err, StreamProtocolError)
    assert str(err).startswith("The engine's stream is not SSE: ")


class _CutStream(httpx.AsyncByteStream):
    """Sends one chunk, then the connection breaks (the engine died mid-answer)."""

    def __init__(self, exc: Exception) -> None:
        self.exc = exc

    async def __aiter__(self) -> AsyncIterator[bytes]:
        yield sse(chunk("first words"))
        raise self.exc


@pytest.mark.parametrize(
    "exc", [httpx.ReadError("reset by peer"), httpx.RemoteProtocolError("incomplete chunked read")]
)
def test_a_connection_cut_mid_stream_keeps_the_cause(exc):
    def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(
            200, headers={"content-type": "text/event-stream"}, stream=_CutStream(exc)
        )

    err = collect_error(client_for(handler))
    assert isinstance(err, StreamProtocolError)
    assert str(err) == f"The connection to the engine broke mid-stream ({type(exc).__name__})."
    assert err.__cause__ is exc  # the probe tells a cut connection from a malformed chunk by it


def closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]  # nothing listens there once the socket is closed


def test_an_engine_that_is_not_there_is_named_by_its_address():
    port = closed_port()

    async def go() -> None:
        async with EngineClient(f"http://127.0.0.1:{port}", None, timeout=5) as client:
            with pytest.raises(EngineHTTPError) as info:
                [c async for c in client.stream_chat({"model": "m"})]
            assert str(info.value) == f"The engine is not reachable at http://127.0.0.1:{port}."
            assert isinstance(info.value.__cause__, httpx.ConnectError)
            assert await client.health() is False
            assert await client.metrics_text() is None
            with pytest.raises(EngineHTTPError, match="did not answer /server_info"):
                await client.server_info()
            with pytest.raises(EngineHTTPError, match=r"^The engine did not answer: "):
                await client.chat({"model": "m"})

    run(go())


# --- the chunk parser ----------------------------------------------------------------------------


def test_parse_chunk_reads_reasoning_finish_and_spec_details():
    c = parse_chunk(
        {
            "choices": [
                {"delta": {"reasoning_content": "think", "content": None}, "finish_reason": None},
                {"message": {"content": "answer"}, "finish_reason": "stop"},
            ],
            "usage": {"completion_tokens": 5},
            "sglext": {"spec_tokens_details": [{"spec_accept_length": 2.5}]},
        }
    )
    assert (c.reasoning, c.content, c.finish_reason) == ("think", "answer", "stop")
    assert c.usage == {"completion_tokens": 5}
    assert c.spec == {"spec_accept_length": 2.5}
    assert c.has_text
    d = parse_chunk({"choices": [], "sglext": {"spec_tokens_details": []}, "usage": None})
    assert d.spec is None and d.usage is None and not d.has_text
    e = parse_chunk({"choices": [{"delta": {}}], "sglext": {"spec_tokens_details": {"x": 1}}})
    assert e.spec == {"x": 1} and e.finish_reason is None
    # An "error" key beside real choices is not an error chunk.
    f = parse_chunk({"error": None, "choices": [{"delta": {"content": "y"}}]})
    assert f.content == "y"


# --- the non-streaming endpoints -----------------------------------------------------------------


def test_server_info_falls_back_to_the_deprecated_endpoint():
    asked: list[str] = []

    def handler(request: httpx.Request) -> httpx.Response:
        asked.append(request.url.path)
        if request.url.path == "/get_server_info":
            return httpx.Response(200, json={"version": "0.5.23"})
        return httpx.Response(404, json={"detail": "Not Found"})

    async def go() -> dict[str, Any]:
        async with client_for(handler) as client:
            return await client.server_info()

    assert run(go()) == {"version": "0.5.23"}
    assert asked == ["/server_info", "/get_server_info"]


def test_server_info_prefers_the_current_endpoint():
    asked: list[str] = []

    def handler(request: httpx.Request) -> httpx.Response:
        asked.append(request.url.path)
        return httpx.Response(200, json={"path": request.url.path})

    async def go() -> tuple[dict[str, Any], dict[str, Any]]:
        async with client_for(handler) as client:
            return await client.server_info(), await client.model_info()

    assert run(go()) == ({"path": "/server_info"}, {"path": "/model_info"})
    assert asked == ["/server_info", "/model_info"]


def test_no_info_endpoint_at_all_names_the_last_one_tried():
    def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(404)

    async def go() -> None:
        async with client_for(handler) as client:
            with pytest.raises(EngineHTTPError) as info:
                await client.model_info()
            assert info.value.status == 404
            assert str(info.value) == "The engine has no /get_model_info endpoint."

    run(go())


def test_an_info_error_is_not_retried_on_the_old_endpoint():
    asked: list[str] = []

    def handler(request: httpx.Request) -> httpx.Response:
        asked.append(request.url.path)
        return httpx.Response(401, json={"error": "Unauthorized"})

    async def go() -> None:
        async with client_for(handler, api_key="sk-wrong") as client:
            with pytest.raises(EngineHTTPError) as info:
                await client.server_info()
            assert info.value.status == 401
            assert "API key does not match" in str(info.value)

    run(go())
    assert asked == ["/server_info"]


def test_health_and_metrics_read_only_a_200():
    status = {"/health": 503, "/metrics": 500}

    def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(status[request.url.path], text="sglang:gen_throughput 1.0\n")

    async def go() -> tuple[bool, str | None]:
        async with client_for(handler) as client:
            return await client.health(), await client.metrics_text()

    assert run(go()) == (False, None)
    status.update({"/health": 200, "/metrics": 200})
    assert run(go()) == (True, "sglang:gen_throughput 1.0\n")


def test_chat_without_streaming_returns_the_body_or_the_error():
    seen: list[dict[str, Any]] = []

    def handler(request: httpx.Request) -> httpx.Response:
        body = json.loads(request.content)
        seen.append(body)
        if body["model"] == "missing":
            return httpx.Response(404, json={"message": "model not found"})
        return httpx.Response(200, json={"choices": [{"message": {"content": "hi"}}]})

    async def go() -> None:
        async with client_for(handler) as client:
            answer = await client.chat({"model": "m", "stream": True})
            assert answer["choices"][0]["message"]["content"] == "hi"
            with pytest.raises(EngineHTTPError) as info:
                await client.chat({"model": "missing"})
            assert info.value.status == 404
            assert str(info.value) == "The engine answered 404: model not found"

    run(go())
    assert seen[0]["stream"] is False


STARVED = """
import asyncio, json, resource, socket, sys
sys.path.insert(0, sys.argv[1])
from app.core.engine.client import EngineClient, EngineHTTPError
srv = socket.create_server(("127.0.0.1", 0))  # listening: the engine is there
port = srv.getsockname()[1]
async def main():
    async with EngineClient(f"http://127.0.0.1:{port}", None, timeout=2) as c:
        await c.health(timeout=0.2)  # every lazy import done while descriptors are free
        hog = []
        resource.setrlimit(resource.RLIMIT_NOFILE, (128, resource.getrlimit(resource.RLIMIT_NOFILE)[1]))
        try:
            while True:
                hog.append(open("/dev/null"))
        except OSError:
            pass
        health = await c.health(timeout=1)
        try:
            [x async for x in c.stream_chat({"model": "m"})]
            said = ""
        except EngineHTTPError as exc:
            said = str(exc)
        for f in hog:
            f.close()
        print(json.dumps({"health": health, "said": said}))
asyncio.run(main())
"""


def test_a_process_out_of_descriptors_does_not_blame_the_engine():
    # A flood of connections to the gateway once took the window's last descriptors; its health
    # check then failed to connect and the window said the engine stopped answering.
    import subprocess
    import sys
    from pathlib import Path

    root = str(Path(__file__).resolve().parents[2])
    out = subprocess.run([sys.executable, "-c", STARVED, root], capture_output=True, text=True,
                         timeout=60, check=True)  # fmt: skip
    got = json.loads(out.stdout)
    assert got["health"] is None  # no check was made: neither "answers" nor "does not"
    assert "not reachable" not in got["said"] and "too many connections open" in got["said"]

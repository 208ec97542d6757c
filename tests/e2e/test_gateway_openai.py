"""The API gateway on real loopback sockets, with the real `openai` client, in front of the SGLang
double (and, for what the double does not do, a small real upstream: tests/support/stub_upstream)."""

from __future__ import annotations

import asyncio
import json
import socket

import httpx
import openai
import pytest

from tests.support.gateway_env import ENGINE_KEY, run_double, run_gateway
from tests.support.stub_upstream import run_stub

MODEL = "Ling-3.0-flash"
HELLO = [{"role": "user", "content": "Say hello."}]


@pytest.fixture(scope="module")
def double(tmp_path_factory):
    with run_double(tmp_path_factory.mktemp("double"), "--double-tok-per-s", "2000") as d:
        yield d


@pytest.fixture
def gw(tmp_path, double):
    with run_gateway(tmp_path, double.url) as env:
        yield env


def client(env, key=None) -> openai.OpenAI:
    return openai.OpenAI(base_url=env.v1, api_key=key or env.key, max_retries=0, timeout=30)


def test_models_listed_through_the_gateway(gw):
    models = client(gw).models.list()
    assert [m.id for m in models.data] == [MODEL]
    rec = gw.records(1)[-1]
    assert (rec.client, rec.endpoint, rec.status) == ("tester", "GET /v1/models", 200)


def test_chat_not_streamed_answers_and_is_recorded_without_text(gw):
    reply = client(gw).chat.completions.create(model=MODEL, messages=HELLO, max_tokens=7)
    assert reply.choices[0].finish_reason == "length"
    assert reply.usage.completion_tokens == 7
    rec = gw.records(1)[-1]
    assert rec.prompt_tokens == reply.usage.prompt_tokens
    assert rec.completion_tokens == 7 and rec.status == 200 and not rec.stream
    assert "hello" not in json.dumps(rec.to_dict()).lower()  # never the text
    assert gw.keys.list()[0].requests == 1


def test_chat_streamed_gives_what_the_engine_gives(gw, double):
    body = {"model": MODEL, "messages": HELLO, "max_tokens": 12, "stream": True,
            "stream_options": {"include_usage": True}}  # fmt: skip
    chunks = list(client(gw).chat.completions.create(**body))
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    direct = openai.OpenAI(base_url=double.url + "/v1", api_key=ENGINE_KEY, max_retries=0)
    same = list(direct.chat.completions.create(**body))
    assert text == "".join(c.choices[0].delta.content or "" for c in same if c.choices)
    assert chunks[-1].usage.completion_tokens == same[-1].usage.completion_tokens == 12
    rec = gw.records(1)[-1]
    assert rec.stream and rec.completion_tokens == 12
    assert rec.ttft_s is not None and rec.ttft_s > 0
    assert rec.decode_tok_s is not None and rec.decode_tok_s > 0


def test_no_key_wrong_key_and_engine_key_get_401(gw):
    for key in ("lingdesk-not-a-real-key", ENGINE_KEY):
        with pytest.raises(openai.AuthenticationError) as err:
            client(gw, key).models.list()
        assert err.value.status_code == 401
        assert "ling-desk api key create" in err.value.body["message"]
    r = httpx.get(gw.base + "/v1/models")
    assert r.status_code == 401 and r.json()["error"]["code"] == "invalid_api_key"


def test_a_revoked_key_is_refused_on_the_next_request(gw, tmp_path):
    from app.core.gateway import ClientKeys

    other = ClientKeys(tmp_path / "data" / "api-keys.sqlite3")  # as another process would
    key = other.create("aider")
    c = client(gw, key)
    assert c.models.list().data
    other.revoke("aider")
    with pytest.raises(openai.AuthenticationError):
        c.models.list()
    other.close()


@pytest.mark.parametrize(
    "method,path",
    [("GET", "/server_info"), ("GET", "/get_server_info"), ("POST", "/update_weights_from_disk"),
     ("POST", "/release_memory_occupation"), ("POST", "/configure_logging"), ("POST", "/generate"),
     ("POST", "/abort_request"), ("GET", "/metrics"), ("GET", "/health"), ("GET", "/"),
     ("POST", "/v1/../server_info"), ("GET", "/v1/models/../../server_info")],
)  # fmt: skip
def test_admin_and_unknown_paths_are_404_even_with_a_key(gw, method, path):
    r = httpx.request(method, gw.base + path, headers={"Authorization": f"Bearer {gw.key}"})
    assert r.status_code == 404
    assert r.json()["error"]["code"] == "not_found"
    assert ENGINE_KEY not in r.text


def test_engine_key_never_reaches_the_client_and_client_key_never_reaches_the_engine(tmp_path):
    with run_stub() as stub, run_gateway(tmp_path, stub.url) as env:
        reply = client(env).chat.completions.create(model=MODEL, messages=HELLO)
        seen = stub.seen[-1]
        assert seen.headers["Authorization"] == f"Bearer {ENGINE_KEY}"
        assert env.key not in json.dumps(seen.headers)
        assert ENGINE_KEY not in reply.model_dump_json()


def test_every_field_passes_unchanged(tmp_path):
    body = {"model": MODEL, "messages": HELLO, "temperature": 0.3, "seed": 7,
            "response_format": {"type": "json_schema", "json_schema": {"name": "x", "schema": {
                "type": "object", "properties": {"a": {"type": "integer"}}}}},
            "tools": [{"type": "function", "function": {"name": "f", "parameters": {}}}],
            "chat_template_kwargs": {"enable_thinking": False}, "separate_reasoning": True}  # fmt: skip
    with run_stub() as stub, run_gateway(tmp_path, stub.url) as env:
        r = httpx.post(env.v1 + "/chat/completions", json=body,
                       headers={"Authorization": f"Bearer {env.key}"})  # fmt: skip
        assert r.status_code == 200
        assert stub.seen[-1].body == body


def test_a_streamed_tool_call_passes_through(tmp_path):
    tools = [{"type": "function", "function": {"name": "get_weather", "parameters": {
        "type": "object", "properties": {"city": {"type": "string"}}}}}]  # fmt: skip
    with run_stub() as stub, run_gateway(tmp_path, stub.url) as env:
        stream = client(env).chat.completions.create(
            model=MODEL, messages=HELLO, tools=tools, tool_choice="auto", stream=True,
            stream_options={"include_usage": True},
        )  # fmt: skip
        name, args, finish = "", "", None
        for chunk in stream:
            for choice in chunk.choices:
                for call in choice.delta.tool_calls or []:
                    name += call.function.name or ""
                    args += call.function.arguments or ""
                finish = choice.finish_reason or finish
        assert name == "get_weather" and finish == "tool_calls"
        assert json.loads(args) == {"city": "Paris", "unit": "celsius"}
        assert stub.seen[-1].body["tools"] == tools
        rec = env.records(1)[-1]
        assert (rec.prompt_tokens, rec.cached_tokens, rec.completion_tokens) == (40, 32, 12)
        # Byte for byte, event by event, as the engine sent them.
        body = {"model": MODEL, "messages": HELLO, "stream": True}
        via = httpx.post(env.v1 + "/chat/completions", json=body,
                         headers={"Authorization": f"Bearer {env.key}"})  # fmt: skip
        direct = httpx.post(stub.url + "/v1/chat/completions", json=body)
        assert via.headers["content-type"] == "text/event-stream"
        # The gateway asked for the usage chunk (the record's tokens) and took it out again.
        assert via.content == direct.content and via.content.count(b"data: ") == 7
        assert stub.seen[-2].body["stream_options"] == {"include_usage": True}  # via
        assert env.records(2)[-1].completion_tokens == 12


def test_completions_messages_and_responses_pass_through(tmp_path):
    with run_stub() as stub, run_gateway(tmp_path, stub.url) as env:
        c = client(env)
        assert c.completions.create(model=MODEL, prompt="Hello", max_tokens=1).choices[0].text
        assert c.responses.create(model=MODEL, input="Hi").output_text == "Hi"
        assert env.records(2)[-1].cached_tokens == 0
        # Anthropic's clients send x-api-key; the stream passes as the engine sent it.
        r = httpx.post(env.v1 + "/messages", headers={"x-api-key": env.key},
                       json={"model": MODEL, "max_tokens": 8, "stream": True,
                             "messages": HELLO})  # fmt: skip
        assert r.status_code == 200 and "event: message_stop" in r.text
        rec = env.records(3)[-1]
        assert (rec.prompt_tokens, rec.completion_tokens) == (11, 2) and rec.stream
        assert [s.path for s in stub.seen] == ["/v1/completions", "/v1/responses", "/v1/messages"]


def test_anthropic_errors_come_in_anthropic_shape(gw):
    r = httpx.post(gw.v1 + "/messages", json={}, headers={"x-api-key": "wrong"})
    assert r.status_code == 401
    assert r.json()["type"] == "error" and r.json()["error"]["type"] == "authentication_error"


def test_rebinding_host_is_refused(gw):
    for host in (f"evil.example:{gw.gateway.port}", "127.0.0.1:1", "localhost", "evil.example"):
        r = httpx.get(gw.base + "/v1/models", headers={"Host": host,
                      "Authorization": f"Bearer {gw.key}"})  # fmt: skip
        assert r.status_code == 403, host
        assert r.json()["error"]["code"] == "host_not_allowed"
    ok = httpx.get(f"http://localhost:{gw.gateway.port}/v1/models",
                   headers={"Authorization": f"Bearer {gw.key}"})  # fmt: skip
    assert ok.status_code == 200


def test_ipv6_loopback_is_served_too(gw):
    # Node resolves "localhost" to ::1 first: editors built on it must reach the gateway there.
    try:
        socket.create_connection(("::1", gw.gateway.port), timeout=5).close()
    except OSError:
        pytest.skip("no IPv6 loopback on this machine")
    r = httpx.get(f"http://[::1]:{gw.gateway.port}/v1/models",
                  headers={"Authorization": f"Bearer {gw.key}"})  # fmt: skip
    assert r.status_code == 200


def test_no_cors_unless_an_origin_is_allowed(tmp_path, double):
    page = "http://127.0.0.1:5173"
    auth = {"Authorization": "Bearer x"}
    with run_gateway(tmp_path, double.url) as env:
        r = httpx.get(env.v1 + "/models", headers={**auth, "Authorization":
                      f"Bearer {env.key}", "Origin": page})  # fmt: skip
        assert r.status_code == 403 and "access-control-allow-origin" not in r.headers
    with run_gateway(tmp_path / "b", double.url, allowed_origins=[page]) as env:
        pre = httpx.options(env.v1 + "/chat/completions", headers={"Origin": page,
            "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "authorization, content-type"})  # fmt: skip
        assert pre.status_code == 204
        assert pre.headers["access-control-allow-origin"] == page
        assert "POST" in pre.headers["access-control-allow-methods"]
        r = httpx.get(env.v1 + "/models", headers={"Authorization": f"Bearer {env.key}",
                                                   "Origin": page})  # fmt: skip
        assert r.status_code == 200 and r.headers["access-control-allow-origin"] == page


def test_huge_body_gets_a_clear_413(gw):
    auth = {"Authorization": f"Bearer {gw.key}", "Content-Type": "application/json"}
    big = b'{"messages": "' + b"x" * (8 * 1024 * 1024) + b'"}'
    r = httpx.post(gw.v1 + "/chat/completions", content=big, headers=auth)
    assert r.status_code == 413 and "8.4 MB" in r.json()["error"]["message"]

    def chunks():  # no Content-Length: the cap holds while reading
        for _ in range(9):
            yield b"x" * (1024 * 1024)

    r = httpx.post(gw.v1 + "/chat/completions", content=chunks(), headers=auth)
    assert r.status_code == 413
    assert client(gw).models.list().data  # the gateway stays up


def _raw_post(port: int, key: str, *parts: bytes) -> bytes:
    """POST /v1/chat/completions over one socket, its bytes sent in `parts` (each a sendall);
    the whole answer."""
    with socket.create_connection(("127.0.0.1", port), timeout=20) as s:
        for part in parts:
            s.sendall(part)
        got = b""  # until the gateway closes (Connection: close)
        while chunk := s.recv(65536):
            got += chunk
    return got


def test_a_body_that_came_whole_with_its_head_is_held_to_the_cap(tmp_path, double):
    with run_gateway(tmp_path, double.url, max_body_bytes=1000) as env:
        head = (f"POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1:{env.gateway.port}\r\n"
                f"Authorization: Bearer {env.key}\r\nContent-Type: application/json\r\n"
                "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n").encode()  # fmt: skip
        big = json.dumps({"model": MODEL, "messages": [{"role": "user", "content": "x" * 2000}]})
        # No Content-Length (chunked), the whole body in the head's write: read as it lies
        got = _raw_post(env.gateway.port, env.key,
                        head + f"{len(big):x}\r\n{big}\r\n0\r\n\r\n".encode())  # fmt: skip
        assert got.startswith(b"HTTP/1.1 413") and b"request_too_large" in got
        small = json.dumps({"model": MODEL, "messages": HELLO, "max_tokens": 3})
        body = f"{len(small):x}\r\n{small}\r\n0\r\n\r\n".encode()
        got = _raw_post(env.gateway.port, env.key, head + body)
        assert got.startswith(b"HTTP/1.1 200") and b'"completion_tokens":3' in got
        # The body after its head, in pieces: read as it comes, to the same answer
        got = _raw_post(env.gateway.port, env.key, head, body[:9], body[9:])
        assert got.startswith(b"HTTP/1.1 200") and b'"completion_tokens":3' in got


def test_malformed_json_gets_a_clear_400(gw):
    auth = {"Authorization": f"Bearer {gw.key}", "Content-Type": "application/json"}
    for body in (b'{"model": ', b"[1, 2]", b"\xff\xfe"):
        r = httpx.post(gw.v1 + "/chat/completions", content=body, headers=auth)
        assert r.status_code == 400, body
        assert r.json()["error"]["code"] == "invalid_json"


def test_503_with_stage_progress_and_retry_after_while_not_ready(tmp_path, double):
    with run_gateway(tmp_path, None) as env:
        env.state.set_not_ready("capturing CUDA graphs", 0.62, retry_after_s=15)
        with pytest.raises(openai.APIStatusError) as err:
            client(env).chat.completions.create(model=MODEL, messages=HELLO)
        assert err.value.status_code == 503
        assert err.value.response.headers["retry-after"] == "15"
        assert err.value.body["message"] == (
            "Ling-3.0-flash is loading: capturing CUDA graphs, 62%"
        )
        env.state.set_ready(double.url, ENGINE_KEY)
        assert client(env).models.list().data
        env.state.set_not_ready("crashed")
        r = httpx.get(env.v1 + "/models", headers={"Authorization": f"Bearer {env.key}"})
        assert r.status_code == 503 and "the engine crashed" in r.json()["error"]["message"]


def test_engine_gone_is_503_not_a_hang(tmp_path):
    from app.core.engine.supervisor import pick_free_port

    with run_gateway(tmp_path, f"http://127.0.0.1:{pick_free_port()}") as env:
        r = httpx.get(env.v1 + "/models", headers={"Authorization": f"Bearer {env.key}"})
        assert r.status_code == 503 and r.headers["retry-after"]
        assert env.records(1)[-1].status == 503


def test_client_leaving_mid_stream_frees_the_engine_for_the_next(tmp_path):
    # Batch 1, as the recipe runs it: a stream the gateway kept open would hold the only slot
    # for ~400 s, and the second request would time out behind it.
    with run_double(tmp_path, "--double-tok-per-s", "50", max_running=1) as d, \
         run_gateway(tmp_path, d.url) as env:  # fmt: skip
        c = client(env)
        stream = c.chat.completions.create(model=MODEL, messages=HELLO, max_tokens=20000,
                                           stream=True)  # fmt: skip
        for n, _chunk in enumerate(stream):
            if n == 3:
                break
        stream.close()
        reply = openai.OpenAI(base_url=env.v1, api_key=env.key, max_retries=0,
                              timeout=60).chat.completions.create(
            model=MODEL, messages=HELLO, max_tokens=5)  # fmt: skip
        assert reply.usage.completion_tokens == 5
        first = next(r for r in env.records(2) if r.stream)
        assert first.status == 499


def test_streams_that_reached_their_end_are_complete_with_their_tokens(tmp_path):
    # The OpenAI client closes on [DONE] without asking for usage; the double ends its stream
    # 0.3 s after [DONE], so every client has gone first (issue 39: 3 of 4 were "499").
    with run_double(tmp_path, "--double-tok-per-s", "2000", "--double-end-delay", "0.3") as d, \
         run_gateway(tmp_path, d.url) as env:  # fmt: skip
        c = client(env)
        for n in range(4):
            chunks = list(c.chat.completions.create(model=MODEL, messages=HELLO,
                                                    max_tokens=5 + n, stream=True))  # fmt: skip
            assert all(ch.choices for ch in chunks)  # no usage chunk it did not ask for
        recs = env.records(4)
        assert [(r.status, r.error, r.completion_tokens) for r in recs] == [
            (200, "", 5 + n) for n in range(4)
        ]
        assert all(r.prompt_tokens for r in recs)


def test_messages_and_responses_streams_are_complete_at_their_last_event(tmp_path):
    with run_stub() as stub, run_gateway(tmp_path, stub.url) as env:
        stub.end_delay = 0.3  # the client below closes on the last event, before the end
        for path, last in (("/messages", "message_stop"), ("/responses", "response.completed")):
            body = {"model": MODEL, "max_tokens": 8, "stream": True, "messages": HELLO,
                    "input": "Hi"}  # fmt: skip
            with httpx.stream("POST", env.v1 + path, json=body,
                              headers={"x-api-key": env.key}) as r:  # fmt: skip
                assert r.status_code == 200
                next(line for line in r.iter_lines() if line.startswith("data:") and last in line)
        recs = env.records(2)
        assert [(r.endpoint, r.status, r.prompt_tokens, r.completion_tokens) for r in recs] == [
            ("POST /v1/messages", 200, 11, 2),
            ("POST /v1/responses", 200, 4, 2),
        ]


def test_slow_loris_is_cut_off(tmp_path, double):
    with run_gateway(tmp_path, double.url, header_timeout_s=0.5, body_timeout_s=0.5) as env:
        with socket.create_connection(("127.0.0.1", env.gateway.port), timeout=20) as s:
            s.sendall(b"GET /v1/models HTTP/1.1\r\nHost: 127.0.0.1\r\n")  # never finished
            assert s.recv(100) == b""  # closed by the gateway (the timeout guards a hang)
        with socket.create_connection(("127.0.0.1", env.gateway.port), timeout=20) as s:
            s.sendall(
                f"POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1:{env.gateway.port}\r\n"
                f"Authorization: Bearer {env.key}\r\nContent-Length: 100\r\n\r\n{{".encode()
            )
            head = s.recv(1000)
            assert head.startswith(b"HTTP/1.1 408")
        assert client(env).models.list().data


def test_200_clients_at_once_all_get_their_answer(tmp_path):
    # Against the stub (uvicorn's backlog, as SGLang): the double listens with socketserver's
    # backlog of 5, so a burst of 200 new connections there measures SYN retransmits.
    with run_stub() as stub, run_gateway(tmp_path, stub.url) as env:

        async def main():
            c = openai.AsyncOpenAI(base_url=env.v1, api_key=env.key, max_retries=0, timeout=60,
                                   http_client=httpx.AsyncClient(limits=httpx.Limits(
                                       max_connections=250), timeout=60))  # fmt: skip

            async def one(i):
                r = await c.chat.completions.create(
                    model=MODEL, messages=[{"role": "user", "content": f"n{i}"}], max_tokens=3
                )
                return json.loads(r.choices[0].message.content)["messages"][0]["content"]

            try:
                return await asyncio.gather(*(one(i) for i in range(200)))
            finally:
                await c.close()

        assert asyncio.run(main()) == [f"n{i}" for i in range(200)]  # each its own answer
        assert sum(r.status == 200 for r in env.records(200)) == 200
        assert env.keys.list()[0].requests == 200

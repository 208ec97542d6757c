"""The gateway's rules on their own: routes, headers, error shapes, what a record reads."""

from __future__ import annotations

import asyncio
import json
import time

import pytest

from app.core.gateway.forward import (
    HiddenUsage,
    Meter,
    ask_usage,
    client_token,
    coalesced,
    downstream_headers,
    error_body,
    route_of,
    upstream_headers,
)
from app.core.gateway.records import RequestLog, RequestRecord
from app.core.gateway.state import Readiness, ReadinessState


@pytest.mark.parametrize(
    "method,path,want",
    [("GET", "/v1/models", "ok"), ("GET", "/v1/models/Ling-3.0-flash", "ok"),
     ("POST", "/v1/chat/completions", "ok"), ("POST", "/v1/completions", "ok"),
     ("POST", "/v1/messages", "ok"), ("POST", "/v1/responses", "ok"),
     ("GET", "/v1/responses/resp_1", "ok"), ("POST", "/v1/responses/resp_1/cancel", "ok"),
     ("GET", "/v1/chat/completions", "method"), ("POST", "/v1/models", "method"),
     ("GET", "/server_info", None), ("POST", "/generate", None), ("GET", "/v1/models/a/b", None),
     ("POST", "/v1/chat/completions/", None), ("POST", "/v1/messages/count_tokens", None),
     ("GET", "/v1", None), ("GET", "/health", None)],
)  # fmt: skip
def test_routes(method, path, want):
    assert route_of(method, path) == want


def test_credentials_are_replaced_and_browser_headers_dropped():
    up = upstream_headers(
        {"Authorization": "Bearer lingdesk-x", "x-api-key": "k", "Cookie": "c", "Origin": "o",
         "Host": "h", "Content-Type": "application/json", "anthropic-version": "2023-06-01"},
        "engine",
    )  # fmt: skip
    assert up == {
        "Authorization": "Bearer engine",
        "Content-Type": "application/json",
        "anthropic-version": "2023-06-01",
    }
    down = downstream_headers({"Content-Type": "text/event-stream", "Server": "uvicorn",
                               "Content-Length": "9", "Access-Control-Allow-Origin": "*"})  # fmt: skip
    assert down == {"Content-Type": "text/event-stream"}


@pytest.mark.parametrize(
    "headers,want",
    [({"Authorization": "Bearer k1"}, "k1"), ({"Authorization": "bearer  k1 "}, "k1"),
     ({"x-api-key": "k2"}, "k2"), ({"Authorization": "Basic abc"}, None), ({}, None),
     ({"Authorization": "Bearer "}, None)],
)  # fmt: skip
def test_client_token(headers, want):
    assert client_token(headers) == want


def test_error_shapes():
    openai_err = json.loads(error_body("/v1/chat/completions", 401, "no", "invalid_api_key"))
    assert openai_err == {"error": {"message": "no", "type": "invalid_request_error",
                                    "param": None, "code": "invalid_api_key"}}  # fmt: skip
    assert json.loads(error_body("/v1/models", 503, "m", "c"))["error"]["type"] == "server_error"
    anthropic = json.loads(error_body("/v1/messages", 503, "loading", "engine_not_ready"))
    assert anthropic == {"type": "error", "error": {"type": "overloaded_error",
                                                    "message": "loading"}}  # fmt: skip


def sse(obj) -> bytes:
    return b"data: " + json.dumps(obj).encode() + b"\n\n"


def test_meter_reads_a_chat_stream_split_anywhere():
    rec = RequestRecord("c", "POST /v1/chat/completions")
    m = Meter(rec, time.perf_counter())
    role = {"choices": [{"index": 0, "delta": {"role": "assistant", "content": ""}}]}
    tok = {"choices": [{"index": 0, "delta": {"content": "x"}}]}
    ext = {"choices": [], "sglext": {"spec_tokens_details": {"spec_accept_length": 2.75}}}
    usage = {"choices": [], "usage": {"prompt_tokens": 30, "completion_tokens": 3,
                                      "prompt_tokens_details": {"cached_tokens": 24}}}  # fmt: skip
    data = sse(role) + sse(tok) + b"data: {broken\n\n" + sse(tok) + sse(tok) + sse(ext)
    data += sse(usage) + b"data: [DONE]\n\n"
    for i in range(0, len(data), 7):  # TCP may cut anywhere
        m.feed(data[i : i + 7])
        time.sleep(0.001)
    m.close()
    assert m.events == 3
    assert (rec.prompt_tokens, rec.cached_tokens, rec.completion_tokens) == (30, 24, 3)
    assert rec.accept_length == 2.75
    assert rec.ttft_s is not None and rec.decode_tok_s is not None and rec.decode_tok_s > 0


def test_meter_reads_anthropic_and_responses_usage():
    rec = RequestRecord("c", "POST /v1/messages")
    m = Meter(rec, time.perf_counter())
    m.body({"type": "message_start", "message": {"usage": {"input_tokens": 9,
            "output_tokens": 1, "cache_read_input_tokens": 4}}})  # fmt: skip
    m.body({"type": "message_delta", "usage": {"output_tokens": 17}})
    assert (rec.prompt_tokens, rec.cached_tokens, rec.completion_tokens) == (9, 4, 17)
    rec2 = RequestRecord("c", "POST /v1/responses")
    Meter(rec2, 0).body({"type": "response.completed", "response": {"usage": {
        "input_tokens": 5, "output_tokens": 2, "input_tokens_details": {"cached_tokens": 3}}}})  # fmt: skip
    assert (rec2.prompt_tokens, rec2.cached_tokens, rec2.completion_tokens) == (5, 3, 2)


def test_meter_without_usage_counts_events_and_null_cached_stays_unknown():
    rec = RequestRecord("c", "POST /v1/completions")
    m = Meter(rec, time.perf_counter())
    m.body({"usage": {"prompt_tokens": 3, "completion_tokens": 2, "prompt_tokens_details": None}})
    assert rec.cached_tokens is None
    assert rec.ttft_s is None


def test_readiness_messages():
    assert Readiness().message() == "Ling-3.0-flash is not running: start the engine in Ling Desk"
    s = ReadinessState()
    s.set_not_ready("loading weights", 0.305, retry_after_s=0)
    assert s.get().message() == "Ling-3.0-flash is loading: loading weights, 30%"
    assert s.get().retry_after_s == 1
    s.set_not_ready("restarting after a crash")
    assert s.get().message() == "Ling-3.0-flash is restarting: restarting after a crash"
    s.set_ready("http://127.0.0.1:30000/", "k")
    assert s.get().ready and s.get().upstream == "http://127.0.0.1:30000"
    s.set_not_ready("crashed")
    assert s.get().upstream == "http://127.0.0.1:30000"  # kept for when it comes back


def test_request_log_is_bounded_and_tells_listeners_even_if_one_breaks():
    log = RequestLog(maxlen=3)
    heard = []
    log.add_listener(lambda what, rec: 1 / 0)
    log.add_listener(lambda what, rec: heard.append((what, rec.client)))
    recs = [RequestRecord(f"c{i}", "GET /v1/models") for i in range(5)]
    log.started(recs[0])
    assert log.active() == [recs[0]]
    for r in recs:
        log.finished(r)
    assert [r.client for r in log.recent()] == ["c2", "c3", "c4"]
    assert log.active() == []
    assert heard[0] == ("started", "c0") and len(heard) == 6


def test_meter_counts_sglang_compact_chunks_and_still_reads_the_last_ones():
    rec = RequestRecord("c", "POST /v1/chat/completions")
    m = Meter(rec, time.perf_counter())

    def chunk(delta, finish=None):
        return ("data: " + json.dumps({"id": "1", "object": "chat.completion.chunk", "choices": [
            {"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish,
             "matched_stop": None}]}, separators=(",", ":")) + "\n\n").encode()  # fmt: skip

    m.feed(chunk({"reasoning_content": None, "role": "assistant", "content": ""}))
    for word in ("a", "b", "c", "d"):
        m.feed(chunk({"reasoning_content": None, "content": word}))
    m.feed(chunk({"reasoning_content": None}, "length"))
    m.feed(b'data: {"id":"1","choices":[],"usage":{"prompt_tokens":3,"completion_tokens":4,'
           b'"prompt_tokens_details":{"cached_tokens":2}}}\n\ndata: [DONE]\n\n')  # fmt: skip
    m.close()
    assert m.events == 4
    assert (rec.prompt_tokens, rec.cached_tokens, rec.completion_tokens) == (3, 2, 4)


def test_stopping_and_crashed_are_said_plainly():
    s = ReadinessState()
    s.set_not_ready("stopping")
    assert s.get().message() == "Ling-3.0-flash is stopping"
    s.set_not_ready("crashed")
    assert s.get().message() == (
        "Ling-3.0-flash is not available: the engine crashed (Ling Desk says why)"
    )


# --- from surviving mutants (tests/MUTATION.md, group `gateway`) ------------------------------


@pytest.mark.parametrize(
    "status,kind",
    [(401, "authentication_error"), (403, "permission_error"), (404, "not_found_error"),
     (413, "request_too_large"), (503, "overloaded_error"), (400, "invalid_request_error"),
     (405, "invalid_request_error"), (402, "invalid_request_error")],
)  # fmt: skip
def test_anthropic_clients_get_the_error_type_their_sdk_maps_each_status_to(status, kind):
    body = json.loads(error_body("/v1/messages", status, "why", "code"))
    assert body == {"type": "error", "error": {"type": kind, "message": "why"}}


@pytest.mark.parametrize("status,kind", [(499, "invalid_request_error"), (500, "server_error")])
def test_openai_clients_get_server_error_from_500_on(status, kind):
    assert json.loads(error_body("/v1/chat/completions", status, "m", "c"))["error"]["type"] == kind


@pytest.mark.parametrize(
    "event,counts",
    [({"choices": [{"delta": {"content": "x"}}]}, True),
     ({"choices": [{"delta": {"reasoning_content": "think"}}]}, True),
     ({"choices": [{"delta": {"tool_calls": [{"index": 0}]}}]}, True),
     ({"choices": [{"delta": {"role": "assistant", "content": ""}}]}, False),
     ({"choices": [{"text": "x", "index": 0}]}, True),
     ({"choices": [{"text": "", "index": 0}]}, False),
     ({"type": "content_block_delta", "delta": {"text": "x"}}, True),
     ({"type": "response.output_text.delta", "delta": "x"}, True),
     ({"type": "message_start", "message": {}}, False),
     ({"type": "response.completed"}, False),
     ({"object": "chat.completion.chunk"}, False)],
)  # fmt: skip
def test_what_counts_as_a_token_event_in_each_api(event, counts):
    rec = RequestRecord("c", "POST /v1/x")
    m = Meter(rec, 0.0)
    m.feed(sse(event))
    assert (m.events, m.first is not None) == ((1, True) if counts else (0, False))


def test_the_first_event_of_a_stream_is_read_whole():
    rec = RequestRecord("c", "POST /v1/chat/completions")
    m = Meter(rec, time.perf_counter())
    m.feed(sse({"choices": [{"delta": {"content": "x"}}]}))
    assert m.events == 1


def test_named_events_and_data_without_a_space_are_read():
    # Anthropic's stream names each event; SSE allows "data:" without the space.
    rec = RequestRecord("c", "POST /v1/messages")
    m = Meter(rec, time.perf_counter())
    m.feed(b'event: content_block_delta\ndata:{"type":"content_block_delta","delta":{"text":"a"}}'
           b"\n\n")  # fmt: skip
    m.feed(b'event: message_delta\ndata: {"type":"message_delta","usage":{"output_tokens":7}}\n\n')
    assert m.events == 1 and rec.completion_tokens == 7


def _compact(content: str, **extra: object) -> bytes:
    obj = {"id": "1", "choices": [{"index": 0, "delta": {"content": content},
                                   "finish_reason": None}], **extra}  # fmt: skip
    return json.dumps(obj, separators=(",", ":")).encode()


def test_a_compact_chunk_that_also_carries_usage_is_parsed_not_just_counted():
    # SGLang's continuous usage stats put usage on every token chunk.
    rec = RequestRecord("c", "POST /v1/chat/completions")
    m = Meter(rec, 0.0)
    m._data(_compact("a"), 1.0)
    m._data(_compact("b", usage={"prompt_tokens": 3, "completion_tokens": 2}), 2.0)
    assert m.events == 2 and (rec.prompt_tokens, rec.completion_tokens) == (3, 2)


def test_timing_from_the_events_when_the_last_ones_are_compact_chunks():
    rec = RequestRecord("c", "POST /v1/chat/completions")
    m = Meter(rec, 100.0)
    for now in (101.0, 103.0, 105.0):  # the first is parsed, the others only counted
        m._data(_compact("x"), now)
    m.close()
    assert rec.ttft_s == 1.0
    assert rec.decode_tok_s == 0.5  # (3 events - 1) / (105 - 101)


def test_decode_speed_uses_the_engines_token_count_over_the_events():
    rec = RequestRecord("c", "POST /v1/chat/completions")
    m = Meter(rec, 10.0)
    m._event({"choices": [{"delta": {"content": "ab"}}]}, 11.0)
    m._event({"choices": [{"delta": {"content": "cd"}}]}, 13.0)
    m.body({"usage": {"completion_tokens": 5}})  # MTP: several tokens per event
    m.close()
    assert (rec.ttft_s, rec.decode_tok_s) == (1.0, 2.0)  # (5 - 1) / (13 - 11)


@pytest.mark.parametrize("tokens,want", [(1, None), (2, 0.5)])
def test_decode_speed_needs_two_tokens(tokens, want):
    rec = RequestRecord("c", "POST /v1/chat/completions")
    m = Meter(rec, 0.0)
    m._event({"choices": [{"delta": {"reasoning_content": "a"}}]}, 1.0)
    m._event({"choices": [{"delta": {"content": "b"}}]}, 3.0)
    m.body({"usage": {"completion_tokens": tokens}})
    m.close()
    assert rec.decode_tok_s == want


def test_one_token_event_or_none_gives_no_speed_and_no_error():
    rec = RequestRecord("c", "POST /v1/chat/completions")
    m = Meter(rec, 0.0)
    m.close()  # nothing came
    assert (rec.ttft_s, rec.decode_tok_s) == (None, None)
    m._event({"choices": [{"delta": {"content": "abc"}}]}, 2.0)
    m.body({"usage": {"completion_tokens": 3}})  # three tokens in one event: no interval
    m.close()
    assert (rec.ttft_s, rec.decode_tok_s) == (2.0, None)


def test_usage_counts_that_are_not_integers_are_ignored():
    rec = RequestRecord("c", "POST /v1/chat/completions")
    Meter(rec, 0.0).body({"usage": {"prompt_tokens": True, "completion_tokens": "7",
                                    "prompt_tokens_details": {"cached_tokens": 2.5}}})  # fmt: skip
    assert (rec.prompt_tokens, rec.completion_tokens, rec.cached_tokens) == (None, None, None)


@pytest.mark.parametrize(
    "raw",
    ["/v1/responses/%2e%2e/cancel", "/v1/responses/%2E%2E/cancel", "/v1/responses/../cancel",
     "/v1/responses/./cancel", "/v1/responses/.%2e/cancel", "/v1/models/..", "/v1/models/%2e",
     "/v1/models/a%2fb", "/v1/models/a%2Fb", "/v1/models/a%5cb", "/v1/models/a\\b",
     "/v1//models", "/v1/models/a%00", "/v1/models/%ff", "v1/models", "/v1/models/a%0ab"],
)  # fmt: skip
def test_dot_segments_and_encoded_separators_are_refused(raw):
    from app.core.gateway.forward import clean_path

    assert clean_path(raw) is None


def test_a_clean_path_is_decoded_once_and_forwarded_as_checked():
    from app.core.gateway.forward import clean_path, upstream_target

    assert clean_path("/v1/responses/resp_1/cancel?x=%2e%2e") == "/v1/responses/resp_1/cancel"
    assert clean_path("/v1/models/Ling%2D3.0-flash") == "/v1/models/Ling-3.0-flash"
    # Encoded twice: decoded once it is the text "%2e", not a dot, and no route takes it.
    assert clean_path("/v1/responses/%252e%252e/cancel") == "/v1/responses/%2e%2e/cancel"
    assert route_of("POST", "/v1/responses/%2e%2e/cancel") is None
    raw = "/v1/models/Ling%203?a=b%20c"
    assert upstream_target(clean_path(raw) or "", raw) == "/v1/models/Ling%203?a=b%20c"


def test_the_usage_chunk_asked_for_a_client_is_taken_out_wherever_the_stream_is_split():
    head = b'data: {"id":"1","choices":[{"index":0,"delta":{"content":"Hi"}}]}\n\n'
    spec = b'data: {"id":"1","choices":[],"usage":null,"sglext":{"spec_tokens_details":{}}}\n\n'
    usage = b'data: {"id":"1","choices":[],"usage":{"prompt_tokens":3,"completion_tokens":1}}\n\n'
    stream = head + spec + usage + b"data: [DONE]\n\n"
    for cut in range(len(stream)):
        hidden = HiddenUsage()
        out = hidden.feed(stream[:cut]) + hidden.feed(stream[cut:]) + hidden.flush()
        assert out == head + spec + b"data: [DONE]\n\n", cut


@pytest.mark.parametrize(
    "path,body,want",
    [("/v1/chat/completions", {"stream": True}, {"include_usage": True}),
     ("/v1/completions", {"stream": True, "stream_options": {"continuous_usage_stats": True}},
      {"continuous_usage_stats": True, "include_usage": True}),
     ("/v1/chat/completions", {"stream": True, "stream_options": {"include_usage": True}}, None),
     ("/v1/chat/completions", {"stream": False}, None),
     ("/v1/chat/completions", {"stream": True, "stream_options": "x"}, None),
     ("/v1/messages", {"stream": True}, None)],
)  # fmt: skip
def test_usage_is_asked_for_only_where_a_stream_would_lack_it(path, body, want):
    for raw in (None, json.dumps(body).encode(), json.dumps(body, indent=1).encode() + b"\n"):
        got = ask_usage(path, body, raw)
        assert (None if got is None else json.loads(got)["stream_options"]) == want


@pytest.mark.parametrize(
    "raw",
    [b'{"model":"m","stream":true,"messages":[{"role":"user","content":"}"}]}',
     b'{\n  "stream": true,\n  "max_tokens": 5\n}\r\n\t ',
     '{"stream":true,"messages":[{"content":"caf\u00e9 \u00bb}"}]}'.encode(),
     '{"stream":true,"max_tokens":5}'.encode("utf-16-le")],
)  # fmt: skip
def test_the_usage_option_is_added_to_the_clients_own_bytes(raw):
    """The client's body as it came, the option added at its end: the same request as the
    re-encoded one (a body json reads that is not UTF-8, like UTF-16, is re-encoded)."""
    obj = json.loads(raw)
    got = ask_usage("/v1/chat/completions", obj, raw)
    assert got is not None
    assert json.loads(got) == {**obj, "stream_options": {"include_usage": True}}
    if b"\x00" not in raw:  # UTF-8: the client's bytes kept
        assert got.startswith(raw.rstrip()[:-1])


@pytest.mark.parametrize(
    "event,ends",
    [(b"data: [DONE]\n\n", True), (b'data: {"type":"message_stop"}\n\n', True),
     (b'event: response.completed\ndata: {"type":"response.completed","response":{}}\n\n', True),
     (b'data: {"type":"message_delta","usage":{"output_tokens":2}}\n\n', False),
     (b'data: {"type":["message_stop"]}\n\n', False), (b"data: [DONE]", False)],
)  # fmt: skip
def test_a_stream_has_ended_at_its_last_event(event, ends):
    meter = Meter(RequestRecord("a", "POST /v1/chat/completions"), time.perf_counter())
    meter.feed(event)
    assert meter.ended is ends


# -- coalescing and exact counts on chunks of any grouping (issue 40) -----------------------


def _sglang(delta, finish=None, **extra) -> bytes:
    obj = {"id": "1", "object": "chat.completion.chunk", "choices": [
        {"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish,
         "matched_stop": None}], **extra}  # fmt: skip
    return ("data: " + json.dumps(obj, separators=(",", ":")) + "\n\n").encode()


def _stream(tokens: int) -> tuple[list[bytes], bytes]:
    """A chat stream as SGLang sends it, one event a piece, with the pieces a meter must parse
    in the middle: a tool call delta, a keep-alive comment, a named two-line event."""
    events = [_sglang({"role": "assistant", "content": ""})]
    events += [_sglang({"content": f"w{i} "}) for i in range(tokens)]
    events.insert(5, _sglang({"tool_calls": [{"index": 0, "function": {"arguments": "{"}}]}))
    events.insert(9, b": keep-alive\n\n")
    events.insert(12, b"event: delta\n" + _sglang({"content": "x"}))
    events.append(_sglang({}, "stop"))
    usage = (b'data: {"id":"1","choices":[],"usage":{"prompt_tokens":7,"completion_tokens":'
             + str(tokens + 2).encode() + b"}}\n\n")  # fmt: skip
    return [*events, usage, b"data: [DONE]\n\n"], usage


def _groupings(data: bytes, seed: int) -> list[list[bytes]]:
    """The same bytes cut into pieces many ways: at every single point, and at random points."""
    import random

    out = [[data[:cut], data[cut:]] for cut in range(0, len(data), 7)]
    rnd = random.Random(seed)
    for _ in range(200):
        cuts = sorted(rnd.sample(range(1, len(data)), rnd.randint(2, 40)))
        out.append([data[a:b] for a, b in zip([0, *cuts], [*cuts, len(data)], strict=True)])
    return out


def test_the_meter_counts_exactly_however_the_stream_is_grouped():
    """Coalesced chunks carry several events, and may end mid-event: the count of token events,
    the usage and the end are the same as read one event at a time."""
    events, _ = _stream(40)
    data = b"".join(events)
    one_by_one = Meter(RequestRecord("c", "POST /v1/chat/completions"), 0.0)
    for e in events:
        one_by_one.feed(e)
    # 40 content tokens, the tool call's delta and the named event's token; not the role
    # chunk's "", the comment, the finish chunk nor the usage chunk.
    assert (one_by_one.events, one_by_one.ended) == (42, True)
    for pieces in _groupings(data, seed=40):
        rec = RequestRecord("c", "POST /v1/chat/completions")
        m = Meter(rec, 0.0)
        for piece in pieces:
            m.feed(piece)
        assert (m.events, m.ended, rec.prompt_tokens, rec.completion_tokens) == (42, True, 7, 42)


def test_the_hidden_usage_chunk_is_taken_out_of_any_grouping_and_nothing_else_is():
    events, usage = _stream(30)
    data = b"".join(events)
    want = data.replace(usage, b"")
    for pieces in _groupings(data, seed=30):
        hidden = HiddenUsage()
        assert b"".join(hidden.feed(p) for p in pieces) + hidden.flush() == want
    whole = b"".join(events[1:4])  # whole events, no usage: passed on as they are
    assert HiddenUsage().feed(whole) == whole


def _reader():
    from aiohttp.base_protocol import BaseProtocol
    from aiohttp.streams import StreamReader

    loop = asyncio.get_running_loop()
    return StreamReader(BaseProtocol(loop), 2**20, loop=loop)


def test_coalescing_keeps_every_byte_in_order_and_never_holds_the_first_token():
    """What comes while a chunk waits goes out with it, in one piece; the role chunk and the
    first token go out as they come; the stream's end closes the last piece at once."""
    events, _ = _stream(8)

    async def run() -> tuple[list[bytes], list[float]]:
        reader = _reader()
        meter = Meter(RequestRecord("c", "POST /v1/chat/completions"), 0.0)
        slept: list[float] = []
        go = asyncio.Event()

        async def sleep(s: float) -> None:  # the hold ends when the test says, not on a clock
            slept.append(s)
            await go.wait()

        pieces = coalesced(reader, meter, hold_s=3600.0, sleep=sleep)
        out: list[bytes] = []

        async def take() -> bytes:
            piece = await anext(pieces)
            meter.feed(piece)
            out.append(piece)
            return piece

        reader.feed_data(events[0])  # the role chunk: no token yet
        assert await take() == events[0]
        reader.feed_data(events[1])  # the first token comes at once after it: not held
        assert await take() == events[1] and slept == []
        reader.feed_data(events[2])  # a token right after the first one went out: held
        held = asyncio.ensure_future(take())
        for _ in range(100):
            if slept:
                break
            await asyncio.sleep(0)
        assert len(slept) == 1 and 0 < slept[0] <= 3600.0
        for e in events[3:7]:  # what comes meanwhile joins it
            reader.feed_data(e)
        go.set()
        assert await held == b"".join(events[2:7])
        for e in events[7:]:
            reader.feed_data(e)
        reader.feed_eof()
        out.extend([p async for p in pieces])
        return out, slept

    out, slept = asyncio.run(run())
    assert b"".join(out) == b"".join(events)
    assert len(slept) == 2  # the rest came in one piece after one more hold, then the end


def test_a_stream_slower_than_the_hold_goes_out_piece_by_piece():
    events, _ = _stream(5)

    async def run() -> list[bytes]:
        reader = _reader()
        meter = Meter(RequestRecord("c", "POST /v1/chat/completions"), 0.0)

        async def never(_s: float) -> None:
            raise AssertionError("held")

        pieces = coalesced(reader, meter, hold_s=0.0, sleep=never)
        out = []
        for e in events:
            reader.feed_data(e)
            piece = await anext(pieces)
            meter.feed(piece)
            out.append(piece)
        reader.feed_eof()
        assert [p async for p in pieces] == []
        return out

    assert asyncio.run(run()) == events

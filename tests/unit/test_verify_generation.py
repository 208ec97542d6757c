"""The probe generation against an SGLang-shaped stream: the real EngineClient over
httpx.MockTransport, a clock the stream itself moves, so TTFT, decode tok/s and durations are exact
numbers from the engine's own counts (usage, sglext.spec_tokens_details), never wall-clock."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Callable
from typing import Any

import httpx
import pytest

from app.core.engine.client import EngineClient
from app.core.verify.generation import (
    PROBE_MAX_TOKENS,
    PROBE_PROMPT,
    PROBE_TIMEOUT_S,
    ProbeOutcome,
    measured_request,
    probe_payload,
    run_probe,
)
from tests.support.fake_time import FakeTime

HEAD = {"id": "r1", "object": "chat.completion.chunk", "created": 1, "model": "Ling-3.0-flash"}
SPEC = {
    "spec_accept_rate": 0.73,
    "spec_accept_length": 3.2,
    "spec_num_correct_drafts": 28,
    "spec_num_proposed_drafts": 39,
    "spec_verify_ct": 13,
}


class Clock:
    """Stands still until the stream moves it."""

    def __init__(self, now: float = 100.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def delta_chunk(
    content: str | None = None,
    reasoning: str | None = None,
    done: int | None = None,
    finish: str | None = None,
) -> dict[str, Any]:
    obj: dict[str, Any] = {
        **HEAD,
        "choices": [
            {
                "index": 0,
                "delta": {"reasoning_content": reasoning, "content": content},
                "finish_reason": finish,
            }
        ],
    }
    if done is not None:  # continuous_usage_stats: the running completion-token count
        obj["usage"] = {"prompt_tokens": 20, "completion_tokens": done, "total_tokens": 20 + done}
    return obj


def spec_chunk(spec: dict[str, Any] = SPEC) -> dict[str, Any]:
    return {**HEAD, "choices": [], "usage": None, "sglext": {"spec_tokens_details": dict(spec)}}


def usage_chunk(completion: int, prompt: int = 20) -> dict[str, Any]:
    usage = {"prompt_tokens": prompt, "completion_tokens": completion}
    return {**HEAD, "choices": [], "usage": usage}


# A stream event: (clock time it arrives at, JSON object | raw data string | exception to raise).
Event = tuple[float, Any]


def engine(clock: Clock, events: list[Event], seen: list[dict] | None = None) -> EngineClient:
    async def body() -> AsyncIterator[bytes]:
        for at, item in events:
            clock.now = at
            if isinstance(item, BaseException):
                raise item
            data = item if isinstance(item, str) else json.dumps(item)
            yield f"data: {data}\n\n".encode()

    def handler(request: httpx.Request) -> httpx.Response:
        if seen is not None:
            seen.append(json.loads(request.content))
        return httpx.Response(200, headers={"content-type": "text/event-stream"}, content=body())

    return with_handler(handler)


def with_handler(handler: Callable[[httpx.Request], httpx.Response]) -> EngineClient:
    client = EngineClient("http://127.0.0.1:30000", "sk-test")
    client._http._transport = httpx.MockTransport(handler)
    return client


def probe(client: EngineClient, clock: Any = None, **kw: Any) -> ProbeOutcome:
    async def go() -> ProbeOutcome:
        async with client:
            if clock is None:
                return await run_probe(client, "Ling-3.0-flash", **kw)
            return await run_probe(client, "Ling-3.0-flash", clock=clock, **kw)

    return asyncio.run(go())


# An MTP stream: the first chunk after prefill carries 2 tokens, later chunks 3 or 4 each.
MTP_STREAM: list[Event] = [
    (100.1, delta_chunk(content="", done=0)),  # the role chunk: no text, not a token
    (100.25, delta_chunk(content="one, two", done=2)),
    (100.5, delta_chunk(content=", three, four", done=5)),
    (100.75, delta_chunk(content=", five, six", done=9)),
    (101.0, delta_chunk(content=", seven", done=12)),
    (101.25, delta_chunk(content=", eight", done=42)),
    (101.3, delta_chunk(finish="length")),
    (101.35, spec_chunk()),
    (101.4, usage_chunk(42)),
    (101.5, "[DONE]"),
]


def test_a_healthy_mtp_stream_measures_from_the_engines_own_counts():
    clock = Clock()
    seen: list[dict] = []
    out = probe(engine(clock, MTP_STREAM, seen), clock)
    assert out.ok and out.error is None and out.error_kind == ""
    assert seen == [{**probe_payload("Ling-3.0-flash"), "stream": True}]
    assert out.chunks == 9  # every data chunk but [DONE]
    assert out.completion_tokens == 42
    assert out.ttft_s == pytest.approx(0.25)  # sent at 100.0, first text at 100.25
    # Tokens after the first chunk (42 - 2) over first -> last text chunk (1.0 s).
    assert out.decode_tps == pytest.approx(40.0)
    assert out.duration_s == pytest.approx(1.25)  # sent -> last token
    assert out.wall_s == pytest.approx(1.5)  # sent -> stream closed
    assert out.accept_len == 3.2 and out.accept_rate == 0.73 and out.verify_steps == 13
    assert out.spec == SPEC
    assert out.finish_reason == "length"
    assert out.text_head == "one, two, three, four, five, six, seven, eight"
    assert out.extra == {}
    assert out.describe() == "42 tokens in 1.25 s, TTFT 0.250 s, decode 40.0 tok/s"


def test_without_spec_details_nothing_is_claimed_about_accept_length():
    clock = Clock()
    stream = [e for e in MTP_STREAM if "sglext" not in str(e[1])]
    out = probe(engine(clock, stream), clock)
    assert out.ok
    assert out.spec is None and out.accept_len is None and out.verify_steps is None


def test_keep_text_keeps_the_whole_answer_but_not_the_thinking():
    clock = Clock()
    stream: list[Event] = [
        (100.5, delta_chunk(reasoning="Let me count.", done=3)),
        (101.0, delta_chunk(content="one, two", done=5)),
        (101.5, usage_chunk(5)),
    ]
    out = probe(engine(clock, stream), clock, keep_text=True)
    assert out.extra == {"text": "one, two"}
    # The head shows what streamed first, thinking included.
    assert out.text_head == "Let me count.one, two"
    assert out.ttft_s == pytest.approx(0.5)  # thinking is generated text too
    assert out.decode_tps == pytest.approx(4.0)  # (5 - 3) / 0.5


def test_the_text_head_stops_collecting_at_200_characters():
    clock = Clock()
    words = [f"{i:03d}" + "x" * 97 for i in range(4)]  # 100 characters each
    stream: list[Event] = [
        (100.0 + i, delta_chunk(content=w, done=i + 1)) for i, w in enumerate(words)
    ]
    stream.insert(2, (101.5, delta_chunk(content="y" * 99, done=2)))
    out = probe(engine(clock, stream), clock)
    # 100 + 100 = 200: collection stopped before the 99 y's; the head is those 200.
    assert out.text_head == words[0] + words[1]
    assert out.chunks == 5


def test_the_text_head_collects_a_chunk_begun_below_200_and_cuts_it():
    clock = Clock()
    stream: list[Event] = [
        (100.5, delta_chunk(content="a" * 199, done=1)),
        (101.0, delta_chunk(content="bcd", done=2)),
        (101.5, delta_chunk(content="e", done=3)),
    ]
    out = probe(engine(clock, stream), clock)
    assert out.text_head == "a" * 199 + "b"


def test_counts_each_text_chunk_as_a_token_when_the_engine_streams_no_usage():
    clock = Clock()
    stream: list[Event] = [
        (100.5, delta_chunk(content="one")),
        (101.0, delta_chunk(content=", two")),
        (101.5, delta_chunk(content=", three")),
        (102.0, usage_chunk(9)),  # the final usage rescales the count
    ]
    out = probe(engine(clock, stream), clock)
    assert out.completion_tokens == 9
    assert out.decode_tps == pytest.approx(8.0)  # (9 - 1) / 1.0


def test_a_stream_without_text_is_an_empty_probe():
    clock = Clock()
    stream: list[Event] = [
        (100.1, delta_chunk(content="", done=0)),
        (100.2, delta_chunk(finish="stop")),
        (100.3, usage_chunk(0)),
    ]
    out = probe(engine(clock, stream), clock)
    assert not out.ok
    assert out.error == "the engine streamed no generated text"
    assert out.error_kind == "empty"
    assert out.chunks == 3 and out.finish_reason == "stop"
    assert out.ttft_s is None and out.decode_tps is None and out.text_head == ""
    assert out.describe() == "0 tokens"


def _hanging_probe(stream: list[Event], timeout: float) -> ProbeOutcome:
    """The probe against an engine that sends `stream` at its times, then nothing ever. On fake
    time, which the probe's timeout waits on too: a real 0.05 s timeout beside a fake clock
    raced the first chunk on a loaded machine."""
    t = FakeTime(100.0)

    async def body() -> AsyncIterator[bytes]:
        for at, item in stream:
            await asyncio.sleep(at - t.now)  # the engine takes its time, on the fake clock
            yield f"data: {json.dumps(item)}\n\n".encode()
        await asyncio.Event().wait()

    client = with_handler(lambda _request: httpx.Response(
        200, headers={"content-type": "text/event-stream"}, content=body()))  # fmt: skip

    async def go() -> ProbeOutcome:
        async with client:
            return await run_probe(client, "Ling-3.0-flash", clock=t, timeout=timeout)

    return t.run(go())


def test_a_probe_that_does_not_finish_in_time_is_a_timeout_with_what_it_measured():
    stream: list[Event] = [(100.4, delta_chunk(content="one", done=1))]
    out = _hanging_probe(stream, timeout=0.5)
    assert out.error == "the probe generation did not finish within 0.5 s"
    assert out.error_kind == "timeout"
    assert out.ttft_s == pytest.approx(0.4)
    assert out.completion_tokens == 1 and out.text_head == "one"
    assert out.wall_s == pytest.approx(0.5)  # ended by the timeout, at its time


def test_a_timeout_before_any_text_stays_a_timeout():
    out = _hanging_probe([], timeout=0.05)
    assert out.error_kind == "timeout"
    assert out.error == "the probe generation did not finish within 0.05 s"
    assert out.ttft_s is None and out.text_head == ""


def test_a_connection_cut_mid_stream_is_broken_not_malformed():
    clock = Clock()
    stream: list[Event] = [
        (100.5, delta_chunk(content="one", done=1)),
        (101.0, httpx.ReadError("connection reset")),
    ]
    out = probe(engine(clock, stream), clock)
    assert out.error_kind == "broken"
    assert out.error == "The connection to the engine broke mid-stream (ReadError)."
    assert out.wall_s == pytest.approx(1.0)
    assert out.completion_tokens == 1


def test_a_malformed_chunk_is_a_stream_error():
    clock = Clock()
    stream: list[Event] = [
        (100.5, delta_chunk(content="one", done=1)),
        (100.6, '{"choices": [{"delta": {"content": "\\u00e9ch'),
    ]
    out = probe(engine(clock, stream), clock)
    assert out.error_kind == "stream"
    assert out.error is not None and out.error.startswith("The engine sent a malformed stream")


def test_an_http_error_answer_is_an_http_error():
    out = probe(with_handler(lambda r: httpx.Response(503, text="Service Unavailable")))
    assert out.error_kind == "http"
    assert out.error == "The engine answered 503: Service Unavailable"


def test_an_error_chunk_mid_stream_is_an_http_error():
    clock = Clock()
    stream: list[Event] = [
        (100.5, delta_chunk(content="one", done=1)),
        (100.6, {"error": {"message": "CUDA error: an illegal memory access", "code": 500}}),
    ]
    out = probe(engine(clock, stream), clock)
    assert out.error_kind == "http"
    assert out.error == (
        "The engine reported an error mid-stream: CUDA error: an illegal memory access"
    )


def test_an_unreachable_engine_is_broken():
    def refuse(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("connection refused")

    out = probe(with_handler(refuse))
    assert out.error_kind == "broken"
    assert out.error == "The engine is not reachable at http://127.0.0.1:30000."
    assert out.wall_s is not None and out.wall_s >= 0


def test_an_http_failure_the_client_does_not_wrap_is_broken_and_named():
    def slow_connect(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectTimeout("timed out")

    out = probe(with_handler(slow_connect))
    assert out.error_kind == "broken"
    assert out.error == "The engine did not answer the probe (ConnectTimeout: timed out)"


def test_a_given_payload_is_sent_instead_of_the_probe():
    clock = Clock()
    seen: list[dict] = []
    payload = measured_request("Ling-3.0-flash", "Say hi.", 16, 0.6)
    probe(engine(clock, MTP_STREAM, seen), clock, payload=payload)
    assert seen == [{**payload, "stream": True}]


def test_the_probe_request_is_fixed():
    assert probe_payload("m") == {
        "model": "m",
        "messages": [
            {
                "role": "user",
                "content": "Write the numbers from one to sixty in English words, separated by "
                "commas, and nothing else.",
            }
        ],
        "max_tokens": 128,
        "temperature": 0,
        "chat_template_kwargs": {"enable_thinking": False},
        "return_spec_tokens_details": True,
        "stream_options": {"include_usage": True, "continuous_usage_stats": True},
    }
    assert PROBE_MAX_TOKENS == 128 and PROBE_PROMPT.startswith("Write the numbers")
    assert PROBE_TIMEOUT_S == 120.0


def test_an_outcome_starts_empty_and_ok():
    out = ProbeOutcome()
    assert out.ok and out.error_kind == "" and out.chunks == 0 and out.extra == {}
    assert out.text_head == "" and out.spec is None and out.describe() == ""
    assert ProbeOutcome().extra is not out.extra


@pytest.mark.parametrize(
    ("fields", "said"),
    [
        ({"completion_tokens": 7}, "7 tokens"),
        ({"duration_s": 1.234}, "in 1.23 s"),
        ({"ttft_s": 0.12345}, "TTFT 0.123 s"),
        ({"decode_tps": 51.25}, "decode 51.2 tok/s"),
        ({"completion_tokens": 7, "decode_tps": 51.26}, "7 tokens, decode 51.3 tok/s"),
        ({"error": "x"}, ""),
    ],
)
def test_describe_names_only_what_was_measured(fields, said):
    assert ProbeOutcome(**fields).describe() == said

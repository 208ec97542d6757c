"""The engine's words, told truly (issue 25): a stream that goes silent ends with a clear error
(a real HTTP server on 127.0.0.1 that stops sending), an attached engine's loss is no "exit code
None", and NaN or inf from the engine never becomes a gauge figure."""

from __future__ import annotations

import asyncio
import json
import math

from app.core.engine import events as ev
from app.core.engine.client import EngineClient, EngineHTTPError, EngineStoppedAnswering
from app.core.gauges import GaugeHub
from app.core.telemetry import MessageStats, StreamMeter, finite


def _chunk(text: str) -> bytes:
    data = json.dumps({"choices": [{"delta": {"content": text}, "finish_reason": None}]})
    return f"data: {data}\n\n".encode()


async def _serve(chunks: list[bytes], gap_s: float, then_silent: bool):
    """A loopback HTTP server answering one SSE stream: `chunks` `gap_s` apart, then either
    [DONE] or silence with the connection held open (what a SIGSTOPped engine does)."""
    release = asyncio.Event()

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        head = await reader.readuntil(b"\r\n\r\n")
        length = next(
            (int(ln.split(b":")[1]) for ln in head.split(b"\r\n") if ln.lower().startswith(
                b"content-length")),
            0,
        )  # fmt: skip
        await reader.readexactly(length)
        writer.write(
            b"HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\n"
            b"transfer-encoding: chunked\r\n\r\n"
        )

        def send(b: bytes) -> None:
            writer.write(f"{len(b):x}\r\n".encode() + b + b"\r\n")

        for c in chunks:
            send(c)
            await writer.drain()
            await asyncio.sleep(gap_s)
        if then_silent:
            await release.wait()  # alive, connected, and sending nothing
        else:
            send(b"data: [DONE]\n\n")
            writer.write(b"0\r\n\r\n")
            await writer.drain()
        writer.close()

    server = await asyncio.start_server(handle, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    return server, port, release


async def _stream(chunks, gap_s, then_silent, idle_s, first_s):
    server, port, release = await _serve(chunks, gap_s, then_silent)
    client = EngineClient(f"http://127.0.0.1:{port}", None, stream_idle_s=idle_s,
                          stream_first_s=first_s)  # fmt: skip
    got: list[str] = []
    error: Exception | None = None
    try:
        async for c in client.stream_chat({"model": "m"}):
            got.append(c.content)
    except EngineStoppedAnswering as exc:
        error = exc
    finally:
        release.set()
        await client.aclose()
        server.close()
        await server.wait_closed()
    return got, error


def test_a_stream_that_goes_silent_mid_answer_ends_with_a_clear_error_and_keeps_its_text():
    got, error = asyncio.run(_stream([_chunk("Hello"), _chunk(" world")], 0.0, True, 0.5, 30))
    assert got == ["Hello", " world"]  # what came before the silence is kept
    assert isinstance(error, EngineStoppedAnswering)
    assert str(error) == "The engine stopped answering (no data for 0.5 s)."


def test_a_stream_silent_before_its_first_chunk_is_given_the_longer_wait():
    got, error = asyncio.run(_stream([], 0.0, True, 30, 0.4))
    assert got == [] and isinstance(error, EngineStoppedAnswering)
    assert "no data for 0.4 s" in str(error)


def test_a_slow_but_live_stream_is_never_called_silent():
    # Gaps well under the limit: every chunk arrives, no error.
    chunks = [_chunk(str(i)) for i in range(4)]
    got, error = asyncio.run(_stream(chunks, 0.05, False, 5.0, 5.0))
    assert error is None and got == ["0", "1", "2", "3"]


def test_an_attached_engines_loss_has_no_exit_code_none():
    lost = ev.ProcessOutcome(None, None, False)
    assert "None" not in lost.describe()
    assert lost.describe() == "lost: it stopped answering"
    assert ev.ProcessOutcome(None, None, True).describe() == "stopped"
    assert ev.ProcessOutcome(1, None, False).describe() == "crashed, exited with code 1"
    assert ev.ProcessOutcome(None, 9, False).describe() == "crashed, killed by signal 9"


def test_finite_keeps_numbers_and_drops_nan_inf_and_non_numbers():
    assert finite(2.5) == 2.5 and finite(3) == 3.0
    for bad in (math.nan, math.inf, -math.inf, None, "2.5", True):
        assert finite(bad) is None


def _decode(accept: float, tps: float, t: float) -> ev.DecodeStats:
    return ev.DecodeStats(running_req=1, accept_len=accept, accept_rate=None,
                          gen_throughput=tps, cuda_graph=True, queue_req=0, t=t)  # fmt: skip


def test_nan_from_the_engine_never_becomes_a_gauge_figure():
    clock = [100.0]
    hub = GaugeHub(clock=lambda: clock[0], sample_interval_s=0.0)
    hub.on_engine_event(ev.StateChanged(ev.EngineState.READY, t=50.0))
    hub.on_engine_event(_decode(2.5, 10.0, 60.0))  # spans the idle time before: rate not used
    hub.on_engine_event(_decode(2.5, 80.0, 61.0))
    clock[0] += 1
    hub.on_engine_event(_decode(math.nan, math.inf, 62.0))  # "accept len: nan" in a decode line
    s = hub.snapshot()
    assert s.accept_len_rolling.value == 2.5  # the last good value stays
    assert s.engine_tps.value == 80.0
    values = [v for _, v in s.accept_series + s.engine_tps_series]
    assert values and all(math.isfinite(v) for v in values)
    # /metrics saying NaN / +Inf, and a response's spec details saying NaN.
    clock[0] += 1
    hub.on_metrics_text("sglang:generation_tokens_total 10\nsglang:spec_verify_calls_total 4\n")
    clock[0] += 5
    hub.on_metrics_text(
        "sglang:generation_tokens_total 20\nsglang:spec_verify_calls_total 4\n"
        "sglang:spec_accept_length NaN\nsglang:gen_throughput +Inf\n"
    )
    meter = StreamMeter(clock=lambda: clock[0])
    meter.sent()
    stats = meter.finish(spec={"spec_accept_length": math.nan, "spec_verify_ct": 3})
    assert stats.accept_len is None
    hub.record_request(MessageStats(ttft_s=0.1, decode_tps=50.0, accept_len=math.nan,
                                    verify_steps=3, duration_s=1.0))  # fmt: skip
    s = hub.snapshot()
    assert s.accept_len_request.value is None
    assert s.accept_len_rolling.value == 2.5 and s.engine_tps.value == 80.0
    assert all(math.isfinite(v) for _, v in s.accept_series + s.engine_tps_series)
    assert hub.average_accept_len is None


def test_a_silent_engine_leaves_no_live_rate_on_the_gauge():
    clock = [0.0]
    hub = GaugeHub(clock=lambda: clock[0], sample_interval_s=0.0)
    meter = StreamMeter(clock=lambda: clock[0])
    meter.sent()
    hub.stream_started(meter)
    for i in range(1, 6):
        clock[0] = i * 0.1
        meter.chunk()
        hub.stream_progress(meter)
    assert hub.snapshot().decode_tps.live
    hub.set_silence("The engine stopped answering.")
    d = hub.snapshot().decode_tps
    assert not d.live and d.value is None and d.detail == "the engine stopped answering"
    hub.set_silence("")
    assert hub.snapshot().decode_tps.live


def test_a_frozen_engine_shows_no_figure_once_its_reply_has_ended_or_when_idle():
    """The reply that froze ends (no data for a while) while the engine stays frozen: its rate
    is no "last reply" figure then, nor the engine's last logged rate (both stayed shown)."""
    clock = [0.0]
    hub = GaugeHub(clock=lambda: clock[0], sample_interval_s=0.0)
    hub.on_engine_event(ev.StateChanged(ev.EngineState.READY, t=0.0))
    hub.on_engine_event(_decode(2.5, 30.0, 0.5))
    hub.on_engine_event(_decode(2.5, 30.0, 1.0))
    hub.record_request(MessageStats(ttft_s=0.1, decode_tps=25.0, duration_s=2.0))
    assert hub.snapshot().decode_tps.value == 25.0 and hub.snapshot().engine_tps.value == 30.0
    hub.set_silence("The engine stopped answering.")  # idle, or after its reply ended
    s = hub.snapshot()
    assert not hub.generating and s.decode_tps.value is None and s.engine_tps.value is None
    assert s.decode_tps.detail == s.engine_tps.detail == "the engine stopped answering"
    assert s.roofline.value is None
    assert s.decode_tps_last.value == 25.0  # history stays, under its own name
    hub.set_silence("")
    s = hub.snapshot()
    assert s.decode_tps.value == 25.0 and s.engine_tps.value == 30.0


def test_info_metrics_and_health_give_up_on_an_engine_that_never_answers():
    async def go():
        release = asyncio.Event()

        async def handle(reader, writer):  # reads the request, answers nothing (SIGSTOPped)
            await release.wait()
            writer.close()

        server = await asyncio.start_server(handle, "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        client = EngineClient(f"http://127.0.0.1:{port}", None, timeout=0.3)
        try:
            metrics = await client.metrics_text()
            health = await client.health(timeout=0.3)
            try:
                await client.server_info()
                info_error = ""
            except EngineHTTPError as exc:
                info_error = str(exc)
        finally:
            release.set()
            await client.aclose()
            server.close()
            await server.wait_closed()
        return metrics, health, info_error

    metrics, health, info_error = asyncio.run(asyncio.wait_for(go(), 30))
    assert metrics is None and health is False
    assert info_error.startswith("The engine did not answer /server_info")

"""StreamMeter, StreamTally and the roofline arithmetic, timed by a fake clock (exact figures)."""

from __future__ import annotations

import pytest

from app.core.engine.client import ChatChunk
from app.core.telemetry import (
    DEFINITIONS,
    MessageStats,
    RollingSeries,
    StreamMeter,
    StreamTally,
    bytes_per_token,
    engine_tokens,
    roofline_fraction,
)


class Clock:
    def __init__(self, t: float = 100.0) -> None:
        self.t = t

    def __call__(self) -> float:
        return self.t


def metered(clock: Clock, counts: list[int | None], *, ttft: float = 0.25, gap: float = 0.01):
    """A meter fed one chunk per entry of `counts`, `gap` seconds apart, the first after `ttft`."""
    meter = StreamMeter(clock=clock)
    meter.sent()
    clock.t += ttft
    for i, n in enumerate(counts):
        if i:
            clock.t += gap
        meter.chunk(n)
    return meter


def test_chunk_counting_rescaled_to_the_final_usage_total():
    # No per-chunk usage (an engine without continuous_usage_stats): 50 chunks over 0.49 s, and the
    # final usage says they carried 99 tokens. The first chunk's token is TTFT, not decode.
    clock = Clock()
    meter = metered(clock, [None] * 50)
    assert meter.tokens == 50
    stats = meter.finish({"completion_tokens": 99, "prompt_tokens": 7}, None, "stop")
    assert meter.tokens == 99  # the gauges' last rate sample uses the rescaled count
    assert stats.completion_tokens == 99
    assert stats.prompt_tokens == 7
    assert stats.decode_tps == pytest.approx((99 - 1) / 0.49)
    assert stats.ttft_s == pytest.approx(0.25)
    assert stats.duration_s == pytest.approx(0.25 + 0.49)
    assert stats.finish_reason == "stop"


def test_chunk_counting_without_any_usage_counts_one_token_per_chunk():
    # A stream the user stopped: no usage at all, so each chunk is one token.
    clock = Clock()
    meter = metered(clock, [None] * 11, gap=0.1)
    stats = meter.finish(None, None, None)
    assert stats.completion_tokens == 11
    assert stats.decode_tps == pytest.approx(10 / 1.0)
    assert meter.live_tps() == pytest.approx(10 / 1.0)


def test_engine_counts_exclude_the_first_chunks_tokens():
    # Per-chunk usage: the first chunk already carries 3 tokens (MTP accepted drafts).
    clock = Clock()
    meter = metered(clock, [3, 6, 10, 13], gap=0.1)
    assert meter.tokens_first == 3
    assert meter.live_tps() == pytest.approx((13 - 3) / 0.3)
    stats = meter.finish({"completion_tokens": 13}, None, "length")
    assert stats.decode_tps == pytest.approx((13 - 3) / 0.3)
    # The engine's running count never goes backwards, even if a chunk repeats an older figure.
    meter = metered(Clock(), [4, 2, 8], gap=0.5)
    assert meter.tokens == 8
    assert meter.live_tps() == pytest.approx((8 - 4) / 1.0)


def test_engine_counts_are_not_rescaled_by_a_final_total():
    clock = Clock()
    meter = metered(clock, [2, 4, 6], gap=0.5)
    # The closing usage-only chunk counts one more token than the last text chunk did.
    stats = meter.finish({"completion_tokens": 7}, None, None)
    assert meter.tokens == 6
    assert stats.completion_tokens == 7
    assert stats.decode_tps == pytest.approx((7 - 2) / 1.0)


def test_no_decode_speed_from_a_single_chunk_or_none():
    meter = metered(Clock(), [None])
    assert meter.live_tps() is None
    stats = meter.finish({"completion_tokens": 1}, None, "stop")
    assert stats.decode_tps is None and stats.completion_tokens == 1
    empty = StreamMeter(clock=Clock())
    empty.sent()
    stats = empty.finish(None, None, None)
    assert stats.ttft_s is None and stats.decode_tps is None and stats.completion_tokens is None
    assert stats.duration_s is None  # no token ever arrived
    assert empty.live_tps() is None


def test_ttft_needs_the_request_to_have_been_sent():
    meter = StreamMeter(clock=Clock())
    meter.chunk(None)
    assert meter.stats.ttft_s is None


def test_usage_details_and_spec_figures_are_kept():
    clock = Clock()
    meter = metered(clock, [None, None], gap=1.0)
    usage = {
        "completion_tokens": 40,
        "prompt_tokens": 12,
        "completion_tokens_details": {"reasoning_tokens": 25},
    }
    spec = {"spec_accept_length": 2.5, "spec_accept_rate": 0.5, "spec_verify_ct": 16}
    stats = meter.finish(usage, spec, "stop")
    assert stats.reasoning_tokens == 25
    assert (stats.accept_len, stats.accept_rate, stats.verify_steps) == (2.5, 0.5, 16)
    assert stats.decode_tps == pytest.approx(39.0)
    # A top-level reasoning_tokens (SGLang's own field) wins over the details.
    meter = metered(Clock(), [None, None], gap=1.0)
    usage = {"completion_tokens": 9, "reasoning_tokens": 4, "completion_tokens_details": {}}
    assert meter.finish(usage, None, None).reasoning_tokens == 4


def test_message_stats_round_trip_drops_unset_and_unknown_fields():
    stats = MessageStats(ttft_s=0.5, decode_tps=50.0, finish_reason="stop")
    data = stats.to_dict()
    assert data == {"ttft_s": 0.5, "decode_tps": 50.0, "finish_reason": "stop"}
    assert MessageStats.from_dict({**data, "live_tps": 49.0}) == stats
    assert MessageStats.from_dict(None) == MessageStats()


def test_tally_keeps_the_latest_usage_spec_and_finish():
    tally = StreamTally()
    tally.take(ChatChunk(content="a", usage={"completion_tokens": 1}))
    tally.take(ChatChunk(content="b", spec={"spec_accept_length": 2.0}))
    tally.take(ChatChunk(content="c", usage={"completion_tokens": 3}, finish_reason="stop"))
    tally.take(ChatChunk(content=""))  # a chunk carrying none of them changes nothing
    assert tally.usage == {"completion_tokens": 3}
    assert tally.spec == {"spec_accept_length": 2.0}
    assert tally.finish == "stop"


def test_engine_tokens_reads_only_an_integer_count():
    assert engine_tokens(ChatChunk(usage={"completion_tokens": 7})) == 7
    assert engine_tokens(ChatChunk(usage={"completion_tokens": 7.0})) is None
    assert engine_tokens(ChatChunk(usage={"prompt_tokens": 7})) is None
    assert engine_tokens(ChatChunk()) is None


def test_rolling_series_keeps_its_window():
    clock = Clock(0.0)
    series = RollingSeries(window_s=10.0, clock=clock)
    assert series.last() is None and series.mean() is None
    series.add(1.0)
    clock.t = 5.0
    series.add(3.0)
    clock.t = 10.0
    series.add(5.0)
    assert series.values() == [1.0, 3.0, 5.0]  # exactly 10 s old is still inside
    assert series.mean() == pytest.approx(3.0)
    assert series.last() == 5.0
    clock.t = 12.0
    assert series.values() == [3.0, 5.0]
    series.add(7.0, t=11.0)  # a sample's own time (a chunk's) wins over the clock's
    clock.t = 20.5
    assert series.values() == [7.0]
    clock.t = 21.5  # 10.5 s after the sample's own time, though only 9.5 s after it was added
    assert series.values() == [] and series.mean() is None


def test_rolling_series_default_window_is_two_minutes():
    clock = Clock(0.0)
    series = RollingSeries(clock=clock)
    series.add(1.0)
    clock.t = 120.0
    assert series.values() == [1.0]
    clock.t = 120.5
    assert series.values() == []


def test_roofline_arithmetic():
    # 1e9 active params at 0.5 byte, a 0.2 GB head, 0.1 GB of KV reads: 0.8 GB per token.
    per_tok = bytes_per_token(1e9, 0.5, 2e8, 1e8)
    assert per_tok == 8e8
    assert bytes_per_token(1e9, 0.5, 2e8) == 7e8  # no KV reads by default
    # 100 tok/s x 0.8 GB = 80 GB/s of a 160 GB/s peak (GB/s, decimal).
    assert roofline_fraction(100.0, per_tok, 160.0) == 0.5


def test_every_figure_has_a_definition():
    assert set(DEFINITIONS) == {"decode_tps", "ttft", "accept_len", "engine_tps", "roofline"}
    assert all(text.endswith(".") for text in DEFINITIONS.values())


def test_each_engine_request_is_timed_on_its_own_and_waits_between_them_are_left_out():
    """Issue 39 item 7: a tool-call loop's rounds are separate engine requests; the card's (or
    the tool's) wait between them is neither time to first token nor decoding time."""
    from app.core.telemetry import StreamMeter

    now = [0.0]
    m = StreamMeter(clock=lambda: now[0])
    m.sent()
    now[0] = 0.5
    for _ in range(10):  # round 1: thinking, 10 tokens over 1 s
        now[0] += 0.1
        m.chunk()
    now[0] = 100.0  # 98.5 s on the permission card, then the tool
    m.request()
    now[0] = 100.25
    for _ in range(21):  # round 2: 21 tokens, the first at +0.25 s, then 20 over 1 s
        m.chunk()
        now[0] += 0.05
    s = m.finish({"completion_tokens": 21}, None, "stop")
    assert s.ttft_s == pytest.approx(0.6)  # round 1's own
    assert m.request_ttfts == pytest.approx([0.6, 0.25])
    assert s.decode_tps == pytest.approx((9 + 20) / (0.9 + 1.0))  # the card's 98.5 s left out
    assert s.completion_tokens == 31  # both rounds, not the last request's usage alone
    assert m.decode_span() == pytest.approx(1.9)
    # A first round with no text at all (only the call): TTFT is the next request's own.
    now[0] = 0.0
    m = StreamMeter(clock=lambda: now[0])
    m.sent()
    now[0] = 44.0  # the card
    m.request()
    now[0] = 44.05
    m.chunk()
    assert m.stats.ttft_s == pytest.approx(0.05)

"""Gauge math. Each figure's definition is in its docstring; the UI shows these as tooltips."""

from __future__ import annotations

import math
import time
from collections import deque
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

from app.core.words import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from app.core.engine.client import ChatChunk

# In English; shown as translate("telemetry", DEFINITIONS[key]) (app.core.words).
DEFINITIONS = {
    "decode_tps": QT_TRANSLATE_NOOP(
        "telemetry",
        "Decode speed (client): completion tokens generated after the first chunk, divided by "
        "the time from the first chunk to the last. Time to first token is not included.",
    ),
    "ttft": QT_TRANSLATE_NOOP(
        "telemetry",
        "Time to first token (client): from sending the request to the arrival of the first "
        "chunk that carries generated text (thinking or answer).",
    ),
    "accept_len": QT_TRANSLATE_NOOP(
        "telemetry",
        "Accept length (engine): tokens produced per verify step of speculative decoding, "
        "SGLang's spec_accept_length. 1.00 means every draft was rejected; up to 4 with 3 MTP "
        "steps.",
    ),
    "engine_tps": QT_TRANSLATE_NOOP(
        "telemetry",
        "Engine throughput (engine): SGLang's gen throughput, tokens generated per second over "
        "its last decode-log interval (--decode-log-interval steps).",
    ),
    "roofline": QT_TRANSLATE_NOOP(
        "telemetry",
        "Fraction of the memory-bandwidth roofline: decode tok/s x bytes read per decoded token, "
        "divided by the GPU's peak bandwidth.",
    ),
}


def finite(value: Any) -> float | None:
    """A number fit to show and to average, else None: the engine's JSON may carry NaN or
    Infinity (Python's json reads both), which a gauge must never paint."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value) if math.isfinite(value) else None


@dataclass
class MessageStats:
    """Per-message figures kept with the message in history."""

    ttft_s: float | None = None
    decode_tps: float | None = None
    completion_tokens: int | None = None
    prompt_tokens: int | None = None
    # Of prompt_tokens, how many SGLang's prefix cache reused (with --enable-cache-report).
    cached_tokens: int | None = None
    reasoning_tokens: int | None = None
    accept_len: float | None = None
    accept_rate: float | None = None
    verify_steps: int | None = None
    duration_s: float | None = None
    finish_reason: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {k: v for k, v in asdict(self).items() if v is not None}

    @classmethod
    def from_dict(cls, data: dict[str, Any] | None) -> MessageStats:
        data = data or {}
        return cls(**{k: data[k] for k in cls.__dataclass_fields__ if k in data})


@dataclass
class StreamMeter:
    """Times one streamed completion.

    Call `sent()` when the request goes out, `chunk(tokens_so_far)` for every chunk that carries
    generated text (tokens_so_far = usage.completion_tokens when the engine streams usage, else
    None and each chunk counts as one token), `finish(usage, spec)` at the end.
    """

    clock: Any = time.monotonic
    t_sent: float | None = None
    t_first: float | None = None
    t_last: float | None = None
    tokens_first: int = 0  # tokens carried by the first chunk (excluded from decode speed)
    tokens: int = 0
    _engine_counts: bool = False
    stats: MessageStats = field(default_factory=MessageStats)
    # Per engine request (each round of a tool-call loop is one): when it went out, and its own
    # first and last chunk. A wait between requests (a permission card, a tool running) is the
    # user's or the tool's time, never the engine's: TTFT and decode speed leave it out.
    requests: int = 0
    request_ttfts: list[float] = field(default_factory=list)
    _t_request: float | None = None
    _req_first: float | None = None
    _req_last: float | None = None
    _req_base: int = 0  # tokens before this request (the engine counts each request from 0)
    _req_tokens_first: int = 0
    _spans_s: float = 0.0  # ended requests: first-to-last chunk time, summed
    _span_tokens: int = 0  # ended requests: tokens after each one's first chunk, summed

    def sent(self) -> None:
        """The message's first request goes out."""
        self.t_sent = self.clock()
        self.request()

    def request(self) -> None:
        """An engine request goes out (the first, or a tool-call loop's next round)."""
        self._end_request()
        self._t_request = self.clock()
        if self.t_sent is None:
            self.t_sent = self._t_request
        self._req_base = self.tokens
        self.requests += 1

    def _end_request(self) -> None:
        if self._req_first is not None and self._req_last is not None:
            self._spans_s += self._req_last - self._req_first
            self._span_tokens += self.tokens - self._req_tokens_first
        self._req_first = self._req_last = None

    def chunk(self, tokens_so_far: int | None = None) -> None:
        now = self.clock()
        if tokens_so_far is not None:
            self._engine_counts = True
            self.tokens = max(self.tokens, self._req_base + tokens_so_far)
        else:
            self.tokens += 1
        if self._req_first is None:
            self._req_first = now
            self._req_tokens_first = self.tokens
            if self._t_request is not None:
                self.request_ttfts.append(now - self._t_request)
        if self.t_first is None:
            self.t_first = now
            self.tokens_first = self.tokens
            if self._t_request is not None:  # the engine's own: from this request's start
                self.stats.ttft_s = now - self._t_request
        self._req_last = now
        self.t_last = now

    def decode_span(self) -> float | None:
        """Time the engine spent decoding: each request's first to last chunk, summed."""
        if self.t_first is None:
            return None
        live = 0.0
        if self._req_first is not None and self._req_last is not None:
            live = self._req_last - self._req_first
        return self._spans_s + live

    def _decode_tokens(self) -> int:
        live = self.tokens - self._req_tokens_first if self._req_first is not None else 0
        return self._span_tokens + live

    def live_tps(self) -> float | None:
        """Decode tok/s so far (same definition as the final figure)."""
        span = self.decode_span()
        if not span or span <= 0:
            return None
        return self._decode_tokens() / span

    def finish(
        self,
        usage: dict[str, Any] | None = None,
        spec: dict[str, Any] | None = None,
        finish_reason: str | None = None,
    ) -> MessageStats:
        s = self.stats
        if usage:
            s.completion_tokens = usage.get("completion_tokens")
            s.prompt_tokens = usage.get("prompt_tokens")
            cached = (usage.get("prompt_tokens_details") or {}).get("cached_tokens")
            s.cached_tokens = cached if isinstance(cached, int) and cached >= 0 else None
            details = usage.get("completion_tokens_details") or {}
            s.reasoning_tokens = usage.get("reasoning_tokens") or details.get("reasoning_tokens")
            if s.completion_tokens is not None and not self._engine_counts and self.requests <= 1:
                # Chunk counting undercounts multi-token chunks: rescale to the engine's total.
                self.tokens = s.completion_tokens
        if s.completion_tokens is None and self.tokens:
            s.completion_tokens = self.tokens
        if self.requests > 1:
            # Several requests (tool-call rounds): the engine's usage is the last one's alone,
            # and the waits between them are not decoding. Each request's own span and tokens.
            self._end_request()
            s.completion_tokens = max(s.completion_tokens or 0, self.tokens) or None
            if self._spans_s > 0:
                s.decode_tps = self._span_tokens / self._spans_s
        elif (
            self.t_first is not None
            and self.t_last is not None
            and self.t_last > self.t_first
            and s.completion_tokens
        ):
            first = self.tokens_first if self._engine_counts else 1
            s.decode_tps = (s.completion_tokens - first) / (self.t_last - self.t_first)
        if spec:
            s.accept_len = finite(spec.get("spec_accept_length"))
            s.accept_rate = finite(spec.get("spec_accept_rate"))
            s.verify_steps = spec.get("spec_verify_ct")
        if self.t_sent is not None and self.t_last is not None:
            s.duration_s = self.t_last - self.t_sent
        s.finish_reason = finish_reason
        return s


@dataclass
class StreamTally:
    """What a stream says about itself as a whole (the arguments of `StreamMeter.finish`): the
    latest usage, speculative-decoding details and finish reason, from whichever chunks carry them.
    """

    usage: dict[str, Any] | None = None
    spec: dict[str, Any] | None = None
    finish: str | None = None

    def take(self, chunk: ChatChunk) -> None:
        if chunk.usage:
            self.usage = chunk.usage
        if chunk.spec:
            self.spec = chunk.spec
        if chunk.finish_reason:
            self.finish = chunk.finish_reason


def engine_tokens(chunk: ChatChunk) -> int | None:
    """`StreamMeter.chunk`'s tokens_so_far: the engine's completion-token count where the chunk
    carries one, else None (the meter counts the chunk as one token)."""
    so_far = chunk.usage.get("completion_tokens") if chunk.usage else None
    return so_far if isinstance(so_far, int) else None


class RollingSeries:
    """(time, value) samples kept for a window (the two-minute sparklines)."""

    def __init__(self, window_s: float = 120.0, clock: Any = time.monotonic) -> None:
        self.window_s = window_s
        self.clock = clock
        self.samples: deque[tuple[float, float]] = deque()

    def add(self, value: float, t: float | None = None) -> None:
        t = self.clock() if t is None else t
        self.samples.append((t, value))
        self._trim(t)

    def _trim(self, now: float) -> None:
        while self.samples and now - self.samples[0][0] > self.window_s:
            self.samples.popleft()

    def values(self) -> list[float]:
        self._trim(self.clock())
        return [v for _, v in self.samples]

    def last(self) -> float | None:
        return self.samples[-1][1] if self.samples else None

    def mean(self) -> float | None:
        vals = self.values()
        return sum(vals) / len(vals) if vals else None


def bytes_per_token(
    active_params: float, bytes_per_param: float, lm_head_bytes: float, kv_bytes: float = 0.0
) -> float:
    """Bytes read from memory per decoded token at batch size 1 (the roofline's numerator).

    Every active weight is read once per step; the LM head is read in full; KV/state reads add.
    """
    return active_params * bytes_per_param + lm_head_bytes + kv_bytes


def roofline_fraction(tps: float, bytes_per_tok: float, bandwidth_gbs: float) -> float:
    return tps * bytes_per_tok / (bandwidth_gbs * 1e9)

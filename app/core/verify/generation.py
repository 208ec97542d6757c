"""The probe generation: one short, fixed, greedy request that measures what the engine does.

About 128 tokens at temperature 0 with thinking off, streamed through /v1/chat/completions with
`return_spec_tokens_details`, timed by the same StreamMeter as every chat message: decode tok/s,
TTFT, and the engine's own accept length for this request.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field
from typing import Any

from app.core.engine.client import EngineClient, EngineHTTPError, StreamProtocolError
from app.core.telemetry import StreamMeter, StreamTally, engine_tokens
from app.core.words import translate

PROBE_PROMPT = (
    "Write the numbers from one to sixty in English words, separated by commas, and nothing else."
)
PROBE_MAX_TOKENS = 128
PROBE_TIMEOUT_S = 120.0


def measured_request(
    model: str, prompt: str, max_tokens: int, temperature: float
) -> dict[str, Any]:
    """One user turn, thinking off, asking for what a StreamMeter needs: usage with every chunk
    and the speculative-decoding details (the probe, and the gauge benches)."""
    return {
        "model": model,
        "messages": [{"role": "user", "content": prompt}],
        "max_tokens": max_tokens,
        "temperature": temperature,
        "chat_template_kwargs": {"enable_thinking": False},
        "return_spec_tokens_details": True,
        "stream_options": {"include_usage": True, "continuous_usage_stats": True},
    }


def probe_payload(model: str) -> dict[str, Any]:
    return measured_request(model, PROBE_PROMPT, PROBE_MAX_TOKENS, 0)


@dataclass
class ProbeOutcome:
    """What one probe generation measured (error set when it failed)."""

    error: str | None = None
    error_kind: str = ""  # "stream" (malformed), "broken" (connection), "http", "timeout", "empty"
    completion_tokens: int | None = None
    ttft_s: float | None = None
    decode_tps: float | None = None
    accept_len: float | None = None
    accept_rate: float | None = None
    verify_steps: int | None = None
    duration_s: float | None = None  # request sent -> last token
    wall_s: float | None = None  # request sent -> stream closed
    finish_reason: str | None = None
    text_head: str = ""
    spec: dict[str, Any] | None = None
    chunks: int = 0
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return self.error is None

    def describe(self) -> str:
        """What it measured, in the user's language ("128 tokens in 0.50 s, TTFT 0.070 s, ...")."""
        parts = []
        tokens, took = self.completion_tokens, self.duration_s
        if tokens is not None and took is not None:
            parts.append(
                translate("verify", "{tokens} tokens in {seconds} s").format(
                    tokens=tokens, seconds=f"{took:.2f}"
                )
            )
        elif tokens is not None:
            parts.append(translate("verify", "{tokens} tokens").format(tokens=tokens))
        elif took is not None:
            parts.append(translate("verify", "in {seconds} s").format(seconds=f"{took:.2f}"))
        if self.ttft_s is not None:
            parts.append(
                translate("verify", "TTFT {seconds} s").format(seconds=f"{self.ttft_s:.3f}")
            )
        if self.decode_tps is not None:
            parts.append(
                translate("verify", "decode {tps} tok/s").format(tps=f"{self.decode_tps:.1f}")
            )
        return translate("verify", ", ", "between the figures of a measurement").join(parts)


async def run_probe(
    client: EngineClient,
    model: str,
    *,
    timeout: float = PROBE_TIMEOUT_S,
    clock: Any = time.monotonic,
    payload: dict[str, Any] | None = None,
    keep_text: bool = False,
) -> ProbeOutcome:
    """Stream one measured request: the probe's by default, or `payload` (the ladder's).

    With `keep_text` the whole answer is kept in `extra["text"]` (the ladder grades it).
    """
    import httpx

    out = ProbeOutcome()
    meter = StreamMeter(clock=clock)
    tally = StreamTally()
    text: list[str] = []
    answer: list[str] = []

    async def consume() -> None:
        meter.sent()
        async for chunk in client.stream_chat(payload or probe_payload(model)):
            out.chunks += 1
            tally.take(chunk)
            if chunk.has_text:
                meter.chunk(engine_tokens(chunk))
                if keep_text:
                    answer.append(chunk.content or "")
                if sum(map(len, text)) < 200:
                    text.append(chunk.content or chunk.reasoning)

    t0 = clock()
    try:
        await asyncio.wait_for(consume(), timeout)
    except TimeoutError:
        out.error, out.error_kind = (
            translate("verify", "the probe generation did not finish within {s} s").format(
                s=f"{timeout:g}"
            ),
            "timeout",
        )
    except StreamProtocolError as exc:
        # A cut connection (the engine died?) is not the same failure as a malformed chunk.
        broken = isinstance(exc.__cause__, httpx.TransportError)
        out.error, out.error_kind = str(exc), "broken" if broken else "stream"
    except EngineHTTPError as exc:
        broken = isinstance(exc.__cause__, httpx.TransportError)
        out.error, out.error_kind = str(exc), "broken" if broken else "http"
    except httpx.HTTPError as exc:  # e.g. a connect timeout the client does not wrap
        out.error, out.error_kind = (
            translate("verify", "The engine did not answer the probe ({kind}: {error})").format(
                kind=type(exc).__name__, error=exc
            ),
            "broken",
        )
    out.wall_s = clock() - t0
    out.text_head = "".join(text)[:200]
    if keep_text:
        out.extra["text"] = "".join(answer)
    out.spec = tally.spec
    stats = meter.finish(tally.usage, tally.spec, tally.finish)
    out.completion_tokens = stats.completion_tokens
    out.ttft_s = stats.ttft_s
    out.decode_tps = stats.decode_tps
    out.accept_len = stats.accept_len
    out.accept_rate = stats.accept_rate
    out.verify_steps = stats.verify_steps
    out.duration_s = stats.duration_s
    out.finish_reason = tally.finish
    if out.error is None and meter.t_first is None:
        out.error = translate("verify", "the engine streamed no generated text")
        out.error_kind = "empty"
    return out

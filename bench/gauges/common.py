"""Shared by the gauge benches: start the SGLang double under the real Supervisor, stream."""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from app.core.engine.client import EngineClient  # noqa: E402
from app.core.gauges import GaugeHub  # noqa: E402
from app.core.paths import Paths  # noqa: E402
from app.core.recipe import SERVED_MODEL_NAME  # noqa: E402
from app.core.telemetry import MessageStats, StreamMeter  # noqa: E402
from tests.support.engine import double_plan, make_model_dir  # noqa: E402


def temp_paths() -> tuple[Paths, Path]:
    base = Path(tempfile.mkdtemp(prefix="ling-desk-bench-"))
    return Paths.from_basedir(base / "base").ensure(), make_model_dir(base)


def plan_for(paths: Paths, model: Path, *knobs: str):
    return double_plan(paths, model, *knobs)


def payload(
    max_tokens: int, prompt: str = "Count slowly from one to a thousand."
) -> dict[str, Any]:
    return {
        "model": SERVED_MODEL_NAME,
        "messages": [{"role": "user", "content": prompt}],
        "max_tokens": max_tokens,
        "temperature": 0.6,
        "chat_template_kwargs": {"enable_thinking": False},
        "return_spec_tokens_details": True,
        "stream_options": {"include_usage": True, "continuous_usage_stats": True},
    }


async def stream_one(client: EngineClient, hub: GaugeHub | None, max_tokens: int,
                     on_chunk: Any = None) -> tuple[MessageStats, StreamMeter]:  # fmt: skip
    """One chat stream timed exactly as the chat code does (StreamMeter), feeding the hub."""
    meter = StreamMeter()
    meter.sent()
    if hub is not None:
        hub.stream_started(meter)
    usage = spec = finish = None
    async for chunk in client.stream_chat(payload(max_tokens)):
        if chunk.usage:
            usage = chunk.usage
        if chunk.spec:
            spec = chunk.spec
        if chunk.finish_reason:
            finish = chunk.finish_reason
        if chunk.has_text:
            so_far = chunk.usage.get("completion_tokens") if chunk.usage else None
            meter.chunk(so_far if isinstance(so_far, int) else None)
            if hub is not None:
                hub.stream_progress(meter)
            if on_chunk is not None:
                on_chunk(chunk)
    stats = meter.finish(usage, spec, finish)
    if hub is not None:
        hub.stream_finished(meter, stats)
    return stats, meter


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    values = sorted(values)
    k = min(len(values) - 1, max(0, round(q / 100 * (len(values) - 1))))
    return values[k]


def mean(values: list[float]) -> float:
    return statistics.fmean(values) if values else float("nan")


def now() -> float:
    return time.monotonic()

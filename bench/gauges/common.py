"""Shared by the gauge benches: start the SGLang double under the real Supervisor, stream."""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from app.core.engine.client import EngineClient  # noqa: E402
from app.core.gauges import GaugeHub  # noqa: E402
from app.core.paths import Paths  # noqa: E402
from app.core.recipe import SERVED_MODEL_NAME  # noqa: E402
from app.core.telemetry import MessageStats, StreamMeter, StreamTally, engine_tokens  # noqa: E402
from app.core.verify.generation import measured_request  # noqa: E402
from tests.support.engine import double_plan, make_model_dir  # noqa: E402


def temp_paths() -> tuple[Paths, Path]:
    base = Path(tempfile.mkdtemp(prefix="ling-desk-bench-"))
    return Paths.from_basedir(base / "base").ensure(), make_model_dir(base)


def plan_for(paths: Paths, model: Path, *knobs: str):
    return double_plan(paths, model, *knobs)


def payload(
    max_tokens: int, prompt: str = "Count slowly from one to a thousand."
) -> dict[str, Any]:
    return measured_request(SERVED_MODEL_NAME, prompt, max_tokens, 0.6)


async def stream_one(client: EngineClient, hub: GaugeHub | None, max_tokens: int,
                     on_chunk: Any = None) -> tuple[MessageStats, StreamMeter]:  # fmt: skip
    """One chat stream timed exactly as the chat code does (StreamMeter), feeding the hub."""
    meter = StreamMeter()
    meter.sent()
    if hub is not None:
        hub.stream_started(meter)
    tally = StreamTally()
    async for chunk in client.stream_chat(payload(max_tokens)):
        tally.take(chunk)
        if chunk.has_text:
            meter.chunk(engine_tokens(chunk))
            if hub is not None:
                hub.stream_progress(meter)
            if on_chunk is not None:
                on_chunk(chunk)
    stats = meter.finish(tally.usage, tally.spec, tally.finish)
    if hub is not None:
        hub.stream_finished(meter, stats)
    return stats, meter


def pct(values: Sequence[float], q: float) -> float:
    if not values:
        return float("nan")
    values = sorted(values)
    k = min(len(values) - 1, max(0, round(q / 100 * (len(values) - 1))))
    return values[k]


def mean(values: list[float]) -> float:
    return statistics.fmean(values) if values else float("nan")


def now() -> float:
    return time.monotonic()

"""The "Tool calls" verdict for `check` and the window: the tool-call probe, run once the engine
is ready, guarded so that nothing it meets (an odd answer, a dead engine) raises, and skipped
when the probe generation already failed (the engine cannot answer a tool request either)."""

from __future__ import annotations

import asyncio
import time

from app.core.engine.client import EngineClient
from app.core.verify.toolprobe import MAYBE_UNAVAILABLE, probe_tool_calls
from app.core.verify.verdict import PROBE, TOOL_CALLS, Status, Verdict
from app.core.words import QT_TRANSLATE_NOOP, translate

PENDING_SUMMARY = QT_TRANSLATE_NOOP("verify", "Waiting for the engine to be ready.")


def pending() -> Verdict:
    return Verdict.make(TOOL_CALLS, Status.PENDING, translate("verify", PENDING_SUMMARY))


def not_run(reason: str) -> Verdict:
    said = translate("verify", "Not run: {why}").format(why=reason)
    return Verdict.make(TOOL_CALLS, Status.SKIP, said)


def skip_reason(verdicts: list[Verdict]) -> str | None:
    """Why the probe would prove nothing now (None: run it)."""
    generation = next((v for v in verdicts if v.id == PROBE), None)
    if generation is not None and generation.status == Status.FAIL:
        return translate(
            "verify", "the probe generation failed, so a tool request cannot be answered either."
        )
    return None


async def check_tool_calls(
    client: EngineClient, model: str | None = None, *, timeout_s: float = 120.0
) -> Verdict:
    """The probe's verdict; never FAIL, never raises (but for cancellation)."""
    t0 = time.monotonic()
    try:
        verdict = await probe_tool_calls(client, model, timeout_s=timeout_s)
    except asyncio.CancelledError:
        raise
    except Exception as exc:  # e.g. a 200 whose body is not JSON: still only a warning
        verdict = Verdict.make(
            TOOL_CALLS,
            Status.WARN,
            translate(
                "verify", "The tool-call probe got an answer it could not read: {error}"
            ).format(error=f"{type(exc).__name__}: {exc}"),
            [],
            translate("verify", MAYBE_UNAVAILABLE),
            time.monotonic() - t0,
        )
    if verdict.status == Status.FAIL:  # the contract: a warning at most
        verdict = Verdict(
            verdict.id,
            verdict.title,
            Status.WARN,
            verdict.summary,
            verdict.evidence,
            verdict.remedy,
            verdict.duration_s,
            verdict.remedy_detail,
        )
    return verdict.with_duration(verdict.duration_s)

"""A verification session: one engine start, its events, its live checks and its verdicts.

Event-driven and Qt-free: subscribe it to a Supervisor (`bind`), or feed it events yourself
(`handle_event`); listeners registered with `on_change` hear every verdict that changed. After the
engine is ready, `run_live(client)` reads /server_info and runs the probe generation; `finalize()`
turns every check still without evidence into a failure. A fresh session per engine start, or
`reset()` (done by itself when the bound supervisor starts the engine again).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from app.core.engine import events as ev
from app.core.engine.client import EngineClient, EngineHTTPError
from app.core.engine.logparse import strip_prefix
from app.core.profiles import PROFILES, Profile
from app.core.recipe import REDACTED, SERVED_MODEL_NAME
from app.core.settings import Optimizations, Settings
from app.core.verify import verdict as vd
from app.core.verify.generation import PROBE_TIMEOUT_S, run_probe
from app.core.verify.preflight import PreflightRun
from app.core.verify.rules import Observations, judge
from app.core.verify.verdict import Status, Verdict
from app.core.words import translate

log = logging.getLogger(__name__)

ChangeListener = Callable[[Verdict], None]
# After the probe, wait for the engine's last log lines to arrive (quiet for SETTLE_QUIET_S, at
# most SETTLE_MAX_S): a generation's own lines are printed as it ends.
SETTLE_QUIET_S = 0.02
SETTLE_MAX_S = 0.25
# After a broken probe stream, how long to wait for the engine's exit to be seen.
CRASH_WAIT_S = 5.0


# The rules read only the newest decode lines; a session lives as long as the engine, which logs
# one every 40 decode steps (37 a 4,000-token reply): kept unbounded they grew without end.
DECODE_KEPT = 256

_STAMP = re.compile(r"(?=\[\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}[^\]]*\])")


def _clean(line: str) -> str:
    # A tqdm update and the next log line can share one line: keep the last message.
    return strip_prefix(_STAMP.split(line)[-1]).strip()


def decisive_lines(lines: list[str], diagnosis: ev.Diagnosis | None, n: int = 3) -> list[str]:
    """The log lines that explain a failure: the diagnosis's line and the last error lines."""
    out: list[str] = []
    if diagnosis is not None and diagnosis.evidence:
        out.append(f"engine log: {diagnosis.evidence}")
    markers = ("Error", "Killed", "out of memory", "error:")
    picked = [_clean(ln) for ln in lines if any(m in ln for m in markers)]
    for ln in picked[-n:]:
        q = f"engine log: {ln}"
        if ln and q not in out:
            out.append(q)
    if len(out) < 2:
        for ln in [_clean(x) for x in lines if x.strip()][-2:]:
            q = f"engine log: {ln}"
            if ln and q not in out:
                out.append(q)
    return out


def timeout_diagnosis(timeout_s: float, lines: list[str]) -> ev.Diagnosis:
    """Why an engine that never became ready within `timeout_s` failed, quoting its last line."""
    tail = [strip_prefix(ln).strip() for ln in lines if ln.strip()]
    last = tail[-1] if tail else translate("verify", "(the engine printed nothing)")
    return ev.Diagnosis(
        "timeout",
        translate(
            "verify",
            "The engine did not become ready within {seconds} s (timeout); its last log line: "
            "{line}",
        ).format(seconds=f"{timeout_s:g}", line=last),
        translate(
            "verify",
            "Read the engine log: a first start compiles kernels and captures CUDA graphs, which "
            "takes minutes. If it was still making progress, raise the ready timeout in Settings "
            "> Engine; if it hung, restart it.",
        ),
        last,
        translate("verify", "On the command line the ready timeout is --timeout."),
    )


class Verification:
    """Holds the live verdicts of one engine start (and the preflight ones, for display)."""

    def __init__(
        self,
        optimizations: Optimizations | None = None,
        *,
        profile: Profile | None = None,
        fp8_native: bool | None = None,
        uses_ext: bool = False,
        log_access: bool = True,
        preflight: list[Verdict] | None = None,
        clock: Callable[[], float] = time.monotonic,
        fp8_test_accept: float | None = None,
    ) -> None:
        opt = optimizations or Optimizations()
        self._config: dict[str, Any] = {  # Observations' fields, of several types
            "humming": opt.humming_moe,
            "fp8": opt.fp8_lm_head,
            "mtp": opt.mtp_nextn,
            "mtp_steps": opt.mtp_steps,
            "mtp_draft_tokens": opt.mtp_draft_tokens,
            "fp8_native": fp8_native,
            "uses_ext": uses_ext,
            "log_access": log_access,
            # This start tests the FP8 head: the accept length with it on, the start before.
            "fp8_test_accept": fp8_test_accept,
        }
        self.profile = profile or PROFILES["generic"]
        self.clock = clock
        self.preflight: list[Verdict] = list(preflight or [])
        self._listeners: list[ChangeListener] = []
        self._secrets: list[str] = []
        self._unbind: Callable[[], None] | None = None
        self.reset(notify=False)

    @classmethod
    def for_settings(
        cls, settings: Settings, preflight: PreflightRun | None = None, *, log_access: bool = True
    ) -> Verification:
        """A session for one engine start under `settings`, after `preflight` (if it ran).

        Whether the engine natively has an FP8 head comes from preflight's probe of the engine
        environment; unknown (None) when it was not probed. Call `configure(uses_ext=...,
        secret=...)` once the launch plan exists.
        """
        fp8_native = None
        if preflight is not None and preflight.engine_env_known:
            assert preflight.probe is not None
            fp8_native = preflight.probe.get("fp8_lm_head_native")
        return cls(
            settings.optimizations,
            profile=preflight.profile if preflight else None,
            fp8_native=fp8_native if isinstance(fp8_native, bool) else None,
            log_access=log_access,
            preflight=preflight.verdicts if preflight else None,
        )

    # --- state ---------------------------------------------------------------------------------

    def reset(self, *, notify: bool = True) -> None:
        """Forget this start's evidence (a new engine start begins)."""
        self.obs = Observations(
            **self._config, profile_id=self.profile.id, profile_title=self.profile.title
        )
        self.started_at: float | None = None
        self.ready_at: float | None = None
        self.live_started_at: float | None = None
        self._decided_at: dict[str, float] = {}
        self._last_log_at = 0.0
        self._current: dict[str, Verdict] = {}
        self.live_timings: dict[str, float | None] = {}
        self._exited = asyncio.Event()
        self._update(notify=notify)

    def configure(
        self,
        *,
        uses_ext: bool | None = None,
        log_access: bool | None = None,
        secret: str | None = None,
    ) -> None:
        """Facts known once the launch plan exists (they survive reset()).

        `secret` (the engine's API key) is never quoted: evidence repeats the engine's own
        lines, and an engine that rejects its arguments prints them.
        """
        if secret:
            self._secrets.append(secret)
        if uses_ext is not None:
            self._config["uses_ext"] = self.obs.uses_ext = uses_ext
        if log_access is not None:
            self._config["log_access"] = self.obs.log_access = log_access
        self._update()

    def begin(self) -> None:
        """The engine is being started now (durations count from here)."""
        self.started_at = self.clock()

    @property
    def verdicts(self) -> list[Verdict]:
        """Preflight verdicts, then the live ones, in display order."""
        return [*self.preflight, *self._current.values()]

    @property
    def live_verdicts(self) -> list[Verdict]:
        return list(self._current.values())

    @property
    def pending(self) -> list[str]:
        """Ids of the checks still waiting for evidence (empty once all are decided)."""
        return [v.id for v in self.verdicts if v.status == Status.PENDING]

    def verdict(self, id: str) -> Verdict | None:
        for v in self.verdicts:
            if v.id == id:
                return v
        return None

    def set_preflight(self, verdicts: list[Verdict]) -> None:
        self.preflight = list(verdicts)
        for v in verdicts:
            self._notify(v)

    def set_profile(self, profile: Profile) -> None:
        self.profile = profile
        self.obs.profile_id, self.obs.profile_title = profile.id, profile.title
        self._update()

    # --- listeners -----------------------------------------------------------------------------

    def on_change(self, listener: ChangeListener) -> Callable[[], None]:
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener) if listener in self._listeners else None

    def _notify(self, v: Verdict) -> None:
        for listener in list(self._listeners):
            try:
                listener(v)
            except Exception:  # a broken listener must not break verification
                log.exception("verdict listener failed")

    def _duration(self, id: str, v: Verdict) -> float | None:
        """Seconds from when the check could start to when it was decided (None while pending)."""
        if not v.decided:
            return None
        at = self._decided_at.setdefault(id, self.clock())
        if id == vd.ENGINE_READY:
            start = self.started_at
            end = self.ready_at if v.status == Status.PASS and self.ready_at else at
        else:
            start = self.live_started_at or self.ready_at or self.started_at
            end = at
        return 0.0 if start is None else max(0.0, end - start)

    def _redact(self, v: Verdict) -> Verdict:
        if not self._secrets:
            return v

        def clean(text: str) -> str:
            for secret in self._secrets:
                text = text.replace(secret, REDACTED)
            return text

        return replace(v, summary=clean(v.summary), evidence=[clean(e) for e in v.evidence],
                       remedy=clean(v.remedy), remedy_detail=clean(v.remedy_detail))  # fmt: skip

    def _update(self, *, notify: bool = True) -> None:
        for id, v in judge(self.obs).items():
            if not v.decided:
                self._decided_at.pop(id, None)
            v = self._redact(v.with_duration(self._duration(id, v)))
            old = self._current.get(id)
            self._current[id] = v
            if notify and not v.same_as(old):
                self._notify(v)

    # --- events --------------------------------------------------------------------------------

    def bind(self, supervisor: Any) -> Callable[[], None]:
        """Subscribe to a Supervisor's events; returns the unsubscribe function."""
        if self._unbind is not None:
            self._unbind()
        self._unbind = supervisor.subscribe(self.handle_event)
        return self._unbind

    def unbind(self) -> None:
        if self._unbind is not None:
            self._unbind()
            self._unbind = None

    def handle_event(self, event: ev.EngineEvent) -> None:
        o = self.obs
        changed = True
        if isinstance(event, ev.LogLine):
            self._last_log_at = self.clock()
            changed = False
        elif isinstance(event, ev.StateChanged):
            if event.state == ev.EngineState.STARTING:
                if o.ready or o.failure is not None or o.live_done or o.crashed_later:
                    self.reset()  # a new start (restart): a fresh set of verdicts
                if self.started_at is None:
                    self.begin()
            elif event.state == ev.EngineState.READY and not o.ready:
                self.ready_at = self.clock()
                o.ready = True
                if self.started_at is not None:
                    o.ready_after_s = max(0.0, self.ready_at - self.started_at)
            else:
                changed = False
        elif isinstance(event, ev.ServerReady):
            o.ready_line = "The server is fired up and ready to roll!"
        elif isinstance(event, ev.HummingMoeLine):
            o.humming_lines.append(event.text.strip())
        elif isinstance(event, ev.MoeBackendLine):
            o.backend_lines.append((event.backend, event.text.strip()))
        elif isinstance(event, ev.Fp8HeadClaim):
            o.fp8_claims.append(event.text.strip())
        elif isinstance(event, ev.ExtReport):
            role = event.data.get("role")
            if role == "target":
                o.target_reports.append(event.data)
            elif role == "draft":
                o.draft_reports.append(event.data)
            else:
                o.other_reports.append(event.data)
        elif isinstance(event, ev.RankExtReport):
            o.rank_reports.append((event.rank, event.data))
        elif isinstance(event, ev.DecodeStats):
            if o.ready:
                o.decode_after_ready.append(event)
                if len(o.decode_after_ready) > DECODE_KEPT:
                    del o.decode_after_ready[:-DECODE_KEPT]
            else:
                changed = False
        elif isinstance(event, ev.Exited):
            self._exited.set()
            out = event.outcome
            if not out.crashed:
                changed = False
            else:
                d = out.diagnosis or ev.Diagnosis(
                    "unknown",
                    translate("verify", "The engine {how}.").format(how=out.describe_words()),
                    translate("verify", "Read the engine log."),
                )
                lines = decisive_lines(list(out.last_lines), d)
                if o.ready:
                    o.crashed_later, o.crashed_lines = d, lines
                elif o.failure is None:
                    o.failure, o.failure_lines = d, lines
        else:
            changed = False
        if changed:
            self._update()

    # --- outcomes the caller decides -------------------------------------------------------------

    def engine_failed(self, diagnosis: ev.Diagnosis, lines: list[str] | None = None) -> None:
        """The engine will not become ready (timeout, launch error) for `diagnosis`'s reason."""
        if self.obs.failure is None and not self.obs.ready:
            self.obs.failure = diagnosis
            self.obs.failure_lines = decisive_lines(list(lines or []), diagnosis)
            self._update()

    def timed_out(self, timeout_s: float, lines: list[str]) -> None:
        self.engine_failed(timeout_diagnosis(timeout_s, lines), lines)

    def not_started(self, reason: str) -> None:
        """The engine is not started at all (preflight failed, launch refused)."""
        self.obs.not_started = reason
        self._update()

    def mark_ready(self, after_s: float | None = None) -> None:
        """Readiness seen without a supervisor (an attached engine answered /health)."""
        self.obs.ready = True
        self.ready_at = self.clock()
        self.obs.ready_after_s = after_s
        self._update()

    # --- live checks ---------------------------------------------------------------------------

    async def _settle(self) -> None:
        if not self.obs.log_access:
            return
        deadline = self.clock() + SETTLE_MAX_S
        while self.clock() < deadline:
            await asyncio.sleep(SETTLE_QUIET_S / 2)
            if self.clock() - self._last_log_at >= SETTLE_QUIET_S:
                return

    async def run_live(
        self,
        client: EngineClient,
        profile: Profile | None = None,
        *,
        model: str | None = None,
        probe_timeout: float = PROBE_TIMEOUT_S,
    ) -> list[Verdict]:
        """The after-ready checks: /server_info and the probe generation, then decide.

        With `model` (the served name, known when Ling Desk launched the engine) the two run at
        once; without it the name is read from /server_info first. `live_timings` keeps how long
        each part took.
        """
        if profile is not None and profile is not self.profile:
            self.set_profile(profile)
        if not self.obs.ready:
            self.mark_ready()
        self.live_started_at = t0 = self.clock()
        o = self.obs

        async def read_info() -> None:
            try:
                o.server_info = await client.server_info()
            except (EngineHTTPError, ValueError) as exc:
                o.server_info_error = str(exc)
            self.live_timings["server_info_s"] = self.clock() - t0
            self._update()

        info_task = asyncio.ensure_future(read_info())
        if model is None:
            await info_task
            name = (o.server_info or {}).get("served_model_name") or SERVED_MODEL_NAME
            model = str(name[0] if isinstance(name, list) and name else name)
        o.probe = await run_probe(client, model, timeout=probe_timeout, clock=self.clock)
        await info_task
        if o.probe.error_kind == "broken" and self.obs.log_access and o.crashed_later is None:
            # The connection broke: if the engine died, its exit (and why) is on the way.
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._exited.wait(), CRASH_WAIT_S)
        t1 = self.clock()
        await self._settle()
        self.live_timings["settle_s"] = self.clock() - t1
        self._update()
        if o.mtp and o.probe.accept_len is None and o.crashed_later is None:
            # No accept length from the probe: the engine's lifetime figure is measured too.
            with contextlib.suppress(EngineHTTPError, ValueError):
                o.server_info_after = await client.server_info()
        o.live_done = True
        self._update()
        self.live_timings["probe_s"] = o.probe.wall_s
        self.live_timings["live_s"] = self.clock() - t0
        return self.verdicts

    def finalize(self) -> list[Verdict]:
        """No more evidence will come: a check still without evidence fails."""
        self.obs.final = True
        self._update()
        return self.verdicts

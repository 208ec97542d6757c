"""The status controller: engine events -> verification session, load tracker, gauges, panel.

On every engine start (and restart) it makes a fresh `Verification` session, runs the preflight
checks in a worker thread, feeds the session every engine event, and once the engine is ready
runs the live checks (the probe generation) as a task on the one qasync loop: the UI never
waits. Then the tool-call probe: the "Tool calls" row (amber when calls come back as raw
text), its verdict handed to the engine controller for the chat. Verdict changes go to the
status panel and to the overall badge of the window title, the status bar and the side panel
(red when any optimization fails, amber on a warning, grey while pending, green only when all
three pass; the tool row never moves the badge). The gauges hub hears the same events; /metrics is
polled while the engine is ready. UI updates are throttled (gauges 5 Hz, engine view 4 Hz, log
batched), so a fast stream never costs the chat its frames.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from app.core.engine import events as ev
from app.core.engine.logparse import diagnose
from app.core.gauges import GaugeHub, MetricsPoller
from app.core.profiles import PROFILES, Profile, query_gpus, resolve_profile
from app.core.recipe import EngineCapabilities
from app.core.roofline import RooflineEstimate, estimate_for_model_dir
from app.core.settings import resolved_model_path
from app.core.telemetry import MessageStats
from app.core.verify import verdict as vd
from app.core.verify.preflight import run_preflight
from app.core.verify.rules import measured_accept_len
from app.core.verify.session import Verification
from app.core.verify.toolcheck import check_tool_calls, not_run, skip_reason
from app.core.verify.verdict import FIX_CHANGES, FIX_FP8_OFF, Remedy, Status, Verdict
from app.core.words import QT_TRANSLATE_NOOP, translate
from app.ui.shell.throttle import Throttle
from app.ui.status.engine_controller import EngineController
from app.ui.status.engine_view import EngineView
from app.ui.status.gauges_view import GaugesView
from app.ui.status.loading import LoadTimes, LoadTracker
from app.ui.status.panel import NOT_RUNNING, StatusPanel, actions_for, overall_badge

log = logging.getLogger(__name__)


def _diagnosed(line: str) -> Remedy:
    d = diagnose([line])
    return Remedy(d.remedy, d.remedy_detail)


# EngineController.failure_kind -> (diagnosis kind, remedy) for a launch that could not begin;
# the remedies are the log diagnoser's own, so a crash and a refused launch read the same.
FAILURE_KINDS: dict[str, tuple[str, Remedy]] = {
    # The window's fix is its set-up page (the command line's is --model): named by its step.
    "model_missing": (
        "model_missing",
        Remedy(
            QT_TRANSLATE_NOOP(
                "status",
                "Open the set-up page's step 2 (Model): Download model fetches Ling-3.0-flash "
                "(about 60 GB), or Choose folder… takes a copy already on this machine.",
            ),
            "LocalEntryNotFoundError",  # the diagnoser's detail for it, read when shown
        ),
    ),
    "port": ("port_in_use", Remedy("Address already in use")),  # the diagnoser's, when shown
    "settings": (
        "settings",
        Remedy(
            QT_TRANSLATE_NOOP(
                "status", "Fix the setting named above in Settings > Engine, then start again."
            )
        ),
    ),
    "launcher": (
        "launcher",
        Remedy(
            QT_TRANSLATE_NOOP(
                "status",
                "Check the engine environment's Python or the launcher in Settings > Engine.",
            )
        ),
    ),
    "timeout": (
        "timeout",
        Remedy(
            QT_TRANSLATE_NOOP(
                "status",
                "Start it again: a first start compiles kernels and can be slow. If it stops at "
                "the same stage again, read the log (Show log); raise the ready timeout in "
                "Settings > Engine if this machine is simply slow.",
            )
        ),
    ),
}


def failure_remedy(kind: str) -> tuple[str, Remedy]:
    """(diagnosis kind, remedy in the user's language) for a launch that could not begin."""
    dkind, remedy = FAILURE_KINDS.get(kind, FAILURE_KINDS["launcher"])
    if kind == "port":
        return dkind, _diagnosed(remedy.plain)
    if kind == "model_missing":
        return dkind, Remedy(translate("status", remedy.plain), _diagnosed(remedy.detail).detail)
    return dkind, Remedy(translate("status", remedy.plain), remedy.detail)


TOOLS_CHECKING = QT_TRANSLATE_NOOP("status", "Checking that a tool call comes back structured.")
TOOLS_TIMEOUT_S = 120.0
CRASH_POINTER = QT_TRANSLATE_NOOP(
    "status", "Not running: what happened and what to do are in the red card above."
)
ENGINE_WORDS = {
    "stopped": QT_TRANSLATE_NOOP("status", "Engine stopped"),
    "starting": QT_TRANSLATE_NOOP("status", "Engine starting"),
    "loading": QT_TRANSLATE_NOOP("status", "Engine loading"),
    "stopping": QT_TRANSLATE_NOOP("status", "Engine stopping"),
}


# What the engine is doing while it starts, by the load tracker's stage: said by the badges
# instead of "Checking optimizations (0/3)", which nothing is doing until the engine is ready.
PHASE_WORDS = {
    "starting": QT_TRANSLATE_NOOP("status", "Starting the engine"),
    "weights": QT_TRANSLATE_NOOP("status", "Loading the weights"),
    "caches": QT_TRANSLATE_NOOP("status", "Setting up the caches"),
    "humming": QT_TRANSLATE_NOOP("status", "Compiling Humming's kernels"),
    "graphs": QT_TRANSLATE_NOOP("status", "Capturing CUDA graphs"),
    "warmup": QT_TRANSLATE_NOOP("status", "Warming up"),
}


def launch_key(engine: EngineController) -> str:
    """What makes two loads comparable: the model, the optimizations, the hardware profile."""
    s = engine.settings
    o = s.optimizations
    prepared = engine.prepared
    profile = prepared.profile.id if prepared is not None else s.engine.profile
    return (
        f"{resolved_model_path(s) or ''}|humming={int(o.humming_moe)}|fp8={int(o.fp8_lm_head)}"
        f"|mtp={int(o.mtp_nextn)}|profile={profile}"
    )


class StatusController(QObject):
    """Wires an EngineController to the status panel, the gauges and the engine view."""

    overallChanged = Signal(str, str)  # status word, text (what the badges show)
    verdictChanged = Signal(object)  # Verdict
    sessionStarted = Signal(object)  # Verification (a new engine start)
    liveDone = Signal(object)  # list[Verdict] after the live checks
    # A row's fix is the set-up step: the app shows that page, naming the failures (Verdicts)
    # it is opened to fix.
    setupRequested = Signal(object)

    def __init__(
        self,
        engine: EngineController,
        *,
        panel: StatusPanel | None = None,
        gauges: GaugesView | None = None,
        engine_view: EngineView | None = None,
        hub: GaugeHub | None = None,
        badge_targets: list[Any] | None = None,
        gpus_query: Any = query_gpus,
        metrics_active_s: float = 1.0,
        metrics_idle_s: float = 5.0,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.engine = engine
        self.hub = hub or GaugeHub()
        self.panel = panel or StatusPanel()
        self.gauges = gauges or GaugesView(self.hub)
        if self.gauges.hub is not self.hub:
            self.gauges.set_hub(self.hub)
        self.engine_view = engine_view or EngineView()
        self.badge_targets: list[Any] = list(badge_targets or [])
        self.gpus_query = gpus_query
        self.metrics_active_s = metrics_active_s
        self.metrics_idle_s = metrics_idle_s
        self.tools_timeout_s = TOOLS_TIMEOUT_S
        self.load_times = LoadTimes(engine.paths.load_times_file)
        self.session: Verification | None = None
        self.tracker = LoadTracker()
        self.engine_view.set_tracker(self.tracker)
        self.overall: tuple[str, str] = ("stopped", translate("status", "Engine stopped"))
        self.profile: Profile = PROFILES["generic"]
        self._roofline: dict[bool, RooflineEstimate] = {}
        self._tasks: set[asyncio.Task] = set()
        self._live_task: asyncio.Task | None = None
        self._timeout_task: asyncio.Task | None = None
        engine.stalled.connect(self._stalled)
        engine.unresponsive.connect(self._unresponsive)
        self._metrics_task: asyncio.Task | None = None
        self.poller: MetricsPoller | None = None
        self._key = ""
        # The accept length with the FP8 head on, for the next start, which tests it off.
        self._fp8_test: float | None = None
        self._refresh_view = Throttle(self.engine_view.refresh, 250, self)
        self._pending_verdicts: dict[str, Verdict] = {}
        self._flush_verdicts_throttled = Throttle(self.flush_verdicts, 100, self)
        self._clock = QTimer(self)  # the elapsed time ticks while the engine loads
        self._clock.setInterval(1000)
        self._clock.timeout.connect(self.engine_view.refresh)

        self.panel.overallChanged.connect(lambda *_: self.push_badge())
        self.engine_view.startRequested.connect(engine.start)
        self.engine_view.stopRequested.connect(engine.stop)
        self.engine_view.restartRequested.connect(engine.restart)
        engine.engineEvent.connect(self._on_event)
        engine.stateChanged.connect(self._on_state)
        engine.lentChanged.connect(self.engine_view.set_lent)
        engine.lentChanged.connect(self._lent)
        # Catch up with an engine that is already running (installed late).
        sup = engine.supervisor
        if sup.lines and not engine.holding:  # (held lines are told again by engine.release)
            self.engine_view.log.set_lines(list(sup.lines))
        self.engine_view.set_state(engine.state, engine.detail)
        self._show_owner()
        self.push_badge()

    def _show_owner(self) -> None:
        self.engine_view.set_owner(self.engine.whose, self.engine.attached)

    # --- tasks -----------------------------------------------------------------------------------

    def _spawn(self, coro: Any) -> asyncio.Task:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._task_done)
        return task

    def _task_done(self, task: asyncio.Task) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("status task failed", exc_info=task.exception())

    def _cancel(self, task: asyncio.Task | None) -> None:
        if task is not None and not task.done():
            task.cancel()

    async def aclose(self) -> None:
        """Cancel every task this controller started (the app is quitting)."""
        for t in list(self._tasks):
            t.cancel()
        if self._tasks:
            await asyncio.wait(list(self._tasks), timeout=3.0)
        self._clock.stop()

    # --- a new start -----------------------------------------------------------------------------

    def _new_session(self) -> Verification:
        engine = self.engine
        settings = engine.settings
        prepared = engine.prepared
        probe = prepared.probe if prepared is not None else None
        probe_ok = probe is not None and not probe.get("error")
        if prepared is not None:
            self.profile = prepared.profile
        else:
            with contextlib.suppress(ValueError):
                self.profile = resolve_profile(settings.engine.profile, [])
        caps = EngineCapabilities.from_probe(probe if probe_ok else None)
        old = self.session
        if old is not None:
            old.unbind()
        session = Verification(
            settings.optimizations,
            profile=self.profile,
            fp8_native=caps.fp8_lm_head_native if probe_ok else None,
            uses_ext=bool(prepared is not None and prepared.plan.uses_engine_ext),
            # An attached engine's log is on its own machine: what needs it is not provable.
            log_access=not engine.attached,
            fp8_test_accept=self._fp8_test,
        )
        self._fp8_test = None  # one start answers the test
        session.on_change(self._verdict_changed)
        self.session = session
        self._pending_verdicts.clear()
        self.panel.clear(translate("status", "Waiting for evidence from this start."))
        self.panel.set_verdicts(session.verdicts)
        self._cancel(self._live_task)
        self._cancel(self._timeout_task)
        self._stop_metrics()
        self.hub.reset()
        self._key = launch_key(engine)
        o = settings.optimizations
        self.tracker = LoadTracker(humming=o.humming_moe, mtp=o.mtp_nextn,
                                   previous=self.load_times.previous(self._key))  # fmt: skip
        self.engine_view.set_tracker(self.tracker)
        self._hide_crash()
        when = time.strftime("%H:%M:%S")
        start = translate("status", "──── engine start {time} ────").format(time=when)
        self.engine_view.log.append(start, "app")
        self._spawn(self._preflight(session, probe))
        self._spawn(self._estimate_roofline())
        self.sessionStarted.emit(session)
        return session

    async def _preflight(self, session: Verification, probe: dict | None) -> None:
        engine = self.engine
        gpus = await asyncio.to_thread(self.gpus_query) if self.gpus_query else None
        attached = engine.attached
        verdicts = await asyncio.to_thread(
            run_preflight, engine.paths, engine.settings, probe, self.profile,
            None if attached else gpus, attach=attached,
        )  # fmt: skip
        if session is self.session:
            session.set_preflight(verdicts)

    async def _estimate_roofline(self) -> None:
        settings = self.engine.settings
        model = resolved_model_path(settings)
        self._roofline = {}
        for fp8 in (False, True):
            self._roofline[fp8] = await asyncio.to_thread(
                estimate_for_model_dir, model, fp8_lm_head=fp8
            )
        self._apply_roofline()

    def _apply_roofline(self) -> None:
        """The estimate counts the head as FP8 when it is on, unless its check failed: then the
        loaded head is BF16 whatever the settings say."""
        if not self._roofline:
            return
        fp8 = False
        if self.engine.settings.optimizations.fp8_lm_head:
            v = self.session.verdict(vd.FP8_LM_HEAD) if self.session else None
            fp8 = v is None or v.status != Status.FAIL
        self.hub.set_roofline(self._roofline[fp8], self.profile.bandwidth_gbs)

    # --- events ----------------------------------------------------------------------------------

    def _on_event(self, event: ev.EngineEvent) -> None:
        self.hub.on_engine_event(event)
        if isinstance(event, ev.LogLine):
            self.engine_view.log.append(event.text, event.stream, event.progress)
            if self.session is not None:
                self.session.handle_event(event)
            return
        if isinstance(event, ev.StateChanged) and event.state == ev.EngineState.STARTING:
            self._new_session()
            self.tracker.begin()
            self._clock.start()
        if self.session is not None:
            self.session.handle_event(event)
        if self.tracker.handle(event):
            self._refresh_view()
            self._say_phase()
        if isinstance(event, ev.StateChanged):
            self._on_engine_state(event)
        elif isinstance(event, ev.Exited) and event.outcome.crashed:
            self._show_crash(event.outcome)

    def _on_engine_state(self, event: ev.StateChanged) -> None:
        st = event.state
        if st == ev.EngineState.READY:
            self.crashes_in_a_row = 0
            self._clock.stop()
            self._cancel(self._timeout_task)
            rec = self.tracker.to_record(self._key)
            if rec is not None:
                self.load_times.record(rec)
            self._live_task = self._spawn(self._run_live(self.session))
            self._start_metrics()
        elif st in (ev.EngineState.STOPPED, ev.EngineState.CRASHED, ev.EngineState.STOPPING):
            self._clock.stop()
            self._stop_metrics()
            self._cancel(self._timeout_task)
            if st != ev.EngineState.STOPPING:
                self._cancel(self._live_task)
            if st == ev.EngineState.CRASHED and self.session is not None:
                self.session.finalize()
            if st == ev.EngineState.STOPPED:
                # Stopped: nothing is being checked any more, and the last run's rows no longer
                # describe a running engine. Grey "not checked", not "waiting" or last run's green.
                self.panel.clear(translate("status", NOT_RUNNING))
                self.push_badge()
        self.engine_view.refresh()

    def _on_state(self, state: str, detail: str) -> None:
        self.engine_view.set_state(state, detail)
        self._show_owner()  # attached or owned may change with the settings
        if state == "failed":
            self._launch_failed(detail)
        elif state == "starting" and self.tracker.state in ("stopped", "crashed", "failed"):
            # The controller prepares the launch (settings, engine probe) before the process
            # exists: show the rows as waiting, not as last start's result.
            self.panel.clear(translate("status", "Preparing the launch."))
            self._hide_crash()
        self.push_badge()

    def _stalled(self, text: str) -> None:
        """The loading engine looks stuck (or moves again): the view says where, and so do the
        window title and the status bar (the badge), not only the Engine panel."""
        self.engine_view.set_stall(text)
        self.push_badge()

    def _unresponsive(self, text: str) -> None:
        """A ready engine stopped answering, or answers again: the view, gauges and badges."""
        self.engine_view.set_silent(text)
        self.hub.set_silence(text)
        self.push_badge()

    def _launch_failed(self, detail: str) -> None:
        kind = self.engine.failure_kind or "launcher"
        dkind, remedy = failure_remedy(kind)
        session = self._new_session() if self.session is None or self.session.obs.ready or \
            self.session.obs.failure is not None else self.session  # fmt: skip
        self._cancel(self._timeout_task)
        self.tracker.mark_failed(detail)
        self._clock.stop()
        if kind == "timeout":  # the verdict quotes the last line before the stop
            session.timed_out(self.engine.settings.engine.ready_timeout_s, self.engine.timeout_tail)
        else:
            session.engine_failed(
                ev.Diagnosis(dkind, detail, remedy.plain, detail, remedy.detail), [detail]
            )
        session.finalize()
        # The launch never began, but the preflight rows (model, GPU, memory) still say why.
        prepared = self.engine.prepared
        self._spawn(self._preflight(session, prepared.probe if prepared is not None else None))
        self.engine_view.crash.show_diagnosis(
            dkind, detail, remedy.plain, [], remedy_detail=remedy.detail, launched=False
        )
        self.panel.set_pointer(vd.ENGINE_READY, translate("status", CRASH_POINTER))
        self.engine_view.refresh()

    def _show_crash(self, outcome: ev.ProcessOutcome) -> None:
        d = outcome.diagnosis or ev.Diagnosis(
            "unknown",
            translate("status", "The engine stopped."),
            translate("status", "Read the log."),
        )
        # A restart that crashes again must read as a new attempt, not the same old card.
        self.crashes_in_a_row = getattr(self, "crashes_in_a_row", 0) + 1
        # How it ended, where a process ended: an attached engine's loss has no exit status,
        # and its summary already says it stopped answering.
        ended = outcome.returncode is not None or outcome.signal is not None
        # Stopped by Ling Desk: the summary says so and why; the signal it sent is no news.
        how = outcome.describe_words() if ended and not outcome.by_app else ""
        self.engine_view.crash.show_diagnosis(
            d.kind, d.summary, d.remedy, list(outcome.last_lines), how,
            attempt=self.crashes_in_a_row, remedy_detail=d.remedy_detail, by_app=outcome.by_app,
        )  # fmt: skip
        # The card says it in full; the Engine row's red header points to it (it said the
        # same sentences again, under the card).
        self.panel.set_pointer(vd.ENGINE_READY, translate("status", CRASH_POINTER))
        self.engine_view.refresh()

    def _hide_crash(self) -> None:
        self.engine_view.crash.hide()
        self.panel.set_pointer(vd.ENGINE_READY, "")
        self.engine_view.refresh()  # the view's own Start/Restart come back with the card gone

    def forget_launch_failure(self) -> None:
        """Set-up fixed what a failed launch lacked (the model, the engine environment): its
        card and rows described a state that is gone, so they go back to "not checked"."""
        self._hide_crash()
        self.panel.clear(translate("status", NOT_RUNNING))
        self.engine_view.refresh()
        self.push_badge()

    # --- live checks and metrics -----------------------------------------------------------------

    async def _run_live(self, session: Verification | None) -> None:
        client = self.engine.client
        if session is None or client is None:
            return
        try:
            verdicts = await session.run_live(client, self.profile)
        except Exception:
            if session is not self.session or not self.engine.ready:
                return  # the engine stopped while its checks ran: their results are moot
            raise
        if session is not self.session:
            return
        probe = session.obs.probe
        if probe is not None and probe.ok:
            # The probe is a real, timed request: the gauges show it until a chat reply comes.
            self.hub.record_request(
                MessageStats(ttft_s=probe.ttft_s, decode_tps=probe.decode_tps,
                             completion_tokens=probe.completion_tokens,
                             accept_len=probe.accept_len, accept_rate=probe.accept_rate,
                             verify_steps=probe.verify_steps, duration_s=probe.duration_s,
                             finish_reason=probe.finish_reason),
                probe=True,
            )  # fmt: skip
        self.flush_verdicts()
        self.panel.open_failures()  # a failing optimization row opens by itself
        tools = await self._probe_tools(session, client, verdicts)
        if tools is not None:
            self.liveDone.emit([*verdicts, tools])

    async def _probe_tools(
        self, session: Verification, client: Any, verdicts: list[Verdict]
    ) -> Verdict | None:
        """Tool calling proven at this start: after the live checks, so its request never
        shares the engine with the timed probe generation. None: this start is gone."""
        reason = skip_reason(verdicts)
        if reason:
            verdict = not_run(reason)
        else:
            checking = translate("status", TOOLS_CHECKING)
            self._show_tools(Verdict.make(vd.TOOL_CALLS, Status.PENDING, checking))
            verdict = await check_tool_calls(client, timeout_s=self.tools_timeout_s)
        if session is not self.session:
            return None
        self._show_tools(verdict)
        return verdict

    def _show_tools(self, verdict: Verdict) -> None:
        self.panel.set_verdict(verdict)
        self.verdictChanged.emit(verdict)
        self.engine.set_tool_calls(verdict)

    def _start_metrics(self) -> None:
        self._stop_metrics()
        client = self.engine.client
        if client is None:
            return
        self.poller = MetricsPoller(self.hub, client.metrics_text, active_s=self.metrics_active_s,
                                    idle_s=self.metrics_idle_s)  # fmt: skip
        self._metrics_task = self._spawn(self.poller.run())

    def _stop_metrics(self) -> None:
        self._cancel(self._metrics_task)
        self._metrics_task = None

    # --- verdicts and the badge ------------------------------------------------------------------

    def _verdict_changed(self, v: Verdict) -> None:
        # Verdicts can change with every decode line (their evidence grows): coalesce them.
        self._pending_verdicts[v.id] = v
        self._flush_verdicts_throttled()

    def flush_verdicts(self) -> None:
        """Show every pending verdict change now (the panel, the badge, the roofline)."""
        pending, self._pending_verdicts = self._pending_verdicts, {}
        if not pending:
            return
        self.panel.set_verdicts(pending.values())
        if vd.FP8_LM_HEAD in pending:
            self._apply_roofline()
        for v in pending.values():
            self.verdictChanged.emit(v)

    def _lent(self, text: str) -> None:
        self.gauges.set_lent(text)
        self.push_badge()

    def phase(self) -> str:
        """What the engine is doing before it is ready ("" once ready, or when stopped)."""
        state = self.engine.state
        if state not in ("starting", "loading"):
            return ""
        stall = self.engine.stall
        if self.engine.stall_text and stall:
            return translate("status", "Engine looks stuck at {stage}").format(stage=stall.stage)
        stage = self.tracker.stage if self.tracker.state in ("starting", "loading") else None
        if stage is None:
            return translate("status", "Preparing the launch")
        if stage == "weights" and self.tracker.weights_pct:
            pct = self.tracker.weights_pct
            return translate("status", "Loading the weights ({percent}%)").format(percent=pct)
        return translate("status", PHASE_WORDS.get(stage, PHASE_WORDS["starting"]))

    def _say_phase(self) -> None:
        """The Optimizations pill says what the engine does while nothing is checked yet."""
        stuck = bool(self.engine.stall_text and self.engine.stall)
        self.panel.set_engine_phase(self.phase(), stuck and bool(self.phase()))

    def badge(self) -> tuple[str, str]:
        """The overall badge from the engine state and the optimization verdicts."""
        self.flush_verdicts()
        lent = self.engine.lent_badge
        if lent:  # the chat's engine is stopped, but an engine runs: the benchmark's
            return "busy", lent
        state = self.engine.state
        if state == "failed":
            return "fail", translate("status", "Engine could not start")
        if state == "crashed":
            # Someone else's engine is lost to us, not crashed: we cannot tell what happened.
            lost = self.engine.attached
            if not lost and self.engine.stopped_by_app:
                # not a crash: it stopped it, the card says why
                return "fail", translate("engine", ev.STOPPED_BY_APP)
            if lost:
                return "fail", translate("status", "Engine lost")
            return "fail", translate("status", "Engine crashed")
        if state == "ready" and self.engine.silent_text:
            return "fail", translate("status", "Engine not answering")
        stall = self.engine.stall
        stall_text = self.engine.stall_text
        if state in ("starting", "loading") and stall_text and stall:
            return "warn", translate("status", "Engine looks stuck at {stage}").format(
                stage=stall.stage
            )
        if state == "stopped" and self.engine.stuck_at:
            return "stopped", translate("status", "Engine stopped while stuck at {stage}").format(
                stage=self.engine.stuck_at
            )
        status, text = overall_badge(self.panel.verdicts)
        if status == "fail":
            return status, text
        if state in ("starting", "loading"):
            return state, self.phase() or translate("status", ENGINE_WORDS[state])
        if state in ENGINE_WORDS and state != "ready":
            return state, translate("status", ENGINE_WORDS[state])
        return status, text

    def push_badge(self) -> None:
        self._say_phase()
        status, text = self.badge()
        self.overall = (status, text)
        for target in self.badge_targets:
            try:
                target.set_overall_badge(status, text)
            except Exception:
                log.exception("badge target failed")
        self.overallChanged.emit(status, text)

    # --- fixes ------------------------------------------------------------------------------------

    def apply_fix(self, name: str, save: Any = None) -> bool:
        """A row's one fix: restart with or without an optimization (saved like a change in
        Settings > Optimizations, through `save(changes)` when given), or the set-up step.
        False when `name` is no fix this controller applies."""
        if name == vd.FIX_SETUP:
            self.setupRequested.emit(self.setup_failures())
            return True
        changes = FIX_CHANGES.get(name)
        if changes is None:
            return False
        if name == FIX_FP8_OFF and self.session is not None:
            # The one-click test: the next start, the same but for the head, reads its result
            # against this start's accept length.
            accept, _ = measured_accept_len(self.session.obs)
            self._fp8_test = accept if self.session.obs.fp8 else None
        if save is not None:
            save(changes)
        # This run's settings too (a command-line override must not undo the user's choice).
        for field_name, on in changes.items():
            setattr(self.engine.settings.optimizations, field_name, on)
        self.engine.restart()
        return True

    def setup_failures(self) -> list[Verdict]:
        """The failing or warning rows whose one fix is the set-up step (what that page is
        opened to fix): every one, since one set-up fixes them together."""
        self.flush_verdicts()
        return [v for v in self.panel.verdicts.values() if vd.FIX_SETUP in actions_for(v)]

    # --- conveniences ----------------------------------------------------------------------------

    def verdict(self, id: str) -> Verdict | None:
        self.flush_verdicts()
        return self.panel.verdicts.get(id)

"""A QObject adapter around the engine Supervisor and the launch (one per app).

Everything that wants to know about the engine listens here: the chat (to send or queue), the
banner (to say what is wrong and offer the fix), and the status panel of a later issue
(`engineEvent` carries every typed event of app.core.engine.events as it happens; `supervisor`,
`prepared` and `client` give the current facts).

States (`state`): the Supervisor's (stopped, starting, loading, ready, stopping, crashed) plus
"failed": the launch could not even begin (no model folder, bad settings, port taken, launcher
missing); `failure_kind` then says which, so the UI can offer the right fix.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal, Slot

from app.core.engine import events as ev
from app.core.engine.client import EngineClient, EngineHTTPError
from app.core.engine.group import EngineGroup
from app.core.engine.launch import Prepared, prepare_launch
from app.core.engine.remote import RemoteEngine
from app.core.engine.stall import StallWatch
from app.core.engine.supervisor import EngineError, PortInUseError, RestartPolicy, Supervisor
from app.core.paths import Paths
from app.core.profiles import query_gpus
from app.core.recipe import RecipeError
from app.core.secrets import attach_key_for
from app.core.settings import Settings, resolved_model_path
from app.core.verify.preflight import run_preflight
from app.core.verify.run import key_may_travel
from app.core.verify.toolprobe import tools_available
from app.core.verify.verdict import MEMORY, Status, Verdict
from app.core.words import QT_TRANSLATE_NOOP, translate

# The engine's fixed details (shown as translate("engine", detail) by the engine view).
NOT_STARTED = QT_TRANSLATE_NOOP("engine", "not started")
PREPARING = QT_TRANSLATE_NOOP("engine", "preparing the launch")

log = logging.getLogger(__name__)

FAILED = "failed"
# A ready engine is asked /health every ANSWER_EVERY_S; ANSWER_MISSES unanswered (or failed)
# checks in a row, each given ANSWER_TIMEOUT_S, mean it stopped answering (frozen, paused, a hung
# GPU). SGLang's /health runs a 1-token generation and answers 503 itself after 20 s without
# scheduler output; while it decodes it answers within a step. So ~70 s of misses never fire
# on a slow but live engine.
ANSWER_EVERY_S = 5.0
ANSWER_TIMEOUT_S = 30.0
ANSWER_MISSES = 2


class EngineController(QObject):
    stateChanged = Signal(str, str)  # state, detail (human words)
    engineEvent = Signal(object)  # every app.core.engine.events.EngineEvent
    crashed = Signal(object)  # ProcessOutcome (with .diagnosis) of an unexpected end
    notice = Signal(str)  # something the user must be told once (e.g. the keyring fallback)
    contextLengthChanged = Signal(int)
    progress = Signal(str)  # short loading progress text ("loading weights 45%")
    stalled = Signal(str)  # "looks stuck at <stage> for N min", or "" when it moves again
    # A new engine object (Supervisor, EngineGroup or RemoteEngine) took over: whoever follows
    # the engine's events from outside (the API gateway) subscribes to this one too.
    engineReplaced = Signal(object)
    # A ready engine stopped answering ("The engine stopped answering ..."), or "" once it answers
    # again. `stalled` carries the same words, for whoever shows a stuck engine.
    unresponsive = Signal(str)
    # The "Tool calls" verdict of this start (the status controller runs the probe after the
    # live checks), or None while unknown (not ready yet, stopped): the chat offers tools only
    # once it passed and otherwise says `tools_unavailable_reason`.
    toolCallsChanged = Signal(object)
    # Who holds the engine instead of the chat ("The benchmark is using the engine (rung 2 of
    # 4)"), or "" when the chat has it: Start and Restart are refused meanwhile, never turned
    # into "Another Ling Desk (pid <our own>) is running the engine".
    lentChanged = Signal(str)

    def __init__(
        self,
        paths: Paths,
        settings: Settings,
        parent: QObject | None = None,
        *,
        die_with_app: bool = False,
    ) -> None:
        super().__init__(parent)
        self.paths = paths
        self.settings = settings
        # Kept here, not on one engine object: every Supervisor or EngineGroup made later (a
        # switch between attached and own, one machine and two) must die with the app too.
        self.die_with_app = die_with_app
        self.supervisor: Supervisor | EngineGroup | RemoteEngine = self._make_engine(settings)
        self._unsubscribe = self.supervisor.subscribe(self._on_event)
        self.prepared: Prepared | None = None
        self.client: EngineClient | None = None
        self.state = ev.EngineState.STOPPED.value
        self.detail = "not started"
        self.failure_kind = ""
        self.context_length = settings.engine.context_length
        self.last_outcome: ev.ProcessOutcome | None = None
        # The engine's start/stop/watch are tasks on the app's asyncio loop for its whole life,
        # not one-shot jobs for app/ui/shell/ops.py.
        self._op: asyncio.Task | None = None
        self._notes_shown: set[str] = set()
        self._background: set[asyncio.Future] = set()
        self._restart_task: asyncio.Future | None = None
        self.restart_policy = RestartPolicy()
        self.stall = StallWatch(settings.engine.stall_after_s)
        self.stall_text = ""
        # Where a stop by hand found the loading engine stuck ("" = it was not): kept after the
        # stop, so the window still says where it hung.
        self.stuck_at = ""
        self._watch_task: asyncio.Task | None = None
        # A failure decided here (the ready timeout): reported when the stop it causes lands.
        self._pending_failure: tuple[str, str] | None = None
        self.watch_interval_s = 2.0
        self.timeout_tail: list[str] = []
        self.answer_every_s = ANSWER_EVERY_S
        self.answer_timeout_s = ANSWER_TIMEOUT_S
        self.answer_misses = ANSWER_MISSES
        self.silent_text = ""  # why a ready engine counts as not answering ("" = it answers)
        self._answer_task: asyncio.Task | None = None
        self.tool_calls: Verdict | None = None
        # Set by the set-up page: True when it takes a Start or Restart over (a piece the engine
        # cannot start without is missing), so no launch that can only fail leaves a card behind.
        self.start_gate: Callable[[], bool] | None = None
        self.lent_to = ""
        self.lent_badge = ""  # lent_to in a few words, for the title and the status bar
        self._take_back: Callable[[], None] | None = None
        # While held (`hold`): the engine's events and notices kept for `release` (an engine
        # launched before the window's rooms listen: app/ui/shell/app.py, issue 40).
        self._held: list[ev.EngineEvent | str] | None = None

    # --- launched before anyone listens ----------------------------------------------------------

    def hold(self) -> None:
        """Keep the engine's events (and notices) from now on instead of handling them: the
        engine is launched before the window that listens is built."""
        if self._held is None:
            self._held = []

    @property
    def holding(self) -> bool:
        return self._held is not None

    def release(self) -> None:
        """Handle what was kept, in order, as if it happened now (the window listens now)."""
        held, self._held = self._held, None
        for item in held or ():
            if isinstance(item, str):
                self.notice.emit(item)
            else:
                self._on_event(item)

    def _tell(self, note: str) -> None:
        if self._held is not None:
            self._held.append(note)
        else:
            self.notice.emit(note)

    @property
    def stopped_by_app(self) -> bool:
        """It ended (or is being stopped) because Ling Desk stopped it on a fault (another
        program took its port): the words say so and why, never "crashed"."""
        if self.state == ev.EngineState.STOPPING.value:
            return getattr(self.supervisor, "fault", None) is not None
        out = self.last_outcome
        return self.state == ev.EngineState.CRASHED.value and out is not None and out.by_app

    # --- whose engine -------------------------------------------------------------------------------

    def _make_engine(self, settings: Settings) -> Supervisor | RemoteEngine:
        url = settings.engine.attach_url
        if url:
            return RemoteEngine(url, None)  # the key is read at each start (it may change)
        return Supervisor(self.paths, die_with_app=self.die_with_app)

    @property
    def attached(self) -> bool:
        """Someone else's engine: nothing is started, stopped or restarted from here."""
        return isinstance(self.supervisor, RemoteEngine)

    @property
    def whose(self) -> str:
        """Whose engine this is, in words for the engine view."""
        if isinstance(self.supervisor, RemoteEngine):
            return self.supervisor.whose
        if isinstance(self.supervisor, EngineGroup) and self.supervisor.plan is not None:
            peers = self.supervisor.plan.peers
            via = " ".join(peers[0].argv[:-1]) if peers else ""
            n = len(peers) + 1
            return translate(
                "status",
                "Ling Desk's own engine on %n machine(s): rank 0 here, rank 1 through `{via}`; "
                "logs of both below, tagged by rank.",
                None,
                n,
            ).format(via=via)
        return translate("status", "Ling Desk's own engine on this machine (127.0.0.1).")

    def _swap_engine(self, settings: Settings) -> None:
        """A change between attached and owned: a new engine object (only while stopped)."""
        if bool(settings.engine.attach_url) == self.attached and (
            not isinstance(self.supervisor, RemoteEngine)  # attached means a RemoteEngine
            or settings.engine.attach_url.rstrip("/") == self.supervisor.url
        ):
            return
        if self.supervisor.running:
            return  # applied at the next start (update_settings is called again then)
        self._unsubscribe()
        self.supervisor.close()
        self.supervisor = self._make_engine(settings)
        self._unsubscribe = self.supervisor.subscribe(self._on_event)
        self.engineReplaced.emit(self.supervisor)

    def _fit_engine(self, multi_node: bool) -> None:
        """One Supervisor for one machine, an EngineGroup (one per rank) for several."""
        if multi_node == isinstance(self.supervisor, EngineGroup) or self.supervisor.running:
            return
        self._unsubscribe()
        self.supervisor.close()
        self.supervisor = (
            EngineGroup(self.paths, die_with_app=self.die_with_app)
            if multi_node
            else Supervisor(self.paths, die_with_app=self.die_with_app)
        )
        self._unsubscribe = self.supervisor.subscribe(self._on_event)
        self.engineReplaced.emit(self.supervisor)

    # --- state -------------------------------------------------------------------------------------

    def _set(self, state: str, detail: str = "") -> None:
        self.state = state
        self.detail = detail
        self.stateChanged.emit(state, detail)

    def _fail(self, kind: str, detail: str) -> bool:
        # The kind is set before the signal: listeners read it to offer the right fix.
        self.failure_kind = kind
        self._set(FAILED, detail)
        return False

    @property
    def ready(self) -> bool:
        return self.state == ev.EngineState.READY.value and self.client is not None

    def _on_event(self, event: ev.EngineEvent) -> None:
        if self._held is not None:
            self._held.append(event)
            return
        self.engineEvent.emit(event)
        if self.state in (ev.EngineState.STARTING.value, ev.EngineState.LOADING.value):
            self.stall.activity(event, time.monotonic())
        if isinstance(event, ev.StateChanged):
            state = event.state
            if state == ev.EngineState.STOPPING and self._pending_failure is not None:
                return  # our own stop after a timeout: the failure, not "stopping", is the news
            if state in (ev.EngineState.STARTING, ev.EngineState.STOPPED, ev.EngineState.CRASHED):
                self.set_tool_calls(None)  # a new engine proves it again; a gone one proves nothing
            if state == ev.EngineState.STARTING:
                self._watch_loading()
            elif state != ev.EngineState.LOADING:
                self._unwatch()
            if state == ev.EngineState.STOPPED and self._pending_failure is not None:
                kind, detail = self._pending_failure
                self._pending_failure = None
                self._close_client()
                self._fail(kind, detail)
                return
            if state == ev.EngineState.READY:
                self._open_client()
            elif state in (ev.EngineState.STOPPED, ev.EngineState.CRASHED):
                self._close_client()
            if state == ev.EngineState.CRASHED:
                self.last_outcome = self.supervisor.outcome
            detail = event.detail
            if state == ev.EngineState.STOPPED and self.stuck_at:
                detail = translate("status", "stopped while stuck at {stage}").format(
                    stage=self.stuck_at
                )
            self._set(state.value, detail)
            if state == ev.EngineState.CRASHED and self.supervisor.outcome is not None:
                self.crashed.emit(self.supervisor.outcome)
                self._maybe_restart(self.supervisor.outcome)
            if state == ev.EngineState.READY:
                self._keep(asyncio.ensure_future(self._fetch_context_length()))
                if not self.attached:  # an attached engine's RemoteEngine watches /health itself
                    self._answer_task = asyncio.ensure_future(self._watch_answers())
        elif isinstance(event, ev.WeightsProgress):
            self.progress.emit(
                translate("status", "loading weights {percent}% ({done}/{total})").format(
                    percent=event.percent, done=event.done, total=event.total
                )
            )
        elif isinstance(event, ev.GraphCapture) and event.phase == "begin":
            self.progress.emit(
                translate("status", "capturing {name} CUDA graphs").format(name=event.name)
            )
        elif isinstance(event, ev.CacheAllocated):
            self.progress.emit(translate("status", "allocating caches"))

    # --- lent to the benchmark ---------------------------------------------------------------------

    def lend(
        self, text: str, take_back: Callable[[], None] | None = None, *, badge: str = ""
    ) -> None:
        """Something else in this app runs its own engines on this folder (the benchmark):
        `text` says so in the chat; `badge`, a few words, in the title and status bar ("Engine
        stopped" there was false: an engine runs, the benchmark's); `take_back` (Cancel
        benchmark) ends that use."""
        self.lent_to, self._take_back = text, take_back
        self.lent_badge = badge or text
        self.lentChanged.emit(text)

    def give_back(self) -> None:
        if self.lent_to:
            self.lent_to, self._take_back, self.lent_badge = "", None, ""
            self.lentChanged.emit("")

    def take_back(self) -> None:
        """The user wants the engine back now (Cancel benchmark)."""
        if self._take_back is not None:
            self._take_back()

    def _refuse_while_lent(self) -> bool:
        if not self.lent_to:
            return False
        self.lentChanged.emit(self.lent_to)  # said again where the user pressed Start
        return True

    # --- tool calling --------------------------------------------------------------------------------

    def set_tool_calls(self, verdict: Verdict | None) -> None:
        """The tool-call probe's verdict for the running engine (None: not known)."""
        if verdict is self.tool_calls or (verdict is not None and verdict.same_as(self.tool_calls)):
            return
        self.tool_calls = verdict
        self.toolCallsChanged.emit(verdict)

    @property
    def tools_available(self) -> bool:
        return tools_available(self.tool_calls)

    @property
    def tools_unavailable_reason(self) -> str:
        """Why the chat may not offer tools now, for "Tools are unavailable: <reason>" ("" when
        it may)."""
        v = self.tool_calls
        if tools_available(v):
            return ""
        if v is None or v.status == Status.PENDING:
            return translate(
                "status",
                "tool calling is not proven yet (the engine is not ready, or its check runs).",
            )
        return v.summary

    # --- a load that hangs: stall notice and ready timeout -----------------------------------------

    def _watch_loading(self) -> None:
        self._unwatch()
        self.stuck_at = ""  # a new start: the last one's "stopped while stuck" is history
        # Each phase's silence limit from the last start of this setup (the load times kept in
        # the data dir), so a hang at a 40-s step is noticed in about a minute, not after 5.
        from app.ui.status.controller import launch_key
        from app.ui.status.loading import LoadTimes, largest_shard_bytes, stall_limits

        previous = LoadTimes(self.paths.load_times_file).previous(launch_key(self))
        shard = largest_shard_bytes(resolved_model_path(self.settings))
        limits, normal = stall_limits(previous, shard)
        self.stall = StallWatch(self.settings.engine.stall_after_s, limits, normal)
        self.stall.begin(time.monotonic())
        self._watch_task = asyncio.ensure_future(self._watch())

    def _unwatch(self) -> None:
        if self._watch_task is not None:
            self._watch_task.cancel()
            self._watch_task = None
        if self._answer_task is not None:
            self._answer_task.cancel()
            self._answer_task = None
        self._say_silent("")
        self._say_stalled("")

    # --- a ready engine that stops answering ---------------------------------------------------

    def _say_silent(self, text: str) -> None:
        if text != self.silent_text:
            self.silent_text = text
            self.unresponsive.emit(text)
            self._say_stalled(text)

    async def _watch_answers(self) -> None:
        """While ready: ask /health now and then; silence turns "Ready" into "not answering"
        (log lines are no sign of life here: a frozen engine prints nothing, and neither does
        an idle one)."""
        misses = 0
        last_answer = time.monotonic()
        told_short = 0.0
        while True:
            await asyncio.sleep(self.answer_every_s)
            client = self.client
            if client is None:
                continue
            answered = await client.health(timeout=self.answer_timeout_s)
            if answered is None:
                # This process is out of file descriptors (a flood of connections to the
                # gateway, say): no check was made, so nothing is said about the engine.
                if time.monotonic() - told_short >= 60:
                    told_short = time.monotonic()
                    log.warning("health check skipped: this process has no file descriptor free")
                continue
            if answered:
                misses, last_answer = 0, time.monotonic()
                self._say_silent("")
                continue
            misses += 1
            if misses >= self.answer_misses:
                quiet = time.monotonic() - last_answer
                self._say_silent(
                    translate(
                        "status",
                        "The engine stopped answering (no answer to its health check for "
                        "{seconds} s): it may be frozen or paused.",
                    ).format(seconds=f"{quiet:.0f}")
                )

    def _say_stalled(self, text: str) -> None:
        if text != self.stall_text:
            self.stall_text = text
            self.stalled.emit(text)

    async def _watch(self) -> None:
        timeout = self.settings.engine.ready_timeout_s
        while True:
            await asyncio.sleep(self.watch_interval_s)
            now = time.monotonic()
            found = self.stall.check(now)
            self._say_stalled(found.describe() if found else "")
            started = self.stall.started_at
            if timeout and started is not None and now - started >= timeout:
                minutes = timeout / 60
                limit = (
                    translate("status", "{n} min").format(n=f"{minutes:.0f}")
                    if minutes >= 1
                    else translate("status", "{n} s").format(n=f"{timeout:.0f}")
                )
                self._pending_failure = (
                    "timeout",
                    translate(
                        "status",
                        "The engine did not become ready within {limit} (the ready timeout in "
                        "Settings > Engine); it was at {stage}.",
                    ).format(limit=limit, stage=self.stall.stage),
                )
                self._watch_task = None  # this task ends here; stop() must not cancel it
                self.timeout_tail = self.supervisor.tail(50)  # before the stop's own lines
                # A stuck engine has nothing to save: short graces, straight to the next signal.
                await self.supervisor.stop(grace_s=2.0)
                return

    def _maybe_restart(self, outcome: ev.ProcessOutcome) -> None:
        if not self.settings.engine.auto_restart:
            return
        delay = self.restart_policy.next_delay(outcome)
        if delay is None:
            return  # not curable by a restart, or too many restarts lately
        self.notice.emit(
            translate("status", "The engine crashed ({how}); restarting in {seconds} s.").format(
                how=outcome.describe_words(), seconds=f"{delay:.0f}"
            )
        )
        self._restart_task = asyncio.ensure_future(self._restart_after(delay))
        self._keep(self._restart_task)

    async def _restart_after(self, delay: float) -> None:
        await asyncio.sleep(delay)
        if self.state == ev.EngineState.CRASHED.value:  # the user may have acted meanwhile
            self.start()

    def _open_client(self) -> None:
        self._close_client()
        sup = self.supervisor
        if sup.base_url is not None:
            # Settings > Engine may carry the stream silence limit (settings.py owns the field);
            # the client's default (60 s) otherwise.
            idle = self.settings.engine.stream_idle_s
            self.client = EngineClient(sup.base_url, sup.api_key, stream_idle_s=idle)

    def _close_client(self) -> None:
        client, self.client = self.client, None
        if client is not None:
            self._keep(asyncio.ensure_future(client.aclose()))

    def _keep(self, task: asyncio.Future) -> None:
        # The loop holds tasks weakly: keep a reference until each is done.
        self._background.add(task)
        task.add_done_callback(self._background.discard)

    async def _fetch_context_length(self) -> None:
        client = self.client
        if client is None:
            return
        try:
            info = await client.server_info()
        except EngineHTTPError:
            return
        value = info.get("context_length") or (info.get("server_args") or {}).get("context_length")
        if isinstance(value, int) and value > 0 and value != self.context_length:
            self.context_length = value
            self.contextLengthChanged.emit(value)

    # --- actions -----------------------------------------------------------------------------------

    def update_settings(self, settings: Settings) -> None:
        self.settings = settings
        self._swap_engine(settings)
        self.context_length = settings.engine.context_length
        self.contextLengthChanged.emit(self.context_length)

    @Slot()
    def start(self) -> None:
        if self.start_gate is not None and self.start_gate():
            return
        self._run(self.start_async())

    @Slot()
    def stop(self) -> None:
        self._run(self.stop_async())

    @Slot()
    def restart(self) -> None:
        if self.start_gate is not None and self.start_gate():
            return
        self._run(self.restart_async())

    def forget_failure(self) -> bool:
        """A launch that failed before any process (model or engine missing) whose cause set-up
        has since fixed: back to "stopped", the failure no longer true. True when it was one."""
        if self.state != FAILED or self.supervisor.running:
            return False
        self.failure_kind = ""
        self._set(ev.EngineState.STOPPED.value, NOT_STARTED)
        return True

    @property
    def operation(self) -> asyncio.Future | None:
        """The start, stop or restart in progress (None, or done, when there is none)."""
        return self._op

    def _run(self, coro) -> None:
        if self._op is not None and not self._op.done():
            coro.close()
            return
        self._op = asyncio.ensure_future(coro)

    def _model_problem(self) -> str | None:
        path = resolved_model_path(self.settings)
        if path is None:  # said in the window's words (the recipe's names --model)
            return translate(
                "status",
                "No model folder is set, and no downloaded copy of Ling-3.0-flash-fp4 was found "
                "on this machine.",
            )
        if not Path(path).is_dir():
            return translate(
                "status", "The model folder {path} does not exist (moved, or a drive not mounted)."
            ).format(path=path)
        if not (Path(path) / "config.json").exists():
            return translate(
                "status", "The folder {path} holds no config.json: it is not a model checkpoint."
            ).format(path=path)
        return None

    def _memory_gate(self, prepared: Prepared) -> str | None:
        """Refuse to launch where preflight's memory check fails: on a unified-memory Spark an
        engine out of memory freezes the whole machine instead of failing."""
        verdicts = run_preflight(
            self.paths, self.settings, prepared.probe, prepared.profile, query_gpus()
        )
        for v in verdicts:
            if v.id == MEMORY and v.status == Status.FAIL:
                return f"{v.summary} {v.fix.text}".strip()
        return None

    async def start_async(self) -> bool:
        if self.supervisor.running:
            return True
        if self._refuse_while_lent():
            return False
        self.failure_kind = ""
        self._swap_engine(self.settings)
        if isinstance(self.supervisor, RemoteEngine):
            return await self._attach(self.supervisor)
        problem = self._model_problem()
        if problem:
            return self._fail("model_missing", problem)
        self._set(ev.EngineState.STARTING.value, PREPARING)
        try:
            # The engine-env probe runs a subprocess: keep it off the event loop.
            self.prepared = await asyncio.to_thread(prepare_launch, self.paths, self.settings)
        except RecipeError as exc:
            kind = "model_missing" if "model path" in str(exc) else "settings"
            return self._fail(kind, str(exc))
        except PortInUseError as exc:
            return self._fail("port", str(exc))
        except (EngineError, OSError) as exc:
            return self._fail("launcher", str(exc))
        for note in self.prepared.notes:
            if note not in self._notes_shown:
                self._notes_shown.add(note)
                self._tell(note)
        refusal = await asyncio.to_thread(self._memory_gate, self.prepared)
        if refusal:
            return self._fail("memory", refusal)
        self._fit_engine(bool(self.prepared.plan.peers))
        if self.lent_to:  # lent while this start was being prepared: the benchmark goes first
            self._set(ev.EngineState.STOPPED.value, NOT_STARTED)
            self._refuse_while_lent()
            return False
        try:
            await self.supervisor.start(self.prepared.plan)
        except PortInUseError as exc:
            return self._fail("port", str(exc))
        except EngineError as exc:
            return self._fail("launcher", str(exc))
        return True

    async def _attach(self, remote: RemoteEngine) -> bool:
        url = remote.url
        key = await asyncio.to_thread(attach_key_for, self.paths, url)
        if key and not key_may_travel(url):
            # The key would cross the network in clear text: refuse rather than send it.
            return self._fail(
                "settings",
                translate(
                    "status",
                    "{url} is neither loopback nor https, so its key is not sent there in clear "
                    "text. Use the server's https address, or remove the key in Settings > Engine.",
                ).format(url=url),
            )
        remote.set_key(key)
        await remote.start()
        return True

    def _stop_grace(self) -> float | None:
        # An engine that stopped answering has nothing to save: short graces, so a quit does
        # not wait out SIGINT's and SIGTERM's full waits on a frozen process.
        return 2.0 if self.silent_text else None

    async def stop_async(self) -> None:
        # Stopped by hand while loading: say so to any message still waiting.
        self._pending_failure = None
        if self.stall_text and not self.silent_text:
            self.stuck_at = self.stall.stage
        await self.supervisor.stop(grace_s=self._stop_grace())
        self._close_client()

    async def restart_async(self) -> bool:
        if self._refuse_while_lent():
            return False
        if self.supervisor.running:
            await self.supervisor.stop(grace_s=self._stop_grace())
        return await self.start_async()

    async def shutdown(self) -> None:
        """The app is quitting: stop the engine group and close everything (waits)."""
        # What this controller started ends here, not at garbage collection after the loop closed
        # ("Task was destroyed but it is pending!"): an unfinished start, a restart waiting out
        # its backoff (which would start an engine after the quit), the load and answer watches.
        ours = [t for t in (self._op, self._restart_task, self._watch_task, self._answer_task)
                if t is not None and not t.done()]  # fmt: skip
        for task in ours:
            task.cancel()
        await self.supervisor.stop(grace_s=self._stop_grace())
        client, self.client = self.client, None
        if client is not None:
            await client.aclose()
        self.supervisor.close()
        # Then the rest (clients closing, the context-length read): awaited, cancelled if slow.
        left = [t for t in (*ours, *self._background) if not t.done()]
        if left:
            _, slow = await asyncio.wait(left, timeout=5.0)
            for task in slow:
                task.cancel()
            if slow:
                await asyncio.wait(slow, timeout=2.0)

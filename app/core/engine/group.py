"""One engine over several machines: SGLang's multi-node serving, one Supervisor per rank.

Rank 0 runs here; rank 1 runs on the second machine behind a command prefix (`ssh -tt HOST`).
The group presents the Supervisor's face (state, events, wait_ready, stop), so the GUI and
`check` drive it like one engine:
* state and readiness are rank 0's (rank 0 is ready only once every rank has loaded);
* every rank's log reaches the listeners, tagged `[rank N]`; rank 0's lines are parsed as
  usual, another rank's extension reports arrive as RankExtReport;
* either rank ending on its own stops the other (a tensor-parallel engine cannot run on
  half of itself), and the group ends once all have, saying which rank failed and why;
* each rank's Supervisor has its own pidfile and guard and, with die_with_app, the kernel's
  parent-death signal: nothing outlives the app on this machine, and the remote engine gets
  SIGHUP when its ssh session ends.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import functools
import io
import logging
import time
from collections.abc import Callable

from app.core.engine import events as ev
from app.core.engine.source import EngineEventSource
from app.core.engine.supervisor import EngineError, Supervisor, Timeouts
from app.core.paths import Paths
from app.core.recipe import LaunchPlan, staging_argv
from app.core.words import translate

log = logging.getLogger(__name__)

STAGE_TIMEOUT_S = 120.0
# A rank that ended took the engine with it: the other has nothing to drain.
PEER_GRACE_S = 1.0


def rank_paths(paths: Paths, rank: int) -> Paths:
    """Rank 0 uses the folder's own files; another rank its own subfolders (pidfile, log)."""
    if rank == 0:
        return paths
    return dataclasses.replace(
        paths, runtime_dir=paths.runtime_dir / f"rank{rank}", log_dir=paths.log_dir / f"rank{rank}"
    )


async def stage_remote(plan: LaunchPlan, timeout: float = STAGE_TIMEOUT_S) -> None:
    """Copy the staged engine extension to the rank's machine: a tar stream into the prefix."""
    if not plan.stage_prefix or plan.stage_dir is None:
        return
    import tarfile  # here: only a remote rank's staging needs it, not the window's start

    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w") as tar:
        tar.add(str(plan.stage_dir), arcname=".")
    argv = staging_argv(plan.stage_prefix, plan.stage_dir)
    try:
        proc = await asyncio.create_subprocess_exec(
            *argv,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.STDOUT,
            start_new_session=True,
        )
    except OSError as exc:
        raise EngineError(
            translate(
                "engine",
                "The engine extension could not be copied to rank {rank}: {error}. Check the "
                "command prefix in Settings > Engine > Two DGX Sparks.",
            ).format(rank=plan.rank, error=exc)
        ) from exc
    try:
        out, _ = await asyncio.wait_for(proc.communicate(buf.getvalue()), timeout)
    except TimeoutError:
        with contextlib.suppress(ProcessLookupError):
            proc.kill()
        await proc.wait()
        raise EngineError(
            translate(
                "engine", "Copying the engine extension to rank {rank} took over {s} s."
            ).format(rank=plan.rank, s=f"{timeout:g}")
        ) from None
    if proc.returncode != 0:
        said = out.decode(errors="replace").strip().splitlines()[-3:]
        raise EngineError(
            translate(
                "engine",
                "Copying the engine extension to rank {rank} failed (exit {code}): {output}. "
                "Check that the prefix reaches the second machine without a password prompt.",
            ).format(
                rank=plan.rank,
                code=proc.returncode,
                output=" / ".join(said) or translate("engine", "no output"),
            )
        )


class EngineGroup(EngineEventSource):
    """Starts, watches and stops every rank of one multi-node engine (one asyncio loop)."""

    def __init__(
        self, paths: Paths, *, timeouts: Timeouts | None = None, die_with_app: bool = False
    ) -> None:
        super().__init__()
        self.paths = paths
        self.die_with_app = die_with_app
        self._timeouts = timeouts or Timeouts()
        self.members: list[Supervisor] = [Supervisor(paths, timeouts=self._timeouts,
                                                     die_with_app=die_with_app)]  # fmt: skip
        self.state = ev.EngineState.STOPPED
        self.plan: LaunchPlan | None = None
        self.outcome: ev.ProcessOutcome | None = None
        self.cause: tuple[int, ev.ProcessOutcome] | None = None  # the rank that ended first
        self.rank_reports: dict[int, list[dict]] = {}
        self._unsubs: list[Callable[[], None]] = []
        self._tasks: set[asyncio.Task] = set()
        self._stopping = False

    # --- the Supervisor's face ---------------------------------------------------------------------

    @property
    def rank0(self) -> Supervisor:
        return self.members[0]

    @property
    def timeouts(self) -> Timeouts:
        return self._timeouts

    @timeouts.setter
    def timeouts(self, value: Timeouts) -> None:
        self._timeouts = value
        for m in self.members:
            m.timeouts = value

    @property
    def lines(self):  # the catch-up view of the log: rank 0's
        return self.rank0.lines

    @property
    def base_url(self) -> str | None:
        return self.rank0.base_url

    @property
    def api_key(self) -> str | None:
        return self.rank0.api_key

    @property
    def pid(self) -> int | None:
        return self.rank0.pid

    @property
    def running(self) -> bool:
        return any(m.running for m in self.members)

    @property
    def started_at(self) -> float | None:
        return self.rank0.started_at

    @property
    def ready_at(self) -> float | None:
        return self.rank0.ready_at

    def tail(self, n: int = 200) -> list[str]:
        return self.rank0.tail(n)

    def close(self) -> None:
        for m in self.members:
            m.close()

    def _spawn(self, coro) -> None:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    # --- start -------------------------------------------------------------------------------------

    def _member(self, rank: int) -> Supervisor:
        while len(self.members) <= rank:
            r = len(self.members)
            self.members.append(Supervisor(rank_paths(self.paths, r), timeouts=self._timeouts,
                                           die_with_app=self.die_with_app))  # fmt: skip
        return self.members[rank]

    async def start(self, plan: LaunchPlan) -> None:
        if self.running:
            raise EngineError(translate("engine", "The engine is already running; stop it first."))
        for unsub in self._unsubs:
            unsub()
        self._unsubs = []
        self.plan = plan
        self.outcome = self.cause = None
        self.rank_reports = {}
        self._stopping = False
        ranks = plan.ranks
        for p in ranks:
            m = self._member(p.rank)
            self._unsubs.append(m.subscribe(functools.partial(self._on_member, p.rank)))
        self._set_state(ev.EngineState.STARTING, f"starting {len(ranks)} ranks")
        try:
            # Before any rank runs: a rank without its extension would load a BF16 head.
            for p in plan.peers:
                self._say(p.rank, f"copying the engine extension: {' '.join(p.stage_prefix)}")
                await stage_remote(p)
        except EngineError as exc:
            self._fail_before_start(str(exc))
            raise
        started: list[Supervisor] = []
        try:
            for p in ranks:
                await self.members[p.rank].start(p)
                started.append(self.members[p.rank])
        except EngineError as exc:
            self._stopping = True
            for m in started:
                await m.stop(grace_s=PEER_GRACE_S)
            self._fail_before_start(str(exc))
            raise

    def _fail_before_start(self, why: str) -> None:
        self.outcome = ev.ProcessOutcome(
            None,
            None,
            False,
            (),
            ev.Diagnosis("launcher", why, translate("engine", "Check Settings > Engine."), why),
        )
        self._emit(ev.Exited(self.outcome))
        self._set_state(ev.EngineState.CRASHED, why)
        self._ended.set()

    def _say(self, rank: int, text: str) -> None:
        self._emit(
            ev.LogLine(f"[rank {rank}] [{time.strftime('%Y-%m-%d %H:%M:%S')}] {text}", "app")
        )

    # --- events from the ranks ---------------------------------------------------------------------

    def _on_member(self, rank: int, event: ev.EngineEvent) -> None:
        if isinstance(event, ev.LogLine):
            tagged = ev.LogLine(f"[rank {rank}] {event.text}", event.stream, event.progress)
            object.__setattr__(tagged, "t", event.t)
            self._emit(tagged)
            return
        if isinstance(event, ev.Exited):
            self._member_ended(rank, event.outcome)
            return
        if rank == 0:
            if isinstance(event, ev.StateChanged):
                if event.state in (ev.EngineState.STOPPED, ev.EngineState.CRASHED):
                    return  # the group's end comes once every rank has ended
                if event.state == ev.EngineState.READY:
                    self._ready.set()
                self._set_state(event.state, event.detail)
                return
            self._emit(event)
            return
        # Another rank: its own facts; the checks are judged on rank 0.
        if isinstance(event, ev.ExtReport):
            self.rank_reports.setdefault(rank, []).append(event.data)
            self._emit(ev.RankExtReport(rank, event.data))

    def _member_ended(self, rank: int, outcome: ev.ProcessOutcome) -> None:
        if outcome.crashed and self.cause is None and not self._stopping:
            self.cause = (rank, outcome)
            d = outcome.diagnosis
            self._say(rank, f"rank {rank} ended ({outcome.describe()}): "
                      + (d.summary if d else "no reason found") + "; stopping the other ranks")  # fmt: skip
            self._stopping = True
            if self.state != ev.EngineState.STOPPING:
                self._set_state(ev.EngineState.STOPPING, f"rank {rank} ended; stopping the others")
            for m in self.members:
                if m.running:
                    self._spawn(m.stop(grace_s=PEER_GRACE_S))
        if all(not m.running and (m.outcome is not None or m.plan is None) for m in self.members):
            self._finish()

    def _finish(self) -> None:
        if self._ended.is_set():
            return
        if self.cause is not None:
            rank, out = self.cause
            d = out.diagnosis or ev.Diagnosis(
                "unknown",
                translate("engine", "it {how}.").format(how=out.describe_words()),
                translate("engine", "Read its log."),
            )
            if rank == 0:
                said = translate("engine", "Rank {rank} (on this machine) failed: {summary}")
            else:
                said = translate("engine", "Rank {rank} (on the second machine) failed: {summary}")
            diag = dataclasses.replace(d, summary=said.format(rank=rank, summary=d.summary))
            self.outcome = ev.ProcessOutcome(
                out.returncode,
                out.signal,
                False,
                tuple(f"[rank {rank}] {ln}" for ln in out.last_lines),
                diag,
                by_app=out.by_app,
            )
        else:
            self.outcome = self.rank0.outcome
        assert self.outcome is not None
        self._emit(ev.Exited(self.outcome))
        if self.outcome.crashed:
            assert self.outcome.diagnosis is not None
            self._set_state(ev.EngineState.CRASHED, self.outcome.diagnosis.summary)
        else:
            self._set_state(ev.EngineState.STOPPED, self.outcome.describe())
        self._ended.set()

    # --- waiting and stopping ----------------------------------------------------------------------

    def _ready_counts(self) -> bool:
        return self.cause is None  # a rank that ended first means the group is not ready

    async def stop(self, grace_s: float | None = None) -> ev.ProcessOutcome | None:
        """Stop every rank: rank 0 first (its shutdown reaches the others), then the rest."""
        if self.plan is None or self._ended.is_set():
            return self.outcome
        self._stopping = True
        for m in self.members:
            await m.stop(grace_s)
        await self.wait_ended(5.0)
        return self.outcome

    async def restart(self, plan: LaunchPlan | None = None) -> None:
        await self.stop()
        next_plan = plan or self.plan
        if next_plan is None:
            raise EngineError(
                translate("engine", "Nothing to restart: the engine was never started.")
            )
        await self.start(next_plan)

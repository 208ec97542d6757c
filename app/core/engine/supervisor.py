"""The supervisor: owns one engine process group, its output, its readiness and its end.

Habits from Vorta and qutebrowser: a new session for the engine, signals to the whole group
escalating SIGINT -> SIGTERM -> SIGKILL, and a small outcome record when it ends. Readiness comes
from the engine's /health endpoint, polled with backoff, never from sleeping.
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import errno
import json
import logging
import logging.handlers
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from app.core.container import RUNTIMES
from app.core.engine import events as ev
from app.core.engine.listener import foreign_listener
from app.core.engine.logparse import (
    READY_TEXT,
    LineAssembler,
    TracebackCollector,
    diagnose,
    is_decode_status,
    parse_line,
)
from app.core.engine.source import EngineEventSource
from app.core.engine.staging import engine_environment, launch_environment
from app.core.paths import Paths
from app.core.plainhttp import tls_for
from app.core.procgroup import end_group_async, group_alive
from app.core.recipe import LaunchPlan
from app.core.words import QT_TRANSLATE_NOOP, translate

log = logging.getLogger(__name__)

RING_LINES = 5000
LINE_CAP = 16_384  # characters of one engine line handed on as an event (engine.log: all)
HELD_MAX = 32 * 1024 * 1024  # bytes of one unfinished output line held before it is logged
CRASH_TAIL = 200
GUARD_SCRIPT = Path(__file__).resolve().with_name("guard.py")
KEEPER_SCRIPT = Path(__file__).resolve().with_name("keeper.py")
KEEPER_SIG = signal.SIGUSR1  # keeper.py's PARENT_DIED
DRAIN_SCRIPT = Path(__file__).resolve().with_name("drain.py")


class EngineError(Exception):
    """The engine could not be started; the message is for the user."""


class PortInUseError(EngineError):
    pass


class EngineBusyError(EngineError):
    """The folder's engine belongs to another live Ling Desk: never touched."""


def port_is_free(port: int, host: str = "127.0.0.1") -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        # As the engine's server binds: connections in TIME_WAIT from a previous run don't count.
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind((host, port))
        except OSError:
            return False
    return True


# Said where the engine's port is taken before a start (the check, and the start itself).
PORT_IN_USE = QT_TRANSLATE_NOOP(
    "engine",
    "Port {port} on 127.0.0.1 is already in use by another program. Stop that program, or set "
    "the engine port to 0 so Ling Desk picks a free one.",
)


def pick_free_port(host: str = "127.0.0.1") -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind((host, 0))
        return s.getsockname()[1]


def check_port(port: int) -> int:
    """The port to use: a free one for 0, else `port` if free, else a clear error."""
    if not 0 <= port <= 65535:
        raise EngineError(
            translate(
                "engine", "Port {port} is not a TCP port: choose 1-65535, or 0 for a free one."
            ).format(port=port)
        )
    if port == 0:
        return pick_free_port()
    if not port_is_free(port):
        raise PortInUseError(translate("engine", PORT_IN_USE).format(port=port))
    return port


def container_route(plan: LaunchPlan) -> bool:
    """Whether the plan runs the engine in a container (`docker run ...`, `podman run ...`)."""
    return (
        len(plan.argv) > 1 and plan.argv[1] == "run" and os.path.basename(plan.argv[0]) in RUNTIMES
    )


@dataclass
class Timeouts:
    sigint: float = 15.0
    sigterm: float = 8.0
    sigkill: float = 5.0


def _read_cmdline(pid: int) -> list[str] | None:
    try:
        raw = Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return None
    return [p.decode(errors="replace") for p in raw.split(b"\0") if p]


def process_identity(pid: int) -> tuple[int, int] | None:
    """(start time in clock ticks since boot, process group) of a live process, else None.

    Unlike the command line, neither can drift: a launcher that rewrites argv[0] (a pyenv shim)
    or a Python that re-execs itself keeps both; a recycled pid gets a new start time.
    """
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except (OSError, ValueError):
        return None
    # The command name may hold spaces and parentheses: split after the last ')'.
    fields = stat[stat.rindex(")") + 2 :].split()
    if fields[0] in ("Z", "X"):
        return None
    return int(fields[19]), int(fields[2])


def boot_id() -> str:
    try:
        return Path("/proc/sys/kernel/random/boot_id").read_text().strip()
    except OSError:
        return ""


def _only_our_group_alive(pgid: int) -> bool:
    """The group exists and is this user's (EPERM means another user's: never ours)."""
    try:
        os.killpg(pgid, 0)
    except OSError:
        return False
    return True


def engine_record_alive(info: dict) -> bool:
    """Is the engine a pidfile names still running? By pid + start time + group, not argv."""
    try:
        pid = int(info["pid"])
        pgid = int(info.get("pgid", pid))
    except (KeyError, TypeError, ValueError):
        return False
    if "start" not in info:  # written by an older Ling Desk: its command line is all we have
        cmdline = _read_cmdline(pid)
        return cmdline is not None and cmdline == info.get("argv")
    if info.get("boot") and info["boot"] != boot_id():
        return False  # recorded before a reboot
    ident = process_identity(pid)
    if ident is not None:
        return ident == (int(info["start"]), pgid)
    # The leader is gone but members of its group may live on. Linux never hands out a pid
    # that still names a process group, so a live group with this id is that engine's.
    return _only_our_group_alive(pgid)


def owner_alive(info: dict) -> bool:
    """Is the process that started the recorded engine still running?"""
    owner = info.get("owner")
    if not isinstance(owner, dict):
        return False  # an older record, or a detached engine whose starter has ended
    try:
        pid, start = int(owner["pid"]), int(owner["start"])
    except (KeyError, TypeError, ValueError):
        return False
    if info.get("boot") and info["boot"] != boot_id():
        return False
    ident = process_identity(pid)
    return ident is not None and ident[0] == start


PR_SET_PDEATHSIG = 1


def _check_launchable(program: str, path: str | None) -> None:
    """Raise the OSError exec would, before the keeper runs the launcher (the keeper's own exec
    failure would only show as an exit code)."""
    if os.sep in program:
        if not os.path.exists(program):
            raise FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), program)
        if os.path.isdir(program) or not os.access(program, os.X_OK):
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), program)
    elif shutil.which(program, path=path) is None:
        raise FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), program)


def parent_death_hook(sig: int = signal.SIGKILL) -> Callable[[], None] | None:
    """A preexec_fn that makes the kernel send `sig` to the child when we die (Linux).

    The guard process ends the engine when the app dies, but not when the guard is killed too
    (a session logout, `kill -9` on both, the OOM killer). The kernel's parent-death signal has
    no such gap. It fires when the *thread* that started the child ends: the supervisor starts
    engines from the event loop's thread, which lives as long as the app.
    Resolved here, before the fork, so the child does as little as possible before exec.
    """
    if not sys.platform.startswith("linux"):
        return None
    try:
        prctl = ctypes.CDLL(None, use_errno=True).prctl
    except (OSError, AttributeError):
        return None
    prctl.argtypes = [ctypes.c_int, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong]
    parent = os.getpid()

    def hook() -> None:
        prctl(PR_SET_PDEATHSIG, sig, 0, 0, 0)
        if os.getppid() != parent:  # we died before the prctl: nobody would send it now
            os.kill(os.getpid(), sig)

    return hook


class Supervisor(EngineEventSource):
    """Starts, watches and stops the engine. All methods run on one asyncio loop."""

    def __init__(
        self, paths: Paths, *, timeouts: Timeouts | None = None, die_with_app: bool = False
    ) -> None:
        super().__init__()
        self.paths = paths
        self.timeouts = timeouts or Timeouts()
        # The kernel ends the engine when this process dies (see parent_death_hook). Off by
        # default only because `check --keep-running` must leave its engine behind: a
        # parent-death signal cannot be taken back once the child runs.
        self.die_with_app = die_with_app
        self.state = ev.EngineState.STOPPED
        self.plan: LaunchPlan | None = None
        self.lines: deque[str] = deque(maxlen=RING_LINES)
        self.outcome: ev.ProcessOutcome | None = None
        self.started_at: float | None = None
        self.ready_at: float | None = None
        self._proc: asyncio.subprocess.Process | None = None
        self._guard: asyncio.subprocess.Process | None = None
        self._tasks: list[asyncio.Task] = []
        self._stop_requested = False
        self._failure: ev.Diagnosis | None = None  # why we stopped it ourselves, if it failed
        self._stopper: asyncio.Future | None = None
        self._tb = TracebackCollector()
        self._says_ready = asyncio.Event()  # (made again by each start)
        self._file_log = self._make_file_log()

    # --- events ------------------------------------------------------------------------------

    def _make_file_log(self) -> logging.Logger:
        logger = logging.getLogger(f"ling_desk.engine_output.{id(self)}")
        logger.propagate = False
        logger.setLevel(logging.INFO)
        self.paths.log_dir.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            self.paths.engine_log, maxBytes=10_000_000, backupCount=3, encoding="utf-8"
        )
        handler.setFormatter(logging.Formatter("%(message)s"))
        logger.addHandler(handler)
        return logger

    def close(self) -> None:
        for h in list(self._file_log.handlers):
            h.close()
            self._file_log.removeHandler(h)

    # --- properties ----------------------------------------------------------------------------

    @property
    def base_url(self) -> str | None:
        return self.plan.base_url if self.plan else None

    @property
    def api_key(self) -> str | None:
        return self.plan.api_key if self.plan else None

    @property
    def pid(self) -> int | None:
        return self._proc.pid if self._proc else None

    @property
    def fault(self) -> ev.Diagnosis | None:
        """Why Ling Desk itself is stopping (or stopped) the engine, if it is: a fault it found,
        such as another program on the engine's port."""
        return self._failure

    @property
    def running(self) -> bool:
        return self._proc is not None and self._proc.returncode is None

    # --- leftovers -----------------------------------------------------------------------------

    def _read_record(self) -> dict | None:
        try:
            info = json.loads(self.paths.engine_pidfile.read_text())
        except (OSError, ValueError):
            return None
        return info if isinstance(info, dict) else None

    def find_leftover(self) -> dict | None:
        """An engine recorded in the pidfile that still runs while its starter has ended.

        The engine is recognised by pid + start time + process group (engine_record_alive).
        An engine whose starter still runs is not a leftover: another Ling Desk on this
        folder is using it (see engine_in_use).
        """
        info = self._read_record()
        if info is None:
            return None
        if not engine_record_alive(info):
            # Gone, or the pid now belongs to another program: never signal it.
            self.paths.engine_pidfile.unlink(missing_ok=True)
            return None
        if owner_alive(info):
            return None
        return info

    def engine_in_use(self) -> dict | None:
        """The record of a live engine started by another live process on this folder."""
        if self.running:
            return None
        info = self._read_record()
        if info is None or not engine_record_alive(info) or not owner_alive(info):
            return None
        return info

    async def reap_leftover(self) -> bool:
        """Stop a leftover engine from an earlier run that died without stopping it."""
        info = self.find_leftover()
        if info is None:
            return False
        pgid = int(info["pgid"])
        log.warning("stopping leftover engine pid %s from an earlier run", info["pid"])
        await end_group_async(pgid, self._steps(signal.SIGINT))
        self.paths.engine_pidfile.unlink(missing_ok=True)
        return True

    def _steps(self, first: int) -> list[tuple[int, float]]:
        """The escalation from `first` on, with this supervisor's waits."""
        steps = [(signal.SIGINT, self.timeouts.sigint), (signal.SIGTERM, self.timeouts.sigterm),
                 (signal.SIGKILL, self.timeouts.sigkill)]  # fmt: skip
        return [s for s in steps if s[0] != signal.SIGINT or first == signal.SIGINT]

    # --- start ---------------------------------------------------------------------------------

    async def start(self, plan: LaunchPlan) -> None:
        if self.running:
            raise EngineError(translate("engine", "The engine is already running; stop it first."))
        if (busy := self.engine_in_use()) is not None:
            if int(busy["owner"]["pid"]) == os.getpid():
                # Our own other engine (the benchmark's, a check's): naming our pid as "another
                # Ling Desk" sent users looking for a second app that does not exist.
                raise EngineBusyError(
                    translate(
                        "engine",
                        "This Ling Desk is already running an engine on this folder (pid {pid}) "
                        "for another task, such as the benchmark; it was left running. Let that "
                        "task finish or cancel it, then start again.",
                    ).format(pid=busy["pid"])
                )
            raise EngineBusyError(
                translate(
                    "engine",
                    "Another Ling Desk (pid {owner}) is running the engine of this folder (pid "
                    "{pid}); it was left running. Use that one, or give this one its own folder "
                    "with --basedir.",
                ).format(owner=busy["owner"]["pid"], pid=busy["pid"])
            )
        await self.reap_leftover()
        # Another machine's rank (behind a command prefix): its port is not on our loopback.
        if plan.local and not port_is_free(plan.port):
            raise PortInUseError(translate("engine", PORT_IN_USE).format(port=plan.port))
        self.plan = plan
        self.lines.clear()
        self.outcome = None
        self._ready = asyncio.Event()
        self._ended = asyncio.Event()
        self._says_ready = asyncio.Event()  # its log's ready line: /health is asked at once
        self._stop_requested = False
        self._failure = None
        self._tb = TracebackCollector()
        for path, content in plan.files.items():
            path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                fh.write(content)
        if container_route(plan):
            # The runtime's client (docker, podman): the engine in the container sees only the
            # plan's `-e` variables, never the client's environment, which needs DOCKER_* etc.
            env = engine_environment(plan.env)
        else:
            # A rank behind ssh needs the agent's socket to log in; the engine never does.
            env = launch_environment(plan.env, also=("SSH_AUTH_SOCK",) if not plan.local else ())
        env["PYTHONUNBUFFERED"] = "1"  # see each log line as it is printed
        self._file_log.info("=== engine start %s: %s", time.strftime("%F %T"), " ".join(
            "<redacted>" if a == plan.api_key else a for a in plan.argv))  # fmt: skip
        self._set_state(ev.EngineState.STARTING, "starting the engine process")
        argv, hook = list(plan.argv), None
        if self.die_with_app:
            # The keeper leads the group and ends all of it when we die, even a launcher's
            # forked engine, which the kernel's parent-death signal alone would miss.
            argv, hook = [sys.executable, str(KEEPER_SCRIPT), *argv], parent_death_hook(KEEPER_SIG)
        try:
            if self.die_with_app:
                _check_launchable(plan.argv[0], env.get("PATH"))
            self._proc = await asyncio.create_subprocess_exec(
                *argv,
                stdin=asyncio.subprocess.DEVNULL,
                stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.PIPE,
                env=env,
                start_new_session=True,  # its own process group: we signal all of it
                preexec_fn=hook,
            )
        except OSError as exc:
            self._remove_files()
            self._set_state(ev.EngineState.CRASHED, f"could not start: {exc}")
            self.outcome = ev.ProcessOutcome(
                None, None, False, (), ev.Diagnosis(
                    "launcher",
                    translate("engine", "The engine could not be started: {error}").format(
                        error=exc),
                    translate("engine", "Check the engine environment's Python or the launcher "
                              "in Settings > Engine."),
                    str(exc)),
            )  # fmt: skip
            self._ended.set()
            raise EngineError(
                translate("engine", "The engine could not be started: {error}").format(error=exc)
            ) from exc
        self.started_at = time.monotonic()
        self.ready_at = None
        self.paths.runtime_dir.mkdir(parents=True, exist_ok=True, mode=0o700)
        self._write_record(self._proc.pid, plan)
        await self._start_guard(self._proc.pid)
        loop = asyncio.get_running_loop()
        self._tasks = [
            loop.create_task(self._read(self._proc.stdout, "stdout")),
            loop.create_task(self._read(self._proc.stderr, "stderr")),
            loop.create_task(self._watch_exit()),
        ]
        if plan.poll_health:  # a remote rank's readiness is rank 0's (EngineGroup)
            self._tasks.append(loop.create_task(self._poll_health()))

    def _write_record(self, pid: int, plan: LaunchPlan) -> None:
        """The pidfile: what identifies the engine after we are gone (not its argv, which a
        launcher may rewrite), and who started it (so no other start takes it for a leftover)."""
        ident = process_identity(pid)
        me = process_identity(os.getpid())
        record = {
            "pid": pid,
            "pgid": pid,
            "start": ident[0] if ident else 0,
            "boot": boot_id(),
            "owner": {"pid": os.getpid(), "start": me[0] if me else 0},
            "argv": plan.argv,
            "port": plan.port,
            # Where its key is (0600), for `check --attach` to this engine once we are gone.
            "config": str(plan.config_file) if plan.config_file else None,
            "started": time.time(),
        }
        tmp = self.paths.engine_pidfile.with_suffix(".tmp")
        tmp.write_text(json.dumps(record))
        tmp.replace(self.paths.engine_pidfile)  # never a half-written record

    async def _start_guard(self, pgid: int) -> None:
        try:
            self._guard = await asyncio.create_subprocess_exec(
                sys.executable, str(GUARD_SCRIPT), str(pgid),
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.DEVNULL,
                stderr=asyncio.subprocess.DEVNULL,
                start_new_session=True,
            )  # fmt: skip
        except OSError:
            log.exception("could not start the engine guard; a killed app may leave the engine")

    async def _read(self, stream: asyncio.StreamReader | None, name: str) -> None:
        if stream is None:
            return
        assembler = LineAssembler()
        # Chunks without a line break are held here and handed on joined, once the line ends:
        # fed one by one, the assembler re-scans its whole buffer at each (a 32 MB line stalled
        # the loop 8 s, 128 MB 140 s, while the engine blocked on its full pipe).
        held: list[bytes] = []
        held_n = 0
        while True:
            chunk = await stream.read(65536)
            if not chunk:
                break
            if b"\n" not in chunk and b"\r" not in chunk:
                held.append(chunk)
                held_n += len(chunk)
                if held_n < HELD_MAX:
                    continue
                chunk = b"\n"  # never more than HELD_MAX in memory: the line goes on in pieces
            if held:
                chunk = b"".join([*held, chunk])
                held, held_n = [], 0
            for line, progress in assembler.feed(chunk):
                self._on_line(line, name, progress)
        if held:
            for line, progress in assembler.feed(b"".join(held)):
                self._on_line(line, name, progress)
        for line, progress in assembler.flush():
            self._on_line(line, name, progress)

    def _on_line(self, line: str, stream: str, progress: bool) -> None:
        if self.plan and self.plan.api_key and self.plan.api_key in line:
            # SGLang prints its server_args, key included: never keep it in logs or the UI.
            line = line.replace(self.plan.api_key, "<redacted>")
        if len(line) > LINE_CAP:
            # One giant line (a 4 MB dump without a newline) would weigh on every listener and
            # the ring; engine.log keeps it whole, everything else gets its start and a marker.
            if not progress:
                self._file_log.info(line)
            cut = len(line) - LINE_CAP
            line = (
                f"{line[:LINE_CAP]} [... {cut:,} more characters: the whole line is in engine.log]"
            )
        logged = len(line) > LINE_CAP
        if progress and self.lines and self.lines[-1].startswith("\r"):
            self.lines[-1] = "\r" + line  # a tqdm update replaces the previous one
        elif self.lines and is_decode_status(line) and is_decode_status(self.lines[-1]):
            # Streaming writes one every 40 decode steps: kept in a row, they pushed the start-up
            # lines (and the ring's memory) out within minutes. engine.log keeps every one.
            self.lines[-1] = line
        else:
            self.lines.append(("\r" if progress else "") + line)
        if not progress and not logged:
            self._file_log.info(line)
        self._emit(ev.LogLine(line, stream, progress))
        if READY_TEXT in line:
            self._says_ready.set()
        for event in parse_line(line, progress):
            if self.state == ev.EngineState.STARTING and isinstance(
                event, ev.WeightsLoadBegin | ev.WeightsProgress | ev.WeightsLoaded
            ):
                self._set_state(ev.EngineState.LOADING, "loading weights")
            self._emit(event)
        if tb := self._tb.feed(line):
            self._emit(tb)

    def tail(self, n: int = CRASH_TAIL) -> list[str]:
        return [ln.lstrip("\r") for ln in list(self.lines)[-n:]]

    async def _poll_health(self) -> None:
        import httpx

        assert self.plan is not None and self._proc is not None
        url = self.plan.base_url + "/health"
        delay = 0.1
        proven = False
        # trust_env=False: a proxy from the environment (HTTP_PROXY on company desktops) would
        # take the loopback probe elsewhere, and the engine would never count as ready.
        timeout = httpx.Timeout(10.0, connect=2.0)
        async with httpx.AsyncClient(
            timeout=timeout, trust_env=False, verify=tls_for(url)
        ) as client:
            while self.running and not self._stop_requested:
                try:
                    r = await client.get(url)
                    # Something answers: before anyone sends the key, prove it is our engine.
                    if not proven:
                        if (who := await self._foreign_listener()) is not None:
                            self._port_taken(who)
                            return
                        proven = True
                    if r.status_code == 200:
                        self.ready_at = time.monotonic()
                        self._set_state(ev.EngineState.READY, "answering on " + self.plan.base_url)
                        self._ready.set()
                        return
                    if self.state == ev.EngineState.STARTING:
                        self._set_state(ev.EngineState.LOADING, "engine is up, loading")
                except httpx.HTTPError:
                    pass  # not listening yet: normal while weights load
                # The backoff's wait, cut short by the engine's ready line: without it, readiness
                # was seen up to a whole step (then ~0.5-2 s) after the engine said it (issue 40).
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._says_ready.wait(), delay)
                # Ready by its log: /health follows within moments.
                delay = 0.05 if self._says_ready.is_set() else min(delay * 1.5, 2.0)

    async def _foreign_listener(self) -> str | None:
        """What holds the engine's port if it is not the engine's group (see listener.py)."""
        assert self.plan is not None and self._proc is not None
        if not sys.platform.startswith("linux"):
            return None  # no /proc to trace the socket with
        return await asyncio.to_thread(
            foreign_listener, self.plan.port, self._proc.pid, container=container_route(self.plan)
        )

    def _port_taken(self, who: str) -> None:
        """Another program answers on the engine's port: send it nothing, stop the engine."""
        assert self.plan is not None
        port = self.plan.port
        self._failure = ev.Diagnosis(
            "port_in_use",
            translate(
                "engine",
                "Another program took the engine's port {port} while the engine was loading; "
                "Ling Desk sent it nothing and stopped the engine.",
            ).format(port=port),
            translate(
                "engine",
                "Stop the program that listens on that port, or set the engine port to 0 so Ling "
                "Desk picks a free one, then start again.",
            ),
            f"127.0.0.1:{port} is held by {who}, not by the engine Ling Desk started",
            f"ss -ltnp 'sport = :{port}' shows the listener",
        )
        line = f"[{time.strftime('%Y-%m-%d %H:%M:%S')}] ling-desk: {self._failure.evidence}"
        self.lines.append(line)
        self._file_log.info(line)
        self._emit(ev.LogLine(line, "app"))
        self._stopper = asyncio.ensure_future(self.stop(grace_s=2.0))

    async def _watch_exit(self) -> None:
        assert self._proc is not None
        rc = await self._proc.wait()
        pgid = self._proc.pid
        # Children may outlive the leader: no orphans, end the rest of the group.
        if group_alive(pgid):
            await end_group_async(pgid, self._steps(signal.SIGTERM))
        # Drain what the readers still hold so the outcome has the last lines.
        readers = [t for t in self._tasks[:2] if not t.done()]
        if readers:
            await asyncio.wait(readers, timeout=2.0)
        expected = self._stop_requested and self._failure is None
        tail = tuple(self.tail())
        sig = -rc if rc is not None and rc < 0 else None
        self.outcome = ev.ProcessOutcome(
            returncode=None if sig else rc,
            signal=sig,
            expected=expected,
            last_lines=tail,
            diagnosis=None if expected else (self._failure or diagnose(tail)),
            by_app=self._stop_requested and self._failure is not None,
        )
        self._remove_files()
        self.paths.engine_pidfile.unlink(missing_ok=True)
        if self._guard is not None and self._guard.stdin is not None:
            self._guard.stdin.close()  # EOF: the guard finds the group gone and exits
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._guard.wait(), 3.0)
            self._guard = None
        self._emit(ev.Exited(self.outcome))
        if expected:
            self._set_state(ev.EngineState.STOPPED, self.outcome.describe())
        else:
            assert self.outcome.diagnosis is not None
            self._set_state(ev.EngineState.CRASHED, self.outcome.diagnosis.summary)
        self._ended.set()

    def _remove_files(self) -> None:
        if self.plan:
            for path in self.plan.files:
                path.unlink(missing_ok=True)

    # --- waiting -------------------------------------------------------------------------------

    # --- stop ----------------------------------------------------------------------------------

    async def stop(self, grace_s: float | None = None) -> ev.ProcessOutcome | None:
        """Stop the whole engine group: SIGINT, then SIGTERM, then SIGKILL, each with a timeout.

        `grace_s` shortens the SIGINT and SIGTERM waits (a stuck engine has nothing to save)."""
        if self._proc is None or self._ended.is_set():
            await self._cancel(self._tasks)  # an engine that ended by itself: its poll too
            return self.outcome
        self._stop_requested = True
        self._set_state(ev.EngineState.STOPPING, "stopping the engine")
        # An in-flight /health poll is an open connection: uvicorn waits for it before exiting.
        await self._cancel(self._tasks[3:])
        steps = [
            (sig, min(wait, grace_s) if grace_s is not None and sig != signal.SIGKILL else wait)
            for sig, wait in self._steps(signal.SIGINT)
        ]
        # Done when the exit watcher has seen the leader go and ended the rest of the group.
        await end_group_async(self._proc.pid, steps, gone=self._ended.is_set)
        await self.wait_ended(5.0)
        await self._cancel(self._tasks)
        return self.outcome

    @staticmethod
    async def _cancel(tasks: list[asyncio.Task]) -> None:
        """Cancel and wait for them: a task only cancelled is still pending when its loop closes
        (the health poll's HTTP client then closes outside any loop, at garbage collection)."""
        me = asyncio.current_task()
        pending = [t for t in tasks if not t.done() and t is not me]
        for task in pending:
            task.cancel()
        if pending:
            await asyncio.wait(pending, timeout=2.0)

    async def detach(self) -> int | None:
        """Leave the engine running after this process exits (`check --keep-running`).

        A drain process takes over the read ends of the engine's pipes (its output goes on into
        the engine log), the guard is dismissed, and asyncio is told the child is not ours to
        kill. The pidfile stays, so a later start finds the engine. Returns its pid.
        Only for an engine started with die_with_app False: the kernel would end it otherwise.
        """
        if self._proc is None or not self.running:
            return None
        transport = self._proc._transport  # type: ignore[attr-defined]  # asyncio: no public accessor
        fds = []
        for n in (1, 2):
            pipe_transport = transport.get_pipe_transport(n)
            pipe = pipe_transport.get_extra_info("pipe") if pipe_transport else None
            if pipe is not None:
                fds.append(os.dup(pipe.fileno()))
        try:
            # Plain Popen: an asyncio child would be killed when this process's loop closes.
            subprocess.Popen(
                [sys.executable, str(DRAIN_SCRIPT), str(self.paths.engine_log), *map(str, fds)],
                pass_fds=fds, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL, start_new_session=True,
            )  # fmt: skip
        finally:
            for fd in fds:
                os.close(fd)
        if self._guard is not None:
            with contextlib.suppress(ProcessLookupError):
                self._guard.kill()  # SIGKILL: it ends without ending the engine
            await self._guard.wait()
            self._guard = None
        for task in self._tasks:
            task.cancel()
        for n in (1, 2):
            if (pipe_transport := transport.get_pipe_transport(n)) is not None:
                pipe_transport.close()
        # Closing the subprocess transport (at loop exit) kills a child whose Popen has no
        # returncode; this one is no longer ours.
        pid = self._proc.pid
        transport.get_extra_info("subprocess").returncode = 0
        self._proc = None
        self.close()
        return pid

    async def restart(self, plan: LaunchPlan | None = None) -> None:
        await self.stop()
        next_plan = plan or self.plan
        if next_plan is None:
            raise EngineError(
                translate("engine", "Nothing to restart: the engine was never started.")
            )
        await self.start(next_plan)


class RestartPolicy:
    """Bounded backoff for automatic restarts after crashes that a restart can cure."""

    NOT_CURABLE = frozenset({"oom", "model_missing", "port_in_use", "cuda_error", "launcher"})

    def __init__(self, max_restarts: int = 3, window_s: float = 600.0, base_s: float = 2.0,
                 cap_s: float = 60.0) -> None:  # fmt: skip
        self.max_restarts = max_restarts
        self.window_s = window_s
        self.base_s = base_s
        self.cap_s = cap_s
        self._times: list[float] = []

    def next_delay(self, outcome: ev.ProcessOutcome, now: float | None = None) -> float | None:
        """Seconds to wait before restarting, or None when no restart should happen."""
        if outcome.expected:
            return None
        if outcome.diagnosis and outcome.diagnosis.kind in self.NOT_CURABLE:
            return None
        now = time.monotonic() if now is None else now
        self._times = [t for t in self._times if now - t < self.window_s]
        if len(self._times) >= self.max_restarts:
            return None
        delay = min(self.base_s * (2 ** len(self._times)), self.cap_s)
        self._times.append(now)
        return delay

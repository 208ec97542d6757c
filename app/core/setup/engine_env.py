"""The engine environment: find one that works, or create a venv with sglang and humming-kernels.

Creating runs `python -m venv` and then pip, each in its own process group (killed whole on
Cancel), with pip's output parsed for progress and kept in a log; the result is then probed with
the same capabilities probe preflight uses, and judged by the same check (`engine_env`).
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import platform
import queue
import re
import shlex
import shutil
import signal
import subprocess
import sys
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

from app.core.engine.probe import ProbeResult, probe_engine_env
from app.core.engine.staging import engine_environment
from app.core.paths import Paths
from app.core.policy import PolicyRefused, current_policy
from app.core.procgroup import end_group, group_alive
from app.core.settings import Settings, SettingsFromNewer, load_settings, save_settings
from app.core.setup.jobs import (
    Cancelled,
    CancelToken,
    Job,
    Listener,
    SetupError,
    SetupRefused,
)
from app.core.verify.preflight import check_engine_env
from app.core.verify.verdict import Status, Verdict
from app.core.words import QT_TRANSLATE_NOOP, translate

# What sglang 0.5.23 itself pins for Humming (its wheel's Requires-Dist).
ENGINE_REQUIREMENTS = ("sglang==0.5.23", "humming-kernels[cu13]==0.1.12")
# Extra pip options (a wheel folder, an in-house index), e.g. "--no-index --find-links /wheels".
PIP_ARGS_ENV = "LING_DESK_PIP_ARGS"
# The CUDA 13 wheels (torch cu130, humming cu13) need a driver that speaks CUDA 13.
WHEELS_CUDA = (13, 0)
SUPPORTED_MACHINES = ("x86_64", "aarch64")
_STOP_GRACE_S = 5.0
_POLL_S = 0.1  # how often a silent pip is checked for Cancel
RAW_PROGRESS_PIP = (24, 1)  # `--progress-bar raw` (byte progress lines) arrived in pip 24.1


def default_env_dir(paths: Paths) -> Path:
    return paths.data_dir / "engine-venv"


def venv_python(env_dir: Path) -> Path:
    return env_dir / "bin" / "python"


# --- finding ------------------------------------------------------------------------------------


# Where a candidate came from: ids in --json, and their words for people.
WHERE = (
    QT_TRANSLATE_NOOP("setup", "configured"),
    QT_TRANSLATE_NOOP("setup", "created by Ling Desk"),
    QT_TRANSLATE_NOOP("setup", "given"),
)


@dataclass
class Candidate:
    """One engine environment that was probed, and what the engine_env check made of it."""

    python: str
    where: str  # one of WHERE (an id in --json; said as translate("setup", where))
    probe: ProbeResult
    verdict: Verdict

    @property
    def usable(self) -> bool:
        return self.verdict.status in (Status.PASS, Status.WARN)

    def to_dict(self) -> dict[str, Any]:
        return {
            "python": self.python,
            "where": self.where,
            "usable": self.usable,
            "status": self.verdict.status.value,
            "summary": self.verdict.summary,
            "sglang": self.probe.get("sglang"),
            "humming_kernels": self.probe.get("humming_kernels"),
            "torch": self.probe.get("torch"),
            "cuda": self.probe.get("cuda"),
            "error": self.probe.get("error"),
        }


def judge(settings: Settings, python: str, probe: ProbeResult) -> Verdict:
    """The preflight engine_env verdict for this Python (whatever the settings' Python is)."""
    engine = dataclasses.replace(
        settings.engine, engine_python=python, launcher=[], container_runtime=""
    )
    s = dataclasses.replace(settings, engine=engine)
    return check_engine_env(s, probe, custom=False, attach=False)


def find_candidates(
    paths: Paths, settings: Settings, extra: list[str] | tuple[str, ...] = ()
) -> list[Candidate]:
    """Probe the configured Python, the venv Ling Desk created, and any Python the user names."""
    seen: set[str] = set()
    out: list[Candidate] = []
    todo = [
        (settings.engine.engine_python, "configured"),
        (str(venv_python(default_env_dir(paths))), "created by Ling Desk"),
        *((p, "given") for p in extra),
    ]
    for python, where in todo:
        if not python:
            continue
        path = Path(python).expanduser()
        if path.is_dir():  # a venv folder rather than its Python
            path = venv_python(path)
        key = str(path)
        if key in seen or (where == "created by Ling Desk" and not path.exists()):
            continue
        seen.add(key)
        probe = probe_engine_env(key)
        out.append(Candidate(key, where, probe, judge(settings, key, probe)))
    return out


# --- the machine ------------------------------------------------------------------------------


def driver_cuda_version() -> tuple[int, int] | None:
    """The newest CUDA the installed NVIDIA driver supports (nvidia-smi's header), or None."""
    exe = shutil.which("nvidia-smi")
    if exe is None:
        return None
    try:
        text = subprocess.run([exe], capture_output=True, text=True, timeout=10).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    m = re.search(r"CUDA Version:\s*(\d+)\.(\d+)", text)
    return (int(m.group(1)), int(m.group(2))) if m else None


def platform_problems() -> list[str]:
    """Why the engine wheels cannot run on this machine, in plain words (empty: they can)."""
    out = []
    if sys.platform != "linux":
        out.append(
            translate("setup", "SGLang's wheels are for Linux; this is {platform}.").format(
                platform=sys.platform
            )
        )
    machine = platform.machine()
    if machine not in SUPPORTED_MACHINES:
        out.append(
            translate(
                "setup", "SGLang's wheels are for x86_64 and aarch64; this machine is {machine}."
            ).format(machine=machine)
        )
    cuda = driver_cuda_version()
    if cuda is None:
        out.append(
            translate(
                "setup",
                "No NVIDIA driver answers (nvidia-smi is missing or fails): the engine needs an "
                "NVIDIA GPU with its driver installed.",
            )
        )
    elif cuda < WHEELS_CUDA:
        out.append(
            translate(
                "setup",
                "The NVIDIA driver supports CUDA {driver}; the engine's wheels are built for CUDA "
                "{wheels}: update the driver (a 580 or newer series) before the engine can run.",
            ).format(driver=f"{cuda[0]}.{cuda[1]}", wheels=f"{WHEELS_CUDA[0]}.{WHEELS_CUDA[1]}")
        )
    return out


# --- creating ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class PipProgress:
    """What pip is doing now: the package, the file it fetches, bytes and percent when known."""

    phase: str  # "collecting", "downloading", "installing", "done"
    package: str
    file: str = ""
    done: int = 0
    total: int = 0
    packages_seen: int = 0
    fetched: int = 0  # bytes pip has fetched so far, all files (the current one as far as known)

    @property
    def percent(self) -> float | None:
        return 100.0 * self.done / self.total if self.total else None


@dataclass
class EnvResult:
    env_dir: Path
    python: str
    probe: ProbeResult
    verdict: Verdict
    log_file: Path
    platform_problems: list[str] = field(default_factory=list)
    settings_saved: bool = False

    @property
    def ok(self) -> bool:
        return self.verdict.status in (Status.PASS, Status.WARN)

    def to_dict(self) -> dict[str, Any]:
        cuda = self.probe.get("cuda") if isinstance(self.probe.get("cuda"), dict) else {}
        return {
            "ok": self.ok,
            "path": str(self.env_dir),
            "python": self.python,
            "sglang": self.probe.get("sglang"),
            "humming_kernels": self.probe.get("humming_kernels"),
            "torch": self.probe.get("torch"),
            "torch_cuda": (cuda or {}).get("torch_cuda"),
            "gpu_capability": (cuda or {}).get("capability"),
            "gpu": (cuda or {}).get("device_name"),
            "check": self.verdict.to_dict(),
            "summary": self.verdict.summary,
            "platform_problems": self.platform_problems,
            "log": str(self.log_file),
            "configured": self.settings_saved,
        }


class PipOutput:
    """Turns pip's output lines into PipProgress (pip >= 24.1 adds raw byte progress lines)."""

    _collecting = re.compile(r"^Collecting (\S+)")
    _downloading = re.compile(r"^\s*Downloading (\S+)(?: \(([\d.]+) (kB|MB|GB)\))?")
    _raw = re.compile(r"^Progress (\d+) of (\d+)")
    _installing = re.compile(r"^Installing collected packages: (.+)")
    _done = re.compile(r"^Successfully installed (.+)")
    _units: ClassVar[dict[str, int]] = {"kB": 1000, "MB": 1000**2, "GB": 1000**3}

    def __init__(self) -> None:
        self.package = ""
        self.file = ""
        self.total = 0
        self.seen = 0
        self.fetched = 0  # bytes of the files whose download has ended
        self._current = 0  # the size of the file being fetched (counted once pip moves on)

    def _moved_on(self) -> None:
        """pip went on to its next line of work: the file it fetched has ended."""
        self.fetched += self._current
        self._current = 0

    def feed(self, line: str) -> PipProgress | None:
        line = line.rstrip()
        if m := self._collecting.match(line):
            self._moved_on()
            self.package, self.file, self.total = m.group(1), "", 0
            self.seen += 1
            return PipProgress("collecting", self.package, packages_seen=self.seen,
                               fetched=self.fetched)  # fmt: skip
        if m := self._downloading.match(line):
            self._moved_on()
            self.file = m.group(1).rsplit("/", 1)[-1]
            self.total = int(float(m.group(2)) * self._units[m.group(3)]) if m.group(2) else 0
            self._current = self.total
            return PipProgress("downloading", self.package, self.file, 0, self.total, self.seen,
                               self.fetched)  # fmt: skip
        if m := self._raw.match(line):
            done, total = int(m.group(1)), int(m.group(2))
            return PipProgress("downloading", self.package, self.file, done, total, self.seen,
                               self.fetched + done)  # fmt: skip
        if m := self._installing.match(line):
            self._moved_on()
            return PipProgress("installing", m.group(1), packages_seen=self.seen,
                               fetched=self.fetched)  # fmt: skip
        if m := self._done.match(line):
            self._moved_on()
            return PipProgress("done", m.group(1), packages_seen=self.seen, fetched=self.fetched)
        return None


def _pip_version(python: str) -> tuple[int, ...]:
    try:
        out = subprocess.run([python, "-m", "pip", "--version"], capture_output=True, text=True,
                             timeout=60, env=engine_environment({})).stdout  # fmt: skip
    except (OSError, subprocess.SubprocessError):
        return ()
    m = re.match(r"pip (\d+)\.(\d+)", out)
    return (int(m.group(1)), int(m.group(2))) if m else ()


class EngineEnvCreate(Job["EnvResult"]):
    log_name = "engine-env"
    cancelled_note = QT_TRANSLATE_NOOP(
        "setup", "the venv is kept, and the same command finishes the install"
    )

    """Create (or finish) a venv with the engine's packages; `run()` blocks."""

    def __init__(
        self,
        paths: Paths,
        *,
        env_dir: Path | None = None,
        python: str | None = None,
        pip_args: list[str] | None = None,
        requirements: tuple[str, ...] = ENGINE_REQUIREMENTS,
        listener: Listener | None = None,
        cancel: CancelToken | None = None,
        save: bool = True,
    ) -> None:
        self.paths = paths
        self.env_dir = (env_dir or default_env_dir(paths)).expanduser().absolute()
        self.python = python or shutil.which("python3") or sys.executable
        env_args = shlex.split(os.environ.get(PIP_ARGS_ENV, ""))
        self.pip_args = [*env_args, *(pip_args or [])]
        self._pip_env: dict[str, str] = {}
        self.requirements = requirements
        self.listener = listener or (lambda _e: None)
        self.cancel = cancel or CancelToken()
        self.save = save

    def _run_step(self, argv: list[str], what: str, parse: PipOutput | None = None) -> None:
        """Run one child in its own process group, its output to the log (and the parser)."""
        assert self._log is not None  # run() opened it before any step
        self._log.write(f"$ {shlex.join(argv)}\n")
        proc = subprocess.Popen(
            argv,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            text=True,
            bufsize=1,
            start_new_session=True,  # pip's build children go with it on Cancel
            env=engine_environment(
                {"PIP_DISABLE_PIP_VERSION_CHECK": "1", "PYTHONUNBUFFERED": "1", **self._pip_env}
            ),
        )
        # pip's output is read in a thread: pip can be silent for half a minute (resolving,
        # building, a slow index), and Cancel must not wait for its next line.
        lines: queue.Queue[str | None] = queue.Queue()

        def read() -> None:
            assert proc.stdout is not None
            with contextlib.suppress(OSError, ValueError):
                for line in proc.stdout:
                    lines.put(line)
            lines.put(None)

        threading.Thread(target=read, daemon=True, name="ling-desk-pip-output").start()
        tail: list[str] = []
        try:
            while True:
                try:
                    line = lines.get(timeout=_POLL_S)
                except queue.Empty:
                    self.cancel.check()
                    continue
                if line is None:
                    break
                self._log.write(line)
                tail = [*tail[-19:], line.rstrip()]
                self.cancel.check()
                if parse and (ev := parse.feed(line)):
                    self.listener(ev)
            rc = proc.wait()
        finally:
            # On Cancel the group goes even when pip itself has ended (its build children).
            if proc.poll() is None or self.cancel.cancelled:
                self._stop(proc)
        if self.cancel.cancelled:
            raise Cancelled()
        if rc != 0:
            last = next(
                (ln for ln in reversed(tail) if "error" in ln.lower()), tail[-1] if tail else ""
            )
            raise SetupError(
                translate("setup", "{step} failed (exit {code}): {line}").format(
                    step=what, code=rc, line=last.strip()
                )
            )

    def _stop(self, proc: subprocess.Popen[str]) -> None:
        """SIGTERM to the child's whole group, then SIGKILL to whatever is left after the grace
        (a build child that ignores SIGTERM). The leader is reaped as it ends, so an empty
        group is seen as empty (a zombie leader still answers a signal)."""
        steps = ((signal.SIGTERM, _STOP_GRACE_S), (signal.SIGKILL, _STOP_GRACE_S))
        end_group(
            proc.pid, steps, gone=lambda: proc.poll() is not None and not group_alive(proc.pid)
        )
        with contextlib.suppress(subprocess.TimeoutExpired):
            proc.wait(timeout=_STOP_GRACE_S)

    def _upgrade_pip(self, python: str) -> None:
        """A new venv's pip can be older than 24.1 (Ubuntu 24.04's is 24.0), which gives no
        byte progress: upgrade it first, from the same index or wheel folder the user gave
        (LING_DESK_PIP_ARGS, --find-links, --no-index), never from anywhere else. Where that
        source has no newer pip (an offline wheel folder), the install goes on with the old one
        and the page shows packages, bytes and time instead of a bar."""
        self._say(
            translate(
                "setup",
                "Upgrading pip in the venv first (pip 24.1 or newer shows download progress)",
            )
        )
        argv = [python, "-m", "pip", "install", *self.pip_args, "--upgrade", "pip"]
        try:
            self._run_step(argv, translate("setup", "upgrading pip"))
        except Cancelled:
            raise
        except SetupError as exc:
            self._say(
                translate(
                    "setup", "pip stays as it is ({error}); progress is shown without byte counts"
                ).format(error=exc)
            )

    def check_policy(self) -> None:
        """Raise SetupRefused when the administrator's policy does not allow this environment:
        a source other than its wheel folder (which then becomes the only one, whatever pip's
        own configuration says), or an engine setting it fixes that a success would change."""
        policy = current_policy()
        try:
            self.pip_args = policy.engine_env_pip_args(self.pip_args)
            self._pip_env = policy.pip_environment()
            if self.save:
                python = str(venv_python(self.env_dir))
                policy.check_value("engine.engine_python", python)
                policy.check_value("engine.launcher", [])
                policy.check_value("engine.container_runtime", "")
        except PolicyRefused as exc:
            raise SetupRefused(str(exc)) from None

    def _run(self, log_file: Path) -> EnvResult:
        self.check_policy()
        problems = platform_problems()
        for p in problems:
            self._say(translate("setup", "Note: {problem}").format(problem=p))
        python = venv_python(self.env_dir)
        if not python.exists():
            self._say(
                translate("setup", "Creating a venv in {folder} with {python}").format(
                    folder=self.env_dir, python=self.python
                )
            )
            self.env_dir.parent.mkdir(parents=True, exist_ok=True)
            self._run_step(
                [self.python, "-m", "venv", str(self.env_dir)],
                translate("setup", "creating the venv"),
            )
        else:
            self._say(
                translate("setup", "Using the venv already in {folder}").format(folder=self.env_dir)
            )
        self.cancel.check()
        if () < _pip_version(str(python)) < RAW_PROGRESS_PIP:
            self._upgrade_pip(str(python))
        raw = _pip_version(str(python)) >= RAW_PROGRESS_PIP
        argv = [str(python), "-m", "pip", "install", *self.pip_args]
        if raw:
            argv += ["--progress-bar", "raw"]
        argv += list(self.requirements)
        self._say(
            translate("setup", "Installing {packages} (several GB on a GPU machine)").format(
                packages=", ".join(self.requirements)
            )
        )
        self._run_step(argv, "pip install", PipOutput())
        self._say(translate("setup", "Probing the new environment"))
        probe = probe_engine_env(str(python))
        settings = load_settings(self.paths).settings
        verdict = judge(settings, str(python), probe)
        result = EnvResult(self.env_dir, str(python), probe, verdict, log_file, problems)
        self._say(f"{verdict.status.value}: {verdict.summary}")
        if result.ok and self.save:
            settings.engine.engine_python = str(python)
            settings.engine.launcher = []
            settings.engine.container_runtime = ""
            try:
                save_settings(self.paths, settings)
            except SettingsFromNewer as exc:  # a newer Ling Desk's file: kept as it is
                self._say(
                    translate(
                        "setup", "The engine's Python was not saved in the settings: {error}"
                    ).format(error=exc)
                )
            else:
                result.settings_saved = True
        return result

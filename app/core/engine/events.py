"""Typed engine events: what the supervisor learned from the engine's output and health."""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass, field

from app.core.words import QT_TRANSLATE_NOOP, translate


class EngineState(enum.StrEnum):
    STOPPED = "stopped"
    STARTING = "starting"  # process spawned, nothing loaded yet
    LOADING = "loading"  # weights, caches, kernels, CUDA graphs
    READY = "ready"
    STOPPING = "stopping"
    CRASHED = "crashed"


@dataclass(frozen=True)
class EngineEvent:
    """Base class; `t` is time.monotonic() when the event was seen."""

    t: float = field(default=0.0, compare=False, kw_only=True)


@dataclass(frozen=True)
class LogLine(EngineEvent):
    text: str
    stream: str = "stderr"
    # A carriage-return update (tqdm): replaces the previous progress line instead of adding one.
    progress: bool = False


@dataclass(frozen=True)
class StateChanged(EngineEvent):
    state: EngineState
    detail: str = ""


@dataclass(frozen=True)
class WeightsLoadBegin(EngineEvent):
    avail_mem_gb: float | None


@dataclass(frozen=True)
class WeightsProgress(EngineEvent):
    percent: int
    done: int
    total: int


@dataclass(frozen=True)
class WeightsLoaded(EngineEvent):
    elapsed_s: float | None
    model_type: str | None
    quant: str | None
    avail_mem_gb: float | None


@dataclass(frozen=True)
class CacheAllocated(EngineEvent):
    kind: str  # "kv" | "mamba" | "pool"
    text: str


@dataclass(frozen=True)
class GraphCapture(EngineEvent):
    name: str  # e.g. "decode", "target verify", "draft decode", "draft extend"
    phase: str  # "begin" | "end"
    elapsed_s: float | None = None


@dataclass(frozen=True)
class ServerReady(EngineEvent):
    """The engine printed its ready line (a claim; readiness is decided by /health)."""


@dataclass(frozen=True)
class DecodeStats(EngineEvent):
    running_req: int | None
    accept_len: float | None
    accept_rate: float | None
    gen_throughput: float | None
    cuda_graph: bool | None
    queue_req: int | None


@dataclass(frozen=True)
class HummingMoeLine(EngineEvent):
    text: str


@dataclass(frozen=True)
class MoeBackendLine(EngineEvent):
    backend: str
    text: str


@dataclass(frozen=True)
class Fp8HeadClaim(EngineEvent):
    text: str


@dataclass(frozen=True)
class ExtReport(EngineEvent):
    """The Ling Desk engine extension's report from inside the engine (role target/draft)."""

    data: dict


@dataclass(frozen=True)
class RankExtReport(EngineEvent):
    """The engine extension's report from another rank of a multi-node engine (rank >= 1):
    each rank quantizes its own shard of the head, so each rank reports."""

    rank: int
    data: dict


@dataclass(frozen=True)
class TracebackSeen(EngineEvent):
    text: str
    last_line: str


@dataclass(frozen=True)
class OutOfMemory(EngineEvent):
    text: str


# The status bar's and the badge's words for an engine that Ling Desk stopped on a fault.
# Shown as translate("engine", STOPPED_BY_APP) (app.core.words).
STOPPED_BY_APP = QT_TRANSLATE_NOOP("engine", "Engine stopped by Ling Desk")


@dataclass(frozen=True)
class ProcessOutcome:
    """How the engine process ended (after qutebrowser's ProcessOutcome)."""

    returncode: int | None
    signal: int | None
    expected: bool  # we asked it to stop
    last_lines: tuple[str, ...] = ()
    diagnosis: Diagnosis | None = None
    # Ling Desk itself stopped it on finding a fault (the diagnosis says which, such as another
    # program taking its port): a failure, yet no crash. Its signal is the one Ling Desk sent:
    # "crashed, killed by signal 2" sent users hunting for a crash that never happened.
    by_app: bool = False

    @property
    def crashed(self) -> bool:
        """It ended without the user asking (a crash, or Ling Desk stopping it on a fault)."""
        return not self.expected

    def headline(self) -> str:
        """The first words a user reads of how it ended."""
        if self.by_app:
            return translate("engine", "Ling Desk stopped the engine")
        return translate("engine", "The engine crashed")

    def describe(self) -> str:
        """How it ended, in English: the engine's state detail, which the gateway reads too
        (in words for people: describe_words())."""
        if self.by_app:
            return "stopped by Ling Desk"
        if self.signal is not None:
            how = f"killed by signal {self.signal}"
        elif self.returncode is not None:
            how = f"exited with code {self.returncode}"
        else:
            # No exit status: an attached engine (not our process) or one whose end was not
            # seen. "exited with code None" told the user nothing true.
            return "stopped" if self.expected else "lost: it stopped answering"
        return ("stopped, " if self.expected else "crashed, ") + how

    def describe_words(self) -> str:
        """describe() in the user's language."""
        return detail_words(self.describe())


@dataclass(frozen=True)
class Exited(EngineEvent):
    outcome: ProcessOutcome


@dataclass(frozen=True)
class Diagnosis:
    kind: str  # oom | port_in_use | model_missing | cuda_error | traceback | timeout | unknown
    summary: str
    remedy: str  # in plain words, for anyone (see verify.verdict.Remedy)
    evidence: str = ""
    remedy_detail: str = ""  # the technical detail behind the remedy: flags, commands


# The engine's state details stay English where they are made (the gateway reads them); these
# are their words for people: fixed ones, and the forms made with a value (its name in both).
_FIXED_DETAILS = (
    QT_TRANSLATE_NOOP("engine", "stopped"),
    QT_TRANSLATE_NOOP("engine", "stopped by Ling Desk"),
    QT_TRANSLATE_NOOP("engine", "lost: it stopped answering"),
    QT_TRANSLATE_NOOP("engine", "starting the engine process"),
    QT_TRANSLATE_NOOP("engine", "loading weights"),
    QT_TRANSLATE_NOOP("engine", "engine is up, loading"),
    QT_TRANSLATE_NOOP("engine", "stopping the engine"),
)
_DETAIL_FORMS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), words)
    for pattern, words in (
        (r"answering on (?P<url>\S+)", QT_TRANSLATE_NOOP("engine", "answering on {url}")),
        (r"could not start: (?P<error>.*)", QT_TRANSLATE_NOOP("engine", "could not start: {error}")),
        (r"connecting to (?P<url>\S+)", QT_TRANSLATE_NOOP("engine", "connecting to {url}")),
        (r"attached to (?P<url>\S+) \(not started here\)",
         QT_TRANSLATE_NOOP("engine", "attached to {url} (not started here)")),
        (r"detaching from (?P<url>\S+)", QT_TRANSLATE_NOOP("engine", "detaching from {url}")),
        (r"detached from (?P<url>\S+) \(still running there\)",
         QT_TRANSLATE_NOOP("engine", "detached from {url} (still running there)")),
        (r"starting (?P<n>\d+) ranks", QT_TRANSLATE_NOOP("engine", "starting {n} ranks")),
        (r"rank (?P<rank>\d+) ended; stopping the others",
         QT_TRANSLATE_NOOP("engine", "rank {rank} ended; stopping the others")),
        (r"stopped, killed by signal (?P<signal>-?\d+)",
         QT_TRANSLATE_NOOP("engine", "stopped, killed by signal {signal}")),
        (r"crashed, killed by signal (?P<signal>-?\d+)",
         QT_TRANSLATE_NOOP("engine", "crashed, killed by signal {signal}")),
        (r"stopped, exited with code (?P<code>-?\d+)",
         QT_TRANSLATE_NOOP("engine", "stopped, exited with code {code}")),
        (r"crashed, exited with code (?P<code>-?\d+)",
         QT_TRANSLATE_NOOP("engine", "crashed, exited with code {code}")),
    )
)  # fmt: skip


def detail_words(detail: str) -> str:
    """An engine state detail (English, as the engine objects make it) in the user's language;
    a detail made elsewhere in words already (a diagnosis, a reason) comes back unchanged."""
    if not detail:
        return ""
    for pattern, words in _DETAIL_FORMS:
        if m := pattern.fullmatch(detail):
            return translate("engine", words).format(**m.groupdict())
    return translate("engine", detail)

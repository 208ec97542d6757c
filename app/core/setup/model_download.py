"""Download the model through huggingface_hub: resumable, verified, cancellable.

One of the connections Ling Desk makes only when the user asks (the others: pip reaching the
package index when it creates the engine environment; an MCP tool server the user adds, reaching
wherever that server is). This one reaches the Hugging Face hub, or HF_ENDPOINT: huggingface_hub
lists the repo (honouring HF_ENDPOINT for mirrors and in-house hubs, and HF_TOKEN) and builds the
file addresses and auth headers; Ling Desk streams each file through its HTTP session itself,
read in a thread so a stall (a trickle no socket timeout notices) or a Cancel is seen at once,
with bounded retries of a transient failure (waits growing from 2 s to 30 s, said as "Connection
lost: 14.0 MB of 70.0 MB kept. Retrying in 10 s"). Each file's bytes go to a ``.part`` file under
``<model>/.ling-desk/partial/`` so a re-run after a kill or a network loss asks only for the rest
(HTTP Range), and every finished file is checked against the hub's own hash (sha256 for LFS
files, the git blob sha1 otherwise) before it takes its real name. The listing is untrusted input:
a name that would land outside the folder refuses the whole download before anything is written.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import queue
import re
import shutil
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any, TypeVar

from app.core.paths import Paths
from app.core.policy import PolicyRefused, current_policy
from app.core.settings import DEFAULT_MODEL_REPO
from app.core.setup.jobs import (
    Cancelled,
    CancelToken,
    Job,
    Listener,
    RateMeter,
    SetupError,
    SetupRefused,
    human_bytes,
    human_seconds,
)
from app.core.verify.modeldir import STATE_DIR, manifest_path, read_manifest
from app.core.words import QT_TRANSLATE_NOOP, translate

# Kept free beyond the download itself: a full disk breaks more than the download.
DISK_RESERVE = 512 * 2**20
DEFAULT_ENDPOINT = "https://huggingface.co"
CHUNK_BYTES = 256 * 1024
EVENT_INTERVAL_S = 0.1  # at most ~10 progress events a second: enough for a bar, cheap for a UI
# A hub that sends under STALL_MIN_BYTES in STALL_S seconds has stalled (a dead link, or a
# trickle of a byte every few seconds that no socket timeout notices); settable for tests.
STALL_ENV = "LING_DESK_HUB_STALL_S"
STALL_S = 60.0
STALL_MIN_BYTES = 16 * 1024
# How often a waiting job looks at Cancel: the network is read in a thread of its own, so a
# Cancel takes effect within this, whatever the socket is doing.
POLL_S = 0.1
# A transient failure (HTTP 408/429/5xx, a dropped connection) is tried again after each of these
# pauses (about a minute in all: a Wi-Fi hand-over or a proxy restart passes); one more in a row,
# with no byte between them, ends the download with its reason and what was kept.
RETRY_WAITS_S = (2.0, 5.0, 10.0, 20.0, 30.0)
# Other pauses, comma-separated seconds ("0.05,0.05"): for tests, and for a user on a flaky link.
RETRY_ENV = "LING_DESK_HUB_RETRY_S"
# The time left is said within a sane bound only: under STALLED_BPS over the rate's window (a byte
# every few seconds), or with more than MAX_ETA_S left at that rate, the line says "stalled" (a
# trickling hub read "31945 h left"). A week: a slow but real link (60 GB at 100 kB/s) still gets
# its hours.
STALLED_BPS = 1024
MAX_ETA_S = 7 * 24 * 3600
TRANSIENT_STATUS = frozenset({408, 429, 500, 502, 503, 504})

T = TypeVar("T")


def default_model_dir(paths: Paths, repo: str = DEFAULT_MODEL_REPO) -> Path:
    """Where a download goes unless the user says otherwise: <data dir>/models/<repo name>."""
    return paths.data_dir / "models" / repo.rsplit("/", 1)[-1]


def partial_download(dest: Path) -> tuple[int, int] | None:
    """(bytes kept, bytes in all) of an unfinished download in `dest`, or None when there is
    none (no manifest, or a finished one): what "Resume download (x of y kept)" says on start."""
    data = read_manifest(dest)
    if not data or data.get("complete") or not isinstance(data.get("files"), dict):
        return None
    kept = total = 0
    for name, meta in data["files"].items():
        size = meta.get("size") if isinstance(meta, dict) else 0
        size = size if isinstance(size, int) and size > 0 else 0  # a hand-edited file: no crash
        total += size
        final = dest / name
        part = dest / STATE_DIR / "partial" / (name + ".part")
        with contextlib.suppress(OSError):
            if final.is_file() and final.stat().st_size == size:
                kept += size
            elif part.is_file():
                kept += min(part.stat().st_size, size)
    return kept, total


# --- events ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class RemoteFile:
    path: str
    size: int
    sha256: str | None  # LFS files: the content's sha256 (also its ETag)
    git_sha1: str | None  # every file: the git blob id


@dataclass(frozen=True)
class DownloadPlanned:
    repo: str
    commit: str
    dest: Path
    files: tuple[RemoteFile, ...]
    total_bytes: int
    have_bytes: int  # already on disk (finished files and partial ones)
    free_bytes: int


@dataclass(frozen=True)
class DownloadProgress:
    file: str
    file_done: int
    file_size: int
    done: int  # overall, including what was on disk before this run
    total: int
    rate: float | None  # bytes/s over the last seconds; None until known
    eta_s: float | None

    @property
    def percent(self) -> float:
        return 100.0 * self.done / self.total if self.total else 100.0

    @property
    def stalled(self) -> bool:
        """Bytes hardly come: no time left worth saying (see STALLED_BPS, MAX_ETA_S)."""
        if self.rate is None or self.done >= self.total:
            return False
        return self.rate < STALLED_BPS or (self.eta_s is not None and self.eta_s > MAX_ETA_S)

    @property
    def left_text(self) -> str:
        """ "12 min 05 s left"; "stalled" beyond a sane bound; "? left" before a rate is known."""
        if self.stalled:
            return translate("setup", "stalled")
        return translate("setup", "{time} left").format(time=human_seconds(self.eta_s))


@dataclass(frozen=True)
class DownloadRetrying:
    """A transient failure; the job waits `wait_s`, then tries again (try `attempt` of `tries`)."""

    file: str  # "" while listing
    done: int  # bytes kept on disk (overall)
    total: int
    wait_s: float
    attempt: int
    tries: int
    reason: str  # plain words: "connection refused", "HTTP 503 (Service Unavailable)"

    @property
    def text(self) -> str:
        """The line for the user: "Connection lost: 14.0 MB of 70.0 MB kept. Retrying in 10 s"."""
        wait = f"{self.wait_s:.0f}"
        if not self.reason.startswith("HTTP"):
            if not self.total:
                return translate("setup", "Connection lost. Retrying in {wait} s").format(wait=wait)
            return translate(
                "setup", "Connection lost: {done} of {total} kept. Retrying in {wait} s"
            ).format(done=human_bytes(self.done), total=human_bytes(self.total), wait=wait)
        # The hub answered: not a lost connection.
        if not self.total:
            return translate("setup", "The hub answered {reason}. Retrying in {wait} s").format(
                reason=self.reason, wait=wait
            )
        return translate(
            "setup", "The hub answered {reason}: {done} of {total} kept. Retrying in {wait} s"
        ).format(
            reason=self.reason,
            done=human_bytes(self.done),
            total=human_bytes(self.total),
            wait=wait,
        )


def lost_text(done: int, total: int) -> str:
    """The line "Connection lost: 14.0 MB of 70.0 MB kept" (no bytes before the listing)."""
    if not total:
        return translate("setup", "Connection lost")
    return translate("setup", "Connection lost: {done} of {total} kept").format(
        done=human_bytes(done), total=human_bytes(total)
    )


class ConnectionLost(SetupError):
    """Transient failures outlasted the retries; what came is kept and a re-run resumes."""

    def __init__(self, message: str, done: int, total: int, cause: str = "") -> None:
        super().__init__(message)
        self.done, self.total = done, total
        self.cause = cause or message  # what failed, without the bytes (the page says those)

    @property
    def left(self) -> int:
        return max(self.total - self.done, 0)


@dataclass(frozen=True)
class FileFinished:
    file: str
    size: int
    skipped: bool  # already complete on disk (verified earlier, or its hash matched now)


@dataclass
class DownloadResult:
    dest: Path
    repo: str
    commit: str
    files: int
    bytes_fetched: int
    log_file: Path
    report: Any = None  # the model_verify report of the finished folder
    settings_saved: bool = False
    notes: list[str] = field(default_factory=list)

    def audit_fields(self) -> dict[str, Any]:
        """The `model.download` audit record: what was fetched from where (no local path)."""
        return {"ok": True, "repo": self.repo, "commit": self.commit, "files": self.files,
                "bytes_fetched": self.bytes_fetched}  # fmt: skip


# --- the job ------------------------------------------------------------------------------------


def _quiet_hub() -> None:
    """No telemetry: huggingface_hub otherwise adds usage details to its user agent and asks the
    hub for a registry of AI agents; the download should send nothing but its own requests."""
    os.environ["HF_HUB_DISABLE_TELEMETRY"] = "1"  # read by huggingface_hub at import
    from huggingface_hub import constants

    constants.HF_HUB_DISABLE_TELEMETRY = True  # in case it was imported before
    # Its default 10 MB read size means one progress step (and one chance to cancel, and up to
    # 10 MB lost to a kill) per 10 MB; 256 KiB keeps the bar and Cancel responsive at no cost.
    constants.DOWNLOAD_CHUNK_SIZE = CHUNK_BYTES


def _hash_file(path: Path, algo: str, size: int, cancel: CancelToken) -> str:
    h = hashlib.sha256() if algo == "sha256" else hashlib.sha1(b"blob %d\0" % size)
    with path.open("rb") as fh:
        while chunk := fh.read(8 * 2**20):
            cancel.check()
            h.update(chunk)
    return h.hexdigest()


def _matches(path: Path, rf: RemoteFile, cancel: CancelToken) -> tuple[bool, str]:
    """Whether the file on disk is the hub's (by its hash), and the hash that was compared."""
    if rf.sha256:
        got = _hash_file(path, "sha256", rf.size, cancel)
        said = translate("setup", "sha256 {got}, the hub lists {want}")
        return got == rf.sha256, said.format(got=got, want=rf.sha256)
    if rf.git_sha1:
        got = _hash_file(path, "sha1", rf.size, cancel)
        said = translate("setup", "git blob id {got}, the hub lists {want}")
        return got == rf.git_sha1, said.format(got=got, want=rf.git_sha1)
    size = path.stat().st_size
    said = translate("setup", "{got} bytes, the hub lists {want}")
    return size == rf.size, said.format(got=size, want=rf.size)


def _existing_parent(path: Path) -> Path:
    for p in (path, *path.parents):
        if p.exists():
            return p
    return Path("/")


def _hub_error(exc: Exception, repo: str, endpoint: str) -> str:
    """One sentence for the user about a failed hub request."""
    name = type(exc).__name__
    status = getattr(getattr(exc, "response", None), "status_code", None)
    if name in ("RepositoryNotFoundError", "GatedRepoError") or status in (401, 403):
        return translate(
            "setup",
            "{endpoint} refused access to {repo} ({error}): check the repo name, or set HF_TOKEN "
            "to a token that may read it.",
        ).format(endpoint=endpoint, repo=repo, error=name + (f", HTTP {status}" if status else ""))
    if name == "RevisionNotFoundError":
        return translate("setup", "{repo} has no such revision on {endpoint}.").format(
            repo=repo, endpoint=endpoint
        )
    if status is not None:
        reason = getattr(exc.response, "reason_phrase", "") or ""  # type: ignore[attr-defined]
        return translate("setup", "{endpoint} answered {status} for {repo}").format(
            endpoint=endpoint,
            status=f"HTTP {status}" + (f" ({reason})" if reason else ""),
            repo=repo,
        )
    return translate("setup", "cannot reach {endpoint} for {repo}: {reason}").format(
        endpoint=endpoint, repo=repo, reason=_net_reason(exc)
    )


# What a network failure's text means, in plain words: "[Errno 111] Connection refused" is the
# socket's, not a user's.
_NET_REASONS = (
    (
        "refused",
        QT_TRANSLATE_NOOP("setup", "the connection was refused (nothing answers there now)"),
    ),
    (
        "name or service not known",
        QT_TRANSLATE_NOOP("setup", "the name does not resolve (no network, or a wrong address)"),
    ),
    (
        "temporary failure in name resolution",
        QT_TRANSLATE_NOOP("setup", "the name does not resolve (no network?)"),
    ),
    (
        "nodename nor servname",
        QT_TRANSLATE_NOOP("setup", "the name does not resolve (no network, or a wrong address)"),
    ),
    ("network is unreachable", QT_TRANSLATE_NOOP("setup", "the network is unreachable")),
    ("no route to host", QT_TRANSLATE_NOOP("setup", "there is no route to the host")),
    ("timed out", QT_TRANSLATE_NOOP("setup", "no answer in time")),
    ("reset by peer", QT_TRANSLATE_NOOP("setup", "the connection was reset")),
    ("peer closed", QT_TRANSLATE_NOOP("setup", "the connection was cut midway")),
    ("incomplete", QT_TRANSLATE_NOOP("setup", "the connection was cut midway")),
    ("certificate", QT_TRANSLATE_NOOP("setup", "its TLS certificate was not accepted")),
)


def _net_reason(exc: BaseException) -> str:
    text = str(exc).strip()
    low = f"{type(exc).__name__} {text}".lower()
    for needle, words in _NET_REASONS:
        if needle in low:
            return translate("setup", words)
    if "timeout" in low:
        return translate("setup", "no answer in time")
    first = text.splitlines()[0] if text else type(exc).__name__
    return re.sub(r"^\[Errno -?\d+\]\s*", "", first)  # the errno is for a log, not a user


def _reason(exc: BaseException) -> str:
    """The short reason for a retry line: an HTTP status, or the network's plain words."""
    status = _status(exc)
    if status is not None:
        phrase = getattr(getattr(exc, "response", None), "reason_phrase", "") or ""
        return f"HTTP {status}{f' ({phrase})' if phrase else ''}"
    return _net_reason(exc)


def retry_waits() -> tuple[float, ...]:
    raw = os.environ.get(RETRY_ENV, "").strip()
    if raw:
        try:
            waits = tuple(max(float(x), 0.0) for x in raw.split(",") if x.strip())
        except ValueError:
            waits = ()
        if waits:
            return waits
    return RETRY_WAITS_S


def unsafe_name(name: str, dest: Path) -> str | None:
    """Why a file name from the hub's listing cannot be written under `dest`, or None.

    The listing comes from the network (a mirror through HF_ENDPOINT): a name that is absolute,
    climbs with "..", or leads through a link out of the folder would write elsewhere."""
    if not name or "\0" in name:
        return translate("setup", "not a file name")
    p = PurePosixPath(name)
    if p.is_absolute():
        return translate("setup", "an absolute path")
    if ".." in p.parts:
        return translate("setup", "it climbs out with '..'")
    if p.parts[0] == STATE_DIR:
        return translate("setup", "it would overwrite Ling Desk's own {folder} folder").format(
            folder=STATE_DIR
        )
    root = dest.resolve()
    if not (root / p).resolve().is_relative_to(root):
        return translate("setup", "it leads out of the folder through a link")
    return None


def _status(exc: BaseException) -> int | None:
    return getattr(getattr(exc, "response", None), "status_code", None)


def _is_transient(exc: BaseException) -> bool:
    """An HTTP 408/429/5xx, or a network failure (huggingface_hub 1.x raises httpx's, 2.x
    httpx2's: recognised by the class name, so this works with either)."""
    if _status(exc) in TRANSIENT_STATUS:
        return True
    return any(c.__name__ == "TransportError" for c in type(exc).__mro__)


class _Stalled(SetupError):
    pass


class _Body(threading.Thread):
    """One GET's response read in a thread of its own: the job's thread waits on `items` a
    tenth of a second at a time, so it sees a Cancel or a stall while the socket blocks.

    Items: ("response", status, headers), ("data", bytes), ("end",), ("error", exception)."""

    def __init__(self, url: str, headers: dict[str, str], timeout_s: float) -> None:
        super().__init__(daemon=True, name="ling-desk-hub-get")
        self.url, self.headers, self.timeout_s = url, headers, timeout_s
        self.items: queue.Queue[tuple[Any, ...]] = queue.Queue(maxsize=64)
        self.stopped = threading.Event()

    def _put(self, item: tuple[Any, ...]) -> bool:
        while not self.stopped.is_set():
            try:
                self.items.put(item, timeout=POLL_S)
                return True
            except queue.Full:
                continue
        return False

    def run(self) -> None:
        from huggingface_hub.utils import get_session, hf_raise_for_status

        try:
            # The session's own timeout: a thread left behind by a Cancel ends by then at most.
            with get_session().stream(
                "GET", self.url, headers=self.headers, timeout=self.timeout_s
            ) as resp:
                hf_raise_for_status(resp)
                if not self._put(("response", resp.status_code, dict(resp.headers))):
                    return
                for chunk in resp.iter_bytes():  # as the socket gives them: a trickle shows
                    if chunk and not self._put(("data", chunk)):
                        return
            self._put(("end",))
        except BaseException as exc:  # handed to the job's thread, which tells it
            self._put(("error", exc))


class ModelDownload(Job["DownloadResult"]):
    log_name = "model-download"
    cancelled_note = QT_TRANSLATE_NOOP(
        "setup", "what was downloaded is kept, and the same command fetches the rest"
    )

    """One download of a repo into a folder. `run()` blocks; progress goes to `listener`."""

    def __init__(
        self,
        paths: Paths,
        *,
        repo: str = DEFAULT_MODEL_REPO,
        revision: str | None = None,
        dest: Path | None = None,
        endpoint: str | None = None,
        listener: Listener | None = None,
        cancel: CancelToken | None = None,
        stall_s: float | None = None,
    ) -> None:
        self.paths = paths
        self.repo = repo
        self.revision = revision or "main"
        self.dest = (dest or default_model_dir(paths, repo)).expanduser().absolute()
        # Read at run time, not at import as huggingface_hub's constants are: a mirror set in
        # Settings or the environment after start still counts.
        self.requested = endpoint or os.environ.get("HF_ENDPOINT") or None
        self.endpoint = (self.requested or DEFAULT_ENDPOINT).rstrip("/")
        self.listener = listener or (lambda _e: None)
        self.cancel = cancel or CancelToken()
        self._commit = ""
        self._mismatch: dict[str, str] = {}
        if stall_s is None:
            try:
                stall_s = float(os.environ.get(STALL_ENV) or STALL_S)
            except ValueError:
                stall_s = STALL_S
        self.stall_s = stall_s if stall_s > 0 else STALL_S

    # -- waiting on the network, with Cancel --

    def _bounded(self, fn: Callable[[], T], what: str) -> T:
        """`fn()` (a blocking hub call) in a thread; Cancel is seen within POLL_S, and a call
        that takes longer than the stall time is given up (the thread ends with the process)."""
        box: dict[str, Any] = {}

        def target() -> None:
            try:
                box["value"] = fn()
            except BaseException as exc:
                box["error"] = exc

        thread = threading.Thread(target=target, daemon=True, name="ling-desk-hub-call")
        thread.start()
        deadline = time.monotonic() + self.stall_s
        while thread.is_alive():
            thread.join(POLL_S)
            self.cancel.check()
            if thread.is_alive() and time.monotonic() > deadline:
                raise _Stalled(
                    translate(
                        "setup", "{endpoint} did not answer {what} within {s} s (stalled)"
                    ).format(endpoint=self.endpoint, what=what, s=f"{self.stall_s:g}")
                )
        if "error" in box:
            raise box["error"]
        return box["value"]

    def _retrying(self, attempt: Callable[[], T], what: str) -> T:
        """`attempt()`, again after each of the retry waits while it fails transiently."""
        waits = retry_waits()
        failures = 0
        while True:
            try:
                return attempt()
            except (Cancelled, _Stalled):
                raise
            except Exception as exc:
                if not _is_transient(exc) or failures >= len(waits):
                    raise
                self._retry_wait(exc, what, "", 0, 0, waits, failures)
                failures += 1

    def _retry_wait(self, exc: Exception, what: str, file: str, done: int, total: int,
                    waits: tuple[float, ...], failures: int) -> None:  # fmt: skip
        """Say the failure and what is kept, then wait (Cancel still counts while waiting)."""
        ev = DownloadRetrying(
            file, done, total, waits[failures], failures + 2, len(waits) + 1, _reason(exc)
        )
        if ev.reason.startswith("HTTP"):  # an HTTP one is in its text
            tries = translate("setup", "try {attempt} of {tries}")
        else:
            tries = translate("setup", "{reason}; try {attempt} of {tries}")
        tries = tries.format(reason=ev.reason, attempt=ev.attempt, tries=ev.tries)
        said = translate("setup", "{what}: {problem} ({tries})", "a retried download")
        self._say(said.format(what=what, problem=ev.text, tries=tries))
        self._emit(ev)
        self._wait(ev.wait_s)

    def _wait(self, seconds: float) -> None:
        end = time.monotonic() + seconds
        while (left := end - time.monotonic()) > 0:
            self.cancel.check()
            time.sleep(min(POLL_S, left))
        self.cancel.check()

    # -- helpers --

    def _list(self) -> tuple[str, list[RemoteFile]]:
        if os.environ.get("HF_HUB_OFFLINE", "").strip().lower() in ("1", "true", "yes", "on"):
            raise SetupError(
                translate(
                    "setup",
                    "HF_HUB_OFFLINE is set in this environment, so huggingface_hub will not "
                    "connect: unset it for the download (the engine runs offline either way).",
                )
            )
        _quiet_hub()
        from huggingface_hub import HfApi
        from huggingface_hub.hf_api import RepoFile

        api = HfApi(endpoint=self.endpoint)

        def listing() -> tuple[str | None, list[Any]]:
            info = api.repo_info(self.repo, revision=self.revision)
            if not info.sha:
                return None, []
            tree = api.list_repo_tree(self.repo, revision=info.sha, recursive=True)
            return info.sha, list(tree)

        try:
            commit, entries = self._retrying(
                lambda: self._bounded(
                    listing, translate("setup", "the listing of {repo}").format(repo=self.repo)
                ),
                translate("setup", "the listing"),
            )
            if not commit:
                raise SetupError(
                    translate("setup", "{endpoint} did not say which commit {repo} is at.").format(
                        endpoint=self.endpoint, repo=self.repo
                    )
                )
            files = [
                RemoteFile(
                    e.path,
                    int(e.lfs.size if e.lfs else e.size),
                    e.lfs.sha256 if e.lfs else None,
                    e.blob_id,
                )
                for e in entries
                if isinstance(e, RepoFile)
            ]
        except _Stalled as exc:
            raise SetupError(
                translate(
                    "setup", "{error}; try again later, or another mirror (HF_ENDPOINT)"
                ).format(error=exc)
            ) from None
        except SetupError:
            raise
        except Exception as exc:  # huggingface_hub's HTTP errors and httpx's network errors
            raise SetupError(_hub_error(exc, self.repo, self.endpoint)) from exc
        bad = [f"{f.path!r} ({why})" for f in files if (why := unsafe_name(f.path, self.dest))]
        if bad:
            # Refused before anything is written: the whole listing is suspect, not one file.
            more = len(bad) - 5
            shown = "; ".join(bad[:5]) + (
                translate("setup", "; and %n more", None, more) if more > 0 else ""
            )
            raise SetupError(
                translate(
                    "setup",
                    "{endpoint} lists file names that would be written outside {folder}: "
                    "{names}. Nothing was written; a hub never lists such names, so check the "
                    "mirror (HF_ENDPOINT).",
                ).format(endpoint=self.endpoint, folder=self.dest, names=shown)
            )
        # Small files first: an unfinished folder already shows its config and index.
        return commit, sorted(files, key=lambda f: (f.size, f.path))

    def _part(self, rf: RemoteFile) -> Path:
        return self.dest / STATE_DIR / "partial" / (rf.path + ".part")

    def _write_manifest(self, commit: str, files: list[RemoteFile], complete: bool) -> None:
        path = manifest_path(self.dest)
        path.parent.mkdir(parents=True, exist_ok=True)
        data = {
            "repo": self.repo,
            "revision": self.revision,
            "commit": commit,
            "endpoint": self.endpoint,
            "complete": complete,
            "files": {
                f.path: {"size": f.size, "sha256": f.sha256, "git_sha1": f.git_sha1} for f in files
            },
        }
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(data, indent=2), encoding="utf-8")
        os.replace(tmp, path)

    # -- the run --

    def check_policy(self) -> None:
        """Raise SetupRefused when the administrator's policy does not allow this download:
        another endpoint than its own (whose own is then used), or a folder the engine could
        not load the model from, or a configured model it fixes."""
        policy = current_policy()
        try:
            self.endpoint = (policy.download_endpoint(self.requested) or self.endpoint).rstrip("/")
            policy.check_model_folder(self.dest, downloads=self.paths.data_dir / "models")
            policy.check_value("engine.model_path", str(self.dest))
        except PolicyRefused as exc:
            raise SetupRefused(str(exc)) from None

    def _run(self, log_file: Path) -> DownloadResult:
        self.check_policy()
        self._say(
            translate("setup", "Asking {endpoint} for {repo} at {revision}").format(
                endpoint=self.endpoint, repo=self.repo, revision=self.revision
            )
        )
        commit, files = self._list()
        self._commit = commit  # every file is fetched at this exact commit, not a moving branch
        self.cancel.check()
        old = read_manifest(self.dest) or {}
        old_files = old.get("files", {})
        # Which files are already there. Each one kept is hashed against the hub before it is
        # trusted: the same size (or an earlier run's manifest) says nothing of its bytes, and a
        # hub may change a shard in place, or a disk flip a bit.
        kept: set[str] = set()
        have = 0
        for rf in files:
            final = self.dest / rf.path
            if final.is_file() and final.stat().st_size == rf.size:
                kept.add(rf.path)
                have += rf.size
                continue
            part = self._part(rf)
            if part.is_file():
                have += min(part.stat().st_size, rf.size)
        total = sum(f.size for f in files)
        need = total - have
        base = _existing_parent(self.dest)
        free = shutil.disk_usage(base).free
        planned = DownloadPlanned(self.repo, commit, self.dest, tuple(files), total, have, free)
        self._emit(planned)
        count = len(files)
        self._say(
            translate(
                "setup",
                "{repo} at {commit}: %n file(s), {total}; {have} already here, {need} to fetch "
                "into {folder}",
                None,
                count,
            ).format(
                repo=self.repo,
                commit=commit[:12],
                total=human_bytes(total),
                have=human_bytes(have),
                need=human_bytes(need),
                folder=self.dest,
            )
        )
        if need + DISK_RESERVE > free:
            raise SetupError(
                translate(
                    "setup",
                    "not enough disk space: the download needs {need} more (plus {reserve} kept "
                    "free) in {folder}, which has {free} free. Free some space or choose another "
                    "folder (--dir).",
                ).format(
                    need=human_bytes(need),
                    reserve=human_bytes(DISK_RESERVE),
                    folder=base,
                    free=human_bytes(free),
                )
            )
        self.dest.mkdir(parents=True, exist_ok=True)
        # Recorded before any byte arrives: a re-run knows which listing the partial files follow.
        self._write_manifest(commit, files, complete=False)
        meter = RateMeter()
        state = {"done": have, "last": 0.0}
        fetched = 0
        bad: list[str] = []
        for rf in files:
            self.cancel.check()
            if rf.path in kept:
                prev = old_files.get(rf.path) or {}
                if prev.get("sha256") == rf.sha256:
                    checking = translate(
                        "setup",
                        "{file}: checking the copy here (as the last run left it) against the "
                        "hub's hash",
                    )
                else:
                    checking = translate(
                        "setup", "{file}: checking the copy here against the hub's hash"
                    )
                self._say(checking.format(file=rf.path))
                ok, why = _matches(self.dest / rf.path, rf, self.cancel)
                if ok:
                    self._emit(FileFinished(rf.path, rf.size, skipped=True))
                    continue
                self._say(
                    translate(
                        "setup", "{file}: the copy here differs from the hub's ({why}); fetching it"
                    ).format(file=rf.path, why=why)
                )
                (self.dest / rf.path).unlink()
                state["done"] -= rf.size
            got = self._fetch(rf, meter, state, total)
            fetched += got
            if got < 0:
                bad.append(rf.path)
        if bad:
            self._write_manifest(commit, files, complete=False)
            detail = "; ".join(self._mismatch.get(p, p) for p in bad)
            count = len(bad)
            raise SetupError(
                translate(
                    "setup",
                    "%n file(s) differ from the hub's listing after download, and were removed: "
                    "{detail}. Run the download again to fetch them anew.",
                    None,
                    count,
                ).format(detail=detail)
            )
        self._write_manifest(commit, files, complete=True)
        with contextlib.suppress(OSError):
            shutil.rmtree(self.dest / STATE_DIR / "partial")
        count = len(files)
        self._say(
            translate("setup", "All %n file(s) are here and match the hub's hashes.", None, count)
        )
        return DownloadResult(self.dest, self.repo, commit, len(files), fetched, log_file)

    def _fetch(self, rf: RemoteFile, meter: RateMeter, state: dict[str, float], total: int) -> int:
        """Fetch one file (resuming its .part); returns the bytes fetched, -1 on a bad hash."""
        from huggingface_hub import hf_hub_url

        final = self.dest / rf.path
        part = self._part(rf)
        part.parent.mkdir(parents=True, exist_ok=True)
        meta = part.with_name(part.name + ".json")
        ident = {"sha256": rf.sha256, "git_sha1": rf.git_sha1, "size": rf.size}
        try:
            same = json.loads(meta.read_text()) == ident
        except (OSError, ValueError):
            same = False
        if part.exists() and (not same or part.stat().st_size > rf.size):
            # Bytes of another version of the file (or too many): useless for this one.
            state["done"] -= min(part.stat().st_size, rf.size)
            part.unlink()
        meta.write_text(json.dumps(ident))
        start = part.stat().st_size if part.exists() else 0
        progress = _Progress(self, rf, meter, state, total, start)
        if start:
            self._say(
                translate("setup", "{file}: resuming at {done} of {size}").format(
                    file=rf.path, done=human_bytes(start), size=human_bytes(rf.size)
                )
            )
        else:
            self._say(f"{rf.path}: {human_bytes(rf.size)}")
        url = hf_hub_url(self.repo, rf.path, revision=self._commit, endpoint=self.endpoint)
        waits = retry_waits()
        failures = 0
        try:
            with part.open("r+b" if part.exists() else "wb") as fh:
                while (have := fh.seek(0, os.SEEK_END)) < rf.size:
                    try:
                        self._get(url, fh, have, rf, progress)
                    except (Cancelled, _Stalled):
                        raise
                    except Exception as exc:
                        if fh.tell() > have:
                            failures = 0  # bytes came: a new failure, not the same one again
                        if not _is_transient(exc):
                            raise
                        done = int(state["done"])
                        if failures >= len(waits):
                            tries = failures + 1
                            why = translate("setup", "{file}: {error}, %n tries in a row", None,
                                            tries).format(
                                file=rf.path, error=_hub_error(exc, self.repo, self.endpoint)
                            )  # fmt: skip
                            raise ConnectionLost(
                                translate(
                                    "setup",
                                    "{why}. {done} of {total} are kept: the same download "
                                    "fetches the {left} left",
                                ).format(
                                    why=why,
                                    done=human_bytes(done),
                                    total=human_bytes(total),
                                    left=human_bytes(total - done),
                                ),
                                done, total, why,
                            ) from exc  # fmt: skip
                        self._retry_wait(exc, rf.path, rf.path, done, total, waits, failures)
                        failures += 1
                        continue
                    if fh.tell() < rf.size:  # a body that ended cleanly, but short
                        raise SetupError(
                            translate(
                                "setup",
                                "{file}: {endpoint} ended the file at {got} bytes; its listing "
                                "gives {size}. What came is kept for a re-run.",
                            ).format(
                                file=rf.path, endpoint=self.endpoint, got=fh.tell(), size=rf.size
                            )
                        )
        except (Cancelled, SetupError):
            raise
        except OSError as exc:
            if exc.errno is not None and _status(exc) is None:  # the disk, not the network
                raise SetupError(
                    translate("setup", "cannot write {path}: {error}").format(
                        path=part, error=exc.strerror
                    )
                ) from exc
            raise SetupError(f"{rf.path}: {_hub_error(exc, self.repo, self.endpoint)}") from exc
        except Exception as exc:
            raise SetupError(f"{rf.path}: {_hub_error(exc, self.repo, self.endpoint)}") from exc
        assert self._log is not None  # run() opened it before any download
        self._log.write(f"{time.strftime('%H:%M:%S')} {rf.path}: checking its hash\n")
        ok, detail = _matches(part, rf, self.cancel)
        if not ok:
            state["done"] -= rf.size
            part.unlink()
            meta.unlink(missing_ok=True)
            self._mismatch[rf.path] = f"{rf.path} ({detail})"
            self._say(
                translate(
                    "setup", "{file}: differs from the hub's listing ({detail}); removed"
                ).format(file=rf.path, detail=detail)
            )
            return -1
        final.parent.mkdir(parents=True, exist_ok=True)
        os.replace(part, final)
        meta.unlink(missing_ok=True)
        self._emit(FileFinished(rf.path, rf.size, skipped=False))
        return rf.size - start

    def _get(self, url: str, fh: Any, have: int, rf: RemoteFile, progress: _Progress) -> None:
        """One GET of `url` from byte `have` on, appended to `fh`; raises on a failure, a
        stall (under STALL_MIN_BYTES in stall_s), a Cancel, or more bytes than listed."""
        from huggingface_hub.utils import build_hf_headers

        headers = dict(build_hf_headers())
        if have:
            headers["Range"] = f"bytes={have}-"
        body = _Body(url, headers, self.stall_s)
        body.start()
        window_start, window_bytes = time.monotonic(), 0
        try:
            while True:
                try:
                    item = body.items.get(timeout=POLL_S)
                except queue.Empty:
                    item = ("wait",)
                    # Nothing came: the rate (and "stalled") must say so, not keep its last value.
                    progress.update(0)
                self.cancel.check()
                if item[0] == "response" and item[1] == 200 and have:
                    # The server ignored the Range: its body is the whole file, from byte 0.
                    progress.update(-have)
                    fh.seek(0)
                    fh.truncate()
                    have = 0
                elif item[0] == "data":
                    if fh.tell() + len(item[1]) > rf.size:
                        raise SetupError(
                            translate(
                                "setup",
                                "{file}: {endpoint} sent more than the {size} bytes its listing "
                                "gives the file; what it sent beyond that was not kept",
                            ).format(file=rf.path, endpoint=self.endpoint, size=rf.size)
                        )
                    fh.write(item[1])
                    fh.flush()  # on disk as it comes: a kill keeps every byte for the re-run
                    window_bytes += len(item[1])
                    progress.update(len(item[1]))
                elif item[0] == "end":
                    return
                elif item[0] == "error":
                    raise item[1]
                now = time.monotonic()
                if now - window_start >= self.stall_s:
                    if window_bytes < STALL_MIN_BYTES:
                        raise _Stalled(
                            translate(
                                "setup",
                                "{file}: {endpoint} sent {got} bytes in the last {s} s (stalled); "
                                "what was fetched is kept, and the same command fetches the rest "
                                "(or try another mirror, HF_ENDPOINT)",
                            ).format(
                                file=rf.path,
                                endpoint=self.endpoint,
                                got=window_bytes,
                                s=f"{self.stall_s:g}",
                            )
                        )
                    window_start, window_bytes = now, 0
        finally:
            body.stopped.set()  # the thread stops at its next byte or its socket timeout


class _Progress:
    """A file's progress: the job's events, at most every EVENT_INTERVAL_S."""

    def __init__(
        self,
        job: ModelDownload,
        rf: RemoteFile,
        meter: RateMeter,
        state: dict[str, float],
        total: int,
        start: int,
    ) -> None:
        self.job, self.rf, self.meter, self.state, self.total = job, rf, meter, state, total
        self.n = start

    def update(self, step: int) -> None:
        self.n += step
        self.state["done"] += step
        now = time.monotonic()
        if now - self.state["last"] >= EVENT_INTERVAL_S or self.n >= self.rf.size:
            self.state["last"] = now
            self.meter.add(int(self.state["done"]))
            done = int(self.state["done"])
            self.job._emit(
                DownloadProgress(self.rf.path, self.n, self.rf.size, done, self.total,
                                 self.meter.rate, self.meter.eta(self.total - done))
            )  # fmt: skip
